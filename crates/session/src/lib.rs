//! A game at the table, as plain Rust: everything the app knows about a game besides how
//! it is drawn. No Leptos, web-sys, wasm-bindgen or gloo here: words come from
//! `crates/i18n` with the language's [`i18n::Catalog`] passed in, and storage is behind a
//! small trait the app implements with localStorage and the tests with memory. So all of
//! it is tested natively (`cargo test -p session`) and runs in the browser alike.
pub mod puzzle;
