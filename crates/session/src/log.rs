//! The chronicle's entries, as facts: the engine's events with the little context a
//! sentence needs, put into words only when shown (see `crate::chronicle`), so a game
//! switched to another language mid-way reads wholly in the new one.

use crate::reasons::AiReason;
use engine::{Action, BattleEnd, Event, TokenReason};

/// One line of the chronicle, as a fact.
#[derive(Clone, Debug, PartialEq)]
pub enum LogEntry {
    /// The deal: `first` is the first Condottiere.
    Dealt { first: u8 },
    /// An engine event, with who took part in the battle it belongs to (the strengths line
    /// names only them) and whether that battle was the final one.
    Event {
        event: Event,
        participants: u8,
        final_battle: bool,
    },
    /// Why an AI seat made the move told just before, `action` (shown when the player
    /// wants it).
    Why {
        seat: u8,
        action: Action,
        reason: AiReason,
    },
}

impl LogEntry {
    /// Whether the entry is a line of its own in the chronicle. Events that another line
    /// already tells (the first game's start, a declined token's move, a kept hand, the
    /// end of a battle the classic Bishop stopped) are not kept; a reason joins the line
    /// of its move.
    pub fn is_told(&self) -> bool {
        match self {
            LogEntry::Dealt { .. } => true,
            LogEntry::Why { .. } => false,
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
