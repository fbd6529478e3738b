//! The battle as one seat sees it, and "what if I played this card?".
//!
//! Strength follows the engine's own rule (`engine::strength::row_strength`), applied to
//! the cards the seat can identify; a face-down card it cannot see counts as an average
//! hidden card. Hypothetical plays (a Mercenary, a season, the new Bishop's discard)
//! return a new battlefield, so the rule bot can compare its options by their effect on
//! the margin over the strongest other row.

use crate::view::View;
use engine::strength::{highest_mercenary, row_strength};
use engine::{Card, CardCounts, Season, MAX_PLAYERS};

/// What an unseen face-down card is assumed to add: the Mercenaries, Heroines, Drummers
/// and Courtesans that can be hidden average about this much.
const HIDDEN_CARD: i32 = 4;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Battlefield {
    pub players: u8,
    pub participants: u8,
    /// The cards counted for each row (face up, plus the viewer's own face-down ones).
    pub rows: [CardCounts; MAX_PLAYERS],
    /// Face-up cards only: what the new Bishop and the Scarecrow can see.
    pub up: [CardCounts; MAX_PLAYERS],
    pub hidden: [u8; MAX_PLAYERS],
    pub season: Option<Season>,
}

impl Battlefield {
    pub fn of(view: &View) -> Battlefield {
        let mut rows = view.up;
        rows[view.seat as usize].add_all(&view.own_down);
        Battlefield {
            players: view.players(),
            participants: view.table.battle.participants,
            rows,
            up: view.up,
            hidden: view.hidden,
            season: view.table.season,
        }
    }

    /// Estimated strength of every row.
    pub fn strengths(&self) -> [i32; MAX_PLAYERS] {
        let n = self.players as usize;
        // The highest Mercenary counts only under Spring: asked otherwise, it would be
        // the price of every strength the rule bot compares, for nothing.
        let highest = if self.season == Some(Season::Spring) {
            highest_mercenary(&self.rows[..n])
        } else {
            None
        };
        let mut out = [0; MAX_PLAYERS];
        for (s, out) in out.iter_mut().enumerate().take(n) {
            *out = self.row_total(s, &self.rows[s], highest);
        }
        out
    }

    /// The estimated strength of `row` in seat `s`'s place, with `s`'s hidden cards.
    fn row_total(&self, s: usize, row: &CardCounts, highest: Option<u8>) -> i32 {
        let per_hidden = if self.season == Some(Season::Winter) {
            1
        } else {
            HIDDEN_CARD
        };
        row_strength(row, self.season, highest).total + self.hidden[s] as i32 * per_hidden
    }

    /// `seat`'s strength minus the strongest other participant's (passed rows count too).
    pub fn margin(&self, seat: u8) -> i32 {
        self.margin_given(seat, &self.strengths())
    }

    /// `seat`'s margin, given `strengths`, this battlefield's own.
    pub fn margin_given(&self, seat: u8, strengths: &[i32; MAX_PLAYERS]) -> i32 {
        strengths[seat as usize] - self.best_other(seat, strengths)
    }

    /// `seat`'s margin after it plays `card`, given `strengths`, this battlefield's own:
    /// the same as `self.with_play(seat, card).margin(seat)`. A card that joins the row
    /// changes no other row's strength unless Spring is in force (a new highest
    /// Mercenary moves its bonus), so then only the own row is measured again: the rule
    /// bot asks this for every card in hand at every battle turn of every playout.
    pub fn margin_after(&self, seat: u8, card: Card, strengths: &[i32; MAX_PLAYERS]) -> i32 {
        if !self.changes_own_row_only(card) {
            return self.with_play(seat, card).margin(seat);
        }
        let s = seat as usize;
        let mut row = self.rows[s];
        row.add(card, 1);
        self.row_total(s, &row, None) - self.best_other(seat, strengths)
    }

    /// Whether playing `card` changes the strength of the player's own row alone.
    fn changes_own_row_only(&self, card: Card) -> bool {
        joins_row(card) && self.season != Some(Season::Spring)
    }

    pub fn best_other(&self, seat: u8, strengths: &[i32; MAX_PLAYERS]) -> i32 {
        (0..self.players)
            .filter(|&o| o != seat && self.participants & (1 << o) != 0)
            .map(|o| strengths[o as usize])
            .max()
            .unwrap_or(0)
    }

