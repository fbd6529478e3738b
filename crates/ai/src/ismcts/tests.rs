//! The search's own tests: its budget, its early stop and its options.

use super::*;
use engine::{Preset, Setup};

/// An ffg-2006 game of four players whose seat 2 chooses the first region.
fn opening_game() -> Game {
    Game::new(Setup {
        rules: Preset::Ffg2006.rules(),
        players: 4,
        seed: 5,
        first: Some(2),
    })
    .unwrap()
}

/// Seat 2's first decision: where to fight.
fn opening() -> Observation {
    opening_game().observation(2)
}

/// A search of 16,000 iterations at Expert's exploration, ended only once no other root
/// action can catch up.
fn exact() -> SearchConfig {
    SearchConfig {
        iterations: 16_000,
        exploration: 0.3,
        ..SearchConfig::default()
    }
}

#[test]
fn the_clock_caps_the_search() {
    let obs = opening();
    let cfg = SearchConfig {
        iterations: 100_000,
        max_ms: Some(10.0),
        ..SearchConfig::default()
    };
    // A fake clock that advances a millisecond each time it is read.
    let mut now = 0.0;
    let mut clock = || {
        now += 1.0;
        now
    };
    let r = search(&obs, &cfg, 1, Some(&mut clock)).unwrap();
    assert!(
        r.iterations > 0 && r.iterations <= 16 * 12,
        "{}",
        r.iterations
    );
    assert!(obs.legal.contains(&r.action));
}

#[test]
fn a_settle_pace_stops_sooner_on_the_same_search() {
    let obs = opening();
    let exact = exact();
    let paced = SearchConfig {
        settle_pace: 4.0,
        ..exact
    };
    let full = search(&obs, &exact, 3, None).unwrap();
    let quick = search(&obs, &paced, 3, None).unwrap();
    // The same seed walks the same iterations: the paced search is a prefix of the
    // exact one, ended once the runner-up trails by more than 4 times its pace.
    assert!(quick.iterations < full.iterations, "{quick:?} {full:?}");
    assert!(quick.iterations >= exact.iterations / 8);
    assert_eq!(quick.action, full.action);
    let (top, second) = (quick.stats[0].visits, quick.stats[1].visits);
    let (done, left) = (quick.iterations, exact.iterations - quick.iterations);
    let pace = (4.0 * second as f32 / done as f32).min(1.0);
    assert!(top as f32 > second as f32 + left as f32 * pace);
}

/// A root whose children have these visits.
fn root_with(visits: &[u32]) -> Tree {
    let children: Vec<(u32, f32)> = visits.iter().map(|&v| (v, 0.0)).collect();
    root_with_means(&children)
}

/// A root whose children have these visits and these mean rewards for seat 0.
fn root_with_means(children: &[(u32, f32)]) -> Tree {
    let mut tree = Tree {
        nodes: vec![Node::new(Action::Pass)],
    };
    for (i, &(visits, mean)) in children.iter().enumerate() {
        let c = tree.add_child(
            0,
            Action::Play(engine::Card::from_index(i).expect("a card")),
        );
        let node = &mut tree.nodes[c as usize];
        node.visits = visits;
        node.reward[0] = mean * visits as f32;
    }
    tree
}

