//! AI players for Condottiere: honest (they read only an [`Observation`], what their seat
//! may know), reproducible (a seed and an iteration budget fix every decision) and quick.
//!
//! ```
//! use engine::{Game, Preset, Setup};
//! let game = Game::new(Setup { rules: Preset::Ffg2006.rules(), players: 4, seed: 7, first: Some(0) }).unwrap();
//! let obs = game.observation(0);
//! let action = ai::decide(&obs, ai::Level::Rule, 1).unwrap();
//! assert!(obs.legal.contains(&action));
//! ```
//!
//! - [`RuleBot`]: hand-written rules, microseconds a decision, with a reason ([`Why`]).
//! - [`ismcts::search`]: Information Set MCTS over the rule bot's playouts;
//!   [`search_ensemble`]: several of them pooled.
//! - [`Level`]: random, easy, rule, normal, hard, expert.
//! - [`decide_explained`]: a move with its [`Reason`] (for the search levels, the next
//!   best moves with their chances), for the chronicle.
//! - [`evaluate`]: every legal move's chance to win, for a game's review.
//!
//! Pure Rust with no threads or system clock in the decision path, so it runs the same in
//! the browser (wasm32) as natively; a time cap is optional and supplied by the caller.

mod battlefield;
mod bench;
pub mod ensemble;
pub mod eval;
mod evaluate;
mod halving;
pub mod infer;
pub mod ismcts;
pub mod kingdom;
mod level;
mod math;
mod random;
mod reason;
mod rulebot;
mod stall;
mod view;

pub use battlefield::hand_worth;
pub use bench::bench_positions;
pub use ensemble::{search_ensemble, EnsembleConfig, FinalChoice};
pub use evaluate::{evaluate, Evaluation};
pub use infer::{Decision, Inference, OpponentModel, Pool, ReadAction, TableRead};
pub use ismcts::{search, ActionStats, Clock, SearchConfig, SearchResult};
pub use level::Level;
pub use reason::{decide_explained, Alternative, Alternatives, Reason};
pub use rulebot::{RuleBot, Why};
pub use stall::Overrule;
pub use view::View;

use engine::{Action, GameRng, Observation};

/// The action `level` takes for `obs.seat`, from what that seat may know and `seed` only.
/// `None` when the seat has no decision to make (`obs.legal` is empty).
pub fn decide(obs: &Observation, level: Level, seed: u64) -> Option<Action> {
    decide_with_clock(obs, level, seed, None)
}

/// [`decide`] with an optional clock: the search levels then also stop at their time cap
/// (`SearchConfig::max_ms`, or `max_ms` here when given), which makes the decision depend
/// on the machine's speed. Without a clock the iteration budget alone decides.
pub fn decide_with_clock(
    obs: &Observation,
    level: Level,
    seed: u64,
    clock: Option<(&mut dyn Clock, f64)>,
) -> Option<Action> {
    decide_explained(obs, level, seed, clock).map(|(action, _)| action)
}

/// The move the Hard level would make: a hint for a human player.
pub fn hint(obs: &Observation, seed: u64) -> Option<Action> {
    decide(obs, Level::Hard, seed)
}

/// Hard's full search for a hint screen: every root action with its visits and the
/// searching seat's estimated win share after it (`SearchResult::stats`, best first).
pub fn analyse(obs: &Observation, seed: u64) -> Option<SearchResult> {
    let cfg = Level::Hard.search_config().unwrap_or_default();
    search(obs, &cfg, GameRng::from_seed(seed).next_u64(), None)
}

/// The rule bot's move with its reason in words, for a quick explanation in the UI.
pub fn explain(obs: &Observation) -> Option<(Action, String)> {
    RuleBot::default()
        .choose(&View::from_observation(obs))
        .map(|(a, why)| (a, why.to_string()))
}
