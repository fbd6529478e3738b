//! Battle puzzles on screen (issue 23): the list (`#/puzzles`: three difficulties, the
//! puzzle of the day, the player's solved count and streak) and one puzzle
//! (`#/puzzle/<code>`) played on the ordinary table. The puzzles are proved in the AI's
//! worker (`puzzle_service`): the page's wasm carries no solver.

mod list;
mod panel;
mod play;

use crate::persist::LocalStore;
use crate::ui::share::page_base;
use leptos::prelude::*;
use list::PuzzleList;
use play::PuzzlePlay;
use session::puzzle::record::{self, PuzzleRecord};

/// Which puzzle screen the address asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleView {
    List,
    Code(String),
}

/// The puzzle screen of an address's hash (`#/puzzles`, `#/puzzle/<code>`), if it is one.
pub fn route(hash: &str) -> Option<PuzzleView> {
    if hash == "#/puzzles" {
        Some(PuzzleView::List)
    } else {
        hash.strip_prefix("#/puzzle/")
            .map(|code| PuzzleView::Code(code.to_string()))
    }
}

/// The address of a puzzle screen.
fn hash_of(view: &PuzzleView) -> String {
    match view {
        PuzzleView::List => "#/puzzles".into(),
        PuzzleView::Code(code) => format!("#/puzzle/{code}"),
    }
}

/// Shows another puzzle screen and puts its address in the history (no reload: the
/// hash changes through the history, which fires no `hashchange`).
pub fn open(view: RwSignal<Option<PuzzleView>>, next: PuzzleView) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let url = format!("{}{}", page_base(), hash_of(&next));
        let _ = history.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
    view.set(Some(next));
}

/// The player's puzzle record, kept in localStorage.
#[derive(Clone, Copy)]
pub(crate) struct Record(pub RwSignal<PuzzleRecord>);

impl Record {
    fn load() -> Record {
        Record(RwSignal::new(record::load(&LocalStore)))
    }

    /// A try has ended: counted, and saved (a full storage keeps it for this visit).
    fn finish(self, code: &str, solved: bool) {
        let mut next = self.0.get_untracked();
        if next.finish(code, solved) {
            let _ = record::save(&mut LocalStore, &next);
            self.0.set(next);
        }
    }
}

/// The puzzle screens; `on_exit` goes back to the setup screen.
#[component]
pub fn Puzzles(
    view: RwSignal<Option<PuzzleView>>,
    pace_ms: RwSignal<u32>,
    on_exit: Callback<()>,
) -> impl IntoView {
    let record = Record::load();
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
