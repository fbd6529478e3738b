//! The chances drawn: one line per player (their colour and a dash pattern of their
//! own, named in a legend) across the game's moves, each battle a band named by its
//! region, up the chance to win from 0 to 100 %.
//!
//! The SVG draws the lines only: it stretches to the width it is given
//! (`preserveAspectRatio="none"`, strokes that do not scale), while the words (the axis,
//! the battles' names) and the points are HTML laid over it, so they keep their size
//! on a phone and on a wide screen alike. Every move is a point, a button in one Tab
//! stop (the arrow keys move along, Page Up and Down by battle): it shows its move and
//! everyone's chance, and a second press (or Enter) opens the replay there. A table
//! holds the same figures for screen readers.

use super::facts::Facts;
use crate::i18n::{region_name, t, tf, tr};
use crate::ui::colors::color;
use leptos::prelude::*;
use session::review::{BattleKind, BattleMark, Review};
use std::sync::Arc;
use wasm_bindgen::JsCast;

/// Each colour's dash pattern (by colour index, as [`crate::ui::colors`]'s patterns), so
/// the lines differ by more than colour.
const DASHES: [&str; 6] = ["none", "9 4", "2 3", "12 3 3 3", "6 2 1 2", "1 3"];

pub fn dash(color_index: u8) -> &'static str {
    DASHES[color_index as usize % DASHES.len()]
}

/// `value` as a CSS percentage.
fn pct(value: f64) -> String {
    format!("{:.3}%", value)
}

/// A battle's short name on the chart: its region, "Final battle", or the duel's number.
fn battle_name(mark: &BattleMark, index: usize) -> String {
    match (mark.kind, mark.region) {
        (BattleKind::Region, Some(region)) => region_name(region),
        (BattleKind::Final, _) => t("table-final-battle"),
        _ => tf("review-battle-duel", &[("number", (index + 1).into())]),
    }
}

