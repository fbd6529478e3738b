//! Positions built by hand for the puzzle tests.

#![allow(dead_code)] // Each test file uses its own part.

use engine::{parse_actions, Action, Game, Preset, Setup};
use session::puzzle::Step;

/// A game dealt with these hands (seat 0 the Condottiere), then these actions.
pub fn build(preset: Preset, hands: &[&str], script: &str) -> Game {
    let mut game = Game::new(Setup {
        rules: preset.rules(),
        players: hands.len() as u8,
        seed: 1,
        first: Some(0),
    })
    .unwrap();
    for (seat, hand) in hands.iter().enumerate() {
        game.arrange_hand(seat as u8, hand.parse().unwrap())
            .unwrap();
    }
    for action in parse_actions(script).unwrap() {
        game.apply(action).unwrap();
    }
    game
}

/// Steps from (seat, action) pairs.
pub fn plays(cards: &[(u8, Action)]) -> Vec<Step> {
    cards
        .iter()
        .map(|&(seat, action)| Step { seat, action })
        .collect()
}
