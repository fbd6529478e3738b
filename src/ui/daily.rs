//! The daily deal on screen: the day's page with its fixed table before it starts (in the
//! screens' module), the result to share at the game's end, and the daily record (streaks
//! and calendar). The rules are in `session::daily`; the storage in
//! [`crate::daily`].

use crate::daily::DailyStore;
use crate::i18n::{catalog, preset_text, t, tf, tr};
use crate::persist::now_ms;
use crate::ui::share::page_base;
use leptos::prelude::*;
use session::daily::{self, DayEntry, DayResult};
use session::day::Day;
use session::saves::DailyOffer;
use wasm_bindgen::JsCast;

/// A day's page before its game: the fixed table, whether it counts, and what it
/// offers (`session::saves::daily_offer`): deal the deal (the day's game), continue the
/// day's game (dealt here, not finished), or play it again as practice; or go back.
#[component]
pub fn DailyIntro(
    day: Day,
    on_start: Callback<Day>,
    on_continue: Callback<String>,
    on_back: Callback<()>,
) -> impl IntoView {
    let store = expect_context::<DailyStore>();
    let offer = crate::persist::daily_offer(day, crate::daily::today());
    let day_game = match &offer {
        DailyOffer::Continue(id) => Some(id.clone()),
        _ => None,
    };
    let practice = matches!(offer, DailyOffer::Again | DailyOffer::Practice);
    let (offer_id, start_words) = match offer {
        DailyOffer::Deal => ("deal", "daily-start"),
        DailyOffer::Continue(_) => ("continue", "daily-continue"),
        DailyOffer::Again => ("again", "daily-start-again"),
        DailyOffer::Practice => ("practice", "daily-start-practice"),
    };
    let edition = preset_text(daily::PRESET).0;
    // The page's one step forward takes the focus once drawn.
    let start_button = NodeRef::<leptos::html::Button>::new();
    request_animation_frame(move || {
        if let Some(button) = start_button.try_get_untracked().flatten() {
            let _ = button.focus();
        }
    });
    view! {
        <section class="daily" data-screen="daily" data-daily=day.to_string() data-daily-practice=practice.to_string()
            data-daily-offer=offer_id aria-labelledby="daily-title">
            <h2 id="daily-title">{tr("daily-title")}</h2>
            <p class="daily-date">{tf("daily-deal-of", &[("date", day.to_string().into())])}</p>
            <p class="daily-settings" data-daily-settings="true">
                <strong>{tf("daily-settings", &[("edition", edition.into())])}</strong>
            </p>
            <p>{tr("daily-intro")}</p>
            {(offer_id == "continue").then(|| view! { <p class="notice" data-daily-continue-note="true">{tr("daily-continue-note")}</p> })}
            {practice.then(|| view! { <p class="notice" data-daily-practice-note="true">{tr("daily-practice-note")}</p> })}
            {move || store.with(|r| r.result(day).cloned()).map(|result| view! { <DayShare day=day result=result counted=true/> })}
            <div class="actions">
                <button type="button" class="primary" data-action="daily-start" node_ref=start_button on:click=move |_| match day_game.clone() {
                    Some(id) => on_continue.run(id),
                    None => on_start.run(day),
                }>
                    {tr(start_words)}
                </button>
                <button type="button" data-action="daily-back" on:click=move |_| on_back.run(())>{tr("daily-back")}</button>
            </div>
        </section>
    }
}

/// How the copy went.
#[derive(Clone, Copy, PartialEq)]
enum Copy {
    Done,
    Refused,
}

/// Puts `text` on the clipboard; `false` when the browser has no clipboard or refuses.
async fn write_clipboard(text: String) -> bool {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return false;
    };
    // An insecure page has no `navigator.clipboard` at all.
    let clipboard = js_sys::Reflect::get(&navigator, &"clipboard".into())
        .ok()
        .filter(|c| !c.is_undefined() && !c.is_null());
    let Some(clipboard) = clipboard else {
        return false;
    };
    let promise = clipboard
        .unchecked_into::<web_sys::Clipboard>()
        .write_text(&text);
    wasm_bindgen_futures::JsFuture::from(promise).await.is_ok()
}

/// The end of a daily game: counted or practice, and the result to share in one tap.
#[component]
pub fn DailyOutcome(table: crate::table::Table) -> impl IntoView {
    let store = expect_context::<DailyStore>();
    let outcome = move || {
        let attempt = table.finished(|s| daily::attempt(s, now_ms())).flatten()?;
        let counted = store.with(|r| {
            r.result(attempt.day)
                .is_some_and(|res| res.id == attempt.result.id)
        });
        Some((attempt.day, attempt.result, counted))
    };
    move || {
        outcome().map(|(day, result, counted)| {
            view! { <DayShare day=day result=result counted=counted/> }
        })
    }
}

