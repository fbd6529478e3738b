//! The daily deal (`session::daily`): the deal made from the date alone, its fixed table,
//! the record's rules (the first game dealt of a day counts once finished on its day,
//! every other game is practice, streaks, the calendar), what a day's page offers
//! (deal, continue the day's game, play again) and the result to share. Its storage,
//! migration and merging are in tests/kept.rs.

mod common;
use common::Acting;

use session::daily::{
    self, attempt, link, open, record_in, seats, seed, setup, share_text, DailyGame, DailyRecord,
    DayResult, Dealt, OpenError, Recorded,
};
use session::day::{Day, DayError};
use session::saves::{parse_save, SavedGame};
use session::stats::Verdict;
use session::{AiLevel, Origin, SeatKind, Session};

fn day(text: &str) -> Day {
    Day::parse(text).unwrap()
}

fn result(id: &str, verdict: Verdict) -> DayResult {
    DayResult {
        id: id.into(),
        verdict,
        regions: 2,
        battles: 3,
        taken_back: 0,
    }
}

/// Noon (UTC) of a day, in milliseconds since 1970.
fn noon(text: &str) -> f64 {
    f64::from(day(text).number()) * 86_400_000.0 + 43_200_000.0
}

/// A finished game of `deal`'s deal, begun on `begun` and finished at noon that day.
fn tried(id: &str, deal: &str, begun: &str) -> DailyGame {
    DailyGame {
        day: day(deal),
        begun: Some(day(begun)),
        finished: noon(begun),
        origin: Origin::New,
        result: result(id, Verdict::Loss),
    }
}

/// Notes `id` as dealt as `deal`'s deal at `at`.
fn deal(record: &mut DailyRecord, id: &str, deal: &str, at: f64) {
    record.deal(day(deal), Dealt { at, id: id.into() });
}

/// Plays `game` as the app does: dealt (an hour before it finished; noted only if it
/// was dealt fresh on its day), then recorded once finished.
fn play(record: &mut DailyRecord, game: DailyGame) -> Recorded {
    if game.origin == Origin::New && game.begun == Some(game.day) {
        let at = game.finished - 3_600_000.0;
        record.deal(
            game.day,
            Dealt {
                at,
                id: game.result.id.clone(),
            },
        );
    }
    record.record(game)
}

/// Plays each day's deal once, on its day, one game a day.
fn play_days(record: &mut DailyRecord, days: &[&str]) {
    for d in days {
        assert_eq!(
            play(record, tried(&format!("g{d}"), d, d)),
            Recorded::Counted
        );
    }
}

#[test]
fn seeds_are_golden() {
    // These must never change: a past day's deal is the same in every version.
    assert_eq!(seed(day("1970-01-01")), GOLDEN[0]);
    assert_eq!(seed(day("2026-11-24")), GOLDEN[1]);
    assert_eq!(seed(day("2026-11-25")), GOLDEN[2]);
    assert_eq!(seed(day("2027-02-28")), GOLDEN[3]);
}

/// Computed apart from the crate (SplitMix64 of the salted day number, in Python).
const GOLDEN: [u64; 4] = [
    312_587_870_595,
    784_250_565_799,
    368_758_599_902,
    663_803_193_663,
];

#[test]
fn same_date_same_deal_other_date_other_deal() {
    let a = daily::session(day("2026-11-24"), "Anna").unwrap();
    let b = daily::session(day("2026-11-24"), "Zoe").unwrap();
    assert_eq!(
        a.game(),
        b.game(),
        "the human's name does not change the deal"
    );
    assert_eq!(a.daily(), Some(day("2026-11-24")));
    let c = daily::session(day("2026-11-25"), "Anna").unwrap();
    assert_ne!(a.game(), c.game());
    // A year of days: every seed distinct, every one within the setup field's range.
    let mut seeds: Vec<u64> = (0..366)
        .map(|i| seed(Day::from_number(day("2026-01-01").number() + i).unwrap()))
        .collect();
    assert!(seeds.iter().all(|s| *s < 1_000_000_000_000));
    seeds.sort();
    seeds.dedup();
    assert_eq!(seeds.len(), 366);
}

