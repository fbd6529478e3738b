//! The save reader against any input. Two properties, over seeded random cases:
//! - any game's save (any edition, table, variants, moves, origin, reasons, names) encodes
//!   and reads back to itself, and replays to the same game;
//! - any text, random or a mutation of a real save, is refused with a message or read
//!   (and then reads back to itself), never a panic: 100,000 inputs.
//!
//! `CONDOTTIERE_QUICK_TESTS=1` (set by scripts/mutants.sh) runs a tenth of the cases.

mod common;
use common::Acting;

use common::english;
use engine::{GameRng, Preset, Setup, Variant};
use session::saves::{self, parse_save, SavedGame};
use session::{AiLevel, AiReason, MemoryStore, Origin, Parts, SeatConfig, SeatKind, Session};
use std::panic::{catch_unwind, AssertUnwindSafe};

fn cases(full: usize) -> usize {
    if std::env::var_os("CONDOTTIERE_QUICK_TESTS").is_some() {
        full / 10
    } else {
        full
    }
}

/// Names with what JSON must escape, and letters of every language the game speaks.
const NAME_PARTS: [&str; 8] = [
    "Anna",
    "\"Bianca\"",
    "Carlo\\",
    "Żaneta",
    "Дарья",
    "Éva",
    "\n\t",
    "🎲",
];

fn pick<T: Copy>(rng: &mut GameRng, items: &[T]) -> T {
    items[rng.below(items.len() as u32) as usize]
}

fn random_reason(rng: &mut GameRng) -> AiReason {
    match rng.below(7) {
        0 => AiReason::Forced,
        1 => AiReason::Contest {
            cost: rng.below(40),
            budget: rng.below(40),
        },
        2 => AiReason::Fold {
            budget: rng.below(40),
        },
        3 => {
            // None to three other moves weighed, each with its chance.
            let weighed = rng.below(4) as usize;
            let mut rather = [None; 3];
            for slot in rather.iter_mut().take(weighed) {
                *slot = Some(session::reasons::Weighed {
                    action: engine::Action::Pass,
                    percent: rng.below(101),
                });
            }
            // Sometimes what Expert read at the table.
            let read = (rng.below(2) == 0).then(|| session::reading::Read {
                seat: rng.below(6) as u8,
                clue: match rng.below(3) {
                    0 => session::reading::Clue::PassedAtOnce,
                    1 => session::reading::Clue::Played(engine::Card::M10),
                    _ => session::reading::Clue::Other(engine::Action::Draw(2)),
                },
                tenths: rng.below(500),
                visible_tenths: rng.below(500),
                instead: engine::Action::Pass,
            });
            AiReason::Search {
                percent: rng.below(101),
                iterations: rng.next_u32(),
                rather,
                read,
            }
        }
        4 => AiReason::Whim,
        5 => AiReason::Idle {
            battles: 2 + rng.below(6),
        },
        _ => AiReason::Best,
    }
}

/// A random game at a random point: edition, variants, table, moves (sometimes to the
/// end), and everything a save keeps besides.
fn random_session(rng: &mut GameRng) -> Session {
    let moves = if rng.below(4) == 0 {
        usize::MAX
    } else {
        rng.below(120) as usize
    };
    random_session_of(rng, moves)
}