/// A day's result, counted or practice, with its text to share in one tap (at a daily
/// game's end, and from the day's page whenever the record has it).
#[component]
fn DayShare(day: Day, result: DayResult, counted: bool) -> impl IntoView {
    let copied: RwSignal<Option<Copy>> = RwSignal::new(None);
    let text_area = NodeRef::<leptos::html::Textarea>::new();
    let url = daily::link(&page_base(), day);
    let text = daily::share_text(&catalog(), day, &result, !counted, &url);
    let date = day.to_string();
    let status = if counted {
        tf("daily-result-counted", &[("date", date.as_str().into())])
    } else {
        tf("daily-result-practice", &[("date", date.as_str().into())])
    };
    let label = tf("daily-deal-of", &[("date", date.as_str().into())]);
    let share = text.clone();
    let copy = move |_| {
        let share = share.clone();
        leptos::task::spawn_local(async move {
            if write_clipboard(share).await {
                copied.set(Some(Copy::Done));
            } else {
                // The fallback: the text selected, for the keyboard or the menu.
                if let Some(area) = text_area.get_untracked() {
                    let _ = area.focus();
                    area.select();
                }
                copied.set(Some(Copy::Refused));
            }
        });
    };
    view! {
        <section class="daily-result" data-daily-result=if counted { "counted" } else { "practice" } data-daily=date.clone() aria-labelledby="daily-result-title">
            <h3 id="daily-result-title">{tr("daily-title")}</h3>
            <p>{status}</p>
            <textarea class="daily-share-text" readonly=true rows="3" aria-label=label node_ref=text_area prop:value=text></textarea>
            <p class="daily-actions">
                <button type="button" class="primary" data-action="share-result" on:click=copy>{tr("daily-share")}</button>
                " "
                <a href=url.clone() data-daily-link="true">{url.clone()}</a>
            </p>
            <p role="status" data-share-status=move || match copied.get() {
                Some(Copy::Done) => "copied",
                Some(Copy::Refused) => "refused",
                None => "",
            }>
                {move || match copied.get() {
                    Some(Copy::Done) => t("daily-copied"),
                    Some(Copy::Refused) => t("daily-copy-failed"),
                    None => String::new(),
                }}
            </p>
        </section>
    }
}

/// A calendar day's state: its result's verdict, practice only, today, or missed.
fn day_state(day: Day, entry: Option<&DayEntry>, today: Day) -> &'static str {
    match entry {
        Some(DayEntry {
            result: Some(r), ..
        }) => r.verdict.id(),
        Some(e) if e.practice > 0 => "practice",
        _ if day == today => "today",
        _ => "missed",
    }
}

fn day_symbol(state: &str) -> &'static str {
    match state {
        "win" => "✓",
        "loss" => "✗",
        "shared" => "½",
        "practice" => "•",
        _ => "",
    }
}

/// The daily record in the player's record: the streaks and four weeks of days, each
/// day's deal one tap away (as practice, but for today's first game).
#[component]
pub fn DailyPanel(on_open: Callback<Day>) -> impl IntoView {
    let store = expect_context::<DailyStore>();
    let today = crate::daily::today();
    let streak = move || store.with(|r| r.streak(today));
    let best = move || store.with(|r| r.best());
    let calendar = move || {
        store.with(|r| {
            r.calendar(today, 4)
                .into_iter()
                .map(|(day, entry)| {
                    let state = day_state(day, entry.as_ref(), today);
                    let words = tf(
                        &format!("daily-day-{state}"),
                        &[("date", day.to_string().into())],
                    );
                    view! {
                        <li>
                            <button type="button" class=format!("day {state}") data-day=day.to_string() data-day-state=state
                                aria-label=words.clone() title=words on:click=move |_| on_open.run(day)>
                                <span class="day-number">{day.day()}</span>
                                <span class="day-symbol" aria-hidden="true">{day_symbol(state)}</span>
                            </button>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <section class="daily-panel" data-screen="daily-record" aria-labelledby="daily-record-title">
            <h3 id="daily-record-title">{tr("daily-record-title")}</h3>
            {move || store.problem().map(|p| view! { <p class="error" role="alert" data-daily-problem="true">{p}</p> })}
            <dl class="stats-figures">
                <div class="figure"><dt>{tr("daily-streak")}</dt><dd data-stat="daily-streak">{streak}</dd></div>
                <div class="figure"><dt>{tr("daily-best")}</dt><dd data-stat="daily-best">{best}</dd></div>
            </dl>
            <h4 id="daily-calendar-title">{tr("daily-calendar")}</h4>
            <ol class="daily-calendar" aria-labelledby="daily-calendar-title">{calendar}</ol>
            <p class="muted stats-legend">{tr("daily-legend")}</p>
            <p class="muted stats-rules">{tr("daily-calendar-hint")} " " {tr("daily-rules")}</p>
        </section>
    }
}
