//! Taking a move back. Against AI opponents a player may step back through their own
//! decisions as often as they like (the AI moves after each are undone too, and replay
//! the same way: an AI's seed depends only on the position). With two or more humans at
//! the table, only the player who still holds the device may take back their last move,
//! and only until the next human has acted.

use crate::error::Error;
use crate::seats::SeatKind;
use crate::session::Session;

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

    /// The number of moves to keep when taking back, if a move may be taken back now.
    fn undo_point(&self) -> Option<usize> {
        if self.game().is_over() {
            return None;
        }
        let humans = self.humans().count();
        let actors = self.actors();
        let last = actors
            .iter()
            .rposition(|&seat| self.kind(seat) == SeatKind::Human)?;
        if humans >= 2 && Some(actors[last]) != self.viewer() {
            return None;
        }
        Some(last)
    }

    /// Whether the device holder may take a move back now.
    pub fn can_undo(&self) -> bool {
        self.undo_point().is_some()
    }

    /// Returns to the device holder's previous decision: their last move and everything
    /// after it are taken back. The chronicle, the saved game and the record link hold the
    /// game as played after the take-back.
    pub fn undo(&mut self) -> Result<(), Error> {
        let keep = self.undo_point().ok_or(Error::NoUndo)?;
        let mut parts = self.parts().clone();
        parts.record.actions.truncate(keep);
        parts.taken_back += 1;
        let mut again = Session::rebuild(parts).map_err(|_| Error::NoUndo)?;
        if let Some(seat) = again.acting().or(self.viewer()) {
            again.take_device(seat);
        }
        *self = again;
        Ok(())
    }
}
