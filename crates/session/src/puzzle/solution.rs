//! The proof of a puzzle: its best score, its one solution, and why a position is not
//! a puzzle.
//!
//! Definitions (the tests hold the code to them):
//!
//! - **Best**: the score the seat can make sure of ([`Solver::score`]); a move is
//!   *best* when the score it makes sure of is that score.
//! - **The line**: from the position, the seat plays its best move and every other seat
//!   the solver's reply ([`reply`]: of its moves that hold the seat to the best score, a
//!   pass first, else the first in the legal order: it spends the least), to the end of
//!   the battle. The favor's placement after a Bishop changes no battle: any place is
//!   as good, and the line takes the first.
//! - **In hand**: the goal is in hand at a decision of the seat where passing is a best
//!   move and takes the seat out of the battle: from there it only has to pass. The
//!   solution is the seat's moves on the line before that point (or the battle's end).
//! - **Unique**: at each decision of the seat in the solution (each card played, each
//!   Scarecrow pick, each pass that keeps a defender in), exactly one legal move is best.
//!   Nothing is asked of the moves after the goal is in hand, nor of the other seats.
//! - **Not trivial**: the solution has at least two card plays, or its one card is an
//!   effect ([`is_effect`]): Winter, Spring, the Drummer, a Bishop, the Scarecrow,
//!   Surrender, the Heroine, a Courtesan or a Spy.

use super::goal::{Goal, MISSED};
use super::key::{KeyMap, TooLarge};
use super::solver::{After, Solver};
use engine::{Action, Card, CardCounts, Game, Phase};
use serde::{Deserialize, Serialize};

/// The most positions a proof may visit: a few milliseconds' work.
pub const MAX_POSITIONS: usize = 20_000;

/// One move on the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    pub seat: u8,
    pub action: Action,
}

/// A proved puzzle: the best score, the solution and the rest of the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    /// The score the seat makes sure of.
    pub best: i32,
    /// Every move from the position to the battle's end, the seat's and the replies.
    pub line: Vec<Step>,
    /// How many steps of `line` come before the goal is in hand: the solution.
    pub solution_len: usize,
    /// The seat's decisions in the solution (the Scarecrow's pick is part of its play).
    pub decisions: usize,
    /// The effect cards the seat plays in the solution, in the order played.
    pub effects: Vec<Card>,
}

impl Proof {
    /// The solution's steps: the seat's moves and the replies between them.
    pub fn solution(&self) -> &[Step] {
        &self.line[..self.solution_len]
    }

    /// The seat's card plays in the solution.
    pub fn plays(&self, seat: u8) -> impl Iterator<Item = Card> + '_ {
        self.solution()
            .iter()
            .filter_map(move |step| match step.action {
                Action::Play(card) if step.seat == seat => Some(card),
                _ => None,
            })
    }
}

/// Why a position and goal make no puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// Too rich to prove quickly.
    TooLarge,
    /// The goal cannot be made sure of.
    Unreachable,
    /// Two or more best moves at this step of the line.
    NotUnique { step: usize },
    /// The goal is in hand from the start, or one plain card reaches it.
    Trivial,
    /// A kingdom goal whose battle, won, does not end the game for the seat.
    NoKingdom,
}

impl From<TooLarge> for Rejection {
    fn from(_: TooLarge) -> Rejection {
        Rejection::TooLarge
    }
}

/// The cards whose effect makes a one-move puzzle worth solving.
pub fn is_effect(card: Card) -> bool {
    !card.is_mercenary()
}

/// The solver's reply for a seat other than the puzzle's: of the moves that hold the
/// puzzle's seat to the least, a pass (or taking nothing back) first, else the first
/// legal one (cards in the order of their kinds: it spends the least).
pub fn reply(solver: &mut Solver, game: &Game) -> Option<Action> {
    let scored = solver.scored_moves(game);
    let least = scored.iter().map(|&(_, score)| score).min()?;
    let holding = |&&(_, score): &&(Action, i32)| score == least;
    scored
        .iter()
        .filter(holding)
        .find(|(a, _)| matches!(a, Action::Pass | Action::TakeNothing))
        .or_else(|| scored.iter().find(holding))
        .map(|&(action, _)| action)
}

/// Whether passing makes sure of `best` for the seat at `game` and takes it out of the
/// battle: the goal is in hand.
pub fn in_hand(solver: &mut Solver, game: &Game, best: i32) -> bool {
    let seat = solver.seat();
    if game.to_act() != Some(seat) || !matches!(game.phase(), Phase::Battle { .. }) {
        return false;
    }
    match solver.after(game, Action::Pass) {
        After::Ended { winner, hand } => solver.score_end(winner, &hand) == best,
        After::Next(next) => !next.table().in_battle(seat) && solver.score(&next) == best,
    }
}

/// A line of play to the battle's end.
#[derive(Clone, Debug)]
pub struct Line {
    pub steps: Vec<Step>,
    /// The step at which the goal was in hand (the seat's closing pass), if it was.
    pub in_hand_at: Option<usize>,
    /// The battle's winner.
    pub winner: Option<u8>,
    /// The game when the battle ended.
    pub end: Game,
}

