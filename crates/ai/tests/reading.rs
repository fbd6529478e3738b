//! Reading the table: Expert's pool of deals weighs the others' hands by how likely their
//! actions were with them; Normal and Hard do not read, and play as they did.

mod common;

use ai::{Inference, Level, Pool, ReadAction, TableRead};
use common::setups;
use engine::{Action, Game, GameRng, Observation, Preset, RoundLog, Setup};

/// A four-player ffg game (seat 0 first) with these hands, after `actions`.
fn played(hands: [&str; 4], actions: &[&str]) -> (Game, RoundLog) {
    let mut game = Game::new(Setup {
        rules: Preset::Ffg2006.rules(),
        players: 4,
        seed: 21,
        first: Some(0),
    })
    .unwrap();
    for (seat, hand) in hands.iter().enumerate() {
        game.arrange_hand(seat as u8, hand.parse().unwrap())
            .unwrap();
    }
    let mut log = RoundLog::new(&game);
    for text in actions {
        let seat = game.to_act().unwrap();
        let action: Action = text.parse().unwrap();
        let events = game.apply(action).unwrap();
        log.note(seat, action, &events, &game);
    }
    (game, log)
}

/// The strength of the Mercenaries in a hand.
fn strength(game: &Game, seat: u8) -> f32 {
    game.hand(seat)
        .iter()
        .filter_map(|(c, n)| Some(c.mercenary_value()? as f32 * n as f32))
        .sum()
}

/// Seat 1 holds only small Mercenaries and plays a 1 at each turn while the others play
/// 6s and 10s.
const SMALL: [&str; 4] = [
    "M10 M10 M6 M5 M4 M3 M2 M1 Winter Heroine",
    "M1 M1 M1 M2 M2 Winter Spring Scarecrow Courtesan Drummer",
    "M10 M6 M6 M5 M4 M3 M3 M2 M1 Drummer",
    "M10 M10 M6 M5 M4 M4 M3 M2 M1 Spring",
];
const ONES: [&str; 8] = [
    "region Firenze",
    "M6",
    "M1",
    "M6",
    "M10",
    "M10",
    "M1",
    "M10",
];

/// The pool seat 0 deals after `actions`, with `inference`'s settings.
fn pool_after(hands: [&str; 4], actions: &[&str], inference: Inference) -> (Game, Pool) {
    let (game, log) = played(hands, actions);
    let obs = game.observation_with(0, &log);
    let pool = Pool::deal(&obs, &inference, &mut GameRng::from_seed(1)).expect("a pool");
    assert!(
        pool.len() as u32 * 4 >= inference.deals * 3,
        "{} deals",
        pool.len()
    );
    (game, pool)
}

#[test]
fn a_seat_that_keeps_playing_ones_is_read_short_of_big_mercenaries() {
    let inference = Inference {
        deals: 2000,
        ..Inference::default()
    };
    let (game, pool) = pool_after(SMALL, &ONES, inference);
    let (read, visible) = pool.mercenary_strength(1);
    let truth = strength(&game, 1);
    eprintln!(
        "seat 1: Mercenary strength {read:.1} read, {visible:.1} from what is visible, {truth} held; {:.0} effective deals of {}",
        pool.effective_deals(),
        pool.len()
    );
    // The fitted model reads Hard, who plays its highest Mercenary only a little more
    // often than its lowest: a modest shift, but a clear one.
    assert!(
        read < visible - 0.5,
        "two 1s played beside 6s and 10s must lower the strength read: {read} against {visible}"
    );
    assert!((read - truth).abs() < (visible - truth).abs());
    let told = pool.most_telling(1).expect("seat 1 acted");
    assert_eq!(
        (told.seat, told.action),
        (1, Some(Action::Play(engine::Card::M1)))
    );
}

/// A model of a player whose hand decides whether they enter a battle: a strong hand in
/// Mercenaries (20 strength and more) rarely passes at once, a weak one usually does.
fn hand_led_model() -> ai::OpponentModel {
    let mut model = ai::OpponentModel::fitted();
    model.pass = [0.0; ai::infer::PASS_FEATURES];
    model.pass[0] = 1.0; // a constant
    model.pass[7] = 2.0; // no card in the battle yet
    model.pass[9] = -2.0; // ... with this Mercenary strength (/10)
    model
}

