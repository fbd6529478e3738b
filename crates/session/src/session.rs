//! One game at the table: who sits where, the engine's game, its record, the chronicle
//! and the AI's reasons. No view here: the app's components read a `Session` and send it
//! actions.
//!
//! A session has one owner of its state. What a game is made of ([`Parts`]: its id,
//! seats, record, origin, take-backs, reasons and daily day) is kept whole, and every
//! way a session is made (a new game, a take-back, a save restored, a replay continued,
//! an import) goes through [`Session::rebuild`], which replays the record: nothing is
//! copied field by field, so an attribute added to [`Parts`] is carried everywhere. The
//! rest (the game, the chronicle, the fresh card, the last strengths) follows from the
//! moves. Each state has a [`StateId`] that only grows: an answer computed for one state
//! (an AI's move, a hint, a puzzle's reply) is dropped when the session has moved on.

use crate::chronicle::{Line, Teller};
use crate::day::Day;
use crate::error::Error;
use crate::log::LogEntry;
use crate::reasons::AiReason;
use crate::seats::{check_seats, AiLevel, Origin, SeatConfig, SeatKind};
use crate::words::action_label;
use engine::{Action, Event, Game, Phase, Preset, Record, Rules, Setup, WinReason};
use i18n::Catalog;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicU64, Ordering};

/// What a game at the table is made of; everything else is replayed from it. A save is
/// these and the time it was written ([`crate::saves::SavedGame`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Parts {
    /// The saved game's id (empty until the app gives it one).
    pub id: String,
    /// When the game began, in milliseconds since 1970.
    pub created: f64,
    pub seats: Vec<SeatConfig>,
    pub record: Record,
    /// How this game came to be.
    #[serde(default)]
    pub origin: Origin,
    /// How many moves were taken back in this game.
    #[serde(default)]
    pub taken_back: u32,
    /// The AI's reasons, by the number of the move they explain (0 is the first move).
    #[serde(default)]
    pub reasons: Vec<(u32, AiReason)>,
    /// The day whose daily deal this is (`crate::daily`), if it is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<Day>,
}

impl Parts {
    /// A new game's parts: no id yet, no move.
    pub fn new(setup: Setup, seats: Vec<SeatConfig>) -> Parts {
        Parts {
            id: String::new(),
            created: 0.0,
            seats,
            record: Record::new(setup),
            origin: Origin::New,
            taken_back: 0,
            reasons: Vec::new(),
            daily: None,
        }
    }

    /// The seats as share links carry them.
    fn shared_seats(&self) -> Vec<links::SharedSeat> {
        self.seats.iter().map(SeatConfig::to_shared).collect()
    }

    /// The deal link's code: the same seats, rules and seed.
    pub fn deal_code(&self) -> String {
        links::encode_deal(&self.record.setup, &self.shared_seats())
    }

    /// The record link's code: the deal and every action so far.
    pub fn record_code(&self) -> Result<String, Error> {
        links::encode_record(
            &self.record.setup,
            &self.shared_seats(),
            &self.record.actions,
        )
        .map_err(Error::Link)
    }
}

/// A state of a session, unique in the process: every session made, every action and
/// every take-back draws a new one, larger than any before. A request sent for one
/// state is answered for it; its answer is used only while the session is still in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct StateId(pub u64);

/// The next state id (one counter for the whole process, so that two sessions, a game
/// left and another opened, never share one).
fn next_state() -> StateId {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    StateId(NEXT.fetch_add(1, Ordering::Relaxed))
}

/// A game in progress and everything shown around it.
#[derive(Clone, Debug)]
pub struct Session {
    parts: Parts,
    game: Game,
    /// The chronicle, one entry per event worth telling (put into words when shown).
    log: Vec<LogEntry>,
    /// The human seat whose private view (hand) is on screen, if any.
    viewer: Option<u8>,
    /// Strengths of the last finished battle, for the table to show until the next one.
    last_strengths: Option<[i32; 6]>,
    /// The card the last action laid in a row, as (seat, its position in the row), so the
    /// table can show which card just arrived.
    fresh_card: Option<(u8, usize)>,
    state: StateId,
}

