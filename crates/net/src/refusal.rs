//! Why the host refused a friend's message, as a value sent to the friend and put into
//! the friend's words there ([`Refusal::text`]). A refusal changes nothing at the table.

use i18n::Catalog;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Refusal {
    /// The move was chosen on a state the table has left.
    Stale,
    /// Another seat acts now.
    NotYourTurn,
    /// A message for a seat this device did not join.
    NotYourSeat,
    /// Not JSON, not a message of the protocol, or fields that do not read.
    Malformed,
    /// Longer than any message of the protocol ([`crate::message::MAX_TO_HOST`]).
    Oversized,
    /// The rules do not allow the move now.
    Illegal,
    /// No move of this seat's may be taken back now.
    NoTakeBack,
    /// The invite was used already, or its secret is not the seat's current one.
    SeatTaken,
    /// The table has no such seat, or no friend's seat there.
    UnknownSeat,
    /// The game has not started: the table is still the lobby.
    NotStarted,
    /// The game is over.
    GameOver,
    /// The message comes from a newer version of the app than the host's.
    NewerVersion,
}

impl Refusal {
    pub const ALL: [Refusal; 12] = [
        Refusal::Stale,
        Refusal::NotYourTurn,
        Refusal::NotYourSeat,
        Refusal::Malformed,
        Refusal::Oversized,
        Refusal::Illegal,
        Refusal::NoTakeBack,
        Refusal::SeatTaken,
        Refusal::UnknownSeat,
        Refusal::NotStarted,
        Refusal::GameOver,
        Refusal::NewerVersion,
    ];

    /// The message id of the refusal's words.
    pub fn message_id(self) -> &'static str {
        match self {
            Refusal::Stale => "friends-refused-stale",
            Refusal::NotYourTurn => "friends-refused-not-your-turn",
            Refusal::NotYourSeat => "friends-refused-not-your-seat",
            Refusal::Malformed => "friends-refused-malformed",
            Refusal::Oversized => "friends-refused-oversized",
            Refusal::Illegal => "friends-refused-illegal",
            Refusal::NoTakeBack => "friends-refused-no-take-back",
            Refusal::SeatTaken => "friends-refused-seat-taken",
            Refusal::UnknownSeat => "friends-refused-unknown-seat",
            Refusal::NotStarted => "friends-refused-not-started",
            Refusal::GameOver => "friends-refused-game-over",
            Refusal::NewerVersion => "friends-refused-newer-version",
        }
    }

    /// The refusal in the friend's words.
    pub fn text(self, words: &Catalog) -> String {
        words.format(self.message_id(), &[])
    }

    /// The refusal for the session's refusal of a move or a take-back the host played.
    /// The host's judge refuses these itself before the session sees them; this is for a
    /// table owner that plays a move later than it was judged.
    pub fn from_error(error: &session::Error) -> Refusal {
        match error {
            session::Error::Stale => Refusal::Stale,
            session::Error::NotYourTurn => Refusal::NotYourTurn,
            session::Error::NoUndo => Refusal::NoTakeBack,
            // `Illegal`, and what `Session::act` and `Session::take_back` never return.
            _ => Refusal::Illegal,
        }
    }
}
