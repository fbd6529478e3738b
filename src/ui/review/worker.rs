//! Asking the AI's Web Worker for a review (its side: `crate::review_service`, where the
//! messages are described). The review's module starts its own instance of the worker:
//! the analysis never runs on the page's thread, and the page's worker stays free for
//! the AI's moves.

use crate::ai_service::READY;
use crate::review_service::{ReviewAsk, ReviewMessage, ReviewReply};
use engine::Record;
use session::review::{Progress, Review, ReviewError};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// What the worker says about a review under way.
pub enum Event {
    Progress(Progress),
    Done(Review),
    Refused(ReviewError),
    /// The worker could not be started, or stopped with an error.
    Failed,
}

type Listener = Rc<dyn Fn(Event)>;

struct Link {
    worker: web_sys::Worker,
    /// Messages written before the worker said it was ready (`None` once it has).
    outbox: Option<Vec<String>>,
    listeners: HashMap<u64, Listener>,
    next_id: u64,
}

thread_local! {
    static LINK: RefCell<Option<Link>> = const { RefCell::new(None) };
}

/// The listener of review `id`, removed when the reply is its last.
fn listener(id: u64, last: bool) -> Option<Listener> {
    LINK.with(|l| {
        let mut link = l.borrow_mut();
        let listeners = &mut link.as_mut()?.listeners;
        if last {
            listeners.remove(&id)
        } else {
            listeners.get(&id).cloned()
        }
    })
}

fn on_reply(text: &str) {
    if text == READY {
        let waiting = LINK.with(|l| {
            let mut link = l.borrow_mut();
            let link = link.as_mut()?;
            Some((link.worker.clone(), link.outbox.take().unwrap_or_default()))
        });
        if let Some((worker, messages)) = waiting {
            for message in messages {
                let _ = worker.post_message(&JsValue::from_str(&message));
            }
        }
        return;
    }
    let Ok(reply) = serde_json::from_str::<ReviewReply>(text) else {
        return;
    };
    let last = reply.review.is_some() || reply.refused.is_some() || reply.cancelled;
    let Some(listener) = listener(reply.id, last) else {
        return;
    };
    if let Some(review) = reply.review {
        listener(Event::Done(review));
    } else if let Some(refused) = reply.refused {
        listener(Event::Refused(refused));
    } else if let Some([done, total]) = reply.progress {
        listener(Event::Progress(Progress { done, total }));
    }
}

/// Every listener hears `Failed`, and the worker is forgotten (the next review starts
/// another).
fn fail_all() {
    let listeners: Vec<Listener> = LINK.with(|l| {
        let link = l.borrow_mut().take();
        if let Some(link) = &link {
            link.worker.terminate();
        }
        link.map(|link| link.listeners.into_values().collect())
            .unwrap_or_default()
    });
    for listener in listeners {
        listener(Event::Failed);
    }
}

/// Starts the worker unless it runs; false if this page cannot have one.
fn ensure_worker() -> bool {
    if LINK.with(|l| l.borrow().is_some()) {
        return true;
    }
    // Trunk writes the worker's loader next to the page.
    let Ok(worker) = web_sys::Worker::new("./ai_worker_loader.js") else {
        return false;
    };
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(|msg: web_sys::MessageEvent| {
        if let Some(text) = msg.data().as_string() {
            on_reply(&text);
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(|_e: web_sys::Event| fail_all());
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    LINK.with(|l| {
        *l.borrow_mut() = Some(Link {
            worker,
            outbox: Some(Vec::new()),
            listeners: HashMap::new(),
            next_id: 1,
        })
    });
    true
}

/// Sends `message`'s text now, or once the worker is ready; false if it cannot be sent.
fn post(message: &ReviewMessage) -> bool {
    let Ok(text) = serde_json::to_string(message) else {
        return false;
    };
    LINK.with(|l| {
        let mut link = l.borrow_mut();
        let Some(link) = link.as_mut() else {
            return false;
        };
        match link.outbox.as_mut() {
            Some(queue) => {
                queue.push(text);
                true
            }
            None => link.worker.post_message(&JsValue::from_str(&text)).is_ok(),
        }
    })
}

/// Asks for the review of `record`, judging the seats of the mask `judged`; `on_event`
/// hears its progress and its end. Returns the request's id (to cancel it), or `None`
/// when no worker can run it (`on_event` has then heard `Failed`).
pub fn start(record: &Record, judged: u8, on_event: impl Fn(Event) + 'static) -> Option<u64> {
    let on_event: Listener = Rc::new(on_event);
    let ask = ReviewAsk {
        record: record.clone(),
        judged,
    };
    let ask = serde_json::to_value(&ask).ok().filter(|_| ensure_worker());
    let id = ask.and_then(|ask| {
        let id = LINK.with(|l| {
            let mut link = l.borrow_mut();
            let link = link.as_mut()?;
            let id = link.next_id;
            link.next_id += 1;
            link.listeners.insert(id, on_event.clone());
            Some(id)
        })?;
        let message = ReviewMessage {
            id,
            review: Some(ask),
            cancel: false,
        };
        if post(&message) {
            return Some(id);
        }
        // The worker cannot take messages: forget it (and tell whoever else waits).
        listener(id, true);
        fail_all();
        None
    });
    if id.is_none() {
        on_event(Event::Failed);
    }
    id
}

/// Cancels review `id`: its listener hears nothing more, and the worker stops it before
/// its next slice.
pub fn cancel(id: u64) {
    let listening = listener(id, true).is_some();
    if listening {
        post(&ReviewMessage {
            id,
            review: None,
            cancel: true,
        });
    }
}
