//! A game at the table: seats and their kinds, who acts and who holds the device, moves
//! applied and refused, the fresh card, the last strengths, the AI's reasons, replays and
//! share codes.

mod common;
use common::Acting;

use common::{english, seats, session, setup, NAMES};
use engine::{Action, Card, Event, Phase, Preset, SetupError};
use session::seats::SeatError;
use session::session::map_is_active;
use session::{AiLevel, AiReason, Error, LogEntry, Origin, SeatConfig, SeatKind, Session};

const H: SeatKind = SeatKind::Human;
const RULE: SeatKind = SeatKind::Ai(AiLevel::Rule);

#[test]
fn seat_kinds_travel_in_links_and_map_to_the_ai_levels() {
    let kinds = [
        (SeatKind::Human, 0),
        (SeatKind::Ai(AiLevel::Easy), 1),
        (SeatKind::Ai(AiLevel::Rule), 2),
        (SeatKind::Ai(AiLevel::Normal), 3),
        (SeatKind::Ai(AiLevel::Hard), 4),
        (SeatKind::Ai(AiLevel::Expert), 5),
    ];
    for (kind, code) in kinds {
        assert_eq!(kind.link_code(), code);
        assert_eq!(SeatKind::from_link_code(code), kind);
    }
    // A number no version of the app wrote is a human, never an AI.
    assert_eq!(SeatKind::from_link_code(6), SeatKind::Human);
    assert_eq!(SeatKind::from_link_code(15), SeatKind::Human);
    assert_eq!(SeatKind::from_link_code(255), SeatKind::Human);
    let levels: Vec<(&str, ai::Level)> = AiLevel::ALL
        .iter()
        .map(|l| (l.id(), l.engine_level()))
        .collect();
    assert_eq!(
        levels,
        [
            ("easy", ai::Level::Easy),
            ("rule", ai::Level::Rule),
            ("normal", ai::Level::Normal),
            ("hard", ai::Level::Hard),
            ("expert", ai::Level::Expert)
        ]
    );
    let words = english();
    let labels: Vec<String> = AiLevel::ALL.iter().map(|l| l.label(&words)).collect();
    assert_eq!(
        labels,
        [
            "AI — easy",
            "AI — steady",
            "AI — normal",
            "AI — hard",
            "AI — expert"
        ]
    );
}

#[test]
fn a_seat_goes_into_a_link_and_comes_back() {
    let seat = SeatConfig {
        name: "Bianca".into(),
        color: 4,
        kind: SeatKind::Ai(AiLevel::Normal),
    };
    let shared = seat.to_shared();
    assert_eq!(
        shared,
        links::SharedSeat {
            name: "Bianca".into(),
            color: 4,
            kind: 3
        }
    );
    assert_eq!(SeatConfig::from_shared(&shared), seat);
    // A colour past the six wraps round.
    let odd = links::SharedSeat {
        name: "X".into(),
        color: 9,
        kind: 0,
    };
    assert_eq!(SeatConfig::from_shared(&odd).color, 3);
}

/// Every level, Expert among them, travels in a deal link and a record link and comes
/// back as itself.
#[test]
fn every_ai_level_travels_in_share_links() {
    let kinds: Vec<SeatKind> = std::iter::once(H)
        .chain(AiLevel::ALL.into_iter().map(SeatKind::Ai))
        .collect();
    assert!(kinds.contains(&SeatKind::Ai(AiLevel::Expert)));
    let seats: Vec<SeatConfig> = kinds
        .iter()
        .enumerate()
        .map(|(i, &kind)| SeatConfig {
            name: format!("S{i}"),
            color: i as u8,
            kind,
        })
        .collect();
    let shared: Vec<links::SharedSeat> = seats.iter().map(SeatConfig::to_shared).collect();
    let setup = engine::Setup {
        rules: engine::Rules::preset(Preset::Ffg2006),
        players: seats.len() as u8,
        seed: 99,
        first: None,
    };
    let back = |code: &str| -> Vec<SeatConfig> {
        let game = links::decode(code).unwrap();
        game.seats.iter().map(SeatConfig::from_shared).collect()
    };
    assert_eq!(back(&links::encode_deal(&setup, &shared)), seats);
    let record = links::encode_record(&setup, &shared, &[]).unwrap();
    assert_eq!(back(&record), seats);
}

#[test]
fn a_setup_the_engine_refuses_or_seats_that_do_not_match_it_are_refused() {
    let two = seats(&[H, H]);
    assert_eq!(
        Session::new(setup(Preset::Ffg2006, 3, 1), two.clone()),
        Err(Error::Seats(SeatError::Count {
            seats: 2,
            players: 3
        }))
    );
    // The duel seats exactly two.
    let three = seats(&[H, H, H]);
    assert_eq!(
        Session::new(setup(Preset::ZmanDuel, 3, 1), three),
        Err(Error::Rules(SetupError::Players {
            preset: Preset::ZmanDuel,
            min: 2,
            max: 2,
            players: 3
        }))
    );
    let s = Session::new(setup(Preset::ZmanDuel, 2, 1), two).unwrap();
    assert_eq!(s.game().players(), 2);
    assert_eq!(s.origin(), Origin::New);
    assert_eq!((s.id(), s.created(), s.taken_back()), ("", 0.0, 0));
    // The duel draws its first Condottiere whatever the setup says.
    assert_eq!(s.log(), [LogEntry::Dealt { first: 1 }]);
    assert_eq!(s.game().table().token, 1);
    assert_eq!(s.rules(), &Preset::ZmanDuel.rules());
    assert_eq!(s.preset(), Preset::ZmanDuel);
}

