//! The review of a finished game: how each player's chance to win went move by move,
//! where the game turned, and each judged player's decisions against the best the AI
//! found.
//!
//! ```no_run
//! # fn show(record: &engine::Record) -> Result<(), session::review::ReviewError> {
//! use session::review::{Analysis, ReviewOptions};
//! let mut analysis = Analysis::new(record, ReviewOptions::judging(0b0001))?;
//! while !analysis.step().is_finished() {
//!     // report progress; drop `analysis` to cancel
//! }
//! let review = analysis.review().expect("finished");
//! println!("{}", serde_json::to_string(&review).unwrap());
//! # Ok(()) }
//! ```
//!
//! - **Chances** ([`chances`]): from the TRUE position after each move (the game is over,
//!   every hand is known), by rule-bot play-outs to the end; whole percents adding up
//!   to 100 at every move; the last point is the outcome (100 shared by the winners).
//! - **Turning points** ([`turning`]): the three moves after which some player's chance
//!   changed most.
//! - **Judged decisions** ([`judge`]): every decision with a choice of a judged seat,
//!   from that seat's own observation, by the evaluator's search ([`evaluator`]); a
//!   verdict by the points of chance given up, and an accuracy per player.
//! - **Words** ([`words`]): turning points, verdicts, the AI's alternatives and errors
//!   in the catalog's language.

pub mod analysis;
pub mod battles;
pub mod chances;
pub mod evaluator;
pub mod judge;
pub mod turning;
pub mod words;

pub use analysis::{Analysis, Progress};
pub use battles::{battle_of_move, BattleKind, BattleMark};
pub use evaluator::{evaluate, Evaluation, Rated};
pub use judge::{
    accuracy, judge, Decision, Verdict, VerdictCounts, GOOD_UP_TO, INACCURACY_UP_TO, MISTAKE_UP_TO,
};
pub use turning::{TurningPoint, TURNING_POINTS};

use engine::Record;
use serde::{Deserialize, Serialize};

/// The version of [`Review`]'s serialised form; a saved review of another version is
/// analysed again.
pub const REVIEW_VERSION: u8 = 1;

/// How a review is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewOptions {
    /// Every random choice of the review comes from this seed.
    pub seed: u64,
    /// The seats whose decisions are judged (a bit mask: seat 0 is bit 0); the humans,
    /// usually.
    pub judged: u8,
    /// The evaluator's iterations per judged decision.
    pub budget: u32,
    /// Play-outs per position for the chances.
    pub playouts: u32,
    /// The share of the play-outs' decisions made at random, in thousandths.
    pub noise_permille: u32,
}

impl Default for ReviewOptions {
    /// Judges nobody; the chart and the turning points only.
    fn default() -> Self {
        ReviewOptions {
            seed: 1,
            judged: 0,
            budget: 2_000,
            playouts: 200,
            noise_permille: 400,
        }
    }
}

impl ReviewOptions {
    /// The default options, judging the seats of `judged` (a bit mask).
    pub fn judging(judged: u8) -> ReviewOptions {
        ReviewOptions {
            judged,
            ..ReviewOptions::default()
        }
    }

    pub fn judges(&self, seat: u8) -> bool {
        seat < 8 && self.judged & (1 << seat) != 0
    }
}

/// One player's summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSummary {
    pub seat: u8,
    /// Whether this seat's decisions were judged.
    pub judged: bool,
    /// Accuracy in whole percent (see [`accuracy`]); `None` without a judged decision.
    pub accuracy: Option<u8>,
    pub verdicts: VerdictCounts,
}

/// A finished review: plain data, integers and names only, kept with a saved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Review {
    pub version: u8,
    pub seed: u64,
    pub budget: u32,
    pub playouts: u32,
    pub noise_permille: u32,
    /// Each seat's chance at the deal, in whole percent.
    pub start: Vec<u8>,
    /// After each move (one list per move), each seat's chance in whole percent: they add
    /// up to 100; the last list is the outcome.
    pub chances: Vec<Vec<u8>>,
    pub battles: Vec<BattleMark>,
    /// The largest swings, largest first.
    pub turning_points: Vec<TurningPoint>,
    /// The judged decisions, in move order.
    pub decisions: Vec<Decision>,
    /// One per seat.
    pub players: Vec<PlayerSummary>,
}

impl Review {
    /// Seat `seat`'s chance after each move: one chart series.
    pub fn series(&self, seat: u8) -> Vec<u8> {
        self.chances
            .iter()
            .map(|c| c.get(seat as usize).copied().unwrap_or(0))
            .collect()
    }

    /// A 64-bit digest (FNV-1a over the JSON form, which holds integers and names only),
    /// the same on every platform: a native and a wasm review of one record agree.
    pub fn checksum(&self) -> u64 {
        let json = serde_json::to_vec(self).unwrap_or_default();
        json.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
            (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
        })
    }
}

/// Reviews `record` in one go.
pub fn review(record: &Record, options: ReviewOptions) -> Result<Review, ReviewError> {
    Ok(Analysis::new(record, options)?.run())
}

/// Why a record cannot be reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// The text is not a game record; the reader's message.
    NotARecord(String),
    /// The record's setup is not a game (the engine's message).
    Setup(String),
    /// Move `index` (from 0) cannot be played where it stands.
    IllegalMove { index: usize, reason: String },
    /// The record stops after `moves` moves, before the game is over.
    Unfinished { moves: usize },
}

impl ReviewError {
    /// The reader's or the engine's own message, for a developer (in English).
    pub fn detail(&self) -> Option<&str> {
        match self {
            ReviewError::NotARecord(detail)
            | ReviewError::Setup(detail)
            | ReviewError::IllegalMove { reason: detail, .. } => Some(detail),
            ReviewError::Unfinished { .. } => None,
        }
    }
}

impl std::fmt::Display for ReviewError {
    /// In English, from the catalog, with the detail (see [`words::error_in_words`] for
    /// the player's words in other languages).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&words::error_in_words(&i18n::Catalog::english(), self))?;
        match self.detail() {
            Some(detail) => write!(f, " ({detail})"),
            None => Ok(()),
        }
    }
}

impl std::error::Error for ReviewError {}

/// Reads a game record from JSON (`{"setup": …, "actions": […]}`; other fields, such as
/// an arena record's seats, are ignored).
pub fn parse_record(text: &str) -> Result<Record, ReviewError> {
    serde_json::from_str(text).map_err(|e| ReviewError::NotARecord(e.to_string()))
}
