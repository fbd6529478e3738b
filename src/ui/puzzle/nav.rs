//! The player's puzzle record in localStorage.

use session::puzzle::record::PuzzleRecord;

/// The player's puzzle record, kept in localStorage (see [`crate::records`]).
pub(crate) type Record = crate::records::Record<PuzzleRecord>;

/// A try has ended: counted and saved by read-merge-write (a full storage keeps it for
/// this visit, and says so).
pub(super) fn finish(record: Record, code: &str, solved: bool) {
    let now = crate::persist::now_ms();
    record.update(|r| r.finish(code, solved, now));
}
