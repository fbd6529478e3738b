//! The format's rules, one by one, at their edges: each test builds codes byte by byte
//! (as a forger who knows the format would) and names the rule that refuses or reads them.

mod common;

use common::{body_of, preset_byte, sealed, varint, DEAL_V2, RECORD_V2};
use engine::{Preset, Setup, SetupError, Variant};
use links::{
    base64url_decode, decode, encode_deal, encode_record, LinkError, SharedSeat, MAX_MOVES,
    MAX_NAME_BYTES,
};

fn invalid(why: &str) -> Result<links::SharedGame, LinkError> {
    Err(LinkError::Invalid(why.to_string()))
}

/// A code whose setup the engine refuses, for this reason.
fn setup(error: SetupError) -> Result<links::SharedGame, LinkError> {
    Err(LinkError::Setup(error))
}

fn seat(name: &str) -> SharedSeat {
    SharedSeat {
        name: name.to_string(),
        color: 2,
        kind: 3,
    }
}

fn ffg(players: u8, seed: u64) -> Setup {
    Setup {
        rules: Preset::Ffg2006.rules(),
        players,
        seed,
        first: None,
    }
}

/// The body of an ffg-2006 deal, no optional rules, first Condottiere drawn: one seat
/// (colour 2, kind 3) per name.
fn ffg_deal_body(seed: u64, names: &[&[u8]]) -> Vec<u8> {
    let mut body = vec![
        DEAL_V2,
        preset_byte(Preset::Ffg2006),
        0,
        names.len() as u8,
        0,
    ];
    body.extend(varint(seed));
    for name in names {
        body.extend([0x32, name.len() as u8]);
        body.extend(*name);
    }
    body
}

/// The shortest code there is (two seats with empty names, a one-byte seed: 12 bytes) is
/// read, and is what the encoder writes for that deal; every code shorter than it is cut
/// short, whatever its checksum says.
#[test]
fn the_shortest_code_is_read_and_anything_shorter_is_cut_short() {
    let code = sealed(&ffg_deal_body(5, &[b"", b""]));
    let bytes = base64url_decode(&code).unwrap();
    assert_eq!(bytes.len(), 12);
    let shared = decode(&code).unwrap();
    assert_eq!(shared.setup, ffg(2, 5));
    assert_eq!(shared.seats, vec![seat(""), seat("")]);
    assert_eq!(encode_deal(&ffg(2, 5), &[seat(""), seat("")]), code);
    for len in 0..bytes.len() {
        let cut = links::base64url_encode(&bytes[..len]);
        assert_eq!(decode(&cut), Err(LinkError::TooShort), "{len} bytes");
        // Sealed again, the shorter bytes are still too short to be a code.
        if len >= 2 {
            assert_eq!(
                decode(&sealed(&bytes[..len - 2])),
                Err(LinkError::TooShort),
                "{len} bytes, sealed"
            );
        }
    }
}

/// Four base64url characters carry three bytes; a text of 4n + 1 characters carries no
/// whole byte in its last one. Such a text is refused: a character added to a code is
/// never silently dropped.
#[test]
fn a_character_added_to_a_code_is_refused() {
    for players in 2..=6 {
        let code = encode_deal(&ffg(players, 99), &vec![seat("Anna"); players as usize]);
        assert!(decode(&code).is_ok());
        for extra in ["A", "Q", "-", "_", "AA", "AAA"] {
            let longer = format!("{code}{extra}");
            let result = decode(&longer);
            assert!(result.is_err(), "{longer}");
            if longer.len() % 4 == 1 {
                assert_eq!(result, Err(LinkError::TooShort), "{longer}");
            }
        }
    }
    assert_eq!(base64url_decode("A"), Err(LinkError::TooShort));
    assert_eq!(base64url_decode("AAAAB"), Err(LinkError::TooShort));
    assert_eq!(base64url_decode("AAAAAA"), Ok(vec![0, 0, 0, 0]));
    assert_eq!(base64url_decode("AAA="), Err(LinkError::NotBase64));
}

