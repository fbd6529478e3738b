//! Judging one decision: the chance it gave up against the best action the evaluator
//! found, a verdict by that loss, and a player's accuracy over their decisions.
//!
//! A decision is judged from the deciding seat's own [`Observation`] (what that player
//! could see then, never the hidden cards), by the evaluator's search
//! ([`super::evaluator`]). The loss is `chance_best - chance_played` in whole percentage
//! points (0 when the played action did as well).

use super::evaluator::{evaluate, Rated};
use engine::{Action, Observation};
use serde::{Deserialize, Serialize};

/// A decision's verdict, by the points of chance to win it gave up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// No chance given up: the best action found, or one as good.
    Best,
    /// Up to [`GOOD_UP_TO`] points: within the evaluator's own noise.
    Good,
    /// Up to [`INACCURACY_UP_TO`] points.
    Inaccuracy,
    /// Up to [`MISTAKE_UP_TO`] points.
    Mistake,
    /// More than [`MISTAKE_UP_TO`] points.
    Blunder,
}

/// The largest loss (percentage points) still judged `good`.
pub const GOOD_UP_TO: u8 = 4;
/// The largest loss still judged an `inaccuracy`.
pub const INACCURACY_UP_TO: u8 = 9;
/// The largest loss still judged a `mistake`; anything above is a `blunder`. So a
/// decision that costs 30 points or more is always a blunder.
pub const MISTAKE_UP_TO: u8 = 19;

impl Verdict {
    pub const ALL: [Verdict; 5] = [
        Verdict::Best,
        Verdict::Good,
        Verdict::Inaccuracy,
        Verdict::Mistake,
        Verdict::Blunder,
    ];

    /// The verdict for a loss of `points` of chance to win.
    pub fn from_loss(points: u8) -> Verdict {
        match points {
            0 => Verdict::Best,
            p if p <= GOOD_UP_TO => Verdict::Good,
            p if p <= INACCURACY_UP_TO => Verdict::Inaccuracy,
            p if p <= MISTAKE_UP_TO => Verdict::Mistake,
            _ => Verdict::Blunder,
        }
    }

    /// The name in data (`data-verdict`, JSON): `best`, `good`, `inaccuracy`, `mistake`,
    /// `blunder`.
    pub fn id(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }
}

/// One judged decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    /// The move's index in the record's actions (the words count from 1).
    #[serde(rename = "move")]
    pub move_index: u32,
    pub seat: u8,
    pub played: Action,
    /// The evaluator's choice.
    pub best: Action,
    /// The deciding seat's chance to win after each, in whole percent, as the evaluator
    /// saw it from that seat's observation.
    pub chance_played: u8,
    pub chance_best: u8,
    pub verdict: Verdict,
    /// Every legal action the evaluator tried with its chance: the best first, then by
    /// chance.
    pub options: Vec<Rated>,
}

impl Decision {
    /// The points of chance the played action gave up (0 when it did as well as the best).
    pub fn loss(&self) -> u8 {
        self.chance_best.saturating_sub(self.chance_played)
    }

    /// What was at stake: the best action's chance minus the worst action's (every
    /// legal action was tried). Never less than [`Decision::loss`].
    pub fn stake(&self) -> u8 {
        let worst = self
            .options
            .iter()
            .map(|&(_, chance)| chance)
            .chain([self.chance_played])
            .min()
            .unwrap_or(self.chance_played);
        self.chance_best.saturating_sub(worst)
    }
}

/// Judges `played` at `obs.seat`'s decision with an evaluator budget of `budget`
/// iterations. `None` when there was no choice (fewer than two legal actions) or
/// `played` is not one of them.
pub fn judge(
    obs: &Observation,
    played: Action,
    move_index: u32,
    budget: u32,
    seed: u64,
) -> Option<Decision> {
    if !obs.legal.contains(&played) {
        return None;
    }
    let evaluation = evaluate(obs, budget, seed)?;
    let (best, chance_best) = evaluation.best();
    let chance_played = evaluation.chance_of(played)?;
    let loss = chance_best.saturating_sub(chance_played);
    Some(Decision {
        move_index,
        seat: obs.seat,
        played,
        best,
        chance_played,
        chance_best,
        verdict: Verdict::from_loss(loss),
        options: evaluation.ranked().to_vec(),
    })
}

/// How many decisions got each verdict.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct VerdictCounts {
    pub best: u32,
    pub good: u32,
    pub inaccuracy: u32,
    pub mistake: u32,
    pub blunder: u32,
}

impl VerdictCounts {
    pub fn add(&mut self, verdict: Verdict) {
        *self.slot(verdict) += 1;
    }

    pub fn get(&self, verdict: Verdict) -> u32 {
        match verdict {
            Verdict::Best => self.best,
            Verdict::Good => self.good,
            Verdict::Inaccuracy => self.inaccuracy,
            Verdict::Mistake => self.mistake,
            Verdict::Blunder => self.blunder,
        }
    }

    fn slot(&mut self, verdict: Verdict) -> &mut u32 {
        match verdict {
            Verdict::Best => &mut self.best,
            Verdict::Good => &mut self.good,
            Verdict::Inaccuracy => &mut self.inaccuracy,
            Verdict::Mistake => &mut self.mistake,
            Verdict::Blunder => &mut self.blunder,
        }
    }
}

/// A player's accuracy in whole percent: the share of the chance at stake in their
/// decisions that they kept, `100 × (1 − Σ loss / Σ stake)` over their judged decisions
/// (see [`Decision::stake`]), rounded half up. `None` without a judged decision; 100 when
/// nothing was ever at stake.
///
/// Why not lichess's formula (a mean over moves of a curve of the win% each one lost):
/// in a game of three to six players, a player who falls behind early makes most of
/// their decisions with little left to lose, each costing a point or two at most, and a
/// plain mean over decisions rated random play above the rule bot (measured on 12 arena
/// games: random 88 %, easy 84 %, rule 82 %, hard 98 %). Weighting each decision by what
/// was at stake orders them as their strength does (49 %, 65 %, 72 %, 98 %).
pub fn accuracy<'a>(decisions: impl IntoIterator<Item = &'a Decision>) -> Option<u8> {
    let mut count = 0u64;
    let (mut lost, mut stake) = (0u64, 0u64);
    for d in decisions {
        count += 1;
        lost += d.loss() as u64;
        stake += d.stake() as u64;
    }
    if count == 0 {
        return None;
    }
    if stake == 0 {
        return Some(100);
    }
    // `loss ≤ stake` for every decision, so this lies in 0..=100.
    let kept = stake - lost.min(stake);
    Some(((200 * kept + stake) / (2 * stake)) as u8)
}