#[test]
fn a_seat_that_passed_at_once_is_read_short_of_mercenaries() {
    let hands = [
        "M10 M10 M6 M5 M4 M3 M2 M1 Winter Heroine",
        // Seat 1 holds two small Mercenaries among specials, and passes at once.
        "M1 M2 Winter Spring Scarecrow Drummer Bishop Courtesan Spring Scarecrow",
        "M10 M6 M5 M5 M4 M3 M3 M2 M1 Drummer",
        "M10 M6 M6 M5 M4 M4 M3 M2 M1 Spring",
    ];
    let inference = Inference {
        deals: 2000,
        model: hand_led_model(),
        ..Inference::default()
    };
    let (game, pool) = pool_after(
        hands,
        &["region Firenze", "M3", "pass", "M5", "M6"],
        inference,
    );
    let (read, visible) = pool.mercenary_strength(1);
    let truth = strength(&game, 1);
    eprintln!("seat 1: {read:.1} read, {visible:.1} visible, {truth} held");
    assert!(read < visible - 3.0, "{read} against {visible}");
    assert!((read - truth).abs() < (visible - truth).abs());
    // Seats 2 and 3 entered the battle: they are read stronger, not weaker.
    for seat in [2, 3] {
        let (read, visible) = pool.mercenary_strength(seat);
        assert!(read > visible, "seat {seat}: {read} against {visible}");
    }
    // The reading names seat 1 and its pass at once.
    let read = TableRead::of(&pool, Action::Pass).unwrap();
    assert_eq!((read.seat, read.action), (1, ReadAction::PassedAtOnce));
    assert!(read.strength < read.visible);
    assert_eq!(read.instead, Action::Pass);
}

#[test]
fn without_a_history_there_is_nothing_to_read() {
    let (game, log) = played(SMALL, &ONES);
    let inference = Inference::default();
    let mut rng = GameRng::from_seed(3);
    assert!(Pool::deal(&game.observation(0), &inference, &mut rng).is_none());
    // Seat 0's own moves alone tell it nothing about the others; seat 1 reads them.
    let (opening, opening_log) = played(SMALL, &["region Firenze", "M6"]);
    let seen_by = |seat| opening.observation_with(seat, &opening_log);
    assert!(Pool::deal(&seen_by(0), &inference, &mut rng).is_none());
    assert!(Pool::deal(&seen_by(1), &inference, &mut rng).is_some());
    assert!(Pool::deal(&game.observation_with(0, &log), &inference, &mut rng).is_some());
    let fresh = Game::new(Setup {
        rules: Preset::Ffg2006.rules(),
        players: 4,
        seed: 1,
        first: Some(0),
    })
    .unwrap();
    let obs = fresh.observation_with(0, &RoundLog::new(&fresh));
    assert!(Pool::deal(&obs, &inference, &mut rng).is_none());
}

/// Plays a game with the rule bot keeping the round's history, calling `visit` on every
/// decision with a choice, with and without the history.
fn walk_with_history(
    rules: engine::Rules,
    players: u8,
    seed: u64,
    mut visit: impl FnMut(&Observation, &Observation),
) {
    let mut game = Game::new(Setup {
        rules,
        players,
        seed,
        first: None,
    })
    .unwrap();
    let mut log = RoundLog::new(&game);
    let bot = ai::RuleBot::default();
    for _ in 0..150 {
        let Some(seat) = game.to_act() else { break };
        let with = game.observation_with(seat, &log);
        if with.legal.len() > 1 {
            visit(&with, &game.observation(seat));
        }
        let action = bot.decide(&with).unwrap();
        let events = game.apply(action).unwrap();
        log.note(seat, action, &events, &game);
    }
}

#[test]
fn normal_and_hard_play_the_same_with_the_history_or_without() {
    let mut compared = 0;
    for (i, (rules, players)) in setups().into_iter().enumerate().step_by(5) {
        let mut k = 0;
        walk_with_history(rules, players, 40 + i as u64, |with, without| {
            k += 1;
            if k % 9 != 0 {
                return;
            }
            for level in [Level::Normal, Level::Hard] {
                let seed = k as u64;
                assert_eq!(
                    ai::decide_explained(with, level, seed, None),
                    ai::decide_explained(without, level, seed, None),
                    "{level} read the history"
                );
            }
            compared += 1;
        });
    }
    assert!(compared > 20, "{compared}");
}