/// Base64url maps every 6-bit value to its own character and back.
#[test]
fn every_base64url_character_stands_for_its_own_six_bits() {
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    // Three bytes whose four 6-bit groups are 0, 1, 2, 3 positions apart, for each start.
    for (i, c) in alphabet.chars().enumerate() {
        let text = format!("{c}{c}{c}{c}");
        let v = i as u32;
        let n = v << 18 | v << 12 | v << 6 | v;
        let bytes = vec![(n >> 16) as u8, (n >> 8) as u8, n as u8];
        assert_eq!(base64url_decode(&text), Ok(bytes.clone()), "{c}");
        assert_eq!(links::base64url_encode(&bytes), text);
    }
    for bad in ["+", "/", "=", " ", "é", "\0"] {
        assert_eq!(
            base64url_decode(&format!("AAA{bad}")),
            Err(LinkError::NotBase64)
        );
    }
}

/// Names of up to MAX_NAME_BYTES come back whole, in every UTF-8 width; a longer name is
/// cut after its last whole character that fits, never inside one.
#[test]
fn names_are_carried_up_to_the_longest_allowed() {
    assert_eq!(MAX_NAME_BYTES, 60);
    let a = |n: usize| "a".repeat(n);
    let cases = [
        (a(60), a(60)),
        ("é".repeat(30), "é".repeat(30)),
        ("中".repeat(20), "中".repeat(20)),
        ("🎲".repeat(15), "🎲".repeat(15)),
        (a(56) + "🎲", a(56) + "🎲"),
        (a(61), a(60)),
        (a(200), a(60)),
        (a(59) + "é", a(59)),
        (a(58) + "中", a(58)),
        (a(59) + "中", a(59)),
        (a(57) + "🎲", a(57)),
        ("é".repeat(31), "é".repeat(30)),
        ("中".repeat(21), "中".repeat(20)),
        // 9 bytes each: six whole, then "Zoë <" fills the last 6 bytes.
        ("Zoë <b>&".repeat(8), "Zoë <b>&".repeat(6) + "Zoë <"),
    ];
    for (name, carried) in cases {
        let code = encode_deal(&ffg(2, 1), &[seat(&name), seat("")]);
        let shared = decode(&code).unwrap();
        assert_eq!(shared.seats[0].name, carried, "{name}");
    }
}

/// A name is at most MAX_NAME_BYTES of UTF-8 text: a code claiming a longer one, or bytes
/// that are not text, is refused.
#[test]
fn forged_names_are_refused() {
    let longest = [b'a'; 60];
    let shared = decode(&sealed(&ffg_deal_body(1, &[&longest, b"b"]))).unwrap();
    assert_eq!(shared.seats[0].name, "a".repeat(60));
    let too_long = [b'a'; 61];
    assert_eq!(
        decode(&sealed(&ffg_deal_body(1, &[&too_long, b"b"]))),
        invalid("a name is too long")
    );
    for not_text in [
        &[0xff][..],
        &[0xc3],
        &[b'a', 0xe4, 0xb8],
        &[0xed, 0xa0, 0x80],
    ] {
        assert_eq!(
            decode(&sealed(&ffg_deal_body(1, &[b"a", not_text]))),
            invalid("a name is not text"),
            "{not_text:?}"
        );
    }
}

/// A campaign's target takes two bytes after the head, low byte first: every target from 1
/// to 65,535 is carried. 0 is no campaign, and a code saying so is refused.
#[test]
fn campaign_targets_take_two_bytes_low_first() {
    for target in [1u16, 20, 255, 256, 300, 0x1234, u16::MAX] {
        let mut setup = ffg(3, 7);
        setup.rules = setup.rules.with_variant(Variant::Campaign);
        setup.rules.variants.campaign_target = Some(target);
        let code = encode_deal(&setup, &[seat("a"), seat("b"), seat("c")]);
        assert_eq!(body_of(&code)[5..7], target.to_le_bytes(), "{target}");
        assert_eq!(decode(&code).unwrap().setup, setup, "{target}");
    }
    let mut body = ffg_deal_body(7, &[b"a", b"b"]);
    body[2] = 1 << 1; // the campaign's flag
    body.splice(5..5, [0, 0]);
    assert_eq!(decode(&sealed(&body)), setup(SetupError::CampaignTarget));
    body[5] = 1;
    assert!(decode(&sealed(&body)).is_ok());
}

