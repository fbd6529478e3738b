//! The AI as a bare wasm module (no bindings), to time it in a JavaScript engine and to
//! check that it decides exactly as natively. Build and run:
//!
//! ```text
//! cargo build -p ai --release --example wasm_bench --target wasm32-unknown-unknown
//! node crates/ai/examples/bench/wasm_bench.cjs target/wasm32-unknown-unknown/release/examples/wasm_bench.wasm
//! cargo run -p ai --release --example native_bench    # the same figures natively
//! ```

#[path = "bench/positions.rs"]
mod positions;

use engine::Observation;
use std::sync::OnceLock;

static POSITIONS: OnceLock<Vec<Observation>> = OnceLock::new();

fn all() -> &'static [Observation] {
    POSITIONS.get_or_init(positions::positions)
}

/// How many reference positions there are.
#[no_mangle]
pub extern "C" fn count() -> u32 {
    all().len() as u32
}

/// The index of the chosen action at position `i` (level 0 rule, 1 normal, 2 hard).
#[no_mangle]
pub extern "C" fn decide(i: u32, level: u32, seed: u32) -> u32 {
    positions::decide(&all()[i as usize], level, seed)
}
