//! What can go wrong with a game at the table, as values: the app puts them into the
//! player's words (in the language on screen when shown) with [`Error::text`].

use crate::kept::ParseError;
use crate::refusals::refusal_text;
use crate::seats::{SeatConfig, SeatError};
use crate::store::StoreError;
use crate::words::{action_label, link_error_text, setup_error_text};
use engine::{Action, Preset, Refusal, SetupError};
use i18n::Catalog;
use links::LinkError;

#[derive(Clone, Debug, PartialEq)]
pub enum Error {
    /// A position that cannot be set up (a puzzle's, built by hand).
    Setup,
    /// The engine refuses the setup (a save's, a link's, the setup screen's), with why.
    Rules(SetupError),
    /// The seats do not pass [`crate::seats::check_seats`], with why.
    Seats(SeatError),
    /// A move the rules do not allow now, and the rule that forbids it (with what its
    /// words need: the edition's card names and the seats' names).
    Illegal {
        action: Action,
        refusal: Refusal,
        preset: Preset,
        seats: Vec<SeatConfig>,
    },
    /// A move chosen on a state the game has left (a move taken back or made since): an
    /// answer for another moment, refused.
    Stale,
    /// A move sent for a seat whose decision it is not.
    NotYourTurn,
    /// No move of the device holder's may be taken back now.
    NoUndo,
    /// A share link could not be made.
    Link(LinkError),
    /// A stored text (a save, a save's file, a deleted save waiting) that cannot be read,
    /// and why: the one error of every text kept ([`crate::kept`]).
    Unreadable(ParseError),
    /// A save whose record stops being legal at this move (counted from 1).
    Replay { number: usize },
    /// A save whose id is not one the app writes (see [`crate::saves::valid_id`]).
    SaveId,
    /// A save whose AI reasons do not fit its moves: a move number past them or twice,
    /// or a chance over 100%.
    SaveReasons,
    /// A save marked as a daily deal whose deal is not that day's.
    SaveDaily,
    /// The save asked for is not stored.
    Gone,
    /// The storage is full.
    Full,
    /// The storage refused to write (blocked, or missing).
    Write,
}

impl From<ParseError> for Error {
    fn from(error: ParseError) -> Error {
        Error::Unreadable(error)
    }
}

impl From<StoreError> for Error {
    fn from(error: StoreError) -> Error {
        match error {
            StoreError::Full => Error::Full,
            StoreError::Unavailable => Error::Write,
        }
    }
}

impl Error {
    /// The error in the player's words.
    pub fn text(&self, words: &Catalog) -> String {
        let id = match self {
            Error::Setup => "save-error-setup",
            Error::Rules(error) => return setup_error_text(words, error),
            Error::Seats(error) => return error.text(words),
            Error::Illegal {
                action,
                refusal,
                preset,
                seats,
            } => {
                let label = action_label(words, *action, *preset, seats);
                let reason = refusal_text(words, refusal, *preset, seats);
                return words.format(
                    "error-illegal",
                    &[("move", label.into()), ("reason", reason.into())],
                );
            }
            Error::Stale => "error-stale",
            Error::NotYourTurn => "error-not-your-turn",
            Error::NoUndo => "error-no-undo",
            Error::Link(error) => return link_error_text(words, error),
            Error::Unreadable(error) => return error.text(words),
            Error::Replay { number } => {
                return words.format("save-error-replay", &[("number", (*number).into())])
            }
            Error::SaveId => "save-error-id",
            Error::SaveReasons => "save-error-reasons",
            Error::SaveDaily => "save-error-daily",
            Error::Gone => "save-error-gone",
            Error::Full => "save-error-full",
            Error::Write => "save-error-write",
        };
        words.format(id, &[])
    }
}
