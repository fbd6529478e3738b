//! Who sits at the table: each seat's name, colour and kind (a human, or an AI of some
//! level), and how the game came to be.

use i18n::Catalog;
use serde::{Deserialize, Serialize};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SeatKind {
    Human,
    Ai(AiLevel),
}

/// The AI strengths offered at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AiLevel {
    Easy,
    Rule,
    Normal,
    Hard,
    /// Above Hard: it thinks a second or two a move (`ai::Level::Expert`).
    Expert,
}

impl SeatKind {
    /// The seat kind's number in share links (0 human, then the AI levels).
    pub fn link_code(self) -> u8 {
        match self {
            SeatKind::Human => links::KIND_HUMAN,
            SeatKind::Ai(AiLevel::Easy) => 1,
            SeatKind::Ai(AiLevel::Rule) => 2,
            SeatKind::Ai(AiLevel::Normal) => 3,
            SeatKind::Ai(AiLevel::Hard) => 4,
            SeatKind::Ai(AiLevel::Expert) => 5,
        }
    }

    /// The seat kind a link's number stands for; an unknown number is a human (a link
    /// never seats an AI the app does not have).
    pub fn from_link_code(code: u8) -> SeatKind {
        match code {
            1 => SeatKind::Ai(AiLevel::Easy),
            2 => SeatKind::Ai(AiLevel::Rule),
            3 => SeatKind::Ai(AiLevel::Normal),
            4 => SeatKind::Ai(AiLevel::Hard),
            5 => SeatKind::Ai(AiLevel::Expert),
            _ => SeatKind::Human,
        }
    }
}

impl AiLevel {
    pub const ALL: [AiLevel; 5] = [
        AiLevel::Easy,
        AiLevel::Rule,
        AiLevel::Normal,
        AiLevel::Hard,
        AiLevel::Expert,
    ];

    pub fn id(self) -> &'static str {
        match self {
            AiLevel::Easy => "easy",
            AiLevel::Rule => "rule",
            AiLevel::Normal => "normal",
            AiLevel::Hard => "hard",
            AiLevel::Expert => "expert",
        }
    }

    /// The level's name for the setup screen.
    pub fn label(self, words: &Catalog) -> String {
        words.format(&format!("level-{}", self.id()), &[])
    }

    pub fn engine_level(self) -> ai::Level {
        match self {
            AiLevel::Easy => ai::Level::Easy,
            AiLevel::Rule => ai::Level::Rule,
            AiLevel::Normal => ai::Level::Normal,
            AiLevel::Hard => ai::Level::Hard,
            AiLevel::Expert => ai::Level::Expert,
        }
    }
}

/// How a game came to be. Only games dealt fresh count fully in a player's record; the
/// others are listed there, marked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Origin {
    /// Dealt on this device, from the setup screen or a deal link.
    #[default]
    New,
    /// Continued from a point of a replayed record.
    Replay,
    /// Imported from a saved-game file.
    Import,
    /// The guided lesson (`crate::learn`): never saved, never recorded.
    Lesson,
}

/// A seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatConfig {
    pub name: String,
    /// Which of the app's six player colours (0 to 5).
    pub color: u8,
    pub kind: SeatKind,
}

impl SeatConfig {
    pub fn to_shared(&self) -> links::SharedSeat {
        links::SharedSeat {
            name: self.name.clone(),
            color: self.color,
            kind: self.kind.link_code(),
        }
    }

    /// A link's seat; a colour past the six wraps round.
    pub fn from_shared(seat: &links::SharedSeat) -> SeatConfig {
        SeatConfig {
            name: seat.name.clone(),
            color: seat.color % 6,
            kind: SeatKind::from_link_code(seat.kind),
        }
    }
}
