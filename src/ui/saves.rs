//! The saved-games list: resume, delete, export as a file, import from a file. Entries
//! that cannot be read are listed with the reason and left alone unless removed.

use crate::i18n::{t, tf};
use crate::persist;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Offers `text` as a file download.
fn download(name: &str, text: &str) -> Result<(), String> {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|_| t("save-error-make-file"))?;
    let url =
        web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| t("save-error-make-file"))?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| t("save-error-make-file"))?;
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(|_| t("save-error-make-file"))?
        .dyn_into()
        .map_err(|_| t("save-error-make-file"))?;
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

fn date_text(ms: f64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    String::from(date.to_locale_string(
        crate::i18n::current().code(),
        &wasm_bindgen::JsValue::UNDEFINED,
    ))
}

#[component]
pub fn SavedGames(
    on_resume: Callback<String>,
    on_review: Callback<String>,
    refresh: RwSignal<u32>,
) -> impl IntoView {
    let message: RwSignal<Option<String>> = RwSignal::new(None);
    // The save deleted last, which one tap brings back.
    let deleted: RwSignal<Option<String>> = RwSignal::new(None);
    let undelete = move |_| {
        let Some(id) = deleted.get_untracked() else {
            return;
        };
        deleted.set(None);
        match persist::undelete(&id) {
            Ok(()) => message.set(Some(t("saves-undeleted"))),
            Err(e) => message.set(Some(e)),
        }
        refresh.update(|n| *n += 1);
        crate::ui::focus::focus_soon(format!("[data-save=\"{id}\"] button"));
    };
    let listing = move || {
        refresh.track();
        persist::list()
    };
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        input.set_value("");
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text())
                .await
                .ok()
                .and_then(|v| v.as_string());
            let result = match text {
                Some(text) => persist::import_text(&text).map(|_| ()),
                None => Err(t("save-error-read-file")),
            };
            match result {
                Ok(()) => message.set(Some(t("saves-imported"))),
                Err(e) => message.set(Some(tf("saves-import-failed", &[("reason", e.into())]))),
            }
            refresh.update(|n| *n += 1);
        });
    };
    view! {
        <section class="saved-games" data-section="saves">
            <h3>{t("saves-title")}</h3>
            {move || message.get().map(|m| view! { <p class="notice" role="status">{m}</p> })}
            {move || deleted.get().map(|_| view! {
                <p class="notice" role="status" data-deleted="true">
                    {t("saves-deleted")}" "
                    <button type="button" class="action" data-action="undo-delete" on:click=undelete>{t("saves-undo-delete")}</button>
                </p>
            })}
            {move || {
                let (good, bad) = listing();
                let empty = good.is_empty() && bad.is_empty();
                view! {
                    {empty.then(|| view! { <p class="muted">{t("saves-none")}</p> })}
                    <ul class="save-list">
                        {good.into_iter().map(|s| {
                            let id = s.id.clone();
                            let id_review = s.id.clone();
                            let id_delete = s.id.clone();
                            let id_export = s.id.clone();
                            let state = if s.over { t("saves-finished") } else { t("saves-in-progress") };
                            view! {
                                <li class="save" data-save=s.id.clone()>
                                    <div class="save-text">
                                        {tf("saves-entry", &[("edition", s.preset.clone().into()), ("players", s.seats.clone().into())])}
                                        <br/>
                                        <small>{date_text(s.updated)}" · "{state}" · "{tf("saves-progress", &[("battles", s.battles.into()), ("regions", s.regions.as_str().into())])}</small>
                                    </div>
                                    <div class="save-actions">
                                        {(!s.over).then(|| view! {
                                            <button data-action="resume" on:click=move |_| on_resume.run(id.clone())>{t("saves-resume")}</button>
                                        })}
                                        {s.over.then(|| view! {
                                            <button data-action="review" on:click=move |_| on_review.run(id_review.clone())>{t("review-open")}</button>
                                        })}
                                        {(s.over || s.humans < 2).then(|| view! {
                                        <button data-action="export" on:click=move |_| {
                                            let result = persist::export_text(&id_export)
                                                .and_then(|text| download(&format!("condottiere-{id_export}.json"), &text));
                                            if let Err(e) = result { message.set(Some(e)); }
                                        }>{t("saves-export")}</button>
                                        })}
                                        <button class="subtle" data-action="delete" on:click=move |_| {
                                            persist::delete(&id_delete);
                                            message.set(None);
                                            deleted.set(Some(id_delete.clone()));
                                            refresh.update(|n| *n += 1);
                                            crate::ui::focus::focus_soon(r#"[data-action="undo-delete"]"#);
                                        }>{t("saves-delete")}</button>
                                    </div>
                                </li>
                            }
                        }).collect_view()}
                        {bad.into_iter().map(|b| {
                            let key = b.key.clone();
                            view! {
                                <li class="save bad" data-bad-save=b.key.clone()>
                                    <div class="save-text error">{tf("saves-unreadable", &[("reason", b.reason.as_str().into())])}</div>
                                    <button class="subtle" data-action="remove-bad" on:click=move |_| {
                                        persist::delete_key(&key);
                                        refresh.update(|n| *n += 1);
                                    }>{t("saves-delete")}</button>
                                </li>
                            }
                        }).collect_view()}
                    </ul>
                }
            }}
            // The browser's own file button speaks the browser's language, not the game's:
            // the input stays (for the keyboard and screen readers) behind a button-like
            // label in the player's language.
            <label class="import">
                <input type="file" class="visually-hidden" accept=".json,application/json" data-action="import" on:change=import/>
                <span class="import-button">{t("saves-import")}</span>
            </label>
        </section>
    }
}
