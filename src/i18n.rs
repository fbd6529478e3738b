//! The app's side of translation: which language is on screen and its messages. The words
//! for the game's things (cards, regions, editions, moves) are `session::words`, given
//! the installed catalog ([`catalog`]); the wrappers at the bottom pass it for the views.
//!
//! The messages live in `locales/<code>/` (see `crates/i18n`), in two parts: the first
//! screens' (`condottiere.ftl`), fetched with the page's code (`index.html` starts it), and
//! the rest (`later.ftl`: the rules page, the lesson, the review), fetched when one of those
//! screens first opens ([`with_later`]). No text is compiled in, English neither, so the
//! page's wasm carries none; the service worker keeps every file for offline play. Every
//! screen re-renders when the language changes: the root component keys its view on the
//! [`Language`] signal.

use engine::{Card, Preset, Region, Variant};
use i18n::{Arg, Catalog, Lang, Part};
use leptos::prelude::*;
use session::words;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

thread_local! {
    // Empty until `install` (main.rs installs the player's language before mounting).
    static CATALOG: RefCell<Rc<Catalog>> = RefCell::new(Rc::new(Catalog::empty(Lang::En)));
    // Where a failure to fetch the later texts is told (App's notice line).
    static NOTICE: Cell<Option<RwSignal<Option<String>>>> = const { Cell::new(None) };
}

/// The language on screen, shared through context: setting it (after [`install`]ing its
/// catalog) re-renders every screen.
#[derive(Clone, Copy)]
pub struct Language(pub RwSignal<Lang>);

const STORAGE_KEY: &str = "condottiere/language";

/// The message `id` in the current language.
pub fn t(id: &str) -> String {
    CATALOG.with(|c| c.borrow().format(id, &[]))
}

/// The message `id` with its placeables (`{ $name }`) filled in.
pub fn tf(id: &str, args: &[(&str, Arg)]) -> String {
    CATALOG.with(|c| c.borrow().format(id, args))
}

/// The installed catalog: the language on screen, for the functions of the `session`
/// crate that put things into words (`s.chronicle_lines(&catalog())`).
pub fn catalog() -> Rc<Catalog> {
    CATALOG.with(|c| c.borrow().clone())
}

/// The language whose catalog is installed.
pub fn current() -> Lang {
    CATALOG.with(|c| c.borrow().lang())
}

/// Makes `catalog` the one every message comes from, and tells the page: `<html lang>`,
/// the tab's title, and the install manifest in that language.
pub fn install(catalog: Catalog) {
    let lang = catalog.lang();
    CATALOG.with(|c| *c.borrow_mut() = Rc::new(catalog));
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("lang", lang.code());
    }
    document.set_title(&t("page-title"));
    if let Ok(Some(link)) = document.query_selector(r#"link[rel="manifest"]"#) {
        let _ = link.set_attribute("href", &format!("manifest-{}.webmanifest", lang.code()));
    }
}

/// The language a returning player chose, if any.
pub fn stored_choice() -> Option<Lang> {
    let storage = web_sys::window()?.local_storage().ok()??;
    Lang::from_code(&storage.get_item(STORAGE_KEY).ok()??)
}

fn remember(lang: Lang) {
    if let Some(Ok(Some(storage))) = web_sys::window().map(|w| w.local_storage()) {
        let _ = storage.set_item(STORAGE_KEY, lang.code());
    }
}

/// The first of the browser's preferred languages that the app speaks, else English.
pub fn browser_preference() -> Lang {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return Lang::En;
    };
    let listed: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .chain(navigator.language())
        .collect();
    Lang::negotiate(listed.iter().map(String::as_str))
}

/// The language to start in: the player's earlier choice, else the browser's preference.
pub fn initial_language() -> Lang {
    stored_choice().unwrap_or_else(browser_preference)
}

