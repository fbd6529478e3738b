//! The generator: from a candidate number, a position, a goal that fits it and its proof;
//! from a seed and a difficulty, the first candidate whose puzzle has that difficulty.
//!
//! Goals are tried in this order, the first that makes a puzzle kept:
//!
//! 1. **Complete the kingdom**, when winning this battle wins the seat the game (its
//!    region completes the regions or adjacent group the edition asks for; in the duel,
//!    a third battle won);
//! 2. **Win the battle** (if that cannot be made sure of, go to 4);
//! 3. **Win it cheaply**: keeping the most strength, or the most cards, in hand (which
//!    first is drawn from the candidate number);
//! 4. **Stop a rival**: the strongest row but the seat's now, then the next strongest,
//!    must not win the battle.

use super::goal::Goal;
use super::position::{self, Position};
use super::solution::{is_effect, prove, Proof, Rejection};
use super::solver::Solver;
use engine::map::largest_connected_group;
use engine::{Action, Game, GameRng};
use serde::{Deserialize, Serialize};

/// How hard a puzzle is, from its solution: one point per decision of the seat, and one
/// per kind of effect card played in the solution (by anyone: a reply's Winter is as
/// much to think about as the seat's own). Easy is at most 2 points (one effect card, or
/// two plain cards), medium 3 or 4, hard 5 or more.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Difficulty {
    Easy,
    Medium,
    Hard,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// 1, 2 or 3.
    pub fn number(self) -> u8 {
        self as u8 + 1
    }

    /// The difficulty numbered 1, 2 or 3.
    pub fn from_number(number: u8) -> Option<Difficulty> {
        Difficulty::ALL
            .get((number as usize).checked_sub(1)?)
            .copied()
    }

    /// The points of a solution: the seat's decisions and the kinds of effect cards.
    pub fn points(proof: &Proof) -> usize {
        let mut kinds = 0u32;
        for step in proof.solution() {
            if let Action::Play(card) = step.action {
                if is_effect(card) {
                    kinds |= 1 << card.index();
                }
            }
        }
        proof.decisions + kinds.count_ones() as usize
    }

    pub fn of(proof: &Proof) -> Difficulty {
        Difficulty::from_points(Difficulty::points(proof))
    }

    /// The difficulty of a solution of so many points.
    pub fn from_points(points: usize) -> Difficulty {
        match points {
            0..=2 => Difficulty::Easy,
            3..=4 => Difficulty::Medium,
            _ => Difficulty::Hard,
        }
    }
}

/// A candidate that makes a puzzle: its position, goal and proof.
#[derive(Clone, Debug)]
pub struct Found {
    pub position: Position,
    pub goal: Goal,
    pub proof: Proof,
    pub solver: Solver,
}

/// Why a candidate number has no puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoPuzzle {
    /// Its game offered no battle decision small enough.
    NoPosition,
    /// No goal made a puzzle: the reason for the last one tried.
    Rejected(Rejection),
}

/// Whether winning the battle now wins `seat` the game: its region completes the
/// regions or the adjacent group the edition asks for (the duel: a third battle won).
pub fn completes_kingdom(game: &Game, seat: u8) -> bool {
    let table = game.table();
    let rules = game.rules();
    if let Some(battles) = rules.victory_battles {
        return table.battles_won[seat as usize] + 1 >= battles;
    }
    let Some(region) = table.battle.region else {
        return false;
    };
    let set = table.regions_of(seat) | 1 << region.index();
    let target = rules.victory_for(game.players());
    let group = largest_connected_group(set);
    target.adjacent.is_some_and(|n| group >= n as u32)
        || target.total.is_some_and(|n| set.count_ones() >= n as u32)
}

/// The other seats by the strength of their rows now, strongest first (ties: the
/// nearest clockwise from `seat` first): the rivals a Stop goal names.
pub fn rivals(game: &Game, seat: u8) -> Vec<u8> {
    let strengths = game.strength_totals();
    let players = game.players();
    let mut others: Vec<u8> = (1..players).map(|k| (seat + k) % players).collect();
    // A stable sort keeps the clockwise order among equal strengths.
    others.sort_by_key(|&s| std::cmp::Reverse(strengths[s as usize]));
    others
}

/// How many rivals a Stop goal tries.
const RIVALS_TRIED: usize = 2;

/// The puzzle of candidate `number`, or why it has none.
pub fn candidate(number: u64) -> Result<Found, NoPuzzle> {
    let position = position::draw(number).ok_or(NoPuzzle::NoPosition)?;
    puzzle_of(number, position)
}

