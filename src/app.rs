//! The root component: routes between the setup screen, the game, the end of the game,
//! the replay viewer, a finished game's review and a bad link's message; saves after every
//! action, unless another tab has taken the game over (then it says so, and the game can be
//! taken back).

use crate::i18n::{catalog, t, tf, Language};
use crate::persist;
use crate::ui::elsewhere::ElsewhereNotice;
use crate::ui::game::{Drawer, GameScreen, Icon};
use crate::ui::language::LanguagePicker;
use crate::ui::later::host::LaterHost;
use crate::ui::later::{Exit, Screen};
use crate::ui::over::GameOver;
use crate::ui::puzzle::{PuzzleView, PuzzlesOffer};
use crate::ui::replay::Recording;
use crate::ui::review::ReviewSubject;
use crate::ui::rules::RulesPages;
use crate::ui::saves::SavedGames;
use crate::ui::setup::{fresh_seed, SetupForm, SetupScreen};
use crate::ui::share::{link_error_text, page_base, LinkField};
use leptos::prelude::*;
use session::seats::seats_from_link;
use session::writer::Standing;
use session::{SeatConfig, Session};

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

/// What the address asks for.
enum Route {
    Home,
    Bench,
    Deal(String),
    Replay(String),
    /// `#/daily` (today's deal) or `#/daily/YYYY-MM-DD`.
    Daily(Option<String>),
    Puzzle(PuzzleView),
}

fn route() -> Route {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    if let Some(code) = hash.strip_prefix("#/new/") {
        Route::Deal(code.to_string())
    } else if let Some(code) = hash.strip_prefix("#/replay/") {
        Route::Replay(code.to_string())
    } else if let Some(date) = hash.strip_prefix("#/daily/") {
        Route::Daily(Some(date.to_string()))
    } else if hash == "#/daily" {
        Route::Daily(None)
    } else if hash == "#/bench" {
        Route::Bench
    } else if let Some(view) = crate::ui::puzzle::route(&hash) {
        Route::Puzzle(view)
    } else {
        Route::Home
    }
}

/// Drops the link from the address, so a reload resumes the saved game instead.
fn clear_hash() {
    if let Some(w) = web_sys::window() {
        if let Ok(history) = w.history() {
            let base = page_base();
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&base));
        }
    }
}

/// Registers the service worker that keeps the game playable offline.
fn register_service_worker() {
    if let Some(w) = web_sys::window() {
        let container = w.navigator().service_worker();
        let _ = container.register("sw.js");
    }
}

