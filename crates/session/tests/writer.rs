//! One game, one writer: two (or three) simulated tabs over one store, each with a store
//! of its own for what a reload keeps (the browser's sessionStorage). Moves in both tabs,
//! take-overs and take-backs, reloads, stale writes refused, and the store's keys kept
//! right for the game in progress, a lesson, a finished game, a full or broken store.

mod common;

use common::{play_random, play_to_end, session};
use engine::{Action, Preset};
use session::kept::ParseError;
use session::saves::{self, Claim, SavedGame, CURRENT, PREFIX};
use session::writer::{game_to_open, Change, Standing, Tab, TAB_GAME};
use session::{AiLevel, Error, MemoryStore, Origin, SeatKind, Session, Store, StoreError};

const H: SeatKind = SeatKind::Human;
const RULE: SeatKind = SeatKind::Ai(AiLevel::Rule);

/// One browser tab: its writer, its own store (kept across a reload), and the game it
/// shows.
struct Page {
    tab: Tab,
    own: MemoryStore,
    shown: Option<Session>,
}

impl Page {
    fn new(id: &str) -> Page {
        Page {
            tab: Tab::new(id),
            own: MemoryStore::new(),
            shown: None,
        }
    }

    /// Begins a new game here (not stored until the first save).
    fn begin(&mut self, store: &mut MemoryStore, id: &str, seed: u64) -> Standing {
        let mut s = session(Preset::Ffg2006, &[H, RULE, RULE], seed);
        s.assign_id(id.into(), s.created());
        s.assign_id(s.id().to_string(), 100.0);
        self.tab.begin(id);
        self.shown = Some(s);
        self.save(store, 100.0)
    }

    /// Opens the saved game `id` (from the list).
    fn open(&mut self, store: &mut MemoryStore, id: &str) -> Result<(), Error> {
        self.shown = Some(self.tab.open(store, &mut self.own, id)?);
        Ok(())
    }

    /// The page loads again: a new tab id, the same own store, and the game it opens.
    fn reload(&mut self, store: &mut MemoryStore, new_id: &str) {
        self.tab = Tab::new(new_id);
        self.shown = game_to_open(&self.own, store)
            .map(|id| self.tab.open(store, &mut self.own, &id).expect("opens"));
    }

    fn save(&mut self, store: &mut MemoryStore, now: f64) -> Standing {
        let shown = self.shown.as_ref().expect("a game shown");
        self.tab
            .save(store, &mut self.own, shown, now)
            .expect("room")
    }

    /// Plays `n` moves, saving after each as the app does; the standing after each.
    fn play(&mut self, store: &mut MemoryStore, n: usize, seed: u64) -> Vec<Standing> {
        (0..n)
            .map(|i| {
                let s = self.shown.as_mut().expect("a game shown");
                play_random(s, 1, seed + i as u64);
                self.save(store, 1000.0 + i as f64)
            })
            .collect()
    }

    fn actions(&self) -> Vec<Action> {
        self.shown
            .as_ref()
            .expect("a game")
            .record()
            .actions
            .clone()
    }
}

/// The save stored for `id`, as stored.
fn stored(store: &MemoryStore, id: &str) -> SavedGame {
    saves::load(store, id).expect("stored")
}

fn claim(tab: &str, generation: u64) -> Option<Claim> {
    Some(Claim {
        tab: tab.into(),
        generation,
    })
}

const MINE: Standing = Standing::Mine;
const ELSEWHERE: Standing = Standing::Elsewhere;
const DELETED: Standing = Standing::Deleted;

#[test]
fn a_game_begun_in_a_tab_is_written_under_its_claim() {
    let mut store = MemoryStore::new();
    let mut a = Page::new("tab-a");
    assert_eq!(a.tab.id(), "tab-a");
    assert_eq!(a.tab.game(), None);
    assert_eq!(a.begin(&mut store, "g1", 3), MINE);
    assert_eq!(a.tab.game(), Some("g1"));
    assert_eq!(stored(&store, "g1").writer, claim("tab-a", 1));
    assert_eq!(a.play(&mut store, 3, 1), vec![MINE; 3]);
    let save = stored(&store, "g1");
    assert_eq!(save.writer, claim("tab-a", 4));
    assert_eq!(save.parts.record.actions, a.actions());
    assert_eq!(save.updated, 1002.0);
    assert_eq!(saves::current(&store).as_deref(), Some("g1"));
    assert_eq!(a.own.get(TAB_GAME).unwrap().as_deref(), Some("\"g1\""));
    assert_eq!(a.tab.standing(&store), MINE);
}

