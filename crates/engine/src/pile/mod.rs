//! Cards in order, held inline: a deck or a row. A pile has room for every card of the
//! biggest deck, so it never allocates, and a whole game clones as one block of memory
//! (the AI clones and deals thousands of games a second).

use crate::card::{Card, CardCounts, PlayedCard};
use crate::rules::MAX_PLAYERS;
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

/// Cards [`Pile::from_counts`] writes at a time, and the room its buffer needs for them.
const STRIP: usize = 16;
const STRIPS_ROOM: usize = PILE_CAP + STRIP;

impl Pile<Card> {
    /// The cards of `counts` in notation order.
    pub fn from_counts(counts: &CardCounts) -> Pile<Card> {
        // Each round's reshuffle rebuilds the whole deck this way. A kind is written as
        // whole strips of STRIP cards, the next kind overwriting the excess, in a buffer
        // with room for the last strip: fixed-size stores where a fill of each kind's
        // length called memset, which mispredicted on the varying lengths.
        let mut items = [Card::FILL; STRIPS_ROOM];
        let mut len = 0;
        for (card, n) in counts.iter() {
            let end = len + n as usize;
            for strip in 0..(n as usize).div_ceil(STRIP) {
                let at = len + strip * STRIP;
                items[at..at + STRIP].copy_from_slice(&[card; STRIP]);
            }
            len = end;
        }
        assert!(len <= PILE_CAP, "more cards than any deck holds");
        let mut pile = Pile::EMPTY;
        pile.items.copy_from_slice(&items[..PILE_CAP]);
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

/// Whether the rows after a push's place `at`, up to `end`, fit in the block
/// [`Rows::push`] moves in one piece, with room above it in the pile.
#[inline]
fn later_rows_fit_block(at: usize, end: usize) -> bool {
    end - at <= SHIFT_BLOCK && at + SHIFT_BLOCK < PILE_CAP
}

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
        // Shift the later rows one place up. Usually they hold at most SHIFT_BLOCK
        // cards: then a fixed-size block moves (the later rows and unused slots after
        // them), a few vector loads and stores with no call and no loop on the length.
        if later_rows_fit_block(at, end) {
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
mod tests;
