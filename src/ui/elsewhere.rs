//! Shown in place of the game once this tab no longer plays it (see `session::writer`):
//! another tab of the browser has taken it over ("This game continues in another tab"),
//! or it was deleted from the saved games, in another tab or in this one's list ("This
//! game was deleted"). This tab then neither plays nor writes the game; the player takes
//! it back (with every move made there), brings it back, or leaves.

use crate::i18n::tr;
use crate::table::Table;
use leptos::prelude::*;
use session::writer::Standing;

#[component]
pub fn ElsewhereNotice(on_take_back: Callback<()>, on_leave: Callback<()>) -> impl IntoView {
    let table = expect_context::<Table>();
    // The player coming back to this tab lands on the way back into the game; the button
    // is described by the explanation, so a screen reader reads both.
    let take_back = NodeRef::<leptos::html::Button>::new();
    request_animation_frame(move || {
        if let Some(button) = take_back.try_get_untracked().flatten() {
            let _ = button.focus();
        }
    });
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
            <button class="primary" data-action="take-back-game" aria-describedby="elsewhere-text" node_ref=take_back
                on:click=move |_| on_take_back.run(())>
                {word("elsewhere-take-back", "elsewhere-bring-back")}
            </button>
            <button class="subtle" data-action="leave-elsewhere" on:click=move |_| on_leave.run(())>
                {word("elsewhere-menu", "elsewhere-deleted-leave")}
            </button>
        </section>
    }
}
