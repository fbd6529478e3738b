//! The screens a first visit never needs, loaded when first opened: a custom game's setup,
//! the saved games, the player's record, a finished game's review, the battle puzzles,
//! the rules, a record link's replay and the AI benchmark. (The front door, a daily
//! deal's page and the table are the page's own.)
//!
//! Two wasm modules share this code:
//! - the page's (`src/main.rs`) knows only [`host`]: such a screen is a host element into
//!   which it loads the screens' own module (`src/bin/screens.rs`), so that the page's
//!   first download, which has a size budget, carries none of them;
//! - the screens' module runs the rest: [`module`] draws the [`Screen`] the page asks for
//!   into the host, and tells the page where the player goes next ([`Exit`]).
//!
//! The two modules share no memory: what crosses between them is the JSON text of a
//! [`Screen`] and of an [`Exit`].

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
}

/// Where the player goes from a screen of the module.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
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
}
