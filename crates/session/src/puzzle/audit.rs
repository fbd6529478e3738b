//! An independent re-proof of a puzzle, for `condottiere puzzle --check` and the tests.
//!
//! It shares nothing with [`super::solver`] but the goal's scoring and the engine (and
//! [`apply`], which applies a move and reads the battle's end in its events): every
//! legal move is weighed (each place of the papal favor too), with no early stop, and
//! positions are told apart by everything the table shows (every hand and row as
//! counts, the phase, the passes, the season, the favor), not by the solver's packed
//! keys. It then checks the proof's claims one by one: the best score, each move of the
//! solution best and (see [`super::solution`]) unique, the replies holding the seat to
//! the best, the goal in hand exactly where the solution ends, the puzzle not trivial,
//! its difficulty, and for a kingdom goal the game won.

use super::generate::Difficulty;
use super::goal::{Goal, MISSED};
use super::proved::Puzzle;
use super::solution::{is_effect, Proof, Step};
use super::solver::apply;
#[cfg(test)]
use engine::Card;
use engine::{Action, CardCounts, Game, Phase, Region, Season, MAX_PLAYERS};
use std::collections::HashMap;

/// Everything that tells two positions of a battle apart.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Seen {
    phase: (u8, u8),
    passed: u8,
    defender_played: bool,
    season: Option<Season>,
    favor: Option<Region>,
    hands: [CardCounts; MAX_PLAYERS],
    rows: [CardCounts; MAX_PLAYERS],
}

fn seen(game: &Game) -> Seen {
    let t = game.table();
    let phase = match game.phase() {
        Phase::Battle { seat } => (0, seat),
        Phase::Scarecrow { seat } => (1, seat),
        Phase::Favor { seat } => (2, seat),
        _ => (3, 0),
    };
    let mut hands = [CardCounts::EMPTY; MAX_PLAYERS];
    let mut rows = [CardCounts::EMPTY; MAX_PLAYERS];
    for s in 0..game.players() {
        hands[s as usize] = *game.hand(s);
        rows[s as usize] = CardCounts::from_cards(game.row(s).iter().map(|p| p.card));
    }
    Seen {
        phase,
        passed: t.battle.passed,
        defender_played: t.battle.defender_played,
        season: t.season,
        favor: t.favor,
        hands,
        rows,
    }
}

/// Plain max-min over every move, remembered by [`Seen`].
pub struct Exact {
    seat: u8,
    goal: Goal,
    start: CardCounts,
    known: HashMap<Seen, i32>,
}

impl Exact {
    pub fn new(game: &Game, seat: u8, goal: Goal) -> Exact {
        Exact {
            seat,
            goal,
            start: *game.hand(seat),
            known: HashMap::new(),
        }
    }

    /// The game after `action`, or the score if the battle ended.
    pub fn after(&self, game: &Game, action: Action) -> Result<Game, i32> {
        let mut next = game.clone();
        match apply(&mut next, action) {
            // The hands are dealt again after some battles: the seat's hand at the end
            // is the one before the move, less the card it played.
            Some(winner) => {
                let mut hand = *game.hand(self.seat);
                if game.to_act() == Some(self.seat) {
                    if let Action::Play(card) = action {
                        hand.remove(card, 1);
                    }
                }
                Err(self.goal.score(self.seat, winner, &self.start, &hand))
            }
            None => Ok(next),
        }
    }

    /// The score of `action` at `game`.
    pub fn score_after(&mut self, game: &Game, action: Action) -> i32 {
        match self.after(game, action) {
            Ok(next) => self.score(&next),
            Err(score) => score,
        }
    }

    /// The score the seat makes sure of from `game`.
    pub fn score(&mut self, game: &Game) -> i32 {
        let key = seen(game);
        if let Some(&score) = self.known.get(&key) {
            return score;
        }
        let mine = game.to_act() == Some(self.seat);
        let scores = game
            .legal_actions()
            .into_iter()
            .map(|a| self.score_after(game, a))
            .collect::<Vec<_>>();
        let score = if mine {
            scores.into_iter().max()
        } else {
            scores.into_iter().min()
        }
        .unwrap_or(MISSED);
        self.known.insert(key, score);
        score
    }

    /// The cards and take-backs of every best way for the seat, alone in the battle, to
    /// finish from `game` (stopping where passing is best), as a set.
    pub fn answers(&mut self, game: &Game, best: i32) -> Vec<(CardCounts, CardCounts)> {
        if self.passing_is_best(game, best) {
            return vec![Default::default()];
        }
        let mut all = Vec::new();
        for action in game.legal_actions() {
            if self.score_after(game, action) != best {
                continue;
            }
            let rest = match self.after(game, action) {
                Ok(next) => self.answers(&next, best),
                Err(_) => vec![Default::default()],
            };
            for (mut played, mut taken) in rest {
                match action {
                    Action::Play(card) => played.add(card, 1),
                    Action::TakeBack { card, .. } => taken.add(card, 1),
                    _ => {}
                }
                if !all.contains(&(played, taken)) {
                    all.push((played, taken));
                }
            }
        }
        all
    }

    /// Whether the seat may pass at `game`, be out, and still make sure of `best`.
    fn passing_is_best(&mut self, game: &Game, best: i32) -> bool {
        if !matches!(game.phase(), Phase::Battle { .. }) || game.to_act() != Some(self.seat) {
            return false;
        }
        match self.after(game, Action::Pass) {
            Err(score) => score == best,
            Ok(next) => !next.table().in_battle(self.seat) && self.score(&next) == best,
        }
    }
}

