//! The player's record on screen: the panel on the setup screen, the line on the
//! game-over screen, and the store they share (the rules are in [`crate::stats`]).

use crate::i18n::{preset_text, t, tf, tr};
use crate::stats::RecordStore;
use engine::Preset;
use leptos::prelude::*;
use session::stats::{GameResult, Group, Verdict};

fn edition_name(id: &str) -> String {
    Preset::ALL
        .into_iter()
        .find(|p| p.id() == id)
        .map_or_else(|| id.to_string(), |p| preset_text(p).0)
}

/// "the hard AI": the opponents as the record's sentences name them.
fn opponents(level: &str) -> String {
    match level {
        "easy" | "rule" | "normal" | "hard" | "expert" => t(&format!("stats-against-{level}")),
        _ => t("stats-against-mixed"),
    }
}

fn date_text(ms: f64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    String::from(date.to_locale_date_string(
        crate::i18n::current().code(),
        &wasm_bindgen::JsValue::UNDEFINED,
    ))
}

/// Why a game is not counted, in words ("imported from a file").
fn marks_text(r: &GameResult) -> String {
    let mut marks = Vec::new();
    match r.origin {
        session::Origin::Replay => marks.push(t("stats-mark-replay")),
        session::Origin::Import => marks.push(t("stats-mark-import")),
        session::Origin::New | session::Origin::Lesson => {}
    }
    if r.taken_back > 0 {
        marks.push(tf(
            "stats-mark-taken-back",
            &[("count", r.taken_back.into())],
        ));
    }
    crate::i18n::join(marks)
}

fn verdict_text(v: Verdict) -> String {
    t(match v {
        Verdict::Win => "stats-result-win",
        Verdict::Loss => "stats-result-loss",
        Verdict::Shared => "stats-result-shared",
    })
}

/// One result of the "last results" row: a symbol for the eye, words for everyone.
fn result_item(r: &GameResult) -> impl IntoView {
    let symbol = match r.verdict {
        Verdict::Win => "✓",
        Verdict::Loss => "✗",
        Verdict::Shared => "½",
    };
    let words = if r.counted() {
        tf(
            "stats-result-entry",
            &[
                ("result", verdict_text(r.verdict).into()),
                ("date", date_text(r.finished).into()),
            ],
        )
    } else {
        tf(
            "stats-result-uncounted",
            &[
                ("result", verdict_text(r.verdict).into()),
                ("date", date_text(r.finished).into()),
                ("marks", marks_text(r).into()),
            ],
        )
    };
    view! {
        <li
            class=format!("result {}", r.verdict.id())
            class:uncounted=!r.counted()
            data-result=r.verdict.id()
            data-counted=r.counted().to_string()
        >
            <span aria-hidden="true" title=words.clone()>{symbol}</span>
            <span class="visually-hidden">{words}</span>
        </li>
    }
}

fn group_view(g: Group) -> impl IntoView {
    let title = tf(
        "stats-group-title",
        &[
            ("edition", edition_name(&g.edition).into()),
            ("opponents", opponents(&g.level).into()),
        ],
    );
    let share = g.win_percent().map_or_else(
        || t("stats-share-none"),
        |p| tf("stats-share-value", &[("percent", p.into())]),
    );
    let figure = |label: &str, key: &'static str, value: String| {
        view! {
            <div class="figure">
                <dt>{t(label)}</dt>
                <dd data-stat=key>{value}</dd>
            </div>
        }
    };
    let list_id = format!("stats-recent-{}-{}", g.edition, g.level);
    let recent: Vec<GameResult> = g.recent.iter().rev().cloned().collect();
    view! {
        <li class="stats-group" data-stats-group=format!("{}/{}", g.edition, g.level)>
            <h4>{title}</h4>
            <dl class="stats-figures">
                {figure("stats-games", "games", g.games.to_string())}
                {figure("stats-wins", "wins", g.wins.to_string())}
                {figure("stats-shared", "shared", g.shared.to_string())}
                {figure("stats-share", "share", share)}
                {figure("stats-streak", "streak", g.streak.to_string())}
                {figure("stats-best", "best", g.best.to_string())}
            </dl>
            <p class="stats-recent-label" id=list_id.clone()>
                {tf("stats-recent", &[("count", recent.len().into())])}
            </p>
            <ol class="stats-recent" aria-labelledby=list_id>
                {recent.iter().map(result_item).collect_view()}
            </ol>
        </li>
    }
}

