//! The device holder's hand: one Tab stop, arrow keys between the cards (a roving
//! tabindex), every card named with its effect and its place among copies ("Mercenary 5,
//! 1 of 2"), the effect shown on focus and on a long press, not only in a tooltip.

use super::moves::send;
use crate::i18n::{card_help, card_name, tf};
use crate::ui::cards::{card_family, face_parts};
use crate::ui::SessionSignal;
use engine::{Action, Card, Phase};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// How long a finger rests on a card before its effect is shown instead of playing it.
const LONG_PRESS_MS: u64 = 450;

fn focus_card(index: usize) {
    let selector = format!(r#".hand button[data-index="{index}"]"#);
    if let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(&selector).ok().flatten())
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = el.focus();
    }
}

/// The Tab stop of the hand: the card last moved to in this position, else the first
/// card that can be played (or the first card).
#[derive(Clone, Copy, Default, PartialEq)]
struct Stop {
    position: usize,
    index: usize,
}

#[component]
pub fn Hand(
    session: SessionSignal,
    error: RwSignal<Option<String>>,
    keep_choice: RwSignal<Vec<Card>>,
) -> impl IntoView {
    let stop: RwSignal<Option<Stop>> = RwSignal::new(None);
    let help: RwSignal<Option<String>> = RwSignal::new(None);
    // A long press shows a card's effect; the click that ends it must not play the card.
    let pressed_long = StoredValue::new(false);
    let press_timer: StoredValue<Option<leptos::leptos_dom::helpers::TimeoutHandle>> =
        StoredValue::new(None);

    let cards = move || {
        session.with(|s| {
            let s = s.as_ref()?;
            let viewer = s.viewer()?;
            let obs = s.game().observation(viewer);
            let rules = *s.rules();
            let acting = s.human_to_act() == Some(viewer);
            let legal = if acting {
                s.game().legal_actions()
            } else {
                Vec::new()
            };
            let keeping = acting && matches!(s.game().phase(), Phase::KeepCards { .. });
            let position = s.record().actions.len();
            let hand: Vec<Card> = obs.hand.cards().collect();
            let playable: Vec<bool> = hand
                .iter()
                .map(|c| keeping || legal.contains(&Action::Play(*c)))
                .collect();
            // Read by each card's tabindex, not here: a card focused by a tap must not
            // draw the hand again between the finger's press and its release (the press
            // would land on a card gone from the page, and the tap would play nothing).
            let count = hand.len();
            let first_playable = playable.iter().position(|p| *p).unwrap_or(0);
            let tab = move || {
                stop.get()
                    .filter(|st| st.position == position && st.index < count)
                    .map_or(first_playable, |st| st.index)
            };
            let mut shortcut = 0usize;
            let views = hand
                .iter()
                .enumerate()
                .map(|(i, &card)| {
                    let copies = hand.iter().filter(|&&c| c == card).count();
                    let nth = hand[..i].iter().filter(|&&c| c == card).count();
                    let first_of_kind = nth == 0;
                    let can_play = playable[i];
                    // 1–9 play the n-th playable kind of card (see the keyboard handler).
                    let key = (can_play && !keeping && first_of_kind).then(|| {
                        shortcut += 1;
                        shortcut
                    });
                    let selected = keeping
                        && keep_choice.with(|k| k.iter().filter(|&&c| c == card).count() > nth);
                    let name = card_name(card, rules.preset);
                    let effect = card_help(card, &rules);
                    let label = if copies > 1 {
                        tf(
                            "card-in-hand",
                            &[
                                ("card", name.as_str().into()),
                                ("index", (nth + 1).into()),
                                ("count", copies.into()),
                                ("help", effect.as_str().into()),
                            ],
                        )
                    } else {
                        tf(
                            "card-with-help",
                            &[
                                ("card", name.as_str().into()),
                                ("help", effect.as_str().into()),
                            ],
                        )
                    };
                    let shown_help = tf(
                        "card-with-help",
                        &[("card", name.as_str().into()), ("help", effect.into())],
                    );
                    let shown_on_focus = shown_help.clone();
                    let click = move |_| {
                        if pressed_long.get_value() {
                            pressed_long.set_value(false);
                            return;
                        }
                        if keeping {
                            keep_choice.update(|k| {
                                if selected {
                                    if let Some(p) = k.iter().position(|&c| c == card) {
                                        k.remove(p);
                                    }
                                } else if k.len() < 2 {
                                    k.push(card);
                                }
                            });
                        } else if can_play {
                            send(session, error, Action::Play(card));
                        }
                    };
                    let down = move |_| {
                        pressed_long.set_value(false);
                        let shown = shown_help.clone();
                        let handle = set_timeout_with_handle(
                            move || {
                                pressed_long.set_value(true);
                                help.set(Some(shown));
                            },
                            std::time::Duration::from_millis(LONG_PRESS_MS),
                        )
                        .ok();
                        press_timer.set_value(handle);
                    };
                    let up = move |_| {
                        if let Some(h) = press_timer.get_value() {
                            h.clear();
                        }
                        press_timer.set_value(None);
                    };
                    view! {
                        <button
                            class=format!("card {}", card_family(card))
                            class:selected=selected
                            data-card=card.notation()
                            data-index=i.to_string()
                            data-playable=can_play.then_some("true")
                            aria-disabled=(!can_play).then_some("true")
                            aria-pressed=keeping.then_some(if selected { "true" } else { "false" })
                            aria-label=label
                            tabindex=move || if i == tab() { "0" } else { "-1" }
                            on:click=click
                            on:focus=move |_| {
                                stop.set(Some(Stop { position, index: i }));
                                help.set(Some(shown_on_focus.clone()));
                            }
                            on:pointerdown=down
                            on:pointerup=up
                            on:pointerleave=up
                            on:contextmenu=move |ev| ev.prevent_default()
                        >
                            {face_parts(card, rules.preset, name)}
                            {key.map(|n| view! { <kbd aria-hidden="true">{n}</kbd> })}
                        </button>
                    }
                })
                .collect_view();
            Some((views, hand.len(), position))
        })
    };
    let keys = move |ev: leptos::ev::KeyboardEvent| {
        let Some(len) = session.with_untracked(|s| {
            let s = s.as_ref()?;
            Some(s.game().observation(s.viewer()?).hand.total() as usize)
        }) else {
            return;
        };
        let current = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.get_attribute("data-index"))
            .and_then(|i| i.parse::<usize>().ok());
        let (Some(current), true) = (current, len > 0) else {
            return;
        };
        let next = match ev.key().as_str() {
            "ArrowRight" | "ArrowDown" => (current + 1) % len,
            "ArrowLeft" | "ArrowUp" => (current + len - 1) % len,
            "Home" => 0,
            "End" => len - 1,
            _ => return,
        };
        ev.prevent_default();
        focus_card(next);
    };
    view! {
        {move || cards().map(|(views, len, _)| view! {
            // The cards share the width of the table (`--cards`), and wrap only when
            // narrower cards would no longer read.
            <div class="hand" role="group" aria-label=tf("table-hand-of", &[("count", len.into())]) style=format!("--cards: {}", len.max(1)) on:keydown=keys>
                {views}
            </div>
            <p class="card-help" aria-hidden="true">{move || help.get()}</p>
        })}
    }
}
