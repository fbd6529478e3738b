//! The screens' module: the screens a first visit never needs (`src/ui/later`: a finished
//! game's review, the puzzles, the rules, a record's replay, the AI benchmark), loaded by
//! the page the first time one is opened, so that the page's first download carries none
//! of them. Trunk builds it from `index.html` as a no-modules bundle (`data-type="worker"`,
//! though it runs in the page): its script defines `wasm_bindgen`, whose exports are the
//! functions below. Its own styles come with it (`style/review.css`, `rules.css`,
//! `stats.css`): the page's first load carries none of them.
//!
//! The same wasm is the AI's Web Worker (`src/worker.rs`, started by
//! `public/ai_worker_loader.js`): in a worker, the start function serves the AI instead.

#[cfg(target_arch = "wasm32")]
mod exports {
    use condottiere::ui::later::{module, Mount};
    use wasm_bindgen::prelude::*;

    /// Runs when the module is instantiated: in the page, it brings the screens' styles;
    /// in a worker, it answers the AI's requests.
    #[wasm_bindgen(start)]
    pub fn start() {
        console_error_panic_hook::set_once();
        if condottiere::worker::in_worker() {
            condottiere::worker::serve();
            return;
        }
        module::install_style(concat!(
            include_str!("../../style/review.css"),
            include_str!("../../style/rules.css"),
            include_str!("../../style/stats.css"),
            include_str!("../../style/friends.css"),
        ));
    }

    /// Draws the screens into `host`, starting with the one `mount` names (a [`Mount`]'s
    /// JSON text); `exit` is called with an `Exit`'s JSON text when the player leaves
    /// one. Returns the mount's number, for [`unmount`], or an error for a text that is
    /// not a mount.
    #[wasm_bindgen]
    pub fn mount(
        host: web_sys::HtmlElement,
        mount: String,
        exit: js_sys::Function,
        announce: js_sys::Function,
    ) -> Result<u32, JsValue> {
        let mount: Mount =
            serde_json::from_str(&mount).map_err(|e| JsValue::from_str(&e.to_string()))?;
        Ok(module::mount(host, mount, exit, announce))
    }

    /// Moves the mount to the screen `mount` names (a text that is not a mount changes
    /// nothing).
    #[wasm_bindgen]
    pub fn show(mount: String) {
        if let Ok(mount) = serde_json::from_str::<Mount>(&mount) {
            module::show(mount);
        }
    }

    /// Draws the module's words in the language of `code`.
    #[wasm_bindgen]
    pub fn language(code: String) {
        if let Some(lang) = i18n::Lang::from_code(&code) {
            module::language(lang);
        }
    }

    /// Takes mount `number` down (unless another has replaced it).
    #[wasm_bindgen]
    pub fn unmount(number: u32) {
        module::unmount(number)
    }
}

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("the screens' module runs in the browser only");
}
