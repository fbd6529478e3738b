//! Seeded random play: the baseline for benchmarks, fuzzing the rules, and golden tests.

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
    // Most games take 100 to 250 actions: one allocation for the record.
    record.actions.reserve(max_actions.min(256));
    while record.actions.len() < max_actions {
        let Some(action) = game.apply_random(&mut rng, &mut ()) else {
            break;
        };
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
    use crate::rules::Preset;

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

    /// The lazy pick is the list's pick: at every step of games under every preset, as
    /// printed and with the variants that add decisions, `random_action` returns
    /// `legal[rng.below(legal.len())]` and leaves the generator in the same state, and
    /// `apply_random` applies that very action.
    #[test]
    fn random_action_picks_what_the_list_would() {
        use crate::rules::Variants;
        let mut steps = 0;
        for (i, preset) in Preset::ALL.into_iter().enumerate() {
            for seed in 0..24u64 {
                let mut rules = preset.rules();
                if !rules.duel && seed % 2 == 1 {
                    rules.variants = Variants {
                        hidden_cards: true,
                        draw_after_battle: true,
                        ..rules.variants
                    };
                }
                let players = if rules.duel {
                    2
                } else {
                    3 + (seed / 2 % 4) as u8
                };
                // The variants' flags alone (7-card hands not dealt): a custom mix.
                let mut game = Game::new_custom(Setup {
                    rules,
                    players,
                    seed,
                    first: None,
                })
                .unwrap();
                let mut rng = GameRng::from_seed(seed * 31 + i as u64);
                while !game.is_over() {
                    let legal = game.legal_actions();
                    let mut by_list = rng.clone();
                    let expected = legal[by_list.below(legal.len() as u32) as usize];
                    // Drawing and applying in one step plays the same action.
                    let (mut applied, mut rng_applied) = (game.clone(), rng.clone());
                    assert_eq!(
                        applied.apply_random(&mut rng_applied, &mut ()),
                        Some(expected)
                    );
                    assert_eq!(game.random_action(&mut rng), Some(expected));
                    assert_eq!(rng, by_list);
                    assert_eq!(rng_applied, by_list);
                    game.apply_unchecked(expected, &mut ());
                    assert_eq!(applied, game);
                    steps += 1;
                }
                assert_eq!(game.random_action(&mut rng), None);
                assert_eq!(game.clone().apply_random(&mut rng, &mut ()), None);
            }
        }
        assert!(steps > 10_000, "{steps}");
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
