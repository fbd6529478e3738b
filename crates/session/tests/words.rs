//! The words for the game's things, in the language passed in: cards by edition, what a
//! card does under the rules, editions, optional rules, regions, moves, a link's faults,
//! the AI's reasons and every error.

mod common;

use common::english;
use engine::rules::FavorRule;
use engine::{Action, Card, Preset, Refusal, Region, SetupError, Variant};
use i18n::{Catalog, Lang};
use links::LinkError;
use session::kept::ParseError;
use session::seats::SeatError;
use session::words::{
    action_label, card_help, card_name, join, link_error_text, preset_text, region_name,
    regions_text, variant_text,
};
use session::{AiReason, Error, SeatConfig, SeatKind};

fn italian() -> Catalog {
    i18n::files::catalog(Lang::It)
}

#[test]
fn every_card_has_its_name_and_zman_says_turncoat() {
    let w = english();
    let names: Vec<String> = Card::ALL
        .iter()
        .map(|&c| card_name(&w, c, Preset::Ffg2006))
        .collect();
    assert_eq!(
        names,
        [
            "Mercenary 1",
            "Mercenary 2",
            "Mercenary 3",
            "Mercenary 4",
            "Mercenary 5",
            "Mercenary 6",
            "Mercenary 10",
            "Scarecrow",
            "Drummer",
            "Heroine",
            "Winter",
            "Spring",
            "Bishop",
            "Bishop",
            "Surrender",
            "Courtesan",
            "Spy"
        ]
    );
    for preset in Preset::ALL {
        let zman = matches!(
            preset,
            Preset::Zman2018 | Preset::ZmanClassic | Preset::ZmanDuel
        );
        let expected = if zman { "Turncoat" } else { "Surrender" };
        assert_eq!(card_name(&w, Card::Surrender, preset), expected, "{preset}");
    }
    // The language passed in is the one spoken.
    assert_ne!(
        card_name(&italian(), Card::Heroine, Preset::Ffg2006),
        "Heroine"
    );
}

#[test]
fn a_cards_help_follows_the_rules() {
    let w = english();
    let ffg = Preset::Ffg2006.rules();
    let help = |card, rules: &engine::Rules| card_help(&w, card, rules);
    for m in [
        Card::M1,
        Card::M2,
        Card::M3,
        Card::M4,
        Card::M5,
        Card::M6,
        Card::M10,
    ] {
        assert_eq!(
            help(m, &ffg),
            "A Mercenary adds its value to your strength."
        );
    }
    let mut any_row = ffg;
    any_row.scarecrow_any_row = true;
    let mut own_row = ffg;
    own_row.scarecrow_any_row = false;
    assert_eq!(
        help(Card::Scarecrow, &any_row),
        "Take one Mercenary from any row back into your hand."
    );
    assert_eq!(
        help(Card::Scarecrow, &own_row),
        "Take one Mercenary from your row back into your hand."
    );
    let mut no_favor = ffg;
    no_favor.favor = FavorRule::None;
    assert_eq!(
        help(Card::Bishop, &no_favor),
        "Discards every copy of the highest Mercenary in play."
    );
    assert_ne!(ffg.favor, FavorRule::None);
    assert_eq!(
        help(Card::Bishop, &ffg),
        "Discards every copy of the highest Mercenary in play, then you place the papal favor."
    );
    let others = [
        (
            Card::Drummer,
            "Doubles the Mercenaries in your row. More Drummers add nothing.",
        ),
        (
            Card::Heroine,
            "Adds 10. Winter, Spring and the Drummer do not change it.",
        ),
        (
            Card::Winter,
            "Every Mercenary in every row counts 1. Discards Spring.",
        ),
        (
            Card::Spring,
            "+3 to every Mercenary of the highest value in play. Discards Winter.",
        ),
        (
            Card::ClassicBishop,
            "The battle ends at once with no winner.",
        ),
        (
            Card::Surrender,
            "The battle ends at once; the strongest row wins.",
        ),
        (
            Card::Courtesan,
            "Adds 1. The most Courtesans take the token after the battle.",
        ),
        (
            Card::Spy,
            "Adds 1. The most Spies take the token after the battle.",
        ),
    ];
    for (card, text) in others {
        assert_eq!(help(card, &ffg), text);
    }
}

