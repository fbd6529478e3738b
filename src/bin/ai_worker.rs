//! The AI's Web Worker: decides moves and reviews finished games off the main thread, so
//! the board keeps animating while an opponent thinks. Trunk builds it from `index.html`
//! (`data-type="worker"`); `src/ai_client.rs` and the review's screen talk to it,
//! `src/ai_service.rs` and `src/review_service.rs` answer. The messages are described
//! in those two files.

/// Runs when the worker's wasm is instantiated (a worker binary's `main` is not called by
/// the no-modules loader, so the start function sets the message handler up).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn start() {
    use std::rc::Rc;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    console_error_panic_hook::set_once();
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let post: condottiere::review_service::Post = Rc::new(move |text: String| {
        let _ = reply_to.post_message(&JsValue::from_str(&text));
    });
    // A review runs in slices, each a task of its own: a timeout of 0 queues the next one
    // behind the messages already waiting (a cancel, an AI move).
    let timer = scope.clone();
    let later: condottiere::review_service::Later = Rc::new(move |task: Box<dyn FnOnce()>| {
        let task = Closure::once_into_js(task);
        let _ =
            timer.set_timeout_with_callback_and_timeout_and_arguments_0(task.unchecked_ref(), 0);
    });
    let now: Rc<dyn Fn() -> f64> = Rc::new(js_sys::Date::now);
    let on_message =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |msg: web_sys::MessageEvent| {
            let request = msg.data().as_string().unwrap_or_default();
            let review = condottiere::review_service::receive(
                &request,
                post.clone(),
                later.clone(),
                now.clone(),
            );
            if !review {
                post(condottiere::ai_service::answer(&request));
            }
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Messages sent before this point were dropped by the browser: say we are ready, and
    // the page sends its requests only then.
    let _ = scope.post_message(&JsValue::from_str(condottiere::ai_service::READY));
}

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("the AI worker runs in the browser only");
}
