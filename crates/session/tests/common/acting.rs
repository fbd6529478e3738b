//! The tests' shorthand for a move made on the state the session is in now, by whoever
//! acts: what an app's caller does by sending the seat and the state id it read.

use engine::{Action, Event};
use session::{AiReason, Error, Session};

pub trait Acting {
    /// The acting seat plays `action` on the current state.
    fn apply(&mut self, action: Action) -> Result<Vec<Event>, Error>;
    /// The same, with an AI's reason.
    fn apply_explained(
        &mut self,
        action: Action,
        reason: Option<AiReason>,
    ) -> Result<Vec<Event>, Error>;
    /// The device holder takes back their last move, on the current state.
    fn undo(&mut self) -> Result<(), Error>;
}

impl Acting for Session {
    fn apply(&mut self, action: Action) -> Result<Vec<Event>, Error> {
        self.apply_explained(action, None)
    }

    fn apply_explained(
        &mut self,
        action: Action,
        reason: Option<AiReason>,
    ) -> Result<Vec<Event>, Error> {
        let seat = self.acting().ok_or(Error::NotYourTurn)?;
        let at = self.state_id();
        self.act(seat, action, at, reason)
    }

    fn undo(&mut self) -> Result<(), Error> {
        let by = self.viewer().ok_or(Error::NoUndo)?;
        let at = self.state_id();
        self.take_back(by, at)
    }
}
