//! Saved games in a store: the format and its migrations, the game in progress, the list
//! with its damaged entries, deleting, exporting, importing, and a full store.

mod common;

use common::{english, play_random, play_to_end, session};
use engine::{Phase, Preset, Region};
use session::kept::ParseError;
use session::saves::{self, parse_save, SavedGame, CURRENT, PREFIX, SAVE_VERSION};
use session::seats::SeatError;
use session::{AiLevel, Error, MemoryStore, Origin, SeatKind, Session, Store};

const H: SeatKind = SeatKind::Human;
const RULE: SeatKind = SeatKind::Ai(AiLevel::Rule);
const V1: &str = include_str!("fixtures/save-v1.json");

fn game(id: &str, seed: u64, moves: usize) -> Session {
    let mut s = session(Preset::Ffg2006, &[H, RULE, RULE], seed);
    s.assign_id(id.into(), s.created());
    s.assign_id(s.id().to_string(), 1000.0 + seed as f64);
    play_random(&mut s, moves, seed);
    s
}

/// A save written by format version 1 still loads: a format change must migrate it.
#[test]
fn a_version_1_save_loads() {
    let save = parse_save(V1).expect("the v1 fixture loads");
    // Read, it is a save of this version, which reads back the same.
    assert!(save
        .to_json()
        .starts_with(&format!("{{\"version\":{SAVE_VERSION},")));
    assert_eq!(parse_save(&save.to_json()), Ok(save.clone()));
    // Version 2's fields read as a fresh game with nothing taken back.
    assert_eq!(save.parts.origin, Origin::New);
    assert_eq!(save.parts.taken_back, 0);
    assert!(save.parts.reasons.is_empty());
    assert!(
        !save.parts.record.setup.rules.legacy_v1,
        "no variant whose play changed"
    );
    let session = save.restore().unwrap();
    assert_eq!(session.record().actions.len(), 5);
    assert_eq!(session.game().phase(), Phase::Battle { seat: 1 });
    assert_eq!(session.seats()[2].kind, SeatKind::Ai(AiLevel::Hard));
    assert_eq!(session.game().table().battle.region, Some(Region::Roma));
    assert_eq!(
        (session.id(), session.created()),
        ("fixture-v1", 1795000000000.0)
    );
}

/// Version 3 changed how Hidden cards and Draw after battle play: a save of an older
/// version that uses them replays by the rules it was played under.
#[test]
fn older_saves_with_hidden_cards_keep_their_rules() {
    let hidden = V1.replace("\"hidden_cards\": false", "\"hidden_cards\": true");
    let save = parse_save(&hidden).expect("a v1 save with hidden cards loads");
    assert!(save.parts.record.setup.rules.legacy_v1);
    let v2 = hidden.replace("\"version\": 1,", "\"version\": 2,");
    assert!(parse_save(&v2).unwrap().parts.record.setup.rules.legacy_v1);
    let v3 = hidden.replace("\"version\": 1,", "\"version\": 3,");
    assert!(!parse_save(&v3).unwrap().parts.record.setup.rules.legacy_v1);
}

/// The times a save shows are whole milliseconds: anything else reads as 0 (unknown) and
/// the game still loads.
#[test]
fn odd_times_read_as_unknown_and_the_game_still_loads() {
    let with_times = |created: &str, updated: &str| {
        V1.replace("1795000000000.0", created)
            .replace("1795000360000.0", updated)
    };
    let read = |created: &str, updated: &str| {
        let save = parse_save(&with_times(created, updated)).unwrap();
        (save.parts.created, save.updated)
    };
    assert_eq!(read("0.5", "-3"), (0.0, -3.0));
    assert_eq!(
        read("9007199254740992", "-9007199254740992"),
        (9007199254740992.0, -9007199254740992.0)
    );
    assert_eq!(read("9007199254740994", "1e20"), (0.0, 0.0));
    assert_eq!(read("-9007199254740994", "12.25"), (0.0, 0.0));
    assert_eq!(
        parse_save(&with_times("1e400", "0")),
        Err(Error::Unreadable(ParseError::NotJson))
    );
}