/// The polyline of `seat`: from the deal (x = 0) to after the last move (x = moves),
/// y = 100 − chance.
fn line_points(review: &Review, seat: u8) -> String {
    let start = review.start.get(seat as usize).copied().unwrap_or(0);
    std::iter::once(start)
        .chain(review.series(seat))
        .enumerate()
        .map(|(x, chance)| format!("{x},{}", 100 - chance.min(100) as u32))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The move of the point a pointer or a key event is on. (Found from the event's target:
/// one handler on the chart serves its hundred-odd points.)
fn move_of(target: Option<web_sys::EventTarget>) -> Option<usize> {
    let el: web_sys::Element = target?.dyn_into().ok()?;
    el.closest("[data-move]")
        .ok()??
        .get_attribute("data-move")?
        .parse()
        .ok()
}

/// The move a key takes the chosen point to, from `at` among `moves` (`None`: not a
/// key of the chart's).
fn key_target(key: &str, at: usize, moves: usize, battles: &[BattleMark]) -> Option<usize> {
    let last = moves.checked_sub(1)?;
    let next_battle = battles.iter().map(|b| b.start as usize).find(|&s| s > at);
    let this_battle = battles.iter().map(|b| b.start as usize).rfind(|&s| s < at);
    Some(match key {
        "ArrowRight" | "ArrowUp" => (at + 1).min(last),
        "ArrowLeft" | "ArrowDown" => at.saturating_sub(1),
        "Home" => 0,
        "End" => last,
        "PageDown" => next_battle.unwrap_or(last),
        "PageUp" => this_battle.unwrap_or(0),
        _ => return None,
    })
}

#[component]
fn Legend(facts: Arc<Facts>) -> impl IntoView {
    let items = (0..facts.names.len() as u8)
        .map(|seat| {
            let c = facts.colors[seat as usize];
            view! {
                <li data-legend=seat.to_string()>
                    <svg class="line-sample" viewBox="0 0 36 10" aria-hidden="true">
                        <line x1="0" y1="5" x2="36" y2="5" stroke=color(c) stroke-dasharray=dash(c)/>
                    </svg>
                    {facts.name(seat)}
                </li>
            }
        })
        .collect_view();
    view! { <ul class="legend">{items}</ul> }
}

/// The same figures as a table, for screen readers.
#[component]
fn ChancesTable(review: Arc<Review>, facts: Arc<Facts>) -> impl IntoView {
    let head = (0..facts.names.len() as u8)
        .map(|seat| view! { <th scope="col">{facts.name(seat)}</th> })
        .collect_view();
    let row = |label: String, chances: &[u8]| {
        let cells = chances
            .iter()
            .map(|&c| view! { <td>{facts.percent(c).to_string()}</td> })
            .collect_view();
        view! { <tr><th scope="row">{label}</th>{cells}</tr> }
    };
    let deal = row(t("review-deal"), &review.start);
    let moves = review
        .chances
        .iter()
        .enumerate()
        .map(|(i, chances)| row(facts.move_text(i).to_string(), chances))
        .collect_view();
    // (Hidden by a box around it: a table grows to fit its rows whatever its height.)
    view! {
        <div class="visually-hidden">
            <table data-table="chances">
                <caption>{tr("review-chart-title")}</caption>
                <thead><tr><th scope="col">{tr("review-table-move")}</th>{head}</tr></thead>
                <tbody>{deal}{moves}</tbody>
            </table>
        </div>
    }
}

#[component]
pub fn ChancesChart(
    review: Arc<Review>,
    facts: Arc<Facts>,
    /// The chosen move (kept by the model: coming back from the replay keeps it).
    selected: RwSignal<Option<usize>>,
    /// Opens the replay: (the move chosen, the step to show).
    on_open: Callback<(usize, usize)>,
    /// How much of the review is drawn (see `Findings`): the points from 1, the table
    /// from 3.
    stage: ReadSignal<u8>,
    /// The chosen point takes the focus once drawn (back from its replay).
    #[prop(optional)]
    focus_chosen: bool,
) -> impl IntoView {
    // The points' group: point `m` is its `m`-th child.
    let group = NodeRef::<leptos::html::Div>::new();
    let focus_point = move |m: usize| {
        use wasm_bindgen::JsCast;
        let point = group
            .try_get_untracked()
            .flatten()
            .and_then(|g| g.children().item(m as u32))
            .and_then(|p| p.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(point) = point {
            let _ = point.focus();
        }
    };
    let moves = review.chances.len();
    let width = moves.max(1) as f64;
    let x_pct = move |x: f64| pct(x / width * 100.0);
    let chosen = move || {
        selected
            .get()
            .filter(|&m| m < moves)
            .unwrap_or(moves.saturating_sub(1))
    };
    let seats = review.start.len() as u8;

    let bands = review
        .battles
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let start = b.start as f64;
            let end = (b.end as f64 + 1.0).min(width);
            view! {
                <rect class=if i % 2 == 0 { "band" } else { "band odd" } data-battle=i.to_string()
                    x=start.to_string() y="0" width=(end - start).max(0.0).to_string() height="100"/>
            }
        })
        .collect_view();
    let series = (0..seats)
        .map(|seat| {
            let c = facts.colors.get(seat as usize).copied().unwrap_or(seat);
            let values: Vec<String> = review.series(seat).iter().map(u8::to_string).collect();
            view! {
                <polyline data-series=seat.to_string() data-points=values.join(",")
                    points=line_points(&review, seat) fill="none" stroke=color(c)
                    stroke-dasharray=dash(c) vector-effect="non-scaling-stroke"/>
            }
        })
        .collect_view();
    let cursor = move || (chosen() + 1).to_string();
    let review_dots = review.clone();
    let dots_facts = facts.clone();
    let dots = move || {
        let m = chosen();
        let chances = review_dots.chances.get(m).cloned().unwrap_or_default();
        chances
            .iter()
            .enumerate()
            .map(|(seat, &c)| {
                let style = format!(
                    "left: {}; top: {}; background: {}",
                    x_pct(m as f64 + 1.0),
                    pct(100.0 - c as f64),
                    color(dots_facts.colors.get(seat).copied().unwrap_or(seat as u8))
                );
                view! { <span class="dot" style=style></span> }
            })
            .collect_view()
    };
    let marks = review
        .turning_points
        .iter()
        .enumerate()
        .map(|(rank, p)| {
            let style = format!(
                "left: {}; top: {}",
                x_pct(p.move_index as f64 + 1.0),
                pct(100.0 - p.to as f64)
            );
            view! { <span class="mark" style=style>{rank + 1}</span> }
        })
        .collect_view();
    // The points, each with its move and everyone's chance in words, are drawn a task
    // after the lines (see `Findings`).
    let points_review = review.clone();
    let points_facts = facts.clone();
    let points = move || {
        (0..moves)
            .map(|i| {
                let label = format!(
                    "{} {}",
                    points_facts.move_text(i),
                    points_facts.chances_text(&points_review.chances[i])
                );
                let style = format!("left: {}; width: {}", x_pct(i as f64 + 0.5), x_pct(1.0));
                view! {
                    <button type="button" data-move=i.to_string() style=style aria-label=label
                        tabindex=move || if chosen() == i { "0" } else { "-1" }></button>
                }
            })
            .collect_view()
    };
    let points_drawn = Memo::new(move |_| stage.get() >= 1);
    // The way back from a replay: the point it was opened at has the focus, and is in
    // sight (a phone scrolls the chart sideways).
    Effect::new(move |done: Option<bool>| {
        if done == Some(true) || !points_drawn.get() {
            return done.unwrap_or(false);
        }
        let m = chosen();
        request_animation_frame(move || {
            if focus_chosen {
                focus_point(m);
            } else if let Some(point) = group
                .try_get_untracked()
                .flatten()
                .and_then(|g| g.children().item(m as u32))
            {
                let options = web_sys::ScrollIntoViewOptions::new();
                options.set_block(web_sys::ScrollLogicalPosition::Nearest);
                options.set_inline(web_sys::ScrollLogicalPosition::Center);
                point.scroll_into_view_with_scroll_into_view_options(&options);
            }
        });
        true
    });
    let table_drawn = Memo::new(move |_| stage.get() >= 3);
    let battle_names = review
        .battles
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let centre = (b.start as f64 + (b.end as f64 + 1.0).min(width)) / 2.0;
            view! { <span style=format!("left: {}", x_pct(centre))>{battle_name(b, i)}</span> }
        })
        .collect_view();

    let choose = move |m: usize| {
        selected.set(Some(m));
        focus_point(m);
    };
    let battles = review.battles.clone();
    let on_key = move |ev: web_sys::KeyboardEvent| {
        if let Some(to) = key_target(&ev.key(), chosen(), moves, &battles) {
            ev.prevent_default();
            choose(to);
        }
    };
    // A click on the chosen point (Enter on it, or a second tap) opens the replay; on
    // another, it chooses that one.
    let on_click = move |ev: web_sys::MouseEvent| {
        if let Some(m) = move_of(ev.target()) {
            if selected.get_untracked() == Some(m) {
                on_open.run((m, m + 1));
            } else {
                choose(m);
            }
        }
    };
    let on_focus = move |ev: web_sys::FocusEvent| {
        if let Some(m) = move_of(ev.target()) {
            selected.set(Some(m));
        }
    };
    // A mouse shows the point it is over (a touch chooses on its tap), when it moves:
    // the chart scrolled by the keyboard under a mouse at rest puts another point under
    // it, which must not take the keyboard's choice away.
    let last_position = StoredValue::new((i32::MIN, i32::MIN));
    let on_hover = move |ev: web_sys::PointerEvent| {
        let position = (ev.screen_x(), ev.screen_y());
        let moved = last_position.get_value() != position;
        last_position.set_value(position);
        if ev.pointer_type() == "mouse" && moved {
            if let Some(m) = move_of(ev.target()) {
                selected.set(Some(m));
            }
        }
    };
    let readout_review = review.clone();
    let readout_facts = facts.clone();
    let readout = move || {
        let m = chosen();
        let chances = readout_review.chances.get(m).cloned().unwrap_or_default();
        view! {
            <p class="readout" data-readout=m.to_string()>
                <strong>{readout_facts.move_text(m).to_string()}</strong>
                " "
                {readout_facts.chances_text(&chances)}
            </p>
            {readout_facts.ai_reason(m).map(|why| view! { <p class="readout-why muted" data-ai-reason=m.to_string()>{why}</p> })}
            <button data-action="open-replay" on:click=move |_| on_open.run((m, m + 1))>
                {tf("review-open-replay", &[("move", (m + 1).into())])}
            </button>
        }
    };

    let y_labels = [100u8, 75, 50, 25, 0]
        .into_iter()
        .map(|v| {
            let style = format!("top: {}", pct(100.0 - v as f64));
            view! { <span style=style>{facts.percent(v).to_string()}</span> }
        })
        .collect_view();
    view! {
        <section class="chances">
            <h3 id="chances-title">{tr("review-chart-title")}</h3>
            <Legend facts=facts.clone()/>
            <div class="chart-scroll">
                <div class="chart">
                    <div class="y-labels" aria-hidden="true">{y_labels}</div>
                    <div class="plot">
                        <svg data-chart="chances" viewBox=format!("0 0 {moves} 100") preserveAspectRatio="none"
                            aria-hidden="true" focusable="false">
                            <g class="bands">{bands}</g>
                            <g class="grid">
                                <line x1="0" x2=moves.to_string() y1="25" y2="25" vector-effect="non-scaling-stroke"/>
                                <line x1="0" x2=moves.to_string() y1="50" y2="50" vector-effect="non-scaling-stroke"/>
                                <line x1="0" x2=moves.to_string() y1="75" y2="75" vector-effect="non-scaling-stroke"/>
                            </g>
                            <g class="series">{series}</g>
                            <line class="cursor" x1=cursor x2=cursor y1="0" y2="100" vector-effect="non-scaling-stroke"/>
                        </svg>
                        <div class="marks" aria-hidden="true">{marks}</div>
                        <div class="dots" aria-hidden="true">{dots}</div>
                        <div class="points" role="group" aria-labelledby="chances-title" node_ref=group
                            on:keydown=on_key on:click=on_click on:focusin=on_focus on:pointermove=on_hover>
                            {move || points_drawn.get().then(points.clone())}
                        </div>
                    </div>
                    <div class="battle-names" aria-hidden="true">{battle_names}</div>
                </div>
            </div>
            <div class="readout-line">{readout}</div>
            <p class="muted hint">{tr("review-chart-help")}</p>
            {move || table_drawn.get().then(|| view! { <ChancesTable review=review.clone() facts=facts.clone()/> })}
        </section>
    }
}
