//! Player colours, each paired with a pattern so colour-blind players can tell them apart.

/// (CSS colour, pattern name) per colour index.
pub const PLAYER_COLORS: [(&str, &str); 6] = [
    ("#b3261e", "solid"),
    ("#1f5fa8", "stripes"),
    ("#2e7d32", "dots"),
    ("#c79100", "cross"),
    ("#6a3d9a", "waves"),
    ("#37474f", "checks"),
];

pub fn color(index: u8) -> &'static str {
    PLAYER_COLORS[index as usize % PLAYER_COLORS.len()].0
}

pub fn pattern(index: u8) -> &'static str {
    PLAYER_COLORS[index as usize % PLAYER_COLORS.len()].1
}

/// The SVG fill for a region owned by colour `index`: its pattern (see `map::PatternDefs`).
pub fn fill(index: u8) -> String {
    format!("url(#owner-{})", index as usize % PLAYER_COLORS.len())
}
