//! The table in motion: a card laid down travels from the hand (or the seat of the AI
//! that played it) to its row, a Scarecrow's card goes back, the Bishop's discards fall
//! away, a season shows on the cards it changes, a region taken fills in with its new
//! owner's colour, and the Condottiere token, its badge and the papal favor glide to their
//! new places.
//!
//! Every move is a Web Animations API animation of at most [`LONGEST_MS`] on the elements
//! the views have just drawn, played from where things were before the change ("FLIP":
//! the layout before, measured after each change and before each gesture; the layout
//! after; the difference inverted and played back to nothing). Animations never block
//! input (the clones that carry a card that left the table ignore the pointer), and with
//! `prefers-reduced-motion` nothing moves: the table changes at once.

use crate::ui::focus::document;
use crate::ui::parts::{Part, Parts};
use engine::{Card, Event, Season};
use leptos::prelude::*;
use session::log::LogEntry;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

/// The longest animation, in milliseconds: the table never waits on its motion.
pub const LONGEST_MS: f64 = 280.0;

/// Whether the player asked the system for reduced motion.
pub fn reduced() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Rect {
    x: f64,
    y: f64,
    w: f64,
    h: f64,
}

impl Rect {
    fn of(el: &Element) -> Rect {
        let r = el.get_bounding_client_rect();
        Rect {
            x: r.x(),
            y: r.y(),
            w: r.width(),
            h: r.height(),
        }
    }
    fn centre(&self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
    fn is_empty(&self) -> bool {
        self.w <= 0.0 || self.h <= 0.0
    }
}

/// A card on a row, as it was drawn: enough to find it again and to draw a copy.
struct RowCard {
    seat: u8,
    notation: Option<String>,
    class: String,
    html: String,
    rect: Rect,
}

/// Where things were on the screen after the last change.
#[derive(Default)]
struct Layout {
    row_cards: Vec<RowCard>,
    hand: Vec<(String, Rect)>,
    heads: Vec<(u8, Rect)>,
    token_badge: Option<Rect>,
    map_token: Option<Rect>,
    map_favor: Option<Rect>,
}

/// The table's motion: its elements (by meaning) and where they were after the last
/// change. One per table screen.
#[derive(Clone, Copy)]
pub struct Motion {
    parts: Parts,
    before: StoredValue<Layout, LocalStorage>,
}

/// The card drawn in a row's slot.
fn card_in(slot: &Element) -> Option<Element> {
    slot.first_element_child()
}

fn measure(parts: Parts) -> Layout {
    let row_cards = parts
        .all(|p| matches!(p, Part::RowCard { .. }))
        .into_iter()
        .filter_map(|(part, slot)| {
            let Part::RowCard { seat, .. } = part else {
                return None;
            };
            let el = card_in(&slot)?;
            Some(RowCard {
                seat,
                notation: el.get_attribute("data-row-card"),
                class: el.get_attribute("class").unwrap_or_default(),
                html: el.inner_html(),
                rect: Rect::of(&el),
            })
        })
        .collect();
    let hand = parts
        .all(|p| matches!(p, Part::HandCard { .. }))
        .into_iter()
        .filter_map(|(part, el)| match part {
            Part::HandCard { card, .. } => Some((card.notation().to_string(), Rect::of(&el))),
            _ => None,
        })
        .collect();
    let heads = parts
        .all(|p| matches!(p, Part::RowHead(_)))
        .into_iter()
        .filter_map(|(part, el)| match part {
            Part::RowHead(seat) => Some((seat, Rect::of(&el))),
            _ => None,
        })
        .collect();
    Layout {
        row_cards,
        hand,
        heads,
        token_badge: parts.get(Part::TokenBadge).map(|e| Rect::of(&e)),
        map_token: parts.get(Part::MapToken).map(|e| Rect::of(&e)),
        map_favor: parts.get(Part::MapFavor).map(|e| Rect::of(&e)),
    }
}

impl Motion {
    pub fn new(parts: Parts) -> Motion {
        Motion {
            parts,
            before: StoredValue::new_local(Layout::default()),
        }
    }

    /// Keeps `now` as the layout before the next change. Between battles the token is
    /// off the map: it comes back from where it stood in the last battle.
    fn keep(self, mut now: Layout) {
        self.before.update_value(|before| {
            now.map_token = now.map_token.or(before.map_token);
            *before = now;
        });
    }

    /// Measures the table as it is now, as the "before" of the next change (called before
    /// a gesture, whose move may redraw the table at once).
    pub fn remember_layout(self) {
        if reduced() {
            return;
        }
        self.keep(measure(self.parts));
    }

