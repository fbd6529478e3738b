//! Learn to play, on screen: the invitation on the setup screen, the coach beside the
//! table, the opponents' prepared moves, and the kind word for a move the lesson does not
//! ask for (see `session::learn` for the script, the steps and the coach's words).
//!
//! The coach marks the element it talks about with `data-coach-target`. Those elements
//! belong to other components and are redrawn as the game goes, so the mark is put back
//! after every change and checked a few times a second rather than written into their
//! views.

use crate::i18n::{catalog, t, tf};
use crate::ui::announce::{announce, Announcer};
use crate::ui::focus::{document, query};
use crate::ui::SessionSignal;
use engine::{Action, Card, Phase};
use leptos::prelude::*;
use session::learn::{self, Ask, Coach, LEARNER, STEPS};
use std::time::Duration;
use wasm_bindgen::JsCast;

/// What the coach remembers besides the game: the explanations read and the last move it
/// turned down. Kept for the lesson whose game id it names.
#[derive(Clone, Debug, Default, PartialEq)]
struct Memory {
    id: String,
    read: Vec<usize>,
    /// (moves played when it was tried, the coach's answer)
    declined: Option<(usize, String)>,
}

thread_local! {
    // Reached from `intercept`, which the game's move handlers call outside any component.
    static MEMORY: ArcRwSignal<Memory> = ArcRwSignal::new(Memory::default());
}

fn memory() -> ArcRwSignal<Memory> {
    MEMORY.with(Clone::clone)
}

/// The memory of the lesson `id`, started afresh for a new lesson.
fn remember(id: &str, change: impl FnOnce(&mut Memory)) {
    memory().update(|m| {
        if m.id != id {
            *m = Memory {
                id: id.to_string(),
                ..Memory::default()
            };
        }
        change(m);
    });
}

/// Called for every move the player sends: a move the guided part does not ask for is
/// answered by the coach and not played. True if the move was stopped.
pub fn intercept(session: SessionSignal, action: Action) -> bool {
    let answer = session.with_untracked(|s| {
        let s = s.as_ref()?;
        let expected = learn::check(s, action)?;
        Some((
            s.id().to_string(),
            s.record().actions.len(),
            learn::declined_text(&catalog(), s, action, expected),
        ))
    });
    match answer {
        Some((id, position, text)) => {
            remember(&id, |m| m.declined = Some((position, text)));
            true
        }
        None => false,
    }
}

