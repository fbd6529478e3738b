//! A puzzle's code: its candidate number, written in nine URL-safe characters, and the
//! puzzle of the day.
//!
//! The number's 40 bits are eight characters of Crockford's base 32 (digits and
//! lowercase letters without i, l, o and u), most significant first, then one check
//! character: the weighted sum of the eight with odd weights, plus a constant for this
//! generator, modulo 32. So a mistyped character or two swapped neighbours are caught
//! (except swaps of characters 16 apart), and a later generator can take another
//! constant and still tell the codes of this one. Reading accepts capitals, and the
//! letters i, l (as 1) and o (as 0) that Crockford's alphabet leaves out.

use super::generate::{Difficulty, NUMBER_BITS};
use std::fmt;

/// The 32 characters, by value.
const ALPHABET: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";

/// Characters of the number.
const DIGITS: usize = (NUMBER_BITS / 5) as usize;

/// Added to the check sum: the generator's version.
const GENERATOR: u32 = 1;

/// Why a text is not a puzzle code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Codes have nine characters.
    Length { found: usize },
    /// A character outside the alphabet.
    Character { found: char },
    /// The check character does not match: a typo.
    Check,
    /// A well-formed code whose position makes no puzzle (no generated code is one).
    NoPuzzle,
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Length { found } => write!(
                f,
                "a puzzle code has {} characters, not {found}",
                DIGITS + 1
            ),
            CodeError::Character { found } => write!(
                f,
                "'{found}' cannot be in a puzzle code (digits and the letters a to z but u)"
            ),
            CodeError::Check => f.write_str(
                "this puzzle code has a typo: its last character does not match the others",
            ),
            CodeError::NoPuzzle => f.write_str("no puzzle has this code"),
        }
    }
}

impl std::error::Error for CodeError {}

/// The value of a code character, with the readings Crockford allows.
fn value(c: char) -> Option<u32> {
    let c = match c.to_ascii_lowercase() {
        'i' | 'l' => '1',
        'o' => '0',
        c => c,
    };
    ALPHABET
        .iter()
        .position(|&a| a as char == c)
        .map(|v| v as u32)
}

/// The check character's value for these eight values.
fn check(values: &[u32]) -> u32 {
    let sum: u32 = values
        .iter()
        .enumerate()
        .map(|(i, v)| (2 * i as u32 + 1) * v)
        .sum();
    (sum + GENERATOR) % 32
}

/// The code of candidate `number` (only its low 40 bits count).
pub fn encode(number: u64) -> String {
    let values: Vec<u32> = (0..DIGITS)
        .rev()
        .map(|i| (number >> (5 * i) & 31) as u32)
        .collect();
    let mut code: String = values
        .iter()
        .map(|&v| ALPHABET[v as usize] as char)
        .collect();
    code.push(ALPHABET[check(&values) as usize] as char);
    code
}

/// The candidate number of a code, or why the text is not one.
pub fn decode(code: &str) -> Result<u64, CodeError> {
    let code = code.trim();
    let chars: Vec<char> = code.chars().collect();
    if chars.len() != DIGITS + 1 {
        return Err(CodeError::Length { found: chars.len() });
    }
    let mut values = Vec::with_capacity(DIGITS + 1);
    for &c in &chars {
        values.push(value(c).ok_or(CodeError::Character { found: c })?);
    }
    if check(&values[..DIGITS]) != values[DIGITS] {
        return Err(CodeError::Check);
    }
    Ok(values[..DIGITS]
        .iter()
        .fold(0u64, |n, &v| n * 32 + v as u64))
}

/// A date that is not on the calendar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadDate;

impl fmt::Display for BadDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("there is no such date")
    }
}

impl std::error::Error for BadDate {}

/// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (H. Hinnant's
/// `days_from_civil`), or `BadDate`.
pub fn days_from_civil(year: i32, month: u32, day: u32) -> Result<i64, BadDate> {
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let length = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return Err(BadDate),
    };
    if day == 0 || day > length {
        return Err(BadDate);
    }
    let y = year as i64 - (month <= 2) as i64;
    let era = y.div_euclid(400);
    let year_of_era = y - era * 400;
    let m = month as i64;
    let day_of_year = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + day as i64 - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    Ok(era * 146_097 + day_of_era - 719_468)
}

/// The difficulty of the day's puzzle: easy on Mondays and Tuesdays, medium from
/// Wednesday to Friday, hard at the weekend.
pub fn daily_difficulty(days: i64) -> Difficulty {
    // 1970-01-01 was a Thursday: day 0 is weekday 3 counting Monday as 0.
    match (days + 3).rem_euclid(7) {
        0 | 1 => Difficulty::Easy,
        2..=4 => Difficulty::Medium,
        _ => Difficulty::Hard,
    }
}

/// The seed of a day's search: its day number, spread far from the small seeds a
/// player types.
pub fn daily_seed(days: i64) -> u64 {
    (days as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_count_days_from_1970() {
        assert_eq!(days_from_civil(1970, 1, 1), Ok(0));
        assert_eq!(days_from_civil(1969, 12, 31), Ok(-1));
        assert_eq!(days_from_civil(2000, 3, 1), Ok(11_017));
        assert_eq!(days_from_civil(2024, 2, 29), Ok(19_782));
        assert_eq!(days_from_civil(2026, 12, 31), Ok(20_818));
        assert_eq!(days_from_civil(2023, 2, 29), Err(BadDate));
        assert_eq!(days_from_civil(1900, 2, 29), Err(BadDate));
        assert_eq!(days_from_civil(2000, 2, 29), Ok(11_016));
        assert_eq!(days_from_civil(2024, 13, 1), Err(BadDate));
        assert_eq!(days_from_civil(2024, 0, 1), Err(BadDate));
        assert_eq!(days_from_civil(2024, 4, 31), Err(BadDate));
        assert_eq!(days_from_civil(2024, 4, 0), Err(BadDate));
        assert_eq!(days_from_civil(2024, 1, 31), Ok(19_753));
    }

    #[test]
    fn bad_dates_say_so() {
        assert_eq!(BadDate.to_string(), "there is no such date");
        assert_eq!(daily_seed(0), 0);
        assert_eq!(daily_seed(1), 0x9e37_79b9_7f4a_7c15);
        assert_eq!(daily_seed(-1), 0x9e37_79b9_7f4a_7c15u64.wrapping_neg());
    }

    /// Monday 2024-01-01 is easy, Wednesday medium, Saturday hard.
    #[test]
    fn the_week_grows_harder() {
        let monday = days_from_civil(2024, 1, 1).unwrap();
        let week: Vec<Difficulty> = (0..7).map(|d| daily_difficulty(monday + d)).collect();
        use Difficulty::*;
        assert_eq!(week, [Easy, Easy, Medium, Medium, Medium, Hard, Hard]);
    }
}
