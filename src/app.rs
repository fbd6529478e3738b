//! The root component of the page.

use leptos::prelude::*;

/// The whole application. Game screens are added inside `<main id="app">`.
///
/// `data-app="mounted"` is what the browser and end-to-end tests look for to know the
/// WebAssembly module loaded and Leptos rendered the page.
#[component]
pub fn App() -> impl IntoView {
    view! {
        <main id="app" data-app="mounted">
            <header class="masthead">
                <h1 class="title">"Condottiere"</h1>
                <p class="tagline">
                    "Hire mercenaries, win battles, and take the cities of Renaissance Italy."
                </p>
            </header>
        </main>
    }
}
