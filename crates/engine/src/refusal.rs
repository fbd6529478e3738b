//! Why a move is refused: the rule that forbids it, as a value ([`Refusal`]) that the app
//! puts into the player's words (each has a stable message id) and the command line into
//! English (`Display`). `game/legal.rs` finds the refusal of a move.

use crate::action::Action;
use crate::card::Card;
use crate::map::Region;
use crate::rules::Preset;
use std::fmt;

/// The decision the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// The region of the next battle.
    Region,
    /// A card to play, or a pass.
    Card,
    /// The Mercenary the Scarecrow takes back.
    TakeBack,
    /// Where the papal favor goes.
    Favor,
    /// Whether to discard a hand with no Mercenary.
    HandDiscard,
    /// Up to 2 cards to keep for the next round.
    Keep,
    /// How many cards to draw, from 0 to `most`.
    Draw { most: u8 },
}

/// The rule that forbids a move. Seats are numbered from 0 (the app names them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    GameOver,
    /// Not the kind of decision the game waits for: `seat` must make `decision`.
    Awaits {
        seat: u8,
        decision: Decision,
    },
    /// No battle may be fought in the papal favor's region (§6).
    FavorRegion {
        region: Region,
    },
    /// The token holder already controls the region.
    OwnRegion {
        seat: u8,
        region: Region,
    },
    /// Controlled regions cannot be attacked in this edition (§5.1; Capture allows it).
    Controlled {
        region: Region,
        owner: u8,
        preset: Preset,
    },
    /// Every other player has declined since the last battle (ruling on 004).
    AllDeclined,
    /// Only the Hungarian classic rules let the Condottiere decline.
    NoDecline {
        preset: Preset,
    },
    /// The card is not in the player's hand.
    NotInHand {
        seat: u8,
        card: Card,
    },
    /// No face-down card in the row to turn up (Hidden cards).
    NoFaceDown,
    /// The Scarecrow must take a Mercenary back when it can (002).
    MustTake {
        preset: Preset,
    },
    /// The Scarecrow takes only from its player's own row.
    OwnRowOnly {
        preset: Preset,
    },
    /// The Scarecrow takes back only Mercenaries.
    NotMercenary {
        card: Card,
    },
    /// No such face-up Mercenary in that row.
    NoFaceUp {
        card: Card,
    },
    /// The favor may not go on the region being fought over (R3).
    FavorContested {
        region: Region,
    },
    /// The favor goes on a region with no control marker.
    FavorControlled {
        region: Region,
    },
    /// The favor must be placed on a free region in this edition.
    FavorRequired {
        preset: Preset,
    },
    /// The player does not hold the cards they would keep.
    NotHeld {
        seat: u8,
    },
    /// More cards than the player may draw now (§9).
    DrawTooMany {
        seat: u8,
        most: u8,
        asked: u8,
    },
}

