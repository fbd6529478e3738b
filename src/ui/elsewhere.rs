//! Shown in place of the game once this tab no longer plays it (see `session::writer`):
//! another tab of the browser has taken it over ("This game continues in another tab"),
//! or it was deleted from the saved games, in another tab or in this one's list ("This
//! game was deleted"). This tab then neither plays nor writes the game; the player takes
//! it back (with every move made there), brings it back, or leaves.

use crate::i18n::tr;
use crate::table::Table;
use crate::ui::focus::focus_soon;
use leptos::prelude::*;
use session::writer::Standing;

#[component]
pub fn ElsewhereNotice(on_take_back: Callback<()>, on_leave: Callback<()>) -> impl IntoView {
    let table = expect_context::<Table>();
    // The player coming back to this tab lands on the way back into the game; the button
    // is described by the explanation, so a screen reader reads both.
    focus_soon(r#"[data-action="take-back-game"]"#);
    let deleted = move || table.standing() == Standing::Deleted;
    let word = move |taken: &'static str, gone: &'static str| {
        let (taken, gone) = (tr(taken), tr(gone));
        move || if deleted() { gone() } else { taken() }
    };
    // Laid out as the hand-off screen is: one message and its buttons, centred.
    view! {
        <section class="handoff elsewhere" data-notice="elsewhere"
            data-standing=move || if deleted() { "deleted" } else { "elsewhere" }
            aria-labelledby="elsewhere-title">
            <h2 id="elsewhere-title">{word("elsewhere-title", "elsewhere-deleted-title")}</h2>
            <p id="elsewhere-text">{word("elsewhere-text", "elsewhere-deleted-text")}</p>
            <button class="primary" data-action="take-back-game" aria-describedby="elsewhere-text"
                on:click=move |_| on_take_back.run(())>
                {word("elsewhere-take-back", "elsewhere-bring-back")}
            </button>
            <button class="subtle" data-action="leave-elsewhere" on:click=move |_| on_leave.run(())>
                {word("elsewhere-menu", "elsewhere-deleted-leave")}
            </button>
        </section>
    }
}
