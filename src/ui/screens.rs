//! Each screen drawn from the one [`Screen`] value: the front door, the custom game, the
//! saved games, the record, the table, a daily deal's page, and the screens of the
//! screens' module (puzzles, rules, review, replay, bench), loaded when first opened.

use crate::i18n::{catalog, t};
use crate::ui::elsewhere::ElsewhereNotice;
use crate::ui::game::{Drawer, GameScreen, Icon};
use crate::ui::later::host::LaterHost;
use crate::ui::later::{Exit, Screen as Later};
use crate::ui::over::GameOver;
use crate::ui::puzzle::PuzzleView;
use crate::ui::replay::Recording;
use crate::ui::review::ReviewSubject;
use crate::ui::rules::{RulesFrom, RulesRequest};
use crate::ui::setup::SetupForm;
use crate::ui::share::{link_error_text, page_base, LinkField};
use crate::ui::table::Table;
use leptos::prelude::*;
use session::screen::Screen;

/// The view of `screen`.
pub fn draw(table: Table, screen: Screen) -> AnyView {
    match screen {
        Screen::Home => view! { <crate::ui::home::Home/> }.into_any(),
        Screen::Setup => setup(table),
        Screen::Deal(code) => deal(table, code),
        Screen::Saves => saves(table),
        Screen::Record => record(table),
        Screen::Game => game(table),
        Screen::Daily(date) => daily(table, date),
        Screen::Puzzles => puzzles(table, PuzzleView::List),
        Screen::Puzzle(code) => puzzles(table, PuzzleView::Code(code)),
        Screen::Rules => rules(table),
        Screen::Review => review(table),
        Screen::Replay(code) => replay(table, code),
        Screen::Bench => later(table, Later::Bench),
    }
}

/// A screen of the screens' module; a module that cannot be loaded takes the player back,
/// saying so.
fn later(table: Table, screen: Later) -> AnyView {
    let on_exit = Callback::new(move |exit: Option<Exit>| match exit {
        None => {
            table.notice.set(Some(t("screen-unavailable")));
            table.nav.back();
        }
        Some(exit) => table.exit(exit),
    });
    view! { <LaterHost screen=screen on_exit=on_exit/> }.into_any()
}

/// A link that cannot be opened, with the way to the front door.
fn link_error(table: Table, text: String) -> AnyView {
    view! {
        <section class="link-error" data-screen="link-error">
            <h2>{t("link-bad-title")}</h2>
            <p class="error" role="alert">{text}</p>
            <button class="primary" data-action="new-game" on:click=move |_| table.nav.go(Screen::Home)>{t("action-new-game")}</button>
        </section>
    }
    .into_any()
}

/// The custom game screen (the screens' module draws it, with the form the page keeps).
fn setup(table: Table) -> AnyView {
    let screen = Later::Setup {
        form: table.form.get_untracked(),
        pace_ms: table.pace_ms.get_untracked(),
        error: table.setup_error.get_untracked(),
    };
    later(table, screen)
}

/// A deal link: the custom game screen, set up as the link says (once: drawn again, for
/// a language switch, it keeps what the player changed since).
fn deal(table: Table, code: String) -> AnyView {
    thread_local! {
        static LOADED: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
    }
    // A link's seats are checked as a save's are.
    let checked = links::decode(&code)
        .map_err(|e| link_error_text(&e))
        .and_then(|shared| {
            session::seats::seats_from_link(&shared.seats, shared.setup.players)
                .map(|_| shared)
                .map_err(|e| e.text(&crate::i18n::catalog()))
        });
    match checked {
        Ok(shared) => {
            let fresh = LOADED.with(|l| l.borrow().as_deref() != Some(code.as_str()));
            if fresh {
                LOADED.with(|l| *l.borrow_mut() = Some(code));
                table
                    .form
                    .set(SetupForm::from_shared(&shared.setup, &shared.seats));
                table.notice.set(Some(t("link-deal-loaded")));
            }
            setup(table)
        }
        Err(text) => link_error(table, text),
    }
}

fn saves(table: Table) -> AnyView {
    later(table, Later::Saves)
}

fn record(table: Table) -> AnyView {
    later(table, Later::Record)
}

fn daily(table: Table, date: Option<String>) -> AnyView {
    let today = crate::daily::today();
    let date = date.unwrap_or_else(|| today.to_string());
    match session::daily::open(&date, today) {
        Ok(day) => later(
            table,
            Later::Daily {
                day: day.to_string(),
            },
        ),
        Err(e) => link_error(table, e.text(&catalog(), &date)),
    }
}

fn puzzles(table: Table, view: PuzzleView) -> AnyView {
    let pace_ms = table.pace_ms.get_untracked();
    // One mount for the list and its puzzles: the module follows the address itself as
    // the player moves between them.
    later(table, Later::Puzzles { view, pace_ms })
}

