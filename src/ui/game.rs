//! The table during a game: the map, every seat's row, the acting human's hand and
//! decisions, the hand-off screen between humans, AI turns at a readable pace, the log.

use crate::i18n::{t, tf};
use crate::session::{card_name, Session};
use crate::ui::cards::{card_family, card_mark, CardBack, CardFace};
use crate::ui::colors::{color, pattern};
use crate::ui::map::{selectable_regions, ItalyMap, MapState};
use engine::{Action, Card, Observation, Phase, Strength};
use leptos::prelude::*;
use std::time::Duration;

/// The game in progress, shared by the screens.
pub type SessionSignal = RwSignal<Option<Session>>;

/// Applies a human's action (the engine refuses an illegal one and nothing changes).
fn send(session: SessionSignal, error: RwSignal<Option<String>>, action: Action) {
    session.update(|s| {
        if let Some(s) = s.as_mut() {
            match s.apply(action) {
                Ok(_) => error.set(None),
                Err(e) => error.set(Some(e)),
            }
        }
    });
}

/// The seat whose view the screen shows: the device holder, or nobody (public view).
fn viewer_observation(s: &Session) -> Observation {
    s.game.observation(s.viewer.unwrap_or(0))
}

#[component]
pub fn GameScreen(session: SessionSignal, pace_ms: RwSignal<u32>) -> impl IntoView {
    let error: RwSignal<Option<String>> = RwSignal::new(None);
    // A hint belongs to one position (the number of actions played when it was asked):
    // it is never shown for a later one, which may be another player's turn.
    let hint: RwSignal<Option<(usize, String)>> = RwSignal::new(None);
    let keep_choice: RwSignal<Vec<Card>> = RwSignal::new(Vec::new());

    // AI turns: whenever an AI must act, it is asked at once (in its Web Worker) from its
    // own observation, and its move is shown when both the pace delay has passed and the
    // answer is in: the player waits max(pace, thinking) rather than their sum. A stale
    // answer (the game moved on meanwhile) does nothing.
    Effect::new(move |_| {
        let pending = session.with(|s| {
            let s = s.as_ref()?;
            let (seat, level) = s.ai_to_act()?;
            let phase = s.game.phase();
            // Cards of a battle a human is still in come at the full pace. A follow-up
            // decision (the Scarecrow's pick, the favor, a discard) comes right after the
            // card that caused it, and a battle the humans have left plays out at triple
            // speed: nobody is waiting to answer those.
            let table = s.game.table();
            let human_in_battle = s.humans().any(|h| table.in_battle(h));
            let full_pace = human_in_battle && matches!(phase, Phase::Battle { .. });
            let count = s.record.actions.len();
            let decision_seed =
                s.record.setup.seed ^ (count as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            Some((
                seat,
                level,
                count,
                decision_seed,
                full_pace,
                s.game.observation(seat),
            ))
        });
        let Some((seat, level, count, decision_seed, full_pace, obs)) = pending else {
            return;
        };
        let pace = pace_ms.get_untracked();
        let delay = if full_pace { pace } else { pace / 3 };
        let asked_at = js_sys::Date::now();
        crate::ai_client::request(obs, level.engine_level(), decision_seed, move |action| {
            let apply = move || {
                session.update(|s| {
                    let Some(s) = s.as_mut() else { return };
                    if s.record.actions.len() != count || s.acting() != Some(seat) {
                        return;
                    }
                    if let Some(action) = action {
                        let _ = s.apply(action);
                    }
                });
            };
            // Always through a timer, even at no delay: the main-thread fallback answers
            // synchronously, inside this effect.
            let elapsed = (js_sys::Date::now() - asked_at).max(0.0) as u64;
            let rest = (delay as u64).saturating_sub(elapsed);
            set_timeout(apply, Duration::from_millis(rest));
        });
    });

    // Keyboard: 1–9 play the n-th playable card, P passes, Enter confirms.
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let Some((seat, phase, legal)) = session.with_untracked(|s| {
            s.as_ref().and_then(|s| {
                s.human_to_act()
                    .map(|seat| (seat, s.game.phase(), s.game.legal_actions()))
            })
        }) else {
            return;
        };
        let _ = seat;
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
        } else if key == "Enter" && matches!(phase, Phase::KeepCards { .. }) {
            ev.prevent_default();
            confirm_keep(session, error, keep_choice);
        }
    });
    on_cleanup(move || keys.remove());

    let handoff = move || session.with(|s| s.as_ref().and_then(|s| s.handoff_to()));
    // How many actions have been played: tests wait on it to see a click land.
    let step =
        move || session.with(|s| s.as_ref().map_or(0, |s| s.record.actions.len()).to_string());

    view! {
        {move || match handoff() {
            Some(seat) => view! { <Handoff session=session seat=seat/> }.into_any(),
            None => view! {
                <div class="game" data-screen="game" data-step=step>
                    <StatusBar session=session/>
                    <div class="board-and-table">
                        <div class="map-pane"><MapPane session=session error=error/></div>
                        <div class="table-pane">
                            <Rows session=session/>
                            <Prompt session=session error=error hint=hint keep_choice=keep_choice/>
                        </div>
                    </div>
                    <Chronicle session=session/>
                </div>
            }.into_any(),
        }}
    }
}

