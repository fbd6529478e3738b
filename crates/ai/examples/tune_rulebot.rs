//! The rule bot's weights, tuned by games: a candidate rule bot against three of the
//! shipped one (or of a level), seats rotated, the same deals for every candidate.
//!
//! ```text
//! cargo run --release -p ai --example tune_rulebot -- --games 4000 --seed 1
//! cargo run --release -p ai --example tune_rulebot -- --games 4000 --seed 1 --try spend=2.5,deny=0.4
//! ```
//!
//! Without `--try` it runs a coordinate search: each weight scaled by 0.7 and 1.4 in
//! turn, a change kept when it wins more games on the same deals, for `--rounds` rounds,
//! from the shipped weights or from `--from` (the same keys as `--try`).
//! Keys for `--try`: spend, deny, denywin, resp, discard, hopeless, or `bold` alone for
//! `RuleBot::bold`. `--vs` (the same) sets the three others' weights instead of the
//! shipped ones. `--opp normal` plays against three of a level instead (slow).
//!
//! The rule bot's game is far from transitive: against three `bold` bots, a more cautious
//! bot than either wins most (spend 2.0, deny 0.24: 56.4%). What a weight is worth
//! depends on who else is at the table.

#[path = "tuning/arena.rs"]
mod arena;
#[path = "tuning/rulebot_weights.rs"]
mod rulebot_weights;

use ai::{Level, RuleBot};
use arena::{ffg_game, mix};
use rulebot_weights::{weight, KEYS};

/// The shipped weights with those `spec` sets (`key=value`, comma-separated); `bold` for
/// [`RuleBot::bold`].
fn parse(spec: &str) -> RuleBot {
    if spec == "bold" {
        return RuleBot::bold();
    }
    let mut bot = RuleBot::default();
    for kv in spec.split(',').filter(|s| !s.is_empty()) {
        let (k, v) = kv.split_once('=').expect("key=value");
        *weight(&mut bot, k) = v.parse().expect("a number");
    }
    bot
}

/// The candidate's share of the games won, against three `opp` players (three `others`
/// rule bots when `None`).
fn share(cand: &RuleBot, others: &RuleBot, opp: Option<Level>, games: u32, seed: u64) -> f64 {
    let n = 4usize;
    let mut won = 0.0;
    for i in 0..games {
        let gseed = seed.wrapping_add(i as u64);
        // The candidate's seat: every seat in turn.
        let mine = i as usize % n;
        let mut game = ffg_game(gseed);
        let mut actions = 0u64;
        while !game.is_over() && actions < 20_000 {
            let seat = game.to_act().unwrap() as usize;
            let legal = game.legal_actions();
            let action = if seat == mine {
                cand.decide_in_game(&game, &legal).unwrap()
            } else if let Some(level) = opp {
                let obs = game.observation(seat as u8);
                ai::decide(&obs, level, mix(gseed ^ mix(actions))).unwrap()
            } else {
                others.decide_in_game(&game, &legal).unwrap()
            };
            game.apply(action).unwrap();
            actions += 1;
        }
        if let Some(o) = game.outcome() {
            let k = o.winners.count_ones().max(1) as f64;
            won += o.winner_seats().filter(|&s| s as usize == mine).count() as f64 / k;
        }
    }
    won / games as f64
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut games = 4000u32;
    let mut seed = 1u64;
    let mut rounds = 2u32;
    let mut opp: Option<Level> = None;
    let mut tried: Option<String> = None;
    let mut start = String::new();
    let mut against = String::new();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let v = it.next().expect("value");
        match flag.as_str() {
            "--games" => games = v.parse().unwrap(),
            "--seed" => seed = v.parse().unwrap(),
            "--rounds" => rounds = v.parse().unwrap(),
            "--opp" => opp = Some(v.parse().unwrap()),
            "--try" => tried = Some(v.clone()),
            "--from" => start = v.clone(),
            "--vs" => against = v.clone(),
            _ => panic!("unknown flag {flag}"),
        }
    }
    let mut best = parse(tried.as_ref().unwrap_or(&start));
    let others = parse(&against);
    if tried.is_some() {
        println!(
            "{best:?}: {:.2}%",
            100.0 * share(&best, &others, opp, games, seed)
        );
        return;
    }
    let mut best_share = share(&best, &others, opp, games, seed);
    println!("{best:?}: {:.2}%", 100.0 * best_share);
    for round in 0..rounds {
        for key in KEYS {
            for factor in [0.7f32, 1.4] {
                let mut cand = best;
                *weight(&mut cand, key) *= factor;
                let s = share(&cand, &others, opp, games, seed);
                println!(
                    "round {round} {key} x{factor}: {:.2}% (best {:.2}%)",
                    100.0 * s,
                    100.0 * best_share
                );
                if s > best_share {
                    best = cand;
                    best_share = s;
                }
            }
        }
        println!("after round {round}: {best:?} {:.2}%", 100.0 * best_share);
    }
}
