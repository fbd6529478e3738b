//! The search's judgement of a position it stops short of the end: a reward for EVERY
//! player, so each tree node can maximise the reward of the seat acting there.
//!
//! A finished game rewards its winners (a shared victory 1/k each). Otherwise each seat
//! gets a score (its kingdom's potential, see [`crate::kingdom`], plus the cards it still
//! holds for the rest of the round, converted to region units) and the scores become
//! win shares by a softmax: they sum to 1, like the real outcome, and a seat close to
//! victory takes most of the share.

use crate::battlefield::hand_worth;
use crate::kingdom::potentials;
use engine::{Game, MAX_PLAYERS};

/// Per-seat rewards, each in 0..=1, summing to 1 over the seats in play.
pub type Rewards = [f32; MAX_PLAYERS];

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Eval {
    /// Region units per strength point of cards in hand.
    pub card_weight: f32,
    /// How sharply a lead in score turns into a share of the win.
    pub sharpness: f32,
    /// Region units for holding the token (choosing where the next battle is fought).
    pub token: f32,
    /// Region units per card in hand, whatever the card (more cards, longer in the round).
    pub per_card: f32,
}

impl Default for Eval {
    fn default() -> Self {
        Eval {
            card_weight: 1.0 / 14.0,
            sharpness: 0.5,
            token: 0.0,
            per_card: 0.0,
        }
    }
}

impl Eval {
    /// Weights fitted to game outcomes (`examples/fit_eval.rs`: a conditional logit over
    /// the seats, 800 four-player ffg-2006 games between Normal players, positions after
    /// each battle, fitted on half the games and checked on the other half). Per region
    /// unit of potential the fit gives 0.348; per strength point in hand 0.729 / 14,
    /// about twice the default's weight of cards against regions; 0.137 for the token
    /// and 0.114 per card. Held-out log-likelihood −1.1815 per position, against
    /// −1.2366 for the default weights and −1.3863 for no knowledge (¼ each).
    pub fn fitted() -> Eval {
        let potential = 0.348;
        Eval {
            sharpness: potential,
            card_weight: 0.729 / 14.0 / potential,
            token: 0.137 / potential,
            per_card: 0.114 / potential,
        }
    }

    pub fn rewards(&self, game: &Game) -> Rewards {
        let players = game.players() as usize;
        let mut out = [0.0; MAX_PLAYERS];
        if let Some(outcome) = game.outcome() {
            let k = outcome.winners.count_ones().max(1) as f32;
            for s in outcome.winner_seats() {
                out[s as usize] = 1.0 / k;
            }
            return out;
        }
        let pot = potentials(game.table());
        let mut score = [0.0f32; MAX_PLAYERS];
        let token = game.table().token as usize;
        for s in 0..players {
            let hand = game.hand(s as u8);
            score[s] = pot[s] + self.card_weight * hand_worth(hand);
            if self.per_card != 0.0 {
                score[s] += self.per_card * hand.total() as f32;
            }
        }
        if token < players {
            score[token] += self.token;
        }
        let top = score[..players].iter().copied().fold(f32::MIN, f32::max);
        let mut sum = 0.0;
        for s in 0..players {
            out[s] = crate::math::exp((score[s] - top) * self.sharpness);
            sum += out[s];
        }
        for r in out[..players].iter_mut() {
            *r /= sum;
        }
        out
    }
}
