//! Taking a move back: against AI as often as asked, at a pass-and-play table only the
//! device holder's last move until the next human acts, never after the game's end.

mod common;

use common::{english, play_to_end, session};
use engine::{Action, Preset};
use session::{AiLevel, AiReason, Error, Origin, SeatKind, Session};

const H: SeatKind = SeatKind::Human;
const RULE: SeatKind = SeatKind::Ai(AiLevel::Rule);

/// Plays the human's first legal action and the AIs' first ones (with a reason) until the
/// human must act again.
fn human_then_ais(s: &mut Session) {
    let action = s.game.legal_actions()[0];
    s.apply(action).unwrap();
    while let Some((_, _)) = s.ai_to_act() {
        let action = s.game.legal_actions()[0];
        s.apply_explained(action, Some(AiReason::Best)).unwrap();
    }
}

#[test]
fn against_ai_each_take_back_returns_to_the_humans_previous_decision() {
    let mut s = session(Preset::Ffg2006, &[H, RULE, RULE], 13);
    s.id = "game".into();
    s.created = 42.0;
    s.origin = Origin::Replay;
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
    assert!(s.record.actions.len() > first.record.actions.len() + 2);

    assert!(s.can_undo());
    s.undo().unwrap();
    s.undo().unwrap();
    // Back at the human's second decision: the moves before it stay, with their reasons.
    assert_eq!(s.record.actions, first.record.actions);
    assert_eq!(s.reasons, first.reasons);
    assert_eq!(s.log, first.log);
    assert_eq!(s.taken_back, 2);
    assert_eq!(
        (s.id.as_str(), s.created, s.origin),
        ("game", 42.0, Origin::Replay)
    );
    assert_eq!(s.human_to_act(), Some(0));
    s.undo().unwrap();
    assert_eq!(s.record.actions, start.record.actions);
    assert_eq!(s.game, start.game);
    assert_eq!(s.taken_back, 3);
    assert!(!s.can_undo());
}

#[test]
fn at_a_pass_and_play_table_only_the_device_holder_takes_back() {
    let mut s = session(Preset::Ffg2006, &[H, H, RULE], 3);
    s.take_device(0);
    let region = s.game.legal_actions()[0];
    s.apply(region).unwrap();
    s.apply(Action::Pass).unwrap();
    // Seat 0 still holds the device: its pass may be taken back.
    assert!(s.can_undo());
    let mut back = s.clone();
    back.undo().unwrap();
    assert_eq!(back.record.actions, [region]);
    assert_eq!(back.viewer, Some(0));
    assert_eq!(back.human_to_act(), Some(0));
    // Once seat 1 holds the device, seat 0's move is theirs no more.
    s.take_device(1);
    assert!(!s.can_undo());
    assert_eq!(s.clone().undo(), Err(Error::NoUndo));
    // Seat 1 acts: now seat 1 may take back its own move.
    s.apply(Action::Pass).unwrap();
    assert!(s.can_undo());
    s.undo().unwrap();
    assert_eq!(s.record.actions, [region, Action::Pass]);
    assert_eq!(s.viewer, Some(1));
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
