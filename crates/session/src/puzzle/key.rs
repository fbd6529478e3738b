//! A battle position packed into a few words, for the solver's table of positions already
//! proved (transpositions: the same cards reached in another order are one position).
//!
//! Only what can still change the battle's result goes in, and all of it does: whose
//! decision it is and of which kind, who has passed, whether the defender has played,
//! the season, the hands of the seats still in the battle when the solve began, and
//! every row as far as strength, the Bishop and the Scarecrow can tell rows apart (the
//! count of each Mercenary value, whether a Drummer is there, and the flat strength of
//! Heroines, Courtesans and Spies). What is left out changes nothing in this battle: the
//! order of a row, season, Scarecrow and Bishop cards lying in rows, the papal favor, the
//! piles, the board. Each count has a field just wide enough for the most it can reach
//! from the first position, so the packing is exact, never a hash.

use engine::{Card, CardCounts, Game, Phase, Season, MAX_PLAYERS};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// Words in a key: 256 bits, far more than the positions the generator keeps need.
const WORDS: usize = 4;

/// A packed position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Key([u64; WORDS]);

/// The words go to the hasher as they are (the derived hash would add the length).
impl Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        for word in self.0 {
            state.write_u64(word);
        }
    }
}

/// A quick multiplicative hash of keys (the words are already well mixed by the
/// packing, and nothing here is chosen by an adversary): a tenth of the time of the
/// standard library's SipHash on this table's hot path.
#[derive(Clone, Copy, Debug, Default)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// A table keyed by positions.
pub type KeyMap<V> = HashMap<Key, V, BuildHasherDefault<KeyHasher>>;

/// The strength of the cards that add a fixed amount to their row (§6 step 5).
pub fn flat_strength(counts: &CardCounts) -> u32 {
    10 * counts.get(Card::Heroine) as u32
        + counts.get(Card::Courtesan) as u32
        + counts.get(Card::Spy) as u32
}

/// One count in the key: where it is read, and how many bits it needs.
#[derive(Clone, Copy, Debug)]
struct Field {
    what: Source,
    bits: u32,
}

#[derive(Clone, Copy, Debug)]
enum Source {
    /// How many of this card the seat holds.
    Hand(u8, Card),
    /// How many Mercenaries of this value lie in the seat's row.
    Row(u8, Card),
    /// Whether a Drummer lies in the seat's row.
    Drummer(u8),
    /// The row's Heroines, Courtesans and Spies, as strength.
    Flat(u8),
}

/// The layout of the key for one solve: which counts vary, and their widths.
#[derive(Clone, Debug)]
pub struct Keyer {
    fields: Vec<Field>,
    players: u8,
}

/// A position too rich for the key (the generator never keeps one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge;

/// Bits needed to hold every value from 0 to `most`.
fn width(most: u32) -> u32 {
    u32::BITS - most.leading_zeros()
}

/// The header: phase kind (2 bits), seat (3), passed seats (6), defender played (1),
/// season (2).
const HEADER_BITS: u32 = 14;

impl Keyer {
    /// The layout for positions reachable from `game` within its battle. A seat's hand
    /// can only shrink, except by its own Scarecrow; a row can only grow by its own
    /// player's cards: so each count is bounded by the copies of its card in the battle
    /// (every row and the hands still in it), or by what is there now.
    pub fn new(game: &Game) -> Result<Keyer, TooLarge> {
        let players = game.players();
        let active: Vec<u8> = (0..players)
            .filter(|&s| game.table().in_battle(s))
            .collect();
        let rows: Vec<CardCounts> = (0..players).map(|s| row_counts(game, s)).collect();
        let mut pool = CardCounts::EMPTY;
        for row in &rows {
            pool.add_all(row);
        }
        for &s in &active {
            pool.add_all(game.hand(s));
        }
        let mut fields = Vec::new();
        let mut push = |what: Source, most: u32| {
            if most > 0 {
                fields.push(Field {
                    what,
                    bits: width(most),
                });
            }
        };
        for &s in &active {
            let hand = game.hand(s);
            let takes_back = hand.contains(Card::Scarecrow);
            for card in Card::ALL {
                let most = if card.is_mercenary() && takes_back {
                    pool.get(card)
                } else {
                    hand.get(card)
                };
                push(Source::Hand(s, card), most as u32);
            }
        }
        for s in 0..players {
            let plays = active.contains(&s);
            let row = &rows[s as usize];
            for card in Card::MERCENARIES {
                let most = if plays { pool.get(card) } else { row.get(card) };
                push(Source::Row(s, card), most as u32);
            }
            let hand = if plays {
                *game.hand(s)
            } else {
                CardCounts::EMPTY
            };
            let drummer = row.contains(Card::Drummer) || hand.contains(Card::Drummer);
            push(Source::Drummer(s), drummer as u32);
            push(Source::Flat(s), flat_strength(row) + flat_strength(&hand));
        }
        let bits: u32 = fields.iter().map(|f| f.bits).sum();
        if bits + HEADER_BITS > WORDS as u32 * 64 {
            return Err(TooLarge);
        }
        Ok(Keyer { fields, players })
    }

