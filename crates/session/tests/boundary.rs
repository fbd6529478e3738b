//! The checked boundary as the player meets it: the seats every table must have, a link's
//! seats, and the words of every refusal (a move, a setup, the seats, a state file) in
//! every language.

mod common;
use common::Acting;

use common::{english, seats, session};
use engine::{Card, Decision, Phase, Preset, Refusal, Region, SetupError, StateError, Variant};
use i18n::{Catalog, Lang};
use session::refusals::{refusal_text, state_error_text};
use session::seats::{check_seats, seats_from_link, SeatError, COLORS, MAX_NAME_CHARS};
use session::words::setup_error_text;
use session::{AiLevel, Error, SeatConfig, SeatKind};

const H: SeatKind = SeatKind::Human;
const AI: SeatKind = SeatKind::Ai(AiLevel::Normal);

fn seat(name: &str, color: u8) -> SeatConfig {
    SeatConfig {
        name: name.to_string(),
        color,
        kind: H,
    }
}

/// Every table the app sets itself passes the check, so that no game it starts is
/// refused when its save is read back.
#[test]
fn every_table_the_app_sets_passes() {
    for players in 2..=6u8 {
        let kinds = vec![AI; players as usize];
        assert_eq!(check_seats(&seats(&kinds), players), Ok(()));
        let names = session::puzzle::words::seat_names(&english(), players);
        let puzzle: Vec<SeatConfig> = names.iter().map(|n| seat(n, 0)).collect();
        assert_eq!(check_seats(&puzzle, players), Ok(()), "{names:?}");
    }
    assert_eq!(check_seats(&session::learn::seats(), 3), Ok(()));
    assert_eq!(
        check_seats(&session::daily::seats("Anna"), session::daily::PLAYERS),
        Ok(())
    );
}

#[test]
fn each_seat_rule_refuses_what_it_names() {
    let table = |names: &[(&str, u8)]| -> Vec<SeatConfig> {
        names.iter().map(|&(n, c)| seat(n, c)).collect()
    };
    let two = table(&[("Anna", 0), ("Bianca", 1)]);
    assert_eq!(check_seats(&two, 2), Ok(()));
    assert_eq!(
        check_seats(&two, 3),
        Err(SeatError::Count {
            seats: 2,
            players: 3
        })
    );
    assert_eq!(
        check_seats(&two, 1),
        Err(SeatError::Count {
            seats: 2,
            players: 1
        })
    );
    for blank in ["", " ", "\t\n "] {
        assert_eq!(
            check_seats(&table(&[("Anna", 0), (blank, 1)]), 2),
            Err(SeatError::NoName { seat: 1 }),
            "{blank:?}"
        );
    }
    // The length counts characters, spaces around the name aside.
    let longest = "Ż".repeat(MAX_NAME_CHARS);
    let padded = format!("  {longest}  ");
    assert_eq!(check_seats(&table(&[(&padded, 0), ("B", 1)]), 2), Ok(()));
    let over = "a".repeat(MAX_NAME_CHARS + 1);
    assert_eq!(
        check_seats(&table(&[("A", 0), (&over, 1)]), 2),
        Err(SeatError::LongName { seat: 1 })
    );
    assert_eq!(
        check_seats(&table(&[("A", COLORS - 1), ("B", 0)]), 2),
        Ok(())
    );
    for color in [COLORS, 255] {
        assert_eq!(
            check_seats(&table(&[("A", 0), ("B", color)]), 2),
            Err(SeatError::Color { seat: 1, color })
        );
    }
    // The same name, spaces around it and ASCII case aside; the later seat is named.
    assert_eq!(
        check_seats(&table(&[("Anna", 0), ("B", 1), (" anna ", 2)]), 3),
        Err(SeatError::SameName {
            seat: 2,
            name: "anna".into()
        })
    );
    // Only ASCII letters' case is folded (the page carries no Unicode case tables).
    assert_eq!(
        check_seats(&table(&[("Żaneta", 0), ("żaneta", 1)]), 2),
        Ok(())
    );
    // The seats are looked at in order: the first fault is the one told.
    assert_eq!(
        check_seats(&table(&[("", 9), ("", 0)]), 2),
        Err(SeatError::NoName { seat: 0 })
    );
}

