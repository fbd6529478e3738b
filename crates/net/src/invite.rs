//! The invite a host sends a friend for a seat, and the friend's reply, as link codes:
//! base64url of a small binary form with a version and a checksum, like the share links
//! (`crates/links`).
//!
//! ```text
//! invite                                   reply
//! byte   kind 3 << 4 | version 1           byte   kind 4 << 4 | version 1
//! varint protocol version (messages)       byte   seat (from 0)
//! byte   edition (Preset::ALL order)       u64 LE the invite's one-time secret
//! byte   players                           byte   name length (bytes), name (UTF-8)
//! byte   seat (from 0)                     ...    the answer, compact (crate::sdp)
//! u64 LE the seat's one-time secret        2      Fletcher-16 of everything before
//! byte   name length (bytes), host's name
//! ...    the offer, compact (crate::sdp)
//! 2      Fletcher-16 of everything before
//! ```
//!
//! Names are at most 40 characters, with no bidi or other control character
//! ([`crate::name`]). Reading never panics: any text gives the payload or a
//! [`CodeError`].

use crate::code::{open, put_varint, seal, CodeError, Field, Reader};
use crate::name::is_clean;
use crate::sdp::Sdp;
use engine::Preset;

/// The version of the codes' layout this app writes.
pub const CODE_VERSION: u8 = 1;
const KIND_INVITE: u8 = 3;
const KIND_REPLY: u8 = 4;

/// What the host sends a friend to take a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invite {
    /// The message protocol the host speaks ([`crate::message::PROTOCOL`]).
    pub protocol: u32,
    pub host: String,
    pub preset: Preset,
    pub players: u8,
    pub seat: u8,
    /// The seat's one-time secret (the caller draws it).
    pub secret: u64,
    /// The host's WebRTC offer.
    pub offer: Sdp,
}

/// What the friend sends back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub seat: u8,
    pub secret: u64,
    pub name: String,
    /// The friend's WebRTC answer.
    pub answer: Sdp,
}

impl Invite {
    /// The invite's code; a host name that is not clean ([`crate::name::clean_name`]) is
    /// refused, as are a seat outside the table and players the edition does not seat.
    pub fn encode(&self) -> Result<String, CodeError> {
        check_table(self.preset, self.players, self.seat)?;
        let mut out = vec![KIND_INVITE << 4 | CODE_VERSION];
        put_varint(&mut out, u64::from(self.protocol));
        let edition = Preset::ALL
            .iter()
            .position(|&p| p == self.preset)
            .unwrap_or(0);
        out.extend([edition as u8, self.players, self.seat]);
        out.extend(self.secret.to_le_bytes());
        put_name(&mut out, &self.host)?;
        self.offer.write(&mut out)?;
        Ok(seal(out))
    }

    pub fn decode(code: &str) -> Result<Invite, CodeError> {
        let body = open_kind(code, KIND_INVITE)?;
        let mut r = Reader::new(&body[1..]);
        let protocol = u32::try_from(r.varint(Field::Version)?)
            .map_err(|_| CodeError::Invalid(Field::Version))?;
        let preset = *Preset::ALL
            .get(usize::from(r.byte()?))
            .ok_or(CodeError::Invalid(Field::Edition))?;
        let (players, seat) = (r.byte()?, r.byte()?);
        check_table(preset, players, seat)?;
        let secret = r.u64()?;
        let host = read_name(&mut r)?;
        let offer = Sdp::read(&mut r)?;
        finish(&r)?;
        Ok(Invite {
            protocol,
            host,
            preset,
            players,
            seat,
            secret,
            offer,
        })
    }
}

impl Reply {
    /// The reply's code; a name that is not clean is refused.
    pub fn encode(&self) -> Result<String, CodeError> {
        let mut out = vec![KIND_REPLY << 4 | CODE_VERSION, self.seat];
        out.extend(self.secret.to_le_bytes());
        put_name(&mut out, &self.name)?;
        self.answer.write(&mut out)?;
        Ok(seal(out))
    }

    pub fn decode(code: &str) -> Result<Reply, CodeError> {
        let body = open_kind(code, KIND_REPLY)?;
        let mut r = Reader::new(&body[1..]);
        let seat = r.byte()?;
        if usize::from(seat) >= engine::MAX_PLAYERS {
            return Err(CodeError::Invalid(Field::Seat));
        }
        let secret = r.u64()?;
        let name = read_name(&mut r)?;
        let answer = Sdp::read(&mut r)?;
        finish(&r)?;
        Ok(Reply {
            seat,
            secret,
            name,
            answer,
        })
    }
}

/// The body of a code of `kind` in a version this app reads.
fn open_kind(code: &str, kind: u8) -> Result<Vec<u8>, CodeError> {
    let body = open(code)?;
    let head = body[0];
    if head >> 4 != kind {
        return Err(CodeError::WrongKind(head >> 4));
    }
    match head & 0x0f {
        CODE_VERSION => Ok(body),
        0 => Err(CodeError::Invalid(Field::Version)),
        newer => Err(CodeError::Newer(newer)),
    }
}

/// An edition that seats `players`, and a seat among them.
fn check_table(preset: Preset, players: u8, seat: u8) -> Result<(), CodeError> {
    if preset.rules().check(players).is_err() {
        return Err(CodeError::Invalid(Field::Players));
    }
    if seat >= players {
        return Err(CodeError::Invalid(Field::Seat));
    }
    Ok(())
}

fn put_name(out: &mut Vec<u8>, name: &str) -> Result<(), CodeError> {
    if !is_clean(name) {
        return Err(CodeError::Invalid(Field::Name));
    }
    // 40 characters of at most 4 bytes each: the length fits a byte.
    out.push(name.len() as u8);
    out.extend(name.as_bytes());
    Ok(())
}

fn read_name(r: &mut Reader) -> Result<String, CodeError> {
    let len = usize::from(r.byte()?);
    let name = std::str::from_utf8(r.take(len)?).map_err(|_| CodeError::Invalid(Field::Name))?;
    if !is_clean(name) {
        return Err(CodeError::Invalid(Field::Name));
    }
    Ok(name.to_string())
}

fn finish(r: &Reader) -> Result<(), CodeError> {
    if r.done() {
        Ok(())
    } else {
        Err(CodeError::Invalid(Field::Trailing))
    }
}
