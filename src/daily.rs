//! Today by the device's clock, for the daily deal and the puzzle of the day (no server:
//! it works offline).

use crate::persist::now_ms;
use session::day::Day;

/// Today (UTC) by the device's clock; 1970-01-01 for a clock set before it.
pub fn today() -> Day {
    Day::from_ms(now_ms())
        .or_else(|| Day::from_number(0))
        .expect("1970-01-01 is a day")
}
