//! Saved games: every game under its own key, rewritten after every action, so a reload, a
//! closed tab or a dead battery loses nothing. A save is kept as every text in the store
//! is ([`crate::kept`]): versioned, older versions migrated as they are read, what cannot
//! be read a [`ParseError`]; a corrupt or foreign entry is reported and left alone, and
//! never stops the other saves from loading. A deleted save waits a week to be brought
//! back, under a key of its own, in the same way ([`Deleted`]). Kept in a [`Store`] (the
//! app's is localStorage); every save is written by one function ([`write`]).

use crate::daily::{self, DailyRecord};
use crate::day::Day;
use crate::error::Error;
use crate::kept::{self, ParseError, Versioned};
use crate::reasons::AiReason;
use crate::review::report::Review;
use crate::seats::Origin;
use crate::session::{Parts, Session};
use crate::store::Store;
use crate::words::{join, preset_text};
use engine::{Game, Record};
use i18n::Catalog;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The save format's version (see [`SavedGame`]'s [`Versioned`] for each version's
/// change and its migration); `tests/fixtures/save-v1.json` keeps a save of version 1.
///
/// The writer's claim (`writer`, see [`crate::writer`]) is not a new version: a save
/// without one reads as written by no tab in particular, and an older app reading a save
/// with one passes over it. Bumping the version for it would make an older app still
/// open in another tab refuse every save as "newer".
///
/// Nor is a finished game's review (`"review"`, a [`Review`]'s JSON, written by
/// [`keep_review`], read by [`stored_review`]), kept so that a second look is instant:
/// [`SavedGame`] does not read it (the app's page, which lists, resumes and exports saves,
/// carries no review code: its download has a size budget), and whatever rewrites the
/// same game's save carries it over ([`write`]).
pub const SAVE_VERSION: u32 = 4;

/// The fields of a game's [`Parts`] that saves before version 4 kept beside their own.
const PARTS_FIELDS: [&str; 8] = [
    "id",
    "created",
    "seats",
    "record",
    "origin",
    "taken_back",
    "reasons",
    "daily",
];
/// Each save's key is this and the game's id.
pub const PREFIX: &str = "condottiere/save/";
/// The key of the id of the game in progress (a JSON string).
pub const CURRENT: &str = "condottiere/current";

/// One saved game: what the game is made of ([`Parts`]: the seats and the record, from
/// which everything else is replayed, and its attributes), and when it was written. Its
/// stored text starts with the format's `version` ([`kept::to_text`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The game: what it is made of.
    #[serde(rename = "game")]
    pub parts: Parts,
    /// Milliseconds since 1970, for the list.
    pub updated: f64,
    /// The tab that wrote this save last, and how many writes the game has had: a tab
    /// writes only over the claim it last wrote or read (see [`crate::writer`]). None in
    /// saves written before tabs were told apart, in exported files and imported saves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub writer: Option<Claim>,
}

impl Versioned for SavedGame {
    /// Version 2 added `origin` and `taken_back` (a version 1 save reads them as a fresh
    /// game with nothing taken back). Version 3: Draw after battle asks each player how
    /// many cards to draw (`draw N`), and Hidden cards keep the face-down card out of the
    /// Scarecrow's and the Bishop's reach; older saves replay by the rules they were
    /// played under (`Record::v1`). Version 4 keeps the game's parts under `game` (they
    /// were the save's own fields): a save is what a game is made of ([`Parts`]) and when
    /// it was written.
    const VERSION: u32 = SAVE_VERSION;

    fn migrate(mut value: Value, from: u64) -> Result<Value, ParseError> {
        match from {
            // The fields version 2 added read as their defaults; the rules of version 3
            // change what a record means, not its fields (see `upgrade`).
            1 | 2 => Ok(value),
            3 => {
                let fields = value.as_object_mut().ok_or(ParseError::Damaged)?;
                let game: serde_json::Map<String, Value> = PARTS_FIELDS
                    .iter()
                    .filter_map(|&name| Some((name.to_string(), fields.remove(name)?)))
                    .collect();
                fields.insert("game".into(), game.into());
                Ok(value)
            }
            // Saves have had a version from the first: a text without one is no save.
            _ => Err(ParseError::NoVersion),
        }
    }

