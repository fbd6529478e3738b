//! Learn to play, on screen: the coach beside the table (see `session::learn` for the
//! script, the steps and the coach's words; the opponents' prepared moves are the table's
//! lesson decider, `table::decide`, and a move the guided part does not ask for is turned
//! down by the table itself).
//!
//! The coach marks the element it talks about with `data-coach-target`. Those elements
//! belong to other views, which register them by meaning ([`Parts`]); the mark follows a
//! signal: it is put back whenever the element is drawn again.

use crate::i18n::{catalog, t, tf, tr};
use crate::table::Table;
use crate::ui::announce::{announce, Announcer};
use crate::ui::game::KeepChoice;
use crate::ui::parts::{mark, Part, Parts};
use engine::{Action, Card};
use leptos::prelude::*;
use session::learn::{self, Ask, Coach, LEARNER, STEPS};
use session::SeatView;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// The part a step asks the player to use, as the table is now.
fn target(index: usize, v: &SeatView, chosen: &[Card]) -> Option<Part> {
    let st = STEPS[index];
    match st.ask {
        Ask::Read => return Some(Part::LearnNext),
        Ask::Breakdown => return Some(Part::Breakdown(LEARNER)),
        Ask::Move => {}
    }
    let hand: Vec<Card> = v.observation.hand.cards().collect();
    let card = |c: Card, skip: usize| {
        hand.iter()
            .enumerate()
            .filter(|(_, h)| **h == c)
            .nth(skip)
            .map(|(index, _)| Part::HandCard { index, card: c })
    };
    Some(match learn::scripted(st.at)? {
        Action::ChooseRegion(r) | Action::PlaceFavor(r) => Part::Region(r),
        Action::Play(c) => card(c, 0)?,
        Action::TakeBack { card, .. } => Part::Take(card),
        Action::Pass => Part::Decision("pass"),
        // Keeping is chosen card by card, then confirmed: the mark moves along.
        Action::Keep(cards) => {
            let mut left = chosen.to_vec();
            let next = cards
                .iter()
                .flatten()
                .find(|c| match left.iter().position(|k| k == *c) {
                    Some(p) => {
                        left.remove(p);
                        false
                    }
                    None => true,
                });
            match next {
                Some(c) => card(*c, chosen.iter().filter(|k| *k == c).count())?,
                None => Part::Decision("confirm"),
            }
        }
        _ => return None,
    })
}

/// Moves the coach's mark to `part`'s element, off any other.
fn put_mark(parts: Parts, part: Option<Part>) {
    for (p, el) in parts.all(|_| true) {
        if Some(p) != part && el.has_attribute("data-coach-target") {
            let _ = el.remove_attribute("data-coach-target");
        }
    }
    if let Some(el) = part.and_then(|p| parts.get(p)) {
        if !el.has_attribute("data-coach-target") {
            let _ = el.set_attribute("data-coach-target", "true");
        }
    }
}

/// On a phone the prompt and the hand are docked at the bottom of the screen; the coach
/// docks right above them, so it needs their height (see style/learn.css).
fn dock_above_prompt(parts: Parts) {
    let (Some(frame), Some(prompt)) = (parts.get(Part::Frame), parts.get(Part::Prompt)) else {
        return;
    };
    let height = prompt
        .unchecked_into::<web_sys::HtmlElement>()
        .offset_height();
    // The game's frame has no style of its own to keep.
    let style = format!("--prompt-height: {height}px");
    if frame.get_attribute("style").as_deref() != Some(style.as_str()) {
        let _ = frame.set_attribute("style", &style);
    }
}

/// The breakdown the lesson had the learner open stays open by the game's own rule; once
/// the battle is over it shows only an empty row, so an explanation between battles
/// closes it.
fn close_breakdowns(parts: Parts) {
    for (_, summary) in parts.all(|p| matches!(p, Part::Breakdown(_))) {
        if let Some(details) = summary.parent_element() {
            let _ = details.remove_attribute("open");
        }
    }
}

