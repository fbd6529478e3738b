//! Where the puzzle screens are (their addresses, moving between them without a reload)
//! and the player's puzzle record in localStorage.

use crate::ui::share::page_base;
use leptos::prelude::*;
use session::puzzle::record::PuzzleRecord;

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

/// The player's puzzle record, kept in localStorage (see [`crate::records`]).
pub(crate) type Record = crate::records::Record<PuzzleRecord>;

/// A try has ended: counted and saved by read-merge-write (a full storage keeps it for
/// this visit, and says so).
pub(super) fn finish(record: Record, code: &str, solved: bool) {
    let now = crate::persist::now_ms();
    record.update(|r| r.finish(code, solved, now));
}