    /// A record of a save before version 3 replays by the rules it was played under.
    fn upgrade(&mut self, written: u64) {
        if written < 3 {
            self.parts.record = self.parts.record.v1();
        }
    }
}

/// Who wrote a save last: a tab's id (one page load) and the game's write count then.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claim {
    pub tab: String,
    pub generation: u64,
}

/// What the saved-games list shows of a save.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveSummary {
    pub id: String,
    pub preset: String,
    pub seats: String,
    pub updated: f64,
    pub battles: u32,
    pub regions: String,
    pub over: bool,
    /// Human seats: a game of two or more in progress keeps its hands private (no export).
    pub humans: usize,
}

/// A save that could not be read: its key and why (put into words when shown).
#[derive(Clone, Debug, PartialEq)]
pub struct BadSave {
    pub key: String,
    pub reason: Error,
}

impl SavedGame {
    /// The session's save, written at `now` (milliseconds since 1970).
    pub fn of(session: &Session, now: f64) -> SavedGame {
        SavedGame {
            parts: session.parts().clone(),
            updated: now,
            writer: None,
        }
    }

    /// Rebuilds the session by replaying the record (which also validates it).
    pub fn restore(&self) -> Result<Session, Error> {
        Session::rebuild(self.parts.clone())
    }

    /// The save's text, as stored (its version first).
    pub fn to_json(&self) -> String {
        kept::to_text(self)
    }
}

/// Reads a save from its text ([`kept::parse`]: its version, migrated). What the file
/// holds is checked before it becomes a game, and a save that fails is refused with why:
/// the setup and the seats ([`Session::new`]: an edition's rules, its range of players,
/// named seats in the app's colours), the id, the AI's reasons against the moves, a daily
/// deal's setup against its day, and the moves themselves, replayed.
pub fn parse_save(text: &str) -> Result<SavedGame, Error> {
    read_save(text).map(|(save, _)| save)
}

/// [`parse_save`], with the session the save replays to.
pub fn read_save(text: &str) -> Result<(SavedGame, Session), Error> {
    let mut save: SavedGame = kept::parse(text)?;
    save.parts.created = whole_ms(save.parts.created);
    save.updated = whole_ms(save.updated);
    if !valid_id(&save.parts.id) {
        return Err(Error::SaveId);
    }
    if save
        .parts
        .daily
        .is_some_and(|day| save.parts.record.setup != daily::setup(day))
    {
        return Err(Error::SaveDaily);
    }
    let session = save.restore()?;
    // Replaying consumed each reason at its move: any other (past the moves, twice, out of
    // order) is left over; and a chance is a percentage.
    let reasons = &save.parts.reasons;
    if session.reasons() != reasons.as_slice() || !reasons.iter().all(|(_, r)| chances_fit(r)) {
        return Err(Error::SaveReasons);
    }
    Ok((save, session))
}

/// The writer's claim a stored save's text carries (none for a save without one), read
/// as the save is ([`kept::parse`]); a text that is no save of this version is refused.
pub fn claim_in(text: &str) -> Result<Option<Claim>, ParseError> {
    kept::parse::<SavedGame>(text).map(|save| save.writer)
}

