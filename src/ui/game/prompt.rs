//! What the player is asked now: the prompt, the hand, the decision buttons, a hint from
//! the Hard AI, and taking a move back.

use super::hand::Hand;
use super::moves::{confirm_keep, send};
use crate::i18n::{catalog, t, tf};
use crate::ui::SessionSignal;
use engine::{Action, Card, Phase};
use leptos::prelude::*;
use session::Session;

/// The prompt for the decision in front of the device holder, if it is theirs.
fn message(s: &Session) -> Option<String> {
    s.human_to_act()?;
    Some(t(match s.game().phase() {
        Phase::ChooseRegion => "prompt-choose-region",
        Phase::Battle { .. } => "prompt-battle",
        Phase::Scarecrow { .. } => "prompt-scarecrow",
        Phase::Favor { .. } => "prompt-favor",
        Phase::HandDiscard { .. } => "prompt-hand-discard",
        Phase::KeepCards { .. } => "prompt-keep",
        Phase::DrawCards { .. } => "prompt-draw",
        Phase::GameOver => return None,
    }))
}

#[component]
pub fn Prompt(
    session: SessionSignal,
    error: RwSignal<Option<String>>,
    hint: RwSignal<Option<(session::StateId, String)>>,
    keep_choice: RwSignal<Vec<Card>>,
) -> impl IntoView {
    // The hint is the Hard AI's move, searched in the worker like the opponents' moves
    // (a Hard search on the main thread would freeze the page for a moment).
    let ask_hint = move |_| {
        let Some((record, seat, asked, seed)) = session.with_untracked(|s| {
            let s = s.as_ref()?;
            let seat = s.human_to_act()?;
            Some((
                s.record().clone(),
                seat,
                s.state_id(),
                s.record().setup.seed ^ s.moves() as u64,
            ))
        }) else {
            return;
        };
        hint.set(Some((asked, t("hint-thinking"))));
        crate::ai_client::request(record, seat, ai::Level::Hard, seed, move |action| {
            let text = session.with_untracked(|s| {
                let s = s.as_ref()?;
                // The position moved on while the AI thought: the hint no longer applies.
                (s.state_id() == asked).then_some(())?;
                Some(s.action_label(&catalog(), action?.0))
            });
            // The table may be gone by the answer (another screen opened meanwhile).
            hint.try_set(text.map(|a| (asked, tf("hint-suggests", &[("move", a.into())]))));
        });
    };
    let undo = move |_| {
        session.update(|s| {
            if let Some(s) = s.as_mut() {
                let (by, at) = (s.viewer().unwrap_or_default(), s.state_id());
                if let Err(e) = s.take_back(by, at) {
                    error.set(Some(e.text(&catalog())));
                } else {
                    error.set(None);
                }
            }
        });
        keep_choice.set(Vec::new());
    };
    let position = move || session.with(|s| s.as_ref().map(|s| s.state_id()));
    let has_viewer = move || session.with(|s| s.as_ref().is_some_and(|s| s.viewer().is_some()));
    let buttons = move || {
        session.with(|s| {
            let s = s.as_ref()?;
            let acting = s.human_to_act();
            let legal = acting.map(|_| s.game().legal_actions()).unwrap_or_default();
            let keeping = acting.is_some() && matches!(s.game().phase(), Phase::KeepCards { .. });
            let decisions = legal
                .iter()
                .filter_map(|&action| {
                    let (name, label) = match action {
                        Action::Pass => ("pass", t("action-pass-key")),
                        Action::PassReveal => ("pass-reveal", t("action-pass-reveal")),
                        Action::Decline => ("decline", t("action-decline")),
                        Action::TakeNothing => ("take-none", t("action-take-none")),
                        Action::TakeBack { .. } => ("take", s.action_label(&catalog(), action)),
                        Action::FavorOff => ("favor-off", t("action-favor-off")),
                        Action::DiscardHand => ("discard-hand", t("action-discard-hand")),
                        Action::KeepHand => ("keep-hand", t("action-keep-hand")),
                        Action::Draw(_) => ("draw", s.action_label(&catalog(), action)),
                        _ => return None,
                    };
                    let card = match action {
                        Action::TakeBack { card, .. } => Some(card.notation()),
                        _ => None,
                    };
                    let count = match action {
                        Action::Draw(n) => Some(n.to_string()),
                        _ => None,
                    };
                    Some(view! {
                        <button class="action" data-action=name data-take=card data-count=count on:click=move |_| send(session, error, action)>
                            {label}
                        </button>
                    })
                })
                .collect_view();
            let confirm = keeping.then(|| {
                view! {
                    <button class="action primary" data-action="confirm" on:click=move |_| confirm_keep(session, error, keep_choice)>
                        {t("action-confirm")}
                    </button>
                }
            });
            let can_undo = s.can_undo();
            Some(view! {
                {decisions}
                {confirm}
                {acting.map(|_| view! { <button class="action subtle" data-action="hint" on:click=ask_hint>{t("action-hint")}</button> })}
                {can_undo.then(|| view! { <button class="action subtle" data-action="undo" on:click=undo>{t("action-undo")}</button> })}
            })
        })
    };
    view! {
        <div class="prompt" data-phase=move || session.with(|s| s.as_ref().map(|s| format!("{:?}", s.game().phase())).unwrap_or_default())>
            {move || session.with(|s| s.as_ref().and_then(message)).map(|m| view! { <p class="message">{m}</p> })}
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            {move || has_viewer().then(|| view! { <h2 class="hand-title">{t("table-hand")}</h2> })}
            <Hand session=session error=error keep_choice=keep_choice/>
            <div class="actions">{buttons}</div>
            {move || hint.get().filter(|(at, _)| Some(*at) == position()).map(|(_, h)| view! { <p class="hint">{h}</p> })}
        </div>
    }
}
