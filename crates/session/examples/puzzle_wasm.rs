//! The puzzle generator as a bare wasm module (no bindings), to time it in a JavaScript
//! engine and to check that it makes the same puzzles as natively. Build and run:
//!
//! ```text
//! cargo build -p session --release --example puzzle_wasm --target wasm32-unknown-unknown
//! node crates/session/examples/bench/puzzle_wasm.cjs target/wasm32-unknown-unknown/release/examples/puzzle_wasm.wasm 200
//! cargo run -p session --release --example puzzle_bench -- 200   # the same natively
//! ```
//!
//! Both print, per difficulty, the time per puzzle and a checksum of the candidate
//! numbers (the codes) found for seeds 0 to n - 1: equal checksums mean equal puzzles.

use session::puzzle::{Difficulty, Puzzle};

/// The candidate number of the puzzle of `difficulty` (1 to 3) from `seed`; 0 if none.
#[no_mangle]
pub extern "C" fn generate(seed: u32, difficulty: u32) -> u64 {
    Difficulty::from_number(difficulty as u8)
        .and_then(|d| Puzzle::generate(seed as u64, d))
        .map_or(0, |p| p.number())
}

/// The candidate number of the puzzle of the day; 0 for a date not on the calendar.
#[no_mangle]
pub extern "C" fn daily(year: i32, month: u32, day: u32) -> u64 {
    let day = u16::try_from(year)
        .ok()
        .and_then(|y| session::day::Day::new(y, month as u8, day as u8).ok());
    day.map_or(0, |day| Puzzle::daily(day).number())
}
