//! The game at the table and what the player asks of it ([`Table`], shared through
//! context by App): start a game, the lesson or a daily deal, resume, leave, take a game
//! back from another tab, continue from a replay, review; each moves to its screen.

use crate::i18n::{catalog, tf};
use crate::persist;
use crate::ui::later::Exit;
use crate::ui::nav::Nav;
use crate::ui::review::ReviewSubject;
use crate::ui::rules::RulesPages;
use crate::ui::setup::{fresh_seed, remember_form, SettingsStore, SetupForm};
use leptos::prelude::*;
use session::day::Day;
use session::screen::Screen;
use session::Session;

fn scroll_to_top() {
    if let Some(w) = web_sys::window() {
        w.scroll_to_with_x_and_y(0.0, 0.0);
    }
}

/// The game at the table and what the player asks of it, shared through context.
#[derive(Clone, Copy)]
pub struct Table {
    pub nav: Nav,
    pub session: RwSignal<Option<Session>>,
    pub form: RwSignal<SetupForm>,
    pub pace_ms: RwSignal<u32>,
    /// The page's message (a link loaded, a game that could not be resumed).
    pub notice: RwSignal<Option<String>>,
    pub setup_error: RwSignal<Option<String>>,
    /// Another tab has taken the game shown here over: this one shows so, and stops.
    pub elsewhere: RwSignal<bool>,
    /// Bumped when the saved games may have changed (another tab, a game left).
    pub saves_refresh: RwSignal<u32>,
    /// The game the review screen shows.
    pub reviewing: RwSignal<Option<ReviewSubject>>,
    pub rules_pages: RulesPages,
}

impl Table {
    /// A new game at the table: given an id, written by this tab, shown.
    fn begin(self, mut s: Session) {
        s.assign_id(persist::new_id(), persist::now_ms());
        persist::begin(s.id());
        self.elsewhere.set(false);
        self.notice.set(None);
        self.setup_error.set(None);
        self.session.set(Some(s));
        self.nav.go(Screen::Game);
        // A new game shows its top (the status, the map), not where a screen was scrolled.
        scroll_to_top();
    }

    /// A game as the setup form describes it; the form is remembered for the front
    /// door's Play.
    pub fn start(self) {
        let (setup, seats) = self
            .form
            .with_untracked(|f| (f.setup(), f.seats_for_play(&catalog())));
        match Session::new(setup, seats) {
            Ok(s) => {
                if let Some(settings) = use_context::<SettingsStore>() {
                    self.form.with_untracked(|f| remember_form(settings, f));
                }
                self.begin(s)
            }
            // Said where every screen shows the page's messages (the custom game screen
            // is the screens' module's: it shows the error when drawn again).
            Err(e) => {
                self.setup_error.set(Some(e.text(&catalog())));
                self.notice.set(Some(e.text(&catalog())));
            }
        }
    }

    /// The same table again with a fresh deal.
    pub fn rematch(self) {
        self.form.update(|f| f.seed = fresh_seed());
        self.start();
    }

    /// The lesson (its coach's texts are fetched when the first one starts).
    pub fn learn(self) {
        crate::i18n::with_later(move || match session::learn::session() {
            Ok(s) => self.begin(s),
            Err(e) => self.setup_error.set(Some(e.text(&catalog()))),
        })
    }

    /// The day's deal, with the setup's first human's name for the player.
    pub fn start_daily(self, day: Day) {
        let name = self.form.with_untracked(SetupForm::player_name);
        match session::daily::session(day, &name) {
            Ok(s) => self.begin(s),
            Err(e) => self.setup_error.set(Some(e.text(&catalog()))),
        }
    }

    /// A saved game, taken over from any other tab.
    pub fn resume(self, id: String) {
        match persist::open(&id) {
            Ok(restored) => {
                self.elsewhere.set(false);
                self.session.set(Some(restored));
                self.nav.go(Screen::Game);
                scroll_to_top();
            }
            Err(e) => self
                .notice
                .set(Some(tf("saves-resume-failed", &[("reason", e.into())]))),
        }
    }

    /// The game continues in another tab: take it back here, with its latest moves.
    pub fn take_back_game(self) {
        match persist::take_back() {
            Ok(latest) => {
                self.notice.set(None);
                self.session.set(Some(latest));
                self.elsewhere.set(false);
            }
            Err(e) => self
                .notice
                .set(Some(tf("saves-resume-failed", &[("reason", e.into())]))),
        }
    }

    /// Leaves the game for the front door (it waits in the saved games).
    pub fn leave(self) {
        persist::leave();
        self.elsewhere.set(false);
        self.session.set(None);
        self.saves_refresh.update(|n| *n += 1);
        self.nav.go(Screen::Home);
    }

    /// "Continue from here": the record so far becomes a new game, marked as continued.
    pub fn fork(self, code: String) {
        if let Ok(recording) = crate::ui::replay::Recording::decode(&code) {
            let mut s = recording.at(recording.actions.len());
            s.mark_origin(session::Origin::Replay);
            self.begin(s);
        }
    }

    pub fn review(self, subject: Option<ReviewSubject>) {
        if let Some(subject) = subject {
            self.reviewing.set(Some(subject));
            self.nav.go(Screen::Review);
        }
    }

    /// The game at the table, finished.
    pub fn review_game(self) {
        let subject = self
            .session
            .with_untracked(|s| s.as_ref().and_then(ReviewSubject::of_session));
        self.review(subject);
    }

    /// A saved game is read, not taken over: reviewing it writes nothing but the review.
    pub fn review_save(self, id: String) {
        let saved = session::saves::load(&persist::LocalStore, &id).and_then(|s| s.restore());
        match saved {
            Ok(saved) => self.review(ReviewSubject::of_session(&saved)),
            Err(e) => self.notice.set(Some(tf(
                "saves-resume-failed",
                &[("reason", e.text(&catalog()).into())],
            ))),
        }
    }

    /// Where the player goes from a screen of the screens' module.
    pub fn exit(self, exit: Exit) {
        match exit {
            Exit::Back => self.nav.back(),
            Exit::NewGame => self.nav.go(Screen::Home),
            Exit::Continue { code } => self.fork(code),
            Exit::Review { code } => self.review(Some(ReviewSubject::of_code(code))),
            Exit::Start { form, pace_ms } => {
                self.form.set(form);
                self.pace_ms.set(pace_ms);
                self.start();
            }
            Exit::Form { form, pace_ms } => {
                // Kept untracked: the screen that sent it is on show, and stays.
                self.form.update_untracked(|f| *f = form);
                self.pace_ms.update_untracked(|p| *p = pace_ms);
            }
            Exit::Resume { id } => self.resume(id),
            Exit::ReviewSave { id } => self.review_save(id),
            Exit::Daily { day } => self.nav.go(Screen::Daily(Some(day))),
            Exit::StartDaily { day } => match session::day::Day::parse(&day) {
                Ok(day) => self.start_daily(day),
                Err(_) => self.nav.back(),
            },
        }
    }
}
