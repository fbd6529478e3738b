//! Hostile and broken input, in bulk: messages to the host (random bytes, valid messages
//! cut short or changed, huge strings, wrong types, forged seats, secrets and state ids,
//! deep nesting), messages to a friend's replica, invite and reply codes, and SDP text.
//! Nothing panics; the host's game and seats never change; the judge lets through only a
//! move the seat's own device may make; a replica that refuses a message is unchanged.
//! `CONDOTTIERE_QUICK_TESTS=1` runs a tenth of each.

use engine::{Action, GameRng, Preset, Setup};
use net::message::{HostMessage, ToHost, PROTOCOL};
use net::sdp::Sdp;
use net::{Host, Invite, Judged, PeerId, Replica, Reply, Stage};
use session::{SeatConfig, SeatKind, Session, StateId};

fn count(full: usize) -> usize {
    if std::env::var_os("CONDOTTIERE_QUICK_TESTS").is_some() {
        full / 10
    } else {
        full
    }
}

const ANNA: PeerId = PeerId(1);
const BIANCA: PeerId = PeerId(2);
/// Connected, but refused a seat.
const STRANGER: PeerId = PeerId(3);
/// Never connected.
const UNKNOWN: PeerId = PeerId(99);

/// A game some moves on, seats 1 and 2 friends' (both joined), seat 0 the host's, seat 3
/// an AI; with the texts the host has sent so far.
fn table() -> (Session, Host, Vec<(PeerId, String)>) {
    let seats = ["Host", "Anna", "Bianca", "Carlo"]
        .iter()
        .enumerate()
        .map(|(i, name)| SeatConfig {
            name: name.to_string(),
            color: i as u8,
            kind: if i == 3 {
                SeatKind::Ai(session::AiLevel::Easy)
            } else {
                SeatKind::Human
            },
        })
        .collect();
    let setup = Setup {
        rules: Preset::Zman2018.rules(),
        players: 4,
        seed: 77,
        first: Some(0),
    };
    let mut session = Session::new(setup, seats).unwrap();
    let mut rng = GameRng::from_seed(5);
    for _ in 0..30 {
        let legal = session.game().legal_actions();
        let action = legal[rng.below(legal.len() as u32) as usize];
        let seat = session.acting().unwrap();
        session.act(seat, action, session.state_id(), None).unwrap();
    }
    let mut host = Host::new(0xfeed, &[false, true, true, false]);
    host.invite(1, 111).unwrap();
    host.invite(2, 222).unwrap();
    for peer in [ANNA, BIANCA, STRANGER] {
        host.connected(peer);
    }
    let stage = Stage::Playing(&session);
    assert!(matches!(
        host.receive(ANNA, &Replica::hello(1, 111, "Anna"), stage),
        Judged::Joined { .. }
    ));
    assert!(matches!(
        host.receive(BIANCA, &Replica::hello(2, 222, "Bia"), stage),
        Judged::Joined { .. }
    ));
    host.receive(STRANGER, &Replica::hello(1, 111, "Eve"), stage);
    let sent = host.outbox(stage);
    (session, host, sent)
}

/// Valid messages of every kind, some of them right for the table now.
fn templates(session: &Session) -> Vec<String> {
    let at = session.state_id();
    let legal = session.game().legal_actions();
    let seat = session.acting().unwrap_or(0);
    [
        HostMessage::Hello {
            seat: 1,
            secret: 111,
            name: "Anna".into(),
        },
        HostMessage::Hello {
            seat: 3,
            secret: 5,
            name: "Zed".into(),
        },
        HostMessage::Act {
            seat,
            action: legal[0],
            at,
        },
        HostMessage::Act {
            seat: 1,
            action: Action::Pass,
            at,
        },
        HostMessage::Act {
            seat: 2,
            action: Action::Pass,
            at: StateId(at.0 - 1),
        },
        HostMessage::TakeBack { seat: 1, at },
        HostMessage::Resync,
        HostMessage::Ping {
            epoch: 0xfeed,
            seq: 3,
        },
    ]
    .into_iter()
    .map(ToHost::text)
    .collect()
}

fn random_bytes(rng: &mut GameRng, most: u32) -> Vec<u8> {
    (0..rng.below(most)).map(|_| rng.next_u32() as u8).collect()
}

