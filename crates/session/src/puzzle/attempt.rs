//! A puzzle being played on the ordinary table: the player's moves checked one by one,
//! the other seats answered by the solver, the hint, and why a move failed.
//!
//! The attempt owns the game. While it is the player's decision, [`Attempt::play`]
//! applies their move and says whether the goal can still be reached the best way
//! (the move makes sure of the best score): if not, the try has failed, with the
//! solver's line after the move and the solution. When it is another seat's decision,
//! [`Attempt::reply`] applies the solver's reply (always the same one). The puzzle is
//! solved once the goal is in hand (the player only has to pass; `reply` then plays
//! the closing pass and the last replies, to show the battle's end) or the battle has
//! ended with the best score. The papal favor's place after the player's Bishop is
//! free: any place is as good.

use super::goal::MISSED;
use super::proved::Puzzle;
use super::solution::{in_hand, is_effect, reply, walk, Step};
use super::solver::{After, Solver};
use engine::{Action, Card, Event, Game, IllegalAction, Phase};

/// Where a try stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// The goal can still be reached the best way.
    Playing,
    /// The goal is in hand, or the battle ended with the best score.
    Solved,
    /// A move that could not reach the goal the best way ended the try.
    Failed(Failure),
}

/// Why a try failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The move that failed.
    pub action: Action,
    /// The best score still possible after it (0: the goal is missed whatever follows).
    pub score: i32,
    /// What follows it: the others' best answers and the player's best tries, to the
    /// battle's end.
    pub line: Vec<Step>,
    /// The winner at the end of that line.
    pub winner: Option<u8>,
    /// The game just after the move, where `line` starts.
    pub after: Box<Game>,
}

/// What a move of the player did to the try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A best move: the goal can still be reached the best way.
    Best,
    /// A best move, and the goal is now in hand (or met).
    Solved,
    /// Not a best move: the try has failed.
    Failed,
}

/// Refusals of [`Attempt::play`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// It is not the player's decision (another seat's, or the try is over).
    NotYourTurn,
    /// The engine does not allow the move.
    Illegal(IllegalAction),
}

impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayError::NotYourTurn => f.write_str("it is not the puzzle player's decision"),
            PlayError::Illegal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for PlayError {}

/// A puzzle being played.
#[derive(Clone, Debug)]
pub struct Attempt {
    game: Game,
    solver: Solver,
    best: i32,
    status: Status,
    /// The moves made so far, the player's and the replies.
    history: Vec<Step>,
}

// Here rather than beside the puzzle, so the puzzle's file needs nothing of this one.
impl Puzzle {
    /// The puzzle ready to play.
    pub fn start(&self) -> Attempt {
        Attempt::new(self)
    }

    /// The card to think about at the start (see [`Attempt::hint`]).
    pub fn hint(&self) -> Option<Card> {
        self.start().hint()
    }
}