/// The measured bug: moves in both tabs, then a reload kept one tab's line of play only.
#[test]
fn interleaved_moves_in_two_tabs_lose_nothing_across_reloads() {
    let mut store = MemoryStore::new();
    let mut a = Page::new("a1");
    let mut b = Page::new("b1");
    a.begin(&mut store, "g", 5);
    assert_eq!(a.play(&mut store, 4, 10), vec![MINE; 4]);
    // A second tab opens the game in progress: it takes it over, and the first learns.
    b.reload(&mut store, "b1");
    assert_eq!(b.actions(), a.actions());
    assert_eq!(stored(&store, "g").writer, claim("b1", 6));
    assert_eq!(a.tab.standing(&store), ELSEWHERE);
    assert_eq!(b.play(&mut store, 3, 20), vec![MINE; 3]);
    let b_line = b.actions();
    assert_eq!(b_line.len(), 7);
    // A move made in the first tab before it heard is refused, and writes nothing.
    let before = store.clone();
    assert_eq!(a.play(&mut store, 1, 30), vec![ELSEWHERE]);
    assert_eq!(store, before);
    // The first tab takes the game back: B's moves come with it, A's stale one does not.
    a.shown = Some(a.tab.take_back(&mut store, &mut a.own).unwrap());
    assert_eq!(a.actions(), b_line);
    assert_eq!(a.tab.standing(&store), MINE);
    assert_eq!(b.tab.standing(&store), ELSEWHERE);
    assert_eq!(a.play(&mut store, 2, 40), vec![MINE; 2]);
    assert_eq!(b.play(&mut store, 1, 50), vec![ELSEWHERE]);
    let line = a.actions();
    assert_eq!(line.len(), 9);
    assert_eq!(&line[..7], &b_line[..]);
    // A reload of either tab keeps every move; the reloaded tab writes from then on.
    b.reload(&mut store, "b2");
    assert_eq!(b.actions(), line);
    assert_eq!(a.tab.standing(&store), ELSEWHERE);
    a.reload(&mut store, "a2");
    assert_eq!(a.actions(), line);
    assert_eq!(b.tab.standing(&store), ELSEWHERE);
    assert_eq!(a.play(&mut store, 1, 60), vec![MINE]);
    assert_eq!(stored(&store, "g").parts.record.actions.len(), 10);
}

#[test]
fn a_tab_that_lost_the_game_stays_out_until_it_takes_it_back() {
    let mut store = MemoryStore::new();
    let mut a = Page::new("a");
    let mut b = Page::new("b");
    a.begin(&mut store, "g", 1);
    b.open(&mut store, "g").unwrap();
    // A stale write is refused even before the tab hears of the other's: the check is
    // part of the write.
    let before = store.clone();
    assert_eq!(a.save(&mut store, 5.0), ELSEWHERE);
    assert_eq!(store, before);
    // The game deleted from the other tab's list: the tab that lost it still does not
    // write its stale line back, and says that the game was deleted.
    saves::delete(&mut store, "g", 1.0);
    assert_eq!(a.save(&mut store, 6.0), DELETED);
    assert_eq!(a.tab.standing(&store), DELETED);
    assert_eq!(a.tab.game(), Some("g"));
    assert_eq!(store.get(&saves::key("g")).unwrap(), None);
    // Taking back a game that is gone is refused, in words.
    assert_eq!(
        a.tab.take_back(&mut store, &mut a.own).unwrap_err(),
        Error::Gone
    );
    // Brought back, it comes with the latest line of play (B's), taken over here.
    let latest = stored_deleted(&store, "g");
    let stale = a.shown.clone().unwrap();
    let back = a
        .tab
        .bring_back(&mut store, &mut a.own, &stale, 7.0)
        .unwrap();
    assert_eq!(back.parts(), &latest.parts);
    assert_eq!(stored(&store, "g").writer, claim("a", 3));
    assert!(!saves::is_deleted(&store, "g"));
    assert_eq!(a.tab.standing(&store), MINE);
    assert_eq!(b.tab.standing(&store), ELSEWHERE);
    // A game begun in this tab is its own.
    assert_eq!(a.begin(&mut store, "g2", 2), MINE);
    assert_eq!(a.tab.game(), Some("g2"));
}