/// The line from `game`: at each decision of the seat its first best move, or a pass
/// once that is best and takes it out (the goal in hand); for the others the solver's
/// [`reply`]; to the battle's end.
pub fn walk(solver: &mut Solver, game: &Game) -> Line {
    let seat = solver.seat();
    let mut steps = Vec::new();
    let mut in_hand_at = None;
    let mut now = game.clone();
    loop {
        let mover = now.to_act().unwrap_or(seat);
        let action = if mover == seat {
            let best = solver.score(&now);
            if in_hand_at.is_none() && in_hand(solver, &now, best) {
                in_hand_at = Some(steps.len());
                Some(Action::Pass)
            } else {
                let scored = solver.scored_moves(&now);
                scored.iter().find(|&&(_, s)| s == best).map(|&(a, _)| a)
            }
        } else {
            reply(solver, &now)
        };
        // A decision always offers a move; this only guards against a game past its
        // battle, which the callers never pass.
        let Some(action) = action else {
            return Line {
                steps,
                in_hand_at,
                winner: None,
                end: now,
            };
        };
        steps.push(Step {
            seat: mover,
            action,
        });
        if let Some(winner) = super::solver::apply(&mut now, action) {
            return Line {
                steps,
                in_hand_at,
                winner,
                end: now,
            };
        }
    }
}

/// What the seat plays to finish alone in the battle: the cards played and the
/// Mercenaries taken back, in any order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Answer {
    pub played: CardCounts,
    pub taken: CardCounts,
}

impl Answer {
    fn with(mut self, action: Action) -> Answer {
        match action {
            Action::Play(card) => self.played.add(card, 1),
            Action::TakeBack { card, .. } => self.taken.add(card, 1),
            _ => {}
        }
        self
    }
}

/// The one answer of the seat, alone in the battle at `game`: the cards every best way
/// to finish plays and takes back, up to their order; `None` when two best ways differ
/// in their cards. `known` keeps the answers of positions already seen.
pub fn answer(
    solver: &mut Solver,
    game: &Game,
    best: i32,
    known: &mut KeyMap<Option<Answer>>,
) -> Option<Answer> {
    if in_hand(solver, game, best) {
        return Some(Answer::default());
    }
    let key = solver.key(game);
    if let Some(&seen) = known.get(&key) {
        return seen;
    }
    let mut found = None;
    let mut differ = false;
    for (action, _) in solver
        .scored_moves(game)
        .into_iter()
        .filter(|&(_, score)| score == best)
    {
        let rest = match solver.after(game, action) {
            After::Ended { .. } => Some(Answer::default()),
            After::Next(next) => answer(solver, &next, best, known),
        };
        let this = rest.map(|rest| rest.with(action));
        differ |= this.is_none() || found.is_some_and(|f| Some(f) != this);
        found = this;
        if differ {
            break;
        }
    }
    let result = if differ { None } else { found };
    known.insert(key, result);
    result
}

/// Proves `goal` for `seat` from `game`, a decision of `seat` in a battle: the proof,
/// or why it is no puzzle.
pub fn prove(game: &Game, seat: u8, goal: Goal) -> Result<(Proof, Solver), Rejection> {
    let mut solver = Solver::new(game, seat, goal)?.with_budget(MAX_POSITIONS);
    let best = solver.score(game);
    if solver.exhausted() {
        return Err(Rejection::TooLarge);
    }
    if best == MISSED {
        return Err(Rejection::Unreachable);
    }
    let line = walk(&mut solver, game);
    let solution_len = line.in_hand_at.unwrap_or(line.steps.len());
    let mut decisions = 0;
    let mut effects = Vec::new();
    let mut answers = KeyMap::default();
    let mut now = game.clone();
    for (i, step) in line.steps[..solution_len].iter().enumerate() {
        let decides = step.seat == seat && !matches!(now.phase(), Phase::Favor { .. });
        if decides {
            let scored = solver.scored_moves(&now);
            let bests = scored.iter().filter(|&&(_, score)| score == best).count();
            // Alone in the battle, the answer is the cards, in any order: one is shown.
            let unique = bests == 1
                || super::position::alone(&now, seat)
                    && answer(&mut solver, &now, best, &mut answers).is_some();
            if !unique {
                return Err(Rejection::NotUnique { step: i });
            }
            if matches!(now.phase(), Phase::Battle { .. }) {
                decisions += 1;
            }
            if let Action::Play(card) = step.action {
                if is_effect(card) {
                    effects.push(card);
                }
            }
        }
        super::solver::apply(&mut now, step.action);
    }
    if solver.exhausted() {
        return Err(Rejection::TooLarge);
    }
    if decisions == 0 || decisions == 1 && effects.is_empty() {
        return Err(Rejection::Trivial);
    }
    // The best score of a kingdom goal is a battle won: the game must be won with it.
    if goal == Goal::Kingdom && line.end.outcome().is_none_or(|o| o.winners != 1 << seat) {
        return Err(Rejection::NoKingdom);
    }
    Ok((
        Proof {
            best,
            line: line.steps,
            solution_len,
            decisions,
            effects,
        },
        solver,
    ))
}
