//! Taking a move back: against AI as often as asked, at a pass-and-play table only the
//! device holder's last move until the next human acts, never after the game's end.

mod common;
use common::Acting;

use common::{english, play_to_end, session};
use engine::{Action, Preset};
use session::{AiLevel, AiReason, Error, Origin, SeatKind, Session};

const H: SeatKind = SeatKind::Human;
const RULE: SeatKind = SeatKind::Ai(AiLevel::Rule);

/// Plays the human's first legal action and the AIs' first ones (with a reason) until the
/// human must act again.
fn human_then_ais(s: &mut Session) {
    let action = s.game().legal_actions()[0];
    s.apply(action).unwrap();
    while let Some((_, _)) = s.ai_to_act() {
        let action = s.game().legal_actions()[0];
        s.apply_explained(action, Some(AiReason::Best)).unwrap();
    }
}

#[test]
fn against_ai_each_take_back_returns_to_the_humans_previous_decision() {
    let mut s = session(Preset::Ffg2006, &[H, RULE, RULE], 13);
    s.assign_id("game".into(), s.created());
    s.assign_id(s.id().to_string(), 42.0);
    s.mark_origin(Origin::Replay);
    assert!(!s.can_undo(), "no move of the human's yet");
    assert_eq!(s.undo(), Err(Error::NoUndo));
    assert_eq!(
        Error::NoUndo.text(&english()),
        "There is no move of yours to take back now."
    );

    let start = s.clone();
    human_then_ais(&mut s);
    let first = s.clone();
    human_then_ais(&mut s);
    human_then_ais(&mut s);
    assert!(s.record().actions.len() > first.record().actions.len() + 2);

    assert!(s.can_undo());
    s.undo().unwrap();
    s.undo().unwrap();
    // Back at the human's second decision: the moves before it stay, with their reasons.
    assert_eq!(s.record().actions, first.record().actions);
    assert_eq!(s.reasons(), first.reasons());
    assert_eq!(s.log(), first.log());
    assert_eq!(s.taken_back(), 2);
    assert_eq!(
        (s.id(), s.created(), s.origin()),
        ("game", 42.0, Origin::Replay)
    );
    assert_eq!(s.human_to_act(), Some(0));
    s.undo().unwrap();
    assert_eq!(s.record().actions, start.record().actions);
    assert_eq!(s.game(), start.game());
    assert_eq!(s.taken_back(), 3);
    assert!(!s.can_undo());
}

#[test]
fn at_a_pass_and_play_table_only_the_device_holder_takes_back() {
    let mut s = session(Preset::Ffg2006, &[H, H, RULE], 3);
    s.take_device(0);
    let region = s.game().legal_actions()[0];
    s.apply(region).unwrap();
    s.apply(Action::Pass).unwrap();
    // Seat 0 still holds the device: its pass may be taken back. The device is between
    // players (seat 1's hand-off is on screen): the game returns through a hand-off to
    // seat 0, never straight to a hand.
    assert!(s.can_undo());
    assert_eq!(s.handoff_to(), Some(1));
    let mut back = s.clone();
    back.undo().unwrap();
    assert_eq!(back.record().actions, [region]);
    assert_eq!(back.viewer(), None);
    assert_eq!(back.handoff_to(), Some(0));
    back.take_device(0);
    assert_eq!(back.human_to_act(), Some(0));
    // A take-back asked on a state the game has left changes nothing.
    let mut stale = s.clone();
    let at = stale.state_id();
    stale.take_device(1);
    stale.apply(Action::Pass).unwrap();
    let before = stale.clone();
    assert_eq!(stale.take_back(1, at), Err(Error::Stale));
    assert_eq!(stale, before);
    // Once seat 1 holds the device, seat 0's move is theirs no more.
    s.take_device(1);
    assert!(!s.can_undo());
    assert_eq!(s.clone().undo(), Err(Error::NoUndo));
    // Seat 1 acts: now seat 1 may take back its own move.
    s.apply(Action::Pass).unwrap();
    assert!(s.can_undo());
    s.undo().unwrap();
    assert_eq!(s.record().actions, [region, Action::Pass]);
    assert_eq!(s.viewer(), Some(1));
}

