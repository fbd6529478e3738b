//! Share links: a **deal** (rules, variants, seats, seed) sets up the same game anywhere;
//! a **record** adds every action, so a whole game replays from a link.
//!
//! The code is base64url (no padding) of a small binary form:
//!
//! ```text
//! byte 0        kind << 4 | version   (kind 1 = deal, 2 = record; version 2, or 1)
//! byte 1        preset (0..6 in Preset::ALL order)
//! byte 2        variant flags: draw-after-battle, campaign, bigger-kingdoms, capture, hidden-cards
//! byte 3        players
//! byte 4        first Condottiere + 1 (0 = drawn from the seed)
//! [u16 LE]      campaign target, when the campaign flag is set
//! varint        seed (LEB128: 7 bits a byte, lowest first; 1 to 10 bytes)
//! per seat      color | kind << 4, name length (at most 60), name (UTF-8)
//! record only:  varint action count (at most 100,000), then each action as its index in
//!               the legal-action list at that point, in just enough bits for that
//!               list's length (none when there is one choice); nothing after their last byte
//! last 2 bytes  Fletcher-16 checksum of everything before: sum, then sum of sums, mod 255
//! ```
//!
//! The shortest code is 12 bytes (two seats with empty names). A deal ends with its last
//! seat; names longer than 60 bytes are cut after their last whole character.
//!
//! Version 1 codes were written before Draw after battle became a choice (`draw N`) and
//! before Hidden cards kept the face-down card out of the Scarecrow's and the Bishop's
//! reach: they decode with their rules marked [`engine::Rules::legacy_v1`], so their
//! records replay as they were played. A game so marked is encoded as version 1 again;
//! every other game as version 2.
//!
//! Decoding never panics: any text gives either a game or a [`LinkError`] saying what is
//! wrong with it.

use engine::{Action, Game, Preset, Setup, SetupError, Variant};
use std::fmt;

/// Seat kinds as stored in links: 0 a human; the app's AI levels are 1 easy, 2 steady
/// (the rule bot), 3 normal, 4 hard and 5 expert (`session::SeatKind::link_code`), and
/// any kind up to 15 travels.
pub const KIND_HUMAN: u8 = 0;

/// A seat as the link carries it: the app maps `kind` to human or an AI level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedSeat {
    pub name: String,
    pub color: u8,
    pub kind: u8,
}

/// What a link sets up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedGame {
    pub setup: Setup,
    pub seats: Vec<SharedSeat>,
    /// Empty for a deal link.
    pub actions: Vec<Action>,
}

/// Why a link could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    NotBase64,
    TooShort,
    Checksum,
    UnknownKind(u8),
    UnknownVersion(u8),
    Invalid(String),
    /// A setup the engine refuses ([`Setup::check`]): players outside the edition's
    /// range, an optional rule it does not take, a campaign to 0 points, a first
    /// Condottiere not at the table.
    Setup(SetupError),
    /// The record's action `index` is not legal in the replayed game.
    BadAction {
        index: usize,
    },
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::NotBase64 => {
                f.write_str("the link contains characters a game code never has")
            }
            LinkError::TooShort => f.write_str("the link is cut short"),
            LinkError::Checksum => {
                f.write_str("the link was changed or cut on the way (its checksum does not match)")
            }
            LinkError::UnknownKind(k) => {
                write!(f, "this is not a Condottiere game code (kind {k})")
            }
            LinkError::UnknownVersion(v) => write!(
                f,
                "this game code comes from a newer version ({v}) of the app"
            ),
            LinkError::Invalid(why) => write!(f, "the game code is not valid: {why}"),
            LinkError::Setup(error) => write!(f, "the game code is not valid: {error}"),
            LinkError::BadAction { index } => write!(
                f,
                "move {} of the record is not legal in its game",
                index + 1
            ),
        }
    }
}

impl std::error::Error for LinkError {}

/// The version new codes are written in.
const VERSION: u8 = 2;
/// Codes made by engine v1 (see the crate's documentation).
const VERSION_V1: u8 = 1;
const KIND_DEAL: u8 = 1;
const KIND_RECORD: u8 = 2;
/// Longest name a link carries, in bytes.
pub const MAX_NAME_BYTES: usize = 60;
/// The most moves a record may list: far more than any game has (random 4-player games
/// take 100 to 250), so a forged count cannot keep the decoder busy for long.
pub const MAX_MOVES: u64 = 100_000;
/// The shortest code there is, in bytes: the 5-byte head, a 1-byte seed, two seats (the
/// fewest any edition seats) with empty names, and the checksum.
const SHORTEST_CODE: usize = 12;

const VARIANT_BITS: [Variant; 5] = [
    Variant::DrawAfterBattle,
    Variant::Campaign,
    Variant::BiggerKingdoms,
    Variant::Capture,
    Variant::HiddenCards,
];

/// The code of a deal link.
pub fn encode_deal(setup: &Setup, seats: &[SharedSeat]) -> String {
    let mut out = header(KIND_DEAL, setup, seats);
    seal(&mut out);
    base64url_encode(&out)
}