/// Whether `id` is one the app writes ([`new_id`]; tests use short words): 1 to 64
/// letters, digits, `-` or `_`. It ends the save's key, so nothing else may be there.
pub fn valid_id(id: &str) -> bool {
    (1..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Whether every chance an AI reason gives is a percentage (0 to 100).
fn chances_fit(reason: &AiReason) -> bool {
    match reason {
        AiReason::Search {
            percent, rather, ..
        } => *percent <= 100 && rather.iter().flatten().all(|w| w.percent <= 100),
        _ => true,
    }
}

/// The largest whole number of milliseconds a time may be (2^53: every whole number up to
/// it is exact in JSON and in an `f64`).
const LATEST: f64 = 9_007_199_254_740_992.0;

/// A save's time as the app writes it: whole milliseconds since 1970. Anything else (a
/// fraction, or a number past [`LATEST`], which JSON does not carry exactly) reads as 0,
/// "unknown": the game itself still loads, and its save reads back exactly.
fn whole_ms(time: f64) -> f64 {
    if time.fract() == 0.0 && time.abs() <= LATEST {
        time
    } else {
        0.0
    }
}

/// Writes the session's save at `now` and marks it as the game in progress (a finished
/// game is no longer in progress). A lesson is not saved; a review kept with the
/// game stays.
///
/// This writes whatever is stored, with no writer's claim: the app writes through
/// [`crate::writer::Tab::save`], which first checks that no other tab has written since.
pub fn save(store: &mut impl Store, session: &Session, now: f64) -> Result<(), Error> {
    // A lesson is not a game in progress to come back to: a reload returns to the setup.
    if session.origin() == Origin::Lesson {
        return Ok(());
    }
    write(store, &SavedGame::of(session, now))?;
    mark_current(store, session)
}

/// Writes `save` under its game's key: the one way every save is written (a move, a tab
/// taking the game over, an import, a save brought back, a review kept with it). A
/// review kept with the same game (its record unchanged) stays with it.
pub fn write(store: &mut impl Store, save: &SavedGame) -> Result<(), Error> {
    let review = store
        .get(&key(&save.parts.id))
        .ok()
        .flatten()
        .and_then(|text| review_in(&text, &save.parts.record));
    put(store, save, review.as_ref())
}

/// Stores `save`'s text, with `review` kept in it: the one place a save is stored.
fn put(store: &mut impl Store, save: &SavedGame, review: Option<&Value>) -> Result<(), Error> {
    store.set(&key(&save.parts.id), &text_with(save, review))?;
    Ok(())
}

/// The review kept in a save's `text`, if that save holds the game whose record is
/// `record`. (Read through a JSON value, as saves are: the page's wasm has that reader.)
fn review_in(text: &str, record: &Record) -> Option<Value> {
    let mut stored = serde_json::from_str::<Value>(text).ok()?;
    // Where the record is: in the game (version 4), or beside the save's own fields.
    let kept = match stored.get_mut("game") {
        Some(game) => game.get_mut("record")?.take(),
        None => stored.get_mut("record")?.take(),
    };
    let kept: Record = kept::from_json(kept).ok()?;
    let review = stored.get_mut("review")?.take();
    (kept == *record).then_some(review)
}

/// A save's stored text, with `review` kept in it. (Added to the text as it is written,
/// not through a JSON value of the whole save: that second way of writing a save cost the
/// page's wasm 4 KB.)
fn text_with(save: &SavedGame, review: Option<&Value>) -> String {
    let mut text = save.to_json();
    if let Some(review) = review {
        text.pop(); // the object's closing brace
        text.push_str(",\"review\":");
        text.push_str(&review.to_string());
        text.push('}');
    }
    text
}

/// The key of the save of the game `id`.
pub fn key(id: &str) -> String {
    format!("{PREFIX}{id}")
}

/// Marks the session's game as the one in progress, or, once it is over, no longer.
pub fn mark_current(store: &mut impl Store, session: &Session) -> Result<(), Error> {
    if session.game().is_over() {
        forget_current(store, session.id());
    } else {
        store.set(CURRENT, &serde_json::Value::from(session.id()).to_string())?;
    }
    Ok(())
}

/// Whether `review` can be the review of `session`'s game: the game is over, and the
/// review's figures fit its seats and moves.
fn fits(review: &Review, session: &Session) -> bool {
    session.game().is_over() && review.fits(session.game().players(), session.moves())
}

/// The review kept with the saved game `id`, if there is one that reads as a review of
/// this version and fits the game (a damaged one is made again, and never stops the game
/// from loading).
pub fn stored_review(store: &impl Store, id: &str) -> Option<Review> {
    let text = store.get(&format!("{PREFIX}{id}")).ok()??;
    let (_, session) = read_save(&text).ok()?;
    let mut value: serde_json::Value = serde_json::from_str(&text).ok()?;
    let review: Review = crate::kept::from_json(value.get_mut("review")?.take()).ok()?;
    fits(&review, &session).then_some(review)
}

/// Keeps `review` with the saved game `id` (a finished game's), so that the next look at
/// it is instant. A review that does not fit the game is refused as damaged.
pub fn keep_review(store: &mut impl Store, id: &str, review: &Review) -> Result<(), Error> {
    let text = store.get(&key(id)).ok().flatten().ok_or(Error::Gone)?;
    let (save, session) = read_save(&text)?;
    let damaged = Error::Unreadable(ParseError::Damaged);
    if !fits(review, &session) {
        return Err(damaged);
    }
    // Written as this version writes it (an older save's record as migrated).
    let review = serde_json::to_value(review).map_err(|_| damaged)?;
    put(store, &save, Some(&review))
}

/// Clears the mark of the game in progress if it names the game `id`.
pub fn forget_current(store: &mut impl Store, id: &str) {
    if current(store).as_deref() == Some(id) {
        clear_current(store);
    }
}

/// The player left the game for the menu: a reload shows the menu, and the game waits in
/// the saved-games list.
pub fn clear_current(store: &mut impl Store) {
    let _ = store.remove(CURRENT);
}

/// The id of the game in progress, if one was saved.
pub fn current(store: &impl Store) -> Option<String> {
    let text = store.get(CURRENT).ok()??;
    serde_json::from_str(&text).ok()
}

/// The keys of every save.
fn keys(store: &impl Store) -> Vec<String> {
    store
        .keys()
        .unwrap_or_default()
        .into_iter()
        .filter(|k| k.starts_with(PREFIX))
        .collect()
}

/// Loads one save.
pub fn load(store: &impl Store, id: &str) -> Result<SavedGame, Error> {
    let text = store.get(&key(id)).ok().flatten().ok_or(Error::Gone)?;
    parse_save(&text)
}

/// Every save, newest first, and the entries that could not be read.
pub fn list(store: &impl Store, words: &Catalog) -> (Vec<SaveSummary>, Vec<BadSave>) {
    let mut good = Vec::new();
    let mut bad = Vec::new();
    for key in keys(store) {
        let text = store.get(&key).ok().flatten().unwrap_or_default();
        match read_save(&text) {
            Ok((save, session)) => good.push(summary(words, &save, session.game())),
            Err(reason) => bad.push(BadSave { key, reason }),
        }
    }
    good.sort_by(|a, b| b.updated.total_cmp(&a.updated));
    (good, bad)
}

/// What the list shows of a save, whose game is `game`.
pub fn summary(words: &Catalog, save: &SavedGame, game: &Game) -> SaveSummary {
    let table = game.table();
    let regions: Vec<String> = save
        .parts
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            words.format(
                "saves-region-count",
                &[
                    ("name", i18n::Arg::player(s.name.as_str())),
                    ("count", table.region_count(i as u8).into()),
                ],
            )
        })
        .collect();
    SaveSummary {
        id: save.parts.id.clone(),
        preset: preset_text(words, save.parts.record.setup.rules.preset).0,
        seats: save
            .parts
            .seats
            .iter()
            .map(|s| s.name.clone())
            .collect::<Vec<_>>()
            .join(", "),
        updated: save.updated,
        battles: table.battles_fought,
        regions: join(words, regions),
        over: game.is_over(),
        humans: save
            .parts
            .seats
            .iter()
            .filter(|s| s.kind.is_person())
            .count(),
    }
}