#[test]
fn the_table_is_fixed() {
    let s = setup(day("2026-11-24"));
    assert_eq!(s.rules, engine::Preset::Ffg2006.rules());
    assert_eq!((s.players, s.first), (4, None));
    assert_eq!(s.seed, seed(day("2026-11-24")));
    let table = seats("Anna");
    let kinds: Vec<SeatKind> = table.iter().map(|s| s.kind).collect();
    let normal = SeatKind::Ai(AiLevel::Normal);
    assert_eq!(kinds, [SeatKind::Human, normal, normal, normal]);
    let names: Vec<&str> = table.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Anna", "Bianca", "Carlo", "Dario"]);
    let colors: Vec<u8> = table.iter().map(|s| s.color).collect();
    assert_eq!(colors, [0, 1, 2, 3]);
}

#[test]
fn only_today_and_past_days_open() {
    let today = day("2026-11-24");
    assert_eq!(open("2026-11-24", today), Ok(today));
    assert_eq!(open("2026-11-01", today), Ok(day("2026-11-01")));
    assert_eq!(open("2026-11-25", today), Err(OpenError::Future));
    assert_eq!(
        open("2026-02-30", today),
        Err(OpenError::Date(DayError::DayOfMonth))
    );
    assert_eq!(
        open("tomorrow", today),
        Err(OpenError::Date(DayError::Format))
    );
    let words = common::english();
    let text = OpenError::Future.text(&words, "2026-11-25");
    assert!(
        text.contains("2026-11-25") && text.contains("not out yet"),
        "{text}"
    );
    let text = OpenError::Date(DayError::Format).text(&words, "xyz");
    assert!(
        text.contains("xyz") && text.contains("YYYY-MM-DD"),
        "{text}"
    );
}

#[test]
fn the_first_game_dealt_counts_and_replays_are_practice() {
    let mut r = DailyRecord::default();
    let mut first = tried("a", "2026-11-24", "2026-11-24");
    first.result.verdict = Verdict::Win;
    // Not noted as dealt (a game the record never saw begin): practice.
    assert_eq!(r.judge(&first), Recorded::Practice);
    deal(&mut r, "a", "2026-11-24", noon("2026-11-24") - 7_200_000.0);
    assert_eq!(r.first_dealt(day("2026-11-24")).unwrap().id, "a");
    assert_eq!(r.judge(&first), Recorded::Counted);
    assert_eq!(r.record(first.clone()), Recorded::Counted);
    assert_eq!(r.record(first), Recorded::Already, "recorded once");
    let replay = tried("b", "2026-11-24", "2026-11-24");
    assert_eq!(play(&mut r, replay), Recorded::Practice);
    let entry = r.entry(day("2026-11-24")).unwrap();
    assert_eq!(
        entry.result.as_ref().unwrap().verdict,
        Verdict::Win,
        "the first stays"
    );
    assert_eq!(entry.practice, 1);
    assert_eq!(
        play(&mut r, tried("c", "2026-11-24", "2026-11-24")),
        Recorded::Practice
    );
    assert_eq!(r.entry(day("2026-11-24")).unwrap().practice, 2);
    assert!(["a", "b", "c"].iter().all(|id| r.is_recorded(id)));
    assert!(!r.is_recorded("d"));
}

