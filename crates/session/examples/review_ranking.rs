//! The review's accuracy by AI level: arena games with seats random, easy, rule and hard
//! (rotated), every seat judged; prints each level's mean accuracy and its verdicts.
//!
//! ```text
//! cargo run --release -p session --example review_ranking -- [games] [budget] [playouts]
//! ```

#[path = "../tests/review_support.rs"]
mod support;

use ai::Level;
use session::review::{review, ReviewOptions, Verdict};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().map_or(8, |a| a.parse().unwrap());
    let defaults = ReviewOptions::default();
    let budget: u32 = args.get(1).map_or(defaults.budget, |a| a.parse().unwrap());
    let playouts: u32 = args.get(2).map_or(20, |a| a.parse().unwrap());
    let lineup = [Level::Random, Level::Easy, Level::Rule, Level::Hard];
    let mut accuracy = [0.0f64; 4];
    let mut verdicts = [[0u32; 5]; 4];
    let mut losses: [Vec<u8>; 4] = Default::default();
    // Lichess's formula, for comparison: (sum, count) per level.
    let mut plain = [(0.0f64, 0.0f64); 4];
    let started = Instant::now();
    for g in 0..games {
        let rotation = g as usize % 4;
        let levels: Vec<Level> = (0..4).map(|s| lineup[(s + 4 - rotation) % 4]).collect();
        let record = support::play(support::ffg(), &levels, 2000 + g, 5000).expect("a game");
        let options = ReviewOptions {
            judged: 0b1111,
            budget,
            playouts,
            seed: g,
            ..defaults
        };
        let r = review(&record, options).expect("a review");
        for p in &r.players {
            let entry = lineup
                .iter()
                .position(|&l| l == levels[p.seat as usize])
                .unwrap();
            accuracy[entry] += p.accuracy.unwrap_or(0) as f64;
            for (k, v) in Verdict::ALL.iter().enumerate() {
                verdicts[entry][k] += p.verdicts.get(*v);
            }
        }
        for d in &r.decisions {
            let entry = lineup
                .iter()
                .position(|&l| l == levels[d.seat as usize])
                .unwrap();
            losses[entry].push(d.loss());
            // Lichess's per-move curve on the loss, averaged (what `accuracy` is not).
            let curve =
                |loss: u8| (103.1668 * (-0.04354 * loss as f64).exp() - 3.1669).clamp(0.0, 100.0);
            plain[entry].0 += curve(d.loss());
            plain[entry].1 += 1.0;
        }
        eprintln!(
            "game {g}: {} moves, {:.1} s so far",
            record.actions.len(),
            started.elapsed().as_secs_f64()
        );
    }
    println!("{games} games, budget {budget}, {playouts} play-outs");
    for (k, level) in lineup.iter().enumerate() {
        let mut l = losses[k].clone();
        l.sort();
        let pct = |p: f64| {
            l.get(((l.len() as f64 - 1.0) * p) as usize)
                .copied()
                .unwrap_or(0)
        };
        let mean = l.iter().map(|&x| x as f64).sum::<f64>() / l.len().max(1) as f64;
        println!(
            "{:<7} accuracy {:5.1}% (lichess's per-move mean {:5.1}%)  verdicts best/good/inacc/mistake/blunder {:?}  loss mean {:.1} median {} p90 {} max {}",
            level.to_string(),
            accuracy[k] / games as f64,
            plain[k].0 / plain[k].1,
            verdicts[k],
            mean,
            pct(0.5),
            pct(0.9),
            pct(1.0)
        );
    }
}
