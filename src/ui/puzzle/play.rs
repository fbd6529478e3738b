//! One puzzle (`#/puzzle/<code>`) on the ordinary table: the worker proves it, the page
//! deals it and plays the game to its position, the player moves with the ordinary hand,
//! keys and map. The puzzle's table is the prover's to answer: after each of the player's
//! moves (the table says which, and the state it made) the worker judges the try from
//! all the moves so far and answers with the other seats' replies, played on that state
//! at the table's pace; a move taken back starts the try again.

use super::nav::Record;
use super::panel::PuzzlePanel;
use super::state::{Play, Tries, TryState};
use crate::i18n::{catalog, t, tr};
use crate::puzzle_service::{Answer, Ask};
use crate::table::Change;
use crate::ui::game::{Feed, GameScreen};
use crate::ui::later::Exit;
use leptos::prelude::*;
use session::puzzle::judge::Judgement;
use session::puzzle::{code, words};
use session::screen::Screen;
use session::StateId;

/// What went wrong before the table could be shown.
#[derive(Clone, Debug, PartialEq)]
enum Trouble {
    /// A code that is not one: told in words.
    Code(session::puzzle::code::CodeError),
    /// A code that names no puzzle.
    NoPuzzle,
    /// The worker did not answer: the player may ask again.
    Unavailable,
}

impl Trouble {
    fn text(&self) -> String {
        match self {
            Trouble::Code(e) => words::code_error_words(&catalog(), e),
            Trouble::NoPuzzle => t("puzzle-code-none"),
            Trouble::Unavailable => t("puzzle-unavailable"),
        }
    }
}

/// The moves since the puzzle's position, as the judge wants them.
fn moves_since(play: Play) -> Option<(String, Vec<engine::Action>)> {
    let sheet = play.sheet.get_untracked()?;
    let moves = play
        .table
        .reveal(|s| session::puzzle::table::moves_since(s, &sheet).to_vec())?;
    Some((sheet.code, moves))
}

