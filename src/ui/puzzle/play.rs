//! One puzzle (`#/puzzle/<code>`) on the ordinary table: the worker proves it, the page
//! deals it and plays the game to its position, the player moves with the ordinary hand,
//! keys and map. After each of the player's moves the worker judges the try from all the
//! moves so far and answers with the other seats' replies, shown at the table's pace.

use super::nav::{open, PuzzleView, Record};
use super::panel::PuzzlePanel;
use super::state::{Play, TryState};
use crate::i18n::{catalog, t};
use crate::puzzle_service::{Answer, Ask};
use crate::ui::game::driver::{self, Move, Shown};
use crate::ui::game::GameScreen;
use leptos::prelude::*;
use session::puzzle::judge::Judgement;
use session::puzzle::table::{let_play, moves_since};
use session::puzzle::{code, words};

/// What went wrong before the table could be shown.
#[derive(Clone, Debug, PartialEq)]
enum Trouble {
    /// A code that is not one, or names no puzzle: told in words.
    Code(String),
    /// The worker did not answer: the player may ask again.
    Unavailable,
}

#[component]
pub(super) fn PuzzlePlay(
    code: String,
    view: RwSignal<Option<PuzzleView>>,
    pace_ms: RwSignal<u32>,
    record: Record,
) -> impl IntoView {
    // Drawn again for the same puzzle (a language switch), the try goes on as it was.
    let (play, fresh) = Play::kept_for(&code);
    let trouble: RwSignal<Option<Trouble>> = RwSignal::new(None);
    // Answers and timers that come back once this screen is gone do nothing.
    let alive = Shown::here();

    let load = {
        let alive = alive.clone();
        let code = code.clone();
        move || {
            trouble.set(None);
            if let Err(e) = code::decode(&code) {
                trouble.set(Some(Trouble::Code(words::code_error_words(&catalog(), &e))));
                return;
            }
            let alive = alive.clone();
            crate::ai_client::puzzle(Ask::Open { code: code.clone() }, move |answer| {
                if !alive.is_shown() {
                    return;
                }
                match answer {
                    Some(Answer::Puzzle { sheet, start }) => {
                        play.start_hint.set_value(start.hint);
                        play.sheet.set(Some(*sheet));
                        play.again();
                    }
                    Some(_) => trouble.set(Some(Trouble::Code(t("puzzle-code-none")))),
                    None => trouble.set(Some(Trouble::Unavailable)),
                }
            });
        }
    };
    if fresh || play.sheet.with_untracked(Option::is_none) {
        load();
    }

    // The table's moves: one the try has not counted is the player's; it is judged.
    let judge_moves = {
        let alive = alive.clone();
        move |code: String, moves: Vec<engine::Action>| {
            let alive = alive.clone();
            crate::ai_client::puzzle(Ask::Judge { code, moves }, move |answer| {
                if !alive.is_shown() {
                    return;
                }
                match answer {
                    Some(Answer::Judged(judgement)) => {
                        show_replies(play, record, pace_ms, judgement, alive)
                    }
                    // A try the worker cannot follow, or no worker: start again.
                    _ => {
                        trouble.set(Some(Trouble::Unavailable));
                        play.again();
                    }
                }
            });
        }
    };
    let judge_again = judge_moves.clone();
    Effect::new(move |_| {
        let moves = play.session.with(|s| {
            let sheet = play.sheet.get_untracked()?;
            let s = s.as_ref()?;
            Some((
                sheet.code.clone(),
                sheet.seat,
                moves_since(s, &sheet).to_vec(),
            ))
        });
        let Some((code, seat, moves)) = moves else {
            return;
        };
        // A move taken back is not part of a try: the try begins again.
        if moves.len() < play.counted.get_value() {
            play.again();
            return;
        }
        if moves.len() <= play.counted.get_value()
            || play.state.get_untracked() != TryState::Playing
        {
            return;
        }
        play.counted.set_value(moves.len());
        play.state.set(TryState::Waiting);
        play.hint_shown.set(false);
        play.session.update(|s| {
            if let Some(s) = s.as_mut() {
                let_play(s, seat, false);
            }
        });
        judge_moves(code, moves);
    });
    // Drawn again while the last move was being judged or answered: the answer went with
    // the old screen, so the try's moves so far are judged again (the replies already
    // shown are the prover's own, and the judge answers with those still to come).
    if !fresh && play.state.get_untracked() == TryState::Waiting {
        let moves = play.session.with_untracked(|s| {
            let sheet = play.sheet.get_untracked()?;
            Some(moves_since(s.as_ref()?, &sheet).to_vec())
        });
        if let Some(moves) = moves {
            judge_again(code.clone(), moves);
        }
    }

    let next = Callback::new(move |_: ()| {
        let alive = alive.clone();
        let difficulty = play
            .sheet
            .with_untracked(|s| s.as_ref().map(|s| s.difficulty.number()))
            .unwrap_or(1);
        let seed = crate::ui::setup::fresh_seed();
        crate::ai_client::puzzle(Ask::Search { seed, difficulty }, move |answer| {
            // The puzzle may be gone by the answer (another screen opened meanwhile).
            if !alive.is_shown() {
                return;
            }
            match answer {
                Some(Answer::Puzzle { sheet, .. }) => open(view, PuzzleView::Code(sheet.code)),
                _ => trouble.set(Some(Trouble::Unavailable)),
            }
        });
    });
    let to_list = Callback::new(move |_: ()| open(view, PuzzleView::List));

    let code_attr = code.clone();
    move || {
        if let Some(trouble) = trouble.get() {
            let load = load.clone();
            let (text, retry) = match trouble {
                Trouble::Code(text) => (text, false),
                Trouble::Unavailable => (t("puzzle-unavailable"), true),
            };
            return view! {
                <section class="puzzles" data-screen="puzzle" data-puzzle=code_attr.clone() data-puzzle-state="error">
                    <h2>{t("puzzle-title")}</h2>
                    <p class="error" role="alert">{text}</p>
                    {retry.then(|| view! { <button class="primary" data-action="retry-puzzle" on:click=move |_| load()>{t("ai-retry")}</button> })}
                    <button class="subtle" data-action="puzzle-list" on:click=move |_| to_list.run(())>{t("puzzle-list")}</button>
                </section>
            }
            .into_any();
        }
        if play.sheet.with(Option::is_none) {
            return view! {
                <section class="puzzles" data-screen="puzzle" data-puzzle=code_attr.clone() data-puzzle-state="loading">
                    <h2>{t("puzzle-title")}</h2>
                    <p class="muted" role="status">{t("puzzle-loading")}</p>
                </section>
            }
            .into_any();
        }
        let panel = ViewFn::from(move || view! { <PuzzlePanel play=play on_next=next/> });
        let tools = ViewFn::from(move || {
            view! {
                <button class="tool subtle leave" data-action="puzzle-list" on:click=move |_| to_list.run(())>
                    {crate::ui::game::Icon::Leave.view()}<span class="tool-label">{t("puzzle-list")}</span>
                </button>
            }
        });
        view! { <GameScreen session=play.session pace_ms=pace_ms tools=tools panel=panel replies_elsewhere=true/> }.into_any()
    }
}

