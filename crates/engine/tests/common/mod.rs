//! A small scenario language for rules tests: set a position up, then play notation.

#![allow(dead_code)]

pub mod states;

use engine::map::largest_connected_group;
use engine::{parse_actions, Event, Game, Preset, Region, Rules, Setup, Variant};

pub fn rules(preset: Preset, variants: &[Variant]) -> Rules {
    variants
        .iter()
        .fold(preset.rules(), |r, &v| r.with_variant(v))
}

/// A fresh game with seat 0 as the first Condottiere.
pub fn game(preset: Preset, players: u8, variants: &[Variant]) -> Game {
    Game::new(Setup {
        rules: rules(preset, variants),
        players,
        seed: 1,
        first: Some(0),
    })
    .expect("valid setup")
}

/// Sets hands, e.g. `hands(&mut g, &["M10 M5", "Winter M1"])`.
pub fn hands(game: &mut Game, hands: &[&str]) {
    for (seat, text) in hands.iter().enumerate() {
        game.arrange_hand(seat as u8, text.parse().expect("cards"))
            .expect("cards available");
    }
}

pub fn own(game: &mut Game, seat: u8, regions: &[Region]) {
    for &r in regions {
        game.arrange_owner(r, Some(seat));
    }
}

/// Plays `;`-separated actions, failing the test with the engine's reason if one is
/// illegal; returns all events.
pub fn play(game: &mut Game, actions: &str) -> Vec<Event> {
    let mut events = Vec::new();
    for action in parse_actions(actions).expect("notation") {
        let seat = game.to_act();
        match game.apply(action) {
            Ok(mut e) => events.append(&mut e),
            Err(err) => panic!("seat {seat:?}: {err}\n{game}"),
        }
    }
    events
}

/// The error message for an action that must be refused.
pub fn refused(game: &mut Game, action: &str) -> String {
    let before = game.clone();
    let err = game
        .apply(action.parse().expect("notation"))
        .expect_err("the action should be illegal");
    assert_eq!(
        *game, before,
        "a refused action must leave the game untouched"
    );
    err.to_string()
}

pub fn battle_strengths(events: &[Event]) -> [i32; 6] {
    events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::BattleEnded { strengths, .. } => Some(*strengths),
            _ => None,
        })
        .expect("a battle ended")
}

/// Owners for the 16 regions other than `free` among six players, nobody holding 3
/// connected, such that once `taker` also takes `free` each seat holds `quota[seat]`
/// regions (`free` is left without an owner).
pub fn crowded_board(free: Region, taker: u8, quota: [u8; 6]) -> [Option<u8>; 17] {
    fn search(
        i: usize,
        owners: &mut [Option<u8>; 17],
        quota: &mut [u8; 6],
        free: Region,
        taker: u8,
    ) -> bool {
        if i == 17 {
            return true;
        }
        let region = Region::ALL[i];
        let candidates: Vec<u8> = if region == free {
            vec![taker]
        } else {
            (0..6).collect()
        };
        for seat in candidates {
            if quota[seat as usize] == 0 {
                continue;
            }
            owners[i] = Some(seat);
            let set = (0..=i)
                .filter(|&j| owners[j] == Some(seat))
                .fold(0u32, |m, j| m | 1 << j);
            if largest_connected_group(set) <= 2 {
                quota[seat as usize] -= 1;
                if search(i + 1, owners, quota, free, taker) {
                    return true;
                }
                quota[seat as usize] += 1;
            }
            owners[i] = None;
        }
        false
    }
    let mut owners = [None; 17];
    let mut quota = quota;
    assert!(search(0, &mut owners, &mut quota, free, taker));
    owners[free.index()] = None;
    owners
}

/// Places the owners of `crowded_board` on the map.
pub fn arrange_board(game: &mut Game, owners: &[Option<u8>; 17]) {
    for r in Region::ALL {
        game.arrange_owner(r, owners[r.index()]);
    }
}
