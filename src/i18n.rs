//! The app's side of translation: which language is on screen, its messages, and the
//! words for the game's things (cards, regions, editions) in it.
//!
//! The messages live in `locales/<code>/condottiere.ftl` (see `crates/i18n`). English is
//! compiled in; another language's file is fetched when a player needs it (it is small,
//! and the service worker keeps it for offline play). Every screen re-renders when the
//! language changes: the root component keys its view on the [`Language`] signal.

use engine::{Card, Preset, Region, Variant};
use i18n::{Arg, Catalog, Lang};
use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;

thread_local! {
    static CATALOG: RefCell<Rc<Catalog>> = RefCell::new(Rc::new(Catalog::english()));
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

/// Fetches and parses a language's file (English needs no fetch).
pub async fn load(lang: Lang) -> Result<Catalog, String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    if lang == Lang::En {
        return Ok(Catalog::english());
    }
    let window = web_sys::window().ok_or("no window")?;
    let response = JsFuture::from(window.fetch_with_str(&lang.path()))
        .await
        .map_err(|_| format!("{} could not be fetched", lang.path()))?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| "not a response")?;
    if !response.ok() {
        return Err(format!("{}: HTTP {}", lang.path(), response.status()));
    }
    let text = JsFuture::from(response.text().map_err(|_| "no text")?)
        .await
        .ok()
        .and_then(|v| v.as_string())
        .ok_or("the file is not text")?;
    Catalog::new(lang, &text).map_err(|e| e.to_string())
}

/// Switches the screen to `lang`: loads it, installs it, remembers the choice, and sets
/// the signal so every screen re-renders. On failure the current language stays and the
/// reason goes to `error`. `then` runs once the new screens are drawn.
pub fn switch(
    lang: Lang,
    language: Language,
    error: RwSignal<Option<String>>,
    then: impl FnOnce() + 'static,
) {
    leptos::task::spawn_local(async move {
        match load(lang).await {
            Ok(catalog) => {
                install(catalog);
                remember(lang);
                error.set(None);
                language.0.set(lang);
                request_animation_frame(then);
            }
            Err(e) => error.set(Some(e)),
        }
    });
}

/// A list of names or items joined the language's way ("Anna, Bianca").
pub fn join(items: impl IntoIterator<Item = String>) -> String {
    items
        .into_iter()
        .collect::<Vec<_>>()
        .join(&t("list-separator"))
}

/// A region's name in the current language (`data-*` attributes keep `Region::name`).
pub fn region_name(region: Region) -> String {
    t(&format!("region-{}", region.name().to_ascii_lowercase()))
}

/// A card's name in an edition (Z-Man calls Surrender the Turncoat).
pub fn card_name(card: Card, preset: Preset) -> String {
    let id = match card {
        Card::Surrender
            if matches!(
                preset,
                Preset::Zman2018 | Preset::ZmanClassic | Preset::ZmanDuel
            ) =>
        {
            "card-turncoat"
        }
        Card::M1 => "card-m1",
        Card::M2 => "card-m2",
        Card::M3 => "card-m3",
        Card::M4 => "card-m4",
        Card::M5 => "card-m5",
        Card::M6 => "card-m6",
        Card::M10 => "card-m10",
        Card::Scarecrow => "card-scarecrow",
        Card::Drummer => "card-drummer",
        Card::Heroine => "card-heroine",
        Card::Winter => "card-winter",
        Card::Spring => "card-spring",
        Card::Bishop | Card::ClassicBishop => "card-bishop",
        Card::Surrender => "card-surrender",
        Card::Courtesan => "card-courtesan",
        Card::Spy => "card-spy",
    };
    t(id)
}

/// What a card does, under these rules.
pub fn card_help(card: Card, rules: &engine::Rules) -> String {
    if card.is_mercenary() {
        return t("help-mercenary");
    }
    t(match card {
        Card::Scarecrow if rules.scarecrow_any_row => "help-scarecrow-any",
        Card::Scarecrow => "help-scarecrow",
        Card::Drummer => "help-drummer",
        Card::Heroine => "help-heroine",
        Card::Winter => "help-winter",
        Card::Spring => "help-spring",
        Card::Bishop if rules.favor == engine::rules::FavorRule::None => "help-bishop-nofavor",
        Card::Bishop => "help-bishop",
        Card::ClassicBishop => "help-classic-bishop",
        Card::Surrender => "help-surrender",
        Card::Courtesan => "help-courtesan",
        Card::Spy => "help-spy",
        _ => "help-mercenary",
    })
}

/// An edition's name and its one-line description.
pub fn preset_text(preset: Preset) -> (String, String) {
    let id = format!("preset-{}", preset.id());
    (t(&id), t(&format!("{id}-about")))
}

/// An optional rule's switch label.
pub fn variant_text(variant: Variant) -> String {
    t(&format!("variant-{}", variant.id()))
}

/// "1 region", "3 regions": the language's plural form.
pub fn regions_text(count: u8) -> String {
    tf("table-regions", &[("count", count.into())])
}
