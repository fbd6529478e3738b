//! The AI's judgement of one decision, behind one function: the review asks for a search
//! of the deciding seat's own observation, and reads each legal action's chance from it.
//!
//! Until `ai::evaluate(obs, budget, seed)` (the evaluator behind the Expert level) lands,
//! [`search_decision`] runs `ai::search` with [`review_config`]; swapping is a one-line
//! change in that function's body.

use ai::{SearchConfig, SearchResult};
use engine::{Action, Observation};

/// The search the review runs for a judged decision: Hard's (three battles ahead), with
/// the review's own iteration budget.
pub fn review_config(budget: u32) -> SearchConfig {
    SearchConfig {
        iterations: budget,
        playout_battles: 3,
        ..SearchConfig::default()
    }
}

/// The evaluator: a search of `obs.seat`'s decision, from that seat's observation only.
fn search_decision(obs: &Observation, budget: u32, seed: u64) -> Option<SearchResult> {
    ai::search(obs, &review_config(budget), seed, None)
}

/// The budget for a decision: at least two iterations per legal action, so that the
/// search tries every action (it expands an untried one at each of its first
/// iterations) and the played action always has a chance.
fn budget_for(obs: &Observation, budget: u32) -> u32 {
    budget.max(2 * obs.legal.len() as u32)
}

/// One action's chance to win for the deciding seat after it, in whole percent.
pub type Rated = (Action, u8);

/// What the evaluator found for one decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// Every action the search tried with its chance: the evaluator's choice first (the
    /// action its search visited most), then by chance (equal chances in the search's
    /// order, most visited first). Never empty.
    ranked: Vec<Rated>,
}

impl Evaluation {
    /// The evaluator's choice and its chance.
    pub fn best(&self) -> Rated {
        self.ranked[0]
    }

    /// Every action tried, with its chance: the best first, then by chance.
    pub fn ranked(&self) -> &[Rated] {
        &self.ranked
    }

    /// The chance of `action`, if the search tried it.
    pub fn chance_of(&self, action: Action) -> Option<u8> {
        self.ranked
            .iter()
            .find(|(a, _)| *a == action)
            .map(|&(_, c)| c)
    }
}

/// A mean reward (0..=1) as a whole percent. `f32` arithmetic is IEEE in wasm as
/// natively, and the search's own arithmetic is portable, so this is the same everywhere.
pub(crate) fn percent(mean: f32) -> u8 {
    (mean.clamp(0.0, 1.0) * 100.0).round() as u8
}

/// Evaluates `obs.seat`'s decision with `budget` iterations. `None` when the seat has
/// fewer than two legal actions (nothing to judge).
pub fn evaluate(obs: &Observation, budget: u32, seed: u64) -> Option<Evaluation> {
    if obs.legal.len() < 2 {
        return None;
    }
    let result = search_decision(obs, budget_for(obs, budget), seed)?;
    let mut ranked: Vec<Rated> = result
        .stats
        .iter()
        .map(|s| (s.action, percent(s.mean)))
        .collect();
    // The search lists its actions most visited first: its choice (the most visited,
    // unless it overrode a stalling pass) leads, the others follow by chance (a stable
    // sort keeps the search's order among equals).
    let chosen = ranked
        .iter()
        .position(|(a, _)| *a == result.action)
        .unwrap_or(0);
    let best = ranked.get(chosen).copied()?;
    ranked.remove(chosen);
    ranked.sort_by_key(|r| std::cmp::Reverse(r.1));
    ranked.insert(0, best);
    Some(Evaluation { ranked })
}