#[test]
fn the_search_settles_exactly_at_its_rule() {
    let exact = SearchConfig {
        iterations: 16_000,
        ..SearchConfig::default()
    };
    let paced = SearchConfig {
        settle_pace: 4.0,
        ..exact
    };
    // Exact: the leader must be further ahead than the 4,000 iterations left.
    assert!(!settled(
        &root_with(&[6_000, 2_000, 1_000]),
        &exact,
        12_000,
        0
    ));
    assert!(settled(
        &root_with(&[6_001, 2_000, 1_000]),
        &exact,
        12_000,
        0
    ));
    assert!(settled(
        &root_with(&[1_000, 2_000, 6_001]),
        &exact,
        12_000,
        0
    ));
    assert!(!settled(&root_with(&[2_000, 6_000]), &exact, 12_000, 0));
    // Paced, after 2,000 of 16,000 iterations: the runner-up had 125 visits, a pace
    // of 4 x 125 / 2,000 = 0.25 of the 14,000 left, so the leader needs over 3,625.
    assert!(!settled(&root_with(&[100, 125, 3_625]), &paced, 2_000, 0));
    assert!(settled(&root_with(&[100, 125, 3_626]), &paced, 2_000, 0));
    assert!(!settled(&root_with(&[100, 125, 3_626]), &exact, 2_000, 0));
    // A pace over 1 counts as 1: the runner-up cannot get more than every visit left.
    assert!(!settled(&root_with(&[1_750, 15_750]), &paced, 2_000, 0));
    assert!(settled(&root_with(&[1_750, 15_751]), &paced, 2_000, 0));
    // Not before an eighth of the budget, however far ahead.
    assert!(!settled(&root_with(&[1_900, 0]), &paced, 1_900, 0));
    assert!(settled(&root_with(&[2_000, 0]), &paced, 2_000, 0));
}

#[test]
fn a_tie_between_the_two_most_visited_ends_the_search_once_it_may() {
    let tied = SearchConfig {
        iterations: 160_000,
        settle_after: 10_000,
        tie_margin: 0.002,
        ..SearchConfig::default()
    };
    let close = root_with_means(&[(2_000, 0.1), (4_000, 0.250), (4_100, 0.2515)]);
    assert!(settled(&close, &tied, 10_000, 0));
    // Not before `settle_after`, and not without a margin.
    assert!(!settled(&close, &tied, 9_984, 0));
    let no_margin = SearchConfig {
        tie_margin: 0.0,
        ..tied
    };
    assert!(!settled(&close, &no_margin, 10_000, 0));
    // The margin compares the two most visited moves: a third as good as the leader
    // does not end a search whose runner-up is further behind.
    let apart = root_with_means(&[(3_000, 0.2524), (4_000, 0.250), (4_100, 0.2525)]);
    assert!(!settled(&apart, &tied, 10_000, 0));
    // The means are the searching seat's: for seat 1, whose rewards are all 0 here,
    // the same two leaders are tied.
    assert!(settled(&apart, &tied, 10_000, 1));
}

#[test]
fn a_tie_margin_ends_the_opening_region_choice_sooner() {
    let obs = opening();
    assert!(obs.legal.len() > 10, "a choice of regions: {:?}", obs.legal);
    let exact = exact();
    let tied = SearchConfig {
        tie_margin: 0.002,
        settle_after: 2_000,
        ..exact
    };
    let full = search(&obs, &exact, 3, None).unwrap();
    let quick = search(&obs, &tied, 3, None).unwrap();
    assert!(quick.iterations >= 2_000 && quick.iterations < full.iterations);
    let [first, second] = [0, 1].map(|i| quick.stats[i]);
    assert!((first.mean - second.mean).abs() < 0.002, "{quick:?}");
}

#[test]
fn a_map_decision_is_halved_with_its_own_budget() {
    let obs = opening();
    assert!(
        is_map_decision(&obs.legal),
        "a choice of regions: {:?}",
        obs.legal
    );
    let cfg = SearchConfig {
        settle_pace: 2.0,
        map_halving: 3_000,
        ..exact()
    };
    let r = search(&obs, &cfg, 3, None).unwrap();
    // Sequential halving runs its whole budget, measures every region, and the last two
    // survivors have had the same visits in every round.
    assert_eq!(r.iterations, 3_000);
    assert_eq!(r.stats.len(), obs.legal.len());
    assert!(r.stats.iter().all(|s| s.visits > 0), "{r:?}");
    assert_eq!(r.stats[0].visits, r.stats[1].visits, "{r:?}");
    let ucb = search(
        &obs,
        &SearchConfig {
            map_halving: 0,
            ..cfg
        },
        3,
        None,
    )
    .unwrap();
    assert_ne!(ucb.stats[0].visits, ucb.stats[1].visits, "{ucb:?}");
    // The review's halving of every decision keeps its own budget.
    let judge = SearchConfig {
        halving: true,
        ..cfg
    };
    assert_eq!(search(&obs, &judge, 3, None).unwrap().iterations, 16_000);
}

