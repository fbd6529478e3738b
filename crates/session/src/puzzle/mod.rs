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
//! **Speed** (`cargo run --release -p session --example puzzle_bench`, and the wasm
//! build by `puzzle_wasm`, which finds the same codes): see the figures in the branch's
//! report; a search takes milliseconds to tens of milliseconds, the p95 under 100 ms
//! natively on the shared 2-core machine.
//!
//! **Mutation testing**, with the one change no test can see left out:
//!
//! ```text
//! CONDOTTIERE_QUICK_TESTS=1 cargo mutants -p session --file 'crates/session/src/puzzle/**' \
//!     --profile mutants --exclude-re 'replace \| with \^ in completes_kingdom' -- --lib --tests
//! ```
//!
//! (`completes_kingdom` adds the battle's region to the seat's: if the seat owned it
//! already, `^` would take it away, but a seat whose own region completed its kingdom
//! would have won the game already, so both say "no".)
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
pub mod key;
pub mod position;
pub mod solution;
pub mod solver;
pub mod words;

pub use attempt::{Attempt, Failure, Status, Verdict};
pub use code::CodeError;
pub use generate::Difficulty;
pub use goal::Goal;
pub use solution::{Proof, Step};

use code::BadDate;
use engine::{Card, Game};
use generate::Found;

/// A proved puzzle.
#[derive(Clone, Debug)]
pub struct Puzzle {
    number: u64,
    code: String,
    found: Found,
    difficulty: Difficulty,
}

impl Puzzle {
    /// The puzzle of a code, proved again from its number; a clear error for a text that
    /// is not a code, or a code without a puzzle.
    pub fn from_code(code: &str) -> Result<Puzzle, CodeError> {
        Puzzle::from_number(code::decode(code)?)
    }

    /// The puzzle of a candidate number.
    pub fn from_number(number: u64) -> Result<Puzzle, CodeError> {
        let number = number & ((1 << generate::NUMBER_BITS) - 1);
        let found = generate::candidate(number).map_err(|_| CodeError::NoPuzzle)?;
        Ok(Puzzle::new(number, found))
    }

    fn new(number: u64, found: Found) -> Puzzle {
        Puzzle {
            number,
            code: code::encode(number),
            difficulty: Difficulty::of(&found.proof),
            found,
        }
    }

    /// The first puzzle of `difficulty` among the candidates of `seed`; with the number
    /// of candidates tried. `None` only if a search of [`generate::MAX_TRIES`] candidates
    /// finds none (no seed tested comes close).
    pub fn generate_counted(seed: u64, difficulty: Difficulty) -> Option<(Puzzle, u32)> {
        generate::search(seed, difficulty)
            .map(|(number, found, tried)| (Puzzle::new(number, found), tried))
    }

    /// [`Puzzle::generate_counted`] without the count.
    pub fn generate(seed: u64, difficulty: Difficulty) -> Option<Puzzle> {
        Puzzle::generate_counted(seed, difficulty).map(|(puzzle, _)| puzzle)
    }

    /// The code of the puzzle of a day (UTC), the same for everyone: a search from the
    /// day's number, easy on Mondays and Tuesdays, medium to Friday, hard at weekends.
    pub fn daily_code(year: i32, month: u32, day: u32) -> Result<String, BadDate> {
        Ok(Puzzle::daily(year, month, day)?.code)
    }

    /// The puzzle of a day (see [`Puzzle::daily_code`]).
    pub fn daily(year: i32, month: u32, day: u32) -> Result<Puzzle, BadDate> {
        let days = code::days_from_civil(year, month, day)?;
        let difficulty = code::daily_difficulty(days);
        // Every day's search finds a puzzle (tested over years of days); should one
        // ever fail, the day moves on to the next seed rather than to no puzzle.
        let mut seed = code::daily_seed(days);
        loop {
            if let Some(puzzle) = Puzzle::generate(seed, difficulty) {
                return Ok(puzzle);
            }
            seed = seed.wrapping_add(1);
        }
    }

    pub fn code(&self) -> &str {
        &self.code
    }

    /// The candidate number the code writes.
    pub fn number(&self) -> u64 {
        self.number
    }

    /// The position: a game at the seat's decision in a battle.
    pub fn game(&self) -> &Game {
        &self.found.position.game
    }

    /// The seat that solves the puzzle.
    pub fn seat(&self) -> u8 {
        self.found.position.seat
    }

    pub fn goal(&self) -> Goal {
        self.found.goal
    }

    pub fn difficulty(&self) -> Difficulty {
        self.difficulty
    }

    /// The proof: best score, line, solution.
    pub fn proof(&self) -> &Proof {
        &self.found.proof
    }

    /// The solution: the seat's moves and the replies until the goal is in hand.
    pub fn solution(&self) -> &[Step] {
        self.found.proof.solution()
    }

    /// The whole line to the battle's end (the closing pass and the last replies too).
    pub fn line(&self) -> &[Step] {
        &self.found.proof.line
    }

    /// The seats whose hands the puzzle shows: those still in the battle.
    pub fn shown_hands(&self) -> Vec<u8> {
        let game = self.game();
        (0..game.players())
            .filter(|&s| game.table().in_battle(s))
            .collect()
    }

    /// The card to think about at the start (see [`Attempt::hint`]).
    pub fn hint(&self) -> Option<Card> {
        self.start().hint()
    }

    /// The puzzle ready to play.
    pub fn start(&self) -> Attempt {
        Attempt::new(self)
    }

    /// The solver, with every position the proof met.
    pub(crate) fn solver(&self) -> &solver::Solver {
        &self.found.solver
    }
}