#[test]
fn editions_rules_regions_and_counts_have_their_words() {
    let w = english();
    assert_eq!(
        preset_text(&w, Preset::ZmanDuel),
        (
            "Z-Man duel (2 players)".to_string(),
            "Two players, two identical 23-card decks: the first to win 3 battles wins."
                .to_string()
        )
    );
    assert_eq!(
        variant_text(&w, Variant::Capture),
        "Capture: owned regions may be attacked; the defender has the advantage"
    );
    assert_eq!(region_name(&w, Region::Roma), "Rome");
    assert_eq!(region_name(&italian(), Region::Firenze), "Firenze");
    assert_eq!(regions_text(&w, 1), "1 region");
    assert_eq!(regions_text(&w, 4), "4 regions");
    assert_eq!(
        join(&w, ["a".to_string(), "b".into(), "c".into()]),
        "a, b, c"
    );
    assert_eq!(join(&w, Vec::<String>::new()), "");
}

#[test]
fn every_move_has_its_words() {
    let w = english();
    let seats = common::seats(&[SeatKind::Human; 3]);
    let label = |action| action_label(&w, action, Preset::Zman2018, &seats);
    let expected = [
        (Action::Play(Card::Surrender), "Turncoat"),
        (
            Action::TakeBack {
                card: Card::M3,
                from: None,
            },
            "Take back Mercenary 3",
        ),
        (
            Action::TakeBack {
                card: Card::M3,
                from: Some(1),
            },
            "Take Mercenary 3 from Bianca",
        ),
        (
            Action::TakeBack {
                card: Card::M3,
                from: Some(7),
            },
            "Take Mercenary 3 from ?",
        ),
        (Action::ChooseRegion(Region::Milano), "Milan"),
        (Action::PlaceFavor(Region::Napoli), "Papal favor → Naples"),
        (Action::Pass, "Pass"),
        (Action::PassReveal, "Pass and turn up"),
        (Action::Decline, "Decline and pass the token"),
        (Action::TakeNothing, "Take nothing"),
        (Action::FavorOff, "Keep the favor off the board"),
        (Action::DiscardHand, "Discard hand"),
        (Action::KeepHand, "Keep hand"),
        (Action::Draw(0), "Take no card"),
        (Action::Draw(2), "Take 2 cards"),
        (Action::Keep([None, None]), "Keep nothing"),
        (Action::Keep([Some(Card::M10), None]), "Mercenary 10"),
        (
            Action::Keep([Some(Card::M10), Some(Card::Heroine)]),
            "Mercenary 10, Heroine",
        ),
    ];
    for (action, text) in expected {
        assert_eq!(label(action), text, "{action}");
    }
}

#[test]
fn a_links_faults_are_told() {
    let w = english();
    let expected = [
        (
            LinkError::NotBase64,
            "the link contains characters a game code never has",
        ),
        (LinkError::TooShort, "the link is cut short"),
        (
            LinkError::Checksum,
            "the link was changed or cut on the way (its checksum does not match)",
        ),
        (
            LinkError::UnknownKind(9),
            "this is not a Condottiere game code",
        ),
        (
            LinkError::UnknownVersion(9),
            "this game code comes from a newer version of the app",
        ),
        (
            LinkError::Invalid("x".into()),
            "the game code describes a game that cannot be set up",
        ),
        (
            LinkError::BadAction { index: 4 },
            "the record's move 5 is not possible in its game",
        ),
        (
            LinkError::Setup(SetupError::First {
                first: 4,
                players: 3,
            }),
            "the first Condottiere is not one of the 3 players",
        ),
    ];
    for (error, text) in expected {
        assert_eq!(link_error_text(&w, &error), text);
        assert_eq!(Error::Link(error).text(&w), text);
    }
}