/// Damaged or foreign saves are refused with a reason, never a panic.
#[test]
fn bad_saves_are_refused_with_the_reason() {
    let words = english();
    assert_eq!(parse_save(""), Err(Error::Unreadable(ParseError::NotJson)));
    assert_eq!(
        parse_save("").unwrap_err().text(&words),
        "it is not in this game's format"
    );
    assert_eq!(
        parse_save("{\"hello\": 1}"),
        Err(Error::Unreadable(ParseError::NoVersion))
    );
    assert_eq!(
        parse_save("{\"version\": \"3\"}"),
        Err(Error::Unreadable(ParseError::NoVersion))
    );
    assert_eq!(
        parse_save("{\"version\": 99}"),
        Err(Error::Unreadable(ParseError::Newer(99)))
    );
    assert_eq!(
        parse_save("{\"version\": 5}"),
        Err(Error::Unreadable(ParseError::Newer(5)))
    );
    assert_eq!(
        parse_save("{\"version\": 3}"),
        Err(Error::Unreadable(ParseError::Damaged))
    );
    assert_eq!(
        parse_save(&V1.replace("region Roma", "region Atlantis")),
        Err(Error::Unreadable(ParseError::Damaged))
    );
    assert_eq!(
        parse_save(&V1.replace("\"region Roma\"", "\"M10\"")),
        Err(Error::Replay { number: 5 })
    );
    // Seats that do not match the setup.
    let one_seat_less = {
        let mut save: SavedGame = parse_save(V1).unwrap();
        save.parts.seats.pop();
        save.to_json()
    };
    assert_eq!(
        parse_save(&one_seat_less),
        Err(Error::Seats(SeatError::Count {
            seats: 2,
            players: 3
        }))
    );
}

#[test]
fn a_game_reads_back_as_it_was_saved() {
    let mut parts = game("g1", 3, 40).parts().clone();
    parts.origin = Origin::Import;
    parts.taken_back = 2;
    parts.reasons = vec![(1, session::AiReason::Best)];
    let s = Session::rebuild(parts).unwrap();
    let save = SavedGame::of(&s, 5000.0);
    assert!(save
        .to_json()
        .starts_with(&format!("{{\"version\":{SAVE_VERSION},")));
    assert_eq!((save.parts.created, save.updated), (1003.0, 5000.0));
    let read = parse_save(&save.to_json()).unwrap();
    assert_eq!(read, save);
    let (again, restored) = saves::read_save(&save.to_json()).unwrap();
    assert_eq!(again, save);
    assert_eq!(restored.game(), s.game());
    assert_eq!(
        (
            restored.id(),
            restored.created(),
            restored.origin(),
            restored.taken_back()
        ),
        ("g1", 1003.0, Origin::Import, 2)
    );
}

#[test]
fn the_game_in_progress_is_marked_until_it_ends_or_is_left() {
    let mut store = MemoryStore::new();
    assert_eq!(saves::current(&store), None);
    let mut s = game("abc", 1, 10);
    saves::save(&mut store, &s, 1.0).unwrap();
    assert_eq!(saves::current(&store).as_deref(), Some("abc"));
    // Stored as a JSON string, as the app always has.
    assert_eq!(store.get(CURRENT).unwrap().as_deref(), Some("\"abc\""));
    assert_eq!(
        saves::load(&store, "abc").unwrap().parts.record,
        *s.record()
    );
    assert_eq!(
        store.get(&format!("{PREFIX}abc")).unwrap(),
        Some(SavedGame::of(&s, 1.0).to_json())
    );
    saves::clear_current(&mut store);
    assert_eq!(saves::current(&store), None);
    assert!(saves::load(&store, "abc").is_ok(), "the game stays saved");

    // A finished game is saved but no longer in progress.
    saves::save(&mut store, &s, 2.0).unwrap();
    play_to_end(&mut s);
    saves::save(&mut store, &s, 3.0).unwrap();
    assert_eq!(saves::current(&store), None);
    assert!(
        saves::load(&store, "abc")
            .unwrap()
            .parts
            .record
            .actions
            .len()
            > 10
    );
    // ... and finishing another game leaves the one in progress marked.
    let other = game("other", 2, 5);
    saves::save(&mut store, &other, 4.0).unwrap();
    saves::save(&mut store, &s, 5.0).unwrap();
    assert_eq!(saves::current(&store).as_deref(), Some("other"));
    // Something that is not a JSON string is no game in progress.
    store.set(CURRENT, "other").unwrap();
    assert_eq!(saves::current(&store), None);
}