/// Pass-and-play: the device must change hands before another human decides; a single
/// human always holds it.
#[test]
fn the_device_changes_hands_only_between_humans() {
    let mut s = session(Preset::Ffg2006, &[H, H, RULE], 3);
    assert_eq!(s.viewer(), None, "two humans: nobody holds the device yet");
    assert_eq!(s.handoff_to(), Some(0));
    assert_eq!(s.human_to_act(), None);
    assert_eq!(s.acting(), Some(0));
    assert_eq!(s.ai_to_act(), None);
    s.take_device(0);
    assert_eq!(s.handoff_to(), None);
    assert_eq!(s.human_to_act(), Some(0));
    let region = s.game().legal_actions()[0];
    s.apply(region).unwrap();
    s.apply(Action::Pass).unwrap();
    assert_eq!(s.acting(), Some(1));
    assert_eq!(s.handoff_to(), Some(1), "seat 1 must take the device");
    assert_eq!(s.human_to_act(), None);
    s.take_device(1);
    s.apply(Action::Pass).unwrap();
    assert_eq!(s.acting(), Some(2));
    assert_eq!(s.ai_to_act(), Some((2, AiLevel::Rule)));
    assert_eq!(s.handoff_to(), None, "an AI needs no device");
    assert_eq!(s.human_to_act(), None);

    let solo = session(Preset::Ffg2006, &[RULE, H, RULE], 3);
    assert_eq!(
        solo.viewer(),
        Some(1),
        "a single human always holds the device"
    );
    assert_eq!(solo.handoff_to(), None);
    let humans: Vec<u8> = session(Preset::Ffg2006, &[H, RULE, H, H], 3)
        .humans()
        .collect();
    assert_eq!(humans, [0, 2, 3]);
}

#[test]
fn names_and_kinds_of_seats_the_table_does_not_have() {
    let s = session(Preset::Ffg2006, &[H, RULE, RULE], 3);
    assert_eq!(s.name(1), "Bianca");
    assert_eq!(s.name(3), "?");
    assert_eq!(s.kind(1), RULE);
    assert_eq!(s.kind(5), SeatKind::Human);
}

/// An illegal action is refused, in the player's words, and changes nothing.
#[test]
fn an_illegal_action_changes_nothing() {
    let mut s = session(Preset::Zman2018, &[H, H, H], 3);
    let before = s.clone();
    let err = s.apply(Action::Decline).unwrap_err();
    assert_eq!(
        err.text(&english()),
        "That move is not allowed now: Decline and pass the token (in Z-Man (2018) the Condottiere must choose: only the Hungarian classic text lets them decline)."
    );
    assert_eq!(s, before);
    // Its words name the edition's cards and the table's seats.
    let err = s
        .apply(Action::TakeBack {
            card: Card::Surrender,
            from: Some(2),
        })
        .unwrap_err();
    assert_eq!(
        err.text(&english()),
        "That move is not allowed now: Take Turncoat from Carlo (Anna must choose the region of the next battle)."
    );
    assert_eq!(s, before);
}

#[test]
fn the_card_just_laid_in_a_row_is_the_fresh_one() {
    let mut s = session(Preset::Ffg2006, &[H, H, H], 21);
    s.take_device(0);
    assert_eq!(s.fresh_card(), None);
    let region = s.game().legal_actions()[0];
    s.apply(region).unwrap();
    assert_eq!(s.fresh_card(), None, "choosing a region lays no card");
    let play_a_mercenary = |s: &mut Session| {
        let legal = s.game().legal_actions();
        let card = legal
            .into_iter()
            .find(|a| matches!(a, Action::Play(c) if c.is_mercenary()))
            .expect("a Mercenary to play");
        s.apply(card).unwrap();
    };
    play_a_mercenary(&mut s);
    assert_eq!(s.fresh_card(), Some((0, 0)));
    play_a_mercenary(&mut s);
    assert_eq!(s.fresh_card(), Some((1, 0)));
    s.apply(Action::Pass).unwrap();
    assert_eq!(s.fresh_card(), None, "a pass lays nothing");
}

