//! The chronicle in words: every kind of entry told as the English file says, only the
//! entries worth a line kept, the AI's reasons under their moves, and the outcome.

mod common;
use common::Acting;

use common::{english, session};
use engine::{BattleEnd, Card, CardCounts, Event, Preset, Region, Season, TokenReason, WinReason};
use session::chronicle::reason_text;
use session::{AiLevel, AiReason, Line, LogEntry, SeatKind, Session};

const H: SeatKind = SeatKind::Human;

fn table() -> Session {
    session(Preset::Ffg2006, &[H, H, H, H], 1)
}

fn told(s: &Session, event: Event) -> Option<String> {
    told_in(s, event, 0b1111, false)
}

fn told_in(s: &Session, event: Event, participants: u8, final_battle: bool) -> Option<String> {
    let entry = LogEntry::Event {
        event,
        number: 0,
        participants,
        final_battle,
    };
    let text = s.describe(&english(), &entry);
    assert_eq!(
        text.is_some(),
        entry.is_told(),
        "{entry:?}: a line exactly when told"
    );
    text
}

fn line(s: &Session, event: Event) -> String {
    told(s, event.clone()).unwrap_or_else(|| panic!("{event:?} is a line"))
}

#[test]
fn the_deal_and_the_moves_are_told() {
    let s = table();
    let words = english();
    assert_eq!(
        s.describe(&words, &LogEntry::Dealt { first: 2 }).as_deref(),
        Some("The cards are dealt. Carlo is the first Condottiere.")
    );
    assert_eq!(
        line(&s, Event::GameStarted { game: 2, token: 0 }),
        "Game 2 of the campaign begins."
    );
    assert_eq!(told(&s, Event::GameStarted { game: 1, token: 0 }), None);
    assert_eq!(told(&s, Event::GameStarted { game: 0, token: 0 }), None);
    assert_eq!(
        line(&s, Event::Declined { seat: 0, to: 1 }),
        "Anna declines to choose and passes the token to Bianca."
    );
    assert_eq!(
        line(
            &s,
            Event::RegionChosen {
                seat: 1,
                region: Region::Roma
            }
        ),
        "Bianca chooses Rome for the next battle."
    );
    let start = |region, defender| Event::BattleStarted {
        region,
        opener: 2,
        defender,
        participants: 0b1111,
    };
    assert_eq!(
        line(&s, start(Some(Region::Milano), Some(3))),
        "Battle for Milan, held by Dario: Carlo opens."
    );
    assert_eq!(
        line(&s, start(Some(Region::Milano), None)),
        "Battle for Milan: Carlo opens."
    );
    assert_eq!(
        told_in(&s, start(None, None), 0b0101, true).as_deref(),
        Some("The final battle: Carlo opens.")
    );
    assert_eq!(line(&s, start(None, Some(1))), "A new battle: Carlo opens.");
}

#[test]
fn cards_played_turned_up_and_taken_back_are_told() {
    let s = table();
    let played = |card| Event::Played {
        seat: 3,
        card: Some(card),
    };
    assert_eq!(line(&s, played(Card::M10)), "Dario plays Mercenary 10.");
    assert_eq!(
        line(&s, played(Card::Surrender)),
        "Dario plays Surrender: the battle ends at once."
    );
    assert_eq!(
        line(&s, played(Card::ClassicBishop)),
        "Dario plays the Bishop: the battle ends with no winner."
    );
    assert_eq!(
        line(
            &s,
            Event::Played {
                seat: 3,
                card: None
            }
        ),
        "Dario plays a card face down."
    );
    // Z-Man calls Surrender the Turncoat.
    let zman = session(Preset::Zman2018, &[H, H, H], 1);
    assert_eq!(
        line(&zman, played(Card::Surrender)),
        "? plays Turncoat: the battle ends at once."
    );
    assert_eq!(
        line(
            &s,
            Event::Revealed {
                seat: 0,
                card: Card::Heroine
            }
        ),
        "Anna turns up Heroine."
    );
    let passed = |no_cards, stays_in| Event::Passed {
        seat: 1,
        no_cards,
        stays_in,
    };
    assert_eq!(line(&s, passed(false, false)), "Bianca passes.");
    assert_eq!(
        line(&s, passed(true, false)),
        "Bianca has no cards and passes."
    );
    assert_eq!(
        line(&s, passed(false, true)),
        "Bianca waits (the defender may still play)."
    );
    assert_eq!(
        line(&s, passed(true, true)),
        "Bianca waits (the defender may still play)."
    );
    assert_eq!(
        line(
            &s,
            Event::SeasonChanged {
                season: Season::Winter,
                replaced: None
            }
        ),
        "Winter is now in play."
    );
    assert_eq!(
        line(
            &s,
            Event::SeasonChanged {
                season: Season::Spring,
                replaced: Some(Season::Winter)
            }
        ),
        "Spring replaces Winter."
    );
    let bishop = |value| Event::BishopDiscarded {
        value,
        removed: [0; 6],
    };
    assert_eq!(
        line(&s, bishop(Some(6))),
        "The Bishop discards every Mercenary 6 in play."
    );
    assert_eq!(
        line(&s, bishop(None)),
        "The Bishop finds no Mercenary to discard."
    );
    let scarecrow = |from| Event::ScarecrowTook {
        seat: 2,
        card: Card::M5,
        from,
    };
    assert_eq!(
        line(&s, scarecrow(2)),
        "Carlo's Scarecrow takes Mercenary 5 back."
    );
    assert_eq!(
        line(&s, scarecrow(0)),
        "Carlo's Scarecrow takes Mercenary 5 back from Anna's row."
    );
    assert_eq!(
        line(&s, Event::ScarecrowTookNothing { seat: 2 }),
        "Carlo's Scarecrow takes nothing back."
    );
    assert_eq!(
        line(
            &s,
            Event::FavorPlaced {
                seat: 0,
                region: Some(Region::Napoli)
            }
        ),
        "Anna places the papal favor on Naples."
    );
    assert_eq!(
        line(
            &s,
            Event::FavorPlaced {
                seat: 0,
                region: None
            }
        ),
        "Anna keeps the papal favor off the board."
    );
}

