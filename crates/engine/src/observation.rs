//! What one seat may know (the search AI's samplers, which deal full games consistent
//! with it, are in `sample.rs`).

use crate::action::Action;
use crate::card::{Card, CardCounts};
use crate::game::{Game, Table, MAX_PLAYERS};
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
    /// The round's public history, when the game's holder kept it
    /// ([`Game::observation_with`]); `None` from [`Game::observation`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub history: Option<History>,
}

/// One action of the round as a seat saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seen {
    pub seat: u8,
    /// `None`: a card another seat played face down, not turned up since.
    pub action: Option<Action>,
    /// A hand discarded for having no Mercenary: the cards shown to all.
    #[serde(default, skip_serializing_if = "CardCounts::is_empty")]
    pub shown: CardCounts,
    /// The battle this action ended failed and the token went to this seat, drawn at
    /// random among the tied players (in view of all).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<u8>,
}

/// The current round as one seat saw it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct History {
    /// The position when cards were last dealt, as this seat saw it (with no legal
    /// actions and no history of its own).
    pub start: Box<Observation>,
    /// Every action since, in order.
    pub actions: Vec<Seen>,
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
            history: None,
        }
    }
}

impl Game {
    /// What every seat may know, and no seat's own: the public table, every row with its
    /// face-down cards hidden, the counts; no hand and no legal action (`seat` is 0 and
    /// means nothing). For a screen between players (the hand-off) and a bystander.
    pub fn public_observation(&self) -> Observation {
        let mut public = self.observation(0);
        public.hand = CardCounts::EMPTY;
        public.legal.clear();
        for card in public.rows[0].iter_mut().filter(|c| !c.face_up) {
            card.card = None;
        }
        public
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
    pub(crate) fn unseen_cards(&self, owner: Option<u8>) -> CardCounts {
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
}