/// The save of `id` waiting among the deleted ones.
fn stored_deleted(store: &MemoryStore, id: &str) -> SavedGame {
    let text = store.get(&saves::deleted_key(id)).unwrap().unwrap();
    let waiting: saves::Deleted = session::kept::parse(&text).unwrap();
    saves::parse_save(&waiting.text).unwrap()
}

/// Issue 52: tab A plays a game, tab B deletes it from its list. A learns at once (the
/// storage event) and at its next write, writes nothing, and says so; B's list's Undo
/// gives A its game back as it was; deleted again, A brings it back itself, with every
/// move it had; and with nothing left waiting (past its week), A's own copy is written.
#[test]
fn a_game_deleted_in_another_tab_is_not_written_back() {
    let mut store = MemoryStore::new();
    let mut a = Page::new("a");
    a.begin(&mut store, "g", 1);
    a.play(&mut store, 2, 1);
    let written = stored(&store, "g");
    // B's list deletes it: A hears of it from the save's key or the deleted one's.
    saves::delete(&mut store, "g", 1.0);
    let deleted = Change {
        saves: true,
        standing: DELETED,
    };
    assert_eq!(
        a.tab.clone().on_change(&store, Some(&saves::key("g"))),
        deleted
    );
    assert_eq!(
        a.tab.on_change(&store, Some(&saves::deleted_key("g"))),
        deleted
    );
    // Its next move (the AI's, say) writes nothing: the save is not recreated.
    let before = store.clone();
    assert_eq!(a.play(&mut store, 1, 2), vec![DELETED]);
    assert_eq!(store, before);
    assert_eq!(saves::list(&store, &common::english()).0.len(), 0);
    // B's Undo brings back the save as it was, with A's claim: A writes on.
    saves::undelete(&mut store, "g").unwrap();
    assert_eq!(stored(&store, "g"), written);
    assert_eq!(a.tab.standing(&store), MINE);
    assert_eq!(a.play(&mut store, 1, 3), vec![MINE]);
    // Deleted again; A brings it back itself: the waiting save, taken over here.
    let line = a.actions();
    saves::delete(&mut store, "g", 2.0);
    assert_eq!(a.save(&mut store, 9.0), DELETED);
    let shown = a.shown.clone().unwrap();
    let back = a
        .tab
        .bring_back(&mut store, &mut a.own, &shown, 10.0)
        .unwrap();
    assert_eq!(back.record().actions, line);
    assert!(!saves::is_deleted(&store, "g"));
    assert_eq!(a.tab.standing(&store), MINE);
    assert_eq!(a.play(&mut store, 1, 4), vec![MINE]);
    // Deleted, and the waiting save gone for good: A's own copy is written again.
    saves::delete(&mut store, "g", 3.0);
    saves::purge_deleted(&mut store, 3.0 + saves::KEEP_DELETED_MS + 1.0);
    assert_eq!(a.tab.standing(&store), DELETED, "written here before");
    let shown = a.shown.clone().unwrap();
    let back = a
        .tab
        .bring_back(&mut store, &mut a.own, &shown, 11.0)
        .unwrap();
    assert_eq!(back, shown);
    assert_eq!(stored(&store, "g").parts, *shown.parts());
    assert_eq!(a.tab.standing(&store), MINE);
    assert_eq!(saves::current(&store).as_deref(), Some("g"));
}

/// A tab that opened a save without a claim and could not write its own (a full store)
/// still knows the game is deleted: the save waits among the deleted ones.
#[test]
fn a_deleted_game_is_known_by_its_waiting_save() {
    let mut store = MemoryStore::new();
    let mut old = session(Preset::Ffg2006, &[H, RULE, RULE], 2);
    old.assign_id("g".into(), 1.0);
    play_random(&mut old, 3, 3);
    saves::save(&mut store, &old, 50.0).unwrap();
    let mut a = Page::new("a");
    store.capacity = Some(0);
    a.open(&mut store, "g").unwrap();
    store.capacity = None;
    assert_eq!(a.tab.standing(&store), MINE);
    saves::delete(&mut store, "g", 60.0);
    assert_eq!(a.tab.standing(&store), DELETED);
    // Gone for good with nothing waiting: a game this tab never wrote is written as
    // begun here.
    saves::purge_deleted(&mut store, 60.0 + saves::KEEP_DELETED_MS + 1.0);
    assert_eq!(a.tab.standing(&store), MINE);
}