#[test]
fn a_battles_end_names_only_who_took_part() {
    let s = table();
    let ended = |how| Event::BattleEnded {
        how,
        strengths: [12, 7, 0, 3, 0, 0],
        winner: Some(0),
    };
    assert_eq!(
        told_in(&s, ended(BattleEnd::AllPassed), 0b1011, false).as_deref(),
        Some("Strengths: Anna 12, Bianca 7, Dario 3.")
    );
    assert_eq!(
        told_in(&s, ended(BattleEnd::Surrender { seat: 1 }), 0b0101, false).as_deref(),
        Some("Strengths: Anna 12, Carlo 0.")
    );
    // The classic Bishop's own line says the battle ended.
    assert_eq!(told(&s, ended(BattleEnd::ClassicBishop { seat: 1 })), None);
    let conquered = |from| Event::RegionConquered {
        seat: 0,
        region: Region::Firenze,
        from,
    };
    assert_eq!(line(&s, conquered(None)), "Anna conquers Florence.");
    assert_eq!(line(&s, conquered(Some(0))), "Anna conquers Florence.");
    assert_eq!(
        line(&s, conquered(Some(3))),
        "Anna takes Florence from Dario."
    );
    assert_eq!(
        line(
            &s,
            Event::RegionHeld {
                seat: 3,
                region: Region::Venezia
            }
        ),
        "Dario holds Venice."
    );
    assert_eq!(
        line(
            &s,
            Event::BattleFailed {
                region: None,
                tied: 3
            }
        ),
        "Nobody wins the battle."
    );
    assert_eq!(
        line(
            &s,
            Event::BattleWon {
                seat: 1,
                battles: 1
            }
        ),
        "Bianca wins the battle (1 won)."
    );
    assert_eq!(
        line(
            &s,
            Event::BattleWon {
                seat: 1,
                battles: 2
            }
        ),
        "Bianca wins the battle (2 won)."
    );
}