impl Refusal {
    /// The id of the message that gives the reason.
    pub fn message_id(&self) -> &'static str {
        match self {
            Refusal::GameOver => "refusal-game-over",
            Refusal::Awaits { decision, .. } => match decision {
                Decision::Region => "refusal-awaits-region",
                Decision::Card => "refusal-awaits-card",
                Decision::TakeBack => "refusal-awaits-take-back",
                Decision::Favor => "refusal-awaits-favor",
                Decision::HandDiscard => "refusal-awaits-hand-discard",
                Decision::Keep => "refusal-awaits-keep",
                Decision::Draw { .. } => "refusal-awaits-draw",
            },
            Refusal::FavorRegion { .. } => "refusal-favor-region",
            Refusal::OwnRegion { .. } => "refusal-own-region",
            Refusal::Controlled { .. } => "refusal-controlled",
            Refusal::AllDeclined => "refusal-all-declined",
            Refusal::NoDecline { .. } => "refusal-no-decline",
            Refusal::NotInHand { .. } => "refusal-not-in-hand",
            Refusal::NoFaceDown => "refusal-no-face-down",
            Refusal::MustTake { .. } => "refusal-must-take",
            Refusal::OwnRowOnly { .. } => "refusal-own-row",
            Refusal::NotMercenary { .. } => "refusal-not-mercenary",
            Refusal::NoFaceUp { .. } => "refusal-no-face-up",
            Refusal::FavorContested { .. } => "refusal-favor-contested",
            Refusal::FavorControlled { .. } => "refusal-favor-controlled",
            Refusal::FavorRequired { .. } => "refusal-favor-required",
            Refusal::NotHeld { .. } => "refusal-not-held",
            Refusal::DrawTooMany { .. } => "refusal-draw-too-many",
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Refusal::GameOver => f.write_str("the game is over"),
            Refusal::Awaits { seat, decision } => match decision {
                Decision::Region => {
                    write!(f, "seat {seat} must choose the region of the next battle")
                }
                Decision::Card => write!(f, "seat {seat} must play a card or pass"),
                Decision::TakeBack => write!(
                    f,
                    "seat {seat} must pick the Mercenary their Scarecrow takes back"
                ),
                Decision::Favor => write!(f, "seat {seat} must place the papal favor"),
                Decision::HandDiscard => write!(
                    f,
                    "seat {seat} must decide whether to discard a hand with no Mercenary"
                ),
                Decision::Keep => write!(
                    f,
                    "seat {seat} must choose up to 2 cards to keep for the next round"
                ),
                Decision::Draw { most } => write!(
                    f,
                    "seat {seat} must choose how many cards to draw, from 0 to {most}"
                ),
            },
            Refusal::FavorRegion { region } => write!(
                f,
                "{region} has the papal favor: no battle may be fought there (§6)"
            ),
            Refusal::OwnRegion { seat, region } => {
                write!(f, "seat {seat} already controls {region}")
            }
            Refusal::Controlled {
                region,
                owner,
                preset,
            } => write!(
                f,
                "{region} is controlled by seat {owner}, and in {preset} controlled regions cannot be attacked (§5.1; the Capture variant allows it)"
            ),
            Refusal::AllDeclined => f.write_str(
                "every other player has already declined: this Condottiere must choose (ruling on 004)",
            ),
            Refusal::NoDecline { preset } => write!(
                f,
                "only the Hungarian classic rules let the Condottiere decline; in {preset} the token holder must choose"
            ),
            Refusal::NotInHand { seat, card } => write!(f, "seat {seat} has no {card} in hand"),
            Refusal::NoFaceDown => f.write_str(
                "there is no face-down card in the row to reveal (Hidden cards only)",
            ),
            Refusal::MustTake { preset } => write!(
                f,
                "in {preset} the Scarecrow must take a Mercenary back when it can (002)"
            ),
            Refusal::OwnRowOnly { preset } => write!(
                f,
                "in {preset} the Scarecrow takes only from its player's own row"
            ),
            Refusal::NotMercenary { card } => write!(
                f,
                "the Scarecrow takes back only Mercenaries, never a {card}"
            ),
            Refusal::NoFaceUp { card } => {
                write!(f, "there is no face-up {card} in that row to take back")
            }
            Refusal::FavorContested { region } => write!(
                f,
                "the favor may not go on {region}, the region being fought over (R3)"
            ),
            Refusal::FavorControlled { region } => write!(
                f,
                "{region} is controlled: the favor goes on a region with no control marker"
            ),
            Refusal::FavorRequired { preset } => {
                write!(f, "in {preset} the favor must be placed on a free region")
            }
            Refusal::NotHeld { seat } => write!(f, "seat {seat} does not hold those cards"),
            Refusal::DrawTooMany { seat, most, asked } => write!(
                f,
                "seat {seat} may draw at most {most} now, not {asked}: up to 3 cards, within the hand limit of 10 + 1 per region, from what the deck and the discard pile hold (§9)"
            ),
        }
    }
}

/// An action that is not legal now, with the rule that forbids it. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalAction {
    pub action: Action,
    pub reason: Refusal,
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not allowed: {}", self.action, self.reason)?;
        // Another kind of decision altogether: say which move was sent.
        if let Refusal::Awaits { .. } = self.reason {
            write!(f, ", not '{}'", self.action)?;
        }
        Ok(())
    }
}

impl std::error::Error for IllegalAction {}
