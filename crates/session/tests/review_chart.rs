//! The chart's invariants over many records of every preset, and the analysis's
//! determinism, steps and serialised form.

#[path = "review_support.rs"]
mod support;

use engine::{random_game, Event, Game, Preset, Record, Rules, Setup, Variant};
use session::review::{
    battle_of_move, review, Analysis, BattleKind, Review, ReviewOptions, Verdict, TURNING_POINTS,
};

/// Quick settings: the invariants do not depend on the estimates' quality.
fn quick(judged: u8, seed: u64) -> ReviewOptions {
    ReviewOptions {
        seed,
        judged,
        budget: 24,
        playouts: 3,
        noise_permille: 250,
    }
}

/// Finished random games of every preset, at every seat count it allows (and with Hidden
/// cards where allowed), `per` of each; games over 500 moves (classic-1995's can run to
/// thousands) are left out to keep the test quick.
fn records(per: u64) -> Vec<Record> {
    let mut out = Vec::new();
    for preset in Preset::ALL {
        let base = preset.rules();
        let mut rule_sets = vec![base];
        if base.variant_allowed(Variant::HiddenCards) {
            rule_sets.push(base.with_variant(Variant::HiddenCards));
        }
        for rules in rule_sets {
            for players in base.min_players..=base.max_players {
                for i in 0..per {
                    let setup = Setup {
                        rules,
                        players,
                        seed: 100 * players as u64 + i,
                        first: None,
                    };
                    if let Ok((game, record)) = random_game(setup, i, 500) {
                        if game.is_over() {
                            out.push(record);
                        }
                    }
                }
            }
        }
    }
    out
}

fn outcome_percents(record: &Record) -> Vec<u8> {
    let (game, _) = record.replay().unwrap();
    let winners = game.outcome().unwrap().winners;
    let k = winners.count_ones();
    let mut left = 100 - (100 / k) * k;
    (0..record.setup.players)
        .map(|s| {
            if winners & (1 << s) == 0 {
                return 0;
            }
            let extra = u8::from(left > 0);
            left = left.saturating_sub(1);
            (100 / k) as u8 + extra
        })
        .collect()
}

/// Who made each move.
fn movers(record: &Record) -> Vec<u8> {
    let mut game = Game::new(record.setup).unwrap();
    record
        .actions
        .iter()
        .map(|&a| {
            let seat = game.to_act().unwrap();
            game.apply(a).unwrap();
            seat
        })
        .collect()
}

fn check_chart(record: &Record, r: &Review) {
    let players = record.setup.players as usize;
    let moves = record.actions.len();
    assert_eq!(r.start.len(), players);
    assert_eq!(r.start.iter().map(|&c| c as u32).sum::<u32>(), 100);
    assert_eq!(r.chances.len(), moves, "one value per move");
    for (i, c) in r.chances.iter().enumerate() {
        assert_eq!(c.len(), players, "move {i}");
        assert_eq!(
            c.iter().map(|&x| x as u32).sum::<u32>(),
            100,
            "move {i}: {c:?}"
        );
    }
    for seat in 0..players as u8 {
        assert_eq!(r.series(seat).len(), moves);
    }
    assert_eq!(r.chances.last().unwrap(), &outcome_percents(record));
}

fn check_battles(record: &Record, r: &Review) {
    let (game, events) = record.replay().unwrap();
    assert_eq!(r.battles.len() as u32, game.table().battles_fought);
    let finals = events
        .iter()
        .filter(|e| matches!(e, Event::FinalBattle { .. }))
        .count();
    let mut last_end = None;
    for b in &r.battles {
        assert!(
            b.start <= b.end && (b.end as usize) < record.actions.len(),
            "{b:?}"
        );
        assert!(
            last_end.is_none_or(|e| b.end > e && b.start >= e),
            "{:?}",
            r.battles
        );
        last_end = Some(b.end);
        match b.kind {
            BattleKind::Region => assert!(b.region.is_some() && !record.setup.rules.duel),
            BattleKind::Duel => assert!(b.region.is_none() && record.setup.rules.duel),
            BattleKind::Final => assert!(b.region.is_none() && !record.setup.rules.duel),
        }
    }
    let marked = r
        .battles
        .iter()
        .filter(|b| b.kind == BattleKind::Final)
        .count();
    assert_eq!(marked, finals);
}

