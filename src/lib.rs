//! Condottiere in the browser: the Leptos app.
//!
//! The binary (`src/main.rs`) only mounts [`App`]; everything the page shows lives in this
//! library so that the in-browser tests in `tests/` can mount the same components.
//! `session` holds a game at the table (no UI); `ui` draws it; `i18n` holds every text.

pub mod ai_client;
pub mod ai_service;
pub mod app;
pub mod chronicle;
pub mod i18n;
pub mod learn;
pub mod persist;
pub mod reasons;
pub mod session;
pub mod stats;
pub mod ui;
pub mod undo;
pub mod update;

pub use app::App;
