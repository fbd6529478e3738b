//! The player's record against the AI: per edition and opponent level, the games, wins,
//! win share, current and best winning streak and the last results.
//!
//! The rules (also shown to the player under the record):
//! - Only finished games with exactly one human seat are recorded.
//! - The opponent level is the AIs' level when every AI seat has the same one, else
//!   [`MIXED`].
//! - A win is a victory the human holds alone. A shared victory is its own result: it
//!   counts as a game but not as a win (so it lowers the win share) and ends a winning
//!   streak, like a loss.
//! - A game continued from a replay, imported from a file, or with a move taken back is
//!   listed among the last results, marked, and counts in nothing else.
//! - A game is recorded once: the ids of recorded games are remembered (the newest
//!   [`REMEMBERED_IDS`]), so a reload or a re-drawn game-over screen adds nothing.
//!
//! The record is kept in a [`Store`] (the app's is localStorage, next to the saves); an
//! unreadable one is moved aside, never lost, and a newer app's is left alone.

use crate::seats::{AiLevel, Origin, SeatKind};
use crate::session::Session;
use crate::store::{set_aside, Store, StoreError};
use serde::{Deserialize, Serialize};

/// The stored format's version. A change to [`Stats`] must bump it and add a step to
/// [`migrate`] that turns the previous version's JSON into the new one, so an existing
/// record is upgraded, never lost.
pub const STATS_VERSION: u32 = 1;
/// How many results each group keeps for the "last results" row.
pub const RECENT: usize = 20;
/// How many recorded game ids are remembered against double counting. A game can only be
/// recorded again if it is reopened after this many newer games, and a finished game is
/// never reopened by the app (the saved-games list only resumes games in progress).
pub const REMEMBERED_IDS: usize = 2000;
/// The opponent level of a table whose AIs do not all play at one level.
pub const MIXED: &str = "mixed";

/// How a recorded game ended for the human.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// The human alone won.
    Win,
    Loss,
    /// The human won together with someone else.
    Shared,
}

impl Verdict {
    pub fn id(self) -> &'static str {
        match self {
            Verdict::Win => "win",
            Verdict::Loss => "loss",
            Verdict::Shared => "shared",
        }
    }
}

/// One finished game in the record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameResult {
    /// The saved game's id.
    pub id: String,
    /// When it was recorded, in milliseconds since 1970.
    pub finished: f64,
    pub verdict: Verdict,
    #[serde(default)]
    pub origin: Origin,
    #[serde(default)]
    pub taken_back: u32,
    /// The group's winning streak right after this game (0 for a game not counted).
    #[serde(default)]
    pub streak: u32,
}

impl GameResult {
    /// Whether the game counts in the figures: dealt fresh and played without taking a
    /// move back.
    pub fn counted(&self) -> bool {
        self.origin == Origin::New && self.taken_back == 0
    }
}

/// The record for one edition against one opponent level.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Group {
    /// The edition's id ([`engine::Preset::id`]).
    pub edition: String,
    /// An [`AiLevel::id`], or [`MIXED`].
    pub level: String,
    pub games: u32,
    pub wins: u32,
    pub shared: u32,
    /// Wins in a row, up to the last counted game.
    pub streak: u32,
    pub best: u32,
    /// The last results, counted or not, oldest first, at most [`RECENT`].
    pub recent: Vec<GameResult>,
}

impl Group {
    fn new(edition: &str, level: &str) -> Group {
        Group {
            edition: edition.to_string(),
            level: level.to_string(),
            games: 0,
            wins: 0,
            shared: 0,
            streak: 0,
            best: 0,
            recent: Vec::new(),
        }
    }

    pub fn losses(&self) -> u32 {
        self.games - self.wins - self.shared
    }

    /// Wins per counted game, as a whole percentage rounded to the nearest; `None` before
    /// the first counted game.
    pub fn win_percent(&self) -> Option<u32> {
        (self.games > 0).then(|| {
            ((u64::from(self.wins) * 100 + u64::from(self.games) / 2) / u64::from(self.games))
                as u32
        })
    }

    /// When the group's last game was recorded.
    pub fn last_played(&self) -> f64 {
        self.recent.last().map_or(0.0, |r| r.finished)
    }
}

