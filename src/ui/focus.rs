//! Focus that follows the game: after every move, keyboard and screen-reader players find
//! themselves where they act next (the first playable card, the map, the prompt's first
//! choice, the hand-off button), and focus never falls back to the page's body when the
//! element it was on is redrawn.

use engine::Phase;
use leptos::prelude::*;
use session::Session;
use wasm_bindgen::JsCast;

pub fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// The first element of the page matching `selector`.
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
pub fn focus_now(selector: &str) -> bool {
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

/// Where the device holder acts next, as a list of selectors to try in order.
fn targets(s: &Session) -> &'static [&'static str] {
    if s.handoff_to().is_some() {
        return &[r#"[data-action="reveal"]"#];
    }
    if s.human_to_act().is_none() {
        return &[];
    }
    match s.game().phase() {
        Phase::ChooseRegion | Phase::Favor { .. } => {
            &[r#".italy [tabindex="0"]"#, ".prompt .actions button"]
        }
        Phase::Battle { .. } => &[
            r#".hand button[data-playable][tabindex="0"]"#,
            ".hand button[data-playable]",
            r#"[data-action="pass"]"#,
            ".prompt .actions button",
        ],
        Phase::KeepCards { .. } => &[r#".hand button[tabindex="0"]"#, ".prompt .actions button"],
        _ => &[".prompt .actions button"],
    }
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
/// device holder's, and out of the body whenever a redraw dropped it.
pub fn follow_game(session: RwSignal<Option<Session>>) {
    // The decision last focused, so the same one is not focused twice (the player may
    // have moved on to read the chronicle).
    let last: StoredValue<Option<(usize, Option<u8>, bool)>> = StoredValue::new(None);
    Effect::new(move |_| {
        let Some((key, chosen)) = session.with(|s| {
            let s = s.as_ref()?;
            let key = (
                s.record().actions.len(),
                s.human_to_act(),
                s.handoff_to().is_some(),
            );
            Some((key, targets(s)))
        }) else {
            return;
        };
        let new_decision = last.get_value() != Some(key) && !chosen.is_empty();
        last.set_value(Some(key));
        request_animation_frame(move || {
            if new_decision && !focus_is_busy() && chosen.iter().any(|sel| focus_now(sel)) {
                return;
            }
            if focus_is_lost() {
                let _ = chosen.iter().any(|sel| focus_now(sel)) || focus_now("[data-focus-home]");
            }
        });
    });
}

/// Closes `details` and puts focus back on its summary, where the player opened it.
pub fn close_details(details: &web_sys::HtmlDetailsElement) {
    details.set_open(false);
    if let Some(summary) = details
        .query_selector("summary")
        .ok()
        .flatten()
        .and_then(|s| s.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = summary.focus();
    }
}