/// The selector of the element a step asks the player to use.
fn target_selector(index: usize) -> Option<String> {
    let st = STEPS[index];
    match st.ask {
        Ask::Read => return Some(r#"[data-action="learn-next"]"#.into()),
        Ask::Breakdown => {
            return Some(format!(
                r#".row[data-seat="{LEARNER}"] details.strength summary"#
            ))
        }
        Ask::Move => {}
    }
    let card = |c: Card| format!(r#".hand button[data-card="{}"]"#, c.notation());
    Some(match learn::scripted(st.at)? {
        Action::ChooseRegion(r) | Action::PlaceFavor(r) => {
            format!(r#".italy [data-region="{}"]"#, r.name())
        }
        Action::Play(c) => card(c),
        Action::TakeBack { card, .. } => {
            format!(
                r#".prompt [data-action="take"][data-take="{}"]"#,
                card.notation()
            )
        }
        Action::Pass => r#".prompt [data-action="pass"]"#.into(),
        // Keeping is chosen card by card, then confirmed: the mark moves along.
        Action::Keep(cards) => cards
            .iter()
            .flatten()
            .map(|c| format!(r#"{}:not([aria-pressed="true"])"#, card(*c)))
            .find(|sel| query(sel).is_some())
            .unwrap_or_else(|| r#".prompt [data-action="confirm"]"#.into()),
        _ => return None,
    })
}

/// Puts the coach's mark on the first element matching `selector` and takes it off any
/// other.
fn mark_target(selector: Option<&str>) {
    let Some(doc) = document() else { return };
    let target = selector.and_then(query);
    if let Ok(marked) = doc.query_selector_all("[data-coach-target]") {
        for i in 0..marked.length() {
            if let Some(el) = marked
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            {
                if target.as_ref() != Some(&el) {
                    let _ = el.remove_attribute("data-coach-target");
                }
            }
        }
    }
    if let Some(el) = target {
        if !el.has_attribute("data-coach-target") {
            let _ = el.set_attribute("data-coach-target", "true");
        }
    }
}

/// On a phone the prompt and the hand are docked at the bottom of the screen; the coach
/// docks right above them, so it needs their height (see style/learn.css).
fn dock_above_prompt() {
    let (Some(game), Some(prompt)) = (query(".game"), query(".game .prompt")) else {
        return;
    };
    let height = prompt
        .unchecked_into::<web_sys::HtmlElement>()
        .offset_height();
    // The game's frame has no style of its own to keep.
    let style = format!("--prompt-height: {height}px");
    if game.get_attribute("style").as_deref() != Some(style.as_str()) {
        let _ = game.set_attribute("style", &style);
    }
}

/// The breakdown the lesson had the learner open stays open by the game's own rule; once
/// the battle is over it shows only an empty row, so an explanation between battles
/// closes it.
fn close_breakdowns() {
    let Some(doc) = document() else { return };
    if let Ok(open) = doc.query_selector_all("details.strength[open]") {
        for i in 0..open.length() {
            if let Some(el) = open
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            {
                let _ = el.remove_attribute("open");
            }
        }
    }
}

fn focus_target() {
    if let Some(el) = query("[data-coach-target]") {
        let _ = el.unchecked_into::<web_sys::HtmlElement>().focus();
    }
}

fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// The opponents' prepared moves during the guided part, at a pace the learner can follow
/// (the game screen's AI leaves these positions alone: see `learn::scripted_reply`).
fn play_script(session: SessionSignal) {
    let shown = crate::ui::game::driver::Shown::here();
    Effect::new(move |_| {
        let Some((state, action, full_pace)) = session.with(|s| {
            let s = s.as_ref()?;
            let action = learn::scripted_reply(s)?;
            let table = s.game().table();
            let full = table.in_battle(LEARNER) && matches!(s.game().phase(), Phase::Battle { .. });
            Some((s.state_id(), action, full))
        }) else {
            return;
        };
        let delay = match (reduced_motion(), full_pace) {
            (true, _) => 0,
            (false, true) => 700,
            (false, false) => 250,
        };
        // Only a move that still applies touches the game: a stale timer stays quiet.
        crate::ui::game::driver::play(
            session,
            shown.clone(),
            state,
            vec![(action, None)],
            delay,
            0,
            || {},
            || {},
        );
    });
}

/// The coach beside the table; nothing unless the game is a lesson.
#[component]
pub fn CoachPanel(session: SessionSignal) -> impl IntoView {
    let lesson = Memo::new(move |_| session.with(|s| s.as_ref().is_some_and(learn::is_lesson)));
    move || lesson.get().then(|| view! { <Coach session=session/> })
}

#[component]
fn Coach(session: SessionSignal) -> impl IntoView {
    let mem = memory();
    let announcer = use_context::<Announcer>();
    play_script(session);

    let state = {
        let mem = mem.clone();
        Memo::new(move |_| {
            let (id, position) = session.with(|s| {
                s.as_ref()
                    .map(|s| (s.id().to_string(), s.record().actions.len()))
                    .unwrap_or_default()
            });
            let read = mem.with(|m| {
                if m.id == id {
                    m.read.clone()
                } else {
                    Vec::new()
                }
            });
            (learn::coach(position, &read), position)
        })
    };
    let text = Memo::new(move |_| {
        let (coach, _) = state.get();
        session
            .with(|s| {
                let s = s.as_ref()?;
                Some(match coach {
                    Coach::Step { index, .. } => learn::step_text(&catalog(), s, index),
                    Coach::Done => tf("learn-done", &[("name", s.name(1).into())]),
                })
            })
            .unwrap_or_default()
    });
    let declined = {
        let mem = mem.clone();
        Memo::new(move |_| {
            let (id, position) = session.with(|s| {
                s.as_ref()
                    .map(|s| (s.id().to_string(), s.record().actions.len()))
                    .unwrap_or_default()
            });
            mem.with(|m| {
                m.declined
                    .clone()
                    .filter(|(at, _)| m.id == id && *at == position)
                    .map(|(_, text)| text)
            })
        })
    };

    // The element asked for carries the mark, and gets focus when a new step asks for it.
    let selector = Memo::new(move |_| match state.get().0 {
        Coach::Step {
            index,
            waiting: false,
        } => Some(index).and_then(target_selector),
        _ => None,
    });
    let refresh = move || {
        let sel = selector.get_untracked();
        // The mark for keeping moves from card to card as they are chosen.
        let sel = match state.get_untracked().0 {
            Coach::Step {
                index,
                waiting: false,
            } => session
                .with_untracked(|s| s.as_ref().and_then(|_| target_selector(index)))
                .or(sel),
            _ => sel,
        };
        mark_target(sel.as_deref());
        dock_above_prompt();
    };
    let last_focused: StoredValue<Option<(Coach, usize)>> = StoredValue::new(None);
    Effect::new(move |_| {
        let now = state.get();
        selector.track();
        session.track();
        let fresh = last_focused.get_value() != Some(now)
            && matches!(now.0, Coach::Step { waiting: false, .. });
        last_focused.set_value(Some(now));
        // A new step's mark comes after the next frame; the last step's must not stay on
        // screen meanwhile, pointing at what is no longer asked.
        if fresh {
            mark_target(None);
        }
        // After the game screen has drawn the move and moved focus by its own rules.
        request_animation_frame(move || {
            set_timeout(
                move || {
                    refresh();
                    if fresh {
                        if matches!(now.0, Coach::Step { index, .. } if STEPS[index].ask == Ask::Read)
                        {
                            close_breakdowns();
                        }
                        focus_target();
                    }
                },
                Duration::from_millis(0),
            );
        });
    });
    if let Ok(handle) = set_interval_with_handle(refresh, Duration::from_millis(250)) {
        on_cleanup(move || {
            handle.clear();
            mark_target(None);
        });
    }

    // Opening the strength breakdown is the step's move (the click opens it).
    let clicks = window_event_listener(leptos::ev::click, {
        move |ev| {
            // A card chosen to keep changes no game state the coach follows: move the
            // mark along once the hand has been drawn again.
            request_animation_frame(refresh);
            let Coach::Step {
                index,
                waiting: false,
            } = state.get_untracked().0
            else {
                return;
            };
            if STEPS[index].ask != Ask::Breakdown {
                return;
            }
            let on_target = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest("[data-coach-target]").ok().flatten())
                .is_some();
            if on_target {
                let id = session
                    .with_untracked(|s| s.as_ref().map(|s| s.id().to_string()))
                    .unwrap_or_default();
                remember(&id, |m| m.read.push(index));
            }
        }
    });
    on_cleanup(move || clicks.remove());

    // Every new message, and every kind word, reaches screen readers through the page's
    // live region, after what the game itself announced for the same move.
    let said: StoredValue<String> = StoredValue::new(String::new());
    Effect::new(move |_| {
        let line = match declined.get() {
            Some(d) => d,
            None => text.get(),
        };
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
            let id = session
                .with_untracked(|s| s.as_ref().map(|s| s.id().to_string()))
                .unwrap_or_default();
            remember(&id, |m| m.read.push(index));
        }
    };
    let leave = move |_| {
        mark_target(None);
        session.set(None);
        crate::ui::focus::focus_soon(r#"[data-action="learn"]"#);
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
                <h2 id="coach-title">{t("learn-title")}</h2>
                <span class="coach-count">{count}</span>
                <button class="subtle" data-action="learn-leave" on:click=leave>{t("learn-leave")}</button>
            </div>
            <p class="coach-text">{move || text.get()}</p>
            {move || declined.get().map(|d| view! { <p class="coach-declined" data-coach-declined="true">{d}</p> })}
            {move || asks_next().then(|| view! {
                <div class="coach-actions">
                    <button class="primary" data-action="learn-next" on:click=next>{t("learn-next")}</button>
                </div>
            })}
        </section>
    }
}