/// The rules page as it was asked for, or (opened from the address) the rules of the
/// edition set up.
fn rules(table: Table) -> AnyView {
    let asked = table.rules_pages.0.get_untracked();
    let request = asked.unwrap_or_else(|| {
        let (rules, chosen, players) = table
            .form
            .with_untracked(|f| (f.rules(), f.variants.clone(), f.seats.len() as u8));
        RulesRequest {
            rules,
            chosen,
            players,
            from: RulesFrom::Setup,
            anchor: None,
            return_focus: String::new(),
            scroll_y: 0.0,
            landed: false,
        }
    });
    // The page takes the focus once: drawn again (a language switch), it keeps it.
    table.rules_pages.0.update_untracked(|r| {
        if let Some(r) = r.as_mut() {
            r.landed = true;
        }
    });
    // Closed from the page: back where the rules were opened from, the focus on the
    // control that opened them.
    let on_exit = Callback::new(move |exit: Option<Exit>| match exit {
        None => {
            table.notice.set(Some(t("screen-unavailable")));
            table.nav.back();
        }
        Some(Exit::Back) if table.rules_pages.0.with_untracked(Option::is_some) => {
            table.rules_pages.close()
        }
        Some(exit) => table.exit(exit),
    });
    view! { <LaterHost screen=Later::Rules(Box::new(request)) on_exit=on_exit/> }.into_any()
}

fn review(table: Table) -> AnyView {
    let subject = table.reviewing.get_untracked().or_else(|| {
        table
            .session
            .with_untracked(|s| s.as_ref().and_then(ReviewSubject::of_session))
    });
    match subject {
        Some(subject) => later(table, Later::Review(subject)),
        None => {
            table.nav.replace(Screen::Home);
            view! { <crate::ui::home::Home/> }.into_any()
        }
    }
}

fn replay(table: Table, code: String) -> AnyView {
    match Recording::decode(&code) {
        Ok(_) => later(table, Later::Replay { code }),
        Err(e) => link_error(table, e.text(&crate::i18n::catalog())),
    }
}

/// The table: the game in progress, its end, or (when another tab has it) the way to
/// take it back.
fn game(table: Table) -> AnyView {
    let session = table.session;
    // Which part of the table the game needs (none, playing, over): drawn again when this
    // changes, not on every move.
    let state = Memo::new(move |_| session.with(|s| s.as_ref().map(|s| s.game().is_over())));
    let humans_at_table =
        move || session.with_untracked(|s| s.as_ref().map_or(0, |s| s.humans().count()));
    let deal_link = Signal::derive(move || {
        session.with(|s| {
            s.as_ref()
                .map(|s| format!("{}#/new/{}", page_base(), s.deal_code()))
                .unwrap_or_default()
        })
    });
    let record_link = Signal::derive(move || {
        session.with(|s| {
            s.as_ref()
                .and_then(|s| s.record_code().ok())
                .map(|code| format!("{}#/replay/{code}", page_base()))
                .unwrap_or_default()
        })
    });
    let leave = Callback::new(move |_| table.leave());
    let table_view = move || {
        // The game goes on in another tab: no game screen here, so no move (the AI's
        // included: its answer finds the screen gone and is dropped).
        if table.elsewhere.get() {
            let take_back = Callback::new(move |_| table.take_back_game());
            return view! { <ElsewhereNotice on_take_back=take_back on_leave=leave/> }.into_any();
        }
        match state.get() {
            None => {
                // Nothing at the table (a game left in another way): the front door.
                table.nav.replace(Screen::Home);
                ().into_any()
            }
            // The table: the share box and the way out sit in its toolbar (a drawer and a
            // button), so the page never grows past the screen.
            Some(false) => {
                let tools = ViewFn::from(move || {
                    // At a pass-and-play table the links would show hands nobody has
                    // seen: they wait for the game's end. Against AI alone they stay, with
                    // a word on what the record link shows.
                    let links = if humans_at_table() >= 2 {
                        view! { <p class="muted" data-share="after-game">{t("share-after-game")}</p> }.into_any()
                    } else {
                        view! {
                            <LinkField label=t("share-deal") name="deal" url=deal_link/>
                            <LinkField label=t("share-record") name="record" url=record_link/>
                            <p class="muted">{t("share-record-shows-hands")}</p>
                        }
                        .into_any()
                    };
                    // A lesson is left from its coach (it is not saved).
                    let lesson = session
                        .with_untracked(|s| s.as_ref().is_some_and(session::learn::is_lesson));
                    view! {
                        <Drawer class="share" label=t("share-title") icon=Icon::Share>{links}</Drawer>
                        {(!lesson).then(|| view! {
                            <button class="tool subtle leave" data-action="leave" on:click=move |_| leave.run(())>
                                {Icon::Leave.view()}<span class="tool-label">{t("action-leave")}</span>
                            </button>
                        })}
                    }
                    .into_any()
                });
                view! { <GameScreen session=session pace_ms=table.pace_ms tools=tools/> }.into_any()
            }
            Some(true) => {
                let rematch = Callback::new(move |_| table.rematch());
                let review = Callback::new(move |_| table.review_game());
                view! {
                    <crate::ui::daily::DailyOutcome session=session/>
                    <GameOver session=session on_rematch=rematch on_new=leave on_review=review/>
                    <details class="share">
                        <summary>{t("share-title")}</summary>
                        <LinkField label=t("share-deal") name="deal" url=deal_link/>
                        <LinkField label=t("share-record") name="record" url=record_link/>
                    </details>
                }
                .into_any()
            }
        }
    };
    view! { {table_view} }.into_any()
}
