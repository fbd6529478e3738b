//! States reached by real play, and checking one with a field changed (the state
//! checks' tests).

use super::rules;
use engine::{Game, GameRng, Phase, Preset, Rules, Setup, StateError, UncheckedGame, Variant};

/// The first state random games of these rules reach where `wanted` holds.
pub fn reach(rules: Rules, players: u8, wanted: impl Fn(&Game) -> bool) -> UncheckedGame {
    for seed in 0..2_000 {
        let mut game = Game::new(Setup {
            rules,
            players,
            seed,
            first: Some(0),
        })
        .unwrap();
        let mut rng = GameRng::from_seed(seed);
        loop {
            if wanted(&game) {
                return game.to_unchecked();
            }
            if game.is_over() {
                break;
            }
            let legal = game.legal_actions();
            game.apply(legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
        }
    }
    panic!("no game reached the state wanted");
}

/// `state` with `edit` made, checked.
pub fn checked(
    state: &UncheckedGame,
    edit: impl FnOnce(&mut UncheckedGame),
) -> Result<Game, StateError> {
    let mut state = state.clone();
    edit(&mut state);
    Game::try_from(state)
}

pub fn refused(state: &UncheckedGame, edit: impl FnOnce(&mut UncheckedGame)) -> StateError {
    checked(state, edit).expect_err("refused")
}

pub fn accepted(state: &UncheckedGame, edit: impl FnOnce(&mut UncheckedGame)) {
    if let Err(error) = checked(state, edit) {
        panic!("refused: {error}");
    }
}

pub fn start(preset: Preset, players: u8) -> UncheckedGame {
    reach(rules(preset, &[]), players, |_| true)
}

pub fn in_battle(preset: Preset, variants: &[Variant], players: u8) -> UncheckedGame {
    reach(rules(preset, variants), players, |g| {
        matches!(g.phase(), Phase::Battle { .. })
    })
}