#[test]
fn a_lesson_is_never_saved() {
    let mut store = MemoryStore::new();
    let mut lesson = session::learn::session().unwrap();
    lesson.assign_id("lesson".into(), lesson.created());
    saves::save(&mut store, &lesson, 1.0).unwrap();
    assert!(store.entries.is_empty());
}

#[test]
fn the_list_shows_every_save_newest_first_and_the_damaged_ones_apart() {
    let words = english();
    let mut store = MemoryStore::new();
    let a = game("a", 1, 60);
    let b = game("b", 2, 0);
    let mut duo = session(Preset::Zman2018, &[H, H, RULE], 4);
    duo.assign_id("duo".into(), duo.created());
    play_to_end(&mut duo);
    saves::save(&mut store, &a, 10.0).unwrap();
    saves::save(&mut store, &b, 30.0).unwrap();
    saves::save(&mut store, &duo, 20.0).unwrap();
    store
        .set(&format!("{PREFIX}broken"), "not json at all")
        .unwrap();
    store.set("condottiere/stats", "{}").unwrap();
    let (good, bad) = saves::list(&store, &words);
    let ids: Vec<&str> = good.iter().map(|g| g.id.as_str()).collect();
    assert_eq!(ids, ["b", "duo", "a"]);
    assert_eq!(bad.len(), 1);
    assert_eq!(bad[0].key, format!("{PREFIX}broken"));
    assert_eq!(bad[0].reason, Error::Unreadable(ParseError::NotJson));
    assert_eq!(
        bad[0].reason.text(&words),
        "it is not in this game's format"
    );

    let fresh = &good[0];
    assert_eq!(fresh.preset, "Fantasy Flight (2006)");
    assert_eq!(fresh.seats, "Anna, Bianca, Carlo");
    assert_eq!(fresh.regions, "Anna 0, Bianca 0, Carlo 0");
    assert_eq!(
        (fresh.updated, fresh.battles, fresh.over, fresh.humans),
        (30.0, 0, false, 1)
    );
    let table = a.game().table();
    let played = &good[2];
    assert_eq!(played.battles, table.battles_fought);
    assert!(played.battles > 0);
    assert_eq!(
        played.regions,
        format!(
            "Anna {}, Bianca {}, Carlo {}",
            table.region_count(0),
            table.region_count(1),
            table.region_count(2)
        )
    );
    let finished = &good[1];
    assert!(finished.over);
    assert_eq!(finished.humans, 2);
    assert_eq!(finished.seats, "Anna, Bianca, Carlo");
    assert_eq!(finished.preset, "Z-Man (2018)");
}

#[test]
fn deleting_a_save_or_a_damaged_entry() {
    let mut store = MemoryStore::new();
    let a = game("a", 1, 3);
    let b = game("b", 2, 3);
    saves::save(&mut store, &a, 1.0).unwrap();
    saves::save(&mut store, &b, 2.0).unwrap();
    // Deleting a game that is not the one in progress leaves that mark.
    saves::delete(&mut store, "a", 1.0);
    assert_eq!(saves::load(&store, "a"), Err(Error::Gone));
    assert_eq!(saves::current(&store).as_deref(), Some("b"));
    saves::delete(&mut store, "b", 1.0);
    assert_eq!(saves::current(&store), None);
    assert!(saves::list(&store, &english()).0.is_empty());
    // Each waits to be brought back for a week, then goes for good.
    saves::undelete(&mut store, "a").unwrap();
    assert_eq!(saves::load(&store, "a").unwrap().parts.id, "a");
    assert_eq!(saves::undelete(&mut store, "a"), Err(Error::Gone), "once");
    saves::purge_deleted(&mut store, 1.0 + saves::KEEP_DELETED_MS);
    saves::undelete(&mut store, "b").unwrap();
    saves::delete(&mut store, "b", 5.0);
    saves::purge_deleted(&mut store, 5.0 + saves::KEEP_DELETED_MS + 1.0);
    assert_eq!(saves::undelete(&mut store, "b"), Err(Error::Gone));
    // A game saved since under the same id is not written over.
    saves::delete(&mut store, "a", 6.0);
    saves::save(&mut store, &b, 7.0).unwrap();
    let newer = game("a", 9, 5);
    saves::save(&mut store, &newer, 8.0).unwrap();
    saves::undelete(&mut store, "a").unwrap();
    assert_eq!(saves::load(&store, "a").unwrap().updated, 8.0);
    saves::delete(&mut store, "a", 9.0);
    saves::delete(&mut store, "b", 9.0);
    saves::purge_deleted(&mut store, 9.0 + saves::KEEP_DELETED_MS + 1.0);
    assert!(store.entries.is_empty(), "{:?}", store.entries.keys());

    store.set(&format!("{PREFIX}x"), "junk").unwrap();
    store.set("condottiere/language", "pl").unwrap();
    saves::delete_key(&mut store, "condottiere/language");
    assert_eq!(store.entries.len(), 2, "only a save's key is removed");
    saves::delete_key(&mut store, &format!("{PREFIX}x"));
    assert_eq!(store.keys().unwrap(), ["condottiere/language"]);
}

