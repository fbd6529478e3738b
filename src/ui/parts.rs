//! The table's elements by meaning ([`Parts`]): the views that own a card, a seat's row,
//! a region or a button register the element they draw under what it is ([`Part`]),
//! with the `use:mark` directive; motion, focus and the lesson's coach read them here
//! instead of searching the page by selector, so a change to one view's markup cannot
//! silently break another's reading of it.

use engine::{Card, Region};
use leptos::prelude::*;

/// What an element of the table is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The `index`-th card of the viewer's hand.
    HandCard {
        index: usize,
        card: Card,
    },
    /// A card in a seat's row, at its place.
    RowCard {
        seat: u8,
        place: usize,
    },
    /// The head of a seat's row (its name, its arms).
    RowHead(u8),
    /// The summary that opens a seat's strength breakdown.
    Breakdown(u8),
    /// The Condottiere's badge in its holder's row.
    TokenBadge,
    /// The map itself (its drawing, which sets its scale).
    Map,
    /// The token and the papal favor on the map.
    MapToken,
    MapFavor,
    /// A region of the map.
    Region(Region),
    /// A decision button of the prompt, by its action's name ("pass", "confirm", …).
    Decision(&'static str),
    /// The Scarecrow's choice of a card to take back.
    Take(Card),
    /// The hand-off screen's "I have the device".
    Reveal,
    /// Where focus rests while others play (the status line's turn).
    FocusHome,
    /// The lesson's "next" button.
    LearnNext,
    /// The table's frame, and its prompt (the coach docks above it on a phone).
    Frame,
    Prompt,
}

/// The elements drawn for each [`Part`] (one element a part; drawn again, the new one
/// replaces the old).
#[derive(Clone, Copy)]
pub struct Parts(
    StoredValue<Vec<(Part, web_sys::Element)>, LocalStorage>,
    /// Notified whenever an element is registered, for what follows them (the coach's
    /// mark, put back on an element drawn again).
    Trigger,
);

impl Default for Parts {
    fn default() -> Self {
        Parts::new()
    }
}

impl Parts {
    pub fn new() -> Parts {
        Parts(StoredValue::new_local(Vec::new()), Trigger::new())
    }

    /// `el` is now what stands for `part`.
    pub fn put(self, part: Part, el: web_sys::Element) {
        self.0.update_value(|all| {
            all.retain(|(p, old)| *p != part && old.is_connected());
            all.push((part, el));
        });
        self.1.notify();
    }

    /// Makes the current reactive observer follow every registration.
    pub fn track(self) {
        self.1.track();
    }

    /// The element of `part`, if it is on the page.
    pub fn get(self, part: Part) -> Option<web_sys::Element> {
        self.0
            .try_with_value(|all| {
                all.iter()
                    .find(|(p, el)| *p == part && el.is_connected())
                    .map(|(_, el)| el.clone())
            })
            .flatten()
    }

    /// Every part on the page that `wanted` picks, in the order they were drawn.
    pub fn all(self, wanted: impl Fn(&Part) -> bool) -> Vec<(Part, web_sys::Element)> {
        self.0
            .try_with_value(|all| {
                all.iter()
                    .filter(|(p, el)| wanted(p) && el.is_connected())
                    .cloned()
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The part `el` (or the element it is in) stands for.
    pub fn which(self, el: &web_sys::Element) -> Option<Part> {
        self.0
            .try_with_value(|all| {
                all.iter()
                    .find(|(_, mine)| mine == el || mine.contains(Some(el)))
                    .map(|(p, _)| *p)
            })
            .flatten()
    }

    /// The part an event happened on.
    pub fn of_event(self, ev: &web_sys::Event) -> Option<Part> {
        use wasm_bindgen::JsCast;
        let el = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
        self.which(&el)
    }

    /// Focuses `part`'s element; false if it is not on the page.
    pub fn focus(self, part: Part) -> bool {
        use wasm_bindgen::JsCast;
        // SVG elements (map regions) focus the same way as HTML ones: the binding calls
        // the element's own `focus()`.
        self.get(part)
            .map(|el| el.unchecked_into::<web_sys::HtmlElement>())
            .is_some_and(|el| el.focus().is_ok())
    }
}

/// The directive that registers an element: `<button use:mark=(parts, Part::Reveal)>`.
pub fn mark(el: web_sys::Element, (parts, part): (Parts, Part)) {
    parts.put(part, el);
}
