//! The baseline: a uniformly random legal action.

use engine::{Action, GameRng};

/// A uniformly random element of `legal`, or `None` if it is empty.
pub fn random_action(legal: &[Action], rng: &mut GameRng) -> Option<Action> {
    if legal.is_empty() {
        None
    } else {
        Some(legal[rng.below(legal.len() as u32) as usize])
    }
}
