//! Saves in the browser: the `session` crate's saved games (`session::saves`) kept in
//! localStorage, every game under its own key, rewritten after every action, by one tab at
//! a time (`session::writer`: this tab's writer lives here, one per page load). This file
//! is the browser's side only: the stores, the clock and the random ids; what goes wrong
//! stays a `session::Error` until a screen draws it.

use crate::i18n::catalog;
use session::day::Day;
use session::saves::{self, BadSave, DailyOffer, DeletedSummary, SaveSummary, SavedGame};
use session::store::{Store, StoreError};
use session::writer::{self, Change, Standing, Tab};
use session::Error;
use session::Session;
use std::cell::RefCell;

/// The browser's localStorage as a [`Store`], shared by every tab of the origin. A
/// browser without it (or with it blocked) refuses every write and holds nothing.
pub struct LocalStore;

/// The browser's sessionStorage: this tab's own, kept across a reload, unseen by other
/// tabs. It notes the game this tab shows, for a reload (`writer::TAB_GAME`).
pub struct TabStore;

fn local() -> Result<web_sys::Storage, StoreError> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or(StoreError::Unavailable)
}

fn per_tab() -> Result<web_sys::Storage, StoreError> {
    web_sys::window()
        .and_then(|w| w.session_storage().ok().flatten())
        .ok_or(StoreError::Unavailable)
}

fn get_in(storage: web_sys::Storage, key: &str) -> Result<Option<String>, StoreError> {
    storage.get_item(key).map_err(|_| StoreError::Unavailable)
}

fn set_in(storage: web_sys::Storage, key: &str, value: &str) -> Result<(), StoreError> {
    storage.set_item(key, value).map_err(|e| {
        // Browsers name the error QuotaExceededError (NS_ERROR_DOM_QUOTA_REACHED).
        if format!("{e:?}").to_lowercase().contains("quota") {
            StoreError::Full
        } else {
            StoreError::Unavailable
        }
    })
}

fn remove_in(storage: web_sys::Storage, key: &str) -> Result<(), StoreError> {
    storage
        .remove_item(key)
        .map_err(|_| StoreError::Unavailable)
}

fn keys_in(storage: web_sys::Storage) -> Result<Vec<String>, StoreError> {
    let n = storage.length().map_err(|_| StoreError::Unavailable)?;
    Ok((0..n)
        .filter_map(|i| storage.key(i).ok().flatten())
        .collect())
}

impl Store for LocalStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        get_in(local()?, key)
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        set_in(local()?, key, value)
    }
    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        remove_in(local()?, key)
    }
    fn keys(&self) -> Result<Vec<String>, StoreError> {
        keys_in(local()?)
    }
}

impl Store for TabStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        get_in(per_tab()?, key)
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        set_in(per_tab()?, key, value)
    }
    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        remove_in(per_tab()?, key)
    }
    fn keys(&self) -> Result<Vec<String>, StoreError> {
        keys_in(per_tab()?)
    }
}

thread_local! {
    /// This page's tab: its id is drawn at load, so a reload (or a duplicated tab, which
    /// copies sessionStorage) is a tab of its own.
    static TAB: RefCell<Tab> = RefCell::new(Tab::new(&format!(
        "{}{:06x}",
        new_id(),
        random_bits()
    )));
}

/// What this tab's writer does, with the stores.
fn with_tab<T>(act: impl FnOnce(&mut Tab) -> T) -> T {
    TAB.with(|tab| act(&mut tab.borrow_mut()))
}

pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// Saves the session, if this tab still writes its game (else `Elsewhere`, and nothing is
/// written); marks it as the game in progress.
pub fn save(session: &Session) -> Result<Standing, Error> {
    with_tab(|tab| tab.save(&mut LocalStore, &mut TabStore, session, now_ms()))
}

/// Where this tab keeps the lesson under way (a lesson is no saved game: another tab,
/// another visit, starts its own).
const TAB_LESSON: &str = "condottiere/tab-lesson";

/// Keeps the lesson under way in this tab, with the explanations read: a reload finds it.
pub fn keep_in_tab(parts: &session::Parts, read: &[usize]) {
    let text = serde_json::to_string(&(parts, read)).unwrap_or_default();
    let _ = TabStore.set(TAB_LESSON, &text);
}

