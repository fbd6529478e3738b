//! One way to keep a text in the store, for everything the app keeps: a versioned JSON
//! text ([`Versioned`]), read by one parse ([`parse`]) that migrates older versions one
//! step at a time, and whose one error ([`ParseError`]) stays a kind until it is put into
//! words. Saved games, the deleted ones waiting to be brought back and the writer's claim
//! in a save are kept so (`crate::saves`); so is every record (the record of results, the
//! daily record, the puzzle record, the settings: [`Kept`]), each under its own key, set
//! aside (never lost) when it cannot be read, left alone when a newer app wrote it, and
//! written by read-merge-write.
//!
//! A record is kept as facts (results by game, days, tries), never as running totals:
//! figures and streaks are derived from the facts when shown. Two copies of a record,
//! one per tab, are joined by [`Kept::merge`], which is commutative, associative and
//! idempotent, so tabs writing in any order keep everything both wrote. A tab's copy
//! ([`Held`]) writes by reading what is stored, merging its own facts into it, adding the
//! new fact and writing the whole back, in one piece with nothing awaited between
//! (localStorage lets one tab at a time at the store).

use crate::store::{set_aside, Store, StoreError};
use i18n::Catalog;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

/// A text kept in the store in a versioned format: every record (below, [`Kept`]), a saved
/// game (`crate::saves`, with the writer's claim in it) and a deleted save waiting to be
/// brought back. Each is read by [`parse`], one way for all: its `version` checked, older
/// versions migrated one step at a time, the fields read, and the whole checked to hold
/// together; what cannot be read is a [`ParseError`], the one error for a stored text.
pub trait Versioned: Serialize + DeserializeOwned {
    /// The stored format's version. A change to the fields must bump it and add a step to
    /// [`Versioned::migrate`], so that a stored text is upgraded, never lost.
    const VERSION: u32;

    /// One step of migration: version `from`'s JSON (without its `version`) as version
    /// `from + 1`'s. Version 0 is a text with no version at all, for a text first kept
    /// before it had one.
    fn migrate(value: Value, from: u64) -> Result<Value, ParseError> {
        let _ = (value, from);
        Err(ParseError::NoVersion)
    }

    /// What was read from version `written` (its JSON migrated), made this version's
    /// where the change is one of meaning rather than of fields, done on the value read
    /// (as a save's record played by older rules, marked as such). Nothing by default.
    fn upgrade(&mut self, written: u64) {
        let _ = written;
    }

    /// Whether what was read holds together beyond its types (ordered, in range).
    fn holds_together(&self) -> bool {
        true
    }
}

/// A record kept in the store under its own key, merged across tabs.
pub trait Kept: Versioned + Default + Clone + PartialEq {
    /// Where it lives; an unreadable one is moved under `KEY-damaged/<time>`.
    const KEY: &'static str;
    /// The first word of the record's messages (`<NAME>-error-…`, see [`Problem::text`]).
    const NAME: &'static str;

    /// Joins `other`'s facts into these.
    fn merge(&mut self, other: &Self);
}

/// Why a stored text (a record, a saved game, a deleted save) could not be read: the one
/// error for all of them, kept as a kind until it is put into words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseError {
    NotJson,
    /// No version, or not a number: not a text of this app's.
    NoVersion,
    /// Written by a newer version of the app: left alone, not overwritten.
    Newer(u64),
    /// Valid JSON with a version, but not such a text (or one that contradicts itself).
    Damaged,
}

impl ParseError {
    /// Why, in words (a clause: the messages that tell of a record or a saved game that
    /// could not be read put it in their own sentence).
    pub fn text(self, words: &Catalog) -> String {
        match self {
            ParseError::NotJson => words.format("kept-error-not-json", &[]),
            ParseError::NoVersion => words.format("kept-error-no-version", &[]),
            ParseError::Newer(version) => {
                words.format("kept-error-newer", &[("version", version.into())])
            }
            ParseError::Damaged => words.format("kept-error-damaged", &[]),
        }
    }
}

/// Of two copies of the same fact that differ, the one every merge keeps: the one with
/// the larger JSON text, so the choice does not depend on which copy merges into which.
pub fn larger<T: Serialize + Clone>(a: &T, b: &T) -> T {
    let text = |x: &T| serde_json::to_string(x).unwrap_or_default();
    if text(b) > text(a) {
        b.clone()
    } else {
        a.clone()
    }
}

