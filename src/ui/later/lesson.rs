//! The lesson on screen (`#/learn`): a guided first game on a table of its own, whose
//! opponents follow the script's prepared moves (then the AI's) and whose coach turns
//! down a move the guided part does not ask for. It is kept in this tab after every move,
//! so a reload finds it where it was; leaving it, or finishing it, forgets it.

use super::Exit;
use crate::i18n::tr;
use crate::table::{Keeping, Kind, Script, Table};
use crate::ui::game::{Feed, GameScreen, Icon};
use crate::ui::learn::CoachPanel;
use crate::ui::over::GameOver;
use leptos::prelude::*;
use session::learn;
use session::screen::Screen;

/// The lesson's script, as its table follows it.
const SCRIPT: Script = Script {
    reply: learn::scripted_reply,
    check: learn::check,
};

/// Puts the lesson on `table`: the one this tab kept, else a new one.
fn deal(table: Table) -> bool {
    if let Some((s, read)) = crate::persist::lesson_in_tab() {
        table.begin(s, Kind::Lesson(SCRIPT));
        for step in read {
            table.mark_read(step);
        }
        return true;
    }
    match learn::session() {
        Ok(mut s) => {
            s.assign_id(crate::persist::new_id(), crate::persist::now_ms());
            table.begin(s, Kind::Lesson(SCRIPT));
            true
        }
        Err(_) => false,
    }
}

/// The lesson's screen.
pub fn lesson(pace_ms: u32, exit: Callback<Exit>) -> AnyView {
    let table = Table::new(pace_ms, Some(Keeping::InTab));
    if !deal(table) {
        exit.run(Exit::To(Screen::Home));
        return ().into_any();
    }
    table.show_here();
    let feed = Feed::of(table);
    let leave = Callback::new(move |_| {
        crate::persist::forget_lesson();
        exit.run(Exit::To(Screen::Home));
    });
    let state = Memo::new(move |_| table.state());
    let view = move || match state.get() {
        Some(true) => {
            let again = Callback::new(move |_| {
                crate::persist::forget_lesson();
                deal(table);
            });
            let review = Callback::new(move |_| {
                if let Some(Ok(code)) = table.finished(|s| s.record_code()) {
                    exit.run(Exit::Review { code });
                }
            });
            view! { <GameOver table=table on_rematch=again on_home=leave on_review=review/> }
                .into_any()
        }
        _ => {
            let panel = ViewFn::from(move || view! { <CoachPanel table=table on_leave=leave/> });
            let tools = ViewFn::from(move || {
                view! {
                    <button class="tool subtle leave" data-action="learn-leave-tool" on:click=move |_| leave.run(())>
                        {Icon::Leave.view()}<span class="tool-label">{tr("learn-leave")}</span>
                    </button>
                }
            });
            view! { <GameScreen feed=feed tools=tools panel=panel/> }.into_any()
        }
    };
    view.into_any()
}
