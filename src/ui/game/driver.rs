//! The one driver of the seats the player at the screen does not play. An AI's answer
//! (asked of its worker), the lesson's prepared move and a puzzle's replies are each
//! moves meant for one state of the game, named by its [`StateId`]: they are played at
//! the table's pace if the game is still in that state and the screen that asked is
//! still shown, and dropped otherwise (a move taken back, a game left, a language
//! switch that drew the screen again: the new screen asks again).

use crate::ui::SessionSignal;
use engine::Action;
use leptos::prelude::*;
use session::{AiReason, StateId};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// Whether the screen that asked is still shown; false once it is cleaned up.
#[derive(Clone)]
pub struct Shown(Arc<AtomicBool>);

impl Shown {
    /// A flag that goes down when the current reactive owner (the screen) is cleaned up.
    pub fn here() -> Shown {
        let shown = Shown(Arc::new(AtomicBool::new(true)));
        on_cleanup({
            let shown = shown.clone();
            move || shown.0.store(false, Ordering::Relaxed)
        });
        shown
    }

    pub fn is_shown(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// A move for another seat, with the reason an AI gave for it.
pub type Move = (Action, Option<AiReason>);

/// Whether `session` is still in the state `meant_for` and `shown` is up.
pub fn still(session: SessionSignal, shown: &Shown, meant_for: StateId) -> bool {
    shown.is_shown()
        && session.with_untracked(|s| s.as_ref().is_some_and(|s| s.state_id() == meant_for))
}

/// Plays `moves`, meant for the state `meant_for`, one after another: the first after
/// `first_delay_ms`, each next one `pace_ms` after the one before and meant for the
/// state that one made; `before_each` runs just before each is played. A move whose
/// state has passed, or a screen gone, ends it (and `then` is not called); once all are
/// played, `then` runs.
#[allow(clippy::too_many_arguments)]
pub fn play(
    session: SessionSignal,
    shown: Shown,
    meant_for: StateId,
    moves: Vec<Move>,
    first_delay_ms: u64,
    pace_ms: u64,
    before_each: impl Fn() + 'static,
    then: impl FnOnce() + 'static,
) {
    set_timeout(
        move || {
            if !still(session, &shown, meant_for) {
                return;
            }
            let mut moves = moves.into_iter();
            let Some((action, reason)) = moves.next() else {
                then();
                return;
            };
            before_each();
            let mut next_state = None;
            session.update(|s| {
                if let Some(s) = s.as_mut() {
                    let seat = s.acting().unwrap_or_default();
                    if s.act(seat, action, meant_for, reason).is_ok() {
                        next_state = Some(s.state_id());
                    }
                }
            });
            // A move the game refused: nothing more of this plan fits the table.
            let Some(next_state) = next_state else {
                return;
            };
            let rest: Vec<Move> = moves.collect();
            if rest.is_empty() {
                then();
            } else {
                play(
                    session,
                    shown,
                    next_state,
                    rest,
                    pace_ms,
                    pace_ms,
                    before_each,
                    then,
                );
            }
        },
        Duration::from_millis(first_delay_ms),
    );
}
