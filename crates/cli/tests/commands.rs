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

// ----- condottiere puzzle -----

/// The position (every row and hand, season, region), the goal and the solution; the
/// same as JSON; and the code it prints gives it back.
#[test]
fn a_seed_prints_the_puzzle_and_its_code_gives_it_back() {
    let (ok, out, err) = run(&["puzzle", "--seed", "2", "--difficulty", "3"]);
    assert!(ok, "{err}");
    assert!(
        out.starts_with("puzzle zx4dfa22k (Hard) — ffg-2006"),
        "{out}"
    );
    for needle in [
        "region: ",
        "season: ",
        "goal: Win the battle for ",
        "The solution: You play Mercenary 3.",
        "hint: Think about this card: Drummer.",
    ] {
        assert!(out.contains(needle), "{needle} in {out}");
    }
    // One line per seat, with its row and its hand.
    assert_eq!(out.matches("; hand [").count(), 5, "{out}");
    let (ok, again, _) = run(&["puzzle", "--code", "zx4dfa22k"]);
    assert!(ok);
    assert_eq!(again, out);
    let (ok, json, err) = run(&["puzzle", "--code", "zx4dfa22k", "--json", "--lang", "pl"]);
    assert!(ok, "{err}");
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["code"], "zx4dfa22k");
    assert_eq!(value["difficulty"], "hard");
    assert_eq!(value["goal"]["goal"], "win");
    assert_eq!(value["seats"].as_array().unwrap().len(), 5);
    assert_eq!(value["solution"][0]["action"], "M3");
    assert!(value["goal_text"]
        .as_str()
        .unwrap()
        .starts_with("Wygraj bitwę"));
    assert!(value["state"]["table"]["phase"]["phase"] == "battle");
}

#[test]
fn check_reproves_a_code_and_refuses_a_bad_one() {
    let (ok, out, err) = run(&["puzzle", "--check", "kxc3bnmmp"]);
    assert!(ok, "{err}");
    assert!(out.starts_with("kxc3bnmmp: proved"), "{out}");
    let (ok, _, err) = run(&["puzzle", "--check", "kxc3bnmmq"]);
    assert!(!ok);
    assert!(err.contains("typo"), "{err}");
    let (ok, _, err) = run(&["puzzle", "--check", "short"]);
    assert!(!ok);
    assert!(err.contains("9 characters"), "{err}");
    let (ok, _, err) = run(&["puzzle", "--seed", "1", "--difficulty", "4"]);
    assert!(!ok);
    assert!(err.contains("1, 2 or 3"), "{err}");
    let (ok, _, err) = run(&["puzzle"]);
    assert!(!ok);
    assert!(err.contains("--seed"), "{err}");
    let (ok, _, err) = run(&["puzzle", "--seed", "1", "--lang", "de"]);
    assert!(!ok);
    assert!(err.contains("unknown language"), "{err}");
}
