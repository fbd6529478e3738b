//! A calendar day in UTC (`YYYY-MM-DD`), the daily deal's key: read from text with every
//! part checked, counted in days since 1970-01-01 so that "the next day" and "the day
//! before" are plain arithmetic. No clock here: the app passes the device's time in.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The first and last years a day may have: four digits, and never before 1970 (so a day
/// number is never negative).
pub const FIRST_YEAR: u16 = 1970;
pub const LAST_YEAR: u16 = 9999;
const MS_PER_DAY: f64 = 86_400_000.0;

/// A calendar day (UTC).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day {
    year: u16,
    month: u8,
    day: u8,
}

/// Why a text is not a day.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DayError {
    /// Not `YYYY-MM-DD` (ten characters, digits and two hyphens).
    Format,
    /// A year before [`FIRST_YEAR`].
    Year,
    /// A month outside 1 to 12.
    Month,
    /// A day its month does not have (the 31st of April, the 29th of February 2023).
    DayOfMonth,
}

impl DayError {
    /// The id of the message naming the fault (`{ $date }` is the text given).
    pub fn message_id(self) -> &'static str {
        match self {
            DayError::Format => "daily-error-format",
            DayError::Year => "daily-error-year",
            DayError::Month => "daily-error-month",
            DayError::DayOfMonth => "daily-error-day",
        }
    }
}

fn is_leap(year: u16) -> bool {
    year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400))
}

