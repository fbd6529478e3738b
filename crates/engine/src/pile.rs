//! Cards in order, held inline: a deck or a row. A pile has room for every card of the
//! biggest deck, so it never allocates, and a whole game clones as one block of memory
//! (the AI clones and deals thousands of games a second).

use crate::card::{Card, CardCounts};
use crate::game::{PlayedCard, MAX_PLAYERS};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::{Deref, DerefMut, Index, IndexMut};

/// Room in a pile: the biggest deck (110 cards) is the most any deck or row can hold.
pub const PILE_CAP: usize = 110;

/// What fills the unused room of a pile (never read).
pub trait Filler: Copy {
    const FILL: Self;
}

impl Filler for Card {
    const FILL: Card = Card::M1;
}

impl Filler for PlayedCard {
    const FILL: PlayedCard = PlayedCard {
        card: Card::M1,
        face_up: true,
    };
}

/// Up to [`PILE_CAP`] items in order; reads as a slice (`Deref<Target = [T]>`).
#[derive(Copy)]
pub struct Pile<T: Filler> {
    len: u8,
    items: [T; PILE_CAP],
}

/// One copy of the whole block (a derived `Clone` would copy the items one by one).
impl<T: Filler> Clone for Pile<T> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Filler> Pile<T> {
    pub const EMPTY: Pile<T> = Pile {
        len: 0,
        items: [T::FILL; PILE_CAP],
    };

    /// Adds an item at the end (the top of a deck). A pile never holds more cards than the
    /// game has, so a full pile is a bug: it panics.
    #[inline]
    pub fn push(&mut self, item: T) {
        self.items[self.len as usize] = item;
        self.len += 1;
    }

    /// Takes the last item (the top of a deck).
    #[inline]
    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.items[self.len as usize])
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps the first `len` items (the bottom of a deck).
    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len as u8);
    }

    /// Removes the item at `index`, keeping the order of the others.
    pub fn remove(&mut self, index: usize) -> T {
        let item = self[index];
        self.items.copy_within(index + 1..self.len as usize, index);
        self.len -= 1;
        item
    }

    /// Removes the item at `index`, putting the last item in its place.
    pub fn swap_remove(&mut self, index: usize) -> T {
        let item = self[index];
        self.len -= 1;
        self.items[index] = self.items[self.len as usize];
        item
    }

    /// Keeps the items `keep` accepts, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let mut kept = 0;
        for i in 0..self.len as usize {
            let item = self.items[i];
            if keep(&item) {
                self.items[kept] = item;
                kept += 1;
            }
        }
        self.len = kept as u8;
    }
}

impl Pile<Card> {
    /// The cards of `counts` in notation order.
    pub fn from_counts(counts: &CardCounts) -> Pile<Card> {
        let mut pile = Pile::EMPTY;
        let mut len = 0;
        for (card, n) in counts.iter() {
            // One fill per kind (each round's reshuffle rebuilds the whole deck this way).
            let end = len + n as usize;
            pile.items[len..end].fill(card);
            len = end;
        }
        pile.len = len as u8;
        pile
    }

    /// Moves up to `n` cards from the top into `hand`; returns how many.
    pub fn deal_into(&mut self, n: u32, hand: &mut CardCounts) -> u32 {
        let k = (n as usize).min(self.len());
        let rest = self.len() - k;
        for &card in &self[rest..] {
            hand.add(card, 1);
        }
        self.truncate(rest);
        k as u32
    }
}

impl<T: Filler> Default for Pile<T> {
    fn default() -> Self {
        Pile::EMPTY
    }
}

impl<T: Filler> Extend<T> for Pile<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        for item in iter {
            self.push(item);
        }
    }
}

impl<T: Filler> FromIterator<T> for Pile<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut pile = Pile::EMPTY;
        pile.extend(iter);
        pile
    }
}

impl<'a, T: Filler> IntoIterator for &'a Pile<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: Filler> Deref for Pile<T> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        &self.items[..self.len as usize]
    }
}

impl<T: Filler> DerefMut for Pile<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items[..self.len as usize]
    }
}

impl<T: Filler + PartialEq> PartialEq for Pile<T> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Filler + Eq> Eq for Pile<T> {}

