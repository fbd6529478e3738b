//! The daily deal: one deal a calendar day (UTC), the same for everyone, made from the
//! date alone (no server), always at the same table: Fantasy Flight 2006, four players,
//! the human against three Normal AIs.
//!
//! The rules of its record (also shown to the player):
//! - The first attempt of a day finished, begun on that very day, is the day's result;
//!   every later finished attempt of that day's deal, and any past day's deal played
//!   after its day, is practice: counted per day, never a result.
//! - The streak is the number of consecutive days, up to today, that each have a result
//!   (won or not: a day played is a day kept). A day with no result breaks it; today
//!   still unplayed does not break it yet. The best streak is the longest there has been.
//! - Each finished game is recorded once (the ids are remembered), so a reload or a
//!   re-drawn game-over screen adds nothing.
//!
//! The record lives in the [`Store`] under its own key ([`KEY`]), beside the other
//! record, with its own version: a store from before the daily deal simply has none yet.

use crate::day::{Day, DayError};
use crate::error::Error;
use crate::seats::{AiLevel, SeatConfig, SeatKind};
use crate::session::Session;
use crate::stats::{ParseError, Verdict};
use crate::store::{set_aside, Store, StoreError};
use engine::{Preset, Setup};
use i18n::Catalog;
use serde::{Deserialize, Serialize};

/// The daily deal's fixed table.
pub const PRESET: Preset = Preset::Ffg2006;
pub const PLAYERS: u8 = 4;
pub const AI_LEVEL: AiLevel = AiLevel::Normal;
/// The AI players' names (the human's is the player's own).
pub const AI_NAMES: [&str; 3] = ["Bianca", "Carlo", "Dario"];
/// Mixed into the day's number so that the daily seeds are not simply 0, 1, 2…: never
/// change it, or every past day's deal changes.
const SALT: u64 = 0x436f_6e64_6f74_7469;
/// Seeds stay below this, like the setup screen's (they fit its field).
const SEED_RANGE: u64 = 1_000_000_000_000;

/// The day's seed: a fixed function of the date (SplitMix64 of the salted day number),
/// the same on every device and in every version.
pub fn seed(day: Day) -> u64 {
    let mut z = (SALT ^ u64::from(day.number())).wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (z ^ (z >> 31)) % SEED_RANGE
}

/// The day's game setup.
pub fn setup(day: Day) -> Setup {
    Setup {
        rules: PRESET.rules(),
        players: PLAYERS,
        seed: seed(day),
        first: None,
    }
}

/// The table: the human (named `human`) first, then the three AIs.
pub fn seats(human: &str) -> Vec<SeatConfig> {
    let ai = AI_NAMES
        .iter()
        .map(|name| (name.to_string(), SeatKind::Ai(AI_LEVEL)));
    std::iter::once((human.to_string(), SeatKind::Human))
        .chain(ai)
        .enumerate()
        .map(|(i, (name, kind))| SeatConfig {
            name,
            color: i as u8,
            kind,
        })
        .collect()
}

/// The day's game, marked as that day's.
pub fn session(day: Day, human: &str) -> Result<Session, Error> {
    let mut session = Session::new(setup(day), seats(human))?;
    session.daily = Some(day);
    Ok(session)
}

/// Why a day's deal cannot be opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpenError {
    Date(DayError),
    /// A day after today (by the device's clock): its deal is not out yet.
    Future,
}

impl OpenError {
    /// The fault in words; `text` is the date as given.
    pub fn text(self, words: &Catalog, text: &str) -> String {
        let id = match self {
            OpenError::Date(e) => e.message_id(),
            OpenError::Future => "daily-error-future",
        };
        words.format(id, &[("date", text.into())])
    }
}

/// The day a link or the calendar names, if its deal may be played `today`.
pub fn open(text: &str, today: Day) -> Result<Day, OpenError> {
    let day = Day::parse(text).map_err(OpenError::Date)?;
    if day > today {
        return Err(OpenError::Future);
    }
    Ok(day)
}

// ---- The record ----

/// The stored format's version (a change must bump it and migrate, as in `stats`).
pub const DAILY_VERSION: u32 = 1;
/// Where the daily record lives.
pub const KEY: &str = "condottiere/daily";
/// Where an unreadable daily record is moved, with the time it was found appended.
pub const DAMAGED_PREFIX: &str = "condottiere/daily-damaged/";
/// Days kept in the calendar: ten years. The best streak outlives them.
pub const KEEP_DAYS: usize = 3660;
/// Recorded game ids remembered against double counting.
pub const REMEMBERED_IDS: usize = 500;

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

