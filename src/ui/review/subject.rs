//! The game a review is of, as the page names it to the screens' module.

use serde::{Deserialize, Serialize};
use session::{Origin, Session};

/// The game to review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewSubject {
    /// Its record link's code (the game itself, wherever it comes from).
    pub code: String,
    /// Its saved game's id, when it is saved: the review is kept with it.
    pub save: Option<String>,
}

impl ReviewSubject {
    /// A game at the table (a lesson is not saved, so its review is not kept).
    pub fn of_session(s: &Session) -> Option<ReviewSubject> {
        Some(ReviewSubject {
            code: s.record_code().ok()?,
            save: (s.origin() != Origin::Lesson && !s.id().is_empty()).then(|| s.id().to_string()),
        })
    }

    /// A saved game's, by its id (`None` if it is not saved, or cannot be read).
    pub fn of_save(id: &str) -> Option<ReviewSubject> {
        let saved = session::saves::load(&crate::persist::LocalStore, id).ok()?;
        let session = saved.restore().ok()?;
        ReviewSubject::of_session(&session)
    }

    /// A record link's game (from its replay: not saved).
    pub fn of_code(code: String) -> ReviewSubject {
        ReviewSubject { code, save: None }
    }
}
