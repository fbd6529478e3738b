//! The puzzle generator's and the solver's speed: 1,000 puzzles per difficulty (or the
//! number given), each found by a search from its seed, then made again from its code.
//!
//! ```text
//! nice -n 10 cargo run --release -p session --example puzzle_bench [-- 1000]
//! ```
//!
//! Prints, per difficulty: puzzles per second, the milliseconds per puzzle (mean, p95,
//! max), the candidates tried per puzzle; then the time to make a puzzle from its code
//! and the solver's positions proved per second; and the goals and editions drawn, with
//! a checksum of the codes to compare with the wasm build (`puzzle_wasm`).

use session::puzzle::solver::Solver;
use session::puzzle::{Difficulty, Puzzle};
use std::collections::BTreeMap;
use std::time::Instant;

/// Mean, 95th percentile and maximum of a sample.
fn spread(mut values: Vec<f64>) -> (f64, f64, f64) {
    values.sort_by(|a, b| a.total_cmp(b));
    let n = values.len().max(1);
    let mean = values.iter().sum::<f64>() / n as f64;
    let p95 = values
        .get(n * 95 / 100)
        .or(values.last())
        .copied()
        .unwrap_or(0.0);
    (mean, p95, values.last().copied().unwrap_or(0.0))
}

fn main() {
    let count: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    for difficulty in Difficulty::ALL {
        let mut ms = Vec::new();
        let mut tries = Vec::new();
        let mut from_code = Vec::new();
        let (mut positions, mut solve_seconds) = (0usize, 0f64);
        let mut goals: BTreeMap<String, u32> = BTreeMap::new();
        // The same checksum of the numbers found as examples/bench/puzzle_wasm.cjs prints.
        let mut checksum = 0u64;
        let mut editions: BTreeMap<&str, u32> = BTreeMap::new();
        let started = Instant::now();
        for seed in 0..count {
            let t = Instant::now();
            let (puzzle, tried) =
                Puzzle::generate_counted(seed, difficulty).expect("every seed finds a puzzle");
            ms.push(t.elapsed().as_secs_f64() * 1000.0);
            checksum = checksum.wrapping_mul(31).wrapping_add(puzzle.number());
            tries.push(tried as f64);
            let name = format!("{:?}", puzzle.goal());
            *goals
                .entry(name.split(' ').next().unwrap_or("").into())
                .or_default() += 1;
            *editions
                .entry(puzzle.game().rules().preset.id())
                .or_default() += 1;
            let t = Instant::now();
            let again = Puzzle::from_code(puzzle.code()).expect("its code");
            from_code.push(t.elapsed().as_secs_f64() * 1000.0);
            assert_eq!(again.proof(), puzzle.proof());
            // The solver alone, from a fresh table: positions proved per second.
            let t = Instant::now();
            let mut solver = Solver::new(puzzle.game(), puzzle.seat(), puzzle.goal())
                .expect("a kept position fits");
            let best = solver.score(puzzle.game());
            solve_seconds += t.elapsed().as_secs_f64();
            positions += solver.positions();
            assert_eq!(best, puzzle.proof().best);
        }
        let seconds = started.elapsed().as_secs_f64();
        let (mean, p95, max) = spread(ms);
        let (tried_mean, tried_p95, tried_max) = spread(tries);
        let (code_mean, code_p95, code_max) = spread(from_code);
        println!(
            "{difficulty:?}: {count} puzzles, {:.1} puzzles/s of search; per puzzle mean {mean:.2} ms, p95 {p95:.2}, max {max:.2}",
            count as f64 / seconds
        );
        println!(
            "  candidates tried per puzzle: mean {tried_mean:.1}, p95 {tried_p95:.0}, max {tried_max:.0}"
        );
        println!(
            "  from its code: mean {code_mean:.2} ms, p95 {code_p95:.2}, max {code_max:.2}; solver: {positions} positions in {:.2} s, {:.0} positions/s",
            solve_seconds,
            positions as f64 / solve_seconds.max(1e-9)
        );
        println!("  goals {goals:?}; checksum of the codes {checksum}");
        println!("  editions {editions:?}");
    }
    let day = Puzzle::daily(session::day::Day::parse("2026-06-13").expect("a date"));
    println!("daily 2026-06-13: {} (number {})", day.code(), day.number());
}
