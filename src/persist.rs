//! Saves in the browser: the `session` crate's saved games (`session::saves`) kept in
//! localStorage, every game under its own key, rewritten after every action. This file is
//! the browser's side only: the store, the clock, the random ids, and the words of the
//! language on screen.

use crate::i18n::catalog;
use session::saves::{self, BadSave, SaveSummary, SavedGame};
use session::store::{Store, StoreError};
use session::Session;

/// The browser's localStorage as a [`Store`]. A browser without it (or with it blocked)
/// refuses every write and holds nothing.
pub struct LocalStore;

fn storage() -> Result<web_sys::Storage, StoreError> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or(StoreError::Unavailable)
}

impl Store for LocalStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        storage()?
            .get_item(key)
            .map_err(|_| StoreError::Unavailable)
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        storage()?.set_item(key, value).map_err(|e| {
            // Browsers name the error QuotaExceededError (NS_ERROR_DOM_QUOTA_REACHED).
            if format!("{e:?}").to_lowercase().contains("quota") {
                StoreError::Full
            } else {
                StoreError::Unavailable
            }
        })
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        storage()?
            .remove_item(key)
            .map_err(|_| StoreError::Unavailable)
    }

    fn keys(&self) -> Result<Vec<String>, StoreError> {
        let storage = storage()?;
        let n = storage.length().map_err(|_| StoreError::Unavailable)?;
        Ok((0..n)
            .filter_map(|i| storage.key(i).ok().flatten())
            .collect())
    }
}

pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// Writes the session's save and marks it as the game in progress; the error in words.
pub fn save(session: &Session) -> Result<(), String> {
    saves::save(&mut LocalStore, session, now_ms()).map_err(|e| e.text(&catalog()))
}

/// The player left the game for the menu: a reload shows the menu, and the game waits in
/// the saved-games list.
pub fn clear_current() {
    saves::clear_current(&mut LocalStore);
}

/// The id of the game in progress, if one was saved.
pub fn current() -> Option<String> {
    saves::current(&LocalStore)
}

/// Loads one save; the error in words.
pub fn load(id: &str) -> Result<SavedGame, String> {
    saves::load(&LocalStore, id).map_err(|e| e.text(&catalog()))
}

/// Loads one save and replays it; the error in words.
pub fn restore(id: &str) -> Result<Session, String> {
    saves::load(&LocalStore, id)
        .and_then(|save| save.restore())
        .map_err(|e| e.text(&catalog()))
}

/// Every save, newest first, and the entries that could not be read.
pub fn list() -> (Vec<SaveSummary>, Vec<BadSave>) {
    saves::list(&LocalStore, &catalog())
}

pub fn delete(id: &str) {
    saves::delete(&mut LocalStore, id);
}

/// Removes an unreadable entry by its key (only when the player asks).
pub fn delete_key(key: &str) {
    saves::delete_key(&mut LocalStore, key);
}

/// A save as a file's text, for export.
pub fn export_text(id: &str) -> Result<String, String> {
    saves::export_text(&LocalStore, id).map_err(|e| e.text(&catalog()))
}

/// Imports a save file; a file whose id is already saved gets a new id.
pub fn import_text(text: &str) -> Result<SavedGame, String> {
    saves::import_text(&mut LocalStore, text, now_ms(), &new_id()).map_err(|e| e.text(&catalog()))
}

/// A fresh id for a saved game.
pub fn new_id() -> String {
    saves::new_id(now_ms(), (js_sys::Math::random() * 16_777_216.0) as u32)
}
