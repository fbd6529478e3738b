//! The player's record (`session::stats`): counting, streaks, marked games, the
//! last-results window, the reset, and the stored format of version 1 carried into the
//! games kept since (the storage of every record is tested in tests/kept.rs).

mod common;
use common::Acting;

use engine::{Preset, Setup};
use session::kept::{parse, to_text, ParseError, Versioned};
use session::stats::{
    finished, opponent_level, Finished, GameResult, Stats, Verdict, MIXED, RECENT,
};
use session::{AiLevel, Origin, SeatKind, Session};
use std::sync::atomic::{AtomicU64, Ordering};

/// A time for each game made here, later than the one before: games finish in the order
/// the tests make them.
fn next_time() -> f64 {
    static NEXT: AtomicU64 = AtomicU64::new(1000);
    NEXT.fetch_add(1, Ordering::Relaxed) as f64
}

fn game(id: &str, verdict: Verdict) -> Finished {
    game_in("ffg-2006", "hard", id, verdict)
}

fn game_in(edition: &str, level: &str, id: &str, verdict: Verdict) -> Finished {
    Finished {
        edition: edition.into(),
        level: level.into(),
        result: GameResult {
            id: id.into(),
            finished: next_time(),
            verdict,
            origin: Origin::New,
            taken_back: 0,
            streak: 0,
        },
    }
}

fn marked(id: &str, verdict: Verdict, origin: Origin, taken_back: u32) -> Finished {
    let mut g = game(id, verdict);
    g.result.origin = origin;
    g.result.taken_back = taken_back;
    g
}

fn play(stats: &mut Stats, verdicts: &[Verdict]) {
    for (i, v) in verdicts.iter().enumerate() {
        assert!(stats.record(game(&format!("g{i}"), *v)));
    }
}

use Verdict::{Loss, Shared, Win};

#[test]
fn counts_games_wins_and_share() {
    let mut s = Stats::default();
    play(&mut s, &[Win, Loss, Win, Shared]);
    let g = s.group("ffg-2006", "hard").unwrap();
    assert_eq!((g.games, g.wins, g.shared, g.losses()), (4, 2, 1, 1));
    assert_eq!(g.win_percent(), Some(50));
    let mut t = Stats::default();
    play(&mut t, &[Win, Loss, Loss]);
    // 1 of 3 is 33.3…%: rounded to the nearest whole percent.
    assert_eq!(t.group("ffg-2006", "hard").unwrap().win_percent(), Some(33));
    play(&mut t, &[]);
    assert_eq!(Stats::default().group("ffg-2006", "hard"), None);
}

#[test]
fn streaks_count_wins_in_a_row_and_shared_or_lost_games_end_them() {
    let mut s = Stats::default();
    play(&mut s, &[Win, Win, Win, Loss, Win, Shared, Win, Win]);
    let g = s.group("ffg-2006", "hard").unwrap();
    assert_eq!(g.streak, 2);
    assert_eq!(g.best, 3);
    let streaks: Vec<u32> = g.recent.iter().map(|r| r.streak).collect();
    assert_eq!(streaks, [1, 2, 3, 0, 1, 0, 1, 2]);
}

#[test]
fn groups_are_per_edition_and_level() {
    let mut s = Stats::default();
    assert!(s.record(game_in("ffg-2006", "hard", "a", Win)));
    assert!(s.record(game_in("ffg-2006", "easy", "b", Loss)));
    assert!(s.record(game_in("classic-1995", "hard", "c", Win)));
    assert!(s.record(game_in("ffg-2006", "hard", "d", Win)));
    assert_eq!(s.groups().len(), 3);
    assert_eq!(s.group("ffg-2006", "hard").unwrap().streak, 2);
    assert_eq!(s.group("ffg-2006", "easy").unwrap().games, 1);
    assert_eq!(s.group("classic-1995", "hard").unwrap().wins, 1);
}

#[test]
fn a_game_is_recorded_once() {
    let mut s = Stats::default();
    assert!(s.record(game("same", Win)));
    assert!(!s.record(game("same", Win)));
    assert!(!s.record(game("same", Loss)));
    let g = s.group("ffg-2006", "hard").unwrap();
    assert_eq!((g.games, g.wins, g.recent.len()), (1, 1, 1));
    // A reset wipes the figures but still knows the game.
    s.reset(next_time());
    assert!(s.groups().is_empty());
    assert!(!s.record(game("same", Win)));
    assert!(s.groups().is_empty());
}

