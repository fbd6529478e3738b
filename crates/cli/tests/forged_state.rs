//! A forged game state given to `condottiere apply`: refused with what is wrong, in words,
//! and a non-zero exit status; never a panic.

mod common;

use common::run;
use serde_json::Value;

fn state_file(name: &str, state: &Value) -> String {
    let path = std::env::temp_dir().join(format!(
        "condottiere-forged-{}-{name}.json",
        std::process::id()
    ));
    std::fs::write(&path, state.to_string()).unwrap();
    path.to_string_lossy().into_owned()
}

/// A real 4-player ffg-2006 state, as `new` prints it.
fn new_state() -> Value {
    let (ok, out, err) = run(&[
        "new",
        "--rules",
        "ffg-2006",
        "--players",
        "4",
        "--seed",
        "3",
        "--first",
        "0",
    ]);
    assert!(ok, "{err}");
    serde_json::from_str(&out).unwrap()
}

/// `apply` on `state`: it must fail, without a panic; its message.
fn refused(name: &str, state: &Value, lang: &str) -> String {
    let path = state_file(name, state);
    let (ok, out, err) = run(&[
        "apply",
        "--state",
        &path,
        "--actions",
        "region Roma",
        "--lang",
        lang,
    ]);
    assert!(!ok, "{name}: accepted\n{out}");
    assert!(out.is_empty(), "{name}: nothing is printed on the way out");
    assert!(!err.contains("panicked"), "{name}: {err}");
    assert!(err.starts_with("error: "), "{name}: {err}");
    err
}

#[test]
fn seven_players_are_refused_with_the_reason() {
    let mut state = new_state();
    state["table"]["players"] = 7.into();
    state["table"]["rules"]["max_players"] = 7.into();
    let err = refused("seven", &state, "en");
    assert!(
        err.contains(
            "cannot be played on: Fantasy Flight (2006) is played by 2 to 6 players, not 7"
        ),
        "{err}"
    );
}

#[test]
fn cards_that_are_not_the_deck_are_refused_with_the_card() {
    let mut state = new_state();
    let deck = state["deck"].as_array_mut().unwrap();
    let lost = deck.pop().unwrap();
    let card = lost.as_str().unwrap().to_string();
    // A card in two places at once: the deck's last card also in seat 0's hand.
    let mut twice = new_state();
    let held = twice["hands"][0][&card].as_u64().unwrap_or(0);
    twice["hands"][0][&card] = (held + 1).into();
    for (name, forged) in [("lost", &state), ("twice", &twice)] {
        let err = refused(name, forged, "en");
        assert!(
            err.contains("the cards are not the edition's deck: "),
            "{err}"
        );
        assert!(err.contains(" where it has "), "{err}");
    }
}

#[test]
fn a_seat_past_the_table_is_refused_in_the_language_asked() {
    let mut state = new_state();
    state["table"]["token"] = 7.into();
    let err = refused("token", &state, "en");
    assert!(
        err.contains("the state names seat 7, but its seats are numbered 0 to 3"),
        "{err}"
    );
    let err = refused("token-pl", &state, "pl");
    assert!(
        err.contains("stan gry wskazuje miejsce 7, a jego miejsca mają numery od 0 do 3"),
        "{err}"
    );
}

#[test]
fn a_state_that_is_not_one_at_all_is_refused() {
    let path = state_file("text", &Value::String("hello".into()));
    let (ok, _, err) = run(&["apply", "--state", &path, "--actions", "pass"]);
    assert!(!ok && err.contains("is not a game state"), "{err}");
}
