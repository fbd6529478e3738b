//! The review's screen: the game it looks at, the analysis's progress (and its Cancel),
//! then the chart and the findings, each move's replay a screen away.

use super::chart::ChancesChart;
use super::facts::Facts;
use super::findings::{Decisions, TurningPoints};
use super::model::{Phase, ReviewModel};
use crate::i18n::{catalog, t, tr};
use crate::ui::focus::document;
use crate::ui::replay::Recording;
use leptos::prelude::*;
use session::review::{words, Review};
use std::sync::Arc;

/// What the screen shows, without the figures of the analysis's progress (so that a
/// progress report redraws the bar, not the screen and its focus).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Working,
    Done,
    Refused,
    Failed,
    Cancelled,
}

impl Kind {
    fn of(phase: &Phase) -> Kind {
        match phase {
            Phase::Working(_) => Kind::Working,
            Phase::Done { .. } => Kind::Done,
            Phase::Refused(_) => Kind::Refused,
            Phase::Failed => Kind::Failed,
            Phase::Cancelled => Kind::Cancelled,
        }
    }

    /// `data-state` on the screen.
    fn id(self) -> &'static str {
        match self {
            Kind::Working => "working",
            Kind::Done => "done",
            Kind::Refused => "refused",
            Kind::Failed => "failed",
            Kind::Cancelled => "cancelled",
        }
    }
}

/// The game under review: its edition, its players and how it ended.
fn game_line(recording: &Recording) -> String {
    let edition = crate::i18n::preset_text(recording.setup.rules.preset).0;
    let session = recording.at(recording.actions.len());
    let outcome = session
        .game()
        .outcome()
        .map(|o| session.outcome_text(&catalog(), o.winners, o.reason))
        .unwrap_or_default();
    format!("{edition} · {outcome}")
}

/// Where focus goes when what had it is gone: the screen's heading.
fn keep_focus(heading: NodeRef<leptos::html::H2>) {
    request_animation_frame(move || {
        let lost = document()
            .and_then(|d| d.active_element())
            .is_none_or(|el| el.tag_name().eq_ignore_ascii_case("body"));
        if let (true, Some(h)) = (lost, heading.try_get_untracked().flatten()) {
            let _ = h.focus();
        }
    });
}

#[component]
fn Progress(model: ReviewModel) -> impl IntoView {
    let percent = move || match model.phase.get() {
        Phase::Working(p) if p.total > 0 => (p.done as u64 * 100 / p.total as u64) as u32,
        _ => 0,
    };
    view! {
        <div class="review-progress">
            <p id="review-progress-label">{tr("review-working")}</p>
            <div class="bar" data-progress role="progressbar" aria-labelledby="review-progress-label"
                aria-valuemin="0" aria-valuemax="100" aria-valuenow=move || percent().to_string()>
                <div class="fill" style=move || format!("width: {}%", percent())></div>
            </div>
            <p class="muted" aria-hidden="true">{move || format!("{} %", percent())}</p>
            <button data-action="cancel-review" on:click=move |_| model.cancel()>{tr("review-cancel")}</button>
        </div>
    }
}

