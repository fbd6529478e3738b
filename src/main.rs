use condottiere::App;
use i18n::{Catalog, Lang};

fn main() {
    // Rust panics show up in the browser console instead of as an opaque `unreachable`.
    console_error_panic_hook::set_once();
    // The page opens in the player's language: their earlier choice, else the browser's.
    // Its texts are fetched first (index.html has already asked for them, beside this
    // code), so the first screen is already in it. Should that fail, the game still opens,
    // in English if that can be fetched, else showing each message's id.
    let lang = condottiere::settings::initial_language();
    // (Leptos's executor starts with the mount, so the fetch runs on the plain one.)
    wasm_bindgen_futures::spawn_local(async move {
        let catalog = match condottiere::i18n::load(lang, false).await {
            Ok(catalog) => catalog,
            Err(reason) => {
                leptos::logging::error!("texts missing: {}", reason.0.code());
                condottiere::i18n::load(Lang::En, false)
                    .await
                    .unwrap_or_else(|_| Catalog::empty(Lang::En))
            }
        };
        condottiere::i18n::install(catalog);
        leptos::mount::mount_to_body(App);
    });
}
