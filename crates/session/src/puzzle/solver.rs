//! The exact solver: with every hand known, the best score the puzzle's seat can make
//! sure of in this battle, whatever the other seats still in it do.
//!
//! "Whatever they do" is taken literally for every goal: the other seats still in the
//! battle are one side that plays to keep the puzzle's seat from its goal (for the
//! cheap wins, first to stop the win, then to make it cost as much as possible), even
//! where that would be against their own interest, and the rules force the rest (a seat
//! with no cards passes, a zman Scarecrow must take back, a defender's first pass keeps
//! them in, ...), since every move comes from the engine. So a score is a guarantee:
//! max over the seat's moves, min over each other seat's, to the battle's end. The seats
//! that passed no longer decide anything.
//!
//! Moves come from [`engine::Game::legal_actions`] and are applied by the engine, so
//! every card effect is the engine's: Winter, Spring, the Drummer, both Bishops (the
//! papal favor's place never changes a battle, so one placement stands for all), the
//! Scarecrow, Surrender, Heroines, Courtesans and Spies. Positions already proved are
//! kept by their [`Key`], so cards reached in another order are proved once; a
//! decision stops at the first move that reaches the best score still possible from
//! there ([`Goal::most`], or a missed goal for the other side), which changes no score.

use super::goal::Goal;
use super::key::{Key, KeyMap, Keyer, TooLarge};
use engine::{Action, CardCounts, Event, EventSink, Game, Phase};

/// The solver for one puzzle: its seat, goal, starting hand and table of positions.
#[derive(Clone, Debug)]
pub struct Solver {
    seat: u8,
    goal: Goal,
    start_hand: CardCounts,
    battles_fought: u32,
    keyer: Keyer,
    proved: KeyMap<i32>,
    /// The most positions this solver may prove before it gives up.
    budget: usize,
    /// Set once the budget ran out: every score since is meaningless.
    exhausted: bool,
}

/// What a move leads to: the battle's end, or the next decision in it.
#[derive(Clone, Debug)]
pub enum After {
    /// The battle ended with this winner; the seat's hand at that moment.
    Ended {
        winner: Option<u8>,
        hand: CardCounts,
    },
    /// The next decision of the battle (the favor's placement already made).
    Next(Box<Game>),
}

/// Watches the events of one move for the battle's end and its winner.
#[derive(Default)]
struct EndWatch {
    ended: Option<Option<u8>>,
}

impl EventSink for EndWatch {
    fn push(&mut self, event: Event) {
        if let Event::BattleEnded { winner, .. } = event {
            self.ended = Some(winner);
        }
    }
}

/// Applies `action`, legal in `game`; the battle's winner if the battle ended.
pub fn apply(game: &mut Game, action: Action) -> Option<Option<u8>> {
    let mut watch = EndWatch::default();
    game.apply_unchecked(action, &mut watch);
    watch.ended
}

impl Solver {
    /// A solver for `seat` and `goal` from `game`, a decision in a battle. Fails when the
    /// position is too rich for the solver's keys.
    pub fn new(game: &Game, seat: u8, goal: Goal) -> Result<Solver, TooLarge> {
        Ok(Solver {
            seat,
            goal,
            start_hand: *game.hand(seat),
            battles_fought: game.table().battles_fought,
            keyer: Keyer::new(game)?,
            proved: KeyMap::default(),
            budget: usize::MAX,
            exhausted: false,
        })
    }

    /// The same solver, giving up after proving `budget` positions.
    pub fn with_budget(mut self, budget: usize) -> Solver {
        self.budget = budget;
        self
    }

    /// Whether the budget ran out: the scores given since then mean nothing.
    pub fn exhausted(&self) -> bool {
        self.exhausted
    }

    pub fn seat(&self) -> u8 {
        self.seat
    }

    /// The key of a position of this solve (see [`Keyer`]).
    pub fn key(&self, game: &Game) -> Key {
        self.keyer.key(game)
    }

    /// Positions proved so far.
    pub fn positions(&self) -> usize {
        self.proved.len()
    }

    /// Whether `game` is still a decision of the battle the solver was made for.
    pub fn in_battle(&self, game: &Game) -> bool {
        game.table().battles_fought == self.battles_fought
            && matches!(
                game.phase(),
                Phase::Battle { .. } | Phase::Scarecrow { .. } | Phase::Favor { .. }
            )
    }

    /// The moves weighed at a decision: every legal one, except that the papal favor's
    /// place is one choice (it never changes a battle).
    pub fn moves(game: &Game) -> Vec<Action> {
        let mut moves = game.legal_actions();
        if matches!(game.phase(), Phase::Favor { .. }) {
            moves.truncate(1);
        }
        moves
    }

    /// Applies `action` (legal in `game`), and the favor's placement after a Bishop.
    pub fn after(&self, game: &Game, action: Action) -> After {
        // The seat's hand when the battle ends: after some battles the engine deals
        // again at once, so it is read before the move, less the card the move plays.
        // (No battle ends on a Scarecrow's pick: its player has a card again and plays on.)
        let mut hand = *game.hand(self.seat);
        if let (Some(true), Action::Play(card)) = (game.to_act().map(|s| s == self.seat), action) {
            hand.remove(card, 1);
        }
        let mut next = Box::new(game.clone());
        let mut ended = apply(&mut next, action);
        while ended.is_none() && matches!(next.phase(), Phase::Favor { .. }) {
            let place = Solver::moves(&next)[0];
            ended = apply(&mut next, place);
        }
        match ended {
            Some(winner) => After::Ended { winner, hand },
            None => After::Next(next),
        }
    }

    /// The score of a battle's end.
    pub fn score_end(&self, winner: Option<u8>, hand: &CardCounts) -> i32 {
        self.goal.score(self.seat, winner, &self.start_hand, hand)
    }

    /// The score the seat can make sure of after `action` in `game`.
    pub fn score_after(&mut self, game: &Game, action: Action) -> i32 {
        match self.after(game, action) {
            After::Ended { winner, hand } => self.score_end(winner, &hand),
            After::Next(next) => self.score(&next),
        }
    }

    /// The score the seat can make sure of from `game`, a decision of the battle.
    pub fn score(&mut self, game: &Game) -> i32 {
        let key: Key = self.keyer.key(game);
        if let Some(&known) = self.proved.get(&key) {
            return known;
        }
        if self.proved.len() >= self.budget {
            self.exhausted = true;
        }
        if self.exhausted {
            return super::goal::MISSED;
        }
        let mine = game.to_act() == Some(self.seat);
        // The seat's own Scarecrow pick gives a card back: no bound from the hand then.
        let most = match game.phase() {
            Phase::Scarecrow { .. } => i32::MAX,
            _ => self.goal.most(&self.start_hand, game.hand(self.seat)),
        };
        let mut best = if mine { i32::MIN } else { i32::MAX };
        for action in Solver::moves(game) {
            let score = self.score_after(game, action);
            if mine {
                best = best.max(score);
                if best >= most {
                    break;
                }
            } else {
                best = best.min(score);
                if best <= super::goal::MISSED {
                    break;
                }
            }
        }
        self.proved.insert(key, best);
        best
    }

    /// Every move at `game` with the score it makes sure of, in the legal order.
    pub fn scored_moves(&mut self, game: &Game) -> Vec<(Action, i32)> {
        Solver::moves(game)
            .into_iter()
            .map(|action| (action, self.score_after(game, action)))
            .collect()
    }
}
