//! Seeded random play: the baseline for benchmarks, fuzzing the rules, and golden tests.

use crate::action::Action;
use crate::game::{Game, Setup};
use crate::record::Record;
use crate::rng::GameRng;

/// Plays one game to its end choosing uniformly among the legal actions with a generator
/// seeded by `policy_seed`; returns the final game and its record. `max_actions` bounds a
/// game that would not end (none should).
pub fn random_game(
    setup: Setup,
    policy_seed: u64,
    max_actions: usize,
) -> Result<(Game, Record), String> {
    let mut game = Game::new(setup)?;
    let mut record = Record::new(setup);
    let mut rng = GameRng::from_seed(policy_seed);
    let mut legal: Vec<Action> = Vec::with_capacity(32);
    while !game.is_over() && record.actions.len() < max_actions {
        game.legal_actions_into(&mut legal);
        let action = legal[rng.below(legal.len() as u32) as usize];
        game.apply_unchecked(action, &mut ());
        record.actions.push(action);
    }
    Ok((game, record))
}

/// A stable 64-bit digest of a game state (FNV-1a over its JSON form), to compare states
/// across platforms and versions in one number.
pub fn digest(game: &Game) -> u64 {
    let json = serde_json::to_vec(game).unwrap_or_default();
    json.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Preset;

    fn setup() -> Setup {
        Setup {
            rules: Preset::Ffg2006.rules(),
            players: 4,
            seed: 3,
            first: None,
        }
    }

    /// A random game stops at the action cap, or at its end, whichever comes first, and
    /// its record replays to it.
    #[test]
    fn random_games_stop_at_the_cap_or_the_end() {
        let (game, record) = random_game(setup(), 9, 5).unwrap();
        assert_eq!(record.actions.len(), 5);
        assert!(!game.is_over());
        assert_eq!(record.replay().unwrap().0, game);
        let (game, record) = random_game(setup(), 9, 100_000).unwrap();
        assert!(game.is_over());
        assert!(record.actions.len() > 5);
        assert!(random_game(
            Setup {
                players: 9,
                ..setup()
            },
            9,
            10
        )
        .is_err());
    }

    /// The digest tells states apart and is the same for the same state.
    #[test]
    fn digests_differ_with_the_state() {
        let (a, _) = random_game(setup(), 9, 5).unwrap();
        let (b, _) = random_game(setup(), 9, 6).unwrap();
        assert_eq!(digest(&a), digest(&a.clone()));
        assert_ne!(digest(&a), digest(&b));
        assert_ne!(digest(&a), 0xcbf2_9ce4_8422_2325);
    }
}
