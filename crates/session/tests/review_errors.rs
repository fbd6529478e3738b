//! A damaged or foreign record is refused with a clear message, never a panic; a record
//! of engine v1 is reviewed by the rules it was played under.

#[path = "review_support.rs"]
mod support;

use engine::{random_game, Action, Card, GameRng, Preset, Record, Setup};
use session::review::{parse_record, words, Analysis, ReviewError, ReviewOptions};
use support::catalogs;

fn finished() -> Record {
    let setup = Setup {
        rules: Preset::Ffg2006.rules(),
        players: 3,
        seed: 21,
        first: Some(0),
    };
    random_game(setup, 4, 3_000).unwrap().1
}

fn analyse(record: &Record) -> Result<Analysis, ReviewError> {
    Analysis::new(record, ReviewOptions::judging(1))
}

#[test]
fn text_that_is_not_a_record_is_refused() {
    for text in [
        "",
        "not json",
        "{\"setup\": 3}",
        "[1, 2]",
        "{\"actions\": []}",
    ] {
        let err = parse_record(text).unwrap_err();
        assert!(matches!(err, ReviewError::NotARecord(_)), "{text}: {err:?}");
        assert!(
            err.to_string().starts_with("This is not a game record."),
            "{err}"
        );
    }
    let mut json = serde_json::to_value(finished()).unwrap();
    json["actions"][2] = "region Atlantis".into();
    let err = parse_record(&json.to_string()).unwrap_err();
    assert!(err.detail().unwrap().contains("Atlantis"), "{err}");
    // A well-formed record reads back as written; unknown fields (the arena's seats) pass.
    let record = finished();
    let mut json = serde_json::to_value(&record).unwrap();
    json["seats"] = serde_json::json!([{ "name": "hard", "kind": "hard" }]);
    assert_eq!(parse_record(&json.to_string()).unwrap(), record);
}

#[test]
fn a_setup_that_deals_no_game_is_refused() {
    let mut record = finished();
    record.setup.players = 9;
    let err = analyse(&record).err().unwrap();
    assert!(matches!(err, ReviewError::Setup(_)), "{err:?}");
    assert!(
        err.to_string().contains("not a game this version can deal"),
        "{err}"
    );
    assert!(err.detail().is_some_and(|d| d.contains('9')), "{err:?}");
}

#[test]
fn an_illegal_move_is_refused_with_its_number() {
    let mut record = finished();
    // The second move is a battle turn, where choosing a region is never legal.
    record.actions[1] = Action::ChooseRegion(engine::Region::Roma);
    match analyse(&record).err().unwrap() {
        ReviewError::IllegalMove { index, reason } => {
            assert_eq!(index, 1);
            assert!(!reason.is_empty());
        }
        other => panic!("{other:?}"),
    }
    // A move after the game's end.
    let mut record = finished();
    record.actions.push(Action::Pass);
    let err = analyse(&record).err().unwrap();
    let moves = record.actions.len();
    assert!(
        matches!(err, ReviewError::IllegalMove { index, .. } if index == moves - 1),
        "{err:?}"
    );
    assert!(
        err.to_string()
            .contains(&format!("Move {moves} of the record")),
        "{err}"
    );
}

#[test]
fn an_unfinished_game_is_refused() {
    let mut record = finished();
    record.actions.truncate(record.actions.len() / 2);
    let err = analyse(&record).err().unwrap();
    assert_eq!(
        err,
        ReviewError::Unfinished {
            moves: record.actions.len()
        }
    );
    assert_eq!(err.detail(), None);
    assert!(err.to_string().contains("not over"), "{err}");
    // A deal link's record: no move at all.
    record.actions.clear();
    assert!(matches!(
        analyse(&record),
        Err(ReviewError::Unfinished { moves: 0 })
    ));
}

