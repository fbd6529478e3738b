//! The front door: one tap to play. Continue (the game in progress, when there is one),
//! Play (a game against the AI with the last table set up), Pass and play, the daily
//! deal, the puzzles and the lesson; the custom game, the saved games, the record and
//! the rules one tap away.

use crate::i18n::{preset_text, t, tf};
use crate::ui::rules::RulesFrom;
use crate::ui::setup::SetupForm;
use crate::ui::table::Table;
use leptos::prelude::*;
use session::screen::Screen;
use session::SeatKind;

/// The table the Play button starts, in words: "Fantasy Flight 2006 · 4 players · AI —
/// normal".
fn table_text(form: &SetupForm) -> String {
    let levels: Vec<String> = form
        .seats
        .iter()
        .filter_map(|s| match s.kind {
            SeatKind::Ai(level) => Some(level.label(&crate::i18n::catalog())),
            SeatKind::Human => None,
        })
        .fold(Vec::new(), |mut seen, l| {
            if !seen.contains(&l) {
                seen.push(l);
            }
            seen
        });
    tf(
        "home-play-table",
        &[
            ("edition", preset_text(form.preset).0.into()),
            ("players", form.seats.len().into()),
            ("opponents", crate::i18n::join(levels).into()),
        ],
    )
}

/// A big button of the front door: a title and a line under it. (One function for every
/// button, not one per click handler's type: each copy of a view costs the page's
/// download.)
fn choice(
    action: &'static str,
    class: &'static str,
    title: String,
    detail: String,
    on_click: Callback<()>,
) -> AnyView {
    view! {
        <button type="button" class=format!("home-choice {class}") data-action=action on:click=move |_| on_click.run(())>
            <span class="home-choice-title">{title}</span>
            <span class="home-choice-detail">{detail}</span>
        </button>
    }
    .into_any()
}

/// A small link of the front door.
fn link(action: &'static str, title: String, on_click: Callback<()>) -> AnyView {
    view! {
        <button type="button" class="home-link" data-action=action on:click=move |_| on_click.run(())>{title}</button>
    }
    .into_any()
}

#[component]
pub fn Home() -> impl IntoView {
    let table = expect_context::<Table>();
    let nav = table.nav;
    let in_progress = move || {
        table.saves_refresh.track();
        crate::persist::in_progress()
    };
    let daily = expect_context::<crate::ui::daily::DailyStore>();
    let today = crate::daily::today();
    let daily_detail = move || {
        let played = daily.with(|r| r.result(today).is_some());
        let streak = daily.with(|r| r.streak(today));
        if played {
            tf("home-daily-done", &[("count", streak.into())])
        } else {
            tf("home-daily-open", &[("count", streak.into())])
        }
    };
    let open_rules = move || {
        let (rules, chosen, players) = table
            .form
            .with_untracked(|f| (f.rules(), f.variants.clone(), f.seats.len() as u8));
        table.rules_pages.open(
            rules,
            chosen,
            players,
            RulesFrom::Setup,
            None,
            r#"[data-action="rules"]"#.into(),
        );
    };
    crate::ui::focus::focus_soon(r#".home [data-action="resume"], .home [data-action="start"]"#);
    view! {
        <section class="home" data-screen="home" aria-labelledby="home-title">
            <h2 id="home-title" class="visually-hidden">{t("home-title")}</h2>
            {move || table.setup_error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            <div class="home-main">
                {move || in_progress().map(|s| {
                    let id = s.id.clone();
                    let detail = tf("saves-entry", &[("edition", s.preset.clone().into()), ("players", s.seats.clone().into())]);
                    choice("resume", "primary continue", t("home-continue"), detail, Callback::new(move |_| table.resume(id.clone())))
                })}
                {choice("start", "primary", t("home-play"), table.form.with_untracked(table_text), Callback::new(move |_| {
                    table.form.update(|f| f.seed = crate::ui::setup::fresh_seed());
                    table.start();
                }))}
                {choice("pass-and-play", "", t("home-pass-and-play"), t("home-pass-and-play-detail"), Callback::new(move |_| {
                    table.form.update(|f| *f = f.pass_and_play());
                    nav.go(Screen::Setup);
                }))}
            </div>
            <div class="home-modes">
                {choice("daily", "", t("daily-button"), daily_detail(), Callback::new(move |_| nav.go(Screen::Daily(None))))}
                {choice("puzzles", "", t("puzzle-open"), t("puzzle-offer-text"), Callback::new(move |_| nav.go(Screen::Puzzles)))}
                {choice("learn", "", t("learn-start"), t("learn-offer-text"), Callback::new(move |_| table.learn()))}
            </div>
            <nav class="home-more" aria-label=t("home-more")>
                {link("custom-game", t("home-custom"), Callback::new(move |_| nav.go(Screen::Setup)))}
                {link("saves", t("saves-title"), Callback::new(move |_| nav.go(Screen::Saves)))}
                {link("record", t("stats-title"), Callback::new(move |_| nav.go(Screen::Record)))}
                {link("rules", t("home-rules"), Callback::new(move |_| open_rules()))}
            </nav>
        </section>
    }
}
