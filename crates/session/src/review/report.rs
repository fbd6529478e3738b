//! What a review is made with and what it gives: the options, the finished review (plain
//! data, kept with a saved game), and why a record cannot be reviewed. (The analysis
//! fills a review in; the words tell it: both use these types, so they sit below them.)

use super::battles::BattleMark;
use super::judge::{Decision, VerdictCounts};
use super::turning::TurningPoint;
use serde::{Deserialize, Serialize};

/// The version of [`Review`]'s serialised form; a saved review of another version is
/// analysed again.
pub const REVIEW_VERSION: u8 = 1;

/// How a review is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewOptions {
    /// Every random choice of the review comes from this seed.
    pub seed: u64,
    /// The seats whose decisions are judged (a bit mask: seat 0 is bit 0); the humans,
    /// usually.
    pub judged: u8,
    /// The evaluator's iterations per judged decision.
    pub budget: u32,
    /// Play-outs per position for the chances.
    pub playouts: u32,
    /// The share of the play-outs' decisions made at random, in thousandths.
    pub noise_permille: u32,
}

impl Default for ReviewOptions {
    /// Judges nobody; the chart and the turning points only.
    fn default() -> Self {
        ReviewOptions {
            seed: 1,
            judged: 0,
            budget: 2_000,
            playouts: 200,
            noise_permille: 400,
        }
    }
}

impl ReviewOptions {
    /// The default options, judging the seats of `judged` (a bit mask).
    pub fn judging(judged: u8) -> ReviewOptions {
        ReviewOptions {
            judged,
            ..ReviewOptions::default()
        }
    }

    pub fn judges(&self, seat: u8) -> bool {
        seat < 8 && self.judged & (1 << seat) != 0
    }
}

/// One player's summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSummary {
    pub seat: u8,
    /// Whether this seat's decisions were judged.
    pub judged: bool,
    /// Accuracy in whole percent (see [`super::judge::accuracy`]); `None` without a judged decision.
    pub accuracy: Option<u8>,
    pub verdicts: VerdictCounts,
}

/// A finished review: plain data, integers and names only, kept with a saved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Review {
    pub version: u8,
    pub seed: u64,
    pub budget: u32,
    pub playouts: u32,
    pub noise_permille: u32,
    /// Each seat's chance at the deal, in whole percent.
    pub start: Vec<u8>,
    /// After each move (one list per move), each seat's chance in whole percent: they add
    /// up to 100; the last list is the outcome.
    pub chances: Vec<Vec<u8>>,
    pub battles: Vec<BattleMark>,
    /// The largest swings, largest first.
    pub turning_points: Vec<TurningPoint>,
    /// The judged decisions, in move order.
    pub decisions: Vec<Decision>,
    /// One per seat.
    pub players: Vec<PlayerSummary>,
}

impl Review {
    /// Seat `seat`'s chance after each move: one chart series.
    pub fn series(&self, seat: u8) -> Vec<u8> {
        self.chances
            .iter()
            .map(|c| c.get(seat as usize).copied().unwrap_or(0))
            .collect()
    }

    /// Whether this review can be the review of a finished game of `players` seats and
    /// `moves` moves: this version's form, one figure per seat at the deal and after
    /// every move, and every move and seat it names inside the game. A saved review that
    /// does not fit (damaged, or of another version) is made again.
    pub fn fits(&self, players: u8, moves: usize) -> bool {
        let seats = players as usize;
        let in_game = |m: u32, seat: u8| (m as usize) < moves && seat < players;
        self.version == REVIEW_VERSION
            && self.start.len() == seats
            && self.chances.len() == moves
            && self.chances.iter().all(|c| c.len() == seats)
            && self.players.len() == seats
            && self
                .battles
                .iter()
                .all(|b| b.start <= b.end && (b.end as usize) < moves)
            && self.turning_points.iter().all(|t| {
                in_game(t.move_index, t.mover)
                    && t.seat < players
                    && t.battle.is_none_or(|b| (b as usize) < self.battles.len())
            })
            && self.decisions.iter().all(|d| in_game(d.move_index, d.seat))
    }

    /// A 64-bit digest (FNV-1a over the JSON form, which holds integers and names only),
    /// the same on every platform: a native and a wasm review of one record agree.
    pub fn checksum(&self) -> u64 {
        let json = serde_json::to_vec(self).unwrap_or_default();
        json.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
            (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
        })
    }
}

/// Why a record cannot be reviewed. (Serialised as the AI's worker sends it to the page,
/// which puts it into words.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "error", content = "detail", rename_all = "kebab-case")]
pub enum ReviewError {
    /// The text is not a game record; the reader's message.
    NotARecord(String),
    /// The record's setup is not a game (the engine's message).
    Setup(String),
    /// Move `index` (from 0) cannot be played where it stands.
    IllegalMove { index: usize, reason: String },
    /// The record stops after `moves` moves, before the game is over.
    Unfinished { moves: usize },
}

impl ReviewError {
    /// The reader's or the engine's own message, for a developer (in English).
    pub fn detail(&self) -> Option<&str> {
        match self {
            ReviewError::NotARecord(detail)
            | ReviewError::Setup(detail)
            | ReviewError::IllegalMove { reason: detail, .. } => Some(detail),
            ReviewError::Unfinished { .. } => None,
        }
    }
}
