//! The page's side of the review: the element the review's module draws into, and the
//! loading of that module (`review_view.js` and its wasm, next to the page) the first
//! time a review is opened. Everything else of the review lives in the module, so the
//! page's first download carries none of it.
//!
//! The module exports `mount(host, code, save, close)`, which draws the review of a
//! [`ReviewSubject`] into `host` in the page's language (`<html lang>`), calls `close()`
//! when the player leaves it, and returns the mount's number; and `unmount(number)`,
//! which takes that mount down unless another has replaced it (a language switch draws a
//! new host before the old one's unmount runs).

use crate::ui::replay::Recording;
use leptos::prelude::*;
use session::{Origin, Session};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Arc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The game to review.
#[derive(Clone, Debug, PartialEq)]
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
            save: (s.origin != Origin::Lesson && !s.id.is_empty()).then(|| s.id.clone()),
        })
    }

    /// A replayed record (from a link: not saved).
    pub fn of_recording(r: &Recording) -> Option<ReviewSubject> {
        Some(ReviewSubject {
            code: r.at(r.actions.len()).record_code().ok()?,
            save: None,
        })
    }
}

/// Loads the module once, however many ask, and gives a promise of its exports: its
/// script defines `wasm_bindgen` (a global binding, not a property of `window`), whose
/// call instantiates the wasm named after the script. A failed load (offline before the
/// module was ever kept, say) is tried again on the next look. The script element goes
/// once it has run: the page's update check reads the files `<head>` names as the
/// build's (`crate::update`), and this one is not in index.html. (A few lines of script
/// cost the page's download less than their Rust through `web-sys`.)
const LOAD_MODULE: &str = r#"const s = (window.condottiereReview ??= {});
return (s.exports ??= new Promise((ok, fail) => {
  const script = document.createElement("script");
  script.src = "./review_view.js";
  script.onload = () => { script.remove(); const init = Function("return wasm_bindgen")(); init().then(() => ok(init), fail); };
  script.onerror = (e) => { script.remove(); fail(e); };
  document.head.append(script);
}).catch((e) => { delete s.exports; throw e; }));"#;

/// The module's exports, loading it the first time.
async fn module() -> Result<JsValue, JsValue> {
    let promise = js_sys::Function::new_no_args(LOAD_MODULE).call0(&JsValue::NULL)?;
    JsFuture::from(js_sys::Promise::from(promise)).await
}

fn export(exports: &JsValue, name: &str) -> Result<js_sys::Function, JsValue> {
    js_sys::Reflect::get(exports, &JsValue::from_str(name))?.dyn_into()
}

/// The review's screen: the review's module draws it here. `on_close` runs when the
/// player leaves it (with `false`), or when the module cannot be loaded (`true`: the page
/// says so, and shows what was there before).
#[component]
pub fn ReviewHost(subject: ReviewSubject, on_close: Callback<bool>) -> impl IntoView {
    // A screen left before the module was loaded is not drawn into.
    let alive = Arc::new(AtomicBool::new(true));
    let mount_number = Arc::new(AtomicU32::new(0));
    let (still, number) = (alive.clone(), mount_number.clone());
    // A task later, the host below is in the page.
    leptos::task::spawn_local(async move {
        let exports = module().await;
        let host = crate::ui::focus::query(".review-host");
        if !still.load(Ordering::Relaxed) {
            return;
        }
        let mounted = exports.and_then(|exports| {
            let close = Closure::<dyn Fn()>::new(move || on_close.run(false)).into_js_value();
            let mount = export(&exports, "mount")?;
            let (code, save) = (subject.code.into(), subject.save.into());
            mount.call4(&JsValue::NULL, &host.into(), &code, &save, &close)
        });
        match mounted.ok().and_then(|n| n.as_f64()) {
            Some(n) => number.store(n as u32, Ordering::Relaxed),
            None => on_close.run(true),
        }
    });
    on_cleanup(move || {
        alive.store(false, Ordering::Relaxed);
        // A mount to take down was made with the module loaded; it is taken down a task
        // later (see the module's exports above).
        let number = mount_number.load(Ordering::Relaxed);
        if number > 0 {
            leptos::task::spawn_local(async move {
                if let Ok(unmount) = module().await.and_then(|e| export(&e, "unmount")) {
                    let _ = unmount.call1(&JsValue::NULL, &JsValue::from(number));
                }
            });
        }
    });
    view! { <div class="review-host"></div> }
}