/// Two sessions are equal when they hold the same game the same way; their state ids
/// (which tell apart two moments, not two games) do not count.
impl PartialEq for Session {
    fn eq(&self, other: &Session) -> bool {
        // Every field named: a field added to `Session` must be decided on here.
        let Session {
            parts,
            game,
            log,
            viewer,
            last_strengths,
            fresh_card,
            state: _,
        } = self;
        *parts == other.parts
            && *game == other.game
            && *log == other.log
            && *viewer == other.viewer
            && *last_strengths == other.last_strengths
            && *fresh_card == other.fresh_card
    }
}

impl Session {
    /// A new game; a setup the engine refuses is [`Error::Rules`], seats that do not pass
    /// [`check_seats`] (one per player, named, in the app's colours) [`Error::Seats`].
    pub fn new(setup: Setup, seats: Vec<SeatConfig>) -> Result<Session, Error> {
        Session::rebuild(Parts::new(setup, seats))
    }

    /// The one way a session is made: the game of `parts`, replayed move by move with the
    /// reasons known for them (a reason for a move the record does not have is dropped).
    /// A setup the engine refuses is [`Error::Rules`], seats that do not pass
    /// [`check_seats`] [`Error::Seats`], a record that stops being legal [`Error::Replay`]
    /// with the move's number (from 1).
    pub fn rebuild(mut parts: Parts) -> Result<Session, Error> {
        let game = Game::new(parts.record.setup).map_err(Error::Rules)?;
        check_seats(&parts.seats, parts.record.setup.players).map_err(Error::Seats)?;
        let actions = std::mem::take(&mut parts.record.actions);
        let reasons = std::mem::take(&mut parts.reasons);
        let mut session = Session {
            parts,
            game,
            log: Vec::new(),
            viewer: None,
            last_strengths: None,
            fresh_card: None,
            state: next_state(),
        };
        let first = session.game.table().token;
        session.log.push(LogEntry::Dealt { first });
        // With one human at the table, their hand is always the one shown.
        let humans: Vec<u8> = session.humans().collect();
        if let [only] = humans[..] {
            session.viewer = Some(only);
        }
        session
            .replay(&actions, &reasons)
            .map_err(|i| Error::Replay { number: i + 1 })?;
        Ok(session)
    }

    /// The game of `setup` and `seats` after `actions`, up to the first of them the rules
    /// refuse (a record link's replay shows a record that turns illegal part-way up to its
    /// last legal move). A setup or seats refused are [`Error::Rules`], [`Error::Seats`].
    pub fn played_up_to(
        setup: Setup,
        seats: Vec<SeatConfig>,
        actions: &[Action],
    ) -> Result<Session, Error> {
        let mut session = Session::new(setup, seats)?;
        let _ = session.replay(actions, &[]);
        Ok(session)
    }

    /// Plays `actions` on from here, with the reasons known for them (by move number from
    /// the game's start); the error is the index in `actions` of the first illegal one,
    /// and the moves before it stay played.
    fn replay(&mut self, actions: &[Action], reasons: &[(u32, AiReason)]) -> Result<(), usize> {
        for (i, &action) in actions.iter().enumerate() {
            let number = self.moves() as u32;
            let reason = reasons.iter().find(|(n, _)| *n == number).map(|&(_, r)| r);
            self.play(action, reason).map_err(|_| i)?;
        }
        Ok(())
    }

    /// What this game is made of: [`Session::rebuild`] of them is this game again.
    pub fn parts(&self) -> &Parts {
        &self.parts
    }

    /// This state's id (see [`StateId`]).
    pub fn state_id(&self) -> StateId {
        self.state
    }

    /// The game's id and the time it began, given when it starts at the table.
    pub fn assign_id(&mut self, id: String, created: f64) {
        self.parts.id = id;
        self.parts.created = created;
    }

    /// Marks how the game came to be (a lesson, a game continued from a replay, …).
    pub fn mark_origin(&mut self, origin: Origin) {
        self.parts.origin = origin;
    }

    /// Marks the game as the daily deal of `day`.
    pub fn mark_daily(&mut self, day: Day) {
        self.parts.daily = Some(day);
    }

