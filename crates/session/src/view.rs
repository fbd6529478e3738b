//! What one viewer may see of a game at the table: [`SeatView`], one value per viewer,
//! from which the table is drawn during play (the rows, the hand, the map, the prompt,
//! the chronicle, the motion and the announcements), in the page and, sent over the
//! network, on a friend's device. It holds the public state, the viewer's own hand and
//! legal actions, and nothing of another seat's hidden cards: it is made from the
//! engine's observation for the viewer (whose contract is exactly that), the public
//! events, and the AI's reasons cut to what any player may read while the game is on
//! ([`AiReason::in_play`]). Like boardgame.io's `playerView`, it is the only thing a
//! viewer's screen reads.

use crate::chronicle::{Line, Teller};
use crate::day::Day;
use crate::log::LogEntry;
use crate::reasons::AiReason;
use crate::seats::{Origin, SeatConfig, SeatKind};
use crate::session::{Session, StateId};
use crate::words::action_label;
use engine::{Action, Game, Observation, Phase, Preset, Rules, Table};
use i18n::Catalog;
use serde::{Deserialize, Serialize};

/// One viewer's view of the game at the table, as of the state `at`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatView {
    /// The game's id (tells one game from the next on the same screen).
    pub game: String,
    /// The state this view shows: a move chosen on it is sent with this id, and refused
    /// if the game has moved on ([`crate::Error::Stale`]).
    pub at: StateId,
    /// Whose view: a seat's, or `None` for what every seat may see (the screen between
    /// two players at one device).
    pub viewer: Option<u8>,
    pub seats: Vec<SeatConfig>,
    /// The engine's observation for the viewer: the public table, the viewer's own hand,
    /// the rows with the others' face-down cards hidden, the counts.
    pub observation: Observation,
    /// The viewer's moves now: empty unless it is the viewer's decision and the viewer
    /// may make it from this screen.
    pub legal: Vec<Action>,
    /// How many moves have been played.
    pub moves: u32,
    /// The chronicle, as facts (every event is public).
    pub log: Vec<LogEntry>,
    /// The AI's reasons by move number, as any player may read them during play.
    pub reasons: Vec<(u32, AiReason)>,
    /// Strengths of the last finished battle, shown until the next one starts.
    pub last_strengths: Option<[i32; 6]>,
    /// The card the last move laid in a row: (seat, position in the row).
    pub fresh_card: Option<(u8, usize)>,
    /// Who may take a move back from this screen now: the viewer, or (on the public view
    /// between two players at one device) the player who still holds it.
    pub take_back_by: Option<u8>,
    /// A person at this device must take it before anything private is shown.
    pub handoff: Option<u8>,
    pub origin: Origin,
    pub daily: Option<Day>,
}

impl Session {
    /// What `viewer` may see now (`None`: what every seat may see). The viewer's legal
    /// moves are there when it is their decision and they hold the device.
    pub fn view(&self, viewer: Option<u8>) -> SeatView {
        self.view_with(self.game(), viewer)
    }

    /// [`Session::view`] drawn from `game` in place of this session's own: the same
    /// public state with other hidden cards (a deal resampled from a seat's observation)
    /// must give that seat the same view. For the tests that hold the view to it.
    #[doc(hidden)]
    pub fn view_with(&self, game: &Game, viewer: Option<u8>) -> SeatView {
        let observation = match viewer {
            Some(seat) if seat < game.players() => game.observation(seat),
            _ => game.public_observation(),
        };
        let viewer = viewer.filter(|&seat| seat < game.players());
        let acting = viewer.is_some_and(|seat| self.may_act_here(seat));
        SeatView {
            game: self.id().to_string(),
            at: self.state_id(),
            viewer,
            seats: self.seats().to_vec(),
            legal: if acting {
                observation.legal.clone()
            } else {
                Vec::new()
            },
            observation,
            moves: self.moves() as u32,
            log: self.log().to_vec(),
            reasons: self
                .reasons()
                .iter()
                .map(|&(number, reason)| (number, reason.in_play()))
                .collect(),
            last_strengths: self.last_strengths(),
            fresh_card: self.fresh_card(),
            take_back_by: viewer
                .or(self.viewer())
                .filter(|&seat| self.can_take_back(seat)),
            // The host's device passing between its people is nothing to a friend's.
            handoff: self
                .handoff_to()
                .filter(|_| viewer.is_none_or(|seat| self.kind(seat) != SeatKind::Friend)),
            origin: self.origin(),
            daily: self.daily(),
        }
    }

    /// Whether `seat` may act now from a screen showing its view: it is its decision,
    /// a person plays it, and at a shared device it holds the device.
    fn may_act_here(&self, seat: u8) -> bool {
        self.acting() == Some(seat)
            && self.is_person(seat)
            && (self.kind(seat) != SeatKind::Human || self.viewer() == Some(seat))
    }
}

impl SeatView {
    /// The public table: the board, the battle, the token, the counts.
    pub fn table(&self) -> &Table {
        &self.observation.table
    }

    pub fn rules(&self) -> &Rules {
        &self.observation.table.rules
    }

    pub fn preset(&self) -> Preset {
        self.rules().preset
    }

    pub fn players(&self) -> u8 {
        self.observation.table.players
    }

    pub fn phase(&self) -> Phase {
        self.observation.table.phase
    }

    pub fn is_over(&self) -> bool {
        self.phase() == Phase::GameOver
    }

    /// The seat whose decision it is.
    pub fn acting(&self) -> Option<u8> {
        self.observation.table.to_act()
    }

    /// The seat the viewer acts for now, if the decision is theirs to make here.
    pub fn my_turn(&self) -> Option<u8> {
        self.viewer.filter(|_| !self.legal.is_empty())
    }

    /// A seat's kind (a person for a seat the table does not have).
    pub fn kind(&self, seat: u8) -> SeatKind {
        self.seats
            .get(seat as usize)
            .map_or(SeatKind::Human, |s| s.kind)
    }

    /// The AI seat whose decision it is, if an AI must act.
    pub fn ai_acting(&self) -> Option<u8> {
        self.acting().filter(|&seat| !self.kind(seat).is_person())
    }

    /// A seat's name ("?" for a seat the table does not have).
    pub fn name(&self, seat: u8) -> &str {
        self.seats
            .get(seat as usize)
            .map_or("?", |s| s.name.as_str())
    }

    /// The cards left to draw: the deck, or in the duel both players' own decks.
    pub fn cards_to_draw(&self) -> u32 {
        if self.rules().duel {
            self.observation.own_deck_sizes.iter().sum()
        } else {
            self.observation.deck_size
        }
    }

    /// What telling this game needs (see [`crate::chronicle`]).
    pub fn teller(&self) -> Teller<'_> {
        Teller {
            seats: &self.seats,
            preset: self.preset(),
        }
    }

    /// Words for a move in this game.
    pub fn action_label(&self, words: &Catalog, action: Action) -> String {
        action_label(words, action, self.preset(), &self.seats)
    }

    /// The chronicle's line for an entry.
    pub fn describe(&self, words: &Catalog, entry: &LogEntry) -> Option<String> {
        self.teller().describe(words, entry)
    }

    /// The chronicle as lines, oldest first, each AI reason (as any player may read it
    /// during play) under the first line of its move.
    pub fn chronicle_lines(&self, words: &Catalog) -> Vec<Line> {
        let why = |number: u32| {
            self.reasons
                .iter()
                .find(|(n, _)| *n == number)
                .map(|(_, reason)| reason.text(words))
        };
        self.teller().lines(words, &self.log, &why)
    }
}
