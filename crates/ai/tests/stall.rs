//! A round where two searching players pass battle after battle must still end.

use ai::{Level, Reason};
use engine::{Action, Record};

/// An arena game of Hard players (ffg-2006, seed 930347) up to its third battle in a row
/// that nobody plays in: two seats still hold cards (M4 and Winter; M1 and Scarecrow),
/// the others none, and both passed the two battles before. Left alone they passed 479
/// battles in 1,500 actions.
fn idle_round() -> Record {
    serde_json::from_str(include_str!("fixtures/idle_battles.json")).unwrap()
}

#[test]
fn a_third_idle_battle_in_a_row_is_not_passed() {
    let record = idle_round();
    let (game, _) = record.replay().unwrap();
    let seat = game.to_act().unwrap();
    let with_round = record.observation(seat).unwrap();
    assert!(with_round.legal.contains(&Action::Pass));
    for seed in 1..=4 {
        // Without the round's history nothing says the table is idle: the search passes,
        // as it did in the arena...
        assert_eq!(
            ai::decide(&game.observation(seat), Level::Hard, seed),
            Some(Action::Pass),
            "seed {seed}"
        );
        // ...with it, every search level plays a card instead, and says why: not the
        // search's share for a move it did not prefer.
        for level in [Level::Normal, Level::Hard, Level::Expert] {
            let action = ai::decide(&with_round, level, seed);
            assert!(
                matches!(action, Some(Action::Play(_))),
                "{level} seed {seed}: {action:?}"
            );
            let explained = ai::decide_explained(&with_round, level, seed, None);
            assert_eq!(
                explained,
                action.map(|a| (a, Reason::Idle { battles: 2 })),
                "{level} seed {seed}"
            );
        }
    }
}

#[test]
fn two_idle_battles_are_allowed() {
    // One battle earlier (the second idle one in a row), passing is still the search's
    // own choice: the guard waits for two.
    let mut record = idle_round();
    record.actions.truncate(record.actions.len() - 3);
    let (game, _) = record.replay().unwrap();
    let seat = game.to_act().unwrap();
    let obs = record.observation(seat).unwrap();
    assert_eq!(ai::decide(&obs, Level::Hard, 1), Some(Action::Pass));
    let explained = ai::decide_explained(&obs, Level::Hard, 1, None);
    assert!(
        matches!(explained, Some((Action::Pass, Reason::Search { .. }))),
        "{explained:?}"
    );
}
