//! The screens' module as the page sees it (its exports are in `src/bin/screens.rs`):
//! mounts a [`Screen`] into the page's host element, in the page's language, and takes
//! it down. A review itself stays between two mounts of the same game
//! (`ui::review::kept`), so a language switch loses nothing of it.

use super::{Exit, Screen};
use crate::ui::bench::BenchPage;
use crate::ui::puzzle::{PuzzleView, Puzzles};
use crate::ui::replay::{Recording, ReplayViewer};
use crate::ui::rules::{RulesPage, RulesPages, RulesRequest};
use crate::ui::saves::SavedGames;
use crate::ui::setup::{SetupForm, SetupScreen};
use i18n::{Lang, Part};
use leptos::prelude::*;
use std::any::Any;
use std::cell::{Cell, RefCell};

thread_local! {
    /// The screen mounted now, and its number.
    static MOUNTED: RefCell<Option<(u32, Box<dyn Any>)>> = const { RefCell::new(None) };
    static COUNT: Cell<u32> = const { Cell::new(0) };
    /// The rules page as the page asked for it, and as the player has it now.
    static SHOWN_RULES: RefCell<Option<(RulesRequest, RulesRequest)>> = const { RefCell::new(None) };
}

/// Adds the module's own styles to the page, once.
pub fn install_style(css: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document.get_element_by_id("screens-style").is_some() {
        return;
    }
    if let (Ok(style), Some(head)) = (document.create_element("style"), document.head()) {
        style.set_id("screens-style");
        style.set_text_content(Some(css));
        let _ = head.append_child(&style);
    }
}

/// The page's language, as it tells it (`<html lang>`).
fn page_language() -> Lang {
    let code = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|html| html.get_attribute("lang"));
    code.and_then(|code| Lang::from_code(&code))
        .unwrap_or(Lang::En)
}

/// The address's hash, which a puzzle screen keeps up to date as the player moves on.
fn hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// The view of `screen`, drawn by the function returned; `exit` takes the player where
/// they go from it. What outlives the mount (a review's model) is made here, before the
/// mount's owner exists, so that taking the mount down does not dispose of it.
fn draw(screen: Screen, exit: Callback<Exit>) -> Box<dyn FnOnce() -> AnyView> {
    match screen {
        Screen::Review(subject) => {
            let model = crate::ui::review::kept::model_for(subject);
            Box::new(move || crate::ui::review::kept::screen(model, exit).into_any())
        }
        Screen::Puzzles { view, pace_ms } => {
            crate::ui::puzzle::keep_tries();
            Box::new(move || puzzles(view, pace_ms, exit))
        }
        Screen::Rules(request) => Box::new(move || rules(*request, exit)),
        Screen::Replay { code } => Box::new(move || replay(code, exit)),
        Screen::Bench => Box::new(|| view! { <BenchPage/> }.into_any()),
        Screen::Setup {
            form,
            pace_ms,
            error,
        } => Box::new(move || setup(form, pace_ms, error, exit)),
        Screen::Saves => Box::new(move || saves(exit)),
        Screen::Record => Box::new(move || record(exit)),
        Screen::Daily { day } => Box::new(move || daily(day, exit)),
    }
}

/// A daily deal's page: start its game, or go back.
fn daily(day: String, exit: Callback<Exit>) -> AnyView {
    let Ok(day) = session::day::Day::parse(&day) else {
        exit.run(Exit::Back);
        return ().into_any();
    };
    provide_context(crate::ui::daily::DailyStore::open());
    let start = Callback::new(move |day: session::day::Day| {
        exit.run(Exit::StartDaily {
            day: day.to_string(),
        })
    });
    let back = Callback::new(move |_| exit.run(Exit::Back));
    view! { <crate::ui::daily::DailyIntro day=day on_start=start on_back=back/> }.into_any()
}

/// The way back to the front door, at the top of the screens reached from it.
fn back_home(exit: Callback<Exit>) -> impl IntoView {
    view! {
        <button type="button" class="subtle back-home" data-action="home" on:click=move |_| exit.run(Exit::NewGame)>
            {crate::i18n::t("home-back")}
        </button>
    }
}

