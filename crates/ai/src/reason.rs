//! Why an AI player chose its move, as facts the app puts into words (the chronicle's
//! "why" lines). Computing the reason never changes the move: [`crate::decide`] is this
//! with the reason dropped.

use crate::ismcts::{search, Clock};
use crate::level::Level;
use crate::random;
use crate::rulebot::{RuleBot, Why};
use crate::view::View;
use engine::{Action, GameRng, Observation};

/// The reason behind one AI decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Reason {
    /// The rule bot's own reason (the Easy and Rule levels, and any forced move).
    Rule(Why),
    /// Easy's share of random moves.
    Whim,
    /// The search levels: the move's estimated share of the win after `iterations`
    /// simulated continuations (0..=1).
    Search { share: f32, iterations: u32 },
}

/// [`crate::decide_with_clock`]'s move, with the reason for it.
pub fn decide_explained(
    obs: &Observation,
    level: Level,
    seed: u64,
    clock: Option<(&mut dyn Clock, f64)>,
) -> Option<(Action, Reason)> {
    let first = *obs.legal.first()?;
    if obs.legal.len() == 1 {
        return Some((first, Reason::Rule(Why::Forced)));
    }
    let mut rng = GameRng::from_seed(seed);
    let rule = |obs: &Observation| {
        RuleBot::default()
            .choose(&View::from_observation(obs))
            .map(|(action, why)| (action, Reason::Rule(why)))
    };
    let decided = match level {
        Level::Random => random::random_action(&obs.legal, &mut rng).map(|a| (a, Reason::Whim)),
        Level::Easy => {
            let noise = (Level::EASY_NOISE * u32::MAX as f32) as u32;
            if rng.next_u32() < noise {
                random::random_action(&obs.legal, &mut rng).map(|a| (a, Reason::Whim))
            } else {
                rule(obs)
            }
        }
        Level::Rule => rule(obs),
        Level::Normal | Level::Hard => {
            let mut cfg = level.search_config().unwrap_or_default();
            let clock = match clock {
                Some((clock, max_ms)) => {
                    cfg.max_ms = Some(max_ms);
                    Some(clock)
                }
                None => None,
            };
            search(obs, &cfg, rng.next_u64(), clock).map(|r| {
                let share = r
                    .stats
                    .iter()
                    .find(|s| s.action == r.action)
                    .map_or(0.0, |s| s.mean);
                (
                    r.action,
                    Reason::Search {
                        share,
                        iterations: r.iterations,
                    },
                )
            })
        }
    };
    // Whatever happened, answer with a legal action.
    Some(
        decided
            .filter(|(a, _)| obs.legal.contains(a))
            .unwrap_or((first, Reason::Rule(Why::Forced))),
    )
}