/// Damaged records of every kind: each is refused or reviewed, never a panic.
#[test]
fn damaged_records_never_panic() {
    let record = finished();
    let text = serde_json::to_string(&record).unwrap();
    let mut rng = GameRng::from_seed(5);
    let mut refused = 0;
    for _ in 0..300 {
        // Bytes cut, or changed.
        let mut bytes = text.clone().into_bytes();
        match rng.below(3) {
            0 => bytes.truncate(rng.below(bytes.len() as u32) as usize),
            1 => {
                let at = rng.below(bytes.len() as u32) as usize;
                bytes[at] = b"0123456789\",[]{} Mpass"[rng.below(22) as usize];
            }
            _ => {
                // Moves dropped or swapped, the record still well-formed.
                let mut damaged = record.clone();
                let n = damaged.actions.len() as u32;
                let (a, b) = (rng.below(n) as usize, rng.below(n) as usize);
                damaged.actions.swap(a, b);
                if rng.below(2) == 0 {
                    damaged.actions.remove(a);
                }
                bytes = serde_json::to_vec(&damaged).unwrap();
            }
        }
        let text = String::from_utf8_lossy(&bytes);
        match parse_record(&text).and_then(|r| analyse(&r)) {
            Ok(_) => {}
            Err(e) => {
                refused += 1;
                assert!(!e.to_string().is_empty());
            }
        }
    }
    assert!(refused > 200, "{refused}");
}

#[test]
fn errors_in_every_language() {
    let errors = [
        ReviewError::NotARecord("x".into()),
        ReviewError::Setup("x".into()),
        ReviewError::IllegalMove {
            index: 40,
            reason: "x".into(),
        },
        ReviewError::Unfinished { moves: 3 },
    ];
    for catalog in catalogs() {
        let texts: Vec<String> = errors
            .iter()
            .map(|e| words::error_in_words(&catalog, e))
            .collect();
        for t in &texts {
            assert!(!t.is_empty() && !t.starts_with("review-"), "{t}");
        }
        assert!(texts[2].contains("41"), "{}", texts[2]);
        let unique: std::collections::BTreeSet<&String> = texts.iter().collect();
        assert_eq!(unique.len(), texts.len(), "{texts:?}");
    }
}

/// Saves and links made before `draw N` (engine v1) replay by the rules they were
/// played under: their review works as any other.
#[test]
fn a_record_of_engine_v1_is_reviewed_by_its_rules() {
    let fixtures: serde_json::Value =
        serde_json::from_str(include_str!("../../engine/tests/fixtures/v1-records.json")).unwrap();
    let mut legacy = 0;
    for game in fixtures.as_array().unwrap() {
        if game["over"] != true {
            continue;
        }
        let record: Record = serde_json::from_value(game["record"].clone()).unwrap();
        let options = ReviewOptions {
            playouts: 2,
            budget: 16,
            ..ReviewOptions::judging(1)
        };
        let r = Analysis::new(&record, options).unwrap().run();
        assert_eq!(r.chances.len(), record.actions.len());
        assert!(!r.decisions.is_empty() && r.decisions.iter().all(|d| d.seat == 0));
        legacy += usize::from(record.replay().is_err());
    }
    assert!(legacy > 0, "some fixture needs the v1 rules to replay");
    // A record that fails under both readings reports the first reading's error.
    let mut bad = finished();
    bad.actions[0] = Action::Play(Card::M10);
    assert!(matches!(
        analyse(&bad),
        Err(ReviewError::IllegalMove { index: 0, .. })
    ));
}

/// The AI's worker sends a refusal to the page as JSON, which puts it into words: every
/// kind reads back as itself.
#[test]
fn every_refusal_reads_back_from_json() {
    for error in [
        ReviewError::NotARecord("expected value".into()),
        ReviewError::Setup("2 players".into()),
        ReviewError::IllegalMove {
            index: 41,
            reason: "not your turn".into(),
        },
        ReviewError::Unfinished { moves: 12 },
    ] {
        let json = serde_json::to_string(&error).unwrap();
        assert_eq!(
            serde_json::from_str::<ReviewError>(&json).unwrap(),
            error,
            "{json}"
        );
    }
    let json = serde_json::to_string(&ReviewError::Unfinished { moves: 3 }).unwrap();
    assert_eq!(json, r#"{"error":"unfinished","detail":{"moves":3}}"#);
}
