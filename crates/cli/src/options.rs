//! `--name value` command-line options, with clear messages for what is missing or wrong.

use engine::{Preset, Rules, Variant};
use std::collections::BTreeMap;
use std::str::FromStr;

pub struct Options {
    values: BTreeMap<String, String>,
}

impl Options {
    /// Parses `--name value` pairs, refusing names not in `known`.
    pub fn parse(args: &[String], known: &[&str]) -> Result<Options, String> {
        let mut values = BTreeMap::new();
        let mut iter = args.iter();
        while let Some(arg) = iter.next() {
            let name = arg.strip_prefix("--").ok_or_else(|| {
                format!("unexpected argument '{arg}' (options look like --name value)")
            })?;
            if !known.contains(&name) {
                return Err(format!(
                    "unknown option --{name} (expected one of: --{})",
                    known.join(", --")
                ));
            }
            let value = iter
                .next()
                .ok_or_else(|| format!("--{name} needs a value"))?;
            values.insert(name.to_string(), value.clone());
        }
        Ok(Options { values })
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(String::as_str)
    }

    pub fn required(&self, name: &str) -> Result<&str, String> {
        self.get(name)
            .ok_or_else(|| format!("--{name} is required"))
    }

    pub fn number<T: FromStr>(&self, name: &str, default: T) -> Result<T, String> {
        Ok(self.optional_number(name)?.unwrap_or(default))
    }

    pub fn optional_number<T: FromStr>(&self, name: &str) -> Result<Option<T>, String> {
        self.get(name)
            .map(|v| {
                v.parse()
                    .map_err(|_| format!("--{name} needs a number, not '{v}'"))
            })
            .transpose()
    }

    /// `--rules <preset>` with `--variants a,b`.
    pub fn rules(&self) -> Result<Rules, String> {
        let preset: Preset = self.required("rules")?.parse()?;
        let mut rules = preset.rules();
        if let Some(list) = self.get("variants") {
            for name in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                let variant = Variant::ALL
                    .into_iter()
                    .find(|v| v.id() == name)
                    .ok_or_else(|| format!("unknown variant '{name}'"))?;
                if !rules.variant_allowed(variant) {
                    return Err(format!("the {name} variant does not go with {preset}"));
                }
                rules = rules.with_variant(variant);
            }
        }
        Ok(rules)
    }
}
