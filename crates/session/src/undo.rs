//! Taking a move back. At a table where one person plays against AI opponents, that
//! person may step back through their own decisions as often as they like (the AI moves
//! after each are undone too, and replay the same way: an AI's seed depends only on the
//! position). With two or more people at the table, only the person who made the last
//! person's move may take it back, and only until another person has acted.

use crate::error::Error;
use crate::session::{Session, StateId};

impl Session {
    /// Who made each move of the record, in order.
    fn actors(&self) -> Vec<u8> {
        let Ok(mut game) = engine::Game::new(self.record().setup) else {
            // A session's setup is valid (`Session::new` checked it): no move to name.
            return Vec::new();
        };
        self.record()
            .actions
            .iter()
            .map(|&action| {
                let actor = game.to_act().unwrap_or(0);
                game.apply_unchecked(action, &mut ());
                actor
            })
            .collect()
    }

    /// The number of moves to keep when `by` takes back, if `by` may take a move back now.
    fn undo_point(&self, by: u8) -> Option<usize> {
        if self.game().is_over() || !self.is_person(by) {
            return None;
        }
        let people = self.people().count();
        let actors = self.actors();
        let last = actors.iter().rposition(|&seat| self.is_person(seat))?;
        if people >= 2 && actors[last] != by {
            return None;
        }
        Some(last)
    }

    /// Whether the person at seat `by` may take a move back now.
    pub fn can_take_back(&self, by: u8) -> bool {
        self.undo_point(by).is_some()
    }

    /// Whether the device holder may take a move back now.
    pub fn can_undo(&self) -> bool {
        self.viewer().is_some_and(|seat| self.can_take_back(seat))
    }

    /// `by` takes back their last move and everything after it, on the state `at` (a
    /// take-back asked for another moment is [`Error::Stale`]). The chronicle, the saved
    /// game and the record link hold the game as played after the take-back. Asked while
    /// the device is between players (a hand-off), the game returns through a hand-off to
    /// `by`; asked from `by`'s own hand, it shows that hand again.
    pub fn take_back(&mut self, by: u8, at: StateId) -> Result<(), Error> {
        if at != self.state_id() {
            return Err(Error::Stale);
        }
        let keep = self.undo_point(by).ok_or(Error::NoUndo)?;
        let between_players = self.handoff_to().is_some();
        let mut parts = self.parts().clone();
        parts.record.actions.truncate(keep);
        parts.taken_back += 1;
        // A rebuilt session's device is put down: taken back between players, the game
        // returns through a hand-off.
        let mut again = Session::rebuild(parts).map_err(|_| Error::NoUndo)?;
        if !between_players {
            again.take_device(by);
        }
        *self = again;
        Ok(())
    }
}
