//! Any text is either refused with a `LinkError` or read as a real game, never a panic:
//! 100,000 seeded random and mutated inputs, from random strings to valid codes whose
//! bodies are changed and sealed again (so the checks behind the checksum are reached).

mod common;

use common::{
    assert_valid, body_of, quick, random_seats, random_setup, sealed, seats_as_carried,
    variant_combinations,
};
use engine::{random_game, GameRng, Preset};
use links::{decode, encode_deal, encode_record, LinkError};
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Inputs made, a tenth of them under CONDOTTIERE_QUICK_TESTS.
fn inputs() -> usize {
    if quick() {
        10_000
    } else {
        100_000
    }
}
const BASE64URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The ways an input is made, taken in turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    /// Any characters: base64url, other ASCII, spaces, multi-byte UTF-8.
    RandomText,
    /// Random base64url of random length.
    RandomBase64,
    /// A valid code with one to three bits of its bytes flipped.
    BitFlips,
    /// A valid code cut after any character.
    Truncated,
    /// A valid code with characters inserted.
    Inserted,
    /// A valid code with characters deleted.
    Deleted,
    /// A valid code with characters replaced.
    Substituted,
    /// A valid code's body changed byte-wise (flips, new bytes, insertions, deletions,
    /// cuts), then sealed with a correct checksum.
    SealedMutation,
    /// A valid code's body with one head field or the move count set to a random value,
    /// sealed.
    SealedField,
    /// Random bytes after a deal or record head byte, sealed.
    SealedRandom,
}

const KINDS: [Kind; 10] = [
    Kind::RandomText,
    Kind::RandomBase64,
    Kind::BitFlips,
    Kind::Truncated,
    Kind::Inserted,
    Kind::Deleted,
    Kind::Substituted,
    Kind::SealedMutation,
    Kind::SealedField,
    Kind::SealedRandom,
];

fn pick<T: Copy>(rng: &mut GameRng, items: &[T]) -> T {
    items[rng.below(items.len() as u32) as usize]
}

fn base64_char(rng: &mut GameRng) -> char {
    pick(rng, BASE64URL) as char
}

/// A valid code, and where its fields lie in its body.
struct Sample {
    code: String,
    /// The first seat's byte (colour and kind), then its name's length.
    seats_at: usize,
    /// A record's move count; the end of a deal.
    moves_at: usize,
}

/// Deals and records (whole games and games stopped early) of every edition, random
/// combinations of optional rules, version 1 among them.
fn valid_samples(rng: &mut GameRng) -> Vec<Sample> {
    let mut samples = Vec::new();
    for preset in Preset::ALL {
        let combinations = variant_combinations(preset);
        for i in 0..8 {
            let rules = pick(rng, &combinations);
            let rules = if i % 2 == 1 {
                rules.for_v1_records()
            } else {
                rules
            };
            let setup = random_setup(rng, rules);
            let seats = random_seats(rng, setup.players);
            let deal = encode_deal(&setup, &seats);
            let moves_at = body_of(&deal).len();
            let seats_bytes: usize = seats_as_carried(&seats)
                .iter()
                .map(|s| 2 + s.name.len())
                .sum();
            let seats_at = moves_at - seats_bytes;
            let limit = [0, 1, 30, 1_000][i % 4];
            let (_, record) = random_game(setup, rng.next_u64(), limit).unwrap();
            let record = encode_record(&setup, &seats, &record.actions).unwrap();
            for code in [deal, record] {
                samples.push(Sample {
                    code,
                    seats_at,
                    moves_at,
                });
            }
        }
    }
    samples
}

fn mutate_text(rng: &mut GameRng, code: &str, kind: Kind) -> String {
    let mut chars: Vec<char> = code.chars().collect();
    let edits = 1 + rng.below(3);
    match kind {
        Kind::Truncated => chars.truncate(rng.below(chars.len() as u32) as usize),
        Kind::Inserted => {
            for _ in 0..edits {
                let at = rng.below(chars.len() as u32 + 1) as usize;
                chars.insert(at, base64_char(rng));
            }
        }
        Kind::Deleted => {
            for _ in 0..edits {
                let at = rng.below(chars.len() as u32) as usize;
                chars.remove(at);
            }
        }
        Kind::Substituted => {
            for _ in 0..edits {
                let at = rng.below(chars.len() as u32) as usize;
                chars[at] = if rng.below(8) == 0 {
                    pick(rng, &['!', ' ', '=', '+', 'é', '\n'])
                } else {
                    base64_char(rng)
                };
            }
        }
        _ => unreachable!("{kind:?} is not a text edit"),
    }
    chars.into_iter().collect()
}

fn mutate_body(rng: &mut GameRng, body: &mut Vec<u8>) {
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(body.len() as u32) as usize;
        match rng.below(6) {
            0 => body[at] ^= 1 << rng.below(8),
            1 => body[at] = rng.below(256) as u8,
            2 => body.insert(at, rng.below(256) as u8),
            3 if body.len() > 1 => {
                body.remove(at);
            }
            4 => body.truncate(at.max(1)),
            _ => body[at] = pick(rng, &[0, 1, 0x7f, 0x80, 0xff]),
        }
    }
}