/// A day in the record: its result, if it has one, and its practice games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DayEntry {
    pub day: Day,
    #[serde(default)]
    pub result: Option<DayResult>,
    #[serde(default)]
    pub practice: u32,
}

/// A finished daily game, ready to be recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attempt {
    /// The deal's day.
    pub day: Day,
    /// The day the game was begun (`None` for a game with no known start).
    pub begun: Option<Day>,
    pub result: DayResult,
}

/// What the record made (or would make) of an attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recorded {
    /// The day's result.
    Counted,
    Practice,
    /// Recorded before: nothing changes.
    Already,
}

/// What the daily record makes of a session: `None` unless it is a finished daily game
/// with one human.
pub fn attempt(session: &Session) -> Option<Attempt> {
    let day = session.daily?;
    let outcome = session.game.outcome()?;
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
    let table = session.game.table();
    Some(Attempt {
        day,
        begun: Day::from_ms(session.created),
        result: DayResult {
            id: session.id.clone(),
            verdict,
            regions: table.region_count(human),
            battles: table.battles_won[human as usize],
            taken_back: session.taken_back,
        },
    })
}

/// The daily record, as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyRecord {
    pub version: u32,
    /// The days with a result or practice, oldest first, one entry a day.
    pub days: Vec<DayEntry>,
    /// The longest streak there has been.
    pub best: u32,
    /// The streak that ended the day before the oldest day kept (days past [`KEEP_DAYS`]
    /// are dropped, their run is not).
    #[serde(default)]
    pub carried: u32,
    /// Ids of the games recorded, oldest first.
    pub recorded: Vec<String>,
}

impl Default for DailyRecord {
    fn default() -> Self {
        DailyRecord {
            version: DAILY_VERSION,
            days: Vec::new(),
            best: 0,
            carried: 0,
            recorded: Vec::new(),
        }
    }
}

impl DailyRecord {
    pub fn entry(&self, day: Day) -> Option<&DayEntry> {
        self.days.iter().find(|e| e.day == day)
    }

    /// The day's result, if it has one.
    pub fn result(&self, day: Day) -> Option<&DayResult> {
        self.entry(day)?.result.as_ref()
    }

    /// What [`DailyRecord::record`] would make of `attempt`.
    pub fn judge(&self, attempt: &Attempt) -> Recorded {
        if self.recorded.contains(&attempt.result.id) {
            Recorded::Already
        } else if attempt.begun == Some(attempt.day) && self.result(attempt.day).is_none() {
            Recorded::Counted
        } else {
            Recorded::Practice
        }
    }

    /// Records a finished daily game (see the module's rules).
    pub fn record(&mut self, attempt: &Attempt) -> Recorded {
        let verdict = self.judge(attempt);
        if verdict == Recorded::Already {
            return verdict;
        }
        self.recorded.push(attempt.result.id.clone());
        keep_last(&mut self.recorded, REMEMBERED_IDS);
        let index = match self.days.binary_search_by_key(&attempt.day, |e| e.day) {
            Ok(i) => i,
            Err(i) => {
                let entry = DayEntry {
                    day: attempt.day,
                    result: None,
                    practice: 0,
                };
                self.days.insert(i, entry);
                i
            }
        };
        let entry = &mut self.days[index];
        if verdict == Recorded::Counted {
            entry.result = Some(attempt.result.clone());
        } else {
            entry.practice += 1;
        }
        self.best = self.best.max(self.longest_run());
        let extra = self.days.len().saturating_sub(KEEP_DAYS);
        if extra > 0 {
            let (dropped, kept) = (self.days[extra - 1].day, self.days[extra].day);
            self.carried = if dropped.next() == Some(kept) {
                self.run_ending(dropped)
            } else {
                0
            };
            self.days.drain(..extra);
        }
        verdict
    }

