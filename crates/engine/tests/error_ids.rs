//! The engine's refusals (a move, a setup, a state) each name a message of their own in
//! the translations (`message_id`), stable and present in English, and say themselves in
//! English for the command line and logs (`Display`), each differently.

use engine::{
    Action, Card, Decision, IllegalAction, Preset, Refusal, Region, SetupError, StateError, Variant,
};
use std::collections::BTreeSet;

const FIRST: &str = include_str!("../../../locales/en/condottiere.ftl");
const LATER: &str = include_str!("../../../locales/en/later.ftl");

/// Whether English has the message `id` in the file the player's screens read it from
/// (a state file's faults are only the command line's: the later part).
fn english_has(id: &str) -> bool {
    let file = if id.starts_with("state-") {
        LATER
    } else {
        FIRST
    };
    file.lines()
        .any(|line| line.starts_with(&format!("{id} = ")))
}

fn refusals() -> Vec<Refusal> {
    let region = Region::Roma;
    let preset = Preset::Ffg2006;
    let mut out = vec![
        Refusal::GameOver,
        Refusal::FavorRegion { region },
        Refusal::OwnRegion { seat: 1, region },
        Refusal::Controlled {
            region,
            owner: 2,
            preset,
        },
        Refusal::AllDeclined,
        Refusal::NoDecline { preset },
        Refusal::NotInHand {
            seat: 0,
            card: Card::M10,
        },
        Refusal::NoFaceDown,
        Refusal::MustTake { preset },
        Refusal::OwnRowOnly { preset },
        Refusal::NotMercenary { card: Card::Winter },
        Refusal::NoFaceUp { card: Card::M3 },
        Refusal::FavorContested { region },
        Refusal::FavorControlled { region },
        Refusal::FavorRequired { preset },
        Refusal::NotHeld { seat: 3 },
        Refusal::DrawTooMany {
            seat: 1,
            most: 2,
            asked: 3,
        },
    ];
    for decision in [
        Decision::Region,
        Decision::Card,
        Decision::TakeBack,
        Decision::Favor,
        Decision::HandDiscard,
        Decision::Keep,
        Decision::Draw { most: 2 },
    ] {
        out.push(Refusal::Awaits { seat: 2, decision });
    }
    out
}

fn setup_errors() -> Vec<SetupError> {
    vec![
        SetupError::Variant {
            preset: Preset::ZmanDuel,
            variant: Variant::Campaign,
        },
        SetupError::CampaignTarget,
        SetupError::Rules {
            preset: Preset::ClassicHu,
        },
        SetupError::Players {
            preset: Preset::Zman2018,
            min: 3,
            max: 6,
            players: 2,
        },
        SetupError::First {
            first: 5,
            players: 2,
        },
    ]
}

fn state_errors() -> Vec<StateError> {
    vec![
        StateError::Seat {
            seat: 6,
            players: 3,
        },
        StateError::Unseated { seat: 4 },
        StateError::Decks,
        StateError::Cards {
            card: Card::M1,
            found: 9,
            expected: 10,
        },
        StateError::OwnCards {
            seat: 1,
            card: Card::M2,
            found: 1,
            expected: 2,
        },
        StateError::Known { seat: 0 },
        StateError::FaceDown { seat: 2 },
        StateError::Season,
        StateError::Board,
        StateError::Counters,
        StateError::Phase,
    ]
}

/// Each id is English's and used once; each text is its own.
fn check(ids: Vec<&'static str>, texts: Vec<String>, what: &str) {
    for id in &ids {
        assert!(english_has(id), "{what}: no English message {id}");
    }
    let distinct: BTreeSet<_> = ids.iter().collect();
    assert_eq!(distinct.len(), ids.len(), "{what}: an id twice: {ids:?}");
    let distinct: BTreeSet<_> = texts.iter().collect();
    assert_eq!(
        distinct.len(),
        texts.len(),
        "{what}: a text twice: {texts:?}"
    );
    assert!(texts.iter().all(|t| t.len() > 12), "{texts:?}");
}

#[test]
fn every_refusal_has_its_message_and_its_english() {
    let all = refusals();
    check(
        all.iter().map(Refusal::message_id).collect(),
        all.iter().map(ToString::to_string).collect(),
        "refusals",
    );
    assert!(all.iter().all(|r| r.message_id().starts_with("refusal-")));
    // The decision sent instead of the one awaited is named after the reason.
    let illegal = |reason| IllegalAction {
        action: Action::Pass,
        reason,
    };
    assert_eq!(
        illegal(Refusal::Awaits {
            seat: 2,
            decision: Decision::Draw { most: 1 }
        })
        .to_string(),
        "'pass' is not allowed: seat 2 must choose how many cards to draw, from 0 to 1, not 'pass'"
    );
    assert_eq!(
        illegal(Refusal::NotHeld { seat: 3 }).to_string(),
        "'pass' is not allowed: seat 3 does not hold those cards"
    );
    let error: &dyn std::error::Error = &illegal(Refusal::GameOver);
    assert_eq!(error.to_string(), "'pass' is not allowed: the game is over");
}

#[test]
fn every_setup_error_has_its_message_and_its_english() {
    let all = setup_errors();
    check(
        all.iter().map(SetupError::message_id).collect(),
        all.iter().map(ToString::to_string).collect(),
        "setup errors",
    );
    assert!(all
        .iter()
        .all(|e| e.message_id().starts_with("setup-error-")));
    assert_eq!(
        all.iter().map(ToString::to_string).collect::<Vec<_>>(),
        [
            "the campaign variant does not go with zman-duel",
            "a campaign needs a target above 0 points",
            "the rules are not those of classic-hu and its optional rules (a rule was changed by hand)",
            "zman-2018 is played by 3 to 6 players, not 2",
            "seat 5 cannot start: seats are numbered 0 to 1",
        ]
    );
    let error: &dyn std::error::Error = &SetupError::CampaignTarget;
    assert!(error.source().is_none());
}

#[test]
fn every_state_error_has_its_message_and_its_english() {
    let all = state_errors();
    check(
        all.iter().map(StateError::message_id).collect(),
        all.iter().map(ToString::to_string).collect(),
        "state errors",
    );
    assert!(all
        .iter()
        .all(|e| e.message_id().starts_with("state-error-")));
    // A setup's fault is told as the setup's, by the same message.
    let setup = SetupError::CampaignTarget;
    let error = StateError::from(setup);
    assert_eq!(error, StateError::Setup(setup));
    assert_eq!(error.message_id(), setup.message_id());
    assert_eq!(error.to_string(), setup.to_string());
    assert_eq!(
        StateError::Seat {
            seat: 6,
            players: 3
        }
        .to_string(),
        "the state names seat 6, but its seats are numbered 0 to 2"
    );
    assert_eq!(
        StateError::Cards {
            card: Card::M1,
            found: 9,
            expected: 10
        }
        .to_string(),
        "the cards are not the edition's deck: 9 M1 where it has 10"
    );
    assert_eq!(
        StateError::OwnCards {
            seat: 1,
            card: Card::M2,
            found: 1,
            expected: 2
        }
        .to_string(),
        "seat 1's own cards are not one duel deck: 1 M2 where it has 2"
    );
}
