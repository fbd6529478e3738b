//! Card faces: the card's drawing, its value and its name, and its rule on hover.
//!
//! The drawings and the seats' coats of arms are symbols of one sprite, `cards.svg`
//! (public/cards.svg), a file of its own: the first screen never names it, so it loads
//! with the table and stays out of the first load; the service worker keeps it offline.

use crate::i18n::{card_help, card_name, tf, tr};
use engine::{Card, Preset, Rules};
use leptos::prelude::*;

/// The sprite's address, beside the page.
pub const SPRITE: &str = "cards.svg";

/// The sprite's symbol drawn on a card in an edition: one per kind, and Z-Man's Turncoat,
/// its name for Surrender, a drawing of its own.
pub fn art_id(card: Card, preset: Preset) -> &'static str {
    // The symbols are named as the cards' messages are, but the classic Bishop, which
    // shares the Bishop's name, has a drawing of its own.
    match card {
        Card::ClassicBishop => "card-classic-bishop",
        _ => session::words::card_id(card, preset),
    }
}

/// The value in a card's corner: a Mercenary's, and what the Heroine, the Drummer, the
/// Courtesan and the Spy add; the other cards are their drawing.
pub fn card_value(card: Card) -> Option<&'static str> {
    match card {
        Card::M1 => Some("1"),
        Card::M2 => Some("2"),
        Card::M3 => Some("3"),
        Card::M4 => Some("4"),
        Card::M5 => Some("5"),
        Card::M6 => Some("6"),
        Card::M10 => Some("10"),
        Card::Heroine => Some("+10"),
        Card::Drummer => Some("×2"),
        Card::Courtesan | Card::Spy => Some("+1"),
        _ => None,
    }
}

/// CSS class of a card's family, for its colours.
pub fn card_family(card: Card) -> &'static str {
    match card {
        c if c.is_mercenary() => "mercenary",
        Card::Heroine | Card::Courtesan | Card::Spy => "figure",
        Card::Winter | Card::Spring => "season",
        Card::Bishop | Card::ClassicBishop | Card::Surrender => "ending",
        _ => "special",
    }
}

/// A symbol of the sprite, drawn at the size CSS gives it (hidden from screen readers:
/// what it shows is said in words beside it).
pub fn sprite_use(id: &str, class: &'static str) -> impl IntoView {
    view! {
        <svg class=class viewBox="0 0 64 64" aria-hidden="true">
            <use href=format!("{SPRITE}#{id}")/>
        </svg>
    }
}

/// How wide (em) a card name's longest unbreakable piece is, hyphen included where a soft
/// hyphen of the translation may break it: the name's font is scaled to fit it in the
/// card's width (`--fit`, style/main.css), so no word is ever cut in the middle.
pub fn name_fit(name: &str) -> f32 {
    let hyphen = board::text_width("-", 1.0);
    let mut widest: f32 = 1.0;
    for word in name.split_whitespace() {
        let mut pieces = word.split('\u{ad}').peekable();
        while let Some(piece) = pieces.next() {
            let broken = if pieces.peek().is_some() { hyphen } else { 0.0 };
            widest = widest.max(board::text_width(piece, 1.0) + broken);
        }
    }
    widest
}

/// `--fit` for a name's style, to the hundredth (written with integers: a float's
/// formatting to a precision would add its own code to the page).
fn fit_style(name: &str) -> String {
    let hundredths = (name_fit(name) * 100.0).ceil() as u32;
    format!("--fit: {}.{:02}", hundredths / 100, hundredths % 100)
}

/// The face's parts: the value, the drawing, the name (in words for screen readers on the
/// card itself, so hidden here).
pub fn face_parts(card: Card, preset: Preset, name: String) -> impl IntoView {
    let fit = fit_style(&name);
    view! {
        {card_value(card).map(|v| view! { <span class="mark" aria-hidden="true">{v}</span> })}
        {sprite_use(art_id(card, preset), "art")}
        <span class="name" aria-hidden="true" style=fit>{name}</span>
    }
}

/// A face-up card (not clickable).
#[component]
pub fn CardFace(
    card: Card,
    rules: Rules,
    #[prop(optional)] hidden_to_others: bool,
) -> impl IntoView {
    let name = card_name(card, rules.preset);
    let help = card_help(card, &rules);
    let title = tf(
        "card-with-help",
        &[("card", name.as_str().into()), ("help", help.into())],
    );
    view! {
        <div
            class=format!("card {}", card_family(card))
            class:face-down-own=hidden_to_others
            role="img"
            aria-label=title.clone()
            title=title
            data-row-card=card.notation()
        >
            {face_parts(card, rules.preset, name)}
        </div>
    }
}

/// The back of a card someone else holds face down.
#[component]
pub fn CardBack() -> impl IntoView {
    view! {
        <div class="card back" role="img" aria-label=tr("table-face-down") title=tr("table-face-down")>
            {sprite_use("card-back", "art")}
        </div>
    }
}
