//! The puzzle beside the table: the goal in one line, the hands the puzzle shows, where
//! the try stands (why it failed, and the solution), the hint, and the ways on.

use super::state::{Play, TryState};
use crate::i18n::{card_name, catalog, t, tf, tr};
use leptos::prelude::*;
use session::puzzle::words;

#[component]
pub(super) fn PuzzlePanel(play: Play, on_next: Callback<()>) -> impl IntoView {
    let sheet = move || play.sheet.get();
    let names = move || {
        sheet()
            .map(|s| words::seat_names(&catalog(), s.game.players()))
            .unwrap_or_default()
    };
    let goal = move || {
        sheet()
            .map(|s| words::goal_line(&catalog(), &s, &names()))
            .unwrap_or_default()
    };
    let note = move || sheet().and_then(|s| words::goal_note(&catalog(), &s));
    let heading = move || {
        sheet()
            .map(|s| {
                tf(
                    "puzzle-heading",
                    &[
                        ("code", s.code.as_str().into()),
                        (
                            "difficulty",
                            words::difficulty_name(&catalog(), s.difficulty).into(),
                        ),
                    ],
                )
            })
            .unwrap_or_default()
    };
    // The other hands still in the battle, as they are now (the puzzle shows them).
    let hands = move || {
        let sheet = sheet()?;
        let names = names();
        play.table.reveal(|s| {
            let preset = s.preset();
            let lines = sheet
                .shown_hands()
                .into_iter()
                .filter(|&seat| seat != sheet.seat)
                .map(|seat| {
                    let cards: Vec<String> = s
                        .game()
                        .hand(seat)
                        .cards()
                        .map(|c| card_name(c, preset))
                        .collect();
                    let cards = if cards.is_empty() {
                        t("puzzle-hand-empty")
                    } else {
                        crate::i18n::join(cards)
                    };
                    let name = names.get(seat as usize).cloned().unwrap_or_default();
                    view! {
                        <li data-puzzle-hand=seat.to_string()>{tf("puzzle-hand-of", &[("name", name.into()), ("cards", cards.into())])}</li>
                    }
                })
                .collect_view();
            view! { <ul class="puzzle-hands">{lines}</ul> }
        })
    };
    let message = move || {
        let state = play.state.get();
        let text = match &state {
            TryState::Playing => t("puzzle-state-playing"),
            TryState::Waiting => t("puzzle-state-waiting"),
            TryState::Solved => t("puzzle-state-solved"),
            TryState::Failed(failure) => {
                let why = sheet()
                    .map(|s| words::failure_words(&catalog(), &s, failure, &names()))
                    .unwrap_or_default();
                format!("{} {why}", t("puzzle-state-failed"))
            }
        };
        view! { <p class="puzzle-message" data-puzzle-message=state.id()>{text}</p> }
    };
    let hint_text = move || {
        if !play.hint_shown.get() || play.state.get() != TryState::Playing {
            return None;
        }
        let card = play.hint.get()?;
        let preset = sheet()?.game.rules().preset;
        Some(
            view! { <p class="puzzle-hint" data-puzzle-hint=card.notation()>{words::hint_words(&catalog(), card, preset)}</p> },
        )
    };
    let playing = move || play.state.get() == TryState::Playing;
    let over = move || matches!(play.state.get(), TryState::Solved | TryState::Failed(_));
    view! {
        <section
            class="puzzle-panel"
            data-screen="puzzle"
            data-puzzle=move || sheet().map(|s| s.code).unwrap_or_default()
            data-puzzle-state=move || play.state.get().id()
            aria-labelledby="puzzle-heading"
        >
            <h2 id="puzzle-heading" class="puzzle-heading">{heading}</h2>
            <p class="puzzle-goal" data-puzzle-goal="true">{goal}</p>
            {move || note().map(|n| view! { <p class="puzzle-note muted">{n}</p> })}
            {hands}
            <div role="status" class="puzzle-status">{message}{hint_text}</div>
            <div class="puzzle-actions">
                {move || playing().then(|| view! {
                    <button class="subtle" data-action="puzzle-hint" aria-pressed=move || if play.hint_shown.get() { "true" } else { "false" } on:click=move |_| play.hint_shown.set(true)>{tr("puzzle-hint-button")}</button>
                })}
                {move || over().then(|| view! {
                    <button class="primary" data-action="puzzle-retry" on:click=move |_| play.again()>{tr("puzzle-retry")}</button>
                    <button class="primary" data-action="puzzle-next" on:click=move |_| on_next.run(())>{tr("puzzle-next")}</button>
                })}
            </div>
        </section>
    }
}
