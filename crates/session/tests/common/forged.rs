//! Saves of short random games, as the app writes them, for the tests that forge their
//! fields (`save_fields.rs`, `save_fuzz.rs`).

use super::Acting;
use engine::{GameRng, Preset, Setup, Variant};
use serde_json::Value;
use session::saves::{parse_save, valid_id, SavedGame};
use session::seats::check_seats;
use session::{AiLevel, AiReason, SeatConfig, SeatKind, Session};

pub fn pick<T: Clone>(rng: &mut GameRng, items: &[T]) -> T {
    items[rng.below(items.len() as u32) as usize].clone()
}

pub const NAMES: [&str; 6] = ["Anna", "Bianca", "Carlo", "Dario", "Elena", "Fabio"];

/// A short random game's save (any edition, optional rules, table), with AI reasons.
pub fn random_save(rng: &mut GameRng, moves: usize) -> SavedGame {
    let preset = pick(rng, &Preset::ALL);
    let mut rules = preset.rules();
    for variant in Variant::ALL {
        if rules.variant_allowed(variant) && rng.below(3) == 0 {
            rules = rules.with_variant(variant);
        }
    }
    let span = u32::from(rules.max_players - rules.min_players) + 1;
    let players = rules.min_players + rng.below(span) as u8;
    let setup = Setup {
        rules,
        players,
        seed: rng.next_u64(),
        first: (rng.below(2) == 0).then(|| rng.below(u32::from(players)) as u8),
    };
    let seats = (0..players)
        .map(|i| SeatConfig {
            name: NAMES[i as usize].to_string(),
            color: i,
            kind: if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Ai(pick(rng, &AiLevel::ALL))
            },
        })
        .collect();
    let mut s = Session::new(setup, seats).expect("a valid setup");
    s.assign_id(format!("{:x}", rng.next_u64()), 1_000.0);
    for _ in 0..moves {
        if s.game().is_over() {
            break;
        }
        let legal = s.game().legal_actions();
        let action = legal[rng.below(legal.len() as u32) as usize];
        let reason = (rng.below(3) == 0).then_some(AiReason::Search {
            percent: rng.below(101),
            iterations: 50,
            rather: [None; 3],
            read: None,
        });
        s.apply_explained(action, reason).expect("a legal move");
    }
    SavedGame::of(&s, 2_000.0)
}

/// The daily deal's save on a day, a few moves in.
pub fn daily_save(rng: &mut GameRng) -> SavedGame {
    let day = session::day::Day::parse("2026-03-05").unwrap();
    let mut s = session::daily::session(day, "Anna").unwrap();
    s.assign_id("daily1".into(), s.parts().created);
    for _ in 0..rng.below(12) {
        let legal = s.game().legal_actions();
        s.apply(legal[rng.below(legal.len() as u32) as usize])
            .unwrap();
    }
    SavedGame::of(&s, 2_000.0)
}

pub fn json_of(save: &SavedGame) -> Value {
    serde_json::from_str(&save.to_json()).unwrap()
}

/// A save's JSON in the shape of an older `version` (1 to 3): the game's parts beside the
/// save's own fields, as saves kept them before version 4.
pub fn older_json(save: &SavedGame, version: u64) -> Value {
    let mut value = json_of(save);
    let fields = value.as_object_mut().unwrap();
    let Some(Value::Object(game)) = fields.remove("game") else {
        panic!("a save has its game");
    };
    fields.extend(game);
    fields.insert("version".into(), version.into());
    value
}

/// What an accepted save must be: what the boundary lets through, a game that replays
/// (`session`, the one it replayed to) with every reason at its move, and, when `again`,
/// a save that reads back to itself.
pub fn check_accepted(save: &SavedGame, session: &Session, again: bool) {
    let setup = save.parts.record.setup;
    assert_eq!(setup.check(), Ok(()), "an unchecked setup came through");
    assert_eq!(
        setup.rules,
        setup.rules.edition_rules(),
        "rules changed by hand came through"
    );
    assert_eq!(check_seats(&save.parts.seats, setup.players), Ok(()));
    assert!(valid_id(&save.parts.id), "{:?}", save.parts.id);
    assert_eq!(
        session.reasons(),
        save.parts.reasons,
        "every reason at its move"
    );
    assert_eq!(session.record(), &save.parts.record, "every move replayed");
    if again {
        assert_eq!(&parse_save(&save.to_json()).expect("it reads back"), save);
    }
}
