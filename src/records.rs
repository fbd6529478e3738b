//! The records this tab keeps in localStorage (the record of results, the daily record,
//! the puzzle record), each held the one way `session::kept` keeps a record: read at
//! start (a damaged one set aside and reported), read again when another tab writes it,
//! changed by read-merge-write. This file is the browser's side only: a signal around
//! the pure [`Held`] copy, the store and the clock.

use crate::i18n::catalog;
use crate::persist::{now_ms, LocalStore};
use leptos::prelude::*;
use session::kept::{self, Held, Kept};

/// One record as this tab holds it.
pub struct Record<T: Kept + Send + Sync + 'static>(pub RwSignal<Held<T>>);

impl<T: Kept + Send + Sync + 'static> Clone for Record<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Kept + Send + Sync + 'static> Copy for Record<T> {}

impl<T: Kept + Send + Sync + 'static> Record<T> {
    /// Reads the record from storage (an unreadable one is set aside and reported).
    pub fn open() -> Record<T> {
        Record(RwSignal::new(Held::open(&mut LocalStore, now_ms())))
    }

    /// Another tab wrote to the storage (`key`; `None`: all of it): the record joins what
    /// it wrote, so this tab shows it and never writes over it.
    pub fn on_storage(&self, key: Option<&str>) {
        if key.is_none_or(|k| k == T::KEY) {
            self.0
                .update(|held| held.refresh(&mut LocalStore, now_ms()));
        }
    }

    /// Changes the record by read-merge-write; only when `change` says it changed
    /// something (true) is the signal told.
    pub fn update(&self, change: impl FnOnce(&mut T) -> bool) {
        let mut changed = false;
        self.0.update_untracked(|held| {
            let mut outcome = false;
            let before = held.problem.clone();
            held.update(&mut LocalStore, now_ms(), |value| outcome = change(value));
            changed = outcome || held.problem != before;
        });
        if changed {
            self.0.update(|_| {});
        }
    }

    /// Reads the record (tracked).
    pub fn with<R>(&self, read: impl FnOnce(&T) -> R) -> R {
        self.0.with(|held| read(&held.value))
    }

    /// Reads the record (untracked).
    pub fn with_untracked<R>(&self, read: impl FnOnce(&T) -> R) -> R {
        self.0.with_untracked(|held| read(&held.value))
    }

    /// What is wrong with the stored record, in words (tracked).
    pub fn problem(&self) -> Option<String> {
        self.0
            .with(|held| held.problem.as_ref().map(|p| p.text(&catalog(), T::NAME)))
    }

    /// The unreadable records of this kind kept aside.
    pub fn damaged_keys(&self) -> Vec<String> {
        self.0.track();
        kept::damaged_keys::<T>(&LocalStore)
    }

    /// Deletes the unreadable records kept aside (only when the player asks).
    pub fn delete_damaged(&self) {
        kept::delete_damaged::<T>(&mut LocalStore);
        self.0.update(|_| {});
    }
}
