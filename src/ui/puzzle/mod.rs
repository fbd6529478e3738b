//! Battle puzzles on screen (issue 23): the list (`#/puzzles`: three difficulties, the
//! puzzle of the day, the player's solved count and streak) and one puzzle
//! (`#/puzzle/<code>`) played on the ordinary table. The puzzles are proved in the AI's
//! worker (`puzzle_service`): the page's wasm carries no solver.

mod list;
mod nav;
mod panel;
mod play;
mod state;

pub use nav::{open, route, PuzzleView};
pub use state::keep_tries;

use leptos::prelude::*;
use list::PuzzleList;
use nav::Record;
use play::PuzzlePlay;

/// The puzzle screens; `on_exit` goes back to the setup screen.
#[component]
pub fn Puzzles(
    view: RwSignal<Option<PuzzleView>>,
    pace_ms: RwSignal<u32>,
    on_exit: Callback<()>,
) -> impl IntoView {
    let record = Record::open();
    // Another tab ended a try: this one shows it, and its next try joins it.
    let listener = window_event_listener(leptos::ev::storage, move |ev| {
        record.on_storage(ev.key().as_deref());
    });
    // Back and Forward between the list and a puzzle: the screen follows the address.
    let moved = window_event_listener(leptos::ev::popstate, move |_| {
        let hash = web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .unwrap_or_default();
        if let Some(next) = route(&hash) {
            if view.get_untracked().as_ref() != Some(&next) {
                view.set(Some(next));
            }
        }
    });
    on_cleanup(move || {
        listener.remove();
        moved.remove();
    });
    move || match view.get() {
        Some(PuzzleView::Code(code)) => {
            view! { <PuzzlePlay code=code view=view pace_ms=pace_ms record=record/> }.into_any()
        }
        _ => view! { <PuzzleList view=view record=record on_exit=on_exit/> }.into_any(),
    }
}

/// The way to the puzzles on the setup screen.
#[component]
pub fn PuzzlesOffer(view: RwSignal<Option<PuzzleView>>) -> impl IntoView {
    use crate::i18n::t;
    view! {
        <p class="learn-offer puzzle-offer">
            <button class="subtle" data-action="puzzles" on:click=move |_| open(view, PuzzleView::List)>{t("puzzle-open")}</button>
            <span class="muted">{t("puzzle-offer-text")}</span>
        </p>
    }
}
