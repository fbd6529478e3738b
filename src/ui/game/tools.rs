//! The table's toolbar: drawers that open a panel on demand (the chronicle, the share
//! links), the sound switch, and the small icons that stand for them where the screen is
//! narrow (their words stay, for screen readers, and show where there is room).

use crate::i18n::t;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The toolbar's pictures, drawn in the text colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    Chronicle,
    Share,
    Sound,
    Leave,
}

impl Icon {
    fn path(self) -> &'static str {
        match self {
            // A scroll with lines of writing.
            Icon::Chronicle => "M6 3h10a2 2 0 0 1 2 2v12a3 3 0 0 1-3 3H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 8h7M8 12h7M8 16h4",
            // Two links of a chain.
            Icon::Share => "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.2 1.2M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2",
            // A loudspeaker and a sound wave.
            Icon::Sound => "M4 9h4l5-4v14l-5-4H4zM16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12",
            // A door and an arrow out of it.
            Icon::Leave => "M14 4H6v16h8M11 12h9M17 9l3 3-3 3",
        }
    }

    pub fn view(self) -> impl IntoView {
        view! {
            <svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d=self.path()/>
            </svg>
        }
    }
}

/// Closes every open drawer of the table but `keep`.
fn close_other_drawers(keep: &web_sys::Element) {
    let Some(doc) = crate::ui::focus::document() else {
        return;
    };
    if let Ok(open) = doc.query_selector_all("details.drawer[open]") {
        for i in 0..open.length() {
            if let Some(el) = open
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::HtmlDetailsElement>().ok())
            {
                if el.unchecked_ref::<web_sys::Element>() != keep {
                    el.set_open(false);
                }
            }
        }
    }
}

/// Closes the drawer around `inside` and puts focus back on its button.
fn close_drawer(inside: &web_sys::Element) {
    let Some(details) = inside
        .closest("details.drawer")
        .ok()
        .flatten()
        .and_then(|d| d.dyn_into::<web_sys::HtmlDetailsElement>().ok())
    else {
        return;
    };
    crate::ui::focus::close_details(&details);
}

fn event_element(ev: &web_sys::Event) -> Option<web_sys::Element> {
    ev.target()?.dyn_into::<web_sys::Element>().ok()
}

/// A drawer of the table: a button in the toolbar that opens a panel over the side of the
/// screen, closed again by the same button, the panel's close button or Escape. It is a
/// `<details>`: a disclosure for the keyboard and screen readers, whose content stays in
/// the page while closed. One drawer is open at a time.
#[component]
pub fn Drawer(class: &'static str, label: String, icon: Icon, children: Children) -> impl IntoView {
    // A drawer about to open closes the others, there and then (the `toggle` events come
    // later, in an order of their own).
    let opening = move |ev: leptos::ev::MouseEvent| {
        let Some(details) = event_element(&ev)
            .and_then(|el| el.closest("details.drawer").ok().flatten())
            .and_then(|d| d.dyn_into::<web_sys::HtmlDetailsElement>().ok())
        else {
            return;
        };
        if !details.open() {
            close_other_drawers(&details);
        }
    };
    let escape = move |ev: leptos::ev::KeyboardEvent| {
        if ev.key() == "Escape" {
            if let Some(el) = event_element(&ev) {
                // A strength breakdown inside closes first (it has its own Escape).
                if !ev.default_prevented() {
                    ev.prevent_default();
                    close_drawer(&el);
                }
            }
        }
    };
    let close = move |ev: leptos::ev::MouseEvent| {
        if let Some(el) = event_element(&ev) {
            close_drawer(&el);
        }
    };
    view! {
        <details class=format!("drawer {class}") on:keydown=escape>
            <summary class="tool" on:click=opening>{icon.view()}<span class="tool-label">{label}</span></summary>
            <div class="drawer-panel">
                <button type="button" class="drawer-close" data-action="close-drawer" aria-label=t("drawer-close") title=t("drawer-close") on:click=close>
                    <span aria-hidden="true">"×"</span>
                </button>
                {children()}
            </div>
        </details>
    }
}

/// The sound switch: on by default, remembered (see `ui::sound`).
#[component]
pub fn SoundSwitch() -> impl IntoView {
    let on = RwSignal::new(crate::ui::sound::enabled());
    let change = move |ev: leptos::ev::Event| {
        let checked = event_target_checked(&ev);
        on.set(checked);
        crate::ui::sound::set_enabled(checked);
    };
    view! {
        <label class="tool switch sound-switch" title=t("sound-label")>
            <input type="checkbox" data-setting="sound" prop:checked=move || on.get() on:change=change/>
            {Icon::Sound.view()}
            <span class="tool-label">{t("sound-label")}</span>
        </label>
    }
}
