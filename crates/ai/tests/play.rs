//! The AI against the real engine: legal, deterministic and honest in every preset.

mod common;

use ai::{decide, search, Level, RuleBot, SearchConfig, View};
use common::{sample, setups, walk};
use engine::{Action, Game, GameRng, Preset, Setup};

#[test]
fn rule_bot_never_returns_an_illegal_action() {
    // The shipped weights (Normal's and Hard's playouts) and the bold ones (Expert's).
    for bot in [RuleBot::default(), RuleBot::bold()] {
        let mut states = 0;
        for (i, (rules, players)) in setups().into_iter().enumerate() {
            for g in 0..4 {
                walk(rules, players, 1000 * i as u64 + g, 400, |_, obs| {
                    let action = bot.decide(obs).expect("a decision to make");
                    assert!(
                        obs.legal.contains(&action),
                        "{} with {players}: {action} is not in {:?}",
                        rules.preset,
                        obs.legal
                    );
                    states += 1;
                });
            }
        }
        assert!(states > 10_000, "only {states} states");
    }
}

/// The share of `games` seeded four-player ffg-2006 games that `cand` wins against three
/// `others`, seats rotated.
fn rule_bot_share(cand: &RuleBot, others: &RuleBot, games: u64) -> f64 {
    let mut won = 0.0;
    for seed in 0..games {
        let mine = (seed % 4) as u8;
        let mut game = Game::new(Setup {
            rules: Preset::Ffg2006.rules(),
            players: 4,
            seed,
            first: Some(0),
        })
        .unwrap();
        while let Some(seat) = game.to_act() {
            let legal = game.legal_actions();
            let bot = if seat == mine { cand } else { others };
            game.apply(bot.decide_in_game(&game, &legal).unwrap())
                .unwrap();
        }
        let outcome = game.outcome().expect("a rule-bot game ends");
        if outcome.winner_seats().any(|s| s == mine) {
            won += 1.0 / outcome.winners.count_ones() as f64;
        }
    }
    won / games as f64
}

#[test]
fn the_bold_bot_beats_the_shipped_one() {
    // Expert's playouts use the bold weights because they model a table better; they
    // were tuned against three shipped bots, where they win 48.3% of these deals (fair
    // share 25%; the tuning's step before, with deny 0.35 and hopeless 0.22, 43.6%).
    let bold = rule_bot_share(&RuleBot::bold(), &RuleBot::default(), 2000);
    assert!(bold > 0.45, "the bold bot won {:.1}%", 100.0 * bold);
    // And the harness is fair: the shipped bot against itself wins about its share.
    let same = rule_bot_share(&RuleBot::default(), &RuleBot::default(), 2000);
    assert!(
        (0.20..0.30).contains(&same),
        "the shipped bot won {:.1}%",
        100.0 * same
    );
    // Only Expert plays its playouts with them.
    for level in [Level::Normal, Level::Hard] {
        assert_eq!(level.search_config().unwrap().policy, RuleBot::default());
    }
    assert_eq!(
        Level::Expert.search_config().unwrap().policy,
        RuleBot::bold()
    );
}

#[test]
fn the_playout_view_is_the_observation_view() {
    for (i, (rules, players)) in setups().into_iter().enumerate().step_by(3) {
        walk(rules, players, 77 + i as u64, 200, |game, obs| {
            let a = View::from_observation(obs);
            let b = View::from_game(game, obs.seat, &obs.legal);
            assert_eq!(
                (
                    a.hand,
                    a.hand_sizes,
                    a.up,
                    a.own_down,
                    a.hidden,
                    a.deck_size
                ),
                (
                    b.hand,
                    b.hand_sizes,
                    b.up,
                    b.own_down,
                    b.hidden,
                    b.deck_size
                )
            );
        });
    }
}

#[test]
fn search_returns_legal_actions() {
    let cfg = SearchConfig {
        iterations: 80,
        ..SearchConfig::default()
    };
    for (k, (_, obs)) in sample(37, 120).iter().enumerate() {
        let result = search(obs, &cfg, k as u64, None).unwrap();
        assert!(obs.legal.contains(&result.action), "{}", result.action);
        assert!(result.stats.iter().all(|s| obs.legal.contains(&s.action)));
    }
}

#[test]
fn every_level_is_legal_and_deterministic_for_a_seed() {
    for (k, (_, obs)) in sample(211, 12).iter().enumerate() {
        for level in Level::ALL {
            // The big searches on a few positions only: each decision takes a while.
            if (level == Level::Hard && k % 4 != 0) || (level == Level::Expert && k % 6 != 0) {
                continue;
            }
            let a = decide(obs, level, k as u64).unwrap();
            assert!(obs.legal.contains(&a), "{level}: {a}");
            assert_eq!(decide(obs, level, k as u64), Some(a), "{level}");
        }
    }
}

