//! The AI as a bare wasm module (no bindings), to time it in a JavaScript engine and to
//! check that it decides exactly as natively. Build and run:
//!
//! ```text
//! cargo build -p ai --release --example wasm_bench --target wasm32-unknown-unknown
//! node crates/ai/examples/bench/wasm_bench.cjs target/wasm32-unknown-unknown/release/examples/wasm_bench.wasm [levels]
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

/// The index of the chosen action at position `i` (level 0 rule, 1 normal, 2 hard,
/// 3 expert).
#[no_mangle]
pub extern "C" fn decide(i: u32, level: u32, seed: u32) -> u32 {
    positions::decide(&all()[i as usize], level, seed)
}

/// The evaluator's best action at position `i` with `iterations`, as an index in
/// `obs.legal`.
#[no_mangle]
pub extern "C" fn evaluate(i: u32, iterations: u32, seed: u32) -> u32 {
    let obs = &all()[i as usize];
    let best = ai::evaluate(obs, iterations, seed as u64).map(|e| e.best().action);
    obs.legal.iter().position(|a| Some(*a) == best).unwrap_or(0) as u32
}
