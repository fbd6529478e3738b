//! The search levels' and the evaluator's time per decision on the reference positions,
//! natively, with a checksum of the choices to compare with `wasm_bench` (see there).
//!
//! ```text
//! cargo run --release -p ai --example native_bench [normal,hard,expert,evaluate,reference]
//! ```
//!
//! `evaluate` times [`ai::evaluate`] at a few budgets and counts how often its best
//! action is Expert's choice (and, for scale, how often Hard's is); `reference` also
//! judges each budget's best action by a long evaluation (64,000 iterations): the mean
//! chance it gives up against the reference's best.
//!
//! Besides the wall-clock time it prints the thread's CPU time (Linux:
//! `/proc/thread-self/schedstat`), which other programs on a busy machine inflate far
//! less.

#[path = "bench/positions.rs"]
mod positions;

use ai::{decide_explained, Level, Reason};
use engine::{Action, Observation};
use std::time::Instant;

/// The evaluator's budget in the review, and others around it.
const BUDGETS: [u32; 3] = [2000, 4000, 8000];
const REFERENCE: u32 = 64_000;

/// The CPU time this thread has run, in milliseconds (0 where the kernel does not say).
fn cpu_ms() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(0.0, |ns| ns / 1e6)
}

/// Times `f` by the wall clock and by the thread's CPU time, in milliseconds.
fn timed<T>(f: impl FnOnce() -> T) -> (T, f64, f64) {
    let (started, cpu) = (Instant::now(), cpu_ms());
    let out = f();
    let wall = started.elapsed().as_secs_f64() * 1000.0;
    (out, wall, cpu_ms() - cpu)
}

fn summary(ms: &mut [f64]) -> String {
    ms.sort_by(f64::total_cmp);
    let n = ms.len();
    format!(
        "mean {:.2} ms, p95 {:.2} ms, max {:.2} ms",
        ms.iter().sum::<f64>() / n as f64,
        ms[n * 95 / 100],
        ms[n - 1]
    )
}

struct Figures {
    ms: Vec<f64>,
    cpu: Vec<f64>,
    iterations: u64,
    checksum: u64,
}

impl Figures {
    fn new() -> Figures {
        Figures {
            ms: Vec::new(),
            cpu: Vec::new(),
            iterations: 0,
            checksum: 0,
        }
    }

    fn add(&mut self, (ms, cpu): (f64, f64), obs: &Observation, action: Action) {
        let k = obs.legal.iter().position(|a| *a == action).unwrap();
        self.ms.push(ms);
        self.cpu.push(cpu);
        self.checksum = self.checksum.wrapping_mul(31).wrapping_add(k as u64 + 1);
    }

    fn print(mut self, name: &str) {
        let n = self.ms.len();
        let cpu_total: f64 = self.cpu.iter().sum();
        println!(
            "native {name}: {n} positions, {}; CPU time {}; {:.0} iterations per CPU \
             second, checksum {}",
            summary(&mut self.ms),
            summary(&mut self.cpu),
            self.iterations as f64 / (cpu_total / 1000.0),
            self.checksum
        );
    }
}

fn decide_all(all: &[Observation], level: Level) -> (Figures, Vec<Action>) {
    let mut fig = Figures::new();
    let mut actions = Vec::new();
    for (i, obs) in all.iter().enumerate() {
        let ((action, reason), wall, cpu) =
            timed(|| decide_explained(obs, level, i as u64 * 7 + 1, None).unwrap());
        fig.add((wall, cpu), obs, action);
        if let Reason::Search { iterations, .. } = reason {
            fig.iterations += iterations as u64;
        }
        actions.push(action);
    }
    (fig, actions)
}

fn agreement(a: &[Action], b: &[Action]) -> f64 {
    100.0 * a.iter().zip(b).filter(|(x, y)| x == y).count() as f64 / a.len() as f64
}

fn main() {
    let wanted = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "normal,hard,expert,evaluate".into());
    let all = positions::positions();
    let mut chosen: Vec<(Level, Vec<Action>)> = Vec::new();
    for name in wanted.split(',') {
        if let Ok(level) = name.parse::<Level>() {
            let (fig, actions) = decide_all(&all, level);
            fig.print(name);
            chosen.push((level, actions));
        }
    }
    if !wanted.contains("evaluate") && !wanted.contains("reference") {
        return;
    }
    let of = |level: Level, chosen: &mut Vec<(Level, Vec<Action>)>| {
        if !chosen.iter().any(|(l, _)| *l == level) {
            let (_, actions) = decide_all(&all, level);
            chosen.push((level, actions));
        }
        chosen.iter().find(|(l, _)| *l == level).unwrap().1.clone()
    };
    let expert = of(Level::Expert, &mut chosen);
    let hard = of(Level::Hard, &mut chosen);
    println!(
        "Hard's choice is Expert's in {:.1}% of the positions",
        agreement(&hard, &expert)
    );
    let reference: Option<Vec<ai::Evaluation>> = wanted.contains("reference").then(|| {
        all.iter()
            .enumerate()
            .map(|(i, obs)| ai::evaluate(obs, REFERENCE, i as u64 + 1_000_000).unwrap())
            .collect()
    });
    // What a choice gives up, by the reference's estimates.
    let regret = |actions: &[Action]| {
        reference.as_ref().map(|r| {
            let lost: f64 = r
                .iter()
                .zip(actions)
                .map(|(e, a)| (e.best().mean - e.of(*a).map_or(0.0, |s| s.mean)).max(0.0) as f64)
                .sum();
            100.0 * lost / actions.len() as f64
        })
    };
    if let (Some(h), Some(x)) = (regret(&hard), regret(&expert)) {
        println!(
            "by a {REFERENCE}-iteration evaluation, Hard's choice gives up {h:.2} points of \
             chance on average, Expert's {x:.2}"
        );
    }
    for budget in BUDGETS {
        let mut fig = Figures::new();
        let mut best = Vec::new();
        for (i, obs) in all.iter().enumerate() {
            let (e, wall, cpu) = timed(|| ai::evaluate(obs, budget, i as u64 * 7 + 1).unwrap());
            fig.add((wall, cpu), obs, e.best().action);
            fig.iterations += e.iterations as u64;
            best.push(e.best().action);
        }
        fig.print(&format!("evaluate {budget}"));
        print!(
            "  its best is Expert's choice in {:.1}% of the positions",
            agreement(&best, &expert)
        );
        match regret(&best) {
            Some(r) => println!("; gives up {r:.2} points of chance by the reference"),
            None => println!(),
        }
    }
}
