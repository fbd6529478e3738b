//! Games between AI levels for the review's tests and benchmark, and every language's
//! catalog (shared by `#[path]`).
#![allow(dead_code)]

use ai::Level;
use engine::{Game, Preset, Record, Rules, Setup};
use i18n::{Catalog, Lang};

/// Whether the tests run in their short form (mutation testing sets this, as for the
/// engine's tests): the loops over many games are cut down.
pub fn quick_tests() -> bool {
    std::env::var_os("CONDOTTIERE_QUICK_TESTS").is_some()
}

/// Every language's catalog, from the files in `locales/` (every part).
pub fn catalogs() -> Vec<Catalog> {
    Lang::ALL.into_iter().map(i18n::files::catalog).collect()
}

/// SplitMix64: each decision's AI seed from the game's seed and the move's index.
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A whole game with `levels[seat]` at each seat, dealt from `seed`, as the arena plays
/// it. `None` if it did not end within `max_actions`.
pub fn play(rules: Rules, levels: &[Level], seed: u64, max_actions: usize) -> Option<Record> {
    let setup = Setup {
        rules,
        players: levels.len() as u8,
        seed,
        first: (!rules.duel).then_some(0),
    };
    let mut game = Game::new(setup).ok()?;
    let mut record = Record::new(setup);
    while !game.is_over() && record.actions.len() < max_actions {
        let seat = game.to_act()?;
        let obs = game.observation(seat);
        let seed = mix(seed ^ mix(record.actions.len() as u64));
        let action = ai::decide(&obs, levels[seat as usize], seed)?;
        game.apply(action).ok()?;
        record.actions.push(action);
    }
    game.is_over().then_some(record)
}

/// The arena's default ffg-2006 rules.
pub fn ffg() -> Rules {
    Preset::Ffg2006.rules()
}
