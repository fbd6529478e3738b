//! Compact SDP on the command line, for the browser round trip
//! (`tests/fixtures/connect-compact.mjs`) and the README's figures:
//!
//! ```text
//! cargo run -p net --example sdp -- compact < offer.sdp    # base64url of the compact form
//! cargo run -p net --example sdp -- expand < code.txt      # the SDP a browser takes
//! cargo run -p net --example sdp -- sizes                  # invite and reply link lengths
//! ```

use engine::{GameRng, Preset, Setup};
use net::message::{FriendMessage, ToFriend};
use net::sdp::{Address, Candidate, Kind, Sdp};
use net::{Host, Stage};
use net::{Invite, Reply, PROTOCOL};
use session::{SeatConfig, SeatKind, Session};
use std::io::Read;
use std::net::Ipv4Addr;
use std::process::ExitCode;

fn main() -> ExitCode {
    let command = std::env::args().nth(1).unwrap_or_default();
    let mut input = String::new();
    if command != "sizes" && std::io::stdin().read_to_string(&mut input).is_err() {
        eprintln!("sdp: stdin is not text");
        return ExitCode::FAILURE;
    }
    let result = match command.as_str() {
        "compact" => compact(&input),
        "expand" => expand(&input),
        "sizes" => Ok(sizes() + &message_sizes()),
        _ => Err("usage: sdp compact|expand|sizes".to_string()),
    };
    match result {
        Ok(out) => {
            // An SDP ends with its last line's CRLF: nothing after it.
            print!("{out}");
            if command != "expand" {
                println!();
            }
            ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("sdp: {why}");
            ExitCode::FAILURE
        }
    }
}

fn compact(sdp: &str) -> Result<String, String> {
    let sdp = Sdp::parse(sdp).map_err(|e| format!("{e:?}"))?;
    let bytes = sdp.to_compact().map_err(|e| e.to_string())?;
    Ok(links::base64url_encode(&bytes))
}

fn expand(code: &str) -> Result<String, String> {
    let bytes = links::base64url_decode(code.trim()).map_err(|e| e.to_string())?;
    let sdp = Sdp::from_compact(&bytes).map_err(|e| e.to_string())?;
    Ok(sdp.to_sdp())
}

/// The invite and reply link codes' lengths for Chromium's offer and answer with 1 to 4
/// candidates (each kind of address), with a 12-character host name and friend's name.
fn sizes() -> String {
    let fixture = include_str!("../tests/fixtures/chromium-mdns-offer.sdp");
    let base = Sdp::parse(fixture).expect("the fixture reads");
    let mdns = base.candidates[0];
    let v4 = Candidate {
        address: Address::V4(Ipv4Addr::new(192, 168, 1, 23)),
        ..mdns
    };
    let srflx = Candidate {
        kind: Kind::Srflx,
        priority: 1_677_729_535,
        address: Address::V4(Ipv4Addr::new(203, 0, 113, 7)),
        related: Some((Address::V4(Ipv4Addr::UNSPECIFIED), 0)),
        ..mdns
    };
    let tables = [
        ("1 mDNS host", vec![mdns]),
        ("1 IPv4 host", vec![v4]),
        ("2 mDNS hosts", vec![mdns, base.candidates[1]]),
        (
            "2 mDNS hosts + 1 srflx",
            vec![mdns, base.candidates[1], srflx],
        ),
        (
            "2 mDNS hosts + 2 srflx",
            vec![mdns, base.candidates[1], srflx, srflx],
        ),
        ("4 IPv4 hosts", vec![v4; 4]),
    ];
    let mut out = String::from("| candidates | compact SDP bytes | invite code chars | reply code chars |\n|---|---|---|---|\n");
    for (what, candidates) in tables {
        let sdp = Sdp {
            candidates,
            ..base.clone()
        };
        let invite = Invite {
            protocol: PROTOCOL,
            host: "Anna Rossini".into(),
            preset: Preset::Zman2018,
            players: 5,
            seat: 3,
            secret: u64::MAX / 3,
            offer: sdp.clone(),
        };
        let reply = Reply {
            seat: 3,
            secret: u64::MAX / 3,
            name: "Bianca Verdi".into(),
            answer: sdp.clone(),
        };
        let bytes = sdp.to_compact().map_or(0, |b| b.len());
        let invite = invite.encode().map_or(0, |c| c.len());
        let reply = reply.encode().map_or(0, |c| c.len());
        out += &format!("| {what} | {bytes} | {invite} | {reply} |\n");
    }
    out
}

/// The messages' sizes over whole games (4 players, seat 1 a friend's): the first view, the
/// largest whole view (the one a resync late in the game sends), updates, the record.
fn message_sizes() -> String {
    let mut out = String::from(
        "\n| game | first view | largest view | updates (mean / largest) | record |\n|---|---|---|---|---|\n",
    );
    for seed in 1..=3 {
        let seats = (0..4)
            .map(|i| SeatConfig {
                name: format!("Seat {i}"),
                color: i,
                kind: SeatKind::Human,
            })
            .collect();
        let setup = Setup {
            rules: Preset::Zman2018.rules(),
            players: 4,
            seed,
            first: Some(0),
        };
        let mut session = Session::new(setup, seats).expect("a valid table");
        let mut host = Host::new(seed, &[false, true, false, false]);
        host.invite(1, 1).expect("a friend's seat");
        host.connected(net::PeerId(1));
        host.receive(
            net::PeerId(1),
            &net::Replica::hello(1, 1, "Anna"),
            Stage::Playing(&session),
        );
        let mut rng = GameRng::from_seed(seed);
        let (mut first, mut largest, mut updates, mut record) = (0, 0, Vec::new(), 0);
        loop {
            for (_, text) in host.outbox(Stage::Playing(&session)) {
                let message: ToFriend = serde_json::from_str(&text).expect("the host's text");
                match message.m {
                    FriendMessage::View(_) if first == 0 => first = text.len(),
                    FriendMessage::Update(_) => updates.push(text.len()),
                    FriendMessage::Record(_) => record = text.len(),
                    _ => {}
                }
            }
            let whole = serde_json::to_string(&session.view(Some(1))).map_or(0, |t| t.len());
            largest = largest.max(whole);
            if session.game().is_over() {
                break;
            }
            let legal = session.game().legal_actions();
            let action = legal[rng.below(legal.len() as u32) as usize];
            let seat = session.acting().expect("a seat acts");
            session
                .act(seat, action, session.state_id(), None)
                .expect("a legal move");
        }
        let mean = updates.iter().sum::<usize>() / updates.len().max(1);
        let most = updates.iter().max().copied().unwrap_or(0);
        out += &format!(
            "| zman-2018, seed {seed}, {} moves | {first} B | {largest} B | {mean} / {most} B | {record} B |\n",
            session.moves()
        );
    }
    out
}
