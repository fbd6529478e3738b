//! A link for another device (an invite, a reply): the link itself, a Copy button, a
//! Share button where the device has a share sheet, and the same link as a QR code for a
//! device in the same room.

use super::{qr, rtc};
use crate::i18n::{t, tr};
use leptos::prelude::*;

/// What kind of link it is: its attribute on the link (`data-invite="<seat>"` or
/// `data-reply`), on its QR code (`data-invite-qr` or `data-reply-qr`), and its words.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LinkKind {
    Invite(u8),
    Reply,
}

/// `url` to hand over, named `label` (the link's text and the QR code's name).
#[component]
pub fn LinkOut(url: String, kind: LinkKind, label: Signal<String>) -> impl IntoView {
    let copied = RwSignal::new(false);
    let shared = RwSignal::new(false);
    let copy = {
        let url = url.clone();
        move |_| {
            if let Some(w) = web_sys::window() {
                let _ = w.navigator().clipboard().write_text(&url);
            }
            copied.set(true);
        }
    };
    // The share sheet where the device has one (phones, some desktops).
    let can_share = rtc::can_share();
    let share = {
        let url = url.clone();
        move |_| {
            if rtc::share(&url, &t("friends-share-title")) {
                shared.set(true);
            }
        }
    };
    let (invite, reply, mark) = match kind {
        LinkKind::Invite(seat) => (Some(seat.to_string()), None, "invite"),
        LinkKind::Reply => (None, Some(""), "reply"),
    };
    let seat = match kind {
        LinkKind::Invite(seat) => Some(seat),
        LinkKind::Reply => None,
    };
    let code = qr::qr_svg(&url, label.get_untracked(), seat);
    view! {
        <div class="link-out">
            <p class="link-out-link">
                <a href=url.clone() data-invite=invite data-reply=reply target="_blank" rel="noopener">{label}</a>
            </p>
            <div class="link-out-actions">
                <button type="button" data-action=format!("copy-{mark}") on:click=copy>
                    {move || if copied.get() { t("share-copied") } else { t("share-copy") }}
                </button>
                {can_share.then(|| view! {
                    <button type="button" data-action=format!("share-{mark}") on:click=share>{tr("friends-share")}</button>
                })}
            </div>
            <figure class="link-out-qr">
                {code}
                <figcaption>{tr("friends-qr-caption")}</figcaption>
            </figure>
        </div>
    }
}
