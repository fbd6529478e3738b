//! Compact SDP: every captured offer and answer reads, goes into the compact form and back
//! to the same essentials, and its rebuilt SDP reads back to them too (Chromium took the
//! rebuilt SDP and connected: `tests/fixtures/connect-compact.mjs`). Each fault of an SDP
//! or of a compact form is told, at its edge.

use net::sdp::{Address, Candidate, Kind, Sdp, SdpError, Setup, TcpType, MAX_CANDIDATES};
use net::{CodeError, Field};
use std::net::{Ipv4Addr, Ipv6Addr};

const FIXTURES: [(&str, &str); 9] = [
    (
        "chromium-raw-offer",
        include_str!("fixtures/chromium-raw-offer.sdp"),
    ),
    (
        "chromium-raw-answer",
        include_str!("fixtures/chromium-raw-answer.sdp"),
    ),
    (
        "chromium-mdns-offer",
        include_str!("fixtures/chromium-mdns-offer.sdp"),
    ),
    (
        "chromium-mdns-answer",
        include_str!("fixtures/chromium-mdns-answer.sdp"),
    ),
    (
        "chromium-srflx-raw-offer",
        include_str!("fixtures/chromium-srflx-raw-offer.sdp"),
    ),
    (
        "chromium-srflx-raw-answer",
        include_str!("fixtures/chromium-srflx-raw-answer.sdp"),
    ),
    (
        "chromium-srflx-mdns-offer",
        include_str!("fixtures/chromium-srflx-mdns-offer.sdp"),
    ),
    (
        "chromium-srflx-mdns-answer",
        include_str!("fixtures/chromium-srflx-mdns-answer.sdp"),
    ),
    (
        "handmade-every-kind-answer",
        include_str!("fixtures/handmade-every-kind-answer.sdp"),
    ),
];

fn fixture(name: &str) -> &'static str {
    FIXTURES.iter().find(|(n, _)| *n == name).unwrap().1
}

