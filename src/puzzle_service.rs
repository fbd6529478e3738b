//! Puzzles on the worker's side (`src/worker.rs`): the generator and the solver run
//! there, beside the AI, so that the page's own download carries neither. The page
//! (`ui/puzzle`) keeps the table and asks; the worker proves and judges.
//!
//! Protocol (JSON text, in the AI's messages): `{"id": 3, "puzzle": {"ask": "open",
//! "code": "…"}}` (or `"search"` with a seed and a difficulty 1–3, `"daily"` with a date,
//! `"judge"` with a code and the moves since the position), answered by `{"id": 3,
//! "puzzle": …}`: a [`Answer`].

use engine::Action;
use serde::{Deserialize, Serialize};
use session::puzzle::judge::{judge, Judgement};
use session::puzzle::{Difficulty, Puzzle, Sheet};
use std::cell::RefCell;

/// What the page asks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "ask", rename_all = "kebab-case")]
pub enum Ask {
    /// The puzzle of a code.
    Open { code: String },
    /// The first puzzle of a difficulty (1–3) among a seed's candidates.
    Search { seed: u64, difficulty: u8 },
    /// The puzzle of a day (UTC).
    Daily { day: session::day::Day },
    /// A try, from the moves made since the position.
    Judge { code: String, moves: Vec<Action> },
}

#[derive(Serialize, Deserialize)]
pub(crate) struct PuzzleRequest {
    pub id: u64,
    pub puzzle: Ask,
}

/// The worker's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Answer {
    /// A puzzle, and the try at its start (its hint).
    Puzzle { sheet: Box<Sheet>, start: Judgement },
    /// Where a try stands.
    Judged(Judgement),
    /// The code (or the search) gives no puzzle.
    NoPuzzle,
    /// The moves sent are not a try of the puzzle: the index of the first that is not.
    NotATry(usize),
}

thread_local! {
    // The last puzzle proved: a try asks about it after every move.
    static LAST: RefCell<Option<Puzzle>> = const { RefCell::new(None) };
}

fn remember(puzzle: Puzzle) -> Answer {
    let start = judge(&puzzle, &[]).unwrap_or_else(|_| Judgement {
        solved: false,
        failure: None,
        replies: Vec::new(),
        hint: puzzle.hint(),
    });
    let sheet = Box::new(puzzle.sheet());
    LAST.with(|last| *last.borrow_mut() = Some(puzzle));
    Answer::Puzzle { sheet, start }
}

/// The puzzle of `code`, the one kept if it is that.
fn of_code(code: &str) -> Option<Puzzle> {
    let kept = LAST.with(|last| last.borrow().clone().filter(|p| p.code() == code));
    kept.or_else(|| Puzzle::from_code(code).ok())
}

/// The answer to a puzzle's question.
pub fn answer(ask: Ask) -> Answer {
    match ask {
        Ask::Open { code } => of_code(&code).map_or(Answer::NoPuzzle, remember),
        Ask::Search { seed, difficulty } => Difficulty::from_number(difficulty)
            .and_then(|d| Puzzle::generate(seed, d))
            .map_or(Answer::NoPuzzle, remember),
        Ask::Daily { day } => remember(Puzzle::daily(day)),
        Ask::Judge { code, moves } => match of_code(&code) {
            None => Answer::NoPuzzle,
            Some(puzzle) => {
                let judged = judge(&puzzle, &moves);
                LAST.with(|last| *last.borrow_mut() = Some(puzzle));
                match judged {
                    Ok(judgement) => Answer::Judged(judgement),
                    Err(e) => Answer::NotATry(e.0),
                }
            }
        },
    }
}

/// A request's text, if it is a puzzle's: the reply's id and the answer.
pub(crate) fn read(request: &str) -> Option<(u64, Ask)> {
    serde_json::from_str::<PuzzleRequest>(request)
        .ok()
        .map(|r| (r.id, r.puzzle))
}
