//! The review of a finished game on screen (issue 22): the chances drawn move by move,
//! the turning points, and each human player's decisions judged, with the replay at any
//! move a click away.
//!
//! Two wasm modules share this code:
//! - the page's (`src/main.rs`) uses [`host`] only: the "review" screen is a host element
//!   into which it loads the review's own module when a review is opened, so that the
//!   page's first download (which has a size budget) carries none of the review;
//! - the review's module (`src/bin/review_view.rs`, loaded by [`host`]) runs the rest:
//!   [`module`] mounts [`screen::ReviewScreen`] into the host, [`model`] holds what is
//!   being reviewed and how far it got, [`worker`] asks the AI's Web Worker for the
//!   analysis (`review_service` there), and [`chart`] and [`findings`] draw the result (from [`facts`]).

pub mod chart;
pub mod facts;
pub mod findings;
pub mod host;
pub mod model;
pub mod module;
pub mod screen;
pub mod worker;