#[test]
fn a_battle_turn_is_searched_as_without_map_halving() {
    let mut game = opening_game();
    let region = game.legal_actions()[0];
    game.apply(region).unwrap();
    let seat = game.to_act().unwrap();
    let obs = game.observation(seat);
    assert!(
        obs.legal.contains(&Action::Pass),
        "a battle turn: {:?}",
        obs.legal
    );
    let cfg = SearchConfig {
        iterations: 4_000,
        ..exact()
    };
    let with = SearchConfig {
        map_halving: 1_000,
        ..cfg
    };
    assert_eq!(search(&obs, &with, 3, None), search(&obs, &cfg, 3, None));
}

#[test]
fn settle_after_moves_the_paced_stop() {
    let paced = SearchConfig {
        iterations: 160_000,
        settle_pace: 2.0,
        settle_after: 10_000,
        ..SearchConfig::default()
    };
    // Far ahead after 10,000 iterations, where an eighth of the budget would be 20,000.
    let ahead = root_with(&[9_900, 100]);
    assert!(settled(&ahead, &paced, 10_000, 0));
    assert!(!settled(&ahead, &paced, 9_984, 0));
    let eighth = SearchConfig {
        settle_after: 0,
        ..paced
    };
    assert!(!settled(&ahead, &eighth, 10_000, 0));
}

#[test]
fn visits_add_up_and_the_choice_is_the_most_visited() {
    let obs = opening();
    let cfg = SearchConfig {
        iterations: 300,
        ..SearchConfig::default()
    };
    let r = search(&obs, &cfg, 9, None).unwrap();
    let total: u32 = r.stats.iter().map(|s| s.visits).sum();
    assert_eq!(total, r.iterations);
    assert_eq!(r.action, r.stats[0].action);
    assert!(r.stats.windows(2).all(|w| w[0].visits >= w[1].visits));
    // Every region is worth a look before the search settles.
    assert_eq!(r.stats.len(), obs.legal.len());
}

/// The reading changed the move when the move chosen has the best mean of the
/// well-tried moves but another has the best mean as if nothing had been read; a
/// move tried less than a tenth as often as the top one has no say.
#[test]
fn a_reading_changed_the_move_when_the_unread_means_prefer_another() {
    let [a, b, c] = [
        Action::Pass,
        Action::Play(engine::Card::M1),
        Action::Decline,
    ];
    let stat = |action, visits, mean| ActionStats {
        action,
        visits,
        mean,
    };
    let stats = [stat(a, 100, 0.6), stat(b, 50, 0.5), stat(c, 9, 0.9)];
    let unread =
        |means: [f32; 3]| move |x: Action| Some(means[[a, b, c].iter().position(|&y| y == x)?]);
    assert_eq!(
        changed_by_reading(a, &stats, unread([0.4, 0.55, 0.95])),
        Some(b)
    );
    assert_eq!(
        changed_by_reading(a, &stats, unread([0.6, 0.55, 0.95])),
        None
    );
    // The move chosen is not the best read: the visits chose it, not the reading.
    let stats = [stat(a, 100, 0.5), stat(b, 50, 0.6)];
    assert_eq!(
        changed_by_reading(a, &stats, unread([0.4, 0.55, 0.0])),
        None
    );
}

/// A small plain search, which the options below are measured against.
fn plain_search() -> SearchConfig {
    SearchConfig {
        iterations: 2000,
        playout_battles: 1,
        ..SearchConfig::default()
    }
}

