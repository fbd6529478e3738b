//! What a review is made from outside the app (the command line's `review`): a finished
//! game as a record file, a saved game's file or a record link's code, each read through
//! the checked constructor of its kind (a record's seats checked as every table's are,
//! [`check_seats`]; a save read as the app reads saves, [`parse_save`]; a link's seats
//! as a link's, [`seats_from_link`]), and what is wrong kept as a kind until it is put
//! into words.

use super::report::ReviewError;
use crate::error::Error;
use crate::saves::parse_save;
use crate::seats::{check_seats, seats_from_link, SeatConfig, SeatError, SeatKind, COLORS};
use engine::Record;
use i18n::Catalog;
use serde::Deserialize;

/// A game to review: its record, its seats' names as the source gives them (none for a
/// bare record), and which seats were people's (`None` when the source does not say).
#[derive(Clone, Debug, PartialEq)]
pub struct Reviewed {
    pub record: Record,
    pub names: Vec<String>,
    pub humans: Option<u8>,
}

/// Why a file or a code is not a game to review.
#[derive(Clone, Debug, PartialEq)]
pub enum SourceError {
    /// A file that is not a game record (`{"setup", "actions"}`).
    Record(ReviewError),
    /// A record file's seats that are not a table's: not one per player, a name missing,
    /// too long or given twice.
    Seats(SeatError),
    /// A record file's seat (counted from 0) whose kind is neither `human` nor an AI level.
    SeatKind { seat: u8, kind: String },
    /// A saved game's file (it has a format version) that does not read as a save.
    Save(Error),
    /// A record link's code that does not decode, or whose seats do not hold.
    Link(Error),
}

impl SourceError {
    /// The fault in words.
    pub fn text(&self, words: &Catalog) -> String {
        match self {
            SourceError::Record(error) => super::words::error_in_words(words, error),
            SourceError::Seats(error) => error.text(words),
            SourceError::SeatKind { seat, kind } => words.format(
                "review-error-seat-kind",
                &[
                    ("number", (u32::from(*seat) + 1).into()),
                    ("kind", kind.as_str().into()),
                ],
            ),
            SourceError::Save(error) | SourceError::Link(error) => error.text(words),
        }
    }
}

/// A record file's seat, as the arena writes it.
#[derive(Deserialize)]
struct FileSeat {
    name: String,
    kind: String,
}

/// The seats a record file may carry: `"seats": [{"name", "kind"}]`.
#[derive(Deserialize)]
struct FileSeats {
    #[serde(default)]
    seats: Option<Vec<FileSeat>>,
    /// Present in a saved game's text (never in a record file).
    #[serde(default)]
    version: Option<serde_json::Value>,
}

/// The seats' mask of the people among `seats`.
fn humans(seats: &[SeatConfig]) -> u8 {
    seats
        .iter()
        .enumerate()
        .filter(|(_, s)| s.kind.is_person())
        .fold(0, |mask, (seat, _)| mask | 1 << seat)
}

/// What a review is told of `seats`: their names and the people among them.
fn reviewed(record: Record, seats: &[SeatConfig]) -> Reviewed {
    Reviewed {
        record,
        names: seats.iter().map(|s| s.name.clone()).collect(),
        humans: Some(humans(seats)),
    }
}

impl Reviewed {
    /// A file's text: a saved game's (it has a format version: read as the app reads a
    /// save), else a record file: `{"setup", "actions"}`, with the arena's
    /// `"seats": [{"name", "kind"}]` where `kind` is `human` or an AI level, checked as a
    /// table's seats are.
    pub fn from_file(text: &str) -> Result<Reviewed, SourceError> {
        let record = parse_record(text);
        let head: Option<FileSeats> = serde_json::from_str(text).ok();
        if head.as_ref().is_some_and(|h| h.version.is_some()) {
            let save = parse_save(text).map_err(SourceError::Save)?;
            return Ok(reviewed(save.parts.record, &save.parts.seats));
        }
        let record = record.map_err(SourceError::Record)?;
        let Some(file_seats) = head.and_then(|h| h.seats) else {
            return Ok(Reviewed {
                record,
                names: Vec::new(),
                humans: None,
            });
        };
        let mut seats = Vec::with_capacity(file_seats.len());
        for (i, seat) in file_seats.into_iter().enumerate() {
            let number = i.min(usize::from(u8::MAX)) as u8;
            let kind = match seat.kind.as_str() {
                "human" => SeatKind::Human,
                // Any AI level, the arena's random one included: not a person (which
                // level does not matter to the check, nor to the review).
                other => match other.parse::<ai::Level>() {
                    Ok(_) => SeatKind::Ai(crate::seats::AiLevel::Normal),
                    Err(_) => {
                        return Err(SourceError::SeatKind {
                            seat: number,
                            kind: seat.kind,
                        })
                    }
                },
            };
            seats.push(SeatConfig {
                name: seat.name,
                color: number % COLORS,
                kind,
            });
        }
        check_seats(&seats, record.setup.players).map_err(SourceError::Seats)?;
        Ok(reviewed(record, &seats))
    }

    /// A record link's code, its seats checked as a link's are.
    pub fn from_link(code: &str) -> Result<Reviewed, SourceError> {
        let game = links::decode(code).map_err(|e| SourceError::Link(Error::Link(e)))?;
        let seats = seats_from_link(&game.seats, game.setup.players)
            .map_err(|e| SourceError::Link(Error::Seats(e)))?;
        let record = Record {
            setup: game.setup,
            actions: game.actions,
        };
        Ok(reviewed(record, &seats))
    }
}

/// Reads a game record from JSON (`{"setup": …, "actions": […]}`; other fields, such as
/// an arena record's seats, are ignored).
pub fn parse_record(text: &str) -> Result<Record, ReviewError> {
    serde_json::from_str(text).map_err(|e| ReviewError::NotARecord(e.to_string()))
}
