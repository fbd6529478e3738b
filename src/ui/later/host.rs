//! The page's side of the later screens: the element the screens' module draws into, and
//! the loading of that module (`screens.js` and its wasm, next to the page) the first
//! time such a screen is opened.
//!
//! The module exports `mount(host, screen, exit)`, which draws a [`Screen`] (its JSON
//! text) into `host` in the page's language (`<html lang>`), calls `exit(text)` with an
//! [`Exit`]'s JSON text when the player leaves it, and returns the mount's number; and
//! `unmount(number)`, which takes that mount down unless another has replaced it (a
//! language switch draws a new host before the old one's unmount runs).

use super::{Exit, ExitMessage, Screen};
use leptos::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Arc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

// Loads the module once, however many ask, and gives a promise of its exports: its
// script defines `wasm_bindgen` (a global binding, not a property of `window`), whose
// call instantiates the wasm named after the script. A failed load (offline before the
// module was ever kept, say) is tried again on the next look. The script element goes
// once it has run: the page's update check reads the files `<head>` names as the
// build's (`crate::update`), and this one is not in index.html. (A few lines of script
// cost the page's download less than their Rust through `web-sys`.) A script file of
// its own (wasm-bindgen's snippet), not code built from a string: the page's
// Content-Security-Policy allows no `eval`.
#[wasm_bindgen(inline_js = r#"
export function load_screens() {
  const s = (window.condottiereScreens ??= {});
  return (s.exports ??= new Promise((ok, fail) => {
    const script = document.createElement("script");
    script.src = "./screens.js";
    script.onload = () => { script.remove(); const init = wasm_bindgen; init().then(() => ok(init), fail); };
    script.onerror = (e) => { script.remove(); fail(e); };
    document.head.append(script);
  }).catch((e) => { delete s.exports; throw e; }));
}
"#)]
extern "C" {
    fn load_screens() -> js_sys::Promise;
}

/// The module's exports, loading it the first time.
async fn module() -> Result<JsValue, JsValue> {
    JsFuture::from(load_screens()).await
}

fn export(exports: &JsValue, name: &str) -> Result<js_sys::Function, JsValue> {
    js_sys::Reflect::get(exports, &JsValue::from_str(name))?.dyn_into()
}

/// A screen of the module: drawn here once the module is loaded. `on_exit` runs when the
/// player leaves it (with where to), or with `None` when the module cannot be loaded (the
/// page says so, and shows what was there before).
#[component]
pub fn LaterHost(screen: Screen, on_exit: Callback<Option<Exit>>) -> impl IntoView {
    // A screen left before the module was loaded is not drawn into.
    let alive = Arc::new(AtomicBool::new(true));
    let mount_number = Arc::new(AtomicU32::new(0));
    let (still, number) = (alive.clone(), mount_number.clone());
    let host = NodeRef::<leptos::html::Div>::new();
    // A task later, the host below is in the page.
    leptos::task::spawn_local(async move {
        let exports = module().await;
        let Some(host) = host
            .get_untracked()
            .filter(|_| still.load(Ordering::Relaxed))
        else {
            return;
        };
        let mounted = exports.and_then(|exports| {
            let exit = Closure::<dyn Fn(String)>::new(move |text: String| {
                on_exit.run(
                    serde_json::from_str::<ExitMessage>(&text)
                        .ok()
                        .and_then(ExitMessage::exit)
                        .or(Some(Exit::Back)),
                )
            })
            .into_js_value();
            let mount = export(&exports, "mount")?;
            let screen = serde_json::to_string(&screen).unwrap_or_default();
            mount.call3(&JsValue::NULL, &host.into(), &screen.into(), &exit)
        });
        match mounted.ok().and_then(|n| n.as_f64()) {
            Some(n) => number.store(n as u32, Ordering::Relaxed),
            None => on_exit.run(None),
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
    view! { <div class="later-host" node_ref=host></div> }
}