fn check_turning_points(record: &Record, r: &Review) {
    let movers = movers(record);
    let swing_at = |i: usize| {
        let before = if i == 0 { &r.start } else { &r.chances[i - 1] };
        before
            .iter()
            .zip(&r.chances[i])
            .map(|(a, b)| a.abs_diff(*b))
            .max()
            .unwrap()
    };
    let swings: Vec<u8> = (0..record.actions.len()).map(swing_at).collect();
    let moved = swings.iter().filter(|&&s| s > 0).count();
    assert_eq!(r.turning_points.len(), moved.min(TURNING_POINTS));
    for (k, p) in r.turning_points.iter().enumerate() {
        let i = p.move_index as usize;
        let before = if i == 0 { &r.start } else { &r.chances[i - 1] };
        assert_eq!(p.from, before[p.seat as usize]);
        assert_eq!(p.to, r.chances[i][p.seat as usize]);
        assert_eq!(p.swing(), swings[i], "the seat that moved most");
        assert_eq!(p.mover, movers[i]);
        assert_eq!(p.action, record.actions[i]);
        assert_eq!(
            p.battle,
            battle_of_move(&r.battles, i as u32).map(|b| b as u16)
        );
        if let Some(next) = r.turning_points.get(k + 1) {
            assert!(
                p.swing() > next.swing()
                    || (p.swing() == next.swing() && p.move_index < next.move_index)
            );
        }
    }
    // No move left out swung more than the smallest named, or as much and earlier.
    if let Some(smallest) = r.turning_points.last() {
        for (i, &s) in swings.iter().enumerate() {
            if r.turning_points.iter().all(|p| p.move_index as usize != i) {
                assert!(
                    s < smallest.swing()
                        || (s == smallest.swing() && i as u32 > smallest.move_index)
                );
            }
        }
    }
}

fn check_decisions(record: &Record, r: &Review, judged: u8) {
    let movers = movers(record);
    let mut game = Game::new(record.setup).unwrap();
    let mut expected = Vec::new();
    for (i, &a) in record.actions.iter().enumerate() {
        if judged & (1 << movers[i]) != 0 && game.legal_actions().len() >= 2 {
            expected.push(i as u32);
        }
        game.apply(a).unwrap();
    }
    let got: Vec<u32> = r.decisions.iter().map(|d| d.move_index).collect();
    assert_eq!(
        got, expected,
        "every decision with a choice of a judged seat, in order"
    );
    for d in &r.decisions {
        let i = d.move_index as usize;
        assert_eq!(d.seat, movers[i]);
        assert_eq!(d.played, record.actions[i]);
        assert_eq!(d.verdict, Verdict::from_loss(d.loss()));
        assert_eq!(d.options[0], (d.best, d.chance_best));
        assert!(d.options.contains(&(d.played, d.chance_played)));
        assert!(d.options[1..].windows(2).all(|w| w[0].1 >= w[1].1));
        assert!(d.loss() <= d.stake());
    }
    for p in &r.players {
        let mine: Vec<_> = r.decisions.iter().filter(|d| d.seat == p.seat).collect();
        let total: u32 = Verdict::ALL.iter().map(|&v| p.verdicts.get(v)).sum();
        assert_eq!(total as usize, mine.len());
        for v in Verdict::ALL {
            let n = mine.iter().filter(|d| d.verdict == v).count();
            assert_eq!(p.verdicts.get(v) as usize, n);
        }
        assert_eq!(p.judged, judged & (1 << p.seat) != 0);
        assert_eq!(p.accuracy.is_some(), !mine.is_empty());
    }
}

