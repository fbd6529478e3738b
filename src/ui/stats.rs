//! The player's record on screen: the panel on the setup screen, the line on the
//! game-over screen, and the store they share (the rules are in [`crate::stats`]).

use crate::i18n::{preset_text, t, tf};
use crate::stats;
use engine::Preset;
use leptos::prelude::*;
use session::stats::{finished, Finished, GameResult, Group, Loaded, ParseError, Stats, Verdict};
use session::store::StoreError;
use session::Session;

/// Something wrong with the stored record, kept as a kind (not as text) so that it is
/// put into words in whatever language is on screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// Unreadable: a fresh record started; the old text went to `aside`.
    Unreadable {
        reason: ParseError,
        aside: Option<String>,
    },
    /// Written by a newer version: left alone, nothing recorded.
    Newer(u64),
    /// Writing failed (`true`: the storage is full).
    Save(bool),
}

/// The record, shared through context by the app (App provides it).
#[derive(Clone, Copy)]
pub struct RecordStore {
    pub stats: RwSignal<Stats>,
    pub problem: RwSignal<Option<Problem>>,
    /// Whether games may be recorded: not over a newer version's record, nor over an
    /// unreadable one that could not be moved aside.
    pub writable: RwSignal<bool>,
}

impl RecordStore {
    /// Reads the record from storage (moving an unreadable one aside).
    pub fn load() -> RecordStore {
        let (stats, problem, writable) = read();
        RecordStore {
            stats: RwSignal::new(stats),
            problem: RwSignal::new(problem),
            writable: RwSignal::new(writable),
        }
    }

    /// Reads the record again after another tab wrote it (the `storage` event): the panel
    /// shows that tab's games, and the next game recorded here joins them instead of
    /// writing this tab's older copy over them.
    pub fn reload(&self) {
        let (stats, problem, writable) = read();
        self.stats.set(stats);
        self.problem.set(problem);
        self.writable.set(writable);
    }

    fn store(&self, next: Stats) {
        if let Err(e) = stats::save(&next) {
            self.problem.set(Some(Problem::Save(e == StoreError::Full)));
        } else if matches!(self.problem.get_untracked(), Some(Problem::Save(_))) {
            self.problem.set(None);
        }
        self.stats.set(next);
    }

    /// Records a finished game once (a second call with the same game does nothing).
    pub fn record(&self, game: Finished) {
        if !self.writable.get_untracked()
            || self
                .stats
                .with_untracked(|s| s.is_recorded(&game.result.id))
        {
            return;
        }
        let mut next = self.stats.get_untracked();
        next.record(game);
        self.store(next);
    }

    /// Records the session if it is a finished game the record takes.
    pub fn record_session(&self, session: &Session) {
        if let Some(game) = finished(session, crate::persist::now_ms()) {
            self.record(game);
        }
    }

    pub fn reset(&self) {
        let mut next = self.stats.get_untracked();
        next.reset();
        self.store(next);
    }
}

/// The stored record, what is wrong with it, and whether games may be recorded over it.
fn read() -> (Stats, Option<Problem>, bool) {
    match stats::load() {
        Loaded::Ready(stats) => (stats, None, true),
        Loaded::SetAside { reason, aside } => {
            let writable = aside.is_some();
            let fresh = Stats::default();
            if writable {
                let _ = stats::save(&fresh);
            }
            (fresh, Some(Problem::Unreadable { reason, aside }), writable)
        }
        Loaded::Newer(version) => (Stats::default(), Some(Problem::Newer(version)), false),
    }
}

fn problem_text(problem: &Problem) -> String {
    match problem {
        Problem::Unreadable { reason, aside } => {
            let reason = t(match reason {
                ParseError::NotJson => "stats-error-not-json",
                ParseError::NoVersion => "stats-error-no-version",
                _ => "stats-error-damaged",
            });
            match aside {
                Some(key) => tf(
                    "stats-error-unreadable",
                    &[("reason", reason.into()), ("key", key.as_str().into())],
                ),
                None => tf("stats-error-unreadable-kept", &[("reason", reason.into())]),
            }
        }
        Problem::Newer(version) => tf("stats-error-newer", &[("version", (*version).into())]),
        Problem::Save(true) => tf(
            "stats-error-save",
            &[("reason", t("save-error-full").into())],
        ),
        Problem::Save(false) => tf(
            "stats-error-save",
            &[("reason", t("save-error-write").into())],
        ),
    }
}

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

