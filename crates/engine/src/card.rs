//! Cards, their text notation, and fixed-size multisets of cards.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A card in a row, face up or (Hidden cards) face down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedCard {
    pub card: Card,
    pub face_up: bool,
}

/// One kind of card. Copies of a kind are identical, so a hand is a count per kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Card {
    M1,
    M2,
    M3,
    M4,
    M5,
    M6,
    M10,
    Scarecrow,
    Drummer,
    Heroine,
    Winter,
    Spring,
    /// The new Bishop (ffg, zman): discards the strongest Mercenaries, then the papal favor.
    Bishop,
    /// The classic Bishop (1995, zman-classic): the battle ends with no winner.
    ClassicBishop,
    /// Surrender (ffg, classic), printed as Turncoat in zman: the battle ends now.
    Surrender,
    Courtesan,
    Spy,
}

/// Number of card kinds.
pub const CARD_KINDS: usize = 17;

impl Card {
    /// Every kind, in notation order.
    pub const ALL: [Card; CARD_KINDS] = [
        Card::M1,
        Card::M2,
        Card::M3,
        Card::M4,
        Card::M5,
        Card::M6,
        Card::M10,
        Card::Scarecrow,
        Card::Drummer,
        Card::Heroine,
        Card::Winter,
        Card::Spring,
        Card::Bishop,
        Card::ClassicBishop,
        Card::Surrender,
        Card::Courtesan,
        Card::Spy,
    ];

    /// The seven Mercenary kinds, weakest first.
    pub const MERCENARIES: [Card; 7] = [
        Card::M1,
        Card::M2,
        Card::M3,
        Card::M4,
        Card::M5,
        Card::M6,
        Card::M10,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(index: usize) -> Option<Card> {
        Card::ALL.get(index).copied()
    }

    /// The printed value of a Mercenary, `None` for every other card.
    pub const fn mercenary_value(self) -> Option<u8> {
        match self {
            Card::M1 => Some(1),
            Card::M2 => Some(2),
            Card::M3 => Some(3),
            Card::M4 => Some(4),
            Card::M5 => Some(5),
            Card::M6 => Some(6),
            Card::M10 => Some(10),
            _ => None,
        }
    }

    /// The Mercenary with this printed value.
    pub const fn mercenary(value: u8) -> Option<Card> {
        match value {
            1 => Some(Card::M1),
            2 => Some(Card::M2),
            3 => Some(Card::M3),
            4 => Some(Card::M4),
            5 => Some(Card::M5),
            6 => Some(Card::M6),
            10 => Some(Card::M10),
            _ => None,
        }
    }

    pub const fn is_mercenary(self) -> bool {
        (self as u8) <= Card::M10 as u8
    }

    /// Cards played face down under the Hidden cards variant (RULES.md §9): Mercenaries,
    /// Heroines, Drummers and Courtesans; the Spy, zman's twin of the Courtesan, likewise.
    pub const fn hides(self) -> bool {
        self.is_mercenary()
            || matches!(
                self,
                Card::Heroine | Card::Drummer | Card::Courtesan | Card::Spy
            )
    }

    /// Canonical notation, used in logs, records and tests.
    pub const fn notation(self) -> &'static str {
        match self {
            Card::M1 => "M1",
            Card::M2 => "M2",
            Card::M3 => "M3",
            Card::M4 => "M4",
            Card::M5 => "M5",
            Card::M6 => "M6",
            Card::M10 => "M10",
            Card::Scarecrow => "Scarecrow",
            Card::Drummer => "Drummer",
            Card::Heroine => "Heroine",
            Card::Winter => "Winter",
            Card::Spring => "Spring",
            Card::Bishop => "Bishop",
            Card::ClassicBishop => "ClassicBishop",
            Card::Surrender => "Surrender",
            Card::Courtesan => "Courtesan",
            Card::Spy => "Spy",
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.notation())
    }
}

/// Error for text that names no card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownCard(pub String);

impl fmt::Display for UnknownCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a card (try M1..M6, M10, Scarecrow, Drummer, Heroine, Winter, Spring, Bishop, ClassicBishop, Surrender, Courtesan, Spy)",
            self.0
        )
    }
}

impl std::error::Error for UnknownCard {}

