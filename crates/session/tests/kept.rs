//! Every record kept in the store (`session::kept`): the record of results, the daily
//! record and the puzzle record, each read, migrated from its older formats, set aside
//! when damaged, left alone when newer, and written by read-merge-write so that tabs
//! writing in any order keep everything; merging is commutative, associative and
//! idempotent over random facts.

mod common;

use engine::GameRng;
use session::daily::{DailyGame, DailyRecord, DayResult, Dealt};
use session::day::Day;
use session::kept::{self, damaged_keys, parse, to_text, Held, Kept, ParseError, Problem};
use session::puzzle::record::PuzzleRecord;
use session::stats::{Finished, GameResult, Stats, Verdict};
use session::{MemoryStore, Origin, Store, StoreError};

fn verdict(rng: &mut GameRng) -> Verdict {
    [Verdict::Win, Verdict::Loss, Verdict::Shared][rng.below(3) as usize]
}

fn origin(rng: &mut GameRng) -> Origin {
    [Origin::New, Origin::New, Origin::Import, Origin::Replay][rng.below(4) as usize]
}

/// A random fact for each record; ids from a small range, so that copies share some.
trait Facts: Kept + std::fmt::Debug {
    fn add_random(&mut self, rng: &mut GameRng);
}

impl Facts for Stats {
    fn add_random(&mut self, rng: &mut GameRng) {
        let edition = ["ffg-2006", "zman-2018"][rng.below(2) as usize];
        let level = ["hard", "normal", "mixed"][rng.below(3) as usize];
        let id = format!("g{}", rng.below(40));
        if rng.below(20) == 0 {
            self.reset(f64::from(rng.below(1000)));
            return;
        }
        self.record(Finished {
            edition: edition.into(),
            level: level.into(),
            result: GameResult {
                id,
                finished: f64::from(rng.below(1000)),
                verdict: verdict(rng),
                origin: origin(rng),
                taken_back: rng.below(2),
                streak: 0,
            },
        });
    }
}

impl Facts for DailyRecord {
    fn add_random(&mut self, rng: &mut GameRng) {
        let base = Day::parse("2026-11-01").unwrap().number();
        let deal = Day::from_number(base + rng.below(8)).unwrap();
        if rng.below(3) == 0 {
            // The day's game dealt: a small range of times and ids, so that copies
            // differ and tie.
            let at = f64::from(deal.number()) * 86_400_000.0 + f64::from(rng.below(4));
            let id = format!("d{}", rng.below(30));
            self.deal(deal, Dealt { at, id });
            return;
        }
        let begun = Day::from_number(deal.number() + rng.below(2)).unwrap();
        let finished = f64::from(begun.number() + rng.below(2)) * 86_400_000.0
            + f64::from(rng.below(86_400_000));
        self.record(DailyGame {
            day: deal,
            begun: Some(begun),
            finished,
            origin: origin(rng),
            result: DayResult {
                id: format!("d{}", rng.below(30)),
                verdict: verdict(rng),
                regions: rng.below(5) as u8,
                battles: rng.below(5) as u8,
                taken_back: rng.below(2),
            },
        });
    }
}

impl Facts for PuzzleRecord {
    fn add_random(&mut self, rng: &mut GameRng) {
        let code = format!("p{}", rng.below(10));
        self.finish(&code, rng.below(3) > 0, f64::from(rng.below(500)));
    }
}

fn random<T: Facts>(rng: &mut GameRng) -> T {
    let mut record = T::default();
    for _ in 0..rng.below(12) {
        record.add_random(rng);
    }
    record
}

fn merged<T: Kept>(a: &T, b: &T) -> T {
    let mut m = a.clone();
    m.merge(b);
    m
}

