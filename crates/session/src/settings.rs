//! The player's settings, kept in the store like every record ([`crate::kept`]): the last
//! table set up (the front door's Play starts it again), the language, the sounds and
//! whether the chronicle tells the AI's reasons. Each setting is the last one chosen, in
//! any tab: merging keeps the one chosen later.

use crate::kept::{larger, Kept, Versioned};
use crate::seats::SeatConfig;
use engine::{Preset, Variant};
use serde::{Deserialize, Serialize};

/// Where the settings live.
pub const KEY: &str = "condottiere/settings";

/// A setting and when it was chosen (milliseconds since 1970; 0 for never).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Stamped<T> {
    pub at: f64,
    pub value: T,
}

impl<T: Clone + Serialize> Stamped<T> {
    /// Sets the value chosen at `at`; false if it was already that value.
    pub fn choose(&mut self, value: T, at: f64) -> bool
    where
        T: PartialEq,
    {
        if self.value == value {
            return false;
        }
        self.value = value;
        self.at = at;
        true
    }

    /// The later choice of the two (the same one from either side when they tie).
    fn merge(&mut self, other: &Stamped<T>) {
        if other.at > self.at {
            *self = other.clone();
        } else if other.at == self.at {
            *self = larger(self, other);
        }
    }
}

/// A table as the setup screen chose it: the edition, its options, the seats and who
/// opens (the seed is new each game).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableChoice {
    pub preset: Preset,
    pub variants: Vec<Variant>,
    pub seats: Vec<SeatConfig>,
    pub first: Option<u8>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// The last table set up (none before the first).
    #[serde(default)]
    pub table: Stamped<Option<TableChoice>>,
    /// The language chosen, by its code (none: the browser's preference decides).
    #[serde(default)]
    pub language: Stamped<Option<String>>,
    /// Whether the table makes sounds (none: on).
    #[serde(default)]
    pub sound: Stamped<Option<bool>>,
    /// Whether the chronicle tells the AI's reasons (none: it does).
    #[serde(default)]
    pub show_reasons: Stamped<Option<bool>>,
}

impl Settings {
    /// Whether the table makes sounds.
    pub fn sound_on(&self) -> bool {
        self.sound.value.unwrap_or(true)
    }

    /// Whether the chronicle tells the AI's reasons.
    pub fn reasons_shown(&self) -> bool {
        self.show_reasons.value.unwrap_or(true)
    }
}

impl Versioned for Settings {
    /// 2: the language, the sounds and the reasons' switch joined the table (they were
    /// kept under keys of their own, which the app reads once into these).
    const VERSION: u32 = 2;

    fn migrate(
        value: serde_json::Value,
        from: u64,
    ) -> Result<serde_json::Value, crate::kept::ParseError> {
        match from {
            // Version 1 had the table only; the new settings start unset.
            1 => Ok(value),
            _ => Err(crate::kept::ParseError::NoVersion),
        }
    }
}

impl Kept for Settings {
    const KEY: &'static str = KEY;
    const NAME: &'static str = "settings";

    fn merge(&mut self, other: &Settings) {
        self.table.merge(&other.table);
        self.language.merge(&other.language);
        self.sound.merge(&other.sound);
        self.show_reasons.merge(&other.show_reasons);
    }
}
