//! The current round's public history: what each seat saw the others do since cards were
//! last dealt, so that a player (or an AI) can read the table as strong players do (who
//! passed at once, who spent a Heroine early).
//!
//! The game itself keeps no history (its state is one block of plain data that searches
//! copy by the million). Whoever applies the actions keeps a [`RoundLog`] beside the game,
//! which holds everything; [`Game::observation_with`] gives one seat's view of it: the
//! position when the cards were dealt as that seat saw it, and every action since, a card
//! another seat played face down masked until it is turned up.
//!
//! "Since cards were last dealt": a deal (a new round), a draw after battle or the duel's
//! refill starts the history afresh, so that every hand in it is the one dealt then, less
//! what was played. Under the usual rules that is the round.

use crate::action::Action;
use crate::card::CardCounts;
use crate::event::{Event, TokenReason};
use crate::game::Game;
use crate::observation::{History, Observation, Seen};
use crate::record::{Record, ReplayError};

/// One action as it happened, hidden parts included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Logged {
    seat: u8,
    action: Action,
    /// Played face down and not turned up since.
    face_down: bool,
    shown: CardCounts,
    token: Option<u8>,
}

/// The round's full history, kept beside a game by whoever applies its actions: the
/// position when cards were last dealt and every action since. It knows every hidden
/// card; [`RoundLog::seen_by`] gives what one seat saw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundLog {
    start: Game,
    actions: Vec<Logged>,
}

impl RoundLog {
    /// A log that starts at `game`'s position (a new deal, or an arranged position).
    pub fn new(game: &Game) -> RoundLog {
        RoundLog {
            start: game.clone(),
            actions: Vec::new(),
        }
    }

    /// Notes `action`, which `seat` has just applied with `events`; `after` is the game
    /// as it now is. Cards dealt by the action start the history afresh from `after`.
    pub fn note(&mut self, seat: u8, action: Action, events: &[Event], after: &Game) {
        if events.iter().any(|e| matches!(e, Event::Dealt { .. })) {
            *self = RoundLog::new(after);
            return;
        }
        self.actions.push(Logged {
            seat,
            action,
            face_down: false,
            shown: CardCounts::EMPTY,
            token: None,
        });
        for event in events {
            match *event {
                Event::Played {
                    seat: s,
                    card: None,
                } if s == seat => {
                    if let Some(last) = self.actions.last_mut() {
                        last.face_down = true;
                    }
                }
                // A row holds one face-down card at most (R7): the one turned up is its
                // seat's last card played face down.
                Event::Revealed { seat: s, .. } => {
                    if let Some(played) = self
                        .actions
                        .iter_mut()
                        .rev()
                        .find(|l| l.seat == s && l.face_down)
                    {
                        played.face_down = false;
                    }
                }
                Event::HandDiscarded { seat: s, cards } if s == seat => {
                    if let Some(last) = self.actions.last_mut() {
                        last.shown = cards;
                    }
                }
                Event::TokenMoved {
                    to,
                    reason: TokenReason::DrawnAfterFailedBattle,
                    ..
                } => {
                    if let Some(last) = self.actions.last_mut() {
                        last.token = Some(to);
                    }
                }
                _ => {}
            }
        }
    }

    /// The position when cards were last dealt, every hidden card included.
    pub fn start(&self) -> &Game {
        &self.start
    }

    /// The actions since, as they were taken.
    pub fn actions(&self) -> impl Iterator<Item = (u8, Action)> + '_ {
        self.actions.iter().map(|l| (l.seat, l.action))
    }

    /// The round as `seat` saw it.
    pub fn seen_by(&self, seat: u8) -> History {
        let mut start = self.start.observation(seat);
        start.legal = Vec::new();
        let actions = self
            .actions
            .iter()
            .map(|l| {
                // Only an unrevealed face-down card hides what was done; the kept cards
                // of a round's end are never here, since the next deal follows them.
                let hidden = l.seat != seat && (l.face_down || matches!(l.action, Action::Keep(_)));
                Seen {
                    seat: l.seat,
                    action: (!hidden).then_some(l.action),
                    shown: l.shown,
                    token: l.token,
                }
            })
            .collect();
        History {
            start: Box::new(start),
            actions,
        }
    }
}

impl Game {
    /// [`Game::observation`] with the round's public history from `log`, the log kept
    /// beside this game.
    pub fn observation_with(&self, seat: u8, log: &RoundLog) -> Observation {
        let mut obs = self.observation(seat);
        obs.history = Some(log.seen_by(seat));
        obs
    }
}

impl Record {
    /// Replays the record as [`Record::replay`] does, keeping the round's history beside
    /// the game.
    pub fn replay_logged(&self) -> Result<(Game, RoundLog), ReplayError> {
        let mut game = Game::new(self.setup).map_err(ReplayError::Setup)?;
        let mut log = RoundLog::new(&game);
        let mut events = Vec::new();
        for (index, &action) in self.actions.iter().enumerate() {
            let seat = game.to_act().unwrap_or(0);
            events.clear();
            game.apply_with(action, &mut events)
                .map_err(|error| ReplayError::Action { index, error })?;
            log.note(seat, action, &events, &game);
        }
        Ok((game, log))
    }

    /// What `seat` (one of the table's) sees at the record's end, with the round's public
    /// history: all an AI may know.
    pub fn observation(&self, seat: u8) -> Result<Observation, ReplayError> {
        let (game, log) = self.replay_logged()?;
        Ok(game.observation_with(seat, &log))
    }
}