/// A finished game, ready to be recorded.
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    pub edition: String,
    pub level: String,
    pub result: GameResult,
}

/// The whole record, as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Stats {
    pub version: u32,
    pub groups: Vec<Group>,
    /// Ids of the games already recorded, oldest first (kept across a reset, so a reset
    /// cannot let a game be counted twice).
    pub recorded: Vec<String>,
}

impl Default for Stats {
    fn default() -> Self {
        Stats {
            version: STATS_VERSION,
            groups: Vec::new(),
            recorded: Vec::new(),
        }
    }
}

impl Stats {
    pub fn group(&self, edition: &str, level: &str) -> Option<&Group> {
        self.groups
            .iter()
            .find(|g| g.edition == edition && g.level == level)
    }

    pub fn is_recorded(&self, id: &str) -> bool {
        self.recorded.iter().any(|r| r == id)
    }

    /// Adds a finished game; `false` (and nothing changes) if it was recorded before.
    pub fn record(&mut self, game: Finished) -> bool {
        let Finished {
            edition,
            level,
            mut result,
        } = game;
        if self.is_recorded(&result.id) {
            return false;
        }
        self.recorded.push(result.id.clone());
        keep_last(&mut self.recorded, REMEMBERED_IDS);
        let index = match self
            .groups
            .iter()
            .position(|g| g.edition == edition && g.level == level)
        {
            Some(i) => i,
            None => {
                self.groups.push(Group::new(&edition, &level));
                self.groups.len() - 1
            }
        };
        let group = &mut self.groups[index];
        if result.counted() {
            group.games += 1;
            match result.verdict {
                Verdict::Win => {
                    group.wins += 1;
                    group.streak += 1;
                    group.best = group.best.max(group.streak);
                }
                Verdict::Shared => {
                    group.shared += 1;
                    group.streak = 0;
                }
                Verdict::Loss => group.streak = 0,
            }
            result.streak = group.streak;
        } else {
            result.streak = 0;
        }
        group.recent.push(result);
        keep_last(&mut group.recent, RECENT);
        true
    }

    /// A recorded game and its group, if it is still among the group's last results.
    pub fn result_of(&self, id: &str) -> Option<(&Group, &GameResult)> {
        self.groups
            .iter()
            .find_map(|g| g.recent.iter().find(|r| r.id == id).map(|r| (g, r)))
    }

    /// Wipes every figure and result; the recorded ids stay (see [`Stats::recorded`]).
    pub fn reset(&mut self) {
        self.groups.clear();
    }

    /// The groups, the most recently played first.
    pub fn groups_by_recency(&self) -> Vec<&Group> {
        let mut groups: Vec<&Group> = self.groups.iter().collect();
        groups.sort_by(|a, b| b.last_played().total_cmp(&a.last_played()));
        groups
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("the record serialises")
    }
}

/// Drops the oldest items of `list` (the first ones) beyond the newest `n`.
fn keep_last<T>(list: &mut Vec<T>, n: usize) {
    let extra = list.len().saturating_sub(n);
    list.drain(..extra);
}

/// The opponent level of a table: the AIs' level if they share one, else [`MIXED`]
/// (`None` for a table with no AI).
pub fn opponent_level(kinds: impl IntoIterator<Item = SeatKind>) -> Option<String> {
    let levels: Vec<AiLevel> = kinds
        .into_iter()
        .filter_map(|k| match k {
            SeatKind::Ai(level) => Some(level),
            SeatKind::Human => None,
        })
        .collect();
    let first = *levels.first()?;
    Some(if levels.iter().all(|l| *l == first) {
        first.id().to_string()
    } else {
        MIXED.to_string()
    })
}

/// What the record makes of a session: `None` unless it is finished with exactly one
/// human at the table.
pub fn finished(session: &Session, now: f64) -> Option<Finished> {
    // A lesson is played on a prepared deal: it says nothing of the player's skill.
    if session.origin == Origin::Lesson {
        return None;
    }
    let outcome = session.game.outcome()?;
    let humans: Vec<u8> = session.humans().collect();
    let [human] = humans[..] else {
        return None;
    };
    let level = opponent_level(session.seats.iter().map(|s| s.kind))?;
    let verdict = if outcome.winners & (1 << human) == 0 {
        Verdict::Loss
    } else if outcome.winners == 1 << human {
        Verdict::Win
    } else {
        Verdict::Shared
    };
    Some(Finished {
        edition: session.preset().id().to_string(),
        level,
        result: GameResult {
            id: session.id.clone(),
            finished: now,
            verdict,
            origin: session.origin,
            taken_back: session.taken_back,
            streak: 0,
        },
    })
}

