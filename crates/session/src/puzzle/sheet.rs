//! A puzzle as a screen needs it, without its solver: the deal and the moves that lead to
//! the position (to set the ordinary table up), the goal, the proved best and the
//! solution. Plain data, sent as JSON from the worker that proves puzzles to the page
//! that shows them, so that the page's own download carries no solver.

use super::generate::Difficulty;
use super::goal::Goal;
use super::solution::Step;
use engine::{Action, Game, Preset, Setup};
use serde::{Deserialize, Serialize};

/// Sent without its game: the page deals it again from the deal and the history (which
/// it does anyway to set its table up), so that the page's wasm needs no reader of a
/// whole game's JSON (about 60 KB of code).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "Wire")]
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

impl Serialize for Sheet {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Wire::try_from(self.clone())
            .map_err(serde::ser::Error::custom)?
            .serialize(serializer)
    }
}

/// A sheet as JSON: everything but the game, and the deal by its edition (a puzzle's
/// game is played by the edition's printed rules), which spares the page a reader of a
/// whole rule set's JSON too.
#[derive(Serialize, Deserialize)]
struct Wire {
    code: String,
    difficulty: Difficulty,
    seat: u8,
    goal: Goal,
    best: i32,
    preset: Preset,
    players: u8,
    seed: u64,
    first: Option<u8>,
    history: Vec<Action>,
    solution: Vec<Step>,
    closing_pass: bool,
}

impl TryFrom<Sheet> for Wire {
    type Error = &'static str;

    fn try_from(sheet: Sheet) -> Result<Wire, Self::Error> {
        let setup = sheet
            .setup
            .ok_or("a position built by hand has no deal to send")?;
        if setup.rules != setup.rules.preset.rules() {
            return Err("a deal with optional rules is not a puzzle's");
        }
        Ok(Wire {
            code: sheet.code,
            difficulty: sheet.difficulty,
            seat: sheet.seat,
            goal: sheet.goal,
            best: sheet.best,
            preset: setup.rules.preset,
            players: setup.players,
            seed: setup.seed,
            first: setup.first,
            history: sheet.history,
            solution: sheet.solution,
            closing_pass: sheet.closing_pass,
        })
    }
}

impl TryFrom<Wire> for Sheet {
    type Error = &'static str;

    fn try_from(wire: Wire) -> Result<Sheet, Self::Error> {
        let setup = Setup {
            rules: wire.preset.rules(),
            players: wire.players,
            seed: wire.seed,
            first: wire.first,
        };
        let mut game = Game::new(setup).map_err(|_| "a deal the engine refuses")?;
        for &action in &wire.history {
            game.apply(action)
                .map_err(|_| "a history the engine refuses")?;
        }
        Ok(Sheet {
            code: wire.code,
            difficulty: wire.difficulty,
            seat: wire.seat,
            goal: wire.goal,
            best: wire.best,
            setup: Some(setup),
            history: wire.history,
            game,
            solution: wire.solution,
            closing_pass: wire.closing_pass,
        })
    }
}
