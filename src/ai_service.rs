//! The AI's side of its Web Worker (`src/worker.rs`): reads a request, decides, and
//! writes the reply. The page talks to it through `ai_client`.
//!
//! The search lives here and not in the page: only the worker's wasm calls it, so the
//! page's own download does not carry it (the first load has a size budget). The page
//! never decides a move itself, except in the in-browser tests, which have no worker and
//! install [`decide_in_browser`] with `ai_client::decide_on_main_thread`.
//!
//! Protocol (JSON text both ways):
//! - a move: `{"id": 1, "record": {...}, "seat": 2, "level": "normal", "seed": 7}` (the
//!   game's record: the worker makes the seat's observation from it), answered by
//!   `{"id": 1, "action": "M10", "reason": {...}}` or `{"id": 1, "error": "..."}`;
//! - the benchmark: `{"id": 2, "bench": true}`, answered by `{"id": 2, "bench": "<figures>"}`;
//! - a puzzle's question: see `puzzle_service`.

use engine::{Action, Observation, Record};
use serde::{Deserialize, Serialize};
use session::AiReason;

/// What the worker posts once it listens.
pub const READY: &str = "ready";

#[derive(Serialize, Deserialize)]
pub(crate) struct Request {
    pub id: u64,
    pub record: Record,
    pub seat: u8,
    pub level: String,
    pub seed: u64,
}

/// A move asked from what one seat sees, on a friend's device (which holds no record:
/// only its seat's view). `seen` names it apart from a [`Request`].
#[derive(Serialize, Deserialize)]
pub(crate) struct SeenRequest {
    pub id: u64,
    pub seen: Observation,
    pub level: String,
    pub seed: u64,
}

/// The request for the benchmark's figures (`#/bench`); `bench` is always true (it tells
/// this request from a move's).
#[derive(Serialize, Deserialize)]
pub(crate) struct BenchRequest {
    pub id: u64,
    pub bench: bool,
}

#[derive(Serialize, Deserialize, Default)]
pub(crate) struct Reply {
    pub id: u64,
    #[serde(default)]
    pub action: Option<String>,
    #[serde(default)]
    pub reason: Option<AiReason>,
    #[serde(default)]
    pub error: Option<String>,
    #[serde(default)]
    pub bench: Option<String>,
    /// A puzzle's [`crate::puzzle_service::Answer`], read as one only by the puzzles'
    /// screens: the page, which reads every reply, then carries no reader of puzzles.
    #[serde(default)]
    pub puzzle: Option<serde_json::Value>,
}

/// An AI's move and why it made it.
pub type Decision = (Action, AiReason);

/// A decision where a person waits: the level's iteration budget, stopped early at its
/// time cap if this device is slow (see `ai::Level::time_cap_ms`).
pub fn decide_in_browser(obs: &Observation, level: ai::Level, seed: u64) -> Option<Decision> {
    let decided = match level.time_cap_ms() {
        Some(cap) => {
            let mut now = js_sys::Date::now;
            ai::decide_explained(obs, level, seed, Some((&mut now, cap)))
        }
        None => ai::decide_explained(obs, level, seed, None),
    };
    decided.map(|(action, reason)| (action, reason.into()))
}

/// What `seat` sees in the game of `record`, with the round's public history: all an AI
/// may know.
pub fn observe(record: &Record, seat: u8) -> Result<Observation, String> {
    if seat >= record.setup.players {
        return Err(format!("no seat {seat} at this table"));
    }
    record.observation(seat).map_err(|e| e.to_string())
}

/// The reply to request `id`: the move decided from `seen` at `level`, with its reason.
fn decided(id: u64, seen: &Observation, level: ai::Level, seed: u64) -> Reply {
    match decide_in_browser(seen, level, seed) {
        Some((action, reason)) => Reply {
            id,
            action: Some(action.to_string()),
            reason: Some(reason),
            ..Reply::default()
        },
        None => Reply {
            id,
            error: Some("no decision to make".into()),
            ..Reply::default()
        },
    }
}

