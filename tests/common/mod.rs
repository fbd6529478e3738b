//! DOM helpers shared by the in-browser tests (each test binary uses some of them).
#![allow(dead_code)]

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

/// A fresh, empty element appended to `<body>` for one test to mount into, with the
/// English texts installed (the page fetches its texts; the tests have them compiled in).
pub fn container(id: &str) -> HtmlElement {
    english();
    let doc = web_sys::window().unwrap().document().unwrap();
    let el: HtmlElement = doc.create_element("div").unwrap().dyn_into().unwrap();
    el.set_id(id);
    doc.body().unwrap().append_child(&el).unwrap();
    el
}

/// Installs every part of the English texts, as `main.rs` installs the fetched ones.
pub fn english() {
    condottiere::i18n::install(i18n::Catalog::english());
}

pub fn all(root: &HtmlElement, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<Element>().ok())
        .collect()
}

pub fn one(root: &HtmlElement, selector: &str) -> Option<Element> {
    root.query_selector(selector).unwrap()
}

/// A click as a browser dispatches it (bubbling, so delegated handlers see it); works on
/// SVG paths too, which have no `click()`.
pub fn click(el: &Element) {
    let init = web_sys::MouseEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &init).unwrap();
    el.dispatch_event(&event).unwrap();
}

/// Waits `ms` milliseconds of real time (timers run meanwhile).
pub async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}
