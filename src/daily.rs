//! The daily deal in the browser: `session::daily`'s record kept in localStorage beside
//! the other record (see [`crate::persist::LocalStore`]), and today by the device's clock
//! (no server: it works offline).

use crate::persist::{now_ms, LocalStore};
use session::daily::{self, DailyRecord, Loaded};
use session::day::Day;
use session::store::StoreError;

/// Today (UTC) by the device's clock; 1970-01-01 for a clock set before it.
pub fn today() -> Day {
    Day::from_ms(now_ms())
        .or_else(|| Day::from_number(0))
        .expect("1970-01-01 is a day")
}

/// Reads the daily record; an unreadable one is moved aside (see [`Loaded`]).
pub fn load() -> Loaded {
    daily::load(&mut LocalStore, now_ms())
}

/// Writes the daily record.
pub fn save(record: &DailyRecord) -> Result<(), StoreError> {
    daily::save(&mut LocalStore, record)
}