#[test]
fn the_token_hands_and_rounds_are_told() {
    let s = table();
    let token = |reason| Event::TokenMoved {
        from: 0,
        to: 2,
        reason,
    };
    let expected = [
        (
            TokenReason::WonBattle,
            "Carlo takes the token as the winner.",
        ),
        (
            TokenReason::Defended,
            "Carlo takes the token as the defender.",
        ),
        (TokenReason::KeptAfterFailedBattle, "Carlo keeps the token."),
        (
            TokenReason::PassedLeftAfterFailedBattle,
            "The token passes left to Carlo.",
        ),
        (
            TokenReason::DrawnAfterFailedBattle,
            "The token is drawn at random: Carlo.",
        ),
        (
            TokenReason::MostCourtesans,
            "Carlo takes the token with the most Courtesans.",
        ),
        (
            TokenReason::MostSpies,
            "Carlo takes the token with the most Spies.",
        ),
        (TokenReason::DrawnAtStart, "Carlo opens the first battle."),
    ];
    for (reason, text) in expected {
        assert_eq!(line(&s, token(reason)), text);
    }
    // A declined token's move is told by the decline's own line.
    assert_eq!(told(&s, token(TokenReason::Declined)), None);
    let hand: CardCounts = "Winter Courtesan".parse().unwrap();
    assert_eq!(
        line(
            &s,
            Event::HandDiscarded {
                seat: 1,
                cards: hand
            }
        ),
        "Bianca discards a hand with no Mercenary: Winter, Courtesan."
    );
    assert_eq!(told(&s, Event::HandKept { seat: 1 }), None);
    assert_eq!(
        line(&s, Event::LastCardsReturned { seat: 0, count: 2 }),
        "Anna returns their last 2 cards to the deck."
    );
    assert_eq!(
        line(&s, Event::LastCardsDiscarded { seat: 0, count: 1 }),
        "Anna discards their last card."
    );
    assert_eq!(
        line(
            &s,
            Event::LastCardsKept {
                seat: 0,
                kept: 2,
                discarded: 3
            }
        ),
        "Anna keeps 2 cards and discards 3."
    );
    assert_eq!(
        line(&s, Event::RoundEnded { round: 3 }),
        "Round 3 ends; the cards are reshuffled."
    );
    assert_eq!(
        line(&s, Event::Dealt { seat: 3, count: 10 }),
        "Dario draws 10 cards."
    );
    assert_eq!(
        line(&s, Event::DeckReshuffled { cards: 40 }),
        "The discard pile is shuffled into the deck."
    );
    assert_eq!(
        line(&s, Event::FinalBattle { seats: 0b1010 }),
        "No region is left: Bianca, Dario fight a final battle."
    );
    assert_eq!(
        line(
            &s,
            Event::CampaignScored {
                game: 2,
                scores: [5, 0, 12, 3, 9, 9]
            }
        ),
        "Game 2 scored: Anna 5, Bianca 0, Carlo 12, Dario 3."
    );
}

#[test]
fn the_outcome_names_the_winners_and_how() {
    let s = table();
    let words = english();
    assert_eq!(
        line(
            &s,
            Event::GameOver {
                winners: 0b0100,
                reason: WinReason::Adjacent { regions: 3 }
            }
        ),
        "Game over: Carlo wins — 3 adjacent regions."
    );
    assert_eq!(
        s.outcome_text(&words, 0b0011, WinReason::SharedVictory),
        "Shared victory: Anna, Bianca — a tie, the victory is shared"
    );
    assert_eq!(s.seat_list(&words, 0b1001), "Anna, Dario");
    assert_eq!(s.seat_list(&words, 0), "");
    let reasons = [
        (WinReason::Adjacent { regions: 4 }, "4 adjacent regions"),
        (WinReason::Total { regions: 1 }, "1 region"),
        (WinReason::Total { regions: 6 }, "6 regions"),
        (
            WinReason::MostRegions { regions: 5 },
            "the most regions (5) when none was left",
        ),
        (WinReason::FinalBattle, "the final battle"),
        (WinReason::SharedVictory, "a tie, the victory is shared"),
        (WinReason::BattlesWon { battles: 3 }, "3 battles won"),
        (
            WinReason::MoreBattlesWon,
            "more battles won when the cards ran out",
        ),
        (WinReason::DuelDraw, "a draw"),
        (WinReason::Campaign { score: 21 }, "21 campaign points"),
    ];
    for (reason, text) in reasons {
        assert_eq!(reason_text(&words, reason), text);
    }
}

/// In played games every stored entry is a line of its own, and every event left out is
/// one [`LogEntry::is_told`] leaves out.
#[test]
fn a_played_game_keeps_exactly_the_entries_worth_a_line() {
    let words = english();
    for (preset, seed) in [
        (Preset::Ffg2006, 1),
        (Preset::Classic1995, 2),
        (Preset::ClassicHu, 3),
        (Preset::Zman2018, 4),
        (Preset::ZmanClassic, 5),
        (Preset::ZmanDuel, 6),
    ] {
        let players = if preset == Preset::ZmanDuel { 2 } else { 4 };
        let mut s = session(preset, &[H; 6][..players], seed);
        let mut told = 0;
        let mut rng = engine::GameRng::from_seed(seed);
        while !s.game().is_over() {
            let legal = s.game().legal_actions();
            let action = legal[rng.below(legal.len() as u32) as usize];
            let before = s.log().len();
            let number = s.moves() as u32;
            let events = s.apply(action).unwrap();
            let table = s.game().table();
            let kept: Vec<&LogEntry> = s.log()[before..].iter().collect();
            let expected: Vec<LogEntry> = events
                .into_iter()
                .map(|event| LogEntry::Event {
                    event,
                    number,
                    participants: table.battle.participants,
                    final_battle: table.final_battle,
                })
                .filter(|e| s.describe(&words, e).is_some())
                .collect();
            assert_eq!(
                kept,
                expected.iter().collect::<Vec<_>>(),
                "{preset} move {action}"
            );
            told += kept.len();
        }
        assert!(told > 50, "{preset}: {told} lines");
        let lines = s.chronicle_lines(&words);
        assert_eq!(lines.len(), s.log().len());
        assert!(lines.iter().all(|l| !l.text.is_empty() && l.why.is_none()));
    }
}

