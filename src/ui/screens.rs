//! Each screen drawn from the one [`Screen`] value: the page's own (the front door, the
//! table) and the screens' module's (every other), which one host shows as the player
//! moves between them, so a screen of the module keeps what the player did on it.

use crate::i18n::{t, tr};
use crate::ui::elsewhere::ElsewhereNotice;
use crate::ui::game::{Drawer, Feed, GameScreen, Icon};
use crate::ui::later::host::LaterHost;
use crate::ui::later::{Exit, Mount};
use crate::ui::share::{page_base, LinkField};
use crate::ui::shell::{Notice, Shell};
use leptos::prelude::*;
use session::screen::{Replayed, Screen};

/// Where a screen is drawn: the page's own screens (the front door, the table during
/// play), or the module's (every other; a link's screen checks its link there).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Home,
    Game,
    Module,
}

/// The screen on show: rebuilt only when it moves to another place (between the module's
/// screens the host stays, and follows).
pub fn draw(shell: Shell) -> impl IntoView {
    let screen = shell.nav.screen;
    // A game's end is a screen of the module's, drawn from the saved game.
    let here = Memo::new(move |_| match screen.get() {
        Screen::Home => Place::Home,
        Screen::Game if shell.table.state() != Some(true) => Place::Game,
        _ => Place::Module,
    });
    move || match here.get() {
        Place::Home => view! { <crate::ui::home::Home/> }.into_any(),
        Place::Game => game(shell),
        Place::Module => module(shell),
    }
}

/// The screens' module, following the screen on show.
fn module(shell: Shell) -> AnyView {
    let mount = Signal::derive(move || Mount {
        screen: shell.nav.screen.get().hash(),
        game: shell.table.public(|parts| parts.id.clone()),
        form: shell.form.get(),
        pace_ms: shell.table.pace_ms().get(),
        refused: shell.setup_error.with(Option::is_some),
        rules: shell.rules_pages.0.get(),
    });
    let on_exit = Callback::new(move |exit: Option<Exit>| match exit {
        // The module could not be loaded: back where the player was, saying so.
        None => {
            shell.nav.back();
            shell.notify(Notice::ScreenUnavailable);
        }
        Some(Exit::Back) if shell.nav.screen.get_untracked() == Screen::Rules => {
            shell.rules_pages.close()
        }
        Some(exit) => shell.exit(exit),
    });
    view! { <LaterHost mount=mount on_exit=on_exit/> }.into_any()
}

/// The table: the game in progress, its end, or (when another tab has it) the way to
/// take it back.
fn game(shell: Shell) -> AnyView {
    let table = shell.table;
    // The deciders play while the table is on screen.
    table.show_here();
    let feed = Feed::of(table);
    // Which part of the table the game needs (none, playing, over): drawn again when this
    // changes, not on every move.
    let state = Memo::new(move |_| table.state());
    let deal_link = Signal::derive(move || {
        table
            .public(|parts| format!("{}#/new/{}", page_base(), parts.deal_code()))
            .unwrap_or_default()
    });
    // During play the record link replays the game as the player who shares it sees it;
    // once the game is over, whole.
    let record_link = Signal::derive(move || {
        let viewer = feed.view.with(|v| v.as_ref().and_then(|v| v.viewer));
        let over = state.get() == Some(true);
        table
            .public(|parts| {
                let code = parts.record_code().ok()?;
                let replay = Replayed {
                    code,
                    at: None,
                    seat: if over { None } else { viewer },
                };
                Some(format!("{}{}", page_base(), Screen::Replay(replay).hash()))
            })
            .flatten()
            .unwrap_or_default()
    });
    let leave = Callback::new(move |_| shell.leave());
    let people = move || {
        feed.view.with(|v| {
            v.as_ref()
                .map_or(0, |v| v.seats.iter().filter(|s| s.kind.is_person()).count())
        })
    };
    let table_view = move || {
        // The game goes on in another tab: no game screen here, so no move (the AI's
        // included: its answer finds the table off screen and is dropped).
        if table.elsewhere() {
            let take_back = Callback::new(move |_| shell.take_back_game());
            return view! { <ElsewhereNotice on_take_back=take_back on_leave=leave/> }.into_any();
        }
        match state.get() {
            None => {
                // Nothing at the table (a game left in another way): the front door.
                shell.nav.replace(Screen::Home);
                ().into_any()
            }
            // The table: the share box and the way out sit in its toolbar (a drawer and a
            // button), so the page never grows past the screen.
            Some(false) => {
                let tools = ViewFn::from(move || {
                    // At a pass-and-play table a record link would replay hands nobody
                    // else at the table has seen: the links wait for the game's end.
                    let links = if people() >= 2 {
                        view! { <p class="muted" data-share="after-game">{tr("share-after-game")}</p> }.into_any()
                    } else {
                        view! {
                            <LinkField label=Signal::derive(|| t("share-deal")) name="deal" url=deal_link/>
                            <LinkField label=Signal::derive(|| t("share-record")) name="record" url=record_link/>
                            <p class="muted">{tr("share-record-in-play")}</p>
                        }
                        .into_any()
                    };
                    view! {
                        <Drawer class="share" label=Signal::derive(|| t("share-title")) icon=Icon::Share>{links}</Drawer>
                        <button class="tool subtle leave" data-action="leave" on:click=move |_| leave.run(())>
                            {Icon::Leave.view()}<span class="tool-label">{tr("action-leave")}</span>
                        </button>
                    }
                    .into_any()
                });
                view! { <GameScreen feed=feed tools=tools/> }.into_any()
            }
            // The game's end is the screens' module's (see `draw`).
            Some(true) => ().into_any(),
        }
    };
    view! { {table_view} }.into_any()
}
