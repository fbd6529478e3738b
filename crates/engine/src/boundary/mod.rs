//! The checked boundary for whole game states: everything from outside (the command
//! line's state files, a bug report, a test that edits a position) becomes a game only
//! through a validating constructor, with a typed error saying what is wrong. (A setup
//! has its own check, below the game: [`crate::setup`], which [`crate::Game::new`] runs.)
//!
//! | file | checks |
//! |---|---|
//! | `state.rs` | [`UncheckedGame`], a state as plain data, and [`StateError`] |
//! | `check.rs` | `Game::try_from` an `UncheckedGame` (deserialising a `Game` goes the same way): what every reachable state holds, the setup, the seats named, the cards conserved, the rows, the season, the board, the counts, the phase |
//!
//! The engine's reasons for refusing a move are typed too: [`crate::Refusal`].

mod check;
mod state;

pub use state::{StateError, UncheckedGame};
