//! Compact SDP: what a browser's offer or answer for ONE data channel needs to connect,
//! read from its text ([`Sdp::parse`]), written into a few dozen bytes ([`Sdp::write`],
//! for the invite and reply codes) and back, and made into an SDP a browser accepts again
//! ([`Sdp::to_sdp`]).
//!
//! Kept: the ICE user fragment and password, the DTLS certificate's SHA-256 fingerprint
//! and setup role, the candidates, the SCTP port and the largest message size. Dropped:
//! everything a browser writes the same way each time (the session line, the bundle group,
//! the media line's port), the candidates' foundations (numbered again: each candidate
//! its own, which only makes ICE try them independently) and their extensions
//! (generation, network cost). Compact form, in order:
//!
//! ```text
//! byte      setup role (bits 0-1: actpass, active, passive) | bit 2: SCTP port follows
//!           (else 5000) | bits 3-4: largest message 0 = 262144, 1 = none given, 2 = follows
//! [u16 LE]  SCTP port          [varint] largest message size
//! ufrag     its length in characters, then 6 bits a character (A-Z a-z 0-9 + /)
//! pwd       the same
//! 32 bytes  the SHA-256 fingerprint
//! byte      how many candidates, then each:
//!   byte    type (bits 0-1: host, srflx, relay, prflx) | bit 2: TCP (else UDP)
//!           | bits 3-4: address kind | bits 5-6: tcptype (none, active, passive, so)
//!           | bit 7: component 2 (else 1)
//!   u32 LE  priority
//!   address IPv4 (4 bytes), IPv6 (16), or an mDNS name <uuid>.local as its uuid (16)
//!   u16 LE  port
//!   not host: byte: the related address's kind (3: none), then it and its port
//! ```

use crate::code::{put_varint, CodeError, Field, Reader};
use std::fmt::Write;
use std::net::{Ipv4Addr, Ipv6Addr};

/// The essentials of a data channel's offer or answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sdp {
    pub ufrag: String,
    pub pwd: String,
    /// The DTLS certificate's SHA-256 fingerprint.
    pub fingerprint: [u8; 32],
    pub setup: Setup,
    pub candidates: Vec<Candidate>,
    pub sctp_port: u16,
    /// `None`: the SDP gave none (64 KiB is then assumed by the other side).
    pub max_message_size: Option<u64>,
}

