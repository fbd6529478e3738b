//! A puzzle being played, as the screen keeps it: the sheet, the table, where the try
//! stands and the hint, shared by the table's screen and the panel beside it.

use crate::i18n::catalog;
use crate::ui::SessionSignal;
use leptos::prelude::*;
use session::puzzle::table::table;
use session::puzzle::{words, Failure, Sheet};
use std::cell::RefCell;

thread_local! {
    /// The owner of the tries kept between mounts: made outside any screen (by
    /// [`keep_tries`]), so that taking a screen down does not dispose of them.
    static ROOT: RefCell<Option<Owner>> = const { RefCell::new(None) };
    /// The try on screen, with its puzzle's code and its own owner: a language switch
    /// draws the screen again, and the move played, the verdict and the hint stay.
    static KEPT: RefCell<Option<(String, Play, Owner)>> = const { RefCell::new(None) };
}

/// Lets tries outlive the screens that show them; called where no owner is current
/// (the screens' module, before it mounts a screen).
pub fn keep_tries() {
    ROOT.with(|root| {
        root.borrow_mut().get_or_insert_with(Owner::new);
    });
}

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
    /// The try of the puzzle `code`: the one kept if it is that puzzle's (`false`), else a
    /// new one, with nothing loaded yet (`true`).
    pub fn kept_for(code: &str) -> (Play, bool) {
        let kept = KEPT.with(|k| {
            k.borrow()
                .as_ref()
                .filter(|(c, _, _)| c == code)
                .map(|(_, play, _)| *play)
        });
        if let Some(play) = kept {
            return (play, false);
        }
        if let Some((_, _, owner)) = KEPT.with(|k| k.borrow_mut().take()) {
            owner.cleanup();
        }
        let owner = ROOT.with(|root| match root.borrow().as_ref() {
            Some(root) => root.with(Owner::new),
            None => Owner::new(),
        });
        let play = owner.with(|| Play {
            sheet: RwSignal::new(None),
            session: RwSignal::new(None),
            state: RwSignal::new(TryState::Waiting),
            hint: RwSignal::new(None),
            hint_shown: RwSignal::new(false),
            start_hint: StoredValue::new(None),
            counted: StoredValue::new(0),
        });
        KEPT.with(|k| *k.borrow_mut() = Some((code.to_string(), play, owner)));
        (play, true)
    }

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
