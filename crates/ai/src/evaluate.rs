//! A judge of moves, for a game's review: every legal action of the observing seat
//! with its estimated chance to win, from Expert's search at a budget the caller
//! chooses, with sequential halving at the root so that each action — the one a
//! player chose above all — is measured, not only the search's favourite.

use crate::ismcts::{search, ActionStats, SearchConfig};
use crate::level::Level;
use engine::{Action, GameRng, Observation};

/// Every legal action's estimate, best first.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation {
    /// One entry per legal action, the search's preference first: the most visited
    /// (the survivor of the last halving round), then by chance. `mean` is the chance to
    /// win (the mean win share, 0..=1) after the action; an action dropped in an early
    /// round has fewer visits, so its chance is the less sure.
    pub actions: Vec<ActionStats>,
    /// Simulated continuations run in all.
    pub iterations: u32,
}

impl Evaluation {
    /// The action the search prefers, with its estimate.
    pub fn best(&self) -> &ActionStats {
        &self.actions[0]
    }

    /// The estimate of `action`, if it is legal.
    pub fn of(&self, action: Action) -> Option<&ActionStats> {
        self.actions.iter().find(|s| s.action == action)
    }
}

/// Judges every legal action of `obs.seat` with `iterations` simulated continuations
/// (at least one per legal action), reading only `obs`. `None` when the seat has no
/// decision to make. A seed and a budget fix the answer, natively and in wasm alike.
///
/// Speed: see the crate's README ("The evaluator"); about `iterations / 80` ms natively.
pub fn evaluate(obs: &Observation, iterations: u32, seed: u64) -> Option<Evaluation> {
    if obs.legal.is_empty() {
        return None;
    }
    // Expert's search measuring every root action alike (sequential halving), with plain
    // SO-ISMCTS below the root (one exploration constant, no shadow deal) and three
    // battles ahead: the review's judgements stay what they were when Expert was tuned to
    // play rather than to judge.
    let mut cfg = Level::Expert.search_config()?;
    cfg.exploration = SearchConfig::default().exploration;
    cfg.opponent_exploration = 0.0;
    cfg.opponent_policy = 0.0;
    cfg.shadow = false;
    cfg.playout_battles = 3;
    cfg.iterations = iterations.max(obs.legal.len() as u32);
    cfg.halving = true;
    cfg.max_ms = None;
    let result = search(obs, &cfg, GameRng::from_seed(seed).next_u64(), None)?;
    let mut actions = result.stats;
    // Every legal action appears, even one the budget never reached.
    for &a in &obs.legal {
        if !actions.iter().any(|s| s.action == a) {
            actions.push(ActionStats {
                action: a,
                visits: 0,
                mean: 0.0,
            });
        }
    }
    Some(Evaluation {
        actions,
        iterations: result.iterations,
    })
}
