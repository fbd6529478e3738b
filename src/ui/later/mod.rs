//! The screens a first visit never needs, loaded when first opened: a custom game's setup,
//! the saved games, the player's record, a daily deal's page, a finished game's review,
//! the battle puzzles, the rules, a record link's replay and the AI benchmark. (The front
//! door and the table are the page's own.)
//!
//! Two wasm modules share this code:
//! - the page's (`src/main.rs`) knows only [`host`]: such a screen is a host element into
//!   which it loads the screens' own module (`src/bin/screens.rs`), so that the page's
//!   first download, which has a size budget, carries none of them;
//! - the screens' module runs the rest: [`module`] draws the screen the page names into
//!   the host, follows the page's address as the player moves between its screens
//!   (mounted once, so nothing on them is lost between two), and tells the page where the
//!   player goes next ([`Exit`]).
//!
//! The two modules share no memory: what crosses between them is the JSON text of a
//! [`Mount`] and of an [`Exit`] (as an [`ExitMessage`]), and the language's code.

pub mod host;
pub mod lesson;
pub mod module;
pub mod over;

use crate::ui::rules::RulesRequest;
use crate::ui::setup::SetupForm;
use serde::{Deserialize, Serialize};
use session::screen::Screen;

/// What the page hands the screens' module with each of its screens: the screen itself,
/// as the address names it (the app's one [`Screen`]), and what the page keeps for it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Mount {
    /// The screen's address (`Screen::hash`).
    pub screen: String,
    /// The custom game's form and the pace, as the page keeps them.
    pub form: SetupForm,
    pub pace_ms: u32,
    /// The last start from this form was refused (the module says why, from the form).
    #[serde(default)]
    pub refused: bool,
    /// The rules page as it was asked for.
    #[serde(default)]
    pub rules: Option<RulesRequest>,
    /// The saved game at the page's table (its end is drawn here).
    #[serde(default)]
    pub game: Option<String>,
}

impl Mount {
    /// The screen it names.
    pub fn screen(&self) -> Screen {
        Screen::parse(&self.screen)
    }
}

/// Where the player goes from a screen of the module. It crosses to the page as an
/// [`ExitMessage`].
#[derive(Clone, Debug, PartialEq)]
pub enum Exit {
    /// Back to the screen it was opened from.
    Back,
    /// To another screen (as a new entry of the history).
    To(Screen),
    /// The address of the screen on show, changed in place (a replay's move).
    Replace(Screen),
    /// A new game from a replay's position: the record link's code of the game so far.
    Continue { code: String },
    /// The review of the replayed game (the record link's code).
    Review { code: String },
    /// A game as the setup form describes it, at this pace.
    Start { form: SetupForm, pace_ms: u32 },
    /// The setup form as the player has changed it (the page keeps it); the player stays.
    Form { form: SetupForm, pace_ms: u32 },
    /// The saved game `id`, resumed.
    Resume { id: String },
    /// The review of the saved game `id`.
    ReviewSave { id: String },
    /// A daily deal's game, started or continued (its date).
    StartDaily { day: String },
    /// The same table again, with a new deal.
    Rematch,
    /// The game at the table is left (it waits in the saved games): the front door.
    Leave,
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
            Exit::To(screen) => with_text("screen", screen.hash()),
            Exit::Replace(screen) => with_text("replace", screen.hash()),
            Exit::Continue { code } => with_text("continue", code),
            Exit::Review { code } => with_text("review", code),
            Exit::Start { form, pace_ms } => with_form("start", form, pace_ms),
            Exit::Form { form, pace_ms } => with_form("form", form, pace_ms),
            Exit::Resume { id } => with_text("resume", id),
            Exit::ReviewSave { id } => with_text("review-save", id),
            Exit::StartDaily { day } => with_text("daily-start", day),
            Exit::Rematch => to("rematch"),
            Exit::Leave => to("leave"),
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
            ("screen", Some(hash), _) => Exit::To(Screen::parse(&hash)),
            ("replace", Some(hash), _) => Exit::Replace(Screen::parse(&hash)),
            ("continue", Some(code), _) => Exit::Continue { code },
            ("review", Some(code), _) => Exit::Review { code },
            ("start", _, Some(form)) => Exit::Start { form, pace_ms },
            ("form", _, Some(form)) => Exit::Form { form, pace_ms },
            ("resume", Some(id), _) => Exit::Resume { id },
            ("review-save", Some(id), _) => Exit::ReviewSave { id },
            ("daily-start", Some(day), _) => Exit::StartDaily { day },
            ("rematch", _, _) => Exit::Rematch,
            ("leave", _, _) => Exit::Leave,
            _ => return None,
        })
    }
}