/// `text` cut, or a byte changed, inserted or removed (as text: lossy UTF-8).
fn mutate(rng: &mut GameRng, text: &str) -> String {
    let mut bytes = text.as_bytes().to_vec();
    let at = rng.below(bytes.len() as u32 + 1) as usize;
    match rng.below(5) {
        0 => bytes.truncate(at),
        1 if at < bytes.len() => bytes[at] = rng.next_u32() as u8,
        2 => bytes.insert(
            at,
            b"{}[]\",:0123456789-e.abcnulltrue"[rng.below(31) as usize],
        ),
        3 if at < bytes.len() => {
            bytes.remove(at);
        }
        _ => {
            let digits = format!("{}", rng.next_u64());
            bytes.splice(at..at, digits.bytes());
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Hostile text for the host: one of many kinds.
fn hostile(rng: &mut GameRng, templates: &[String], at: StateId) -> String {
    let template = &templates[rng.below(templates.len() as u32) as usize];
    let n = rng.next_u64();
    let seat = rng.below(260);
    match rng.below(12) {
        0 => String::from_utf8_lossy(&random_bytes(rng, 200)).into_owned(),
        1..=3 => mutate(rng, template),
        4 => format!(
            "{{\"v\":1,\"m\":{{\"hello\":{{\"seat\":1,\"secret\":1,\"name\":\"{}\"}}}}}}",
            "x".repeat(rng.below(6000) as usize)
        ),
        5 => format!(
            "{{\"v\":1,\"m\":{{\"act\":{{\"seat\":{seat},\"action\":\"pass\",\"at\":{}}}}}}}",
            at.0 + n % 3 - 1
        ),
        6 => format!(
            "{{\"v\":1,\"m\":{{\"hello\":{{\"seat\":{seat},\"secret\":{n},\"name\":\"Eve\"}}}}}}"
        ),
        7 => {
            let depth = rng.below(5000) as usize;
            format!(
                "{{\"v\":1,\"m\":{{\"act\":{}{}}}}}",
                "[".repeat(depth),
                "]".repeat(depth)
            )
        }
        8 => [
            "{\"v\":\"1\",\"m\":\"resync\"}",
            "{\"v\":1.5,\"m\":\"resync\"}",
            "{\"v\":-1,\"m\":\"resync\"}",
            "{\"v\":18446744073709551616,\"m\":\"resync\"}",
            "{\"v\":2,\"m\":\"anything\"}",
            "{\"v\":1,\"m\":\"resync\",\"extra\":0}",
            "{\"v\":1,\"v\":1,\"m\":\"resync\"}",
            "{\"v\":1,\"m\":{\"act\":{\"seat\":1,\"action\":7,\"at\":1}}}",
            "{\"v\":1,\"m\":{\"act\":{\"seat\":-1,\"action\":\"pass\",\"at\":1}}}",
            "{\"v\":1,\"m\":{\"hello\":{\"seat\":1,\"secret\":1e3,\"name\":\"A\"}}}",
            "{\"v\":1,\"m\":{\"ping\":{\"epoch\":65261,\"seq\":null}}}",
            "{\"v\":1,\"m\":{\"resync\":{}}}",
            "{\"v\":1,\"m\":{\"take-back\":{\"seat\":1,\"at\":1,\"by\":2}}}",
            "null",
            "[]",
            "",
        ][rng.below(16) as usize]
            .to_string(),
        9 => format!("{{\"v\":1,\"m\":{{\"take-back\":{{\"seat\":{seat},\"at\":{n}}}}}}}"),
        10 => format!(
            "{{\"v\":1,\"m\":{{\"hello\":{{\"seat\":2,\"secret\":222,\"name\":\"{}\"}}}}}}",
            ["", " ", "\u{202E}x", "a\\nb", "\\u202e"][rng.below(5) as usize]
        ),
        _ => format!("{}{}", template, " ".repeat(rng.below(4200) as usize)),
    }
}

#[test]
fn hostile_messages_to_the_host_change_nothing() {
    let (session, mut host, _) = table();
    let parts = session.parts().clone();
    let state = session.state_id();
    let stage = Stage::Playing(&session);
    let states = host.seat_states(stage);
    let templates = templates(&session);
    let mut rng = GameRng::from_seed(51);
    let total = count(100_000);
    let mut judged = [0usize; 6];
    for i in 0..total {
        let text = hostile(&mut rng, &templates, state);
        let peer = [ANNA, BIANCA, STRANGER, UNKNOWN][i % 4];
        let j = host.receive(peer, &text, stage);
        if let Judged::Play { seat, action, at } = &j {
            // Only the seat's own device, on the state now, with a move the rules allow.
            assert_eq!(host.seat_of(peer), Some(*seat), "{text}");
            assert_eq!((*at, session.acting()), (state, Some(*seat)), "{text}");
            assert!(session.game().legal_actions().contains(action), "{text}");
        }
        assert!(
            !matches!(j, Judged::Joined { .. } | Judged::TakeBack { .. }),
            "{text}: {j:?}"
        );
        judged[match j {
            Judged::Refused(_) => 0,
            Judged::Nothing => 1,
            Judged::Resync => 2,
            Judged::Play { .. } => 3,
            _ => 4,
        }] += 1;
        for (to, out) in host.outbox(stage) {
            assert!(to != UNKNOWN && out.len() < net::message::MAX_TO_FRIEND);
        }
        assert_eq!(host.seat_states(stage), states, "{text}");
    }
    assert_eq!(session.parts(), &parts);
    assert_eq!(session.state_id(), state);
    println!("{total} hostile messages: {judged:?} (refused, nothing, resync, play)");
    assert!(judged[0] > total / 2, "most are refused: {judged:?}");
}

/// What a replica holds, to see that a refused message changed none of it.
fn held(r: &Replica) -> String {
    format!(
        "{:?}{:?}{:?}{:?}{:?}{}",
        r.view(),
        r.seats(),
        r.refused(),
        r.record(),
        r.epoch(),
        r.want_resync()
    )
}

#[test]
fn hostile_messages_to_a_replica_never_panic_and_a_refused_one_changes_nothing() {
    let (mut session, mut host, sent) = table();
    let mut texts: Vec<String> = sent.into_iter().map(|(_, t)| t).collect();
    // An update, a refusal and the record at the end, among the valid texts.
    host.receive(ANNA, "nonsense", Stage::Playing(&session));
    while !session.game().is_over() {
        let action = session.game().legal_actions()[0];
        let seat = session.acting().unwrap();
        session.act(seat, action, session.state_id(), None).unwrap();
        texts.extend(
            host.outbox(Stage::Playing(&session))
                .into_iter()
                .map(|(_, t)| t)
                .take(3),
        );
    }
    let mut rng = GameRng::from_seed(52);
    let mut replica = Replica::new();
    let total = count(30_000);
    let mut refused = 0;
    for i in 0..total {
        let valid = &texts[i % texts.len()];
        let text = match rng.below(6) {
            0 => valid.clone(),
            1..=3 => mutate(&mut rng, valid),
            4 => String::from_utf8_lossy(&random_bytes(&mut rng, 300)).into_owned(),
            _ => format!("{}{}", "[".repeat(rng.below(3000) as usize), valid),
        };
        if i % 1000 == 0 {
            replica = Replica::new();
        }
        let before = held(&replica);
        if replica.receive(&text).is_err() {
            assert_eq!(held(&replica), before);
            refused += 1;
        }
        let _ = (
            replica.act(Action::Pass),
            replica.take_back(),
            replica.ping(),
        );
    }
    assert!(refused > total / 3, "{refused} refused");
    assert_eq!(
        replica.receive(&"x".repeat(net::message::MAX_TO_FRIEND + 1)),
        Err(net::ReplicaError::Oversized)
    );
}

#[test]
fn mangled_codes_and_sdp_never_panic() {
    let offer = Sdp::parse(include_str!("fixtures/handmade-every-kind-answer.sdp")).unwrap();
    let invite = Invite {
        protocol: PROTOCOL,
        host: "Host".into(),
        preset: Preset::Classic1995,
        players: 6,
        seat: 5,
        secret: 9,
        offer: offer.clone(),
    }
    .encode()
    .unwrap();
    let reply = Reply {
        seat: 1,
        secret: 9,
        name: "Anna".into(),
        answer: offer,
    }
    .encode()
    .unwrap();
    let mut rng = GameRng::from_seed(53);
    let mut read = 0;
    for i in 0..count(40_000) {
        let code = if i % 2 == 0 { &invite } else { &reply };
        // Changed bytes under a checksum made good again, so that the fields are read.
        let mut bytes = links::base64url_decode(code).unwrap();
        bytes.truncate(bytes.len() - 2);
        for _ in 0..1 + rng.below(3) {
            let at = rng.below(bytes.len() as u32) as usize;
            match rng.below(3) {
                0 => bytes[at] = rng.next_u32() as u8,
                1 => bytes.truncate(at.max(1)),
                _ => bytes.insert(at, rng.next_u32() as u8),
            }
        }
        let (mut a, mut b) = (0u16, 0u16);
        for &x in &bytes {
            a = (a + x as u16) % 255;
            b = (b + a) % 255;
        }
        bytes.extend([a as u8, b as u8]);
        let text = if i % 7 == 0 {
            mutate(&mut rng, code)
        } else {
            links::base64url_encode(&bytes)
        };
        if let Ok(decoded) = Invite::decode(&text) {
            assert_eq!(Invite::decode(&decoded.encode().unwrap()), Ok(decoded));
            read += 1;
        }
        if let Ok(decoded) = Reply::decode(&text) {
            assert_eq!(Reply::decode(&decoded.encode().unwrap()), Ok(decoded));
            read += 1;
        }
    }
    assert!(read > 0);
    let sdp = include_str!("fixtures/chromium-srflx-raw-offer.sdp");
    for _ in 0..count(20_000) {
        let once = mutate(&mut rng, sdp);
        let text = mutate(&mut rng, &once);
        if let Ok(parsed) = Sdp::parse(&text) {
            assert_eq!(
                Sdp::from_compact(&parsed.to_compact().unwrap()),
                Ok(parsed.clone())
            );
            assert_eq!(Sdp::parse(&parsed.to_sdp()), Ok(parsed));
        }
    }
}