#[component]
pub(super) fn PuzzlePlay(
    code: String,
    pace_ms: u32,
    tries: Tries,
    record: Record,
    exit: Callback<Exit>,
) -> impl IntoView {
    let (play, fresh) = tries.kept_for(&code, pace_ms);
    let trouble: RwSignal<Option<Trouble>> = RwSignal::new(None);
    // The table's deciders (here, the prover's replies) play while it is on screen.
    play.table.show_here();

    let load = {
        let code = code.clone();
        move || {
            trouble.set(None);
            if let Err(e) = code::decode(&code) {
                trouble.set(Some(Trouble::Code(e)));
                return;
            }
            crate::ai_client::puzzle(
                Ask::Open { code: code.clone() },
                move |answer| match answer {
                    Some(Answer::Puzzle { sheet, start }) => {
                        play.start_hint.set_value(start.hint);
                        play.sheet.try_set(Some(*sheet));
                        play.again();
                    }
                    Some(_) => {
                        trouble.try_set(Some(Trouble::NoPuzzle));
                    }
                    None => {
                        trouble.try_set(Some(Trouble::Unavailable));
                    }
                },
            );
        }
    };
    if fresh || play.sheet.with_untracked(Option::is_none) {
        load();
    }

    // The player's move, judged on the state it made; a take-back starts the try again.
    let judge = move |asked: StateId| {
        let Some((code, moves)) = moves_since(play) else {
            return;
        };
        play.state.set(TryState::Waiting);
        play.hint_shown.set(false);
        play.table.hold(true);
        crate::ai_client::puzzle(Ask::Judge { code, moves }, move |answer| match answer {
            Some(Answer::Judged(judgement)) => show_replies(play, record, asked, judgement),
            // A try the worker cannot follow, or no worker: start again.
            _ => {
                trouble.try_set(Some(Trouble::Unavailable));
                play.again();
            }
        });
    };
    Effect::new(move |seen: Option<()>| {
        let change = play.table.change();
        // The change already there when the screen was drawn is not news.
        if seen.is_none() {
            return;
        }
        match change {
            Some(Change::Moved { after }) if play.state.get_untracked() == TryState::Playing => {
                judge(after)
            }
            Some(Change::TakenBack) => play.again(),
            _ => {}
        }
    });
    // Drawn again while the last move was being judged (a language switch no longer
    // does it, but the list and back do): the try's moves so far are judged again (the
    // replies already shown are the prover's own, and the judge answers with those
    // still to come).
    if !fresh && play.state.get_untracked() == TryState::Waiting {
        if let Some(at) = play
            .table
            .view()
            .with_untracked(|v| v.as_ref().map(|v| v.at))
        {
            judge(at);
        }
    }

    let next = Callback::new(move |_: ()| {
        let difficulty = play
            .sheet
            .with_untracked(|s| s.as_ref().map(|s| s.difficulty.number()))
            .unwrap_or(1);
        let seed = crate::ui::setup::fresh_seed();
        crate::ai_client::puzzle(
            Ask::Search { seed, difficulty },
            move |answer| match answer {
                Some(Answer::Puzzle { sheet, .. }) => {
                    exit.run(Exit::To(Screen::Puzzle(sheet.code)))
                }
                _ => {
                    trouble.try_set(Some(Trouble::Unavailable));
                }
            },
        );
    });
    let to_list = Callback::new(move |_: ()| exit.run(Exit::To(Screen::Puzzles)));
    let feed = Feed::of(play.table);

    let code_attr = code.clone();
    move || {
        if let Some(trouble) = trouble.get() {
            let load = load.clone();
            let retry = trouble == Trouble::Unavailable;
            return view! {
                <section class="puzzles" data-screen="puzzle" data-puzzle=code_attr.clone() data-puzzle-state="error">
                    <h2>{tr("puzzle-title")}</h2>
                    <p class="error" role="alert">{move || trouble.text()}</p>
                    {retry.then(|| view! { <button class="primary" data-action="retry-puzzle" on:click=move |_| load()>{tr("ai-retry")}</button> })}
                    <button class="subtle" data-action="puzzle-list" on:click=move |_| to_list.run(())>{tr("puzzle-list")}</button>
                </section>
            }
            .into_any();
        }
        if play.sheet.with(Option::is_none) {
            return view! {
                <section class="puzzles" data-screen="puzzle" data-puzzle=code_attr.clone() data-puzzle-state="loading">
                    <h2>{tr("puzzle-title")}</h2>
                    <p class="muted" role="status">{tr("puzzle-loading")}</p>
                </section>
            }
            .into_any();
        }
        let panel = ViewFn::from(move || view! { <PuzzlePanel play=play on_next=next/> });
        let tools = ViewFn::from(move || {
            view! {
                <button class="tool subtle leave" data-action="puzzle-list" on:click=move |_| to_list.run(())>
                    {crate::ui::game::Icon::Leave.view()}<span class="tool-label">{tr("puzzle-list")}</span>
                </button>
            }
        });
        view! { <GameScreen feed=feed tools=tools panel=panel/> }.into_any()
    }
}

/// Shows the worker's replies to the move that made the state `asked`, one by one at the
/// table's pace, then where the try stands (replies for a state the table has left are
/// refused by the table).
fn show_replies(play: Play, record: Record, asked: StateId, judgement: Judgement) {
    let pace = play.table.pace_ms().get_untracked() as u64;
    let replies: Vec<_> = judgement
        .replies
        .iter()
        .map(|step| (step.seat, step.action, None))
        .collect();
    let first = if replies.is_empty() { 0 } else { pace };
    play.table.replies(asked, replies, first, pace, move || {
        let Some(sheet) = play.sheet.get_untracked() else {
            return;
        };
        if let Some(missed) = judgement.failure {
            // The table shows the game just after the wrong move (no reply follows it).
            let after = play.table.reveal(|s| s.game().clone());
            super::nav::finish(record, &sheet.code, false);
            if let Some(after) = after {
                play.state
                    .set(TryState::Failed(Box::new(missed.after(after))));
            }
        } else if judgement.solved {
            super::nav::finish(record, &sheet.code, true);
            play.state.set(TryState::Solved);
        } else {
            play.hint.set(judgement.hint);
            play.table.hold(false);
            play.state.set(TryState::Playing);
        }
    });
}
