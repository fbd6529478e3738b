//! The screens' module as the page sees it (its exports are in `src/bin/screens.rs`):
//! one mount into the page's host element, which follows the page's address as the player
//! moves between the module's screens (`show`), draws its words in the page's language
//! (`language`), and is taken down when the player goes back to a screen of the page's.
//! What the player did on a screen (a review's selected move, a puzzle's try, the rules
//! page's edition) stays while the module is mounted: nothing here is drawn again for a
//! language switch.

use super::{Exit, Mount};
use crate::ui::bench::BenchPage;
use crate::ui::puzzle::Puzzles;
use crate::ui::replay::{Recording, ReplayViewer};
use crate::ui::review::{ReviewKeeper, ReviewSubject};
use crate::ui::rules::{RulesPage, RulesPages};
use crate::ui::saves::SavedGames;
use crate::ui::setup::SetupScreen;
use i18n::{Lang, Part};
use leptos::prelude::*;
use session::screen::{Replayed, Reviewed, Screen};
use std::cell::RefCell;

/// The module's one mount: its number, the screen the page names, and its handle.
struct Mounted {
    number: u32,
    mount: ArcRwSignal<Mount>,
    _handle: Box<dyn std::any::Any>,
}

thread_local! {
    // The mount the page made (the module's own lifetime: `show` and `language` reach
    // it from the page's calls, outside any owner).
    static MOUNTED: RefCell<Option<Mounted>> = const { RefCell::new(None) };
    static COUNT: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// Adds the module's own styles to the page, once.
pub fn install_style(css: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    // Looked up: the style sits in the page's <head>, outside the app's tree, and outlives
    // the module's mounts (the module mounted again finds it there).
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

/// Installs `lang`'s texts (both parts: the module's screens read the later one) unless
/// they are installed already.
async fn speak(lang: Lang) {
    let loaded =
        crate::i18n::catalog().lang() == lang && crate::i18n::catalog().has_part(Part::Later);
    if !loaded {
        match crate::i18n::load(lang, true).await {
            Ok(catalog) => crate::i18n::install(catalog),
            Err(missing) => leptos::logging::warn!("texts missing: {}", missing.0.code()),
        }
    }
}

/// The way back to the front door, at the top of the screens reached from it.
fn back_home(exit: Callback<Exit>) -> impl IntoView {
    view! {
        <button type="button" class="subtle back-home" data-action="home" on:click=move |_| exit.run(Exit::To(Screen::Home))>
            {crate::i18n::tr("home-back")}
        </button>
    }
}

/// Why a link cannot be opened, kept as a kind until it is drawn.
#[derive(Clone, Debug, PartialEq)]
enum LinkFault {
    Link(links::LinkError),
    Session(session::Error),
    Day(session::daily::OpenError, String),
}

impl LinkFault {
    fn text(&self) -> String {
        let words = crate::i18n::catalog();
        match self {
            LinkFault::Link(e) => crate::ui::share::link_error_text(e),
            LinkFault::Session(e) => e.text(&words),
            LinkFault::Day(e, date) => e.text(&words, date),
        }
    }
}

/// A link that cannot be opened, said in words, with the way to the front door.
fn link_error(fault: LinkFault, exit: Callback<Exit>) -> AnyView {
    use crate::i18n::tr;
    view! {
        <section class="link-error" data-screen="link-error">
            <h2>{tr("link-bad-title")}</h2>
            <p class="error" role="alert">{move || fault.text()}</p>
            <button class="primary" data-action="new-game" on:click=move |_| exit.run(Exit::To(Screen::Home))>{tr("action-new-game")}</button>
        </section>
    }
    .into_any()
}

/// A deal link: the custom game screen set up as the link says (the page keeps the
/// form), with a word on where it came from.
fn deal(code: String, mount: Mount, exit: Callback<Exit>) -> AnyView {
    let shared = match links::decode(&code) {
        Ok(shared) => shared,
        Err(e) => return link_error(LinkFault::Link(e), exit),
    };
    // A link's seats are checked as a save's are.
    if let Err(e) = session::seats::seats_from_link(&shared.seats, shared.setup.players) {
        return link_error(LinkFault::Session(session::Error::Seats(e)), exit);
    }
    let form = crate::ui::setup::SetupForm::from_shared(&shared.setup, &shared.seats);
    exit.run(Exit::Form {
        form: form.clone(),
        pace_ms: mount.pace_ms,
    });
    let notice = view! { <p class="notice" role="status" data-notice="deal-link">{crate::i18n::tr("link-deal-loaded")}</p> };
    view! {
        {notice}
        {setup(Mount { form, refused: false, ..mount }, exit)}
    }
    .into_any()
}

/// The module's screens, following the page's address.
fn root(mount: ArcRwSignal<Mount>, exit: Callback<Exit>) -> impl IntoView {
    // A table of friends stays while the module is mounted (its connections with it).
    let friends = crate::ui::friends::FriendsKeeper::new();
    // The screen on show; a replay's move, which only its address follows, draws
    // nothing again.
    let screen = Memo::new({
        let mount = mount.clone();
        move |_| match mount.with(Mount::screen) {
            Screen::Replay(replayed) => Screen::Replay(Replayed {
                at: None,
                ..replayed
            }),
            // The hosted table's address follows its game (dealt, dealt again): the
            // table stays on screen. (The way to another table's address passes through
            // another screen: the custom game's, the saved games'.)
            Screen::Friends(_) => Screen::Friends(None),
            other => other,
        }
    });
    // The records these screens show and write (read again when another tab writes).
    let stats = crate::stats::RecordStore::open();
    let daily = crate::daily::DailyStore::open();
    let settings = crate::settings::Settings::open();
    provide_context(stats);
    provide_context(daily);
    provide_context(settings);
    let listener = window_event_listener(leptos::ev::storage, move |ev| {
        let key = ev.key();
        stats.on_storage(key.as_deref());
        daily.on_storage(key.as_deref());
        settings.on_storage(key.as_deref());
    });
    on_cleanup(move || listener.remove());
    // A review stays while the module is mounted: back from its replay, it is as it was.
    let reviews = ReviewKeeper::new();
    let puzzles = crate::ui::puzzle::Tries::new();
    let mount_now = {
        let mount = mount.clone();
        move || mount.get_untracked()
    };
    move || {
        let now = mount_now();
        match screen.get() {
            Screen::Setup => setup(now, exit),
            Screen::Deal(code) => deal(code, now, exit),
            Screen::Saves => saves(exit),
            Screen::Record => record(exit),
            Screen::Daily(date) => daily_page(date, exit),
            Screen::Puzzles | Screen::Puzzle(_) => {
                let code = match screen.get_untracked() {
                    Screen::Puzzle(code) => Some(code),
                    _ => None,
                };
                view! { <Puzzles code=code pace_ms=now.pace_ms tries=puzzles exit=exit/> }
                    .into_any()
            }
            Screen::Rules => rules(now, exit),
            Screen::Review(reviewed) => review(reviewed, reviews, exit),
            Screen::Replay(replayed) => {
                // The move the address names (the memo above leaves it out).
                let at = match now.screen() {
                    Screen::Replay(shown) => shown.at,
                    _ => None,
                };
                replay(Replayed { at, ..replayed }, reviews, exit)
            }
            Screen::Bench => view! { <BenchPage/> }.into_any(),
            Screen::Learn => super::lesson::lesson(now.pace_ms, exit),
            // A game's end; the page draws its own screens otherwise.
            Screen::Game => super::over::over(now.game, exit),
            Screen::Friends(_) => {
                // The game the address names (the memo above may leave it out).
                let id = match now.screen() {
                    Screen::Friends(id) => id,
                    _ => None,
                };
                crate::ui::friends::host_screen(id, now, friends, exit)
            }
            Screen::Join(code) => crate::ui::friends::join_screen(code, friends, exit),
            Screen::Reply(code) => crate::ui::friends::reply_screen(code, friends, exit),
            Screen::Home => ().into_any(),
        }
    }
}

/// A daily deal's page: deal its game, continue the day's game, or go back.
fn daily_page(date: Option<String>, exit: Callback<Exit>) -> AnyView {
    let today = crate::daily::today();
    let date = date.unwrap_or_else(|| today.to_string());
    let day = match session::daily::open(&date, today) {
        Ok(day) => day,
        Err(e) => return link_error(LinkFault::Day(e, date), exit),
    };
    let start = Callback::new(move |day: session::day::Day| {
        exit.run(Exit::StartDaily {
            day: day.to_string(),
        })
    });
    // The day's game, dealt here and not finished, continues as any saved game does.
    let resume = Callback::new(move |id: String| exit.run(Exit::Resume { id }));
    let back = Callback::new(move |_| exit.run(Exit::Back));
    view! { <crate::ui::daily::DailyIntro day=day on_start=start on_continue=resume on_back=back/> }
        .into_any()
}

/// The custom game screen: the form the page keeps (each change is told back), its rules
/// pages in place of the form, and the start.
fn setup(mount: Mount, exit: Callback<Exit>) -> AnyView {
    use crate::i18n::{t, tr};
    use crate::ui::share::{page_base, LinkField};
    let form = RwSignal::new(mount.form);
    let pace_ms = RwSignal::new(mount.pace_ms);
    // Why the last start was refused: the form is checked again here, so the reason is a
    // value until drawn (in the language on screen then).
    let error = RwSignal::new(
        mount
            .refused
            .then(|| form.with_untracked(|f| f.check(&crate::i18n::catalog()).err()))
            .flatten(),
    );
    let pages = RulesPages(RwSignal::new(None), None);
    provide_context(pages);
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
    view! {
        // Drawn again when the rules open or close, not as they change (a change of
        // edition on the page is the page's own).
        {move || match open_rules.get() {
            true => view! { <RulesPage/> }.into_any(),
            false => view! {
                {back_home(exit)}
                <SetupScreen form=form pace_ms=pace_ms on_start=start error=error/>
                <details class="share">
                    <summary>{tr("share-title")}</summary>
                    <LinkField label=Signal::derive(|| t("share-deal")) name="deal" url=deal_link/>
                </details>
            }
            .into_any(),
        }}
    }
    .into_any()
}

/// The saved games: resume or review one in the page; the rest (export, import, delete
/// and bring back) here. Another tab's change to the list (a save, or a deleted one)
/// shows at once.
fn saves(exit: Callback<Exit>) -> AnyView {
    use session::saves::{DELETED_PREFIX, PREFIX};
    let refresh = RwSignal::new(0u32);
    let listener = window_event_listener(leptos::ev::storage, move |ev| {
        if ev
            .key()
            .is_none_or(|k| k.starts_with(PREFIX) || k.starts_with(DELETED_PREFIX))
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

/// The player's record and the daily calendar.
fn record(exit: Callback<Exit>) -> AnyView {
    let open_daily = Callback::new(move |day: session::day::Day| {
        exit.run(Exit::To(Screen::Daily(Some(day.to_string()))))
    });
    view! {
        {back_home(exit)}
        <crate::ui::stats::StatsPanel/>
        <crate::ui::daily::DailyPanel on_open=open_daily/>
    }
    .into_any()
}

/// The rules page as the page asked for it (the edition picked on it stays while it is
/// open: the module is not mounted again for a language switch).
fn rules(mount: Mount, exit: Callback<Exit>) -> AnyView {
    let pages = RulesPages(RwSignal::new(mount.rules), None);
    provide_context(pages);
    Effect::new(move |_| {
        // Closed from the page: the page's own close puts the focus back where the rules
        // were opened from.
        if pages.0.with(Option::is_none) {
            exit.run(Exit::Back);
        }
    });
    view! { <RulesPage/> }.into_any()
}

/// A game's review: a record link's, or a saved game's (kept with it).
fn review(reviewed: Reviewed, reviews: ReviewKeeper, exit: Callback<Exit>) -> AnyView {
    let subject = match reviewed {
        Reviewed::Code(code) => Some(ReviewSubject::of_code(code)),
        Reviewed::Saved(id) => ReviewSubject::of_save(&id),
    };
    let Some(subject) = subject else {
        exit.run(Exit::To(Screen::Home));
        return ().into_any();
    };
    reviews.screen(subject, exit).into_any()
}

/// A record link's replay, at the move the address names.
fn replay(replayed: Replayed, reviews: ReviewKeeper, exit: Callback<Exit>) -> AnyView {
    let recording = match Recording::decode(&replayed.code) {
        Ok(recording) => recording,
        Err(e) => return link_error(LinkFault::Session(e), exit),
    };
    let code = replayed.code.clone();
    let on_continue = Callback::new(move |s: session::Session| {
        if let Ok(code) = s.record_code() {
            exit.run(Exit::Continue { code });
        }
    });
    let on_review = Callback::new(move |_| exit.run(Exit::Review { code: code.clone() }));
    let on_exit = Callback::new(move |_| exit.run(Exit::To(Screen::Home)));
    // The address follows the move shown: a reload, or a link copied, opens it there.
    let at_step = {
        let replayed = replayed.clone();
        Callback::new(move |step: usize| {
            exit.run(Exit::Replace(Screen::Replay(Replayed {
                at: Some(step as u32),
                ..replayed.clone()
            })))
        })
    };
    let from_review = reviews.replays_from_review(&replayed.code);
    let back = Callback::new(move |_| exit.run(Exit::Back));
    match from_review {
        true => view! {
            <ReplayViewer recording=recording replayed=replayed on_continue=on_continue on_exit=on_exit on_step=at_step on_back=back/>
        }
        .into_any(),
        false => view! {
            <ReplayViewer recording=recording replayed=replayed on_continue=on_continue on_exit=on_exit on_review=on_review on_step=at_step/>
        }
        .into_any(),
    }
    .into_any()
}

/// Draws the screens into `host`, starting with `mount`'s, in the page's language;
/// `exit` is called with an [`Exit`]'s JSON text when the player leaves one. Returns the
/// mount's number (see [`unmount`]).
pub fn mount(
    host: web_sys::HtmlElement,
    mount: Mount,
    exit: js_sys::Function,
    announce: js_sys::Function,
) -> u32 {
    let number = COUNT.with(|c| {
        c.set(c.get() + 1);
        c.get()
    });
    let lang = page_language();
    // (Not leptos's spawn: this module's executor is set up by its first mount, below.)
    wasm_bindgen_futures::spawn_local(async move {
        // The page's language, both parts of its texts: this module has a catalog of its
        // own, and none is compiled in. The service worker keeps both offline.
        speak(lang).await;
        if COUNT.with(std::cell::Cell::get) != number {
            return;
        }
        // The mount this one replaces (if its page has not taken it down yet).
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
        let signal = ArcRwSignal::new(mount);
        let shown = signal.clone();
        let handle = leptos::mount::mount_to(host, move || {
            // What the module's screens say goes to the page's one live region.
            let announcer = crate::ui::announce::Announcer(RwSignal::new(String::new()));
            provide_context(announcer);
            Effect::new(move |_| {
                let text = announcer.0.get();
                if !text.is_empty() {
                    let _ = announce.call1(&wasm_bindgen::JsValue::NULL, &text.into());
                }
            });
            root(shown, exit)
        });
        MOUNTED.with(|m| {
            *m.borrow_mut() = Some(Mounted {
                number,
                mount: signal,
                _handle: Box::new(handle),
            })
        });
    });
    number
}

/// The page moved to another of the module's screens.
pub fn show(mount: Mount) {
    let signal = MOUNTED.with(|m| m.borrow().as_ref().map(|m| m.mount.clone()));
    if let Some(signal) = signal {
        signal.set(mount);
    }
}

/// The page switched to `lang`: the module's words follow.
pub fn language(lang: Lang) {
    wasm_bindgen_futures::spawn_local(speak(lang));
}

/// Takes down mount `number`, unless another mount has replaced it.
pub fn unmount(number: u32) {
    let current = MOUNTED.with(|m| m.borrow().as_ref().map(|m| m.number));
    if current == Some(number) {
        let mounted = MOUNTED.with(|m| m.borrow_mut().take());
        drop(mounted);
    }
}
