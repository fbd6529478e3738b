//! A model-based test of the game at the table across tabs: two or three simulated tabs
//! share one in-memory store (the browser's localStorage), each with a store of its own
//! (its sessionStorage) and its copies of the records, and random sequences of what a
//! player does (act, take back, leave, resume, reload, export and import, start and
//! finish a daily deal with the clock moved, open the day's page and continue or deal
//! what it offers, delete a saved game and undo it from the list, bring back a game
//! deleted while shown, end a puzzle's try, switch the language) run through the same
//! functions the app calls. After every step:
//!
//! - no recorded result is lost: every game and try a tab recorded is in the store;
//! - the daily record is what its rules give from the facts (computed here apart: the
//!   day's result is the first game dealt of its deal on its day, once finished that
//!   day, even when another deal of it finished first);
//! - every save reloads to the game last written under its id;
//! - every seat's view of the game the tab shows is the view rebuilt from its record,
//!   and the same whatever the other seats' hidden cards (a deal resampled from that
//!   seat's observation): no view carries another seat's hidden card;
//! - a language switch, whenever it comes, puts every seat's view into words and changes
//!   nothing;
//! - a deleted game is never written again (until it is brought back), and every
//!   deleted save waiting reads;
//! - nothing panics.
//!
//! A failing sequence is shrunk to a minimal one (steps dropped while it still fails) and
//! printed. Each later feature adds its operations here. `CONDOTTIERE_QUICK_TESTS=1` runs
//! a tenth of the sequences (as mutation testing does). The sequences run on two threads.

mod common;
use common::Acting;

use engine::{GameRng, Preset};
use i18n::{Catalog, Lang};
use session::daily::{self, DailyGame, DailyRecord};
use session::day::Day;
use session::kept::{parse, Held, Kept};
use session::puzzle::record::PuzzleRecord;
use session::saves::{self, DailyOffer, DELETED_PREFIX, PREFIX};
use session::stats::{self, Stats};
use session::writer::{game_to_open, Standing, Tab};
use session::{AiLevel, MemoryStore, Origin, SeatConfig, SeatKind, Session, Store};
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

const DAY_MS: f64 = 86_400_000.0;

/// How often the sequences met what they are there for (printed at the end): a game
/// brought back after it was deleted while shown, a tab told its game was deleted, a day
/// whose result is a game dealt before another deal of it that finished first.
static BROUGHT_BACK: AtomicUsize = AtomicUsize::new(0);
static TOLD_DELETED: AtomicUsize = AtomicUsize::new(0);
static FIRST_DEALT_FINISHED_LATER: AtomicUsize = AtomicUsize::new(0);

/// Noon of 2026-11-20, where every sequence starts.
fn start() -> f64 {
    (f64::from(Day::parse("2026-11-20").unwrap().number()) + 0.5) * DAY_MS
}

/// One step a player takes, in one tab.
#[derive(Clone, Debug)]
enum Op {
    /// A new game against the AI (a seed, the players).
    NewGame(u64, u8),
    /// The daily deal of the day `back` days before today.
    NewDaily(u32),
    /// Today's page of the daily deal, and what it offers: the day's game continued, or
    /// a game of the deal dealt.
    DailyPage,
    /// `n` moves, each by whoever acts (the human's and the AIs' alike).
    Act(u32, u64),
    /// The game played out to its end.
    Finish(u64),
    TakeBack,
    Leave,
    /// The `n`-th saved game of the list, taken over.
    Resume(usize),
    /// The page loaded again.
    Reload,
    /// A saved game exported and imported again (as another profile's file would be).
    ExportImport(usize),
    /// The `n`-th saved game of the list deleted (from this tab's list).
    Delete(usize),
    /// The `n`-th game of the list's recently deleted brought back (its Undo).
    Undelete(usize),
    /// The game shown here, deleted, brought back ("Bring it back").
    BringBack,
    /// The end of a puzzle's try (its code's number, solved or not; the same try may end
    /// twice at the same moment, as a double click would).
    Puzzle(u8, bool),
    /// The chronicle and the records put into words in another language.
    Language(u8),
    /// The device's clock moved on (hours).
    Clock(u32),
}

