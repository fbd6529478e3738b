//! Record links replay whole games and stay short; mangled codes are refused; version 1
//! codes replay as they were played. (The round trip of every kind of game:
//! round_trip.rs; the format's rules: format.rs; garbage: fuzz.rs.)

mod common;

use common::{body_of, sealed};
use engine::{Preset, Setup, Variant};
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
    let mut body = body_of(&code);
    body[0] = 0x23;
    assert_eq!(decode(&sealed(&body)), Err(LinkError::UnknownVersion(3)));
}
