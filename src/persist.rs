//! Saves in localStorage: every game under its own key, rewritten after every action,
//! so a reload, a closed tab or a dead battery loses nothing. A corrupt or foreign entry
//! is reported and left alone; it never stops the other saves from loading.

use crate::i18n::{t, tf};
use crate::session::{Origin, SeatConfig, Session};
use engine::Record;
use gloo_storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};

/// The save format's version. A change to [`SavedGame`] must bump it and migrate older
/// saves in [`parse_save`]; `tests/fixtures/save-v1.json` keeps a save of version 1.
/// Version 2 added `origin` and `taken_back` (a version 1 save reads them as a fresh game
/// with nothing taken back). Version 3: Draw after battle asks each player how many cards
/// to draw (`draw N`), and Hidden cards keep the face-down card out of the Scarecrow's and
/// the Bishop's reach; older saves replay by the rules they were played under
/// (`Record::v1`).
pub const SAVE_VERSION: u32 = 3;
const PREFIX: &str = "condottiere/save/";
const CURRENT: &str = "condottiere/current";

/// One saved game: the seats and the record, from which everything else is replayed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub version: u32,
    pub id: String,
    /// Milliseconds since 1970, for the list.
    pub created: f64,
    pub updated: f64,
    pub seats: Vec<SeatConfig>,
    pub record: Record,
    #[serde(default)]
    pub origin: Origin,
    #[serde(default)]
    pub taken_back: u32,
    /// The AI's reasons for its moves, by move number (none in saves before they were kept).
    #[serde(default)]
    pub reasons: Vec<(u32, crate::reasons::AiReason)>,
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

/// A save that could not be read: its key and why.
#[derive(Clone, Debug, PartialEq)]
pub struct BadSave {
    pub key: String,
    pub reason: String,
}

pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

impl SavedGame {
    pub fn of(session: &Session) -> SavedGame {
        SavedGame {
            version: SAVE_VERSION,
            id: session.id.clone(),
            created: session.created,
            updated: now_ms(),
            seats: session.seats.clone(),
            record: session.record.clone(),
            origin: session.origin,
            taken_back: session.taken_back,
            reasons: session.reasons.clone(),
        }
    }

    /// Rebuilds the session by replaying the record (which also validates it).
    pub fn restore(&self) -> Result<Session, String> {
        let mut session = Session::new(self.record.setup, self.seats.clone())?;
        session.id = self.id.clone();
        session.created = self.created;
        session.origin = self.origin;
        session.taken_back = self.taken_back;
        session
            .replay(&self.record.actions, &self.reasons)
            .map_err(|i| tf("save-error-replay", &[("number", (i + 1).into())]))?;
        Ok(session)
    }
}

/// Reads a save from its JSON text, migrating older versions.
pub fn parse_save(text: &str) -> Result<SavedGame, String> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|_| t("save-error-not-json"))?;
    let version = value
        .get("version")
        .and_then(|v| v.as_u64())
        .ok_or_else(|| t("save-error-no-version"))?;
    if version > SAVE_VERSION as u64 {
        return Err(tf("save-error-newer", &[("version", version.into())]));
    }
    let mut save: SavedGame = serde_json::from_value(value).map_err(|_| t("save-error-damaged"))?;
    if version < 3 {
        save.record = save.record.v1();
    }
    save.restore().map(|_| save)
}

fn storage_error(e: gloo_storage::errors::StorageError) -> String {
    if e.to_string().to_lowercase().contains("quota") {
        t("save-error-full")
    } else {
        t("save-error-write")
    }
}

/// Writes the session's save and marks it as the game in progress.
pub fn save(session: &Session) -> Result<(), String> {
    // A lesson is not a game in progress to come back to: a reload returns to the setup.
    if session.origin == Origin::Lesson {
        return Ok(());
    }
    let text = serde_json::to_string(&SavedGame::of(session)).map_err(|e| e.to_string())?;
    LocalStorage::raw()
        .set_item(&format!("{PREFIX}{}", session.id), &text)
        .map_err(|e| {
            if format!("{e:?}").to_lowercase().contains("quota") {
                t("save-error-full")
            } else {
                t("save-error-write")
            }
        })?;
    if session.game.is_over() {
        forget_current(&session.id);
    } else {
        LocalStorage::set(CURRENT, &session.id).map_err(storage_error)?;
    }
    Ok(())
}