/// Two tabs of separate processes writing in the same instant: the store keeps one
/// write, and the claims, equal in number, differ by their tab: the other tab knows.
#[test]
fn two_writes_in_the_same_instant_leave_one_writer() {
    let mut store = MemoryStore::new();
    let mut a = Page::new("a");
    let mut b = Page::new("b");
    a.begin(&mut store, "g", 9);
    b.open(&mut store, "g").unwrap();
    a.shown = Some(a.tab.take_back(&mut store, &mut a.own).unwrap());
    // B has read A's claim (its own write having failed, as in a full store), so both
    // tabs find the claim they saw, and each writes its own move.
    let mut tight = store.clone();
    tight.capacity = Some(0);
    b.open(&mut tight, "g").unwrap();
    assert_eq!(tight, {
        let mut same = store.clone();
        same.capacity = Some(0);
        same
    });
    let mut a_first = store.clone();
    assert_eq!(a.play(&mut a_first, 1, 1), vec![MINE]);
    let mut b_last = store.clone();
    assert_eq!(b.play(&mut b_last, 1, 2), vec![MINE]);
    assert_eq!(stored(&a_first, "g").writer, claim("a", 4));
    assert_eq!(stored(&b_last, "g").writer, claim("b", 4));
    // The store kept B's write: A, whose claim has the same number, stops all the same.
    assert_eq!(a.tab.standing(&b_last), ELSEWHERE);
    assert_eq!(b.tab.standing(&b_last), MINE);
}

#[test]
fn opening_in_a_full_store_keeps_the_claim_read() {
    let mut store = MemoryStore::new();
    let mut a = Page::new("a");
    let mut b = Page::new("b");
    a.begin(&mut store, "g", 4);
    a.play(&mut store, 2, 4);
    let written = stored(&store, "g");
    // No room for the take-over's write: the game still opens, nothing is changed, and
    // the tab that had it goes on.
    store.capacity = Some(0);
    b.open(&mut store, "g").unwrap();
    assert_eq!(b.actions(), a.actions());
    assert_eq!(stored(&store, "g"), written);
    assert_eq!(a.tab.standing(&store), MINE);
    assert_eq!(b.tab.standing(&store), MINE);
    store.capacity = None;
    let mut first_b = store.clone();
    // The first to write next takes the game: B here, under its own claim ...
    assert_eq!(b.play(&mut first_b, 1, 7), vec![MINE]);
    assert_eq!(stored(&first_b, "g").writer, claim("b", 4));
    assert_eq!(a.tab.clone().standing(&first_b), ELSEWHERE);
    // ... or A, and then B's move is refused.
    assert_eq!(a.play(&mut store, 1, 8), vec![MINE]);
    assert_eq!(b.play(&mut store, 1, 9), vec![ELSEWHERE]);
}

#[test]
fn a_full_store_refuses_a_move_and_the_tab_still_writes_the_game() {
    let mut store = MemoryStore::new();
    let mut a = Page::new("a");
    a.begin(&mut store, "g", 4);
    store.capacity = Some(0);
    let s = a.shown.clone().unwrap();
    assert_eq!(
        a.tab.save(&mut store, &mut a.own, &s, 5.0),
        Err(Error::Full)
    );
    assert_eq!(stored(&store, "g").writer, claim("a", 1));
    store.capacity = None;
    assert_eq!(a.play(&mut store, 1, 1), vec![MINE]);
    assert_eq!(stored(&store, "g").writer, claim("a", 2));
    // The save is written but the mark of the game in progress finds no room: the claim
    // is the one written all the same.
    saves::clear_current(&mut store);
    assert_eq!(store.get(CURRENT).unwrap(), None);
    let used = store
        .entries
        .iter()
        .map(|(k, v)| k.len() + v.len())
        .sum::<usize>();
    store.capacity = Some(used);
    let s = a.shown.clone().unwrap();
    assert_eq!(
        a.tab.save(&mut store, &mut a.own, &s, 6.0),
        Err(Error::Full)
    );
    assert_eq!(stored(&store, "g").writer, claim("a", 3));
    store.capacity = None;
    assert_eq!(a.save(&mut store, 7.0), MINE);
    assert_eq!(stored(&store, "g").writer, claim("a", 4));
}