/// The worker's answer to one message (never panics on a bad request).
pub fn answer(request: &str) -> String {
    let reply = match serde_json::from_str::<Request>(request) {
        Ok(req) => match req
            .level
            .parse::<ai::Level>()
            .and_then(|level| Ok((level, observe(&req.record, req.seat)?)))
        {
            Ok((level, observation)) => decided(req.id, &observation, level, req.seed),
            Err(e) => Reply {
                id: req.id,
                error: Some(e),
                ..Reply::default()
            },
        },
        // Not a move from a record: a move from a seat's view, a puzzle's question or the
        // benchmark's request (read after, so a move is parsed once).
        Err(e) => match serde_json::from_str::<SeenRequest>(request) {
            Ok(req) => match req.level.parse::<ai::Level>() {
                Ok(level) => decided(req.id, &req.seen, level, req.seed),
                Err(e) => Reply {
                    id: req.id,
                    error: Some(e),
                    ..Reply::default()
                },
            },
            Err(_) => match crate::puzzle_service::read(request) {
                Some((id, ask)) => Reply {
                    id,
                    puzzle: serde_json::to_value(crate::puzzle_service::answer(ask)).ok(),
                    ..Reply::default()
                },
                None => match serde_json::from_str::<BenchRequest>(request) {
                    Ok(BenchRequest { id, bench: true }) => Reply {
                        id,
                        bench: Some(bench_figures()),
                        ..Reply::default()
                    },
                    _ => Reply {
                        error: Some(format!("bad request: {e}")),
                        ..Reply::default()
                    },
                },
            },
        },
    };
    serde_json::to_string(&reply).unwrap_or_default()
}

/// Every level's decision times on the same seeded positions, one line per level.
fn bench_figures() -> String {
    let positions = ai::bench_positions(30);
    [
        ai::Level::Rule,
        ai::Level::Easy,
        ai::Level::Normal,
        ai::Level::Hard,
        ai::Level::Expert,
    ]
    .into_iter()
    .map(|level| level_figures(level, &positions))
    .collect::<Vec<_>>()
    .join("\n")
}

/// One level's decision times, each decision made as the game makes it: the level's
/// search, stopped at its time cap on this device ([`ai::Level::time_cap_ms`]).
fn level_figures(level: ai::Level, positions: &[Observation]) -> String {
    let mut times: Vec<f64> = Vec::with_capacity(positions.len());
    let mut iterations = 0u64;
    let mut search_ms = 0.0;
    let mut capped = 0;
    let cap = level.time_cap_ms();
    for (i, obs) in positions.iter().enumerate() {
        let mut now = js_sys::Date::now;
        let start = now();
        let clock = cap.map(|cap| (&mut now as &mut dyn ai::Clock, cap));
        let action = match level.run_search(obs, i as u64, clock) {
            Some(r) => {
                iterations += r.iterations as u64;
                Some(r.action)
            }
            None => ai::decide(obs, level, i as u64),
        };
        let ms = js_sys::Date::now() - start;
        if level.search_config().is_some() {
            search_ms += ms;
        }
        capped += cap.is_some_and(|cap| ms >= cap) as u32;
        std::hint::black_box(action);
        times.push(ms);
    }
    times.sort_by(f64::total_cmp);
    let mean = times.iter().sum::<f64>() / times.len().max(1) as f64;
    let p95 = times[((times.len() as f64 * 0.95) as usize).min(times.len() - 1)];
    let max = times.last().copied().unwrap_or(0.0);
    let rate = if search_ms > 0.0 {
        format!(
            ", {:.0} iterations/s",
            iterations as f64 / (search_ms / 1000.0)
        )
    } else {
        String::new()
    };
    let cap = cap.map_or(String::new(), |cap| {
        format!(", {capped} stopped at the {cap:.0} ms cap")
    });
    format!(
        "{level}: {} decisions, mean {mean:.1} ms, p95 {p95:.1} ms, max {max:.1} ms{rate}{cap}",
        times.len()
    )
}