/// Searches the opening plainly and with `option` on (same seed): the option must change
/// the root's statistics, and the search with it must stay sound.
fn assert_changes_the_search(option: impl Fn(SearchConfig) -> SearchConfig) {
    let obs = opening();
    let plain = plain_search();
    let a = search(&obs, &plain, 3, None).unwrap();
    let b = search(&obs, &option(plain), 3, None).unwrap();
    assert_ne!(a.stats, b.stats);
    assert!(obs.legal.contains(&b.action));
    assert_eq!(b.stats.iter().map(|s| s.visits).sum::<u32>(), b.iterations);
}

/// On, the others' nodes learn from other deals, which the root's statistics show.
#[test]
fn the_shadow_deal_changes_the_search() {
    assert_changes_the_search(|plain| SearchConfig {
        shadow: true,
        ..plain
    });
}

/// On, the others' nodes follow the rule bot, which the root's statistics show.
#[test]
fn the_opponent_model_changes_the_search() {
    assert_changes_the_search(|plain| SearchConfig {
        opponent_policy: 1.0,
        ..plain
    });
}

/// The others' exploration constant changes the search through their nodes alone: on,
/// it changes the root's statistics; with no other seat's node in the tree, or equal to
/// the searching seat's constant, it changes nothing.
#[test]
fn the_others_exploration_applies_at_their_nodes_only() {
    assert_changes_the_search(|plain| SearchConfig {
        opponent_exploration: 2.0,
        ..plain
    });
    let obs = opening();
    let plain = plain_search();
    let same = |a: SearchConfig, b: SearchConfig| {
        assert_eq!(search(&obs, &a, 3, None), search(&obs, &b, 3, None));
    };
    same(
        plain,
        SearchConfig {
            opponent_exploration: plain.exploration,
            ..plain
        },
    );
    let own_only = SearchConfig {
        opponents_in_tree: false,
        ..plain
    };
    same(
        own_only,
        SearchConfig {
            opponent_exploration: 2.0,
            ..own_only
        },
    );
}

#[test]
fn a_seeing_search_deals_the_real_hands_and_reads_nothing() {
    // Seat 2's second turn of the first battle, after the other three have acted: a
    // round with something to read.
    let mut game = opening_game();
    let mut log = engine::RoundLog::new(&game);
    let bot = RuleBot::default();
    let mut turns = 0;
    while turns < 2 {
        let seat = game.to_act().unwrap();
        let legal = game.legal_actions();
        if seat == 2 && legal.contains(&Action::Pass) {
            turns += 1;
            if turns == 2 {
                break;
            }
        }
        let action = bot.decide_in_game(&game, &legal).unwrap();
        let events = game.apply(action).unwrap();
        log.note(seat, action, &events, &game);
    }
    let obs = game.observation_with(2, &log);
    let mut rng = GameRng::from_seed(7);
    let inference = Inference::default();
    assert!(
        Pool::deal(&obs, &inference, &mut rng).is_some(),
        "a pool to read from"
    );
    // Two games seat 2 cannot tell apart: the others' hands dealt differently.
    let truths = [obs.sample_present(&mut rng), obs.sample_present(&mut rng)];
    assert_ne!(truths[0].hand(0), truths[1].hand(0));
    let cfg = SearchConfig {
        iterations: 2_000,
        inference: Some(inference),
        ..SearchConfig::default()
    };
    let visits = |r: &SearchResult| -> Vec<(Action, u32)> {
        r.stats.iter().map(|s| (s.action, s.visits)).collect()
    };
    let seen: Vec<SearchResult> = truths
        .iter()
        .map(|t| search_seeing(&obs, &cfg, 3, t).unwrap())
        .collect();
    assert!(seen.iter().all(|r| r.read.is_none()));
    // The same truth searches the same way; another truth, another way (drawn from the
    // pool instead, both would search alike).
    assert_eq!(
        visits(&search_seeing(&obs, &cfg, 3, &truths[0]).unwrap()),
        visits(&seen[0])
    );
    assert_ne!(visits(&seen[0]), visits(&seen[1]));
}
