//! What one seat may know, in the compact form the policies read.
//!
//! The rule bot decides from a [`View`]. A view is built either from an [`Observation`]
//! (the real decision) or from a full [`Game`] inside a search playout; in both cases it
//! holds only what that seat could know at the table (its hand, face-up cards, its own
//! face-down card, public counts), so a playout policy stays honest while skipping the
//! allocations of a full observation.

use engine::{Action, Card, CardCounts, Game, Observation, Table, MAX_PLAYERS};

/// One seat's knowledge, without allocation.
#[derive(Clone, Copy, Debug)]
pub struct View<'a> {
    pub seat: u8,
    pub table: &'a Table,
    pub hand: CardCounts,
    pub hand_sizes: [u8; MAX_PLAYERS],
    /// Face-up cards of each row.
    pub up: [CardCounts; MAX_PLAYERS],
    /// This seat's own face-down cards (Hidden cards): it knows them, the others do not.
    pub own_down: CardCounts,
    /// How many face-down cards each row has that this seat cannot identify.
    pub hidden: [u8; MAX_PLAYERS],
    pub deck_size: u32,
    pub legal: &'a [Action],
    /// The cards it may play now, as a bit set over `Card::index`.
    playable: u32,
}

/// The cards `legal` lets the seat play, as a bit set.
fn playable(legal: &[Action]) -> u32 {
    legal.iter().fold(0, |m, a| match a {
        Action::Play(c) => m | 1 << c.index(),
        _ => m,
    })
}

impl<'a> View<'a> {
    /// The view of the seat an observation belongs to.
    pub fn from_observation(obs: &'a Observation) -> View<'a> {
        let mut up = [CardCounts::EMPTY; MAX_PLAYERS];
        let mut own_down = CardCounts::EMPTY;
        let mut hidden = [0u8; MAX_PLAYERS];
        for (owner, row) in obs.rows.iter().enumerate() {
            for c in row {
                match (c.face_up, c.card) {
                    (true, Some(card)) => up[owner].add(card, 1),
                    (false, Some(card)) if owner == obs.seat as usize => own_down.add(card, 1),
                    _ => hidden[owner] += 1,
                }
            }
        }
        View {
            seat: obs.seat,
            table: &obs.table,
            hand: obs.hand,
            hand_sizes: obs.hand_sizes,
            up,
            own_down,
            hidden,
            deck_size: obs.deck_size,
            legal: &obs.legal,
            playable: playable(&obs.legal),
        }
    }

    /// The view `seat` has of a full game: only what that seat could see is copied, so a
    /// policy reading it plays as honestly as it would from an [`Observation`].
    pub fn from_game(game: &'a Game, seat: u8, legal: &'a [Action]) -> View<'a> {
        let table = game.table();
        let mut up = [CardCounts::EMPTY; MAX_PLAYERS];
        let mut own_down = CardCounts::EMPTY;
        let mut hidden = [0u8; MAX_PLAYERS];
        let mut hand_sizes = [0u8; MAX_PLAYERS];
        for owner in 0..table.players {
            let o = owner as usize;
            hand_sizes[o] = game.hand(owner).total() as u8;
            // No card can lie face down: the row's counts are its face-up cards, with no
            // walk of the row (a playout builds a view at every step).
            if !game.rows_may_hide() {
                up[o] = *game.row_counts(owner);
                continue;
            }
            for p in game.row(owner) {
                if p.face_up {
                    up[o].add(p.card, 1);
                } else if owner == seat {
                    own_down.add(p.card, 1);
                } else {
                    hidden[o] += 1;
                }
            }
        }
        View {
            seat,
            table,
            hand: *game.hand(seat),
            hand_sizes,
            up,
            own_down,
            hidden,
            deck_size: game.deck_size() as u32,
            legal,
            playable: playable(legal),
        }
    }

    pub fn players(&self) -> u8 {
        self.table.players
    }

    /// The cards of `seat`'s row this seat can identify.
    pub fn known_row(&self, seat: u8) -> CardCounts {
        let mut row = self.up[seat as usize];
        if seat == self.seat {
            row.add_all(&self.own_down);
        }
        row
    }

    pub fn in_battle(&self, seat: u8) -> bool {
        self.table.in_battle(seat)
    }

    pub fn participant(&self, seat: u8) -> bool {
        self.table.battle.participants & (1 << seat) != 0
    }

    /// Other seats still able to play in this battle: in it and holding cards.
    pub fn active_others(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.players()).filter(move |&s| {
            s != self.seat && self.in_battle(s) && self.hand_sizes[s as usize] > 0
        })
    }

    /// Whether `card` is a legal play now.
    pub fn can_play(&self, card: Card) -> bool {
        self.playable & (1 << card.index()) != 0
    }
}