/// One browser tab.
struct TabModel {
    writer: Tab,
    own: MemoryStore,
    shown: Option<Session>,
    /// The game shown here was deleted: it is neither played nor written until it is
    /// brought back.
    deleted: bool,
    stats: Held<Stats>,
    daily: Held<DailyRecord>,
    puzzles: Held<PuzzleRecord>,
    loads: u32,
    name: String,
}

impl TabModel {
    fn open(name: &str, store: &mut MemoryStore, now: f64) -> TabModel {
        TabModel {
            writer: Tab::new(&format!("{name}-0")),
            own: MemoryStore::new(),
            shown: None,
            deleted: false,
            stats: Held::open(store, now),
            daily: Held::open(store, now),
            puzzles: Held::open(store, now),
            loads: 0,
            name: name.to_string(),
        }
    }
}

/// What the test knows was recorded and written, to check the store against.
#[derive(Default)]
struct Ledger {
    stats: Vec<String>,
    daily: Vec<DailyGame>,
    tries: Vec<(String, bool, u64)>,
    /// The game last written under each id (its parts).
    written: BTreeMap<String, session::Parts>,
    /// The daily games dealt fresh on their day: (day, when, id).
    dealt: Vec<(Day, f64, String)>,
    /// The games deleted and not brought back since.
    deleted: std::collections::BTreeSet<String>,
}

struct World {
    store: MemoryStore,
    tabs: Vec<TabModel>,
    now: f64,
    next_id: u64,
    ledger: Ledger,
    words: Vec<Catalog>,
    /// The saves found right, as (text, game) by id.
    checked: BTreeMap<String, (String, Option<session::Parts>)>,
}

fn seats(players: u8, human: u8) -> Vec<SeatConfig> {
    (0..players)
        .map(|i| SeatConfig {
            name: common::NAMES[i as usize].to_string(),
            color: i,
            kind: if i == human {
                SeatKind::Human
            } else {
                SeatKind::Ai(AiLevel::Normal)
            },
        })
        .collect()
}

impl World {
    fn new(tabs: usize) -> World {
        let mut store = MemoryStore::new();
        let tabs = (0..tabs)
            .map(|i| TabModel::open(&format!("t{i}"), &mut store, start()))
            .collect();
        World {
            store,
            tabs,
            now: start(),
            next_id: 0,
            ledger: Ledger::default(),
            words: Lang::ALL.iter().map(|&l| i18n::files::catalog(l)).collect(),
            checked: BTreeMap::new(),
        }
    }

    fn today(&self) -> Day {
        Day::from_ms(self.now).expect("a day")
    }

    /// The app's effect after every change of the game shown: saved if this tab still
    /// writes it, recorded once finished.
    fn settle(&mut self, t: usize) {
        self.now += 1000.0;
        let now = self.now;
        let tab = &mut self.tabs[t];
        let Some(s) = tab.shown.as_ref() else {
            return;
        };
        let standing = tab
            .writer
            .save(&mut self.store, &mut tab.own, s, now)
            .expect("the store has room");
        match standing {
            Standing::Elsewhere => {
                tab.shown = None;
                return;
            }
            Standing::Deleted => {
                tab.deleted = true;
                TOLD_DELETED.fetch_add(1, Relaxed);
                return;
            }
            Standing::Mine => tab.deleted = false,
        }
        if s.origin() != Origin::Lesson {
            self.ledger
                .written
                .insert(s.id().to_string(), s.parts().clone());
        }
        if stats::record_in(&mut tab.stats, &mut self.store, s, now) {
            self.ledger.stats.push(s.id().to_string());
        }
        // Noted as dealt if it is the day's deal dealt here; recorded once finished.
        let recorded = daily::record_in(&mut tab.daily, &mut self.store, s, now);
        if let Some(game) = daily::attempt(s, now) {
            if recorded != Some(daily::Recorded::Already) {
                self.ledger.daily.push(game);
            }
        }
        self.tell_others(t);
    }