    /// Consecutive days with a result, ending with `day`.
    pub fn run_ending(&self, day: Day) -> u32 {
        let mut count = 0;
        let mut expected = Some(day);
        for entry in self.days.iter().rev().skip_while(|e| e.day > day) {
            if Some(entry.day) != expected || entry.result.is_none() {
                return count;
            }
            count += 1;
            expected = entry.day.previous();
        }
        // The run reached the oldest day kept: it goes on into the days dropped.
        if count > 0 {
            count + self.carried
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

    /// The longest run of days with a result among the days kept.
    fn longest_run(&self) -> u32 {
        // The first day kept continues the carried run (if it has a result).
        let mut last = self.days.first().and_then(|e| e.day.previous());
        let (mut best, mut run) = (self.carried, self.carried);
        for entry in &self.days {
            if entry.result.is_none() {
                run = 0;
                last = None;
                continue;
            }
            run = if last.and_then(Day::next) == Some(entry.day) {
                run + 1
            } else {
                1
            };
            last = Some(entry.day);
            best = best.max(run);
        }
        best
    }

    /// The calendar: every day from the Monday `weeks - 1` weeks before today's week up
    /// to today, with its entry if it has one.
    pub fn calendar(&self, today: Day, weeks: u32) -> Vec<(Day, Option<&DayEntry>)> {
        let back = (weeks.max(1) - 1) * 7 + u32::from(today.weekday());
        let first = today.number().saturating_sub(back);
        (first..=today.number())
            .filter_map(Day::from_number)
            .map(|day| (day, self.entry(day)))
            .collect()
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("the daily record serialises")
    }
}

/// Drops the oldest items of `list` (the first ones) beyond the newest `n`.
fn keep_last<T>(list: &mut Vec<T>, n: usize) {
    let extra = list.len().saturating_sub(n);
    list.drain(..extra);
}

// ---- The result to share ----

/// The short text to share: the day, how it went, the human's figures and the link that
/// opens the day's deal (`link`, made by the app from its address).
pub fn share_text(
    words: &Catalog,
    day: Day,
    result: &DayResult,
    practice: bool,
    link: &str,
) -> String {
    let outcome = words.format(
        match result.verdict {
            Verdict::Win => "daily-outcome-win",
            Verdict::Loss => "daily-outcome-loss",
            Verdict::Shared => "daily-outcome-shared",
        },
        &[],
    );
    let title = if practice {
        "daily-share-practice"
    } else {
        "daily-share-title"
    };
    let date = day.to_string();
    let title = words.format(
        title,
        &[("date", date.as_str().into()), ("outcome", outcome.into())],
    );
    let figures = words.format(
        "daily-share-figures",
        &[
            ("regions", result.regions.into()),
            ("battles", result.battles.into()),
            ("takebacks", result.taken_back.into()),
        ],
    );
    format!("{title}\n{figures}\n{link}")
}

/// The link that opens `day`'s deal, on the page at `base` (its address without a hash).
pub fn link(base: &str, day: Day) -> String {
    format!("{base}#/daily/{day}")
}

// ---- Storage ----

/// Reads a stored daily record.
pub fn parse(text: &str) -> Result<DailyRecord, ParseError> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|_| ParseError::NotJson)?;
    let version = value
        .get("version")
        .and_then(|v| v.as_u64())
        .ok_or(ParseError::NoVersion)?;
    if version > u64::from(DAILY_VERSION) {
        return Err(ParseError::Newer(version));
    }
    let record: DailyRecord = serde_json::from_value(value).map_err(|_| ParseError::Damaged)?;
    // One entry a day, in order: the streak and the calendar rely on it.
    let ordered = record.days.windows(2).all(|w| w[0].day < w[1].day);
    if !ordered || record.best < record.longest_run() {
        return Err(ParseError::Damaged);
    }
    Ok(record)
}

/// What was found in storage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Loaded {
    /// A readable record, or a fresh one if there was none.
    Ready(DailyRecord),
    /// Unreadable: moved to `aside` (if that worked); a fresh record starts.
    SetAside {
        reason: ParseError,
        aside: Option<String>,
    },
    /// A newer app's record: left alone, nothing recorded over it.
    Newer(u64),
}

/// Reads the daily record; an unreadable one is moved aside under [`DAMAGED_PREFIX`] and
/// `now` (milliseconds since 1970).
pub fn load(store: &mut impl Store, now: f64) -> Loaded {
    let Ok(Some(text)) = store.get(KEY) else {
        return Loaded::Ready(DailyRecord::default());
    };
    match parse(&text) {
        Ok(record) => Loaded::Ready(record),
        Err(ParseError::Newer(v)) => Loaded::Newer(v),
        Err(reason) => Loaded::SetAside {
            reason,
            aside: set_aside(store, KEY, &text, DAMAGED_PREFIX, now),
        },
    }
}

/// Writes the daily record.
pub fn save(store: &mut impl Store, record: &DailyRecord) -> Result<(), StoreError> {
    store.set(KEY, &record.to_json())
}