/// The seed is a varint (LEB128: seven bits a byte, lowest first, the top bit set on every
/// byte but the last), so it takes as few bytes as its bits need, 1 to 10; an eleventh
/// byte is refused.
#[test]
fn seeds_take_as_few_bytes_as_their_bits_need() {
    let seeds = [
        (0u64, vec![0x00]),
        (1, vec![0x01]),
        (127, vec![0x7f]),
        (128, vec![0x80, 0x01]),
        (255, vec![0xff, 0x01]),
        (300, vec![0xac, 0x02]),
        (16_383, vec![0xff, 0x7f]),
        (16_384, vec![0x80, 0x80, 0x01]),
        (1 << 35, vec![0x80, 0x80, 0x80, 0x80, 0x80, 0x01]),
        (u64::MAX, [vec![0xff; 9], vec![0x01]].concat()),
    ];
    for (seed, bytes) in seeds {
        assert_eq!(varint(seed), bytes, "the tests' own varint, {seed}");
        let seats = [seat("a"), seat("b")];
        let code = encode_deal(&ffg(2, seed), &seats);
        let body = body_of(&code);
        assert_eq!(body[5..body.len() - 2 * 3], bytes, "{seed}");
        assert_eq!(decode(&code).unwrap().setup.seed, seed);
    }
    // A varint that never ends within 10 bytes.
    let mut body = ffg_deal_body(0, &[b"a", b"b"]);
    body.splice(5..6, [0x80; 11]);
    assert_eq!(decode(&sealed(&body)), invalid("a number is too long"));
}

/// A record lists at most MAX_MOVES moves: a count at the cap is read (here it runs out of
/// bits at the first choice), one above it is refused before any move is read.
#[test]
fn a_record_lists_at_most_max_moves() {
    let mut head = ffg_deal_body(3, &[b"a", b"b", b"c"]);
    head[0] = RECORD_V2;
    for (count, expected) in [
        (0, Ok(())),
        (MAX_MOVES, Err(LinkError::TooShort)),
        (
            MAX_MOVES + 1,
            Err(LinkError::Invalid("too many moves".into())),
        ),
        (u64::MAX, Err(LinkError::Invalid("too many moves".into()))),
    ] {
        let body = [head.clone(), varint(count)].concat();
        assert_eq!(decode(&sealed(&body)).map(|_| ()), expected, "{count}");
    }
}

/// A whole random 4-player game: its setup, seats and moves, and its record code's body.
fn whole_game(seed: u64) -> (Setup, Vec<SharedSeat>, Vec<engine::Action>, Vec<u8>) {
    let setup = ffg(4, seed);
    let seats = vec![seat("a"), seat("b"), seat("c"), seat("d")];
    let (game, record) = engine::random_game(setup, seed, 100_000).unwrap();
    assert!(game.is_over());
    let code = encode_record(&setup, &seats, &record.actions).unwrap();
    (setup, seats, record.actions, body_of(&code))
}