/// Issue 52: the day's game left unfinished, a second deal of the same deal played and
/// finished first: that second game is practice, and the day's result is the first
/// game's once it is finished (with its take-backs), whatever order they are recorded in.
#[test]
fn a_second_deal_finished_first_is_practice_and_the_first_counts() {
    let d = "2026-11-24";
    let mut first = tried("first", d, d);
    first.finished = noon(d) + 3_600_000.0;
    first.result.taken_back = 2;
    let second = DailyGame {
        finished: noon(d),
        result: result("second", Verdict::Win),
        ..tried("second", d, d)
    };
    let mut a = DailyRecord::default();
    deal(&mut a, "first", d, noon(d) - 7_200_000.0);
    deal(&mut a, "second", d, noon(d) - 3_600_000.0);
    assert_eq!(a.first_dealt(day(d)).unwrap().id, "first", "dealt later");
    assert_eq!(a.record(second.clone()), Recorded::Practice);
    assert_eq!(a.result(day(d)), None, "the day's game is still to finish");
    let entry = a.entry(day(d)).unwrap();
    assert_eq!((entry.result, entry.practice), (None, 1));
    assert_eq!(a.record(first.clone()), Recorded::Counted);
    assert_eq!(a.result(day(d)).unwrap().id, "first");
    assert_eq!(a.result(day(d)).unwrap().taken_back, 2);
    // The other order, dealt and recorded: the same record.
    let mut b = DailyRecord::default();
    deal(&mut b, "second", d, noon(d) - 3_600_000.0);
    b.record(first);
    deal(&mut b, "first", d, noon(d) - 7_200_000.0);
    b.record(second);
    assert_eq!(a, b);
    // Dealt in the same millisecond: the smaller id is first, in either order.
    let mut c = DailyRecord::default();
    deal(&mut c, "zz", d, 5.0);
    deal(&mut c, "aa", d, 5.0);
    deal(&mut c, "mm", d, 5.0);
    assert_eq!(c.first_dealt(day(d)).unwrap().id, "aa");
}

/// The day's game finished after midnight leaves the day without a result: a later game
/// of the deal, finished in time, is practice all the same.
#[test]
fn the_days_game_finished_late_leaves_the_day_without_a_result() {
    let d = "2026-11-24";
    let mut r = DailyRecord::default();
    deal(&mut r, "late", d, noon(d) - 10_800_000.0);
    let late = DailyGame {
        finished: noon("2026-11-25"),
        ..tried("late", d, d)
    };
    assert_eq!(r.record(late), Recorded::Practice);
    assert_eq!(play(&mut r, tried("in-time", d, d)), Recorded::Practice);
    assert_eq!(r.result(day(d)), None);
    assert_eq!(r.entry(day(d)).unwrap().practice, 2);
    assert_eq!(r.streak(day("2026-11-25")), 0);
}

#[test]
fn a_past_day_played_later_is_practice_and_keeps_no_streak() {
    let mut r = DailyRecord::default();
    let late = tried("late", "2026-11-20", "2026-11-24");
    assert_eq!(r.record(late), Recorded::Practice);
    let entry = r.entry(day("2026-11-20")).unwrap();
    assert_eq!((entry.result.is_none(), entry.practice), (true, 1));
    assert_eq!(r.streak(day("2026-11-21")), 0);
    // A game with no known start day is practice too.
    let unknown = DailyGame {
        begun: None,
        ..tried("unknown", "2026-11-24", "2026-11-24")
    };
    assert_eq!(r.record(unknown), Recorded::Practice);
    assert_eq!(r.best(), 0);
}

