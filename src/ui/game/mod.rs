//! The table during a game: the map, every seat's row, the viewer's hand and decisions,
//! the hand-off screen between people at one device, the chronicle. Everything here is
//! drawn from one value, the viewer's [`session::SeatView`] (through a [`Feed`]), and
//! every command goes back through the feed with the state it was chosen on: the same
//! screen draws the page's own table and, on a friend's device, the host's.
//!
//! The screen's frame is built once per game (and per hand-off): its parts follow the
//! view reactively, so focus, the open strength breakdown and the chronicle's scroll
//! survive the moves around them.

mod banner;
mod chronicle;
pub mod feed;
mod hand;
mod handoff;
mod prompt;
mod rows;
mod status;
mod tools;

pub use feed::Feed;
pub use tools::{Drawer, Icon};

/// The cards the viewer has chosen to keep so far (the lesson's coach follows them).
#[derive(Clone, Copy)]
pub struct KeepChoice(pub RwSignal<Vec<Card>>);

use crate::i18n::{t, tr};
use crate::ui::map::{selectable_regions, ItalyMap, MapState};
use crate::ui::parts::{mark, Part, Parts};
use banner::Banner;
use chronicle::Chronicle;
use engine::{Action, Card, Phase};
use handoff::Handoff;
use leptos::prelude::*;
use prompt::{confirm_keep, Prompt};
use rows::Rows;
use status::StatusBar;
use tools::SoundSwitch;

/// The table. `tools` are the caller's buttons for its toolbar (the share drawer, the way
/// out), drawn beside the chronicle's drawer, the sound switch and the rules; `panel` is
/// drawn under the rows (a puzzle's goal, the lesson's coach).
#[component]
pub fn GameScreen(
    feed: Feed,
    #[prop(optional)] tools: Option<ViewFn>,
    #[prop(optional)] panel: Option<ViewFn>,
) -> impl IntoView {
    let parts = Parts::new();
    provide_context(parts);
    let motion = crate::ui::motion::Motion::new(parts);
    let keep_choice: RwSignal<Vec<Card>> = RwSignal::new(Vec::new());
    provide_context(KeepChoice(keep_choice));
    // A new decision starts with nothing chosen to keep.
    Effect::new(move |_| {
        feed.view.with(|v| v.as_ref().map(|v| v.at));
        keep_choice.set(Vec::new());
    });

    // Keyboard: 1–9 play the n-th playable card, P passes, Enter confirms.
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let Some((phase, legal)) = feed.view.with_untracked(|v| {
            let v = v.as_ref().filter(|v| !v.legal.is_empty())?;
            Some((v.phase(), v.legal.clone()))
        }) else {
            return;
        };
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
                feed.send(plays[n - 1]);
            }
        } else if (key == "p" || key == "P") && legal.contains(&Action::Pass) {
            ev.prevent_default();
            feed.send(Action::Pass);
        } else if key == "Enter"
            && matches!(phase, Phase::KeepCards { .. })
            && !crate::ui::focus::on_button(&ev)
        {
            ev.prevent_default();
            confirm_keep(feed, keep_choice);
        }
    });
    on_cleanup(move || keys.remove());

    // Focus follows the game: after every move it lands where the viewer acts next.
    crate::ui::focus::follow_game(feed.view, parts);
    // The page's one live region tells the game as it goes (the screens' module's tables
    // tell it through the page's, see `ui::later::module`).
    if let Some(announcer) = use_context::<crate::ui::announce::Announcer>() {
        crate::ui::announce::follow(feed.view, announcer);
    }
    // The table moves, sounds and shows each battle's outcome with the game.
    let banner: banner::BannerText = RwSignal::new(None);
    crate::ui::news::follow(feed.view, move |v, news| {
        motion.after_change(v.viewer, news);
        crate::ui::sound::play(&crate::ui::sound::cues(v, news));
        banner::announce(banner, v, news);
    });
    // A tap or a key may move a card at once: the motion starts from the table as the
    // player saw it. And from the first one on, the table may make sounds.
    let taps = window_event_listener(leptos::ev::pointerdown, move |ev| {
        crate::ui::sound::gesture(&ev);
        motion.remember_layout()
    });
    let presses = window_event_listener(leptos::ev::keydown, move |ev| {
        crate::ui::sound::gesture(&ev);
        motion.remember_layout()
    });
    on_cleanup(move || {
        taps.remove();
        presses.remove();
    });

    // Rebuilt only when a hand-off starts or ends, not on every move.
    let handoff = Memo::new(move |_| feed.view.with(|v| v.as_ref().and_then(|v| v.handoff)));
    // How many moves have been played: tests wait on it to see a click land.
    let step = move || {
        feed.view
            .with(|v| v.as_ref().map_or(0, |v| v.moves).to_string())
    };
    // A daily deal's day (`session::daily`), for the page and the tests.
    let daily = move || {
        feed.view
            .with(|v| v.as_ref().and_then(|v| v.daily).map(|d| d.to_string()))
    };

    view! {
        {move || match handoff.get() {
            Some(seat) => view! { <Handoff feed=feed seat=seat/> }.into_any(),
            None => view! {
                <div class="game" data-screen="game" data-step=step data-daily=daily use:mark=(parts, Part::Frame)>
                    <div class="status-line">
                        <StatusBar feed=feed parts=parts/>
                        <div class="table-tools">
                            <Drawer class="chronicle-drawer" label=Signal::derive(|| t("log-title")) icon=Icon::Chronicle>
                                <Chronicle feed=feed/>
                            </Drawer>
                            {tools.as_ref().map(|tools| tools.run())}
                            <SoundSwitch/>
                            <crate::ui::rules::GameRulesButton feed=feed/>
                        </div>
                    </div>
                    <div class="board-and-table">
                        <div class="map-pane">
                            <MapPane feed=feed parts=parts/>
                            <Banner shown=banner/>
                        </div>
                        <div class="table-pane">
                            <Rows feed=feed parts=parts/>
                            {panel.as_ref().map(|panel| panel.run())}
                            <Prompt feed=feed keep_choice=keep_choice parts=parts/>
                            <AiFailed feed=feed/>
                        </div>
                    </div>
                </div>
            }.into_any(),
        }}
    }
}

#[component]
fn MapPane(feed: Feed, parts: Parts) -> impl IntoView {
    let state = Signal::derive(move || {
        feed.view.with(|v| {
            v.as_ref().map_or_else(MapState::default, |v| {
                MapState::of(v, selectable_regions(v.phase(), &v.legal))
            })
        })
    });
    let pick = Callback::new(move |action: Action| feed.send(action));
    view! { <ItalyMap state=state on_pick=pick parts=parts/> }
}

/// The AI could not move (its worker did not load or answer): the game is kept, and the
/// player asks it again.
#[component]
fn AiFailed(feed: Feed) -> impl IntoView {
    move || {
        feed.ai_failed.get().then(|| {
            view! {
                <p class="error" role="alert" data-error="ai">
                    {tr("ai-unavailable")}" "
                    <button class="action" data-action="retry-ai" on:click=move |_| feed.retry_ai.run(())>{tr("ai-retry")}</button>
                </p>
            }
        })
    }
}
