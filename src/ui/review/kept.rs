//! The review's module as the page sees it (its exports are in
//! `src/bin/review_view.rs`): mounts the review's screen into the page's host element,
//! in the page's language, and takes it down. The review itself ([`ReviewModel`]) stays
//! between two mounts of the same game, so a language switch loses nothing.

use super::host::ReviewSubject;
use super::model::{Phase, ReviewModel};
use super::screen::ReviewScreen;
use i18n::{Lang, Part};
use leptos::prelude::*;
use std::any::Any;
use std::cell::{Cell, RefCell};

thread_local! {
    static MODEL: RefCell<Option<(ReviewModel, Owner)>> = const { RefCell::new(None) };
    /// The screen mounted now, and its number.
    static MOUNTED: RefCell<Option<(u32, Box<dyn Any>)>> = const { RefCell::new(None) };
    static COUNT: Cell<u32> = const { Cell::new(0) };
}

/// Adds the review's styles to the page, once.
pub fn install_style(css: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document.get_element_by_id("review-style").is_some() {
        return;
    }
    if let (Ok(style), Some(head)) = (document.create_element("style"), document.head()) {
        style.set_id("review-style");
        style.set_text_content(Some(css));
        let _ = head.append_child(&style);
    }
}

/// The model of `subject`'s review: the one kept if it is the same game (its analysis
/// started again if it was stopped), else a new one (the old one's analysis is stopped).
fn model_for(subject: ReviewSubject) -> ReviewModel {
    let same = |(m, _): &(ReviewModel, Owner)| {
        m.subject
            .with_value(|s| s.code == subject.code && s.save == subject.save)
    };
    if let Some((model, _)) = MODEL.with(|m| m.borrow().clone().filter(same)) {
        if matches!(
            model.phase.get_untracked(),
            Phase::Cancelled | Phase::Failed
        ) {
            model.analyse();
        }
        return model;
    }
    let old = MODEL.with(|m| m.borrow_mut().take());
    if let Some((old, owner)) = old {
        old.close(owner);
    }
    let (model, owner) = ReviewModel::open(subject);
    MODEL.with(|m| *m.borrow_mut() = Some((model, owner)));
    model
}

/// The page's language, as it tells it (`<html lang>`).
fn page_language() -> Lang {
    let code = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|html| html.get_attribute("lang"));
    code.and_then(|code| Lang::from_code(&code))
        .unwrap_or(Lang::En)
}

/// Draws the review of `subject` into `host`, in the page's language; `close` is called
/// when the player leaves it. Returns the mount's number (see [`unmount`]).
pub fn mount(host: web_sys::HtmlElement, subject: ReviewSubject, close: js_sys::Function) -> u32 {
    let number = COUNT.with(|c| {
        c.set(c.get() + 1);
        c.get()
    });
    let lang = page_language();
    // (Not leptos's spawn: this module's executor is set up by its first mount, below.)
    wasm_bindgen_futures::spawn_local(async move {
        // The page's language, both parts of its texts (the review's words are in the
        // later one): this module has a catalog of its own, and none is compiled in. The
        // service worker keeps both offline.
        let loaded = crate::i18n::current() == lang && crate::i18n::catalog().has_part(Part::Later);
        if !loaded {
            match crate::i18n::load(lang, true).await {
                Ok(catalog) => crate::i18n::install(catalog),
                Err(reason) => leptos::logging::error!("{reason}"),
            }
        }
        if COUNT.with(Cell::get) != number {
            return;
        }
        // The screen this one replaces (if its page has not taken it down yet).
        let replaced = MOUNTED.with(|m| m.borrow_mut().take());
        drop(replaced);
        let model = model_for(subject);
        // Left by a task of its own: the page takes this screen down as it goes.
        let on_close = Callback::new(move |_| {
            let close = close.clone();
            set_timeout(
                move || {
                    let _ = close.call0(&wasm_bindgen::JsValue::NULL);
                },
                std::time::Duration::ZERO,
            );
        });
        let handle = leptos::mount::mount_to(host, move || {
            view! { <ReviewScreen model=model on_close=on_close/> }
        });
        MOUNTED.with(|m| *m.borrow_mut() = Some((number, Box::new(handle))));
    });
    number
}

/// Takes down mount `number`, unless another mount has replaced it.
pub fn unmount(number: u32) {
    let current = MOUNTED.with(|m| m.borrow().as_ref().map(|(n, _)| *n));
    if current == Some(number) {
        let handle = MOUNTED.with(|m| m.borrow_mut().take());
        drop(handle);
    }
}