/// The custom game screen: the form the page keeps (each change is told back, so a
/// language switch, which draws the screen again, loses nothing), its rules pages in
/// place of the form, and the start.
fn setup(form: SetupForm, pace_ms: u32, error: Option<String>, exit: Callback<Exit>) -> AnyView {
    use crate::i18n::t;
    use crate::ui::share::{page_base, LinkField};
    thread_local! {
        // The rules page open over the form, kept while the screen is drawn again for a
        // language switch (the page mounts the screen anew), forgotten when it is left.
        static OPEN_RULES: std::cell::RefCell<Option<crate::ui::rules::RulesRequest>> =
            const { std::cell::RefCell::new(None) };
    }
    let exit = Callback::new(move |to: Exit| {
        if !matches!(to, Exit::Form { .. }) {
            OPEN_RULES.with(|r| *r.borrow_mut() = None);
        }
        exit.run(to);
    });
    let form = RwSignal::new(form);
    let pace_ms = RwSignal::new(pace_ms);
    let error = RwSignal::new(error);
    let pages = RulesPages(RwSignal::new(OPEN_RULES.with(|r| r.borrow().clone())), None);
    provide_context(pages);
    Effect::new(move |_| {
        let open = pages.0.get();
        OPEN_RULES.with(|r| *r.borrow_mut() = open);
    });
    let open_rules = Memo::new(move |_| pages.0.with(Option::is_some));
    Effect::new(move |first: Option<()>| {
        let (form, pace_ms) = (form.get(), pace_ms.get());
        if first.is_some() {
            exit.run(Exit::Form { form, pace_ms });
        }
    });
    let start = Callback::new(move |_| {
        exit.run(Exit::Start {
            form: form.get_untracked(),
            pace_ms: pace_ms.get_untracked(),
        })
    });
    let deal_link = Signal::derive(move || {
        let code = form.with(|f| {
            let seats: Vec<links::SharedSeat> =
                f.seats.iter().map(session::SeatConfig::to_shared).collect();
            links::encode_deal(&f.setup(), &seats)
        });
        format!("{}#/new/{code}", page_base())
    });
    let settings = crate::records::Record::<session::settings::Settings>::open();
    let settings_problem = move || {
        settings
            .problem()
            .map(|p| view! { <p class="error" role="alert" data-settings-problem="true">{p}</p> })
    };
    view! {
        // Drawn again when the rules open or close, not as they change (a change of
        // edition on the page is the page's own).
        {move || match open_rules.get() {
            true => view! { <RulesPage/> }.into_any(),
            false => view! {
                {back_home(exit)}
                {settings_problem}
                <SetupScreen form=form pace_ms=pace_ms on_start=start error=error/>
                <details class="share">
                    <summary>{t("share-title")}</summary>
                    <LinkField label=t("share-deal") name="deal" url=deal_link/>
                </details>
            }
            .into_any(),
        }}
    }
    .into_any()
}

/// The saved games: resume or review one in the page; the rest (export, import, delete
/// and bring back) here. Another tab's change to the list shows at once.
fn saves(exit: Callback<Exit>) -> AnyView {
    let refresh = RwSignal::new(0u32);
    let listener = window_event_listener(leptos::ev::storage, move |ev| {
        if ev
            .key()
            .is_none_or(|k| k.starts_with(session::saves::PREFIX))
        {
            refresh.update(|n| *n += 1);
        }
    });
    on_cleanup(move || listener.remove());
    let resume = Callback::new(move |id| exit.run(Exit::Resume { id }));
    let review = Callback::new(move |id| exit.run(Exit::ReviewSave { id }));
    view! {
        {back_home(exit)}
        <SavedGames on_resume=resume on_review=review refresh=refresh/>
    }
    .into_any()
}

/// The player's record and the daily calendar, which another tab's results join at once.
fn record(exit: Callback<Exit>) -> AnyView {
    let stats = crate::ui::stats::RecordStore::open();
    let daily = crate::ui::daily::DailyStore::open();
    provide_context(stats);
    provide_context(daily);
    let listener = window_event_listener(leptos::ev::storage, move |ev| {
        let key = ev.key();
        stats.on_storage(key.as_deref());
        daily.on_storage(key.as_deref());
    });
    on_cleanup(move || listener.remove());
    let open_daily = Callback::new(move |day: session::day::Day| {
        exit.run(Exit::Daily {
            day: day.to_string(),
        })
    });
    view! {
        {back_home(exit)}
        <crate::ui::stats::StatsPanel/>
        <crate::ui::daily::DailyPanel on_open=open_daily/>
    }
    .into_any()
}

fn puzzles(view: PuzzleView, pace_ms: u32, exit: Callback<Exit>) -> AnyView {
    // The screen the address names now (the player may have moved on since the page
    // asked: a language switch draws the screen again).
    let view = RwSignal::new(Some(crate::ui::puzzle::route(&hash()).unwrap_or(view)));
    let pace_ms = RwSignal::new(pace_ms);
    let back = Callback::new(move |_| exit.run(Exit::Back));
    view! { <Puzzles view=view pace_ms=pace_ms on_exit=back/> }.into_any()
}

