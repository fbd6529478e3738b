//! `#/puzzles`: the player's puzzle record, the puzzle of the day and a new puzzle of each
//! difficulty (a fresh seed's first; its code then names it for good).

use super::nav::Record;
use crate::i18n::{catalog, t, tf, tr};
use crate::puzzle_service::{Answer, Ask};
use crate::ui::later::Exit;
use leptos::prelude::*;
use session::puzzle::{words, Difficulty};
use session::screen::Screen;

#[component]
pub(super) fn PuzzleList(record: Record, exit: Callback<Exit>) -> impl IntoView {
    // Which button is waiting for its puzzle, and what went wrong.
    let busy: RwSignal<Option<&'static str>> = RwSignal::new(None);
    let error: RwSignal<Option<String>> = RwSignal::new(None);
    let ask = move |which: &'static str, question: Ask| {
        if busy.get_untracked().is_some() {
            return;
        }
        busy.set(Some(which));
        error.set(None);
        crate::ai_client::puzzle(question, move |answer| {
            // The list may be gone by the answer (another screen opened meanwhile), and its
            // signals with it: then the answer is for nobody.
            if busy.try_set(None).is_some() {
                return;
            }
            match answer {
                Some(Answer::Puzzle { sheet, .. }) => {
                    exit.run(Exit::To(Screen::Puzzle(sheet.code)))
                }
                Some(_) => error.set(Some(t("puzzle-code-none"))),
                None => error.set(Some(t("puzzle-unavailable"))),
            }
        });
    };
    let daily = move |_| {
        ask(
            "daily",
            Ask::Daily {
                day: crate::daily::today(),
            },
        );
    };
    let difficulties = Difficulty::ALL
        .into_iter()
        .map(|d| {
            let id = match d {
                Difficulty::Easy => "easy",
                Difficulty::Medium => "medium",
                Difficulty::Hard => "hard",
            };
            let name = words::difficulty_name(&catalog(), d);
            let start = move |_| {
                ask(
                    id,
                    Ask::Search {
                        seed: crate::ui::setup::fresh_seed(),
                        difficulty: d.number(),
                    },
                )
            };
            view! {
                <button class="primary" data-difficulty=id aria-busy=move || (busy.get() == Some(id)).then_some("true") on:click=start>{name}</button>
            }
        })
        .collect_view();
    let stats = move || {
        record.with(|r| {
            let r = r.figures();
            view! {
                <p class="puzzle-record">
                    <span data-stat="puzzles-solved">{tf("puzzle-solved-count", &[("count", r.solved.into())])}</span>
                    " · "
                    <span data-stat="puzzle-streak">{tf("puzzle-streak", &[("count", r.streak.into()), ("best", r.best_streak.into())])}</span>
                </p>
            }
        })
    };
    view! {
        <section class="puzzles" data-screen="puzzles" aria-labelledby="puzzles-title">
            <h2 id="puzzles-title">{tr("puzzle-title")}</h2>
            <p>{tr("puzzle-intro")}</p>
            {stats}
            {move || record.problem().map(|p| view! { <p class="error" role="alert" data-puzzle-problem="true">{p}</p> })}
            <div class="puzzle-choices">
                <button class="primary" data-action="puzzle-daily" aria-busy=move || (busy.get() == Some("daily")).then_some("true") on:click=daily>{tr("puzzle-daily")}</button>
                {difficulties}
            </div>
            {move || busy.get().map(|_| view! { <p class="muted" role="status">{tr("puzzle-loading")}</p> })}
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            <button class="subtle" data-action="home" on:click=move |_| exit.run(Exit::To(Screen::Home))>{tr("home-back")}</button>
        </section>
    }
}