    /// The battlefield after `seat` plays `card` (its immediate effect only).
    pub fn with_play(&self, seat: u8, card: Card) -> Battlefield {
        let mut next = *self;
        let s = seat as usize;
        match card {
            Card::Winter => next.season = Some(Season::Winter),
            Card::Spring => next.season = Some(Season::Spring),
            Card::Bishop => {
                // Every face-up copy of the highest printed value in play is discarded.
                let n = self.players as usize;
                if let Some(top) = highest_mercenary(&self.up[..n]).and_then(Card::mercenary) {
                    for o in 0..n {
                        let k = next.up[o].get(top);
                        next.up[o].remove(top, k);
                        next.rows[o].remove(top, k);
                    }
                }
            }
            _ if joins_row(card) => {
                next.rows[s].add(card, 1);
                next.up[s].add(card, 1);
            }
            // The Scarecrow, Surrender and the classic Bishop change no strength now.
            _ => {}
        }
        next
    }

    /// The battlefield after `from`'s face-up Mercenary `card` goes back to a hand.
    pub fn without(&self, from: u8, card: Card) -> Battlefield {
        let mut next = *self;
        next.rows[from as usize].remove(card, 1);
        next.up[from as usize].remove(card, 1);
        next
    }
}

/// Whether playing `card` adds it to the player's row, changing nothing else at once.
fn joins_row(card: Card) -> bool {
    !matches!(
        card,
        Card::Winter
            | Card::Spring
            | Card::Bishop
            | Card::Scarecrow
            | Card::Surrender
            | Card::ClassicBishop
    )
}

/// What a card in hand is worth for later battles, in strength points: the price of
/// spending it now. Mercenaries are worth their value; the specials what they usually
/// achieve. `hand` lets a Drummer be worth more beside big Mercenaries.
pub fn worth(card: Card, hand: &CardCounts) -> f32 {
    match card {
        Card::M1 => 1.0,
        Card::M2 => 2.0,
        Card::M3 => 3.0,
        Card::M4 => 4.0,
        Card::M5 => 5.0,
        Card::M6 => 6.0,
        Card::M10 => 10.0,
        Card::Heroine => 10.0,
        Card::Drummer => {
            // A Drummer doubles a row: worth about the Mercenaries it will join.
            let mercs: u32 = Card::MERCENARIES
                .iter()
                .map(|&m| hand.get(m) as u32 * m.mercenary_value().unwrap_or(0) as u32)
                .sum();
            (mercs as f32 * 0.4).clamp(2.0, 9.0)
        }
        Card::Surrender => 7.0,
        Card::Bishop => 5.0,
        Card::ClassicBishop => 4.0,
        Card::Winter => 3.0,
        Card::Spring => 3.0,
        Card::Scarecrow => 2.5,
        Card::Courtesan | Card::Spy => 2.0,
    }
}

/// The total worth of a hand.
pub fn hand_worth(hand: &CardCounts) -> f32 {
    hand.iter().map(|(c, n)| worth(c, hand) * n as f32).sum()
}

/// The strength of a hand's Mercenaries: the sum of their printed values.
pub fn mercenary_strength(hand: &CardCounts) -> f32 {
    hand.iter()
        .filter_map(|(c, n)| Some(c.mercenary_value()? as f32 * n as f32))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Game, GameRng, Phase, Preset, Setup, Variant};

    /// Battle turns of random games in every preset, with and without Hidden cards: the
    /// battlefield a playout reads from the game is the one the decision reads from the
    /// observation, and `margin_after` is the margin after playing each card in hand,
    /// by its shortcut and by the full play.
    #[test]
    fn margin_after_is_the_margin_once_the_card_is_played() {
        // Cards measured by the shortcut, and by the full play.
        let mut measured = [0u32; 2];
        for (i, preset) in Preset::ALL.into_iter().enumerate() {
            for hidden in [false, true] {
                let mut rules = preset.rules();
                if hidden {
                    rules = rules.with_variant(Variant::HiddenCards);
                }
                let seed = 2 * i as u64 + hidden as u64;
                let players = rules.max_players.min(4);
                let setup = Setup {
                    rules,
                    players,
                    seed,
                    first: None,
                };
                let mut game = Game::new(setup).unwrap();
                let mut rng = GameRng::from_seed(seed);
                for _ in 0..3000 {
                    let Some(seat) = game.to_act() else { break };
                    if matches!(game.table().phase, Phase::Battle { .. }) {
                        let legal = game.legal_actions();
                        let bf = Battlefield::of(&View::from_game(&game, seat, &legal));
                        let obs = game.observation(seat);
                        assert_eq!(bf, Battlefield::of(&View::from_observation(&obs)));
                        let st = bf.strengths();
                        for (card, _) in game.hand(seat).iter() {
                            let played = bf.with_play(seat, card).margin(seat);
                            assert_eq!(bf.margin_after(seat, card, &st), played, "{card:?} {bf:?}");
                            measured[bf.changes_own_row_only(card) as usize] += 1;
                        }
                    }
                    game.apply_random(&mut rng, &mut ());
                }
            }
        }
        assert!(measured.iter().all(|&n| n > 1000), "{measured:?}");
    }
}
