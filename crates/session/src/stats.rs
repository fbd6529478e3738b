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
//! - A game is recorded once: the record keeps every game by its id, so a reload, a
//!   re-drawn game-over screen or another tab adds nothing.
//! - A reset hides the games finished before it from every figure (they stay recorded,
//!   so none can be counted again).
//!
//! The record is kept as facts, the games (see [`crate::kept`]): the groups' figures and
//! streaks are derived from them in the order the games finished, so two tabs that each
//! record a game keep both.

use crate::kept::{join_by_key, larger, Held, Kept, ParseError, Versioned};
use crate::seats::{AiLevel, Origin, SeatKind};
use crate::session::Session;
use crate::store::Store;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// How many results each group keeps for the "last results" row.
pub const RECENT: usize = 20;
/// The opponent level of a table whose AIs do not all play at one level.
pub const MIXED: &str = "mixed";
/// Where the record lives.
pub const KEY: &str = "condottiere/stats";

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
    /// The group's winning streak right after this game (0 for a game not counted),
    /// derived with the group's figures.
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

    /// Adds a game finished after every game in the group.
    fn add(&mut self, mut result: GameResult) {
        if result.counted() {
            self.games += 1;
            match result.verdict {
                Verdict::Win => {
                    self.wins += 1;
                    self.streak += 1;
                    self.best = self.best.max(self.streak);
                }
                Verdict::Shared => {
                    self.shared += 1;
                    self.streak = 0;
                }
                Verdict::Loss => self.streak = 0,
            }
            result.streak = self.streak;
        } else {
            result.streak = 0;
        }
        self.recent.push(result);
        keep_last(&mut self.recent, RECENT);
    }

    /// Whether the figures agree with each other.
    fn holds_together(&self) -> bool {
        u64::from(self.wins) + u64::from(self.shared) <= u64::from(self.games)
            && self.streak <= self.best
            && self.best <= self.wins
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

/// A finished game, as recorded.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Finished {
    pub edition: String,
    pub level: String,
    pub result: GameResult,
}

/// The whole record, as stored: the games, by id.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Stats {
    /// Every game recorded, by its id.
    #[serde(default)]
    pub games: BTreeMap<String, Finished>,
    /// The groups as a record of version 1 left them (it kept figures, not its games):
    /// the games recorded since add to them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub carried: Vec<Group>,
    /// The ids that a record of version 1 had recorded: never recorded again.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub carried_ids: BTreeSet<String>,
    /// When the record was last reset (milliseconds since 1970; 0 for never): games
    /// finished before count in no figure.
    #[serde(default)]
    pub reset: f64,
}

impl Stats {
    /// The groups' figures, from the carried ones and the games in the order they
    /// finished (the earlier id first among games finished at the same time).
    pub fn groups(&self) -> Vec<Group> {
        let mut groups = if self.reset > 0.0 {
            Vec::new()
        } else {
            self.carried.clone()
        };
        let mut games: Vec<&Finished> = self
            .games
            .values()
            .filter(|g| g.result.finished >= self.reset)
            .collect();
        games.sort_by(|a, b| {
            a.result
                .finished
                .total_cmp(&b.result.finished)
                .then_with(|| a.result.id.cmp(&b.result.id))
        });
        for game in games {
            let index = match groups
                .iter()
                .position(|g| g.edition == game.edition && g.level == game.level)
            {
                Some(i) => i,
                None => {
                    groups.push(Group::new(&game.edition, &game.level));
                    groups.len() - 1
                }
            };
            groups[index].add(game.result.clone());
        }
        for g in &mut groups {
            keep_last(&mut g.recent, RECENT);
        }
        groups
    }

    pub fn group(&self, edition: &str, level: &str) -> Option<Group> {
        self.groups()
            .into_iter()
            .find(|g| g.edition == edition && g.level == level)
    }

    pub fn is_recorded(&self, id: &str) -> bool {
        self.games.contains_key(id) || self.carried_ids.contains(id)
    }