/// One field set to a value near the edges or at random: the head's (kind and version,
/// edition, flags, players, first Condottiere, the seed's or campaign target's first
/// byte), the first seat's, its name's length, a record's move count or its moves.
fn set_field(rng: &mut GameRng, sample: &Sample, body: &mut [u8]) {
    let at = match rng.below(10) {
        6 => sample.seats_at,
        7 => sample.seats_at + 1,
        8 => sample.moves_at,
        9 => body.len() - 1 - rng.below(body.len().min(8) as u32) as usize,
        field => field as usize,
    };
    if let Some(byte) = body.get_mut(at) {
        *byte = match rng.below(3) {
            0 => rng.below(256) as u8,
            1 => pick(rng, &[0x11, 0x12, 0x21, 0x22, 60, 61, 0x7f, 0x80, 0xff]),
            _ => rng.below(8) as u8,
        };
    }
}

fn input(rng: &mut GameRng, kind: Kind, samples: &[Sample]) -> String {
    let sample = &samples[rng.below(samples.len() as u32) as usize];
    let code = &sample.code;
    match kind {
        Kind::RandomText => (0..rng.below(120))
            .map(|_| match rng.below(4) {
                0 => pick(
                    rng,
                    &[' ', '\t', '=', '+', '/', '%', '#', 'é', '中', '🎲', '\0'],
                ),
                1 => char::from(32 + rng.below(95) as u8),
                _ => base64_char(rng),
            })
            .collect(),
        Kind::RandomBase64 => (0..rng.below(300)).map(|_| base64_char(rng)).collect(),
        Kind::BitFlips => {
            let mut bytes = links::base64url_decode(code).unwrap();
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(bytes.len() as u32) as usize;
                bytes[at] ^= 1 << rng.below(8);
            }
            links::base64url_encode(&bytes)
        }
        Kind::Truncated | Kind::Inserted | Kind::Deleted | Kind::Substituted => {
            mutate_text(rng, code, kind)
        }
        Kind::SealedMutation => {
            let mut body = body_of(code);
            mutate_body(rng, &mut body);
            sealed(&body)
        }
        Kind::SealedField => {
            let mut body = body_of(code);
            set_field(rng, sample, &mut body);
            sealed(&body)
        }
        Kind::SealedRandom => {
            let mut body: Vec<u8> = (0..rng.below(60)).map(|_| rng.below(256) as u8).collect();
            if let Some(head) = body.first_mut().filter(|_| rng.below(4) > 0) {
                *head = pick(rng, &[0x11, 0x12, 0x21, 0x22]);
            }
            sealed(&body)
        }
    }
}

/// The name of an outcome, for the tally.
fn outcome(result: &Result<links::SharedGame, LinkError>) -> &'static str {
    match result {
        Ok(_) => "read",
        Err(LinkError::NotBase64) => "not base64",
        Err(LinkError::TooShort) => "too short",
        Err(LinkError::Checksum) => "checksum",
        Err(LinkError::UnknownKind(_)) => "unknown kind",
        Err(LinkError::UnknownVersion(_)) => "unknown version",
        Err(LinkError::Invalid(_)) => "invalid",
        Err(LinkError::Setup(_)) => "setup",
        Err(LinkError::BadAction { .. }) => "bad action",
    }
}

#[test]
fn any_text_is_refused_with_a_reason_or_read_as_a_real_game() {
    let started = std::time::Instant::now();
    let mut rng = GameRng::from_seed(2024);
    let samples = valid_samples(&mut rng);
    let mut tally: BTreeMap<(Kind, &str), usize> = BTreeMap::new();
    let inputs = inputs();
    for i in 0..inputs {
        let kind = KINDS[i % KINDS.len()];
        let text = input(&mut rng, kind, &samples);
        let Ok(result) = catch_unwind(AssertUnwindSafe(|| decode(&text))) else {
            panic!("decode panicked on {text:?} ({kind:?})");
        };
        match &result {
            Ok(shared) => assert_valid(shared, &text),
            Err(error) => assert!(!error.to_string().is_empty()),
        }
        *tally.entry((kind, outcome(&result))).or_default() += 1;
    }
    eprintln!(
        "{inputs} inputs in {:.2} s: {tally:#?}",
        started.elapsed().as_secs_f64()
    );
    let seen = |kind: Kind, what: &str| tally.get(&(kind, what)).copied().unwrap_or(0);
    // Fletcher-16 sees every flip of one or two bits in a code under 255 bytes, and
    // nearly every flip of three; the sealed changes get past it to every check behind.
    let flips = inputs / KINDS.len();
    assert!(
        seen(Kind::BitFlips, "checksum") * 100 >= flips * 99,
        "{tally:?}"
    );
    let behind_the_checksum = [
        "too short",
        "unknown kind",
        "unknown version",
        "invalid",
        "setup",
        "bad action",
        "read",
    ];
    for (kind, outcomes) in [
        (Kind::SealedMutation, &behind_the_checksum[..]),
        (Kind::SealedField, &behind_the_checksum[..]),
        // Random bytes are almost never a game.
        (Kind::SealedRandom, &behind_the_checksum[..4]),
    ] {
        for what in outcomes {
            assert!(
                seen(kind, what) > 0,
                "{kind:?} never gave {what}: {tally:?}"
            );
        }
    }
}
