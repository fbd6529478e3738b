//! What the player asks of the app between screens ([`Shell`], shared through context by
//! App): start a game, the lesson or a daily deal, resume one, leave, take a game back
//! from another tab, continue from a replay, review; each puts the game on the [`Table`]
//! (its one owner) and moves to its screen. The page's notices live here too, typed until
//! they are drawn, each on the screen it was given on.

use crate::i18n::t;
use crate::persist;
use crate::settings::Settings;
use crate::table::{Kind, Table};
use crate::ui::later::Exit;
use crate::ui::nav::Nav;
use crate::ui::review::ReviewSubject;
use crate::ui::rules::RulesPages;
use crate::ui::setup::{fresh_seed, last_form, remember_form, SetupForm};
use leptos::prelude::*;
use session::day::Day;
use session::screen::{Reviewed, Screen};
use session::writer::Standing;
use session::{SeatKind, Session};

/// A message of the page's, drawn in the language on screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// A saved game could not be opened, and why.
    ResumeFailed(session::Error),
    /// A screen of the screens' module could not be loaded.
    ScreenUnavailable,
}

impl Notice {
    pub fn text(&self) -> String {
        match self {
            Notice::ResumeFailed(e) => crate::i18n::tf(
                "saves-resume-failed",
                &[("reason", e.text(&crate::i18n::catalog()).into())],
            ),
            Notice::ScreenUnavailable => t("screen-unavailable"),
        }
    }
}

fn scroll_to_top() {
    if let Some(w) = web_sys::window() {
        w.scroll_to_with_x_and_y(0.0, 0.0);
    }
}

/// The app's commands between screens, shared through context.
#[derive(Clone, Copy)]
pub struct Shell {
    pub nav: Nav,
    pub table: Table,
    pub settings: Settings,
    pub form: RwSignal<SetupForm>,
    /// The page's message, and the screen it belongs to (it is not carried to others).
    notice: RwSignal<Option<(Screen, Notice)>>,
    /// Why the last start was refused.
    pub setup_error: RwSignal<Option<session::Error>>,
    /// Bumped when the saved games may have changed (another tab, a game left).
    pub saves_refresh: RwSignal<u32>,
    pub rules_pages: RulesPages,
}

impl Shell {
    pub fn new(nav: Nav, table: Table, settings: Settings, rules_pages: RulesPages) -> Shell {
        Shell {
            nav,
            table,
            settings,
            form: RwSignal::new(last_form(settings.0)),
            notice: RwSignal::new(None),
            setup_error: RwSignal::new(None),
            saves_refresh: RwSignal::new(0),
            rules_pages,
        }
    }

    /// Says `notice` on the screen on show (and there only).
    pub fn notify(self, notice: Notice) {
        let here = self.nav.screen.get_untracked();
        self.notice.set(Some((here, notice)));
    }

    /// The notice of the screen on show, if it has one.
    pub fn notice(self) -> Option<Notice> {
        let here = self.nav.screen.get();
        self.notice
            .get()
            .filter(|(on, _)| *on == here)
            .map(|(_, notice)| notice)
    }

    /// A new game at the table: given an id, written by this tab, shown.
    fn begin(self, mut s: Session, kind: Kind) {
        s.assign_id(persist::new_id(), persist::now_ms());
        persist::begin(s.id());
        self.notice.set(None);
        self.setup_error.set(None);
        self.table.begin(s, kind);
        self.nav.go(Screen::Game);
        // A new game shows its top (the status, the map), not where a screen was scrolled.
        scroll_to_top();
    }

    /// A game as the setup form describes it; the form is remembered for the front
    /// door's Play.
    pub fn start(self) {
        let (setup, seats) = self
            .form
            .with_untracked(|f| (f.setup(), f.seats_for_play(&crate::i18n::catalog())));
        match Session::new(setup, seats) {
            // Friends on their own devices: the table is hosted on its own screen, which
            // deals once every friend has joined.
            Ok(s) if s.seats().iter().any(|seat| seat.kind == SeatKind::Friend) => {
                self.form
                    .with_untracked(|f| remember_form(self.settings.0, f));
                self.notice.set(None);
                self.setup_error.set(None);
                self.nav.go(Screen::Friends(None));
            }
            Ok(s) => {
                self.form
                    .with_untracked(|f| remember_form(self.settings.0, f));
                self.begin(s, Kind::Game)
            }
            // Said where the player is (the custom game screen shows it when drawn again).
            Err(e) => self.setup_error.set(Some(e)),
        }
    }

    /// The same table again with a fresh deal.
    pub fn rematch(self) {
        self.form.update(|f| f.seed = fresh_seed());
        self.start();
    }

    /// A table for friends on their own devices: the custom game screen, set up with the
    /// player at this device and friends in the other seats.
    pub fn friends(self) {
        self.form.update(|f| *f = f.with_friends());
        self.nav.go(Screen::Setup);
    }

