//! The rules engine gives the same results in the browser as natively: the same seed
//! deals the same hands, and the same record replays to the same state (the digest is
//! the one crates/engine/tests/golden.rs checks natively).
#![cfg(target_arch = "wasm32")]

use condottiere::session::{AiLevel, SeatConfig, SeatKind, Session};
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

fn seats(kinds: &[SeatKind]) -> Vec<SeatConfig> {
    kinds
        .iter()
        .enumerate()
        .map(|(i, &kind)| SeatConfig {
            name: format!("P{i}"),
            color: i as u8,
            kind,
        })
        .collect()
}

/// Pass-and-play: the device must change hands before another human decides; a single
/// human always holds it.
#[wasm_bindgen_test]
fn handoff_only_between_humans() {
    let setup = Setup {
        rules: Preset::Ffg2006.rules(),
        players: 3,
        seed: 3,
        first: Some(0),
    };
    let mut s = Session::new(
        setup,
        seats(&[
            SeatKind::Human,
            SeatKind::Human,
            SeatKind::Ai(AiLevel::Rule),
        ]),
    )
    .unwrap();
    assert_eq!(s.handoff_to(), Some(0), "nobody holds the device yet");
    assert_eq!(s.human_to_act(), None);
    s.take_device(0);
    assert_eq!(s.human_to_act(), Some(0));
    let region = s.game.legal_actions()[0];
    s.apply(region).unwrap();
    s.apply(engine::Action::Pass).unwrap();
    assert_eq!(s.acting(), Some(1));
    assert_eq!(s.handoff_to(), Some(1), "seat 1 must take the device");

    let solo = Session::new(
        setup,
        seats(&[
            SeatKind::Human,
            SeatKind::Ai(AiLevel::Rule),
            SeatKind::Ai(AiLevel::Rule),
        ]),
    )
    .unwrap();
    assert_eq!(solo.viewer, Some(0));
    assert_eq!(solo.handoff_to(), None);
    assert!(solo.describe(&solo.log[0]).unwrap().contains("P0"));
}

/// An illegal action is refused, in the player's words, and changes nothing.
#[wasm_bindgen_test]
fn illegal_action_changes_nothing() {
    let setup = Setup {
        rules: Preset::Zman2018.rules(),
        players: 3,
        seed: 3,
        first: Some(0),
    };
    let mut s = Session::new(setup, seats(&[SeatKind::Human; 3])).unwrap();
    let before = s.game.clone();
    let err = s.apply(engine::Action::Decline).unwrap_err();
    assert_eq!(
        err,
        "That move is not allowed now: Decline and pass the token."
    );
    assert_eq!(s.game, before);
    assert!(s.record.actions.is_empty());
}

/// A save written by format version 1 still loads: a format change must migrate it.
#[wasm_bindgen_test]
fn save_format_v1_fixture_loads() {
    let text = include_str!("fixtures/save-v1.json");
    let save = condottiere::persist::parse_save(text).expect("the v1 fixture loads");
    assert_eq!(save.version, 1);
    // Version 2's fields read as a fresh game with nothing taken back.
    assert_eq!(save.origin, condottiere::session::Origin::New);
    assert_eq!(save.taken_back, 0);
    let session = save.restore().unwrap();
    assert_eq!(session.record.actions.len(), 5);
    assert_eq!(session.game.phase(), engine::Phase::Battle { seat: 1 });
    assert_eq!(session.seats[2].kind, SeatKind::Ai(AiLevel::Hard));
    assert_eq!(
        session.game.table().battle.region,
        Some(engine::Region::Roma)
    );
}

/// Damaged or foreign saves are refused with a reason, never a panic.
#[wasm_bindgen_test]
fn bad_saves_are_refused() {
    use condottiere::persist::parse_save;
    assert_eq!(parse_save("").unwrap_err(), "not a saved game");
    assert_eq!(
        parse_save("{\"hello\": 1}").unwrap_err(),
        "not a Condottiere saved game"
    );
    assert!(parse_save("{\"version\": 99}")
        .unwrap_err()
        .contains("newer"));
    let text = include_str!("fixtures/save-v1.json").replace("region Roma", "region Atlantis");
    assert!(parse_save(&text).is_err());
    let text = include_str!("fixtures/save-v1.json").replace("\"region Roma\"", "\"M10\"");
    assert!(parse_save(&text).unwrap_err().contains("move 5"));
}
