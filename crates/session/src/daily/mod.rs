//! The daily deal: one deal a calendar day (UTC), the same for everyone, made from the
//! date alone (no server), always at the same table: Fantasy Flight 2006, four players,
//! the human against three Normal AIs.
//!
//! The rules of its record are in [`record`]: a day's result is the first game of its
//! deal dealt on this device on that day, begun and finished on that day.

mod record;

use crate::day::{Day, DayError};
use crate::error::Error;
use crate::seats::{AiLevel, SeatConfig, SeatKind};
use crate::session::Session;
use crate::stats::Verdict;
use engine::{Preset, Setup};
use i18n::Catalog;

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
    session.mark_daily(day);
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

pub use record::{
    attempt, dealt_on_its_day, record_in, DailyGame, DailyRecord, DayEntry, DayResult, Dealt,
    Recorded,
};

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
