//! Links survive the round trip, stay short, and never panic on garbage.

use engine::{GameRng, Preset, Setup, Variant};
use links::{decode, encode_deal, encode_record, LinkError, SharedSeat};

fn seats(n: u8) -> Vec<SharedSeat> {
    (0..n)
        .map(|i| SharedSeat {
            name: ["Anna", "Bianca", "Carlo", "Dario", "Elena", "Fabio"][i as usize].to_string(),
            color: i,
            kind: if i == 0 { 0 } else { 3 },
        })
        .collect()
}

#[test]
fn deal_links_round_trip_for_every_preset_and_variant() {
    for preset in Preset::ALL {
        let mut rules = preset.rules();
        for v in Variant::ALL {
            if rules.variant_allowed(v) && (v as usize + preset as usize).is_multiple_of(2) {
                rules = rules.with_variant(v);
            }
        }
        let players = if preset == Preset::ZmanDuel { 2 } else { 4 };
        let setup = Setup {
            rules,
            players,
            seed: 1_234_567_890_123,
            first: Some(1),
        };
        let code = encode_deal(&setup, &seats(players));
        let shared = decode(&code).unwrap();
        assert_eq!(shared.setup, setup, "{preset}");
        assert_eq!(shared.seats, seats(players));
        assert!(shared.actions.is_empty());
    }
}

#[test]
fn unicode_names_survive() {
    let setup = Setup {
        rules: Preset::Ffg2006.rules(),
        players: 2,
        seed: 1,
        first: None,
    };
    let mut s = seats(2);
    s[1].name = "Zoë <b>&".to_string();
    let shared = decode(&encode_deal(&setup, &s)).unwrap();
    assert_eq!(shared.seats[1].name, "Zoë <b>&");
}

/// A whole 4-player game fits well under 1,500 URL characters.
#[test]
fn record_links_replay_whole_games_and_stay_short() {
    let mut longest = 0;
    let mut total = 0;
    for seed in 0..200u64 {
        let setup = Setup {
            rules: Preset::Ffg2006.rules(),
            players: 4,
            seed,
            first: None,
        };
        let (game, record) = engine::random_game(setup, seed, 100_000).unwrap();
        let code = encode_record(&setup, &seats(4), &record.actions).unwrap();
        longest = longest.max(code.len());
        total += code.len();
        let shared = decode(&code).unwrap();
        assert_eq!(shared.actions, record.actions);
        let (replayed, _) = engine::Record {
            setup,
            actions: shared.actions,
        }
        .replay()
        .unwrap();
        assert_eq!(replayed, game);
    }
    eprintln!(
        "record codes for random 4-player ffg games: mean {} chars, longest {longest}",
        total / 200
    );
    assert!(longest + "#/replay/".len() < 1500, "{longest}");
}

#[test]
fn mangled_codes_are_refused_with_a_reason() {
    let setup = Setup {
        rules: Preset::Zman2018.rules(),
        players: 3,
        seed: 9,
        first: None,
    };
    let code = encode_deal(&setup, &seats(3));
    assert_eq!(decode("not a code!"), Err(LinkError::NotBase64));
    assert_eq!(decode(""), Err(LinkError::TooShort));
    assert!(decode(&code[..code.len() - 3]).is_err());
    let mut flipped: Vec<char> = code.chars().collect();
    flipped[6] = if flipped[6] == 'A' { 'B' } else { 'A' };
    let flipped: String = flipped.into_iter().collect();
    assert!(decode(&flipped).is_err());
    let message = decode(&flipped).unwrap_err().to_string();
    assert!(!message.is_empty());
}

