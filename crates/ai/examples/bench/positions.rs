//! Reference positions for the speed and portability checks: decisions from rule-bot
//! games in four presets, every ninth with a real choice, each with the round's history
//! (which only Expert reads).

use ai::{Level, RuleBot};
use engine::{Game, Observation, Preset, RoundLog, Setup};

pub fn positions() -> Vec<Observation> {
    let mut out = Vec::new();
    for (preset, players) in [
        (Preset::Ffg2006, 4u8),
        (Preset::Zman2018, 4),
        (Preset::Classic1995, 4),
        (Preset::ZmanDuel, 2),
    ] {
        for seed in 0..6u64 {
            let mut game = Game::new(Setup {
                rules: preset.rules(),
                players,
                seed,
                first: None,
            })
            .unwrap();
            let mut log = RoundLog::new(&game);
            let mut k = 0;
            while !game.is_over() && k < 90 {
                let seat = game.to_act().unwrap();
                let obs = game.observation_with(seat, &log);
                if obs.legal.len() > 1 && k % 9 == 0 {
                    out.push(obs.clone());
                }
                let action = RuleBot::default().decide(&obs).unwrap();
                let events = game.apply(action).unwrap();
                log.note(seat, action, &events, &game);
                k += 1;
            }
        }
    }
    out
}

/// The levels by number, as the wasm module's callers name them.
#[allow(dead_code)] // the wasm module's; native_bench decides with reasons, for iterations
pub const LEVELS: [Level; 4] = [Level::Rule, Level::Normal, Level::Hard, Level::Expert];

/// The index in `obs.legal` of the action `level` (0 rule, 1 normal, 2 hard, 3 expert)
/// takes.
#[allow(dead_code)]
pub fn decide(obs: &Observation, level: u32, seed: u32) -> u32 {
    let level = LEVELS[(level as usize).min(LEVELS.len() - 1)];
    let action = ai::decide(obs, level, seed as u64).unwrap();
    obs.legal.iter().position(|a| *a == action).unwrap() as u32
}
