//! The table's owner: the game it holds, the one way every change goes in, and the one
//! effect that persists (see the module's introduction in `table`).

use crate::daily::DailyStore;
use crate::stats::RecordStore;
use engine::Action;
use leptos::prelude::*;
use session::writer::Standing;
use session::{AiReason, SeatView, Session, StateId};

use super::refusal::Refusal;

/// What kind of table this is: it decides who moves for the seats no person plays.
#[derive(Clone, Copy, Debug, Default)]
pub enum Kind {
    /// A game: the AI plays its seats, in its worker.
    #[default]
    Game,
    /// The lesson: the opponents play the script's prepared moves in its guided part, the
    /// AI's after it; the coach turns down a move the guided part does not ask for.
    Lesson(Script),
    /// A battle puzzle: the other seats answer with the prover's replies to each of the
    /// person's moves ([`Table::replies`]); no AI is asked.
    Puzzle,
}

/// A lesson's script, as the table follows it (given by the lesson's screen, so that a
/// table that holds no lesson carries none of it).
#[derive(Clone, Copy, Debug)]
pub struct Script {
    /// The opponent's prepared move now, if the script has one.
    pub reply: fn(&Session) -> Option<Action>,
    /// The move the script asks of the learner instead of `action`, if it asks another.
    pub check: fn(&Session, Action) -> Option<Action>,
}

/// A person's change of the game, for the decider that answers it (a puzzle's prover).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// A person moved; the game is now in state `after`.
    Moved { after: StateId },
    /// A person took a move back.
    TakenBack,
    /// A game was put on the table.
    Begun,
}

/// The game at the table and its one way in. A handle (`Copy`), shared through context.
#[derive(Clone, Copy)]
pub struct Table {
    session: RwSignal<Option<Session>>,
    pub(super) kind: RwSignal<Kind>,
    view: Memo<Option<SeatView>>,
    /// How many screens showing the table are up: the deciders play only while one is
    /// (an answer that comes back once the table is off screen is dropped, and asked
    /// again when it is back).
    pub(super) shown: RwSignal<u32>,
    /// A decider other than the AI is at work on the person's last move (a puzzle's
    /// prover): no person may move meanwhile.
    held: RwSignal<bool>,
    /// The last change a person made.
    change: RwSignal<Option<Change>>,
    /// The last command refused, with why, and the state it was refused on: it is said
    /// while the game is still in that state.
    refused: RwSignal<Option<(StateId, Refusal)>>,
    /// The lesson's coach turned down the move tried on this state (and what it asked).
    declined: RwSignal<Option<(StateId, Action, Action)>>,
    /// The lesson's explanations the learner has read (steps of `session::learn::STEPS`).
    lesson_read: RwSignal<Vec<usize>>,
    /// Whether this tab still plays and writes the game shown here: not once another tab
    /// has taken it over, nor while it is deleted; it shows so, and stops.
    elsewhere: RwSignal<Standing>,
    /// The AI's worker could not answer: the game waits until the player asks again.
    pub(super) ai_failed: RwSignal<bool>,
    pub(super) ai_retry: RwSignal<u32>,
    /// The delay before an AI's card, in milliseconds (0: at once).
    pub(super) pace_ms: RwSignal<u32>,
    /// The friends' seats an AI plays while their friend is away (a bit per seat).
    pub(super) stand_ins: RwSignal<u8>,
}

/// Where a table keeps its game: the page's own table saves every game and files each
/// finished one in the records; the lesson is kept in its tab (a reload finds it); a
/// puzzle's table keeps nothing.
#[derive(Clone, Copy)]
pub enum Keeping {
    Saved {
        records: RecordStore,
        daily: DailyStore,
        /// Where a failure to save is said (typed: drawn in the language on screen).
        save_error: RwSignal<Option<session::Error>>,
    },
    InTab,
}

impl Table {
    /// An empty table, at the pace `pace_ms`; with `keeping`, every game on it is saved.
    /// No one moves for the seats no person plays until the deciders follow it
    /// (`Table::new` starts them).
    pub(super) fn unattended(pace_ms: u32, keeping: Option<Keeping>) -> Table {
        let session: RwSignal<Option<Session>> = RwSignal::new(None);
        let held = RwSignal::new(false);
        let view = Memo::new(move |_| {
            let held = held.get();
            session.with(|s| {
                let s = s.as_ref()?;
                // Between two players at one device nothing private is drawn.
                let viewer = match s.handoff_to() {
                    Some(_) => None,
                    None => s.viewer(),
                };
                let mut view = s.view(viewer);
                if held {
                    view.legal.clear();
                }
                Some(view)
            })
        });
        let table = Table {
            session,
            kind: RwSignal::new(Kind::Game),
            view,
            shown: RwSignal::new(0),
            held,
            change: RwSignal::new(None),
            refused: RwSignal::new(None),
            declined: RwSignal::new(None),
            lesson_read: RwSignal::new(Vec::new()),
            elsewhere: RwSignal::new(Standing::Mine),
            ai_failed: RwSignal::new(false),
            ai_retry: RwSignal::new(0),
            pace_ms: RwSignal::new(pace_ms),
            stand_ins: RwSignal::new(0),
        };
        if let Some(keeping) = keeping {
            table.keep(keeping);
        }
        table
    }

