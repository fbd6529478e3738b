//! Every word the app shows, in every language it speaks.
//!
//! The texts live in Fluent files, one per language: `locales/<code>/condottiere.ftl` at
//! the top of the repository, English the source. A translator edits only those files:
//! whole sentences with named placeables (`{ $name }`), and plural forms chosen by the
//! language's CLDR rules (`{ $count -> [one] … [few] … *[many] … }`), so that Polish and
//! Russian get their one/few/many forms without any `if count == 1` in Rust.
//!
//! This crate is plain Rust (no browser): the app builds a [`Catalog`] for the player's
//! language, and the tests check every language against English ([`check`]).
//! English is compiled in ([`ENGLISH_SOURCE`]); the app fetches the other files when a
//! player needs them, so nobody downloads four languages they do not read.

pub mod check;
pub mod manifest;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::borrow::Cow;

/// The languages the app speaks, in the order the switcher lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    En,
    Pl,
    Ru,
    Hu,
    It,
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Pl, Lang::Ru, Lang::Hu, Lang::It];

    /// The BCP 47 code: `<html lang>`, the switcher's option value, the folder name.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pl => "pl",
            Lang::Ru => "ru",
            Lang::Hu => "hu",
            Lang::It => "it",
        }
    }

    /// The language's name in itself, as the switcher shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Pl => "Polski",
            Lang::Ru => "Русский",
            Lang::Hu => "Magyar",
            Lang::It => "Italiano",
        }
    }

    /// A language from a code such as `pl`, `pl-PL` or `PT_br` (only the primary
    /// language subtag counts); `None` if the app does not speak it.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code
            .split(['-', '_'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the browser's preferred languages that the app speaks; English
    /// otherwise.
    pub fn negotiate<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        preferred
            .into_iter()
            .find_map(Lang::from_code)
            .unwrap_or(Lang::En)
    }

    /// Where the language's file lies, relative to the page (and to the repository).
    pub fn path(self) -> String {
        format!("locales/{}/condottiere.ftl", self.code())
    }
}

/// The English source, compiled into the app: the language of last resort.
pub const ENGLISH_SOURCE: &str = include_str!("../../../locales/en/condottiere.ftl");

/// A value for a placeable: text, or a number (which also picks the plural form).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Number(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(s.as_str()))
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(n as i64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

/// A parse error in a language's file, with the line it is on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceError {
    pub lang: Lang,
    pub message: String,
}

impl std::fmt::Display for SourceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.lang.path(), self.message)
    }
}

fn bundle(lang: Lang, source: &str) -> Result<FluentBundle<FluentResource>, SourceError> {
    let resource = FluentResource::try_new(source.to_string()).map_err(|(_, errors)| {
        let first = &errors[0];
        let line = source[..first.pos.start.min(source.len())].lines().count();
        SourceError {
            lang,
            message: format!("line {line}: {:?}", first.kind),
        }
    })?;
    let id = lang
        .code()
        .parse()
        .expect("every language code is a valid language identifier");
    let mut bundle = FluentBundle::new(vec![id]);
    // No bidi isolation marks around placeables: every language here is left to right,
    // and the marks would end up in accessible names and copied text.
    bundle.set_use_isolating(false);
    bundle
        .add_resource(resource)
        .map_err(|errors| SourceError {
            lang,
            message: format!("{errors:?}"),
        })?;
    Ok(bundle)
}

/// The messages of one language, with English behind it for any message it lacks
/// (the tests make sure none is lacking; the fallback only keeps a half-finished file
/// from showing raw ids).
pub struct Catalog {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    english: Option<FluentBundle<FluentResource>>,
}

impl Catalog {
    /// English alone.
    pub fn english() -> Catalog {
        Catalog {
            lang: Lang::En,
            bundle: bundle(Lang::En, ENGLISH_SOURCE).expect("the English file parses"),
            english: None,
        }
    }

    /// A language from its file's text.
    pub fn new(lang: Lang, source: &str) -> Result<Catalog, SourceError> {
        if lang == Lang::En {
            return Ok(Catalog {
                lang,
                bundle: bundle(lang, source)?,
                english: None,
            });
        }
        Ok(Catalog {
            lang,
            bundle: bundle(lang, source)?,
            english: Some(bundle(Lang::En, ENGLISH_SOURCE).expect("the English file parses")),
        })
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether this language itself (not the English fallback) has the message.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// The message `id` with its placeables filled from `args`. A message missing from
    /// this language comes from English; one missing everywhere shows its id, so the gap
    /// is seen rather than hidden.
    pub fn format(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let fluent_args = (!args.is_empty()).then(|| {
            let mut a = FluentArgs::with_capacity(args.len());
            for (name, value) in args {
                let value: FluentValue = match value {
                    Arg::Text(s) => FluentValue::from(s.as_ref()),
                    Arg::Number(n) => FluentValue::from(*n),
                };
                a.set(*name, value);
            }
            a
        });
        let from = |bundle: &FluentBundle<FluentResource>| {
            let pattern = bundle.get_message(id)?.value()?;
            let mut errors = Vec::new();
            Some(
                bundle
                    .format_pattern(pattern, fluent_args.as_ref(), &mut errors)
                    .into_owned(),
            )
        };
        from(&self.bundle)
            .or_else(|| self.english.as_ref().and_then(from))
            .unwrap_or_else(|| id.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negotiation_takes_the_first_supported_language() {
        assert_eq!(Lang::negotiate(["de-DE", "pl-PL", "en"]), Lang::Pl);
        assert_eq!(Lang::negotiate(["RU"]), Lang::Ru);
        assert_eq!(Lang::negotiate(["hu_HU", "it"]), Lang::Hu);
        assert_eq!(Lang::negotiate(["de", "fr"]), Lang::En);
        assert_eq!(Lang::negotiate([]), Lang::En);
    }

    #[test]
    fn english_formats_placeables_and_plurals() {
        let en = Catalog::english();
        assert_eq!(
            en.format("handoff-title", &[("name", "Bianca".into())]),
            "Pass the device to Bianca"
        );
        assert_eq!(
            en.format("table-regions", &[("count", 1u8.into())]),
            "1 region"
        );
        assert_eq!(
            en.format("table-regions", &[("count", 3u8.into())]),
            "3 regions"
        );
        assert_eq!(
            en.format("action-draw", &[("count", 0u8.into())]),
            "Take no card"
        );
        assert_eq!(en.format("no-such-message", &[]), "no-such-message");
    }

    #[test]
    fn a_missing_message_falls_back_to_english() {
        let pl = Catalog::new(Lang::Pl, "app-title = Kondotier\n").unwrap();
        assert_eq!(pl.format("app-title", &[]), "Kondotier");
        assert!(!pl.has("setup-title"));
        assert_eq!(pl.format("setup-title", &[]), "New game");
    }

    #[test]
    fn a_broken_file_is_reported_with_its_line() {
        let err = Catalog::new(Lang::Hu, "ok = fine\n\nbroken = { $x\n")
            .err()
            .expect("a parse error");
        assert_eq!(err.lang, Lang::Hu);
        assert!(err.message.starts_with("line 3"), "{}", err.message);
    }
}
