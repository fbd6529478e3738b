//! Several searches of one decision, their root statistics pooled (root parallelisation,
//! run one after another in one thread): each tree sees other determinizations and
//! other random choices, so pooling evens out what one tree got wrong by chance.

use crate::ismcts::{search, ActionStats, Clock, SearchConfig, SearchResult};
use crate::stall::no_stalling;
use engine::{GameRng, Observation};

/// How the pooled root statistics pick the move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum FinalChoice {
    /// The most visited action (the search's usual, robust choice).
    Visits,
    /// The best mean among actions with at least this share of the most visited
    /// action's visits: a mean from a handful of visits is noise.
    Mean { min_share: f32 },
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EnsembleConfig {
    /// Each tree's search; `search.iterations` is the budget of all trees together.
    pub search: SearchConfig,
    pub trees: u32,
    pub choice: FinalChoice,
}

/// Searches `obs` with `cfg.trees` trees and pools their root statistics (`stats` best
/// first by the final choice). `None` if the seat has no legal action.
pub fn search_ensemble(
    obs: &Observation,
    cfg: &EnsembleConfig,
    seed: u64,
    mut clock: Option<&mut dyn Clock>,
) -> Option<SearchResult> {
    let trees = cfg.trees.max(1);
    let mut rng = GameRng::from_seed(seed);
    let start = clock.as_mut().map(|c| c.now_ms());
    let mut pooled: Vec<(ActionStats, f32)> = Vec::new();
    let mut iterations = 0;
    let mut nodes = 0;
    let mut last = None;
    let mut read = None;
    for t in 0..trees {
        let mut one = cfg.search;
        one.iterations = cfg.search.iterations / trees;
        // Each tree gets an equal share of the time that is left.
        if let (Some(clock), Some(start), Some(max)) = (clock.as_mut(), start, cfg.search.max_ms) {
            let left = max - (clock.now_ms() - start);
            if left <= 0.0 && t > 0 {
                break;
            }
            one.max_ms = Some(left.max(1.0) / (trees - t) as f64);
        }
        let r = search(
            obs,
            &one,
            rng.next_u64(),
            clock.as_mut().map(|c| &mut **c as &mut dyn Clock),
        )?;
        iterations += r.iterations;
        nodes += r.nodes;
        for s in &r.stats {
            let total = s.mean * s.visits as f32;
            match pooled.iter_mut().find(|(p, _)| p.action == s.action) {
                Some((p, sum)) => {
                    p.visits += s.visits;
                    *sum += total;
                }
                None => pooled.push((*s, total)),
            }
        }
        if r.iterations == 0 {
            // A forced move: nothing to pool.
            return Some(r);
        }
        last = Some(r.action);
        read = r.read.map(|read| (r.action, read));
    }
    let mut stats: Vec<ActionStats> = pooled
        .into_iter()
        .map(|(mut s, sum)| {
            s.mean = sum / s.visits.max(1) as f32;
            s
        })
        .collect();
    let order = |a: &engine::Action| obs.legal.iter().position(|x| x == a).unwrap_or(usize::MAX);
    stats.sort_by(|a, b| {
        b.visits
            .cmp(&a.visits)
            .then(b.mean.total_cmp(&a.mean))
            .then(order(&a.action).cmp(&order(&b.action)))
    });
    if let FinalChoice::Mean { min_share } = cfg.choice {
        let top = stats.first().map_or(0, |s| s.visits) as f32;
        if let Some(best) = stats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.visits as f32 >= min_share * top)
            .max_by(|(i, a), (j, b)| a.mean.total_cmp(&b.mean).then(j.cmp(i)))
            .map(|(i, _)| i)
        {
            let s = stats.remove(best);
            stats.insert(0, s);
        }
    }
    let (action, overruled) = no_stalling(
        obs,
        &cfg.search.policy,
        stats.first().map(|s| s.action).or(last)?,
    );
    Some(SearchResult {
        action,
        iterations,
        nodes,
        stats,
        // A reading stands for the move its tree chose (the one tree of Expert's).
        read: read
            .filter(|(a, _)| trees == 1 && *a == action)
            .map(|(_, r)| r),
        overruled,
    })
}
