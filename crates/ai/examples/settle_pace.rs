//! How Expert's early stop (`SearchConfig::settle_pace`) trades time for agreement with
//! the full budget: for each pace, the mean time and iterations a decision, and how often
//! the move is the one the exact stop (pace 0) chooses, on the same seeded positions.
//!
//! ```text
//! cargo run --release -p ai --example settle_pace -- [--positions 150] [--paces 0,4,6] [--reference] [--prior 3]
//!     [--budget 240000 --after 10000 --tie 0.002]
//! ```
//!
//! `--prior` times Expert with a progressive bias towards the rule bot
//! (`SearchConfig::prior`). `--budget`, `--after` and `--tie` set the paced searches'
//! `iterations`, `settle_after` and `tie_margin`; the exact stop they are compared with
//! keeps Expert's budget.
//!
//! Positions are those `#/bench` times (`ai::bench_positions`: seeded random games of
//! ffg-2006); `--reference` takes the 157 reference positions of `native_bench` instead
//! (rule-bot games in four presets), which look more like a real table.

#[path = "bench/positions.rs"]
mod positions;

use ai::Level;
use engine::{Action, Observation};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
    };
    let count = value("--positions").map_or(150, |n| n.parse().expect("--positions N"));
    let paces: Vec<f32> = value("--paces")
        .map_or("0,4,6", String::as_str)
        .split(',')
        .map(|p| p.parse().expect("--paces a,b,c"))
        .collect();
    let prior: f32 = value("--prior").map_or(0.0, |p| p.parse().expect("--prior x"));
    let budget: Option<u32> = value("--budget").map(|b| b.parse().expect("--budget N"));
    let after: u32 = value("--after").map_or(0, |a| a.parse().expect("--after N"));
    let tie: f32 = value("--tie").map_or(0.0, |t| t.parse().expect("--tie x"));
    let positions = if args.iter().any(|a| a == "--reference") {
        positions::positions()
    } else {
        ai::bench_positions(count)
    };
    let exact = |obs: &Observation, i: usize, pace: f32| {
        let mut cfg = Level::Expert.search_config().expect("Expert searches");
        cfg.settle_pace = pace;
        cfg.prior = prior;
        if pace > 0.0 {
            cfg.iterations = budget.unwrap_or(cfg.iterations);
            cfg.settle_after = after;
            cfg.tie_margin = tie;
        }
        let started = Instant::now();
        let r = ai::search(obs, &cfg, i as u64, None).expect("a legal action");
        (r, started.elapsed().as_secs_f64() * 1000.0)
    };
    let full: Vec<Action> = positions
        .iter()
        .enumerate()
        .map(|(i, obs)| exact(obs, i, 0.0).0.action)
        .collect();
    for pace in paces {
        let (mut ms, mut iterations, mut same) = (0.0, 0u64, 0);
        for (i, obs) in positions.iter().enumerate() {
            let (r, t) = exact(obs, i, pace);
            ms += t;
            iterations += r.iterations as u64;
            same += (r.action == full[i]) as u32;
        }
        let n = positions.len() as f64;
        println!(
            "pace {pace}: mean {:.1} ms, {:.0} iterations a decision, the full budget's move in {same} of {}",
            ms / n,
            iterations as f64 / n,
            positions.len()
        );
    }
}