impl<T: Filler + fmt::Debug> fmt::Debug for Pile<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// JSON: a plain list, as a `Vec` would be.
impl<T: Filler + Serialize> Serialize for Pile<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de, T: Filler + Deserialize<'de>> Deserialize<'de> for Pile<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let items = Vec::<T>::deserialize(d)?;
        if items.len() > PILE_CAP {
            return Err(serde::de::Error::custom(format!(
                "{} cards in one pile: no deck has more than {PILE_CAP}",
                items.len()
            )));
        }
        Ok(items.into_iter().collect())
    }
}

/// The duel's two own decks (none in the other presets). JSON: a list of decks.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub struct OwnDecks {
    count: u8,
    decks: [Pile<Card>; 2],
}

impl OwnDecks {
    pub fn new(decks: impl IntoIterator<Item = Pile<Card>>) -> OwnDecks {
        let mut own = OwnDecks::default();
        for deck in decks {
            own.decks[own.count as usize] = deck;
            own.count += 1;
        }
        own
    }

    pub fn get(&self, seat: usize) -> Option<&Pile<Card>> {
        self.decks[..self.count as usize].get(seat)
    }

    pub fn get_mut(&mut self, seat: usize) -> Option<&mut Pile<Card>> {
        self.decks[..self.count as usize].get_mut(seat)
    }

    pub fn iter(&self) -> impl Iterator<Item = &Pile<Card>> {
        self.decks[..self.count as usize].iter()
    }
}

impl fmt::Debug for OwnDecks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for OwnDecks {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for OwnDecks {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let decks = Vec::<Pile<Card>>::deserialize(d)?;
        if decks.len() > 2 {
            return Err(serde::de::Error::custom(
                "the duel has two own decks, no more",
            ));
        }
        Ok(OwnDecks::new(decks))
    }
}

/// Cards [`Rows::push`] moves as one fixed block when the later rows fit in it.
const SHIFT_BLOCK: usize = 32;

/// Every seat's row, one after another in one block: the cards on the table are never
/// more than the deck, so they fit in one pile's room. `rows[seat]` reads (and
/// `&mut rows[seat]` turns over) one row as a slice. JSON: a list of six rows.
#[derive(Clone, Copy)]
pub struct Rows {
    /// Row `seat` is `cards[bounds[seat]..bounds[seat + 1]]`. The eighth byte is always 0:
    /// the bounds are one 8-byte word, which [`Rows::move_later_bounds`] moves at once.
    bounds: [u8; 8],
    cards: [PlayedCard; PILE_CAP],
    /// Each row's cards as counts, face up or down: strengths need no walk of the rows.
    counts: [CardCounts; MAX_PLAYERS],
}

impl Rows {
    pub const EMPTY: Rows = Rows {
        bounds: [0; 8],
        cards: [PlayedCard::FILL; PILE_CAP],
        counts: [CardCounts::EMPTY; MAX_PLAYERS],
    };

    /// `seat`'s row as counts, face-down cards included.
    #[inline]
    pub fn counts(&self, seat: usize) -> &CardCounts {
        &self.counts[seat]
    }

    /// Every seat's row as counts.
    #[inline]
    pub fn all_counts(&self) -> &[CardCounts; MAX_PLAYERS] {
        &self.counts
    }

    /// Lays `card` at the end of `seat`'s row. More cards on the table than the game has
    /// is a bug: it panics.
    pub fn push(&mut self, seat: usize, card: PlayedCard) {
        let at = self.bounds[seat + 1] as usize;
        let end = self.bounds[MAX_PLAYERS] as usize;
        // Shift the later rows one place up. Usually they hold fewer than SHIFT_BLOCK
        // cards: then a fixed-size block moves (the later rows and unused slots after
        // them), a few vector loads and stores with no call and no loop on the length.
        if end - at <= SHIFT_BLOCK && at + SHIFT_BLOCK < PILE_CAP {
            let mut block = [PlayedCard::FILL; SHIFT_BLOCK];
            block.copy_from_slice(&self.cards[at..at + SHIFT_BLOCK]);
            self.cards[at + 1..at + 1 + SHIFT_BLOCK].copy_from_slice(&block);
        } else {
            self.cards.copy_within(at..end, at + 1);
        }
        self.cards[at] = card;
        self.counts[seat].add(card.card, 1);
        self.move_later_bounds(seat, 1, u64::wrapping_add);
    }

