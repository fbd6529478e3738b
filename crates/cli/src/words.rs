//! The command line's words: a language's texts, both parts, compiled in, for `--lang`.

use crate::error::CliError;
use i18n::{Catalog, Lang};

/// A language's texts, both parts (the puzzles' words are in the later one), compiled in.
macro_rules! texts {
    ($code:literal) => {
        concat!(
            include_str!(concat!("../../../locales/", $code, "/condottiere.ftl")),
            include_str!(concat!("../../../locales/", $code, "/later.ftl"))
        )
    };
}

/// The other languages' texts, for `--lang` (English is in the catalog crate).
const SOURCES: [(Lang, &str); 4] = [
    (Lang::Pl, texts!("pl")),
    (Lang::Ru, texts!("ru")),
    (Lang::Hu, texts!("hu")),
    (Lang::It, texts!("it")),
];

/// The language `code` names (English when none is given).
pub fn lang(code: Option<&str>) -> Result<Lang, CliError> {
    match code {
        None => Ok(Lang::En),
        Some(code) => Lang::from_code(code).ok_or_else(|| CliError::UnknownLanguage(code.into())),
    }
}

/// The language's catalog, both parts.
pub fn catalog_of(lang: Lang) -> Result<Catalog, CliError> {
    match SOURCES.iter().find(|(l, _)| *l == lang) {
        Some((_, source)) => Catalog::new(lang, source).map_err(|e| CliError::Texts(e.to_string())),
        None => Ok(Catalog::english()),
    }
}