/// How many days `month` of `year` has.
pub fn month_length(year: u16, month: u8) -> u8 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Day {
    /// The day with these parts, if the calendar has it.
    pub fn new(year: u16, month: u8, day: u8) -> Result<Day, DayError> {
        if !(FIRST_YEAR..=LAST_YEAR).contains(&year) {
            return Err(DayError::Year);
        }
        if !(1..=12).contains(&month) {
            return Err(DayError::Month);
        }
        if day == 0 || day > month_length(year, month) {
            return Err(DayError::DayOfMonth);
        }
        Ok(Day { year, month, day })
    }

    /// Reads `YYYY-MM-DD` exactly: no spaces, no signs, two-digit month and day.
    pub fn parse(text: &str) -> Result<Day, DayError> {
        let bytes = text.as_bytes();
        let shape_ok = bytes.len() == 10
            && bytes.iter().enumerate().all(|(i, b)| match i {
                4 | 7 => *b == b'-',
                _ => b.is_ascii_digit(),
            });
        if !shape_ok {
            return Err(DayError::Format);
        }
        // Only ASCII digits remain in these slices, so they parse.
        let number = |range: std::ops::Range<usize>| text[range].parse::<u16>().unwrap_or(0);
        Day::new(number(0..4), number(5..7) as u8, number(8..10) as u8)
    }

    pub fn year(self) -> u16 {
        self.year
    }

    pub fn month(self) -> u8 {
        self.month
    }

    pub fn day(self) -> u8 {
        self.day
    }

    /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
    pub fn number(self) -> u32 {
        let (m, d) = (u32::from(self.month), u32::from(self.day));
        let y = u32::from(self.year) - u32::from(m <= 2);
        let era = y / 400;
        let yoe = y - era * 400;
        let mp = (m + 9) % 12;
        let doy = (153 * mp + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The day `number` days after 1970-01-01 (`None` past [`LAST_YEAR`]).
    pub fn from_number(number: u32) -> Option<Day> {
        let z = number + 719_468;
        let era = z / 146_097;
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = yoe + era * 400 + u32::from(month <= 2);
        Day::new(u16::try_from(year).ok()?, month as u8, day as u8).ok()
    }

    /// The UTC day of a moment given in milliseconds since 1970 (the device's clock); a
    /// moment before 1970 or past [`LAST_YEAR`] has none.
    pub fn from_ms(ms: f64) -> Option<Day> {
        let days = (ms / MS_PER_DAY).floor();
        if !(0.0..=f64::from(u32::MAX)).contains(&days) {
            return None;
        }
        Day::from_number(days as u32)
    }

    /// The day after (`None` after the last day).
    pub fn next(self) -> Option<Day> {
        Day::from_number(self.number() + 1)
    }

    /// The day before (`None` before 1970-01-01).
    pub fn previous(self) -> Option<Day> {
        Day::from_number(self.number().checked_sub(1)?)
    }

    /// The day of the week, 0 for Monday to 6 for Sunday (1970-01-01 was a Thursday).
    pub fn weekday(self) -> u8 {
        ((self.number() + 3) % 7) as u8
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// Stored as its `YYYY-MM-DD` text, so saves and the record read as dates.
impl Serialize for Day {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Day {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Day, D::Error> {
        let text = String::deserialize(deserializer)?;
        Day::parse(&text).map_err(|e| serde::de::Error::custom(format!("{text}: {e:?}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> Day {
        Day::parse(text).unwrap()
    }

    #[test]
    fn known_day_numbers() {
        assert_eq!(day("1970-01-01").number(), 0);
        assert_eq!(day("1970-01-02").number(), 1);
        assert_eq!(day("2000-03-01").number(), 11_017);
        assert_eq!(day("2026-11-24").number(), 20_781);
        assert_eq!(day("9999-12-31").number(), 2_932_896);
        assert_eq!(Day::from_number(20_781), Some(day("2026-11-24")));
        assert_eq!(Day::from_number(2_932_897), None, "past the last year");
    }

    /// The calendar's next day, counted on the fingers (the month's next day, else the
    /// next month's first, else the next year's): independent of the day numbers.
    fn following(d: Day) -> Option<Day> {
        Day::new(d.year(), d.month(), d.day() + 1)
            .or_else(|_| Day::new(d.year(), d.month() + 1, 1))
            .or_else(|_| Day::new(d.year() + 1, 1, 1))
            .ok()
    }

    #[test]
    fn every_day_round_trips_through_its_number_and_text() {
        const LAST: u32 = 2_932_896;
        let mut expected = day("1970-01-01");
        for n in 0..=LAST {
            let d = Day::from_number(n).unwrap_or_else(|| panic!("day {n} has no date"));
            assert_eq!(d, expected, "day {n}");
            assert_eq!(d.number(), n);
            assert_eq!(d.next(), following(d), "the day after {d}");
            if n % 997 == 0 {
                assert_eq!(Day::parse(&d.to_string()), Ok(d));
            }
            match following(d) {
                Some(next) => expected = next,
                None => assert_eq!(n, LAST, "only the last day has none after it"),
            }
        }
        assert_eq!(expected, day("9999-12-31"));
        assert_eq!(Day::from_number(LAST + 1), None);
    }

    #[test]
    fn leap_years_and_month_lengths() {
        assert!(Day::parse("2024-02-29").is_ok());
        assert!(Day::parse("2000-02-29").is_ok());
        assert_eq!(Day::parse("2023-02-29"), Err(DayError::DayOfMonth));
        assert_eq!(Day::parse("2100-02-29"), Err(DayError::DayOfMonth));
        assert_eq!(Day::parse("2026-04-31"), Err(DayError::DayOfMonth));
        assert!(Day::parse("2026-12-31").is_ok());
        assert_eq!(Day::parse("2026-11-00"), Err(DayError::DayOfMonth));
        assert_eq!(Day::parse("2026-13-01"), Err(DayError::Month));
        assert_eq!(Day::parse("2026-00-10"), Err(DayError::Month));
        assert_eq!(Day::parse("1969-12-31"), Err(DayError::Year));
        assert_eq!(day("2024-02-28").next(), Some(day("2024-02-29")));
        assert_eq!(day("2023-02-28").next(), Some(day("2023-03-01")));
        assert_eq!(day("2026-01-01").previous(), Some(day("2025-12-31")));
        assert_eq!(day("1970-01-01").previous(), None);
    }

    #[test]
    fn bad_shapes_are_format_errors() {
        for text in [
            "",
            "2026-1-24",
            "2026-11-2",
            "26-11-24",
            "2026/11/24",
            "2026-11-24 ",
            " 2026-11-24",
            "+2026-11-24",
            "2026-11-2x",
            "20261124",
            "2026-11-245",
            "２０２６-11-24",
        ] {
            assert_eq!(Day::parse(text), Err(DayError::Format), "{text:?}");
        }
    }

    #[test]
    fn the_day_of_a_moment_is_its_utc_day() {
        assert_eq!(Day::from_ms(0.0), Some(day("1970-01-01")));
        assert_eq!(Day::from_ms(86_399_999.0), Some(day("1970-01-01")));
        assert_eq!(Day::from_ms(86_400_000.0), Some(day("1970-01-02")));
        // 2026-11-24T23:59:59.999Z and the next millisecond.
        assert_eq!(Day::from_ms(1_795_564_799_999.0), Some(day("2026-11-24")));
        assert_eq!(Day::from_ms(1_795_564_800_000.0), Some(day("2026-11-25")));
        assert_eq!(Day::from_ms(-1.0), None);
        assert_eq!(Day::from_ms(f64::NAN), None);
        assert_eq!(Day::from_ms(1e300), None);
    }

    #[test]
    fn weekdays_and_text() {
        assert_eq!(day("1970-01-01").weekday(), 3, "a Thursday");
        assert_eq!(day("2026-11-23").weekday(), 0, "a Monday");
        assert_eq!(day("2026-11-29").weekday(), 6, "a Sunday");
        assert_eq!(day("2026-03-05").to_string(), "2026-03-05");
        let d = day("2026-03-05");
        assert_eq!((d.year(), d.month(), d.day()), (2026, 3, 5));
        assert_eq!(serde_json::to_string(&d).unwrap(), "\"2026-03-05\"");
        assert_eq!(serde_json::from_str::<Day>("\"2026-03-05\"").unwrap(), d);
        assert!(serde_json::from_str::<Day>("\"2026-02-30\"").is_err());
        assert_eq!(month_length(2026, 1), 31);
        assert_eq!(month_length(2026, 6), 30);
        assert_eq!(DayError::Month.message_id(), "daily-error-month");
    }
}
