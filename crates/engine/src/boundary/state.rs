//! A whole game state from outside (the command line's state files, a bug report, a test
//! that edits a position) as plain data, [`UncheckedGame`], and what can be wrong with it,
//! [`StateError`]. It becomes a [`Game`] only through `Game::try_from` (`check.rs`), as
//! shakmaty turns a `Setup` into a `Position`.

use crate::card::{Card, CardCounts, PlayedCard};
use crate::game::{Game, Table};
use crate::rng::GameRng;
use crate::rules::MAX_PLAYERS;
use crate::setup::SetupError;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A game state as plain, editable data, in the JSON form of a [`Game`] (the engine's
/// README, "JSON state format"). Anything may be written here; `Game::try_from` keeps
/// only a state the game could have reached the look of.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UncheckedGame {
    pub table: Table,
    /// One hand per possible seat (six).
    pub hands: [CardCounts; MAX_PLAYERS],
    /// One row per possible seat (six), in the order the cards were played.
    pub rows: [Vec<PlayedCard>; MAX_PLAYERS],
    /// The shared deck; the top is the end.
    pub deck: Vec<Card>,
    /// The duel's own decks, one per player (none in the other editions).
    #[serde(default)]
    pub own_decks: Vec<Vec<Card>>,
    /// The generator's state: future shuffles.
    pub rng: GameRng,
}

/// Why a game state cannot be played on. [`StateError::message_id`] names the message
/// for each; `Display` is the command line's English.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StateError {
    /// The rules or the number of players.
    Setup(SetupError),
    /// A seat number (the token, the player to act, a region's owner, the battle's seats,
    /// the clean-up's, the winners) that is not at the table.
    Seat { seat: u8, players: u8 },
    /// A seat past the table's players holds cards, battles won or campaign points.
    Unseated { seat: u8 },
    /// Own decks outside the duel, or the duel with other than one own deck per player
    /// or with a shared deck or discard pile.
    Decks,
    /// The cards are not the edition's deck: `found` of `card` where it has `expected`.
    Cards {
        card: Card,
        found: u32,
        expected: u32,
    },
    /// The duel: a player's own cards (deck, hand, row, out of the game) are not one
    /// whole duel deck.
    OwnCards {
        seat: u8,
        card: Card,
        found: u32,
        expected: u32,
    },
    /// Cards known to be in a hand (taken back by a Scarecrow in view of all) that it
    /// does not hold.
    Known { seat: u8 },
    /// A face-down card where the rules show every card, a card that is never played
    /// face down, or more than one in a row.
    FaceDown { seat: u8 },
    /// The season in play is not the one whose cards lie in the rows.
    Season,
    /// The papal favor where the rules cannot put it, or regions owned in the duel.
    Board,
    /// A count out of range: the round, the campaign's game and scores, the declines,
    /// the duel's battles won, the clean-up's place.
    Counters,
    /// The phase does not fit the rest of the state (the battle, the clean-up, the
    /// outcome, the hands), or waits for a decision nobody can make.
    Phase,
}

impl StateError {
    /// The id of the message that says what is wrong (a setup's fault has its own,
    /// [`SetupError::message_id`]).
    pub fn message_id(&self) -> &'static str {
        match self {
            StateError::Setup(error) => error.message_id(),
            StateError::Seat { .. } => "state-error-seat",
            StateError::Unseated { .. } => "state-error-unseated",
            StateError::Decks => "state-error-decks",
            StateError::Cards { .. } => "state-error-cards",
            StateError::OwnCards { .. } => "state-error-own-cards",
            StateError::Known { .. } => "state-error-known",
            StateError::FaceDown { .. } => "state-error-face-down",
            StateError::Season => "state-error-season",
            StateError::Board => "state-error-board",
            StateError::Counters => "state-error-counters",
            StateError::Phase => "state-error-phase",
        }
    }
}

impl fmt::Display for StateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            StateError::Setup(error) => error.fmt(f),
            StateError::Seat { seat, players } => write!(
                f,
                "the state names seat {seat}, but its seats are numbered 0 to {}",
                players.saturating_sub(1)
            ),
            StateError::Unseated { seat } => {
                write!(f, "seat {seat} is not at the table, yet it holds cards or scores")
            }
            StateError::Decks => f.write_str(
                "the decks do not fit the edition (the duel has one own deck per player and no shared deck, the others one shared deck)",
            ),
            StateError::Cards {
                card,
                found,
                expected,
            } => write!(
                f,
                "the cards are not the edition's deck: {found} {card} where it has {expected}"
            ),
            StateError::OwnCards {
                seat,
                card,
                found,
                expected,
            } => write!(
                f,
                "seat {seat}'s own cards are not one duel deck: {found} {card} where it has {expected}"
            ),
            StateError::Known { seat } => write!(
                f,
                "seat {seat}'s cards known to all (taken back by a Scarecrow) are not in its hand"
            ),
            StateError::FaceDown { seat } => write!(
                f,
                "seat {seat}'s row holds a face-down card the rules do not allow"
            ),
            StateError::Season => {
                f.write_str("the season in play does not match the season cards in the rows")
            }
            StateError::Board => {
                f.write_str("the papal favor or a region's owner is where the rules cannot put it")
            }
            StateError::Counters => f.write_str(
                "a count is out of range (the round, the campaign, the declines, the battles won or the clean-up's place)",
            ),
            StateError::Phase => f.write_str("the phase does not fit the rest of the state"),
        }
    }
}

impl std::error::Error for StateError {}

impl From<SetupError> for StateError {
    fn from(error: SetupError) -> StateError {
        StateError::Setup(error)
    }
}

impl From<&Game> for UncheckedGame {
    fn from(game: &Game) -> UncheckedGame {
        UncheckedGame {
            table: game.table,
            hands: game.hands,
            rows: std::array::from_fn(|seat| game.rows[seat].to_vec()),
            deck: game.deck.to_vec(),
            own_decks: game.own_decks.iter().map(|d| d.to_vec()).collect(),
            rng: game.rng.clone(),
        }
    }
}

impl Game {
    /// This game as plain data, to edit (then `Game::try_from` checks the result).
    pub fn to_unchecked(&self) -> UncheckedGame {
        UncheckedGame::from(self)
    }
}