/// Merging is commutative, associative and idempotent, and keeps every fact of both.
fn merging_is_a_join<T: Facts>(seed: u64) {
    let mut rng = GameRng::from_seed(seed);
    for case in 0..600 {
        let (a, b, c) = (
            random::<T>(&mut rng),
            random::<T>(&mut rng),
            random::<T>(&mut rng),
        );
        assert_eq!(merged(&a, &b), merged(&b, &a), "commutative, case {case}");
        assert_eq!(
            merged(&merged(&a, &b), &c),
            merged(&a, &merged(&b, &c)),
            "associative, case {case}"
        );
        assert_eq!(merged(&a, &a), a, "idempotent, case {case}");
        assert_eq!(merged(&merged(&a, &b), &b), merged(&a, &b), "case {case}");
        // What is stored reads back as it was.
        assert_eq!(parse::<T>(&to_text(&a)).as_ref(), Ok(&a), "case {case}");
    }
}

#[test]
fn merging_is_a_join_for_every_record() {
    merging_is_a_join::<Stats>(1);
    merging_is_a_join::<DailyRecord>(2);
    merging_is_a_join::<PuzzleRecord>(3);
}

/// Two or three tabs, each with its own copy, write facts in a random order through the
/// same store: the store ends with every fact any of them wrote, and a tab that reads
/// again agrees with it.
fn tabs_keep_each_others_facts<T: Facts>(seed: u64) {
    let mut rng = GameRng::from_seed(seed);
    for case in 0..300 {
        let mut store = MemoryStore::new();
        let tabs = 2 + rng.below(2) as usize;
        let mut held: Vec<Held<T>> = (0..tabs).map(|_| Held::open(&mut store, 0.0)).collect();
        let mut all = T::default();
        for _ in 0..rng.below(20) {
            let tab = rng.below(tabs as u32) as usize;
            // The fact this tab adds, as a record of its own, so that the test knows it.
            let mut fact = T::default();
            fact.add_random(&mut rng);
            all.merge(&fact);
            held[tab].update(&mut store, 0.0, |r| r.merge(&fact));
            assert_eq!(held[tab].problem, None);
        }
        let stored = parse::<T>(&store.get(T::KEY).unwrap().unwrap_or_else(|| "{}".into()));
        let stored = stored.unwrap_or_default();
        assert_eq!(merged(&stored, &all), stored, "nothing lost, case {case}");
        for h in &mut held {
            h.refresh(&mut store, 0.0);
            assert_eq!(h.value, stored, "case {case}");
        }
    }
}

#[test]
fn tabs_writing_in_any_order_keep_each_others_facts() {
    tabs_keep_each_others_facts::<Stats>(4);
    tabs_keep_each_others_facts::<DailyRecord>(5);
    tabs_keep_each_others_facts::<PuzzleRecord>(6);
}

/// The bug this module mends: tab B, open since before, writes its older copy after tab
/// A recorded a game; A's game stays.
#[test]
fn a_stale_tab_does_not_write_over_another_tabs_game() {
    let mut store = MemoryStore::new();
    let mut a: Held<PuzzleRecord> = Held::open(&mut store, 0.0);
    let mut b: Held<PuzzleRecord> = Held::open(&mut store, 0.0);
    a.update(&mut store, 0.0, |r| {
        r.finish("daily", true, 10.0);
    });
    b.update(&mut store, 0.0, |r| {
        r.finish("other", true, 20.0);
    });
    let stored: PuzzleRecord = parse(&store.get(PuzzleRecord::KEY).unwrap().unwrap()).unwrap();
    assert!(stored.is_solved("daily") && stored.is_solved("other"));
    assert_eq!(stored.figures().solved, 2);
    assert_eq!(b.value, stored, "the writer's copy is what it wrote");
    // A hears of it (the storage event) and shows B's puzzle too.
    assert!(!a.value.is_solved("other"));
    a.refresh(&mut store, 0.0);
    assert!(a.value.is_solved("other"));
}

