//! Compact SDP on the command line, for the browser round trip
//! (`tests/fixtures/connect-compact.mjs`) and the README's figures:
//!
//! ```text
//! cargo run -p net --example sdp -- compact < offer.sdp    # base64url of the compact form
//! cargo run -p net --example sdp -- expand < code.txt      # the SDP a browser takes
//! cargo run -p net --example sdp -- sizes                  # invite and reply link lengths
//! ```

use engine::Preset;
use net::sdp::{Address, Candidate, Kind, Sdp};
use net::{Invite, Reply, PROTOCOL};
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
        "sizes" => Ok(sizes()),
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
