//! What the viewer is asked now: the prompt, the hand, the decision buttons, a hint from
//! the Hard AI, and taking a move back.

use super::feed::Feed;
use super::hand::Hand;
use crate::i18n::{catalog, t, tf, tr};
use crate::ui::parts::{mark, Part, Parts};
use engine::{Action, Card, Phase};
use leptos::prelude::*;
use session::{SeatView, StateId};

/// The prompt's message id for the decision in front of the viewer, if it is theirs.
fn message(v: &SeatView) -> Option<&'static str> {
    v.my_turn()?;
    Some(match v.phase() {
        Phase::ChooseRegion => "prompt-choose-region",
        Phase::Battle { .. } => "prompt-battle",
        Phase::Scarecrow { .. } => "prompt-scarecrow",
        Phase::Favor { .. } => "prompt-favor",
        Phase::HandDiscard { .. } => "prompt-hand-discard",
        Phase::KeepCards { .. } => "prompt-keep",
        Phase::DrawCards { .. } => "prompt-draw",
        Phase::GameOver => return None,
    })
}

/// Confirms the cards chosen to keep.
pub(super) fn confirm_keep(feed: Feed, choice: RwSignal<Vec<Card>>) {
    let picked = choice.get_untracked();
    let action = Action::Keep([picked.first().copied(), picked.get(1).copied()]);
    choice.set(Vec::new());
    feed.send(action);
}

/// What the hint says: asked on a state, thinking (`None`) or the move suggested.
type Hint = (StateId, Option<Option<Action>>);

#[component]
pub fn Prompt(feed: Feed, keep_choice: RwSignal<Vec<Card>>, parts: Parts) -> impl IntoView {
    let hint: RwSignal<Option<Hint>> = RwSignal::new(None);
    // The hint is the Hard AI's move, searched in the worker like the opponents' moves;
    // it belongs to the state it was asked on and is never shown for another.
    let ask_hint = move |_| {
        let Some(at) = feed
            .view
            .with_untracked(|v| v.as_ref().filter(|v| v.my_turn().is_some()).map(|v| v.at))
        else {
            return;
        };
        hint.set(Some((at, None)));
        let done = Callback::new(move |answer: Option<Action>| {
            // The table may be gone by the answer (another screen opened meanwhile).
            hint.try_set(Some((at, Some(answer))));
        });
        feed.hint.run((at, done));
    };
    let undo = move |_| {
        if let Some(at) = feed.view.with_untracked(|v| v.as_ref().map(|v| v.at)) {
            keep_choice.set(Vec::new());
            feed.take_back.run(at);
        }
    };
    let buttons = move || {
        feed.view.with(|v| {
            let v = v.as_ref()?;
            let acting = v.my_turn().is_some();
            let keeping = acting && matches!(v.phase(), Phase::KeepCards { .. });
            let at = v.at;
            let decisions = v
                .legal
                .iter()
                .filter_map(|&action| {
                    let name = match action {
                        Action::Pass => "pass",
                        Action::PassReveal => "pass-reveal",
                        Action::Decline => "decline",
                        Action::TakeNothing => "take-none",
                        Action::TakeBack { .. } => "take",
                        Action::FavorOff => "favor-off",
                        Action::DiscardHand => "discard-hand",
                        Action::KeepHand => "keep-hand",
                        Action::Draw(_) => "draw",
                        _ => return None,
                    };
                    let view = v.clone();
                    // Pass names its key here; every other move is named as the chronicle
                    // names it.
                    let label = move || match action {
                        Action::Pass => t("action-pass-key"),
                        _ => view.action_label(&catalog(), action),
                    };
                    let (card, part) = match action {
                        Action::TakeBack { card, .. } => (Some(card.notation()), Part::Take(card)),
                        _ => (None, Part::Decision(name)),
                    };
                    let count = match action {
                        Action::Draw(n) => Some(n.to_string()),
                        _ => None,
                    };
                    Some(view! {
                        <button class="action" data-action=name data-take=card data-count=count
                            use:mark=(parts, part)
                            on:click=move |_| feed.act.run((action, at))>
                            {label}
                        </button>
                    })
                })
                .collect_view();
            let confirm = keeping.then(|| {
                view! {
                    <button class="action primary" data-action="confirm" use:mark=(parts, Part::Decision("confirm"))
                        on:click=move |_| confirm_keep(feed, keep_choice)>
                        {tr("action-confirm")}
                    </button>
                }
            });
            Some(view! {
                {decisions}
                {confirm}
                {acting.then(|| view! { <button class="action subtle" data-action="hint" on:click=ask_hint>{tr("action-hint")}</button> })}
                {v.take_back_by.is_some().then(|| view! { <button class="action subtle" data-action="undo" on:click=undo>{tr("action-undo")}</button> })}
            })
        })
    };
    let shown_hint = move || {
        let (asked, answer) = hint.get()?;
        feed.view.with(|v| {
            let v = v.as_ref().filter(|v| v.at == asked)?;
            Some(match answer {
                None => t("hint-thinking"),
                Some(Some(action)) => tf(
                    "hint-suggests",
                    &[("move", v.action_label(&catalog(), action).into())],
                ),
                Some(None) => t("ai-unavailable"),
            })
        })
    };
    let has_viewer = move || {
        feed.view
            .with(|v| v.as_ref().is_some_and(|v| v.viewer.is_some()))
    };
    view! {
        <div class="prompt" use:mark=(parts, Part::Prompt) data-phase=move || feed.view.with(|v| v.as_ref().map(|v| format!("{:?}", v.phase())).unwrap_or_default())>
            {move || feed.view.with(|v| v.as_ref().and_then(message)).map(|id| view! { <p class="message">{move || t(id)}</p> })}
            {move || feed.refused.get().map(|e| view! { <p class="error" role="alert" data-refused="">{move || e.text()}</p> })}
            {move || has_viewer().then(|| view! { <h2 class="hand-title">{tr("table-hand")}</h2> })}
            <Hand feed=feed keep_choice=keep_choice parts=parts/>
            <div class="actions">{buttons}</div>
            {move || shown_hint().map(|h| view! { <p class="hint">{h}</p> })}
        </div>
    }
}
