//! The search's own tests: its budget, its early stop and its options.

use super::*;
use engine::{Preset, Setup};

fn opening() -> Observation {
    let game = Game::new(Setup {
        rules: Preset::Ffg2006.rules(),
        players: 4,
        seed: 5,
        first: Some(2),
    })
    .unwrap();
    game.observation(2)
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
    let exact = SearchConfig {
        iterations: 16_000,
        exploration: 0.3,
        ..SearchConfig::default()
    };
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
    let mut tree = Tree {
        nodes: vec![Node::new(Action::Pass)],
    };
    for (i, &v) in visits.iter().enumerate() {
        let c = tree.add_child(
            0,
            Action::Play(engine::Card::from_index(i).expect("a card")),
        );
        tree.nodes[c as usize].visits = v;
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
    assert!(!settled(&root_with(&[6_000, 2_000, 1_000]), &exact, 12_000));
    assert!(settled(&root_with(&[6_001, 2_000, 1_000]), &exact, 12_000));
    assert!(settled(&root_with(&[1_000, 2_000, 6_001]), &exact, 12_000));
    assert!(!settled(&root_with(&[2_000, 6_000]), &exact, 12_000));
    // Paced, after 2,000 of 16,000 iterations: the runner-up had 125 visits, a pace
    // of 4 x 125 / 2,000 = 0.25 of the 14,000 left, so the leader needs over 3,625.
    assert!(!settled(&root_with(&[100, 125, 3_625]), &paced, 2_000));
    assert!(settled(&root_with(&[100, 125, 3_626]), &paced, 2_000));
    assert!(!settled(&root_with(&[100, 125, 3_626]), &exact, 2_000));
    // A pace over 1 counts as 1: the runner-up cannot get more than every visit left.
    assert!(!settled(&root_with(&[1_750, 15_750]), &paced, 2_000));
    assert!(settled(&root_with(&[1_750, 15_751]), &paced, 2_000));
    // Not before an eighth of the budget, however far ahead.
    assert!(!settled(&root_with(&[1_900, 0]), &paced, 1_900));
    assert!(settled(&root_with(&[2_000, 0]), &paced, 2_000));
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

/// Searches the opening plainly and with `option` on (same seed): the option must change
/// the root's statistics, and the search with it must stay sound.
fn assert_changes_the_search(option: impl Fn(SearchConfig) -> SearchConfig) {
    let obs = opening();
    let plain = SearchConfig {
        iterations: 2000,
        playout_battles: 1,
        ..SearchConfig::default()
    };
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