#[test]
fn marked_games_are_listed_but_not_counted() {
    let mut s = Stats::default();
    play(&mut s, &[Win, Win]);
    assert!(s.record(marked("replayed", Loss, Origin::Replay, 0)));
    assert!(s.record(marked("imported", Win, Origin::Import, 0)));
    assert!(s.record(marked("undone", Loss, Origin::New, 2)));
    let g = s.group("ffg-2006", "hard").unwrap();
    assert_eq!((g.games, g.wins, g.streak, g.best), (2, 2, 2, 2));
    assert_eq!(g.recent.len(), 5);
    let counted: Vec<bool> = g.recent.iter().map(|r| r.counted()).collect();
    assert_eq!(counted, [true, true, false, false, false]);
    // A group of marked games alone has no share to show.
    let mut t = Stats::default();
    assert!(t.record(marked("x", Win, Origin::Import, 0)));
    let g = t.group("ffg-2006", "hard").unwrap();
    assert_eq!((g.games, g.wins, g.win_percent()), (0, 0, None));
}

#[test]
fn only_the_last_results_are_kept_but_every_game_counts() {
    let mut s = Stats::default();
    let verdicts: Vec<Verdict> = (0..RECENT + 5)
        .map(|i| if i % 3 == 0 { Loss } else { Win })
        .collect();
    play(&mut s, &verdicts);
    let g = s.group("ffg-2006", "hard").unwrap();
    assert_eq!(g.recent.len(), RECENT);
    assert_eq!(g.games as usize, RECENT + 5);
    assert_eq!(g.recent.first().unwrap().id, "g5");
    assert_eq!(g.recent.last().unwrap().id, format!("g{}", RECENT + 4));
    assert!(s.result_of("g0").is_none());
    assert_eq!(
        s.result_of(&format!("g{}", RECENT + 4)).unwrap().1.verdict,
        verdicts[RECENT + 4]
    );
    // Streaks run across the window: the best one may have scrolled out of it.
    assert_eq!(g.best, 2);
}

#[test]
fn the_opponent_level_is_shared_or_mixed() {
    let h = SeatKind::Human;
    let hard = SeatKind::Ai(AiLevel::Hard);
    let easy = SeatKind::Ai(AiLevel::Easy);
    assert_eq!(opponent_level([h, hard, hard]).as_deref(), Some("hard"));
    assert_eq!(opponent_level([hard, h, easy]).as_deref(), Some(MIXED));
    assert_eq!(opponent_level([h, h]), None);
}

/// Plays a session to its end, each seat taking its first legal action.
fn finished_session(kinds: &[SeatKind], origin: Origin, taken_back: u32) -> Session {
    let mut parts = common::session(Preset::Ffg2006, kinds, 7).parts().clone();
    parts.id = "finished".into();
    parts.origin = origin;
    parts.taken_back = taken_back;
    let mut s = Session::rebuild(parts).unwrap();
    common::play_to_end(&mut s);
    s
}

#[test]
fn a_session_is_taken_with_one_human_only() {
    let h = SeatKind::Human;
    let rule = SeatKind::Ai(AiLevel::Rule);
    let s = finished_session(&[h, rule, rule], Origin::New, 0);
    let f = finished(&s, 5.0).expect("one human, finished");
    assert_eq!((f.edition.as_str(), f.level.as_str()), ("ffg-2006", "rule"));
    let winners = s.game().outcome().unwrap().winners;
    let expected = match winners {
        1 => Win,
        w if w & 1 != 0 => Shared,
        _ => Loss,
    };
    assert_eq!(f.result.verdict, expected);
    assert!(f.result.counted());
    assert!(finished(&finished_session(&[h, h, rule], Origin::New, 0), 5.0).is_none());
    let imported = finished(&finished_session(&[h, rule], Origin::Import, 0), 5.0).unwrap();
    assert!(!imported.result.counted());
    let undone = finished(&finished_session(&[h, rule], Origin::New, 1), 5.0).unwrap();
    assert!(!undone.result.counted());
    // A game still going is not taken.
    let done = finished_session(&[h, rule], Origin::New, 0);
    let mut parts = done.parts().clone();
    parts.record.actions.clear();
    let going = Session::rebuild(parts).unwrap();
    assert!(finished(&going, 5.0).is_none());
}

