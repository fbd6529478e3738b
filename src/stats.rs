//! The player's record in the browser: `session::stats` kept in localStorage, next to the
//! saves (see [`crate::persist::LocalStore`]).

use crate::persist::{now_ms, LocalStore};
use session::stats::{self, Loaded, Stats};
use session::store::StoreError;

/// Reads the record; an unreadable one is moved aside (see [`Loaded`]).
pub fn load() -> Loaded {
    stats::load(&mut LocalStore, now_ms())
}

/// Writes the record.
pub fn save(record: &Stats) -> Result<(), StoreError> {
    stats::save(&mut LocalStore, record)
}

/// The keys of the unreadable records kept aside.
pub fn damaged_keys() -> Vec<String> {
    stats::damaged_keys(&LocalStore)
}

/// Deletes the unreadable records kept aside (only when the player asks).
pub fn delete_damaged() {
    stats::delete_damaged(&mut LocalStore);
}