#[test]
fn chart_invariants_over_every_preset() {
    let records = records(if support::quick_tests() { 1 } else { 2 });
    assert!(records.len() > 30, "{}", records.len());
    for preset in Preset::ALL {
        assert!(
            records.iter().any(|r| r.setup.rules.preset == preset),
            "{preset}"
        );
    }
    for (k, record) in records.iter().enumerate() {
        // Judge a different seat each time, and every seat now and then.
        let judged = if k % 5 == 0 {
            0xff
        } else {
            1 << (k % record.setup.players as usize)
        };
        let r = review(record, quick(judged, k as u64)).unwrap();
        check_chart(record, &r);
        check_battles(record, &r);
        check_turning_points(record, &r);
        check_decisions(record, &r, judged);
    }
}

fn ffg_record(seed: u64) -> Record {
    let setup = Setup {
        rules: Rules::default_for_tests(),
        players: 4,
        seed,
        first: Some(0),
    };
    random_game(setup, seed, 3_000).unwrap().1
}

trait TestRules {
    fn default_for_tests() -> Rules;
}

impl TestRules for Rules {
    fn default_for_tests() -> Rules {
        Preset::Ffg2006.rules()
    }
}

#[test]
fn steps_count_every_unit_and_chunks_do_not_matter() {
    let record = ffg_record(4);
    let options = quick(0b0101, 9);
    let whole = review(&record, options).unwrap();
    let mut a = Analysis::new(&record, options).unwrap();
    let mut b = Analysis::new(&record, options).unwrap();
    let total = a.progress().total;
    assert_eq!(a.progress().done, 0);
    assert_eq!(
        total as usize,
        1 + record.actions.len() + whole.decisions.len()
    );
    assert!(a.review().is_none(), "no review before the last step");
    // Interleaved, in uneven chunks: each gives the same review as one run.
    let mut done = 0;
    while !a.progress().is_finished() {
        for _ in 0..(done % 7 + 1) {
            let before = a.progress().done;
            let p = a.step();
            assert_eq!(p.done, (before + 1).min(total));
        }
        b.step();
        done += 1;
    }
    assert_eq!(a.decisions_done(), whole.decisions.len());
    assert_eq!(
        a.step().done,
        total,
        "a finished analysis does nothing more"
    );
    while !b.step().is_finished() {}
    assert_eq!(a.review().unwrap(), whole);
    assert_eq!(b.review().unwrap(), whole);
    assert_eq!(a.review().unwrap().checksum(), whole.checksum());
}

#[test]
fn the_seed_decides_everything() {
    let record = ffg_record(6);
    let one = review(&record, quick(1, 1)).unwrap();
    assert_eq!(review(&record, quick(1, 1)).unwrap(), one);
    let other = review(&record, quick(1, 2)).unwrap();
    assert_ne!(other.chances, one.chances);
    assert_ne!(other.checksum(), one.checksum());
    assert_eq!(one.seed, 1);
    assert_eq!((one.budget, one.playouts, one.noise_permille), (24, 3, 250));
}

/// The saved form: compact JSON whose names the app and the command line rely on, read
/// back as it was written.
#[test]
fn a_review_serialises_and_reads_back() {
    let record = ffg_record(8);
    let r = review(&record, quick(0b0011, 3)).unwrap();
    let text = serde_json::to_string(&r).unwrap();
    let back: Review = serde_json::from_str(&text).unwrap();
    assert_eq!(back, r);
    assert_eq!(back.checksum(), r.checksum());
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["version"], 1);
    assert_eq!(v["chances"].as_array().unwrap().len(), record.actions.len());
    assert!(v["chances"][0].as_array().unwrap().len() == 4);
    let d = &v["decisions"][0];
    for key in [
        "move",
        "seat",
        "played",
        "best",
        "chance_played",
        "chance_best",
        "verdict",
    ] {
        assert!(!d[key].is_null(), "decisions[].{key} in {d}");
    }
    assert!(Verdict::ALL.iter().any(|v| d["verdict"] == v.id()));
    let p = &v["players"][0];
    assert!(p["accuracy"].is_u64(), "{p}");
    for verdict in Verdict::ALL {
        assert!(p["verdicts"][verdict.id()].is_u64(), "{p}");
    }
    assert!(
        v["players"][2]["accuracy"].is_null(),
        "seat 2 is not judged"
    );
    assert!(["region", "final", "duel"].contains(&v["battles"][0]["kind"].as_str().unwrap()));
    assert!(v["turning_points"][0]["move"].is_u64());
}

