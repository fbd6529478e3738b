//! The review of a finished game on screen (issue 22): the chances drawn move by move,
//! the turning points, and each human player's decisions judged, with the replay at any
//! move a click away.
//!
//! The page names the game to review ([`ReviewSubject`]); the rest runs in the screens'
//! module (`ui::later`), which the page loads when a review is opened: [`kept`] draws
//! [`screen::ReviewScreen`], [`model`] holds what is being reviewed and how far it got,
//! [`worker`] asks the AI's Web Worker for the analysis (`review_service` there), and
//! [`chart`] and [`findings`] draw the result (from [`facts`]).

pub mod chart;
pub mod facts;
pub mod findings;
pub mod kept;
pub mod model;
pub mod screen;
mod subject;
pub mod worker;

pub use kept::ReviewKeeper;
pub use subject::ReviewSubject;