    /// Adds a finished game; `false` (and nothing changes) if it was recorded before.
    pub fn record(&mut self, mut game: Finished) -> bool {
        if self.is_recorded(&game.result.id) {
            return false;
        }
        game.result.streak = 0;
        self.games.insert(game.result.id.clone(), game);
        true
    }

    /// A recorded game and its group, if it is still among the group's last results.
    pub fn result_of(&self, id: &str) -> Option<(Group, GameResult)> {
        self.groups().into_iter().find_map(|g| {
            let result = g.recent.iter().find(|r| r.id == id)?.clone();
            Some((g, result))
        })
    }

    /// Wipes every figure and result as of `now` (milliseconds since 1970); the games stay
    /// recorded, so none can be counted twice.
    pub fn reset(&mut self, now: f64) {
        self.reset = self.reset.max(now);
    }

    /// The groups, the most recently played first.
    pub fn groups_by_recency(&self) -> Vec<Group> {
        let mut groups = self.groups();
        groups.sort_by(|a, b| b.last_played().total_cmp(&a.last_played()));
        groups
    }
}

impl Versioned for Stats {
    /// Version 2 keeps the games; version 1 kept the groups' figures.
    const VERSION: u32 = 2;

    fn migrate(value: Value, from: u64) -> Result<Value, ParseError> {
        match from {
            // Version 1: `{groups, recorded}`. Its figures are carried as they stood.
            1 => {
                let groups = value.get("groups").cloned().ok_or(ParseError::Damaged)?;
                let recorded = value
                    .get("recorded")
                    .cloned()
                    .unwrap_or(Value::Array(vec![]));
                Ok(serde_json::json!({
                    "games": {},
                    "carried": groups,
                    "carried_ids": recorded,
                    "reset": 0.0,
                }))
            }
            _ => Err(ParseError::NoVersion),
        }
    }

    fn holds_together(&self) -> bool {
        self.carried.iter().all(Group::holds_together)
            && self.games.iter().all(|(id, g)| *id == g.result.id)
    }
}

impl Kept for Stats {
    const KEY: &'static str = KEY;
    const NAME: &'static str = "stats";

    fn merge(&mut self, other: &Stats) {
        join_by_key(&mut self.games, &other.games);
        self.carried = larger(&self.carried, &other.carried);
        self.carried_ids.extend(other.carried_ids.iter().cloned());
        self.reset = self.reset.max(other.reset);
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
            SeatKind::Human | SeatKind::Friend => None,
        })
        .collect();
    let first = *levels.first()?;
    Some(if levels.iter().all(|l| *l == first) {
        first.id().to_string()
    } else {
        MIXED.to_string()
    })
}

/// Records the session in a tab's copy of the record, by read-merge-write, if it is a
/// finished game the record takes and not recorded yet (the app calls this after every
/// change of the game shown). True if it was recorded now.
pub fn record_in(
    held: &mut Held<Stats>,
    store: &mut impl Store,
    session: &Session,
    now: f64,
) -> bool {
    let Some(game) = finished(session, now) else {
        return false;
    };
    if held.value.is_recorded(&game.result.id) {
        return false;
    }
    let mut recorded = false;
    held.update(store, now, |stats| recorded = stats.record(game));
    recorded
}

/// What the record makes of a session: `None` unless it is finished with exactly one
/// human at the table.
pub fn finished(session: &Session, now: f64) -> Option<Finished> {
    // A lesson is played on a prepared deal: it says nothing of the player's skill.
    if session.origin() == Origin::Lesson {
        return None;
    }
    let outcome = session.game().outcome()?;
    let humans: Vec<u8> = session.people().collect();
    let [human] = humans[..] else {
        return None;
    };
    let level = opponent_level(session.seats().iter().map(|s| s.kind))?;
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
            id: session.id().to_string(),
            finished: now,
            verdict,
            origin: session.origin(),
            taken_back: session.taken_back(),
            streak: 0,
        },
    })
}
