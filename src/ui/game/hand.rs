//! The viewer's hand: one Tab stop, arrow keys between the cards (a roving tabindex),
//! every card named with its effect and its place among copies ("Mercenary 5, 1 of 2"),
//! the effect shown on focus and on a long press, not only in a tooltip.

use super::feed::Feed;
use crate::i18n::{card_help, card_name, tf};
use crate::ui::cards::{card_family, face_parts};
use crate::ui::parts::{mark, Part, Parts};
use engine::{Action, Card, Phase};
use leptos::prelude::*;

/// How long a finger rests on a card before its effect is shown instead of playing it.
const LONG_PRESS_MS: u64 = 450;

/// The Tab stop of the hand: the card last moved to in this position, else the first
/// card that can be played (or the first card).
#[derive(Clone, Copy, Default, PartialEq)]
struct Stop {
    position: u32,
    index: usize,
}

/// "Mercenary 5: +5 strength", in the language on screen.
fn help_text(card: Card, rules: &engine::Rules) -> String {
    tf(
        "card-with-help",
        &[
            ("card", card_name(card, rules.preset).into()),
            ("help", card_help(card, rules).into()),
        ],
    )
}

#[component]
pub fn Hand(feed: Feed, keep_choice: RwSignal<Vec<Card>>, parts: Parts) -> impl IntoView {
    let stop: RwSignal<Option<Stop>> = RwSignal::new(None);
    // The card whose effect is shown under the hand, and the position it was shown in:
    // once a move is made it no longer describes the hand.
    let help: RwSignal<Option<(u32, Card)>> = RwSignal::new(None);
    // A long press shows a card's effect; the click that ends it must not play the card.
    let pressed_long = StoredValue::new(false);
    let press_timer: StoredValue<Option<leptos::leptos_dom::helpers::TimeoutHandle>> =
        StoredValue::new(None);

    let cards =
        move || {
            feed.view.with(|v| {
                let v = v.as_ref()?;
                v.viewer?;
                let rules = *v.rules();
                let legal = v.legal.clone();
                let keeping = !legal.is_empty() && matches!(v.phase(), Phase::KeepCards { .. });
                let position = v.moves;
                let at = v.at;
                let hand: Vec<Card> = v.observation.hand.cards().collect();
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
                    let label = move || {
                        let name = card_name(card, rules.preset);
                        let effect = card_help(card, &rules);
                        if copies > 1 {
                            tf(
                                "card-in-hand",
                                &[
                                    ("card", name.into()),
                                    ("index", (nth + 1).into()),
                                    ("count", copies.into()),
                                    ("help", effect.into()),
                                ],
                            )
                        } else {
                            tf("card-with-help", &[("card", name.into()), ("help", effect.into())])
                        }
                    };
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
                            // The move as the hand showed it: on a state the game has
                            // left since, it is refused.
                            feed.act.run((Action::Play(card), at));
                        }
                    };
                    let down = move |_| {
                        pressed_long.set_value(false);
                        let handle = set_timeout_with_handle(
                            move || {
                                pressed_long.set_value(true);
                                help.set(Some((position, card)));
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
                            use:mark=(parts, Part::HandCard { index: i, card })
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
                                help.set(Some((position, card)));
                            }
                            on:pointerdown=down
                            on:pointerup=up
                            on:pointerleave=up
                            on:contextmenu=move |ev| ev.prevent_default()
                        >
                            {move || face_parts(card, rules.preset, card_name(card, rules.preset))}
                            {key.map(|n| view! { <kbd aria-hidden="true">{n}</kbd> })}
                        </button>
                    }
                })
                .collect_view();
                Some((views, hand.len(), rules))
            })
        };
    let keys = move |ev: leptos::ev::KeyboardEvent| {
        let len = feed.view.with_untracked(|v| {
            v.as_ref()
                .map_or(0, |v| v.observation.hand.total() as usize)
        });
        let Some(Part::HandCard { index: current, .. }) = parts.of_event(&ev) else {
            return;
        };
        if len == 0 {
            return;
        }
        let next = match ev.key().as_str() {
            "ArrowRight" | "ArrowDown" => (current + 1) % len,
            "ArrowLeft" | "ArrowUp" => (current + len - 1) % len,
            "Home" => 0,
            "End" => len - 1,
            _ => return,
        };
        ev.prevent_default();
        if let Some((_, el)) = parts
            .all(|p| matches!(p, Part::HandCard { index, .. } if *index == next))
            .first()
        {
            use wasm_bindgen::JsCast;
            let _ = el.unchecked_ref::<web_sys::HtmlElement>().focus();
        }
    };
    // The effect of the card last focused or pressed, while the hand it was in is the
    // one on show.
    let help_line = move || {
        let (at, card) = help.get()?;
        feed.view.with(|v| {
            let v = v.as_ref()?;
            (v.moves == at && v.observation.hand.contains(card)).then(|| help_text(card, v.rules()))
        })
    };
    view! {
        {move || cards().map(|(views, len, _)| view! {
            // The cards share the width of the table (`--cards`), and wrap only when
            // narrower cards would no longer read.
            <div class="hand" role="group" aria-label=move || tf("table-hand-of", &[("count", len.into())]) style=format!("--cards: {}", len.max(1)) on:keydown=keys>
                {views}
            </div>
            <p class="card-help" aria-hidden="true">{help_line}</p>
        })}
    }
}
