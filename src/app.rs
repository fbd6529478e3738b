//! The root component: the screen on show ([`Nav`], one value routed from the address),
//! the game at the table and what the player asks of it ([`Table`]), the records, and
//! one effect that saves after every action, unless another tab has taken the game over
//! (then it says so, and the game can be taken back). Each screen is drawn by
//! `ui::screens`.

use crate::i18n::{t, tf, Language};
use crate::persist;
use crate::ui::language::LanguagePicker;
use crate::ui::nav::Nav;
use crate::ui::rules::RulesPages;
use crate::ui::setup::{last_form, SettingsStore};
use crate::ui::table::Table;
use crate::ui::update::UpdateNotice;
use leptos::prelude::*;
use session::screen::Screen;
use session::writer::Standing;

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
    let language = Language(RwSignal::new(crate::i18n::current()));
    provide_context(language);
    let nav = Nav::follow_address();
    provide_context(nav);
    let rules_pages = RulesPages::new(nav);
    provide_context(rules_pages);
    let settings = SettingsStore::open();
    provide_context(settings);
    let table = Table {
        nav,
        session: RwSignal::new(None),
        form: RwSignal::new(last_form(settings)),
        pace_ms: RwSignal::new(if prefers_reduced_motion() { 0 } else { 300 }),
        notice: RwSignal::new(None),
        setup_error: RwSignal::new(None),
        elsewhere: RwSignal::new(false),
        saves_refresh: RwSignal::new(0),
        reviewing: RwSignal::new(None),
        rules_pages,
    };
    provide_context(table);
    let session = table.session;
    let save_error: RwSignal<Option<String>> = RwSignal::new(None);
    crate::i18n::report_to(table.notice);

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
    // The records, for the front door, the record's screen and the game's end.
    let record = crate::ui::stats::RecordStore::open();
    provide_context(record);
    let daily_record = crate::ui::daily::DailyStore::open();
    provide_context(daily_record);
    // Another tab wrote to the storage: the saved games are listed again, the game shown
    // here stops at once if that tab took it over (see session::writer), and each record
    // joins what that tab wrote (nothing this tab holds is written over).
    let _ = window_event_listener(leptos::ev::storage, move |ev| {
        let key = ev.key();
        let change = persist::on_change(key.as_deref());
        if change.saves {
            table.saves_refresh.update(|n| *n += 1);
        }
        if change.standing == Standing::Elsewhere && !table.elsewhere.get_untracked() {
            table.elsewhere.set(true);
        }
        record.on_storage(key.as_deref());
        daily_record.on_storage(key.as_deref());
        settings.on_storage(key.as_deref());
    });

    // The page's one live region, and the sentences it hears as the game goes.
    let announcer = crate::ui::announce::Announcer(RwSignal::new(String::new()));
    provide_context(announcer);
    crate::ui::announce::follow(session, announcer);
    // The live region outlives the screens a language switch rebuilds: its last sentence,
    // in the old language, goes with them.
    Effect::new(move |seen: Option<()>| {
        language.0.track();
        if seen.is_some() {
            announcer.0.set(String::new());
        }
    });

    // A reload on the table reopens the game this tab showed (else the game in progress).
    if nav.screen.get_untracked() == Screen::Game {
        match persist::open_on_load() {
            Some(Ok(restored)) => session.set(Some(restored)),
            Some(Err(e)) => {
                table
                    .notice
                    .set(Some(tf("saves-resume-failed", &[("reason", e.into())])));
                nav.replace(Screen::Home);
            }
            None => nav.replace(Screen::Home),
        }
    }

    // Autosave after every action; a failure is shown and the game goes on in memory. A
    // game another tab has taken over is not written (nor counted in the records here).
    Effect::new(move |_| {
        session.with(|s| {
            if let Some(s) = s.as_ref() {
                match persist::save(s) {
                    Ok(Standing::Mine) => save_error.set(None),
                    Ok(Standing::Elsewhere) => {
                        table.elsewhere.set(true);
                        return;
                    }
                    Err(e) => save_error.set(Some(e)),
                }
                // Once per game (the records keep games by id), when it has just finished.
                crate::ui::stats::record_session(record, s);
                crate::ui::daily::record_session(daily_record, s);
            }
        });
    });

    // Every screen is built again when the language changes: each text is looked up as
    // it is drawn, and the game itself lives in the signals above, so nothing is lost.
    view! {
        {move || {
            language.0.track();
            let screen = nav.screen.get();
            let address = screen.hash();
            view! {
                <main id="app" data-app="mounted" data-lang=language.0.get_untracked().code() data-screen-name=address>
                    <header class="masthead">
                        <h1 class="title">{t("app-title")}</h1>
                        <p class="tagline">{t("app-tagline")}</p>
                        <LanguagePicker/>
                    </header>
                    // One place in the layout for the page's messages (at the table, a
                    // strip above the map and the rows).
                    <div class="notices">
                        {move || table.notice.get().map(|n| view! { <p class="notice" role="status">{n}</p> })}
                        {move || save_error.get().map(|e| view! { <p class="error" role="alert" data-save-error="true">{e}</p> })}
                        // A record this page could not read when it opened it (set aside,
                        // never lost): said on whatever screen the player is on.
                        {move || {
                            [record.problem(), daily_record.problem(), settings.problem()]
                                .into_iter()
                                .flatten()
                                .map(|p| view! { <p class="error" role="alert" data-record-problem="true">{p}</p> })
                                .collect_view()
                        }}
                        <UpdateNotice update=update session=session/>
                    </div>
                    {crate::ui::screens::draw(table, screen)}
                </main>
            }
        }}
        <crate::ui::announce::LiveRegion announcer=announcer/>
    }
}
