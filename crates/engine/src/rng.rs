//! The game's one source of chance. We own the seeding, the bounded draw and the shuffle,
//! so a seed deals the same cards on every platform and after any library upgrade.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use serde::{Deserialize, Serialize};

/// A portable seeded generator (ChaCha8, whose output stream is fixed by its spec).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng(ChaCha8Rng);

impl GameRng {
    /// The generator for a game seed: the seed's little-endian bytes, zero-padded to the
    /// 32-byte ChaCha key.
    pub fn from_seed(seed: u64) -> GameRng {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        GameRng(ChaCha8Rng::from_seed(key))
    }

    pub fn next_u32(&mut self) -> u32 {
        self.0.next_u32()
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform integer in `0..n` (`n > 0`), by rejection so no value is favoured.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        if n <= 1 {
            return 0;
        }
        if let Some(&(rest, multiplier)) = SMALL.get(n as usize) {
            // The same draws and the same answers as below, without a division: the
            // remainder comes from a table and `x % n` by multiplication (shuffles and
            // random play only ever ask for small `n`).
            let zone = u32::MAX - rest;
            loop {
                let x = self.next_u32();
                if in_whole_runs(x, zone) {
                    return fast_mod(x, multiplier, n);
                }
            }
        }
        // Largest multiple of n that fits in u32: reject draws at or above it.
        let zone = u32::MAX - (u32::MAX % n);
        loop {
            let x = self.next_u32();
            if in_whole_runs(x, zone) {
                return x % n;
            }
        }
    }

