//! A human's move from the screen: a card or button sent to the session (the lesson's coach
//! first has its say), the keep decision confirmed, and whose view the table shows.

use crate::ui::SessionSignal;
use engine::{Action, Card, Observation};
use leptos::prelude::*;
use session::Session;

/// Applies a human's action (the engine refuses an illegal one and nothing changes).
pub(super) fn send(session: SessionSignal, error: RwSignal<Option<String>>, action: Action) {
    // In the lesson's guided part the coach answers a move it did not ask for.
    if crate::ui::learn::intercept(session, action) {
        return;
    }
    session.update(|s| {
        if let Some(s) = s.as_mut() {
            let (seat, at) = (s.human_to_act().unwrap_or_default(), s.state_id());
            match s.act(seat, action, at, None) {
                Ok(_) => error.set(None),
                Err(e) => error.set(Some(e.text(&crate::i18n::catalog()))),
            }
        }
    });
}

/// The seat whose view the screen shows: the device holder, or nobody (public view).
pub(super) fn viewer_observation(s: &Session) -> Observation {
    s.game().observation(s.viewer().unwrap_or(0))
}

pub(super) fn confirm_keep(
    session: SessionSignal,
    error: RwSignal<Option<String>>,
    choice: RwSignal<Vec<Card>>,
) {
    let picked = choice.get_untracked();
    let action = Action::Keep([picked.first().copied(), picked.get(1).copied()]);
    choice.set(Vec::new());
    send(session, error, action);
}