/// The lesson this tab kept, if it reads and replays (else none: a new one starts).
pub fn lesson_in_tab() -> Option<(Session, Vec<usize>)> {
    let text = TabStore.get(TAB_LESSON).ok()??;
    let (parts, read): (session::Parts, Vec<usize>) = serde_json::from_str(&text).ok()?;
    let session = Session::rebuild(parts).ok()?;
    (session.origin() == session::Origin::Lesson).then_some((session, read))
}

/// The lesson is over or left: this tab keeps it no more.
pub fn forget_lesson() {
    let _ = TabStore.remove(TAB_LESSON);
}

/// A game begun in this tab (nothing of it stored yet).
pub fn begin(id: &str) {
    with_tab(|tab| tab.begin(id));
}

/// The game this page opens as it loads (the one this tab showed before a reload, else
/// the game in progress), taken over from any other tab.
pub fn open_on_load() -> Option<Result<Session, Error>> {
    let id = writer::game_to_open(&TabStore, &LocalStore)?;
    Some(open(&id))
}

/// Opens a saved game here and takes it over from any other tab.
pub fn open(id: &str) -> Result<Session, Error> {
    with_tab(|tab| tab.open(&mut LocalStore, &mut TabStore, id))
}

/// Takes back the game this tab shows, which continues in another tab: its latest moves.
pub fn take_back() -> Result<Session, Error> {
    with_tab(|tab| tab.take_back(&mut LocalStore, &mut TabStore))
}

/// Brings back the game this tab shows (`shown`), deleted from the saved games: the save
/// waiting among the deleted ones, else this copy, and plays on here.
pub fn bring_back(shown: &Session) -> Result<Session, Error> {
    with_tab(|tab| tab.bring_back(&mut LocalStore, &mut TabStore, shown, now_ms()))
}

/// Another tab changed the storage's `key` (the `storage` event; `None`: all of it).
pub fn on_change(key: Option<&str>) -> Change {
    with_tab(|tab| tab.on_change(&LocalStore, key))
}

/// The player left the game for the menu: a reload shows the menu, and the game waits in
/// the saved-games list.
pub fn leave() {
    with_tab(|tab| tab.leave(&mut LocalStore, &mut TabStore));
}

/// Every save, newest first, and the entries that could not be read (deleted saves
/// kept past their week go for good first).
pub fn list() -> (Vec<SaveSummary>, Vec<BadSave>) {
    saves::purge_deleted(&mut LocalStore, now_ms());
    saves::list(&LocalStore, &catalog())
}

/// The newest saved game not finished, as the list shows it: the front door's Continue.
pub fn latest_unfinished() -> Option<SaveSummary> {
    saves::latest_unfinished(&LocalStore, &catalog())
}

/// What `day`'s page offers `today`: deal the deal, continue the day's game, or practice
/// (the screens' module asks; the page deals or resumes what it is told).
pub fn daily_offer(day: Day, today: Day) -> DailyOffer {
    saves::daily_offer(&LocalStore, day, today)
}

/// Deletes a save; it can be brought back for a while ([`undelete`]).
pub fn delete(id: &str) {
    saves::delete(&mut LocalStore, id, now_ms());
}

/// The deleted saves that can still be brought back, the latest deleted first.
pub fn deleted() -> Vec<DeletedSummary> {
    saves::deleted(&LocalStore, &catalog(), now_ms())
}

/// Brings back a deleted save.
pub fn undelete(id: &str) -> Result<(), Error> {
    saves::undelete(&mut LocalStore, id)
}

/// Removes an unreadable entry by its key (only when the player asks).
pub fn delete_key(key: &str) {
    saves::delete_key(&mut LocalStore, key);
}

/// A save as a file's text, for export.
pub fn export_text(id: &str) -> Result<String, Error> {
    saves::export_text(&LocalStore, id)
}

/// Imports a save file; a file whose id is already saved gets a new id.
pub fn import_text(text: &str) -> Result<SavedGame, Error> {
    saves::import_text(&mut LocalStore, text, now_ms(), &new_id())
}

/// A fresh id for a saved game.
pub fn new_id() -> String {
    saves::new_id(now_ms(), random_bits())
}

/// 24 random bits.
fn random_bits() -> u32 {
    (js_sys::Math::random() * 16_777_216.0) as u32
}