#[test]
fn every_error_has_its_words() {
    let w = english();
    let seats: Vec<SeatConfig> = common::seats(&[SeatKind::Human; 2]);
    let expected = [
        (Error::Setup, "the game's setup is not valid"),
        (
            Error::Illegal {
                action: Action::Play(Card::Surrender),
                refusal: Refusal::NotInHand {
                    seat: 1,
                    card: Card::Surrender,
                },
                preset: Preset::Zman2018,
                seats,
            },
            "That move is not allowed now: Turncoat (Bianca has no Turncoat in hand).",
        ),
        (
            Error::Rules(SetupError::Players {
                preset: Preset::Zman2018,
                min: 3,
                max: 6,
                players: 2,
            }),
            "Z-Man (2018) is played by 3 to 6 players, not 2",
        ),
        (
            Error::Seats(SeatError::NoName { seat: 2 }),
            "player 3 has no name",
        ),
        (
            Error::SaveId,
            "the saved game's id is not one this app writes",
        ),
        (
            Error::SaveReasons,
            "the AI's reasons kept in the saved game do not match its moves",
        ),
        (
            Error::SaveDaily,
            "the saved game is marked as a daily deal, but its deal is not that day's",
        ),
        (Error::NoUndo, "There is no move of yours to take back now."),
        (
            Error::Unreadable(ParseError::NotJson),
            "it is not in this game's format",
        ),
        (
            Error::Unreadable(ParseError::NoVersion),
            "it has no version number: this game did not write it",
        ),
        (
            Error::Unreadable(ParseError::Newer(7)),
            "it was written by a newer version of the game (format 7)",
        ),
        (
            Error::Unreadable(ParseError::Damaged),
            "its contents are damaged",
        ),
        (Error::Replay { number: 12 }, "move 12 cannot be replayed"),
        (Error::Gone, "this saved game is gone"),
        (
            Error::Full,
            "the browser's storage is full: delete or export some saved games",
        ),
        (Error::Write, "the game could not be saved in this browser"),
    ];
    for (error, text) in expected {
        assert_eq!(error.text(&w), text, "{error:?}");
    }
    assert_eq!(Error::from(session::StoreError::Full), Error::Full);
    assert_eq!(Error::from(session::StoreError::Unavailable), Error::Write);
}

#[test]
fn the_ais_reasons_are_kept_in_whole_numbers_and_told() {
    use ai::{Reason, Why};
    let mapped = [
        (Reason::Whim, AiReason::Whim),
        (
            Reason::Search {
                share: 0.426,
                iterations: 900,
                alternatives: ai::Alternatives::from_stats(engine::Action::Pass, &[]),
                read: None,
            },
            AiReason::Search {
                percent: 43,
                iterations: 900,
                rather: [None; 3],
                read: None,
            },
        ),
        (
            Reason::Search {
                share: 1.2,
                iterations: 1,
                alternatives: ai::Alternatives::from_stats(engine::Action::Pass, &[]),
                read: None,
            },
            AiReason::Search {
                percent: 100,
                iterations: 1,
                rather: [None; 3],
                read: None,
            },
        ),
        (Reason::Rule(Why::Forced), AiReason::Forced),
        (Reason::Rule(Why::Region { score: 2.5 }), AiReason::Region),
        (Reason::Rule(Why::WeakHand), AiReason::WeakHand),
        (Reason::Rule(Why::Winning), AiReason::Winning),
        (Reason::Rule(Why::SafeLead), AiReason::SafeLead),
        (Reason::Rule(Why::LockWin), AiReason::LockWin),
        (
            Reason::Rule(Why::Contest {
                stake: 9.0,
                budget: 7.6,
                cost: -2.0,
            }),
            AiReason::Contest { cost: 0, budget: 8 },
        ),
        (
            Reason::Rule(Why::Fold {
                stake: 1.0,
                budget: 2.4,
            }),
            AiReason::Fold { budget: 2 },
        ),
        (Reason::Rule(Why::Rescue), AiReason::Rescue),
        (Reason::Rule(Why::Spoil), AiReason::Spoil),
        (Reason::Rule(Why::Dump), AiReason::Dump),
        (Reason::Rule(Why::Best { score: 1.0 }), AiReason::Best),
        (Reason::Rule(Why::DrawMost), AiReason::DrawMost),
        (Reason::Idle { battles: 3 }, AiReason::Idle { battles: 3 }),
    ];
    for (reason, kept) in mapped {
        assert_eq!(AiReason::from(reason), kept, "{reason:?}");
    }
    let w = english();
    let told = [
        (AiReason::Forced, "It had no other move."),
        (AiReason::Region, "The region that serves its kingdom best."),
        (AiReason::WeakHand, "Its hand is too weak to open a battle."),
        (
            AiReason::Winning,
            "It is the strongest and nobody left can answer.",
        ),
        (AiReason::SafeLead, "Its lead should hold."),
        (AiReason::LockWin, "It ends the battle while it is ahead."),
        (
            AiReason::Contest { cost: 6, budget: 9 },
            "Worth fighting for: it expects to need about 6 strength and will spend up to 9.",
        ),
        (
            AiReason::Fold { budget: 3 },
            "Not worth the cards: the region was worth at most 3 strength to it.",
        ),
        (
            AiReason::Rescue,
            "It saves a Mercenary before dropping out.",
        ),
        (
            AiReason::Spoil,
            "It stops another player from winning this battle.",
        ),
        (
            AiReason::Dump,
            "This hand cannot fight: it plays it out for a new deal.",
        ),
        (AiReason::Best, "The best choice it found."),
        (
            AiReason::DrawMost,
            "More cards, more choices: it draws as many as it may.",
        ),
        (
            AiReason::Whim,
            "A whim: the easy AI sometimes plays at random.",
        ),
        (
            AiReason::Search {
                percent: 55,
                iterations: 2000,
                rather: [None; 3],
                read: None,
            },
            "After 2000 simulated games, it rates its chance to win at 55%.",
        ),
        (
            AiReason::Idle { battles: 2 },
            "Nobody played a card in the last 2 battles: rather than let the round stall, it plays one.",
        ),
    ];
    for (reason, text) in told {
        assert_eq!(reason.text(&w), text);
    }
}