    /// Takes the card at `index` out of `seat`'s row, keeping the order of the others.
    pub fn remove(&mut self, seat: usize, index: usize) -> PlayedCard {
        let card = self[seat][index];
        let at = self.bounds[seat] as usize + index;
        let end = self.bounds[MAX_PLAYERS] as usize;
        for i in at..end - 1 {
            self.cards[i] = self.cards[i + 1];
        }
        self.move_later_bounds(seat, 1, u64::wrapping_sub);
        self.counts[seat].remove(card.card, 1);
        card
    }

    /// Keeps the cards of `seat`'s row that `keep` accepts; returns how many went.
    pub fn retain(&mut self, seat: usize, mut keep: impl FnMut(&PlayedCard) -> bool) -> u8 {
        let (start, stop) = (self.bounds[seat] as usize, self.bounds[seat + 1] as usize);
        let mut kept = start;
        for i in start..stop {
            let card = self.cards[i];
            if keep(&card) {
                self.cards[kept] = card;
                kept += 1;
            } else {
                self.counts[seat].remove(card.card, 1);
            }
        }
        let gone = stop - kept;
        if gone > 0 {
            let end = self.bounds[MAX_PLAYERS] as usize;
            for i in stop..end {
                self.cards[i - gone] = self.cards[i];
            }
            self.move_later_bounds(seat, gone as u64, u64::wrapping_sub);
        }
        gone as u8
    }

    /// Moves the bounds after `seat`'s start (the end of its row and every later row) by
    /// `n`, all at once: the bounds are the bytes of one word, and `step` adds or takes
    /// `n` in each of the bytes concerned. No bound leaves 0..=110, so no byte carries.
    #[inline]
    fn move_later_bounds(&mut self, seat: usize, n: u64, step: fn(u64, u64) -> u64) {
        // A 1 in each byte from `seat + 1` up to the last bound (never the spare byte).
        let ones = 0x0001_0101_0101_0101u64 & (u64::MAX << (8 * (seat + 1)));
        self.bounds = step(u64::from_le_bytes(self.bounds), ones * n).to_le_bytes();
    }

    /// Empties every row.
    pub fn clear(&mut self) {
        self.bounds = [0; 8];
        self.counts = [CardCounts::EMPTY; MAX_PLAYERS];
    }

    /// Every card on the table, row after row.
    #[inline]
    pub fn all(&self) -> &[PlayedCard] {
        &self.cards[..self.bounds[MAX_PLAYERS] as usize]
    }

    /// The rows in seat order.
    pub fn iter(&self) -> impl Iterator<Item = &[PlayedCard]> {
        (0..MAX_PLAYERS).map(move |seat| &self[seat])
    }
}

impl Index<usize> for Rows {
    type Output = [PlayedCard];
    #[inline]
    fn index(&self, seat: usize) -> &[PlayedCard] {
        &self.cards[self.bounds[seat] as usize..self.bounds[seat + 1] as usize]
    }
}

impl IndexMut<usize> for Rows {
    #[inline]
    fn index_mut(&mut self, seat: usize) -> &mut [PlayedCard] {
        &mut self.cards[self.bounds[seat] as usize..self.bounds[seat + 1] as usize]
    }
}

impl PartialEq for Rows {
    fn eq(&self, other: &Self) -> bool {
        self.bounds == other.bounds && self.all() == other.all()
    }
}

impl Eq for Rows {}