/// Fetches one part of a language's texts and adds it to `catalog`.
async fn fetch_part(catalog: &mut Catalog, part: Part) -> Result<(), String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let path = catalog.lang().part_path(part);
    let window = web_sys::window().ok_or("no window")?;
    let response = JsFuture::from(window.fetch_with_str(&path))
        .await
        .map_err(|_| format!("{path} could not be fetched"))?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| "not a response")?;
    if !response.ok() {
        return Err(format!("{path}: HTTP {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(|_| "no text")?)
        .await
        .ok()
        .and_then(|v| v.as_string())
        .ok_or("the file is not text")?;
    catalog.add(part, &text).map_err(|e| e.to_string())
}

/// Fetches a language's texts: the first screens' part, and with `later` the rest too.
pub async fn load(lang: Lang, later: bool) -> Result<Catalog, String> {
    let mut catalog = Catalog::empty(lang);
    fetch_part(&mut catalog, Part::First).await?;
    if later {
        fetch_part(&mut catalog, Part::Later).await?;
    }
    Ok(catalog)
}

/// Tells a failure to fetch the later texts on `notice` (App's notice line).
pub fn report_to(notice: RwSignal<Option<String>>) {
    NOTICE.with(|n| n.set(Some(notice)));
}

/// Runs `then` once the texts of the rules page, the lesson and the review
/// ([`Part::Later`]) are installed: at once if they are, else once they are fetched (from
/// the service worker's cache when offline). Should that fail, `then` does not run and the
/// notice line says why (the player may try again).
pub fn with_later(then: impl FnOnce() + 'static) {
    if CATALOG.with(|c| c.borrow().has_part(Part::Later)) {
        then();
        return;
    }
    leptos::task::spawn_local(async move {
        let mut catalog = (*catalog()).clone();
        match fetch_part(&mut catalog, Part::Later).await {
            // Unless the language changed meanwhile (its switch fetched its own).
            Ok(()) if catalog.lang() == current() => {
                CATALOG.with(|c| *c.borrow_mut() = Rc::new(catalog));
                then();
            }
            Ok(()) => with_later(then),
            Err(reason) => match NOTICE.with(Cell::get) {
                Some(notice) => notice.set(Some(tf("error-texts", &[("reason", reason.into())]))),
                None => leptos::logging::error!("{reason}"),
            },
        }
    });
}

/// Switches the screen to `lang`: loads it (both parts if the later ones are in use),
/// installs it, remembers the choice, and sets the signal so every screen re-renders. On
/// failure the current language stays and the reason goes to `error`. `then` runs once the
/// new screens are drawn.
pub fn switch(
    lang: Lang,
    language: Language,
    error: RwSignal<Option<String>>,
    then: impl FnOnce() + 'static,
) {
    let later = CATALOG.with(|c| c.borrow().has_part(Part::Later));
    leptos::task::spawn_local(async move {
        match load(lang, later).await {
            Ok(catalog) => {
                install(catalog);
                remember(lang);
                crate::offline::keep(lang);
                error.set(None);
                language.0.set(lang);
                request_animation_frame(then);
            }
            // Offline, a language not yet used on this device has no texts here.
            Err(reason) => error.set(Some(tf("error-texts", &[("reason", reason.into())]))),
        }
    });
}

// ---- The words for the game's things, in the language on screen ----
// (thin wrappers for the views: the words themselves are `session::words`)

/// A list of names or items joined the language's way ("Anna, Bianca").
pub fn join(items: impl IntoIterator<Item = String>) -> String {
    words::join(&catalog(), items)
}

/// A region's name (`data-*` attributes keep `Region::name`).
pub fn region_name(region: Region) -> String {
    words::region_name(&catalog(), region)
}

/// A card's name in an edition.
pub fn card_name(card: Card, preset: Preset) -> String {
    words::card_name(&catalog(), card, preset)
}

/// What a card does, under these rules.
pub fn card_help(card: Card, rules: &engine::Rules) -> String {
    words::card_help(&catalog(), card, rules)
}

/// An edition's name and its one-line description.
pub fn preset_text(preset: Preset) -> (String, String) {
    words::preset_text(&catalog(), preset)
}

/// An optional rule's switch label.
pub fn variant_text(variant: Variant) -> String {
    words::variant_text(&catalog(), variant)
}

/// "1 region", "3 regions".
pub fn regions_text(count: u8) -> String {
    words::regions_text(&catalog(), count)
}