    /// The lesson (a screen of the screens' module, with a table of its own).
    pub fn learn(self) {
        self.nav.go(Screen::Learn);
    }

    /// The day's deal, dealt, with the setup's first human's name for the player: the
    /// day's game if none was dealt here that day, else practice (the day's page offers
    /// to continue the day's game instead while it is not finished: `Exit::Resume`).
    pub fn start_daily(self, day: Day) {
        let name = self.form.with_untracked(SetupForm::player_name);
        match session::daily::session(day, &name) {
            Ok(s) => self.begin(s, Kind::Game),
            Err(e) => self.setup_error.set(Some(e)),
        }
    }

    /// A saved game, taken over from any other tab.
    pub fn resume(self, id: String) {
        match persist::open(&id) {
            // A game with friends on their own devices is hosted on its own screen, which
            // invites them back.
            Ok(restored) if restored.seats().iter().any(|s| s.kind == SeatKind::Friend) => {
                self.nav.go(Screen::Friends(Some(id)));
            }
            Ok(restored) => {
                self.table.begin(restored, Kind::Game);
                self.nav.go(Screen::Game);
                scroll_to_top();
            }
            Err(e) => self.notify(Notice::ResumeFailed(e)),
        }
    }

    /// The game this tab showed when the page loaded on the table, else the front door.
    pub fn reopen_on_load(self) {
        match persist::open_on_load() {
            Some(Ok(restored)) => self.table.begin(restored, Kind::Game),
            Some(Err(e)) => {
                self.nav.replace(Screen::Home);
                self.notify(Notice::ResumeFailed(e));
            }
            None => self.nav.replace(Screen::Home),
        }
    }

    /// The game continues in another tab: take it back here, with its latest moves; or
    /// it was deleted: bring it back (the save kept among the deleted ones, else this
    /// tab's copy) and play on here.
    pub fn take_back_game(self) {
        let latest = match self.table.standing() {
            Standing::Deleted => match self.table.shown() {
                Some(shown) => persist::bring_back(&shown),
                None => return,
            },
            _ => persist::take_back(),
        };
        match latest {
            Ok(latest) => {
                self.notice.set(None);
                self.table.taken_back_from_another_tab(latest);
            }
            Err(e) => self.notify(Notice::ResumeFailed(e)),
        }
    }

    /// Leaves the game for the front door (it waits in the saved games).
    pub fn leave(self) {
        persist::leave();
        self.table.clear();
        self.saves_refresh.update(|n| *n += 1);
        self.nav.go(Screen::Home);
    }

    /// "Continue from here": the record so far becomes a new game, marked as continued.
    /// A finished game has nothing left to play: its replay offers no such thing, and a
    /// code of one is refused here too.
    pub fn fork(self, code: String) {
        if let Ok(recording) = crate::ui::replay::Recording::decode(&code) {
            let mut s = recording.at(recording.actions.len());
            if s.game().is_over() {
                return;
            }
            s.mark_origin(session::Origin::Replay);
            self.begin(s, Kind::Game);
        }
    }

    pub fn review(self, subject: Option<ReviewSubject>) {
        if let Some(subject) = subject {
            let reviewed = match subject.save {
                Some(id) => Reviewed::Saved(id),
                None => Reviewed::Code(subject.code),
            };
            self.nav.go(Screen::Review(reviewed));
        }
    }

    /// The game at the table, finished.
    pub fn review_game(self) {
        let subject = self.table.finished(ReviewSubject::of_session).flatten();
        self.review(subject);
    }

    /// A saved game is read, not taken over: reviewing it writes nothing but the review.
    pub fn review_save(self, id: String) {
        self.nav.go(Screen::Review(Reviewed::Saved(id)));
    }

    /// Where the player goes from a screen of the screens' module.
    pub fn exit(self, exit: Exit) {
        match exit {
            Exit::Back => self.nav.back(),
            Exit::To(screen) => self.nav.go(screen),
            Exit::Replace(screen) => self.nav.replace(screen),
            Exit::Continue { code } => self.fork(code),
            Exit::Review { code } => self.review(Some(ReviewSubject::of_code(code))),
            Exit::Start { form, pace_ms } => {
                self.form.set(form);
                self.table.pace_ms().set(pace_ms);
                self.start();
            }
            Exit::Form { form, pace_ms } => {
                // Kept untracked: the screen that sent it is on show, and stays.
                self.form.update_untracked(|f| *f = form);
                self.table.pace_ms().update_untracked(|p| *p = pace_ms);
            }
            Exit::Resume { id } => self.resume(id),
            Exit::ReviewSave { id } => self.review_save(id),
            Exit::StartDaily { day } => match session::day::Day::parse(&day) {
                Ok(day) => self.start_daily(day),
                Err(_) => self.nav.back(),
            },
            Exit::Rematch => self.rematch(),
            Exit::Leave => self.leave(),
        }
    }
}
