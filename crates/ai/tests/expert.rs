//! Expert and the evaluator behind the review: legal, deterministic, honest, and a judge
//! that finds the move that wins.

mod common;

use ai::{evaluate, Level};
use common::sample;
use engine::{parse_actions, Action, CardCounts, Game, GameRng, Preset, Region, Setup};

#[test]
fn expert_pools_its_trees_over_legal_actions() {
    for (k, (_, obs)) in sample(151, 3).iter().enumerate() {
        let r = Level::Expert.run_search(obs, k as u64, None).unwrap();
        assert!(obs.legal.contains(&r.action));
        assert_eq!(r.stats.iter().map(|s| s.visits).sum::<u32>(), r.iterations);
        assert!(r.stats.iter().all(|s| obs.legal.contains(&s.action)));
        assert!(r.stats.iter().all(|s| (0.0..=1.0).contains(&s.mean)));
        let budget = Level::Expert.ensemble_config().unwrap().search.iterations;
        assert!(r.iterations > 0 && r.iterations <= budget);
    }
}

#[test]
fn the_evaluator_measures_every_legal_action_the_same_way_for_a_seed() {
    for (k, (_, obs)) in sample(89, 6).iter().enumerate() {
        let e = evaluate(obs, 600, k as u64).unwrap();
        assert_eq!(e.actions.len(), obs.legal.len());
        for a in &obs.legal {
            let s = e.of(*a).expect("every legal action");
            assert!(s.visits > 0, "{a} never tried");
            assert!((0.0..=1.0).contains(&s.mean));
        }
        assert_eq!(
            e.actions.iter().map(|s| s.visits).sum::<u32>(),
            e.iterations
        );
        assert_eq!(e.iterations, 600);
        // Best first: the most visited.
        assert!(e.actions.windows(2).all(|w| w[0].visits >= w[1].visits));
        assert_eq!(evaluate(obs, 600, k as u64), Some(e));
    }
}

#[test]
fn the_evaluator_reads_only_the_observation() {
    let mut rng = GameRng::from_seed(5);
    for (k, (game, obs)) in sample(131, 4).into_iter().enumerate() {
        let other = obs.sample_game(&mut rng);
        let seat = obs.seat;
        assert_eq!(other.observation(seat), obs);
        assert_eq!(
            evaluate(&game.observation(seat), 400, k as u64),
            evaluate(&other.observation(seat), 400, k as u64)
        );
    }
}

/// Seat 0 owns Roma and Napoli and leads the battle for Spoleto, which joins them: three
/// adjacent regions win the game. Surrender ends the battle now and wins it; passing lets
/// the others answer with their Heroines.
fn one_move_wins() -> Game {
    let mut game = Game::new(Setup {
        rules: Preset::Ffg2006.rules(),
        players: 4,
        seed: 3,
        first: Some(0),
    })
    .unwrap();
    for seat in 0..4 {
        game.arrange_hand(seat, CardCounts::EMPTY).unwrap();
    }
    let hands = [
        "M10 Surrender M1 M2",
        "M1 Heroine M3 M4",
        "M1 Heroine M5 M6",
        "M1 Heroine M2 M3",
    ];
    for (seat, hand) in hands.iter().enumerate() {
        game.arrange_hand(seat as u8, hand.parse().unwrap())
            .unwrap();
    }
    game.arrange_owner(Region::Roma, Some(0));
    game.arrange_owner(Region::Napoli, Some(0));
    for a in parse_actions("region Spoleto; play M10; play M1; play M1; play M1").unwrap() {
        game.apply(a).unwrap();
    }
    game
}

#[test]
fn the_evaluator_and_expert_find_the_winning_move() {
    let game = one_move_wins();
    let obs = game.observation(0);
    let surrender = Action::Play(engine::Card::Surrender);
    assert!(obs.legal.contains(&surrender) && obs.legal.contains(&Action::Pass));
    let e = evaluate(&obs, 800, 1).unwrap();
    assert_eq!(e.best().action, surrender, "{:?}", e.actions);
    assert!(e.best().mean > 0.99, "{:?}", e.best());
    let pass = e.of(Action::Pass).unwrap();
    assert!(pass.mean < 0.7, "passing leaves the battle open: {pass:?}");
    assert_eq!(ai::decide(&obs, Level::Expert, 1), Some(surrender));
}
