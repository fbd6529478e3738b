//! The player's puzzle record, kept in the store beside the games' record: every try that
//! ended, as a fact, and what follows from them: which puzzles were solved (each counts
//! once), the streak of puzzles solved without a failed try between them, and the best
//! streak. Kept by [`crate::kept`]: two tabs that each end a try keep both.

use crate::kept::{Kept, ParseError, Versioned};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeSet;

/// Where the record is kept.
pub const KEY: &str = "condottiere/puzzles";

/// A try that ended: when (milliseconds since 1970, whole), which puzzle, and whether it
/// was solved. Ordered by time, so the streak follows the order the tries ended in.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Try {
    pub at: u64,
    pub code: String,
    pub solved: bool,
}

/// What a record from before tries were kept one by one left: the codes solved, the
/// streak and the best streak then.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Carried {
    pub codes: BTreeSet<String>,
    pub streak: u32,
    pub best: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleRecord {
    /// Every try that ended, in the order they ended.
    #[serde(default)]
    pub tries: BTreeSet<Try>,
    #[serde(default)]
    pub carried: Carried,
}

/// The figures the record shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Figures {
    /// How many different puzzles were solved.
    pub solved: u32,
    /// Puzzles solved in a row, without a failed try between them (solving one again
    /// adds nothing, so a streak is not made by repeating one puzzle).
    pub streak: u32,
    pub best_streak: u32,
}

impl PuzzleRecord {
    pub fn is_solved(&self, code: &str) -> bool {
        self.carried.codes.contains(code) || self.tries.iter().any(|t| t.solved && t.code == code)
    }

    /// A try has ended at `at` (milliseconds since 1970). True if the figures changed.
    pub fn finish(&mut self, code: &str, solved: bool, at: f64) -> bool {
        let before = self.figures();
        self.tries.insert(Try {
            at: at.max(0.0) as u64,
            code: code.to_string(),
            solved,
        });
        self.figures() != before
    }

    /// The figures, from the carried ones and the tries in the order they ended.
    pub fn figures(&self) -> Figures {
        let mut solved: BTreeSet<&str> = self.carried.codes.iter().map(String::as_str).collect();
        let mut streak = self.carried.streak;
        let mut best = self.carried.best.max(streak);
        for t in &self.tries {
            if !t.solved {
                streak = 0;
            } else if solved.insert(t.code.as_str()) {
                streak += 1;
                best = best.max(streak);
            }
        }
        Figures {
            solved: solved.len() as u32,
            streak,
            best_streak: best,
        }
    }
}

impl Versioned for PuzzleRecord {
    /// Version 1 keeps the tries; before it (no version) the record kept the codes solved
    /// and the streaks.
    const VERSION: u32 = 1;

    fn migrate(value: Value, from: u64) -> Result<Value, ParseError> {
        if from != 0 {
            return Err(ParseError::NoVersion);
        }
        #[derive(Deserialize)]
        struct Old {
            codes: Vec<String>,
            streak: u32,
            best_streak: u32,
        }
        let old: Old = crate::kept::from_json(value).map_err(|_| ParseError::NoVersion)?;
        let record = PuzzleRecord {
            tries: BTreeSet::new(),
            carried: Carried {
                codes: old.codes.into_iter().collect(),
                streak: old.streak,
                best: old.best_streak.max(old.streak),
            },
        };
        serde_json::to_value(record).map_err(|_| ParseError::Damaged)
    }
}

impl Kept for PuzzleRecord {
    const KEY: &'static str = KEY;
    const NAME: &'static str = "puzzle";

    fn merge(&mut self, other: &PuzzleRecord) {
        self.tries.extend(other.tries.iter().cloned());
        self.carried
            .codes
            .extend(other.carried.codes.iter().cloned());
        self.carried.streak = self.carried.streak.max(other.carried.streak);
        self.carried.best = self.carried.best.max(other.carried.best);
    }
}
