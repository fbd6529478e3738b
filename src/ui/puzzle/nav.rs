//! Where the puzzle screens are (their addresses, moving between them without a reload)
//! and the player's puzzle record in localStorage.

use crate::persist::LocalStore;
use crate::ui::share::page_base;
use leptos::prelude::*;
use session::puzzle::record::{self, PuzzleRecord};

/// Which puzzle screen the address asks for.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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
    pub(super) fn load() -> Record {
        Record(RwSignal::new(record::load(&LocalStore)))
    }

    /// A try has ended: counted, and saved (a full storage keeps it for this visit).
    pub(super) fn finish(self, code: &str, solved: bool) {
        let mut next = self.0.get_untracked();
        if next.finish(code, solved) {
            let _ = record::save(&mut LocalStore, &next);
            self.0.set(next);
        }
    }
}
