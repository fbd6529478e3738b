//! "Pass the device to Bianca — tap when ready": drawn from the public view, so nothing
//! private is on screen meanwhile, and the button has focus, so the next player only
//! presses Enter.

use super::feed::Feed;
use crate::i18n::tf;
use leptos::prelude::*;

#[component]
pub fn Handoff(feed: Feed, seat: u8) -> impl IntoView {
    let name = move || {
        feed.view
            .with(|v| v.as_ref().map(|v| v.name(seat).to_string()))
            .unwrap_or_default()
    };
    // The player who just moved may still take it back until the next person has acted
    // (see session's undo): the game then returns through a hand-off to the mover, never
    // straight to their hand. Their name is the one of the last person's move.
    let mover = move || {
        feed.view.with(|v| {
            let v = v.as_ref()?;
            v.take_back_by.map(|by| v.name(by).to_string())
        })
    };
    let undo = move |_| {
        if let Some(at) = feed.view.with_untracked(|v| v.as_ref().map(|v| v.at)) {
            feed.take_back.run(at);
        }
    };
    // Every hand-off, not only the first: `autofocus` works once per page load.
    let reveal = NodeRef::<leptos::html::Button>::new();
    request_animation_frame(move || {
        if let Some(button) = reveal.get_untracked() {
            let _ = button.focus();
        }
    });
    view! {
        <section class="handoff" data-screen="handoff">
            <h2>{move || tf("handoff-title", &[("name", name().into())])}</h2>
            <button class="primary big" data-action="reveal" node_ref=reveal on:click=move |_| feed.take_device.run(seat)>
                {move || tf("handoff-tap", &[("name", name().into())])}
            </button>
            {move || mover().map(|name| view! {
                <p class="handoff-undo">
                    <button class="subtle" data-action="undo" on:click=undo>
                        {move || tf("handoff-undo", &[("name", name.as_str().into())])}
                    </button>
                </p>
            })}
        </section>
    }
}