/// The code of a record link: the deal plus every action. Fails if an action is not
/// legal in the game the setup deals (such a record cannot be replayed anywhere).
pub fn encode_record(
    setup: &Setup,
    seats: &[SharedSeat],
    actions: &[Action],
) -> Result<String, LinkError> {
    let mut out = header(KIND_RECORD, setup, seats);
    put_varint(&mut out, actions.len() as u64);
    let mut game = Game::new(*setup).map_err(LinkError::Setup)?;
    let mut bits = BitWriter::default();
    let mut legal = Vec::new();
    for (index, action) in actions.iter().enumerate() {
        game.legal_actions_into(&mut legal);
        let position = legal
            .iter()
            .position(|a| a == action)
            .ok_or(LinkError::BadAction { index })?;
        bits.write(position as u32, bits_for(legal.len()));
        game.apply_unchecked(*action, &mut ());
    }
    out.extend(bits.finish());
    seal(&mut out);
    Ok(base64url_encode(&out))
}

/// Reads a deal or record code.
pub fn decode(code: &str) -> Result<SharedGame, LinkError> {
    let bytes = base64url_decode(code.trim())?;
    if bytes.len() < SHORTEST_CODE {
        return Err(LinkError::TooShort);
    }
    let (body, sum) = bytes.split_at(bytes.len() - 2);
    if fletcher16(body) != sum {
        return Err(LinkError::Checksum);
    }
    let mut r = Reader { bytes: body, at: 0 };
    let head = r.byte()?;
    let (kind, version) = (head >> 4, head & 0x0f);
    if kind != KIND_DEAL && kind != KIND_RECORD {
        return Err(LinkError::UnknownKind(kind));
    }
    if version != VERSION && version != VERSION_V1 {
        return Err(LinkError::UnknownVersion(version));
    }
    let preset = *Preset::ALL
        .get(r.byte()? as usize)
        .ok_or_else(|| LinkError::Invalid("unknown edition".into()))?;
    let flags = r.byte()?;
    let players = r.byte()?;
    let first = match r.byte()? {
        0 => None,
        n => Some(n - 1),
    };
    let mut rules = preset.rules();
    for (bit, variant) in VARIANT_BITS.iter().enumerate() {
        // A rule the edition does not take is refused with the setup, below.
        if flags & (1 << bit) != 0 {
            rules = rules.with_variant(*variant);
        }
    }
    if flags >> VARIANT_BITS.len() != 0 {
        return Err(LinkError::Invalid("unknown optional rules".into()));
    }
    if rules.variants.campaign_target.is_some() {
        rules.variants.campaign_target = Some(u16::from_le_bytes([r.byte()?, r.byte()?]));
    }
    if version == VERSION_V1 {
        rules = rules.for_v1_records();
    }
    let seed = r.varint()?;
    let setup = Setup {
        rules,
        players,
        seed,
        first,
    };
    // The engine's check of a setup from outside, as for a save or a state file.
    setup.check().map_err(LinkError::Setup)?;
    let mut seats = Vec::with_capacity(players as usize);
    for _ in 0..players {
        let packed = r.byte()?;
        let len = r.byte()? as usize;
        if len > MAX_NAME_BYTES {
            return Err(LinkError::Invalid("a name is too long".into()));
        }
        let name = std::str::from_utf8(r.take(len)?)
            .map_err(|_| LinkError::Invalid("a name is not text".into()))?
            .to_string();
        seats.push(SharedSeat {
            name,
            color: packed & 0x0f,
            kind: packed >> 4,
        });
    }
    let mut actions = Vec::new();
    if kind == KIND_RECORD {
        let count = r.varint()?;
        // A forced move takes no bits, so the code's length does not bound the count.
        if count > MAX_MOVES {
            return Err(LinkError::Invalid("too many moves".into()));
        }
        let mut game = Game::new(setup).map_err(LinkError::Setup)?;
        let mut bits = BitReader {
            bytes: r.rest(),
            at: 0,
        };
        let mut legal = Vec::new();
        for index in 0..count as usize {
            game.legal_actions_into(&mut legal);
            // A finished game has no legal move: 0 bits read, and no move at position 0.
            let position = bits
                .read(bits_for(legal.len()))
                .ok_or(LinkError::TooShort)? as usize;
            let action = *legal.get(position).ok_or(LinkError::BadAction { index })?;
            game.apply_unchecked(action, &mut ());
            actions.push(action);
        }
        // The moves end in their last byte: the encoder writes no more.
        if bits.bytes_read() != bits.bytes.len() {
            return Err(LinkError::Invalid("unexpected data after the moves".into()));
        }
    } else if r.at != body.len() {
        return Err(LinkError::Invalid("unexpected data after the seats".into()));
    }
    Ok(SharedGame {
        setup,
        seats,
        actions,
    })
}

