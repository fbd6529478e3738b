//! Condottiere in the browser: the Leptos app.
//!
//! The binary (`src/main.rs`) only mounts [`App`]; everything the page shows lives in this
//! library so that the in-browser tests in `tests/` can mount the same components.
//! A game at the table (its rules, saves, record and words) is the plain crate `session`;
//! here are the views (`ui`), the signals, and the browser's side: storage (`persist`,
//! `records`), the AI's worker (`ai_client`, `ai_service`, and the review's side of it,
//! `review_service`), the language on screen (`i18n`).

pub mod ai_client;
pub mod ai_service;
pub mod app;
pub mod daily;
pub mod i18n;
pub mod offline;
pub mod persist;
pub mod puzzle_service;
pub mod records;
pub mod review_service;
pub mod settings;
pub mod stats;
pub mod table;
pub mod ui;
pub mod update;
#[cfg(target_arch = "wasm32")]
pub mod worker;

pub use app::App;
