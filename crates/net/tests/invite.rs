//! Invite and reply codes: they round-trip, and each fault is told at its edge (a code cut
//! short anywhere, any byte changed, another kind of code, a newer version, each field
//! that does not read).

use engine::Preset;
use net::sdp::Sdp;
use net::{CodeError, Field, Invite, Reply, PROTOCOL};

fn offer() -> Sdp {
    Sdp::parse(include_str!("fixtures/chromium-mdns-offer.sdp")).unwrap()
}

fn answer() -> Sdp {
    Sdp::parse(include_str!("fixtures/chromium-srflx-raw-answer.sdp")).unwrap()
}

fn invite() -> Invite {
    Invite {
        protocol: PROTOCOL,
        host: "Anna ★".into(),
        preset: Preset::ZmanClassic,
        players: 5,
        seat: 4,
        secret: 0x0123_4567_89ab_cdef,
        offer: offer(),
    }
}

fn reply() -> Reply {
    Reply {
        seat: 2,
        secret: u64::MAX,
        name: "Bianca".into(),
        answer: answer(),
    }
}

/// Fletcher-16, as the codes are sealed with.
fn seal(mut body: Vec<u8>) -> String {
    let (mut a, mut b) = (0u16, 0u16);
    for &x in &body {
        a = (a + x as u16) % 255;
        b = (b + a) % 255;
    }
    body.extend([a as u8, b as u8]);
    links::base64url_encode(&body)
}

/// A code's body (its checksum off).
fn body(code: &str) -> Vec<u8> {
    let mut bytes = links::base64url_decode(code).unwrap();
    bytes.truncate(bytes.len() - 2);
    bytes
}

#[test]
fn codes_round_trip() {
    let code = invite().encode().unwrap();
    assert_eq!(Invite::decode(&code), Ok(invite()));
    assert_eq!(Invite::decode(&format!("  {code}\n")), Ok(invite()));
    let code = reply().encode().unwrap();
    assert_eq!(Reply::decode(&code), Ok(reply()));
    for preset in Preset::ALL {
        let rules = preset.rules();
        for players in rules.min_players.max(2)..=rules.max_players.min(6) {
            let i = Invite {
                preset,
                players,
                seat: players - 1,
                protocol: u32::MAX,
                ..invite()
            };
            assert_eq!(Invite::decode(&i.encode().unwrap()), Ok(i));
        }
    }
}

#[test]
fn the_layout_is_as_documented() {
    let b = body(&invite().encode().unwrap());
    assert_eq!(b[0], 0x31, "kind 3, version 1");
    assert_eq!(b[1], PROTOCOL as u8);
    assert_eq!(&b[2..5], &[4, 5, 4], "zman-classic, 5 players, seat 4");
    assert_eq!(&b[5..13], &0x0123_4567_89ab_cdefu64.to_le_bytes());
    assert_eq!(usize::from(b[13]), "Anna ★".len());
    assert_eq!(
        &b[14 + "Anna ★".len()..],
        &offer().to_compact().unwrap()[..]
    );
    let r = body(&reply().encode().unwrap());
    assert_eq!(&r[..10], &[0x41, 2, 255, 255, 255, 255, 255, 255, 255, 255]);
    assert_eq!(&r[10..17], b"\x06Bianca");
    assert_eq!(&r[17..], &answer().to_compact().unwrap()[..]);
}

#[test]
fn a_code_cut_anywhere_or_changed_anywhere_is_refused() {
    for code in [invite().encode().unwrap(), reply().encode().unwrap()] {
        for end in 0..code.len() {
            let cut = &code[..end];
            assert!(
                Invite::decode(cut).is_err() && Reply::decode(cut).is_err(),
                "{cut}"
            );
        }
        let bytes = links::base64url_decode(&code).unwrap();
        for at in 0..bytes.len() {
            for flip in [1u8, 0x80] {
                let mut b = bytes.clone();
                b[at] ^= flip;
                let changed = links::base64url_encode(&b);
                assert_eq!(Invite::decode(&changed).err(), Some(CodeError::Checksum));
                assert_eq!(Reply::decode(&changed).err(), Some(CodeError::Checksum));
            }
        }
    }
    assert_eq!(Invite::decode("AAA"), Err(CodeError::TooShort));
    assert_eq!(Invite::decode("A"), Err(CodeError::TooShort));
    assert_eq!(Invite::decode("AB+C"), Err(CodeError::NotBase64));
    assert_eq!(Reply::decode("hello world"), Err(CodeError::NotBase64));
}

#[test]
fn another_kind_or_version_of_code_is_told() {
    let invite_code = invite().encode().unwrap();
    let reply_code = reply().encode().unwrap();
    assert_eq!(Reply::decode(&invite_code), Err(CodeError::WrongKind(3)));
    assert_eq!(Invite::decode(&reply_code), Err(CodeError::WrongKind(4)));
    let deal = links::encode_deal(
        &engine::Setup {
            rules: Preset::Zman2018.rules(),
            players: 3,
            seed: 9,
            first: None,
        },
        &[],
    );
    assert_eq!(Invite::decode(&deal), Err(CodeError::WrongKind(1)));
    let mut b = body(&invite_code);
    b[0] = 0x32;
    assert_eq!(Invite::decode(&seal(b.clone())), Err(CodeError::Newer(2)));
    b[0] = 0x3f;
    assert_eq!(Invite::decode(&seal(b.clone())), Err(CodeError::Newer(15)));
    b[0] = 0x30;
    assert_eq!(
        Invite::decode(&seal(b)),
        Err(CodeError::Invalid(Field::Version))
    );
    let mut r = body(&reply_code);
    r[0] = 0x42;
    assert_eq!(Reply::decode(&seal(r)), Err(CodeError::Newer(2)));
}