/// Whether a search for `difficulty` proves this position at all. Medium and hard
/// puzzles come almost only from a seat alone in the battle with a few cards (1 in 30
/// and 1 in 40 of those, against 1 in 70 and 1 in 400 of the others, which also take
/// ten times longer to prove): the search skips the rest without proving them.
pub fn worth_proving(difficulty: Difficulty, position: &Position) -> bool {
    let (game, seat) = (&position.game, position.seat);
    let cards = game.hand(seat).total();
    match difficulty {
        Difficulty::Easy => true,
        Difficulty::Medium => position::alone(game, seat) && cards >= 3,
        Difficulty::Hard => position::alone(game, seat) && cards >= 4,
    }
}

/// The puzzle of a candidate's position, or why it has none.
fn puzzle_of(number: u64, position: Position) -> Result<Found, NoPuzzle> {
    let (game, seat) = (&position.game, position.seat);
    // The order of the cheap wins comes from its own generator, apart from the game's.
    let mut order = GameRng::from_seed(number ^ 0x005e_ed0f_9a15);
    let cheap = if order.below(2) == 0 {
        [Goal::WinKeepingStrength, Goal::WinKeepingCards]
    } else {
        [Goal::WinKeepingCards, Goal::WinKeepingStrength]
    };
    let win = if completes_kingdom(game, seat) {
        Goal::Kingdom
    } else {
        Goal::Win
    };
    let mut last = Rejection::Unreachable;
    let mut winnable = true;
    for goal in [win, cheap[0], cheap[1]] {
        match prove(game, seat, goal) {
            Ok((proof, solver)) => return Ok(found(position, goal, proof, solver)),
            Err(Rejection::Unreachable) => {
                winnable = false;
                break;
            }
            // The other goals weigh the same positions: as costly, or more.
            Err(Rejection::TooLarge) => return Err(NoPuzzle::Rejected(Rejection::TooLarge)),
            Err(why) => last = why,
        }
    }
    if !winnable {
        for rival in rivals(game, seat).into_iter().take(RIVALS_TRIED) {
            let goal = Goal::Stop { seat: rival };
            match prove(game, seat, goal) {
                Ok((proof, solver)) => return Ok(found(position, goal, proof, solver)),
                Err(Rejection::TooLarge) => return Err(NoPuzzle::Rejected(Rejection::TooLarge)),
                Err(why) => last = why,
            }
        }
    }
    Err(NoPuzzle::Rejected(last))
}

fn found(position: Position, goal: Goal, proof: Proof, solver: Solver) -> Found {
    Found {
        position,
        goal,
        proof,
        solver,
    }
}

/// Candidate numbers have this many bits: eight characters of a code.
pub const NUMBER_BITS: u32 = 40;

/// The most candidates a search tries before it gives up (none of the seeds tested
/// needs a tenth of it).
pub const MAX_TRIES: u32 = 20_000;

/// The candidates a search from `seed` for `difficulty` tries, in order.
pub fn candidates(seed: u64, difficulty: Difficulty) -> impl Iterator<Item = u64> {
    let mut rng = GameRng::from_seed(seed.rotate_left(2) ^ difficulty.number() as u64);
    (0..MAX_TRIES).map(move |_| rng.next_u64() >> (64 - NUMBER_BITS))
}

/// The first puzzle of `difficulty` among the candidates of `seed`: its number, the
/// puzzle, and how many candidates were tried. `None` only if none of
/// [`MAX_TRIES`] candidates has one.
pub fn search(seed: u64, difficulty: Difficulty) -> Option<(u64, Found, u32)> {
    for (tried, number) in candidates(seed, difficulty).enumerate() {
        let Some(position) = position::draw(number) else {
            continue;
        };
        if !worth_proving(difficulty, &position) {
            continue;
        }
        if let Ok(found) = puzzle_of(number, position) {
            if Difficulty::of(&found.proof) == difficulty {
                return Some((number, found, tried as u32 + 1));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn difficulties_are_numbered_from_one() {
        for (n, d) in (1..=3).zip(Difficulty::ALL) {
            assert_eq!(d.number(), n);
            assert_eq!(Difficulty::from_number(n), Some(d));
        }
        assert_eq!(Difficulty::from_number(0), None);
        assert_eq!(Difficulty::from_number(4), None);
    }

    /// Easy up to 2 points, medium 3 and 4, hard from 5.
    #[test]
    fn points_make_the_difficulty() {
        use Difficulty::*;
        let by_points: Vec<Difficulty> = (0..8).map(Difficulty::from_points).collect();
        assert_eq!(
            by_points,
            [Easy, Easy, Easy, Medium, Medium, Hard, Hard, Hard]
        );
    }
}
