//! In-browser tests: run in headless Chromium by `wasm-bindgen-test-runner`
//! (`cargo test -p condottiere --target wasm32-unknown-unknown`, see scripts/test.sh).
//! The app mounts, Leptos updates the DOM, the new-build check reads a page, and the rules
//! engine gives the same results in the browser as natively: the same seed deals the same
//! hands, and the same record replays to the same state (the digest is the one
//! crates/engine/tests/golden.rs checks natively). The logic of a game at the table is
//! tested natively: `cargo test -p session`.
#![cfg(target_arch = "wasm32")]

use condottiere::update::{build_files, is_newer_build};
use condottiere::App;
use engine::{Game, Preset, Setup};
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
    // The English texts, as main.rs installs the fetched ones (the page compiles none in).
    condottiere::i18n::install(i18n::Catalog::english());
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

/// The new-build check (src/update.rs) tells a new build by its file names.
const PAGE_A: &str = r#"<head>
<link rel="manifest" href="manifest-en.webmanifest" />
<link rel="stylesheet" href="/main-f224bb2ac74bc78b.css" integrity="sha384-x"/>
<script type="module">
import init, * as bindings from '/condottiere-7c30d1408a10d8ff.js';
const wasm = await init({ module_or_path: '/condottiere-7c30d1408a10d8ff_bg.wasm' });
</script>
<link rel="modulepreload" href="/condottiere-7c30d1408a10d8ff.js" crossorigin="anonymous"></head>
<body><noscript>Condottiere needs JavaScript and WebAssembly.</noscript></body>"#;

#[wasm_bindgen_test]
fn a_new_build_is_told_by_its_file_names() {
    let a = build_files(PAGE_A);
    let names: Vec<&str> = a.iter().map(String::as_str).collect();
    assert_eq!(
        names,
        [
            "/condottiere-7c30d1408a10d8ff.js",
            "/condottiere-7c30d1408a10d8ff_bg.wasm",
            "/main-f224bb2ac74bc78b.css"
        ]
    );
    // The same build with the manifest switched to another language: no update.
    let same = build_files(&PAGE_A.replace("manifest-en", "manifest-pl"));
    assert!(!is_newer_build(&a, &same));
    let b = build_files(&PAGE_A.replace("7c30d1408a10d8ff", "0123456789abcdef"));
    assert!(is_newer_build(&a, &b));
    // An error page or an empty answer is no evidence of a new build.
    assert!(!is_newer_build(
        &a,
        &build_files("<h1>502 Bad Gateway</h1>")
    ));
    assert!(!is_newer_build(&build_files(""), &b));
    // The release build's page is minified and drops the quotes: it names the same files
    // as the running page's head, which the browser writes out quoted.
    let minified = "<!doctype html><html lang=en><link href=/favicon.svg rel=icon>\
        <script data-js=/condottiere-app-1e29.js data-wasm=/condottiere-app-1e29_bg.wasm \
        defer src=/boot.js></script>";
    let quoted = r#"<head><link href="/favicon.svg" rel="icon"><script data-js="/condottiere-app-1e29.js" data-wasm="/condottiere-app-1e29_bg.wasm" defer="" src="/boot.js"></script></head>"#;
    let names = build_files(minified);
    assert_eq!(names, build_files(quoted));
    assert_eq!(
        names.iter().map(String::as_str).collect::<Vec<_>>(),
        [
            "/boot.js",
            "/condottiere-app-1e29.js",
            "/condottiere-app-1e29_bg.wasm"
        ]
    );
}

#[wasm_bindgen_test]
fn golden_deal_matches_native() {
    let game = Game::new(Setup {
        rules: Preset::Ffg2006.rules(),
        players: 4,
        seed: 2026,
        first: None,
    })
    .unwrap();
    assert_eq!(game.table().token, 1);
    assert_eq!(
        game.hand(0).to_string(),
        "M2 M4 M5 M6 M6 M6 Scarecrow Winter Bishop Courtesan"
    );
    assert_eq!(
        game.hand(3).to_string(),
        "M1 M1 M2 M2 M3 M3 M4 Heroine Surrender Courtesan"
    );
}

#[wasm_bindgen_test]
fn golden_replay_matches_native() {
    let setup = Setup {
        rules: Preset::Classic1995.rules(),
        players: 4,
        seed: 11,
        first: None,
    };
    let (played, record) = engine::random_game(setup, 11, 100_000).unwrap();
    assert_eq!(record.actions.len(), 741);
    let (replayed, _) = record.replay().unwrap();
    assert_eq!(replayed, played);
    assert_eq!(engine::digest(&replayed), 16275709136436599047);
}

/// Every way out of a screen of the screens' module reaches the page as it was sent (the
/// two modules share only the JSON text of an `ExitMessage`), and a message this page does
/// not know is no exit.
#[wasm_bindgen_test]
fn every_exit_of_the_screens_module_crosses_to_the_page() {
    use condottiere::ui::later::{Exit, ExitMessage};
    use condottiere::ui::setup::SetupForm;
    let form = SetupForm::new(7);
    let exits = [
        Exit::Back,
        Exit::To(session::screen::Screen::Home),
        Exit::To(session::screen::Screen::Puzzle("m7fg2ktzb".into())),
        Exit::Continue { code: "c1".into() },
        Exit::Review { code: "c2".into() },
        Exit::Start {
            form: form.clone(),
            pace_ms: 300,
        },
        Exit::Form { form, pace_ms: 0 },
        Exit::Resume { id: "g1".into() },
        Exit::ReviewSave { id: "g2".into() },
        Exit::To(session::screen::Screen::Daily(Some("2026-11-27".into()))),
        Exit::StartDaily {
            day: "2026-11-26".into(),
        },
    ];
    for exit in exits {
        let text = serde_json::to_string(&ExitMessage::from(exit.clone())).unwrap();
        let back: ExitMessage = serde_json::from_str(&text).unwrap();
        assert_eq!(back.exit(), Some(exit), "{text}");
    }
    for unknown in [
        r#"{"to":"elsewhere"}"#,
        r#"{"to":"resume"}"#,
        r#"{"to":"start"}"#,
    ] {
        let message: ExitMessage = serde_json::from_str(unknown).unwrap();
        assert_eq!(message.exit(), None, "{unknown}");
    }
}