/// The invite's body with byte `at` set to `value`, sealed.
fn invite_with(at: usize, value: u8) -> Result<Invite, CodeError> {
    let mut b = body(&invite().encode().unwrap());
    b[at] = value;
    Invite::decode(&seal(b))
}

#[test]
fn each_field_that_does_not_read_is_named() {
    let invalid = |f| Err(CodeError::Invalid(f));
    assert_eq!(invite_with(2, 6), invalid(Field::Edition));
    assert_eq!(
        invite_with(2, 5),
        invalid(Field::Players),
        "the duel seats 2"
    );
    assert_eq!(invite_with(3, 7), invalid(Field::Players));
    assert_eq!(
        invite_with(3, 2),
        invalid(Field::Players),
        "zman-classic seats 3 to 6"
    );
    assert_eq!(invite_with(4, 5), invalid(Field::Seat));
    assert_eq!(invite_with(4, 0).map(|i| i.seat), Ok(0));
    assert_eq!(
        invite_with(13, 40),
        invalid(Field::Name),
        "a name read past its end"
    );
    assert_eq!(invite_with(13, 0), invalid(Field::Name), "an empty name");
    assert_eq!(invite_with(14, 0xff), invalid(Field::Name), "not UTF-8");
    assert_eq!(
        invite_with(14, b' '),
        invalid(Field::Name),
        "a space before"
    );
    let sdp_at = 14 + "Anna ★".len();
    assert_eq!(invite_with(sdp_at, 3), invalid(Field::Sdp));
    // A protocol number past 32 bits.
    let mut b = body(&invite().encode().unwrap());
    b.splice(1..2, [0x80, 0x80, 0x80, 0x80, 0x10]);
    assert_eq!(Invite::decode(&seal(b.clone())), invalid(Field::Version));
    b.splice(1..6, [0xff, 0xff, 0xff, 0xff, 0x0f]);
    assert_eq!(Invite::decode(&seal(b)).map(|i| i.protocol), Ok(u32::MAX));
    let mut trailing = body(&invite().encode().unwrap());
    trailing.push(0);
    assert_eq!(Invite::decode(&seal(trailing)), invalid(Field::Trailing));
    let mut r = body(&reply().encode().unwrap());
    r[1] = 6;
    assert_eq!(
        Reply::decode(&seal(r.clone())).err(),
        Some(CodeError::Invalid(Field::Seat))
    );
    r[1] = 5;
    assert_eq!(Reply::decode(&seal(r.clone())).map(|r| r.seat), Ok(5));
    r.push(1);
    assert_eq!(
        Reply::decode(&seal(r)).err(),
        Some(CodeError::Invalid(Field::Trailing))
    );
    // A bidi control in a name that arrives is refused.
    let mut b = body(&reply().encode().unwrap());
    b.splice(10..17, *b"\x06Bi\xe2\x80\xaeca");
    assert_eq!(
        Reply::decode(&seal(b)).err(),
        Some(CodeError::Invalid(Field::Name))
    );
}

#[test]
fn names_and_tables_that_cannot_travel_are_not_encoded() {
    let invalid = |f| Err(CodeError::Invalid(f));
    for name in ["", " Anna", "An\u{202E}na", "Anna\n", &"x".repeat(41)] {
        assert_eq!(
            Invite {
                host: name.into(),
                ..invite()
            }
            .encode(),
            invalid(Field::Name)
        );
        assert_eq!(
            Reply {
                name: name.into(),
                ..reply()
            }
            .encode(),
            invalid(Field::Name)
        );
    }
    let forty = "€".repeat(40);
    let long = Reply {
        name: forty.clone(),
        ..reply()
    };
    assert_eq!(
        Reply::decode(&long.encode().unwrap()).map(|r| r.name),
        Ok(forty)
    );
    assert_eq!(
        Invite {
            players: 7,
            ..invite()
        }
        .encode(),
        invalid(Field::Players)
    );
    assert_eq!(
        Invite {
            seat: 5,
            ..invite()
        }
        .encode(),
        invalid(Field::Seat)
    );
    let no_ufrag = Sdp {
        ufrag: String::new(),
        ..offer()
    };
    assert_eq!(
        Invite {
            offer: no_ufrag.clone(),
            ..invite()
        }
        .encode(),
        invalid(Field::Sdp)
    );
    assert_eq!(
        Reply {
            answer: no_ufrag,
            ..reply()
        }
        .encode(),
        invalid(Field::Sdp)
    );
}

#[test]
fn errors_say_what_is_wrong() {
    assert_eq!(CodeError::TooShort.to_string(), "the code is cut short");
    assert_eq!(
        CodeError::Checksum.to_string(),
        "the code was changed on the way"
    );
    assert_eq!(
        CodeError::NotBase64.to_string(),
        "the code has characters a code never has"
    );
    assert_eq!(
        CodeError::WrongKind(4).to_string(),
        "not a code of this kind (4)"
    );
    assert_eq!(CodeError::Newer(2).to_string(), "a code of a newer app (2)");
    assert_eq!(
        CodeError::Invalid(Field::Seat).to_string(),
        "the code's Seat does not read"
    );
}