/// A damaged record is set aside under its own key and reported, for every record alike;
/// a newer one is left alone and never written over; a full store keeps the damaged text
/// where it is.
fn damaged_and_newer_records<T: Facts>() {
    let prefix = kept::damaged_prefix::<T>();
    assert_eq!(prefix, format!("{}-damaged/", T::KEY));
    let mut store = MemoryStore::new();
    assert_eq!(Held::<T>::open(&mut store, 5.0).problem, None);
    store.set(T::KEY, "{\"version\": 1, \"x\": [").unwrap();
    let held = Held::<T>::open(&mut store, 1234.9);
    let aside = format!("{prefix}1234");
    assert_eq!(
        held.problem,
        Some(Problem::Unreadable {
            reason: ParseError::NotJson,
            aside: Some(aside.clone())
        })
    );
    assert_eq!(held.value, T::default());
    assert!(held.writable());
    assert_eq!(
        store.get(&aside).unwrap().as_deref(),
        Some("{\"version\": 1, \"x\": [")
    );
    assert_eq!(store.get(T::KEY).unwrap(), None);
    store.set(T::KEY, "[]").unwrap();
    let held = Held::<T>::open(&mut store, 99999.0);
    assert!(matches!(
        held.problem,
        Some(Problem::Unreadable {
            reason: ParseError::Damaged,
            ..
        })
    ));
    assert_eq!(damaged_keys::<T>(&store), [aside, format!("{prefix}99999")]);
    store.set("condottiere/save/x", "a save").unwrap();
    kept::delete_damaged::<T>(&mut store);
    assert!(damaged_keys::<T>(&store).is_empty());
    assert_eq!(store.keys().unwrap(), ["condottiere/save/x"]);

    // A newer app's record: left exactly as it is, and no write goes over it.
    let newer = r#"{"version": 77, "future": true}"#;
    store.set(T::KEY, newer).unwrap();
    let mut held = Held::<T>::open(&mut store, 5.0);
    assert_eq!(held.problem, Some(Problem::Newer(77)));
    assert!(!held.writable());
    let mut rng = GameRng::from_seed(9);
    held.update(&mut store, 5.0, |r| r.add_random(&mut rng));
    assert_eq!(store.get(T::KEY).unwrap().as_deref(), Some(newer));
    // A tab that could write finds it newer at its next write, and does not write either.
    let mut fresh: Held<T> = Held {
        value: T::default(),
        problem: None,
    };
    fresh.update(&mut store, 5.0, |r| r.add_random(&mut rng));
    assert_eq!(fresh.problem, Some(Problem::Newer(77)));
    assert_eq!(store.get(T::KEY).unwrap().as_deref(), Some(newer));

    // A full storage: the damaged text stays in place, nothing is written over it, and
    // a write fails with the reason.
    let garbage = "x".repeat(40);
    let mut full = MemoryStore::with_capacity(T::KEY.len() + garbage.len() + 10);
    full.set(T::KEY, &garbage).unwrap();
    let mut held = Held::<T>::open(&mut full, 1.0);
    assert_eq!(
        held.problem,
        Some(Problem::Unreadable {
            reason: ParseError::NotJson,
            aside: None
        })
    );
    assert!(!held.writable());
    held.update(&mut full, 1.0, |r| r.add_random(&mut rng));
    assert_eq!(full.get(T::KEY).unwrap(), Some(garbage));
    let mut tight = MemoryStore::with_capacity(T::KEY.len() + 4);
    let mut held = Held::<T>::open(&mut tight, 1.0);
    let mut added = false;
    while !added {
        let before = held.value.clone();
        held.update(&mut tight, 1.0, |r| r.add_random(&mut rng));
        added = held.value != before;
    }
    assert_eq!(held.problem, Some(Problem::Save(StoreError::Full)));
}

#[test]
fn damaged_and_newer_records_are_handled_alike() {
    damaged_and_newer_records::<Stats>();
    damaged_and_newer_records::<DailyRecord>();
    damaged_and_newer_records::<PuzzleRecord>();
}

