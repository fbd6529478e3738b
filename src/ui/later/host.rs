//! The page's side of the later screens: the element the screens' module draws into, and
//! the loading of that module (`screens.js` and its wasm, next to the page) the first
//! time such a screen is opened.
//!
//! The module exports `mount(host, mount, exit)`, which draws the [`Mount`] (its JSON
//! text) into `host` in the page's language (`<html lang>`), calls `exit(text)` with an
//! [`Exit`]'s JSON text when the player leaves it, and returns the mount's number;
//! `show(mount)`, which moves that mount to another of the module's screens (nothing on
//! screen is drawn again but what changed); `language(code)`, which draws its words in
//! another language; and `unmount(number)`.

use super::{Exit, ExitMessage, Mount};
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

/// Calls the module's export `name` with one argument, once it is loaded.
fn call(name: &'static str, arg: JsValue) {
    leptos::task::spawn_local(async move {
        if let Ok(f) = module().await.and_then(|e| export(&e, name)) {
            let _ = f.call1(&JsValue::NULL, &arg);
        }
    });
}

/// The module's screens, drawn here once the module is loaded; `mount` says which one
/// (the host stays as the player moves between them). `on_exit` runs when the player
/// leaves them (with where to), or with `None` when the module cannot be loaded (the page
/// says so, and shows what was there before).
#[component]
pub fn LaterHost(mount: Signal<Mount>, on_exit: Callback<Option<Exit>>) -> impl IntoView {
    // The number of this host's mount, once made (0 before); `alive` is down once the
    // host is gone: a load that ends then draws nothing, and an exit the module sends
    // then is for nobody. (Plain cells, not signals: they are read after the host's
    // owner may be gone.)
    let number = Arc::new(AtomicU32::new(0));
    let alive = Arc::new(AtomicBool::new(true));
    let host = NodeRef::<leptos::html::Div>::new();
    // Until the module has drawn its screen, the page says it is on its way (a slow
    // network may take seconds the first time).
    let loaded = RwSignal::new(false);
    let announcer = use_context::<crate::ui::announce::Announcer>();
    {
        let (number, alive) = (number.clone(), alive.clone());
        // A task later, the host below is in the page.
        leptos::task::spawn_local(async move {
            let exports = module().await;
            // The player may have gone on while the module loaded (a slow network): the
            // host and its signals are gone then, and must not be touched.
            if !alive.load(Ordering::Relaxed) {
                return;
            }
            let Some(element) = host.try_get_untracked().flatten() else {
                return;
            };
            let first = mount.try_get_untracked();
            let mounted = exports.and_then(|exports| {
                let still = alive.clone();
                let exit = Closure::<dyn Fn(String)>::new(move |text: String| {
                    if !still.load(Ordering::Relaxed) {
                        return;
                    }
                    let exit = serde_json::from_str::<ExitMessage>(&text)
                        .ok()
                        .and_then(ExitMessage::exit)
                        .or(Some(Exit::Back));
                    on_exit.try_run(exit);
                })
                .into_js_value();
                let text = serde_json::to_string(&first).unwrap_or_default();
                // The page's one live region speaks for the module's screens too.
                let say = Closure::<dyn Fn(String)>::new(move |text: String| {
                    if let Some(announcer) = announcer {
                        crate::ui::announce::announce(announcer, text);
                    }
                })
                .into_js_value();
                let args = js_sys::Array::of4(&element.into(), &text.into(), &exit, &say);
                export(&exports, "mount")?.apply(&JsValue::NULL, &args)
            });
            match mounted.ok().and_then(|n| n.as_f64()) {
                Some(n) => {
                    number.store(n as u32, Ordering::Relaxed);
                    loaded.try_set(true);
                }
                None => {
                    on_exit.try_run(None);
                }
            }
        });
    }
    // The player moves to another of the module's screens: the mount follows.
    Effect::new(move |first: Option<()>| {
        let text = serde_json::to_string(&mount.get()).unwrap_or_default();
        if first.is_some() {
            call("show", text.into());
        }
    });
    // A language switch: the module draws its words in the new language.
    Effect::new(move |first: Option<()>| {
        let lang = crate::i18n::current();
        if first.is_some() {
            call("language", lang.code().into());
        }
    });
    on_cleanup(move || {
        alive.store(false, Ordering::Relaxed);
        let number = number.load(Ordering::Relaxed);
        if number > 0 {
            call("unmount", JsValue::from(number));
        }
    });
    view! {
        {move || (!loaded.get()).then(|| view! {
            <p class="muted screen-loading" role="status" data-loading="screen">{crate::i18n::tr("screen-loading")}</p>
        })}
        <div class="later-host" node_ref=host></div>
    }
}
