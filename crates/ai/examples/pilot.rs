//! Tuning harness: a candidate search against three opponents of a level, seeded and
//! seat-rotated exactly like `condottiere arena`.
//!
//! ```text
//! cargo run --release -p ai --example pilot -- it=30000,b=4 --games 50 --seed 1 --opp hard
//! ```
//!
//! Keys (`key=value`, comma-separated): base=expert (start from Expert's search rather
//! than Hard's), it, b, c, oc (the exploration constant at the other seats' nodes), noise,
//! prior, opp (the chance another seat's tree node follows the rule bot), depth, pace
//! (the early stop's `settle_pace`), after (`settle_after`), tie (`tie_margin`), sharp,
//! cw, tok, pc, fit=1, trees, mean=<min_share>, shadow=0/1 (the others' rewards from a
//! shadow deal); reading the table: read=0/1, deals, mix (the share of draws by weight),
//! temper, and choice (the opponent model's share of the rule bot's choice outside battle
//! turns); the rule bot that plays the playouts: spend, deny, denywin, resp, discard,
//! hopeless (its weights, see `examples/tune_rulebot.rs`).
//!
//! Every seat is given the round's public history, as in `condottiere arena`.
//!
//! `--defer battle` (or `other`) lets the opponents' level decide the candidate's battle
//! turns, those where it may pass (or its other decisions), to measure what the
//! candidate's own choices of that kind are worth.
//!
//! `--seeing 1` lets the candidate's search see every hand (each determinization is the
//! real game with the deck shuffled again; nothing is read): the most that reading the
//! table perfectly could give. `--seeing battle` (or `other`) sees only in its battle
//! turns (or its other decisions), to tell where that worth lies. With `--compare 1` as
//! well, each battle turn it sees in is searched without seeing too, and a `cmp` line
//! tells both choices (with the most visited card's and passing's mean/visits without
//! seeing) and the battle's true state: where the hands would change the move.

#[path = "tuning/arena.rs"]
mod arena;
#[path = "tuning/rulebot_weights.rs"]
mod rulebot_weights;

use ai::{search_ensemble, EnsembleConfig, FinalChoice, Inference, Level};
use arena::{ffg_game, mix};
use engine::RoundLog;
use rulebot_weights::weight;
use std::time::Instant;

/// The reading of the table's settings, switched on with Expert's defaults if it was off.
fn inference(cfg: &mut EnsembleConfig) -> &mut Inference {
    cfg.search.inference.get_or_insert_with(Inference::default)
}