    /// After a change of the game: once the table is redrawn, plays the change's motion
    /// (`news`, the chronicle entries it added) from the layout before it, and measures
    /// the new layout for the next change. `viewer` is whose hand is on screen.
    pub fn after_change(self, viewer: Option<u8>, news: &[LogEntry]) {
        let news = news.to_vec();
        request_animation_frame(move || {
            if reduced() {
                return;
            }
            let now = measure(self.parts);
            if !news.is_empty() {
                self.before
                    .try_with_value(|before| play(before, self.parts, viewer, &news));
            }
            self.keep(now);
        });
    }
}

/// The last card of `seat`'s row.
fn last_in_row(parts: Parts, seat: u8) -> Option<Element> {
    parts
        .all(|p| matches!(p, Part::RowCard { seat: s, .. } if *s == seat))
        .into_iter()
        .max_by_key(|(p, _)| match p {
            Part::RowCard { place, .. } => *place,
            _ => 0,
        })
        .and_then(|(_, slot)| card_in(&slot))
}

/// The cards in the rows whose slot `changed` picks.
fn row_cards_where(parts: Parts, changed: impl Fn(&Element) -> bool) -> Vec<Element> {
    parts
        .all(|p| matches!(p, Part::RowCard { .. }))
        .into_iter()
        .filter(|(_, slot)| changed(slot))
        .filter_map(|(_, slot)| card_in(&slot))
        .collect()
}

/// The animations of one change, played on the table just redrawn, from `before`.
fn play(before: &Layout, parts: Parts, viewer: Option<u8>, news: &[LogEntry]) {
    let head = |seat: u8| {
        before
            .heads
            .iter()
            .find(|(h, _)| *h == seat)
            .map(|(_, r)| *r)
    };
    for event in crate::ui::news::events(news) {
        match *event {
            Event::Played { seat, .. } => {
                let Some(card) = last_in_row(parts, seat) else {
                    continue;
                };
                let from_hand = card
                    .get_attribute("data-row-card")
                    .filter(|_| viewer == Some(seat))
                    .and_then(|n| {
                        before
                            .hand
                            .iter()
                            .rev()
                            .find(|(c, _)| *c == n)
                            .map(|(_, r)| *r)
                    });
                if let Some(from) = from_hand.or_else(|| head(seat)) {
                    fly_from(&card, from, "card-flight");
                }
            }
            Event::ScarecrowTook { seat, card, from } => {
                let notation = card.notation();
                let Some(taken) = before
                    .row_cards
                    .iter()
                    .rev()
                    .find(|c| c.seat == from && c.notation.as_deref() == Some(notation))
                else {
                    continue;
                };
                let in_hand = (viewer == Some(seat))
                    .then(|| {
                        parts
                            .all(|p| matches!(p, Part::HandCard { card: c, .. } if *c == card))
                            .pop()
                    })
                    .flatten();
                match in_hand {
                    Some((_, el)) => fly_from(&el, taken.rect, "card-back"),
                    None => ghost(taken, head(seat), "card-back"),
                }
            }
            Event::BishopDiscarded {
                value: Some(v),
                removed,
            } => {
                let Some(notation) = Card::mercenary(v).map(|c| c.notation()) else {
                    continue;
                };
                for c in before.row_cards.iter().filter(|c| {
                    removed.get(c.seat as usize).is_some_and(|n| *n > 0)
                        && c.notation.as_deref() == Some(notation)
                }) {
                    ghost(c, None, "card-discard");
                }
            }
            Event::SeasonChanged { season, .. } => {
                // Winter: every Mercenary in a row; Spring: the highest, which the rows
                // mark as sprung.
                let (cards, colour) = match season {
                    Season::Winter => (
                        row_cards_where(parts, |slot| {
                            card_in(slot).is_some_and(|c| c.class_list().contains("mercenary"))
                        }),
                        "rgba(47, 93, 134, 0.75)",
                    ),
                    Season::Spring => (
                        row_cards_where(parts, |slot| slot.class_list().contains("sprung")),
                        "rgba(46, 107, 34, 0.75)",
                    ),
                };
                for el in cards {
                    pulse(&el, colour, "season");
                }
            }
            Event::RegionConquered { region, .. } => {
                if let Some(el) = parts.get(Part::Region(region)) {
                    animate(
                        &el,
                        "region-taken",
                        &[frame(&[("opacity", "0.25")]), frame(&[("opacity", "1")])],
                        280.0,
                        "ease-out",
                    );
                }
            }
            _ => {}
        }
    }
    // Whatever moved its place in this change, the token, its badge and the favor glide.
    if let (Some(from), Some(el)) = (before.map_token, parts.get(Part::MapToken)) {
        glide_on_map(parts, &el, from, "token-move");
    }
    if let (Some(from), Some(el)) = (before.map_favor, parts.get(Part::MapFavor)) {
        glide_on_map(parts, &el, from, "favor-move");
    }
    if let (Some(from), Some(el)) = (before.token_badge, parts.get(Part::TokenBadge)) {
        fly_from(&el, from, "token-move");
    }
}

/// A keyframe: CSS property names (camelCase) and values.
fn frame(props: &[(&str, &str)]) -> JsValue {
    let o = js_sys::Object::new();
    for (k, v) in props {
        let _ = js_sys::Reflect::set(&o, &(*k).into(), &(*v).into());
    }
    o.into()
}

/// Plays `frames` on `el` for `ms` milliseconds (Element.animate), named `id`.
fn animate(el: &Element, id: &str, frames: &[JsValue], ms: f64, easing: &str) {
    let Ok(f) = js_sys::Reflect::get(el, &"animate".into()) else {
        return;
    };
    let Ok(f) = f.dyn_into::<js_sys::Function>() else {
        return;
    };
    let keyframes: js_sys::Array = frames.iter().collect();
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"duration".into(), &ms.min(LONGEST_MS).into());
    let _ = js_sys::Reflect::set(&options, &"easing".into(), &easing.into());
    let _ = js_sys::Reflect::set(&options, &"id".into(), &id.into());
    let _ = f.call2(el, &keyframes, &options);
}

