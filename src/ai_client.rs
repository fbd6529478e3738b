//! Asking the AI for a move: always in its Web Worker, so the main thread never freezes
//! and the page's wasm does not carry the search (see `ai_service`, the worker's side).
//! When no worker can answer, the request is answered with `None` and the screen offers
//! to try again; the in-browser tests, which have no worker, decide on the main thread
//! instead ([`decide_on_main_thread`]).

use crate::ai_service::{BenchRequest, Reply, Request, READY};
use crate::puzzle_service::{Answer, Ask, PuzzleRequest};
use engine::{Action, Observation, Record};
use session::AiReason;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

pub use crate::ai_service::Decision;

/// Decides a move without the worker (the tests install `ai_service::decide_in_browser`).
pub type Decider = fn(&Observation, ai::Level, u64) -> Option<Decision>;

/// Makes every later decision on the main thread with `decider`, never in a worker (or,
/// with `None`, in the worker again): for the in-browser tests, whose page has no worker
/// to load.
pub fn decide_on_main_thread(decider: Option<Decider>) {
    MAIN_THREAD.with(|d| d.set(decider));
}

/// Each request's callback, by request id.
type Pending = Rc<RefCell<HashMap<u64, Box<dyn FnOnce(Option<Reply>)>>>>;
/// Requests written before the worker said it was ready (`None` once it has).
type Outbox = Rc<RefCell<Option<Vec<String>>>>;

struct WorkerLink {
    worker: web_sys::Worker,
    pending: Pending,
    outbox: Outbox,
    next_id: u64,
}

thread_local! {
    static WORKER: RefCell<Option<WorkerLink>> = const { RefCell::new(None) };
    static MAIN_THREAD: Cell<Option<Decider>> = const { Cell::new(None) };
}

/// Starts the worker unless it runs; false if this page cannot have one. A worker that
/// failed is forgotten, so the next request (the player's "try again") starts a new one.
fn ensure_worker() -> bool {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    if WORKER.with(|w| w.borrow().is_some()) {
        return true;
    }
    // Trunk writes the worker's loader next to the page.
    let Ok(worker) = web_sys::Worker::new("./ai_worker_loader.js") else {
        return false;
    };
    let pending: Pending = Rc::new(RefCell::new(HashMap::new()));
    let outbox: Outbox = Rc::new(RefCell::new(Some(Vec::new())));
    let inbox = pending.clone();
    let flush = outbox.clone();
    let sender = worker.clone();
    let on_message =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |msg: web_sys::MessageEvent| {
            let Some(text) = msg.data().as_string() else {
                return;
            };
            if text == READY {
                for request in flush.borrow_mut().take().unwrap_or_default() {
                    let _ = sender.post_message(&JsValue::from_str(&request));
                }
                return;
            }
            let Ok(reply) = serde_json::from_str::<Reply>(&text) else {
                return;
            };
            let callback = inbox.borrow_mut().remove(&reply.id);
            if let Some(callback) = callback {
                callback(Some(reply));
            }
        });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // A worker that fails to load answers nothing: every waiting request gets `None`.
    let failed = pending.clone();
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_e: web_sys::Event| {
        WORKER.with(|w| *w.borrow_mut() = None);
        let waiting: Vec<_> = failed.borrow_mut().drain().collect();
        for (_, callback) in waiting {
            callback(None);
        }
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    WORKER.with(|w| {
        *w.borrow_mut() = Some(WorkerLink {
            worker,
            pending,
            outbox,
            next_id: 1,
        })
    });
    true
}