/// The strengths of a battle that ended stay on the session until the next one starts.
#[test]
fn the_last_battles_strengths_stay_until_the_next_battle() {
    let mut s = session(Preset::Ffg2006, &[H, RULE, RULE], 5);
    let mut rng = engine::GameRng::from_seed(5);
    let (mut ended, mut started) = (0, 0);
    while !s.game().is_over() {
        let legal = s.game().legal_actions();
        let action = legal[rng.below(legal.len() as u32) as usize];
        let before = s.last_strengths();
        let events = s.apply(action).unwrap();
        let last_end = events.iter().rev().find_map(|e| match e {
            Event::BattleEnded { strengths, .. } => Some(*strengths),
            _ => None,
        });
        let starts = events
            .iter()
            .rposition(|e| matches!(e, Event::BattleStarted { .. }));
        let ends = events
            .iter()
            .rposition(|e| matches!(e, Event::BattleEnded { .. }));
        match (starts, ends) {
            (Some(st), Some(en)) if st > en => {
                assert_eq!(s.last_strengths(), None, "a new battle clears them");
                started += 1;
            }
            (Some(_), None) => {
                assert_eq!(s.last_strengths(), None, "a new battle clears them");
                started += 1;
            }
            (_, Some(_)) => {
                assert_eq!(s.last_strengths(), last_end);
                ended += 1;
            }
            (None, None) => assert_eq!(s.last_strengths(), before),
        }
    }
    assert!(
        ended >= 3 && started >= 3,
        "{ended} battles ended, {started} started"
    );
}

#[test]
fn an_ai_reason_joins_its_move_and_replays_with_it() {
    let mut s = session(Preset::Ffg2006, &[RULE, H, H], 7);
    let region = s.game().legal_actions()[0];
    let lines_before = s.log().len();
    s.apply_explained(region, Some(AiReason::Region)).unwrap();
    assert_eq!(s.reasons(), [(0, AiReason::Region)]);
    // The move's lines carry its number, which the reason is kept by.
    assert!(s.log()[lines_before..]
        .iter()
        .all(|entry| entry.number() == Some(0)));
    assert!(matches!(
        s.log()[lines_before + 1],
        LogEntry::Event {
            event: Event::BattleStarted { .. },
            number: 0,
            ..
        }
    ));
    s.apply_explained(Action::Pass, Some(AiReason::Fold { budget: 3 }))
        .unwrap();
    s.apply_explained(Action::Pass, None).unwrap();
    assert_eq!(
        s.reasons(),
        [(0, AiReason::Region), (1, AiReason::Fold { budget: 3 })]
    );
    // A refused move keeps no reason.
    let before = s.clone();
    assert!(s
        .apply_explained(Action::Decline, Some(AiReason::Best))
        .is_err());
    assert_eq!(s, before);

    let again = Session::rebuild(s.parts().clone()).unwrap();
    assert_eq!(again, s, "a replay with the reasons is the same session");
    // A replay stops at the first illegal move and names it.
    let mut parts = s.parts().clone();
    parts.record.actions.insert(1, Action::Decline);
    assert_eq!(Session::rebuild(parts), Err(Error::Replay { number: 2 }));
}

#[test]
fn share_codes_carry_the_deal_and_the_record() {
    let mut s = session(
        Preset::Zman2018,
        &[H, RULE, SeatKind::Ai(AiLevel::Hard)],
        11,
    );
    common::play_random(&mut s, 30, 11);
    let deal = links::decode(&s.deal_code()).unwrap();
    assert_eq!(deal.setup, s.record().setup);
    assert!(deal.actions.is_empty());
    let seats: Vec<SeatConfig> = deal.seats.iter().map(SeatConfig::from_shared).collect();
    assert_eq!(seats, s.seats());
    let record = links::decode(&s.record_code().unwrap()).unwrap();
    assert_eq!(record.actions, s.record().actions);
    assert_eq!(record.seats, deal.seats);
    assert_eq!(s.seats()[0].name, NAMES[0]);
}

#[test]
fn the_map_answers_clicks_only_when_a_region_is_chosen() {
    assert!(map_is_active(Phase::ChooseRegion));
    assert!(map_is_active(Phase::Favor { seat: 1 }));
    assert!(!map_is_active(Phase::Battle { seat: 1 }));
    assert!(!map_is_active(Phase::GameOver));
}

/// An AI decides from the round's public history as well as the table: it is rebuilt
/// from the session's record, and it holds the moves since the deal as the seat saw them.
#[test]
fn an_ai_sees_the_rounds_history() {
    let kinds = [
        SeatKind::Ai(AiLevel::Expert),
        SeatKind::Human,
        SeatKind::Human,
    ];
    let mut s = session(Preset::Ffg2006, &kinds, 2);
    let fresh = s.record().observation(0).unwrap();
    assert!(fresh.history.as_ref().unwrap().actions.is_empty());
    for _ in 0..6 {
        let action = s.game().legal_actions()[0];
        s.apply(action).unwrap();
    }
    let seat = s.acting().unwrap();
    let obs = s.record().observation(seat).unwrap();
    let history = obs.history.clone().expect("a history");
    let seen: Vec<Action> = history.actions.iter().filter_map(|a| a.action).collect();
    assert_eq!(
        seen,
        s.record().actions,
        "every move of the first round, in order"
    );
    // The rest is the table as the seat sees it now.
    let mut present = obs;
    present.history = None;
    assert_eq!(present, s.game().observation(seat));
}
