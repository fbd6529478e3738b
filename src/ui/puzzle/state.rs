//! A puzzle being played, as the screen keeps it: the sheet, the table (a [`Table`] of
//! its own, whose other seats the prover answers for), where the try stands and the hint,
//! shared by the table's screen and the panel beside it. The try is kept while the
//! screens' module is mounted ([`Tries`]): back from the list, a language switch, the
//! rules page, it is as it was.

use crate::i18n::catalog;
use crate::table::{Kind, Table};
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
    pub code: StoredValue<String>,
    pub sheet: RwSignal<Option<Sheet>>,
    pub table: Table,
    pub state: RwSignal<TryState>,
    pub hint: RwSignal<Option<engine::Card>>,
    pub hint_shown: RwSignal<bool>,
    /// The start's hint, for a new try.
    pub start_hint: StoredValue<Option<engine::Card>>,
}

impl Play {
    /// A new try: the table back at the position.
    pub fn again(self) {
        let Some(sheet) = self.sheet.get_untracked() else {
            return;
        };
        let names = words::seat_names(&catalog(), sheet.game.players());
        if let Ok(s) = table(&sheet, &names) {
            self.table.begin(s, Kind::Puzzle);
            self.hint.set(self.start_hint.get_value());
            self.hint_shown.set(false);
            self.state.set(TryState::Playing);
        }
    }
}

/// The try kept while the screens' module is mounted: one puzzle's at a time.
#[derive(Clone, Copy)]
pub struct Tries(
    StoredValue<Option<(Play, Owner)>, LocalStorage>,
    /// The module's owner, under which each try's own owner is made.
    StoredValue<Option<Owner>, LocalStorage>,
);

impl Default for Tries {
    fn default() -> Self {
        Tries::new()
    }
}

impl Tries {
    /// Keeps tries for as long as the current owner (the module's screens) lives.
    pub fn new() -> Tries {
        let tries = Tries(
            StoredValue::new_local(None),
            StoredValue::new_local(Owner::current()),
        );
        on_cleanup(move || {
            if let Some((_, owner)) = tries.0.try_update_value(Option::take).flatten() {
                owner.cleanup();
            }
        });
        tries
    }

    /// The try of the puzzle `code`: the one kept if it is that puzzle's (`false`), else a
    /// new one, with nothing loaded yet (`true`).
    pub(super) fn kept_for(self, code: &str, pace_ms: u32) -> (Play, bool) {
        let kept = self.0.with_value(|k| {
            k.as_ref()
                .filter(|(play, _)| play.code.with_value(|c| c == code))
                .map(|(play, _)| *play)
        });
        if let Some(play) = kept {
            return (play, false);
        }
        if let Some((_, owner)) = self.0.try_update_value(Option::take).flatten() {
            owner.cleanup();
        }
        // Its own owner, under no screen's: taking the puzzle's screen down (the list
        // shown meanwhile) does not dispose of it.
        let owner = match self.1.get_value() {
            Some(root) => root.with(Owner::new),
            None => Owner::new(),
        };
        let play = owner.with(|| Play {
            code: StoredValue::new(code.to_string()),
            sheet: RwSignal::new(None),
            table: Table::new(pace_ms, None),
            state: RwSignal::new(TryState::Waiting),
            hint: RwSignal::new(None),
            hint_shown: RwSignal::new(false),
            start_hint: StoredValue::new(None),
        });
        self.0.set_value(Some((play, owner)));
        (play, true)
    }
}