fn group_view(g: &Group) -> impl IntoView {
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
    let aside_refresh = RwSignal::new(0u32);
    let reset_button = NodeRef::<leptos::html::Button>::new();
    let keep_button = NodeRef::<leptos::html::Button>::new();
    let ask = move |_| {
        message.set(None);
        confirming.set(true);
        request_animation_frame(move || {
            if let Some(b) = keep_button.get_untracked() {
                let _ = b.focus();
            }
        });
    };
    let back_to_reset = move || {
        request_animation_frame(move || {
            if let Some(b) = reset_button.get_untracked() {
                let _ = b.focus();
            }
        });
    };
    let cancel = move || {
        confirming.set(false);
        back_to_reset();
    };
    let erase = move |_| {
        store.reset();
        confirming.set(false);
        message.set(Some("stats-reset-done"));
        // The reset button is gone with the record: focus goes to the message saying so.
        request_animation_frame(|| {
            use wasm_bindgen::JsCast;
            if let Some(el) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector("[data-stats-done]").ok().flatten())
            {
                let _ = el.unchecked_into::<web_sys::HtmlElement>().focus();
            }
        });
    };
    let groups = move || {
        store.stats.with(|s| {
            let groups = s.groups_by_recency();
            if groups.is_empty() {
                view! { <p class="muted" data-stats-empty="true">{t("stats-empty")}</p> }.into_any()
            } else {
                view! {
                    <ul class="stats-groups">{groups.into_iter().map(group_view).collect_view()}</ul>
                    <p class="muted stats-legend">{t("stats-legend")}</p>
                }
                .into_any()
            }
        })
    };
    let aside = move || {
        aside_refresh.track();
        let count = stats::damaged_keys().len();
        (count > 0).then(|| {
            view! {
                <p class="stats-aside" data-stats-aside=count.to_string()>
                    {tf("stats-aside", &[("count", count.into())])}
                    " "
                    <button type="button" class="subtle" data-action="delete-damaged-stats" on:click=move |_| {
                        stats::delete_damaged();
                        aside_refresh.update(|n| *n += 1);
                    }>{tf("stats-aside-delete", &[("count", count.into())])}</button>
                </p>
            }
        })
    };
    let has_groups = move || store.stats.with(|s| !s.groups.is_empty());
    view! {
        <section class="stats-panel" data-screen="stats" aria-labelledby="stats-title">
            <h3 id="stats-title">{t("stats-title")}</h3>
            {move || store.problem.get().map(|p| view! {
                <p class="error" role="alert" data-stats-problem="true">{problem_text(&p)}</p>
            })}
            {move || message.get().map(|m| view! { <p class="notice" role="status" tabindex="-1" data-stats-done="true">{t(m)}</p> })}
            {aside}
            {groups}
            <p class="muted stats-rules">{t("stats-rules")}</p>
            {move || (store.writable.get() && has_groups() && !confirming.get()).then(|| view! {
                <button type="button" class="subtle" data-action="reset-stats" node_ref=reset_button on:click=ask>
                    {t("stats-reset")}
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
                    <p id="stats-reset-question">{t("stats-reset-question")}</p>
                    <div class="confirm-actions">
                        <button type="button" class="primary" data-action="confirm-reset-stats" on:click=erase>
                            {t("stats-reset-yes")}
                        </button>
                        <button type="button" data-action="cancel-reset-stats" node_ref=keep_button on:click=move |_| cancel()>
                            {t("stats-reset-no")}
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
pub fn RecordLine(session: RwSignal<Option<Session>>) -> impl IntoView {
    let store = use_context::<RecordStore>();
    let line = move || {
        let store = store?;
        let id = session.with(|s| s.as_ref().map(|s| s.id.clone()))?;
        store.stats.with(|s| {
            let (g, r) = s.result_of(&id)?;
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