/// A search's reason keeps the next moves it weighed, in its order, in whole percents,
/// and says them in words with the move chosen; a save made before they were kept
/// reads with none, and its words are the simulated games' as before.
#[test]
fn a_search_reason_names_the_moves_it_weighed() {
    use ai::{ActionStats, Reason};
    use engine::{Action, Card};
    use i18n::{Catalog, Lang};
    let stat = |action, visits, mean| ActionStats {
        action,
        visits,
        mean,
    };
    let (winter, merc5, drummer) = (
        Action::Play(Card::Winter),
        Action::Play(Card::M5),
        Action::Play(Card::Drummer),
    );
    let stats = [
        stat(Action::Pass, 500, 0.452),
        stat(merc5, 300, 0.309),
        stat(winter, 100, 0.124),
        stat(drummer, 50, 0.05),
        stat(Action::Play(Card::M1), 0, 0.9),
    ];
    let reason = AiReason::from(Reason::Search {
        share: 0.452,
        iterations: 950,
        alternatives: ai::Alternatives::from_stats(Action::Pass, &stats),
        read: None,
    });
    let AiReason::Search {
        percent, rather, ..
    } = reason
    else {
        panic!("{reason:?}")
    };
    assert_eq!(percent, 45);
    let kept: Vec<(Action, u32)> = rather
        .iter()
        .flatten()
        .map(|w| (w.action, w.percent))
        .collect();
    assert_eq!(kept, [(merc5, 31), (winter, 12), (drummer, 5)]);
    let name = |a: Action| match a {
        Action::Pass => "pass".to_string(),
        Action::Play(card) => format!("{card:?}"),
        other => format!("{other:?}"),
    };
    let seat = |s: u8| format!("seat {s}");
    assert_eq!(
        reason.explain(&english(), Action::Pass, &name, &seat),
        "Its estimates of the chance to win: pass (45%) rather than M5 (31%) or Winter (12%)."
    );
    // Every language names the moves and their chances.
    for lang in Lang::ALL {
        // Both parts: the reasons' alternatives are words of the review's (later) part.
        let read = |part| {
            let path = format!(
                "{}/../../{}",
                env!("CARGO_MANIFEST_DIR"),
                lang.part_path(part)
            );
            std::fs::read_to_string(path).unwrap()
        };
        let texts = read(i18n::Part::First) + &read(i18n::Part::Later);
        let words = Catalog::new(lang, &texts).unwrap();
        let text = reason.explain(&words, Action::Pass, &name, &seat);
        for part in ["pass", "45", "M5", "31", "Winter", "12"] {
            assert!(text.contains(part), "{lang:?}: {text}");
        }
        assert!(
            !text.contains("Drummer"),
            "two alternatives are told: {text}"
        );
    }
    // Kept and read back exactly; a reason saved without alternatives reads with none
    // and tells the simulated games.
    let json = serde_json::to_string(&reason).unwrap();
    assert_eq!(serde_json::from_str::<AiReason>(&json).unwrap(), reason);
    let old: AiReason =
        serde_json::from_str(r#"{"why":"search","percent":45,"iterations":950}"#).unwrap();
    assert_eq!(
        old,
        AiReason::Search {
            percent: 45,
            iterations: 950,
            rather: [None; 3],
            read: None,
        }
    );
    assert_eq!(
        old.explain(&english(), Action::Pass, &name, &seat),
        "After 950 simulated games, it rates its chance to win at 45%."
    );
    assert!(!serde_json::to_string(&old).unwrap().contains("rather"));
}

/// What Expert read at the table is told after its estimates, from the numbers the
/// search gave: the player read and what told, the strength of the Mercenaries expected
/// in their hand (read, and from the visible cards alone, in tenths), whether that is
/// weaker or stronger, and the move it would have made otherwise; in every language.
#[test]
fn the_reading_of_the_table_is_told_from_its_numbers() {
    use ai::{ReadAction, Reason, TableRead};
    let reading = |action, strength: f32, visible: f32| {
        AiReason::from(Reason::Search {
            share: 0.5,
            iterations: 60_000,
            alternatives: ai::Alternatives::from_stats(Action::Pass, &[]),
            read: Some(TableRead {
                seat: 2,
                action,
                strength,
                visible,
                instead: Action::Play(Card::M5),
            }),
        })
    };
    let name = |a: Action| match a {
        Action::Pass => "pass".to_string(),
        Action::Play(card) => format!("{card:?}"),
        other => format!("{other:?}"),
    };
    let seat = |s: u8| ["Anna", "Bruno", "Carlo"][s as usize].to_string();
    let weaker = reading(ReadAction::PassedAtOnce, 12.34, 20.0);
    let AiReason::Search {
        read: Some(read), ..
    } = weaker
    else {
        panic!("{weaker:?}")
    };
    assert_eq!((read.tenths, read.visible_tenths), (123, 200));
    assert_eq!(
        weaker.explain(&english(), Action::Pass, &name, &seat),
        "After 60000 simulated games, it rates its chance to win at 50%. Reading the table: \
         Carlo passed at once, so that hand is probably weaker in Mercenaries than it looks \
         (about 12.3 strength rather than 20.0). Without that reading: M5."
    );
    let stronger = reading(ReadAction::Played(Card::M1), 25.0, 18.56);
    let told = stronger.explain(&english(), Action::Pass, &name, &seat);
    assert!(
        told.contains("Carlo played M1, so that hand is probably stronger")
            && told.contains("about 25.0 strength rather than 18.6"),
        "{told}"
    );
    for lang in Lang::ALL {
        let path = format!("{}/../../{}", env!("CARGO_MANIFEST_DIR"), lang.path());
        let words = Catalog::new(lang, &std::fs::read_to_string(path).unwrap()).unwrap();
        let weaker = weaker.explain(&words, Action::Pass, &name, &seat);
        for part in ["Carlo", "12", "3", "20", "M5"] {
            assert!(weaker.contains(part), "{lang:?}: {weaker}");
        }
        let stronger = stronger.explain(&words, Action::Pass, &name, &seat);
        assert!(
            stronger.contains("M1") && stronger.contains("25"),
            "{lang:?}: {stronger}"
        );
        // The direction comes from the numbers: the two sentences differ beyond them.
        let words_only = |t: &str| t.replace(|c: char| c.is_ascii_digit(), "");
        assert_ne!(
            words_only(&weaker).replace("M", ""),
            words_only(&stronger).replace("M", ""),
            "{lang:?}"
        );
    }
    // Kept and read back exactly; a reason saved before Expert read the table has none.
    let json = serde_json::to_string(&weaker).unwrap();
    assert!(json.contains("passed-at-once"), "{json}");
    assert_eq!(serde_json::from_str::<AiReason>(&json).unwrap(), weaker);
}
