//! The daily deal's facts this page holds: today by the device's clock (for the daily
//! deal and the puzzle of the day; no server: it works offline) and the daily record.

use crate::persist::now_ms;
use crate::records::Record;
use leptos::prelude::*;
use session::daily::{self, DailyRecord, Recorded};
use session::day::Day;
use session::Session;

/// The daily record, shared through context by the app (App provides it).
pub type DailyStore = Record<DailyRecord>;

/// Records the session if it is a finished daily game, once (the record keeps games by
/// id), finished now.
pub fn record_session(store: DailyStore, session: &Session) {
    let now = now_ms();
    let recorded = store.0.try_update_untracked(|held| {
        daily::record_in(held, &mut crate::persist::LocalStore, session, now)
    });
    if matches!(recorded, Some(Some(Recorded::Counted | Recorded::Practice))) {
        store.0.update(|_| {});
    }
}

/// Today (UTC) by the device's clock; 1970-01-01 for a clock set before it.
pub fn today() -> Day {
    Day::from_ms(now_ms())
        .or_else(|| Day::from_number(0))
        .expect("1970-01-01 is a day")
}
