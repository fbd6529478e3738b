//! The AI's Web Worker: decides moves off the main thread, so the board keeps animating
//! while an opponent thinks. Trunk builds it from `index.html`
//! (`data-type="worker"`); `src/ai_client.rs` talks to it, `src/ai_service.rs` answers.
//! The messages are described in `src/ai_service.rs`.

/// Runs when the worker's wasm is instantiated (a worker binary's `main` is not called by
/// the no-modules loader, so the start function sets the message handler up).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn start() {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    console_error_panic_hook::set_once();
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |msg: web_sys::MessageEvent| {
            let request = msg.data().as_string().unwrap_or_default();
            let reply = condottiere::ai_service::answer(&request);
            let _ = reply_to.post_message(&JsValue::from_str(&reply));
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
