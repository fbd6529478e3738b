//! Saves with their fields forged as issue 28 found them (7 players, 1 player, opening
//! hands of 200, victory thresholds of 0, seat colour 255), and the save's own fields
//! (the id, the AI's reasons, the version, the daily day): each refused in words, naming
//! what is wrong. The fuzzer of every field is `save_fuzz.rs`.

mod common;

use common::english;
use common::forged::{check_accepted, daily_save, json_of, random_save};
use engine::{GameRng, SetupError};
use serde_json::{json, Value};
use session::kept::ParseError;
use session::saves::{self, parse_save, valid_id};
use session::seats::SeatError;
use session::{Error, MemoryStore, Origin};

/// The error `value`'s save is refused with (which must have words).
fn refused(value: &Value) -> Error {
    let error = parse_save(&value.to_string()).expect_err("refused");
    assert!(!error.text(&english()).is_empty());
    error
}

#[test]
fn the_forged_saves_of_issue_28_are_refused_in_words() {
    let mut rng = GameRng::from_seed(28);
    let save = json_of(&random_save(&mut rng, 10));
    let words = english();
    let with = |edit: &dyn Fn(&mut Value)| {
        let mut v = save.clone();
        edit(&mut v);
        v
    };
    // Seven players, with room made for them in the rules: the engine panicked here.
    let seven = with(&|v| {
        v["game"]["record"]["setup"]["players"] = 7.into();
        v["game"]["record"]["setup"]["rules"]["max_players"] = 7.into();
        let seat = v["game"]["seats"][0].clone();
        let seats = v["game"]["seats"].as_array_mut().unwrap();
        while seats.len() < 7 {
            let mut another = seat.clone();
            another["name"] = format!("Extra{}", seats.len()).into();
            seats.push(another);
        }
    });
    let error = refused(&seven);
    assert!(
        matches!(error, Error::Rules(SetupError::Players { players: 7, .. })),
        "{error:?}"
    );
    assert!(
        error.text(&words).ends_with("players, not 7"),
        "{}",
        error.text(&words)
    );
    // One player, room made too.
    let one = with(&|v| {
        v["game"]["record"]["setup"]["players"] = 1.into();
        v["game"]["record"]["setup"]["rules"]["min_players"] = 1.into();
        v["game"]["record"]["setup"]["first"] = Value::Null;
        v["game"]["seats"].as_array_mut().unwrap().truncate(1);
    });
    assert!(matches!(
        refused(&one),
        Error::Rules(SetupError::Players { players: 1, .. })
    ));
    // Opening hands of 200; a victory threshold of 0.
    for edit in [
        &(|v: &mut Value| v["game"]["record"]["setup"]["rules"]["opening_hand"] = 200.into())
            as &dyn Fn(&mut Value),
        &|v: &mut Value| v["game"]["record"]["setup"]["rules"]["victory"][2]["adjacent"] = 0.into(),
        &|v: &mut Value| v["game"]["record"]["setup"]["rules"]["victory"][0]["total"] = 0.into(),
    ] {
        let error = refused(&with(edit));
        assert!(
            matches!(error, Error::Rules(SetupError::Rules { .. })),
            "{error:?}"
        );
        assert!(
            error.text(&words).contains("changed by hand"),
            "{}",
            error.text(&words)
        );
    }
    // Seat colour 255.
    let error = refused(&with(&|v| v["game"]["seats"][1]["color"] = 255.into()));
    assert_eq!(
        error,
        Error::Seats(SeatError::Color {
            seat: 1,
            color: 255
        })
    );
    assert_eq!(
        error.text(&words),
        "player 2 has a colour the game does not have"
    );
}

#[test]
fn ids_reasons_versions_and_daily_days_are_checked() {
    let mut rng = GameRng::from_seed(5);
    let save = json_of(&random_save(&mut rng, 30));
    let moves = save["game"]["record"]["actions"].as_array().unwrap().len();
    assert!(moves > 5);
    let with = |edit: &dyn Fn(&mut Value)| {
        let mut v = save.clone();
        edit(&mut v);
        v
    };
    for id in ["", "../other", "a b", "Ω", &"x".repeat(65)] {
        assert_eq!(
            refused(&with(&|v| v["game"]["id"] = id.into())),
            Error::SaveId,
            "{id:?}"
        );
    }
    assert!(parse_save(&with(&|v| v["game"]["id"] = "x".repeat(64).into()).to_string()).is_ok());
    assert!(valid_id("Game_1-a") && !valid_id("game/1"));
    let reason = json!({"why": "best"});
    // A reason past the moves, twice for one move, out of order; a chance over 100%.
    for reasons in [
        json!([[moves, reason]]),
        json!([[1, reason], [1, reason]]),
        json!([[3, reason], [1, reason]]),
        json!([[1, {"why": "search", "percent": 101, "iterations": 5}]]),
        json!([[1, {"why": "search", "percent": 50, "iterations": 5,
                    "rather": [{"action": "pass", "percent": 101}, null, null]}]]),
    ] {
        assert_eq!(
            refused(&with(&|v| v["game"]["reasons"] = reasons.clone())),
            Error::SaveReasons,
            "{reasons}"
        );
    }
    let fine =
        json!([[0, reason], [moves - 1, {"why": "search", "percent": 100, "iterations": 5}]]);
    assert!(parse_save(&with(&|v| v["game"]["reasons"] = fine.clone()).to_string()).is_ok());
    assert_eq!(
        refused(&with(&|v| v["version"] = 0.into())),
        Error::Unreadable(ParseError::Damaged)
    );
    // A game marked as a day's deal must be that day's deal.
    assert_eq!(
        refused(&with(&|v| v["game"]["daily"] = "2026-03-05".into())),
        Error::SaveDaily
    );
    let daily = json_of(&daily_save(&mut rng));
    assert!(parse_save(&daily.to_string()).is_ok());
    let mut other_day = daily.clone();
    other_day["game"]["daily"] = "2026-03-06".into();
    assert_eq!(refused(&other_day), Error::SaveDaily);
}

/// An import that is refused writes nothing.
#[test]
fn a_refused_import_changes_nothing() {
    let mut rng = GameRng::from_seed(9);
    let mut forged = json_of(&random_save(&mut rng, 5));
    forged["game"]["seats"][0]["name"] = "   ".into();
    let mut store = MemoryStore::new();
    let result = saves::import_text(&mut store, &forged.to_string(), 5.0, "fresh");
    assert_eq!(result, Err(Error::Seats(SeatError::NoName { seat: 0 })));
    assert_eq!(saves::list(&store, &english()).0.len(), 0);
}

/// Saves the app writes keep passing, through every origin.
#[test]
fn saves_of_every_origin_pass() {
    let mut rng = GameRng::from_seed(77);
    for origin in [Origin::New, Origin::Replay, Origin::Import] {
        let mut save = random_save(&mut rng, 40);
        save.parts.origin = origin;
        let (read, session) = saves::read_save(&save.to_json()).unwrap();
        assert_eq!(read, save);
        check_accepted(&read, &session, true);
    }
}
