//! The pool of weighted deals Expert's search draws from, and how it is dealt.

use super::model::OpponentModel;
use crate::battlefield::mercenary_strength;
use engine::{Action, Game, GameRng, Observation, MAX_PLAYERS};

/// How Expert reads the table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Inference {
    /// Deals in the pool.
    pub deals: u32,
    /// The share of the search's draws made by weight; the rest are drawn evenly.
    pub by_weight: f32,
    /// Each deal's log-weight is multiplied by this (1: the model as fitted; less trusts
    /// it less).
    pub temper: f32,
    pub model: OpponentModel,
}

impl Default for Inference {
    fn default() -> Self {
        Inference {
            deals: 512,
            by_weight: 0.8,
            temper: 1.0,
            model: OpponentModel::fitted(),
        }
    }
}

/// One of the others' actions this round, as the pool's deals replayed it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Clue {
    pub seat: u8,
    /// The action (for a card played face down and never seen: `None`).
    pub action: Option<Action>,
    /// Cards already in the seat's row in that battle when it acted.
    pub row_before: u8,
}

/// The pool of weighted deals a search draws from.
#[derive(Clone, Debug)]
pub struct Pool {
    deals: Vec<Game>,
    /// Each deal's weight, normalized (summing to 1).
    weights: Vec<f32>,
    /// The cumulative chance of drawing each deal: `by_weight` of the weight plus an
    /// even share.
    cumulative: Vec<f32>,
    by_weight: f32,
    /// The others' actions replayed, in order, and each deal's log-chance of each.
    clues: Vec<Clue>,
    chances: Vec<Vec<f32>>,
}

impl Pool {
    /// Deals the pool for `obs`; `None` without a history, in the duel, when the model
    /// has no action of another seat to read, or when too few deals could be made.
    pub fn deal(obs: &Observation, inference: &Inference, rng: &mut GameRng) -> Option<Pool> {
        obs.history.as_ref()?;
        let me = obs.seat;
        let wanted = inference.deals.max(1) as usize;
        let mut deals = Vec::with_capacity(wanted);
        let mut log_weights = Vec::with_capacity(wanted);
        let mut chances = Vec::with_capacity(wanted);
        let mut clues: Vec<Clue> = Vec::new();
        let mut legal = Vec::with_capacity(64);
        let mut tries = 0;
        while deals.len() < wanted && tries < 4 * wanted {
            tries += 1;
            let mut log_weight = 0.0f32;
            let mut these = Vec::with_capacity(clues.len().max(16));
            let mut first = Vec::new();
            let dealt = obs.sample_round(rng, &mut |step| {
                if step.seat == me {
                    return;
                }
                step.game.legal_actions_into(&mut legal);
                let p = inference.model.chance(step.game, step.action, &legal);
                let ln = crate::math::ln(p.max(1e-6));
                log_weight += ln - crate::math::ln(step.proposal.max(1e-6));
                these.push(ln);
                if clues.is_empty() {
                    first.push(Clue {
                        seat: step.seat,
                        action: (step.proposal >= 1.0).then_some(step.action),
                        row_before: step.game.row(step.seat).len() as u8,
                    });
                }
            });
            let Some(game) = dealt else { continue };
            if clues.is_empty() {
                if first.is_empty() {
                    return None; // nothing another seat did to read
                }
                clues = first;
            }
            deals.push(game);
            log_weights.push(inference.temper * log_weight);
            chances.push(these);
        }
        if deals.len() < wanted / 4 {
            return None;
        }
        let top = log_weights.iter().copied().fold(f32::MIN, f32::max);
        let mut weights: Vec<f32> = log_weights
            .iter()
            .map(|&lw| crate::math::exp(lw - top))
            .collect();
        let total: f32 = weights.iter().sum();
        weights.iter_mut().for_each(|w| *w /= total);
        let even = (1.0 - inference.by_weight) / weights.len() as f32;
        let mut sum = 0.0;
        let cumulative = weights
            .iter()
            .map(|w| {
                sum += inference.by_weight * w + even;
                sum
            })
            .collect();
        Some(Pool {
            deals,
            weights,
            cumulative,
            by_weight: inference.by_weight,
            clues,
            chances,
        })
    }

    /// Draws a deal (by weight, or evenly) and gives it a future of its own; returns it
    /// with the deal's index.
    pub fn draw(&self, rng: &mut GameRng) -> (Game, usize) {
        let total = self.cumulative.last().copied().unwrap_or(1.0);
        let x = (rng.next_u32() as f32 / u32::MAX as f32) * total;
        let i = self
            .cumulative
            .partition_point(|&c| c < x)
            .min(self.deals.len() - 1);
        let mut game = self.deals[i].clone();
        game.shuffle_future(rng);
        (game, i)
    }

    /// For deal `i`: how much more often an even draw would have picked it than the
    /// pool's draws do, so that a mean over draws, each counted this much, is a mean over
    /// the deals as if nothing had been read.
    pub fn uniform_ratio(&self, i: usize) -> f32 {
        let n = self.deals.len() as f32;
        let drawn = self.by_weight * self.weights[i] + (1.0 - self.by_weight) / n;
        (1.0 / n) / drawn
    }

    /// How many deals the weights amount to: (Σw)² / Σw².
    pub fn effective_deals(&self) -> f32 {
        1.0 / self
            .weights
            .iter()
            .map(|w| w * w)
            .sum::<f32>()
            .max(f32::MIN_POSITIVE)
    }

    pub fn len(&self) -> usize {
        self.deals.len()
    }

    pub fn is_empty(&self) -> bool {
        self.deals.is_empty()
    }

    /// The expected strength of the Mercenaries in `seat`'s hand now (the sum of their
    /// values): read (by weight), and from what is visible alone (every deal alike).
    pub fn mercenary_strength(&self, seat: u8) -> (f32, f32) {
        let n = self.deals.len() as f32;
        let mut read = 0.0;
        let mut visible = 0.0;
        for (g, w) in self.deals.iter().zip(&self.weights) {
            let m = mercenary_strength(g.hand(seat));
            read += w * m;
            visible += m / n;
        }
        (read, visible)
    }

    /// The most telling of `seat`'s actions this round: the one whose chance varies most
    /// from deal to deal (in log terms), which is what moved the weights.
    pub fn most_telling(&self, seat: u8) -> Option<Clue> {
        let n = self.chances.len() as f32;
        let spread = |k: usize| {
            let mean = self.chances.iter().map(|c| c[k]).sum::<f32>() / n;
            self.chances
                .iter()
                .map(|c| (c[k] - mean).powi(2))
                .sum::<f32>()
                / n
        };
        (0..self.clues.len())
            .filter(|&k| self.clues[k].seat == seat)
            .max_by(|&a, &b| spread(a).total_cmp(&spread(b)))
            .map(|k| self.clues[k])
    }

    /// The seats whose actions were read.
    pub fn read_seats(&self) -> impl Iterator<Item = u8> + '_ {
        (0..MAX_PLAYERS as u8).filter(|s| self.clues.iter().any(|c| c.seat == *s))
    }
}
