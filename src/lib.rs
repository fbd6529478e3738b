//! Condottiere in the browser: the Leptos app shell.
//!
//! The binary (`src/main.rs`) only mounts [`App`]; everything the page shows lives in this
//! library so that the in-browser tests in `tests/` can mount the same components.

pub mod app;

pub use app::App;
