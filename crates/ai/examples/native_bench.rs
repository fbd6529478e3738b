//! Normal's and Hard's time per decision on the reference positions, natively, with a
//! checksum of the choices to compare with `wasm_bench` (see there).

#[path = "bench/positions.rs"]
mod positions;

use std::time::Instant;

fn main() {
    let all = positions::positions();
    for (level, name) in [(1, "normal"), (2, "hard")] {
        let mut checksum: u64 = 0;
        let mut ms = Vec::new();
        for (i, obs) in all.iter().enumerate() {
            let started = Instant::now();
            let k = positions::decide(obs, level, i as u32 * 7 + 1);
            ms.push(started.elapsed().as_secs_f64() * 1000.0);
            checksum = checksum.wrapping_mul(31).wrapping_add(k as u64 + 1);
        }
        ms.sort_by(f64::total_cmp);
        let mean = ms.iter().sum::<f64>() / ms.len() as f64;
        let p95 = ms[ms.len() * 95 / 100];
        // Iterations per second of the search alone (a second pass: the decisions above
        // stop early once settled, so their count is not the budget).
        let level: ai::Level = name.parse().unwrap();
        let cfg = level.search_config().unwrap();
        let (mut iterations, started) = (0u64, Instant::now());
        for (i, obs) in all.iter().enumerate() {
            iterations += ai::search(obs, &cfg, i as u64, None).map_or(0, |r| r.iterations) as u64;
        }
        let rate = iterations as f64 / started.elapsed().as_secs_f64();
        println!(
            "native {name}: {} positions, mean {mean:.2} ms, p95 {p95:.2} ms, \
             {rate:.0} iterations/s, checksum {checksum}",
            ms.len()
        );
    }
}
