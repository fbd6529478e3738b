//! The player's puzzle record, kept in the store beside the games' record: which puzzles
//! were solved (each counts once), the streak of puzzles solved without a failed try
//! between them, and the best streak.

use crate::store::{Store, StoreError};
use serde::{Deserialize, Serialize};

/// Where the record is kept.
pub const KEY: &str = "condottiere/puzzles";

/// The most codes remembered: past it the oldest are dropped (the count goes on).
pub const REMEMBERED: usize = 5000;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleRecord {
    /// How many different puzzles were solved.
    pub solved: u32,
    /// The codes of the puzzles solved, oldest first (at most [`REMEMBERED`]).
    pub codes: Vec<String>,
    /// Puzzles solved in a row, without a failed try between them.
    pub streak: u32,
    pub best_streak: u32,
}

impl PuzzleRecord {
    pub fn is_solved(&self, code: &str) -> bool {
        self.codes.iter().any(|c| c == code)
    }

    /// A try has ended. A puzzle solved for the first time counts and lengthens the
    /// streak (solving it again adds nothing, so a streak is not made by repeating one
    /// puzzle); a failed try ends the streak. True if the record changed.
    pub fn finish(&mut self, code: &str, solved: bool) -> bool {
        if !solved {
            let changed = self.streak != 0;
            self.streak = 0;
            return changed;
        }
        if self.is_solved(code) {
            return false;
        }
        self.codes.push(code.to_string());
        if self.codes.len() > REMEMBERED {
            self.codes.remove(0);
        }
        self.solved += 1;
        self.streak += 1;
        self.best_streak = self.best_streak.max(self.streak);
        true
    }
}

/// The record in the store; a missing or unreadable one reads as a fresh record (the
/// games' record is not touched by it, and the next solved puzzle starts it again).
pub fn load(store: &impl Store) -> PuzzleRecord {
    store
        .get(KEY)
        .ok()
        .flatten()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

pub fn save(store: &mut impl Store, record: &PuzzleRecord) -> Result<(), StoreError> {
    let text = serde_json::to_string(record).map_err(|_| StoreError::Unavailable)?;
    store.set(KEY, &text)
}
