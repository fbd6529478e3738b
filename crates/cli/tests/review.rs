//! `condottiere arena --records` and `condottiere review`, run as a player would run them.

mod common;

use common::run;
use serde_json::Value;
use std::path::PathBuf;

fn temp_dir(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("condottiere-review-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

const QUICK: [&str; 4] = ["--budget", "60", "--playouts", "4"];

/// Two arena games between quick levels, written as records.
fn arena_records(name: &str) -> PathBuf {
    let dir = temp_dir(name);
    let (ok, out, err) = run(&[
        "arena",
        "--rules",
        "ffg-2006",
        "--seats",
        "rule,easy,rule,random",
        "--games",
        "2",
        "--seed",
        "3",
        "--records",
        dir.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("win share"), "{out}");
    dir
}

fn review(args: &[&str]) -> (bool, String, String) {
    let mut all = vec!["review"];
    all.extend_from_slice(args);
    all.extend_from_slice(&QUICK);
    run(&all)
}

#[test]
fn arena_records_name_each_seat_by_its_level() {
    let dir = arena_records("names");
    for (game, first) in [(0, "rule 1"), (1, "random")] {
        let path = dir.join(format!("game-{game}.json"));
        let value: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(value["setup"]["seed"], 3 + game);
        assert!(value["actions"].as_array().unwrap().len() > 10);
        let seats = value["seats"].as_array().unwrap();
        assert_eq!(seats.len(), 4);
        // Game 1 rotates the lineup by one seat.
        assert_eq!(seats[0]["name"], first, "{seats:?}");
        let kinds: Vec<&str> = seats.iter().map(|s| s["kind"].as_str().unwrap()).collect();
        assert!(
            kinds.iter().all(|k| ["rule", "easy", "random"].contains(k)),
            "{kinds:?}"
        );
        let (ok, out, err) = run(&["replay", path.to_str().unwrap()]);
        assert!(ok, "{err}");
        assert!(out.contains("\"outcome\""));
    }
}

#[test]
fn review_prints_the_chart_turning_points_and_decisions() {
    let dir = arena_records("text");
    let path = dir.join("game-0.json");
    let path = path.to_str().unwrap();
    let (ok, out, err) = review(&[path]);
    assert!(ok, "{err}");
    for part in [
        "battles",
        "the battle for",
        "chance to win after each move",
        "turning points:",
        "Move ",
        "checksum",
    ] {
        assert!(out.contains(part), "{part} in {out}");
    }
    // One series per seat, named by level, one value per move.
    let record: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let moves = record["actions"].as_array().unwrap().len();
    let series: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("chance to win"))
        .skip(1)
        .take(4)
        .collect();
    for line in &series {
        assert_eq!(line.split(',').count(), moves, "{line}");
    }
    assert!(series[0].trim_start().starts_with("rule 1"), "{series:?}");
    // Every seat is an AI: nothing judged without --all-seats.
    assert!(out.contains("none (no seat judged"), "{out}");
    assert!(out.contains("players judged:\n  none"), "{out}");
    let (ok, all, err) = review(&[path, "--all-seats"]);
    assert!(ok, "{err}");
    assert!(
        all.contains("best found") || all.contains("the best move found"),
        "{all}"
    );
    assert!(all.contains("accuracy"), "{all}");
}

#[test]
fn review_json_has_the_documented_fields_and_is_seeded() {
    let dir = arena_records("json");
    let path = dir.join("game-1.json");
    let path = path.to_str().unwrap();
    let (ok, out, err) = review(&[path, "--json", "--all-seats", "--seed", "4"]);
    assert!(ok, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let record: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let moves = record["actions"].as_array().unwrap().len();
    let chances = v["chances"].as_array().unwrap();
    assert_eq!(chances.len(), moves);
    for c in chances {
        let sum: u64 = c
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_u64().unwrap())
            .sum();
        assert_eq!(sum, 100);
    }
    let players = v["players"].as_array().unwrap();
    assert_eq!(players.len(), 4);
    for p in players {
        assert!(p["accuracy"].as_u64().unwrap() <= 100, "{p}");
        assert!(p["verdicts"]["blunder"].is_u64(), "{p}");
        assert!(p["name"].is_string(), "{p}");
    }
    assert_eq!(players[0]["name"], "random");
    let decisions = v["decisions"].as_array().unwrap();
    assert!(!decisions.is_empty());
    for key in "move seat played best chance_played chance_best verdict".split(' ') {
        assert!(!decisions[0][key].is_null(), "{key}: {}", decisions[0]);
    }
    assert_eq!(v["seed"], 4);
    // The same seed, the same review; another seed, another.
    let (_, again, _) = review(&[path, "--json", "--all-seats", "--seed", "4"]);
    assert_eq!(again, out);
    let (_, other, _) = review(&[path, "--json", "--all-seats", "--seed", "5"]);
    let other: Value = serde_json::from_str(&other).unwrap();
    assert_ne!(other["checksum"], v["checksum"]);
}

/// A record link's seats say who was human: only they are judged.
#[test]
fn review_reads_a_record_link_and_judges_its_humans() {
    let dir = arena_records("link");
    let text = std::fs::read_to_string(dir.join("game-0.json")).unwrap();
    let record: engine::Record = serde_json::from_str(&text).unwrap();
    let seats: Vec<links::SharedSeat> = (0..4)
        .map(|s| links::SharedSeat {
            name: ["Anna", "Bianca", "Carlo", "Dario"][s].to_string(),
            color: s as u8,
            kind: if s == 1 { links::KIND_HUMAN } else { 3 },
        })
        .collect();
    let code = links::encode_record(&record.setup, &seats, &record.actions).unwrap();
    let (ok, out, err) = review(&[&code, "--json"]);
    assert!(ok, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let decisions = v["decisions"].as_array().unwrap();
    assert!(!decisions.is_empty());
    assert!(
        decisions.iter().all(|d| d["seat"] == 1),
        "only Bianca was human"
    );
    assert_eq!(v["players"][1]["name"], "Bianca");
    assert_eq!(v["players"][1]["judged"], true);
    assert_eq!(v["players"][0]["judged"], false);
    let (ok, text, _) = review(&[&code]);
    assert!(ok);
    assert!(text.contains("Bianca"), "{text}");
}

/// A record in `replay`'s format does not say who was human: every seat is judged.
#[test]
fn a_bare_record_judges_every_seat() {
    let dir = arena_records("bare");
    let text = std::fs::read_to_string(dir.join("game-0.json")).unwrap();
    let mut value: Value = serde_json::from_str(&text).unwrap();
    value.as_object_mut().unwrap().remove("seats");
    let path = dir.join("bare.json");
    std::fs::write(&path, value.to_string()).unwrap();
    let (ok, out, err) = review(&[path.to_str().unwrap(), "--json"]);
    assert!(ok, "{err}");
    assert!(err.contains("every seat is judged"), "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert!(v["players"]
        .as_array()
        .unwrap()
        .iter()
        .all(|p| p["judged"] == true));
    assert_eq!(v["players"][2]["name"], "Player 3");
}

#[test]
fn review_refuses_what_it_cannot_review() {
    let dir = temp_dir("errors");
    std::fs::create_dir_all(&dir).unwrap();
    let (ok, _, err) = run(&["review"]);
    assert!(!ok);
    assert!(err.contains("needs a record file or link"), "{err}");
    let (ok, _, err) = run(&["review", "no-such-file.json"]);
    assert!(!ok);
    assert!(err.contains("neither a file nor a record link"), "{err}");
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{\"setup\": 3}").unwrap();
    let (ok, _, err) = run(&["review", bad.to_str().unwrap()]);
    assert!(!ok);
    assert!(err.contains("This is not a game record"), "{err}");
    let dir2 = arena_records("unfinished");
    let text = std::fs::read_to_string(dir2.join("game-0.json")).unwrap();
    let mut value: Value = serde_json::from_str(&text).unwrap();
    value["actions"].as_array_mut().unwrap().truncate(5);
    let cut = dir.join("cut.json");
    std::fs::write(&cut, value.to_string()).unwrap();
    let (ok, _, err) = run(&["review", cut.to_str().unwrap()]);
    assert!(!ok);
    assert!(err.contains("not over"), "{err}");
    let (ok, _, err) = run(&["review", cut.to_str().unwrap(), "--budget", "many"]);
    assert!(!ok);
    assert!(err.contains("needs a number, not 'many'"), "{err}");
    let (ok, _, err) = run(&["review", cut.to_str().unwrap(), "--colour", "red"]);
    assert!(!ok);
    assert!(err.contains("unknown option"), "{err}");
}

/// A record's seats are checked as every table's are, and a saved game's file (the app's
/// export) is read as the app reads a save: each refused in words, or reviewed with its
/// seats' names and its people judged.
#[test]
fn records_and_saves_are_read_through_the_session_checks() {
    let dir = temp_dir("checked");
    std::fs::create_dir_all(&dir).unwrap();
    let records = arena_records("checked-records");
    let text = std::fs::read_to_string(records.join("game-0.json")).unwrap();
    let record: Value = serde_json::from_str(&text).unwrap();
    let write = |name: &str, value: &Value| {
        let path = dir.join(name);
        std::fs::write(&path, value.to_string()).unwrap();
        path.to_str().unwrap().to_string()
    };
    let mut twice = record.clone();
    twice["seats"][1]["name"] = twice["seats"][0]["name"].clone();
    let (ok, _, err) = review(&[&write("twice.json", &twice)]);
    assert!(!ok);
    assert!(
        err.contains("twice.json: ") && err.contains("each needs a name of their own"),
        "{err}"
    );
    let mut wizard = record.clone();
    wizard["seats"][2]["kind"] = "wizard".into();
    let (ok, _, err) = review(&[&write("wizard.json", &wizard)]);
    assert!(!ok);
    assert!(
        err.contains("Seat 3 of the record") && err.contains("“wizard”"),
        "{err}"
    );
    let mut short = record.clone();
    short["seats"].as_array_mut().unwrap().pop();
    let (ok, _, err) = review(&[&write("short.json", &short)]);
    assert!(!ok);
    assert!(err.contains('3') && err.contains('4'), "{err}");

    // A saved game's file: a finished game, Anna the one person at its table.
    let setup: engine::Setup = serde_json::from_value(record["setup"].clone()).unwrap();
    let seats: Vec<session::SeatConfig> = ["Anna", "Bianca", "Carlo", "Dario"]
        .iter()
        .enumerate()
        .map(|(i, name)| session::SeatConfig {
            name: name.to_string(),
            color: i as u8,
            kind: if i == 0 {
                session::SeatKind::Human
            } else {
                session::SeatKind::Ai(session::AiLevel::Rule)
            },
        })
        .collect();
    let mut game = session::Session::new(setup, seats).unwrap();
    game.assign_id("exported".into(), 1.0);
    let actions: Vec<engine::Action> = serde_json::from_value(record["actions"].clone()).unwrap();
    for action in actions {
        let seat = game.acting().unwrap();
        let at = game.state_id();
        game.act(seat, action, at, None).unwrap();
    }
    assert!(game.game().is_over());
    let save = dir.join("save.json");
    std::fs::write(&save, session::SavedGame::of(&game, 2.0).to_json()).unwrap();
    let (ok, out, err) = review(&[save.to_str().unwrap(), "--json"]);
    assert!(ok, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let judged: Vec<bool> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["judged"] == true)
        .collect();
    assert_eq!(judged, [true, false, false, false]);
    assert_eq!(v["players"][1]["name"], "Bianca");
    // A save the app cannot read is refused with why, as the app says it.
    let mut newer: Value = serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap();
    newer["version"] = 99.into();
    let (ok, _, err) = review(&[&write("newer.json", &newer)]);
    assert!(!ok);
    assert!(
        err.contains("newer version of the game (format 99)"),
        "{err}"
    );
}