    /// The browser's `storage` event in every other tab.
    fn tell_others(&mut self, t: usize) {
        let now = self.now;
        for (i, tab) in self.tabs.iter_mut().enumerate() {
            if i == t {
                continue;
            }
            let change = tab.writer.on_change(&self.store, None);
            match change.standing {
                Standing::Elsewhere => {
                    tab.shown = None;
                    tab.deleted = false;
                }
                Standing::Deleted => {
                    TOLD_DELETED.fetch_add(usize::from(!tab.deleted), Relaxed);
                    tab.deleted = tab.shown.is_some();
                }
                Standing::Mine => tab.deleted = false,
            }
            tab.stats.refresh(&mut self.store, now);
            tab.daily.refresh(&mut self.store, now);
            tab.puzzles.refresh(&mut self.store, now);
        }
    }

    fn begin(&mut self, t: usize, mut s: Session) {
        self.next_id += 1;
        s.assign_id(format!("g{}", self.next_id), self.now);
        if let Some(day) = daily::dealt_on_its_day(s.parts()) {
            self.ledger
                .dealt
                .push((day, s.created(), s.id().to_string()));
        }
        let tab = &mut self.tabs[t];
        tab.writer.begin(s.id());
        tab.shown = Some(s);
        tab.deleted = false;
        self.settle(t);
    }