/// A store that refuses everything (localStorage blocked).
struct Blocked;

impl Store for Blocked {
    fn get(&self, _: &str) -> Result<Option<String>, StoreError> {
        Err(StoreError::Unavailable)
    }
    fn set(&mut self, _: &str, _: &str) -> Result<(), StoreError> {
        Err(StoreError::Unavailable)
    }
    fn remove(&mut self, _: &str) -> Result<(), StoreError> {
        Err(StoreError::Unavailable)
    }
    fn keys(&self) -> Result<Vec<String>, StoreError> {
        Err(StoreError::Unavailable)
    }
}

#[test]
fn a_blocked_store_refuses_with_the_reason_and_the_game_goes_on() {
    let mut a = Page::new("a");
    let s = session(Preset::Ffg2006, &[H, RULE, RULE], 1);
    a.tab.begin(s.id());
    assert_eq!(
        a.tab.save(&mut Blocked, &mut a.own, &s, 1.0),
        Err(Error::Write)
    );
    assert_eq!(a.tab.standing(&Blocked), MINE);
    assert_eq!(a.tab.open(&mut Blocked, &mut a.own, "x"), Err(Error::Gone));
    assert_eq!(game_to_open(&Blocked, &Blocked), None);
}

#[test]
fn a_damaged_or_newer_save_under_the_game_is_never_written_over() {
    for text in ["not json", "{\"version\": 99}", "{\"version\": 3}"] {
        let mut store = MemoryStore::new();
        let mut a = Page::new("a");
        a.begin(&mut store, "g", 2);
        store.set(&saves::key("g"), text).unwrap();
        assert_eq!(a.tab.standing(&store), ELSEWHERE, "{text}");
        assert_eq!(a.save(&mut store, 2.0), ELSEWHERE);
        let refused = a.tab.take_back(&mut store, &mut a.own).unwrap_err();
        assert!(matches!(
            refused,
            Error::Unreadable(ParseError::NotJson)
                | Error::Unreadable(ParseError::Newer(99))
                | Error::Unreadable(ParseError::Damaged)
        ));
        assert_eq!(store.get(&saves::key("g")).unwrap().as_deref(), Some(text));
    }
}

/// A save written by an app from before tabs were told apart (still open in another tab)
/// carries no claim: the tab that wrote with one stops, and opening it claims it.
#[test]
fn a_save_without_a_claim() {
    let mut store = MemoryStore::new();
    let mut a = Page::new("a");
    a.begin(&mut store, "g", 2);
    let mut old = a.shown.clone().unwrap();
    play_random(&mut old, 1, 3);
    saves::save(&mut store, &old, 50.0).unwrap();
    assert_eq!(stored(&store, "g").writer, None);
    assert_eq!(a.tab.standing(&store), ELSEWHERE);
    let mut b = Page::new("b");
    b.open(&mut store, "g").unwrap();
    assert_eq!(b.actions(), old.record().actions);
    assert_eq!(stored(&store, "g").writer, claim("b", 1));
}

#[test]
fn taking_over_keeps_the_save_as_it_was_but_for_the_claim() {
    let mut store = MemoryStore::new();
    let mut a = Page::new("a");
    a.begin(&mut store, "g", 6);
    a.play(&mut store, 3, 6);
    let before = stored(&store, "g");
    let mut b = Page::new("b");
    b.open(&mut store, "g").unwrap();
    let after = stored(&store, "g");
    assert_eq!(after.updated, before.updated, "opening is not a move");
    assert_eq!(
        SavedGame {
            writer: before.writer.clone(),
            ..after.clone()
        },
        before
    );
    assert_eq!(after.writer, claim("b", 5));
    // Opening writes no mark of the game in progress: the first move does.
    saves::clear_current(&mut store);
    b.open(&mut store, "g").unwrap();
    assert_eq!(store.get(CURRENT).unwrap(), None);
    assert_eq!(stored(&store, "g").writer, claim("b", 6));
    // An older version's save is written back in today's format, and reads the same.
    let v1 = include_str!("fixtures/save-v1.json");
    store.set(&saves::key("fixture-v1"), v1).unwrap();
    let old = saves::parse_save(v1).unwrap();
    b.open(&mut store, "fixture-v1").unwrap();
    let now = stored(&store, "fixture-v1");
    let text = store.get(&saves::key("fixture-v1")).unwrap().unwrap();
    assert!(text.starts_with(&format!("{{\"version\":{},", saves::SAVE_VERSION)));
    assert_eq!(
        (now.parts.record, now.updated, now.parts.seats),
        (old.parts.record, old.updated, old.parts.seats)
    );
}