#[test]
fn no_decision_without_legal_actions() {
    let game = Game::new(Setup {
        rules: Preset::Ffg2006.rules(),
        players: 4,
        seed: 3,
        first: Some(0),
    })
    .unwrap();
    let obs = game.observation(1);
    assert!(obs.legal.is_empty());
    for level in Level::ALL {
        assert_eq!(decide(&obs, level, 1), None);
    }
    assert_eq!(ai::hint(&obs, 1), None);
}

/// Honesty: two games that differ only in what one seat cannot see give that seat the
/// same observation, and so the same decision, at every level and seed.
#[test]
fn hidden_cards_do_not_change_decisions() {
    let mut rng = GameRng::from_seed(99);
    let mut checked = 0;
    for (k, (game, obs)) in sample(97, 24).into_iter().enumerate() {
        let other = obs.sample_game(&mut rng);
        let seat = obs.seat;
        let obs2 = other.observation(seat);
        assert_eq!(
            obs, obs2,
            "the resampled game must look the same to seat {seat}"
        );
        // The two games really differ somewhere the seat cannot see.
        let differs = (0..game.players()).any(|s| s != seat && game.hand(s) != other.hand(s));
        for level in Level::ALL {
            if (level == Level::Hard && k % 6 != 0) || (level == Level::Expert && k % 12 != 1) {
                continue;
            }
            let a = decide(&game.observation(seat), level, k as u64);
            let b = decide(&other.observation(seat), level, k as u64);
            assert_eq!(a, b, "{level} changed its mind on hidden cards");
        }
        checked += differs as u32;
    }
    assert!(checked > 10, "only {checked} states had hidden differences");
}

#[test]
fn hint_is_a_legal_action() {
    let (_, obs) = &sample(400, 1)[0];
    let a: Action = ai::hint(obs, 5).unwrap();
    assert!(obs.legal.contains(&a));
    // The analysis behind the hint is the same search.
    let analysis = ai::analyse(obs, 5).unwrap();
    assert_eq!(analysis.action, a);
    assert!(analysis.stats.iter().all(|s| (0.0..=1.0).contains(&s.mean)));
}

#[test]
fn every_decision_comes_with_its_reason() {
    use ai::{decide_explained, Reason, Why};
    let mut whims = 0;
    let mut reasons = 0;
    let mut alternatives_checked = 0;
    for (k, (_, obs)) in sample(53, 60).iter().enumerate() {
        let seed = k as u64;
        // The rule level's reason is the rule bot's own, for the rule bot's move.
        let (action, reason) = decide_explained(obs, Level::Rule, seed, None).unwrap();
        let (bot_action, why) = RuleBot::default()
            .choose(&View::from_observation(obs))
            .unwrap();
        assert_eq!((action, reason), (bot_action, Reason::Rule(why)));
        // Easy: either the rule bot's move and reason, or a whim.
        match decide_explained(obs, Level::Easy, seed, None).unwrap() {
            (_, Reason::Whim) => whims += 1,
            (a, Reason::Rule(w)) => {
                assert_eq!((a, w), (bot_action, why));
                reasons += 1;
            }
            other => panic!("Easy does not search: {other:?}"),
        }
        // The search levels: the chosen move's share of the win, after the iterations run.
        if k % 10 == 0 {
            let (a, reason) = decide_explained(obs, Level::Normal, seed, None).unwrap();
            assert_eq!(Some(a), decide(obs, Level::Normal, seed));
            let Reason::Search {
                share,
                iterations,
                alternatives,
                read,
            } = reason
            else {
                panic!("Normal searches: {reason:?}");
            };
            assert_eq!(read, None, "Normal does not read the table");
            assert!((0.0..=1.0).contains(&share), "{share}");
            let budget = Level::Normal.search_config().unwrap().iterations;
            assert!(
                iterations > 0 && iterations <= budget,
                "{iterations} of {budget}"
            );
            // The alternatives are the search's next choices, in its order, with their
            // own chances: the same search run again gives them.
            let search = Level::Normal
                .run_search(obs, GameRng::from_seed(seed).next_u64(), None)
                .unwrap();
            assert_eq!(search.action, a);
            let others: Vec<(Action, f32)> = search
                .stats
                .iter()
                .filter(|s| s.action != a && s.visits > 0)
                .take(3)
                .map(|s| (s.action, s.mean))
                .collect();
            let said: Vec<(Action, f32)> =
                alternatives.iter().map(|x| (x.action, x.chance)).collect();
            assert_eq!(said, others);
            assert_eq!(alternatives.len(), (obs.legal.len() - 1).min(3));
            alternatives_checked += 1;
        }
    }
    assert!(
        whims > 0 && reasons > whims,
        "Easy: {whims} whims, {reasons} rule moves"
    );
    assert!(alternatives_checked >= 5);

    // A move with no alternative is said to be forced, at every level.
    let (_, mut obs) = sample(53, 1).remove(0);
    obs.legal.truncate(1);
    for level in Level::ALL {
        assert_eq!(
            decide_explained(&obs, level, 0, None),
            Some((obs.legal[0], Reason::Rule(Why::Forced))),
            "{level}"
        );
    }
}