    fn run(&mut self, t: usize, op: &Op) {
        match *op {
            Op::NewGame(seed, players) => {
                let players = 2 + players % 3;
                let setup = common::setup(Preset::Ffg2006, players.max(3), seed);
                let s = Session::new(setup, seats(players.max(3), 0)).expect("a table");
                self.begin(t, s);
            }
            Op::NewDaily(back) => {
                let day = Day::from_number(self.today().number() - back % 5).expect("a day");
                let s = daily::session(day, "Anna").expect("the day's table");
                self.begin(t, s);
            }
            Op::DailyPage => {
                let today = self.today();
                match saves::daily_offer(&self.store, today, today) {
                    DailyOffer::Continue(id) => {
                        let tab = &mut self.tabs[t];
                        let opened = tab.writer.open(&mut self.store, &mut tab.own, &id);
                        tab.shown = Some(opened.expect("the day's game opens"));
                        tab.deleted = false;
                        self.tell_others(t);
                    }
                    offer => {
                        // Dealt: the day's game only when nothing was dealt of the deal.
                        let record: DailyRecord = self
                            .stored(DailyRecord::KEY)
                            .and_then(|text| parse(&text).ok())
                            .unwrap_or_default();
                        let first = self.ledger.dealt.iter().any(|(d, _, _)| *d == today);
                        assert_eq!(offer == DailyOffer::Deal, !first, "{offer:?}");
                        assert_eq!(
                            offer == DailyOffer::Again,
                            record.result(today).is_some(),
                            "{offer:?}"
                        );
                        let s = daily::session(today, "Anna").expect("the day's table");
                        self.begin(t, s);
                    }
                }
            }
            Op::Act(n, seed) => {
                if self.tabs[t].deleted {
                    return;
                }
                if let Some(s) = self.tabs[t].shown.as_mut() {
                    common::play_random(s, n as usize % 30 + 1, seed);
                    self.settle(t);
                }
            }
            Op::Finish(seed) => {
                if self.tabs[t].deleted {
                    return;
                }
                if let Some(s) = self.tabs[t].shown.as_mut() {
                    common::play_random(s, 10_000, seed);
                    self.settle(t);
                }
            }
            Op::TakeBack => {
                if self.tabs[t].deleted {
                    return;
                }
                if let Some(s) = self.tabs[t].shown.as_mut() {
                    if s.undo().is_ok() {
                        self.settle(t);
                    }
                }
            }
            Op::Leave => {
                let tab = &mut self.tabs[t];
                tab.writer.leave(&mut self.store, &mut tab.own);
                tab.shown = None;
                tab.deleted = false;
                self.tell_others(t);
            }
            Op::Resume(n) => {
                let (list, _) = saves::list(&self.store, &self.words[0]);
                if list.is_empty() {
                    return;
                }
                let id = list[n % list.len()].id.clone();
                let tab = &mut self.tabs[t];
                let opened = tab.writer.open(&mut self.store, &mut tab.own, &id);
                tab.shown = Some(opened.expect("a listed save opens"));
                tab.deleted = false;
                self.tell_others(t);
            }
            Op::Reload => {
                let now = self.now;
                let tab = &mut self.tabs[t];
                tab.loads += 1;
                tab.writer = Tab::new(&format!("{}-{}", tab.name, tab.loads));
                tab.shown = game_to_open(&tab.own, &self.store)
                    .and_then(|id| tab.writer.open(&mut self.store, &mut tab.own, &id).ok());
                tab.deleted = false;
                tab.stats = Held::open(&mut self.store, now);
                tab.daily = Held::open(&mut self.store, now);
                tab.puzzles = Held::open(&mut self.store, now);
                self.tell_others(t);
            }
            Op::ExportImport(n) => {
                let (list, _) = saves::list(&self.store, &self.words[0]);
                if list.is_empty() {
                    return;
                }
                let id = list[n % list.len()].id.clone();
                let file = saves::export_text(&self.store, &id).expect("a listed save exports");
                self.next_id += 1;
                let fresh = format!("g{}", self.next_id);
                let imported = saves::import_text(&mut self.store, &file, self.now, &fresh)
                    .expect("an exported save imports");
                assert_eq!(imported.parts.origin, Origin::Import);
                let again = imported.restore().expect("it replays");
                self.ledger
                    .written
                    .insert(imported.parts.id.clone(), again.parts().clone());
                self.tell_others(t);
            }
            Op::Delete(n) => {
                let (list, _) = saves::list(&self.store, &self.words[0]);
                if list.is_empty() {
                    return;
                }
                let id = list[n % list.len()].id.clone();
                saves::delete(&mut self.store, &id, self.now);
                self.ledger.deleted.insert(id);
                self.now += 1000.0;
                self.tell_others(t);
            }
            Op::Undelete(n) => {
                let list = saves::deleted(&self.store, &self.words[0], self.now);
                if list.is_empty() {
                    return;
                }
                let id = list[n % list.len()].save.id.clone();
                saves::undelete(&mut self.store, &id).expect("a listed deleted save comes back");
                self.ledger.deleted.remove(&id);
                self.tell_others(t);
            }
            Op::BringBack => {
                let now = self.now;
                let tab = &mut self.tabs[t];
                let Some(shown) = tab.shown.as_ref().filter(|_| tab.deleted) else {
                    return;
                };
                let back = tab
                    .writer
                    .bring_back(&mut self.store, &mut tab.own, shown, now)
                    .expect("a game deleted while shown comes back");
                BROUGHT_BACK.fetch_add(1, Relaxed);
                self.ledger.deleted.remove(back.id());
                self.ledger
                    .written
                    .insert(back.id().to_string(), back.parts().clone());
                tab.shown = Some(back);
                tab.deleted = false;
                self.tell_others(t);
            }
            Op::Puzzle(code, solved) => {
                let code = format!("p{}", code % 6);
                let now = self.now;
                self.tabs[t].puzzles.update(&mut self.store, now, |r| {
                    r.finish(&code, solved, now);
                });
                // A try ended twice (a double click): one try, not two, and not lost.
                if code.ends_with('0') {
                    self.tabs[t].puzzles.update(&mut self.store, now, |r| {
                        r.finish(&code, solved, now);
                    });
                }
                assert_eq!(self.tabs[t].puzzles.problem, None);
                self.ledger.tries.push((code, solved, now as u64));
                self.now += 1000.0;
                self.tell_others(t);
            }
            Op::Language(lang) => {
                let words = &self.words[lang as usize % self.words.len()];
                let tab = &self.tabs[t];
                if let Some(s) = tab.shown.as_ref() {
                    let before = s.clone();
                    assert!(!s.chronicle_lines(words).is_empty());
                    for seat in std::iter::once(None).chain((0..s.game().players()).map(Some)) {
                        let view = s.view(seat);
                        assert!(!view.chronicle_lines(words).is_empty());
                        assert_eq!(view, s.view(seat), "words change no view");
                    }
                    assert_eq!(*s, before, "words change nothing");
                }
                let _ = saves::list(&self.store, words);
            }
            Op::Clock(hours) => self.now += f64::from(hours % 30 + 1) * 3_600_000.0,
        }
    }

