//! The screen on show, as one value ([`Screen`]) read from the page's address and written
//! to it: moving to a screen puts it in the browser's history, so Back and Forward move
//! between the screens the player saw, with no page load (the history's `popstate`, and
//! `hashchange` for an address typed or pasted into the open page, set the value again).

use leptos::prelude::*;
use session::screen::Screen;

/// The screen on show, shared through context (App provides it).
#[derive(Clone, Copy)]
pub struct Nav {
    pub screen: RwSignal<Screen>,
    /// How many screens this page has put in the history before the one on show (each
    /// entry carries its number as its state): Back within the app is possible while it
    /// is above zero (else Back would leave the app).
    depth: RwSignal<u32>,
}

/// The screen the page's address names now.
pub fn addressed() -> Screen {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    Screen::parse(&hash)
}

fn history() -> Option<web_sys::History> {
    web_sys::window()?.history().ok()
}

/// The page's address for `screen`.
fn url(screen: &Screen) -> String {
    format!("{}{}", crate::ui::share::page_base(), screen.hash())
}

impl Nav {
    /// The screen the address names, followed as the history moves.
    pub fn follow_address() -> Nav {
        // A reload keeps its place in the history: the entry's depth, written when the
        // page put it there, is read back (a fresh entry has none: the page's first).
        let kept_depth = history()
            .and_then(|h| h.state().ok())
            .and_then(|state| state.as_f64())
            .map_or(0, |depth| depth as u32);
        let nav = Nav {
            screen: RwSignal::new(addressed()),
            depth: RwSignal::new(kept_depth),
        };
        let follow = move || {
            let screen = addressed();
            if nav.screen.get_untracked() != screen {
                nav.screen.set(screen);
            }
        };
        // This entry is the page's own from now on (the first, unless a reload kept one).
        if let Some(history) = history() {
            let _ = history.replace_state(&wasm_bindgen::JsValue::from(kept_depth), "");
        }
        let popped = window_event_listener(leptos::ev::popstate, move |ev| {
            nav.depth.set(ev.state().as_f64().map_or(0, |n| n as u32));
            follow();
        });
        let typed = window_event_listener(leptos::ev::hashchange, move |_| follow());
        on_cleanup(move || {
            popped.remove();
            typed.remove();
        });
        nav
    }

    /// Moves to `screen`, as a new entry of the history (nothing if it is on show).
    pub fn go(&self, screen: Screen) {
        if self.screen.get_untracked() == screen {
            return;
        }
        if let Some(history) = history() {
            let depth = self.depth.get_untracked() + 1;
            let state = wasm_bindgen::JsValue::from(depth);
            if history
                .push_state_with_url(&state, "", Some(&url(&screen)))
                .is_ok()
            {
                self.depth.set(depth);
            }
        }
        self.screen.set(screen);
    }

    /// Whether `screen` is the one on show (untracked: asked from outside the views).
    pub fn shows(&self, screen: &Screen) -> bool {
        self.screen.with_untracked(|s| s == screen)
    }

    /// Shows `screen` in place of the one on show (no new entry: Back skips it).
    pub fn replace(&self, screen: Screen) {
        if let Some(history) = history() {
            let state = wasm_bindgen::JsValue::from(self.depth.get_untracked());
            let _ = history.replace_state_with_url(&state, "", Some(&url(&screen)));
        }
        if self.screen.get_untracked() != screen {
            self.screen.set(screen);
        }
    }

    /// Back to the screen before, as the browser's Back does; the front door when this
    /// page put nothing in the history before (opened from a link).
    pub fn back(&self) {
        if self.depth.get_untracked() > 0 {
            if let Some(history) = history() {
                let _ = history.back();
                return;
            }
        }
        self.replace(Screen::Home);
    }
}
