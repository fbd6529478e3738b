//! The notice that a new version was published (see [`crate::update`]): reload now, with
//! the game saved and marked as the one in progress so that it comes back, or later.

use crate::i18n::t;
use crate::update::Update;
use leptos::prelude::*;
use session::Session;

/// Saves the game in progress as the current one, then reloads the page. A finished game
/// is saved too (it stays in the saved-games list); the reload then opens the setup.
fn save_and_reload(session: RwSignal<Option<Session>>) {
    session.with_untracked(|s| {
        if let Some(s) = s {
            let _ = crate::persist::save(s);
        }
    });
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}

#[component]
pub fn UpdateNotice(update: Update, session: RwSignal<Option<Session>>) -> impl IntoView {
    let playing = move || session.with(|s| s.as_ref().is_some_and(|s| !s.game().is_over()));
    // The live region is always in the page, so that the notice arriving in it is read out.
    view! {
        <div class="update-slot" role="status">
            {move || update.pending().then(|| view! {
                <div class="update-notice" data-notice="update">
                    <p>{move || t(if playing() { "update-available-game" } else { "update-available" })}</p>
                    <div class="update-actions">
                        <button type="button" class="primary" data-action="reload-update" on:click=move |_| save_and_reload(session)>
                            {t("update-reload")}
                        </button>
                        <button type="button" data-action="dismiss-update" on:click=move |_| update.dismiss()>
                            {t("update-dismiss")}
                        </button>
                    </div>
                </div>
            })}
        </div>
    }
}
