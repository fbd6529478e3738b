//! The saved-games list: resume, delete, export as a file, import from a file. Entries
//! that cannot be read are listed with the reason and left alone unless removed. The
//! games deleted in the last week are listed too, each with its Undo: read from the
//! storage, so they are there after a reload, on coming back, and in every tab.

use crate::i18n::{t, tf, tr};
use crate::persist;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Offers `text` as a file download.
fn download(name: &str, text: &str) -> Result<(), ()> {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob =
        web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(|_| ())?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| ())?;
    let document = web_sys::window().and_then(|w| w.document()).ok_or(())?;
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(|_| ())?
        .dyn_into()
        .map_err(|_| ())?;
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

/// What the list says after the player's last action, in words when drawn.
#[derive(Clone, Debug, PartialEq)]
enum Said {
    /// A game was deleted: it waits among the recently deleted, with its Undo.
    Deleted,
    Undeleted,
    Imported,
    ImportFailed(Option<session::Error>),
    Refused(session::Error),
    /// The browser would not make the export's file.
    MakeFile,
}

impl Said {
    fn text(&self) -> String {
        let words = crate::i18n::catalog();
        match self {
            Said::Deleted => t("saves-deleted"),
            Said::Undeleted => t("saves-undeleted"),
            Said::Imported => t("saves-imported"),
            Said::ImportFailed(e) => {
                let reason = e
                    .as_ref()
                    .map_or_else(|| t("save-error-read-file"), |e| e.text(&words));
                tf("saves-import-failed", &[("reason", reason.into())])
            }
            Said::Refused(e) => e.text(&words),
            Said::MakeFile => t("save-error-make-file"),
        }
    }
}

/// Focuses the button of the row for `id` in the list `list` (`data-<list>="<id>"`) once
/// drawn. (Looked up, not held: the row is drawn anew by the list after the change that
/// moved it, so no handle of it outlives the click.)
fn focus_row(list: &str, id: &str) {
    crate::ui::focus::focus_soon(format!("[data-{list}=\"{id}\"] button"));
}

#[component]
pub fn SavedGames(
    on_resume: Callback<String>,
    on_review: Callback<String>,
    refresh: RwSignal<u32>,
) -> impl IntoView {
    let message: RwSignal<Option<Said>> = RwSignal::new(None);
    let undelete = move |id: String| {
        match persist::undelete(&id) {
            Ok(()) => message.set(Some(Said::Undeleted)),
            Err(e) => message.set(Some(Said::Refused(e))),
        }
        refresh.update(|n| *n += 1);
        focus_row("save", &id);
    };
    let listing = move || {
        refresh.track();
        let (good, bad) = persist::list();
        (good, bad, persist::deleted())
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
                Some(text) => persist::import_text(&text).map(|_| ()).map_err(Some),
                None => Err(None),
            };
            match result {
                Ok(()) => message.set(Some(Said::Imported)),
                Err(e) => message.set(Some(Said::ImportFailed(e))),
            }
            refresh.update(|n| *n += 1);
        });
    };
    view! {
        <section class="saved-games" data-section="saves">
            <h3>{tr("saves-title")}</h3>
            {move || message.get().map(|m| view! { <p class="notice" role="status">{move || m.text()}</p> })}
            {move || {
                let (good, bad, deleted) = listing();
                let empty = good.is_empty() && bad.is_empty() && deleted.is_empty();
                let good_count = good.len();
                view! {
                    {empty.then(|| view! { <p class="muted">{tr("saves-none")}</p> })}
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
                                            <button data-action="resume" on:click=move |_| on_resume.run(id.clone())>{tr("saves-resume")}</button>
                                        })}
                                        {s.over.then(|| view! {
                                            <button data-action="review" on:click=move |_| on_review.run(id_review.clone())>{tr("review-open")}</button>
                                        })}
                                        {(s.over || s.humans < 2).then(|| view! {
                                        <button data-action="export" on:click=move |_| {
                                            let result = persist::export_text(&id_export)
                                                .map_err(Said::Refused)
                                                .and_then(|text| download(&format!("condottiere-{id_export}.json"), &text).map_err(|_| Said::MakeFile));
                                            if let Err(e) = result { message.set(Some(e)); }
                                        }>{tr("saves-export")}</button>
                                        })}
                                        <button class="subtle" data-action="delete" on:click=move |_| {
                                            persist::delete(&id_delete);
                                            message.set(Some(Said::Deleted));
                                            refresh.update(|n| *n += 1);
                                            focus_row("deleted-save", &id_delete);
                                        }>{tr("saves-delete")}</button>
                                    </div>
                                </li>
                            }
                        }).collect_view()}
                        {
                            let others = good_count;
                            let any_bad = !bad.is_empty();
                            view! {
                                {bad.into_iter().map(|b| {
                                    let key = b.key.clone();
                                    view! {
                                        <li class="save bad" data-bad-save=b.key.clone()>
                                            <div class="save-text error">{move || tf("saves-unreadable", &[("reason", b.reason.text(&crate::i18n::catalog()).into())])}</div>
                                            <button class="subtle" data-action="remove-bad" on:click=move |_| {
                                                persist::delete_key(&key);
                                                refresh.update(|n| *n += 1);
                                            }>{tr("saves-delete")}</button>
                                        </li>
                                    }
                                }).collect_view()}
                                {(any_bad && others > 0).then(|| view! {
                                    <li class="save-note muted">{move || tf("saves-unreadable-others", &[("count", others.into())])}</li>
                                })}
                            }
                        }
                    </ul>
                    {(!deleted.is_empty()).then(|| view! {
                        <section class="recently-deleted" data-section="deleted" aria-labelledby="saves-deleted-title">
                            <h4 id="saves-deleted-title">{tr("saves-deleted-title")}</h4>
                            <p class="muted">{tr("saves-deleted-hint")}</p>
                            <ul class="save-list">
                                {deleted.into_iter().map(|d| {
                                    let id = d.save.id.clone();
                                    view! {
                                        <li class="save deleted" data-deleted-save=d.save.id.clone()>
                                            <div class="save-text">
                                                {tf("saves-entry", &[("edition", d.save.preset.clone().into()), ("players", d.save.seats.clone().into())])}
                                                <br/>
                                                <small>{tf("saves-deleted-at", &[("date", date_text(d.at).into())])}</small>
                                            </div>
                                            <div class="save-actions">
                                                <button data-action="undo-delete" on:click=move |_| undelete(id.clone())>{tr("saves-undo-delete")}</button>
                                            </div>
                                        </li>
                                    }
                                }).collect_view()}
                            </ul>
                        </section>
                    })}
                }
            }}
            // The browser's own file button speaks the browser's language, not the game's:
            // the input stays (for the keyboard and screen readers) behind a button-like
            // label in the player's language.
            <label class="import">
                <input type="file" class="visually-hidden" accept=".json,application/json" data-action="import" on:change=import/>
                <span class="import-button">{tr("saves-import")}</span>
            </label>
        </section>
    }
}