#[test]
fn the_stored_format_round_trips_and_checks_its_version() {
    let mut s = Stats::default();
    play(&mut s, &[Win, Loss, Win]);
    assert!(s.record(marked("m", Win, Origin::Replay, 0)));
    s.reset(1.0);
    let text = to_text(&s);
    assert!(text.contains(&format!("\"version\":{}", Stats::VERSION)));
    assert_eq!(parse::<Stats>(&text), Ok(s));
    assert_eq!(parse::<Stats>("{not json"), Err(ParseError::NotJson));
    assert_eq!(
        parse::<Stats>(r#"{"groups": []}"#),
        Err(ParseError::NoVersion)
    );
    assert_eq!(
        parse::<Stats>(r#"{"version": 99, "groups": "whatever"}"#),
        Err(ParseError::Newer(99))
    );
    assert_eq!(
        parse::<Stats>(r#"{"version": 1, "groups": 3}"#),
        Err(ParseError::Damaged)
    );
    assert_eq!(
        parse::<Stats>(r#"{"version": 2, "games": {"a": 3}}"#),
        Err(ParseError::Damaged)
    );
    // A game filed under another game's id is damage.
    let mut t = Stats::default();
    play(&mut t, &[Win]);
    let misfiled = to_text(&t).replace("\"g0\":", "\"other\":");
    assert_eq!(parse::<Stats>(&misfiled), Err(ParseError::Damaged));
    // Figures that contradict each other are damage, not a record.
    let impossible = r#"{"version":1,"recorded":[],"groups":[{"edition":"ffg-2006","level":"hard",
        "games":1,"wins":3,"shared":0,"streak":0,"best":0,"recent":[]}]}"#;
    assert_eq!(parse::<Stats>(impossible), Err(ParseError::Damaged));
}

/// A fixed version-1 record, as this version of the app writes it: later versions must
/// still read it (through `migrate`).
const V1: &str = r#"{"version":1,"groups":[{"edition":"zman-2018","level":"mixed","games":2,
"wins":1,"shared":0,"streak":1,"best":1,"recent":[{"id":"a","finished":1.0,"verdict":"loss",
"origin":"new","taken_back":0,"streak":0},{"id":"b","finished":2.0,"verdict":"win",
"origin":"import","taken_back":0,"streak":0},{"id":"c","finished":3.0,"verdict":"win",
"origin":"new","taken_back":0,"streak":1}]}],"recorded":["a","b","c"]}"#;

#[test]
fn a_version_1_record_reads_and_its_figures_carry_on() {
    let mut s = parse::<Stats>(V1).expect("version 1 reads");
    let g = s.group("zman-2018", MIXED).unwrap();
    assert_eq!((g.games, g.wins, g.streak, g.recent.len()), (2, 1, 1, 3));
    assert!(s.is_recorded("b"));
    assert!(
        !s.record(game_in("zman-2018", MIXED, "c", Win)),
        "c was recorded"
    );
    // A game since joins the carried figures, its streak going on from theirs.
    assert!(s.record(game_in("zman-2018", MIXED, "d", Win)));
    let g = s.group("zman-2018", MIXED).unwrap();
    assert_eq!(
        (g.games, g.wins, g.streak, g.best, g.recent.len()),
        (3, 2, 2, 2, 4)
    );
    // Written again, it is version 2 and reads back the same.
    assert_eq!(parse::<Stats>(&to_text(&s)), Ok(s.clone()));
    // A reset after the migration hides the carried figures too.
    s.reset(next_time());
    assert!(s.groups().is_empty());
    assert!(s.is_recorded("a") && s.is_recorded("d"));
}

#[test]
fn losses_shares_and_results_in_words_ids() {
    let mut s = Stats::default();
    play(&mut s, &[Loss, Loss, Win, Shared, Loss, Loss, Loss, Loss]);
    let g = s.group("ffg-2006", "hard").unwrap();
    assert_eq!((g.games, g.wins, g.shared, g.losses()), (8, 1, 1, 6));
    // 1 of 8 is 12.5%: the nearest whole percent, halves up.
    assert_eq!(g.win_percent(), Some(13));
    let mut t = Stats::default();
    play(&mut t, &[Win, Win, Loss]);
    assert_eq!(t.group("ffg-2006", "hard").unwrap().win_percent(), Some(67));
    let ids: Vec<&str> = [Win, Loss, Shared].iter().map(|v| v.id()).collect();
    assert_eq!(ids, ["win", "loss", "shared"]);
}

#[test]
fn the_groups_come_most_recently_played_first() {
    let mut s = Stats::default();
    let at = |edition: &str, id: &str, time: f64| {
        let mut g = game_in(edition, "hard", id, Win);
        g.result.finished = time;
        g
    };
    assert!(s.record(at("ffg-2006", "a", 10.0)));
    assert!(s.record(at("zman-2018", "b", 30.0)));
    assert!(s.record(at("classic-1995", "c", 20.0)));
    let groups = s.groups_by_recency();
    let order: Vec<(&str, f64)> = groups
        .iter()
        .map(|g| (g.edition.as_str(), g.last_played()))
        .collect();
    assert_eq!(
        order,
        [
            ("zman-2018", 30.0),
            ("classic-1995", 20.0),
            ("ffg-2006", 10.0)
        ]
    );
    assert!(s.record(at("ffg-2006", "d", 40.0)));
    assert_eq!(s.groups_by_recency()[0].edition, "ffg-2006");
}