/// What a tab hears from the browser's `storage` event.
#[test]
fn another_tabs_writes_as_the_storage_event_tells_them() {
    let mut store = MemoryStore::new();
    let mut a = Page::new("a");
    let mut b = Page::new("b");
    a.begin(&mut store, "g", 1);
    b.begin(&mut store, "h", 2);
    let g = saves::key("g");
    let h = saves::key("h");
    let mine = |saves| Change {
        saves,
        standing: MINE,
    };
    // B's moves in its own game: A's list changes, A keeps its game.
    b.play(&mut store, 1, 1);
    assert_eq!(a.tab.on_change(&store, Some(&h)), mine(true));
    assert_eq!(a.tab.on_change(&store, Some(CURRENT)), mine(false));
    assert_eq!(
        a.tab.on_change(&store, Some("condottiere/stats")),
        mine(false)
    );
    // B takes A's game: A learns from the key of its game, or from a cleared store.
    b.open(&mut store, "g").unwrap();
    let mut a2 = a.tab.clone();
    assert_eq!(
        a.tab.on_change(&store, Some(&g)),
        Change {
            saves: true,
            standing: ELSEWHERE
        }
    );
    assert_eq!(
        a2.on_change(&store, None),
        Change {
            saves: true,
            standing: ELSEWHERE
        }
    );
    // A tab with no game (the setup screen) only reads the list again.
    let mut setup = Tab::new("c");
    assert_eq!(setup.on_change(&store, Some(&g)), mine(true));
    assert_eq!(setup.standing(&store), MINE);
    // The whole store cleared: the game B wrote is gone, as if deleted.
    store.entries.clear();
    assert_eq!(
        b.tab.on_change(&store, None),
        Change {
            saves: true,
            standing: DELETED
        }
    );
    assert!(PREFIX.starts_with("condottiere/"));
}

#[test]
fn a_lesson_is_never_written_and_a_reload_leaves_it() {
    let mut store = MemoryStore::new();
    let mut a = Page::new("a");
    let mut lesson = session::learn::session().unwrap();
    lesson.assign_id("lesson".into(), lesson.created());
    assert_eq!(lesson.origin(), Origin::Lesson);
    a.own.set(TAB_GAME, "\"earlier\"").unwrap();
    assert_eq!(
        a.tab.save(&mut store, &mut a.own, &lesson, 1.0).unwrap(),
        MINE
    );
    assert_eq!(a.tab.game(), Some("lesson"));
    assert!(store.entries.is_empty());
    assert_eq!(a.own.get(TAB_GAME).unwrap().as_deref(), Some("null"));
    assert_eq!(game_to_open(&a.own, &store), None);
}

#[test]
fn a_finished_game_is_written_and_no_longer_in_progress() {
    let mut store = MemoryStore::new();
    let mut a = Page::new("a");
    let mut b = Page::new("b");
    a.begin(&mut store, "g", 8);
    b.open(&mut store, "g").unwrap();
    play_to_end(b.shown.as_mut().unwrap());
    assert_eq!(b.save(&mut store, 9.0), MINE);
    assert!(stored(&store, "g").restore().unwrap().game().is_over());
    assert_eq!(saves::current(&store), None);
    assert_eq!(b.own.get(TAB_GAME).unwrap().as_deref(), Some("null"));
    // The tab that lost it takes it back and sees the end; a reload there opens the setup.
    assert_eq!(a.tab.standing(&store), ELSEWHERE);
    a.shown = Some(a.tab.take_back(&mut store, &mut a.own).unwrap());
    assert!(a.shown.as_ref().unwrap().game().is_over());
    assert_eq!(a.own.get(TAB_GAME).unwrap().as_deref(), Some("null"));
    a.reload(&mut store, "a2");
    assert!(a.shown.is_none());
}

