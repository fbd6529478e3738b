//! The benchmark page (`#/bench`): times the AI's decisions in this browser's wasm (in
//! the worker, where the AI plays), on seeded positions, and prints the figures for
//! `tests/bench/ui.mjs` to read.

use leptos::prelude::*;

#[component]
pub fn BenchPage() -> impl IntoView {
    let output = RwSignal::new(String::from("running…"));
    let done = RwSignal::new(false);
    crate::ai_client::bench(move |figures| {
        output.set(figures.unwrap_or_else(|| "the AI worker did not answer".into()));
        done.set(true);
    });
    view! {
        <section class="bench" data-screen="bench">
            <h2>"AI decision times in this browser"</h2>
            <pre data-bench=move || if done.get() { "done" } else { "running" }>{move || output.get()}</pre>
        </section>
    }
}
