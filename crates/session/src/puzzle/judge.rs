//! A try judged from the moves made so far, with nothing kept between two questions: the
//! page keeps the table and sends every move since the position; the prover (the app's
//! worker) plays them again on a fresh [`Attempt`] and answers with where the try
//! stands, the replies to show next, the hint and, after a wrong move, why it failed.

use super::attempt::{Failure, Status};
use super::proved::Puzzle;
use super::solution::Step;
use engine::{Action, Card, Game};
use serde::{Deserialize, Serialize};

/// Where a try stands after the moves sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Judgement {
    /// The goal is met the best way (the replies then play the battle out).
    pub solved: bool,
    /// The wrong move's story, when a move ended the try.
    pub failure: Option<Missed>,
    /// The moves to play next on the table: the other seats' replies up to the player's
    /// next decision, or once solved the rest of the battle.
    pub replies: Vec<Step>,
    /// The card to think about at the player's next decision.
    pub hint: Option<Card>,
}

/// A [`Failure`] without the game after the move, which the page has on its table
/// (so that it needs no reader of a whole game's JSON).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Missed {
    pub action: Action,
    pub score: i32,
    pub line: Vec<Step>,
    pub winner: Option<u8>,
}

impl Missed {
    fn of(failure: &Failure) -> Missed {
        Missed {
            action: failure.action,
            score: failure.score,
            line: failure.line.clone(),
            winner: failure.winner,
        }
    }

    /// The failure again, with the game just after the wrong move.
    pub fn after(self, game: Game) -> Failure {
        Failure {
            action: self.action,
            score: self.score,
            line: self.line,
            winner: self.winner,
            after: Box::new(game),
        }
    }
}

/// Why the moves sent are not a try of this puzzle: the index of the first that is not
/// (an illegal move, a move after the try ended, or a reply the solver would not make).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotATry(pub usize);

/// Plays `moves` (the player's and the replies, from the position) and judges the try.
pub fn judge(puzzle: &Puzzle, moves: &[Action]) -> Result<Judgement, NotATry> {
    let mut attempt = puzzle.start();
    for (i, &action) in moves.iter().enumerate() {
        if attempt.awaits_player() {
            attempt.play(action).map_err(|_| NotATry(i))?;
        } else {
            match attempt.reply() {
                Some((step, _)) if step.action == action => {}
                _ => return Err(NotATry(i)),
            }
        }
    }
    let mut replies = Vec::new();
    while let Some((step, _)) = attempt.reply() {
        replies.push(step);
    }
    let failure = match attempt.status() {
        Status::Failed(failure) => Some(Missed::of(failure)),
        _ => None,
    };
    Ok(Judgement {
        solved: attempt.is_solved(),
        failure,
        replies,
        hint: attempt.hint(),
    })
}
