//! Share links: a deal link sets up the same game anywhere; a record link replays it.

use crate::i18n::t;
use leptos::prelude::*;
use links::LinkError;

/// The page's address without its hash, for building links.
pub fn page_base() -> String {
    web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!(
                "{}{}{}",
                l.origin().ok()?,
                l.pathname().ok()?,
                l.search().ok()?
            ))
        })
        .unwrap_or_default()
}

/// A link in a read-only field, with a button that copies it.
#[component]
pub fn LinkField(label: Signal<String>, name: &'static str, url: Signal<String>) -> impl IntoView {
    let copied = RwSignal::new(false);
    let copy = move |_| {
        let text = url.get_untracked();
        if let Some(w) = web_sys::window() {
            let _ = w.navigator().clipboard().write_text(&text);
        }
        copied.set(true);
    };
    view! {
        <div class="link-field">
            <label>
                {label}
                <input type="text" readonly=true data-link=name prop:value=url on:focus=move |ev| {
                    use wasm_bindgen::JsCast;
                    if let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                        input.select();
                    }
                }/>
            </label>
            <button type="button" data-action=format!("copy-{name}") on:click=copy>
                {move || if copied.get() { t("share-copied") } else { t("share-copy") }}
            </button>
        </div>
    }
}

/// Why a share link cannot be opened, in the player's words.
pub fn link_error_text(error: &LinkError) -> String {
    session::words::link_error_text(&crate::i18n::catalog(), error)
}
