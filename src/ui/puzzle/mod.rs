//! Battle puzzles on screen (issue 23): the list (`#/puzzles`: three difficulties, the
//! puzzle of the day, the player's solved count and streak) and one puzzle
//! (`#/puzzle/<code>`) played on the ordinary table. The puzzles are proved in the AI's
//! worker (`puzzle_service`): the page's wasm carries no solver. Moving between the list
//! and a puzzle names the next screen to the page's router, as every screen does.

mod list;
mod nav;
mod panel;
mod play;
mod state;

pub use state::Tries;

use crate::ui::later::Exit;
use leptos::prelude::*;
use list::PuzzleList;
use nav::Record;
use play::PuzzlePlay;

/// The puzzle screens: one puzzle (`code`), or the list.
#[component]
pub fn Puzzles(
    code: Option<String>,
    pace_ms: u32,
    tries: Tries,
    exit: Callback<Exit>,
) -> impl IntoView {
    let record = Record::open();
    // Another tab ended a try: this one shows it, and its next try joins it.
    let listener = window_event_listener(leptos::ev::storage, move |ev| {
        record.on_storage(ev.key().as_deref());
    });
    on_cleanup(move || listener.remove());
    match code {
        Some(code) => {
            view! { <PuzzlePlay code=code pace_ms=pace_ms tries=tries record=record exit=exit/> }
                .into_any()
        }
        None => view! { <PuzzleList record=record exit=exit/> }.into_any(),
    }
}