/// Issue 52: the recently deleted games are listed from the store (so a list drawn again,
/// in a reload or in another tab, offers each one's Undo), the latest deleted first,
/// until their week is out. A waiting entry is a versioned text; one written before it
/// had a version still reads, and one that does not read is passed over, then purged.
#[test]
fn the_recently_deleted_are_listed_until_their_week_is_out() {
    let words = english();
    let mut store = MemoryStore::new();
    for (id, seed) in [("a", 1), ("b", 2), ("c", 3)] {
        saves::save(&mut store, &game(id, seed, 3), 1.0).unwrap();
    }
    assert!(saves::deleted(&store, &words, 10.0).is_empty());
    saves::delete(&mut store, "a", 10.0);
    saves::delete(&mut store, "b", 20.0);
    let listed = saves::deleted(&store, &words, 30.0);
    let ids: Vec<(&str, f64)> = listed.iter().map(|d| (d.save.id.as_str(), d.at)).collect();
    assert_eq!(ids, [("b", 20.0), ("a", 10.0)]);
    assert_eq!(listed[0].save.seats, "Anna, Bianca, Carlo");
    let waiting = store.get(&saves::deleted_key("a")).unwrap().unwrap();
    assert!(waiting.starts_with("{\"version\":1,"), "{waiting}");
    // An entry of the unversioned format reads as version 0.
    let text = store.get(&saves::key("c")).unwrap().unwrap();
    let old = serde_json::json!({ "at": 25.0, "text": text }).to_string();
    store.remove(&saves::key("c")).unwrap();
    store.set(&saves::deleted_key("c"), &old).unwrap();
    let ids: Vec<String> = saves::deleted(&store, &words, 30.0)
        .into_iter()
        .map(|d| d.save.id)
        .collect();
    assert_eq!(ids, ["c", "b", "a"]);
    saves::undelete(&mut store, "c").unwrap();
    assert_eq!(saves::load(&store, "c").unwrap().parts.id, "c");
    // One that does not read is not listed, not brought back, and goes at the purge.
    store
        .set(&saves::deleted_key("x"), "{\"version\":1,\"at\":\"then\"}")
        .unwrap();
    assert_eq!(saves::deleted(&store, &words, 30.0).len(), 2);
    assert_eq!(
        saves::undelete(&mut store, "x"),
        Err(Error::Unreadable(ParseError::Damaged))
    );
    // Past its week: no longer listed, and purged.
    let week = saves::KEEP_DELETED_MS;
    let ids: Vec<String> = saves::deleted(&store, &words, 15.0 + week)
        .into_iter()
        .map(|d| d.save.id)
        .collect();
    assert_eq!(ids, ["b"]);
    saves::purge_deleted(&mut store, 15.0 + week);
    assert!(!saves::is_deleted(&store, "a") && !saves::is_deleted(&store, "x"));
    assert!(saves::is_deleted(&store, "b"));
    // A newer app's entry is left alone.
    store
        .set(&saves::deleted_key("n"), "{\"version\":9,\"at\":1}")
        .unwrap();
    saves::purge_deleted(&mut store, 1e15);
    assert!(saves::is_deleted(&store, "n"));
}

/// A save brought back keeps the review kept with it, and is written as every save is
/// (today's format: an older save's text comes back migrated).
#[test]
fn a_save_brought_back_is_written_as_saves_are() {
    let mut store = MemoryStore::new();
    store.set(&saves::key("fixture-v1"), V1).unwrap();
    saves::delete(&mut store, "fixture-v1", 5.0);
    saves::undelete(&mut store, "fixture-v1").unwrap();
    let text = store.get(&saves::key("fixture-v1")).unwrap().unwrap();
    assert!(text.starts_with(&format!("{{\"version\":{SAVE_VERSION},")));
    assert_eq!(parse_save(&text), parse_save(V1));
    // An import never takes the id of a deleted save waiting.
    saves::delete(&mut store, "fixture-v1", 6.0);
    let imported = saves::import_text(&mut store, V1, 7.0, "fresh").unwrap();
    assert_eq!(imported.parts.id, "fresh");
    saves::undelete(&mut store, "fixture-v1").unwrap();
    assert_eq!(saves::list(&store, &english()).0.len(), 2);
}