/// The record on the setup screen, with its reset (confirmed in the page).
#[component]
pub fn StatsPanel() -> impl IntoView {
    let Some(store) = use_context::<RecordStore>() else {
        return ().into_any();
    };
    let confirming = RwSignal::new(false);
    let message: RwSignal<Option<&'static str>> = RwSignal::new(None);
    let reset_button = NodeRef::<leptos::html::Button>::new();
    let keep_button = NodeRef::<leptos::html::Button>::new();
    let done_note = NodeRef::<leptos::html::P>::new();
    let ask = move |_| {
        message.set(None);
        confirming.set(true);
        request_animation_frame(move || {
            if let Some(b) = keep_button.try_get_untracked().flatten() {
                let _ = b.focus();
            }
        });
    };
    let back_to_reset = move || {
        request_animation_frame(move || {
            if let Some(b) = reset_button.try_get_untracked().flatten() {
                let _ = b.focus();
            }
        });
    };
    let cancel = move || {
        confirming.set(false);
        back_to_reset();
    };
    let erase = move |_| {
        let now = crate::persist::now_ms();
        store.update(|s| {
            s.reset(now);
            true
        });
        confirming.set(false);
        message.set(Some("stats-reset-done"));
        // The reset button is gone with the record: focus goes to the message saying so.
        request_animation_frame(move || {
            if let Some(note) = done_note.try_get_untracked().flatten() {
                let _ = note.focus();
            }
        });
    };
    let groups = move || {
        store.with(|s| {
            let groups = s.groups_by_recency();
            if groups.is_empty() {
                view! { <p class="muted" data-stats-empty="true">{tr("stats-empty")}</p> }.into_any()
            } else {
                view! {
                    <ul class="stats-groups">{groups.into_iter().map(group_view).collect_view()}</ul>
                    <p class="muted stats-legend">{tr("stats-legend")}</p>
                }
                .into_any()
            }
        })
    };
    let aside = move || {
        let count = store.damaged_keys().len();
        (count > 0).then(|| {
            view! {
                <p class="stats-aside" data-stats-aside=count.to_string()>
                    {tf("stats-aside", &[("count", count.into())])}
                    " "
                    <button type="button" class="subtle" data-action="delete-damaged-stats" on:click=move |_| {
                        store.delete_damaged();
                    }>{tf("stats-aside-delete", &[("count", count.into())])}</button>
                </p>
            }
        })
    };
    let has_groups = move || store.with(|s| !s.groups().is_empty());
    view! {
        <section class="stats-panel" data-screen="stats" aria-labelledby="stats-title">
            <h3 id="stats-title">{tr("stats-title")}</h3>
            {move || store.problem().map(|p| view! {
                <p class="error" role="alert" data-stats-problem="true">{p}</p>
            })}
            {move || message.get().map(|m| view! { <p class="notice" role="status" tabindex="-1" data-stats-done="true" node_ref=done_note>{t(m)}</p> })}
            {aside}
            {groups}
            <p class="muted stats-rules">{tr("stats-rules")}</p>
            {move || (store.0.with(|h| h.writable()) && has_groups() && !confirming.get()).then(|| view! {
                <button type="button" class="subtle" data-action="reset-stats" node_ref=reset_button on:click=ask>
                    {tr("stats-reset")}
                </button>
            })}
            {move || confirming.get().then(|| view! {
                <div
                    class="confirm"
                    role="alertdialog"
                    aria-labelledby="stats-reset-question"
                    data-confirm="reset-stats"
                    on:keydown=move |ev| if ev.key() == "Escape" { cancel(); }
                >
                    <p id="stats-reset-question">{tr("stats-reset-question")}</p>
                    <div class="confirm-actions">
                        <button type="button" class="primary" data-action="confirm-reset-stats" on:click=erase>
                            {tr("stats-reset-yes")}
                        </button>
                        <button type="button" data-action="cancel-reset-stats" node_ref=keep_button on:click=move |_| cancel()>
                            {tr("stats-reset-no")}
                        </button>
                    </div>
                </div>
            })}
        </section>
    }
    .into_any()
}

/// The game-over line: the streak this game brought, or why it does not count.
#[component]
pub fn RecordLine(table: crate::table::Table) -> impl IntoView {
    let store = use_context::<RecordStore>();
    let line = move || {
        let store = store?;
        let id = table.finished(|s| s.id().to_string())?;
        store.with(|s| {
            let (g, r) = s.result_of(&id)?;
            let r = &r;
            let edition = edition_name(&g.edition);
            let against = opponents(&g.level);
            let text = if !r.counted() {
                tf("stats-over-not-counted", &[("marks", marks_text(r).into())])
            } else {
                match r.verdict {
                    Verdict::Win => tf(
                        "stats-over-streak",
                        &[
                            ("count", r.streak.into()),
                            ("opponents", against.into()),
                            ("edition", edition.into()),
                        ],
                    ),
                    Verdict::Shared => tf(
                        "stats-over-shared",
                        &[("opponents", against.into()), ("edition", edition.into())],
                    ),
                    Verdict::Loss => tf(
                        "stats-over-loss",
                        &[
                            ("wins", g.wins.into()),
                            ("games", g.games.into()),
                            ("opponents", against.into()),
                            ("edition", edition.into()),
                        ],
                    ),
                }
            };
            Some((r.verdict.id(), r.streak, r.counted(), text))
        })
    };
    move || {
        line().map(|(verdict, streak, counted, text)| {
            view! {
                <p class="record-line" data-record-line=verdict data-streak=streak.to_string() data-counted=counted.to_string()>
                    {text}
                </p>
            }
        })
    }
}