    /// The key of `game`, a position reachable from the one the layout was made for.
    pub fn key(&self, game: &Game) -> Key {
        let mut rows = [CardCounts::EMPTY; MAX_PLAYERS];
        for (s, row) in rows.iter_mut().enumerate().take(self.players as usize) {
            *row = row_counts(game, s as u8);
        }
        let table = game.table();
        let (kind, seat) = match game.phase() {
            Phase::Battle { seat } => (0u64, seat),
            Phase::Scarecrow { seat } => (1, seat),
            Phase::Favor { seat } => (2, seat),
            _ => (3, 0),
        };
        let season = match table.season {
            None => 0u64,
            Some(Season::Winter) => 1,
            Some(Season::Spring) => 2,
        };
        let mut packer = Packer::default();
        packer.put(kind, 2);
        packer.put(seat as u64, 3);
        // Six seats at most: the mask fits its six bits.
        packer.put(table.battle.passed as u64, 6);
        packer.put(table.battle.defender_played as u64, 1);
        packer.put(season, 2);
        for field in &self.fields {
            let value = match field.what {
                Source::Hand(s, card) => game.hand(s).get(card) as u64,
                Source::Row(s, card) => rows[s as usize].get(card) as u64,
                Source::Drummer(s) => rows[s as usize].contains(Card::Drummer) as u64,
                Source::Flat(s) => flat_strength(&rows[s as usize]) as u64,
            };
            debug_assert!(value < 1 << field.bits, "{field:?} holds {value}");
            packer.put(value, field.bits);
        }
        Key(packer.words)
    }
}

/// The cards of a seat's row, as counts.
pub fn row_counts(game: &Game, seat: u8) -> CardCounts {
    CardCounts::from_cards(game.row(seat).iter().map(|p| p.card))
}

/// Writes fields of given widths one after the other into the key's words.
#[derive(Default)]
struct Packer {
    words: [u64; WORDS],
    used: u32,
}

impl Packer {
    fn put(&mut self, value: u64, bits: u32) {
        let (word, shift) = ((self.used / 64) as usize, self.used % 64);
        let wide = (value as u128) << shift;
        self.words[word] |= wide as u64;
        // A field that crosses into the next word leaves its high bits there (none, if it
        // does not cross).
        if let Some(next) = self.words.get_mut(word + 1) {
            *next |= (wide >> 64) as u64;
        }
        self.used += bits;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_hold_their_most() {
        assert_eq!(width(0), 0);
        assert_eq!(width(1), 1);
        assert_eq!(width(2), 2);
        assert_eq!(width(3), 2);
        assert_eq!(width(4), 3);
        assert_eq!(width(15), 4);
        assert_eq!(width(16), 5);
    }

    /// The hash mixes every word, in order: the formula, worked out here again.
    #[test]
    fn keys_hash_every_word() {
        fn hash_of(key: &Key) -> u64 {
            let mut h = KeyHasher::default();
            key.hash(&mut h);
            h.finish()
        }
        let mix = |h: u64, w: u64| (h.rotate_left(5) ^ w).wrapping_mul(0x517c_c1b7_2722_0a95);
        let key = Key([3, 5, 7, 11]);
        let expected = [3, 5, 7, 11].into_iter().fold(0, mix);
        assert_eq!(hash_of(&key), expected);
        assert_ne!(hash_of(&key), hash_of(&Key([3, 5, 11, 7])));
        let mut bytes = KeyHasher::default();
        bytes.write(&[1, 2]);
        assert_eq!(bytes.finish(), mix(mix(0, 1), 2));
    }

    /// The header says whose decision it is and of which kind: battle, Scarecrow, favor.
    #[test]
    fn the_header_tells_the_phase() {
        use engine::{Action, Preset, Region, Setup};
        let mut game = Game::new(Setup {
            rules: Preset::Ffg2006.rules(),
            players: 3,
            seed: 2,
            first: Some(1),
        })
        .unwrap();
        game.arrange_hand(1, "Bishop M3 Scarecrow M1".parse().unwrap())
            .unwrap();
        game.apply(Action::ChooseRegion(Region::Roma)).unwrap();
        let keyer = Keyer::new(&game).unwrap();
        let header = |game: &Game| keyer.key(game).0[0] & 0b11111;
        assert_eq!(header(&game), 1 << 2);
        game.apply(Action::Play(Card::M3)).unwrap();
        assert_eq!(header(&game), 2 << 2);
        game.apply(Action::Pass).unwrap();
        game.apply(Action::Pass).unwrap();
        game.apply(Action::Play(Card::Scarecrow)).unwrap();
        assert_eq!(header(&game), 1 | 1 << 2);
        game.apply(Action::TakeNothing).unwrap();
        game.apply(Action::Play(Card::Bishop)).unwrap();
        assert_eq!(header(&game), 2 | 1 << 2);
    }

    /// Fields are laid end to end, a field crossing a word boundary split across both.
    #[test]
    fn packing_lays_fields_end_to_end() {
        let mut p = Packer::default();
        p.put(0b101, 3);
        p.put(u64::MAX >> 4, 60);
        p.put(0b11, 2);
        p.put(1, 1);
        // Bits 0 and 2, then 3 to 62, then the low bit of the 2-bit field at 63.
        assert_eq!(p.words[0], u64::MAX ^ 0b10);
        // The 2-bit field's high bit, then the last field at bit 1.
        assert_eq!(p.words[1], 0b11);
        assert_eq!(p.used, 66);
        assert_eq!(p.words[2], 0);
    }
}
