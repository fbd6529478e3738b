//! The review's side of the AI's Web Worker (`src/worker.rs`): analyses a finished
//! game's record in slices, reporting progress between them, and stops when cancelled.
//! The review's screen talks to it through `ui::review::worker`.
//!
//! Only the worker's wasm runs the analysis ([`Job`]); the page's wasm carries none of
//! it (its download has a size budget), and the review's screen (its own wasm, loaded
//! when a review is opened) reads the messages only.
//!
//! The worker is single-threaded: a review of a whole game takes seconds, so it runs as a
//! chain of slices of about [`SLICE_MS`] each, every slice a task of its own. Messages
//! that arrive meanwhile (a cancel, another review, an AI move) are handled between two
//! slices.
//!
//! Protocol (JSON text both ways; ids are the page's, shared with the AI's requests):
//! - `{"id": 3, "review": {"record": {"setup": …, "actions": […]}, "judged": 1}}` asks
//!   for a review judging the seats of the mask `judged`; the worker answers
//!   `{"id": 3, "progress": [done, total]}` after each slice, the last one with the
//!   review too (`"review": {…}`, a `session::review::Review`), or at once
//!   `{"id": 3, "refused": {"error": "unfinished", …}}` (a `ReviewError`). A new review
//!   replaces one under way (which is answered `cancelled`).
//! - `{"id": 3, "cancel": true}` stops review 3 before its next slice, answered by
//!   `{"id": 3, "cancelled": true}`.

use engine::Record;
use serde::{Deserialize, Serialize};
use session::review::{Analysis, Review, ReviewError, ReviewOptions};
use std::cell::RefCell;
use std::rc::Rc;

/// How long one slice of analysis runs before the worker reports and listens again.
pub const SLICE_MS: f64 = 100.0;

/// What a review request asks for.
#[derive(Serialize, Deserialize)]
pub struct ReviewAsk {
    pub record: Record,
    /// The seats whose decisions are judged (a bit mask: seat 0 is bit 0).
    pub judged: u8,
}

/// A message to the worker about a review: a request (a [`ReviewAsk`], read on its own so
/// that one that does not read is refused with the reason), or the cancel of one.
#[derive(Serialize, Deserialize)]
pub struct ReviewMessage {
    pub id: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<serde_json::Value>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cancel: bool,
}

/// The worker's answer about a review.
#[derive(Serialize, Deserialize, Default, Debug, PartialEq)]
pub struct ReviewReply {
    pub id: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub progress: Option<[u32; 2]>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<Review>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refused: Option<ReviewError>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cancelled: bool,
}

/// One review under way.
pub struct Job {
    pub id: u64,
    analysis: Analysis,
}

impl Job {
    /// Starts the review request `id` asks for, or says why it cannot be made.
    pub fn new(id: u64, ask: serde_json::Value) -> Result<Job, ReviewError> {
        let ask: ReviewAsk =
            serde_json::from_value(ask).map_err(|e| ReviewError::NotARecord(e.to_string()))?;
        Analysis::new(&ask.record, ReviewOptions::judging(ask.judged))
            .map(|analysis| Job { id, analysis })
    }

    /// Runs steps until `slice_ms` have passed by `now` (at least one step), and says how
    /// far it got: its progress, or the finished review.
    pub fn slice(&mut self, slice_ms: f64, now: &dyn Fn() -> f64) -> ReviewReply {
        let start = now();
        let mut progress = self.analysis.step();
        while !progress.is_finished() && now() - start < slice_ms {
            progress = self.analysis.step();
        }
        ReviewReply {
            id: self.id,
            progress: Some([progress.done, progress.total]),
            review: self.analysis.review(),
            ..ReviewReply::default()
        }
    }
}

/// Posts a reply's JSON text to the page.
pub type Post = Rc<dyn Fn(String)>;
/// Runs a function as a task of its own, after the messages already waiting.
pub type Later = Rc<dyn Fn(Box<dyn FnOnce()>)>;

thread_local! {
    static JOB: RefCell<Option<Job>> = const { RefCell::new(None) };
}

fn send(post: &Post, reply: &ReviewReply) {
    post(serde_json::to_string(reply).unwrap_or_default());
}

/// Handles `text` if it is a message about a review (starts one, or cancels it) and
/// says whether it was; anything else (an AI move, the benchmark) is left alone.
pub fn receive(text: &str, post: Post, later: Later, now: Rc<dyn Fn() -> f64>) -> bool {
    let Ok(message) = serde_json::from_str::<ReviewMessage>(text) else {
        return false;
    };
    if message.review.is_none() && !message.cancel {
        return false;
    }
    let id = message.id;
    let running = JOB.with(|j| j.borrow().as_ref().map(|job| job.id));
    if message.cancel {
        if running == Some(id) {
            JOB.with(|j| *j.borrow_mut() = None);
        }
        let cancelled = ReviewReply {
            id,
            cancelled: true,
            ..ReviewReply::default()
        };
        send(&post, &cancelled);
        return true;
    }
    let Some(ask) = message.review else {
        return true;
    };
    if let Some(old) = running {
        let cancelled = ReviewReply {
            id: old,
            cancelled: true,
            ..ReviewReply::default()
        };
        send(&post, &cancelled);
    }
    match Job::new(id, ask) {
        Ok(job) => {
            JOB.with(|j| *j.borrow_mut() = Some(job));
            schedule(id, post, later, now);
        }
        Err(error) => {
            JOB.with(|j| *j.borrow_mut() = None);
            let refused = ReviewReply {
                id,
                refused: Some(error),
                ..ReviewReply::default()
            };
            send(&post, &refused);
        }
    }
    true
}

/// Runs the next slice of review `id` as a task of its own, unless it was cancelled or
/// replaced meanwhile; then the next, until it is finished.
fn schedule(id: u64, post: Post, later: Later, now: Rc<dyn Fn() -> f64>) {
    let again = later.clone();
    later(Box::new(move || {
        let reply = JOB.with(|j| {
            let mut job = j.borrow_mut();
            let job = job.as_mut().filter(|job| job.id == id)?;
            Some(job.slice(SLICE_MS, now.as_ref()))
        });
        let Some(reply) = reply else { return };
        let finished = reply.review.is_some();
        send(&post, &reply);
        if finished {
            JOB.with(|j| *j.borrow_mut() = None);
        } else {
            schedule(id, post, again, now);
        }
    }));
}
