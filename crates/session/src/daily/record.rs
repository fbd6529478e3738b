//! The daily record: every finished daily game, kept as a fact, and what follows from
//! them. The rules (also shown to the player):
//! - A day counts when its deal is finished on that very day, in a game begun on that day
//!   and dealt fresh on this device: the first such game to finish is the day's result
//!   (a move taken back keeps the day: its result says how many). Every other finished
//!   game of that deal is practice: a later one, a past day's deal played after its day,
//!   a game begun on one day and finished on another, a game imported from a file or
//!   continued from a replay.
//! - The streak is the number of consecutive days, up to today, that each have a result
//!   (won or not: a day played is a day kept). A day with no result breaks it; today
//!   still unplayed does not break it yet. The best streak is the longest there has been.
//! - Each finished game is recorded once (by its id), so a reload, a re-drawn game-over
//!   screen or another tab adds nothing.
//!
//! The record lives in the store under its own key ([`KEY`]), kept by [`crate::kept`]:
//! two tabs that each record a game keep both, and the results follow from the games
//! whatever order they were written in.

use crate::day::Day;
use crate::kept::{join_by_key, Held, Kept, ParseError, Versioned};
use crate::seats::Origin;
use crate::session::Session;
use crate::stats::Verdict;
use crate::store::Store;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// Where the daily record lives.
pub const KEY: &str = "condottiere/daily";

/// How the human did in a finished daily game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DayResult {
    /// The saved game's id.
    pub id: String,
    pub verdict: Verdict,
    /// Regions the human held at the end.
    pub regions: u8,
    /// Battles the human won.
    pub battles: u8,
    pub taken_back: u32,
}

/// A finished daily game: the fact the record keeps.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DailyGame {
    /// The deal's day.
    pub day: Day,
    /// The day the game was begun (`None` for a game with no known start).
    pub begun: Option<Day>,
    /// When it was finished, in milliseconds since 1970.
    pub finished: f64,
    /// How the game came to be (only a game dealt fresh here can be a day's result).
    pub origin: Origin,
    pub result: DayResult,
}

impl DailyGame {
    /// Whether this game can be its day's result: begun and finished on the deal's day,
    /// dealt fresh on this device.
    pub fn can_count(&self) -> bool {
        self.origin == Origin::New
            && self.begun == Some(self.day)
            && Day::from_ms(self.finished) == Some(self.day)
    }

    /// The order in which games count: the first finished first (the smaller id among
    /// games finished in the same millisecond).
    fn before(&self, other: &DailyGame) -> bool {
        self.finished
            .total_cmp(&other.finished)
            .then_with(|| self.result.id.cmp(&other.result.id))
            .is_lt()
    }
}

/// What the daily record makes of a session finished at `now`: `None` unless it is a
/// finished daily game with one human.
pub fn attempt(session: &Session, now: f64) -> Option<DailyGame> {
    let day = session.daily()?;
    let outcome = session.game().outcome()?;
    let humans: Vec<u8> = session.humans().collect();
    let [human] = humans[..] else {
        return None;
    };
    let verdict = if outcome.winners & (1 << human) == 0 {
        Verdict::Loss
    } else if outcome.winners == 1 << human {
        Verdict::Win
    } else {
        Verdict::Shared
    };
    let table = session.game().table();
    Some(DailyGame {
        day,
        begun: Day::from_ms(session.created()),
        finished: now,
        origin: session.origin(),
        result: DayResult {
            id: session.id().to_string(),
            verdict,
            regions: table.region_count(human),
            battles: table.battles_won[human as usize],
            taken_back: session.taken_back(),
        },
    })
}

/// Records the session in a tab's copy of the daily record, by read-merge-write, if it
/// is a finished daily game not recorded yet (the app calls this after every change of
/// the game shown); what the record made of it, `None` for no daily game.
pub fn record_in(
    held: &mut Held<DailyRecord>,
    store: &mut impl Store,
    session: &Session,
    now: f64,
) -> Option<Recorded> {
    let game = attempt(session, now)?;
    if held.value.is_recorded(&game.result.id) {
        return Some(Recorded::Already);
    }
    let mut verdict = Recorded::Already;
    held.update(store, now, |record| verdict = record.record(game));
    Some(verdict)
}