#[test]
fn a_finished_game_takes_nothing_back() {
    let mut s = session(Preset::Ffg2006, &[H, RULE], 17);
    play_to_end(&mut s);
    assert!(!s.can_undo());
    let before = s.clone();
    assert_eq!(s.undo(), Err(Error::NoUndo));
    assert_eq!(s, before);
}

/// Every attribute of a game is carried by every way it is made again: a take-back, a
/// save restored, an export imported (as an import), each through `Session::rebuild`.
/// The destructuring below names every field of `Parts`: one added must be decided on
/// here, or this test does not compile.
#[test]
fn every_attribute_is_carried_through_each_rebuild() {
    let daily = session::day::Day::parse("2026-11-24").unwrap();
    let mut parts = session::daily::session(daily, "Anna")
        .unwrap()
        .parts()
        .clone();
    parts.id = "game-1".into();
    parts.created = 1_795_500_000_000.0;
    parts.taken_back = 2;
    parts.origin = session::Origin::New;
    let mut s = Session::rebuild(parts).unwrap();
    for _ in 0..3 {
        human_then_ais(&mut s);
    }
    let reasons_before = s.reasons().to_vec();
    let session::Parts {
        id,
        created,
        seats,
        record,
        origin,
        taken_back,
        reasons,
        daily: day,
    } = s.parts().clone();
    assert!(
        !reasons.is_empty(),
        "the AI's reasons are among the attributes"
    );

    // A take-back: the same game, its last human move and what followed gone.
    let mut back = s.clone();
    back.undo().unwrap();
    let p = back.parts();
    assert_eq!((&p.id, p.created, &p.seats), (&id, created, &seats));
    assert_eq!((p.origin, p.daily), (origin, day));
    assert_eq!(p.taken_back, taken_back + 1);
    assert_eq!(p.record.setup, record.setup);
    assert!(record.actions.starts_with(&p.record.actions));
    assert!(p.record.actions.len() < record.actions.len());
    assert!(
        p.reasons
            .iter()
            .all(|(n, r)| (*n as usize) < p.record.actions.len()
                && reasons_before.contains(&(*n, *r)))
    );

    // A save restored: the same parts, all of them.
    let saved = session::SavedGame::of(&s, 9.0);
    let restored = session::saves::parse_save(&saved.to_json())
        .unwrap()
        .restore()
        .unwrap();
    assert_eq!(restored.parts(), s.parts());
    assert_eq!(restored, s);

    // An import: the same game marked as imported, everything else carried.
    let mut store = session::MemoryStore::new();
    session::saves::import_text(&mut store, &saved.to_json(), 10.0, "fresh").unwrap();
    let imported = session::saves::load(&store, &id)
        .unwrap()
        .restore()
        .unwrap();
    let mut expected = s.parts().clone();
    expected.origin = session::Origin::Import;
    assert_eq!(imported.parts(), &expected);
}

/// The state id: every action and every take-back moves it past every id before; an
/// illegal move, a copy and the device changing hands do not.
#[test]
fn the_state_id_only_grows() {
    let mut s = session(
        Preset::Ffg2006,
        &[
            SeatKind::Human,
            SeatKind::Ai(AiLevel::Rule),
            SeatKind::Ai(AiLevel::Rule),
        ],
        5,
    );
    let mut seen = vec![s.state_id()];
    for _ in 0..2 {
        human_then_ais(&mut s);
    }
    assert!(s.state_id() > seen[0]);
    seen.push(s.state_id());
    let copy = s.clone();
    assert_eq!(copy.state_id(), s.state_id());
    let illegal = engine::Action::Pass;
    if !s.game().legal_actions().contains(&illegal) {
        assert!(s.apply(illegal).is_err());
        assert_eq!(
            s.state_id(),
            *seen.last().unwrap(),
            "an illegal move changes nothing"
        );
    }
    s.take_device(0);
    assert_eq!(s.state_id(), *seen.last().unwrap());
    s.undo().unwrap();
    assert!(
        s.state_id() > *seen.iter().max().unwrap(),
        "a take-back moves it on"
    );
    seen.push(s.state_id());
    // The game after the take-back may equal an earlier one: its id does not.
    let again = Session::rebuild(s.parts().clone()).unwrap();
    assert_eq!(again, s);
    assert!(again.state_id() > *seen.iter().max().unwrap());
}
