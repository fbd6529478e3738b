//! The binary form under invite and reply codes: bytes written and read in order, with a
//! Fletcher-16 checksum at the end (as the share links of `crates/links` have), and what
//! can be wrong with a code ([`CodeError`]). Reading never panics.

use std::fmt;

/// Why an invite or reply code could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// A character a code never has.
    NotBase64,
    /// The code ends before its last field.
    TooShort,
    /// The code was changed or cut on the way.
    Checksum,
    /// Not this kind of code (another kind of this app's codes, or none): the kind read.
    WrongKind(u8),
    /// A code written by a newer version of the app: its version.
    Newer(u8),
    /// A field that does not read as one.
    Invalid(Field),
}

/// The field of a code that does not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Version,
    Edition,
    Players,
    Seat,
    Name,
    /// The WebRTC description ([`crate::sdp`]).
    Sdp,
    /// Bytes after the last field.
    Trailing,
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::NotBase64 => f.write_str("the code has characters a code never has"),
            CodeError::TooShort => f.write_str("the code is cut short"),
            CodeError::Checksum => f.write_str("the code was changed on the way"),
            CodeError::WrongKind(kind) => write!(f, "not a code of this kind ({kind})"),
            CodeError::Newer(version) => write!(f, "a code of a newer app ({version})"),
            CodeError::Invalid(field) => write!(f, "the code's {field:?} does not read"),
        }
    }
}

impl std::error::Error for CodeError {}

/// The Fletcher-16 checksum as the code stores it: the running sum, then the sum of sums.
pub(crate) fn fletcher16(bytes: &[u8]) -> [u8; 2] {
    let (mut a, mut b) = (0u16, 0u16);
    for &x in bytes {
        a = (a + x as u16) % 255;
        b = (b + a) % 255;
    }
    [a as u8, b as u8]
}

/// `body` with its checksum, as base64url.
pub(crate) fn seal(mut body: Vec<u8>) -> String {
    let sum = fletcher16(&body);
    body.extend(sum);
    links::base64url_encode(&body)
}

/// The body of a code whose checksum holds, and its kind and version (first byte).
pub(crate) fn open(code: &str) -> Result<Vec<u8>, CodeError> {
    let mut bytes = links::base64url_decode(code.trim()).map_err(|e| match e {
        links::LinkError::NotBase64 => CodeError::NotBase64,
        _ => CodeError::TooShort,
    })?;
    // The head byte and the checksum at least.
    if bytes.len() < 3 {
        return Err(CodeError::TooShort);
    }
    let sum = bytes.split_off(bytes.len() - 2);
    if fletcher16(&bytes) != sum[..] {
        return Err(CodeError::Checksum);
    }
    Ok(bytes)
}

/// Reads fields in order; running out is [`CodeError::TooShort`].
pub(crate) struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    pub fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes, at: 0 }
    }

    pub fn byte(&mut self) -> Result<u8, CodeError> {
        Ok(self.take(1)?[0])
    }

    pub fn take(&mut self, n: usize) -> Result<&'a [u8], CodeError> {
        let end = self.at.checked_add(n).ok_or(CodeError::TooShort)?;
        let slice = self.bytes.get(self.at..end).ok_or(CodeError::TooShort)?;
        self.at = end;
        Ok(slice)
    }

    pub fn array<const N: usize>(&mut self) -> Result<[u8; N], CodeError> {
        let mut out = [0; N];
        out.copy_from_slice(self.take(N)?);
        Ok(out)
    }

    pub fn u16(&mut self) -> Result<u16, CodeError> {
        Ok(u16::from_le_bytes(self.array()?))
    }

    pub fn u32(&mut self) -> Result<u32, CodeError> {
        Ok(u32::from_le_bytes(self.array()?))
    }

    pub fn u64(&mut self) -> Result<u64, CodeError> {
        Ok(u64::from_le_bytes(self.array()?))
    }

    /// LEB128, at most 10 bytes (a u64); a longer one is the field `field` not reading.
    pub fn varint(&mut self, field: Field) -> Result<u64, CodeError> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            v |= ((b & 0x7f) as u64) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(CodeError::Invalid(field))
    }

    /// Whether every byte was read.
    pub fn done(&self) -> bool {
        self.at == self.bytes.len()
    }
}

/// LEB128: seven bits a byte, lowest first; the top bit says another byte follows.
pub(crate) fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push(v as u8 | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip_and_refuse_eleven_bytes() {
        for v in [0, 1, 127, 128, 300, 262_144, u64::MAX] {
            let mut out = Vec::new();
            put_varint(&mut out, v);
            let mut r = Reader::new(&out);
            assert_eq!(r.varint(Field::Sdp), Ok(v));
            assert!(r.done());
        }
        let eleven = [0x80u8; 11];
        assert_eq!(
            Reader::new(&eleven).varint(Field::Sdp),
            Err(CodeError::Invalid(Field::Sdp))
        );
        assert_eq!(
            Reader::new(&[0x80]).varint(Field::Sdp),
            Err(CodeError::TooShort)
        );
    }

    #[test]
    fn fletcher_sums_mod_255() {
        assert_eq!(fletcher16(&[]), [0, 0]);
        assert_eq!(fletcher16(&[1, 2]), [3, 4]);
        assert_eq!(fletcher16(&[255, 255, 1]), [1, 1]);
        assert_eq!(fletcher16(&[200, 100]), [45, 245]);
    }

    #[test]
    fn a_sealed_body_opens() {
        let code = seal(vec![0x31, 7, 8]);
        assert_eq!(open(&code), Ok(vec![0x31, 7, 8]));
        assert_eq!(open(&format!(" {code}\n")), Ok(vec![0x31, 7, 8]));
        // The shortest: the head byte alone, sealed.
        assert_eq!(open(&seal(vec![0x31])), Ok(vec![0x31]));
        assert_eq!(open("AAA"), Err(CodeError::TooShort));
        assert_eq!(open("A"), Err(CodeError::TooShort));
        assert_eq!(open("AA*A"), Err(CodeError::NotBase64));
        let mut bytes = links::base64url_decode(&code).unwrap();
        bytes[1] ^= 1;
        assert_eq!(
            open(&links::base64url_encode(&bytes)),
            Err(CodeError::Checksum)
        );
    }
}