#[test]
fn problems_are_told_in_words_for_each_record() {
    let words = common::english();
    let aside = Problem::Unreadable {
        reason: ParseError::NotJson,
        aside: Some("condottiere/daily-damaged/5".into()),
    };
    let text = aside.text(&words, DailyRecord::NAME);
    assert!(
        !text.contains("condottiere/"),
        "no storage key is said: {text}"
    );
    assert!(
        text.contains("daily") && text.contains("kept aside"),
        "{text}"
    );
    let text = Problem::Newer(9).text(&words, PuzzleRecord::NAME);
    assert!(text.contains('9') && text.contains("puzzle"), "{text}");
    let text = Problem::Save(StoreError::Full).text(&words, Stats::NAME);
    assert!(text.contains("full"), "{text}");
}

/// The daily record of version 1 (days with their result and practice count) reads into
/// games: its results stay the days' results, its practice and its best streak stay.
#[test]
fn a_daily_record_of_version_1_carries_on() {
    let v1 = r#"{"version":1,"days":[
        {"day":"2026-11-20","result":{"id":"a","verdict":"win","regions":3,"battles":2,"taken_back":0},"practice":2},
        {"day":"2026-11-21","result":{"id":"b","verdict":"loss","regions":1,"battles":0,"taken_back":1},"practice":0},
        {"day":"2026-11-23","practice":1}],
        "best":5,"carried":0,"recorded":["a","b","p1","p2","p3"]}"#;
    let r: DailyRecord = parse(v1).expect("version 1 reads");
    let day = |t: &str| Day::parse(t).unwrap();
    assert_eq!(r.result(day("2026-11-20")).unwrap().id, "a");
    assert_eq!(r.result(day("2026-11-21")).unwrap().taken_back, 1);
    assert_eq!(r.entry(day("2026-11-20")).unwrap().practice, 2);
    assert_eq!(r.entry(day("2026-11-23")).unwrap().practice, 1);
    assert_eq!(r.result(day("2026-11-23")), None);
    assert_eq!(r.streak(day("2026-11-22")), 2);
    assert_eq!(r.best(), 5);
    assert!(r.is_recorded("p2"));
    assert_eq!(parse::<DailyRecord>(&to_text(&r)), Ok(r));

    // A run carried from before the oldest day goes on through it, and into the best;
    // a day before the oldest one ends no run.
    let carried = r#"{"version":1,"days":[
        {"day":"2026-11-20","result":{"id":"a","verdict":"win","regions":3,"battles":2,"taken_back":0},"practice":0},
        {"day":"2026-11-21","result":{"id":"b","verdict":"loss","regions":1,"battles":0,"taken_back":0},"practice":0}],
        "best":4,"carried":3,"recorded":["a","b"]}"#;
    let r: DailyRecord = parse(carried).expect("version 1 reads");
    assert_eq!(r.run_ending(day("2026-11-21")), 5);
    assert_eq!(r.run_ending(day("2026-11-20")), 4);
    assert_eq!(r.streak(day("2026-11-22")), 5);
    assert_eq!(r.run_ending(day("2026-11-10")), 0);
    assert_eq!(r.streak(day("2026-11-19")), 0);
    assert_eq!(r.best(), 5);

    // A day of version 1 with nothing played on it leaves nothing in the record.
    let empty_day = carried.replace(
        r#""practice":0}],"#,
        r#""practice":0}, {"day":"2026-11-22","practice":0}],"#,
    );
    assert_ne!(empty_day, carried);
    let r2: DailyRecord = parse(&empty_day).expect("version 1 reads");
    assert_eq!(r2, r);
    assert!(!to_text(&r2).contains("2026-11-22"));
}