impl fmt::Debug for Rows {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Rows {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Rows {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let rows = <[Vec<PlayedCard>; MAX_PLAYERS]>::deserialize(d)?;
        let total: usize = rows.iter().map(Vec::len).sum();
        if total > PILE_CAP {
            return Err(serde::de::Error::custom(format!(
                "{total} cards on the table: no deck has more than {PILE_CAP}"
            )));
        }
        let mut out = Rows::EMPTY;
        for (seat, row) in rows.iter().enumerate() {
            for &card in row {
                out.push(seat, card);
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pile_keeps_order_and_reads_as_a_slice() {
        let mut pile: Pile<Card> = [Card::M1, Card::M2, Card::M3, Card::M4]
            .into_iter()
            .collect();
        assert_eq!(pile.remove(1), Card::M2);
        assert_eq!(*pile, [Card::M1, Card::M3, Card::M4]);
        // The hand-written Clone (what generic code over `T: Clone` calls) copies it all.
        #[allow(clippy::clone_on_copy)]
        let copy = pile.clone();
        assert_eq!(*copy, [Card::M1, Card::M3, Card::M4]);
        // `for card in &pile` walks the same cards.
        let walked: Vec<Card> = (&pile).into_iter().copied().collect();
        assert_eq!(walked, [Card::M1, Card::M3, Card::M4]);
        pile.retain(|&c| c != Card::M3);
        assert_eq!(*pile, [Card::M1, Card::M4]);
        assert_eq!(pile.pop(), Some(Card::M4));
        pile.push(Card::M10);
        assert_eq!(*pile, [Card::M1, Card::M10]);
        pile.clear();
        assert_eq!(pile.pop(), None);
        assert!(pile.is_empty());
    }

    fn up(card: Card) -> PlayedCard {
        PlayedCard {
            card,
            face_up: true,
        }
    }

    #[test]
    fn rows_share_one_block_and_keep_each_row_in_order() {
        let mut rows = Rows::EMPTY;
        rows.push(2, up(Card::M3));
        rows.push(0, up(Card::M1));
        rows.push(5, up(Card::M10));
        rows.push(2, up(Card::M4));
        rows.push(0, up(Card::M2));
        assert_eq!(rows[0], [up(Card::M1), up(Card::M2)]);
        assert_eq!(rows[2], [up(Card::M3), up(Card::M4)]);
        assert_eq!(rows[5], [up(Card::M10)]);
        assert!(rows[1].is_empty());
        assert_eq!(rows.remove(0, 0), up(Card::M1));
        assert_eq!(rows[0], [up(Card::M2)]);
        assert_eq!(rows[2], [up(Card::M3), up(Card::M4)]);
        rows.push(0, up(Card::M4));
        assert_eq!(rows.retain(0, |p| p.card != Card::M4), 1);
        assert_eq!(rows.retain(2, |p| p.card != Card::M4), 1);
        assert_eq!(rows[0], [up(Card::M2)]);
        assert_eq!(rows[2], [up(Card::M3)]);
        assert_eq!(rows[5], [up(Card::M10)]);
        for seat in 0..MAX_PLAYERS {
            let counted = CardCounts::from_cards(rows[seat].iter().map(|p| p.card));
            assert_eq!(*rows.counts(seat), counted, "seat {seat}");
        }
        rows[5][0].face_up = false;
        assert!(!rows[5][0].face_up);
        let json = serde_json::to_string(&rows).unwrap();
        assert_eq!(serde_json::from_str::<Rows>(&json).unwrap(), rows);
        assert_eq!(
            json,
            r#"[[{"card":"M2","face_up":true}],[],[{"card":"M3","face_up":true}],[],[],[{"card":"M10","face_up":false}]]"#
        );
        let mut other = rows;
        other.push(1, up(Card::M1));
        assert_ne!(other, rows);
        rows.clear();
        assert!(rows.iter().all(|r| r.is_empty()));
        assert_eq!(*rows.counts(5), CardCounts::EMPTY);
    }

    #[test]
    fn piles_print_deal_and_compare_by_their_cards() {
        let mut pile = Pile::from_counts(&"M1 M1 Winter M10".parse().unwrap());
        assert_eq!(*pile, [Card::M1, Card::M1, Card::M10, Card::Winter]);
        assert_eq!(format!("{pile:?}"), "[M1, M1, M10, Winter]");
        let mut hand = CardCounts::EMPTY;
        assert_eq!(pile.deal_into(3, &mut hand), 3, "from the top: the end");
        assert_eq!(hand.to_string(), "M1 M10 Winter");
        assert_eq!(*pile, [Card::M1]);
        assert_eq!(pile.deal_into(5, &mut hand), 1, "no more than there is");
        assert_eq!(pile.deal_into(5, &mut hand), 0);
        assert_eq!(Pile::<Card>::default(), Pile::EMPTY);
        // Equal when the cards are, whatever lies in the unused room.
        let mut a: Pile<Card> = [Card::M5, Card::M6].into_iter().collect();
        a.pop();
        let b: Pile<Card> = [Card::M5].into_iter().collect();
        assert_eq!(a, b);
        assert_ne!(a, Pile::EMPTY);
        a.truncate(5);
        assert_eq!(a.len(), 1, "truncate never lengthens");
        a.extend([Card::M2, Card::M3]);
        assert_eq!(a.swap_remove(0), Card::M5);
        assert_eq!(*a, [Card::M3, Card::M2]);
        let own = OwnDecks::new([a, b]);
        assert_eq!(own.get(1), Some(&b));
        assert_eq!(own.get(2), None);
        assert_eq!(own.iter().count(), 2);
        assert_eq!(format!("{own:?}"), "[[M3, M2], [M5]]");
        assert_eq!(OwnDecks::default().get(0), None);
        let mut rows = Rows::EMPTY;
        rows.push(1, up(Card::M4));
        assert_eq!(format!("{rows:?}").matches("M4").count(), 1);
        assert_eq!(rows.all(), [up(Card::M4)]);
    }

    /// Rows are equal only with the same cards in the same seats' rows: the same cards
    /// split otherwise, or other cards in the same places, differ.
    #[test]
    fn rows_are_equal_seat_by_seat() {
        let mut a = Rows::EMPTY;
        a.push(0, up(Card::M1));
        a.push(1, up(Card::M2));
        let mut moved = Rows::EMPTY;
        moved.push(0, up(Card::M1));
        moved.push(0, up(Card::M2));
        assert_eq!(a.all(), moved.all());
        assert_ne!(a, moved);
        let mut other = Rows::EMPTY;
        other.push(0, up(Card::M1));
        other.push(1, up(Card::M3));
        assert_ne!(a, other);
        let mut same = Rows::EMPTY;
        same.push(1, up(Card::M2));
        same.push(0, up(Card::M1));
        assert_eq!(a, same);
    }

    /// The rows hold a whole deck between them (every card on the table), and a card
    /// still comes out of a full table with the others in order.
    #[test]
    fn a_full_table_gives_a_card_back() {
        let mut rows = Rows::EMPTY;
        for i in 0..PILE_CAP {
            let card = if i % 2 == 0 { Card::M1 } else { Card::M2 };
            rows.push(i % MAX_PLAYERS, up(card));
        }
        assert_eq!(rows.all().len(), PILE_CAP);
        assert_eq!(rows.remove(5, 0), up(Card::M2));
        assert_eq!(rows.all().len(), PILE_CAP - 1);
        assert_eq!(rows[5].len(), PILE_CAP / MAX_PLAYERS - 1);
        assert_eq!(rows[4][0], up(Card::M1));
        assert_eq!(
            rows.counts(5).get(Card::M2),
            (PILE_CAP / MAX_PLAYERS - 1) as u8
        );
        // Saved and read back at full capacity; one card more than a deck is refused.
        rows.push(5, up(Card::M2));
        let json = serde_json::to_string(&rows).unwrap();
        assert_eq!(serde_json::from_str::<Rows>(&json).unwrap(), rows);
        let card = serde_json::to_string(&up(Card::M1)).unwrap();
        let over = json.replacen("[[", &format!("[[{card},"), 1);
        let err = serde_json::from_str::<Rows>(&over).unwrap_err();
        assert!(err.to_string().contains("111 cards on the table"), "{err}");
    }

    #[test]
    fn piles_serialize_as_lists_and_refuse_too_many_cards() {
        let pile: Pile<Card> = [Card::M10, Card::Winter].into_iter().collect();
        let json = serde_json::to_string(&pile).unwrap();
        assert_eq!(json, r#"["M10","Winter"]"#);
        assert_eq!(serde_json::from_str::<Pile<Card>>(&json).unwrap(), pile);
        // A full deck's worth is read; one card more is refused.
        let full = format!("[{}]", vec!["\"M1\""; PILE_CAP].join(","));
        assert_eq!(
            serde_json::from_str::<Pile<Card>>(&full).unwrap().len(),
            PILE_CAP
        );
        let many = format!("[{}]", vec!["\"M1\""; PILE_CAP + 1].join(","));
        let err = serde_json::from_str::<Pile<Card>>(&many).unwrap_err();
        assert!(
            err.to_string().contains("no deck has more than 110"),
            "{err}"
        );
        let own = OwnDecks::new([pile, Pile::EMPTY]);
        assert_eq!(
            serde_json::to_string(&own).unwrap(),
            r#"[["M10","Winter"],[]]"#
        );
        assert_eq!(serde_json::to_string(&OwnDecks::default()).unwrap(), "[]");
        let three = r#"[[],[],[]]"#;
        assert!(serde_json::from_str::<OwnDecks>(three).is_err());
    }
}
