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
use crate::day::Day;
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

/// The difficulty of the day's puzzle: easy on Mondays and Tuesdays, medium from
/// Wednesday to Friday, hard at the weekend.
pub fn daily_difficulty(day: Day) -> Difficulty {
    match day.weekday() {
        0 | 1 => Difficulty::Easy,
        2..=4 => Difficulty::Medium,
        _ => Difficulty::Hard,
    }
}

/// The seed of a day's search: its day number, spread far from the small seeds a
/// player types.
pub fn daily_seed(day: Day) -> u64 {
    u64::from(day.number()).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> Day {
        Day::parse(text).unwrap()
    }

    #[test]
    fn a_days_seed_is_its_number_spread() {
        assert_eq!(daily_seed(day("1970-01-01")), 0);
        assert_eq!(daily_seed(day("1970-01-02")), 0x9e37_79b9_7f4a_7c15);
        assert_eq!(
            daily_seed(day("2026-12-31")),
            20_818u64.wrapping_mul(0x9e37_79b9_7f4a_7c15)
        );
    }

    /// Monday 2024-01-01 is easy, Wednesday medium, Saturday hard.
    #[test]
    fn the_week_grows_harder() {
        let monday = day("2024-01-01").number();
        let week: Vec<Difficulty> = (0..7)
            .map(|d| daily_difficulty(Day::from_number(monday + d).unwrap()))
            .collect();
        use Difficulty::*;
        assert_eq!(week, [Easy, Easy, Medium, Medium, Medium, Hard, Hard]);
    }
}