/// Where a deleted save waits, for a while, to be brought back: this and the game's id.
pub const DELETED_PREFIX: &str = "condottiere/deleted/";
/// How long a deleted save can be brought back: a week, in milliseconds.
pub const KEEP_DELETED_MS: f64 = 7.0 * 24.0 * 3_600_000.0;

/// A deleted save, as it waits under [`DELETED_PREFIX`] and its game's id: when it was
/// deleted and the save's text as it was stored (its claim and review with it). Each
/// deleted game has a key of its own, so tabs deleting and bringing back games never
/// write over one another; a game deleted again replaces its older entry.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Deleted {
    /// Milliseconds since 1970.
    pub at: f64,
    pub text: String,
}

impl Versioned for Deleted {
    /// Version 1: the same fields, with a version (written before without one: 0).
    const VERSION: u32 = 1;

    fn migrate(value: Value, from: u64) -> Result<Value, ParseError> {
        match from {
            0 => Ok(value),
            _ => Err(ParseError::NoVersion),
        }
    }

    fn holds_together(&self) -> bool {
        self.at.is_finite() && (0.0..=LATEST).contains(&self.at)
    }
}

/// The key under which the deleted save `id` waits.
pub fn deleted_key(id: &str) -> String {
    format!("{DELETED_PREFIX}{id}")
}

