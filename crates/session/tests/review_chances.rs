//! The chances of a position: whole percents adding up to 100, from play-outs of the
//! true position with only the deck's order dealt anew.

use engine::{digest, random_game, Game, GameRng, Preset, Record, Setup, Variant};
use session::review::chances::{chances, open_observation, whole_percents, Playouts};

#[test]
fn whole_percents_add_up_to_100() {
    assert_eq!(whole_percents(&[]), Vec::<u8>::new());
    assert_eq!(
        whole_percents(&[0, 0]),
        [50, 50],
        "nothing counted: an even split"
    );
    assert_eq!(whole_percents(&[0, 0, 0]), [34, 33, 33]);
    assert_eq!(whole_percents(&[60, 0, 0, 0]), [100, 0, 0, 0]);
    assert_eq!(
        whole_percents(&[1, 1, 1]),
        [34, 33, 33],
        "the lower seat first"
    );
    assert_eq!(whole_percents(&[1, 2]), [33, 67], "the largest remainder");
    assert_eq!(whole_percents(&[2, 1]), [67, 33]);
    assert_eq!(whole_percents(&[1, 1, 4]), [17, 17, 66]);
    assert_eq!(whole_percents(&[30, 30, 0, 0, 0, 0]), [50, 50, 0, 0, 0, 0]);
    let mut rng = GameRng::from_seed(1);
    for _ in 0..2_000 {
        let n = 1 + rng.below(6) as usize;
        let shares: Vec<u64> = (0..n).map(|_| rng.below(5_000) as u64).collect();
        let p = whole_percents(&shares);
        assert_eq!(p.iter().map(|&x| x as u32).sum::<u32>(), 100, "{shares:?}");
        let total: u64 = shares.iter().sum::<u64>().max(1);
        for (s, &x) in shares.iter().zip(&p) {
            // Within one point of the exact share.
            let exact = 100.0 * *s as f64 / total as f64;
            assert!(
                (x as f64 - exact).abs() < 1.0 || shares.iter().all(|&s| s == 0),
                "{shares:?} {p:?}"
            );
        }
    }
}

/// Mid-game positions of every preset, Hidden cards included.
fn positions() -> Vec<Game> {
    let mut out = Vec::new();
    for preset in Preset::ALL {
        let mut rules = preset.rules();
        if rules.variant_allowed(Variant::HiddenCards) {
            rules = rules.with_variant(Variant::HiddenCards);
        }
        for seed in 0..6u64 {
            let setup = Setup {
                rules,
                players: rules.min_players.max(3).min(rules.max_players),
                seed,
                first: None,
            };
            let record = random_game(setup, seed, 3_000).unwrap().1;
            for cut in [1, record.actions.len() / 3, record.actions.len() / 2] {
                let part = Record {
                    setup,
                    actions: record.actions[..cut].to_vec(),
                };
                out.push(part.replay().unwrap().0);
            }
        }
    }
    out
}

/// A game dealt from the open observation is the true position but for the deck's order
/// and the generator: every hand, every row, face-down cards included, and the table.
#[test]
fn the_open_observation_keeps_everything_but_the_decks_order() {
    let mut rng = GameRng::from_seed(3);
    let mut reordered = 0;
    for game in positions() {
        let open = open_observation(&game);
        let a = open.sample_game(&mut rng);
        let b = open.sample_game(&mut rng);
        for dealt in [&a, &b] {
            for seat in 0..game.players() {
                assert_eq!(dealt.hand(seat), game.hand(seat));
                assert_eq!(dealt.row(seat), game.row(seat));
                assert_eq!(dealt.own_deck_size(seat), game.own_deck_size(seat));
            }
            assert_eq!(dealt.deck_size(), game.deck_size());
            assert_eq!(dealt.card_census(), game.card_census());
            assert_eq!(dealt.legal_actions(), game.legal_actions());
            let mut table = *dealt.table();
            table.known_in_hand = game.table().known_in_hand;
            assert_eq!(&table, game.table());
        }
        reordered += usize::from(digest(&a) != digest(&b));
    }
    assert!(reordered > 30, "{reordered}");
}

fn quick(count: u32) -> Playouts {
    Playouts {
        count,
        noise_permille: 250,
    }
}

#[test]
fn a_finished_game_is_its_outcome() {
    let setup = Setup {
        rules: Preset::Ffg2006.rules(),
        players: 5,
        seed: 2,
        first: None,
    };
    let (game, _) = random_game(setup, 2, 3_000).unwrap();
    let winners = game.outcome().unwrap().winners;
    let c = chances(&game, quick(1), 1);
    for seat in 0..5 {
        assert_eq!(c[seat] > 0, winners & (1 << seat) != 0, "{c:?}");
    }
    assert_eq!(c.iter().map(|&x| x as u32).sum::<u32>(), 100);
}

#[test]
fn chances_are_seeded_and_count_their_play_outs() {
    let game = &positions()[7];
    let players = game.players() as usize;
    let c = chances(game, quick(40), 9);
    assert_eq!(c.len(), players);
    assert_eq!(c, chances(game, quick(40), 9));
    assert_ne!(c, chances(game, quick(40), 10));
    // One play-out: one game's result, whole shares of 100.
    let one = chances(game, quick(1), 9);
    assert!(one.iter().all(|&x| x == 0 || 100 % x <= 1), "{one:?}");
    // No play-out asked: still one.
    assert_eq!(chances(game, quick(0), 9), one);
    // More play-outs spread the chances over more seats than one game can.
    let many = chances(game, quick(200), 9);
    assert!(many.iter().filter(|&&x| x > 0).count() >= 2, "{many:?}");
}
