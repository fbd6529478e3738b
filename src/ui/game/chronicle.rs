//! The chronicle on the table: newest line first, numbered in the order of play, with the
//! AI's reason under each of its moves unless the player has switched them off.

use crate::i18n::t;
use crate::ui::SessionSignal;
use gloo_storage::{LocalStorage, Storage};
use leptos::prelude::*;

/// Where the switch is remembered (a preference, not part of any game).
const SHOW_REASONS_KEY: &str = "condottiere-show-reasons";

#[component]
pub fn Chronicle(session: SessionSignal) -> impl IntoView {
    let show_reasons = RwSignal::new(LocalStorage::get::<bool>(SHOW_REASONS_KEY).unwrap_or(true));
    let toggle = move |ev: leptos::ev::Event| {
        let on = event_target_checked(&ev);
        show_reasons.set(on);
        // A preference that cannot be stored still applies to this visit.
        let _ = LocalStorage::set(SHOW_REASONS_KEY, on);
    };
    let lines = Memo::new(move |_| {
        session.with(|s| {
            s.as_ref()
                .map(|s| s.chronicle_lines(&crate::i18n::catalog()))
                .unwrap_or_default()
        })
    });
    view! {
        <section class="chronicle">
            <div class="chronicle-head">
                <h2>{t("log-title")}</h2>
                <label class="switch">
                    <input type="checkbox" data-setting="show-reasons" prop:checked=move || show_reasons.get() on:change=toggle/>
                    {t("log-show-reasons")}
                </label>
            </div>
            // Newest first, numbered in the order things happened (the deal is 1). Moves
            // are announced by the page's one live region, not here.
            <ol
                class="log"
                tabindex="0"
                aria-label=t("log-title")
                reversed=true
                start=move || lines.with(|l| l.len().to_string())
            >
                {move || lines.with(|lines| {
                    let show = show_reasons.get();
                    lines.iter().rev().take(200).map(|line| {
                        let why = line.why.clone().filter(|_| show);
                        view! {
                            <li>
                                {line.text.clone()}
                                {why.map(|why| view! { <span class="why" data-why="">{why}</span> })}
                            </li>
                        }
                    }).collect_view()
                })}
            </ol>
        </section>
    }
}
