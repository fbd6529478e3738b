//! Focus that follows the game: after every move, keyboard and screen-reader players find
//! themselves where they act next (the first playable card, the map, the prompt's first
//! choice, the hand-off button), and focus never falls back to the page's body when the
//! element it was on is redrawn.

use crate::ui::parts::{Part, Parts};
use engine::Phase;
use leptos::prelude::*;
use session::SeatView;
use wasm_bindgen::JsCast;

pub fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// The first element of the page matching `selector`: for an element another component
/// draws (a screen's opener, a list's row drawn anew), which no handle here can hold.
pub fn query(selector: &str) -> Option<web_sys::Element> {
    document()?.query_selector(selector).ok().flatten()
}

/// Whether `el` takes typed text or a choice from a list, where keys are not moves.
fn takes_typing(el: &web_sys::Element) -> bool {
    matches!(
        el.tag_name().to_ascii_lowercase().as_str(),
        "input" | "select" | "textarea"
    )
}

/// Focuses the first element matching `selector`, if any; true if one was found.
fn focus_now(selector: &str) -> bool {
    // SVG elements (map regions) focus the same way as HTML ones: the binding calls the
    // element's own `focus()`.
    query(selector)
        .map(|el| el.unchecked_into::<web_sys::HtmlElement>())
        .is_some_and(|el| el.focus().is_ok())
}

/// Focuses `selector` once the screen being built now has been drawn.
pub fn focus_soon(selector: impl Into<String>) {
    let selector: String = selector.into();
    request_animation_frame(move || {
        focus_now(&selector);
    });
}

/// Whether a key press comes from a text field or a list, where keys are not moves.
pub fn typing_in(ev: &web_sys::KeyboardEvent) -> bool {
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| takes_typing(&el))
}

/// Whether a key press comes from a button (which Enter activates by itself).
pub fn on_button(ev: &web_sys::KeyboardEvent) -> bool {
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| el.tag_name().eq_ignore_ascii_case("button"))
}

/// Where the viewer acts next, in the order to try: `None` when it is not the viewer's
/// decision.
fn target(v: &SeatView, parts: Parts) -> Option<web_sys::Element> {
    v.my_turn()?;
    let attr = |el: &web_sys::Element, name: &str| el.get_attribute(name);
    let stop = |el: &web_sys::Element| attr(el, "tabindex").as_deref() == Some("0");
    let cards = parts.all(|p| matches!(p, Part::HandCard { .. }));
    let playable = || {
        cards
            .iter()
            .map(|(_, el)| el)
            .filter(|el| attr(el, "data-playable").is_some())
    };
    let decisions = || parts.all(|p| matches!(p, Part::Decision(_) | Part::Take(_)));
    let first_decision = || decisions().into_iter().next().map(|(_, el)| el);
    match v.phase() {
        Phase::ChooseRegion | Phase::Favor { .. } => parts
            .all(|p| matches!(p, Part::Region(_)))
            .into_iter()
            .map(|(_, el)| el)
            .find(stop)
            .or_else(first_decision),
        Phase::Battle { .. } => playable()
            .find(|el| stop(el))
            .or_else(|| playable().next())
            .cloned()
            .or_else(|| parts.get(Part::Decision("pass")))
            .or_else(first_decision),
        Phase::KeepCards { .. } => cards
            .iter()
            .map(|(_, el)| el)
            .find(|el| stop(el))
            .cloned()
            .or_else(first_decision),
        _ => first_decision(),
    }
}

fn focus_el(el: &web_sys::Element) -> bool {
    // SVG elements (map regions) focus the same way as HTML ones: the binding calls the
    // element's own `focus()`.
    el.unchecked_ref::<web_sys::HtmlElement>().focus().is_ok()
}

/// Whether focus is somewhere the player put it on purpose and a move should not take it
/// away: a text field or list (the language, a share link).
fn focus_is_busy() -> bool {
    document()
        .and_then(|d| d.active_element())
        .is_some_and(|el| takes_typing(&el))
}

/// Whether focus is lost: on the body, or on an element no longer in the page.
fn focus_is_lost() -> bool {
    match document().and_then(|d| d.active_element()) {
        None => true,
        Some(el) => el.tag_name().eq_ignore_ascii_case("body") || !el.is_connected(),
    }
}

/// Moves focus after every change of the game: to the next decision when one is the
/// viewer's, and out of the body whenever a redraw dropped it.
pub fn follow_game(view: Signal<Option<SeatView>>, parts: Parts) {
    // The decision last focused, so the same one is not focused twice (the player may
    // have moved on to read the chronicle).
    let last: StoredValue<Option<(u32, Option<u8>)>> = StoredValue::new(None);
    Effect::new(move |_| {
        let Some(key) = view.with(|v| v.as_ref().map(|v| (v.moves, v.my_turn()))) else {
            return;
        };
        let new_decision = last.get_value() != Some(key) && key.1.is_some();
        last.set_value(Some(key));
        request_animation_frame(move || {
            // The table may be gone by the next frame (the game ended, another screen).
            let Some(chosen) =
                view.try_with_untracked(|v| v.as_ref().and_then(|v| target(v, parts)))
            else {
                return;
            };
            if new_decision && !focus_is_busy() && chosen.as_ref().is_some_and(focus_el) {
                return;
            }
            if focus_is_lost() {
                let _ = chosen.as_ref().is_some_and(focus_el) || parts.focus(Part::FocusHome);
            }
        });
    });
}

/// Closes `details` and puts focus back on its summary, where the player opened it.
pub fn close_details(details: &web_sys::HtmlDetailsElement) {
    details.set_open(false);
    // The summary is the details' first child, in every view that draws one.
    if let Some(summary) = details
        .first_element_child()
        .and_then(|s| s.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = summary.focus();
    }
}
