//! A proved puzzle: its number and code, its position, goal, difficulty and proof.

use super::code::{self, CodeError};
use super::generate::{self, Difficulty, Found};
use super::goal::Goal;
use super::sheet::Sheet;
use super::solution::{Proof, Step};
use super::solver;
use crate::day::Day;
use engine::Game;

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
    pub fn daily_code(day: Day) -> String {
        Puzzle::daily(day).code
    }

    /// The puzzle of a day (see [`Puzzle::daily_code`]).
    pub fn daily(day: Day) -> Puzzle {
        let difficulty = code::daily_difficulty(day);
        // Every day's search finds a puzzle (tested over years of days); should one
        // ever fail, the day moves on to the next seed rather than to no puzzle.
        let mut seed = code::daily_seed(day);
        loop {
            if let Some(puzzle) = Puzzle::generate(seed, difficulty) {
                return puzzle;
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

    /// The puzzle as a screen needs it (see [`Sheet`]).
    pub fn sheet(&self) -> Sheet {
        let position = &self.found.position;
        Sheet {
            code: self.code.clone(),
            difficulty: self.difficulty,
            seat: position.seat,
            goal: self.goal(),
            best: self.proof().best,
            setup: position.setup,
            history: position.history.clone(),
            game: position.game.clone(),
            solution: self.solution().to_vec(),
            closing_pass: self.solution().len() < self.line().len(),
        }
    }

    /// The solver, with every position the proof met.
    pub(crate) fn solver(&self) -> &solver::Solver {
        &self.found.solver
    }
}
