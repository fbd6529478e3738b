//! The AI's Web Worker: decides moves, reviews finished games and makes puzzles off the
//! main thread, so the board keeps animating while an opponent thinks. It runs the same
//! wasm as the screens' module (`src/bin/screens.rs`): the two share the engine, the AI,
//! the session and their texts, so one file on the wire carries them once (the first
//! visit's precache is the page plus that file). `public/ai_worker_loader.js` starts it;
//! `src/ai_client.rs` and the review's screen talk to it, `src/ai_service.rs`,
//! `src/review_service.rs` and `src/puzzle_service.rs` answer. The messages are described
//! in those files.

use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Whether this instance of the module runs in a worker (no window, no document).
pub fn in_worker() -> bool {
    !js_sys::global().has_type::<web_sys::Window>()
}

/// Sets the worker's message handler up and says it is ready.
pub fn serve() {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let post: crate::review_service::Post = Rc::new(move |text: String| {
        let _ = reply_to.post_message(&JsValue::from_str(&text));
    });
    // A review runs in slices, each a task of its own: a timeout of 0 queues the next one
    // behind the messages already waiting (a cancel, an AI move).
    let timer = scope.clone();
    let later: crate::review_service::Later = Rc::new(move |task: Box<dyn FnOnce()>| {
        let task = Closure::once_into_js(task);
        let _ =
            timer.set_timeout_with_callback_and_timeout_and_arguments_0(task.unchecked_ref(), 0);
    });
    let now: Rc<dyn Fn() -> f64> = Rc::new(js_sys::Date::now);
    let on_message =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |msg: web_sys::MessageEvent| {
            let request = msg.data().as_string().unwrap_or_default();
            let review =
                crate::review_service::receive(&request, post.clone(), later.clone(), now.clone());
            if !review {
                post(crate::ai_service::answer(&request));
            }
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Messages sent before this point were dropped by the browser: say we are ready, and
    // the page sends its requests only then.
    let _ = scope.post_message(&JsValue::from_str(crate::ai_service::READY));
}
