//! The positions `#/bench` times the levels on, shared with the native tools that compare
//! against its figures (`examples/settle_pace.rs`).

use engine::{Game, GameRng, Observation, Preset, RoundLog, Setup};

/// `count` positions (or a few more) where the seat to act has more than two choices, from
/// seeded random games of ffg-2006 with four players, each with the round's history
/// (which Expert reads). The same positions on every machine and in wasm.
pub fn bench_positions(count: usize) -> Vec<Observation> {
    let mut out = Vec::new();
    let mut rng = GameRng::from_seed(2026);
    let mut seed = 0;
    while out.len() < count {
        seed += 1;
        let Ok(mut game) = Game::new(Setup {
            rules: Preset::Ffg2006.rules(),
            players: 4,
            seed,
            first: None,
        }) else {
            break;
        };
        let mut log = RoundLog::new(&game);
        let mut taken = 0;
        while !game.is_over() && taken < 3 {
            let legal = game.legal_actions();
            let Some(seat) = game.to_act() else { break };
            if legal.len() > 2 && rng.below(6) == 0 {
                out.push(game.observation_with(seat, &log));
                taken += 1;
            }
            let action = legal[rng.below(legal.len() as u32) as usize];
            let Ok(events) = game.apply(action) else {
                break;
            };
            log.note(seat, action, &events, &game);
        }
    }
    out
}