    /// The one effect that persists: after every change the game is saved (unless
    /// another tab has taken it over or it was deleted: then nothing is written, and the
    /// table stops), and a game just finished is filed in the records.
    fn keep(self, keeping: Keeping) {
        Effect::new(move |_| {
            let read = self.lesson_read.get();
            self.session.with(|s| {
                let Some(s) = s.as_ref() else { return };
                let Keeping::Saved {
                    records,
                    daily,
                    save_error,
                } = keeping
                else {
                    crate::persist::keep_in_tab(s.parts(), &read);
                    return;
                };
                match crate::persist::save(s) {
                    Ok(Standing::Mine) => save_error.set(None),
                    Ok(away) => {
                        self.elsewhere.set(away);
                        return;
                    }
                    Err(e) => save_error.set(Some(e)),
                }
                // Once per game (the records keep games by id), when it has just finished.
                crate::stats::record_session(records, s);
                crate::daily::record_session(daily, s);
            });
        });
    }

    // ---- What the screens read ----

    /// What the device holder may see now (the public view while the device is between
    /// players); `None` with no game at the table.
    pub fn view(self) -> Memo<Option<SeatView>> {
        self.view
    }

    /// What kind of table this is.
    pub fn kind(self) -> Kind {
        self.kind.get()
    }

    /// Whether a game is at the table, and whether it is over (`Some(true)`).
    pub fn state(self) -> Option<bool> {
        self.session
            .with(|s| s.as_ref().map(|s| s.game().is_over()))
    }

    /// Reads the finished game at the table (everything in it is public now); `None` while
    /// a game is on or none is there.
    pub fn finished<T>(self, read: impl FnOnce(&Session) -> T) -> Option<T> {
        self.session
            .with(|s| s.as_ref().filter(|s| s.game().is_over()).map(read))
    }

    /// The whole game, hidden cards included, for what may see it all: a battle puzzle,
    /// whose hands are shown to the player, and its prover. No view of a game in play
    /// reads it.
    pub fn reveal<T>(self, read: impl FnOnce(&Session) -> T) -> Option<T> {
        self.session.with(|s| s.as_ref().map(read))
    }

    /// The game's facts that are no one's secret, whatever its state: its id, its deal
    /// (the seats, the rules and the seed a deal link shares), its origin.
    pub fn public<T>(self, read: impl FnOnce(&session::Parts) -> T) -> Option<T> {
        self.session
            .with_untracked(|s| s.as_ref().map(|s| read(s.parts())))
    }

    /// The last command refused, with why, while the game is still where it was refused.
    pub fn refused(self) -> Option<Refusal> {
        let at = self.view.with(|v| v.as_ref().map(|v| v.at));
        self.refused
            .get()
            .filter(|(on, _)| Some(*on) == at)
            .map(|(_, refusal)| refusal)
    }

    /// Says why a command was refused, on the state the game is in now.
    fn refuse(self, refusal: Refusal) {
        let now = self
            .session
            .with_untracked(|s| s.as_ref().map(Session::state_id));
        if let Some(now) = now {
            self.refused.set(Some((now, refusal)));
        }
    }

    /// The lesson's coach turned this move down on the state on show: (tried, asked).
    pub fn declined(self) -> Option<(Action, Action)> {
        let at = self.view.with(|v| v.as_ref().map(|v| v.at));
        self.declined
            .get()
            .filter(|(on, _, _)| Some(*on) == at)
            .map(|(_, tried, asked)| (tried, asked))
    }

    /// The lesson's explanations read so far.
    pub fn lesson_read(self) -> Vec<usize> {
        self.lesson_read.get()
    }

    /// The learner has read the lesson's step `index`.
    pub fn mark_read(self, index: usize) {
        if !self.lesson_read.with_untracked(|r| r.contains(&index)) {
            self.lesson_read.update(|r| r.push(index));
        }
    }

    /// The last change a person made (for the decider that answers it).
    pub fn change(self) -> Option<Change> {
        self.change.get()
    }

    /// Whether this tab no longer plays the game shown: another tab has taken it over, or
    /// it was deleted ([`Table::standing`] says which).
    pub fn elsewhere(self) -> bool {
        self.elsewhere.get() != Standing::Mine
    }