    pub fn id(&self) -> &str {
        &self.parts.id
    }

    pub fn created(&self) -> f64 {
        self.parts.created
    }

    pub fn seats(&self) -> &[SeatConfig] {
        &self.parts.seats
    }

    pub fn record(&self) -> &Record {
        &self.parts.record
    }

    /// How many moves have been played.
    pub fn moves(&self) -> usize {
        self.parts.record.actions.len()
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    pub fn viewer(&self) -> Option<u8> {
        self.viewer
    }

    pub fn last_strengths(&self) -> Option<[i32; 6]> {
        self.last_strengths
    }

    pub fn fresh_card(&self) -> Option<(u8, usize)> {
        self.fresh_card
    }

    pub fn origin(&self) -> Origin {
        self.parts.origin
    }

    pub fn taken_back(&self) -> u32 {
        self.parts.taken_back
    }

    pub fn reasons(&self) -> &[(u32, AiReason)] {
        &self.parts.reasons
    }

    pub fn daily(&self) -> Option<Day> {
        self.parts.daily
    }

    pub fn rules(&self) -> &Rules {
        self.game.rules()
    }

    pub fn preset(&self) -> Preset {
        self.game.rules().preset
    }

    /// A seat's name ("?" for a seat the table does not have).
    pub fn name(&self, seat: u8) -> &str {
        self.parts
            .seats
            .get(seat as usize)
            .map_or("?", |s| s.name.as_str())
    }

    pub fn humans(&self) -> impl Iterator<Item = u8> + '_ {
        self.parts
            .seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.kind == SeatKind::Human)
            .map(|(i, _)| i as u8)
    }

    /// Whether a person plays `seat` (at this device or another), not an AI.
    pub fn is_person(&self, seat: u8) -> bool {
        (seat as usize) < self.parts.seats.len() && self.kind(seat).is_person()
    }

    /// The seats people play.
    pub fn people(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.parts.seats.len() as u8).filter(|&seat| self.is_person(seat))
    }

    /// A seat's kind (a human for a seat the table does not have).
    pub fn kind(&self, seat: u8) -> SeatKind {
        self.parts
            .seats
            .get(seat as usize)
            .map_or(SeatKind::Human, |s| s.kind)
    }

    /// The seat whose decision it is.
    pub fn acting(&self) -> Option<u8> {
        self.game.to_act()
    }

    /// The level of the AI that must act now, if an AI must act.
    pub fn ai_to_act(&self) -> Option<(u8, AiLevel)> {
        let seat = self.acting()?;
        match self.kind(seat) {
            SeatKind::Ai(level) => Some((seat, level)),
            SeatKind::Human | SeatKind::Friend => None,
        }
    }

    /// A human must act whose hand is not the one on screen: hand the device over first.
    pub fn handoff_to(&self) -> Option<u8> {
        let seat = self.acting()?;
        (self.kind(seat) == SeatKind::Human && self.viewer != Some(seat)).then_some(seat)
    }

    /// The chronicle starts afresh from here (a puzzle's table tells only the moves made
    /// from its position).
    pub fn start_chronicle_here(&mut self) {
        self.log.clear();
    }

    /// The device is now in `seat`'s hands.
    pub fn take_device(&mut self, seat: u8) {
        self.viewer = Some(seat);
    }

    /// The human who may act now through the screen: the acting seat, once it holds the
    /// device.
    pub fn human_to_act(&self) -> Option<u8> {
        let seat = self.acting()?;
        (self.kind(seat) == SeatKind::Human && self.viewer == Some(seat)).then_some(seat)
    }

    /// Words for a move in this game (its edition's card names, its seats' names).
    pub fn action_label(&self, words: &Catalog, action: Action) -> String {
        action_label(words, action, self.preset(), &self.parts.seats)
    }

    /// What telling this game needs (see [`crate::chronicle`]).
    pub fn teller(&self) -> Teller<'_> {
        Teller {
            seats: &self.parts.seats,
            preset: self.preset(),
        }
    }

    /// The chronicle's line for an entry (see [`Teller::describe`]).
    pub fn describe(&self, words: &Catalog, entry: &LogEntry) -> Option<String> {
        self.teller().describe(words, entry)
    }

    /// The whole chronicle as lines, oldest first, each AI reason in full under its move
    /// (the alternatives it weighed, what it read): for a finished game's replay and
    /// review. During play a seat's view tells only what that seat may know
    /// ([`crate::SeatView::chronicle_lines`]).
    pub fn chronicle_lines(&self, words: &Catalog) -> Vec<Line> {
        let why = |number: u32| {
            let (_, reason) = self.parts.reasons.iter().find(|(n, _)| *n == number)?;
            let chosen = *self.parts.record.actions.get(number as usize)?;
            let name = |a| self.action_label(words, a);
            let seat = |s: u8| self.name(s).to_string();
            Some(reason.explain(words, chosen, &name, &seat))
        };
        self.teller().lines(words, &self.log, &why)
    }

    /// "Anna, Bianca" for a seat mask.
    pub fn seat_list(&self, words: &Catalog, mask: u8) -> String {
        self.teller().seat_list(words, mask)
    }

    /// "Anna wins — 3 adjacent regions".
    pub fn outcome_text(&self, words: &Catalog, winners: u8, reason: WinReason) -> String {
        self.teller().outcome_text(words, winners, reason)
    }

    /// A move `seat` chose on the state `at`: played if the session is still in that state
    /// and it is `seat`'s decision and the rules allow it, with the reason an AI gave for
    /// it (kept for the chronicle, the save and the review). Refused, changing nothing,
    /// with [`Error::Stale`] when the session has left the state `at` (a move taken back
    /// or made since: an answer for another state), [`Error::NotYourTurn`] when another
    /// seat acts now, [`Error::Illegal`] when the rules forbid it.
    pub fn act(
        &mut self,
        seat: u8,
        action: Action,
        at: StateId,
        reason: Option<AiReason>,
    ) -> Result<Vec<Event>, Error> {
        if at != self.state {
            return Err(Error::Stale);
        }
        if self.acting() != Some(seat) {
            return Err(Error::NotYourTurn);
        }
        self.play(action, reason)
    }

    /// Plays the acting seat's `action` on from here (a record replayed, a take-back's
    /// rebuild): the one place a move enters the game.
    fn play(&mut self, action: Action, reason: Option<AiReason>) -> Result<Vec<Event>, Error> {
        let number = self.moves() as u32;
        let rows_before: Vec<usize> = (0..self.game.players())
            .map(|p| self.game.row(p).len())
            .collect();
        let events = self.game.apply(action).map_err(|e| Error::Illegal {
            action,
            refusal: e.reason,
            preset: self.preset(),
            seats: self.parts.seats.clone(),
        })?;
        self.parts.record.actions.push(action);
        if let Some(reason) = reason {
            self.parts.reasons.push((number, reason));
        }
        self.state = next_state();
        // A card that went to a row (not a season card to the season slot, nor a row
        // cleared by the battle's end) is the fresh one.
        self.fresh_card = events.iter().find_map(|e| match e {
            Event::Played { seat, .. } => {
                let len = self.game.row(*seat).len();
                (len > rows_before[*seat as usize]).then(|| (*seat, len - 1))
            }
            _ => None,
        });
        for event in &events {
            if let Event::BattleStarted { .. } = event {
                self.last_strengths = None;
            }
            if let Event::BattleEnded { strengths, .. } = event {
                self.last_strengths = Some(*strengths);
            }
            let table = self.game.table();
            let entry = LogEntry::Event {
                event: event.clone(),
                number,
                participants: table.battle.participants,
                final_battle: table.final_battle,
            };
            if entry.is_told() {
                self.log.push(entry);
            }
        }
        Ok(events)
    }

    /// The deal link's code: the same seats, rules and seed.
    pub fn deal_code(&self) -> String {
        self.parts.deal_code()
    }

    /// The record link's code: the deal and every action so far.
    pub fn record_code(&self) -> Result<String, Error> {
        self.parts.record_code()
    }
}

/// Is the acting seat asked to choose a region (map clicks matter)?
pub fn map_is_active(phase: Phase) -> bool {
    matches!(phase, Phase::ChooseRegion | Phase::Favor { .. })
}