#[component]
fn Findings(model: ReviewModel, review: Arc<Review>, on_replay: Callback<usize>) -> impl IntoView {
    let Some(recording) = model.recording.get_value() else {
        return ().into_any();
    };
    let reasons = model.reasons.get_value();
    let facts = Arc::new(Facts::of(&recording, &review, reasons));
    // (The move to show as chosen when the player comes back, the replay's step.)
    let open = Callback::new(move |(chosen, step): (usize, usize)| {
        model.selected.set(Some(chosen));
        // Back from the replay, focus goes to the move it was opened at.
        model.focus_point.set_value(true);
        on_replay.run(step);
    });
    // Drawn in four short tasks rather than one long one, so the page never stalls (no
    // task over 50 ms): the chart's lines, its points, the findings in words, then the
    // table for screen readers (`data-drawn` on the screen says when all are there).
    let stage = RwSignal::new(0u8);
    next_stage(stage);
    // Back from the replay, focus goes to the move it was opened at, once it is drawn.
    let focus_chosen = model.focus_point.get_value();
    model.focus_point.set_value(false);
    let (words_review, words_facts) = (review.clone(), facts.clone());
    let words_drawn = Memo::new(move |_| stage.get() >= 2);
    let words = move || {
        words_drawn.get().then(|| {
            let (review, facts) = (words_review.clone(), words_facts.clone());
            view! {
                <TurningPoints review=review.clone() facts=facts.clone() on_open=open/>
                <Decisions review=review facts=facts on_open=open/>
            }
        })
    };
    view! {
        <ChancesChart review=review.clone() facts=facts.clone() selected=model.selected on_open=open stage=stage.read_only() focus_chosen=focus_chosen/>
        {words}
        <span hidden data-drawn=move || (stage.get() >= LAST_STAGE).to_string()></span>
        {move || model.not_kept.get().map(|e| view! { <p class="muted" data-not-kept="true">{e}</p> })}
    }
    .into_any()
}

/// The last of the findings' stages (see [`Findings`]).
const LAST_STAGE: u8 = 3;

/// Draws the findings' next stage a task later, then the one after, up to the last.
fn next_stage(stage: RwSignal<u8>) {
    set_timeout(
        move || {
            let more = stage.try_update(|s| {
                *s += 1;
                *s < LAST_STAGE
            });
            if more == Some(true) {
                next_stage(stage);
            }
        },
        std::time::Duration::ZERO,
    );
}

/// The screen, drawn into the page's host by the review's module.
#[component]
pub fn ReviewScreen(
    model: ReviewModel,
    on_close: Callback<()>,
    on_replay: Callback<usize>,
) -> impl IntoView {
    let kind = Memo::new(move |_| model.phase.with(Kind::of));
    // Leaving stops an analysis under way (it starts again on the next look).
    let leave = move |_| {
        model.cancel();
        on_close.run(());
    };
    let heading = NodeRef::<leptos::html::H2>::new();
    let body = move || {
        let kind = kind.get();
        keep_focus(heading);
        match kind {
            Kind::Working => view! { <Progress model=model/> }.into_any(),
            Kind::Done => match model.phase.get_untracked() {
                Phase::Done { review, .. } => {
                    view! { <Findings model=model review=review on_replay=on_replay/> }.into_any()
                }
                _ => ().into_any(),
            },
            Kind::Refused => {
                let text = move || match model.phase.get_untracked() {
                    Phase::Refused(error) => words::error_in_words(&catalog(), &error),
                    _ => String::new(),
                };
                view! { <p class="error" role="alert" data-refused="true">{text}</p> }.into_any()
            }
            Kind::Failed | Kind::Cancelled => {
                let (class, role, id) = if kind == Kind::Failed {
                    ("error", "alert", "review-failed")
                } else {
                    ("notice", "status", "review-cancelled")
                };
                view! {
                    <p class=class role=role>{move || t(id)}</p>
                    <button class="primary" data-action="start-review" on:click=move |_| model.analyse()>{tr("review-again")}</button>
                }
                .into_any()
            }
        }
    };
    let from_save = move || {
        model.phase.with(|p| {
            matches!(
                p,
                Phase::Done {
                    from_save: true,
                    ..
                }
            )
            .to_string()
        })
    };
    let line = move || model.recording.with_value(|r| r.as_ref().map(game_line));
    request_animation_frame(move || {
        if let Some(h) = heading.get_untracked() {
            let _ = h.focus();
        }
    });
    view! {
        <section class="review" data-screen="review" data-state=move || kind.get().id() data-from-save=from_save>
            <div class="review-head">
                <h2 tabindex="-1" node_ref=heading>{tr("review-title")}</h2>
                <button class="subtle" data-action="close-review" on:click=leave>{tr("review-back")}</button>
            </div>
            {move || line().map(|line| view! { <p class="review-game">{line}</p> })}
            {body}
        </section>
    }
}
