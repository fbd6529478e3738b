//! `--name value` command-line options, with clear messages for what is missing or wrong
//! (kept as [`CliError`]s until printed).

use crate::error::CliError;
use engine::{Preset, Rules, Variant};
use i18n::Lang;
use std::collections::BTreeMap;
use std::str::FromStr;

pub struct Options {
    values: BTreeMap<String, String>,
}

impl Options {
    /// Parses `--name value` pairs, refusing names not in `known`.
    pub fn parse(args: &[String], known: &[&str]) -> Result<Options, CliError> {
        let mut values = BTreeMap::new();
        let mut iter = args.iter();
        while let Some(arg) = iter.next() {
            let name = arg
                .strip_prefix("--")
                .ok_or_else(|| CliError::Unexpected(arg.clone()))?;
            if !known.contains(&name) {
                return Err(CliError::UnknownOption {
                    name: name.into(),
                    known: known.iter().map(|k| k.to_string()).collect(),
                });
            }
            let value = iter.next().ok_or_else(|| CliError::NoValue(name.into()))?;
            values.insert(name.to_string(), value.clone());
        }
        Ok(Options { values })
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(String::as_str)
    }

    pub fn required(&self, name: &str) -> Result<&str, CliError> {
        self.get(name)
            .ok_or_else(|| CliError::Required(name.into()))
    }

    pub fn number<T: FromStr>(&self, name: &str, default: T) -> Result<T, CliError> {
        Ok(self.optional_number(name)?.unwrap_or(default))
    }

    pub fn optional_number<T: FromStr>(&self, name: &str) -> Result<Option<T>, CliError> {
        self.get(name).map(|v| number(name, v)).transpose()
    }

    /// `--rules <preset>` with `--variants a,b`.
    pub fn rules(&self) -> Result<Rules, CliError> {
        let preset = preset(self.required("rules")?)?;
        let mut rules = preset.rules();
        if let Some(list) = self.get("variants") {
            for name in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                let variant = variant(name)?;
                if !rules.variant_allowed(variant) {
                    return Err(CliError::VariantNotAllowed {
                        variant: name.into(),
                        preset,
                    });
                }
                rules = rules.with_variant(variant);
            }
        }
        Ok(rules)
    }
}

/// The number `value` given for the option `name` (`--name`, or `name` with its dashes).
pub fn number<T: FromStr>(name: &str, value: &str) -> Result<T, CliError> {
    value.parse().map_err(|_| CliError::NotANumber {
        name: name.trim_start_matches('-').into(),
        value: value.into(),
    })
}

/// The edition named `name` (its id, any case).
pub fn preset(name: &str) -> Result<Preset, CliError> {
    Preset::ALL
        .into_iter()
        .find(|p| p.id().eq_ignore_ascii_case(name.trim()))
        .ok_or_else(|| CliError::UnknownPreset(name.trim().into()))
}

/// The optional rule named `name` (its id, any case).
pub fn variant(name: &str) -> Result<Variant, CliError> {
    Variant::ALL
        .into_iter()
        .find(|v| v.id().eq_ignore_ascii_case(name.trim()))
        .ok_or_else(|| CliError::UnknownVariant(name.trim().into()))
}

/// The AI level named `name` (its id, any case).
pub fn level(name: &str) -> Result<ai::Level, CliError> {
    ai::Level::ALL
        .into_iter()
        .find(|l| l.id().eq_ignore_ascii_case(name.trim()))
        .ok_or_else(|| CliError::UnknownLevel(name.trim().into()))
}

/// The language `code` names (English when none is given).
pub fn lang(code: Option<&str>) -> Result<Lang, CliError> {
    match code {
        None => Ok(Lang::En),
        Some(code) => Lang::from_code(code).ok_or_else(|| CliError::UnknownLanguage(code.into())),
    }
}
