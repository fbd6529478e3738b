//! Fits the horizon evaluation's weights to game outcomes: plays seeded games, records
//! every seat's features after each battle (where a search's playout stops) and the
//! game's winners, and fits a conditional logit (softmax over the seats) by gradient
//! ascent. Prints each feature set's weights and held-out log-likelihood.
//!
//! ```text
//! cargo run --release -p ai --example fit_eval -- 1500 normal
//! ```

use ai::hand_worth as battlefield_worth;
use ai::kingdom::{Board, Targets};
use ai::Level;
use engine::{Game, Preset, Setup};

const NAMES: [&str; 13] = [
    "potential",
    "hand/14",
    "token",
    "cards",
    "regions",
    "group",
    "d1",
    "d2",
    "d3",
    "room",
    "card share",
    "threats",
    "threats2",
];

struct Sample {
    features: Vec<[f32; 13]>,
    outcome: Vec<f32>,
    game: u64,
}

fn features(game: &Game) -> Vec<[f32; 13]> {
    let t = game.table();
    let board = Board::of(t);
    let targets = Targets::of(t);
    let players = t.players;
    let total_cards: f32 = (0..players).map(|s| game.hand(s).total() as f32).sum();
    (0..players)
        .map(|s| {
            let set = board.kingdoms[s as usize];
            let n = set.count_ones() as f32;
            let g = engine::map::largest_connected_group(set) as f32;
            let d = targets.distance(set);
            let hand = game.hand(s);
            // Free regions each of which would win the game at once: a kingdom with two
            // such regions cannot be stopped by the favor or one lost battle.
            let threats = (0..32)
                .filter(|r| board.free >> r & 1 == 1)
                .filter(|r| targets.distance(set | 1 << r) == 0)
                .count() as f32;
            let room = (engine::map::largest_connected_group(set | board.free)
                >= targets.adjacent as u32) as u8 as f32;
            [
                board.potential(s),
                battlefield_worth(hand) / 14.0,
                (t.token == s) as u8 as f32,
                hand.total() as f32,
                n,
                g,
                (d == 1) as u8 as f32,
                (d == 2) as u8 as f32,
                (d == 3) as u8 as f32,
                room,
                hand.total() as f32 / total_cards.max(1.0),
                threats,
                (threats >= 2.0) as u8 as f32,
            ]
        })
        .collect()
}

fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn play(seed: u64, level: Level, players: u8, out: &mut Vec<Sample>) {
    let mut game = Game::new(Setup {
        rules: Preset::Ffg2006.rules(),
        players,
        seed,
        first: None,
    })
    .unwrap();
    let mut pending = Vec::new();
    let mut actions = 0u64;
    while !game.is_over() && actions < 5000 {
        let seat = game.to_act().unwrap();
        let obs = game.observation(seat);
        let before = game.table().battles_fought;
        let a = ai::decide(&obs, level, mix(seed ^ mix(actions))).unwrap();
        game.apply(a).unwrap();
        actions += 1;
        if game.table().battles_fought > before && !game.is_over() {
            pending.push(features(&game));
        }
    }
    let Some(o) = game.outcome() else { return };
    let k = o.winners.count_ones().max(1) as f32;
    let mut outcome = vec![0.0; players as usize];
    for s in o.winner_seats() {
        outcome[s as usize] = 1.0 / k;
    }
    for f in pending {
        out.push(Sample {
            features: f,
            outcome: outcome.clone(),
            game: seed,
        });
    }
}

fn loglik(w: &[f32], set: &[usize], samples: &[&Sample], grad: Option<&mut Vec<f64>>) -> f64 {
    let mut ll = 0.0f64;
    let mut g = vec![0.0f64; set.len()];
    for s in samples {
        let scores: Vec<f64> = s
            .features
            .iter()
            .map(|f| set.iter().zip(w).map(|(&i, &wi)| (f[i] * wi) as f64).sum())
            .collect();
        let top = scores.iter().copied().fold(f64::MIN, f64::max);
        let z: f64 = scores.iter().map(|x| (x - top).exp()).sum();
        let p: Vec<f64> = scores.iter().map(|x| (x - top).exp() / z).collect();
        for (k, y) in s.outcome.iter().enumerate() {
            ll += *y as f64 * p[k].max(1e-12).ln();
            for (j, &i) in set.iter().enumerate() {
                g[j] += (*y as f64 - p[k]) * s.features[k][i] as f64;
            }
        }
    }
    if let Some(out) = grad {
        *out = g;
    }
    ll / samples.len() as f64
}

fn fit(set: &[usize], train: &[&Sample]) -> Vec<f32> {
    let mut w = vec![0.0f32; set.len()];
    let (mut m, mut v) = (vec![0.0f64; set.len()], vec![0.0f64; set.len()]);
    let mut grad = Vec::new();
    for step in 1..=600 {
        loglik(&w, set, train, Some(&mut grad));
        for j in 0..w.len() {
            let gj = grad[j] / train.len() as f64;
            m[j] = 0.9 * m[j] + 0.1 * gj;
            v[j] = 0.999 * v[j] + 0.001 * gj * gj;
            let mh = m[j] / (1.0 - 0.9f64.powi(step));
            let vh = v[j] / (1.0 - 0.999f64.powi(step));
            w[j] += (0.05 * mh / (vh.sqrt() + 1e-8)) as f32;
        }
    }
    w
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().map_or(400, |s| s.parse().unwrap());
    let level: Level = args.get(1).map_or(Level::Normal, |s| s.parse().unwrap());
    let mut samples = Vec::new();
    for g in 0..games {
        play(10_000 + g, level, 4, &mut samples);
        if (g + 1) % 100 == 0 {
            eprintln!("  {} games, {} samples", g + 1, samples.len());
        }
    }
    let train: Vec<&Sample> = samples.iter().filter(|s| s.game % 2 == 0).collect();
    let test: Vec<&Sample> = samples.iter().filter(|s| s.game % 2 == 1).collect();
    let current = [0.5f32, 0.5];
    println!(
        "current eval (0.5·potential + 0.5·hand/14): held-out log-likelihood {:.4}",
        loglik(&current, &[0, 1], &test, None)
    );
    println!("uniform: {:.4}", loglik(&[0.0], &[0], &test, None));
    for set in [
        vec![0, 1],
        vec![0, 1, 2],
        vec![0, 1, 2, 3],
        vec![0, 1, 2, 3, 9],
        vec![1, 2, 3, 4, 5, 6, 7, 8, 9],
        vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        vec![0, 1, 2, 3, 11],
        vec![0, 1, 2, 3, 11, 12],
        vec![0, 1, 2, 3, 9, 11, 12],
    ] {
        let w = fit(&set, &train);
        let named: Vec<String> = set
            .iter()
            .zip(&w)
            .map(|(&i, wi)| format!("{} {wi:.3}", NAMES[i]))
            .collect();
        println!(
            "{}: train {:.4}, held-out {:.4}",
            named.join(", "),
            loglik(&w, &set, &train, None),
            loglik(&w, &set, &test, None)
        );
    }
}