/// Why a stored record could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    NotJson,
    NoVersion,
    /// Written by a newer version of the app: left alone, not overwritten.
    Newer(u64),
    /// Valid JSON with a version, but not a record (or one whose figures contradict each
    /// other).
    Damaged,
}

/// Brings a stored record of an older `version` up to [`STATS_VERSION`], one version at
/// a time (`1 => …` would turn version 1's JSON into version 2's, and so on).
fn migrate(value: serde_json::Value, version: u64) -> Result<serde_json::Value, ParseError> {
    match version {
        1 => Ok(value),
        _ => Err(ParseError::Damaged),
    }
}

/// Reads a stored record, migrating older versions and checking its figures.
pub fn parse(text: &str) -> Result<Stats, ParseError> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|_| ParseError::NotJson)?;
    let version = value
        .get("version")
        .and_then(|v| v.as_u64())
        .ok_or(ParseError::NoVersion)?;
    if version > u64::from(STATS_VERSION) {
        return Err(ParseError::Newer(version));
    }
    let value = migrate(value, version)?;
    let mut stats: Stats = serde_json::from_value(value).map_err(|_| ParseError::Damaged)?;
    let consistent = stats.groups.iter().all(|g| {
        u64::from(g.wins) + u64::from(g.shared) <= u64::from(g.games)
            && g.streak <= g.best
            && g.best <= g.wins
    });
    if !consistent {
        return Err(ParseError::Damaged);
    }
    for g in &mut stats.groups {
        keep_last(&mut g.recent, RECENT);
    }
    stats.version = STATS_VERSION;
    Ok(stats)
}

// ---- Storage ----

/// Where the record lives.
pub const KEY: &str = "condottiere/stats";
/// Where an unreadable record is moved, with the time it was found appended, so that
/// nothing is silently lost.
pub const DAMAGED_PREFIX: &str = "condottiere/stats-damaged/";

/// What was found in storage at start.
#[derive(Clone, Debug, PartialEq)]
pub enum Loaded {
    /// A readable record (or none yet: a fresh one).
    Ready(Stats),
    /// The stored text could not be read: it was moved to `aside` (or, if even that
    /// failed, left where it was) and a fresh record starts.
    SetAside {
        reason: ParseError,
        aside: Option<String>,
    },
    /// A newer app's record: left untouched, and nothing is recorded over it.
    Newer(u64),
}

/// Reads the record; an unreadable one is moved aside under [`DAMAGED_PREFIX`] and `now`
/// (milliseconds since 1970; see [`Loaded`]). A store that cannot be read holds no
/// record: a fresh one starts.
pub fn load(store: &mut impl Store, now: f64) -> Loaded {
    let Ok(Some(text)) = store.get(KEY) else {
        return Loaded::Ready(Stats::default());
    };
    match parse(&text) {
        Ok(stats) => Loaded::Ready(stats),
        Err(ParseError::Newer(v)) => Loaded::Newer(v),
        Err(reason) => Loaded::SetAside {
            reason,
            aside: set_aside(store, KEY, &text, DAMAGED_PREFIX, now),
        },
    }
}

/// Writes the record.
pub fn save(store: &mut impl Store, stats: &Stats) -> Result<(), StoreError> {
    store.set(KEY, &stats.to_json())
}

/// The keys of the unreadable records kept aside, oldest first.
pub fn damaged_keys(store: &impl Store) -> Vec<String> {
    let mut keys: Vec<String> = store
        .keys()
        .unwrap_or_default()
        .into_iter()
        .filter(|k| k.starts_with(DAMAGED_PREFIX))
        .collect();
    keys.sort();
    keys
}

/// Deletes the unreadable records kept aside (only when the player asks).
pub fn delete_damaged(store: &mut impl Store) {
    for key in damaged_keys(store) {
        let _ = store.remove(&key);
    }
}