/// A search's reason in the chronicle names its move and the others it weighed, as the
/// chronicle names moves, each with its chance: not only the simulated games.
#[test]
fn a_search_reason_in_the_chronicle_names_the_moves_weighed() {
    let kinds = [SeatKind::Ai(AiLevel::Expert), H, H];
    let mut s = session(Preset::Ffg2006, &kinds, 2);
    let words = english();
    let legal = s.game().legal_actions();
    let (chosen, other) = (legal[0], legal[1]);
    let rather = [
        Some(session::reasons::Weighed {
            action: other,
            percent: 31,
        }),
        None,
        None,
    ];
    let reason = AiReason::Search {
        percent: 45,
        iterations: 60_000,
        rather,
        read: None,
    };
    s.apply_explained(chosen, Some(reason)).unwrap();
    let why = s.chronicle_lines(&words)[1].why.clone().unwrap();
    assert_eq!(
        why,
        format!(
            "Its estimates of the chance to win: {} (45%) rather than {} (31%).",
            s.action_label(&words, chosen),
            s.action_label(&words, other)
        )
    );
    assert!(!why.contains("simulated"));
}

/// What Expert read at the table joins its reason in the chronicle, naming the player
/// read as the table names them.
#[test]
fn a_reading_of_the_table_is_told_under_its_move() {
    let kinds = [SeatKind::Ai(AiLevel::Expert), H, H];
    let mut s = session(Preset::Ffg2006, &kinds, 2);
    let words = english();
    let chosen = s.game().legal_actions()[0];
    let read = session::reading::Read {
        seat: 1,
        clue: session::reading::Clue::PassedAtOnce,
        tenths: 91,
        visible_tenths: 187,
        instead: chosen,
    };
    let reason = AiReason::Search {
        percent: 45,
        iterations: 60_000,
        rather: [None; 3],
        read: Some(read),
    };
    s.apply_explained(chosen, Some(reason)).unwrap();
    let why = s.chronicle_lines(&words)[1].why.clone().unwrap();
    let expected = format!(
        "{} passed at once, so that hand is probably weaker in Mercenaries than it looks \
         (about 9.1 strength rather than 18.7). Without that reading: {}.",
        s.name(1),
        s.action_label(&words, chosen)
    );
    assert!(why.ends_with(&expected), "{why}");
    assert!(why.starts_with("After 60000 simulated games"), "{why}");
}

#[test]
fn an_ai_reason_joins_the_line_of_its_move() {
    let kinds = [SeatKind::Ai(AiLevel::Hard), H, H];
    let mut s = session(Preset::Ffg2006, &kinds, 2);
    let words = english();
    let region = s.game().legal_actions()[0];
    let reason = AiReason::Search {
        percent: 40,
        iterations: 1,
        rather: [None; 3],
        read: None,
    };
    s.apply_explained(region, Some(reason)).unwrap();
    let lines = s.chronicle_lines(&words);
    let region_line = s.describe(&words, &s.log()[1]).unwrap();
    assert_eq!(
        lines[1],
        Line {
            text: region_line,
            why: Some("After 1 simulated game, it rates its chance to win at 40%.".into())
        }
    );
    assert_eq!(
        lines.len(),
        s.log().len(),
        "the reason is no line of its own"
    );
    assert!(lines[2].why.is_none());
}

/// A name from a link cannot turn the chronicle around: its direction controls are
/// dropped as the link is read, and a name written right to left is isolated in every
/// line that names it.
#[test]
fn a_players_name_cannot_turn_a_line_around() {
    let shared = links::SharedSeat {
        name: "\u{202E}Bob".into(),
        color: 1,
        kind: 0,
    };
    assert_eq!(session::SeatConfig::from_shared(&shared).name, "Bob");
    let mut s = session(Preset::Ffg2006, &[H, H, H, H], 1);
    let mut parts = s.parts().clone();
    parts.seats[0].name = "דן".into();
    parts.seats[1].name = "Bi\u{202E}anca".into();
    s = Session::rebuild(parts).unwrap();
    let words = english();
    let dealt = s.describe(&words, &LogEntry::Dealt { first: 0 }).unwrap();
    assert!(dealt.contains("\u{2068}דן\u{2069}"), "{dealt:?}");
    let passed = told(
        &s,
        Event::Passed {
            seat: 1,
            no_cards: false,
            stays_in: false,
        },
    )
    .unwrap();
    assert!(passed.starts_with("Bianca"), "{passed:?}");
    assert!(!passed.contains('\u{202E}'));
}
