//! Card faces drawn with CSS: a value or a symbol, a name, and the card's rule on hover.

use crate::i18n::{card_help, card_name, t, tf};
use engine::{Card, Rules};
use leptos::prelude::*;

/// The big mark in a card's corner: the value, or a symbol for special cards.
pub fn card_mark(card: Card) -> &'static str {
    match card {
        Card::M1 => "1",
        Card::M2 => "2",
        Card::M3 => "3",
        Card::M4 => "4",
        Card::M5 => "5",
        Card::M6 => "6",
        Card::M10 => "10",
        Card::Scarecrow => "↺",
        Card::Drummer => "×2",
        Card::Heroine => "+10",
        Card::Winter => "❄",
        Card::Spring => "✿",
        Card::Bishop | Card::ClassicBishop => "✝",
        Card::Surrender => "⚑",
        Card::Courtesan => "♥",
        Card::Spy => "◉",
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
            title=title
            data-row-card=card.notation()
        >
            <span class="mark">{card_mark(card)}</span>
            <span class="name">{name}</span>
        </div>
    }
}

/// The back of a card someone else holds face down.
#[component]
pub fn CardBack() -> impl IntoView {
    view! { <div class="card back" title=t("table-face-down")><span class="mark">"?"</span></div> }
}
