//! How a game is set up, and the check of a setup from outside (a save's record, a link,
//! the command line): it is dealt only if it is one the editions allow, the rules exactly
//! an edition's with optional rules it takes, the players within its range, the first
//! Condottiere at the table.

use crate::rules::{Preset, Rules, Variant, MAX_PLAYERS};
use serde::{Deserialize, Serialize};
use std::fmt;

/// How a game is set up: everything a deal depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub rules: Rules,
    pub players: u8,
    pub seed: u64,
    /// The first Condottiere; `None` draws one from the seed (the duel always draws).
    #[serde(default)]
    pub first: Option<u8>,
}

/// Why a setup cannot be dealt. [`SetupError::message_id`] names the player's message
/// for each (the app fills in the edition's and the optional rule's names); `Display` is
/// the command line's English.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// An optional rule the edition does not take (the duel has no map; classic-1995 has
    /// Capture built in).
    Variant { preset: Preset, variant: Variant },
    /// A campaign to 0 points.
    CampaignTarget,
    /// Rules that are not the edition's with its optional rules: a field changed by hand
    /// (an opening hand of 200, a victory threshold of 0, room for 7 players).
    Rules { preset: Preset },
    /// More or fewer players than the edition seats.
    Players {
        preset: Preset,
        min: u8,
        max: u8,
        players: u8,
    },
    /// The first Condottiere is not one of the players.
    First { first: u8, players: u8 },
}

impl SetupError {
    /// The id of the message that tells the player what is wrong.
    pub fn message_id(&self) -> &'static str {
        match self {
            SetupError::Variant { .. } => "setup-error-variant",
            SetupError::CampaignTarget => "setup-error-campaign",
            SetupError::Rules { .. } => "setup-error-rules",
            SetupError::Players { .. } => "setup-error-players",
            SetupError::First { .. } => "setup-error-first",
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SetupError::Variant { preset, variant } => {
                write!(f, "the {} variant does not go with {preset}", variant.id())
            }
            SetupError::CampaignTarget => f.write_str("a campaign needs a target above 0 points"),
            SetupError::Rules { preset } => write!(
                f,
                "the rules are not those of {preset} and its optional rules (a rule was changed by hand)"
            ),
            SetupError::Players {
                preset,
                min,
                max,
                players,
            } => write!(f, "{preset} is played by {min} to {max} players, not {players}"),
            SetupError::First { first, players } => write!(
                f,
                "seat {first} cannot start: seats are numbered 0 to {}",
                players.saturating_sub(1)
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// The command line's tools and the engine's own helpers report errors as text.
impl From<SetupError> for String {
    fn from(error: SetupError) -> String {
        error.to_string()
    }
}

impl Rules {
    /// The rules the edition and these rules' optional rules produce: the only rules a
    /// game from outside may have. The campaign's target and the v1 mark
    /// ([`Rules::for_v1_records`]) are taken from these rules; every other field comes
    /// from the edition.
    pub fn edition_rules(&self) -> Rules {
        let mut rules = Variant::ALL
            .into_iter()
            .filter(|&v| self.has_variant(v))
            .fold(Rules::preset(self.preset), Rules::with_variant);
        rules.variants.campaign_target = self.variants.campaign_target;
        if self.legacy_v1 {
            rules = rules.for_v1_records();
        }
        rules
    }

    /// Checks rules from outside for `players`: a mix of optional rules the edition
    /// takes, exactly the rules they produce ([`Rules::edition_rules`]), and a player
    /// count the edition seats.
    pub fn check(&self, players: u8) -> Result<(), SetupError> {
        self.check_mix(players)?;
        if *self != self.edition_rules() {
            return Err(SetupError::Rules {
                preset: self.preset,
            });
        }
        Ok(())
    }

    /// What any rules need, an edition's or a custom mix: optional rules the edition
    /// takes, a campaign target above 0, and 2 to [`MAX_PLAYERS`] players within the
    /// rules' own range.
    fn check_mix(&self, players: u8) -> Result<(), SetupError> {
        if let Some(variant) = Variant::ALL
            .into_iter()
            .find(|&v| self.has_variant(v) && !self.variant_allowed(v))
        {
            return Err(SetupError::Variant {
                preset: self.preset,
                variant,
            });
        }
        if self.variants.campaign_target == Some(0) {
            return Err(SetupError::CampaignTarget);
        }
        let min = self.min_players.max(2);
        let max = self.max_players.min(MAX_PLAYERS as u8);
        if players < min || players > max {
            return Err(SetupError::Players {
                preset: self.preset,
                min,
                max,
                players,
            });
        }
        Ok(())
    }
}

impl Setup {
    /// Checks a setup from outside: [`Rules::check`], and a first Condottiere at the
    /// table. [`crate::Game::new`] deals only a setup that passes.
    pub fn check(&self) -> Result<(), SetupError> {
        self.rules.check(self.players)?;
        self.check_first()
    }

    /// [`Setup::check`] for rules no edition has (see [`crate::Game::new_custom`]).
    pub(crate) fn check_custom(&self) -> Result<(), SetupError> {
        self.rules.check_mix(self.players)?;
        self.check_first()
    }

    fn check_first(&self) -> Result<(), SetupError> {
        match self.first {
            Some(first) if first >= self.players => Err(SetupError::First {
                first,
                players: self.players,
            }),
            _ => Ok(()),
        }
    }
}
