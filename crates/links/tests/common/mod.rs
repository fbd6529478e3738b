//! What the link tests share: random setups and seats, codes built byte by byte (as a
//! forger who knows the format would), and the check that a decoded game is a real one.
//! The format's pieces (checksum, varint, name cut) are written again here from the
//! format's description, so the tests do not take the crate's word for them.

#![allow(dead_code)]

use engine::{GameRng, Preset, Record, Rules, Setup, Variant};
use links::{decode, encode_deal, encode_record, SharedGame, SharedSeat, MAX_NAME_BYTES};

/// Whether to run the random loops a tenth as long: mutation testing sets
/// CONDOTTIERE_QUICK_TESTS, as for the engine. The tests at the format's edges must catch
/// a fault, not the luck of a long random walk.
pub fn quick() -> bool {
    std::env::var_os("CONDOTTIERE_QUICK_TESTS").is_some()
}

/// The first byte of a version 2 deal code and of a version 2 record code.
pub const DEAL_V2: u8 = 0x12;
pub const RECORD_V2: u8 = 0x22;

/// Fletcher-16 over `body`, as the code stores it: the running sum, then the sum of sums.
pub fn checksum(body: &[u8]) -> [u8; 2] {
    let (mut a, mut b) = (0u32, 0u32);
    for &x in body {
        a = (a + x as u32) % 255;
        b = (b + a) % 255;
    }
    [a as u8, b as u8]
}

/// The code of `body` with its checksum appended.
pub fn sealed(body: &[u8]) -> String {
    let mut bytes = body.to_vec();
    bytes.extend(checksum(body));
    links::base64url_encode(&bytes)
}

/// A code's bytes without the checksum (the code must be valid base64url).
pub fn body_of(code: &str) -> Vec<u8> {
    let mut bytes = links::base64url_decode(code).expect("base64url");
    bytes.truncate(bytes.len() - 2);
    bytes
}

/// LEB128, lowest seven bits first.
pub fn varint(mut v: u64) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let low = (v % 128) as u8;
        v /= 128;
        if v == 0 {
            out.push(low);
            return out;
        }
        out.push(low + 128);
    }
}

/// The position of a preset in the code (its place in `Preset::ALL`).
pub fn preset_byte(preset: Preset) -> u8 {
    Preset::ALL.iter().position(|p| *p == preset).unwrap() as u8
}

/// Every rules a preset allows: one per combination of the variants it takes.
pub fn variant_combinations(preset: Preset) -> Vec<Rules> {
    let base = preset.rules();
    (0..1u32 << Variant::ALL.len())
        .filter_map(|mask| {
            let chosen = Variant::ALL
                .into_iter()
                .enumerate()
                .filter(|(bit, _)| mask >> bit & 1 == 1)
                .map(|(_, v)| v);
            chosen
                .clone()
                .all(|v| base.variant_allowed(v))
                .then(|| chosen.fold(base, |rules, v| rules.with_variant(v)))
        })
        .collect()
}

/// Characters of 1 to 4 bytes in UTF-8, markup among them.
const NAME_CHARS: [char; 16] = [
    'a', 'Z', '7', ' ', '<', '&', '"', 'é', 'Ł', 'Ж', 'ő', '€', '中', 'ー', '🎲', '𝔄',
];

/// A name of 0 to about 100 bytes; one in four fills exactly the longest a link carries.
pub fn random_name(rng: &mut GameRng) -> String {
    if rng.below(4) == 0 {
        // Exactly MAX_NAME_BYTES (60) of one character: 1, 2, 3 and 4 all divide it.
        let c = NAME_CHARS[rng.below(NAME_CHARS.len() as u32) as usize];
        return c.to_string().repeat(MAX_NAME_BYTES / c.len_utf8());
    }
    let mut name = String::new();
    for _ in 0..rng.below(30) {
        name.push(NAME_CHARS[rng.below(NAME_CHARS.len() as u32) as usize]);
    }
    name
}

/// The name a link carries: whole characters, as many as fit in MAX_NAME_BYTES.
pub fn name_as_carried(name: &str) -> String {
    let mut carried = String::new();
    for c in name.chars() {
        if carried.len() + c.len_utf8() > MAX_NAME_BYTES {
            break;
        }
        carried.push(c);
    }
    carried
}

/// Seats with random names, colours and kinds (any 4-bit value: the app reads its own).
pub fn random_seats(rng: &mut GameRng, players: u8) -> Vec<SharedSeat> {
    (0..players)
        .map(|_| SharedSeat {
            name: random_name(rng),
            color: rng.below(16) as u8,
            kind: rng.below(16) as u8,
        })
        .collect()
}

/// The seats as a link gives them back.
pub fn seats_as_carried(seats: &[SharedSeat]) -> Vec<SharedSeat> {
    seats
        .iter()
        .map(|s| SharedSeat {
            name: name_as_carried(&s.name),
            ..s.clone()
        })
        .collect()
}

/// A seed of a random number of bits (so every varint length comes up).
pub fn random_seed(rng: &mut GameRng) -> u64 {
    rng.next_u64() >> rng.below(64)
}

/// A setup for `rules`: a player count the edition seats, a random seed, a first
/// Condottiere set or drawn, and (campaign) a target from 1 to 65,535.
pub fn random_setup(rng: &mut GameRng, mut rules: Rules) -> Setup {
    if rules.variants.campaign_target.is_some() {
        let target = match rng.below(3) {
            0 => 1 + rng.below(30),
            1 => 1 + rng.below(u16::MAX as u32),
            _ => [1, 255, 256, u16::MAX as u32][rng.below(4) as usize],
        };
        rules.variants.campaign_target = Some(target as u16);
    }
    let players =
        rules.min_players + rng.below((rules.max_players - rules.min_players + 1) as u32) as u8;
    let first = match rng.below(2) {
        0 => None,
        _ => Some(rng.below(players as u32) as u8),
    };
    Setup {
        rules,
        players,
        seed: random_seed(rng),
        first,
    }
}

/// A decoded game is a real game: its seats fit the table and the format, its moves
/// replay by the rules, and it is written again as a code that reads back the same (as a
/// deal, and as a record).
pub fn assert_valid(shared: &SharedGame, input: &str) {
    let SharedGame {
        setup,
        seats,
        actions,
    } = shared;
    assert_eq!(seats.len(), setup.players as usize, "{input:?}");
    for seat in seats {
        assert!(seat.name.len() <= MAX_NAME_BYTES, "{input:?}");
        assert!(seat.color < 16 && seat.kind < 16, "{input:?}");
    }
    let record = Record {
        setup: *setup,
        actions: actions.clone(),
    };
    if let Err(e) = record.replay() {
        panic!("{input:?} decoded to a game that does not replay: {e}");
    }
    let deal = encode_deal(setup, seats);
    assert_eq!(
        decode(&deal),
        Ok(SharedGame {
            actions: Vec::new(),
            ..shared.clone()
        }),
        "{input:?}"
    );
    let again = encode_record(setup, seats, actions).expect("the moves were legal");
    assert_eq!(decode(&again).as_ref(), Ok(shared), "{input:?}");
}
