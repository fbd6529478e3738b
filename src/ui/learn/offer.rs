//! The way into the lesson on the setup screen: an invitation on the very first visit,
//! a button afterwards.

use crate::i18n::t;
use gloo_storage::{LocalStorage, Storage};
use leptos::prelude::*;
use std::cell::Cell;

/// Set once the invitation has been shown, so it is offered on the first visit only.
const OFFERED_KEY: &str = "condottiere/learn-offered";

thread_local! {
    // Whether this page load shows the invitation (decided on the first look).
    static INVITE: Cell<Option<bool>> = const { Cell::new(None) };
}

/// Whether this page load invites the player to the lesson: the very first visit (no
/// saved game, no record, never offered before). Decided once, and remembered at once.
fn invite_now() -> bool {
    INVITE.with(|cell| {
        if let Some(v) = cell.get() {
            return v;
        }
        let offered = LocalStorage::raw()
            .get_item(OFFERED_KEY)
            .ok()
            .flatten()
            .is_some();
        let (saves, bad) = crate::persist::list();
        let record_empty = use_context::<crate::ui::stats::RecordStore>()
            .is_none_or(|r| r.with_untracked(|s| s.groups_by_recency().is_empty()));
        let first = !offered && saves.is_empty() && bad.is_empty() && record_empty;
        if first {
            let _ = LocalStorage::raw().set_item(OFFERED_KEY, "1");
        }
        cell.set(Some(first));
        first
    })
}

fn stop_inviting() {
    INVITE.with(|cell| cell.set(Some(false)));
}

/// On the setup screen: the way into the lesson, as an invitation on the first visit and
/// as a button afterwards.
#[component]
pub fn LearnOffer(on_learn: Callback<()>) -> impl IntoView {
    let invite = RwSignal::new(invite_now());
    let learn = move |_| {
        stop_inviting();
        on_learn.run(());
    };
    let dismiss = move |_| {
        stop_inviting();
        invite.set(false);
        crate::ui::focus::focus_soon(r#"[data-action="learn"]"#);
    };
    move || {
        if invite.get() {
            view! {
                <section class="learn-invite" aria-labelledby="learn-invite-title" data-learn-invite="true">
                    <h2 id="learn-invite-title">{t("learn-invite-title")}</h2>
                    <p>{t("learn-invite-text")}</p>
                    <div class="learn-invite-actions">
                        <button class="primary" data-action="learn" on:click=learn>{t("learn-start")}</button>
                        <button class="subtle" data-action="learn-dismiss" on:click=dismiss>{t("learn-dismiss")}</button>
                    </div>
                </section>
            }
            .into_any()
        } else {
            view! {
                <p class="learn-offer">
                    <button class="subtle" data-action="learn" on:click=learn>{t("learn-start")}</button>
                    <span class="muted">{t("learn-offer-text")}</span>
                </p>
            }
            .into_any()
        }
    }
}
