//! Noticing that a new build was published while the page is open.
//!
//! Trunk names every build's JS, wasm and CSS after a hash of their contents, and the page
//! (index.html) names them. So the page compares the files its own `<head>` names with
//! the files a freshly fetched index.html names: different names, a new build. The check
//! runs a few seconds after start, whenever the page becomes visible again, and every
//! half hour while it stays open.
//!
//! The check asks for `./?update-check=<time>`: the service worker (public/sw.js) lets
//! such requests go to the network untouched, and the unique query keeps any HTTP cache
//! out of the way. Nothing here relies on sw.js changing between builds (it does not):
//! the service worker still serves the page network-first, so the reload that follows
//! the notice gets the new page, and the new page its new files.

use leptos::prelude::*;
use std::collections::BTreeSet;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// The build's files an HTML text names: every path to a `.js`, `.wasm` or `.css` file,
/// quoted (attribute values and the module script's imports alike) or an attribute's
/// unquoted value (the release build's page is minified, and drops the quotes HTML does
/// not need), without query or fragment.
pub fn build_files(html: &str) -> BTreeSet<String> {
    let mut files = BTreeSet::new();
    let mut consider = |text: &str| {
        let path = text.split(['?', '#']).next().unwrap_or_default();
        let plain = !path.is_empty()
            && path.len() < 300
            && !path.contains(char::is_whitespace)
            && !path.contains(['<', '>', '(', ')', '{', '}', '"', '\'']);
        if plain
            && [".js", ".wasm", ".css"]
                .iter()
                .any(|ext| path.ends_with(ext))
        {
            files.insert(path.to_string());
        }
    };
    for quote in ['"', '\''] {
        let mut parts = html.split(quote);
        // Every other piece between two quotes is a quoted string.
        parts.next();
        while let Some(inside) = parts.next() {
            consider(inside);
            parts.next();
        }
    }
    for after in html.split('=').skip(1) {
        if !after.starts_with(['"', '\'']) {
            consider(
                after
                    .split(|c: char| c.is_whitespace() || c == '>')
                    .next()
                    .unwrap_or_default(),
            );
        }
    }
    files
}

/// Whether `fresh` (a new index.html's files) describes another build than `running`.
/// An empty side means "cannot tell" (an error page, or a page not built by Trunk).
pub fn is_newer_build(running: &BTreeSet<String>, fresh: &BTreeSet<String>) -> bool {
    !running.is_empty() && !fresh.is_empty() && running != fresh
}

/// What the update watch found: the new build's files, if one was published.
#[derive(Clone, Copy)]
pub struct Update {
    pub available: RwSignal<Option<BTreeSet<String>>>,
    /// The build the player chose not to reload for (the notice stays hidden for it).
    pub dismissed: RwSignal<Option<BTreeSet<String>>>,
    checking: RwSignal<bool>,
}

impl Update {
    /// Whether the notice should show.
    pub fn pending(&self) -> bool {
        let available = self.available.get();
        available.is_some() && available != self.dismissed.get()
    }

    pub fn dismiss(&self) {
        self.dismissed.set(self.available.get_untracked());
    }

    /// Fetches the published page and compares it with the running one.
    pub fn check(self) {
        // A watch whose page was taken down (a test unmounting the app) does nothing.
        if self.checking.try_get_untracked() != Some(false) {
            return;
        }
        let Some(head) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.head())
        else {
            return;
        };
        let running = build_files(&head.outer_html());
        if running.is_empty() {
            return;
        }
        self.checking.set(true);
        leptos::task::spawn_local(async move {
            if let Some(fresh) = published_files().await {
                if is_newer_build(&running, &fresh) {
                    self.available.try_set(Some(fresh));
                }
            }
            self.checking.try_set(false);
        });
    }
}

async fn published_files() -> Option<BTreeSet<String>> {
    use wasm_bindgen_futures::JsFuture;
    let window = web_sys::window()?;
    let url = format!("./?update-check={}", js_sys::Date::now() as u64);
    let response = JsFuture::from(window.fetch_with_str(&url)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    let text = JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()?;
    Some(build_files(&text))
}

/// Starts watching for new builds (once, from the root component).
pub fn watch() -> Update {
    let update = Update {
        available: RwSignal::new(None),
        dismissed: RwSignal::new(None),
        checking: RwSignal::new(false),
    };
    set_timeout(move || update.check(), Duration::from_secs(5));
    set_interval(
        move || {
            if visible() {
                update.check();
            }
        },
        Duration::from_secs(30 * 60),
    );
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        let on_visible = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || {
            if visible() {
                update.check();
            }
        });
        let _ = document.add_event_listener_with_callback(
            "visibilitychange",
            on_visible.as_ref().unchecked_ref(),
        );
        // The page keeps listening for as long as it lives.
        on_visible.forget();
    }
    update
}

fn visible() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| !d.hidden())
}