    /// This tab's standing with the game shown: its own, taken over elsewhere, deleted.
    pub fn standing(self) -> Standing {
        self.elsewhere.get()
    }

    /// Whether the AI could not answer (the game waits for the player's "try again").
    pub fn ai_failed(self) -> bool {
        self.ai_failed.get()
    }

    pub fn pace_ms(self) -> RwSignal<u32> {
        self.pace_ms
    }

    // ---- What the player does ----

    /// The device holder's move `action`, chosen on the state `at`. Refused (nothing
    /// changes, and [`Table::refused`] says why) on a state the game has left, for a seat
    /// whose decision it is not, by the rules, or (in the lesson) by the coach.
    pub fn act(self, action: Action, at: StateId) {
        if self.held.get_untracked() {
            return;
        }
        let Some(seat) = self
            .view
            .with_untracked(|v| v.as_ref().and_then(SeatView::my_turn))
        else {
            self.refuse(Refusal::Session(session::Error::NotYourTurn));
            return;
        };
        if let Kind::Lesson(script) = self.kind.get_untracked() {
            let asked = self
                .session
                .with_untracked(|s| s.as_ref().and_then(|s| (script.check)(s, action)));
            if let Some(asked) = asked {
                self.declined.set(Some((at, action, asked)));
                return;
            }
        }
        let mut outcome = Err(session::Error::NotYourTurn);
        let mut after = None;
        self.session.update(|s| {
            if let Some(s) = s.as_mut() {
                outcome = s.act(seat, action, at, None).map(|_| ());
                after = Some(s.state_id());
            }
        });
        match outcome {
            Ok(()) => {
                self.refused.set(None);
                if let Some(after) = after {
                    self.change.set(Some(Change::Moved { after }));
                }
            }
            Err(e) => self.refuse(Refusal::Session(e)),
        }
    }

    /// The device holder takes back their last move (and what followed it), on the state
    /// `at`.
    pub fn take_back(self, at: StateId) {
        let Some(by) = self
            .session
            .with_untracked(|s| s.as_ref().and_then(Session::viewer))
        else {
            return;
        };
        let mut outcome = Err(session::Error::NoUndo);
        self.session.update(|s| {
            if let Some(s) = s.as_mut() {
                outcome = s.take_back(by, at);
            }
        });
        match outcome {
            Ok(()) => {
                self.refused.set(None);
                self.held.set(false);
                self.change.set(Some(Change::TakenBack));
            }
            Err(e) => self.refuse(Refusal::Session(e)),
        }
    }

    /// The device is now in `seat`'s hands (the hand-off screen's tap).
    pub fn take_device(self, seat: u8) {
        self.session.update(|s| {
            if let Some(s) = s.as_mut() {
                if s.handoff_to() == Some(seat) {
                    s.take_device(seat);
                }
            }
        });
    }

    /// The player asks the AI again after it could not answer.
    pub fn retry_ai(self) {
        self.ai_failed.set(false);
        self.ai_retry.update(|n| *n += 1);
    }

    /// The Hard AI's move for the device holder on the state `at`, asked in its worker;
    /// `done` gets it (`None`: no answer, or the game moved on meanwhile).
    pub fn hint(self, at: StateId, done: impl FnOnce(Option<Action>) + 'static) {
        let asked = self.session.with_untracked(|s| {
            let s = s.as_ref().filter(|s| s.state_id() == at)?;
            let seat = s.human_to_act()?;
            Some((
                s.record().clone(),
                seat,
                s.record().setup.seed ^ s.moves() as u64,
            ))
        });
        let Some((record, seat, seed)) = asked else {
            done(None);
            return;
        };
        crate::ai_client::request(record, seat, ai::Level::Hard, seed, move |answer| {
            let still = self
                .session
                .try_with_untracked(|s| s.as_ref().is_some_and(|s| s.state_id() == at))
                .unwrap_or(false);
            done(answer.filter(|_| still).map(|(action, _)| action));
        });
    }

    // ---- A friend's device, through the host's protocol (`net::Host`) ----

    /// A friend's move for their `seat`, chosen on the state `at` (the protocol has judged
    /// the message; the session checks the state, the turn and the rules again).
    pub fn friend_acts(self, seat: u8, action: Action, at: StateId) -> Result<(), session::Error> {
        let mut outcome = Err(session::Error::NotYourTurn);
        self.session.update(|s| {
            if let Some(s) = s
                .as_mut()
                .filter(|s| s.kind(seat) == session::SeatKind::Friend)
            {
                outcome = s.act(seat, action, at, None).map(|_| ());
            }
        });
        outcome
    }

    /// A friend takes back their last move, asked on the state `at`.
    pub fn friend_takes_back(self, seat: u8, at: StateId) -> Result<(), session::Error> {
        let mut outcome = Err(session::Error::NoUndo);
        self.session.update(|s| {
            if let Some(s) = s
                .as_mut()
                .filter(|s| s.kind(seat) == session::SeatKind::Friend)
            {
                outcome = s.take_back(seat, at);
            }
        });
        outcome
    }