/// Deletes a save at `now` (and, if it was the game in progress, that mark): it waits
/// under [`DELETED_PREFIX`] for [`KEEP_DELETED_MS`], and [`undelete`] brings it back. If
/// the store has no room to keep it waiting, it is deleted for good.
pub fn delete(store: &mut impl Store, id: &str, now: f64) {
    if let Ok(Some(text)) = store.get(&key(id)) {
        let waiting = Deleted { at: now, text };
        let _ = store.set(&deleted_key(id), &kept::to_text(&waiting));
    }
    let _ = store.remove(&key(id));
    forget_current(store, id);
}

/// The deleted save `id` waiting to be brought back, if one is there ([`Error::Gone`]
/// if none; why, if it cannot be read).
pub fn waiting(store: &impl Store, id: &str) -> Result<Deleted, Error> {
    let text = store
        .get(&deleted_key(id))
        .ok()
        .flatten()
        .ok_or(Error::Gone)?;
    Ok(kept::parse(&text)?)
}

/// Whether the save `id` was deleted and waits to be brought back.
pub fn is_deleted(store: &impl Store, id: &str) -> bool {
    store.get(&deleted_key(id)).ok().flatten().is_some()
}

/// Brings back the save `id` deleted a moment ago (not over a game saved since under the
/// same id), written as every save is ([`write`]), with its review. [`Error::Gone`]
/// when nothing waits under that id; a waiting save that does not read stays where it is.
pub fn undelete(store: &mut impl Store, id: &str) -> Result<(), Error> {
    let deleted = waiting(store, id)?;
    if store.get(&key(id)).ok().flatten().is_none() {
        let (save, _) = read_save(&deleted.text)?;
        if save.parts.id != id {
            return Err(Error::SaveId);
        }
        put(
            store,
            &save,
            review_in(&deleted.text, &save.parts.record).as_ref(),
        )?;
    }
    forget_deleted(store, id);
    Ok(())
}

/// The deleted save `id`, brought back, no longer waits.
pub fn forget_deleted(store: &mut impl Store, id: &str) {
    let _ = store.remove(&deleted_key(id));
}

/// A deleted save as the list shows it, with when it was deleted.
#[derive(Clone, Debug, PartialEq)]
pub struct DeletedSummary {
    pub at: f64,
    pub save: SaveSummary,
}

/// The deleted saves that can still be brought back at `now`, the latest deleted first
/// (those that do not read as saves are passed over).
pub fn deleted(store: &impl Store, words: &Catalog, now: f64) -> Vec<DeletedSummary> {
    let mut list: Vec<DeletedSummary> = deleted_keys(store)
        .iter()
        .filter_map(|key| {
            let text = store.get(key).ok().flatten()?;
            let deleted: Deleted = kept::parse(&text).ok()?;
            if now - deleted.at > KEEP_DELETED_MS {
                return None;
            }
            let (save, session) = read_save(&deleted.text).ok()?;
            let id = key.strip_prefix(DELETED_PREFIX)?;
            (save.parts.id == id).then(|| DeletedSummary {
                at: deleted.at,
                save: summary(words, &save, session.game()),
            })
        })
        .collect();
    list.sort_by(|a, b| b.at.total_cmp(&a.at));
    list
}

/// The keys of every deleted save waiting.
fn deleted_keys(store: &impl Store) -> Vec<String> {
    store
        .keys()
        .unwrap_or_default()
        .into_iter()
        .filter(|k| k.starts_with(DELETED_PREFIX))
        .collect()
}

/// Deletes for good the saves deleted more than [`KEEP_DELETED_MS`] before `now` (and
/// any waiting entry that does not read, but for one a newer app wrote).
pub fn purge_deleted(store: &mut impl Store, now: f64) {
    for key in deleted_keys(store) {
        let Some(text) = store.get(&key).ok().flatten() else {
            continue;
        };
        let expired = match kept::parse::<Deleted>(&text) {
            Ok(deleted) => now - deleted.at > KEEP_DELETED_MS,
            Err(ParseError::Newer(_)) => false,
            Err(_) => true,
        };
        if expired {
            let _ = store.remove(&key);
        }
    }
}

/// The game in progress, as the list shows it, if there is one that reads.
pub fn in_progress(store: &impl Store, words: &Catalog) -> Option<SaveSummary> {
    let id = current(store)?;
    let text = store.get(&key(&id)).ok()??;
    let (save, session) = read_save(&text).ok()?;
    (!session.game().is_over()).then(|| summary(words, &save, session.game()))
}

