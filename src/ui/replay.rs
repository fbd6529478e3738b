//! The replay viewer: step through a recorded game, jump to any battle, see the map, the
//! rows and every hand as they were (a record hides nothing), the chronicle in step; fork
//! a new game from any point; review the game (or, opened from its review, return to it).

use crate::i18n::{region_name, t, tf};
use crate::ui::cards::CardFace;
use crate::ui::colors::color;
use crate::ui::heraldry::arms;
use crate::ui::map::{ItalyMap, MapState};
use engine::{Action, Event, Setup};
use leptos::prelude::*;
use session::seats::seats_from_link;
use session::{SeatConfig, Session};

/// A recorded game to view.
#[derive(Clone, Debug, PartialEq)]
pub struct Recording {
    pub setup: Setup,
    pub seats: Vec<SeatConfig>,
    pub actions: Vec<Action>,
}

impl Recording {
    /// The game of a record link's code: its setup checked by the engine, its seats as
    /// every table's are ([`session::seats::check_seats`]).
    pub fn decode(code: &str) -> Result<Recording, session::Error> {
        let shared = links::decode(code).map_err(session::Error::Link)?;
        let seats =
            seats_from_link(&shared.seats, shared.setup.players).map_err(session::Error::Seats)?;
        Ok(Recording {
            setup: shared.setup,
            seats,
            actions: shared.actions,
        })
    }

    /// The session after the first `step` actions.
    pub fn at(&self, step: usize) -> Session {
        // A record that turns illegal part-way is shown up to its last legal action.
        Session::played_up_to(
            self.setup,
            self.seats.clone(),
            &self.actions[..step.min(self.actions.len())],
        )
        .expect("a decoded record has a valid setup")
    }

    /// The steps at which a battle starts, with the battle's region.
    pub fn battle_starts(&self) -> Vec<(usize, String)> {
        let Ok(mut game) = engine::Game::new(self.setup) else {
            return Vec::new();
        };
        let mut starts = Vec::new();
        for (i, action) in self.actions.iter().enumerate() {
            let Ok(events) = game.apply(*action) else {
                break;
            };
            for e in events {
                if let Event::BattleStarted { region, .. } = e {
                    let name = region.map_or_else(|| t("table-final-battle"), region_name);
                    let label = tf(
                        "replay-battle",
                        &[
                            ("number", (starts.len() + 1).into()),
                            ("region", name.into()),
                        ],
                    );
                    starts.push((i + 1, label));
                }
            }
        }
        starts
    }
}

#[component]
pub fn ReplayViewer(
    recording: Recording,
    /// The step shown first (the end if none).
    #[prop(optional)]
    start: Option<usize>,
    /// "Continue from here": offered when given.
    #[prop(optional, into)]
    on_continue: Option<Callback<Session>>,
    /// "New game": offered when given.
    #[prop(optional, into)]
    on_exit: Option<Callback<()>>,
    /// "Review the game": offered when given.
    #[prop(optional, into)]
    on_review: Option<Callback<()>>,
) -> impl IntoView {
    let total = recording.actions.len();
    let step = RwSignal::new(start.unwrap_or(total).min(total));
    let recording = StoredValue::new(recording);
    let battles = recording.with_value(|r| r.battle_starts());
    let session = Memo::new(move |_| recording.with_value(|r| r.at(step.get())));
    let map = Signal::derive(move || session.with(|s| MapState::of(s, Vec::new())));
    let seats = move || {
        session.with(|s| {
            let strengths = s.game().strengths();
            let rules = *s.rules();
            (0..s.game().players())
                .map(|seat| {
                    let cfg = &s.seats()[seat as usize];
                    let row = s.game().row(seat).iter().map(|p| view! { <CardFace card=p.card rules=rules hidden_to_others=!p.face_up/> }).collect_view();
                    let hand = s.game().hand(seat).cards().map(|c| view! { <CardFace card=c rules=rules/> }).collect_view();
                    view! {
                        <div class="row" data-seat=seat.to_string() data-strength=strengths[seat as usize].total.to_string() style=format!("--seat-color: {}", color(cfg.color))>
                            <div class="row-head">
                                {arms(cfg.color)}
                                <span class="seat-name">{cfg.name.clone()}</span>
                                {(s.game().table().token == seat).then(|| view! { <span class="token-badge" title=t("table-token")>"♜"</span> })}
                                <span class="meta">{crate::i18n::regions_text(s.game().table().region_count(seat))}</span>
                                <span class="strength-plain">{strengths[seat as usize].total}</span>
                            </div>
                            <div class="row-cards">{row}</div>
                            <div class="replay-hand" data-hand=seat.to_string()>{hand}</div>
                        </div>
                    }
                })
                .collect_view()
        })
    };
    let lines = Memo::new(move |_| session.with(|s| s.chronicle_lines(&crate::i18n::catalog())));
    let log = move || {
        lines.with(|lines| {
            lines
                .iter()
                .rev()
                .map(|line| view! { <li>{line.text.clone()}</li> })
                .collect_view()
        })
    };
    let jump = battles
        .iter()
        .map(|(at, label)| {
            let at = *at;
            view! { <option value=at.to_string()>{label.clone()}</option> }
        })
        .collect_view();
    view! {
        <section class="replay" data-screen="replay" data-step=move || step.get().to_string() data-total=total.to_string()>
            <h2>{t("replay-title")}</h2>
            <div class="replay-controls">
                <button data-action="replay-start" on:click=move |_| step.set(0) disabled=move || { step.get() == 0 }>{t("replay-start")}</button>
                <button data-action="replay-back" on:click=move |_| step.update(|s| *s = s.saturating_sub(1)) disabled=move || { step.get() == 0 }>{t("replay-back")}</button>
                <span class="replay-position">{move || tf("replay-position", &[("step", step.get().into()), ("total", total.into())])}</span>
                <button data-action="replay-forward" on:click=move |_| step.update(|s| *s = (*s + 1).min(total)) disabled=move || { step.get() >= total }>{t("replay-forward")}</button>
                <button data-action="replay-end" on:click=move |_| step.set(total) disabled=move || { step.get() >= total }>{t("replay-end")}</button>
                <select data-field="battle" aria-label=t("replay-jump") on:change=move |ev| {
                    if let Ok(at) = event_target_value(&ev).parse::<usize>() { step.set(at.min(total)); }
                }>
                    <option value="">{t("replay-jump")}</option>
                    {jump}
                </select>
            </div>
            <div class="board-and-table">
                <div class="map-pane"><ItalyMap state=map on_pick=Callback::new(|_| {})/></div>
                <div class="table-pane rows">{seats}</div>
            </div>
            <div class="actions">
                {on_continue.map(|on_continue| view! {
                    <button class="primary" data-action="continue" on:click=move |_| on_continue.run(session.get_untracked())>{t("replay-continue")}</button>
                })}
                {on_review.map(|on_review| view! {
                    <button data-action="review" on:click=move |_| on_review.run(())>{t("review-open")}</button>
                })}
                {on_exit.map(|on_exit| view! {
                    <button data-action="new-game" on:click=move |_| on_exit.run(())>{t("action-new-game")}</button>
                })}
            </div>
            <section class="chronicle">
                <h3>{t("log-title")}</h3>
                // Newest first, numbered in the order things happened.
                <ol class="log" tabindex="0" aria-label=t("log-title") reversed=true start=move || lines.with(|l| l.len().to_string())>{log}</ol>
            </section>
        </section>
    }
}
