//! The table's toolbar: drawers that open a panel on demand (the chronicle, the share
//! links), the sound switch, and the small icons that stand for them where the screen is
//! narrow (their words stay, for screen readers, and show where there is room).

use crate::i18n::tr;
use leptos::prelude::*;

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

/// A drawer of the table: a button in the toolbar that opens a panel over the side of the
/// screen, closed again by the same button, the panel's close button or Escape. It is a
/// `<details>`: a disclosure for the keyboard and screen readers, whose content stays in
/// the page while closed. One drawer is open at a time.
#[component]
pub fn Drawer(
    class: &'static str,
    label: Signal<String>,
    icon: Icon,
    children: Children,
) -> impl IntoView {
    let details = NodeRef::<leptos::html::Details>::new();
    // Closes the drawer and puts focus back on its button.
    let close = move || {
        if let Some(el) = details.get_untracked() {
            crate::ui::focus::close_details(&el);
        }
    };
    let escape = move |ev: leptos::ev::KeyboardEvent| {
        // A strength breakdown inside closes first (it has its own Escape).
        if ev.key() == "Escape" && !ev.default_prevented() {
            ev.prevent_default();
            close();
        }
    };
    // One drawer open at a time: the drawers of a table share a name, which makes them
    // an exclusive group (opening one closes the other, by the browser's own rule).
    view! {
        <details class=format!("drawer {class}") name="table-drawer" node_ref=details on:keydown=escape>
            <summary class="tool">{icon.view()}<span class="tool-label">{label}</span></summary>
            <div class="drawer-panel">
                <button type="button" class="drawer-close" data-action="close-drawer" aria-label=tr("drawer-close") title=tr("drawer-close") on:click=move |_| close()>
                    <span aria-hidden="true">"×"</span>
                </button>
                {children()}
            </div>
        </details>
    }
}

/// The sound switch: on by default, one of the player's settings.
#[component]
pub fn SoundSwitch() -> impl IntoView {
    let settings = use_context::<crate::settings::Settings>();
    let on = move || settings.is_none_or(|s| s.sound());
    let change = move |ev: leptos::ev::Event| {
        if let Some(settings) = settings {
            settings.set_sound(event_target_checked(&ev));
        }
    };
    view! {
        <label class="tool switch sound-switch" title=tr("sound-label")>
            <input type="checkbox" data-setting="sound" prop:checked=on on:change=change/>
            {Icon::Sound.view()}
            <span class="tool-label">{tr("sound-label")}</span>
        </label>
    }
}
