//! The rules engine gives the same results in the browser as natively: the same seed
//! deals the same hands, and the same record replays to the same state (the digest is
//! the one crates/engine/tests/golden.rs checks natively). The session's logic (seats,
//! moves refused, saves) is tested natively in crates/session/tests.
#![cfg(target_arch = "wasm32")]

use engine::{Game, Preset, Setup};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn golden_deal_matches_native() {
    let game = Game::new(Setup {
        rules: Preset::Ffg2006.rules(),
        players: 4,
        seed: 2026,
        first: None,
    })
    .unwrap();
    assert_eq!(game.table().token, 1);
    assert_eq!(
        game.hand(0).to_string(),
        "M2 M4 M5 M6 M6 M6 Scarecrow Winter Bishop Courtesan"
    );
    assert_eq!(
        game.hand(3).to_string(),
        "M1 M1 M2 M2 M3 M3 M4 Heroine Surrender Courtesan"
    );
}

#[wasm_bindgen_test]
fn golden_replay_matches_native() {
    let setup = Setup {
        rules: Preset::Classic1995.rules(),
        players: 4,
        seed: 11,
        first: None,
    };
    let (played, record) = engine::random_game(setup, 11, 100_000).unwrap();
    assert_eq!(record.actions.len(), 741);
    let (replayed, _) = record.replay().unwrap();
    assert_eq!(replayed, played);
    assert_eq!(engine::digest(&replayed), 16275709136436599047);
}
