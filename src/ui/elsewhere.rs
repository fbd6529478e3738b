//! "This game continues in another tab": shown in place of the game once another tab of
//! the browser has taken it over (see `session::writer`). This tab then neither plays nor
//! writes the game; the player takes it back (with every move made there) or leaves.

use crate::i18n::tr;
use crate::ui::focus::focus_soon;
use leptos::prelude::*;

#[component]
pub fn ElsewhereNotice(on_take_back: Callback<()>, on_leave: Callback<()>) -> impl IntoView {
    // The player coming back to this tab lands on the way back into the game; the button
    // is described by the explanation, so a screen reader reads both.
    focus_soon(r#"[data-action="take-back-game"]"#);
    // Laid out as the hand-off screen is: one message and its buttons, centred.
    view! {
        <section class="handoff elsewhere" data-notice="elsewhere" aria-labelledby="elsewhere-title">
            <h2 id="elsewhere-title">{tr("elsewhere-title")}</h2>
            <p id="elsewhere-text">{tr("elsewhere-text")}</p>
            <button class="primary" data-action="take-back-game" aria-describedby="elsewhere-text"
                on:click=move |_| on_take_back.run(())>
                {tr("elsewhere-take-back")}
            </button>
            <button class="subtle" data-action="leave-elsewhere" on:click=move |_| on_leave.run(())>
                {tr("elsewhere-menu")}
            </button>
        </section>
    }
}
