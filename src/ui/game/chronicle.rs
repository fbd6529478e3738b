//! The chronicle on the table: newest line first, numbered in the order of play, with the
//! AI's reason under each of its moves (as any player may read it during play) unless the
//! player has switched them off.

use super::feed::Feed;
use crate::i18n::tr;
use crate::settings::Settings;
use leptos::prelude::*;

#[component]
pub fn Chronicle(feed: Feed) -> impl IntoView {
    let settings = use_context::<Settings>();
    let show_reasons = move || settings.is_none_or(|s| s.show_reasons());
    let toggle = move |ev: leptos::ev::Event| {
        if let Some(settings) = settings {
            settings.set_show_reasons(event_target_checked(&ev));
        }
    };
    // Drawn again in the language on screen: each line's words are looked up here.
    let lines = Memo::new(move |_| {
        feed.view.with(|v| {
            v.as_ref()
                .map(|v| v.chronicle_lines(&crate::i18n::catalog()))
                .unwrap_or_default()
        })
    });
    view! {
        <section class="chronicle">
            <div class="chronicle-head">
                <h2>{tr("log-title")}</h2>
                <label class="switch">
                    <input type="checkbox" data-setting="show-reasons" prop:checked=show_reasons on:change=toggle/>
                    {tr("log-show-reasons")}
                </label>
            </div>
            // Newest first, numbered in the order things happened (the deal is 1). Moves
            // are announced by the page's one live region, not here.
            <ol
                class="log"
                tabindex="0"
                aria-label=tr("log-title")
                reversed=true
                start=move || lines.with(|l| l.len().to_string())
            >
                {move || lines.with(|lines| {
                    let show = show_reasons();
                    lines.iter().rev().take(200).map(|line| {
                        let why = line.why.clone().filter(|_| show);
                        view! {
                            <li>
                                {line.text.clone()}
                                {why.map(|why| view! { <span class="why" data-why="">{why}</span> })}
                            </li>
                        }
                    }).collect_view()
                })}
            </ol>
        </section>
    }
}