/// The whole application.
///
/// `data-app="mounted"` is what the browser and end-to-end tests look for to know the
/// WebAssembly module loaded and Leptos rendered the page.
#[component]
pub fn App() -> impl IntoView {
    let language = Language(RwSignal::new(crate::i18n::current()));
    provide_context(language);
    let form = RwSignal::new(SetupForm::new(fresh_seed()));
    let pace_ms = RwSignal::new(if prefers_reduced_motion() { 0 } else { 300 });
    let session: RwSignal<Option<Session>> = RwSignal::new(None);
    // The record link's code whose replay is shown (its screen loads with the others a
    // first visit never needs: see ui/later).
    let replay: RwSignal<Option<String>> = RwSignal::new(None);
    let setup_error: RwSignal<Option<String>> = RwSignal::new(None);
    let notice: RwSignal<Option<String>> = RwSignal::new(None);
    let link_error: RwSignal<Option<String>> = RwSignal::new(None);
    let save_error: RwSignal<Option<String>> = RwSignal::new(None);
    let saves_refresh = RwSignal::new(0u32);
    // Another tab has taken the game shown here over: this one shows so, and stops.
    let elsewhere = RwSignal::new(false);
    let bench = RwSignal::new(false);
    crate::i18n::report_to(notice);
    // The daily deal's page, before its game starts (see ui/daily).
    let daily_intro: RwSignal<Option<session::day::Day>> = RwSignal::new(None);
    let puzzle_view: RwSignal<Option<PuzzleView>> = RwSignal::new(None);
    // The review shown over whichever screen it was opened from (game over, the saved
    // games, a link's replay), which comes back when it is closed.
    let reviewing: RwSignal<Option<ReviewSubject>> = RwSignal::new(None);

    register_service_worker();
    // A link pasted into the address bar of the open page changes only the hash: load it
    // as a fresh page would (the game in progress is already saved).
    let _ = window_event_listener(leptos::ev::hashchange, |_| {
        if !matches!(route(), Route::Home) {
            if let Some(w) = web_sys::window() {
                let _ = w.location().reload();
            }
        }
    });
    let update = crate::update::watch();
    // The player's record, for the setup screen's panel and the game-over line.
    let record = crate::ui::stats::RecordStore::load();
    provide_context(record);
    // Another tab wrote to the storage: the saved games are listed again, the game shown
    // here stops at once if that tab took it over (see session::writer), and the record
    // is read again (its games are not written over by this tab's older copy).
    let _ = window_event_listener(leptos::ev::storage, move |ev| {
        let key = ev.key();
        let change = persist::on_change(key.as_deref());
        if change.saves {
            saves_refresh.update(|n| *n += 1);
        }
        if change.standing == Standing::Elsewhere && !elsewhere.get_untracked() {
            elsewhere.set(true);
        }
        if key.as_deref().is_none_or(|k| k == session::stats::KEY) {
            record.reload();
        }
    });
    let daily_record = crate::ui::daily::DailyStore::load();
    provide_context(daily_record);

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
    // Which screen the game needs (none, playing, over): the screens are rebuilt when this
    // changes, not on every move.
    let screen_state = Memo::new(move |_| session.with(|s| s.as_ref().map(|s| s.game.is_over())));
    // The rules page, shown in place of the screen it was opened from (see ui/rules).
    let rules_pages = RulesPages::new();
    provide_context(rules_pages);
    let rules_open = Memo::new(move |_| rules_pages.0.with(Option::is_some));

    // Where the page starts: a link, else the game in progress, else the setup.
    match route() {
        // A link's setup and seats are checked as a save's are.
        Route::Deal(code) => match links::decode(&code) {
            Ok(shared) => match seats_from_link(&shared.seats, shared.setup.players) {
                Ok(_) => {
                    form.set(SetupForm::from_shared(&shared.setup, &shared.seats));
                    notice.set(Some(t("link-deal-loaded")));
                }
                Err(e) => link_error.set(Some(e.text(&catalog()))),
            },
            Err(e) => link_error.set(Some(link_error_text(&e))),
        },
        Route::Replay(code) => match Recording::decode(&code) {
            Ok(_) => replay.set(Some(code)),
            Err(e) => link_error.set(Some(e.text(&catalog()))),
        },
        Route::Daily(date) => {
            let today = crate::daily::today();
            let date = date.unwrap_or_else(|| today.to_string());
            match session::daily::open(&date, today) {
                Ok(day) => daily_intro.set(Some(day)),
                Err(e) => link_error.set(Some(e.text(&catalog(), &date))),
            }
        }
        Route::Bench => bench.set(true),
        Route::Puzzle(view) => puzzle_view.set(Some(view)),
        Route::Home => match persist::open_on_load() {
            Some(Ok(restored)) => session.set(Some(restored)),
            Some(Err(e)) => notice.set(Some(tf("saves-resume-failed", &[("reason", e.into())]))),
            None => {}
        },
    }

    // Autosave after every action; a failure is shown and the game goes on in memory. A
    // game another tab has taken over is not written (nor counted in the record here).
    Effect::new(move |_| {
        session.with(|s| {
            if let Some(s) = s.as_ref() {
                match persist::save(s) {
                    Ok(Standing::Mine) => save_error.set(None),
                    Ok(Standing::Elsewhere) => {
                        elsewhere.set(true);
                        return;
                    }
                    Err(e) => save_error.set(Some(e)),
                }
                // Once per game (the record remembers ids), when it has just finished.
                record.record_session(s);
                daily_record.record_session(s);
            }
        });
    });

    let begin = move |mut s: Session| {
        s.id = persist::new_id();
        s.created = persist::now_ms();
        persist::begin(&s.id);
        elsewhere.set(false);
        clear_hash();
        replay.set(None);
        reviewing.set(None);
        notice.set(None);
        daily_intro.set(None);
        session.set(Some(s));
        // A new game shows its top (the status, the map), not where the setup was scrolled.
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    };
    let start = Callback::new(move |_| {
        let (setup, seats) = form.with_untracked(|f| (f.setup(), f.seats.clone()));
        match Session::new(setup, seats) {
            Ok(s) => {
                setup_error.set(None);
                begin(s);
            }
            Err(e) => setup_error.set(Some(e.text(&catalog()))),
        }
    });
    // The coach's texts are fetched when the first lesson starts.
    let learn = Callback::new(move |_| {
        crate::i18n::with_later(move || match session::learn::session() {
            Ok(s) => begin(s),
            Err(e) => setup_error.set(Some(e.text(&catalog()))),
        })
    });
    // The day's deal, with the setup's first human's name for the player.
    let start_daily = Callback::new(move |day| {
        let name = form.with_untracked(|f| {
            f.seats
                .iter()
                .find(|s| s.kind == session::SeatKind::Human)
                .map_or_else(|| "Anna".to_string(), |s| s.name.clone())
        });
        match session::daily::session(day, &name) {
            Ok(s) => begin(s),
            Err(e) => setup_error.set(Some(e.text(&catalog()))),
        }
    });
    let open_daily = Callback::new(move |day| {
        daily_intro.set(Some(day));
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
    let daily_back = Callback::new(move |_| {
        clear_hash();
        daily_intro.set(None);
    });
    let rematch = Callback::new(move |_| {
        form.update(|f| f.seed = fresh_seed());
        start.run(());
    });
    let to_setup = Callback::new(move |_| {
        persist::leave();
        elsewhere.set(false);
        clear_hash();
        link_error.set(None);
        replay.set(None);
        daily_intro.set(None);
        puzzle_view.set(None);
        reviewing.set(None);
        session.set(None);
        saves_refresh.update(|n| *n += 1);
    });
    let resume = Callback::new(move |id: String| match persist::open(&id) {
        Ok(restored) => {
            clear_hash();
            elsewhere.set(false);
            session.set(Some(restored));
        }
        Err(e) => notice.set(Some(tf("saves-resume-failed", &[("reason", e.into())]))),
    });
    // The game is taken back from the other tab, with its latest moves; the game screen
    // comes back once the session holds them.
    let take_back = Callback::new(move |_| match persist::take_back() {
        Ok(latest) => {
            notice.set(None);
            session.set(Some(latest));
            elsewhere.set(false);
        }
        Err(e) => notice.set(Some(tf("saves-resume-failed", &[("reason", e.into())]))),
    });
    let review_game = Callback::new(move |_| {
        let subject = session.with_untracked(|s| s.as_ref().and_then(ReviewSubject::of_session));
        reviewing.set(subject);
    });
    // A saved game is read, not taken over: reviewing it writes nothing but the review.
    let review_save = Callback::new(move |id: String| {
        let saved = session::saves::load(&persist::LocalStore, &id).and_then(|s| s.restore());
        match saved {
            Ok(saved) => reviewing.set(ReviewSubject::of_session(&saved)),
            Err(e) => notice.set(Some(tf(
                "saves-resume-failed",
                &[("reason", e.text(&catalog()).into())],
            ))),
        }
    });
    // "Continue from here": the record so far becomes a new game, marked as continued.
    let fork = move |code: String| {
        if let Ok(recording) = Recording::decode(&code) {
            let mut s = recording.at(recording.actions.len());
            s.origin = session::Origin::Replay;
            begin(s);
        }
    };

    let deal_link = Signal::derive(move || {
        let code = form.with(|f| {
            let seats: Vec<links::SharedSeat> = f.seats.iter().map(SeatConfig::to_shared).collect();
            links::encode_deal(&f.setup(), &seats)
        });
        format!("{}#/new/{code}", page_base())
    });
    let game_deal_link = Signal::derive(move || {
        session.with(|s| {
            s.as_ref()
                .map(|s| format!("{}#/new/{}", page_base(), s.deal_code()))
                .unwrap_or_default()
        })
    });
    let game_record_link = Signal::derive(move || {
        session.with(|s| {
            s.as_ref()
                .and_then(|s| s.record_code().ok())
                .map(|code| format!("{}#/replay/{code}", page_base()))
                .unwrap_or_default()
        })
    });

    let puzzles_open = Memo::new(move |_| puzzle_view.with(Option::is_some));
    // Back from the puzzles to the setup (a game in progress stays the one to resume).
    let leave_puzzles = Callback::new(move |_| {
        clear_hash();
        puzzle_view.set(None);
    });
    let humans_at_table =
        move || session.with_untracked(|s| s.as_ref().map_or(0, |s| s.humans().count()));
    let screen = move || {
        // A screen of the screens' module; `back` takes the player back from it, and from a
        // module that cannot be loaded, saying so.
        let later = move |screen: Screen, back: Callback<()>, to: Callback<Exit>| {
            let on_exit = Callback::new(move |exit: Option<Exit>| match exit {
                None => {
                    notice.set(Some(t("screen-unavailable")));
                    back.run(());
                }
                Some(Exit::Back) => back.run(()),
                Some(exit) => to.run(exit),
            });
            view! { <LaterHost screen=screen on_exit=on_exit/> }.into_any()
        };
        let nowhere = Callback::new(|_: Exit| ());
        if rules_open.get() {
            let request = rules_pages.0.get_untracked().map(Box::new);
            // The page takes the focus once: drawn again (a language switch), it keeps it.
            rules_pages.0.update_untracked(|r| {
                if let Some(r) = r.as_mut() {
                    r.landed = true;
                }
            });
            let close = Callback::new(move |_| rules_pages.close());
            if let Some(request) = request {
                return later(Screen::Rules(request), close, nowhere);
            }
        }
        if bench.get() {
            return later(Screen::Bench, to_setup, nowhere);
        }
        if let Some(view) = puzzles_open
            .get()
            .then(|| puzzle_view.get_untracked())
            .flatten()
        {
            let pace_ms = pace_ms.get_untracked();
            return later(Screen::Puzzles { view, pace_ms }, leave_puzzles, nowhere);
        }
        if let Some(e) = link_error.get() {
            return view! {
                <section class="link-error" data-screen="link-error">
                    <h2>{t("link-bad-title")}</h2>
                    <p class="error" role="alert">{e}</p>
                    <button class="primary" data-action="new-game" on:click=move |_| to_setup.run(())>{t("action-new-game")}</button>
                </section>
            }
            .into_any();
        }
        if let Some(subject) = reviewing.get() {
            let close = Callback::new(move |_| reviewing.set(None));
            return later(Screen::Review(subject), close, nowhere);
        }
        if let Some(day) = daily_intro.get() {
            return view! { <crate::ui::daily::DailyIntro day=day on_start=start_daily on_back=daily_back/> }
                .into_any();
        }
        if let Some(code) = replay.get() {
            let to = Callback::new(move |exit: Exit| match exit {
                Exit::Continue { code } => fork(code),
                Exit::Review { code } => reviewing.set(Some(ReviewSubject::of_code(code))),
                Exit::Back | Exit::NewGame => to_setup.run(()),
            });
            return later(Screen::Replay { code }, to_setup, to);
        }
        // The game goes on in another tab: no game screen here, so no move (the AI's
        // included: its answer finds the screen gone and is dropped).
        if elsewhere.get() {
            return view! { <ElsewhereNotice on_take_back=take_back on_leave=to_setup/> }
                .into_any();
        }
        match screen_state.get() {
            None => view! {
                <crate::ui::learn::LearnOffer on_learn=learn/>
                <crate::ui::daily::DailyOffer on_open=open_daily/>
                <PuzzlesOffer view=puzzle_view/>
                <SetupScreen form=form pace_ms=pace_ms on_start=start error=setup_error/>
                <details class="share">
                    <summary>{t("share-title")}</summary>
                    <LinkField label=t("share-deal") name="deal" url=deal_link/>
                </details>
                <SavedGames on_resume=resume on_review=review_save refresh=saves_refresh/>
                <crate::ui::stats::StatsPanel/>
                <crate::ui::daily::DailyPanel on_open=open_daily/>
            }
            .into_any(),
            // The table: the share box and the way out sit in its toolbar (a drawer and a
            // button), so the page never grows past the screen.
            Some(false) => {
                let tools = ViewFn::from(move || {
                    // At a pass-and-play table the links would show hands nobody has
                    // seen: they wait for the game's end. Against AI alone they stay, with
                    // a word on what the record link shows.
                    let links = if humans_at_table() >= 2 {
                        view! { <p class="muted" data-share="after-game">{t("share-after-game")}</p> }.into_any()
                    } else {
                        view! {
                            <LinkField label=t("share-deal") name="deal" url=game_deal_link/>
                            <LinkField label=t("share-record") name="record" url=game_record_link/>
                            <p class="muted">{t("share-record-shows-hands")}</p>
                        }
                        .into_any()
                    };
                    // A lesson is left from its coach (it is not saved).
                    let lesson = session
                        .with_untracked(|s| s.as_ref().is_some_and(session::learn::is_lesson));
                    view! {
                        <Drawer class="share" label=t("share-title") icon=Icon::Share>{links}</Drawer>
                        {(!lesson).then(|| view! {
                            <button class="tool subtle leave" data-action="leave" on:click=move |_| to_setup.run(())>
                                {Icon::Leave.view()}<span class="tool-label">{t("action-leave")}</span>
                            </button>
                        })}
                    }
                    .into_any()
                });
                view! { <GameScreen session=session pace_ms=pace_ms tools=tools/> }.into_any()
            }
            Some(true) => view! {
                <crate::ui::daily::DailyOutcome session=session/>
                <GameOver session=session on_rematch=rematch on_new=to_setup on_review=review_game/>
                <details class="share">
                    <summary>{t("share-title")}</summary>
                    <LinkField label=t("share-deal") name="deal" url=game_deal_link/>
                    <LinkField label=t("share-record") name="record" url=game_record_link/>
                </details>
            }
            .into_any(),
        }
    };
    // Every screen is built again when the language changes: each text is looked up as
    // it is drawn, and the game itself lives in the signals above, so nothing is lost.
    view! {
        {move || {
            language.0.track();
            view! {
                <main id="app" data-app="mounted" data-lang=language.0.get_untracked().code()>
                    <header class="masthead">
                        <h1 class="title">{t("app-title")}</h1>
                        <p class="tagline">{t("app-tagline")}</p>
                        <LanguagePicker/>
                    </header>
                    // One place in the layout for the page's messages (at the table, a
                    // strip above the map and the rows).
                    <div class="notices">
                        {move || notice.get().map(|n| view! { <p class="notice" role="status">{n}</p> })}
                        {move || save_error.get().map(|e| view! { <p class="error" role="alert" data-save-error="true">{e}</p> })}
                        <crate::ui::update::UpdateNotice update=update session=session/>
                    </div>
                    {screen}
                </main>
            }
        }}
        <crate::ui::announce::LiveRegion announcer=announcer/>
    }
}