fn confirm_keep(
    session: SessionSignal,
    error: RwSignal<Option<String>>,
    choice: RwSignal<Vec<Card>>,
) {
    let picked = choice.get_untracked();
    let action = Action::Keep([picked.first().copied(), picked.get(1).copied()]);
    choice.set(Vec::new());
    send(session, error, action);
}

/// "Pass the device to Bianca — tap when ready": nothing private is rendered meanwhile.
#[component]
fn Handoff(session: SessionSignal, seat: u8) -> impl IntoView {
    let name = session.with_untracked(|s| {
        s.as_ref()
            .map(|s| s.name(seat).to_string())
            .unwrap_or_default()
    });
    let reveal = move |_| {
        session.update(|s| {
            if let Some(s) = s.as_mut() {
                s.take_device(seat);
            }
        })
    };
    view! {
        <section class="handoff" data-screen="handoff">
            <h2>{tf("handoff.title", &[&name])}</h2>
            <button class="primary big" data-action="reveal" on:click=reveal autofocus=true>
                {tf("handoff.tap", &[&name])}
            </button>
        </section>
    }
}

#[component]
fn StatusBar(session: SessionSignal) -> impl IntoView {
    move || {
        session.with(|s| {
            let Some(s) = s.as_ref() else { return ().into_any() };
            let table = s.game.table();
            let battle = match (table.battle.region, table.final_battle, s.rules().duel) {
                _ if table.phase == Phase::ChooseRegion => t("table.between_battles").to_string(),
                (Some(r), _, _) => tf("table.battle_for", &[r.name()]),
                (None, true, _) => t("table.final_battle").to_string(),
                (None, false, _) => tf("table.duel_battle", &[&(table.battles_fought + 1).to_string()]),
            };
            let season = match table.season {
                Some(season) => tf("table.season", &[card_name(season.card(), s.preset())]),
                None => t("table.no_season").to_string(),
            };
            let deck = if s.rules().duel {
                (0..s.game.players()).map(|p| s.game.own_deck_size(p)).sum::<usize>()
            } else {
                s.game.deck_size()
            };
            let turn = match s.acting() {
                Some(seat) if s.ai_to_act().is_some() => tf("turn.waiting", &[s.name(seat)]),
                Some(seat) => tf("turn.yours", &[s.name(seat)]),
                None => t("over.title").to_string(),
            };
            view! {
                <div class="status">
                    <span class="battle" data-battle=(table.battles_fought + 1).to_string()>{battle}</span>
                    <span class="season" data-season=format!("{:?}", table.season)>{season}</span>
                    <span>{tf("table.round", &[&table.round.to_string()])}</span>
                    <span>{tf("table.deck", &[&deck.to_string()])}</span>
                    <span>{tf("table.discard", &[&table.discard.total().to_string()])}</span>
                    <span class="turn" data-acting=s.acting().map(|a| a.to_string()).unwrap_or_default()>{turn}</span>
                </div>
            }
            .into_any()
        })
    }
}

