//! The benchmark page (`#/bench`): times the AI's decisions in this browser's wasm, on
//! seeded positions, and prints the figures for `tests/bench/ui.mjs` to read.

use engine::{Game, GameRng, Observation, Preset, Setup};
use leptos::prelude::*;

/// Positions where the seat to act has a real choice, from seeded random games.
fn positions(count: usize) -> Vec<Observation> {
    let mut out = Vec::new();
    let mut rng = GameRng::from_seed(2026);
    let mut seed = 0;
    while out.len() < count {
        seed += 1;
        let Ok(mut game) = Game::new(Setup {
            rules: Preset::Ffg2006.rules(),
            players: 4,
            seed,
            first: None,
        }) else {
            break;
        };
        let mut taken = 0;
        while !game.is_over() && taken < 3 {
            let legal = game.legal_actions();
            if legal.len() > 2 && rng.below(6) == 0 {
                if let Some(seat) = game.to_act() {
                    out.push(game.observation(seat));
                    taken += 1;
                }
            }
            game.apply_unchecked(legal[rng.below(legal.len() as u32) as usize], &mut ());
        }
    }
    out
}

fn figures(level: ai::Level, positions: &[Observation]) -> String {
    let mut times: Vec<f64> = Vec::with_capacity(positions.len());
    let mut iterations = 0u64;
    let mut search_ms = 0.0;
    for (i, obs) in positions.iter().enumerate() {
        let start = js_sys::Date::now();
        let action = match level.search_config() {
            Some(cfg) => ai::search(obs, &cfg, i as u64, None).map(|r| {
                iterations += r.iterations as u64;
                r.action
            }),
            None => ai::decide(obs, level, i as u64),
        };
        let ms = js_sys::Date::now() - start;
        if level.search_config().is_some() {
            search_ms += ms;
        }
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
    format!(
        "{level}: {} decisions, mean {mean:.1} ms, p95 {p95:.1} ms, max {max:.1} ms{rate}",
        times.len()
    )
}

#[component]
pub fn BenchPage() -> impl IntoView {
    let output = RwSignal::new(String::from("running…"));
    // Let the page paint first, then run (the benchmark blocks while it measures).
    set_timeout(
        move || {
            let positions = positions(30);
            let lines: Vec<String> = [
                ai::Level::Rule,
                ai::Level::Easy,
                ai::Level::Normal,
                ai::Level::Hard,
            ]
            .into_iter()
            .map(|level| figures(level, &positions))
            .collect();
            output.set(lines.join("\n"));
        },
        std::time::Duration::from_millis(50),
    );
    view! {
        <section class="bench" data-screen="bench">
            <h2>"AI decision times in this browser"</h2>
            <pre data-bench=move || if output.get().starts_with("running") { "running" } else { "done" }>{move || output.get()}</pre>
        </section>
    }
}