/// The daily record of version 2 (games only: a day's result was its first game
/// finished) reads with each day's result as it was, noted as the day's game dealt at
/// the start of its day; a game dealt since on that day is practice.
#[test]
fn a_daily_record_of_version_2_keeps_its_results() {
    let game = |id: &str, deal: &str, begun: &str, finished: f64, origin: &str| {
        format!(
            r#""{id}":{{"day":"{deal}","begun":"{begun}","finished":{finished},"origin":"{origin}",
            "result":{{"id":"{id}","verdict":"win","regions":3,"battles":2,"taken_back":0}}}}"#
        )
    };
    let day = |t: &str| Day::parse(t).unwrap();
    let at = |t: &str, hours: f64| (f64::from(day(t).number()) + hours / 24.0) * 86_400_000.0;
    let v2 = format!(
        r#"{{"version":2,"games":{{{},{},{},{}}},"carried_best":0,"carried_run":0}}"#,
        game(
            "late",
            "2026-11-20",
            "2026-11-20",
            at("2026-11-20", 15.0),
            "new"
        ),
        game(
            "early",
            "2026-11-20",
            "2026-11-20",
            at("2026-11-20", 9.0),
            "new"
        ),
        game(
            "imported",
            "2026-11-21",
            "2026-11-21",
            at("2026-11-21", 8.0),
            "import"
        ),
        game(
            "next",
            "2026-11-21",
            "2026-11-21",
            at("2026-11-21", 10.0),
            "new"
        ),
    );
    let mut r: DailyRecord = parse(&v2).expect("version 2 reads");
    assert_eq!(r.result(day("2026-11-20")).unwrap().id, "early");
    assert_eq!(r.result(day("2026-11-21")).unwrap().id, "next");
    assert_eq!(r.entry(day("2026-11-20")).unwrap().practice, 1);
    assert_eq!(
        r.first_dealt(day("2026-11-20")).unwrap().at,
        at("2026-11-20", 0.0)
    );
    assert_eq!(r.streak(day("2026-11-21")), 2);
    // A game dealt on such a day since is practice.
    r.deal(
        day("2026-11-21"),
        Dealt {
            at: at("2026-11-21", 11.0),
            id: "again".into(),
        },
    );
    assert_eq!(r.first_dealt(day("2026-11-21")).unwrap().id, "next");
    let text = to_text(&r);
    assert!(text.starts_with("{\"version\":3,"), "{text}");
    assert_eq!(parse::<DailyRecord>(&text), Ok(r));
}

