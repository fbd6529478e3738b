//! The review's analysis, in small steps: a Web Worker runs [`Analysis::step`] in a loop,
//! reports [`Progress`] between steps and drops the analysis to cancel it. Each step does
//! one unit of work (one position's chances, or one judged decision) from a seed of its
//! own, so the result does not depend on how the steps are chunked.

use super::battles::{BattleLog, BattleMark};
use super::chances::{chances, Playouts};
use super::judge::{accuracy, judge, Decision, VerdictCounts};
use super::report::{PlayerSummary, Review, ReviewError, ReviewOptions, REVIEW_VERSION};
use super::turning::turning_points;
use engine::{Action, Event, Game, Phase, Record};

/// How far an analysis has got: `done` units of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub done: u32,
    pub total: u32,
}

impl Progress {
    pub fn is_finished(&self) -> bool {
        self.done >= self.total
    }
}

/// The next unit of work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// The chances at the deal.
    Start,
    /// Judging move `i`, from the position before it.
    Decision(usize),
    /// Playing move `i`, then the chances after it.
    After(usize),
    Done,
}

/// A review under way.
pub struct Analysis {
    options: ReviewOptions,
    actions: Vec<Action>,
    /// Who made each move, and whether it is judged.
    movers: Vec<u8>,
    judged: Vec<bool>,
    battles: Vec<BattleMark>,
    /// The position before the next move to play.
    game: Game,
    stage: Stage,
    progress: Progress,
    start: Vec<u8>,
    chances: Vec<Vec<u8>>,
    decisions: Vec<Decision>,
}

/// What a replay of the record found, before any analysis.
struct Replayed {
    deal: Game,
    movers: Vec<u8>,
    choices: Vec<usize>,
    battles: Vec<BattleMark>,
}

/// Replays `record` to check it is a whole game, noting each move's mover, how many
/// legal actions it had, and the battles.
fn replay(record: &Record) -> Result<Replayed, ReviewError> {
    let mut game = Game::new(record.setup).map_err(|e| ReviewError::Setup(e.to_string()))?;
    let deal = game.clone();
    let under_way = matches!(game.phase(), Phase::Battle { .. });
    let mut log = BattleLog::new(record.setup.rules.duel, under_way);
    let mut movers = Vec::with_capacity(record.actions.len());
    let mut choices = Vec::with_capacity(record.actions.len());
    let mut events: Vec<Event> = Vec::new();
    for (index, &action) in record.actions.iter().enumerate() {
        let mover = game.to_act();
        let legal = game.legal_actions().len();
        events.clear();
        game.apply_with(action, &mut events)
            .map_err(|e| ReviewError::IllegalMove {
                index,
                reason: e.reason.to_string(),
            })?;
        // A legal action had a mover: the game was not over.
        movers.push(mover.unwrap_or_default());
        choices.push(legal);
        log.record(index as u32, &events);
    }
    if !game.is_over() {
        return Err(ReviewError::Unfinished {
            moves: record.actions.len(),
        });
    }
    Ok(Replayed {
        deal,
        movers,
        choices,
        battles: log.marks,
    })
}

/// SplitMix64's finaliser: each unit's seed from the review's seed, the unit's kind and
/// its move, so that no unit's randomness depends on another's.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const CHANCES: u64 = 1;
const DECISION: u64 = 2;

fn unit_seed(seed: u64, kind: u64, index: usize) -> u64 {
    // A move's index fits in 32 bits: kind and index never overlap.
    mix(seed ^ mix((kind << 32) + index as u64))
}