/// The daily deal's intro: "a day counts when its deal is finished that day". Begun on
/// its day and finished on a later one, a game is practice, as is a game that came from
/// a file or a replay; a game with moves taken back still counts, with them in its
/// result.
#[test]
fn only_a_fresh_game_begun_and_finished_on_its_day_counts() {
    let mut r = DailyRecord::default();
    let resumed = DailyGame {
        finished: noon("2026-11-24"),
        ..tried("resumed", "2026-11-20", "2026-11-20")
    };
    assert!(!resumed.can_count());
    assert_eq!(r.record(resumed), Recorded::Practice);
    assert_eq!(r.result(day("2026-11-20")), None);
    for origin in [Origin::Import, Origin::Replay, Origin::Lesson] {
        let came = DailyGame {
            origin,
            ..tried(&format!("{origin:?}"), "2026-11-21", "2026-11-21")
        };
        assert_eq!(r.record(came), Recorded::Practice, "{origin:?}");
    }
    assert_eq!(r.result(day("2026-11-21")), None);
    let mut undone = tried("undone", "2026-11-22", "2026-11-22");
    undone.result.taken_back = 3;
    assert_eq!(play(&mut r, undone), Recorded::Counted);
    assert_eq!(r.result(day("2026-11-22")).unwrap().taken_back, 3);
    // Just before midnight still counts; just after does not.
    let late = DailyGame {
        finished: noon("2026-11-23") + 43_199_999.0,
        ..tried("late", "2026-11-23", "2026-11-23")
    };
    assert!(late.can_count());
    let too_late = DailyGame {
        finished: noon("2026-11-23") + 43_200_000.0,
        ..tried("too-late", "2026-11-23", "2026-11-23")
    };
    assert!(!too_late.can_count());
}

/// A finished daily game is recorded in the tab's copy and in the store, once.
#[test]
fn a_finished_daily_game_is_recorded_once() {
    use session::kept::Held;
    use session::MemoryStore;
    let deal = day("2026-03-05");
    let mut s = session::daily::session(deal, "Anna").unwrap();
    s.assign_id("daily-x".into(), noon("2026-03-05"));
    let mut store = MemoryStore::new();
    let mut held = Held::<DailyRecord>::open(&mut store, noon("2026-03-05"));
    let now = noon("2026-03-05") + 3_600_000.0;
    // A game still going is nothing to record.
    assert_eq!(record_in(&mut held, &mut store, &s, now), None);
    common::play_to_end(&mut s);
    assert_eq!(
        record_in(&mut held, &mut store, &s, now),
        Some(Recorded::Counted)
    );
    assert_eq!(held.value.result(deal).unwrap().id, "daily-x");
    assert_eq!(
        record_in(&mut held, &mut store, &s, now),
        Some(Recorded::Already)
    );
    assert_eq!(Held::<DailyRecord>::open(&mut store, now).value, held.value);
}

/// A daily game of `deal` begun at `at` (its id `id`), `moves` random moves in.
fn daily_game(deal: &str, id: &str, at: f64, moves: usize) -> Session {
    let mut s = daily::session(day(deal), "Anna").unwrap();
    s.assign_id(id.into(), at);
    common::play_random(&mut s, moves, 7);
    s
}

