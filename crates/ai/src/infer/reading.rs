//! What Expert read at the table, for its reason: whose hand the reading moved most, the
//! action of theirs that told most, and the numbers behind it.

use super::model::is_pass;
use super::pool::{Clue, Pool};
use engine::{Action, Card};

/// An action of another seat that told Expert something.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadAction {
    /// Passed with no card of theirs in the battle yet.
    PassedAtOnce,
    /// Passed after playing cards in the battle.
    Passed,
    Played(Card),
    /// A card played face down, not seen since.
    PlayedFaceDown,
    /// Kept a hand with no Mercenary after a battle.
    KeptHand,
    /// Anything else (a region chosen, the favor placed, cards drawn).
    Other(Action),
}

impl ReadAction {
    fn of(clue: &Clue) -> ReadAction {
        match clue.action {
            None => ReadAction::PlayedFaceDown,
            Some(a) if is_pass(a) && clue.row_before == 0 => ReadAction::PassedAtOnce,
            Some(a) if is_pass(a) => ReadAction::Passed,
            Some(Action::Play(card)) => ReadAction::Played(card),
            Some(Action::KeepHand) => ReadAction::KeptHand,
            Some(a) => ReadAction::Other(a),
        }
    }
}

/// What the reading of the table told, when it changed Expert's move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TableRead {
    /// The seat whose hand the reading moved most.
    pub seat: u8,
    /// The action of theirs that told most.
    pub action: ReadAction,
    /// The strength of the Mercenaries expected in that seat's hand (the sum of their
    /// values): as read, and from what is visible alone.
    pub strength: f32,
    pub visible: f32,
    /// The move that looked best as if nothing had been read.
    pub instead: Action,
}

impl TableRead {
    /// The reading behind a move that differs from `instead`, the best one as if nothing
    /// had been read: the seat whose expected Mercenary strength moved most and the
    /// action of theirs that told most. `None` when no seat's actions were read.
    pub fn of(pool: &Pool, instead: Action) -> Option<TableRead> {
        let (seat, (strength, visible)) = pool
            .read_seats()
            .map(|s| (s, pool.mercenary_strength(s)))
            .max_by(|(_, a), (_, b)| (a.0 - a.1).abs().total_cmp(&(b.0 - b.1).abs()))?;
        let clue = pool.most_telling(seat)?;
        Some(TableRead {
            seat,
            action: ReadAction::of(&clue),
            strength,
            visible,
            instead,
        })
    }
}