/// Joins `other`'s facts kept by key into `mine`: a fact only one copy has is kept, and of
/// two that differ, the [`larger`].
pub fn join_by_key<K: Ord + Clone, V: Serialize + Clone>(
    mine: &mut std::collections::BTreeMap<K, V>,
    other: &std::collections::BTreeMap<K, V>,
) {
    for (key, theirs) in other {
        let kept = match mine.get(key) {
            Some(own) => larger(own, theirs),
            None => theirs.clone(),
        };
        mine.insert(key.clone(), kept);
    }
}

/// The stored text: its `version`, then its fields. (Written into the text as it is made,
/// not through a JSON tree: that second way of writing each record would cost the page's
/// download.)
pub fn to_text<T: Versioned>(record: &T) -> String {
    let fields = serde_json::to_string(record).expect("a record serialises");
    let rest = fields.strip_prefix('{').unwrap_or("}");
    let separator = if rest == "}" { "" } else { "," };
    format!("{{\"version\":{}{separator}{rest}", T::VERSION)
}

/// A value read from JSON already parsed (a record after its migrations). Through its
/// text, not `serde_json::from_value`: the browser's page reads every record and save
/// from text anyway, and a second reader of each type (serde's for a `Value`) would cost
/// its first download several kilobytes.
pub fn from_json<T: DeserializeOwned>(value: Value) -> Result<T, serde_json::Error> {
    serde_json::from_str(&value.to_string())
}

/// Reads a stored text, migrating older versions and checking that it holds together.
/// Version 0 is a text without a version (a version written as 0 is no version any app
/// wrote: damaged).
pub fn parse<T: Versioned>(text: &str) -> Result<T, ParseError> {
    let (value, from) = migrated(text, T::VERSION, T::migrate)?;
    let mut record: T = from_json(value).map_err(|_| ParseError::Damaged)?;
    record.upgrade(from);
    if !record.holds_together() {
        return Err(ParseError::Damaged);
    }
    Ok(record)
}

/// The JSON of a stored text of format `version`, older versions migrated to it, and
/// the version it was written in. (Apart from [`parse`], which each kind of text has its
/// own copy of: this is the same for all of them, and the page's download carries it
/// once.)
fn migrated(
    text: &str,
    version: u32,
    migrate: fn(Value, u64) -> Result<Value, ParseError>,
) -> Result<(Value, u64), ParseError> {
    let mut value: Value = serde_json::from_str(text).map_err(|_| ParseError::NotJson)?;
    let Value::Object(fields) = &mut value else {
        return Err(ParseError::Damaged);
    };
    let written = match fields.remove("version") {
        None => 0,
        Some(v) => match v.as_u64() {
            Some(0) => return Err(ParseError::Damaged),
            Some(written) => written,
            None => return Err(ParseError::NoVersion),
        },
    };
    if written > u64::from(version) {
        return Err(ParseError::Newer(written));
    }
    for from in written..u64::from(version) {
        value = migrate(value, from)?;
    }
    Ok((value, written))
}

/// The key under which an unreadable record of this kind is set aside, with the time.
pub fn damaged_prefix<T: Kept>() -> String {
    format!("{}-damaged/", T::KEY)
}

/// What is wrong with a tab's copy of a record, kept as a kind (not as text) so that it
/// is put into words in whatever language is on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Unreadable: a fresh record started; the old text went to `aside` (`None`: even that
    /// failed, and the text stays where it was, not written over).
    Unreadable {
        reason: ParseError,
        aside: Option<String>,
    },
    /// Written by a newer version of the app: left alone, nothing recorded over it.
    Newer(u64),
    /// The last write failed.
    Save(StoreError),
}

impl Problem {
    /// The problem in words, for the record called `T::NAME`.
    pub fn text(&self, words: &Catalog, name: &str) -> String {
        let id = |suffix: &str| format!("{name}-error-{suffix}");
        match self {
            Problem::Unreadable { reason, aside } => {
                let reason = reason.text(words);
                match aside {
                    Some(key) => words.format(
                        &id("unreadable"),
                        &[("reason", reason.into()), ("key", key.as_str().into())],
                    ),
                    None => words.format(&id("unreadable-kept"), &[("reason", reason.into())]),
                }
            }
            Problem::Newer(version) => {
                words.format(&id("newer"), &[("version", (*version).into())])
            }
            Problem::Save(error) => {
                let reason = words.format(
                    match error {
                        StoreError::Full => "save-error-full",
                        StoreError::Unavailable => "save-error-write",
                    },
                    &[],
                );
                words.format(&id("save"), &[("reason", reason.into())])
            }
        }
    }
}