#[test]
fn a_new_game_checks_its_seats() {
    let setup = common::setup(Preset::Ffg2006, 2, 1);
    let mut twins = seats(&[H, H]);
    twins[1].name = "Anna".into();
    let error = session::Session::new(setup, twins).unwrap_err();
    assert_eq!(
        error,
        Error::Seats(SeatError::SameName {
            seat: 1,
            name: "Anna".into()
        })
    );
    assert_eq!(
        error.text(&english()),
        "two players are called “Anna”: each needs a name of their own"
    );
}

#[test]
fn a_links_seats_are_checked_and_colours_wrap() {
    let shared = |name: &str, color: u8| links::SharedSeat {
        name: name.into(),
        color,
        kind: 3,
    };
    let read = seats_from_link(&[shared("Anna", 9), shared("Bianca", 1)], 2).unwrap();
    assert_eq!(read[0].color, 9 % COLORS);
    assert_eq!(read[0].kind, AI);
    assert_eq!(
        seats_from_link(&[shared("Anna", 0), shared("", 1)], 2),
        Err(SeatError::NoName { seat: 1 })
    );
    assert_eq!(
        seats_from_link(&[shared("Anna", 0)], 2),
        Err(SeatError::Count {
            seats: 1,
            players: 2
        })
    );
}

/// One of each refusal, with every decision the game may wait for.
fn all_refusals() -> Vec<Refusal> {
    let region = Region::Firenze;
    let preset = Preset::Zman2018;
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
            card: Card::Surrender,
        },
        Refusal::NoFaceDown,
        Refusal::MustTake { preset },
        Refusal::OwnRowOnly { preset },
        Refusal::NotMercenary {
            card: Card::Heroine,
        },
        Refusal::NoFaceUp { card: Card::M10 },
        Refusal::FavorContested { region },
        Refusal::FavorControlled { region },
        Refusal::FavorRequired { preset },
        Refusal::NotHeld { seat: 2 },
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
        Decision::Draw { most: 3 },
    ] {
        out.push(Refusal::Awaits { seat: 1, decision });
    }
    out
}

fn all_setup_errors() -> Vec<SetupError> {
    vec![
        SetupError::Variant {
            preset: Preset::ZmanDuel,
            variant: Variant::Capture,
        },
        SetupError::CampaignTarget,
        SetupError::Rules {
            preset: Preset::Ffg2006,
        },
        SetupError::Players {
            preset: Preset::Ffg2006,
            min: 2,
            max: 6,
            players: 7,
        },
        SetupError::First {
            first: 4,
            players: 3,
        },
    ]
}

fn all_state_errors() -> Vec<StateError> {
    vec![
        StateError::Setup(SetupError::CampaignTarget),
        StateError::Seat {
            seat: 9,
            players: 4,
        },
        StateError::Unseated { seat: 5 },
        StateError::Decks,
        StateError::Cards {
            card: Card::Spy,
            found: 11,
            expected: 12,
        },
        StateError::OwnCards {
            seat: 1,
            card: Card::M1,
            found: 3,
            expected: 2,
        },
        StateError::Known { seat: 2 },
        StateError::FaceDown { seat: 3 },
        StateError::Season,
        StateError::Board,
        StateError::Counters,
        StateError::Phase,
    ]
}

fn all_seat_errors() -> Vec<SeatError> {
    vec![
        SeatError::Count {
            seats: 2,
            players: 3,
        },
        SeatError::NoName { seat: 1 },
        SeatError::LongName { seat: 0 },
        SeatError::Color {
            seat: 2,
            color: 255,
        },
        SeatError::SameName {
            seat: 1,
            name: "Anna".into(),
        },
    ]
}

/// A text that is a message's words: not its id (what a missing message shows), every
/// placeable filled.
fn assert_words(text: &str, lang: Lang, what: &str) {
    assert!(!text.trim().is_empty(), "{lang:?} {what}: empty");
    assert!(
        !text.contains('{') && !text.contains('$'),
        "{lang:?} {what}: a placeable left: {text}"
    );
    let looks_like_an_id = text.chars().all(|c| c.is_ascii_lowercase() || c == '-');
    assert!(!looks_like_an_id, "{lang:?} {what}: no message: {text}");
}

