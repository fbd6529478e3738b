//! In-browser tests: run in headless Chromium by `wasm-bindgen-test-runner`
//! (`cargo test -p condottiere --target wasm32-unknown-unknown`, see scripts/test.sh).
#![cfg(target_arch = "wasm32")]

use condottiere::App;
use leptos::mount::mount_to;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Document, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> Document {
    web_sys::window()
        .expect("a window")
        .document()
        .expect("a document")
}

/// A fresh, empty element appended to `<body>` for one test to mount into.
fn fresh_container(id: &str) -> HtmlElement {
    let doc = document();
    let el: HtmlElement = doc
        .create_element("div")
        .expect("create div")
        .dyn_into()
        .expect("div is an HtmlElement");
    el.set_id(id);
    doc.body()
        .expect("a body")
        .append_child(&el)
        .expect("append container");
    el
}

#[wasm_bindgen_test]
async fn app_mounts_with_title() {
    let container = fresh_container("test-app");
    let handle = mount_to(container.clone(), App);
    leptos::task::tick().await;

    let main = container
        .query_selector(r#"main#app[data-app="mounted"]"#)
        .expect("valid selector")
        .expect("the app root element is rendered");
    let title = main
        .query_selector("h1")
        .expect("valid selector")
        .expect("a title");
    assert_eq!(title.text_content().as_deref(), Some("Condottiere"));
    let tagline = main
        .query_selector(".tagline")
        .expect("valid selector")
        .expect("a tagline");
    assert!(!tagline.text_content().unwrap_or_default().trim().is_empty());

    drop(handle);
    container.remove();
}

/// Documents the pattern for interactive tests: Leptos 0.8 updates the DOM
/// asynchronously, so await `tick()` after dispatching an event.
#[wasm_bindgen_test]
async fn reactive_updates_reach_the_dom_after_a_tick() {
    #[component]
    fn Counter() -> impl IntoView {
        let (count, set_count) = signal(0);
        view! {
            <button id="inc" on:click=move |_| set_count.update(|n| *n += 1)>
                {move || count.get()}
            </button>
        }
    }

    let container = fresh_container("test-counter");
    let handle = mount_to(container.clone(), Counter);
    leptos::task::tick().await;

    let button: HtmlElement = container
        .query_selector("#inc")
        .expect("valid selector")
        .expect("the button")
        .dyn_into()
        .expect("button is an HtmlElement");
    assert_eq!(button.text_content().as_deref(), Some("0"));

    button.click();
    button.click();
    leptos::task::tick().await;
    assert_eq!(button.text_content().as_deref(), Some("2"));

    drop(handle);
    container.remove();
}
