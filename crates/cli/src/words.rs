//! The command line's words: a language's texts, both parts, compiled in, for `--lang`.

use i18n::{Catalog, Lang, SourceError};

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

/// The language's catalog, both parts (or why its texts do not build).
pub fn catalog_of(lang: Lang) -> Result<Catalog, SourceError> {
    match SOURCES.iter().find(|(l, _)| *l == lang) {
        Some((_, source)) => Catalog::new(lang, source),
        None => Ok(Catalog::english()),
    }
}
