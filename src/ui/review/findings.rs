//! What the review found, in words: the three turning points, and each human player's
//! decisions judged (a summary per player, then every decision with its verdict and the
//! better move found), each with the replay a click away.

use super::facts::Facts;
use crate::i18n::{catalog, tf, tr};
use leptos::prelude::*;
use session::review::{
    words, Decision, Review, Verdict, GOOD_UP_TO, INACCURACY_UP_TO, MISTAKE_UP_TO,
};
use std::sync::Arc;

/// A verdict's sign, beside its word (as chess annotates moves).
fn sign(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Best => "★",
        Verdict::Good => "✓",
        Verdict::Inaccuracy => "?!",
        Verdict::Mistake => "?",
        Verdict::Blunder => "??",
    }
}

#[component]
fn Badge(verdict: Verdict) -> impl IntoView {
    view! {
        <span class=format!("badge verdict-{}", verdict.id())>
            <span aria-hidden="true">{sign(verdict)}" "</span>
            {words::verdict_in_words(&catalog(), verdict)}
        </span>
    }
}

#[component]
pub fn TurningPoints(
    review: Arc<Review>,
    facts: Arc<Facts>,
    on_open: Callback<(usize, usize)>,
) -> impl IntoView {
    let items = review
        .turning_points
        .iter()
        .map(|point| {
            let text = words::turning_point_in_words(
                &catalog(),
                point,
                &review.battles,
                &facts.names,
                &|action| facts.action(action),
            );
            let m = point.move_index as usize;
            view! {
                <li data-turning=m.to_string()>
                    <span>{text}</span>
                    " "
                    <button class="subtle" data-action="open-replay" on:click=move |_| on_open.run((m, m + 1))>
                        {tf("review-open-replay", &[("move", (m + 1).into())])}
                    </button>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="turning-points">
            <h3>{tr("review-turning-title")}</h3>
            <ol>{items}</ol>
        </section>
    }
}

#[component]
fn DecisionItem(
    decision: Decision,
    facts: Arc<Facts>,
    on_open: Callback<(usize, usize)>,
) -> impl IntoView {
    let text = words::decision_in_words(&catalog(), &decision, &facts.names, &|action| {
        facts.action(action)
    });
    let m = decision.move_index as usize;
    // The replay opens at the decision: the position before the move.
    view! {
        <li data-decision=m.to_string() data-verdict=decision.verdict.id()>
            <Badge verdict=decision.verdict/>
            " "
            <span>{text}</span>
            " "
            <button class="subtle" data-action="open-replay" on:click=move |_| on_open.run((m, m))>
                {tf("review-open-replay", &[("move", (m + 1).into())])}
            </button>
        </li>
    }
}

/// One judged player: their accuracy, their count per verdict, and every decision.
#[component]
fn PlayerDecisions(
    seat: u8,
    review: Arc<Review>,
    facts: Arc<Facts>,
    on_open: Callback<(usize, usize)>,
) -> impl IntoView {
    let summary = review.players.iter().find(|p| p.seat == seat).copied();
    let mine: Vec<Decision> = review
        .decisions
        .iter()
        .filter(|d| d.seat == seat)
        .cloned()
        .collect();
    let (Some(summary), Some(accuracy)) = (summary, summary.and_then(|s| s.accuracy)) else {
        return ().into_any();
    };
    let counts = Verdict::ALL
        .iter()
        .map(|&v| {
            view! {
                <li data-count=v.id()><Badge verdict=v/>" "{summary.verdicts.get(v)}</li>
            }
        })
        .collect_view();
    let items = mine
        .into_iter()
        .map(|d| view! { <DecisionItem decision=d facts=facts.clone() on_open=on_open/> })
        .collect_view();
    let count = review.decisions.iter().filter(|d| d.seat == seat).count();
    view! {
        <section class="player-decisions" data-player=seat.to_string()>
            <h4>{facts.name(seat)}</h4>
            <p class="summary" data-summary=seat.to_string() data-accuracy=accuracy.to_string()>
                {tf("review-summary", &[("name", facts.name(seat).into()), ("accuracy", accuracy.into()), ("count", count.into())])}
            </p>
            <ul class="verdict-counts">{counts}</ul>
            <ol class="decision-list">{items}</ol>
        </section>
    }
    .into_any()
}

#[component]
pub fn Decisions(
    review: Arc<Review>,
    facts: Arc<Facts>,
    on_open: Callback<(usize, usize)>,
) -> impl IntoView {
    let scale = tf(
        "review-verdict-scale",
        &[
            ("good", GOOD_UP_TO.into()),
            ("inaccuracy", INACCURACY_UP_TO.into()),
            ("mistake", MISTAKE_UP_TO.into()),
        ],
    );
    let players = if review.decisions.is_empty() {
        view! { <p class="muted" data-none-judged="true">{tr("review-none-judged")}</p> }.into_any()
    } else {
        facts
            .judged
            .iter()
            .map(|&seat| {
                view! { <PlayerDecisions seat=seat review=review.clone() facts=facts.clone() on_open=on_open/> }
            })
            .collect_view()
            .into_any()
    };
    view! {
        <section class="decisions">
            <h3>{tr("review-decisions-title")}</h3>
            <p class="muted">{scale}</p>
            {players}
        </section>
    }
}
