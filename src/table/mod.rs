//! The game at the table, held by one owner: [`Table`]. The session signal is private
//! to this module, and every change goes through the methods below: a person's move, an
//! answer from the seat's decider (the AI, the lesson's script, a puzzle's prover), a
//! take-back, the device passed on, a game begun, left, or taken back from another tab.
//! `Session` itself refuses a move chosen on a state it has left, so no caller compares
//! state ids.
//!
//! What a screen draws during play is one value, [`Table::view`]: the device holder's
//! [`SeatView`] (the public view while the device is between two players). A finished
//! game is public: its record is read through [`Table::finished`].
//!
//! One effect saves after every change (unless another tab has taken the game over, or
//! the game was deleted) and files a finished game in the records; one effect asks the decider of the seat to act
//! ([`decide`]), chosen once from the table's [`Kind`].
//!
//! The owner ([`owner`]) knows nothing of the deciders, and they only of the owner's
//! handle: a table is put together here.

pub mod decide;
mod owner;
pub mod refusal;

pub use owner::{Change, Keeping, Kind, Script, Table};
pub use refusal::Refusal;

impl Table {
    /// An empty table, at the pace `pace_ms`, whose deciders move for the seats no person
    /// plays; with `keeping`, every game on it is saved.
    pub fn new(pace_ms: u32, keeping: Option<Keeping>) -> Table {
        let table = Table::unattended(pace_ms, keeping);
        decide::follow(table);
        table
    }
}
