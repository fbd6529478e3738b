//! Each seat colour's coat of arms, a symbol of the card sprite (`cards.svg`): the colour's
//! field with the figure of its pattern (`colors::PLAYER_COLORS`), so seats differ in shape
//! as well as colour. Drawn in the players' rows, in the battle's banner and on the map.

use crate::ui::cards::{sprite_use, SPRITE};
use crate::ui::colors::PLAYER_COLORS;
use leptos::prelude::*;

/// The sprite's symbol of colour `index`.
pub fn arms_id(index: u8) -> String {
    format!("arms-{}", index as usize % PLAYER_COLORS.len())
}

/// The coat of arms of colour `index`, sized by CSS (class `arms`).
pub fn arms(index: u8) -> impl IntoView {
    sprite_use(&arms_id(index), "arms")
}

/// The coat of arms of colour `index` inside the map's SVG, `size` units wide, centred
/// on (`x`, `y`).
pub fn arms_on_map(index: u8, x: f32, y: f32, size: f32) -> impl IntoView {
    view! {
        <use
            class="arms-marker"
            href=format!("{SPRITE}#{}", arms_id(index))
            x=x - size / 2.0
            y=y - size / 2.0
            width=size
            height=size
        />
    }
}
