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
    /// The servers that help friends' devices find each other (STUN, TURN), by their
    /// addresses (none: [`DEFAULT_ICE_SERVERS`]; an empty list: none, the same network
    /// only).
    #[serde(default)]
    pub ice_servers: Stamped<Option<Vec<String>>>,
}

/// The servers friends' devices use to find each other unless the player chose others: a
/// public STUN server (it tells a device its address as the internet sees it; no game
/// passes through it).
pub const DEFAULT_ICE_SERVERS: [&str; 1] = ["stun:stun.l.google.com:19302"];

/// Why a line of the servers friends' devices use cannot be one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IceServerProblem {
    /// Not a `stun:`, `stuns:`, `turn:` or `turns:` address with a host.
    Address,
    /// A TURN server without its user name and password.
    TurnCredentials,
    /// More than an address, a user name and a password.
    TooManyWords,
}

impl IceServerProblem {
    /// The player's message for the problem.
    pub fn message_id(self) -> &'static str {
        match self {
            IceServerProblem::Address => "friends-ice-bad-address",
            IceServerProblem::TurnCredentials => "friends-ice-turn-credentials",
            IceServerProblem::TooManyWords => "friends-ice-too-many",
        }
    }
}

/// Reads the servers as the player wrote them, one a line: an address, then for a TURN
/// server its user name and password (blank lines are skipped). The first line that
/// cannot be a server is refused with its number (from 1).
pub fn read_ice_servers(text: &str) -> Result<Vec<String>, (usize, IceServerProblem)> {
    let mut servers = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(address) = words.first() else {
            continue;
        };
        let problem = |p| Err((i + 1, p));
        let lower = address.to_ascii_lowercase();
        let turn = lower.starts_with("turn:") || lower.starts_with("turns:");
        let host = lower
            .split_once(':')
            .map(|(_, rest)| rest.trim_start_matches('/'))
            .unwrap_or_default();
        if !(turn || lower.starts_with("stun:") || lower.starts_with("stuns:"))
            || host.is_empty()
            || host.starts_with(':')
        {
            return problem(IceServerProblem::Address);
        }
        match (turn, words.len()) {
            (_, n) if n > 3 => return problem(IceServerProblem::TooManyWords),
            (true, n) if n < 3 => return problem(IceServerProblem::TurnCredentials),
            (false, n) if n > 1 => return problem(IceServerProblem::TooManyWords),
            _ => {}
        }
        servers.push(words.join(" "));
    }
    Ok(servers)
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

    /// The servers friends' devices use to find each other.
    pub fn ice_servers(&self) -> Vec<String> {
        self.ice_servers
            .value
            .clone()
            .unwrap_or_else(|| DEFAULT_ICE_SERVERS.iter().map(|s| s.to_string()).collect())
    }
}

impl Versioned for Settings {
    /// 2: the language, the sounds, the reasons' switch (they were kept under keys of
    /// their own, which the app reads once into these) and the servers friends' devices
    /// use joined the table.
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
        self.ice_servers.merge(&other.ice_servers);
    }
}
