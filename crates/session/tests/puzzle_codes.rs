//! Codes: a puzzle's code is its seed, always the same puzzle (golden codes), read back
//! exactly, and a bad code refused with a clear reason; the search for a difficulty and
//! the puzzle of the day are deterministic.

use session::day::Day;
use session::puzzle::code::{daily_difficulty, decode, encode};

fn day(text: &str) -> Day {
    Day::parse(text).unwrap()
}
use session::puzzle::generate::{candidate, NUMBER_BITS};
use session::puzzle::{words, CodeError, Difficulty, Goal, Puzzle};

/// Seed, difficulty, code, edition, seat, goal and the whole line: these must never
/// change, or every shared puzzle link would open another puzzle.
const GOLDEN: [(u64, Difficulty, &str, &str, u8, Goal, &str); 6] = [
    (
        1,
        Difficulty::Easy,
        "5rcnxxpp9",
        "zman-classic",
        4,
        Goal::WinKeepingStrength,
        "4:Surrender",
    ),
    (
        2,
        Difficulty::Easy,
        "gyab0msha",
        "zman-2018",
        0,
        Goal::WinKeepingStrength,
        "0:Scarecrow; 0:take M6; 0:pass",
    ),
    (
        1,
        Difficulty::Medium,
        "v0eay3q20",
        "zman-2018",
        2,
        Goal::WinKeepingStrength,
        "2:Scarecrow; 2:take M6; 2:Scarecrow; 2:take M6; 2:pass",
    ),
    (
        2,
        Difficulty::Medium,
        "q876xagw4",
        "zman-2018",
        4,
        Goal::WinKeepingCards,
        "4:M1; 4:Spy; 4:Spy; 4:pass",
    ),
    (
        1,
        Difficulty::Hard,
        "kxc3bnmmp",
        "ffg-2006",
        2,
        Goal::WinKeepingStrength,
        "2:M2; 2:Drummer; 2:Bishop; 2:favor Milano; 2:pass",
    ),
    (
        2,
        Difficulty::Hard,
        "zx4dfa22k",
        "ffg-2006",
        1,
        Goal::Win,
        "1:M3; 1:Drummer; 1:Spring; 1:Bishop; 1:favor Torino; 1:Courtesan",
    ),
];

fn line(puzzle: &Puzzle) -> String {
    let steps: Vec<String> = puzzle
        .line()
        .iter()
        .map(|s| format!("{}:{}", s.seat, s.action))
        .collect();
    steps.join("; ")
}

#[test]
fn golden_codes_keep_their_puzzles() {
    for (seed, difficulty, code, preset, seat, goal, moves) in GOLDEN {
        let found = Puzzle::generate(seed, difficulty).unwrap();
        assert_eq!(found.code(), code, "seed {seed} {difficulty:?}");
        let puzzle = Puzzle::from_code(code).unwrap();
        assert_eq!(puzzle.game().rules().preset.id(), preset, "{code}");
        assert_eq!(puzzle.seat(), seat, "{code}");
        assert_eq!(puzzle.goal(), goal, "{code}");
        assert_eq!(line(&puzzle), moves, "{code}");
        assert_eq!(puzzle.difficulty(), difficulty, "{code}");
        assert_eq!(puzzle.proof(), found.proof());
    }
}

/// The puzzle of the day is a function of the date alone.
#[test]
fn the_puzzle_of_the_day_is_the_date_s() {
    assert_eq!(Puzzle::daily_code(day("2026-01-01")), "whdm223s3");
    assert_eq!(Puzzle::daily_code(day("2026-06-13")), "m7fg2ktzb");
    assert_eq!(Puzzle::daily_code(day("2027-02-28")), "by2het9fs");
    // A week of days: each its own puzzle, of the weekday's difficulty.
    let mut codes = Vec::new();
    for date in 5..12 {
        let date = Day::new(2026, 1, date).unwrap();
        let puzzle = Puzzle::daily(date);
        assert_eq!(puzzle.difficulty(), daily_difficulty(date));
        assert_eq!(Puzzle::daily_code(date), puzzle.code());
        codes.push(puzzle.code().to_string());
    }
    let mut distinct = codes.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), codes.len(), "{codes:?}");
}

/// A search is a function of its seed and difficulty, and other seeds find others.
#[test]
fn searches_are_deterministic() {
    for difficulty in Difficulty::ALL {
        let a = Puzzle::generate(40, difficulty).unwrap();
        let b = Puzzle::generate(40, difficulty).unwrap();
        let c = Puzzle::generate(41, difficulty).unwrap();
        assert_eq!(a.code(), b.code());
        assert_ne!(a.code(), c.code());
        assert_eq!(a.difficulty(), difficulty);
    }
}