/// The newest saved game not finished, as the list shows it (the front door's Continue).
pub fn latest_unfinished(store: &impl Store, words: &Catalog) -> Option<SaveSummary> {
    list(store, words).0.into_iter().find(|s| !s.over)
}

/// The saved game of `day`'s daily deal dealt first on this device on that day (the
/// day's game: see [`crate::daily`]), with its session, if it is still saved: the one
/// `record` names; if it names none, the saved game dealt first (a game dealt before the
/// record kept which was first).
pub fn first_daily(
    store: &impl Store,
    record: &DailyRecord,
    day: Day,
) -> Option<(SavedGame, Session)> {
    if let Some(dealt) = record.first_dealt(day) {
        let text = store.get(&key(&dealt.id)).ok()??;
        return read_save(&text).ok();
    }
    keys(store)
        .into_iter()
        .filter_map(|key| read_save(&store.get(&key).ok()??).ok())
        .filter(|(save, _)| daily::dealt_on_its_day(&save.parts) == Some(day))
        .min_by(|(a, _), (b, _)| {
            let (a, b) = (&a.parts, &b.parts);
            a.created
                .total_cmp(&b.created)
                .then_with(|| a.id.cmp(&b.id))
        })
}

/// What a day's page offers to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DailyOffer {
    /// Nothing of today's deal was dealt here: a game dealt now is the day's game.
    Deal,
    /// The day's game, saved and not finished, continues (the saved game's id).
    Continue(String),
    /// The day's game is finished: another game of the deal is practice.
    Again,
    /// A past day's deal, or today's whose game can no longer be played (deleted): a
    /// game of it is practice.
    Practice,
}

/// What `day`'s page offers, `today`, by the daily record and the saves in `store` (the
/// rule is [`crate::daily`]'s: the day's result is its first game dealt here, begun and
/// finished on that day).
pub fn daily_offer(store: &impl Store, day: Day, today: Day) -> DailyOffer {
    let record: DailyRecord = store
        .get(<DailyRecord as kept::Kept>::KEY)
        .ok()
        .flatten()
        .and_then(|text| kept::parse(&text).ok())
        .unwrap_or_default();
    if record.result(day).is_some() {
        return DailyOffer::Again;
    }
    if day != today {
        return DailyOffer::Practice;
    }
    match first_daily(store, &record, day) {
        Some((save, session)) if !session.game().is_over() => DailyOffer::Continue(save.parts.id),
        Some(_) => DailyOffer::Again,
        None if record.first_dealt(day).is_some() => DailyOffer::Practice,
        None => DailyOffer::Deal,
    }
}

/// Removes an unreadable entry by its key (only when the player asks; only a save's key).
pub fn delete_key(store: &mut impl Store, key: &str) {
    if key.starts_with(PREFIX) {
        let _ = store.remove(key);
    }
}

/// A save as a file's text, for export (without the writer's claim: a tab of this
/// browser means nothing to another; nor a review kept with it: the other device makes
/// its own).
pub fn export_text(store: &impl Store, id: &str) -> Result<String, Error> {
    let mut save = load(store, id)?;
    save.writer = None;
    let value: Value = serde_json::from_str(&save.to_json()).expect("a save reads as JSON");
    Ok(serde_json::to_string_pretty(&value).expect("a save serialises"))
}

/// Imports a save file at `now`; a file whose id is already saved gets `fresh_id`, so
/// nothing is overwritten.
pub fn import_text(
    store: &mut impl Store,
    text: &str,
    now: f64,
    fresh_id: &str,
) -> Result<SavedGame, Error> {
    let mut save = parse_save(text)?;
    let id = &save.parts.id;
    // Not over a save, nor over a deleted one waiting to be brought back.
    if keys(store).contains(&key(id)) || is_deleted(store, id) {
        save.parts.id = fresh_id.to_string();
    }
    save.parts.origin = Origin::Import;
    save.writer = None;
    let session = save.restore()?;
    write(store, &SavedGame::of(&session, now))?;
    Ok(save)
}

/// A fresh id for a saved game: the time (milliseconds since 1970) and 24 random bits,
/// in hexadecimal.
pub fn new_id(now: f64, random: u32) -> String {
    format!("{:x}{:06x}", now as u64, random & 0xff_ffff)
}