/// The path in the store, as the app calls it: the day's game dealt, a move,
/// taken back, left; a second deal played out first is practice; the day's game,
/// continued and finished, is the result, with its take-back. Two tabs' copies of the
/// record keep the game dealt first whichever writes first.
#[test]
fn the_days_game_is_the_first_dealt_across_tabs_with_its_take_backs() {
    use session::kept::Held;
    use session::MemoryStore;
    let d = "2026-03-05";
    let mut store = MemoryStore::new();
    let mut tab_a = Held::<DailyRecord>::open(&mut store, noon(d));
    let mut tab_b = Held::<DailyRecord>::open(&mut store, noon(d));
    // Tab A deals the day's game: noted as dealt at once, before any move.
    let mut first = daily_game(d, "first", noon(d), 0);
    assert_eq!(record_in(&mut tab_a, &mut store, &first, noon(d)), None);
    assert_eq!(tab_a.value.first_dealt(day(d)).unwrap().id, "first");
    // Moves, one taken back (noting nothing again).
    let before = store.clone();
    common::play_random(&mut first, 6, 1);
    while first.human_to_act().is_none() {
        common::play_random(&mut first, 1, 2);
    }
    first.undo().unwrap();
    assert_eq!(first.taken_back(), 1);
    assert_eq!(
        record_in(&mut tab_a, &mut store, &first, noon(d) + 1.0),
        None
    );
    assert_eq!(store, before, "nothing new to write");
    // Tab B, which has not heard, deals the deal again and finishes it first: practice.
    let mut second = daily_game(d, "second", noon(d) + 60_000.0, 0);
    assert_eq!(
        record_in(&mut tab_b, &mut store, &second, noon(d) + 60_000.0),
        None
    );
    assert_eq!(
        tab_b.value.first_dealt(day(d)).unwrap().id,
        "first",
        "merged"
    );
    common::play_to_end(&mut second);
    let now = noon(d) + 120_000.0;
    assert_eq!(
        record_in(&mut tab_b, &mut store, &second, now),
        Some(Recorded::Practice)
    );
    assert_eq!(tab_b.value.result(day(d)), None);
    // Tab A finishes the day's game: the day's result, its take-back in it.
    common::play_to_end(&mut first);
    assert_eq!(
        record_in(&mut tab_a, &mut store, &first, now + 60_000.0),
        Some(Recorded::Counted)
    );
    let result = tab_a.value.result(day(d)).unwrap().clone();
    assert_eq!((result.id.as_str(), result.taken_back), ("first", 1));
    tab_b.refresh(&mut store, now);
    assert_eq!(tab_b.value, tab_a.value);
    // Dealt in the other order of writes (B's later deal written first): the same.
    let mut other = MemoryStore::new();
    let mut b = Held::<DailyRecord>::open(&mut other, noon(d));
    let mut a = Held::<DailyRecord>::open(&mut other, noon(d));
    let later = daily_game(d, "second", noon(d) + 60_000.0, 0);
    record_in(&mut b, &mut other, &later, noon(d) + 60_000.0);
    let earlier = daily_game(d, "first", noon(d), 0);
    record_in(&mut a, &mut other, &earlier, noon(d) + 61_000.0);
    b.refresh(&mut other, noon(d));
    assert_eq!(b.value.first_dealt(day(d)).unwrap().id, "first");
}

/// Only a game dealt fresh on its own day is noted as dealt: a past day's deal, an
/// imported or continued game are not.
#[test]
fn only_a_fresh_game_on_its_day_is_noted_as_dealt() {
    use session::kept::Held;
    use session::MemoryStore;
    let d = "2026-03-05";
    let mut store = MemoryStore::new();
    let mut held = Held::<DailyRecord>::open(&mut store, noon(d));
    let past = daily_game("2026-03-04", "past", noon(d), 0);
    record_in(&mut held, &mut store, &past, noon(d));
    let mut imported = daily_game(d, "imported", noon(d), 0);
    imported.mark_origin(Origin::Import);
    record_in(&mut held, &mut store, &imported, noon(d));
    let mut continued = daily_game(d, "continued", noon(d), 0);
    continued.mark_origin(Origin::Replay);
    record_in(&mut held, &mut store, &continued, noon(d));
    assert!(held.value.dealt.is_empty());
    assert!(store.entries.is_empty(), "nothing written");
}

