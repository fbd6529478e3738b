//! Who sits at the table: each seat's name, colour and kind (a human, or an AI of some
//! level), how the game came to be, and the check every table passes ([`check_seats`]).

use i18n::Catalog;
use serde::{Deserialize, Serialize};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SeatKind {
    /// A person at this device (several share it: pass and play).
    Human,
    /// A person at their own device, connected to this one (the host's: it holds the
    /// table; see the `net` crate).
    Friend,
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
    /// Whether a person plays a seat of this kind, not an AI.
    pub fn is_person(self) -> bool {
        matches!(self, SeatKind::Human | SeatKind::Friend)
    }

    /// The seat kind's number in share links (0 human, then the AI levels).
    pub fn link_code(self) -> u8 {
        match self {
            // A friend's seat is a person's wherever the link is opened.
            SeatKind::Human | SeatKind::Friend => links::KIND_HUMAN,
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

/// How many player colours the app has (`src/ui/colors.rs`): a seat's colour is below.
pub const COLORS: u8 = 6;
/// The longest name a seat may have, in characters (the setup screen's field holds 40).
pub const MAX_NAME_CHARS: usize = 40;

/// A seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatConfig {
    pub name: String,
    /// Which of the app's [`COLORS`] player colours (0 to 5).
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

    /// A link's seat; a colour past the six wraps round, and a name loses the characters
    /// that steer the direction of text (a link is anyone's: an unclosed override in a
    /// name would turn every line that names the seat around).
    pub fn from_shared(seat: &links::SharedSeat) -> SeatConfig {
        SeatConfig {
            name: seat
                .name
                .chars()
                .filter(|c| !i18n::is_bidi_control(*c))
                .collect(),
            color: seat.color % COLORS,
            kind: SeatKind::from_link_code(seat.kind),
        }
    }
}

/// A link's seats for a table of `players`, checked as every table is ([`check_seats`]).
pub fn seats_from_link(
    shared: &[links::SharedSeat],
    players: u8,
) -> Result<Vec<SeatConfig>, SeatError> {
    let seats: Vec<SeatConfig> = shared.iter().map(SeatConfig::from_shared).collect();
    check_seats(&seats, players)?;
    Ok(seats)
}

/// What is wrong with a table's seats. Seats are numbered from 0 (the words count from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatError {
    /// Not one seat per player.
    Count { seats: usize, players: u8 },
    /// A name that is empty, or only spaces.
    NoName { seat: u8 },
    /// A name longer than [`MAX_NAME_CHARS`].
    LongName { seat: u8 },
    /// A colour the app does not have.
    Color { seat: u8, color: u8 },
    /// A name an earlier seat has already (spaces around it and ASCII letters' case aside).
    SameName { seat: u8, name: String },
}

impl SeatError {
    /// The fault in the player's words.
    pub fn text(&self, words: &Catalog) -> String {
        let number = |seat: u8| u32::from(seat) + 1;
        match self {
            SeatError::Count { seats, players } => words.format(
                "seat-error-count",
                &[("seats", (*seats).into()), ("players", (*players).into())],
            ),
            SeatError::NoName { seat } => {
                words.format("seat-error-no-name", &[("number", number(*seat).into())])
            }
            SeatError::LongName { seat } => words.format(
                "seat-error-long-name",
                &[
                    ("number", number(*seat).into()),
                    ("most", MAX_NAME_CHARS.into()),
                ],
            ),
            SeatError::Color { seat, .. } => {
                words.format("seat-error-color", &[("number", number(*seat).into())])
            }
            SeatError::SameName { name, .. } => {
                words.format("seat-error-same-name", &[("name", name.as_str().into())])
            }
        }
    }
}

/// Checks a table's seats for `players` players: one seat each, every name set (spaces
/// around it aside), at most [`MAX_NAME_CHARS`] characters and unlike the others' (ASCII
/// letters' case aside), every
/// colour one the app has. Every table passes it: a new game, a save read back, a link's
/// game, an import.
pub fn check_seats(seats: &[SeatConfig], players: u8) -> Result<(), SeatError> {
    if seats.len() != usize::from(players) {
        return Err(SeatError::Count {
            seats: seats.len(),
            players,
        });
    }
    let mut names: Vec<&str> = Vec::with_capacity(seats.len());
    for (i, config) in seats.iter().enumerate() {
        let seat = i as u8;
        let name = config.name.trim();
        if name.is_empty() {
            return Err(SeatError::NoName { seat });
        }
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(SeatError::LongName { seat });
        }
        if config.color >= COLORS {
            return Err(SeatError::Color {
                seat,
                color: config.color,
            });
        }
        // ASCII's case only: Unicode's case tables would cost the page's download 4 KB.
        if names.iter().any(|other| other.eq_ignore_ascii_case(name)) {
            return Err(SeatError::SameName {
                seat,
                name: name.to_string(),
            });
        }
        names.push(name);
    }
    Ok(())
}