#[test]
fn every_refusal_has_words_in_every_language() {
    let names = seats(&[H, H, H]);
    for lang in Lang::ALL {
        let words: Catalog = i18n::files::catalog(lang);
        for refusal in all_refusals() {
            let text = refusal_text(&words, &refusal, Preset::Zman2018, &names);
            assert_words(&text, lang, refusal.message_id());
            let illegal = Error::Illegal {
                action: engine::Action::Pass,
                refusal,
                preset: Preset::Zman2018,
                seats: names.clone(),
            };
            assert!(illegal.text(&words).contains(&text), "{lang:?}");
        }
        for error in all_setup_errors() {
            let text = setup_error_text(&words, &error);
            assert_words(&text, lang, error.message_id());
            assert_eq!(Error::Rules(error).text(&words), text);
            let link = Error::Link(links::LinkError::Setup(error));
            assert_eq!(link.text(&words), text, "{lang:?}: a link's setup");
        }
        for error in all_state_errors() {
            let text = state_error_text(&words, &error, Preset::Zman2018);
            assert_words(&text, lang, error.message_id());
        }
        for error in all_seat_errors() {
            let text = error.text(&words);
            assert_words(&text, lang, &format!("{error:?}"));
            assert_eq!(Error::Seats(error).text(&words), text);
        }
        for error in [Error::SaveId, Error::SaveReasons, Error::SaveDaily] {
            assert_words(&error.text(&words), lang, &format!("{error:?}"));
        }
    }
}

/// The words name the seats, the edition's cards and regions, and the numbers given.
#[test]
fn the_words_name_what_is_wrong() {
    let w = english();
    let names = seats(&[H, H, H]);
    let say = |r: Refusal| refusal_text(&w, &r, Preset::Zman2018, &names);
    assert_eq!(
        say(Refusal::NotInHand {
            seat: 2,
            card: Card::Surrender
        }),
        "Carlo has no Turncoat in hand"
    );
    assert_eq!(
        say(Refusal::Controlled {
            region: Region::Firenze,
            owner: 1,
            preset: Preset::Zman2018
        }),
        "Bianca controls Florence, and in Z-Man (2018) controlled regions cannot be attacked (the Capture option allows it)"
    );
    assert_eq!(
        say(Refusal::Awaits {
            seat: 0,
            decision: Decision::Draw { most: 2 }
        }),
        "Anna must choose how many cards to draw, from 0 to 2"
    );
    assert_eq!(
        say(Refusal::DrawTooMany {
            seat: 1,
            most: 2,
            asked: 3
        }),
        "Bianca may draw at most 2 now, not 3: up to 3 cards, within the hand limit of 10 + 1 per region, from what the deck and the discard pile hold"
    );
    assert_eq!(
        setup_error_text(
            &w,
            &SetupError::Variant {
                preset: Preset::ZmanDuel,
                variant: Variant::Capture
            }
        ),
        "the optional rule “Capture” does not go with Z-Man duel (2 players)"
    );
    assert_eq!(
        state_error_text(
            &w,
            &StateError::Cards {
                card: Card::Spy,
                found: 11,
                expected: 12
            },
            Preset::Zman2018
        ),
        "the cards are not the edition's deck: 11 × Spy where it has 12"
    );
    assert_eq!(
        state_error_text(
            &w,
            &StateError::Seat {
                seat: 9,
                players: 4
            },
            Preset::Ffg2006
        ),
        "the state names seat 9, but its seats are numbered 0 to 3"
    );
    assert_eq!(
        SeatError::LongName { seat: 0 }.text(&w),
        "player 1's name is longer than 40 characters"
    );
}

/// A move the rules refuse, at the table: the session says which rule, in words.
#[test]
fn an_illegal_move_at_the_table_names_its_rule() {
    let mut s = session(Preset::Ffg2006, &[H, H, H], 4);
    assert_eq!(s.game().phase(), Phase::ChooseRegion);
    let error = s.apply(engine::Action::Play(Card::M10)).unwrap_err();
    assert_eq!(
        error.text(&english()),
        "That move is not allowed now: Mercenary 10 (Anna must choose the region of the next battle)."
    );
}