/// What the day's page offers, as the day goes: deal the deal; continue the day's game
/// (left, or even deleted and brought back); play again once it is finished; practice on
/// a past day, or when the day's game is deleted.
#[test]
fn the_days_page_offers_to_deal_continue_or_play_again() {
    use session::kept::Held;
    use session::saves::{self, daily_offer, DailyOffer};
    use session::MemoryStore;
    let d = "2026-03-05";
    let today = day(d);
    let mut store = MemoryStore::new();
    let mut held = Held::<DailyRecord>::open(&mut store, noon(d));
    assert_eq!(daily_offer(&store, today, today), DailyOffer::Deal);
    assert_eq!(
        daily_offer(&store, day("2026-03-04"), today),
        DailyOffer::Practice
    );
    // Dealt, a few moves, saved and left.
    let mut first = daily_game(d, "first", noon(d), 0);
    record_in(&mut held, &mut store, &first, noon(d));
    common::play_random(&mut first, 5, 3);
    saves::save(&mut store, &first, noon(d) + 1.0).unwrap();
    saves::clear_current(&mut store);
    assert_eq!(
        daily_offer(&store, today, today),
        DailyOffer::Continue("first".into())
    );
    // A second deal saved beside it changes nothing: the first dealt continues.
    let second = daily_game(d, "second", noon(d) + 5.0, 4);
    record_in(&mut held, &mut store, &second, noon(d) + 5.0);
    saves::save(&mut store, &second, noon(d) + 6.0).unwrap();
    assert_eq!(
        daily_offer(&store, today, today),
        DailyOffer::Continue("first".into())
    );
    // Deleted: practice; brought back: it continues.
    saves::delete(&mut store, "first", noon(d) + 7.0);
    assert_eq!(daily_offer(&store, today, today), DailyOffer::Practice);
    saves::undelete(&mut store, "first").unwrap();
    assert_eq!(
        daily_offer(&store, today, today),
        DailyOffer::Continue("first".into())
    );
    // Finished: the day's result, and the page offers to play again.
    common::play_to_end(&mut first);
    saves::save(&mut store, &first, noon(d) + 8.0).unwrap();
    assert_eq!(
        record_in(&mut held, &mut store, &first, noon(d) + 8.0),
        Some(Recorded::Counted)
    );
    assert_eq!(daily_offer(&store, today, today), DailyOffer::Again);
    assert_eq!(
        daily_offer(&store, today, day("2026-03-06")),
        DailyOffer::Again
    );
    // A game of the day dealt before the record kept which was first (an older app's),
    // still saved: it continues.
    let mut old = MemoryStore::new();
    let earlier = daily_game(d, "earlier", noon(d), 3);
    let later = daily_game(d, "later", noon(d) + 9.0, 3);
    saves::save(&mut old, &later, noon(d) + 10.0).unwrap();
    saves::save(&mut old, &earlier, noon(d) + 11.0).unwrap();
    assert_eq!(
        daily_offer(&old, today, today),
        DailyOffer::Continue("earlier".into())
    );
}

#[test]
fn the_streak_runs_across_consecutive_days() {
    let mut r = DailyRecord::default();
    play_days(&mut r, &["2026-11-22", "2026-11-23", "2026-11-24"]);
    assert_eq!(r.streak(day("2026-11-24")), 3);
    // Today unplayed yet: yesterday's run still stands.
    assert_eq!(r.streak(day("2026-11-25")), 3);
    // A whole day missed: the streak is gone.
    assert_eq!(r.streak(day("2026-11-26")), 0);
    assert_eq!(r.best(), 3);
    assert_eq!(r.run_ending(day("2026-11-23")), 2);
    assert_eq!(r.run_ending(day("2026-11-21")), 0);
}

#[test]
fn a_gap_breaks_the_streak_and_the_best_remains() {
    let mut r = DailyRecord::default();
    play_days(&mut r, &["2026-11-20", "2026-11-21"]);
    play_days(&mut r, &["2026-11-23"]);
    assert_eq!(r.streak(day("2026-11-23")), 1);
    assert_eq!(r.best(), 2);
    play_days(&mut r, &["2026-11-24", "2026-11-25"]);
    assert_eq!(r.streak(day("2026-11-25")), 3);
    assert_eq!(r.best(), 3);
    // Practice on the missing day does not mend the gap.
    r.record(tried("p", "2026-11-22", "2026-11-25"));
    assert_eq!(r.streak(day("2026-11-25")), 3);
    assert_eq!(r.run_ending(day("2026-11-25")), 3);
    assert_eq!(r.best(), 3);
}

