//! "Pass the device to Bianca — tap when ready": nothing private is rendered meanwhile,
//! and the button has focus, so the next player only presses Enter.

use crate::i18n::tf;
use crate::ui::focus::focus_soon;
use crate::ui::SessionSignal;
use leptos::prelude::*;

#[component]
pub fn Handoff(session: SessionSignal, seat: u8) -> impl IntoView {
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
    // The player who just moved may still take it back until the next human has acted
    // (see src/undo.rs). The device may already be in the next player's hands, so the
    // game returns through a hand-off to the mover, never straight to their hand.
    let mover = session.with_untracked(|s| {
        s.as_ref()
            .filter(|s| s.can_undo())
            .and_then(|s| s.viewer().map(|v| s.name(v).to_string()))
    });
    let undo = move |_| {
        session.update(|s| {
            if let Some(s) = s.as_mut() {
                let (by, at) = (s.viewer().unwrap_or_default(), s.state_id());
                let _ = s.take_back(by, at);
            }
        })
    };
    // Every hand-off, not only the first: `autofocus` works once per page load.
    focus_soon(r#"[data-action="reveal"]"#);
    view! {
        <section class="handoff" data-screen="handoff">
            <h2>{tf("handoff-title", &[("name", name.as_str().into())])}</h2>
            <button class="primary big" data-action="reveal" on:click=reveal>
                {tf("handoff-tap", &[("name", name.as_str().into())])}
            </button>
            {mover.map(|name| view! {
                <p class="handoff-undo">
                    <button class="subtle" data-action="undo" on:click=undo>
                        {tf("handoff-undo", &[("name", name.as_str().into())])}
                    </button>
                </p>
            })}
        </section>
    }
}
