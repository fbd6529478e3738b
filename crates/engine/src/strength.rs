//! A row's strength with its reasons (RULES.md §6): base, Winter, Drummer, Spring, then
//! Heroines, Courtesans and Spies, which nothing changes.

use crate::card::{Card, CardCounts};
use serde::{Deserialize, Serialize};

/// The season in play: only one at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Season {
    Winter,
    Spring,
}

impl Season {
    pub fn card(self) -> Card {
        match self {
            Season::Winter => Card::Winter,
            Season::Spring => Card::Spring,
        }
    }
}

/// How a row's strength is made up. `total` is the sum of the others; each modifier is
/// the change it made at its step, so a UI can say "why is this 15?".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Strength {
    pub total: i32,
    /// Printed values of the Mercenaries.
    pub base: i32,
    /// Change from Winter (every Mercenary counts 1).
    pub winter: i32,
    /// Change from a Drummer (the row's Mercenaries double).
    pub drummer: i32,
    /// Change from Spring (+3 on each copy of the highest printed value in play).
    pub spring: i32,
    pub heroines: i32,
    pub courtesans: i32,
    pub spies: i32,
}

/// The highest printed Mercenary value among these rows, if any Mercenary is there.
pub fn highest_mercenary(rows: &[CardCounts]) -> Option<u8> {
    highest_mercenary_card(rows).and_then(Card::mercenary_value)
}

/// The highest Mercenary among these rows, if any: one mask of the kinds present, and
/// its highest bit (the AI asks this for every position it weighs).
pub fn highest_mercenary_card(rows: &[CardCounts]) -> Option<Card> {
    let present = rows.iter().fold(0, |kinds, r| kinds | r.mercenary_kinds());
    let top = present.checked_ilog2()?;
    Card::MERCENARIES.get(top as usize).copied()
}

/// Strength of `row` given the season and the highest printed value in play (for Spring).
/// Inlined where it is called, so a caller that reads only `total` computes only that.
#[inline]
pub fn row_strength(row: &CardCounts, season: Option<Season>, highest: Option<u8>) -> Strength {
    let mut base = 0i32;
    let mut mercs = 0i32;
    for m in Card::MERCENARIES {
        let n = row.get(m) as i32;
        base += n * m.mercenary_value().unwrap_or(0) as i32;
        mercs += n;
    }
    let top_copies = highest
        .and_then(Card::mercenary)
        .map_or(0, |top| row.get(top) as i32);
    let after_winter = if season == Some(Season::Winter) {
        mercs
    } else {
        base
    };
    let winter = after_winter - base;
    let drummer = if row.contains(Card::Drummer) {
        after_winter
    } else {
        0
    };
    let spring = if season == Some(Season::Spring) {
        3 * top_copies
    } else {
        0
    };
    let heroines = 10 * row.get(Card::Heroine) as i32;
    let courtesans = row.get(Card::Courtesan) as i32;
    let spies = row.get(Card::Spy) as i32;
    Strength {
        total: base + winter + drummer + spring + heroines + courtesans + spies,
        base,
        winter,
        drummer,
        spring,
        heroines,
        courtesans,
        spies,
    }
}

/// Strength of every row in `rows` under the season.
pub fn strengths(rows: &[CardCounts], season: Option<Season>) -> Vec<Strength> {
    let highest = highest_mercenary(rows);
    rows.iter()
        .map(|r| row_strength(r, season, highest))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(text: &str) -> CardCounts {
        text.parse().unwrap()
    }

    /// 000/003 (Winter): two 10s, a 5 and a 4 make 29; under Winter 4.
    #[test]
    fn winter_example_000_003() {
        let r = row("M10 M10 M5 M4");
        assert_eq!(row_strength(&r, None, Some(10)).total, 29);
        let s = row_strength(&r, Some(Season::Winter), Some(10));
        assert_eq!(s.total, 4);
        assert_eq!(s.winter, -25);
    }

    /// 004 and 001 (Winter): 2×10, 5, 2×4, 3×1 = 36; Winter makes it 8 (001 prints 7, a
    /// misprint: the army has 8 cards, see RULES.md §6).
    #[test]
    fn winter_example_004_001() {
        let r = row("M10 M10 M5 M4 M4 M1 M1 M1");
        assert_eq!(row_strength(&r, None, Some(10)).total, 36);
        assert_eq!(row_strength(&r, Some(Season::Winter), Some(10)).total, 8);
    }

    /// 001/003/004 (Drummer): three Mercenaries worth 21 become 42; under Winter 6.
    #[test]
    fn drummer_example() {
        let r = row("M10 M6 M5 Drummer");
        assert_eq!(row_strength(&r, None, Some(10)).total, 42);
        let s = row_strength(&r, Some(Season::Winter), Some(10));
        assert_eq!(s.total, 6);
        assert_eq!((s.base, s.winter, s.drummer), (21, -18, 3));
        // More Drummers add nothing.
        let two = row("M10 M6 M5 Drummer Drummer");
        assert_eq!(row_strength(&two, None, Some(10)).total, 42);
    }

    /// 000/003 (Spring): Maxim 5, 5, 2 has 18; Nina with Spring, a Heroine, 4 and 1 has 15.
    #[test]
    fn spring_example_000_003() {
        let rows = [row("M5 M5 M2"), row("Heroine M4 M1")];
        let s = strengths(&rows, Some(Season::Spring));
        assert_eq!(s[0].total, 18);
        assert_eq!(s[0].spring, 6);
        assert_eq!(s[1].total, 15);
        assert_eq!(s[1].spring, 0);
    }

    /// 000/003 (Drummer with Spring): 2 and 4 with a Drummer under Spring = 4 + 11 = 15:
    /// the Drummer doubles before Spring adds its 3, which is not doubled.
    #[test]
    fn drummer_with_spring_example_000_003() {
        let rows = [row("M2 M4 Drummer")];
        let s = strengths(&rows, Some(Season::Spring));
        assert_eq!(s[0].total, 15);
        assert_eq!((s[0].base, s[0].drummer, s[0].spring), (6, 6, 3));
    }

    /// Heroines, Courtesans and Spies are never changed by Winter, Drummer or Spring:
    /// adding them to a row with a Drummer and a Mercenary of the highest value in play
    /// adds exactly 10 + 1 + 1 in every season.
    #[test]
    fn flat_cards_are_untouched() {
        let mercs = row("M10 M5 Drummer");
        let all = row("M10 M5 Drummer Heroine Courtesan Spy");
        for season in [None, Some(Season::Winter), Some(Season::Spring)] {
            let without = row_strength(&mercs, season, Some(10));
            let with = row_strength(&all, season, Some(10));
            assert_eq!(with.total - without.total, 12, "{season:?}");
            assert_eq!((with.heroines, with.courtesans, with.spies), (10, 1, 1));
            assert_eq!(with.spring, without.spring, "{season:?}");
        }
        // Spring counts only the highest value's copies: 10 here, doubled first.
        let s = row_strength(&mercs, Some(Season::Spring), Some(10));
        assert_eq!((s.total, s.spring), (30 + 3, 3));
    }
}
