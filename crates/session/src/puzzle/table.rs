//! A puzzle on the ordinary table: a [`Session`] dealt from the puzzle's deal and played
//! to its position, the puzzle's player the one human, the other seats played by the
//! prover's replies (their kind is an AI, so the table says it waits for them; a
//! puzzle's table asks no AI: the app's table of the puzzle kind waits for the prover).

use super::sheet::Sheet;
use crate::error::Error;
use crate::seats::{AiLevel, SeatConfig, SeatKind};
use crate::session::{Parts, Session};
use engine::Action;

/// The kind the other seats are shown as.
const OTHERS: SeatKind = SeatKind::Ai(AiLevel::Normal);

/// The table at the puzzle's position, the seats named `names`; the chronicle starts at
/// the position. [`Error::Setup`] for a position no table can replay (built by hand).
pub fn table(sheet: &Sheet, names: &[String]) -> Result<Session, Error> {
    let setup = sheet.setup.ok_or(Error::Setup)?;
    let seats = (0..setup.players)
        .map(|seat| SeatConfig {
            name: names.get(seat as usize).cloned().unwrap_or_default(),
            color: seat,
            kind: if seat == sheet.seat {
                SeatKind::Human
            } else {
                OTHERS
            },
        })
        .collect();
    let mut parts = Parts::new(setup, seats);
    parts.record.actions = sheet.history.clone();
    let mut session = Session::rebuild(parts).map_err(|_| Error::Setup)?;
    session.start_chronicle_here();
    Ok(session)
}

/// The moves made on the table since the puzzle's position.
pub fn moves_since<'a>(session: &'a Session, sheet: &Sheet) -> &'a [Action] {
    session
        .record()
        .actions
        .get(sheet.history.len()..)
        .unwrap_or(&[])
}
