//! Property: any game's deal and record encode and decode to themselves, over seeded
//! random games of every edition and every combination of optional rules it takes.

mod common;

use common::{body_of, quick, random_seats, random_setup, seats_as_carried, variant_combinations};
use engine::{random_game, GameRng, Preset, Record};
use links::{decode, encode_deal, encode_record, SharedGame};

/// Games per edition and combination of optional rules, as played now and as engine v1
/// played it (a version 1 record); one under CONDOTTIERE_QUICK_TESTS.
fn games_per_combination() -> usize {
    if quick() {
        1
    } else {
        3
    }
}

#[test]
fn every_game_encodes_and_decodes_to_itself() {
    let mut rng = GameRng::from_seed(24);
    let (mut games, mut legacy, mut finished, mut moves) = (0, 0, 0, 0);
    for preset in Preset::ALL {
        for rules in variant_combinations(preset) {
            for v1 in [false, true] {
                let rules = if v1 { rules.for_v1_records() } else { rules };
                for _ in 0..games_per_combination() {
                    let setup = random_setup(&mut rng, rules);
                    let seats = random_seats(&mut rng, setup.players);
                    let carried = seats_as_carried(&seats);

                    let deal = encode_deal(&setup, &seats);
                    assert_eq!(
                        decode(&deal),
                        Ok(SharedGame {
                            setup,
                            seats: carried.clone(),
                            actions: Vec::new(),
                        }),
                        "{setup:?}"
                    );
                    // One code per game: what was read is written the same way again.
                    assert_eq!(encode_deal(&setup, &carried), deal);

                    // A whole game, or one stopped anywhere (a campaign to 65,535 points
                    // is always stopped).
                    let limit = match rng.below(3) {
                        0 => rng.below(400) as usize,
                        _ => 2_000,
                    };
                    let (game, record) = random_game(setup, rng.next_u64(), limit).unwrap();
                    let code = encode_record(&setup, &seats, &record.actions).unwrap();
                    let shared = decode(&code).unwrap();
                    assert_eq!(
                        shared,
                        SharedGame {
                            setup,
                            seats: carried.clone(),
                            actions: record.actions.clone(),
                        },
                        "{setup:?}"
                    );
                    let (replayed, _) = Record {
                        setup: shared.setup,
                        actions: shared.actions.clone(),
                    }
                    .replay()
                    .unwrap();
                    assert_eq!(replayed, game);
                    assert_eq!(
                        encode_record(&setup, &carried, &shared.actions),
                        Ok(code.clone())
                    );

                    // Games v1 played differently are written as version 1, the rest as 2.
                    let version = if setup.rules.legacy_v1 { 1 } else { 2 };
                    assert_eq!(body_of(&deal)[0], 0x10 | version);
                    assert_eq!(body_of(&code)[0], 0x20 | version);

                    games += 1;
                    legacy += setup.rules.legacy_v1 as usize;
                    finished += game.is_over() as usize;
                    moves += record.actions.len();
                }
            }
        }
    }
    eprintln!("{games} games ({legacy} version 1, {finished} finished), {moves} moves");
    // 6 editions: 16 combinations in classic-1995, 32 in four others, 2 in the duel.
    assert_eq!(games, (16 + 4 * 32 + 2) * 2 * games_per_combination());
    assert!(
        legacy > games / 4 && finished > games / 2,
        "{legacy} {finished}"
    );
}