    /// An AI plays the friend's `seat` (`on`) while the friend is away, or stops.
    pub fn stand_in(self, seat: u8, on: bool) {
        let bit = 1u8 << (seat & 7);
        self.stand_ins.update(|m| {
            if on {
                *m |= bit;
            } else {
                *m &= !bit;
            }
        });
    }

    // ---- Games put on the table, and taken off ----

    /// Puts `session` on the table as a table of `kind`; the deciders start with it.
    pub fn begin(self, session: Session, kind: Kind) {
        self.kind.set(kind);
        self.held.set(false);
        self.refused.set(None);
        self.declined.set(None);
        self.lesson_read.set(Vec::new());
        self.ai_failed.set(false);
        self.elsewhere.set(Standing::Mine);
        self.stand_ins.set(0);
        self.session.set(Some(session));
        self.change.set(Some(Change::Begun));
    }

    /// Takes the game off the table (it waits in the saved games, if it was saved).
    pub fn clear(self) {
        self.session.set(None);
        self.held.set(false);
        self.elsewhere.set(Standing::Mine);
    }

    /// Another tab changed the saves, and this tab's standing with the game shown is now
    /// `standing`: taken over elsewhere or deleted, this table stops (nothing is written,
    /// no decider plays) until the game is taken or brought back; its own again (the
    /// list's Undo in another tab brought it back as this tab wrote it), it plays on.
    pub fn heard(self, standing: Standing) {
        let shown = self.session.with_untracked(Option::is_some);
        if shown && self.elsewhere.get_untracked() != standing {
            self.elsewhere.set(standing);
        }
    }

    /// The game continued in another tab (or was deleted), taken or brought back here
    /// with its latest moves.
    pub fn taken_back_from_another_tab(self, latest: Session) {
        self.session.set(Some(latest));
        self.elsewhere.set(Standing::Mine);
    }

    /// The game shown, for what takes it back (a deleted game brought back from this
    /// copy when nothing else of it is left).
    pub fn shown(self) -> Option<Session> {
        self.session.get_untracked()
    }

    // ---- The deciders' way in ----

    /// Whether a screen showing the table is up.
    pub(super) fn is_shown(self) -> bool {
        self.shown.try_get_untracked().is_some_and(|n| n > 0)
    }

    /// A screen showing the table is up until the current owner (the screen) is cleaned
    /// up: the deciders play meanwhile.
    pub fn show_here(self) {
        self.shown.update(|n| *n += 1);
        on_cleanup(move || {
            self.shown.try_update(|n| *n = n.saturating_sub(1));
        });
    }

    /// Holds the table for a decider at work on the person's last move (`true`), or
    /// gives it back to the person (`false`).
    pub fn hold(self, held: bool) {
        if self.held.get_untracked() != held {
            self.held.set(held);
        }
    }

    /// Plays `moves` for the seats they are meant for, one after another: the first on
    /// the state `at` after `first_delay_ms`, each next `pace_ms` after the one before,
    /// on the state that one made. A move refused (the game moved on, or the table went
    /// off screen) ends it, and `then` is not called; once all are played, `then` runs.
    pub fn replies(
        self,
        at: StateId,
        moves: Vec<(u8, Action, Option<AiReason>)>,
        first_delay_ms: u64,
        pace_ms: u64,
        then: impl FnOnce() + 'static,
    ) {
        set_timeout(
            move || {
                if !self.is_shown() {
                    return;
                }
                let mut moves = moves.into_iter();
                let Some((seat, action, reason)) = moves.next() else {
                    then();
                    return;
                };
                let mut next = None;
                self.session.update(|s| {
                    if let Some(s) = s.as_mut() {
                        if s.act(seat, action, at, reason).is_ok() {
                            next = Some(s.state_id());
                        }
                    }
                });
                let Some(next) = next else { return };
                let rest: Vec<_> = moves.collect();
                if rest.is_empty() {
                    then();
                } else {
                    self.replies(next, rest, pace_ms, pace_ms, then);
                }
            },
            std::time::Duration::from_millis(first_delay_ms),
        );
    }

    /// Reads the session for a decider (the seat to act, the record it asks the AI with).
    /// Whether the game is still in the state `at`, read without tracking it.
    pub(super) fn still_at(self, at: StateId) -> bool {
        self.session
            .try_with_untracked(|s| s.as_ref().is_some_and(|s| s.state_id() == at))
            .unwrap_or(false)
    }

    pub(super) fn with_session<T>(self, read: impl FnOnce(&Session) -> T) -> Option<T> {
        self.session.with(|s| s.as_ref().map(read))
    }
}