/// The coach beside the lesson's table.
#[component]
pub fn CoachPanel(table: Table, on_leave: Callback<()>) -> impl IntoView {
    let parts = expect_context::<Parts>();
    let chosen = expect_context::<KeepChoice>();
    let announcer = use_context::<Announcer>();
    let view = table.view();

    let state = Memo::new(move |_| {
        let position = view.with(|v| v.as_ref().map_or(0, |v| v.moves as usize));
        (learn::coach(position, &table.lesson_read()), position)
    });
    let text = Memo::new(move |_| {
        let (coach, _) = state.get();
        view.with(|v| {
            let v = v.as_ref()?;
            Some(match coach {
                Coach::Step { index, .. } => learn::step_text(&catalog(), v, index),
                Coach::Done => tf("learn-done", &[("name", v.name(1).into())]),
            })
        })
        .unwrap_or_default()
    });
    let declined = Memo::new(move |_| {
        let (tried, asked) = table.declined()?;
        view.with(|v| {
            v.as_ref()
                .map(|v| learn::declined_text(&catalog(), v, tried, asked))
        })
    });

    // The element asked for carries the mark (put back whenever it is drawn again), and
    // gets focus when a new step asks for it.
    let wanted = Memo::new(move |_| match state.get().0 {
        Coach::Step {
            index,
            waiting: false,
        } => view.with(|v| {
            v.as_ref()
                .and_then(|v| chosen.0.with(|c| target(index, v, c)))
        }),
        _ => None,
    });
    Effect::new(move |_| {
        parts.track();
        let part = wanted.get();
        // After the table has drawn the move.
        request_animation_frame(move || {
            put_mark(parts, part);
            dock_above_prompt(parts);
        });
    });
    let last_step: StoredValue<Option<(Coach, usize)>> = StoredValue::new(None);
    Effect::new(move |_| {
        let now = state.get();
        let fresh = last_step.get_value() != Some(now)
            && matches!(now.0, Coach::Step { waiting: false, .. });
        last_step.set_value(Some(now));
        if !fresh {
            return;
        }
        // After the game screen has drawn the move and moved focus by its own rules.
        request_animation_frame(move || {
            set_timeout(
                move || {
                    if matches!(now.0, Coach::Step { index, .. } if STEPS[index].ask == Ask::Read) {
                        close_breakdowns(parts);
                    }
                    if let Some(part) = wanted.get_untracked() {
                        parts.focus(part);
                    }
                },
                Duration::from_millis(0),
            );
        });
    });
    on_cleanup(move || put_mark(parts, None));

    // Opening the strength breakdown is the step's move (the click opens it).
    let clicks = window_event_listener(leptos::ev::click, move |ev| {
        let Coach::Step {
            index,
            waiting: false,
        } = state.get_untracked().0
        else {
            return;
        };
        if STEPS[index].ask == Ask::Breakdown
            && parts.of_event(&ev) == Some(Part::Breakdown(LEARNER))
        {
            table.mark_read(index);
        }
    });
    on_cleanup(move || clicks.remove());

    // Every new message, and every kind word, reaches screen readers through the page's
    // live region, after what the game itself announced for the same move.
    let said: StoredValue<String> = StoredValue::new(String::new());
    Effect::new(move |_| {
        let line = declined.get().unwrap_or_else(|| text.get());
        let Some(announcer) = announcer else { return };
        if line.is_empty() || said.get_value() == line {
            return;
        }
        said.set_value(line.clone());
        request_animation_frame(move || {
            let before = announcer.0.get_untracked();
            let before = before.trim_end_matches('\u{200b}');
            let with_game = if before.is_empty() || before.ends_with(line.as_str()) {
                line
            } else {
                format!("{before} {line}")
            };
            announce(announcer, with_game);
        });
    });

    let next = move |_| {
        if let (Coach::Step { index, .. }, _) = state.get_untracked() {
            table.mark_read(index);
        }
    };
    let leave = move |_| {
        put_mark(parts, None);
        on_leave.run(());
    };
    let step_attr = move || match state.get().0 {
        Coach::Step { index, .. } => (index + 1).to_string(),
        Coach::Done => "done".to_string(),
    };
    let waiting = move || matches!(state.get().0, Coach::Step { waiting: true, .. });
    let count = move || match state.get().0 {
        Coach::Step { index, .. } => tf(
            "learn-step-count",
            &[
                ("number", (index + 1).into()),
                ("total", STEPS.len().into()),
            ],
        ),
        Coach::Done => t("learn-done-title"),
    };
    let asks_next = move || matches!(state.get().0, Coach::Step { index, waiting: false } if STEPS[index].ask != Ask::Move);
    view! {
        <section
            class="coach"
            aria-labelledby="coach-title"
            data-coach-step=step_attr
            data-coach-waiting=move || waiting().then_some("true")
        >
            <div class="coach-head">
                <h2 id="coach-title">{tr("learn-title")}</h2>
                <span class="coach-count">{count}</span>
                <button class="subtle" data-action="learn-leave" on:click=leave>{tr("learn-leave")}</button>
            </div>
            <p class="coach-text">{move || text.get()}</p>
            {move || declined.get().map(|d| view! { <p class="coach-declined" data-coach-declined="true">{d}</p> })}
            {move || asks_next().then(|| view! {
                <div class="coach-actions">
                    <button class="primary" data-action="learn-next" use:mark=(parts, Part::LearnNext) on:click=next>{tr("learn-next")}</button>
                </div>
            })}
        </section>
    }
}