/// [`random_session`] with at most `moves` moves played.
fn random_session_of(rng: &mut GameRng, moves: usize) -> Session {
    let preset = pick(rng, &Preset::ALL);
    let mut rules = preset.rules();
    for variant in Variant::ALL {
        if rules.variant_allowed(variant) && rng.below(3) == 0 {
            rules = rules.with_variant(variant);
        }
    }
    let players =
        rules.min_players + rng.below(u32::from(rules.max_players - rules.min_players) + 1) as u8;
    let setup = Setup {
        rules,
        players,
        seed: rng.next_u64(),
        first: (rng.below(2) == 0).then(|| rng.below(u32::from(players)) as u8),
    };
    let seats: Vec<SeatConfig> = (0..players)
        .map(|i| SeatConfig {
            name: format!("{}{i}", pick(rng, &NAME_PARTS)),
            color: rng.below(6) as u8,
            kind: match rng.below(5) {
                0 => SeatKind::Human,
                n => SeatKind::Ai(AiLevel::ALL[n as usize - 1]),
            },
        })
        .collect();
    let mut parts = Parts::new(setup, seats);
    parts.id = format!("{:x}", rng.next_u64());
    parts.created = f64::from(rng.next_u32()) * 1000.0;
    parts.origin = pick(
        rng,
        &[Origin::New, Origin::Replay, Origin::Import, Origin::Lesson],
    );
    parts.taken_back = rng.below(4);
    let mut s = Session::rebuild(parts).expect("a valid random setup");
    let mut played = 0;
    while played < moves && !s.game().is_over() {
        let legal = s.game().legal_actions();
        let action = legal[rng.below(legal.len() as u32) as usize];
        let reason = (rng.below(3) == 0).then(|| random_reason(rng));
        s.apply_explained(action, reason)
            .expect("a legal move applies");
        played += 1;
    }
    s
}

#[test]
fn any_games_save_reads_back_to_itself() {
    let mut rng = GameRng::from_seed(2024);
    let mut finished = 0;
    for case in 0..cases(400) {
        let s = random_session(&mut rng);
        finished += usize::from(s.game().is_over());
        let now = f64::from(rng.next_u32()) * 1000.0;
        let save = SavedGame::of(&s, now);
        let text = save.to_json();
        let read = parse_save(&text).unwrap_or_else(|e| panic!("case {case}: {e:?}\n{text}"));
        assert_eq!(read, save, "case {case}");
        let restored = read.restore().expect("it replays");
        assert_eq!(restored.game(), s.game(), "case {case}");
        assert_eq!(restored.reasons(), s.reasons(), "case {case}");
        assert_eq!(
            restored.log(),
            s.log(),
            "case {case}: the chronicle comes back too"
        );
        // Through a store as well (a lesson is never stored).
        let mut store = MemoryStore::new();
        saves::save(&mut store, &s, now).expect("a store with room");
        if s.origin() != Origin::Lesson {
            assert_eq!(saves::load(&store, s.id()), Ok(save), "case {case}");
        }
    }
    assert!(
        finished > cases(400) / 10,
        "some games are played to the end ({finished})"
    );
}

/// One change to a text: the fuzzer's moves.
fn mutate(rng: &mut GameRng, bytes: &mut Vec<u8>, others: &[Vec<u8>]) {
    let len = bytes.len();
    let at = |rng: &mut GameRng| {
        if len == 0 {
            0
        } else {
            rng.below(len as u32) as usize
        }
    };
    const TOKENS: [&[u8]; 14] = [
        b"null",
        b"true",
        b"-1",
        b"1e309",
        b"18446744073709551616",
        b"\"\"",
        b"[]",
        b"{}",
        b"\"M10\"",
        b"\"pass\"",
        b"\"region Roma\"",
        b"\"human\"",
        b"\\u0000",
        b"\xff\xfe",
    ];
    match rng.below(9) {
        // Flip a bit.
        0 if len > 0 => {
            let i = at(rng);
            bytes[i] ^= 1 << rng.below(8);
        }
        // Set a byte to anything.
        1 if len > 0 => {
            let i = at(rng);
            bytes[i] = rng.below(256) as u8;
        }
        // Cut a piece out.
        2 if len > 0 => {
            let i = at(rng);
            let n = (rng.below(16) as usize).min(len - i);
            bytes.drain(i..i + n);
        }
        // Cut the text short.
        3 => bytes.truncate(at(rng)),
        // Put a JSON token in.
        4 => {
            let i = at(rng);
            let token = pick(rng, &TOKENS);
            bytes.splice(i..i, token.iter().copied());
        }
        // Repeat a piece.
        5 if len > 0 => {
            let i = at(rng);
            let n = (rng.below(32) as usize).min(len - i);
            let piece: Vec<u8> = bytes[i..i + n].to_vec();
            bytes.splice(i..i, piece);
        }
        // Splice in a piece of another save.
        6 if !others.is_empty() => {
            let other = &others[rng.below(others.len() as u32) as usize];
            if !other.is_empty() {
                let j = rng.below(other.len() as u32) as usize;
                let n = (rng.below(64) as usize).min(other.len() - j);
                let i = at(rng);
                bytes.splice(i..i, other[j..j + n].iter().copied());
            }
        }
        // Change a digit (a seed, a seat, a count, a version).
        7 => {
            let digits: Vec<usize> = (0..len).filter(|&i| bytes[i].is_ascii_digit()).collect();
            if !digits.is_empty() {
                let i = digits[rng.below(digits.len() as u32) as usize];
                bytes[i] = b'0' + rng.below(10) as u8;
            }
        }
        // Swap two pieces of the record: moves out of order.
        _ => {
            if len > 8 {
                let i = at(rng);
                let j = at(rng);
                bytes.swap(i, j);
            }
        }
    }
}