/// The same opening of the rules page, whether or not it has taken the focus yet.
fn same_opening(a: &RulesRequest, b: &RulesRequest) -> bool {
    RulesRequest {
        landed: false,
        ..a.clone()
    } == RulesRequest {
        landed: false,
        ..b.clone()
    }
}

fn rules(request: RulesRequest, exit: Callback<Exit>) -> AnyView {
    // Drawn again for the same opening (a language switch): the edition the player picked
    // on the page stays.
    let shown = SHOWN_RULES.with(|kept| {
        kept.borrow()
            .as_ref()
            .filter(|(asked, _)| same_opening(asked, &request))
            .map(|(_, shown)| RulesRequest {
                landed: request.landed,
                ..shown.clone()
            })
    });
    let pages = RulesPages(
        RwSignal::new(Some(shown.unwrap_or_else(|| request.clone()))),
        None,
    );
    provide_context(pages);
    Effect::new(move |_| match pages.0.get() {
        Some(shown) => SHOWN_RULES.with(|kept| *kept.borrow_mut() = Some((request.clone(), shown))),
        // Closed: the page's own close puts the focus back where the rules were opened from.
        None => {
            SHOWN_RULES.with(|kept| kept.borrow_mut().take());
            exit.run(Exit::Back)
        }
    });
    view! { <RulesPage/> }.into_any()
}

fn replay(code: String, exit: Callback<Exit>) -> AnyView {
    let Ok(recording) = Recording::decode(&code) else {
        // The page checked the link before asking for its replay.
        exit.run(Exit::NewGame);
        return ().into_any();
    };
    let on_continue = Callback::new(move |s: session::Session| {
        if let Ok(code) = s.record_code() {
            exit.run(Exit::Continue { code });
        }
    });
    let on_exit = Callback::new(move |_| exit.run(Exit::NewGame));
    let on_review = Callback::new(move |_| exit.run(Exit::Review { code: code.clone() }));
    view! { <ReplayViewer recording=recording on_continue=on_continue on_exit=on_exit on_review=on_review/> }
        .into_any()
}

/// Draws `screen` into `host`, in the page's language; `exit` is called with an [`Exit`]'s
/// JSON text when the player leaves it. Returns the mount's number (see [`unmount`]).
pub fn mount(host: web_sys::HtmlElement, screen: Screen, exit: js_sys::Function) -> u32 {
    let number = COUNT.with(|c| {
        c.set(c.get() + 1);
        c.get()
    });
    let lang = page_language();
    // (Not leptos's spawn: this module's executor is set up by its first mount, below.)
    wasm_bindgen_futures::spawn_local(async move {
        // The page's language, both parts of its texts (the rules' and the review's words
        // are in the later one): this module has a catalog of its own, and none is
        // compiled in. The service worker keeps both offline.
        let loaded = crate::i18n::current() == lang && crate::i18n::catalog().has_part(Part::Later);
        if !loaded {
            match crate::i18n::load(lang, true).await {
                Ok(catalog) => crate::i18n::install(catalog),
                Err(reason) => leptos::logging::error!("{reason}"),
            }
        }
        if COUNT.with(Cell::get) != number {
            return;
        }
        // The screen this one replaces (if its page has not taken it down yet).
        let replaced = MOUNTED.with(|m| m.borrow_mut().take());
        drop(replaced);
        // Left by a task of its own: the page takes this screen down as it goes.
        let exit = Callback::new(move |to: Exit| {
            let exit = exit.clone();
            let text = serde_json::to_string(&super::ExitMessage::from(to)).unwrap_or_default();
            set_timeout(
                move || {
                    let _ = exit.call1(&wasm_bindgen::JsValue::NULL, &text.into());
                },
                std::time::Duration::ZERO,
            );
        });
        let draw = draw(screen, exit);
        let handle = leptos::mount::mount_to(host, draw);
        MOUNTED.with(|m| *m.borrow_mut() = Some((number, Box::new(handle))));
    });
    number
}

/// Takes down mount `number`, unless another mount has replaced it.
pub fn unmount(number: u32) {
    let current = MOUNTED.with(|m| m.borrow().as_ref().map(|(n, _)| *n));
    if current == Some(number) {
        let handle = MOUNTED.with(|m| m.borrow_mut().take());
        drop(handle);
    }
}