    /// The invariants, after every step.
    fn check(&mut self) -> Result<(), String> {
        let stored_stats: Stats = self
            .stored(Stats::KEY)
            .map(|t| parse(&t).map_err(|e| format!("stats: {e:?}")))
            .transpose()?
            .unwrap_or_default();
        for id in &self.ledger.stats {
            if !stored_stats.is_recorded(id) {
                return Err(format!("the result of {id} is lost"));
            }
        }
        let stored_daily: DailyRecord = self
            .stored(DailyRecord::KEY)
            .map(|t| parse(&t).map_err(|e| format!("daily: {e:?}")))
            .transpose()?
            .unwrap_or_default();
        for game in &self.ledger.daily {
            if stored_daily.games.get(&game.result.id) != Some(game) {
                return Err(format!("the daily game {} is lost", game.result.id));
            }
        }
        // The daily record's rules, from the facts alone: the day's game is the first
        // dealt of its deal on its day; its result, once finished that day, is the day's.
        let days: std::collections::BTreeSet<Day> = self
            .ledger
            .daily
            .iter()
            .map(|g| g.day)
            .chain(self.ledger.dealt.iter().map(|(d, _, _)| *d))
            .collect();
        for day in days {
            let first = self
                .ledger
                .dealt
                .iter()
                .filter(|(d, _, _)| *d == day)
                .min_by(|a, b| a.1.total_cmp(&b.1).then_with(|| a.2.cmp(&b.2)))
                .map(|(_, _, id)| id);
            let expected = self
                .ledger
                .daily
                .iter()
                .filter(|g| {
                    Some(&g.result.id) == first
                        && g.origin == Origin::New
                        && g.begun == Some(day)
                        && Day::from_ms(g.finished) == Some(day)
                })
                .map(|g| &g.result)
                .next();
            if stored_daily.result(day) != expected {
                return Err(format!("the result of {day} is not the rules' one"));
            }
            if let Some(result) = expected {
                let finished = |id: &str| {
                    let game = self.ledger.daily.iter().find(|g| g.result.id == id);
                    game.map(|g| g.finished)
                };
                let counted = finished(&result.id);
                let sooner = self.ledger.daily.iter().any(|g| {
                    g.day == day && g.result.id != result.id && Some(g.finished) < counted
                });
                FIRST_DEALT_FINISHED_LATER.fetch_add(usize::from(sooner), Relaxed);
            }
            if stored_daily.first_dealt(day).map(|d| &d.id) != first {
                return Err(format!("the game dealt first on {day} is not the first"));
            }
        }
        let today = self.today();
        let mut streak = 0;
        let mut day = if stored_daily.result(today).is_some() {
            Some(today)
        } else {
            today.previous()
        };
        while let Some(d) = day.filter(|d| stored_daily.result(*d).is_some()) {
            streak += 1;
            day = d.previous();
        }
        if stored_daily.streak(today) != streak {
            return Err(format!(
                "the streak is {} for {streak}",
                stored_daily.streak(today)
            ));
        }
        let stored_puzzles: PuzzleRecord = self
            .stored(PuzzleRecord::KEY)
            .map(|t| parse(&t).map_err(|e| format!("puzzles: {e:?}")))
            .transpose()?
            .unwrap_or_default();
        // Each try ended is one try of the record, at its moment (a lost try, or one
        // ended twice and kept twice, would show).
        for (code, solved, at) in &self.ledger.tries {
            let kept = stored_puzzles
                .tries
                .iter()
                .filter(|t| t.code == *code && t.solved == *solved && t.at == *at)
                .count();
            if kept != 1 {
                return Err(format!("the try of {code} at {at} is kept {kept} times"));
            }
        }
        if stored_puzzles.tries.len() < self.ledger.tries.len() {
            return Err("a try is lost".into());
        }
        // A deleted game is not written again until it is brought back; a deleted save
        // waiting reads.
        for id in &self.ledger.deleted {
            if self.stored(&saves::key(id)).is_some() {
                return Err(format!("the deleted game {id} was written again"));
            }
        }
        for key in self.store.keys().expect("keys") {
            if key.starts_with(DELETED_PREFIX) {
                let text = self.stored(&key).expect("listed");
                let waiting: saves::Deleted = parse(&text).map_err(|e| format!("{key}: {e:?}"))?;
                saves::read_save(&waiting.text).map_err(|e| format!("{key}: {e:?}"))?;
            }
        }
        // Every save reloads to the game last written under its id (a save whose text and
        // expected game are those checked before is not replayed again).
        for key in self.store.keys().expect("keys") {
            let Some(id) = key.strip_prefix(PREFIX) else {
                continue;
            };
            let text = self.stored(&key).expect("listed");
            let expected = self.ledger.written.get(id);
            if self.checked.get(id) == Some(&(text.clone(), expected.cloned())) {
                continue;
            }
            let (_, session) = saves::read_save(&text).map_err(|e| format!("{id}: {e:?}"))?;
            if expected != Some(session.parts()) {
                return Err(format!("the save {id} is not the game last written"));
            }
            self.checked
                .insert(id.to_string(), (text, Some(session.parts().clone())));
        }
        Ok(())
    }