/// Reads `text`; a refusal must say why, a save read must read back to itself. A panic
/// fails with the input that caused it.
fn check(text: &str, words: &i18n::Catalog) -> bool {
    let outcome = catch_unwind(AssertUnwindSafe(|| match parse_save(text) {
        Ok(save) => {
            // Its game replayed; what was read encodes and decodes to itself.
            let again: SavedGame = serde_json::from_str(&save.to_json()).expect("it decodes");
            assert_eq!(again, save);
            true
        }
        Err(e) => {
            assert!(!e.text(words).trim().is_empty(), "{e:?} has no words");
            false
        }
    }));
    outcome.unwrap_or_else(|_| panic!("the save reader panicked on {text:?}"))
}

#[test]
fn any_text_is_refused_with_a_message_or_read_never_a_panic() {
    let words = english();
    let mut rng = GameRng::from_seed(7);
    // Real saves to start from: short games (the fuzzer replays every one it keeps
    // valid), pretty and compact, and the version-1 fixture.
    let mut seeds: Vec<Vec<u8>> = (0..24)
        .map(|_| {
            let moves = rng.below(40) as usize;
            let mut s = random_session_of(&mut rng, moves);
            s.mark_origin(Origin::New);
            let save = SavedGame::of(&s, 1.0);
            if rng.below(2) == 0 {
                save.to_json().into_bytes()
            } else {
                serde_json::to_string_pretty(&save).unwrap().into_bytes()
            }
        })
        .collect();
    seeds.push(include_bytes!("fixtures/save-v1.json").to_vec());
    let total = cases(100_000);
    let (mut read, mut refused) = (0, 0);
    for case in 0..total {
        let bytes: Vec<u8> = if case % 10 == 0 {
            // Random bytes, random length.
            let n = rng.below(200) as usize;
            (0..n).map(|_| rng.below(256) as u8).collect()
        } else {
            let mut bytes = seeds[rng.below(seeds.len() as u32) as usize].clone();
            for _ in 0..1 + rng.below(4) {
                mutate(&mut rng, &mut bytes, &seeds);
            }
            bytes
        };
        if check(&String::from_utf8_lossy(&bytes), &words) {
            read += 1;
        } else {
            refused += 1;
        }
    }
    // Both answers are reached: the fuzzer gets past the JSON into the saves' games.
    assert_eq!(read + refused, total);
    println!("{total} inputs: {read} read, {refused} refused");
    assert!(read > total / 100, "{read} read, {refused} refused");
    assert!(refused > total / 2, "{read} read, {refused} refused");
}
