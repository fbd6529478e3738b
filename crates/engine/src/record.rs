//! A game record: the setup plus every action. Replaying it reproduces the game exactly.

use crate::action::Action;
use crate::event::Event;
use crate::game::{Game, Setup};
use crate::refusal::IllegalAction;
use crate::setup::SetupError;
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub setup: Setup,
    pub actions: Vec<Action>,
}

/// Why a record could not be replayed: a bad setup, or the first illegal action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Setup(SetupError),
    Action { index: usize, error: IllegalAction },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(e) => write!(f, "bad setup: {e}"),
            ReplayError::Action { index, error } => {
                write!(f, "action {} of the record: {error}", index + 1)
            }
        }
    }
}

impl std::error::Error for ReplayError {}

impl Record {
    pub fn new(setup: Setup) -> Record {
        Record {
            setup,
            actions: Vec::new(),
        }
    }

    /// This record marked as made by engine v1 ([`crate::Rules::for_v1_records`]): from
    /// then on it replays, and plays on, as v1 played (Draw after battle's draws all at
    /// the maximum and automatic, Hidden cards turned up before a Scarecrow or a Bishop
    /// acts). Records of other rules come back unchanged. Saves and links made before
    /// `draw N` existed go through this once, when they are read.
    pub fn v1(&self) -> Record {
        let mut record = self.clone();
        record.setup.rules = record.setup.rules.for_v1_records();
        record
    }

    /// Replays a record made by engine v1 exactly as it was played: [`Record::v1`], then
    /// [`Record::replay`].
    pub fn replay_legacy(&self) -> Result<(Game, Vec<Event>), ReplayError> {
        self.v1().replay()
    }

    /// Replays every action, returning the final game and all events in order.
    pub fn replay(&self) -> Result<(Game, Vec<Event>), ReplayError> {
        let mut game = Game::new(self.setup).map_err(ReplayError::Setup)?;
        let mut events = Vec::new();
        for (index, &action) in self.actions.iter().enumerate() {
            game.apply_with(action, &mut events)
                .map_err(|error| ReplayError::Action { index, error })?;
        }
        Ok((game, events))
    }
}
