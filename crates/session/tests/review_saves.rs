//! A finished game keeps its review in its save, so a second look is
//! instant: kept with `keep_review`, read with `stored_review`, carried over when the
//! game is saved again, and dropped (never the game) when damaged, of another form, or
//! not the game's.

mod common;
use common::Acting;

use common::{play_to_end, session};
use engine::Preset;
use session::kept::ParseError;
use session::review::{review, Review, ReviewOptions};
use session::saves::{self, parse_save, SavedGame, PREFIX, SAVE_VERSION};
use session::{AiLevel, Error, MemoryStore, SeatKind, Session, Store};

const H: SeatKind = SeatKind::Human;
const RULE: SeatKind = SeatKind::Ai(AiLevel::Rule);

/// A finished 3-player game with the id `id`.
fn finished(id: &str, seed: u64) -> Session {
    let mut s = session(Preset::Ffg2006, &[H, RULE, RULE], seed);
    s.assign_id(id.into(), s.created());
    play_to_end(&mut s);
    s
}

/// A quick review of `s`'s game (few play-outs, a small budget), judging seat 0.
fn quick_review(s: &Session) -> Review {
    let options = ReviewOptions {
        budget: 20,
        playouts: 4,
        ..ReviewOptions::judging(0b001)
    };
    review(s.record(), options).expect("a finished game is reviewed")
}

/// A store holding `s` saved, with `review` kept.
fn store_with(s: &Session, review: &Review) -> MemoryStore {
    let mut store = MemoryStore::default();
    saves::save(&mut store, s, 20.0).unwrap();
    saves::keep_review(&mut store, s.id(), review).unwrap();
    store
}

fn stored_text(store: &MemoryStore, id: &str) -> String {
    store.get(&format!("{PREFIX}{id}")).unwrap().unwrap()
}

/// `keep_review` adds the review to a stored finished game and changes nothing else of
/// it; the save still reads as it was.
#[test]
fn a_kept_review_reads_back_with_its_game() {
    let s = finished("r1", 3);
    let r = quick_review(&s);
    let mut store = MemoryStore::default();
    saves::save(&mut store, &s, 20.0).unwrap();
    let before = saves::load(&store, "r1").unwrap();
    let text = stored_text(&store, "r1");
    assert!(text.starts_with(&format!("{{\"version\":{SAVE_VERSION},")));
    assert!(!stored_text(&store, "r1").contains("\"review\""));
    assert_eq!(saves::stored_review(&store, "r1"), None);
    saves::keep_review(&mut store, "r1", &r).unwrap();
    assert_eq!(saves::stored_review(&store, "r1"), Some(r.clone()));
    assert_eq!(saves::load(&store, "r1").unwrap(), before);
    // Deleted and brought back, it keeps its review.
    saves::delete(&mut store, "r1", 40.0);
    saves::undelete(&mut store, "r1").unwrap();
    assert_eq!(saves::stored_review(&store, "r1"), Some(r));
    assert_eq!(saves::load(&store, "r1").unwrap(), before);
}

/// Saving the finished game again (the app saves after any change to the session, and a
/// tab taking a game over writes its claim) keeps the review; a save of another game
/// under that id, or of a game in progress, replaces it.
#[test]
fn saving_the_game_again_keeps_its_review() {
    let s = finished("r2", 4);
    let r = quick_review(&s);
    let mut store = store_with(&s, &r);
    saves::save(&mut store, &s, 30.0).unwrap();
    assert_eq!(saves::load(&store, "r2").unwrap().updated, 30.0);
    assert_eq!(saves::stored_review(&store, "r2"), Some(r.clone()));
    // Through a tab's writer too: taking the game over, then saving it.
    let (mut tab, mut tab_store) = (session::writer::Tab::new("tab-a"), MemoryStore::default());
    tab.open(&mut store, &mut tab_store, "r2").unwrap();
    assert_eq!(saves::stored_review(&store, "r2"), Some(r.clone()));
    tab.save(&mut store, &mut tab_store, &s, 35.0).unwrap();
    assert_eq!(saves::stored_review(&store, "r2"), Some(r.clone()));
    let other = finished("r2", 5);
    assert_ne!(other.record(), s.record());
    saves::save(&mut store, &other, 40.0).unwrap();
    assert_eq!(saves::load(&store, "r2").unwrap().updated, 40.0);
    assert_eq!(saves::stored_review(&store, "r2"), None);
    let mut playing = session(Preset::Ffg2006, &[H, RULE, RULE], 4);
    playing.assign_id("r2".into(), playing.created());
    for &action in &s.record().actions[..10] {
        playing.apply(action).unwrap();
    }
    let mut store = store_with(&s, &r);
    saves::save(&mut store, &playing, 50.0).unwrap();
    assert_eq!(
        saves::load(&store, "r2")
            .unwrap()
            .parts
            .record
            .actions
            .len(),
        10
    );
    assert_eq!(saves::stored_review(&store, "r2"), None);
}