    /// The views of the game tab `t` shows: each seat's (and the public one) the same as
    /// rebuilt from the record, and the same under a deal resampled from the seat's
    /// observation (nothing in it depends on a card the seat cannot see).
    fn check_views(&self, t: usize, seed: u64) -> Result<(), String> {
        let Some(s) = self.tabs[t].shown.as_ref() else {
            return Ok(());
        };
        let again = Session::rebuild(s.parts().clone()).map_err(|e| format!("rebuild: {e:?}"))?;
        let mut rng = GameRng::from_seed(seed);
        for seat in std::iter::once(None).chain((0..s.game().players()).map(Some)) {
            let view = s.view(seat);
            let mut rebuilt = again.view(seat);
            rebuilt.at = view.at;
            if rebuilt != view {
                return Err(format!(
                    "seat {seat:?}'s view is not the one its record gives"
                ));
            }
            let Some(seat) = seat else { continue };
            let other_deal = s.game().observation(seat).sample_present(&mut rng);
            if s.view_with(&other_deal, Some(seat)) != view {
                return Err(format!(
                    "seat {seat}'s view depends on a card it cannot see"
                ));
            }
        }
        Ok(())
    }

    fn stored(&self, key: &str) -> Option<String> {
        self.store.get(key).expect("a memory store reads")
    }
}

