//! The rules of Condottiere (Dominique Ehrhard), every edition in the rulebooks, as a pure
//! Rust library: no browser, no I/O. See `../../README.md` and this crate's README for the
//! JSON state format and the notation.
//!
//! ```
//! use engine::{Game, Setup, Preset};
//! let mut game = Game::new(Setup { rules: Preset::Ffg2006.rules(), players: 4, seed: 7, first: Some(0) }).unwrap();
//! let action = game.legal_actions()[0];
//! let events = game.apply(action).unwrap();
//! assert!(!events.is_empty());
//! ```

pub mod action;
pub mod boundary;
pub mod card;
pub mod event;
pub mod game;
pub mod history;
pub mod map;
pub mod observation;
pub(crate) mod pile;
pub mod random;
pub mod record;
mod redeal;
pub mod refusal;
pub mod rng;
pub mod rules;
pub mod sample;
pub mod setup;
pub mod strength;

pub use action::{parse_actions, Action};
pub use boundary::{StateError, UncheckedGame};
pub use card::{Card, CardCounts};
pub use event::{BattleEnd, Event, EventSink, TokenReason, WinReason};
pub use game::{Battle, Game, Outcome, Phase, PlayedCard, Setup, Table, MAX_PLAYERS};
pub use history::RoundLog;
pub use map::Region;
pub use observation::{History, Observation, Seen, SeenCard};
pub use random::{digest, random_game};
pub use record::{Record, ReplayError};
pub use refusal::{Decision, IllegalAction, Refusal};
pub use rng::GameRng;
pub use rules::{Preset, Rules, Variant, Variants};
pub use sample::Step;
pub use setup::SetupError;
pub use strength::{Season, Strength};