#[test]
fn every_fixture_round_trips_through_the_compact_form_and_the_rebuilt_sdp() {
    for (name, text) in FIXTURES {
        let sdp = Sdp::parse(text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert!(!sdp.candidates.is_empty(), "{name}");
        let bytes = sdp.to_compact().unwrap();
        assert_eq!(Sdp::from_compact(&bytes), Ok(sdp.clone()), "{name}");
        let rebuilt = sdp.to_sdp();
        assert!(rebuilt.ends_with("\r\n") && !rebuilt.ends_with("\r\n\r\n"));
        assert_eq!(Sdp::parse(&rebuilt), Ok(sdp.clone()), "{name}: {rebuilt}");
        assert!(
            bytes.len() < text.len() / 4,
            "{name}: {} bytes",
            bytes.len()
        );
    }
}

#[test]
fn chromiums_offer_reads_as_it_is_written() {
    let sdp = Sdp::parse(fixture("chromium-raw-offer")).unwrap();
    assert_eq!(sdp.ufrag, "+rJO");
    assert_eq!(sdp.pwd, "0+j1BTlOe33WppTv+sI82vuI");
    assert_eq!(sdp.fingerprint[..3], [0xD5, 0x02, 0xDB]);
    assert_eq!(sdp.fingerprint[31], 0xE2);
    assert_eq!(sdp.setup, Setup::ActPass);
    assert_eq!((sdp.sctp_port, sdp.max_message_size), (5000, Some(262_144)));
    let host = |address, port, priority| Candidate {
        component: 1,
        tcp: false,
        priority,
        address,
        port,
        kind: Kind::Host,
        related: None,
        tcp_type: None,
    };
    assert_eq!(
        sdp.candidates,
        [
            host(
                Address::V4(Ipv4Addr::new(192, 0, 2, 2)),
                43391,
                2_113_937_151
            ),
            host(
                Address::V6("fd00::2".parse().unwrap()),
                56066,
                2_113_942_271
            ),
        ]
    );
    let mdns = Sdp::parse(fixture("chromium-mdns-answer")).unwrap();
    assert_eq!(mdns.setup, Setup::Active);
    let Address::Mdns(uuid) = mdns.candidates[0].address else {
        panic!("an mDNS name");
    };
    assert_eq!(uuid[..2], [0xd5, 0x3a]);
    assert_eq!(uuid[15], 0x2f);
    assert_eq!(
        mdns.candidates[0].address.to_string(),
        "d53a645c-8740-4227-a84c-53ad360b202f.local"
    );
}

#[test]
fn every_kind_of_candidate_reads() {
    let sdp = Sdp::parse(fixture("handmade-every-kind-answer")).unwrap();
    assert_eq!(sdp.setup, Setup::Passive);
    assert_eq!(
        (sdp.sctp_port, sdp.max_message_size),
        (5001, Some(1_073_741_823))
    );
    assert_eq!(sdp.ufrag, "Hs3dKpQ/");
    let c = &sdp.candidates;
    assert_eq!(c.len(), 6);
    assert_eq!(
        (c[1].tcp, c[1].tcp_type, c[1].port),
        (true, Some(TcpType::Active), 9)
    );
    assert_eq!(
        c[2].related,
        Some((Address::V4(Ipv4Addr::new(192, 168, 1, 23)), 51824))
    );
    assert_eq!((c[3].kind, c[3].priority), (Kind::Relay, 41_885_439));
    assert_eq!(c[4].tcp_type, Some(TcpType::Passive));
    assert_eq!(
        c[4].address,
        Address::V6("2001:db8::40".parse::<Ipv6Addr>().unwrap())
    );
    assert_eq!((c[5].kind, c[5].component), (Kind::Prflx, 2));
}

#[test]
fn what_the_rebuilt_sdp_says() {
    let sdp = Sdp::parse(fixture("chromium-srflx-raw-offer")).unwrap();
    let text = sdp.to_sdp();
    for line in [
        "v=0\r\n",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n",
        "a=candidate:1 1 udp 2113937151 192.0.2.2 48623 typ host\r\n",
        "a=candidate:3 1 udp 1677729535 192.0.2.2 49623 typ srflx raddr 192.0.2.2 rport 48623\r\n",
        "a=setup:actpass\r\n",
        "a=mid:0\r\n",
        "a=max-message-size:262144\r\n",
    ] {
        assert!(text.contains(line), "{line:?} in {text}");
    }
    let every = Sdp::parse(fixture("handmade-every-kind-answer"))
        .unwrap()
        .to_sdp();
    assert!(every.contains(" tcp 1518280447 192.168.1.23 9 typ host tcptype active\r\n"));
    assert!(every.contains(" typ relay raddr 203.0.113.7 rport 51825 tcptype passive\r\n"));
    assert!(every.contains("a=candidate:6 2 udp "));
    assert!(every.contains("a=sctp-port:5001\r\n"));
    let none = Sdp {
        max_message_size: None,
        ..sdp
    };
    assert!(!none.to_sdp().contains("max-message-size"));
    assert_eq!(Sdp::parse(&none.to_sdp()), Ok(none));
}

/// The raw offer with `from` replaced by `to`.
fn edited(from: &str, to: &str) -> String {
    let text = fixture("chromium-raw-offer");
    assert!(text.contains(from), "{from}");
    text.replacen(from, to, 1)
}

#[test]
fn each_fault_of_an_sdp_is_told() {
    let cases: Vec<(String, SdpError)> = vec![
        (
            edited("a=ice-ufrag:+rJO\r\n", ""),
            SdpError::Missing("ice-ufrag"),
        ),
        (
            edited("a=ice-pwd:0+j1BTlOe33WppTv+sI82vuI\r\n", ""),
            SdpError::Missing("ice-pwd"),
        ),
        (
            edited("a=setup:actpass\r\n", ""),
            SdpError::Missing("setup"),
        ),
        (
            edited("a=fingerprint:", "a=fingerprint-not:"),
            SdpError::Missing("fingerprint"),
        ),
        (
            edited("a=setup:actpass", "a=setup:holdconn"),
            SdpError::Bad("setup"),
        ),
        (
            edited("a=ice-ufrag:+rJO", "a=ice-ufrag:+r*O"),
            SdpError::Bad("ice-ufrag"),
        ),
        (
            edited("a=ice-ufrag:+rJO", "a=ice-ufrag:"),
            SdpError::Bad("ice-ufrag"),
        ),
        (
            edited("a=ice-pwd:0+j", &format!("a=ice-pwd:{}", "x".repeat(62))),
            SdpError::Bad("ice-pwd"),
        ),
        (
            edited("a=fingerprint:sha-256", "a=fingerprint:sha-1"),
            SdpError::Unsupported("fingerprint"),
        ),
        (edited("D5:02:", "D5:"), SdpError::Bad("fingerprint")),
        (edited("D5:02:", "D5:0G:"), SdpError::Bad("fingerprint")),
        (edited("D5:02:", "D5:002:"), SdpError::Bad("fingerprint")),
        (
            edited(
                "typ host generation 0 network-cost 999\r\na=candidate:4",
                "typ host generation\r\na=candidate:4",
            ),
            SdpError::Bad("candidate"),
        ),
        (
            edited(" udp 2113937151", " sctp 2113937151"),
            SdpError::Unsupported("transport"),
        ),
        (
            edited(" 1 udp 2113937151", " 3 udp 2113937151"),
            SdpError::Unsupported("component"),
        ),
        (
            edited(" 1 udp 2113937151", " x udp 2113937151"),
            SdpError::Bad("candidate"),
        ),
        (
            edited("2113937151", "21139371510"),
            SdpError::Bad("candidate"),
        ),
        (
            edited("192.0.2.2 43391", "192.0.2.2 65536"),
            SdpError::Bad("candidate"),
        ),
        (
            edited(
                "typ host generation 0 network-cost 999\r\na=candidate:4",
                "typ cloud\r\na=candidate:4",
            ),
            SdpError::Bad("candidate"),
        ),
        (
            edited("43391 typ host", "43391 type host"),
            SdpError::Bad("candidate"),
        ),
        (
            edited("192.0.2.2 43391", "example.org 43391"),
            SdpError::Unsupported("address"),
        ),
        (
            edited(
                "192.0.2.2 43391",
                "D53A645C-8740-4227-A84C-53AD360B202F.local 43391",
            ),
            SdpError::Unsupported("address"),
        ),
        (
            edited(
                "192.0.2.2 43391",
                "d53a645c-8740-4227-a84c53ad360b202f.local 43391",
            ),
            SdpError::Unsupported("address"),
        ),
        (
            edited(
                "192.0.2.2 43391",
                "d53a645c-8740-4227-a84c-53ad360b202f.locals 43391",
            ),
            SdpError::Unsupported("address"),
        ),
        (
            edited(
                "typ host generation 0",
                "typ host tcptype sideways generation 0",
            ),
            SdpError::Bad("candidate"),
        ),
        (
            edited(
                "typ host generation 0",
                "typ srflx raddr 0.0.0.0 rport x generation 0",
            ),
            SdpError::Bad("candidate"),
        ),
        (
            edited(
                "typ host generation 0",
                "typ srflx raddr nowhere rport 0 generation 0",
            ),
            SdpError::Unsupported("address"),
        ),
        (
            edited("a=sctp-port:5000", "a=sctp-port:70000"),
            SdpError::Bad("sctp-port"),
        ),
        (
            edited("a=max-message-size:262144", "a=max-message-size:big"),
            SdpError::Bad("max-message-size"),
        ),
        (
            edited("a=mid:0", "a=mid:data"),
            SdpError::Unsupported("mid"),
        ),
        (
            edited(
                "m=application 43391 UDP/DTLS/SCTP",
                "m=audio 43391 UDP/DTLS/SCTP",
            ),
            SdpError::Unsupported("m="),
        ),
        (
            edited("webrtc-datachannel", "webrtc-datachannel extra"),
            SdpError::Unsupported("m="),
        ),
        (
            edited("m=application", "x=application"),
            SdpError::Unsupported("m="),
        ),
        (
            edited(
                "a=mid:0\r\n",
                "a=mid:0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n",
            ),
            SdpError::Unsupported("m="),
        ),
    ];
    for (text, error) in cases {
        assert_eq!(Sdp::parse(&text), Err(error.clone()), "{text}");
    }
    let line = "a=candidate:1 1 udp 2113937151 192.0.2.2 43391 typ host\r\n";
    let many = edited(
        "a=ice-ufrag",
        &format!("{}a=ice-ufrag", line.repeat(MAX_CANDIDATES - 2)),
    );
    assert_eq!(Sdp::parse(&many).unwrap().candidates.len(), MAX_CANDIDATES);
    let too_many = edited(
        "a=ice-ufrag",
        &format!("{}a=ice-ufrag", line.repeat(MAX_CANDIDATES - 1)),
    );
    assert_eq!(
        Sdp::parse(&too_many),
        Err(SdpError::Unsupported("candidates"))
    );
    // A host candidate's related address is not kept; lowercase fingerprints read.
    let related = edited(
        "typ host generation 0",
        "typ host raddr 1.2.3.4 rport 5 generation 0",
    );
    assert_eq!(Sdp::parse(&related).unwrap().candidates[0].related, None);
    let lower = edited("D5:02:DB", "d5:02:db");
    assert_eq!(
        Sdp::parse(&lower).unwrap().fingerprint[..3],
        [0xD5, 0x02, 0xDB]
    );
    let ufrag64 = edited(
        "a=ice-ufrag:+rJO",
        &format!("a=ice-ufrag:{}", "/".repeat(64)),
    );
    assert_eq!(Sdp::parse(&ufrag64).unwrap().ufrag.len(), 64);
    let lf_only = fixture("chromium-raw-offer").replace("\r\n", "\n");
    assert_eq!(
        Sdp::parse(&lf_only),
        Sdp::parse(fixture("chromium-raw-offer"))
    );
}

fn sample() -> Sdp {
    Sdp::parse(fixture("handmade-every-kind-answer")).unwrap()
}

#[test]
fn essentials_no_sdp_could_hold_are_not_made_compact() {
    let bad = Err(CodeError::Invalid(Field::Sdp));
    let s = sample();
    assert_eq!(
        Sdp {
            ufrag: String::new(),
            ..s.clone()
        }
        .to_compact(),
        bad
    );
    assert_eq!(
        Sdp {
            pwd: "a b".into(),
            ..s.clone()
        }
        .to_compact(),
        bad
    );
    let mut three = s.clone();
    three.candidates[0].component = 3;
    assert_eq!(three.to_compact(), bad);
    let mut zero = s.clone();
    zero.candidates[0].component = 0;
    assert_eq!(zero.to_compact(), bad);
    let mut host = s.clone();
    host.candidates[0].related = Some((Address::V4(Ipv4Addr::LOCALHOST), 1));
    assert_eq!(host.to_compact(), bad);
    let mut many = s.clone();
    many.candidates = vec![s.candidates[0]; MAX_CANDIDATES + 1];
    assert_eq!(many.to_compact(), bad);
    many.candidates.pop();
    assert_eq!(Sdp::from_compact(&many.to_compact().unwrap()), Ok(many));
    // Two candidates of component 2 and no related address on a relay still round-trip.
    let mut no_related = s.clone();
    no_related.candidates[3].related = None;
    assert_eq!(
        Sdp::from_compact(&no_related.to_compact().unwrap()),
        Ok(no_related)
    );
}

#[test]
fn each_fault_of_a_compact_form_is_told() {
    let bytes = sample().to_compact().unwrap();
    // Every cut is too short; the whole reads; one byte more is trailing.
    for end in 0..bytes.len() {
        assert_eq!(
            Sdp::from_compact(&bytes[..end]),
            Err(CodeError::TooShort),
            "cut at {end}"
        );
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(
        Sdp::from_compact(&longer),
        Err(CodeError::Invalid(Field::Trailing))
    );
    let bad = Err(CodeError::Invalid(Field::Sdp));
    let with = |at: usize, value: u8| {
        let mut b = bytes.clone();
        b[at] = value;
        Sdp::from_compact(&b)
    };
    let head = bytes[0];
    assert_eq!(with(0, head | 3), bad, "setup role 3");
    assert_eq!(with(0, head & 0b111 | 3 << 3), bad, "message size kind 3");
    assert_eq!(with(0, head | 0x80), bad, "a head bit unused");
    // The head: passive (2), a port (bit 2), a size given (2 << 3).
    assert_eq!(head, 2 | 4 | 2 << 3);
    // Then the port (2 bytes) and the size (a 5-byte varint), the ufrag's length.
    assert_eq!(bytes[8], 8);
    assert_eq!(with(8, 0), bad, "an empty ufrag");
    assert_eq!(with(8, 65), bad, "a ufrag longer than any kept");
    // The candidates' count after the ufrag (6 bytes), the pwd (1 + 24) and the fingerprint.
    let count_at = 8 + 1 + 6 + 1 + 24 + 32;
    assert_eq!(bytes[count_at], 6);
    assert_eq!(with(count_at, MAX_CANDIDATES as u8 + 1), bad);
    assert_eq!(
        with(count_at + 1, bytes[count_at + 1] | 3 << 3),
        bad,
        "address kind 3"
    );
    // The varint of the size, cut off by a mark that says more follows past 10 bytes.
    let mut endless = vec![2 << 3];
    endless.extend([0x80; 10]);
    assert_eq!(Sdp::from_compact(&endless), bad);
}

#[test]
fn compact_round_trips_each_field_alone() {
    let base = sample();
    let mut variants = vec![
        Sdp {
            setup: Setup::ActPass,
            ..base.clone()
        },
        Sdp {
            setup: Setup::Active,
            ..base.clone()
        },
        Sdp {
            sctp_port: 5000,
            ..base.clone()
        },
        Sdp {
            max_message_size: None,
            ..base.clone()
        },
        Sdp {
            max_message_size: Some(262_144),
            ..base.clone()
        },
        Sdp {
            max_message_size: Some(0),
            ..base.clone()
        },
        Sdp {
            ufrag: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".into(),
            ..base.clone()
        },
        Sdp {
            pwd: "z".into(),
            ..base.clone()
        },
        Sdp {
            candidates: vec![],
            ..base.clone()
        },
    ];
    let mut mdns = base.clone();
    mdns.candidates[2].related = Some((Address::Mdns([0xab; 16]), 7));
    mdns.candidates[3].related = Some((Address::V6(Ipv6Addr::LOCALHOST), 8));
    variants.push(mdns);
    let mut so = base.clone();
    so.candidates[1].tcp_type = Some(TcpType::So);
    variants.push(so);
    for sdp in variants {
        let bytes = sdp.to_compact().unwrap();
        assert_eq!(Sdp::from_compact(&bytes), Ok(sdp.clone()));
        assert_eq!(Sdp::parse(&sdp.to_sdp()), Ok(sdp));
    }
}

#[test]
fn the_rebuilt_session_id_is_a_63_bit_number_each_certificate_its_own() {
    let mut ids = std::collections::BTreeSet::new();
    for (name, text) in FIXTURES {
        let rebuilt = Sdp::parse(text).unwrap().to_sdp();
        let origin = rebuilt.lines().nth(1).unwrap();
        let fields: Vec<&str> = origin.split(' ').collect();
        assert_eq!(
            (fields[0], &fields[2..]),
            ("o=-", &["2", "IN", "IP4", "127.0.0.1"][..])
        );
        let id: u64 = fields[1].parse().unwrap();
        assert!(id < 1 << 62, "{name}: {id}");
        ids.insert(id);
    }
    assert_eq!(ids.len(), FIXTURES.len());
}