/// What a puzzle claims: its position, seat, goal, proof and difficulty.
#[derive(Clone, Copy, Debug)]
pub struct Claim<'a> {
    pub game: &'a Game,
    pub seat: u8,
    pub goal: Goal,
    pub proof: &'a Proof,
    pub difficulty: Difficulty,
}

/// Re-proves `puzzle` independently: `Ok` with the number of positions weighed, or the
/// first claim that does not hold.
pub fn audit(puzzle: &Puzzle) -> Result<usize, String> {
    audit_claim(Claim {
        game: puzzle.game(),
        seat: puzzle.seat(),
        goal: puzzle.goal(),
        proof: puzzle.proof(),
        difficulty: puzzle.difficulty(),
    })
}

/// Checks a claim move by move (see the module's documentation).
pub fn audit_claim(claim: Claim) -> Result<usize, String> {
    let Claim {
        game,
        seat,
        goal,
        proof,
        difficulty,
    } = claim;
    let mut exact = Exact::new(game, seat, goal);
    let best = exact.score(game);
    if best != proof.best || best == MISSED {
        return Err(format!(
            "the best score is {best}, the proof says {}",
            proof.best
        ));
    }
    let mut now = game.clone();
    let mut decisions = 0;
    let mut effects = 0;
    let mut kinds = 0u32;
    for (
        i,
        &Step {
            seat: mover,
            action,
        },
    ) in proof.line.iter().enumerate()
    {
        let in_solution = i < proof.solution_len;
        if now.table().battles_fought != game.table().battles_fought {
            return Err(format!("step {i}: the line goes on after the battle"));
        }
        if !now.is_legal(action) {
            return Err(format!("step {i}: {action} is not a legal move"));
        }
        let score = exact.score_after(&now, action);
        if i == proof.solution_len {
            // The closing pass: the seat's, best, and taking it out of the battle.
            if action != Action::Pass || !exact.passing_is_best(&now, best) {
                return Err(format!("step {i}: the goal is not in hand"));
            }
        } else if mover == seat && in_solution {
            if exact.passing_is_best(&now, best) {
                return Err(format!("step {i}: the goal is already in hand"));
            }
            if score != best {
                return Err(format!("step {i}: {action} is not a best move"));
            }
            if !matches!(now.phase(), Phase::Favor { .. }) {
                let legal = now.legal_actions();
                let bests = legal
                    .iter()
                    .filter(|&&a| exact.score_after(&now, a) == best)
                    .count();
                let alone = (0..now.players()).all(|s| s == seat || !now.table().in_battle(s));
                let unique = bests == 1 || (alone && exact.answers(&now, best).len() == 1);
                if !unique {
                    return Err(format!("step {i}: {action} is not the one best move"));
                }
                decisions += matches!(now.phase(), Phase::Battle { .. }) as usize;
                effects += matches!(action, Action::Play(c) if is_effect(c)) as usize;
            }
        } else if score != best {
            // A reply (the seat, out after its closing pass, has no move left).
            return Err(format!(
                "step {i}: the reply {action} lets the seat score {score}"
            ));
        }
        if let (true, Action::Play(card)) = (in_solution, action) {
            kinds |= (is_effect(card) as u32) << card.index();
        }
        apply(&mut now, action);
    }
    if now.table().battles_fought == game.table().battles_fought {
        return Err("the line does not end the battle".into());
    }
    if decisions == 0 || decisions == 1 && effects == 0 {
        return Err("the puzzle is trivial".into());
    }
    if decisions != proof.decisions {
        return Err(format!(
            "{decisions} decisions, the proof says {}",
            proof.decisions
        ));
    }
    if Difficulty::from_points(decisions + kinds.count_ones() as usize) != difficulty {
        return Err("the difficulty does not follow from the solution".into());
    }
    if goal == Goal::Kingdom && now.outcome().is_none_or(|o| o.winners != 1 << seat) {
        return Err("winning the battle does not win the game".into());
    }
    Ok(exact.known.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Preset, Setup};

    /// The phase is part of what tells positions apart: its kind and its seat.
    #[test]
    fn positions_differ_by_phase() {
        let mut game = Game::new(Setup {
            rules: Preset::Ffg2006.rules(),
            players: 3,
            seed: 2,
            first: Some(1),
        })
        .unwrap();
        assert_eq!(seen(&game).phase, (3, 0));
        game.arrange_hand(1, "Bishop M3 Scarecrow M1".parse().unwrap())
            .unwrap();
        game.apply(Action::ChooseRegion(Region::Roma)).unwrap();
        assert_eq!(seen(&game).phase, (0, 1));
        game.apply(Action::Play(Card::M3)).unwrap();
        assert_eq!(seen(&game).phase, (0, 2));
        game.apply(Action::Pass).unwrap();
        game.apply(Action::Pass).unwrap();
        game.apply(Action::Play(Card::Scarecrow)).unwrap();
        assert_eq!(seen(&game).phase, (1, 1));
        game.apply(Action::TakeNothing).unwrap();
        game.apply(Action::Play(Card::Bishop)).unwrap();
        assert_eq!(seen(&game).phase, (2, 1));
    }
}