/// Nothing follows a record's last move, nor a deal's last seat: a byte more is refused.
#[test]
fn nothing_may_follow_the_moves_or_the_seats() {
    let (setup, seats, actions, body) = whole_game(11);
    assert_eq!(decode(&sealed(&body)).unwrap().actions, actions);
    for extra in [0u8, 1, 0xff] {
        let longer = [body.clone(), vec![extra]].concat();
        assert_eq!(
            decode(&sealed(&longer)),
            invalid("unexpected data after the moves")
        );
    }
    let no_moves = body_of(&encode_record(&setup, &seats, &[]).unwrap());
    assert!(decode(&sealed(&no_moves)).unwrap().actions.is_empty());
    assert_eq!(
        decode(&sealed(&[no_moves, vec![0]].concat())),
        invalid("unexpected data after the moves")
    );
    let deal = body_of(&encode_deal(&setup, &seats));
    assert_eq!(
        decode(&sealed(&[deal, vec![0]].concat())),
        invalid("unexpected data after the seats")
    );
}

/// A record cannot go on after its game has ended: a count one above the game's moves is
/// refused at that move, though the move takes no bits (there is nothing to choose from).
#[test]
fn no_move_follows_the_end_of_the_game() {
    let (setup, seats, actions, body) = whole_game(12);
    let head = body_of(&encode_deal(&setup, &seats)).len();
    let count = varint(actions.len() as u64);
    assert_eq!(body[head..head + count.len()], count);
    let moves = &body[head + count.len()..];
    let one_more = [&body[..head], &varint(actions.len() as u64 + 1), moves].concat();
    assert_eq!(
        decode(&sealed(&one_more)),
        Err(LinkError::BadAction {
            index: actions.len()
        })
    );
}

/// Every field of the head is checked: kind, version, edition, optional rules (unknown
/// ones, or one the edition does not take), players for the edition, and whether the
/// first Condottiere sits at the table.
#[test]
fn every_field_of_the_head_is_checked() {
    let good = ffg_deal_body(4, &[b"a", b"b", b"c"]);
    assert!(decode(&sealed(&good)).is_ok());
    let with = |at: usize, value: u8| {
        let mut body = good.clone();
        body[at] = value;
        decode(&sealed(&body))
    };
    assert_eq!(with(0, 0x02), Err(LinkError::UnknownKind(0)));
    assert_eq!(with(0, 0x32), Err(LinkError::UnknownKind(3)));
    assert_eq!(with(0, 0xf2), Err(LinkError::UnknownKind(15)));
    assert_eq!(with(0, 0x10), Err(LinkError::UnknownVersion(0)));
    assert_eq!(with(0, 0x13), Err(LinkError::UnknownVersion(3)));
    assert_eq!(with(0, 0x1f), Err(LinkError::UnknownVersion(15)));
    assert!(with(0, 0x11).is_ok(), "a version 1 deal");
    assert_eq!(with(1, 6), invalid("unknown edition"));
    assert_eq!(with(1, 0xff), invalid("unknown edition"));
    assert_eq!(
        with(1, preset_byte(Preset::ZmanDuel)),
        setup(SetupError::Players {
            preset: Preset::ZmanDuel,
            min: 2,
            max: 2,
            players: 3
        })
    );
    assert_eq!(with(2, 1 << 5), invalid("unknown optional rules"));
    assert_eq!(with(2, 0x80), invalid("unknown optional rules"));
    let mut capture = good.clone();
    capture[1] = preset_byte(Preset::Classic1995);
    capture[2] = 1 << 3;
    assert_eq!(
        decode(&sealed(&capture)),
        setup(SetupError::Variant {
            preset: Preset::Classic1995,
            variant: Variant::Capture
        })
    );
    assert_eq!(
        with(3, 1),
        setup(SetupError::Players {
            preset: Preset::Ffg2006,
            min: 2,
            max: 6,
            players: 1
        })
    );
    assert_eq!(
        with(3, 7),
        setup(SetupError::Players {
            preset: Preset::Ffg2006,
            min: 2,
            max: 6,
            players: 7
        })
    );
    assert_eq!(with(4, 3).unwrap().setup.first, Some(2));
    assert_eq!(
        with(4, 4),
        setup(SetupError::First {
            first: 3,
            players: 3
        })
    );
    assert_eq!(
        with(4, 0xff),
        setup(SetupError::First {
            first: 254,
            players: 3
        })
    );
}