/// Shows the worker's replies one by one at the table's pace, then where the try stands
/// (through the table's one driver of the other seats: replies meant for a state the
/// table has left are dropped).
fn show_replies(
    play: Play,
    record: Record,
    pace_ms: RwSignal<u32>,
    judgement: Judgement,
    shown: Shown,
) {
    let pace = pace_ms.get_untracked() as u64;
    let Some(state) = play
        .session
        .with_untracked(|s| s.as_ref().map(|s| s.state_id()))
    else {
        return;
    };
    let replies: Vec<Move> = judgement
        .replies
        .iter()
        .map(|step| (step.action, None))
        .collect();
    let first = if replies.is_empty() { 0 } else { pace };
    let counted = move || play.counted.update_value(|n| *n += 1);
    driver::play(
        play.session,
        shown,
        state,
        replies,
        first,
        pace,
        counted,
        move || {
            let Some(sheet) = play.sheet.get_untracked() else {
                return;
            };
            if let Some(missed) = judgement.failure {
                // The table shows the game just after the wrong move (no reply follows it).
                let after = play
                    .session
                    .with_untracked(|s| s.as_ref().map(|s| s.game().clone()));
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
                play.session.update(|s| {
                    if let Some(s) = s.as_mut() {
                        let_play(s, sheet.seat, true);
                    }
                });
                play.state.set(TryState::Playing);
            }
        },
    );
}
