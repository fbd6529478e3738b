//! The table during a game: the map, every seat's row, the acting human's hand and
//! decisions, the hand-off screen between humans, AI turns at a readable pace, the log.
//!
//! The screen's frame is built once per game (and per hand-off): its parts follow the
//! session reactively, so focus, the open strength breakdown and the chronicle's scroll
//! survive the moves around them.

mod banner;
mod chronicle;
pub mod driver;
mod hand;
mod handoff;
mod moves;
mod prompt;
mod rows;
mod status;
mod tools;

pub use crate::ui::SessionSignal;
pub use tools::{Drawer, Icon};

use crate::i18n::t;
use crate::ui::map::{selectable_regions, ItalyMap, MapState};
use banner::Banner;
use chronicle::Chronicle;
use engine::{Action, Card, Phase};
use handoff::Handoff;
use leptos::prelude::*;
use moves::{confirm_keep, send};
use prompt::Prompt;
use rows::Rows;
use status::StatusBar;
use tools::SoundSwitch;

/// The table. `tools` are the app's own buttons for its toolbar (the share drawer, the way
/// out), drawn beside the chronicle's drawer, the sound switch and the rules; `panel` is
/// drawn under the rows (a puzzle's goal). With `replies_elsewhere` no AI is asked: the
/// other seats' moves come from the caller (a puzzle's prover).
#[component]
pub fn GameScreen(
    session: SessionSignal,
    pace_ms: RwSignal<u32>,
    #[prop(optional)] tools: Option<ViewFn>,
    #[prop(optional)] panel: Option<ViewFn>,
    #[prop(optional)] replies_elsewhere: bool,
) -> impl IntoView {
    let error: RwSignal<Option<String>> = RwSignal::new(None);
    // A hint belongs to the state it was asked in: it is never shown for another, which
    // may be another player's turn, or the same turn after a move taken back.
    let hint: RwSignal<Option<(session::StateId, String)>> = RwSignal::new(None);
    let keep_choice: RwSignal<Vec<Card>> = RwSignal::new(Vec::new());
    // The AI's worker could not answer: the game waits, and says so, until the player
    // asks again (each ask bumps `ai_retry`, which the AI's effect reads).
    let ai_failed = RwSignal::new(false);
    let ai_retry = RwSignal::new(0u32);

    // An AI move that comes back once this screen is gone (the rules page is shown, the
    // player left, the language changed) is dropped: the AI does not play on unseen, and
    // the screen asks again when it is back.
    let shown = driver::Shown::here();

    // AI turns: whenever an AI must act, it is asked at once (in its Web Worker) from its
    // own observation, and its move is shown when both the pace delay has passed and the
    // answer is in: the player waits max(pace, thinking) rather than their sum. The
    // answer is for the state it was asked in: if a move was taken back or made since,
    // it is dropped (see `driver`).
    Effect::new(move |_| {
        if replies_elsewhere {
            return;
        }
        ai_retry.track();
        let pending = session.with(|s| {
            // The lesson's opponents play prepared moves (ui/learn) in its guided part.
            let s = s
                .as_ref()
                .filter(|s| session::learn::scripted_reply(s).is_none())?;
            let (seat, level) = s.ai_to_act()?;
            let phase = s.game().phase();
            // Cards of a battle a human is still in come at the full pace. A follow-up
            // decision (the Scarecrow's pick, the favor, a discard) comes right after the
            // card that caused it, and a battle the humans have left plays out at triple
            // speed: nobody is waiting to answer those.
            let table = s.game().table();
            let human_in_battle = s.humans().any(|h| table.in_battle(h));
            let full_pace = human_in_battle && matches!(phase, Phase::Battle { .. });
            let count = s.moves();
            let decision_seed =
                s.record().setup.seed ^ (count as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            Some((
                s.state_id(),
                level,
                decision_seed,
                full_pace,
                s.record().clone(),
                seat,
            ))
        });
        let Some((asked, level, decision_seed, full_pace, record, seat)) = pending else {
            return;
        };
        let pace = pace_ms.get_untracked();
        let delay = if full_pace { pace } else { pace / 3 };
        let asked_at = js_sys::Date::now();
        let shown = shown.clone();
        crate::ai_client::request(
            record,
            seat,
            level.engine_level(),
            decision_seed,
            move |action| {
                let elapsed = (js_sys::Date::now() - asked_at).max(0.0) as u64;
                let rest = (delay as u64).saturating_sub(elapsed);
                match action {
                    // Always through a timer, even at no delay, so the move lands outside this
                    // effect.
                    Some((action, reason)) => driver::play(
                        session,
                        shown,
                        asked,
                        vec![(action, Some(reason))],
                        rest,
                        0,
                        || {},
                        move || ai_failed.set(false),
                    ),
                    // Not through the session: touching it would run this effect again and
                    // ask again at once, in a loop, until the worker answers. The player asks
                    // again (`ai_retry`).
                    None => {
                        if driver::still(session, &shown, asked) {
                            ai_failed.set(true);
                        }
                    }
                }
            },
        );
    });

    // Keyboard: 1–9 play the n-th playable card, P passes, Enter confirms.
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let Some((seat, phase, legal)) = session.with_untracked(|s| {
            s.as_ref().and_then(|s| {
                s.human_to_act()
                    .map(|seat| (seat, s.game().phase(), s.game().legal_actions()))
            })
        }) else {
            return;
        };
        let _ = seat;
        // Typing in a field, or choosing in a list, is not a move.
        if crate::ui::focus::typing_in(&ev) {
            return;
        }
        let key = ev.key();
        if let Ok(n) = key.parse::<usize>() {
            let plays: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::Play(_)))
                .collect();
            if n >= 1 && n <= plays.len() {
                ev.prevent_default();
                send(session, error, plays[n - 1]);
            }
        } else if (key == "p" || key == "P") && legal.contains(&Action::Pass) {
            ev.prevent_default();
            send(session, error, Action::Pass);
        } else if key == "Enter"
            && matches!(phase, Phase::KeepCards { .. })
            && !crate::ui::focus::on_button(&ev)
        {
            ev.prevent_default();
            confirm_keep(session, error, keep_choice);
        }
    });
    on_cleanup(move || keys.remove());

    // Focus follows the game: after every move it lands where the player acts next.
    crate::ui::focus::follow_game(session);
    // The table moves, sounds and shows each battle's outcome with the game.
    let banner: banner::BannerText = RwSignal::new(None);
    crate::ui::news::follow(session, move |s, news| {
        crate::ui::motion::after_change(session, news);
        crate::ui::sound::play(&crate::ui::sound::cues(s, news));
        banner::announce(banner, s, news);
    });
    // A tap or a key may move a card at once: the motion starts from the table as the
    // player saw it. And from the first one on, the table may make sounds.
    let taps = window_event_listener(leptos::ev::pointerdown, |ev| {
        crate::ui::sound::gesture(&ev);
        crate::ui::motion::remember_layout()
    });
    let presses = window_event_listener(leptos::ev::keydown, |ev| {
        crate::ui::sound::gesture(&ev);
        crate::ui::motion::remember_layout()
    });
    on_cleanup(move || {
        taps.remove();
        presses.remove();
    });

    // Rebuilt only when a hand-off starts or ends, not on every move.
    let handoff = Memo::new(move |_| session.with(|s| s.as_ref().and_then(|s| s.handoff_to())));
    // How many actions have been played: tests wait on it to see a click land.
    let step = move || {
        session.with(|s| {
            s.as_ref()
                .map_or(0, |s| s.record().actions.len())
                .to_string()
        })
    };
    // A daily deal's day (`session::daily`), for the page and the tests.
    let daily = move || session.with(|s| s.as_ref().and_then(|s| s.daily()).map(|d| d.to_string()));

    view! {
        {move || match handoff.get() {
            Some(seat) => view! { <Handoff session=session seat=seat/> }.into_any(),
            None => view! {
                <div class="game" data-screen="game" data-step=step data-daily=daily>
                    <div class="status-line">
                        <StatusBar session=session ai_failed=ai_failed/>
                        <div class="table-tools">
                            <Drawer class="chronicle-drawer" label=t("log-title") icon=Icon::Chronicle>
                                <Chronicle session=session/>
                            </Drawer>
                            {tools.as_ref().map(|tools| tools.run())}
                            <SoundSwitch/>
                            <crate::ui::rules::GameRulesButton session=session/>
                        </div>
                    </div>
                    <div class="board-and-table">
                        <div class="map-pane">
                            <MapPane session=session error=error/>
                            <Banner shown=banner/>
                        </div>
                        <div class="table-pane">
                            <Rows session=session/>
                            {panel.as_ref().map(|panel| panel.run())}
                            <crate::ui::learn::CoachPanel session=session/>
                            <Prompt session=session error=error hint=hint keep_choice=keep_choice/>
                            <AiFailed failed=ai_failed retry=ai_retry/>
                        </div>
                    </div>
                </div>
            }.into_any(),
        }}
    }
}

#[component]
fn MapPane(session: SessionSignal, error: RwSignal<Option<String>>) -> impl IntoView {
    let state = Signal::derive(move || {
        session.with(|s| {
            s.as_ref().map_or_else(MapState::default, |s| {
                let selectable = match s.human_to_act() {
                    Some(_) => selectable_regions(s.game().phase(), &s.game().legal_actions()),
                    None => Vec::new(),
                };
                MapState::of(s, selectable)
            })
        })
    });
    let pick = Callback::new(move |action: Action| send(session, error, action));
    view! { <ItalyMap state=state on_pick=pick/> }
}

/// The AI could not move (its worker did not load or answer): the game is kept, and the
/// player asks it again.
#[component]
fn AiFailed(failed: RwSignal<bool>, retry: RwSignal<u32>) -> impl IntoView {
    let again = move |_| {
        failed.set(false);
        retry.update(|n| *n += 1);
    };
    move || {
        failed.get().then(|| {
            view! {
                <p class="error" role="alert" data-error="ai">
                    {t("ai-unavailable")}" "
                    <button class="action" data-action="retry-ai" on:click=again>{t("ai-retry")}</button>
                </p>
            }
        })
    }
}