/// A daily record whose game is filed under another game's id does not hold together.
#[test]
fn a_daily_game_under_another_id_is_damaged() {
    let mut r = DailyRecord::default();
    r.record(DailyGame {
        day: Day::parse("2026-11-20").unwrap(),
        begun: Day::parse("2026-11-20").ok(),
        finished: 1_763_640_000_000.0,
        origin: Origin::New,
        result: DayResult {
            id: "a".into(),
            verdict: Verdict::Win,
            regions: 3,
            battles: 2,
            taken_back: 0,
        },
    });
    let text = to_text(&r);
    assert_eq!(parse::<DailyRecord>(&text), Ok(r));
    let moved = text.replace(r#""id":"a""#, r#""id":"z""#);
    assert_ne!(moved, text);
    assert_eq!(parse::<DailyRecord>(&moved), Err(ParseError::Damaged));
}

/// The puzzle record from before it had a version reads: its codes stay solved and its
/// streaks go on.
#[test]
fn a_puzzle_record_without_a_version_carries_on() {
    let old = r#"{"solved":3,"codes":["a","b","c"],"streak":2,"best_streak":3}"#;
    let mut r: PuzzleRecord = parse(old).expect("the unversioned record reads");
    let f = r.figures();
    assert_eq!((f.solved, f.streak, f.best_streak), (3, 2, 3));
    assert!(r.is_solved("b"));
    r.finish("d", true, 5.0);
    r.finish("e", true, 6.0);
    let f = r.figures();
    assert_eq!((f.solved, f.streak, f.best_streak), (5, 4, 4));
    assert_eq!(parse::<PuzzleRecord>(&to_text(&r)), Ok(r));
    assert_eq!(
        parse::<PuzzleRecord>(r#"{"something":"else"}"#),
        Err(ParseError::NoVersion)
    );
}

/// A record that was never kept without a version (the settings) refuses a text without
/// one, as it should: there is nothing to migrate it from. Its version 1 (the table only)
/// reads as version 2 with the other settings unset.
#[test]
fn the_settings_refuse_a_text_without_a_version_and_migrate_version_1() {
    use session::settings::Settings;
    assert!(matches!(
        parse::<Settings>("{}"),
        Err(ParseError::NoVersion)
    ));
    assert!(parse::<Settings>(&to_text(&Settings::default())).is_ok());
    let v1 = r#"{"version":1,"table":{"at":5.0,"value":null}}"#;
    let read = parse::<Settings>(v1).unwrap();
    assert_eq!(read.table.at, 5.0);
    assert!(read.sound_on() && read.reasons_shown());
    assert_eq!(read.language.value, None);
    // Each setting merges on its own: the later choice of each wins.
    let mut a = Settings::default();
    a.sound.choose(Some(false), 10.0);
    a.language.choose(Some("pl".into()), 1.0);
    let mut b = Settings::default();
    b.language.choose(Some("hu".into()), 20.0);
    b.show_reasons.choose(Some(false), 3.0);
    let mut ab = a.clone();
    ab.merge(&b);
    let mut ba = b.clone();
    ba.merge(&a);
    assert_eq!(ab, ba);
    assert!(!ab.sound_on() && !ab.reasons_shown());
    assert_eq!(ab.language.value.as_deref(), Some("hu"));
}

/// Each reason a record could not be read is said in its own words.
#[test]
fn each_reason_is_said_in_its_words() {
    let words = common::english();
    let said = |reason| {
        Problem::Unreadable {
            reason,
            aside: None,
        }
        .text(&words, Stats::NAME)
    };
    let mut all = Vec::new();
    for (reason, id) in [
        (ParseError::NotJson, "kept-error-not-json"),
        (ParseError::NoVersion, "kept-error-no-version"),
        (ParseError::Damaged, "kept-error-damaged"),
        (ParseError::Newer(3), "kept-error-newer"),
    ] {
        let words_for = words.format(id, &[("version", 3.into())]);
        assert!(!words_for.is_empty() && words_for != id);
        assert_eq!(reason.text(&words), words_for);
        all.push(words_for.clone());
        assert!(
            said(reason).contains(&words_for),
            "{reason:?}: {}",
            said(reason)
        );
    }
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 4, "four reasons, four sentences");
}

/// Of two copies of a fact, merging keeps the one with the larger JSON text, whichever
/// merges into which.
#[test]
fn the_larger_copy_is_kept_either_way() {
    let (small, large) = ("a".to_string(), "b".to_string());
    assert_eq!(kept::larger(&small, &large), large);
    assert_eq!(kept::larger(&large, &small), large);
}

/// Another tab's write joins this tab's copy, and its problem replaces this tab's, except
/// that a write this tab could not make stays told while the stored record is fine.
#[test]
fn a_refresh_takes_the_stored_problem_but_keeps_a_failed_write() {
    let mut rng = GameRng::from_seed(4);
    let mut tight = MemoryStore::with_capacity(Stats::KEY.len() + 4);
    let mut held = Held::<Stats>::open(&mut tight, 1.0);
    while held.problem.is_none() {
        held.update(&mut tight, 1.0, |r| r.add_random(&mut rng));
    }
    assert_eq!(held.problem, Some(Problem::Save(StoreError::Full)));
    // The stored record is fine (empty): the failed write is still told.
    held.refresh(&mut tight, 2.0);
    assert_eq!(held.problem, Some(Problem::Save(StoreError::Full)));
    let mine = held.value.clone();
    assert_ne!(mine, Stats::default());
    // A newer app's record in the store: that is what is told now, and nothing is lost.
    let mut newer = MemoryStore::new();
    newer.set(Stats::KEY, r#"{"version": 77}"#).unwrap();
    held.refresh(&mut newer, 3.0);
    assert_eq!(held.problem, Some(Problem::Newer(77)));
    assert_eq!(held.value, mine);
    // Once the store holds a readable record again, the problem is gone.
    let mut fine = MemoryStore::new();
    held.refresh(&mut fine, 4.0);
    assert_eq!(held.problem, None);
    assert_eq!(held.value, mine);
}
