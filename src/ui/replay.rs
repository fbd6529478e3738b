//! The replay viewer: step through a recorded game, jump to any battle, see the map, the
//! rows and every hand as they were (a record hides nothing), the chronicle in step; fork
//! a new game from any point; review the game (or, opened from its review, return to it).

use crate::i18n::{region_name, t, tf, tr};
use crate::ui::cards::CardFace;
use crate::ui::colors::color;
use crate::ui::heraldry::arms;
use crate::ui::map::{ItalyMap, MapState};
use engine::{Action, Event, Setup};
use leptos::prelude::*;
use session::screen::Replayed;
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
    /// The move shown first (the start if none) and, for a game still in progress, whose
    /// view it shows.
    replayed: Replayed,
    /// "Continue from here": offered when given (never on a finished game's end).
    #[prop(optional, into)]
    on_continue: Option<Callback<Session>>,
    /// "New game": offered when given.
    #[prop(optional, into)]
    on_exit: Option<Callback<()>>,
    /// "Review the game": offered when given.
    #[prop(optional, into)]
    on_review: Option<Callback<()>>,
    /// Back to where the replay was opened from (a review): offered when given.
    #[prop(optional, into)]
    on_back: Option<Callback<()>>,
    /// The step shown, told as it changes (the address follows it).
    #[prop(optional, into)]
    on_step: Option<Callback<usize>>,
) -> impl IntoView {
    let total = recording.actions.len();
    let step = RwSignal::new((replayed.at.unwrap_or(0) as usize).min(total));
    let recording = StoredValue::new(recording);
    let finished = recording.with_value(|r| r.at(r.actions.len()).game().is_over());
    // The seat whose view a game still in progress is replayed from.
    let seat = (!finished).then_some(replayed.seat).flatten();
    let battles = recording.with_value(|r| r.battle_starts());
    let session = Memo::new(move |_| recording.with_value(|r| r.at(step.get())));
    Effect::new(move |first: Option<()>| {
        let at = step.get();
        if let (Some(on_step), Some(())) = (on_step, first) {
            on_step.run(at);
        }
    });
    // A game in progress: the table as its seat saw it (the public view without a seat).
    let view = Memo::new(move |_| session.with(|s| s.view(seat)));
    let map = Signal::derive(move || view.with(|v| MapState::of(v, Vec::new())));
    let seats = move || {
        session.with(|s| {
            let whole = finished;
            let v = view.get();
            let strengths = if whole {
                s.game().strengths().map(|x| x.total)
            } else {
                v.observation.announced_strengths().map(|x| x.total)
            };
            let rules = *s.rules();
            (0..s.game().players())
                .map(|seat_no| {
                    let i = seat_no as usize;
                    let cfg = &s.seats()[i];
                    let row = if whole {
                        s.game().row(seat_no).iter().map(|p| view! { <CardFace card=p.card rules=rules hidden_to_others=!p.face_up/> }.into_any()).collect_view()
                    } else {
                        v.observation.rows[i].iter().map(|c| match c.card {
                            Some(card) => view! { <CardFace card=card rules=rules hidden_to_others=!c.face_up/> }.into_any(),
                            None => view! { <crate::ui::cards::CardBack/> }.into_any(),
                        }).collect_view()
                    };
                    let hand = if whole {
                        Some(s.game().hand(seat_no).cards().map(|c| view! { <CardFace card=c rules=rules/> }).collect_view())
                    } else {
                        (seat == Some(seat_no)).then(|| v.observation.hand.cards().map(|c| view! { <CardFace card=c rules=rules/> }).collect_view())
                    };
                    let regions = v.table().region_count(seat_no);
                    view! {
                        <div class="row" data-seat=seat_no.to_string() data-strength=strengths[i].to_string() style=format!("--seat-color: {}", color(cfg.color))>
                            <div class="row-head">
                                {arms(cfg.color)}
                                <bdi class="seat-name">{cfg.name.clone()}</bdi>
                                {(v.table().token == seat_no).then(|| view! { <span class="token-badge" title=tr("table-token")>"♜"</span> })}
                                <span class="meta">{move || crate::i18n::regions_text(regions)}</span>
                                <span class="strength-plain">{strengths[i]}</span>
                            </div>
                            <div class="row-cards">{row}</div>
                            {hand.map(|hand| view! { <div class="replay-hand" data-hand=seat_no.to_string()>{hand}</div> })}
                        </div>
                    }
                })
                .collect_view()
        })
    };
    // The chronicle as the replay's viewer may read it: whole once the game is over.
    let lines = Memo::new(move |_| {
        if finished {
            session.with(|s| s.chronicle_lines(&crate::i18n::catalog()))
        } else {
            view.with(|v| v.chronicle_lines(&crate::i18n::catalog()))
        }
    });
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
    // Continue from here: a position still to play (a finished game's end is not one).
    let can_continue = move || session.with(|s| !s.game().is_over());
    view! {
        <section class="replay" data-screen="replay" data-step=move || step.get().to_string() data-total=total.to_string()
            data-view=move || match seat { Some(s) => s.to_string(), None if finished => "all".to_string(), None => "public".to_string() }>
            <h2>{tr("replay-title")}</h2>
            {(!finished).then(|| view! { <p class="muted" data-replay-view="seat">{move || match seat {
                Some(s) => tf("replay-as-seat", &[("name", session.with_untracked(|x| x.name(s).to_string()).into())]),
                None => t("replay-public"),
            }}</p> })}
            {on_back.map(|on_back| view! {
                <button class="primary" data-action="back-to-review" on:click=move |_| on_back.run(())>{tr("review-back-to-review")}</button>
            })}
            <div class="replay-controls">
                <button data-action="replay-start" on:click=move |_| step.set(0) disabled=move || { step.get() == 0 }>{tr("replay-start")}</button>
                <button data-action="replay-back" on:click=move |_| step.update(|s| *s = s.saturating_sub(1)) disabled=move || { step.get() == 0 }>{tr("replay-back")}</button>
                <span class="replay-position">{move || tf("replay-position", &[("step", step.get().into()), ("total", total.into())])}</span>
                <button data-action="replay-forward" on:click=move |_| step.update(|s| *s = (*s + 1).min(total)) disabled=move || { step.get() >= total }>{tr("replay-forward")}</button>
                <button data-action="replay-end" on:click=move |_| step.set(total) disabled=move || { step.get() >= total }>{tr("replay-end")}</button>
                <select data-field="battle" aria-label=tr("replay-jump") on:change=move |ev| {
                    if let Ok(at) = event_target_value(&ev).parse::<usize>() { step.set(at.min(total)); }
                }>
                    <option value="">{tr("replay-jump")}</option>
                    {jump}
                </select>
            </div>
            <div class="board-and-table">
                <div class="map-pane"><ItalyMap state=map on_pick=Callback::new(|_| {})/></div>
                <div class="table-pane rows">{seats}</div>
            </div>
            <div class="actions">
                {on_continue.map(|on_continue| view! {
                    {move || can_continue().then(|| view! {
                        <button class="primary" data-action="continue" on:click=move |_| on_continue.run(session.get_untracked())>{tr("replay-continue")}</button>
                    })}
                })}
                {on_review.filter(|_| finished).map(|on_review| view! {
                    <button data-action="review" on:click=move |_| on_review.run(())>{tr("review-open")}</button>
                })}
                {on_exit.map(|on_exit| view! {
                    <button data-action="new-game" on:click=move |_| on_exit.run(())>{tr("action-new-game")}</button>
                })}
            </div>
            <section class="chronicle">
                <h3>{tr("log-title")}</h3>
                // Newest first, numbered in the order things happened.
                <ol class="log" tabindex="0" aria-label=tr("log-title") reversed=true start=move || lines.with(|l| l.len().to_string())>{log}</ol>
            </section>
        </section>
    }
}
