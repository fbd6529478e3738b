//! The refusals in English: each has its own sentence, and a friend reading one knows
//! nothing changed at the table or what to do next.

use i18n::Catalog;
use net::Refusal;
use std::collections::BTreeSet;

#[test]
fn every_refusal_has_its_own_english_sentence() {
    let words = Catalog::english();
    let expected = [
        (
            Refusal::Stale,
            "The table moved on before your move arrived; nothing changed.",
        ),
        (
            Refusal::NotYourTurn,
            "It is not your turn; nothing changed.",
        ),
        (
            Refusal::NotYourSeat,
            "That move was for a seat you did not join; nothing changed.",
        ),
        (
            Refusal::Malformed,
            "The host could not read what your device sent; nothing changed.",
        ),
        (
            Refusal::Oversized,
            "What your device sent was too long for the host to read; nothing changed.",
        ),
        (
            Refusal::Illegal,
            "The rules do not allow that move now; nothing changed.",
        ),
        (
            Refusal::NoTakeBack,
            "There is no move of yours to take back now.",
        ),
        (
            Refusal::SeatTaken,
            "This seat is taken: its invite was already used. Ask the host for a new invite.",
        ),
        (
            Refusal::UnknownSeat,
            "This table has no such seat for a friend. Ask the host for a new invite.",
        ),
        (
            Refusal::NotStarted,
            "The game has not started yet; wait for the host to start it.",
        ),
        (Refusal::GameOver, "The game is over; nothing changed."),
        (
            Refusal::NewerVersion,
            "Your app is newer than the host's: the host should reload the page to update it.",
        ),
    ];
    assert_eq!(expected.len(), Refusal::ALL.len());
    for ((refusal, text), listed) in expected.iter().zip(Refusal::ALL) {
        assert_eq!(
            *refusal, listed,
            "Refusal::ALL lists every refusal in order"
        );
        assert_eq!(refusal.text(&words), *text);
        assert!(refusal.message_id().starts_with("friends-refused-"));
    }
    let ids: BTreeSet<&str> = Refusal::ALL.iter().map(|r| r.message_id()).collect();
    assert_eq!(ids.len(), Refusal::ALL.len());
}

#[test]
fn the_sessions_refusals_map_to_the_wire() {
    use session::Error;
    assert_eq!(Refusal::from_error(&Error::Stale), Refusal::Stale);
    assert_eq!(
        Refusal::from_error(&Error::NotYourTurn),
        Refusal::NotYourTurn
    );
    assert_eq!(Refusal::from_error(&Error::NoUndo), Refusal::NoTakeBack);
    assert_eq!(Refusal::from_error(&Error::Setup), Refusal::Illegal);
}

#[test]
fn refusals_travel_as_kebab_case() {
    let text = serde_json::to_string(&Refusal::NoTakeBack).unwrap();
    assert_eq!(text, "\"no-take-back\"");
    for refusal in Refusal::ALL {
        let text = serde_json::to_string(&refusal).unwrap();
        assert_eq!(serde_json::from_str::<Refusal>(&text).unwrap(), refusal);
    }
}
