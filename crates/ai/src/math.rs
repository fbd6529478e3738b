//! `exp` and `ln` from plain IEEE arithmetic.
//!
//! The standard library leaves these to the platform's maths library, whose last bit
//! may differ between native code and wasm; a search that compares UCB scores could then
//! choose differently for the same seed. These use only `+ - * /` (correctly rounded
//! everywhere), so a seed gives the same decision in the browser as in the arena.
//! Accuracy is about 1e-6 relative, plenty for scores and exploration terms.

const LN2: f32 = std::f32::consts::LN_2;

/// e^x, for x in about -80..80 (clamped outside).
pub fn exp(x: f32) -> f32 {
    let x = x.clamp(-80.0, 80.0);
    // x = k ln2 + r with |r| <= ln2 / 2; e^x = 2^k e^r.
    let k = (x / LN2).round();
    let r = x - k * LN2;
    // Taylor series of e^r to r^7: error below 2e-7 for |r| <= 0.35.
    let mut p = 1.0 / 5040.0;
    for c in [
        1.0 / 720.0,
        1.0 / 120.0,
        1.0 / 24.0,
        1.0 / 6.0,
        0.5,
        1.0,
        1.0,
    ] {
        p = p * r + c;
    }
    p * f32::from_bits(((k as i32 + 127) as u32) << 23)
}

/// The natural logarithm, for x > 0 (0 for anything else).
pub fn ln(x: f32) -> f32 {
    if x.is_nan() || x <= 0.0 {
        return 0.0;
    }
    // x = m 2^e with m in [1, 2): ln x = e ln2 + ln m, and ln m = 2 atanh(s) with
    // s = (m - 1) / (m + 1) in [0, 1/3).
    let bits = x.to_bits();
    let e = ((bits >> 23) & 0xff) as i32 - 127;
    let m = f32::from_bits((bits & 0x007f_ffff) | 0x3f80_0000);
    let s = (m - 1.0) / (m + 1.0);
    let s2 = s * s;
    let mut p = 1.0 / 11.0;
    for c in [1.0 / 9.0, 1.0 / 7.0, 1.0 / 5.0, 1.0 / 3.0, 1.0] {
        p = p * s2 + c;
    }
    e as f32 * LN2 + 2.0 * s * p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_to_the_standard_library() {
        for i in -400..=400 {
            let x = i as f32 / 20.0;
            let (a, b) = (exp(x), x.exp());
            assert!((a - b).abs() <= 2e-6 * b, "exp({x}): {a} vs {b}");
        }
        for i in 1..=100_000 {
            let x = i as f32 * 0.37;
            let (a, b) = (ln(x), x.ln());
            assert!(
                (a - b).abs() <= 2e-6 * b.abs().max(1.0),
                "ln({x}): {a} vs {b}"
            );
        }
        assert_eq!(ln(0.0), 0.0);
        assert_eq!(exp(0.0), 1.0);
    }
}
