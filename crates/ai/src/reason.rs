//! Why an AI player chose its move, as facts the app puts into words (the chronicle's
//! "why" lines). Computing the reason never changes the move: [`crate::decide`] is this
//! with the reason dropped.

use crate::infer::TableRead;
use crate::ismcts::{ActionStats, Clock};
use crate::level::Level;
use crate::random;
use crate::rulebot::{RuleBot, Why};
use crate::stall::Overrule;
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
    /// simulated continuations (0..=1), and the moves it was preferred to.
    Search {
        share: f32,
        iterations: u32,
        alternatives: Alternatives,
        /// What reading the table told, when it changed the move (Expert).
        read: Option<TableRead>,
    },
    /// A search level plays a card rather than pass again: nobody has played one in
    /// `battles` battles in a row this round (the search would have passed).
    Idle { battles: u8 },
}

/// Another move the search weighed, with its estimated share of the win (0..=1).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Alternative {
    pub action: Action,
    pub chance: f32,
}

/// Up to three next-best moves, in the search's order of preference (most visited
/// first: that is how it chooses, so a rarely tried move's chance is the least sure).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Alternatives([Option<Alternative>; 3]);

impl Alternatives {
    pub const MAX: usize = 3;

    /// The first [`Self::MAX`] root statistics other than the chosen action's, in
    /// their order (`stats` is a [`crate::SearchResult`]'s, best first).
    pub fn from_stats(chosen: Action, stats: &[ActionStats]) -> Alternatives {
        let mut out = [None; Self::MAX];
        let others = stats.iter().filter(|s| s.action != chosen && s.visits > 0);
        for (slot, s) in out.iter_mut().zip(others) {
            *slot = Some(Alternative {
                action: s.action,
                chance: s.mean.clamp(0.0, 1.0),
            });
        }
        Alternatives(out)
    }

    pub fn iter(&self) -> impl Iterator<Item = &Alternative> + '_ {
        self.0.iter().flatten()
    }

    pub fn len(&self) -> usize {
        self.iter().count()
    }

    pub fn is_empty(&self) -> bool {
        self.0[0].is_none()
    }
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
        Level::Normal | Level::Hard | Level::Expert => {
            level.run_search(obs, rng.next_u64(), clock).map(|r| {
                // Overruled, the move is not the search's: its share and alternatives
                // would explain another choice.
                match r.overruled {
                    Some(Overrule::DeadHand(why)) => return (r.action, Reason::Rule(why)),
                    Some(Overrule::IdleBattles(battles)) => {
                        return (r.action, Reason::Idle { battles })
                    }
                    None => {}
                }
                let share = r
                    .stats
                    .iter()
                    .find(|s| s.action == r.action)
                    .map_or(0.0, |s| s.mean);
                (
                    r.action,
                    Reason::Search {
                        share: share.clamp(0.0, 1.0),
                        iterations: r.iterations,
                        alternatives: Alternatives::from_stats(r.action, &r.stats),
                        read: r.read,
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
