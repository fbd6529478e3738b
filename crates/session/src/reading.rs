//! What Expert read at the table when it changed its move ("Carlo passed at once, so
//! that hand is probably weaker in Mercenaries than it looks"), kept with the game's
//! reasons in whole numbers and told from them.

use ai::{ReadAction, TableRead};
use engine::{Action, Card};
use i18n::Catalog;
use serde::{Deserialize, Serialize};

/// The action of another player that told Expert most. Stored as `"passed-at-once"`, …,
/// or `{"played": "M5"}`, `{"other": "discard"}` (serde's plain form of an enum: the page
/// reads it with a fraction of the code a tagged form takes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Clue {
    PassedAtOnce,
    Passed,
    Played(Card),
    PlayedFaceDown,
    KeptHand,
    Other(Action),
}

/// Expert's reading of the table, as stored: the player read, what told, the strength
/// of the Mercenaries expected in their hand in tenths (as read, and from what is
/// visible alone), and the move it would have made without the reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Read {
    pub seat: u8,
    pub clue: Clue,
    pub tenths: u32,
    pub visible_tenths: u32,
    pub instead: Action,
}

impl From<TableRead> for Read {
    fn from(read: TableRead) -> Read {
        let tenths = |x: f32| (x.max(0.0) * 10.0).round() as u32;
        Read {
            seat: read.seat,
            clue: match read.action {
                ReadAction::PassedAtOnce => Clue::PassedAtOnce,
                ReadAction::Passed => Clue::Passed,
                ReadAction::Played(card) => Clue::Played(card),
                ReadAction::PlayedFaceDown => Clue::PlayedFaceDown,
                ReadAction::KeptHand => Clue::KeptHand,
                ReadAction::Other(action) => Clue::Other(action),
            },
            tenths: tenths(read.strength),
            visible_tenths: tenths(read.visible),
            instead: read.instead,
        }
    }
}

impl Read {
    /// The reading in words, naming players by `name_seat` and moves by `name_action`.
    pub fn text(
        &self,
        words: &Catalog,
        name_seat: &dyn Fn(u8) -> String,
        name_action: &dyn Fn(Action) -> String,
    ) -> String {
        let name = i18n::player_text(&name_seat(self.seat)).into_owned();
        let clue = match self.clue {
            Clue::PassedAtOnce => words.format("why-read-passed-at-once", &[("name", name.into())]),
            Clue::Passed => words.format("why-read-passed", &[("name", name.into())]),
            Clue::Played(card) => words.format(
                "why-read-played",
                &[
                    ("name", name.into()),
                    ("card", name_action(Action::Play(card)).into()),
                ],
            ),
            Clue::PlayedFaceDown => words.format("why-read-face-down", &[("name", name.into())]),
            Clue::KeptHand => words.format("why-read-kept-hand", &[("name", name.into())]),
            Clue::Other(_) => words.format("why-read-other", &[("name", name.into())]),
        };
        let number = |tenths: u32| {
            words.format(
                "why-read-number",
                &[
                    ("whole", (tenths / 10).into()),
                    ("tenth", (tenths % 10).into()),
                ],
            )
        };
        let direction = if self.tenths < self.visible_tenths {
            "weaker"
        } else {
            "stronger"
        };
        words.format(
            "why-read",
            &[
                ("clue", clue.into()),
                ("direction", direction.into()),
                ("read", number(self.tenths).into()),
                ("visible", number(self.visible_tenths).into()),
                ("instead", name_action(self.instead).into()),
            ],
        )
    }
}
