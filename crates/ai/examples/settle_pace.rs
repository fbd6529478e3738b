//! How Expert's early stop (`SearchConfig::settle_pace`) trades time for agreement with
//! the full budget: for each pace, the mean time and iterations a decision, and how often
//! the move is the one the exact stop (pace 0) chooses, on the same seeded positions.
//!
//! ```text
//! cargo run --release -p ai --example settle_pace -- [--positions 150] [--paces 0,4,6] [--rule] [--prior 3]
//! ```
//!
//! `--prior` times Expert with a progressive bias towards the rule bot
//! (`SearchConfig::prior`).
//!
//! Positions are those `#/bench` times (seeded random games of ffg-2006, 4 players, where
//! the seat to act has more than two choices, with the round's history); `--rule` takes
//! them from games the rule bot plays instead, which look more like a real table.

use ai::Level;
use engine::{Action, Game, GameRng, Observation, Preset, RoundLog, Setup};
use std::time::Instant;

fn positions(count: usize, rule_bot: bool) -> Vec<Observation> {
    let mut out = Vec::new();
    let mut rng = GameRng::from_seed(2026);
    let mut seed = 0;
    while out.len() < count {
        seed += 1;
        let setup = Setup {
            rules: Preset::Ffg2006.rules(),
            players: 4,
            seed,
            first: None,
        };
        let mut game = Game::new(setup).expect("a preset's setup is valid");
        let mut log = RoundLog::new(&game);
        let mut taken = 0;
        while !game.is_over() && taken < 3 {
            let legal = game.legal_actions();
            let Some(seat) = game.to_act() else { break };
            if legal.len() > 2 && rng.below(6) == 0 {
                out.push(game.observation_with(seat, &log));
                taken += 1;
            }
            let action: Action = if rule_bot {
                ai::decide(&game.observation_with(seat, &log), Level::Rule, 0)
                    .expect("a seat to act has a legal action")
            } else {
                legal[rng.below(legal.len() as u32) as usize]
            };
            let events = game.apply(action).expect("a legal action applies");
            log.note(seat, action, &events, &game);
        }
    }
    out
}

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
    let positions = positions(count, args.iter().any(|a| a == "--rule"));
    let exact = |obs: &Observation, i: usize, pace: f32| {
        let mut cfg = Level::Expert.search_config().expect("Expert searches");
        cfg.settle_pace = pace;
        cfg.prior = prior;
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