/// An older save (version 2) reads with no review; kept with one, it is written as this
/// version writes it, its record as migrated.
#[test]
fn an_older_save_gets_its_review_in_this_version() {
    let s = finished("r3", 6);
    let r = quick_review(&s);
    // Version 2 kept the game's fields beside the save's own.
    let mut value: serde_json::Value =
        serde_json::from_str(&SavedGame::of(&s, 10.0).to_json()).unwrap();
    let fields = value.as_object_mut().unwrap();
    let game = fields.remove("game").unwrap();
    fields.extend(game.as_object().unwrap().clone());
    fields.insert("version".into(), 2.into());
    let v2 = value.to_string();
    assert!(v2.contains("\"version\":2") && !v2.contains("\"game\""));
    let mut store = MemoryStore::default();
    store.set(&format!("{PREFIX}r3"), &v2).unwrap();
    assert_eq!(saves::stored_review(&store, "r3"), None);
    saves::keep_review(&mut store, "r3", &r).unwrap();
    let kept = saves::load(&store, "r3").unwrap();
    let text = stored_text(&store, "r3");
    assert!(text.starts_with(&format!("{{\"version\":{SAVE_VERSION},")));
    assert_eq!(kept.parts.record, parse_save(&v2).unwrap().parts.record);
    assert_eq!(saves::stored_review(&store, "r3"), Some(r));
}

/// A damaged review, one of another form, one cut short, naming moves past the end or
/// seats the game does not have is not read as the game's review; the game itself still
/// loads, exactly; and `keep_review` refuses such a review or a game it does not have.
#[test]
fn a_review_that_does_not_fit_is_not_read_and_the_game_loads() {
    let s = finished("r4", 7);
    let r = quick_review(&s);
    let text = stored_text(&store_with(&s, &r), "r4");
    let mut cut = r.clone();
    cut.chances.pop();
    let mut newer = r.clone();
    newer.version += 1;
    let mut past_the_end = r.clone();
    past_the_end.decisions[0].move_index = s.record().actions.len() as u32;
    let mut no_such_seat = r.clone();
    no_such_seat.turning_points[0].seat = 3;
    let mut stranger = r.clone();
    stranger.start.push(0);
    let typed = [cut, newer, past_the_end, no_such_seat, stranger];
    let mut bad: Vec<serde_json::Value> = typed
        .iter()
        .map(|r| serde_json::to_value(r).unwrap())
        .collect();
    bad.push(serde_json::json!("garbage"));
    bad.push(serde_json::json!({ "version": 1 }));
    let good = serde_json::to_value(&r).unwrap();
    for bad in bad {
        let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value["review"], good);
        value["review"] = bad.clone();
        let mut store = MemoryStore::default();
        store
            .set(&format!("{PREFIX}r4"), &value.to_string())
            .unwrap();
        assert_eq!(saves::stored_review(&store, "r4"), None, "{bad}");
        assert_eq!(
            saves::load(&store, "r4").unwrap().restore().unwrap().game(),
            s.game()
        );
    }
    let mut store = store_with(&s, &r);
    for wrong in &typed {
        assert_eq!(
            saves::keep_review(&mut store, "r4", wrong),
            Err(Error::Unreadable(ParseError::Damaged))
        );
    }
    assert_eq!(stored_text(&store, "r4"), text);
    let other = finished("other", 8);
    assert_ne!(other.record().actions.len(), s.record().actions.len());
    assert_eq!(
        saves::keep_review(&mut store, "r4", &quick_review(&other)),
        Err(Error::Unreadable(ParseError::Damaged))
    );
    assert_eq!(
        saves::keep_review(&mut store, "nobody", &r),
        Err(Error::Gone)
    );
    assert_eq!(stored_text(&store, "r4"), text);
}

/// A review in the save of a game still being played is not its review, and none is
/// kept with it.
#[test]
fn a_game_in_progress_has_no_review() {
    let done = finished("r5", 9);
    let r = quick_review(&done);
    let mut playing = session(Preset::Ffg2006, &[H, RULE, RULE], 9);
    playing.assign_id("r5".into(), playing.created());
    let moves = done.record().actions.len() - 1;
    for &action in &done.record().actions[..moves] {
        playing.apply(action).unwrap();
    }
    assert!(!playing.game().is_over());
    let mut store = MemoryStore::default();
    saves::save(&mut store, &playing, 1.0).unwrap();
    assert_eq!(
        saves::keep_review(&mut store, "r5", &r),
        Err(Error::Unreadable(ParseError::Damaged))
    );
    let mut value: serde_json::Value = serde_json::from_str(&stored_text(&store, "r5")).unwrap();
    value["review"] = serde_json::to_value(&r).unwrap();
    store
        .set(&format!("{PREFIX}r5"), &value.to_string())
        .unwrap();
    assert_eq!(saves::stored_review(&store, "r5"), None);
}

/// An export leaves the review behind (the other device makes its own) and imports as a
/// game like any other.
#[test]
fn an_export_leaves_the_review_behind() {
    let s = finished("r6", 10);
    let store = store_with(&s, &quick_review(&s));
    let file = saves::export_text(&store, "r6").unwrap();
    assert!(!file.contains("\"review\""));
    let mut elsewhere = MemoryStore::default();
    saves::import_text(&mut elsewhere, &file, 99.0, "fresh").unwrap();
    assert_eq!(
        saves::load(&elsewhere, "r6").unwrap().parts.record,
        *s.record()
    );
    assert_eq!(saves::stored_review(&elsewhere, "r6"), None);
}
