//! A puzzle being played, as the screen keeps it: the sheet, the table, where the try
//! stands and the hint, shared by the table's screen and the panel beside it.

use crate::i18n::catalog;
use crate::ui::SessionSignal;
use leptos::prelude::*;
use session::puzzle::table::table;
use session::puzzle::{words, Failure, Sheet};

/// Where a try stands on screen (`data-puzzle-state`).
#[derive(Clone, Debug, PartialEq)]
pub(super) enum TryState {
    /// The player's decision.
    Playing,
    /// The worker judges the last move, or its replies are being shown.
    Waiting,
    Solved,
    Failed(Box<Failure>),
}

impl TryState {
    pub(super) fn id(&self) -> &'static str {
        match self {
            TryState::Playing => "playing",
            TryState::Waiting => "waiting",
            TryState::Solved => "solved",
            TryState::Failed(_) => "failed",
        }
    }
}

/// The puzzle being played, shared with its panel.
#[derive(Clone, Copy)]
pub(super) struct Play {
    pub sheet: RwSignal<Option<Sheet>>,
    pub session: SessionSignal,
    pub state: RwSignal<TryState>,
    pub hint: RwSignal<Option<engine::Card>>,
    pub hint_shown: RwSignal<bool>,
    /// The start's hint, for a new try.
    pub start_hint: StoredValue<Option<engine::Card>>,
    /// How many moves since the position the try has accounted for (judged or replied).
    pub counted: StoredValue<usize>,
}

impl Play {
    /// A new try: the table back at the position.
    pub fn again(self) {
        let Some(sheet) = self.sheet.get_untracked() else {
            return;
        };
        let names = words::seat_names(&catalog(), sheet.game.players());
        if let Ok(s) = table(&sheet, &names) {
            self.counted.set_value(0);
            self.session.set(Some(s));
            self.hint.set(self.start_hint.get_value());
            self.hint_shown.set(false);
            self.state.set(TryState::Playing);
        }
    }
}