#[test]
fn an_export_imports_as_a_new_game_and_never_overwrites() {
    let mut store = MemoryStore::new();
    let s = game("g", 5, 25);
    saves::save(&mut store, &s, 7.0).unwrap();
    let text = saves::export_text(&store, "g").unwrap();
    assert_eq!(parse_save(&text).unwrap(), SavedGame::of(&s, 7.0));
    assert!(text.contains("\n  "), "pretty-printed for a reader");
    assert_eq!(saves::export_text(&store, "none"), Err(Error::Gone));

    // Its id is taken: the import gets the fresh one.
    let imported = saves::import_text(&mut store, &text, 9.0, "fresh").unwrap();
    assert_eq!(imported.parts.id, "fresh");
    assert_eq!(imported.parts.origin, Origin::Import);
    let stored = saves::load(&store, "fresh").unwrap();
    assert_eq!(stored.parts.record, *s.record());
    assert_eq!((stored.parts.origin, stored.updated), (Origin::Import, 9.0));
    assert_eq!(saves::load(&store, "g").unwrap().parts.origin, Origin::New);
    // Into an empty store it keeps its own id.
    let mut other = MemoryStore::new();
    let imported = saves::import_text(&mut other, &text, 9.0, "fresh").unwrap();
    assert_eq!(imported.parts.id, "g");
    assert_eq!(
        saves::current(&other),
        None,
        "an import is not the game in progress"
    );
    // A bad file is refused and nothing is written.
    assert_eq!(
        saves::import_text(&mut other, "{}", 9.0, "x"),
        Err(Error::Unreadable(ParseError::NoVersion))
    );
    assert_eq!(other.entries.len(), 1);
}

#[test]
fn a_full_store_refuses_with_the_reason_and_keeps_what_it_had() {
    let s = game("g", 1, 30);
    let size = SavedGame::of(&s, 1.0).to_json().len() + PREFIX.len() + 1;
    let mut tight = MemoryStore::with_capacity(size + 5);
    // The save fits, the mark of the game in progress does not.
    assert_eq!(saves::save(&mut tight, &s, 1.0), Err(Error::Full));
    assert!(saves::load(&tight, "g").is_ok());
    let mut none = MemoryStore::with_capacity(10);
    assert_eq!(saves::save(&mut none, &s, 1.0), Err(Error::Full));
    assert!(none.entries.is_empty());
    let text = SavedGame::of(&s, 1.0).to_json();
    assert_eq!(
        saves::import_text(&mut none, &text, 1.0, "x"),
        Err(Error::Full)
    );
}

#[test]
fn a_fresh_id_is_the_time_and_24_random_bits() {
    assert_eq!(
        saves::new_id(1_700_000_000_000.0, 0xabcdef),
        "18bcfe56800abcdef"
    );
    assert_eq!(saves::new_id(255.0, 1), "ff000001");
    assert_eq!(saves::new_id(16.0, 0x1ff_ffff), "10ffffff");
}

/// The memory store's limit counts every key and value once, a replaced value by its new
/// length.
#[test]
fn a_memory_stores_limit_counts_keys_and_values() {
    let mut store = MemoryStore::with_capacity(10);
    store.set("ab", "cde").unwrap(); // 5
    store.set("fg", "hi").unwrap(); // 9
    assert_eq!(store.set("j", "k"), Err(session::StoreError::Full)); // 11
    store.set("fg", "hij").unwrap(); // 10: the old value no longer counts
    assert_eq!(store.set("ab", "cdef"), Err(session::StoreError::Full));
    store.remove("ab").unwrap();
    store.set("j", "k").unwrap();
    assert_eq!(store.keys().unwrap(), ["fg", "j"]);
    assert_eq!(store.get("ab").unwrap(), None);
    let mut unlimited = MemoryStore::new();
    unlimited.set("k", &"v".repeat(100_000)).unwrap();
}