fn header(kind: u8, setup: &Setup, seats: &[SharedSeat]) -> Vec<u8> {
    let rules = &setup.rules;
    let preset = Preset::ALL
        .iter()
        .position(|p| *p == rules.preset)
        .unwrap_or(0) as u8;
    let flags = VARIANT_BITS
        .iter()
        .enumerate()
        .filter(|(_, v)| rules.has_variant(**v))
        .fold(0u8, |f, (bit, _)| f | 1 << bit);
    let version = if rules.legacy_v1 { VERSION_V1 } else { VERSION };
    let mut out = vec![
        kind << 4 | version,
        preset,
        flags,
        setup.players,
        setup.first.map_or(0, |f| f + 1),
    ];
    if let Some(target) = rules.variants.campaign_target {
        out.extend(target.to_le_bytes());
    }
    put_varint(&mut out, setup.seed);
    for seat in seats {
        out.push(seat.color & 0x0f | seat.kind << 4);
        let name = name_in_link(&seat.name);
        out.push(name.len() as u8);
        out.extend(name.as_bytes());
    }
    out
}

/// The part of a name a link carries: its longest start of at most [`MAX_NAME_BYTES`]
/// that ends between two characters.
fn name_in_link(name: &str) -> &str {
    let end = (0..=name.len().min(MAX_NAME_BYTES))
        .rev()
        .find(|&end| name.is_char_boundary(end))
        .unwrap_or(0);
    &name[..end]
}

fn seal(out: &mut Vec<u8>) {
    let sum = fletcher16(out);
    out.extend(sum);
}

/// The Fletcher-16 checksum as the code stores it: the running sum, then the sum of sums.
fn fletcher16(bytes: &[u8]) -> [u8; 2] {
    let (mut a, mut b) = (0u16, 0u16);
    for &x in bytes {
        a = (a + x as u16) % 255;
        b = (b + a) % 255;
    }
    [a as u8, b as u8]
}

/// Bits needed to write an index below `n` (0 when there is one choice).
fn bits_for(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

/// LEB128: seven bits a byte, lowest first; the top bit says another byte follows.
fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push(v as u8 | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Result<u8, LinkError> {
        let b = *self.bytes.get(self.at).ok_or(LinkError::TooShort)?;
        self.at += 1;
        Ok(b)
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8], LinkError> {
        let slice = self
            .bytes
            .get(self.at..self.at + n)
            .ok_or(LinkError::TooShort)?;
        self.at += n;
        Ok(slice)
    }

    fn varint(&mut self) -> Result<u64, LinkError> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            v |= ((b & 0x7f) as u64) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(LinkError::Invalid("a number is too long".into()))
    }

    fn rest(&self) -> &'a [u8] {
        &self.bytes[self.at..]
    }
}

#[derive(Default)]
struct BitWriter {
    bytes: Vec<u8>,
    bits: u32,
}

impl BitWriter {
    fn write(&mut self, value: u32, width: u32) {
        for i in 0..width {
            if self.bits.is_multiple_of(8) {
                self.bytes.push(0);
            }
            if value >> i & 1 == 1 {
                let last = self.bytes.len() - 1;
                self.bytes[last] |= 1 << (self.bits % 8);
            }
            self.bits += 1;
        }
    }

    fn finish(self) -> Vec<u8> {
        self.bytes
    }
}

struct BitReader<'a> {
    bytes: &'a [u8],
    at: u32,
}

impl BitReader<'_> {
    fn read(&mut self, width: u32) -> Option<u32> {
        let mut value = 0;
        for i in 0..width {
            let byte = *self.bytes.get((self.at / 8) as usize)?;
            if byte >> (self.at % 8) & 1 == 1 {
                value |= 1 << i;
            }
            self.at += 1;
        }
        Some(value)
    }

    /// The bytes the bits read so far reach into.
    fn bytes_read(&self) -> usize {
        self.at.div_ceil(8) as usize
    }
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The six bits a base64url character stands for (its place in [`ALPHABET`]).
fn sextet(c: u8) -> Option<u32> {
    let value = match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'-' => 62,
        b'_' => 63,
        _ => return None,
    };
    Some(value as u32)
}

/// base64url without padding.
pub fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 2);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | (b as u32) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

pub fn base64url_decode(text: &str) -> Result<Vec<u8>, LinkError> {
    let values = text
        .bytes()
        .map(sextet)
        .collect::<Option<Vec<u32>>>()
        .ok_or(LinkError::NotBase64)?;
    if values.len() % 4 == 1 {
        return Err(LinkError::TooShort);
    }
    let mut out = Vec::with_capacity(values.len() * 3 / 4);
    for chunk in values.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &v)| n | v << (18 - 6 * i));
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_round_trips() {
        for len in 0..40 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            let text = base64url_encode(&bytes);
            assert!(text.bytes().all(|c| ALPHABET.contains(&c)));
            assert_eq!(base64url_decode(&text).unwrap(), bytes);
        }
    }

    #[test]
    fn bit_widths() {
        assert_eq!(bits_for(1), 0);
        assert_eq!(bits_for(2), 1);
        assert_eq!(bits_for(3), 2);
        assert_eq!(bits_for(4), 2);
        assert_eq!(bits_for(5), 3);
        assert_eq!(bits_for(17), 5);
    }
}
