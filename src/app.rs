//! The root component: the screen on show ([`Nav`], one value routed from the address),
//! the game at the table ([`Table`], its one owner, which saves after every change) and
//! what the player asks of the app ([`Shell`]), the records and the settings. Each
//! screen is drawn by `ui::screens`; a language switch redraws the words, not the
//! screens.

use crate::i18n::tr;
use crate::settings::Settings;
use crate::table::{Keeping, Table};
use crate::ui::language::LanguagePicker;
use crate::ui::nav::Nav;
use crate::ui::rules::RulesPages;
use crate::ui::shell::Shell;
use crate::ui::update::UpdateNotice;
use leptos::prelude::*;
use session::screen::Screen;

/// Whether the player asked the system for reduced motion: AI turns are then instant.
fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// The whole application.
///
/// `data-app="mounted"` is what the browser and end-to-end tests look for to know the
/// WebAssembly module loaded and Leptos rendered the page.
#[component]
pub fn App() -> impl IntoView {
    let settings = Settings::open();
    provide_context(settings);
    // The sounds follow the player's setting.
    Effect::new(move |_| crate::ui::sound::set_enabled(settings.sound()));
    let nav = Nav::follow_address();
    provide_context(nav);
    let rules_pages = RulesPages::new(nav);
    provide_context(rules_pages);
    // The records, for the front door, the record's screen and the game's end.
    let record = crate::stats::RecordStore::open();
    provide_context(record);
    let daily_record = crate::daily::DailyStore::open();
    provide_context(daily_record);
    let save_error: RwSignal<Option<session::Error>> = RwSignal::new(None);
    let problems_read = RwSignal::new(false);
    let table = Table::new(
        if prefers_reduced_motion() { 0 } else { 300 },
        Some(Keeping::Saved {
            records: record,
            daily: daily_record,
            save_error,
        }),
    );
    provide_context(table);
    let shell = Shell::new(nav, table, settings, rules_pages);
    provide_context(shell);

    // The service worker's precache (every language's texts, the workers, the screens'
    // module, the drawings) starts after the first screen has been painted, so it never
    // competes with the first load.
    request_animation_frame(|| {
        set_timeout(
            || crate::offline::keep(crate::i18n::current()),
            std::time::Duration::ZERO,
        );
    });
    let update = crate::update::watch();
    // Another tab wrote to the storage: the saved games are listed again, the game shown
    // here stops at once if that tab took it over or deleted it (see session::writer), and
    // plays on if it was brought back as this tab wrote it; each record
    // joins what that tab wrote (nothing this tab holds is written over).
    let _ = window_event_listener(leptos::ev::storage, move |ev| {
        let key = ev.key();
        let change = crate::persist::on_change(key.as_deref());
        if change.saves {
            shell.saves_refresh.update(|n| *n += 1);
        }
        table.heard(change.standing);
        record.on_storage(key.as_deref());
        daily_record.on_storage(key.as_deref());
        settings.on_storage(key.as_deref());
    });

    // The page's one live region, and the sentences it hears as the game goes; a screen
    // left takes what it last said with it.
    let announcer = crate::ui::announce::Announcer(RwSignal::new(String::new()));
    provide_context(announcer);
    // A screen left, or a language switch, takes what the live region last said with it
    // (its words are in the language they were said in).
    Effect::new(move |seen: Option<()>| {
        nav.screen.track();
        crate::i18n::current();
        if seen.is_some() {
            announcer.0.set(String::new());
        }
    });

    // A reload on the table reopens the game this tab showed (else the game in progress).
    if nav.screen.get_untracked() == Screen::Game {
        shell.reopen_on_load();
    }

    view! {
        <main
            id="app"
            data-app="mounted"
            data-lang=move || crate::i18n::current().code()
            data-screen-name=move || nav.screen.get().hash()
        >
            <header class="masthead">
                <h1 class="title">{tr("app-title")}</h1>
                <p class="tagline">{tr("app-tagline")}</p>
                <LanguagePicker/>
            </header>
            // One place in the layout for the page's messages (at the table, a strip
            // above the map and the rows).
            <div class="notices">
                {move || shell.notice().map(|n| view! { <p class="notice" role="status">{move || n.text()}</p> })}
                // A record this page could not read as it opened (set aside, never lost):
                // said on whatever screen the player is on, until the player closes it.
                {move || {
                    let problems = [record.problem(), daily_record.problem(), settings.0.problem()]
                        .into_iter()
                        .flatten()
                        .collect::<Vec<_>>()
                        .join(" ");
                    (!problems.is_empty() && !problems_read.get()).then(|| view! {
                        <p class="error" role="alert" data-record-problem="true">
                            {problems}" "
                            <button type="button" class="subtle" data-action="close-record-problem" on:click=move |_| problems_read.set(true)>
                                {tr("drawer-close")}
                            </button>
                        </p>
                    })
                }}
                {move || save_error.get().map(|e| view! {
                    <p class="error" role="alert" data-save-error="true">{move || e.text(&crate::i18n::catalog())}</p>
                })}
                <UpdateNotice update=update table=table/>
            </div>
            {crate::ui::screens::draw(shell)}
        </main>
        <crate::ui::announce::LiveRegion announcer=announcer/>
    }
}
