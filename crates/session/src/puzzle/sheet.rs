//! A puzzle as a screen needs it, without its solver: the deal and the moves that lead to
//! the position (to set the ordinary table up), the goal, the proved best and the
//! solution. Plain data, sent as JSON from the worker that proves puzzles to the page
//! that shows them, so that the page's own download carries no solver.

use super::generate::Difficulty;
use super::goal::Goal;
use super::solution::Step;
use engine::{Action, Game, Setup};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    pub code: String,
    pub difficulty: Difficulty,
    /// The seat that solves the puzzle.
    pub seat: u8,
    pub goal: Goal,
    /// The best score the seat can make sure of (see [`Goal::score`]).
    pub best: i32,
    /// The deal of the game the position comes from (`None` for a position built by
    /// hand, which no table can replay).
    pub setup: Option<Setup>,
    /// The actions from the deal to the position.
    pub history: Vec<Action>,
    /// The position.
    pub game: Game,
    /// The seat's moves and the replies until the goal is in hand.
    pub solution: Vec<Step>,
    /// Whether the goal is in hand before the battle ends, so the player then passes.
    pub closing_pass: bool,
}

impl Sheet {
    /// The seats whose hands the puzzle shows: those still in the battle.
    pub fn shown_hands(&self) -> Vec<u8> {
        (0..self.game.players())
            .filter(|&s| self.game.table().in_battle(s))
            .collect()
    }
}