fn forget_current(id: &str) {
    if LocalStorage::get::<String>(CURRENT).ok().as_deref() == Some(id) {
        LocalStorage::delete(CURRENT);
    }
}

/// The player left the game for the menu: a reload shows the menu, and the game waits in
/// the saved-games list.
pub fn clear_current() {
    LocalStorage::delete(CURRENT);
}

/// The id of the game in progress, if one was saved.
pub fn current() -> Option<String> {
    LocalStorage::get::<String>(CURRENT).ok()
}

fn keys() -> Vec<String> {
    let raw = LocalStorage::raw();
    let n = raw.length().unwrap_or(0);
    (0..n)
        .filter_map(|i| raw.key(i).ok().flatten())
        .filter(|k| k.starts_with(PREFIX))
        .collect()
}

/// Loads one save.
pub fn load(id: &str) -> Result<SavedGame, String> {
    let text = LocalStorage::raw()
        .get_item(&format!("{PREFIX}{id}"))
        .ok()
        .flatten()
        .ok_or_else(|| t("save-error-gone"))?;
    parse_save(&text)
}

/// Every save, newest first, and the entries that could not be read.
pub fn list() -> (Vec<SaveSummary>, Vec<BadSave>) {
    let mut good = Vec::new();
    let mut bad = Vec::new();
    for key in keys() {
        let text = LocalStorage::raw()
            .get_item(&key)
            .ok()
            .flatten()
            .unwrap_or_default();
        match parse_save(&text) {
            Ok(save) => good.push(summary(&save)),
            Err(reason) => bad.push(BadSave { key, reason }),
        }
    }
    good.sort_by(|a, b| b.updated.total_cmp(&a.updated));
    (good, bad)
}

fn summary(save: &SavedGame) -> SaveSummary {
    let (game, _) = save
        .record
        .replay()
        .unwrap_or_else(|_| (engine::Game::new(save.record.setup).expect("valid"), vec![]));
    let table = game.table();
    let regions: Vec<String> = save
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            tf(
                "saves-region-count",
                &[
                    ("name", s.name.as_str().into()),
                    ("count", table.region_count(i as u8).into()),
                ],
            )
        })
        .collect();
    SaveSummary {
        id: save.id.clone(),
        preset: crate::i18n::preset_text(save.record.setup.rules.preset).0,
        seats: save
            .seats
            .iter()
            .map(|s| s.name.clone())
            .collect::<Vec<_>>()
            .join(", "),
        updated: save.updated,
        battles: table.battles_fought,
        regions: crate::i18n::join(regions),
        over: game.is_over(),
        humans: save
            .seats
            .iter()
            .filter(|s| s.kind == crate::session::SeatKind::Human)
            .count(),
    }
}

pub fn delete(id: &str) {
    LocalStorage::delete(format!("{PREFIX}{id}"));
    forget_current(id);
}

/// Removes an unreadable entry by its key (only when the player asks).
pub fn delete_key(key: &str) {
    if key.starts_with(PREFIX) {
        LocalStorage::delete(key);
    }
}

/// A save as a file's text, for export.
pub fn export_text(id: &str) -> Result<String, String> {
    let save = load(id)?;
    serde_json::to_string_pretty(&save).map_err(|e| e.to_string())
}

/// Imports a save file; a file whose id is already saved gets a new id, so nothing is
/// overwritten.
pub fn import_text(text: &str) -> Result<SavedGame, String> {
    let mut save = parse_save(text)?;
    if keys().iter().any(|k| k == &format!("{PREFIX}{}", save.id)) {
        save.id = new_id();
    }
    save.origin = Origin::Import;
    let session = save.restore()?;
    let text = serde_json::to_string(&SavedGame::of(&session)).map_err(|e| e.to_string())?;
    LocalStorage::raw()
        .set_item(&format!("{PREFIX}{}", save.id), &text)
        .map_err(|_| t("save-error-full"))?;
    Ok(save)
}

/// A fresh id for a saved game.
pub fn new_id() -> String {
    format!(
        "{:x}{:06x}",
        now_ms() as u64,
        (js_sys::Math::random() * 16_777_216.0) as u32
    )
}
