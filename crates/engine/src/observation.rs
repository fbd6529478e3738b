//! What one seat may know, and the search AI's helper: deal a full game consistent with it.

use crate::action::Action;
use crate::card::{Card, CardCounts};
use crate::game::{Game, PlayedCard, Table, MAX_PLAYERS};
use crate::pile::{OwnDecks, Pile, Rows};
use crate::rng::GameRng;
use crate::strength::{highest_mercenary, row_strength, Strength};
use serde::{Deserialize, Serialize};

/// A card in a row as a seat sees it: `card` is `None` for another player's face-down card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeenCard {
    pub card: Option<Card>,
    pub face_up: bool,
}

/// Everything `seat` may know and nothing else: the UI and the AI read only this.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Observation {
    pub seat: u8,
    pub table: Table,
    /// This seat's own hand.
    pub hand: CardCounts,
    pub hand_sizes: [u8; MAX_PLAYERS],
    pub rows: [Vec<SeenCard>; MAX_PLAYERS],
    pub deck_size: u32,
    /// Duel: each player's own deck size.
    pub own_deck_sizes: [u32; MAX_PLAYERS],
    /// The legal actions, when it is this seat's decision (else empty).
    pub legal: Vec<Action>,
}

impl Game {
    /// The per-player view of the game (§ "Per-player view" of the engine brief).
    pub fn observation(&self, seat: u8) -> Observation {
        let mut rows: [Vec<SeenCard>; MAX_PLAYERS] = Default::default();
        for (owner, row) in self.rows.iter().enumerate() {
            rows[owner] = row
                .iter()
                .map(|p| SeenCard {
                    card: (p.face_up || owner == seat as usize).then_some(p.card),
                    face_up: p.face_up,
                })
                .collect();
        }
        let mut hand_sizes = [0u8; MAX_PLAYERS];
        let mut own_deck_sizes = [0u32; MAX_PLAYERS];
        for s in 0..MAX_PLAYERS {
            hand_sizes[s] = self.hands[s].total() as u8;
            own_deck_sizes[s] = self.own_decks.get(s).map_or(0, |d| d.len() as u32);
        }
        Observation {
            seat,
            table: self.table,
            hand: self.hands[seat as usize],
            hand_sizes,
            rows,
            deck_size: self.deck.len() as u32,
            own_deck_sizes,
            legal: if self.to_act() == Some(seat) {
                self.legal_actions()
            } else {
                Vec::new()
            },
        }
    }
}

impl Observation {
    pub fn to_act(&self) -> Option<u8> {
        self.table.to_act()
    }

    /// Strength as announced at the table: face-up cards only (§9, Hidden cards).
    pub fn announced_strengths(&self) -> [Strength; MAX_PLAYERS] {
        self.strengths_with(|c| c.face_up)
    }

    /// Strength counting this seat's own face-down card too (the others' as announced).
    pub fn own_strength(&self) -> Strength {
        self.strengths_with(|c| c.face_up || c.card.is_some())[self.seat as usize]
    }

    fn strengths_with(&self, counted: impl Fn(&SeenCard) -> bool) -> [Strength; MAX_PLAYERS] {
        let mut counts = [CardCounts::EMPTY; MAX_PLAYERS];
        for (owner, row) in self.rows.iter().enumerate() {
            for c in row.iter().filter(|c| counted(c)) {
                if let Some(card) = c.card {
                    counts[owner].add(card, 1);
                }
            }
        }
        let highest = highest_mercenary(&counts[..self.table.players as usize]);
        counts.map(|c| row_strength(&c, self.table.season, highest))
    }

    /// Cards this seat cannot see: the full set minus everything visible to it.
    fn unseen_cards(&self, owner: Option<u8>) -> CardCounts {
        let t = &self.table;
        let mut pool = match owner {
            // Duel: one player's own deck.
            Some(_) => t.rules.deck.composition(),
            None => t.rules.all_cards(t.players),
        };
        let owners: Vec<usize> = match owner {
            Some(o) => vec![o as usize],
            None => (0..MAX_PLAYERS).collect(),
        };
        for o in owners {
            pool.subtract_saturating(&t.out_of_game[o]);
            for c in self.rows[o].iter() {
                if let Some(card) = c.card {
                    pool.remove(card, 1);
                }
            }
            if o == self.seat as usize {
                pool.subtract_saturating(&self.hand);
            } else {
                pool.subtract_saturating(&t.known_in_hand[o]);
            }
        }
        if owner.is_none() {
            pool.subtract_saturating(&t.discard);
        }
        pool
    }

    /// Deals a full game consistent with this observation: the unseen cards are
    /// redistributed at random among the other hands, their face-down row cards and the
    /// deck, every size kept. The game's own generator is fresh, so future shuffles are
    /// unknown too. This is the "determinization" of Information Set MCTS.
    pub fn sample_game(&self, rng: &mut GameRng) -> Game {
        let t = &self.table;
        let players = t.players as usize;
        let me = self.seat as usize;
        let mut hands = [CardCounts::EMPTY; MAX_PLAYERS];
        let mut rows = Rows::EMPTY;
        hands[me] = self.hand;

        // The unseen pools: one shared, or one per player in the duel.
        let duel = t.rules.duel;
        let mut pools = [Pile::<Card>::EMPTY; 2];
        let pool_count = if duel { players.min(2) } else { 1 };
        for (o, pool) in pools[..pool_count].iter_mut().enumerate() {
            let owner = duel.then_some(o as u8);
            *pool = self.unseen_cards(owner).cards().collect();
            rng.shuffle(pool);
        }
        let pool_of = |o: usize| if duel { o } else { 0 };

        // Face-down row cards first: only kinds that are played face down fit there.
        for (o, row) in self.rows.iter().enumerate() {
            for c in row {
                let card = match c.card {
                    Some(card) => card,
                    None => {
                        let pool = &mut pools[pool_of(o)];
                        match pool.iter().position(|c| c.hides()) {
                            Some(i) => pool.swap_remove(i),
                            None => pool.pop().unwrap_or(Card::M1),
                        }
                    }
                };
                rows.push(
                    o,
                    PlayedCard {
                        card,
                        face_up: c.face_up,
                    },
                );
            }
        }
        // Then the other hands: the cards known to be there, and unseen cards.
        for o in 0..players {
            if o == me {
                continue;
            }
            hands[o] = t.known_in_hand[o];
            let missing = (self.hand_sizes[o] as u32).saturating_sub(hands[o].total());
            let pool = &mut pools[pool_of(o)];
            for _ in 0..missing {
                match pool.pop() {
                    Some(card) => hands[o].add(card, 1),
                    None => break,
                }
            }
        }
        // What is left is the deck(s), in random order.
        let (deck, own_decks) = if duel {
            (
                Pile::EMPTY,
                OwnDecks::new(pools.into_iter().take(pool_count)),
            )
        } else {
            (pools[0], OwnDecks::default())
        };
        Game {
            table: *t,
            hands,
            rows,
            deck,
            own_decks,
            rng: GameRng::from_seed(rng.next_u64()),
        }
    }
}
