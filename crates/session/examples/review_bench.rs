//! The review's speed on arena games: plays a few seeded games, then times the review of
//! each (chances and judged decisions separately).
//!
//! ```text
//! cargo run --release -p session --example review_bench -- [games] [seats] [judged] [min moves] [budget] [playouts] [noise‰]
//! cargo run --release -p session --example review_bench -- 3 normal,normal,normal,normal 1 170
//! ```
//! `judged` is a seat mask (1 = seat 0: one "human"); games shorter than `min moves` are
//! skipped (arena games between AIs are shorter than people's: the issue's typical game
//! is about 190 moves). Run under `nice` on a shared machine.
//!
//! Each game's record link code is printed too (`code: …`, the judged seats as humans,
//! the others as Normal AIs): `tests/e2e/review.test.mjs` times the review of such a
//! game in Chromium (`REVIEW_CODE=… node --test tests/e2e/review.test.mjs`).

#[path = "../tests/review_support.rs"]
mod support;

use ai::Level;
use session::review::{Analysis, ReviewOptions};
use session::{AiLevel, SeatKind};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or(default.to_string());
    let games: u64 = arg(0, "3").parse().expect("games");
    let levels: Vec<Level> = arg(1, "hard,hard,hard,hard")
        .split(',')
        .map(|l| l.parse().expect("a level"))
        .collect();
    let defaults = ReviewOptions::default();
    let min_moves: usize = arg(3, "0").parse().expect("min moves");
    let options = ReviewOptions {
        judged: arg(2, "1").parse().expect("judged mask"),
        budget: arg(4, &defaults.budget.to_string())
            .parse()
            .expect("budget"),
        playouts: arg(5, &defaults.playouts.to_string())
            .parse()
            .expect("playouts"),
        noise_permille: arg(6, &defaults.noise_permille.to_string())
            .parse()
            .expect("noise"),
        ..defaults
    };
    println!(
        "review of {games} ffg-2006 games of {min_moves}+ moves, seats {levels:?}, {options:?}"
    );
    let mut total = 0.0;
    let mut seed = 1000;
    for g in 0..games {
        let started = Instant::now();
        let record = loop {
            seed += 1;
            let record =
                support::play(support::ffg(), &levels, seed, 5_000).expect("a finished game");
            if record.actions.len() >= min_moves {
                break record;
            }
        };
        let played = started.elapsed().as_secs_f64();
        let cpu_before = cpu_seconds();
        let mut analysis = Analysis::new(&record, options).expect("a reviewable record");
        let (mut chance_time, mut decision_time) = (0.0, 0.0);
        let mut decisions = 0;
        loop {
            let before = analysis.progress().done;
            let t = Instant::now();
            let progress = analysis.step();
            let dt = t.elapsed().as_secs_f64();
            let review_so_far = progress.done - before;
            if review_so_far == 0 {
                break;
            }
            // A step that judged a decision leaves the chances list unchanged.
            if analysis_judged_last(&analysis, &mut decisions) {
                decision_time += dt;
            } else {
                chance_time += dt;
            }
            if progress.is_finished() {
                break;
            }
        }
        let review = analysis.review().expect("finished");
        let cpu = cpu_seconds() - cpu_before;
        let time = chance_time + decision_time;
        total += time;
        println!(
            "game {g} (seed {seed}): {} moves, {} judged decisions (played in {played:.1} s); review {time:.2} s ({cpu:.2} s of CPU) \
             = chances {chance_time:.2} s + decisions {decision_time:.2} s; accuracy {:?}; {} bytes of JSON; checksum {:016x}",
            record.actions.len(),
            review.decisions.len(),
            review.players.iter().map(|p| p.accuracy).collect::<Vec<_>>(),
            serde_json::to_string(&review).map_or(0, |j| j.len()),
            review.checksum()
        );
        println!("code: {}", link_code(&record, options.judged));
    }
    println!("mean {:.2} s a review", total / games.max(1) as f64);
}

/// The record link code of `record`, the seats of the mask `judged` as humans, the
/// others as Normal AIs.
fn link_code(record: &engine::Record, judged: u8) -> String {
    let seats: Vec<links::SharedSeat> = (0..record.setup.players)
        .map(|seat| links::SharedSeat {
            name: format!("P{}", seat + 1),
            color: seat,
            kind: if judged & (1 << seat) != 0 {
                SeatKind::Human
            } else {
                SeatKind::Ai(AiLevel::Normal)
            }
            .link_code(),
        })
        .collect();
    links::encode_record(&record.setup, &seats, &record.actions).expect("a legal record")
}

/// Whether the last step added a decision (counted in `seen`).
fn analysis_judged_last(analysis: &Analysis, seen: &mut usize) -> bool {
    let now = analysis.decisions_done();
    let judged = now > *seen;
    *seen = now;
    judged
}

/// This process's CPU time (user and system) in seconds, from `/proc/self/stat` (Linux;
/// 0 elsewhere): on a shared machine it says more than the wall clock.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command name (which is in parentheses): utime is the 12th.
    let after = stat.rsplit(')').next().unwrap_or_default();
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}
