//! The root component: the setup screen, the game, the end of the game.

use crate::i18n::t;
use crate::session::Session;
use crate::ui::game::GameScreen;
use crate::ui::over::GameOver;
use crate::ui::setup::{fresh_seed, SetupForm, SetupScreen};
use leptos::prelude::*;

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
    let form = RwSignal::new(SetupForm::new(fresh_seed()));
    let pace_ms = RwSignal::new(if prefers_reduced_motion() { 0 } else { 350 });
    let session: RwSignal<Option<Session>> = RwSignal::new(None);
    let setup_error: RwSignal<Option<String>> = RwSignal::new(None);

    let start = Callback::new(move |_| {
        let (setup, seats) = form.with_untracked(|f| (f.setup(), f.seats.clone()));
        match Session::new(setup, seats) {
            Ok(s) => {
                setup_error.set(None);
                session.set(Some(s));
            }
            Err(e) => setup_error.set(Some(e)),
        }
    });
    let rematch = Callback::new(move |_| {
        form.update(|f| f.seed = fresh_seed());
        start.run(());
    });
    let new_game = Callback::new(move |_| session.set(None));

    let screen = move || {
        let state = session.with(|s| s.as_ref().map(|s| s.game.is_over()));
        match state {
            None => {
                view! { <SetupScreen form=form pace_ms=pace_ms on_start=start error=setup_error/> }
                    .into_any()
            }
            Some(false) => view! { <GameScreen session=session pace_ms=pace_ms/> }.into_any(),
            Some(true) => {
                view! { <GameOver session=session on_rematch=rematch on_new=new_game/> }.into_any()
            }
        }
    };
    view! {
        <main id="app" data-app="mounted">
            <header class="masthead">
                <h1 class="title">{t("app.title")}</h1>
                <p class="tagline">{t("app.tagline")}</p>
            </header>
            {screen}
        </main>
    }
}