fn random_op(rng: &mut GameRng) -> Op {
    let n = rng.next_u64();
    match rng.below(25) {
        0 | 1 => Op::NewGame(n % 1000, (n % 7) as u8),
        2 => Op::NewDaily((n % 3) as u32),
        3 | 4 => Op::DailyPage,
        5..=8 => Op::Act((n % 40) as u32, n),
        9 | 10 => Op::Finish(n),
        11 | 12 => Op::TakeBack,
        13 => Op::Leave,
        14 => Op::Resume(n as usize),
        15 => Op::Reload,
        16 => Op::ExportImport(n as usize),
        17 => Op::Puzzle((n % 6) as u8, !n.is_multiple_of(3)),
        18 => Op::Language((n % 5) as u8),
        19 => Op::Delete(n as usize),
        20 => Op::Undelete(n as usize),
        21 => Op::BringBack,
        _ => Op::Clock((n % 40) as u32),
    }
}

/// Runs a sequence; the step at which it failed and why.
fn run(tabs: usize, steps: &[(usize, Op)]) -> Result<(), (usize, String)> {
    let mut world = World::new(tabs);
    for (i, (t, op)) in steps.iter().enumerate() {
        let outcome = catch_unwind(AssertUnwindSafe(|| world.run(*t, op)));
        if let Err(panic) = outcome {
            let why = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            return Err((i, format!("panic: {why}")));
        }
        world.check().map_err(|why| (i, why))?;
        world.check_views(*t, i as u64).map_err(|why| (i, why))?;
    }
    Ok(())
}

/// The shortest sequence found that still fails: steps dropped one at a time while it
/// does.
fn shrink(tabs: usize, mut steps: Vec<(usize, Op)>) -> Vec<(usize, Op)> {
    if let Err((at, _)) = run(tabs, &steps) {
        steps.truncate(at + 1);
    }
    let mut i = 0;
    while i < steps.len() {
        let mut shorter = steps.clone();
        shorter.remove(i);
        if run(tabs, &shorter).is_err() {
            steps = shorter;
        } else {
            i += 1;
        }
    }
    steps
}

/// The sequences `first`, `first + step`, … below `total`, each from its own seed: the
/// steps of each, and how many games it played out. Panics with the shrunk sequence at
/// the first that fails.
fn run_sequences(first: usize, step: usize, total: usize, length: usize) -> usize {
    let mut finished_games = 0;
    for sequence in (first..total).step_by(step) {
        let mut rng = GameRng::from_seed(28_000_000 + sequence as u64);
        let tabs = 2 + rng.below(2) as usize;
        let steps: Vec<(usize, Op)> = (0..length)
            .map(|_| (rng.below(tabs as u32) as usize, random_op(&mut rng)))
            .collect();
        finished_games += steps
            .iter()
            .filter(|(_, op)| matches!(op, Op::Finish(_)))
            .count();
        if let Err((at, why)) = run(tabs, &steps) {
            let minimal = shrink(tabs, steps);
            panic!(
                "sequence {sequence} ({tabs} tabs) failed at step {at}: {why}\n\
                 shrunk to {} steps: {minimal:#?}\nfails with: {:?}",
                minimal.len(),
                run(tabs, &minimal).err()
            );
        }
    }
    finished_games
}

#[test]
fn random_sequences_across_tabs_lose_nothing() {
    let quick = std::env::var_os("CONDOTTIERE_QUICK_TESTS").is_some();
    let sequences = if quick { 1_000 } else { 10_000 };
    let length = 50;
    let started = std::time::Instant::now();
    // Two threads, each its own sequences (each sequence is seeded by its number).
    let threads = 2;
    let finished_games: usize = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| scope.spawn(move || run_sequences(t, threads, sequences, length)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .sum()
    });
    println!(
        "{sequences} sequences of {length} operations ({} in all, {finished_games} games \
         played out) in {:.1} s; {} tabs told their game was deleted, {} games brought \
         back, {} checks of a day whose result is its first deal though another finished \
         sooner",
        sequences * length,
        started.elapsed().as_secs_f64(),
        TOLD_DELETED.load(Relaxed),
        BROUGHT_BACK.load(Relaxed),
        FIRST_DEALT_FINISHED_LATER.load(Relaxed),
    );
}