#[component]
fn MapPane(session: SessionSignal, error: RwSignal<Option<String>>) -> impl IntoView {
    let state = Signal::derive(move || {
        session.with(|s| {
            s.as_ref().map_or_else(MapState::default, |s| {
                let selectable = match s.human_to_act() {
                    Some(_) => selectable_regions(s.game.phase(), &s.game.legal_actions()),
                    None => Vec::new(),
                };
                MapState::of(s, selectable)
            })
        })
    });
    let pick = Callback::new(move |action: Action| send(session, error, action));
    view! { <ItalyMap state=state on_pick=pick/> }
}

/// "Mercenaries 12, Drummer +12, Spring +3 → 27".
fn breakdown(s: &Strength) -> Vec<(&'static str, i32)> {
    [
        ("strength.base", s.base),
        ("strength.winter", s.winter),
        ("strength.drummer", s.drummer),
        ("strength.spring", s.spring),
        ("strength.heroines", s.heroines),
        ("strength.courtesans", s.courtesans),
        ("strength.spies", s.spies),
    ]
    .into_iter()
    .filter(|(k, v)| *v != 0 || *k == "strength.base")
    .map(|(k, v)| (t(k), v))
    .collect()
}

#[component]
fn Rows(session: SessionSignal) -> impl IntoView {
    move || {
        session.with(|s| {
            let Some(s) = s.as_ref() else { return ().into_any() };
            let obs = viewer_observation(s);
            let public = s.viewer.is_none();
            let strengths = obs.announced_strengths();
            let table = &obs.table;
            let rules = *s.rules();
            let rows = (0..s.game.players())
                .map(|seat| {
                    let i = seat as usize;
                    let seat_cfg = &s.seats[i];
                    let strength = strengths[i];
                    let in_battle = table.in_battle(seat);
                    let passed = table.battle.participants & (1 << seat) != 0 && !in_battle;
                    let regions = table.region_count(seat);
                    let cards = obs.rows[i]
                        .iter()
                        .enumerate()
                        .map(|(pos, c)| {
                            let face = match c.card {
                                Some(card) if c.face_up || !public => {
                                    view! { <CardFace card=card rules=rules hidden_to_others=!c.face_up/> }.into_any()
                                }
                                _ => view! { <CardBack/> }.into_any(),
                            };
                            let fresh = s.fresh_card == Some((seat, pos));
                            view! { <div class="slot" class:fresh=fresh>{face}</div> }
                        })
                        .collect_view();
                    let why = breakdown(&strength)
                        .into_iter()
                        .map(|(label, v)| view! { <li><span>{label}</span><span>{format!("{v:+}")}</span></li> })
                        .collect_view();
                    let won = if rules.duel {
                        tf("table.battles_won", &[&table.battles_won[i].to_string()])
                    } else {
                        crate::i18n::regions_text(regions)
                    };
                    view! {
                        <div
                            class="row"
                            class:acting={s.acting() == Some(seat)}
                            class:passed=passed
                            data-seat=seat.to_string()
                            data-strength=strength.total.to_string()
                            style=format!("--seat-color: {}", color(seat_cfg.color))
                        >
                            <div class="row-head">
                                <span class=format!("chip pattern-{}", pattern(seat_cfg.color))></span>
                                <span class="seat-name">{seat_cfg.name.clone()}</span>
                                {(table.token == seat).then(|| view! { <span class="token-badge" title=t("table.token")>"♜"</span> })}
                                {(table.battle.defender == Some(seat)).then(|| view! { <span class="tag">{t("table.defender")}</span> })}
                                {passed.then(|| view! { <span class="tag">{t("table.passed")}</span> })}
                                <span class="meta">{tf("table.cards", &[&obs.hand_sizes[i].to_string()])}" · "{won}</span>
                                <details class="strength">
                                    <summary title=t("strength.total")>{strength.total}</summary>
                                    <ul>{why}</ul>
                                </details>
                            </div>
                            <div class="row-cards">{cards}</div>
                        </div>
                    }
                })
                .collect_view();
            view! { <div class="rows">{rows}</div> }.into_any()
        })
    }
}

