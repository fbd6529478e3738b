//! One game at the table: who sits where, the engine's game, its record, the chronicle
//! and the AI's reasons. No view here: the app's components read a `Session` and send it
//! actions.

use crate::day::Day;
use crate::error::Error;
use crate::log::LogEntry;
use crate::reasons::AiReason;
use crate::seats::{AiLevel, Origin, SeatConfig, SeatKind};
use crate::words::action_label;
use engine::{Action, Event, Game, Observation, Phase, Preset, Record, Rules, Setup};
use i18n::Catalog;

/// A game in progress and everything shown around it.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    /// The saved game's id (empty until the app gives it one).
    pub id: String,
    /// When the game began, in milliseconds since 1970.
    pub created: f64,
    pub seats: Vec<SeatConfig>,
    pub record: Record,
    pub game: Game,
    /// The chronicle, one entry per event worth telling (put into words when shown).
    pub log: Vec<LogEntry>,
    /// The human seat whose private view (hand) is on screen, if any.
    pub viewer: Option<u8>,
    /// Strengths of the last finished battle, for the table to show until the next one.
    pub last_strengths: Option<[i32; 6]>,
    /// The card the last action laid in a row, as (seat, its position in the row), so the
    /// table can show which card just arrived.
    pub fresh_card: Option<(u8, usize)>,
    /// How this game came to be.
    pub origin: Origin,
    /// How many moves were taken back in this game.
    pub taken_back: u32,
    /// The AI's reasons, by the number of the move they explain (0 is the first move).
    pub reasons: Vec<(u32, AiReason)>,
    /// The day whose daily deal this is (`crate::daily`), if it is one.
    pub daily: Option<Day>,
}

impl Session {
    /// A new game; a setup the engine refuses (or seats that do not match it) is
    /// [`Error::Setup`].
    pub fn new(setup: Setup, seats: Vec<SeatConfig>) -> Result<Session, Error> {
        if seats.len() != setup.players as usize {
            return Err(Error::Setup);
        }
        let game = Game::new(setup).map_err(|_| Error::Setup)?;
        let mut session = Session {
            id: String::new(),
            created: 0.0,
            seats,
            record: Record::new(setup),
            game,
            log: Vec::new(),
            viewer: None,
            last_strengths: None,
            fresh_card: None,
            origin: Origin::New,
            taken_back: 0,
            reasons: Vec::new(),
            daily: None,
        };
        let first = session.game.table().token;
        session.log.push(LogEntry::Dealt { first });
        // With one human at the table, their hand is always the one shown.
        let humans: Vec<u8> = session.humans().collect();
        if let [only] = humans[..] {
            session.viewer = Some(only);
        }
        Ok(session)
    }

    pub fn rules(&self) -> &Rules {
        self.game.rules()
    }

    pub fn preset(&self) -> Preset {
        self.game.rules().preset
    }

    /// A seat's name ("?" for a seat the table does not have).
    pub fn name(&self, seat: u8) -> &str {
        self.seats
            .get(seat as usize)
            .map_or("?", |s| s.name.as_str())
    }

    pub fn humans(&self) -> impl Iterator<Item = u8> + '_ {
        self.seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.kind == SeatKind::Human)
            .map(|(i, _)| i as u8)
    }

    /// A seat's kind (a human for a seat the table does not have).
    pub fn kind(&self, seat: u8) -> SeatKind {
        self.seats
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
            SeatKind::Human => None,
        }
    }

    /// A human must act whose hand is not the one on screen: hand the device over first.
    pub fn handoff_to(&self) -> Option<u8> {
        let seat = self.acting()?;
        (self.kind(seat) == SeatKind::Human && self.viewer != Some(seat)).then_some(seat)
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
        action_label(words, action, self.preset(), &self.seats)
    }

    /// What `seat` sees, with the round's public history (rebuilt from the record): what
    /// an AI decides from. Should the record not replay to this game, the present
    /// position alone.
    pub fn observation(&self, seat: u8) -> Observation {
        match self.record.replay_logged() {
            Ok((game, log)) if game == self.game => self.game.observation_with(seat, &log),
            _ => self.game.observation(seat),
        }
    }

    /// [`Session::apply`] for an AI move, keeping the reason it gave.
    pub fn apply_explained(
        &mut self,
        action: Action,
        reason: Option<AiReason>,
    ) -> Result<Vec<Event>, Error> {
        let seat = self.game.to_act().unwrap_or(0);
        let number = self.record.actions.len() as u32;
        let first_line = self.log.len();
        let events = self.apply(action)?;
        if let Some(reason) = reason {
            self.reasons.push((number, reason));
            // Under the move's own line (a region choice also opens the battle: the reason
            // is the choice's, not the opening's).
            if self.log.len() > first_line {
                self.log.insert(
                    first_line + 1,
                    LogEntry::Why {
                        seat,
                        action,
                        reason,
                    },
                );
            }
        }
        Ok(events)
    }

    /// Replays `actions` (a saved record, or the part of one kept when taking back) with
    /// the reasons known for them; the error is the index of the first illegal action.
    pub fn replay(&mut self, actions: &[Action], reasons: &[(u32, AiReason)]) -> Result<(), usize> {
        for (i, &action) in actions.iter().enumerate() {
            let reason = reasons
                .iter()
                .find(|(n, _)| *n as usize == i)
                .map(|&(_, r)| r);
            self.apply_explained(action, reason).map_err(|_| i)?;
        }
        Ok(())
    }

    /// Applies an action of the acting seat; an illegal one changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, Error> {
        let rows_before: Vec<usize> = (0..self.game.players())
            .map(|p| self.game.row(p).len())
            .collect();
        let events = self.game.apply(action).map_err(|_| Error::Illegal {
            action,
            preset: self.preset(),
            seats: self.seats.clone(),
        })?;
        self.record.actions.push(action);
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
                participants: table.battle.participants,
                final_battle: table.final_battle,
            };
            if entry.is_told() {
                self.log.push(entry);
            }
        }
        Ok(events)
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

/// Is the acting seat asked to choose a region (map clicks matter)?
pub fn map_is_active(phase: Phase) -> bool {
    matches!(phase, Phase::ChooseRegion | Phase::Favor { .. })
}