/// Which game a page opens as it loads.
#[test]
fn a_reload_reopens_the_game_this_tab_showed() {
    let mut store = MemoryStore::new();
    let mut a = Page::new("a");
    let mut b = Page::new("b");
    a.begin(&mut store, "g", 1);
    a.play(&mut store, 2, 1);
    b.begin(&mut store, "h", 2);
    b.play(&mut store, 2, 2);
    // The game in progress is B's, the one moved last; A's reload still reopens A's game.
    assert_eq!(saves::current(&store).as_deref(), Some("h"));
    a.reload(&mut store, "a2");
    assert_eq!(a.tab.game(), Some("g"));
    assert_eq!(b.tab.standing(&store), MINE);
    // A fresh tab opens the game in progress.
    let mut c = Page::new("c");
    c.reload(&mut store, "c");
    assert_eq!(c.tab.game(), Some("h"));
    // A tab at the setup screen reloads to it; a broken note falls back to the game in
    // progress.
    a.tab.leave(&mut store, &mut a.own);
    assert_eq!(game_to_open(&a.own, &store), None);
    a.own.set(TAB_GAME, "{oops").unwrap();
    assert_eq!(game_to_open(&a.own, &store).as_deref(), Some("h"));
    assert_eq!(
        game_to_open(&MemoryStore::new(), &store).as_deref(),
        Some("h")
    );
}

#[test]
fn leaving_forgets_the_game_in_progress_only_if_it_is_this_tabs() {
    let mut store = MemoryStore::new();
    let mut a = Page::new("a");
    let mut b = Page::new("b");
    a.begin(&mut store, "g", 1);
    a.tab.leave(&mut store, &mut a.own);
    assert_eq!(a.tab.game(), None);
    assert_eq!(saves::current(&store), None);
    assert_eq!(a.own.get(TAB_GAME).unwrap().as_deref(), Some("null"));
    // Another game in progress is not this tab's to forget.
    a.open(&mut store, "g").unwrap();
    b.begin(&mut store, "h", 2);
    a.tab.leave(&mut store, &mut a.own);
    assert_eq!(saves::current(&store).as_deref(), Some("h"));
    // Nor is a game that continues in another tab, even before this one has heard.
    a.open(&mut store, "h").unwrap();
    b.open(&mut store, "h").unwrap();
    b.save(&mut store, 3.0);
    a.tab.leave(&mut store, &mut a.own);
    assert_eq!(saves::current(&store).as_deref(), Some("h"));
    assert_eq!(
        a.tab.take_back(&mut store, &mut a.own).unwrap_err(),
        Error::Gone
    );
}

#[test]
fn a_game_not_opened_here_is_one_begun_here() {
    let mut store = MemoryStore::new();
    let mut a = Page::new("a");
    let mut b = Page::new("b");
    a.begin(&mut store, "g", 1);
    b.open(&mut store, "g").unwrap();
    assert_eq!(a.tab.standing(&store), ELSEWHERE);
    // "Continue from here", a rematch: a new id, written at once.
    let mut other = session(Preset::Ffg2006, &[H, RULE, RULE], 4);
    other.assign_id("fork".into(), other.created());
    assert_eq!(a.tab.save(&mut store, &mut a.own, &other, 1.0), Ok(MINE));
    assert_eq!(a.tab.game(), Some("fork"));
    assert_eq!(stored(&store, "fork").writer, claim("a", 1));
    assert_eq!(a.own.get(TAB_GAME).unwrap().as_deref(), Some("\"fork\""));
}

/// Exported files and imported saves carry no tab's claim.
#[test]
fn exports_and_imports_leave_the_claim_behind() {
    let mut store = MemoryStore::new();
    let mut a = Page::new("a");
    a.begin(&mut store, "g", 1);
    a.play(&mut store, 2, 1);
    let text = saves::export_text(&store, "g").unwrap();
    assert!(!text.contains("writer"), "{text}");
    let mut claimed = stored(&store, "g");
    claimed.parts.id = "elsewhere".into();
    assert!(claimed.writer.is_some());
    let imported = saves::import_text(&mut store, &claimed.to_json(), 5.0, "fresh").unwrap();
    assert_eq!(imported.writer, None);
    assert_eq!(stored(&store, "elsewhere").writer, None);
}