#[test]
fn codes_round_trip() {
    let mut number = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..2000 {
        number = number.rotate_left(13).wrapping_mul(0x2545_f491_4f6c_dd1d);
        let n = number >> (64 - NUMBER_BITS);
        let code = encode(n);
        assert_eq!(code.len(), 9);
        assert!(code
            .chars()
            .all(|c| c.is_ascii_digit() || c.is_ascii_lowercase()));
        assert_eq!(decode(&code), Ok(n));
        assert_eq!(decode(&code.to_uppercase()), Ok(n));
    }
    assert_eq!(encode(0), "000000001");
    assert_eq!(decode("000000001"), Ok(0));
    // Crockford's readings of the letters left out.
    assert_eq!(decode("oooooooo1"), Ok(0));
    assert_eq!(decode("0000000l1"), decode("000000011"));
    assert_eq!(decode("0000000i1"), decode("000000011"));
    let top = (1u64 << NUMBER_BITS) - 1;
    assert_eq!(decode(&encode(top)), Ok(top));
    assert_eq!(encode(top), "zzzzzzzz1");
}

/// Every single mistyped character of a code is caught by its check character.
#[test]
fn typos_are_caught() {
    let alphabet = "0123456789abcdefghjkmnpqrstvwxyz";
    for code in ["5rcnxxpp9", "kxc3bnmmp", "zx4dfa22k"] {
        for (i, original) in code.char_indices() {
            for other in alphabet.chars().filter(|&c| c != original) {
                let mut typo = code.to_string();
                typo.replace_range(i..i + 1, &other.to_string());
                assert_eq!(decode(&typo), Err(CodeError::Check), "{typo}");
            }
        }
    }
}

#[test]
fn bad_codes_are_refused_with_a_reason() {
    assert_eq!(decode(""), Err(CodeError::Length { found: 0 }));
    assert_eq!(decode("5rcnxxpp"), Err(CodeError::Length { found: 8 }));
    assert_eq!(decode("5rcnxxpp99"), Err(CodeError::Length { found: 10 }));
    assert_eq!(
        decode("5rcnxxpu9"),
        Err(CodeError::Character { found: 'u' })
    );
    assert_eq!(
        decode("5rc-xxpp9"),
        Err(CodeError::Character { found: '-' })
    );
    assert_eq!(
        decode("5rcnxxpé9"),
        Err(CodeError::Character { found: 'é' })
    );
    assert_eq!(decode("5rcnxxpp8"), Err(CodeError::Check));
    assert!(matches!(
        Puzzle::from_code("nonsense!"),
        Err(CodeError::Character { .. })
    ));
    // A well-formed code whose position makes no puzzle.
    let empty = (0..200u64).find(|&n| candidate(n).is_err()).unwrap();
    assert_eq!(Puzzle::from_number(empty).err(), Some(CodeError::NoPuzzle));
    assert_eq!(
        Puzzle::from_code(&encode(empty)).err(),
        Some(CodeError::NoPuzzle)
    );
    // Each reason in words, in English and through the catalog.
    let en = i18n::Catalog::english();
    let errors = [
        CodeError::Length { found: 3 },
        CodeError::Character { found: '#' },
        CodeError::Check,
        CodeError::NoPuzzle,
    ];
    let english: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert_eq!(english[0], "a puzzle code has 9 characters, not 3");
    assert!(english[1].contains('#'));
    assert!(english[2].contains("typo"));
    assert_eq!(english[3], "no puzzle has this code");
    let said: Vec<String> = errors
        .iter()
        .map(|e| words::code_error_words(&en, e))
        .collect();
    assert_eq!(said[0], "A puzzle code has 9 characters, not 3.");
    assert_eq!(said[1], "“#” cannot be in a puzzle code.");
    assert_eq!(said[2], "This puzzle code has a typo.");
    assert_eq!(said[3], "No puzzle has this code.");
}

/// Where both cheap wins make a puzzle, the candidate's own coin picks which goal is
/// tried first: pinned, as the golden codes are.
#[test]
fn the_cheap_goal_tried_first_is_pinned() {
    use session::puzzle::solution::prove;
    let both = [
        (27, Goal::WinKeepingStrength),
        (73, Goal::WinKeepingCards),
        (82, Goal::WinKeepingStrength),
        (98, Goal::WinKeepingStrength),
        (138, Goal::WinKeepingStrength),
        (175, Goal::WinKeepingCards),
        (250, Goal::WinKeepingCards),
        (340, Goal::WinKeepingCards),
    ];
    for (number, goal) in both {
        let found = candidate(number).unwrap();
        assert_eq!(found.goal, goal, "{number}");
        let other = match goal {
            Goal::WinKeepingCards => Goal::WinKeepingStrength,
            _ => Goal::WinKeepingCards,
        };
        assert!(prove(&found.position.game, found.position.seat, other).is_ok());
    }
}

/// The count of candidates tried is the found one's place in the search's order.
#[test]
fn the_candidates_tried_are_counted() {
    use session::puzzle::generate::candidates;
    for difficulty in Difficulty::ALL {
        for seed in [3, 4] {
            let (puzzle, tried) = Puzzle::generate_counted(seed, difficulty).unwrap();
            let place = candidates(seed, difficulty)
                .position(|n| n == puzzle.number())
                .unwrap();
            assert_eq!(tried as usize, place + 1, "{seed} {difficulty:?}");
            assert!(tried > 1 || difficulty == Difficulty::Easy);
        }
    }
}