/// Arbitrary bytes and strings never panic the decoder.
#[test]
fn decoder_never_panics_on_garbage() {
    let mut rng = GameRng::from_seed(77);
    let setup = Setup {
        rules: Preset::Ffg2006.rules(),
        players: 4,
        seed: 5,
        first: None,
    };
    let (_, record) = engine::random_game(setup, 5, 100_000).unwrap();
    let good = encode_record(&setup, &seats(4), &record.actions).unwrap();
    for round in 0..20_000 {
        let text: String = match round % 3 {
            // Random base64url text of random length.
            0 => (0..rng.below(80))
                .map(|_| {
                    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
                        [rng.below(64) as usize] as char
                })
                .collect(),
            // A real code with a few characters changed.
            1 => good
                .chars()
                .map(|c| if rng.below(40) == 0 { 'x' } else { c })
                .collect(),
            // A real code cut anywhere.
            _ => good[..rng.below(good.len() as u32) as usize].to_string(),
        };
        let _ = decode(&text);
    }
    // Random bytes that pass the checksum: built by sealing random bodies.
    for _ in 0..20_000 {
        let len = rng.below(40) as usize;
        let mut body: Vec<u8> = (0..len).map(|_| rng.below(256) as u8).collect();
        if !body.is_empty() && rng.below(2) == 0 {
            body[0] = 0x11 + (rng.below(2) as u8) * 0x10;
        }
        let (mut a, mut b) = (0u16, 0u16);
        for &x in &body {
            a = (a + x as u16) % 255;
            b = (b + a) % 255;
        }
        body.extend((b << 8 | a).to_le_bytes());
        let _ = decode(&links::base64url_encode(&body));
    }
}

/// Codes of format version 1 were made when Draw after battle drew automatically and
/// Hidden cards turned the face-down card up before a Scarecrow or Bishop acted: they
/// decode with rules marked legacy_v1 and replay exactly as they were played (the games
/// are engine's tests/fixtures/v1-records.json 0 and 4, encoded by links v1).
#[test]
fn version_1_codes_replay_as_they_were_played() {
    let v1: serde_json::Value =
        serde_json::from_str(include_str!("../../engine/tests/fixtures/v1-records.json")).unwrap();
    for (code, index) in [
        ("IQIBBABkAAJQMAECUDECAlAyAwJQM_MBqaMXkJPOsnPHsb5tCSIwQSJJIHs3YgB5pVhEMJHRQG1mYbhBVEdIulPWCJoLhpRmTJwAIOGKYAAxdoKDWlfolrliogAdZBAB2QfG3gotsKQkQS3H", 0),
        ("IQIQBABoAAJQMAECUDECAlAyAwJQM6QBLEbBM0GAz4t1lsClnZRQQ03DidIFqAADU4pWwsCsMCtzA6fQrobGMRxagmbEalGSfAY2FxdHI-7CafA4", 4),
    ] {
        let shared = decode(code).unwrap();
        let record: engine::Record = serde_json::from_value(v1[index]["record"].clone()).unwrap();
        assert!(shared.setup.rules.legacy_v1);
        assert_eq!(shared.setup, record.v1().setup);
        assert_eq!(shared.actions, record.actions, "game {index}");
        // A legacy game is written back as a version 1 code, the very same one.
        let again = encode_record(&shared.setup, &shared.seats, &shared.actions).unwrap();
        assert_eq!(again, code);
    }
}

/// New codes are version 2, and a version 2 code of a Draw-after-battle game records
/// the players' draws.
#[test]
fn new_codes_are_version_2_and_carry_the_draws() {
    let setup = Setup {
        rules: Preset::Ffg2006
            .rules()
            .with_variant(Variant::DrawAfterBattle),
        players: 4,
        seed: 3,
        first: None,
    };
    let (game, record) = engine::random_game(setup, 3, 100_000).unwrap();
    assert!(record
        .actions
        .iter()
        .any(|a| matches!(a, engine::Action::Draw(_))));
    let code = encode_record(&setup, &seats(4), &record.actions).unwrap();
    assert_eq!(links::base64url_decode(&code).unwrap()[0], 0x22);
    let shared = decode(&code).unwrap();
    assert!(!shared.setup.rules.legacy_v1);
    assert_eq!(shared.actions, record.actions);
    let (replayed, _) = engine::Record {
        setup,
        actions: shared.actions,
    }
    .replay()
    .unwrap();
    assert_eq!(replayed, game);
    // A version this app does not know is refused as newer.
    let mut bytes = links::base64url_decode(&code).unwrap();
    bytes[0] = 0x23;
    let body = bytes.len() - 2;
    let (mut a, mut b) = (0u16, 0u16);
    for &x in &bytes[..body] {
        a = (a + x as u16) % 255;
        b = (b + a) % 255;
    }
    bytes[body..].copy_from_slice(&(b << 8 | a).to_le_bytes());
    assert_eq!(
        decode(&links::base64url_encode(&bytes)),
        Err(LinkError::UnknownVersion(3))
    );
}
