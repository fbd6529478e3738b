//! Asking the AI for a move: in a Web Worker when the page has one, so the main thread
//! never freezes; on the main thread otherwise (the in-browser unit tests, old browsers).

use crate::reasons::AiReason;
use engine::{Action, Observation};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

#[derive(Serialize, Deserialize)]
struct Request {
    id: u64,
    observation: Observation,
    level: String,
    seed: u64,
}

#[derive(Serialize, Deserialize)]
struct Reply {
    id: u64,
    #[serde(default)]
    action: Option<String>,
    #[serde(default)]
    reason: Option<AiReason>,
    #[serde(default)]
    error: Option<String>,
}

/// An AI's move and why it made it.
pub type Decision = (Action, AiReason);

/// A decision where a person waits: the level's iteration budget, stopped early at its
/// time cap if this device is slow (see `ai::Level::time_cap_ms`).
pub fn decide_in_browser(obs: &Observation, level: ai::Level, seed: u64) -> Option<Decision> {
    let decided = match level.time_cap_ms() {
        Some(cap) => {
            let mut now = js_sys::Date::now;
            ai::decide_explained(obs, level, seed, Some((&mut now, cap)))
        }
        None => ai::decide_explained(obs, level, seed, None),
    };
    decided.map(|(action, reason)| (action, reason.into()))
}

/// The worker's side: decide and answer (never panics on a bad request).
pub fn answer(request: &str) -> String {
    let reply = match serde_json::from_str::<Request>(request) {
        Ok(req) => match req.level.parse::<ai::Level>() {
            Ok(level) => match decide_in_browser(&req.observation, level, req.seed) {
                Some((action, reason)) => Reply {
                    id: req.id,
                    action: Some(action.to_string()),
                    reason: Some(reason),
                    error: None,
                },
                None => Reply {
                    id: req.id,
                    action: None,
                    reason: None,
                    error: Some("no decision to make".into()),
                },
            },
            Err(e) => Reply {
                id: req.id,
                action: None,
                reason: None,
                error: Some(e),
            },
        },
        Err(e) => Reply {
            id: 0,
            action: None,
            reason: None,
            error: Some(format!("bad request: {e}")),
        },
    };
    serde_json::to_string(&reply).unwrap_or_default()
}

/// What the worker posts once it listens.
pub const READY: &str = "ready";

type Pending = Rc<RefCell<HashMap<u64, Box<dyn FnOnce(Option<Decision>)>>>>;
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
    static TRIED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Starts the worker once; false if this page cannot have one.
fn ensure_worker() -> bool {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    if WORKER.with(|w| w.borrow().is_some()) {
        return true;
    }
    if TRIED.with(|t| t.replace(true)) {
        return false;
    }
    // Trunk writes the worker's loader next to the page; without it (unit tests) there
    // is no worker and decisions run on the main thread.
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
            // A reply without a reason (a worker from an older build) still plays.
            let decision = reply
                .action
                .and_then(|a| a.parse::<Action>().ok())
                .map(|a| (a, reply.reason.unwrap_or(AiReason::Forced)));
            let callback = inbox.borrow_mut().remove(&reply.id);
            if let Some(callback) = callback {
                callback(decision);
            }
        });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // A worker that fails to load answers nothing: fall back for every waiting request.
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

/// Asks for `level`'s move for the observation's seat; `done` receives it (`None` only if
/// there is no decision to make). Falls back to the main thread when there is no worker
/// or the worker fails.
pub fn request(
    observation: Observation,
    level: ai::Level,
    seed: u64,
    done: impl FnOnce(Option<Decision>) + 'static,
) {
    let on_main_thread = {
        let observation = observation.clone();
        move || decide_in_browser(&observation, level, seed)
    };
    if !ensure_worker() {
        done(on_main_thread());
        return;
    }
    let callback: Box<dyn FnOnce(Option<Decision>)> = Box::new(move |decision| match decision {
        Some(decision) => done(Some(decision)),
        // The worker could not answer: decide here rather than stall the game.
        None => done(on_main_thread()),
    });
    // Every failure hands the callback back, so no request is ever lost.
    type Callback = Box<dyn FnOnce(Option<Decision>)>;
    let outcome: Result<(), Callback> = WORKER.with(|w| {
        let mut w = w.borrow_mut();
        let Some(link) = w.as_mut() else {
            return Err(callback);
        };
        let id = link.next_id;
        link.next_id += 1;
        let Ok(text) = serde_json::to_string(&Request {
            id,
            observation,
            level: level.id().to_string(),
            seed,
        }) else {
            return Err(callback);
        };
        link.pending.borrow_mut().insert(id, callback);
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
        // No worker after all: forget it and answer on the main thread.
        WORKER.with(|w| *w.borrow_mut() = None);
        callback(None);
    }
}
