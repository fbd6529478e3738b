//! Every seat's row on the table: its cards (face down where the viewer may not see
//! them), its announced strength with the breakdown, the Condottiere, passed and
//! defending marks, hand size and regions.

use super::feed::Feed;
use crate::i18n::{t, tf, tr};
use crate::ui::cards::{CardBack, CardFace};
use crate::ui::colors::color;
use crate::ui::heraldry::arms;
use crate::ui::parts::{mark, Part, Parts};
use engine::{Season, Strength};
use leptos::prelude::*;

/// "Mercenaries 12, Drummer +12, Spring +3 → 27": the message ids and values.
fn breakdown(s: &Strength) -> Vec<(&'static str, i32)> {
    [
        ("strength-base", s.base),
        ("strength-winter", s.winter),
        ("strength-drummer", s.drummer),
        ("strength-spring", s.spring),
        ("strength-heroines", s.heroines),
        ("strength-courtesans", s.courtesans),
        ("strength-spies", s.spies),
    ]
    .into_iter()
    .filter(|(k, v)| *v != 0 || *k == "strength-base")
    .collect()
}

/// Escape closes an open strength breakdown and puts focus back on its summary.
fn close_on_escape(ev: leptos::ev::KeyboardEvent) {
    use wasm_bindgen::JsCast;
    if ev.key() != "Escape" {
        return;
    }
    let Some(details) = ev
        .current_target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlDetailsElement>().ok())
    else {
        return;
    };
    if details.open() {
        ev.prevent_default();
        crate::ui::focus::close_details(&details);
    }
}

#[component]
pub fn Rows(feed: Feed, parts: Parts) -> impl IntoView {
    move || {
        feed.view.with(|v| {
            let Some(v) = v.as_ref() else { return ().into_any() };
            let obs = &v.observation;
            let strengths = obs.announced_strengths();
            let table = &obs.table;
            let rules = *v.rules();
            // The cards a season changes, marked on the table: every face-up Mercenary in
            // Winter, the highest face-up Mercenaries in Spring.
            let season = table.season;
            let highest = obs
                .rows
                .iter()
                .flatten()
                .filter(|c| c.face_up)
                .filter_map(|c| c.card?.mercenary_value())
                .max();
            let changed_by_season = |card: Option<engine::Card>, face_up: bool| {
                let value = card.filter(|_| face_up).and_then(|c| c.mercenary_value());
                match (season, value) {
                    (Some(Season::Winter), Some(_)) => Some("wintered"),
                    (Some(Season::Spring), Some(v)) if Some(v) == highest => Some("sprung"),
                    _ => None,
                }
            };
            let rows = (0..v.players())
                .map(|seat| {
                    let i = seat as usize;
                    let seat_cfg = &v.seats[i];
                    let strength = strengths[i];
                    let in_battle = table.in_battle(seat);
                    let passed = table.battle.participants & (1 << seat) != 0 && !in_battle;
                    let regions = table.region_count(seat);
                    let cards = obs.rows[i]
                        .iter()
                        .enumerate()
                        .map(|(pos, c)| {
                            // The view holds a face-down card only for its owner.
                            let face = match c.card {
                                Some(card) => {
                                    view! { <CardFace card=card rules=rules hidden_to_others=!c.face_up/> }.into_any()
                                }
                                None => view! { <CardBack/> }.into_any(),
                            };
                            let fresh = v.fresh_card == Some((seat, pos));
                            let season_mark = changed_by_season(c.card, c.face_up);
                            view! { <li class=format!("slot {}", season_mark.unwrap_or_default()) class:fresh=fresh use:mark=(parts, Part::RowCard { seat, place: pos })>{face}</li> }
                        })
                        .collect_view();
                    let why = breakdown(&strength)
                        .into_iter()
                        .map(|(label, n)| view! { <li><span>{move || t(label)}</span><span>{format!("{n:+}")}</span></li> })
                        .collect_view();
                    let battles_won = table.battles_won[i];
                    let won = move || {
                        if rules.duel {
                            tf("table-battles-won", &[("count", battles_won.into())])
                        } else {
                            crate::i18n::regions_text(regions)
                        }
                    };
                    let name = seat_cfg.name.clone();
                    let total = strength.total;
                    let strength_label = {
                        let name = name.clone();
                        move || tf("strength-of", &[("name", i18n::Arg::player(name.as_str())), ("strength", total.into())])
                    };
                    let row_label = {
                        let name = name.clone();
                        move || tf("table-row-of", &[("name", i18n::Arg::player(name.as_str()))])
                    };
                    let hand_size = obs.hand_sizes[i];
                    let row_count = obs.rows[i].len();
                    view! {
                        <section
                            class="row"
                            class:acting={v.acting() == Some(seat)}
                            class:passed=passed
                            data-seat=seat.to_string()
                            data-seat-state=move || feed.presence.with(|p| p.get(i).copied().flatten())
                            data-strength=strength.total.to_string()
                            style=format!("--seat-color: {}", color(seat_cfg.color))
                            aria-label=row_label
                        >
                            <div class="row-head" use:mark=(parts, Part::RowHead(seat))>
                                {arms(seat_cfg.color)}
                                <bdi class="seat-name">{name.clone()}</bdi>
                                {(table.token == seat).then(|| view! { <span class="token-badge" role="img" aria-label=tr("table-token") title=tr("table-token") use:mark=(parts, Part::TokenBadge)>"♜"</span> })}
                                <details class="strength" on:keydown=close_on_escape>
                                    <summary aria-label=strength_label.clone() title=strength_label use:mark=(parts, Part::Breakdown(seat))>{strength.total}</summary>
                                    <ul>{why}</ul>
                                </details>
                            </div>
                            // The cards overlap when the row is full rather than make it
                            // grow; the defender's and passed marks, the hand and the
                            // regions close the line.
                            <div class="row-body">
                                <ul class="row-cards" aria-label=move || tf("table-row-cards", &[("count", row_count.into())])>{cards}</ul>
                                {(table.battle.defender == Some(seat)).then(|| view! { <span class="tag">{tr("table-defender")}</span> })}
                                {passed.then(|| view! { <span class="tag passed-tag">{tr("table-passed")}</span> })}
                                <span class="meta">{move || tf("table-cards", &[("count", hand_size.into())])}" · "{won}</span>
                            </div>
                        </section>
                    }
                })
                .collect_view();
            view! { <div class="rows" data-seats=v.players().to_string()>{rows}</div> }.into_any()
        })
    }
}