/// Sends `text` to the worker; `done` gets the reply with that id, or `None` if no worker
/// can answer.
fn send(text: impl FnOnce(u64) -> Option<String>, done: Box<dyn FnOnce(Option<Reply>)>) {
    if !ensure_worker() {
        done(None);
        return;
    }
    // Every failure hands the callback back, so no request is ever lost.
    type Callback = Box<dyn FnOnce(Option<Reply>)>;
    let outcome: Result<(), Callback> = WORKER.with(|w| {
        let mut w = w.borrow_mut();
        let Some(link) = w.as_mut() else {
            return Err(done);
        };
        let id = link.next_id;
        link.next_id += 1;
        let Some(text) = text(id) else {
            return Err(done);
        };
        link.pending.borrow_mut().insert(id, done);
        if let Some(queue) = link.outbox.borrow_mut().as_mut() {
            // Not listening yet: sent when the worker says it is ready.
            queue.push(text);
            return Ok(());
        }
        if link
            .worker
            .post_message(&wasm_bindgen::JsValue::from_str(&text))
            .is_ok()
        {
            return Ok(());
        }
        let taken = link.pending.borrow_mut().remove(&id);
        match taken {
            Some(callback) => Err(callback),
            None => Ok(()),
        }
    });
    if let Err(callback) = outcome {
        // The worker is unusable: forget it, so that a new request starts another.
        WORKER.with(|w| *w.borrow_mut() = None);
        callback(None);
    }
}

/// Asks for `level`'s move for `seat` in the game of `record`; `done` receives it, or
/// `None` when no worker could answer (the caller offers to try again). The worker is sent
/// the record, not the seat's observation: it makes the observation itself (what the seat
/// sees, and the round's public history), so the page carries no writer of observations.
pub fn request(
    record: Record,
    seat: u8,
    level: ai::Level,
    seed: u64,
    done: impl FnOnce(Option<Decision>) + 'static,
) {
    if let Some(decide) = MAIN_THREAD.with(Cell::get) {
        // Answered after the caller returns, as a worker's answer would be.
        let decision = crate::ai_service::observe(&record, seat)
            .ok()
            .and_then(|observation| decide(&observation, level, seed));
        leptos::prelude::set_timeout(move || done(decision), std::time::Duration::ZERO);
        return;
    }
    let text = move |id| {
        serde_json::to_string(&Request {
            id,
            record,
            seat,
            level: level.id().to_string(),
            seed,
        })
        .ok()
    };
    send(
        text,
        Box::new(move |reply: Option<Reply>| {
            // A reply without a reason (a worker from an older build) still plays.
            let decision = reply.and_then(|reply| {
                let action = reply.action?.parse::<Action>().ok()?;
                Some((action, reply.reason.unwrap_or(AiReason::Forced)))
            });
            done(decision);
        }),
    );
}

/// The AI's move at `level` for the seat whose view `seen` is (a friend's hint, on a
/// device that holds only its seat's view); `None` if no worker could answer.
pub fn request_seen(
    seen: Observation,
    level: ai::Level,
    seed: u64,
    done: impl FnOnce(Option<Action>) + 'static,
) {
    if let Some(decide) = MAIN_THREAD.with(Cell::get) {
        let decision = decide(&seen, level, seed).map(|(action, _)| action);
        leptos::prelude::set_timeout(move || done(decision), std::time::Duration::ZERO);
        return;
    }
    let text = move |id| {
        serde_json::to_string(&crate::ai_service::SeenRequest {
            id,
            seen,
            level: level.id().to_string(),
            seed,
        })
        .ok()
    };
    send(
        text,
        Box::new(move |reply: Option<Reply>| {
            done(reply.and_then(|reply| reply.action?.parse::<Action>().ok()))
        }),
    );
}

/// Asks the worker a puzzle's question (see `puzzle_service`); `None` if it cannot answer.
pub fn puzzle(ask: Ask, done: impl FnOnce(Option<Answer>) + 'static) {
    let text = move |id| serde_json::to_string(&PuzzleRequest { id, puzzle: ask }).ok();
    send(
        text,
        Box::new(move |reply: Option<Reply>| {
            done(reply.and_then(|r| serde_json::from_value(r.puzzle?).ok()))
        }),
    );
}

/// Asks the worker for the benchmark's figures (`#/bench`); `None` if it cannot answer.
pub fn bench(done: impl FnOnce(Option<String>) + 'static) {
    send(
        |id| serde_json::to_string(&BenchRequest { id, bench: true }).ok(),
        Box::new(move |reply: Option<Reply>| done(reply.and_then(|r| r.bench))),
    );
}
