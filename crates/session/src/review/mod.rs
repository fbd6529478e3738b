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
pub mod report;
pub mod source;
pub mod turning;
pub mod words;

pub use analysis::{Analysis, Progress};
pub use battles::{battle_of_move, BattleKind, BattleMark};
pub use evaluator::{evaluate, Evaluation, Rated};
pub use judge::{
    accuracy, judge, Decision, Verdict, VerdictCounts, GOOD_UP_TO, INACCURACY_UP_TO, MISTAKE_UP_TO,
};
pub use report::{PlayerSummary, Review, ReviewError, ReviewOptions, REVIEW_VERSION};
pub use source::{parse_record, Reviewed, SourceError};
pub use turning::{TurningPoint, TURNING_POINTS};

use engine::Record;

/// Reviews `record` in one go.
pub fn review(record: &Record, options: ReviewOptions) -> Result<Review, ReviewError> {
    Ok(Analysis::new(record, options)?.run())
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