#[test]
fn options_judge_the_seats_of_their_mask() {
    let o = ReviewOptions::judging(0b0101);
    assert_eq!(o.judged, 0b0101);
    let judged: Vec<u8> = (0..8).filter(|&s| o.judges(s)).collect();
    assert_eq!(judged, [0, 2]);
    // Seats past the mask's eight bits are never judged (and never overflow the shift).
    let all = ReviewOptions::judging(0xff);
    assert!((0..8).all(|s| all.judges(s)));
    assert!(!all.judges(8) && !all.judges(200));
    assert_eq!(ReviewOptions::default().judged, 0);
}

/// The turning points of hand-made chances: only moves that changed something, the
/// largest first, the seat that moved most (the lower seat among equals).
#[test]
fn turning_points_of_hand_made_chances() {
    use engine::Action;
    use session::review::turning::turning_points;
    let actions = [
        Action::Pass,
        Action::PassReveal,
        Action::TakeNothing,
        Action::Pass,
    ];
    let battles = [session::review::BattleMark {
        start: 0,
        end: 3,
        kind: BattleKind::Region,
        region: Some(engine::Region::Roma),
    }];
    let start = [50, 50];
    let flat = vec![vec![50, 50], vec![60, 40], vec![60, 40], vec![60, 40]];
    let one = turning_points(&start, &flat, &[1, 0, 1, 0], &actions, &battles);
    assert_eq!(one.len(), 1, "{one:?}");
    let p = one[0];
    assert_eq!(
        (p.move_index, p.mover, p.action, p.battle),
        (1, 0, Action::PassReveal, Some(0))
    );
    assert_eq!((p.seat, p.from, p.to, p.swing()), (0, 50, 60, 10));
    let three_seats = [
        vec![40, 30, 30],
        vec![20, 50, 30],
        vec![20, 45, 35],
        vec![0, 0, 100],
    ];
    let all = turning_points(
        &[37, 33, 30],
        &three_seats,
        &[0, 1, 2, 0],
        &actions,
        &battles,
    );
    let moves: Vec<u32> = all.iter().map(|p| p.move_index).collect();
    assert_eq!(moves, [3, 1, 2], "{all:?}");
    assert_eq!((all[0].seat, all[0].from, all[0].to), (2, 35, 100));
    assert_eq!((all[1].seat, all[1].from, all[1].to), (0, 40, 20));
    assert_eq!((all[2].seat, all[2].from, all[2].to), (1, 50, 45));
    // Missing movers or actions (a foreign caller's mistake): those moves are skipped.
    assert!(turning_points(&start, &flat, &[], &actions, &battles).is_empty());
}

/// A game that ends in a final battle (ffg-2006, 6 players: no region left, a tie for the
/// most) marks it as the final battle, not as a region's or the duel's.
#[test]
fn a_final_battle_is_marked_as_such() {
    let setup = Setup {
        rules: Preset::Ffg2006.rules(),
        players: 6,
        seed: 11,
        first: None,
    };
    let record = random_game(setup, 11, 3_000).unwrap().1;
    let r = review(&record, quick(0, 1)).unwrap();
    check_battles(&record, &r);
    let last = r.battles.last().unwrap();
    assert_eq!((last.kind, last.region), (BattleKind::Final, None));
    assert!(r.battles[..r.battles.len() - 1]
        .iter()
        .all(|b| b.kind == BattleKind::Region));
}

#[test]
fn a_move_belongs_to_the_battle_fought_or_the_next() {
    let mark = |start, end| session::review::BattleMark {
        start,
        end,
        kind: BattleKind::Region,
        region: Some(engine::Region::Roma),
    };
    let battles = [mark(0, 9), mark(10, 20), mark(21, 30)];
    let of = |m| battle_of_move(&battles, m);
    assert_eq!(
        [of(0), of(9), of(10), of(20), of(21), of(30)],
        [0, 0, 1, 1, 2, 2].map(Some)
    );
    assert_eq!(of(40), Some(2), "after the last battle: the last");
    assert_eq!(battle_of_move(&[], 3), None);
}