impl Analysis {
    /// Checks `record` (a whole game, every move legal; a record of engine v1 is replayed
    /// by its rules) and prepares its analysis. Nothing is analysed yet.
    pub fn new(record: &Record, options: ReviewOptions) -> Result<Analysis, ReviewError> {
        let (record, replayed) = match replay(record) {
            Ok(replayed) => (record.clone(), replayed),
            Err(error) => {
                // A record made before `draw N` (engine v1) replays by its own rules.
                let v1 = record.v1();
                match (v1 != *record).then(|| replay(&v1)) {
                    Some(Ok(replayed)) => (v1, replayed),
                    _ => return Err(error),
                }
            }
        };
        let players = record.setup.players;
        let judged: Vec<bool> = replayed
            .movers
            .iter()
            .zip(&replayed.choices)
            .map(|(&seat, &choices)| seat < players && options.judges(seat) && choices >= 2)
            .collect();
        let total = 1 + record.actions.len() + judged.iter().filter(|&&j| j).count();
        Ok(Analysis {
            options,
            actions: record.actions,
            movers: replayed.movers,
            judged,
            battles: replayed.battles,
            game: replayed.deal,
            stage: Stage::Start,
            progress: Progress {
                done: 0,
                total: total as u32,
            },
            start: Vec::new(),
            chances: Vec::new(),
            decisions: Vec::new(),
        })
    }

    pub fn progress(&self) -> Progress {
        self.progress
    }

    /// How many decisions have been judged so far.
    pub fn decisions_done(&self) -> usize {
        self.decisions.len()
    }

    /// The unit for move `i`: its judgement if judged, else its chances.
    fn stage_for(&self, i: usize) -> Stage {
        match self.judged.get(i) {
            None => Stage::Done,
            Some(true) => Stage::Decision(i),
            Some(false) => Stage::After(i),
        }
    }

    fn playouts(&self) -> Playouts {
        Playouts {
            count: self.options.playouts,
            noise_permille: self.options.noise_permille,
        }
    }

    /// Does one unit of work (at most one search or one position's play-outs) and says
    /// how far the analysis has got. Once finished, does nothing.
    pub fn step(&mut self) -> Progress {
        let seed = self.options.seed;
        self.stage = match self.stage {
            Stage::Start => {
                self.start = chances(&self.game, self.playouts(), unit_seed(seed, CHANCES, 0));
                self.stage_for(0)
            }
            Stage::Decision(i) => {
                let obs = self.game.observation(self.movers[i]);
                let budget = self.options.budget;
                let decision_seed = unit_seed(seed, DECISION, i);
                // Never `None` here: the move had two or more legal actions and was one.
                if let Some(d) = judge(&obs, self.actions[i], i as u32, budget, decision_seed) {
                    self.decisions.push(d);
                }
                Stage::After(i)
            }
            Stage::After(i) => {
                // Checked legal by `new`'s replay of the same record.
                self.game.apply_unchecked(self.actions[i], &mut ());
                let after = unit_seed(seed, CHANCES, i + 1);
                self.chances
                    .push(chances(&self.game, self.playouts(), after));
                self.stage_for(i + 1)
            }
            Stage::Done => return self.progress,
        };
        self.progress.done += 1;
        self.progress
    }

    /// Runs every step left and returns the review.
    pub fn run(mut self) -> Review {
        while !self.progress.is_finished() {
            self.step();
        }
        self.review_now()
    }

    /// The review, once every step is done.
    pub fn review(&self) -> Option<Review> {
        self.progress.is_finished().then(|| self.review_now())
    }

    fn review_now(&self) -> Review {
        let players = self.start.len();
        let summaries = (0..players as u8)
            .map(|seat| {
                let mine = || self.decisions.iter().filter(move |d| d.seat == seat);
                let mut verdicts = VerdictCounts::default();
                mine().for_each(|d| verdicts.add(d.verdict));
                PlayerSummary {
                    seat,
                    judged: self.options.judges(seat),
                    accuracy: accuracy(mine()),
                    verdicts,
                }
            })
            .collect();
        Review {
            version: REVIEW_VERSION,
            seed: self.options.seed,
            budget: self.options.budget,
            playouts: self.options.playouts,
            noise_permille: self.options.noise_permille,
            turning_points: turning_points(
                &self.start,
                &self.chances,
                &self.movers,
                &self.actions,
                &self.battles,
            ),
            start: self.start.clone(),
            chances: self.chances.clone(),
            battles: self.battles.clone(),
            decisions: self.decisions.clone(),
            players: summaries,
        }
    }
}
