//! Battle puzzles made by the engine and proved by an exact solver (issue 23).
//!
//! A puzzle is a decision in a battle of a seeded game, of any edition, where
//! everything that matters is known: the seats still in the battle show their hands
//! (the seats that passed no longer matter). Its goal is one line: win the battle; win
//! it keeping as many cards, or as much strength, in hand as possible; make sure a
//! named rival does not win it; win the region that completes the kingdom.
//!
//! - [`solver`] proves the best score the seat can make sure of against every reply,
//!   with the engine's own rules; [`solution`] defines "best", "unique", "in hand" and
//!   "trivial" precisely and finds the solution line.
//! - [`position`] draws a position from a candidate number, [`generate`] chooses its
//!   goal and difficulty and searches for a difficulty; [`code`] writes a candidate
//!   number as a nine-character code, and gives the puzzle of the day.
//! - [`attempt`] is the puzzle being played: each move checked, the solver's replies,
//!   the hint, and why a move failed; [`words`] says all of it through the catalog.
//! - [`audit`] re-proves a puzzle with a search of its own (for `condottiere puzzle
//!   --check` and the tests).
//!
//! **Difficulty** (see [`Difficulty`]): a point per decision of the player in the
//! solution and per kind of effect card played in it; easy up to 2, medium 3–4, hard
//! 5 or more. A search for a difficulty tries the candidates of its seed in order and
//! keeps the first puzzle of that difficulty; its code is that candidate's number, so
//! [`Puzzle::from_code`] proves one position, not a search.
//!
//! **Speed**: `cargo run --release -p session --example puzzle_bench -- 1000` (and the
//! wasm build by `puzzle_wasm`, which finds the same codes) prints puzzles a second per
//! difficulty, the time to make one again from its code and the solver's positions a
//! second; the figures are in the repository's README, "Measured figures".
//!
//! **Mutation testing**: `scripts/mutants.sh --package session --file
//! 'crates/session/src/puzzle/**'`. The one change no test can see, `|` as `^` in
//! `completes_kingdom`, is listed with its reason in `.cargo/mutants.toml`: if the seat
//! owned the battle's region already, `^` would take it away, but a seat whose own region
//! completed its kingdom would have won the game already, so both say "no".
//!
//! ```
//! use session::puzzle::{Difficulty, Puzzle};
//! let puzzle = Puzzle::generate(7, Difficulty::Easy).unwrap();
//! let again = Puzzle::from_code(puzzle.code()).unwrap();
//! assert_eq!(again.solution(), puzzle.solution());
//! let mut attempt = puzzle.start();
//! for step in puzzle.solution().iter().filter(|s| s.seat == puzzle.seat()) {
//!     while attempt.reply().is_some() {}
//!     attempt.play(step.action).unwrap();
//! }
//! while attempt.reply().is_some() {}
//! assert!(attempt.is_solved());
//! ```

pub mod attempt;
pub mod audit;
pub mod code;
pub mod generate;
pub mod goal;
pub mod judge;
pub mod key;
pub mod position;
pub mod proved;
pub mod record;
pub mod sheet;
pub mod solution;
pub mod solver;
pub mod table;
pub mod words;

pub use attempt::{Attempt, Failure, Status, Verdict};
pub use code::CodeError;
pub use generate::Difficulty;
pub use goal::Goal;
pub use judge::{judge, Judgement};
pub use proved::Puzzle;
pub use sheet::Sheet;
pub use solution::{Proof, Step};