    /// Fisher–Yates, from the last element down.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

/// Whether draw `x` lies below `zone`, the start of the last, incomplete run of `n` values
/// (`zone = u32::MAX - u32::MAX % n`): those are drawn again, or `x % n` would favour the
/// low answers. The exact bound is part of every seed's deal.
#[inline]
fn in_whole_runs(x: u32, zone: u32) -> bool {
    x < zone
}

/// `n` below which [`GameRng::below`] divides by table.
const SMALL_N: usize = 256;

/// For each `n` from 2 (entries 0 and 1 unused): `u32::MAX % n`, and Lemire's multiplier
/// `⌈2^64 / n⌉` for [`fast_mod`].
static SMALL: [(u32, u64); SMALL_N] = {
    let mut table = [(0u32, 0u64); SMALL_N];
    let mut n = 2;
    while n < SMALL_N {
        table[n] = (u32::MAX % n as u32, u64::MAX / n as u64 + 1);
        n += 1;
    }
    table
};

/// `x % n` for any 32-bit `x`, given `multiplier = ⌈2^64 / n⌉` (Lemire, Kaser & Kurz,
/// "Faster remainder by direct computation", 2019): exact, with two multiplications.
#[inline]
fn fast_mod(x: u32, multiplier: u64, n: u32) -> u32 {
    let low = multiplier.wrapping_mul(x as u64);
    high_word(low, n)
}

/// The high 64 bits of `a * n`, by 64-bit products (`n` has 32 bits, so no sum carries
/// out): wasm has no 128-bit multiplication, and the call it makes instead cost the AI
/// a percent of its time in the browser.
#[inline]
fn high_word(a: u64, n: u32) -> u32 {
    let n = n as u64;
    (((a >> 32) * n + (((a & 0xFFFF_FFFF) * n) >> 32)) >> 32) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_high_word_is_that_of_the_full_product() {
        let mut rng = GameRng::from_seed(9);
        let edges = [0, 1, u32::MAX as u64, 1 << 32, u64::MAX - 1, u64::MAX];
        let draws = (0..100_000).map(|_| (rng.next_u32() as u64) << 32 | rng.next_u32() as u64);
        for a in edges.into_iter().chain(draws) {
            for n in [1, 2, 3, 7, 255, 1 << 16, u32::MAX - 1, u32::MAX, a as u32] {
                assert_eq!(
                    high_word(a, n),
                    ((a as u128 * n as u128) >> 64) as u32,
                    "{a} {n}"
                );
            }
        }
    }

    /// Golden values: these must never change, or every saved seed would deal differently.
    #[test]
    fn golden_stream() {
        let mut rng = GameRng::from_seed(42);
        let first: Vec<u32> = (0..4).map(|_| rng.next_u32()).collect();
        let mut rng = GameRng::from_seed(42);
        let again: Vec<u32> = (0..4).map(|_| rng.next_u32()).collect();
        assert_eq!(first, again);
        let mut rng = GameRng::from_seed(42);
        let mut items: Vec<u32> = (0..10).collect();
        rng.shuffle(&mut items);
        assert_eq!(items, GOLDEN_SHUFFLE_42);
        assert_eq!(first, GOLDEN_STREAM_42);
        // A 64-bit draw is the next two 32-bit ones, low half first (the AI seeds its
        // play-outs with these).
        let mut rng = GameRng::from_seed(42);
        assert_eq!(
            rng.next_u64(),
            (GOLDEN_STREAM_42[1] as u64) << 32 | GOLDEN_STREAM_42[0] as u64
        );
        assert_eq!(rng.next_u32(), GOLDEN_STREAM_42[2]);
    }

    const GOLDEN_STREAM_42: [u32; 4] = [428845191, 1495741553, 379451179, 1227066020];
    const GOLDEN_SHUFFLE_42: [u32; 10] = [9, 7, 6, 2, 0, 4, 5, 3, 8, 1];

    /// A draw at the start of the incomplete last run is rejected, the one before it kept.
    #[test]
    fn the_incomplete_last_run_is_drawn_again() {
        for n in [2u32, 3, 7, 110, 1000] {
            let zone = u32::MAX - u32::MAX % n;
            assert!(in_whole_runs(zone - 1, zone), "{n}");
            assert!(!in_whole_runs(zone, zone), "{n}");
            assert!(!in_whole_runs(u32::MAX, zone), "{n}");
            assert!(in_whole_runs(0, zone), "{n}");
        }
    }

    /// The table and the multiplication give exactly `u32::MAX % n` and `x % n`, so
    /// `below` draws as it did with divisions (every shuffled seed depends on it).
    #[test]
    fn fast_remainders_are_exact() {
        let mut rng = GameRng::from_seed(3);
        for n in 2..SMALL_N as u32 {
            let (rest, multiplier) = SMALL[n as usize];
            assert_eq!(rest, u32::MAX % n);
            for x in [
                0,
                1,
                n - 1,
                n,
                n + 1,
                u32::MAX - 1,
                u32::MAX,
                u32::MAX - rest - 1,
            ] {
                assert_eq!(fast_mod(x, multiplier, n), x % n, "{x} % {n}");
            }
            for _ in 0..200 {
                let x = rng.next_u32();
                assert_eq!(fast_mod(x, multiplier, n), x % n, "{x} % {n}");
            }
        }
    }

    /// Small and large `n` draw alike: the answer a division would give, from the same
    /// stream (checked against the plain formula over a long run).
    #[test]
    fn below_matches_the_plain_rejection_formula() {
        let plain = |rng: &mut GameRng, n: u32| {
            if n <= 1 {
                return 0;
            }
            let zone = u32::MAX - (u32::MAX % n);
            loop {
                let x = rng.next_u32();
                if x < zone {
                    return x % n;
                }
            }
        };
        let mut a = GameRng::from_seed(11);
        let mut b = GameRng::from_seed(11);
        for i in 0..20_000u32 {
            let n = 1 + i % 300 + (i % 7 == 0) as u32 * 3_000_000_000;
            assert_eq!(a.below(n), plain(&mut b, n), "n = {n}");
        }
    }

    #[test]
    fn below_is_in_range_and_covers_it() {
        let mut rng = GameRng::from_seed(7);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            seen[rng.below(6) as usize] += 1;
        }
        assert!(seen.iter().all(|&n| n > 800), "{seen:?}");
    }
}
