//! A table's rules page, opened in the table's place.

use leptos::prelude::*;

/// A table's screen with its rules page: the table's Rules button opens the page in its
/// place (the table goes on meanwhile: it lives in the keeper), and the page's close
/// brings the table back.
pub(super) fn with_rules(table: impl Fn() -> AnyView + Send + Sync + 'static) -> AnyView {
    let pages = crate::ui::rules::RulesPages(RwSignal::new(None), None);
    provide_context(pages);
    let open = Memo::new(move |_| pages.0.with(Option::is_some));
    (move || match open.get() {
        true => view! { <crate::ui::rules::RulesPage/> }.into_any(),
        false => table(),
    })
    .into_any()
}