impl FromStr for Card {
    type Err = UnknownCard;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        if let Some(card) = Card::ALL
            .into_iter()
            .find(|c| c.notation().eq_ignore_ascii_case(t))
        {
            return Ok(card);
        }
        // Aliases a player may type: zman's name for Surrender, the word "Mercenary".
        let lower = t.to_ascii_lowercase();
        match lower.as_str() {
            "turncoat" => return Ok(Card::Surrender),
            "drum" => return Ok(Card::Drummer),
            "bishop-classic" | "classic-bishop" => return Ok(Card::ClassicBishop),
            _ => {}
        }
        if let Some(value) = lower
            .strip_prefix("mercenary")
            .or_else(|| lower.strip_prefix('m'))
        {
            if let Some(card) = value.trim().parse::<u8>().ok().and_then(Card::mercenary) {
                return Ok(card);
            }
        }
        Err(UnknownCard(t.to_string()))
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.notation())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// One bit per byte of `x` that is not zero: bit i for byte i (little-endian). The high
/// bit of each byte is set for a non-zero byte, then the eight bits are gathered into
/// the top byte by one multiplication (no two partial products meet, so nothing carries).
#[inline]
fn nonzero_bytes(x: u64) -> u32 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let high = (x | ((x & LOW7) + LOW7)) & !LOW7;
    ((high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// The bits of the seven Mercenary kinds in [`CardCounts::kinds`].
const MERCENARY_KINDS: u32 = (1 << Card::MERCENARIES.len()) - 1;

/// A multiset of cards: how many of each kind. Fixed size and `Copy`, so hands and piles
/// clone for free.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardCounts([u8; CARD_KINDS]);

impl CardCounts {
    pub const EMPTY: CardCounts = CardCounts([0; CARD_KINDS]);

    pub fn get(&self, card: Card) -> u8 {
        self.0[card.index()]
    }

    pub fn add(&mut self, card: Card, n: u8) {
        self.0[card.index()] += n;
    }

    /// Removes `n` copies; returns false (and changes nothing) if there are fewer.
    pub fn remove(&mut self, card: Card, n: u8) -> bool {
        let slot = &mut self.0[card.index()];
        if *slot < n {
            return false;
        }
        *slot -= n;
        true
    }

    pub fn contains(&self, card: Card) -> bool {
        self.get(card) > 0
    }

    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| n as u32).sum()
    }

    pub fn is_empty(&self) -> bool {
        let (lo, hi, last) = self.words();
        lo | hi | last as u64 == 0
    }

    pub fn has_mercenary(&self) -> bool {
        self.mercenary_kinds() != 0
    }

    /// The Mercenary kinds present, as a bit set over [`Card::index`]: the Mercenaries
    /// are the first seven kinds, in value order, so the highest bit is the highest value.
    #[inline]
    pub fn mercenary_kinds(&self) -> u32 {
        self.kinds() & MERCENARY_KINDS
    }

    /// The kinds present at least once, as a bit set over [`Card::index`].
    #[inline]
    pub fn kinds(&self) -> u32 {
        let (lo, hi, last) = self.words();
        nonzero_bytes(lo) | nonzero_bytes(hi) << 8 | ((last != 0) as u32) << 16
    }

    /// The 17 counts as two 8-byte words and the last byte, for word-wide tests.
    #[inline]
    fn words(&self) -> (u64, u64, u8) {
        let (lo, rest) = self.0.split_first_chunk::<8>().unwrap_or((&[0; 8], &[]));
        let (hi, last) = rest.split_first_chunk::<8>().unwrap_or((&[0; 8], &[]));
        (
            u64::from_le_bytes(*lo),
            u64::from_le_bytes(*hi),
            last.first().copied().unwrap_or(0),
        )
    }

    /// Kinds present at least once, with their counts.
    pub fn iter(&self) -> impl Iterator<Item = (Card, u8)> + '_ {
        let mut kinds = self.kinds();
        std::iter::from_fn(move || {
            if kinds == 0 {
                return None;
            }
            let i = kinds.trailing_zeros() as usize;
            kinds &= kinds - 1;
            Some((Card::ALL[i], self.0[i]))
        })
    }

    /// Every copy, one item each, in notation order.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.iter()
            .flat_map(|(c, n)| std::iter::repeat_n(c, n as usize))
    }

    pub fn add_all(&mut self, other: &CardCounts) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a += b;
        }
    }

    /// Removes every card of `other`, saturating at zero.
    pub fn subtract_saturating(&mut self, other: &CardCounts) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a = a.saturating_sub(*b);
        }
    }

    /// Whether every card of `other` is also here (as a multiset).
    pub fn includes(&self, other: &CardCounts) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a >= b)
    }

    pub fn from_cards<I: IntoIterator<Item = Card>>(cards: I) -> CardCounts {
        let mut counts = CardCounts::EMPTY;
        for c in cards {
            counts.add(c, 1);
        }
        counts
    }
}

