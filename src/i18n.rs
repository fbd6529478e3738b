//! The app's side of translation: which language is on screen and its messages. The words
//! for the game's things (cards, regions, editions, moves) are `session::words`, given
//! the installed catalog ([`catalog`]); the wrappers at the bottom pass it for the views.
//!
//! The messages live in `locales/<code>/` (see `crates/i18n`), in two parts: the first
//! screens' (`condottiere.ftl`), fetched with the page's code (`index.html` starts it), and
//! the rest (`later.ftl`: the rules page, the lesson, the review), fetched when one of those
//! screens first opens (the screens' module fetches both). No text is compiled in, English neither, so the
//! page's wasm carries none; the service worker keeps every file for offline play.
//!
//! A language switch redraws words, not screens: every lookup ([`t`], [`tf`],
//! [`catalog`], [`current`]) reads the language signal, so each view's text that looked a
//! word up follows it, and the screens, with everything the player did on them, stay.

use engine::{Card, Preset, Region, Variant};
use i18n::{Arg, Catalog, Lang, Part};
use leptos::prelude::*;
use session::words;
use std::cell::RefCell;
use std::rc::Rc;

thread_local! {
    // Empty until `install` (main.rs installs the player's language before mounting).
    static CATALOG: RefCell<Rc<Catalog>> = RefCell::new(Rc::new(Catalog::empty(Lang::En)));
    // The language installed, as a signal: every lookup reads it, so every text drawn from
    // a lookup is drawn again when it changes. (Made outside any owner: it lives as long
    // as the page.)
    static LANGUAGE: ArcRwSignal<Lang> = ArcRwSignal::new(Lang::En);
}

/// Makes the current reactive observer follow the language on screen.
fn track_language() {
    LANGUAGE.with(|l| l.track());
}

/// The message `id` in the current language.
pub fn t(id: &str) -> String {
    track_language();
    CATALOG.with(|c| c.borrow().format(id, &[]))
}

/// The message `id` as a view draws it: a text that follows the language on screen. (One
/// closure type for every message: each distinct closure a view draws is code of its own
/// in the page's download.)
pub fn tr(id: &'static str) -> impl Fn() -> String + Copy + Send + Sync + 'static {
    move || t(id)
}

/// The message `id` with its placeables (`{ $name }`) filled in.
pub fn tf(id: &str, args: &[(&str, Arg)]) -> String {
    track_language();
    CATALOG.with(|c| c.borrow().format(id, args))
}

/// The installed catalog: the language on screen, for the functions of the `session`
/// crate that put things into words (`v.chronicle_lines(&catalog())`).
pub fn catalog() -> Rc<Catalog> {
    track_language();
    CATALOG.with(|c| c.borrow().clone())
}

/// The language whose catalog is installed.
pub fn current() -> Lang {
    track_language();
    CATALOG.with(|c| c.borrow().lang())
}

/// Makes `catalog` the one every message comes from, and tells the page: `<html lang>`,
/// the tab's title, and the install manifest in that language.
pub fn install(catalog: Catalog) {
    let lang = catalog.lang();
    CATALOG.with(|c| *c.borrow_mut() = Rc::new(catalog));
    // Every text drawn from a lookup follows (a catalog installed again in the same
    // language, its later part added, redraws the same way).
    LANGUAGE.with(|l| l.set(lang));
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("lang", lang.code());
    }
    document.set_title(&t("page-title"));
    // Looked up: the manifest's link is index.html's, outside the app's tree.
    if let Ok(Some(link)) = document.query_selector(r#"link[rel="manifest"]"#) {
        let _ = link.set_attribute("href", &format!("manifest-{}.webmanifest", lang.code()));
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

/// A language's texts could not be fetched (offline, before the language was ever used
/// here; a server that failed): said in the language on screen, naming the one asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextsMissing(pub Lang);

impl TextsMissing {
    pub fn text(&self) -> String {
        tf("error-texts", &[("language", self.0.native_name().into())])
    }
}

/// Fetches one part of a language's texts and adds it to `catalog`. (What went wrong is
/// logged for the developer; the player is told which language could not be loaded.)
async fn fetch_part(catalog: &mut Catalog, part: Part) -> Result<(), TextsMissing> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let lang = catalog.lang();
    let path = lang.part_path(part);
    let missing = |why: &str| {
        leptos::logging::warn!("{path}: {why}");
        TextsMissing(lang)
    };
    let window = web_sys::window().ok_or_else(|| missing("no window"))?;
    let response = JsFuture::from(window.fetch_with_str(&path))
        .await
        .map_err(|_| missing("not fetched"))?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| missing("no response"))?;
    if !response.ok() {
        return Err(missing(&format!("HTTP {}", response.status())));
    }
    let text = JsFuture::from(response.text().map_err(|_| missing("no text"))?)
        .await
        .ok()
        .and_then(|v| v.as_string())
        .ok_or_else(|| missing("not text"))?;
    catalog
        .add(part, &text)
        .map_err(|e| missing(&e.to_string()))
}

/// Fetches a language's texts: the first screens' part, and with `later` the rest too.
pub async fn load(lang: Lang, later: bool) -> Result<Catalog, TextsMissing> {
    let mut catalog = Catalog::empty(lang);
    fetch_part(&mut catalog, Part::First).await?;
    if later {
        fetch_part(&mut catalog, Part::Later).await?;
    }
    Ok(catalog)
}

/// Switches the page to `lang`: loads it (both parts if the later ones are in use) and
/// installs it, so every text on screen is drawn again in it. `Ok` once it is; on failure
/// the current language stays.
pub async fn switch(lang: Lang) -> Result<(), TextsMissing> {
    let later = CATALOG.with(|c| c.borrow().has_part(Part::Later));
    let catalog = load(lang, later).await?;
    install(catalog);
    crate::offline::keep(lang);
    Ok(())
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