#[test]
fn a_day_finished_after_midnight_still_joins_its_run() {
    // Begun on the 21st before midnight, finished after the 22nd's: recorded late, still
    // the 21st's result, and the best streak sees the joined run.
    let mut r = DailyRecord::default();
    play_days(&mut r, &["2026-11-20", "2026-11-22"]);
    assert_eq!(r.best(), 1);
    play_days(&mut r, &["2026-11-21"]);
    assert_eq!(r.best(), 3);
    assert_eq!(r.streak(day("2026-11-22")), 3);
    let days: Vec<String> = r
        .calendar(day("2026-11-22"), 1)
        .into_iter()
        .filter(|(_, e)| e.as_ref().is_some_and(|e| e.result.is_some()))
        .map(|(d, _)| d.to_string())
        .collect();
    assert_eq!(days, ["2026-11-20", "2026-11-21", "2026-11-22"]);
}

#[test]
fn the_streak_on_the_first_day_of_all() {
    let mut r = DailyRecord::default();
    assert_eq!(r.streak(day("1970-01-01")), 0);
    play_days(&mut r, &["1970-01-01"]);
    assert_eq!(r.streak(day("1970-01-01")), 1);
}

#[test]
fn the_calendar_starts_on_a_monday_and_ends_today() {
    let mut r = DailyRecord::default();
    play_days(&mut r, &["2026-11-23"]);
    r.record(tried("p", "2026-11-10", "2026-11-24"));
    // 2026-11-25 is a Wednesday: four weeks are the 3 full weeks before, and Mon-Wed.
    let cal = r.calendar(day("2026-11-25"), 4);
    assert_eq!(cal.len(), 21 + 3);
    assert_eq!(cal[0].0, day("2026-11-02"));
    assert_eq!(cal[0].0.weekday(), 0);
    assert_eq!(cal.last().unwrap().0, day("2026-11-25"));
    let with_entries: Vec<String> = cal
        .iter()
        .filter(|(_, e)| e.is_some())
        .map(|(d, _)| d.to_string())
        .collect();
    assert_eq!(with_entries, ["2026-11-10", "2026-11-23"]);
    assert_eq!(
        r.calendar(day("2026-11-23"), 1).len(),
        1,
        "a Monday: one day"
    );
    assert_eq!(
        r.calendar(day("2026-11-29"), 0).len(),
        7,
        "at least this week"
    );
    assert_eq!(
        r.calendar(day("1970-01-01"), 4).len(),
        1,
        "nothing before 1970"
    );
}

/// Ten years of days in a row: the streak and the best run through all of them.
#[test]
fn a_long_run_is_counted_whole() {
    let mut r = DailyRecord::default();
    let start = day("2000-01-01").number();
    for i in 0..3700 {
        let d = Day::from_number(start + i).unwrap().to_string();
        play(&mut r, tried(&format!("g{i}"), &d, &d));
    }
    let last = Day::from_number(start + 3699).unwrap();
    assert_eq!(r.streak(last), 3700);
    assert_eq!(r.best(), 3700);
    assert_eq!(r.run_ending(Day::from_number(start + 4).unwrap()), 5);
}

#[test]
fn the_result_to_share() {
    let words = common::english();
    let won = DayResult {
        id: "x".into(),
        verdict: Verdict::Win,
        regions: 4,
        battles: 1,
        taken_back: 0,
    };
    let url = link("https://example.org/condottiere/", day("2026-11-24"));
    assert_eq!(url, "https://example.org/condottiere/#/daily/2026-11-24");
    let text = share_text(&words, day("2026-11-24"), &won, false, &url);
    assert_eq!(
        text,
        "Condottiere daily deal 2026-11-24: won\n\
         regions 4 · battles won 1 · moves taken back 0\n\
         https://example.org/condottiere/#/daily/2026-11-24"
    );
    let lost = DayResult {
        verdict: Verdict::Loss,
        regions: 1,
        battles: 0,
        taken_back: 2,
        ..won.clone()
    };
    let text = share_text(&words, day("2026-11-24"), &lost, true, &url);
    assert!(
        text.starts_with("Condottiere daily deal 2026-11-24 (practice): not won\n"),
        "{text}"
    );
    assert!(
        text.contains("regions 1 · battles won 0 · moves taken back 2"),
        "{text}"
    );
    let shared = DayResult {
        verdict: Verdict::Shared,
        taken_back: 1,
        ..won
    };
    let text = share_text(&words, day("2026-11-24"), &shared, false, &url);
    assert!(
        text.contains(": shared victory\n") && text.contains("moves taken back 1"),
        "{text}"
    );
}

