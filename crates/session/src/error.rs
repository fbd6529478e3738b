//! What can go wrong with a game at the table, as values: the app puts them into the
//! player's words (in the language on screen when shown) with [`Error::text`].

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
    /// A save's text is not JSON.
    NotJson,
    /// JSON without a format version: not a save of this game.
    NoVersion,
    /// A save written by a newer version of the app (its format version).
    Newer(u64),
    /// A save of this game's format that does not read as one.
    Damaged,
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
            Error::NotJson => "save-error-not-json",
            Error::NoVersion => "save-error-no-version",
            Error::Newer(version) => {
                return words.format("save-error-newer", &[("version", (*version).into())])
            }
            Error::Damaged => "save-error-damaged",
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