/// Every game stays recorded, however many: none can ever be counted twice.
#[test]
fn every_recorded_game_is_remembered() {
    let mut s = Stats::default();
    for i in 0..2500 {
        assert!(s.record(game(&format!("id{i}"), Loss)));
    }
    assert!(s.is_recorded("id0") && s.is_recorded("id2499"));
    assert!(!s.record(game("id0", Win)));
    assert_eq!(s.group("ffg-2006", "hard").unwrap().games, 2500);
}

/// The verdict is the human's, wherever they sit: a win alone, a loss, or a shared
/// victory.
#[test]
fn the_verdict_is_the_humans_wherever_they_sit() {
    let mut seen = std::collections::BTreeSet::new();
    // Random play, and a seed of each table whose game ends in a shared victory (a duel
    // drawn, a tie for the most regions).
    let tables = [
        (Preset::ZmanDuel, 2, 47),
        (Preset::ClassicHu, 3, 202),
        (Preset::Zman2018, 4, 8),
    ];
    for (preset, players, shared_seed) in tables {
        for human in 0..players {
            for seed in (0..6).chain([shared_seed]) {
                let kinds: Vec<SeatKind> = (0..players)
                    .map(|i| {
                        if i == human {
                            SeatKind::Human
                        } else {
                            SeatKind::Ai(AiLevel::Easy)
                        }
                    })
                    .collect();
                let mut s = session_of(preset, &kinds, seed);
                let mut rng = engine::GameRng::from_seed(seed);
                while !s.game().is_over() {
                    let legal = s.game().legal_actions();
                    s.apply(legal[rng.below(legal.len() as u32) as usize])
                        .unwrap();
                }
                let winners = s.game().outcome().unwrap().winners;
                let f = finished(&s, 1.0).unwrap();
                let expected = if winners & (1 << human) == 0 {
                    Loss
                } else if winners.count_ones() == 1 {
                    Win
                } else {
                    Shared
                };
                assert_eq!(
                    f.result.verdict, expected,
                    "{preset} seat {human} seed {seed}"
                );
                assert_eq!(f.level, "easy");
                seen.insert((human > 0, expected.id()));
            }
        }
    }
    for verdict in ["win", "loss", "shared"] {
        assert!(
            seen.contains(&(true, verdict)),
            "a {verdict} away from seat 0: {seen:?}"
        );
    }
}

/// A table of `kinds` whose first Condottiere is drawn from the seed.
fn session_of(preset: Preset, kinds: &[SeatKind], seed: u64) -> Session {
    let setup = Setup {
        first: None,
        ..common::setup(preset, kinds.len() as u8, seed)
    };
    let mut s = Session::new(setup, common::seats(kinds)).unwrap();
    s.assign_id(format!("{preset}-{seed}"), s.created());
    s
}

#[test]
fn a_stored_record_whose_figures_contradict_each_other_is_damaged() {
    let group = |games: u32, wins: u32, shared: u32, streak: u32, best: u32| {
        format!(
            r#"{{"version":1,"recorded":[],"groups":[{{"edition":"ffg-2006","level":"hard",
            "games":{games},"wins":{wins},"shared":{shared},"streak":{streak},"best":{best},
            "recent":[]}}]}}"#
        )
    };
    assert!(parse::<Stats>(&group(3, 2, 1, 1, 2)).is_ok());
    // More wins and shared victories than games.
    assert_eq!(
        parse::<Stats>(&group(2, 2, 1, 0, 0)),
        Err(ParseError::Damaged)
    );
    assert_eq!(
        parse::<Stats>(&group(2, 0, 3, 0, 0)),
        Err(ParseError::Damaged)
    );
    // A streak longer than the best one, a best one longer than the wins.
    assert_eq!(
        parse::<Stats>(&group(5, 3, 0, 3, 2)),
        Err(ParseError::Damaged)
    );
    assert_eq!(
        parse::<Stats>(&group(5, 2, 0, 0, 3)),
        Err(ParseError::Damaged)
    );
}

/// A stored record with more last results than are kept (written by hand, or by a version
/// that kept more) keeps the newest.
#[test]
fn a_stored_record_keeps_only_the_newest_last_results() {
    let recent: Vec<String> = (0..RECENT + 4)
        .map(|i| {
            format!(
                r#"{{"id":"r{i}","finished":{i}.0,"verdict":"loss","origin":"import","taken_back":0,"streak":0}}"#
            )
        })
        .collect();
    let text = format!(
        r#"{{"version":1,"recorded":[],"groups":[{{"edition":"ffg-2006","level":"hard",
        "games":0,"wins":0,"shared":0,"streak":0,"best":0,"recent":[{}]}}]}}"#,
        recent.join(",")
    );
    let s = parse::<Stats>(&text).unwrap();
    let g = s.group("ffg-2006", "hard").unwrap();
    assert_eq!(g.recent.len(), RECENT);
    assert_eq!(g.recent[0].id, "r4");
    assert_eq!(g.last_played(), (RECENT + 3) as f64);
}
