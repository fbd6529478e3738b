//! The notice that a new version was published (see [`crate::update`]): reload now, with
//! the game saved and marked as the one in progress so that it comes back, or later.

use crate::i18n::{t, tr};
use crate::table::Table;
use crate::update::Update;
use leptos::prelude::*;

/// Reloads the page: the game at the table is saved after every change already, and the
/// reload opens it again (this tab notes which game it shows).
fn reload() {
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}

#[component]
pub fn UpdateNotice(update: Update, table: Table) -> impl IntoView {
    let playing = move || table.state() == Some(false);
    // The live region is always in the page, so that the notice arriving in it is read out.
    view! {
        <div class="update-slot" role="status">
            {move || update.pending().then(|| view! {
                <div class="update-notice" data-notice="update">
                    <p>{move || t(if playing() { "update-available-game" } else { "update-available" })}</p>
                    <div class="update-actions">
                        <button type="button" class="primary" data-action="reload-update" on:click=move |_| reload()>
                            {tr("update-reload")}
                        </button>
                        <button type="button" data-action="dismiss-update" on:click=move |_| update.dismiss()>
                            {tr("update-dismiss")}
                        </button>
                    </div>
                </div>
            })}
        </div>
    }
}
