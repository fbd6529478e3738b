//! The review's module: the review of a finished game on screen (`src/ui/review`), loaded
//! by the page the first time a review is opened (`src/ui/review/host.rs`), so that the
//! page's first download carries none of it. Trunk builds it from `index.html` as a
//! no-modules bundle (`data-type="worker"`, though it runs in the page): its script
//! defines `wasm_bindgen`, whose exports are the functions below. Its styles come with
//! it (`style/review.css`).

#[cfg(target_arch = "wasm32")]
mod exports {
    use wasm_bindgen::prelude::*;

    /// Runs when the module is instantiated.
    #[wasm_bindgen(start)]
    pub fn start() {
        console_error_panic_hook::set_once();
        condottiere::ui::review::module::install_style(include_str!("../../style/review.css"));
    }

    /// Draws the review of the game of the record link `code` (saved as `save`, if it
    /// is) into `host`; `close` is called when the player leaves it. Returns the mount's
    /// number, for [`unmount`].
    #[wasm_bindgen]
    pub fn mount(
        host: web_sys::HtmlElement,
        code: String,
        save: Option<String>,
        close: js_sys::Function,
    ) -> u32 {
        let subject = condottiere::ui::review::host::ReviewSubject { code, save };
        condottiere::ui::review::module::mount(host, subject, close)
    }

    /// Takes mount `number` down (unless another has replaced it).
    #[wasm_bindgen]
    pub fn unmount(number: u32) {
        condottiere::ui::review::module::unmount(number)
    }
}

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("the review's module runs in the browser only");
}