#[component]
fn Prompt(
    session: SessionSignal,
    error: RwSignal<Option<String>>,
    hint: RwSignal<Option<(usize, String)>>,
    keep_choice: RwSignal<Vec<Card>>,
) -> impl IntoView {
    // The hint is the Hard AI's move, searched in the worker like the opponents' moves
    // (a Hard search on the main thread would freeze the page for a moment).
    let ask_hint = move |_| {
        let Some((obs, count, seed)) = session.with_untracked(|s| {
            let s = s.as_ref()?;
            let seat = s.human_to_act()?;
            let count = s.record.actions.len();
            Some((
                s.game.observation(seat),
                count,
                s.record.setup.seed ^ count as u64,
            ))
        }) else {
            return;
        };
        hint.set(Some((count, t("hint.thinking").to_string())));
        crate::ai_client::request(obs, ai::Level::Hard, seed, move |action| {
            let text = session.with_untracked(|s| {
                let s = s.as_ref()?;
                // The position moved on while the AI thought: the hint no longer applies.
                (s.record.actions.len() == count).then_some(())?;
                Some(action_label(s, action?))
            });
            hint.set(text.map(|a| (count, tf("hint.suggests", &[&a]))));
        });
    };
    move || {
        session.with(|s| {
            let Some(s) = s.as_ref() else { return ().into_any() };
            let viewer = s.viewer;
            let obs = viewer.map(|v| s.game.observation(v));
            let rules = *s.rules();
            let acting = s.human_to_act();
            let position = s.record.actions.len();
            let legal = acting.map(|_| s.game.legal_actions()).unwrap_or_default();
            let phase = s.game.phase();
            let message = match (acting, phase) {
                (None, _) => None,
                (Some(_), Phase::ChooseRegion) => Some(t("prompt.choose_region")),
                (Some(_), Phase::Battle { .. }) => Some(t("prompt.battle")),
                (Some(_), Phase::Scarecrow { .. }) => Some(t("prompt.scarecrow")),
                (Some(_), Phase::Favor { .. }) => Some(t("prompt.favor")),
                (Some(_), Phase::HandDiscard { .. }) => Some(t("prompt.hand_discard")),
                (Some(_), Phase::KeepCards { .. }) => Some(t("prompt.keep")),
                (Some(_), Phase::DrawCards { .. }) => Some(t("prompt.draw")),
                (Some(_), Phase::GameOver) => None,
            };
            let keeping = matches!(phase, Phase::KeepCards { .. }) && acting.is_some();
            // The hand: only ever the device holder's, and only when no hand-off is due.
            let hand = obs.as_ref().map(|o| {
                let mut index = 0usize;
                o.hand
                    .cards()
                    .enumerate()
                    .map(|(pos, card)| {
                        let playable = legal.contains(&Action::Play(card));
                        let shortcut = if playable && o.hand.cards().position(|c| c == card) == Some(pos) {
                            index += 1;
                            Some(index)
                        } else {
                            None
                        };
                        let selected = keeping && keep_choice.with(|k| k.iter().filter(|&&c| c == card).count() > o.hand.cards().take(pos).filter(|&c| c == card).count());
                        let name = card_name(card, rules.preset);
                        let help = crate::session::card_help(card, &rules);
                        let click = move |_| {
                            if keeping {
                                keep_choice.update(|k| {
                                    if let Some(p) = k.iter().position(|&c| c == card) {
                                        if selected { k.remove(p); return; }
                                    }
                                    if k.len() < 2 { k.push(card); }
                                });
                            } else {
                                send(session, error, Action::Play(card));
                            }
                        };
                        view! {
                            <button
                                class=format!("card {}", card_family(card))
                                class:selected=selected
                                data-card=card.notation()
                                disabled=!(playable || keeping)
                                title=format!("{name}: {help}")
                                aria-label=name
                                on:click=click
                            >
                                <span class="mark">{card_mark(card)}</span>
                                <span class="name">{name}</span>
                                {shortcut.map(|n| view! { <kbd>{n}</kbd> })}
                            </button>
                        }
                    })
                    .collect_view()
            });
            let buttons = legal
                .iter()
                .filter_map(|&action| {
                    let (name, label) = match action {
                        Action::Pass => ("pass", format!("{} (P)", t("action.pass"))),
                        Action::PassReveal => ("pass-reveal", t("action.pass_reveal").to_string()),
                        Action::Decline => ("decline", t("action.decline").to_string()),
                        Action::TakeNothing => ("take-none", t("action.take_none").to_string()),
                        Action::TakeBack { .. } => ("take", action_label(s, action)),
                        Action::FavorOff => ("favor-off", t("action.favor_off").to_string()),
                        Action::DiscardHand => ("discard-hand", t("action.discard_hand").to_string()),
                        Action::KeepHand => ("keep-hand", t("action.keep_hand").to_string()),
                        Action::Draw(_) => ("draw", action_label(s, action)),
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
                        {t("action.confirm")}
                    </button>
                }
            });
            view! {
                <div class="prompt" data-phase=format!("{phase:?}")>
                    {message.map(|m| view! { <p class="message">{m}</p> })}
                    {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
                    {viewer.map(|_| view! { <h3 class="hand-title">{t("table.hand")}</h3> })}
                    <div class="hand">{hand}</div>
                    <div class="actions">
                        {buttons}
                        {confirm}
                        {acting.map(|_| view! { <button class="action subtle" data-action="hint" on:click=ask_hint>{t("action.hint")}</button> })}
                    </div>
                    {move || hint.get().filter(|(at, _)| *at == position).map(|(_, h)| view! { <p class="hint" aria-live="polite">{h}</p> })}
                </div>
            }
            .into_any()
        })
    }
}

/// Words for an action, for buttons and hints.
pub fn action_label(s: &Session, action: Action) -> String {
    match action {
        Action::Play(card) => s.card_name(card).to_string(),
        Action::TakeBack { card, from: None } => tf("action.take", &[s.card_name(card)]),
        Action::TakeBack {
            card,
            from: Some(f),
        } => tf("action.take_from", &[s.card_name(card), s.name(f)]),
        Action::ChooseRegion(r) => r.name().to_string(),
        Action::PlaceFavor(r) => format!("{} → {}", t("map.favor"), r.name()),
        Action::Pass => t("action.pass").to_string(),
        Action::PassReveal => t("action.pass_reveal").to_string(),
        Action::Decline => t("action.decline").to_string(),
        Action::TakeNothing => t("action.take_none").to_string(),
        Action::FavorOff => t("action.favor_off").to_string(),
        Action::DiscardHand => t("action.discard_hand").to_string(),
        Action::KeepHand => t("action.keep_hand").to_string(),
        Action::Draw(n) => tf("action.draw", &[&n.to_string()]),
        Action::Keep(cards) => cards
            .iter()
            .flatten()
            .map(|c| s.card_name(*c))
            .collect::<Vec<_>>()
            .join(", "),
    }
}

#[component]
fn Chronicle(session: SessionSignal) -> impl IntoView {
    view! {
        <section class="chronicle">
            <h3>{t("log.title")}</h3>
            // Newest first, numbered in the order things happened (the deal is 1).
            <ol
                class="log"
                aria-live="polite"
                reversed=true
                start=move || session.with(|s| s.as_ref().map_or(0, |s| s.log.len()).to_string())
            >
                {move || session.with(|s| {
                    s.as_ref().map(|s| {
                        s.log.iter().rev().take(200).map(|line| view! { <li>{line.clone()}</li> }).collect_view()
                    })
                })}
            </ol>
        </section>
    }
}
