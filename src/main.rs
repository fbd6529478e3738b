use condottiere::App;
use i18n::Lang;

fn main() {
    // Rust panics show up in the browser console instead of as an opaque `unreachable`.
    console_error_panic_hook::set_once();
    // The page opens in the player's language: their earlier choice, else the browser's.
    // English is compiled in; another language's file is fetched first, so the first
    // screen is already in it. Should that fail, the game still opens, in English.
    let lang = condottiere::i18n::initial_language();
    if lang == Lang::En {
        condottiere::i18n::install(i18n::Catalog::english());
        leptos::mount::mount_to_body(App);
        return;
    }
    // (Leptos's executor starts with the mount, so the fetch runs on the plain one.)
    wasm_bindgen_futures::spawn_local(async move {
        let catalog = condottiere::i18n::load(lang)
            .await
            .unwrap_or_else(|_| i18n::Catalog::english());
        condottiere::i18n::install(catalog);
        leptos::mount::mount_to_body(App);
    });
}