/// One tab's copy of a record: what it last read or wrote, and what went wrong.
#[derive(Clone, Debug, PartialEq)]
pub struct Held<T> {
    pub value: T,
    pub problem: Option<Problem>,
}

impl<T: Kept> Held<T> {
    /// Reads the record from `store`: an unreadable one is set aside under
    /// [`damaged_prefix`] and `now` (milliseconds since 1970), and a fresh one starts.
    pub fn open(store: &mut impl Store, now: f64) -> Held<T> {
        let text = match store.get(T::KEY) {
            Ok(Some(text)) => text,
            _ => {
                return Held {
                    value: T::default(),
                    problem: None,
                }
            }
        };
        match parse::<T>(&text) {
            Ok(value) => Held {
                value,
                problem: None,
            },
            Err(ParseError::Newer(version)) => Held {
                value: T::default(),
                problem: Some(Problem::Newer(version)),
            },
            Err(reason) => {
                let aside = set_aside(store, T::KEY, &text, &damaged_prefix::<T>(), now);
                Held {
                    value: T::default(),
                    problem: Some(Problem::Unreadable { reason, aside }),
                }
            }
        }
    }

    /// Whether this tab may write the record: not over a newer app's, nor over an
    /// unreadable text that could not be set aside.
    pub fn writable(&self) -> bool {
        !matches!(
            self.problem,
            Some(Problem::Newer(_)) | Some(Problem::Unreadable { aside: None, .. })
        )
    }

    /// Another tab wrote the record: what it stored joins this copy (nothing this tab
    /// holds is dropped, even a fact whose write failed here).
    pub fn refresh(&mut self, store: &mut impl Store, now: f64) {
        let stored = Held::<T>::open(store, now);
        let mine = std::mem::replace(&mut self.value, stored.value);
        self.value.merge(&mine);
        if stored.problem.is_some() || !matches!(self.problem, Some(Problem::Save(_))) {
            self.problem = stored.problem;
        }
    }

    /// Changes the record with `change` by read-merge-write: the stored record and this
    /// copy joined, changed, written back whole. This copy changes even when the write
    /// fails (the problem says so, and the next write carries it). Nothing is written
    /// when this tab may not write, or when nothing changed.
    pub fn update(&mut self, store: &mut impl Store, now: f64, change: impl FnOnce(&mut T)) {
        if !self.writable() {
            change(&mut self.value);
            return;
        }
        let stored = Held::<T>::open(store, now);
        if let Some(problem @ (Problem::Newer(_) | Problem::Unreadable { aside: None, .. })) =
            stored.problem
        {
            // Another tab's newer app, or a damaged text stuck in place: not written over.
            change(&mut self.value);
            self.problem = Some(problem);
            return;
        }
        let mut next = stored.value;
        next.merge(&self.value);
        change(&mut next);
        let stored_text = store.get(T::KEY).ok().flatten();
        let text = to_text(&next);
        let result = if stored_text.as_deref() == Some(text.as_str()) {
            Ok(())
        } else {
            store.set(T::KEY, &text)
        };
        self.value = next;
        self.problem = match (result, stored.problem) {
            (Err(e), _) => Some(Problem::Save(e)),
            (Ok(()), reported) => reported,
        };
    }
}

/// The keys of the unreadable records of this kind kept aside, oldest first.
pub fn damaged_keys<T: Kept>(store: &impl Store) -> Vec<String> {
    let prefix = damaged_prefix::<T>();
    let mut keys: Vec<String> = store
        .keys()
        .unwrap_or_default()
        .into_iter()
        .filter(|k| k.starts_with(&prefix))
        .collect();
    keys.sort();
    keys
}

/// Deletes the unreadable records of this kind kept aside (only when the player asks).
pub fn delete_damaged<T: Kept>(store: &mut impl Store) {
    for key in damaged_keys::<T>(store) {
        let _ = store.remove(&key);
    }
}
