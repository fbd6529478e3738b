//! The screens a first visit never needs, loaded when first opened: a custom game's setup,
//! the saved games, the player's record, a daily deal's page, a finished game's review,
//! the battle puzzles, the rules, a record link's replay and the AI benchmark. (The front
//! door and the table are the page's own.)
//!
//! Two wasm modules share this code:
//! - the page's (`src/main.rs`) knows only [`host`]: such a screen is a host element into
//!   which it loads the screens' own module (`src/bin/screens.rs`), so that the page's
//!   first download, which has a size budget, carries none of them;
//! - the screens' module runs the rest: [`module`] draws the [`Screen`] the page asks for
//!   into the host, and tells the page where the player goes next ([`Exit`]).
//!
//! The two modules share no memory: what crosses between them is the JSON text of a
//! [`Screen`] and of an [`Exit`] (as an [`ExitMessage`]).

pub mod host;
pub mod module;

use crate::ui::puzzle::PuzzleView;
use crate::ui::review::ReviewSubject;
use crate::ui::rules::RulesRequest;
use crate::ui::setup::SetupForm;
use serde::{Deserialize, Serialize};

/// A screen of the screens' module, with what it shows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Screen {
    /// A custom game: the form as the page has it, the pace, and why the last start was
    /// refused (in words), if it was.
    Setup {
        form: SetupForm,
        pace_ms: u32,
        error: Option<String>,
    },
    /// The saved games.
    Saves,
    /// The player's record and the daily calendar.
    Record,
    /// A finished game's review.
    Review(ReviewSubject),
    /// The puzzles' list or one puzzle, played at the table's pace.
    Puzzles { view: PuzzleView, pace_ms: u32 },
    /// The rules page.
    Rules(Box<RulesRequest>),
    /// The replay of a record link's game (its code).
    Replay { code: String },
    /// The AI's speed in this browser (`#/bench`).
    Bench,
    /// A daily deal's page before its game (the day, checked by the page).
    Daily { day: String },
}

/// Where the player goes from a screen of the module. It crosses to the page as an
/// [`ExitMessage`].
#[derive(Clone, Debug, PartialEq)]
pub enum Exit {
    /// Back to the screen it was opened from.
    Back,
    /// To the setup screen, for a new game.
    NewGame,
    /// A new game from a replay's position: the record link's code of the game so far.
    Continue { code: String },
    /// The review of the replayed game (the record link's code).
    Review { code: String },
    /// A game as the setup form describes it, at this pace.
    Start { form: SetupForm, pace_ms: u32 },
    /// The setup form as the player has changed it (the page keeps it: nothing is lost
    /// when the screen is drawn again); the player stays.
    Form { form: SetupForm, pace_ms: u32 },
    /// The saved game `id`, resumed.
    Resume { id: String },
    /// The review of the saved game `id`.
    ReviewSave { id: String },
    /// A daily deal's page (its date).
    Daily { day: String },
    /// A daily deal's game, started (its date).
    StartDaily { day: String },
}

/// An [`Exit`] as it crosses to the page: where to, and what goes with it. One flat
/// record, not the enum itself: the page's reader of an enum with fields is several times
/// larger, and the page's download has a budget.
#[derive(Default, Serialize, Deserialize)]
pub struct ExitMessage {
    to: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    text: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    form: Option<SetupForm>,
    #[serde(default)]
    pace_ms: u32,
}

impl From<Exit> for ExitMessage {
    fn from(exit: Exit) -> ExitMessage {
        let to = |to: &str| ExitMessage {
            to: to.into(),
            ..ExitMessage::default()
        };
        let with_text = |name: &str, text: String| ExitMessage {
            text: Some(text),
            ..to(name)
        };
        let with_form = |name: &str, form: SetupForm, pace_ms: u32| ExitMessage {
            form: Some(form),
            pace_ms,
            ..to(name)
        };
        match exit {
            Exit::Back => to("back"),
            Exit::NewGame => to("new-game"),
            Exit::Continue { code } => with_text("continue", code),
            Exit::Review { code } => with_text("review", code),
            Exit::Start { form, pace_ms } => with_form("start", form, pace_ms),
            Exit::Form { form, pace_ms } => with_form("form", form, pace_ms),
            Exit::Resume { id } => with_text("resume", id),
            Exit::ReviewSave { id } => with_text("review-save", id),
            Exit::Daily { day } => with_text("daily", day),
            Exit::StartDaily { day } => with_text("daily-start", day),
        }
    }
}

impl ExitMessage {
    /// The exit it carries; `None` for a message this page does not know.
    pub fn exit(self) -> Option<Exit> {
        let ExitMessage {
            to,
            text,
            form,
            pace_ms,
        } = self;
        Some(match (to.as_str(), text, form) {
            ("back", _, _) => Exit::Back,
            ("new-game", _, _) => Exit::NewGame,
            ("continue", Some(code), _) => Exit::Continue { code },
            ("review", Some(code), _) => Exit::Review { code },
            ("start", _, Some(form)) => Exit::Start { form, pace_ms },
            ("form", _, Some(form)) => Exit::Form { form, pace_ms },
            ("resume", Some(id), _) => Exit::Resume { id },
            ("review-save", Some(id), _) => Exit::ReviewSave { id },
            ("daily", Some(day), _) => Exit::Daily { day },
            ("daily-start", Some(day), _) => Exit::StartDaily { day },
            _ => return None,
        })
    }
}
