//! The front door: one tap to play. Continue (the game in progress, when there is one),
//! Play (a game against the AI with the last table set up), Pass and play, the daily
//! deal, the puzzles and the lesson; the custom game, the saved games, the record and
//! the rules one tap away.

use crate::i18n::{preset_text, t, tf, tr};
use crate::ui::rules::RulesFrom;
use crate::ui::setup::SetupForm;
use crate::ui::shell::Shell;
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
            SeatKind::Human | SeatKind::Friend => None,
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
    title: Signal<String>,
    detail: Signal<String>,
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
fn link(action: &'static str, title: Signal<String>, on_click: Callback<()>) -> AnyView {
    view! {
        <button type="button" class="home-link" data-action=action on:click=move |_| on_click.run(())>{title}</button>
    }
    .into_any()
}

/// Words that follow the language on screen.
fn words(id: &'static str) -> Signal<String> {
    Signal::derive(move || t(id))
}

#[component]
pub fn Home() -> impl IntoView {
    let shell = expect_context::<Shell>();
    let nav = shell.nav;
    // Continue follows the saved games: the newest game not finished, however the player
    // came back here (left it, reloaded, another tab).
    let in_progress = Memo::new(move |_| {
        shell.saves_refresh.track();
        crate::i18n::current();
        crate::persist::latest_unfinished()
    });
    let daily = expect_context::<crate::daily::DailyStore>();
    let today = crate::daily::today();
    let daily_detail = Signal::derive(move || {
        let played = daily.with(|r| r.result(today).is_some());
        let streak = daily.with(|r| r.streak(today));
        if played {
            tf("home-daily-done", &[("count", streak.into())])
        } else {
            tf("home-daily-open", &[("count", streak.into())])
        }
    });
    let open_rules = move || {
        let (rules, chosen, players) = shell
            .form
            .with_untracked(|f| (f.rules(), f.variants.clone(), f.seats.len() as u8));
        shell.rules_pages.open(
            rules,
            chosen,
            players,
            RulesFrom::Setup,
            None,
            r#"[data-action="rules"]"#.into(),
        );
    };
    // The first choice takes the focus: Continue when there is a game to continue.
    let first = NodeRef::<leptos::html::Div>::new();
    request_animation_frame(move || {
        use wasm_bindgen::JsCast;
        if let Some(button) = first
            .try_get_untracked()
            .flatten()
            .and_then(|main| main.first_element_child())
        {
            let _ = button.unchecked_into::<web_sys::HtmlElement>().focus();
        }
    });
    let play_detail = Signal::derive(move || shell.form.with(table_text));
    view! {
        <section class="home" data-screen="home" aria-labelledby="home-title">
            <h2 id="home-title" class="visually-hidden">{tr("home-title")}</h2>
            {move || shell.setup_error.get().map(|e| view! { <p class="error" role="alert">{move || e.text(&crate::i18n::catalog())}</p> })}
            <div class="home-main" node_ref=first>
                {move || in_progress.get().map(|s| {
                    let id = s.id.clone();
                    let detail = Signal::derive(move || tf("saves-entry", &[("edition", s.preset.clone().into()), ("players", s.seats.clone().into())]));
                    choice("resume", "primary continue", words("home-continue"), detail, Callback::new(move |_| shell.resume(id.clone())))
                })}
                {choice("start", "primary", words("home-play"), play_detail, Callback::new(move |_| {
                    shell.form.update(|f| f.seed = crate::ui::setup::fresh_seed());
                    shell.start();
                }))}
                {choice("pass-and-play", "", words("home-pass-and-play"), words("home-pass-and-play-detail"), Callback::new(move |_| {
                    shell.form.update(|f| *f = f.pass_and_play());
                    nav.go(Screen::Setup);
                }))}
                {choice("friends", "", words("home-friends"), words("home-friends-detail"), Callback::new(move |_| shell.friends()))}
            </div>
            <div class="home-modes">
                {choice("daily", "", words("daily-button"), daily_detail, Callback::new(move |_| nav.go(Screen::Daily(None))))}
                {choice("puzzles", "", words("puzzle-open"), words("puzzle-offer-text"), Callback::new(move |_| nav.go(Screen::Puzzles)))}
                {choice("learn", "", words("learn-start"), words("learn-offer-text"), Callback::new(move |_| shell.learn()))}
            </div>
            <nav class="home-more" aria-label=tr("home-more")>
                {link("custom-game", words("home-custom"), Callback::new(move |_| nav.go(Screen::Setup)))}
                {link("saves", words("saves-title"), Callback::new(move |_| nav.go(Screen::Saves)))}
                {link("record", words("stats-title"), Callback::new(move |_| nav.go(Screen::Record)))}
                {link("rules", words("home-rules"), Callback::new(move |_| open_rules()))}
            </nav>
        </section>
    }
}
