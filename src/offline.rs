//! The service worker that keeps the game playable offline (`public/sw.js`). It keeps the
//! build's files and the texts of the language in use, named in its address
//! (`sw.js?lang=pl`), not all five: the first visit stays lean. Choosing another language
//! registers it again with that language, so that one is kept too.

use i18n::Lang;

/// Registers the service worker, keeping `lang`'s texts for offline play.
pub fn keep(lang: Lang) {
    if let Some(w) = web_sys::window() {
        let container = w.navigator().service_worker();
        let _ = container.register(&format!("sw.js?lang={}", lang.code()));
    }
}