impl fmt::Display for CardCounts {
    /// Space-separated notation, e.g. `M10 M10 Winter`; `-` when empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        let mut first = true;
        for card in self.cards() {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            f.write_str(card.notation())?;
        }
        Ok(())
    }
}

impl FromStr for CardCounts {
    type Err = UnknownCard;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        if s == "-" || s.is_empty() {
            return Ok(CardCounts::EMPTY);
        }
        let mut counts = CardCounts::EMPTY;
        for word in s.split(|c: char| c.is_whitespace() || c == ',') {
            if !word.is_empty() {
                counts.add(word.parse()?, 1);
            }
        }
        Ok(counts)
    }
}

/// JSON form: a map from notation to count, e.g. `{"M10": 2, "Winter": 1}`.
impl Serialize for CardCounts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = s.serialize_map(Some(self.iter().count()))?;
        for (card, n) in self.iter() {
            map.serialize_entry(card.notation(), &n)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for CardCounts {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let map = std::collections::BTreeMap::<String, u8>::deserialize(d)?;
        let mut counts = CardCounts::EMPTY;
        for (name, n) in map {
            let card: Card = name.parse().map_err(serde::de::Error::custom)?;
            counts.add(card, n);
        }
        Ok(counts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_and_accepts_aliases() {
        for card in Card::ALL {
            assert_eq!(card.notation().parse::<Card>(), Ok(card));
            assert_eq!(card.to_string().to_lowercase().parse::<Card>(), Ok(card));
        }
        assert_eq!("Turncoat".parse::<Card>(), Ok(Card::Surrender));
        assert_eq!("mercenary 10".parse::<Card>(), Ok(Card::M10));
        assert!("M7".parse::<Card>().is_err());
        assert!("".parse::<Card>().is_err());
    }

    /// The word-wide kinds mask agrees with a plain count of every kind, for every kind
    /// and every count a byte holds.
    #[test]
    fn kinds_is_the_set_of_kinds_present() {
        for card in Card::ALL {
            for n in [0u8, 1, 2, 127, 128, 255] {
                let mut counts = CardCounts::EMPTY;
                let other = if card == Card::M5 {
                    Card::Spy
                } else {
                    Card::M5
                };
                counts.add(other, 3);
                counts.add(card, n);
                let expected = Card::ALL
                    .iter()
                    .filter(|c| counts.get(**c) > 0)
                    .fold(0u32, |m, c| m | 1 << c.index());
                assert_eq!(counts.kinds(), expected, "{card} x{n}");
                assert_eq!(counts.is_empty(), expected == 0);
            }
        }
        assert!(CardCounts::EMPTY.is_empty());
        assert_eq!(CardCounts::EMPTY.kinds(), 0);
    }

    /// Counts are empty only with no card at all, wherever the cards sit among the 17
    /// kinds (two kinds eight apart fill the two words the test reads alike).
    #[test]
    fn counts_are_empty_only_without_cards() {
        for a in Card::ALL {
            let mut one = CardCounts::EMPTY;
            one.add(a, 1);
            assert!(!one.is_empty(), "{a}");
            for b in Card::ALL {
                let mut two = one;
                two.add(b, 1);
                assert!(!two.is_empty(), "{a} {b}");
            }
        }
    }

    /// The printed values (RULES.md §2) both ways, and only Mercenaries have one.
    #[test]
    fn mercenary_values_are_the_printed_ones() {
        let values = [1, 2, 3, 4, 5, 6, 10];
        for (card, value) in Card::MERCENARIES.into_iter().zip(values) {
            assert_eq!(card.mercenary_value(), Some(value), "{card}");
            assert_eq!(Card::mercenary(value), Some(card));
            assert!(card.is_mercenary());
            assert_eq!(format!("mercenary {value}").parse::<Card>(), Ok(card));
        }
        for card in &Card::ALL[7..] {
            assert_eq!(card.mercenary_value(), None, "{card}");
            assert!(!card.is_mercenary());
        }
        for value in [0, 7, 8, 9, 11] {
            assert_eq!(Card::mercenary(value), None);
        }
    }

    #[test]
    fn indices_follow_notation_order() {
        for (i, card) in Card::ALL.into_iter().enumerate() {
            assert_eq!(card.index(), i);
            assert_eq!(Card::from_index(i), Some(card));
        }
        assert_eq!(Card::from_index(CARD_KINDS), None);
    }

    /// Names a player may type, and a refusal that lists the cards.
    #[test]
    fn aliases_and_unknown_cards() {
        assert_eq!("drum".parse::<Card>(), Ok(Card::Drummer));
        assert_eq!("classic-bishop".parse::<Card>(), Ok(Card::ClassicBishop));
        assert_eq!("bishop-classic".parse::<Card>(), Ok(Card::ClassicBishop));
        assert_eq!(" Spy ".parse::<Card>(), Ok(Card::Spy));
        let err = "Joker".parse::<Card>().unwrap_err();
        assert_eq!(err, UnknownCard("Joker".into()));
        assert!(err
            .to_string()
            .starts_with("'Joker' is not a card (try M1..M6, M10"));
        assert_eq!(Card::Heroine.to_string(), "Heroine");
        assert_eq!(serde_json::to_string(&Card::M10).unwrap(), "\"M10\"");
        assert_eq!(serde_json::from_str::<Card>("\"m6\"").unwrap(), Card::M6);
        assert!(serde_json::from_str::<Card>("\"M7\"").is_err());
    }

    /// The counts of a hand: adding, removing (never below zero), contents.
    #[test]
    fn counts_add_remove_and_compare() {
        let mut hand: CardCounts = "M10 M10 Winter".parse().unwrap();
        assert!(hand.contains(Card::M10) && !hand.contains(Card::M1));
        assert!(!hand.remove(Card::M10, 3), "only two to remove");
        assert_eq!(hand.get(Card::M10), 2);
        assert!(hand.remove(Card::M10, 2));
        assert_eq!(hand.get(Card::M10), 0);
        assert!(hand.remove(Card::M1, 0));
        hand.add(Card::M1, 2);
        assert_eq!(hand.total(), 3);
        assert!(hand.has_mercenary());
        assert!(!"Winter Heroine"
            .parse::<CardCounts>()
            .unwrap()
            .has_mercenary());
        let big: CardCounts = "M1 M1 Winter Spy".parse().unwrap();
        assert!(big.includes(&hand) && !hand.includes(&big));
        assert!(big.includes(&CardCounts::EMPTY));
        let mut both = hand;
        both.add_all(&big);
        assert_eq!(both.to_string(), "M1 M1 M1 M1 Winter Winter Spy");
        both.subtract_saturating(&"M1 Spy Spy Heroine".parse().unwrap());
        assert_eq!(both.to_string(), "M1 M1 M1 Winter Winter");
        assert_eq!(
            both.iter().collect::<Vec<_>>(),
            vec![(Card::M1, 3), (Card::Winter, 2)]
        );
        assert_eq!(
            CardCounts::from_cards([Card::Spy, Card::M1, Card::Spy]).get(Card::Spy),
            2
        );
    }

    /// Text form: space- or comma-separated, `-` or nothing for none; a bad name is
    /// refused, not skipped.
    #[test]
    fn counts_text_form() {
        assert_eq!("-".parse::<CardCounts>(), Ok(CardCounts::EMPTY));
        assert_eq!("".parse::<CardCounts>(), Ok(CardCounts::EMPTY));
        assert_eq!(" - ".parse::<CardCounts>(), Ok(CardCounts::EMPTY));
        assert_eq!(CardCounts::EMPTY.to_string(), "-");
        let commas: CardCounts = "M1,M2, M3".parse().unwrap();
        assert_eq!(commas.to_string(), "M1 M2 M3");
        assert_eq!(commas.total(), 3);
        assert!("M1 Joker".parse::<CardCounts>().is_err());
        assert!("M1,-".parse::<CardCounts>().is_err());
        assert!(serde_json::from_str::<CardCounts>(r#"{"Joker": 1}"#).is_err());
    }

    #[test]
    fn counts_parse_and_print() {
        let counts: CardCounts = "M10 M10 Winter".parse().unwrap();
        assert_eq!(counts.get(Card::M10), 2);
        assert_eq!(counts.total(), 3);
        assert_eq!(counts.to_string(), "M10 M10 Winter");
        let json = serde_json::to_string(&counts).unwrap();
        assert_eq!(json, r#"{"M10":2,"Winter":1}"#);
        assert_eq!(serde_json::from_str::<CardCounts>(&json).unwrap(), counts);
    }
}