const EASE_OUT: &str = "cubic-bezier(0.2, 0.7, 0.3, 1)";

/// Moves `el`, drawn now at its place, as if it came from `from` (its box then).
fn fly_from(el: &Element, from: Rect, id: &str) {
    let to = Rect::of(el);
    if from.is_empty() || to.is_empty() {
        return;
    }
    let ((fx, fy), (tx, ty)) = (from.centre(), to.centre());
    let (sx, sy) = (
        (from.w / to.w).clamp(0.3, 3.0),
        (from.h / to.h).clamp(0.3, 3.0),
    );
    if (fx - tx).abs() < 1.0 && (fy - ty).abs() < 1.0 {
        return;
    }
    let start = format!(
        "translate({:.1}px, {:.1}px) scale({sx:.3}, {sy:.3})",
        fx - tx,
        fy - ty
    );
    // In flight the card lets clicks through to what lies under it (the hand it left).
    animate(
        el,
        id,
        &[
            frame(&[("transform", &start), ("pointerEvents", "none")]),
            frame(&[("transform", "none"), ("pointerEvents", "none")]),
        ],
        260.0,
        EASE_OUT,
    );
}

/// Moves an element of the map (an SVG group placed by its own `transform`) as if it
/// came from `from`: the individual `translate` property adds to the group's transform,
/// in the map's units.
fn glide_on_map(parts: Parts, el: &Element, from: Rect, id: &str) {
    let Some(svg) = parts.get(Part::Map) else {
        return;
    };
    let box_ = Rect::of(&svg);
    let (w, h) = (board::VIEW_BOX.2 as f64, board::VIEW_BOX.3 as f64);
    let scale = (box_.w / w).min(box_.h / h);
    let to = Rect::of(el);
    if scale <= 0.0 || from.is_empty() || to.is_empty() {
        return;
    }
    let ((fx, fy), (tx, ty)) = (from.centre(), to.centre());
    if (fx - tx).abs() < 1.0 && (fy - ty).abs() < 1.0 {
        return;
    }
    let start = format!("{:.1}px {:.1}px", (fx - tx) / scale, (fy - ty) / scale);
    animate(
        el,
        id,
        &[
            frame(&[("translate", &start)]),
            frame(&[("translate", "0px 0px")]),
        ],
        280.0,
        EASE_OUT,
    );
}

/// A copy of a card that has left the table, drawn where it was and carried to `to` (or
/// dropped where it was), fading out; removed when done. It takes no pointer events and
/// is hidden from screen readers (the live region tells what happened).
fn ghost(card: &RowCard, to: Option<Rect>, id: &str) {
    let Some(doc) = document() else { return };
    let (Ok(el), Some(body)) = (doc.create_element("div"), doc.body()) else {
        return;
    };
    let r = card.rect;
    el.set_class_name(&format!("{} ghost", card.class));
    el.set_inner_html(&card.html);
    let _ = el.set_attribute("aria-hidden", "true");
    let _ = el.set_attribute(
        "style",
        &format!(
            "left:{:.1}px;top:{:.1}px;width:{:.1}px;height:{:.1}px",
            r.x, r.y, r.w, r.h
        ),
    );
    let _ = body.append_child(&el);
    let end = match to {
        Some(t) => {
            let ((fx, fy), (tx, ty)) = (r.centre(), t.centre());
            format!("translate({:.1}px, {:.1}px) scale(0.6)", tx - fx, ty - fy)
        }
        None => "translateY(1.5rem) scale(0.7)".to_string(),
    };
    animate(
        &el,
        id,
        &[
            frame(&[("transform", "none"), ("opacity", "1")]),
            frame(&[("transform", &end), ("opacity", "0")]),
        ],
        260.0,
        "ease-in",
    );
    leptos::prelude::set_timeout(
        move || el.remove(),
        std::time::Duration::from_millis(LONGEST_MS as u64 + 40),
    );
}

/// A short pulse on a card a season or a Bishop changes.
fn pulse(el: &Element, colour: &str, id: &str) {
    let ring = format!("0 0 0 4px {colour}");
    animate(
        el,
        id,
        &[
            frame(&[("transform", "none"), ("boxShadow", "0 0 0 0 transparent")]),
            frame(&[("transform", "scale(0.9)"), ("boxShadow", &ring)]),
            frame(&[("transform", "none"), ("boxShadow", "0 0 0 0 transparent")]),
        ],
        280.0,
        "ease-in-out",
    );
}
