//! The language switcher: on every screen, each language named in itself. Switching
//! re-renders every screen in the new language and keeps the game as it is.

use crate::i18n::{switch, t, Language};
use i18n::Lang;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Puts focus back on the switcher once the screens are rebuilt in the new language, so a
/// keyboard or screen-reader user stays where they were.
fn refocus_switcher() {
    if let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector(r#"[data-setting="language"]"#)
                .ok()
                .flatten()
        })
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = el.focus();
    }
}

#[component]
pub fn LanguagePicker() -> impl IntoView {
    let language = expect_context::<Language>();
    let error: RwSignal<Option<String>> = RwSignal::new(None);
    let current = language.0.get_untracked();
    let options = Lang::ALL
        .into_iter()
        .map(|lang| {
            view! {
                <option value=lang.code() lang=lang.code() selected=lang == current>
                    {lang.native_name()}
                </option>
            }
        })
        .collect_view();
    let change = move |ev: leptos::ev::Event| {
        let Some(lang) = Lang::from_code(&event_target_value(&ev)) else {
            return;
        };
        if lang != language.0.get_untracked() {
            switch(lang, language, error, refocus_switcher);
        }
    };
    view! {
        <label class="language">
            <span class="language-label">{t("language-label")}</span>
            <select data-setting="language" on:change=change>{options}</select>
        </label>
        {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
    }
}