#[test]
fn a_finished_daily_session_is_an_attempt() {
    let mut s = daily::session(day("2026-11-24"), "Anna").unwrap();
    s.assign_id("d1".into(), 1_795_500_000_000.0); // 2026-11-24, 06:00 UTC
    let now = 1_795_510_000_000.0;
    assert_eq!(attempt(&s, now), None, "not finished");
    common::play_to_end(&mut s);
    let a = attempt(&s, now).expect("a finished daily game");
    assert_eq!(
        (a.day, a.begun, a.finished, a.origin),
        (day("2026-11-24"), Some(day("2026-11-24")), now, Origin::New)
    );
    assert!(a.can_count());
    let table = s.game().table();
    assert_eq!(a.result.regions, table.region_count(0));
    assert_eq!(a.result.battles, table.battles_won[0]);
    let winners = s.game().outcome().unwrap().winners;
    let expected = match winners {
        1 => Verdict::Win,
        w if w & 1 != 0 => Verdict::Shared,
        _ => Verdict::Loss,
    };
    assert_eq!(a.result.verdict, expected);
    assert_eq!((a.result.id.as_str(), a.result.taken_back), ("d1", 0));
    // The human at each seat in turn: the verdict and figures are that seat's.
    for human in 0..4u8 {
        let mut parts = s.parts().clone();
        for (seat, config) in parts.seats.iter_mut().enumerate() {
            config.kind = if seat as u8 == human {
                SeatKind::Human
            } else {
                SeatKind::Ai(AiLevel::Normal)
            };
        }
        let at = Session::rebuild(parts).unwrap();
        let a = attempt(&at, now).unwrap();
        let expected = if winners & (1 << human) == 0 {
            Verdict::Loss
        } else if winners == 1 << human {
            Verdict::Win
        } else {
            Verdict::Shared
        };
        assert_eq!(a.result.verdict, expected, "human at seat {human}");
        assert_eq!(a.result.regions, table.region_count(human));
        assert_eq!(a.result.battles, table.battles_won[human as usize]);
    }
    assert!(
        winners.count_ones() == 1,
        "this deal has one winner: a Win above"
    );
    // Not a daily game, or two humans: no attempt.
    let mut parts = s.parts().clone();
    parts.daily = None;
    assert_eq!(attempt(&Session::rebuild(parts).unwrap(), now), None);
    let mut parts = s.parts().clone();
    parts.seats[1].kind = SeatKind::Human;
    let two = Session::rebuild(parts).unwrap();
    assert_eq!(attempt(&two, now), None);
}

#[test]
fn a_daily_game_keeps_its_day_through_a_save_and_old_saves_read() {
    let mut s = daily::session(day("2026-11-24"), "Anna").unwrap();
    s.assign_id("d1".into(), s.created());
    common::play_random(&mut s, 10, 3);
    let text = SavedGame::of(&s, 5.0).to_json();
    assert!(text.contains("\"daily\":\"2026-11-24\""));
    let back = parse_save(&text).unwrap().restore().unwrap();
    assert_eq!(back.daily(), Some(day("2026-11-24")));
    // A save without the field (any save from before the daily deal) is no daily game.
    let mut parts = s.parts().clone();
    parts.daily = None;
    let plain = Session::rebuild(parts).unwrap();
    let text = SavedGame::of(&plain, 5.0).to_json();
    assert!(!text.contains("daily"));
    assert_eq!(parse_save(&text).unwrap().restore().unwrap().daily(), None);
    let old = include_str!("fixtures/save-v1.json");
    assert_eq!(parse_save(old).unwrap().parts.daily, None);
}
