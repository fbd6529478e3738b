//! The player's record of results as this page holds it: one record kept the way every
//! record is ([`Record`]), written when a game the record takes is finished (the rules
//! are in `session::stats`).

use crate::records::Record;
use leptos::prelude::*;
use session::stats::Stats;
use session::Session;

/// The player's record of results, shared through context by the app (App provides it).
pub type RecordStore = Record<Stats>;

/// Records the session if it is a finished game the record takes (once: the record
/// keeps games by id).
pub fn record_session(store: RecordStore, session: &Session) {
    let now = crate::persist::now_ms();
    let recorded = store.0.try_update_untracked(|held| {
        session::stats::record_in(held, &mut crate::persist::LocalStore, session, now)
    });
    if recorded == Some(true) {
        store.0.update(|_| {});
    }
}
