//! The chronicle's entries, as facts: the engine's events with the little context a
//! sentence needs, put into words only when shown (see `crate::chronicle`), so a game
//! switched to another language mid-way reads wholly in the new one.
//!
//! Every event is public (the engine names no card another seat may not see), so the
//! entries are the same for every viewer; the AI's reasons are kept apart, by the number
//! of the move they explain (`Parts::reasons`), and join the first line of that move when
//! shown.

use engine::{BattleEnd, Event, TokenReason};
use serde::{Deserialize, Serialize};

/// One line of the chronicle, as a fact.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "entry", rename_all = "kebab-case")]
pub enum LogEntry {
    /// The deal: `first` is the first Condottiere.
    Dealt { first: u8 },
    /// An engine event, with the number of the move that caused it (0 is the game's first
    /// move), who took part in the battle it belongs to (the strengths line names only
    /// them) and whether that battle was the final one.
    Event {
        event: Event,
        number: u32,
        participants: u8,
        final_battle: bool,
    },
}

impl LogEntry {
    /// The number of the move this entry tells of (none for the deal).
    pub fn number(&self) -> Option<u32> {
        match self {
            LogEntry::Dealt { .. } => None,
            LogEntry::Event { number, .. } => Some(*number),
        }
    }

    /// The engine's event this entry tells, if it tells one.
    pub fn event(&self) -> Option<&Event> {
        match self {
            LogEntry::Dealt { .. } => None,
            LogEntry::Event { event, .. } => Some(event),
        }
    }

    /// Whether the entry is a line of its own in the chronicle. Events that another line
    /// already tells (the first game's start, a declined token's move, a kept hand, the
    /// end of a battle the classic Bishop stopped) are not kept.
    pub fn is_told(&self) -> bool {
        match self {
            LogEntry::Dealt { .. } => true,
            LogEntry::Event { event, .. } => !matches!(
                event,
                Event::GameStarted { game: 0 | 1, .. }
                    | Event::BattleEnded {
                        how: BattleEnd::ClassicBishop { .. },
                        ..
                    }
                    | Event::TokenMoved {
                        reason: TokenReason::Declined,
                        ..
                    }
                    | Event::HandKept { .. }
            ),
        }
    }
}
