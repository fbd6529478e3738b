//! The language switcher: on every screen, each language named in itself. Switching
//! draws every word on screen again in the new language and keeps everything else as it
//! is (the game, the screen, the focus on the switcher); the choice is one of the
//! player's settings.

use crate::i18n::{current, switch, tr, TextsMissing};
use i18n::Lang;
use leptos::prelude::*;

#[component]
pub fn LanguagePicker() -> impl IntoView {
    let settings = use_context::<crate::settings::Settings>();
    let failed: RwSignal<Option<TextsMissing>> = RwSignal::new(None);
    let options = Lang::ALL
        .into_iter()
        .map(|lang| {
            view! {
                <option value=lang.code() lang=lang.code()>
                    {lang.native_name()}
                </option>
            }
        })
        .collect_view();
    let change = move |ev: leptos::ev::Event| {
        use wasm_bindgen::JsCast;
        let Some(select) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
        else {
            return;
        };
        let Some(lang) = Lang::from_code(&select.value()) else {
            return;
        };
        if lang == current() {
            return;
        }
        leptos::task::spawn_local(async move {
            match switch(lang).await {
                Ok(()) => {
                    failed.set(None);
                    if let Some(settings) = settings {
                        settings.set_language(lang.code());
                    }
                }
                // Offline, a language never used here has no texts: the page stays in
                // its language, and so does the switcher.
                Err(missing) => {
                    failed.set(Some(missing));
                    select.set_value(current().code());
                }
            }
        });
    };
    view! {
        <label class="language">
            <span class="language-label">{tr("language-label")}</span>
            <select data-setting="language" prop:value=move || current().code() on:change=change>{options}</select>
        </label>
        {move || failed.get().map(|e| view! { <p class="error language-error" role="alert">{move || e.text()}</p> })}
    }
}
