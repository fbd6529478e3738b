//! The review ranks players of known strength: over arena games with seats random,
//! easy, rule and hard (rotated, so each sits everywhere), every seat judged, the mean
//! accuracy orders random < easy < hard (the rule bot, between easy and hard in strength,
//! falls between them too). About 10 s in a test build on a quiet machine; half of that
//! with `CONDOTTIERE_QUICK_TESTS` set (one rotation of the seats instead of two).

#[path = "review_support.rs"]
mod support;

use ai::Level;
use session::review::{review, ReviewOptions, Verdict};

const LINEUP: [Level; 4] = [Level::Random, Level::Easy, Level::Rule, Level::Hard];

#[test]
fn accuracy_orders_players_by_strength() {
    let games = if support::quick_tests() { 4 } else { 8 };
    let mut accuracy = [0u32; 4];
    let mut heavy_losses = 0;
    for g in 0..games {
        let levels: Vec<Level> = (0..4).map(|s| LINEUP[(s + g) % 4]).collect();
        let record = support::play(support::ffg(), &levels, 3_000 + g as u64, 5_000).unwrap();
        let options = ReviewOptions {
            seed: g as u64,
            judged: 0b1111,
            budget: 400,
            playouts: 1,
            ..ReviewOptions::default()
        };
        let r = review(&record, options).unwrap();
        for p in &r.players {
            let entry = LINEUP
                .iter()
                .position(|&l| l == levels[p.seat as usize])
                .unwrap();
            accuracy[entry] += p.accuracy.unwrap() as u32;
        }
        // A decision the evaluator finds costs 30 points or more is never taken lightly.
        for d in r.decisions.iter().filter(|d| d.loss() >= 30) {
            heavy_losses += 1;
            assert!(
                matches!(d.verdict, Verdict::Mistake | Verdict::Blunder),
                "{d:?}"
            );
        }
    }
    let mean = accuracy.map(|a| a as f64 / games as f64);
    eprintln!("mean accuracy: random {:.1}, easy {:.1}, rule {:.1}, hard {:.1}; {heavy_losses} decisions cost 30+", mean[0], mean[1], mean[2], mean[3]);
    assert!(mean[0] < mean[1] && mean[1] < mean[3], "{mean:?}");
    assert!(mean[1] < mean[2] && mean[2] < mean[3], "{mean:?}");
    assert!(
        heavy_losses > 0,
        "some decision in these games costs 30 points or more"
    );
}