fn candidate(spec: &str) -> EnsembleConfig {
    let mut cfg = EnsembleConfig {
        search: Level::Hard.search_config().unwrap(),
        trees: 1,
        choice: FinalChoice::Visits,
    };
    for kv in spec.split(',').filter(|s| !s.is_empty()) {
        let (k, v) = kv.split_once('=').expect("key=value");
        let f: f32 = v.parse().unwrap_or(0.0);
        match k {
            "base" => {
                assert_eq!(v, "expert");
                cfg = Level::Expert.ensemble_config().unwrap();
            }
            "read" if f == 0.0 => cfg.search.inference = None,
            "read" => {
                inference(&mut cfg);
            }
            "deals" => inference(&mut cfg).deals = v.parse().unwrap(),
            "mix" => inference(&mut cfg).by_weight = f,
            "temper" => inference(&mut cfg).temper = f,
            "choice" => inference(&mut cfg).model.same_choice = f,
            "it" => cfg.search.iterations = v.parse().unwrap(),
            "shadow" => cfg.search.shadow = f > 0.0,
            "b" => cfg.search.playout_battles = v.parse().unwrap(),
            "c" => cfg.search.exploration = f,
            "noise" => cfg.search.playout_noise = f,
            "prior" => cfg.search.prior = f,
            "opp" => cfg.search.opponent_policy = f,
            "oc" => cfg.search.opponent_exploration = f,
            "depth" => cfg.search.max_depth = v.parse().unwrap(),
            "pace" => cfg.search.settle_pace = f,
            "after" => cfg.search.settle_after = v.parse().unwrap(),
            "tie" => cfg.search.tie_margin = f,
            "maphalving" => cfg.search.map_halving = v.parse().unwrap(),
            "sharp" => cfg.search.eval.sharpness = f,
            "cw" => cfg.search.eval.card_weight = f,
            "tok" => cfg.search.eval.token = f,
            "pc" => cfg.search.eval.per_card = f,
            "fit" => cfg.search.eval = ai::eval::Eval::fitted(),
            "trees" => cfg.trees = v.parse().unwrap(),
            "mean" => cfg.choice = FinalChoice::Mean { min_share: f },
            // The playouts' rule-bot weights; any other key panics there.
            other => *weight(&mut cfg.search.policy, other) = f,
        }
    }
    cfg
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let spec = args.first().cloned().unwrap_or_default();
    let mut games = 40u32;
    let mut seed = 1u64;
    let mut opp = Level::Hard;
    // `--defer`: whether the opponents' level decides the candidate's battle turns
    // (`Some(true)`) or its other decisions (`Some(false)`).
    let mut defer: Option<bool> = None;
    // `--seeing 1`: the candidate's search sees every hand (`ai::ismcts::search_seeing`);
    // `battle` (or `other`): only in its battle turns (or its other decisions).
    let mut seeing: Option<Option<bool>> = None;
    // `--compare 1`: where the candidate sees every hand in a battle turn, also runs its
    // search without seeing and prints both choices with the battle's true state.
    let mut compare = false;
    let mut it = args.iter().skip(1);
    while let Some(flag) = it.next() {
        let v = it.next().expect("value");
        match flag.as_str() {
            "--games" => games = v.parse().unwrap(),
            "--seed" => seed = v.parse().unwrap(),
            "--opp" => opp = v.parse().unwrap(),
            "--compare" => compare = v == "1",
            "--seeing" => {
                seeing = match v.as_str() {
                    "1" => Some(None),
                    "battle" => Some(Some(true)),
                    "other" => Some(Some(false)),
                    _ => panic!("--seeing 1|battle|other"),
                }
            }
            "--defer" => {
                defer = match v.as_str() {
                    "battle" => Some(true),
                    "other" => Some(false),
                    _ => panic!("--defer battle|other"),
                }
            }
            _ => panic!("unknown flag {flag}"),
        }
    }
    let cfg = candidate(&spec);
    let n = 4usize;
    let mut wins = Vec::new();
    let mut times = Vec::new();
    let mut iters = 0u64;
    let mut read = 0u32;
    let started = Instant::now();
    for i in 0..games {
        let gseed = seed.wrapping_add(i as u64);
        let rotation = i as usize % n;
        let entry_at = |s: usize| (s + n - rotation) % n;
        let mut game = ffg_game(gseed);
        let mut log = RoundLog::new(&game);
        let mut actions = 0u64;
        while !game.is_over() && actions < 20_000 {
            let seat = game.to_act().unwrap();
            let obs = game.observation_with(seat, &log);
            let dseed = mix(gseed ^ mix(actions));
            let battle_turn = obs.legal.iter().any(|&a| ai::infer::is_pass(a));
            let action = if entry_at(seat as usize) == 0 && defer != Some(battle_turn) {
                let t = Instant::now();
                let sees = seeing.is_some_and(|only| only.is_none_or(|b| b == battle_turn));
                let r = if sees {
                    assert_eq!(cfg.trees, 1, "--seeing searches one tree");
                    let r = ai::ismcts::search_seeing(&obs, &cfg.search, dseed, &game).unwrap();
                    if compare && battle_turn {
                        let blind = search_ensemble(&obs, &cfg, dseed, None).unwrap();
                        let st = game.strength_totals();
                        let best_other = (0..n as u8)
                            .filter(|&o| o != seat)
                            .map(|o| st[o as usize])
                            .max()
                            .unwrap_or(0);
                        let others_worth = (0..n as u8)
                            .filter(|&o| o != seat && game.table().in_battle(o))
                            .map(|o| ai::hand_worth(game.hand(o)))
                            .fold(0.0f32, f32::max);
                        let pass = blind.stats.iter().find(|s| ai::infer::is_pass(s.action));
                        let play = blind
                            .stats
                            .iter()
                            .filter(|s| !ai::infer::is_pass(s.action))
                            .max_by_key(|s| s.visits);
                        let fmt = |s: Option<&ai::ActionStats>| {
                            s.map_or("-".to_string(), |s| format!("{:.3}/{}", s.mean, s.visits))
                        };
                        eprintln!(
                            "cmp {gseed} seeing={:?} blind={:?} pass={} play={} margin={} row={} hand={} mine={:.0} others={:.0}",
                            r.action,
                            blind.action,
                            fmt(pass),
                            fmt(play),
                            st[seat as usize] - best_other,
                            game.row(seat).len(),
                            game.hand(seat).total(),
                            ai::hand_worth(game.hand(seat)),
                            others_worth
                        );
                    }
                    r
                } else {
                    search_ensemble(&obs, &cfg, dseed, None).unwrap()
                };
                if obs.legal.len() > 1 {
                    times.push(t.elapsed().as_secs_f64() * 1000.0);
                    iters += r.iterations as u64;
                    read += r.read.is_some() as u32;
                }
                r.action
            } else {
                ai::decide(&obs, opp, dseed).unwrap()
            };
            let events = game.apply(action).unwrap();
            log.note(seat, action, &events, &game);
            actions += 1;
        }
        let mut share = 0.0;
        if let Some(o) = game.outcome() {
            let k = o.winners.count_ones().max(1) as f64;
            share = o
                .winner_seats()
                .filter(|&s| entry_at(s as usize) == 0)
                .count() as f64
                / k;
        }
        wins.push(share);
        // One line per game, for paired comparisons of candidates on the same deals.
        eprintln!("game {gseed} {share:.3}");
        if (i + 1) % 10 == 0 {
            let m = wins.iter().sum::<f64>() / wins.len() as f64;
            eprintln!(
                "  {} games: {:.1}% ({:.0}s)",
                i + 1,
                100.0 * m,
                started.elapsed().as_secs_f64()
            );
        }
    }
    let k = wins.len() as f64;
    let m = wins.iter().sum::<f64>() / k;
    let var = wins.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (k - 1.0).max(1.0);
    times.sort_by(f64::total_cmp);
    let mean_t = times.iter().sum::<f64>() / times.len().max(1) as f64;
    let p95 = times.get(times.len() * 95 / 100).copied().unwrap_or(0.0);
    println!(
        "{spec} vs 3 {opp}: {games} games from seed {seed}: {:.1}% ± {:.1}%; {} decisions ({read} changed by the reading), mean {mean_t:.0} ms, p95 {p95:.0} ms, max {:.0} ms, {:.0} iterations/decision",
        100.0 * m,
        100.0 * 1.96 * (var / k).sqrt(),
        times.len(),
        times.last().copied().unwrap_or(0.0),
        iters as f64 / times.len().max(1) as f64
    );
}
