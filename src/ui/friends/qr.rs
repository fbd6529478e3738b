//! A link drawn as a QR code, in SVG: one path of unit squares on a white field with the
//! quiet zone the standard asks for, so a phone's camera reads it off the screen.

use leptos::prelude::*;
use qrcodegen::{QrCode, QrCodeEcc};

/// The quiet zone around the code, in modules (the standard's four).
const QUIET: i32 = 4;

/// The path of the dark modules of `code`, each a unit square, offset by the quiet zone.
fn modules_path(code: &QrCode) -> String {
    let size = code.size();
    let mut path = String::with_capacity((size * size) as usize * 3);
    for y in 0..size {
        let mut x = 0;
        while x < size {
            if !code.get_module(x, y) {
                x += 1;
                continue;
            }
            // A run of dark modules on a row is one rectangle.
            let start = x;
            while x < size && code.get_module(x, y) {
                x += 1;
            }
            path.push_str(&format!(
                "M{} {}h{}v1h-{}z",
                start + QUIET,
                y + QUIET,
                x - start,
                x - start
            ));
        }
    }
    path
}

/// `text` as a QR code (`None` if it is too long for one), labelled `label` for screen
/// readers, marked as the link it draws: the invite of `invite_seat`
/// (`data-invite-qr="<seat>"`), else a reply (`data-reply-qr`).
pub fn qr_svg(text: &str, label: String, invite_seat: Option<u8>) -> Option<AnyView> {
    // Medium error correction: a code on a screen is read whole; the link stays short.
    let code = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
    let side = code.size() + 2 * QUIET;
    let (invite, reply) = match invite_seat {
        Some(seat) => (Some(seat.to_string()), None),
        None => (None, Some("")),
    };
    Some(
        view! {
            <svg class="qr" viewBox=format!("0 0 {side} {side}") role="img" aria-label=label
                data-invite-qr=invite data-reply-qr=reply data-qr-size=code.size().to_string() shape-rendering="crispEdges">
                <rect width=side.to_string() height=side.to_string() fill="#ffffff"/>
                <path d=modules_path(&code) fill="#000000"/>
            </svg>
        }
        .into_any(),
    )
}
