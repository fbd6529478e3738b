//! Golden values: a fixed seed deals the same hands forever, so share links and saved
//! games survive upgrades. If one of these fails, a change broke every shared seed: fix
//! the change, do not update the constants.

use engine::{Game, Preset, Record, Setup};

fn hands(game: &Game) -> Vec<String> {
    (0..game.players())
        .map(|s| game.hand(s).to_string())
        .collect()
}

#[test]
fn ffg_2006_seed_2026_deals_these_hands() {
    let game = Game::new(Setup {
        rules: Preset::Ffg2006.rules(),
        players: 4,
        seed: 2026,
        first: None,
    })
    .unwrap();
    assert_eq!(game.table().token, GOLDEN_FFG_TOKEN);
    assert_eq!(hands(&game), GOLDEN_FFG_HANDS);
}

#[test]
fn zman_duel_seed_7_deals_these_hands() {
    let game = Game::new(Setup {
        rules: Preset::ZmanDuel.rules(),
        players: 2,
        seed: 7,
        first: None,
    })
    .unwrap();
    assert_eq!(hands(&game), GOLDEN_DUEL_HANDS);
}

/// The same record replays to the same state on every platform: this digest is also
/// checked by the browser test (tests/web.rs) in wasm.
#[test]
fn golden_replay_digest() {
    let (record, game) = golden_replay();
    assert_eq!(record.actions.len(), GOLDEN_REPLAY_ACTIONS);
    assert_eq!(engine::digest(&game), GOLDEN_REPLAY_DIGEST);
}

/// A seeded random game, rebuilt from its record.
fn golden_replay() -> (Record, Game) {
    let setup = Setup {
        rules: Preset::Classic1995.rules(),
        players: 4,
        seed: 11,
        first: None,
    };
    let (played, record) = engine::random_game(setup, 11, 100_000).unwrap();
    let (game, _) = record.replay().unwrap();
    assert_eq!(game, played);
    (record, game)
}

const GOLDEN_FFG_TOKEN: u8 = 1;
const GOLDEN_FFG_HANDS: [&str; 4] = [
    "M2 M4 M5 M6 M6 M6 Scarecrow Winter Bishop Courtesan",
    "M1 M1 M1 M2 M2 M5 M6 Scarecrow Scarecrow Bishop",
    "M3 M10 Scarecrow Scarecrow Scarecrow Heroine Bishop Bishop Surrender Surrender",
    "M1 M1 M2 M2 M3 M3 M4 Heroine Surrender Courtesan",
];
const GOLDEN_DUEL_HANDS: [&str; 2] = [
    "M2 M2 M5 M5 M6 M10 M10 Winter",
    "M1 M1 M3 Scarecrow Drummer Heroine Bishop Surrender",
];
const GOLDEN_REPLAY_ACTIONS: usize = 741;
const GOLDEN_REPLAY_DIGEST: u64 = 16275709136436599047;