/// A day as the calendar shows it: its result, if it has one, and its practice games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DayEntry {
    pub day: Day,
    pub result: Option<DayResult>,
    pub practice: u32,
}

/// What the record made (or would make) of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recorded {
    /// The day's result.
    Counted,
    Practice,
    /// Recorded before: nothing changes.
    Already,
}

/// The daily record, as stored: the games, by id.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DailyRecord {
    /// Every finished daily game, by its id.
    #[serde(default)]
    pub games: BTreeMap<String, DailyGame>,
    /// From a record of version 1, which kept days, not games: each day's practice count,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub carried_practice: BTreeMap<Day, u32>,
    /// its best streak,
    #[serde(default)]
    pub carried_best: u32,
    /// the run that ended the day before its oldest day kept,
    #[serde(default)]
    pub carried_run: u32,
    /// and the ids of the games it recorded.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub carried_ids: BTreeSet<String>,
}

impl DailyRecord {
    pub fn is_recorded(&self, id: &str) -> bool {
        self.games.contains_key(id) || self.carried_ids.contains(id)
    }

    /// The game that is `day`'s result, if any.
    fn counted(&self, day: Day) -> Option<&DailyGame> {
        self.games
            .values()
            .filter(|g| g.day == day && g.can_count())
            .fold(None, |first: Option<&DailyGame>, g| match first {
                Some(f) if f.before(g) => Some(f),
                _ => Some(g),
            })
    }

    /// The day's result, if it has one.
    pub fn result(&self, day: Day) -> Option<&DayResult> {
        self.counted(day).map(|g| &g.result)
    }

    /// The day's entry, if anything was played of its deal.
    pub fn entry(&self, day: Day) -> Option<DayEntry> {
        let counted = self.counted(day).map(|g| g.result.id.as_str());
        let games = self.games.values().filter(|g| g.day == day);
        let practice = games
            .clone()
            .filter(|g| Some(g.result.id.as_str()) != counted);
        let practice =
            practice.count() as u32 + self.carried_practice.get(&day).copied().unwrap_or(0);
        let played = games.count() > 0 || practice > 0;
        played.then(|| DayEntry {
            day,
            result: self.result(day).cloned(),
            practice,
        })
    }

    /// The days with a result, oldest first.
    fn result_days(&self) -> Vec<Day> {
        let days: BTreeSet<Day> = self
            .games
            .values()
            .filter(|g| g.can_count())
            .map(|g| g.day)
            .collect();
        days.into_iter().collect()
    }

    /// What [`DailyRecord::record`] would make of `game`.
    pub fn judge(&self, game: &DailyGame) -> Recorded {
        if self.is_recorded(&game.result.id) {
            Recorded::Already
        } else if game.can_count() && self.counted(game.day).is_none_or(|c| game.before(c)) {
            Recorded::Counted
        } else {
            Recorded::Practice
        }
    }

    /// Records a finished daily game (see the module's rules).
    pub fn record(&mut self, game: DailyGame) -> Recorded {
        let verdict = self.judge(&game);
        if verdict != Recorded::Already {
            self.games.insert(game.result.id.clone(), game);
        }
        verdict
    }

    /// Consecutive days with a result, ending with `day`.
    pub fn run_ending(&self, day: Day) -> u32 {
        let days = self.result_days();
        let mut count = 0;
        let mut expected = Some(day);
        for &d in days.iter().rev().skip_while(|&&d| d > day) {
            if Some(d) != expected {
                return count;
            }
            count += 1;
            expected = d.previous();
        }
        // The run reached the oldest day with a result: it goes on into the run a record
        // of version 1 carried from before its oldest day.
        if count > 0 {
            count + self.carried_run
        } else {
            0
        }
    }

    /// The current streak: the days in a row with a result, ending today, or yesterday
    /// while today's deal is still to play.
    pub fn streak(&self, today: Day) -> u32 {
        match (self.result(today), today.previous()) {
            (Some(_), _) => self.run_ending(today),
            (None, Some(yesterday)) => self.run_ending(yesterday),
            (None, None) => 0,
        }
    }

