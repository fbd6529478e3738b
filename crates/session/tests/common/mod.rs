//! Tables, games and stores shared by the session crate's tests (each test file uses
//! some of them).
#![allow(dead_code)]

pub mod acting;
pub mod forged;

pub use acting::Acting;

use engine::{parse_actions, Action, Game, GameRng, Preset, Setup};
use i18n::Catalog;
use session::puzzle::Step;
use session::{SeatConfig, SeatKind, Session};

/// The names the seats get, in order.
pub const NAMES: [&str; 6] = ["Anna", "Bianca", "Carlo", "Dario", "Elena", "Fabio"];

/// The words of every English sentence the tests read.
pub fn english() -> Catalog {
    Catalog::english()
}

/// Seats of these kinds, named from [`NAMES`], coloured in order.
pub fn seats(kinds: &[SeatKind]) -> Vec<SeatConfig> {
    kinds
        .iter()
        .enumerate()
        .map(|(i, &kind)| SeatConfig {
            name: NAMES[i].to_string(),
            color: i as u8,
            kind,
        })
        .collect()
}

pub fn setup(preset: Preset, players: u8, seed: u64) -> Setup {
    Setup {
        rules: preset.rules(),
        players,
        seed,
        first: Some(0),
    }
}

/// A new game of `preset` at a table of these kinds.
pub fn session(preset: Preset, kinds: &[SeatKind], seed: u64) -> Session {
    Session::new(setup(preset, kinds.len() as u8, seed), seats(kinds)).expect("a valid setup")
}

/// Plays `moves` random legal actions (fewer if the game ends first), drawn from `seed`.
pub fn play_random(s: &mut Session, moves: usize, seed: u64) {
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..moves {
        if s.game().is_over() {
            return;
        }
        let legal = s.game().legal_actions();
        let action = legal[rng.below(legal.len() as u32) as usize];
        s.apply(action).expect("a legal action applies");
    }
}

/// Plays to the end, each seat taking its first legal action.
pub fn play_to_end(s: &mut Session) {
    while !s.game().is_over() {
        let action = s.game().legal_actions()[0];
        s.apply(action).expect("a legal action applies");
    }
}

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
