//! Why a command of the player's was refused, kept as a kind until it is drawn, so that
//! it is said in the language on screen then (a switch mid-way redraws it).

use crate::i18n::catalog;

/// A refused command.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// The game's own refusal: a move on a state it has left, out of turn, against the
    /// rules, or nothing to take back.
    Session(session::Error),
    /// The host's refusal of a friend's message (on a friend's device), by its message id.
    Host(&'static str),
}

impl Refusal {
    /// The refusal in the player's words, in the language on screen.
    pub fn text(&self) -> String {
        match self {
            Refusal::Session(e) => e.text(&catalog()),
            Refusal::Host(id) => crate::i18n::t(id),
        }
    }
}