    /// The longest run of days with a result there has been.
    pub fn best(&self) -> u32 {
        let days = self.result_days();
        let mut best = self.carried_best;
        let mut run = 0;
        let mut last: Option<Day> = None;
        for &d in days.iter() {
            // The oldest day with a result goes on from the run a version 1 record
            // carried from before it.
            run = match last {
                None => 1 + self.carried_run,
                Some(l) if l.next() == Some(d) => run + 1,
                Some(_) => 1,
            };
            last = Some(d);
            best = best.max(run);
        }
        best
    }

    /// The calendar: every day from the Monday `weeks - 1` weeks before today's week up
    /// to today, with its entry if it has one.
    pub fn calendar(&self, today: Day, weeks: u32) -> Vec<(Day, Option<DayEntry>)> {
        let back = (weeks.max(1) - 1) * 7 + u32::from(today.weekday());
        let first = today.number().saturating_sub(back);
        (first..=today.number())
            .filter_map(Day::from_number)
            .map(|day| (day, self.entry(day)))
            .collect()
    }
}

/// Milliseconds since 1970 at the start of `day`.
fn start_of(day: Day) -> f64 {
    f64::from(day.number()) * 86_400_000.0
}

impl Versioned for DailyRecord {
    /// Version 2 keeps the games; version 1 kept days with their result and practice
    /// count.
    const VERSION: u32 = 2;

    fn migrate(value: Value, from: u64) -> Result<Value, ParseError> {
        match from {
            1 => migrate_days(value),
            _ => Err(ParseError::NoVersion),
        }
    }

    fn holds_together(&self) -> bool {
        self.games.iter().all(|(id, g)| *id == g.result.id)
    }
}

/// Version 1's days as version 2's games. (Moved from JSON to JSON, not through typed
/// copies of the old and new records: the page's download carries this, and each typed
/// reader or writer of a record is code of its own.)
fn migrate_days(value: Value) -> Result<Value, ParseError> {
    let damaged = ParseError::Damaged;
    let Value::Object(mut old) = value else {
        return Err(damaged);
    };
    let number = |v: Option<&Value>| v.map_or(Some(0), Value::as_u64).ok_or(damaged);
    let best = old.get("best").and_then(Value::as_u64).ok_or(damaged)?;
    let carried = number(old.get("carried"))?;
    let recorded = old.remove("recorded").ok_or(damaged)?;
    let Some(Value::Array(days)) = old.remove("days") else {
        return Err(damaged);
    };
    let mut games = serde_json::Map::new();
    let mut practice = serde_json::Map::new();
    for entry in days {
        let text = entry.get("day").and_then(Value::as_str).ok_or(damaged)?;
        let day = Day::parse(text).map_err(|_| damaged)?;
        let count = number(entry.get("practice"))?;
        if count > 0 {
            practice.insert(text.into(), count.into());
        }
        // A result of version 1 was counted on its day: it stays so.
        if let Some(result) = entry.get("result").filter(|r| !r.is_null()) {
            let id = result.get("id").and_then(Value::as_str).ok_or(damaged)?;
            let game = serde_json::json!({
                "day": text,
                "begun": text,
                "finished": start_of(day),
                "origin": "new",
                "result": result,
            });
            games.insert(id.into(), game);
        }
    }
    Ok(serde_json::json!({
        "games": games,
        "carried_practice": practice,
        "carried_best": best,
        "carried_run": carried,
        "carried_ids": recorded,
    }))
}

impl Kept for DailyRecord {
    const KEY: &'static str = KEY;
    const NAME: &'static str = "daily";

    fn merge(&mut self, other: &DailyRecord) {
        join_by_key(&mut self.games, &other.games);
        for (day, count) in &other.carried_practice {
            let mine = self.carried_practice.entry(*day).or_insert(0);
            *mine = (*mine).max(*count);
        }
        self.carried_best = self.carried_best.max(other.carried_best);
        self.carried_run = self.carried_run.max(other.carried_run);
        self.carried_ids.extend(other.carried_ids.iter().cloned());
    }
}
