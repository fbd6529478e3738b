//! Records made by engine v1, before Draw after battle became a choice (`draw N`) and
//! before Hidden cards kept the face-down card out of the Scarecrow's and the Bishop's
//! reach, still replay exactly as they were played: saves and share links hold them.
//!
//! `fixtures/v1-records.json` was written by engine v1 (commit 76cb8e4): seeded random
//! games with those variants, each with a digest of its final state.

use engine::{Game, Preset, Record, ReplayError, Variant};
use serde::Deserialize;

#[derive(Deserialize)]
struct V1Game {
    record: Record,
    digest: String,
    over: bool,
}

fn v1_games() -> Vec<V1Game> {
    serde_json::from_str(include_str!("fixtures/v1-records.json")).expect("fixture")
}

/// The v1 digest: FNV-1a over the state's JSON with sorted keys, without the mark that
/// v1 did not write.
fn v1_digest(game: &Game) -> u64 {
    let mut value = serde_json::to_value(game).unwrap();
    let rules = value["table"]["rules"].as_object_mut().unwrap();
    assert_eq!(
        rules.remove("legacy_v1"),
        Some(serde_json::Value::Bool(true))
    );
    let json = serde_json::to_vec(&value).unwrap();
    json.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[test]
fn v1_records_replay_to_the_state_v1_reached() {
    let games = v1_games();
    assert_eq!(games.len(), 8);
    for (i, g) in games.iter().enumerate() {
        let (game, _) = g
            .record
            .replay_legacy()
            .unwrap_or_else(|e| panic!("game {i}: {e}"));
        assert_eq!(game.is_over(), g.over);
        assert_eq!(v1_digest(&game).to_string(), g.digest, "game {i}");
        // Marked once, the record replays the same way with the ordinary replay.
        let marked = g.record.v1();
        assert!(marked.setup.rules.legacy_v1);
        assert_eq!(marked.replay().unwrap().0, game);
    }
}

/// Without the mark, v1's Draw-after-battle records stop at the first draw, which the
/// engine now asks for: the mark is what keeps them playable.
#[test]
fn v1_draw_after_battle_records_need_the_mark() {
    for g in v1_games() {
        let rules = g.record.setup.rules;
        let plain = g.record.replay();
        if rules.variants.draw_after_battle {
            match plain {
                Err(ReplayError::Action { error, .. }) => {
                    assert!(
                        error.to_string().contains("how many cards to draw"),
                        "{error}"
                    )
                }
                other => panic!("{:?}", other.map(|(g, _)| g.phase())),
            }
        }
    }
}

/// Records of rules whose play did not change are left as they are.
#[test]
fn the_mark_only_goes_on_changed_variants() {
    let plain = Preset::Ffg2006.rules();
    assert_eq!(plain.for_v1_records(), plain);
    for v in [Variant::DrawAfterBattle, Variant::HiddenCards] {
        assert!(plain.with_variant(v).for_v1_records().legacy_v1);
    }
    for v in [Variant::Capture, Variant::Campaign, Variant::BiggerKingdoms] {
        assert!(!plain.with_variant(v).for_v1_records().legacy_v1);
    }
    // Unmarked rules write no trace of the mark, so states and digests are unchanged.
    let json = serde_json::to_string(&plain).unwrap();
    assert!(!json.contains("legacy"), "{json}");
    let back: engine::Rules = serde_json::from_str(&json).unwrap();
    assert_eq!(back, plain);
}

/// v1 under Hidden cards turned the face-down card up before the Scarecrow acted, so it
/// could take it back; the mark keeps that.
#[test]
fn v1_scarecrow_could_take_the_card_just_turned_up() {
    let setup = engine::Setup {
        rules: Preset::Ffg2006
            .rules()
            .with_variant(Variant::HiddenCards)
            .for_v1_records(),
        players: 2,
        seed: 1,
        first: Some(0),
    };
    let mut g = Game::new(setup).unwrap();
    g.arrange_hand(0, "M6 M10 Scarecrow M1".parse().unwrap())
        .unwrap();
    g.arrange_hand(1, "M1 M2 M3".parse().unwrap()).unwrap();
    for a in ["region Roma", "M6", "M1", "M10", "M2", "Scarecrow"] {
        g.apply(a.parse().unwrap()).unwrap();
    }
    assert!(g.legal_actions().contains(&"take M10".parse().unwrap()));
}

/// A record that cannot be replayed says which action and why, counting from 1.
#[test]
fn replay_errors_name_the_action_and_the_rule() {
    let mut record = Record::new(engine::Setup {
        rules: Preset::ClassicHu.rules(),
        players: 3,
        seed: 1,
        first: Some(0),
    });
    record.actions = engine::parse_actions("region Roma; pass; region Milano").unwrap();
    let err = record.replay().unwrap_err();
    assert!(matches!(err, ReplayError::Action { index: 2, .. }));
    assert_eq!(
        err.to_string(),
        "action 3 of the record: 'region Milano' is not allowed: seat 1 must play a card or pass, not 'region Milano'"
    );
    record.setup.players = 9;
    assert_eq!(
        record.replay().unwrap_err().to_string(),
        "bad setup: classic-hu is played by 2 to 6 players, not 9"
    );
}