/// Which side starts DTLS.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setup {
    ActPass,
    Active,
    Passive,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// 1, or 2 (RTCP, never with a bundled data channel).
    pub component: u8,
    pub tcp: bool,
    pub priority: u32,
    pub address: Address,
    pub port: u16,
    pub kind: Kind,
    /// The base of a server-reflexive or relayed candidate (a host candidate has none).
    pub related: Option<(Address, u16)>,
    pub tcp_type: Option<TcpType>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Address {
    V4(Ipv4Addr),
    V6(Ipv6Addr),
    /// An mDNS name `<uuid>.local` (a browser's way of hiding a local address), as the
    /// uuid's 16 bytes.
    Mdns([u8; 16]),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Host,
    Srflx,
    Relay,
    Prflx,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TcpType {
    Active,
    Passive,
    So,
}

/// Why an SDP was not made compact: the line or attribute at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SdpError {
    /// An attribute every data channel's SDP has is not there.
    Missing(&'static str),
    /// A line that does not read.
    Bad(&'static str),
    /// Something the compact form does not carry (another media, another hash, a
    /// candidate address that is a host name but no mDNS uuid).
    Unsupported(&'static str),
}

/// The most candidates kept: a browser with a few interfaces gathers a handful.
pub const MAX_CANDIDATES: usize = 32;
/// The longest ICE user fragment or password kept (RFC 8839 allows 256; browsers write
/// 4 to 32 characters).
pub const MAX_ICE_CHARS: usize = 64;
const DEFAULT_SCTP_PORT: u16 = 5000;
/// The size Chromium and Firefox give.
const DEFAULT_MAX_MESSAGE: u64 = 262_144;
/// ICE's characters (RFC 8839 `ice-char`), each written in 6 bits.
const ICE_CHARS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

const KINDS: [(Kind, &str); 4] = [
    (Kind::Host, "host"),
    (Kind::Srflx, "srflx"),
    (Kind::Relay, "relay"),
    (Kind::Prflx, "prflx"),
];
const TCP_TYPES: [(TcpType, &str); 3] = [
    (TcpType::Active, "active"),
    (TcpType::Passive, "passive"),
    (TcpType::So, "so"),
];
const SETUPS: [(Setup, &str); 3] = [
    (Setup::ActPass, "actpass"),
    (Setup::Active, "active"),
    (Setup::Passive, "passive"),
];

fn named<T: Copy + PartialEq>(table: &[(T, &'static str)], text: &str) -> Option<T> {
    table.iter().find(|(_, n)| *n == text).map(|(v, _)| *v)
}

fn name_of<T: Copy + PartialEq>(table: &[(T, &'static str)], value: T) -> &'static str {
    table
        .iter()
        .find(|(v, _)| *v == value)
        .map_or("", |(_, n)| n)
}

fn index_of<T: Copy + PartialEq>(table: &[(T, &'static str)], value: T) -> u8 {
    table.iter().position(|(v, _)| *v == value).unwrap_or(0) as u8
}

impl Sdp {
    /// Reads a browser's offer or answer for one data channel.
    pub fn parse(text: &str) -> Result<Sdp, SdpError> {
        let (mut ufrag, mut pwd, mut fingerprint, mut setup) = (None, None, None, None);
        let mut candidates = Vec::new();
        let (mut sctp_port, mut max_message_size) = (DEFAULT_SCTP_PORT, None);
        let mut media = 0;
        for line in text.lines().map(str::trim_end) {
            if let Some(m) = line.strip_prefix("m=") {
                media += 1;
                let fields: Vec<&str> = m.split(' ').collect();
                if !matches!(
                    fields[..],
                    ["application", _, "UDP/DTLS/SCTP", "webrtc-datachannel"]
                ) {
                    return Err(SdpError::Unsupported("m="));
                }
            } else if let Some(v) = line.strip_prefix("a=ice-ufrag:") {
                ufrag = Some(ice_text(v, "ice-ufrag")?);
            } else if let Some(v) = line.strip_prefix("a=ice-pwd:") {
                pwd = Some(ice_text(v, "ice-pwd")?);
            } else if let Some(v) = line.strip_prefix("a=fingerprint:") {
                fingerprint = Some(parse_fingerprint(v)?);
            } else if let Some(v) = line.strip_prefix("a=setup:") {
                setup = Some(named(&SETUPS, v).ok_or(SdpError::Bad("setup"))?);
            } else if let Some(v) = line.strip_prefix("a=candidate:") {
                if candidates.len() == MAX_CANDIDATES {
                    return Err(SdpError::Unsupported("candidates"));
                }
                candidates.push(parse_candidate(v)?);
            } else if let Some(v) = line.strip_prefix("a=sctp-port:") {
                sctp_port = v.parse().map_err(|_| SdpError::Bad("sctp-port"))?;
            } else if let Some(v) = line.strip_prefix("a=max-message-size:") {
                max_message_size = Some(v.parse().map_err(|_| SdpError::Bad("max-message-size"))?);
            } else if let Some(v) = line.strip_prefix("a=mid:") {
                // The rebuilt SDP names its media "0", as browsers do: an answer must
                // name it as its offer did.
                if v != "0" {
                    return Err(SdpError::Unsupported("mid"));
                }
            }
        }
        if media != 1 {
            return Err(SdpError::Unsupported("m="));
        }
        Ok(Sdp {
            ufrag: ufrag.ok_or(SdpError::Missing("ice-ufrag"))?,
            pwd: pwd.ok_or(SdpError::Missing("ice-pwd"))?,
            fingerprint: fingerprint.ok_or(SdpError::Missing("fingerprint"))?,
            setup: setup.ok_or(SdpError::Missing("setup"))?,
            candidates,
            sctp_port,
            max_message_size,
        })
    }

    /// A complete SDP for these essentials, as a browser takes it for
    /// `setRemoteDescription` (an offer or an answer, by its `type`).
    pub fn to_sdp(&self) -> String {
        // The session id: any number below 2^63, here one the fingerprint picks.
        let id = u64::from_be_bytes(self.fingerprint[..8].try_into().unwrap_or_default()) >> 2;
        let mut s = format!(
            "v=0\r\no=- {id} 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n\
             a=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
             c=IN IP4 0.0.0.0\r\n"
        );
        for (i, c) in self.candidates.iter().enumerate() {
            let _ = write!(
                s,
                "a=candidate:{} {} {} {} {} {} typ {}",
                i + 1,
                c.component,
                if c.tcp { "tcp" } else { "udp" },
                c.priority,
                c.address,
                c.port,
                name_of(&KINDS, c.kind)
            );
            if let Some((address, port)) = c.related {
                let _ = write!(s, " raddr {address} rport {port}");
            }
            if let Some(t) = c.tcp_type {
                let _ = write!(s, " tcptype {}", name_of(&TCP_TYPES, t));
            }
            s.push_str("\r\n");
        }
        let fingerprint: Vec<String> = self
            .fingerprint
            .iter()
            .map(|b| format!("{b:02X}"))
            .collect();
        let _ = write!(
            s,
            "a=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=ice-options:trickle\r\n\
             a=fingerprint:sha-256 {}\r\na=setup:{}\r\na=mid:0\r\na=sctp-port:{}\r\n",
            self.ufrag,
            self.pwd,
            fingerprint.join(":"),
            name_of(&SETUPS, self.setup),
            self.sctp_port
        );
        if let Some(size) = self.max_message_size {
            let _ = write!(s, "a=max-message-size:{size}\r\n");
        }
        s
    }

    /// The compact form alone (see the module's documentation); essentials no SDP
    /// [`Sdp::parse`] reads could hold are refused as [`Field::Sdp`].
    pub fn to_compact(&self) -> Result<Vec<u8>, CodeError> {
        let mut out = Vec::new();
        self.write(&mut out)?;
        Ok(out)
    }

    /// Reads [`Sdp::to_compact`]'s bytes, all of them.
    pub fn from_compact(bytes: &[u8]) -> Result<Sdp, CodeError> {
        let mut r = Reader::new(bytes);
        let sdp = Sdp::read(&mut r)?;
        if !r.done() {
            return Err(CodeError::Invalid(Field::Trailing));
        }
        Ok(sdp)
    }

    /// Whether these essentials are ones [`Sdp::parse`] could give.
    fn is_valid(&self) -> bool {
        let ice = |t: &str| ice_text(t, "").is_ok();
        ice(&self.ufrag)
            && ice(&self.pwd)
            && self.candidates.len() <= MAX_CANDIDATES
            && self.candidates.iter().all(|c| {
                (1..=2).contains(&c.component) && (c.kind != Kind::Host || c.related.is_none())
            })
    }

    /// The compact form, appended to `out`.
    pub(crate) fn write(&self, out: &mut Vec<u8>) -> Result<(), CodeError> {
        if !self.is_valid() {
            return Err(CodeError::Invalid(Field::Sdp));
        }
        let port_bit = if self.sctp_port == DEFAULT_SCTP_PORT {
            0
        } else {
            4
        };
        let size_bits = match self.max_message_size {
            Some(DEFAULT_MAX_MESSAGE) => 0,
            None => 1 << 3,
            Some(_) => 2 << 3,
        };
        // Fields on bits of their own: their sum is the byte.
        out.push(index_of(&SETUPS, self.setup) + port_bit + size_bits);
        if port_bit != 0 {
            out.extend(self.sctp_port.to_le_bytes());
        }
        if let Some(size) = self.max_message_size.filter(|_| size_bits == 2 << 3) {
            put_varint(out, size);
        }
        write_ice(out, &self.ufrag);
        write_ice(out, &self.pwd);
        out.extend(self.fingerprint);
        out.push(self.candidates.len() as u8);
        for c in &self.candidates {
            let tcp_type = c.tcp_type.map_or(0, |t| index_of(&TCP_TYPES, t) + 1);
            out.push(
                index_of(&KINDS, c.kind)
                    + (u8::from(c.tcp) << 2)
                    + (c.address.kind() << 3)
                    + (tcp_type << 5)
                    + (u8::from(c.component == 2) << 7),
            );
            out.extend(c.priority.to_le_bytes());
            c.address.write(out);
            out.extend(c.port.to_le_bytes());
            if c.kind != Kind::Host {
                match c.related {
                    None => out.push(3),
                    Some((address, port)) => {
                        out.push(address.kind());
                        address.write(out);
                        out.extend(port.to_le_bytes());
                    }
                }
            }
        }
        Ok(())
    }

    /// Reads the compact form; what does not read is [`Field::Sdp`].
    pub(crate) fn read(r: &mut Reader) -> Result<Sdp, CodeError> {
        let bad = CodeError::Invalid(Field::Sdp);
        let head = r.byte()?;
        let setup = SETUPS.get(usize::from(head & 3)).ok_or(bad)?.0;
        let sctp_port = if head & 4 != 0 {
            r.u16()?
        } else {
            DEFAULT_SCTP_PORT
        };
        let max_message_size = match head >> 3 {
            0 => Some(DEFAULT_MAX_MESSAGE),
            1 => None,
            2 => Some(r.varint(Field::Sdp)?),
            _ => return Err(bad),
        };
        let ufrag = read_ice(r)?;
        let pwd = read_ice(r)?;
        let fingerprint = r.array()?;
        let count = usize::from(r.byte()?);
        if count > MAX_CANDIDATES {
            return Err(bad);
        }
        let mut candidates = Vec::with_capacity(count);
        for _ in 0..count {
            let packed = r.byte()?;
            let kind = KINDS[usize::from(packed & 3)].0;
            let tcp_type = match packed >> 5 & 3 {
                0 => None,
                t => Some(TCP_TYPES[usize::from(t - 1)].0),
            };
            let priority = r.u32()?;
            let address = Address::read(r, packed >> 3 & 3)?;
            let port = r.u16()?;
            let related = match kind {
                Kind::Host => None,
                _ => match r.byte()? {
                    3 => None,
                    k => Some((Address::read(r, k)?, r.u16()?)),
                },
            };
            candidates.push(Candidate {
                component: 1 + (packed >> 7),
                tcp: packed & 4 != 0,
                priority,
                address,
                port,
                kind,
                related,
                tcp_type,
            });
        }
        Ok(Sdp {
            ufrag,
            pwd,
            fingerprint,
            setup,
            candidates,
            sctp_port,
            max_message_size,
        })
    }
}

impl Address {
    fn kind(&self) -> u8 {
        match self {
            Address::V4(_) => 0,
            Address::V6(_) => 1,
            Address::Mdns(_) => 2,
        }
    }

    fn write(&self, out: &mut Vec<u8>) {
        match self {
            Address::V4(a) => out.extend(a.octets()),
            Address::V6(a) => out.extend(a.octets()),
            Address::Mdns(uuid) => out.extend(uuid),
        }
    }

    fn read(r: &mut Reader, kind: u8) -> Result<Address, CodeError> {
        Ok(match kind {
            0 => Address::V4(Ipv4Addr::from(r.array::<4>()?)),
            1 => Address::V6(Ipv6Addr::from(r.array::<16>()?)),
            2 => Address::Mdns(r.array()?),
            _ => return Err(CodeError::Invalid(Field::Sdp)),
        })
    }

    fn parse(text: &str) -> Result<Address, SdpError> {
        if let Ok(a) = text.parse::<Ipv4Addr>() {
            return Ok(Address::V4(a));
        }
        if let Ok(a) = text.parse::<Ipv6Addr>() {
            return Ok(Address::V6(a));
        }
        let uuid = text
            .strip_suffix(".local")
            .ok_or(SdpError::Unsupported("address"))?;
        parse_uuid(uuid)
            .map(Address::Mdns)
            .ok_or(SdpError::Unsupported("address"))
    }
}

impl std::fmt::Display for Address {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Address::V4(a) => write!(f, "{a}"),
            Address::V6(a) => write!(f, "{a}"),
            Address::Mdns(u) => {
                for (i, b) in u.iter().enumerate() {
                    if matches!(i, 4 | 6 | 8 | 10) {
                        f.write_str("-")?;
                    }
                    write!(f, "{b:02x}")?;
                }
                f.write_str(".local")
            }
        }
    }
}

/// A uuid as browsers write it in mDNS names: 8-4-4-4-12 lowercase hex digits.
fn parse_uuid(text: &str) -> Option<[u8; 16]> {
    let groups: Vec<&str> = text.split('-').collect();
    if groups.iter().map(|g| g.len()).collect::<Vec<_>>() != [8, 4, 4, 4, 12] {
        return None;
    }
    let hex: Vec<u8> = groups.concat().bytes().collect();
    let mut out = [0u8; 16];
    for (byte, pair) in out.iter_mut().zip(hex.chunks(2)) {
        *byte = hex_digit(pair[0])? * 16 + hex_digit(pair[1])?;
    }
    Some(out)
}

/// A lowercase hex digit (the rebuilt name is lowercase: an uppercase one would not be
/// the same name to every resolver).
fn hex_digit(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        _ => None,
    }
}

fn ice_text(value: &str, what: &'static str) -> Result<String, SdpError> {
    let ok =
        (1..=MAX_ICE_CHARS).contains(&value.len()) && value.bytes().all(|c| ICE_CHARS.contains(&c));
    ok.then(|| value.to_string()).ok_or(SdpError::Bad(what))
}

fn parse_fingerprint(value: &str) -> Result<[u8; 32], SdpError> {
    let hex = value
        .strip_prefix("sha-256 ")
        .ok_or(SdpError::Unsupported("fingerprint"))?;
    let bytes: Option<Vec<u8>> = hex
        .split(':')
        .map(|pair| match pair.as_bytes() {
            [a, b] => Some(upper_hex(*a)? * 16 + upper_hex(*b)?),
            _ => None,
        })
        .collect();
    bytes
        .and_then(|b| b.try_into().ok())
        .ok_or(SdpError::Bad("fingerprint"))
}

/// A hex digit of a fingerprint (RFC 8122 writes them uppercase; lowercase is read too).
fn upper_hex(c: u8) -> Option<u8> {
    hex_digit(c.to_ascii_lowercase())
}

fn parse_candidate(value: &str) -> Result<Candidate, SdpError> {
    let bad = SdpError::Bad("candidate");
    let fields: Vec<&str> = value.split(' ').collect();
    let [_foundation, component, transport, priority, address, port, "typ", kind, rest @ ..] =
        &fields[..]
    else {
        return Err(bad);
    };
    let component: u8 = component.parse().map_err(|_| bad.clone())?;
    if !(1..=2).contains(&component) {
        return Err(SdpError::Unsupported("component"));
    }
    let tcp = match transport.to_ascii_lowercase().as_str() {
        "udp" => false,
        "tcp" => true,
        _ => return Err(SdpError::Unsupported("transport")),
    };
    let mut candidate = Candidate {
        component,
        tcp,
        priority: priority.parse().map_err(|_| bad.clone())?,
        address: Address::parse(address)?,
        port: port.parse().map_err(|_| bad.clone())?,
        kind: named(&KINDS, kind).ok_or(bad.clone())?,
        related: None,
        tcp_type: None,
    };
    let (mut raddr, mut rport) = (None, None);
    for pair in rest.chunks(2) {
        match pair {
            ["raddr", a] => raddr = Some(Address::parse(a)?),
            ["rport", p] => rport = Some(p.parse::<u16>().map_err(|_| bad.clone())?),
            ["tcptype", t] => candidate.tcp_type = Some(named(&TCP_TYPES, t).ok_or(bad.clone())?),
            [_, _] => {}
            _ => return Err(bad),
        }
    }
    // A host candidate's related address means nothing (RFC 8839): not kept.
    if candidate.kind != Kind::Host {
        candidate.related = raddr.zip(rport);
    }
    Ok(candidate)
}

fn write_ice(out: &mut Vec<u8>, text: &str) {
    out.push(text.len() as u8);
    let (mut acc, mut bits) = (0u32, 0);
    for c in text.bytes() {
        let v = ICE_CHARS.iter().position(|&x| x == c).unwrap_or(0) as u32;
        // The new character in the 6 bits the shift cleared.
        acc = (acc << 6) + v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    if bits > 0 {
        out.push((acc << (8 - bits)) as u8);
    }
}

fn read_ice(r: &mut Reader) -> Result<String, CodeError> {
    let len = usize::from(r.byte()?);
    if len == 0 || len > MAX_ICE_CHARS {
        return Err(CodeError::Invalid(Field::Sdp));
    }
    let bytes = r.take((len * 6).div_ceil(8))?;
    let mut text = String::with_capacity(len);
    for i in 0..len {
        let bit = i * 6;
        let pair =
            (u16::from(bytes[bit / 8]) << 8) + u16::from(*bytes.get(bit / 8 + 1).unwrap_or(&0));
        let v = pair >> (10 - bit % 8) & 63;
        text.push(ICE_CHARS[usize::from(v)] as char);
    }
    Ok(text)
}
