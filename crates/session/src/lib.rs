//! A game at the table, as plain Rust: everything the app knows about a game besides how
//! it is drawn. No Leptos, web-sys, wasm-bindgen or gloo here: words come from
//! `crates/i18n` with the language's [`i18n::Catalog`] passed in, and storage is behind a
//! small trait the app implements with localStorage and the tests with memory. So all of
//! it is tested natively (`cargo test -p session`) and runs in the browser alike.
//!
//! Modules, lowest first (each uses only those above it):
//! - [`store`]: the key-value [`Store`] of text, and [`MemoryStore`];
//! - [`day`]: a calendar day (UTC), read and checked, counted in days;
//! - [`kept`]: every text kept in the store (the records, a save, a deleted save, the
//!   writer's claim in a save): versioned, migrated, one error when it cannot be read;
//!   a record set aside when damaged, merged across tabs;
//! - [`seats`]: who sits where ([`SeatConfig`], [`SeatKind`], [`AiLevel`]), [`Origin`], and
//!   the check every table passes;
//! - [`words`]: the words for cards, regions, editions, moves and a link's faults;
//! - [`reading`]: what Expert read at the table ([`reading::Read`]) and its words;
//! - [`reasons`]: the AI's reasons ([`AiReason`]) and their words;
//! - [`refusals`]: the engine's refusals (a move, a state file) in words;
//! - [`error`]: what can go wrong, as values ([`Error`]), and its words;
//! - [`log`]: the chronicle's entries as facts ([`LogEntry`]);
//! - [`session`]: [`Session`], a game at the table, the one owner of its state, every
//!   move checked against the state it was chosen on; [`undo`]: taking a move back;
//! - [`view`]: [`SeatView`], what one viewer may see of the game, the table's one source;
//! - [`chronicle`]: the chronicle and the outcome in words;
//! - [`stats`]: the player's record of results;
//! - [`daily`]: the daily deal: its seed and table, its record, streaks and calendar,
//!   and the result to share;
//! - [`learn`]: the lesson's script and its coach;
//! - [`saves`]: the save format, the saved games in a store, the deleted ones waiting a
//!   week, and what a day's page of the daily deal offers;
//! - [`writer`]: one writer per game when it is open in several tabs, and none for a
//!   game deleted;
//! - [`review`]: a finished game's review (its own README section);
//! - [`puzzle`]: battle puzzles, their generator, solver and codes (its own README section).

pub mod chronicle;
pub mod daily;
pub mod day;
pub mod error;
pub mod kept;
pub mod learn;
pub mod log;
pub mod puzzle;
pub mod reading;
pub mod reasons;
pub mod refusals;
pub mod review;
pub mod saves;
pub mod screen;
pub mod seats;
pub mod session;
pub mod settings;
pub mod stats;
pub mod store;
pub mod undo;
pub mod view;
pub mod words;
pub mod writer;

pub use chronicle::Line;
pub use error::Error;
pub use log::LogEntry;
pub use reasons::AiReason;
pub use saves::SavedGame;
pub use seats::{AiLevel, Origin, SeatConfig, SeatKind};
pub use session::{Parts, Session, StateId};
pub use store::{MemoryStore, Store, StoreError};
pub use view::SeatView;
