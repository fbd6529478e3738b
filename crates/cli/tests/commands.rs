//! The command-line tool, run as a player would run it.

mod common;

use common::run;

fn temp_file(name: &str, text: &str) -> String {
    let path = std::env::temp_dir().join(format!("condottiere-cli-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn new_then_apply_then_refuse() {
    let (ok, state, _) = run(&[
        "new",
        "--rules",
        "ffg-2006",
        "--players",
        "3",
        "--seed",
        "5",
        "--first",
        "0",
    ]);
    assert!(ok);
    let path = temp_file("state.json", &state);
    let (ok, out, err) = run(&["apply", "--state", &path, "--actions", "region Roma; pass"]);
    assert!(ok, "{err}");
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(value["events"][0]["event"], "region-chosen");
    assert_eq!(value["state"]["table"]["battle"]["region"], "Roma");
    // An illegal action: a clear message naming the rule, non-zero exit.
    let (ok, _, err) = run(&["apply", "--state", &path, "--actions", "decline"]);
    assert!(!ok);
    assert!(err.contains("Hungarian"), "{err}");
    let (ok, _, err) = run(&["apply", "--state", &path, "--actions", "region Atlantis"]);
    assert!(!ok);
    assert!(err.contains("Atlantis"), "{err}");
}

#[test]
fn replay_prints_final_state_and_events() {
    let record = r#"{"setup":{"rules":"PLACEHOLDER","players":2,"seed":1,"first":0},"actions":["region Roma","pass","pass"]}"#;
    let rules = serde_json::to_string(&engine::Preset::ClassicHu.rules()).unwrap();
    let record = record.replace("\"PLACEHOLDER\"", &rules);
    let path = temp_file("record.json", &record);
    let (ok, out, err) = run(&["replay", &path]);
    assert!(ok, "{err}");
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(value["events"]
        .as_array()
        .unwrap()
        .iter()
        .any(|e| e["event"] == "battle-failed"));
    // A corrupt record is refused with the reason.
    let path = temp_file("bad.json", "{\"setup\": 3}");
    let (ok, _, err) = run(&["replay", &path]);
    assert!(!ok);
    assert!(err.contains("not a game record"), "{err}");
}

#[test]
fn random_reports_throughput() {
    let (ok, out, err) = run(&[
        "random",
        "--rules",
        "zman-2018",
        "--players",
        "4",
        "--games",
        "50",
    ]);
    assert!(ok, "{err}");
    assert!(
        out.contains("games/s") && out.contains("actions/s"),
        "{out}"
    );
    let (ok, _, err) = run(&[
        "random",
        "--rules",
        "zman-duel",
        "--players",
        "2",
        "--variants",
        "capture",
    ]);
    assert!(!ok);
    assert!(err.contains("does not go with"), "{err}");
}

/// Draw after battle: each player says how many cards to take, `draw N`.
#[test]
fn draw_after_battle_speaks_draw_n() {
    let (ok, state, _) = run(&[
        "new",
        "--rules",
        "ffg-2006",
        "--players",
        "2",
        "--seed",
        "5",
        "--first",
        "0",
        "--variants",
        "draw-after-battle",
    ]);
    assert!(ok);
    let path = temp_file("draw-state.json", &state);
    // Nobody plays: the token passes left, and seat 1 decides first (7 cards, up to 3).
    let (ok, out, err) = run(&[
        "apply",
        "--state",
        &path,
        "--actions",
        "region Roma; pass; pass; draw 2; draw 0",
    ]);
    assert!(ok, "{err}");
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    let dealt: Vec<&serde_json::Value> = value["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["event"] == "dealt")
        .collect();
    assert_eq!(dealt.len(), 1);
    assert_eq!(
        (&dealt[0]["seat"], &dealt[0]["count"]),
        (&1.into(), &2.into())
    );
    assert_eq!(value["state"]["table"]["phase"]["phase"], "choose-region");
    let (ok, _, err) = run(&[
        "apply",
        "--state",
        &path,
        "--actions",
        "region Roma; pass; pass; draw 4",
    ]);
    assert!(!ok);
    assert!(err.contains("at most 3"), "{err}");
}

/// A record made before `draw N` still replays, by the rules it was played under.
#[test]
fn replay_reads_records_made_before_draw_n() {
    let games: serde_json::Value =
        serde_json::from_str(include_str!("../../engine/tests/fixtures/v1-records.json")).unwrap();
    let path = temp_file("v1.json", &games[0]["record"].to_string());
    let (ok, out, err) = run(&["replay", &path]);
    assert!(ok, "{err}");
    assert!(err.contains("older version"), "{err}");
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(value["outcome"]["winners"].as_u64().unwrap() > 0);
}

#[test]
fn arena_seats_every_level_and_names_them() {
    let (ok, out, err) = run(&[
        "arena",
        "--rules",
        "ffg-2006",
        "--seats",
        "expert,hard,normal,rule",
        "--games",
        "1",
        "--max-actions",
        "24",
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("lineup expert,hard,normal,rule"), "{out}");
    assert!(out.contains("#0 expert"), "{out}");
    let (ok, _, err) = run(&["arena", "--rules", "ffg-2006", "--seats", "master,hard"]);
    assert!(!ok);
    assert!(
        err.contains("unknown AI level 'master'") && err.contains("expert"),
        "{err}"
    );
}
