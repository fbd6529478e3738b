//! Where saves and the record are kept: a small key-value store of text. The app's is the
//! browser's localStorage; [`MemoryStore`] keeps everything in a map (the tests, tools).

use std::collections::BTreeMap;

/// Why the store could not do what it was asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// No room left (the browser's quota).
    Full,
    /// The store cannot be used (blocked, missing, or any other refusal).
    Unavailable,
}

/// A key-value store of text.
pub trait Store {
    /// The text under `key`, `None` if there is none.
    fn get(&self, key: &str) -> Result<Option<String>, StoreError>;
    /// Puts `value` under `key`, replacing what was there.
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;
    /// Removes `key` (nothing happens if it is not there).
    fn remove(&mut self, key: &str) -> Result<(), StoreError>;
    /// Every key, in no particular order.
    fn keys(&self) -> Result<Vec<String>, StoreError>;
}

/// Moves `text`, found unreadable under `key`, to a key of its own (`prefix` and `now`,
/// milliseconds since 1970) so that nothing is lost, and clears `key` for a fresh start.
/// Returns the new key; `None` if even that write failed, and `key` is then left as it
/// was.
pub fn set_aside(
    store: &mut impl Store,
    key: &str,
    text: &str,
    prefix: &str,
    now: f64,
) -> Option<String> {
    let aside = format!("{prefix}{}", now as u64);
    store.set(&aside, text).ok()?;
    let _ = store.remove(key);
    Some(aside)
}

/// A store in memory, with an optional limit on the total length of its texts (keys and
/// values, in bytes) to act out a full browser storage.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemoryStore {
    pub entries: BTreeMap<String, String>,
    /// The most bytes of keys and values the store takes; `None` for no limit.
    pub capacity: Option<usize>,
}

impl MemoryStore {
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    /// A store that refuses any write taking it past `bytes` of keys and values.
    pub fn with_capacity(bytes: usize) -> MemoryStore {
        MemoryStore {
            entries: BTreeMap::new(),
            capacity: Some(bytes),
        }
    }

    fn used_without(&self, key: &str) -> usize {
        self.entries
            .iter()
            .filter(|(k, _)| k.as_str() != key)
            .map(|(k, v)| k.len() + v.len())
            .sum()
    }
}

impl Store for MemoryStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self.entries.get(key).cloned())
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        if let Some(capacity) = self.capacity {
            if self.used_without(key) + key.len() + value.len() > capacity {
                return Err(StoreError::Full);
            }
        }
        self.entries.insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.entries.remove(key);
        Ok(())
    }

    fn keys(&self) -> Result<Vec<String>, StoreError> {
        Ok(self.entries.keys().cloned().collect())
    }
}