impl Attempt {
    pub fn new(puzzle: &Puzzle) -> Attempt {
        Attempt {
            game: puzzle.game().clone(),
            // The proof kept its table: a move the player can make was scored already.
            solver: puzzle.solver().clone().with_budget(usize::MAX),
            best: puzzle.proof().best,
            status: Status::Playing,
            history: Vec::new(),
        }
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn seat(&self) -> u8 {
        self.solver.seat()
    }

    pub fn status(&self) -> &Status {
        &self.status
    }

    pub fn is_solved(&self) -> bool {
        self.status == Status::Solved
    }

    /// The moves made so far.
    pub fn history(&self) -> &[Step] {
        &self.history
    }

    /// Whether the battle of the puzzle is still being fought.
    pub fn battle_on(&self) -> bool {
        self.solver.in_battle(&self.game)
    }

    /// Whether the player is to decide: the try goes on and the decision is theirs.
    pub fn awaits_player(&self) -> bool {
        self.status == Status::Playing
            && self.battle_on()
            && self.game.to_act() == Some(self.seat())
    }

    /// Whether `action` would keep the goal within reach the best way, without playing
    /// it: `None` when it is not the player's decision or the move is not legal.
    pub fn check(&mut self, action: Action) -> Option<bool> {
        if !self.awaits_player() || !self.game.is_legal(action) {
            return None;
        }
        if matches!(self.game.phase(), Phase::Favor { .. }) {
            return Some(true);
        }
        Some(self.solver.score_after(&self.game, action) == self.best)
    }

    /// Plays the player's move: what it did to the try, and the engine's events.
    pub fn play(&mut self, action: Action) -> Result<(Verdict, Vec<Event>), PlayError> {
        if !self.awaits_player() {
            return Err(PlayError::NotYourTurn);
        }
        let good = self.check(action);
        let before = self.game.clone();
        let events = self.game.apply(action).map_err(PlayError::Illegal)?;
        self.history.push(Step {
            seat: self.seat(),
            action,
        });
        if good != Some(true) {
            self.status = Status::Failed(self.failure(&before, action));
            return Ok((Verdict::Failed, events));
        }
        self.settle();
        let verdict = if self.is_solved() {
            Verdict::Solved
        } else {
            Verdict::Best
        };
        Ok((verdict, events))
    }

    /// Marks the try solved once the battle is over or the goal in hand.
    fn settle(&mut self) {
        let seat = self.seat();
        let decided = !self.battle_on()
            || self.game.to_act() == Some(seat) && in_hand(&mut self.solver, &self.game, self.best);
        if self.status == Status::Playing && decided {
            self.status = Status::Solved;
        }
    }

    /// Plays the solver's move where one is due: another seat's reply while the try
    /// goes on, or once it is solved the rest of the line (the player's closing pass
    /// too), to the battle's end. `None` when the player must decide, the try failed,
    /// or the battle is over.
    pub fn reply(&mut self) -> Option<(Step, Vec<Event>)> {
        if !self.battle_on() || matches!(self.status, Status::Failed(_)) {
            return None;
        }
        let mover = self.game.to_act()?;
        let seat = self.seat();
        let action = if mover != seat {
            reply(&mut self.solver, &self.game)?
        } else if self.status == Status::Solved {
            walk(&mut self.solver, &self.game).steps.first()?.action
        } else {
            return None;
        };
        let events = self.game.apply(action).ok()?;
        let step = Step {
            seat: mover,
            action,
        };
        self.history.push(step);
        self.settle();
        Some((step, events))
    }

    /// The card to think about: the first effect card the player plays in the rest of
    /// the solution, else the card of their next move there (the Mercenary a Scarecrow
    /// takes back); `None` when the player has nothing to decide.
    pub fn hint(&mut self) -> Option<Card> {
        if !self.awaits_player() {
            return None;
        }
        let line = walk(&mut self.solver, &self.game);
        let end = line.in_hand_at.unwrap_or(line.steps.len());
        let mine = line.steps[..end]
            .iter()
            .filter(|s| s.seat == self.seat())
            .filter_map(|s| match s.action {
                Action::Play(card) | Action::TakeBack { card, .. } => Some(card),
                _ => None,
            });
        let cards: Vec<Card> = mine.collect();
        cards
            .iter()
            .copied()
            .find(|&c| is_effect(c))
            .or(cards.first().copied())
    }

    /// Why `action` at `before` failed: the best still possible, and the line from the
    /// game as the move left it.
    fn failure(&mut self, before: &Game, action: Action) -> Failure {
        let after = self.game.clone();
        let (score, line, winner) = if self.solver.in_battle(&after) {
            let score = self.solver.score(&after);
            let line = walk(&mut self.solver, &after);
            (score, line.steps, line.winner)
        } else {
            match self.solver.after(before, action) {
                After::Ended { winner, hand } => {
                    (self.solver.score_end(winner, &hand), Vec::new(), winner)
                }
                // The move ended the battle, so the solver's copy of it did too.
                After::Next(_) => (MISSED, Vec::new(), None),
            }
        };
        Failure {
            action,
            score: score.max(MISSED),
            line,
            winner,
            after: Box::new(after),
        }
    }
}
