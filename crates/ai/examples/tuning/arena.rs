//! The deals and decision seeds of `condottiere arena`, for the tuning examples that play
//! seeded games the same way.

use engine::{Game, Preset, Setup};

/// A 64-bit mixer (splitmix64's finaliser): a decision's seed from the game's seed and
/// the number of actions played, as the arena derives it.
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The arena's four-player Fantasy Flight 2006 deal for `seed`, seat 0 first.
pub fn ffg_game(seed: u64) -> Game {
    Game::new(Setup {
        rules: Preset::Ffg2006.rules(),
        players: 4,
        seed,
        first: Some(0),
    })
    .expect("a valid setup")
}
