//! The daily record: the first game dealt of each day's deal, every finished daily game,
//! kept as facts, and what follows from them. The rules (also shown to the player):
//! - A day's result is the first game of its deal dealt on this device on that day, once
//!   it is finished on that day (a move taken back keeps the day: its result says how
//!   many). The record keeps which game was dealt first ([`Dealt`], noted as the game
//!   begins), so another game of the deal, even one finished sooner, is never the day's
//!   result. Every other finished game of the deal is practice: a second deal, a past
//!   day's deal played after its day, a game begun on one day and finished on another, a
//!   game imported from a file or continued from a replay. (The app offers to continue
//!   the day's game rather than deal it again: `crate::saves::daily_offer`.)
//! - The streak is the number of consecutive days, up to today, that each have a result
//!   (won or not: a day played is a day kept). A day with no result breaks it; today
//!   still unplayed does not break it yet. The best streak is the longest there has been.
//! - Each finished game is recorded once (by its id), so a reload, a re-drawn game-over
//!   screen or another tab adds nothing.
//!
//! The record lives in the store under its own key ([`KEY`]), kept by [`crate::kept`]:
//! two tabs that each record a game keep both, two tabs that each deal the day's deal
//! keep the one dealt first, and the results follow from the facts whatever order they
//! were written in.

use crate::day::Day;
use crate::kept::{join_by_key, Held, Kept, ParseError, Versioned};
use crate::seats::Origin;
use crate::session::{Parts, Session};
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

    /// The order in which games finished: the first finished first (the smaller id among
    /// games finished in the same millisecond). Before version 3, the first game finished
    /// of a day was its result.
    fn finished_before(&self, other: &DailyGame) -> bool {
        self.finished
            .total_cmp(&other.finished)
            .then_with(|| self.result.id.cmp(&other.result.id))
            .is_lt()
    }
}

/// The game dealt first of a day's deal, fresh on this device on that day: the one
/// whose result is the day's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Dealt {
    /// When it was dealt, in milliseconds since 1970 (the game's creation).
    pub at: f64,
    /// The saved game's id.
    pub id: String,
}

impl Dealt {
    /// The order in which games were dealt: the first dealt first (the smaller id among
    /// games dealt in the same millisecond).
    fn before(&self, other: &Dealt) -> bool {
        self.at
            .total_cmp(&other.at)
            .then_with(|| self.id.cmp(&other.id))
            .is_lt()
    }
}

/// The day whose deal a game is, if it can be that day's game: a daily deal dealt fresh
/// here on its own day, with one human.
pub fn dealt_on_its_day(parts: &Parts) -> Option<Day> {
    let day = parts.daily?;
    let humans = parts.seats.iter().filter(|s| s.kind.is_person());
    let fresh = parts.origin == Origin::New && Day::from_ms(parts.created) == Some(day);
    (fresh && humans.count() == 1).then_some(day)
}

/// What the daily record makes of a session finished at `now`: `None` unless it is a
/// finished daily game with one human.
pub fn attempt(session: &Session, now: f64) -> Option<DailyGame> {
    let day = session.daily()?;
    let outcome = session.game().outcome()?;
    let humans: Vec<u8> = session.people().collect();
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

/// Records the session in a tab's copy of the daily record, by read-merge-write (the app
/// calls this after every change of the game shown): a daily game dealt here on its day
/// is noted as dealt (the first such game of the day is the day's game), and a finished
/// daily game not recorded yet is recorded. What the record made of a finished game;
/// `None` for no finished daily game.
pub fn record_in(
    held: &mut Held<DailyRecord>,
    store: &mut impl Store,
    session: &Session,
    now: f64,
) -> Option<Recorded> {
    let finished = attempt(session, now);
    let dealt = dealt_on_its_day(session.parts())
        .map(|day| {
            let dealt = Dealt {
                at: session.created(),
                id: session.id().to_string(),
            };
            (day, dealt)
        })
        .filter(|(day, dealt)| held.value.first_dealt(*day).is_none_or(|f| dealt.before(f)));
    let fresh = finished
        .clone()
        .filter(|game| !held.value.is_recorded(&game.result.id));
    let mut verdict = Recorded::Already;
    if dealt.is_some() || fresh.is_some() {
        held.update(store, now, |record| {
            if let Some((day, dealt)) = dealt {
                record.deal(day, dealt);
            }
            if let Some(game) = fresh {
                verdict = record.record(game);
            }
        });
    }
    finished.map(|_| verdict)
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

/// The daily record, as stored: the first game dealt of each day, and the finished
/// games, by id.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DailyRecord {
    /// Of each day, its game: the first dealt here on that day.
    #[serde(default)]
    pub dealt: BTreeMap<Day, Dealt>,
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

    /// The game dealt first of `day`'s deal on its day (the day's game), if one was.
    pub fn first_dealt(&self, day: Day) -> Option<&Dealt> {
        self.dealt.get(&day)
    }

    /// Notes that `dealt` was dealt as `day`'s deal on that day: it is the day's game
    /// unless one was dealt before it.
    pub fn deal(&mut self, day: Day, dealt: Dealt) {
        match self.dealt.get(&day) {
            Some(first) if !dealt.before(first) => {}
            _ => {
                self.dealt.insert(day, dealt);
            }
        }
    }

    /// The game that is `day`'s result, if any: the day's game, finished on its day.
    fn counted(&self, day: Day) -> Option<&DailyGame> {
        let first = self.first_dealt(day)?;
        self.games
            .get(&first.id)
            .filter(|g| g.day == day && g.can_count())
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
        self.dealt
            .keys()
            .copied()
            .filter(|&day| self.counted(day).is_some())
            .collect()
    }

    /// What [`DailyRecord::record`] would make of `game`.
    pub fn judge(&self, game: &DailyGame) -> Recorded {
        if self.is_recorded(&game.result.id) {
            Recorded::Already
        } else if game.can_count()
            && self
                .first_dealt(game.day)
                .is_some_and(|first| first.id == game.result.id)
        {
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
    /// Version 3 keeps the first game dealt of each day (`dealt`); version 2 kept the
    /// games only, and a day's result was its first game finished; version 1 kept days
    /// with their result and practice count.
    const VERSION: u32 = 3;

    fn migrate(value: Value, from: u64) -> Result<Value, ParseError> {
        match from {
            1 => migrate_days(value),
            // Version 3's `dealt` reads as none: see `upgrade`.
            2 => Ok(value),
            _ => Err(ParseError::NoVersion),
        }
    }

    /// A record from before version 3 keeps each day's result as it was (its first game
    /// finished): that game is the day's game, noted as dealt at the start of its day
    /// (before any game dealt since).
    fn upgrade(&mut self, written: u64) {
        if written >= 3 {
            return;
        }
        for game in self.games.values().filter(|g| g.can_count()) {
            let day = game.day;
            let first = self.dealt.get(&day).and_then(|d| self.games.get(&d.id));
            if first.is_none_or(|f| game.finished_before(f)) {
                let at = start_of(day);
                let id = game.result.id.clone();
                self.dealt.insert(day, Dealt { at, id });
            }
        }
    }

    fn holds_together(&self) -> bool {
        self.games.iter().all(|(id, g)| *id == g.result.id)
            && self.dealt.values().all(|d| d.at.is_finite())
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
        for (day, dealt) in &other.dealt {
            self.deal(*day, dealt.clone());
        }
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
