//! Every word the app shows, in every language it speaks.
//!
//! The texts live in Fluent files, one per language: `locales/<code>/condottiere.ftl` at
//! the top of the repository, English the source. A translator edits only those files:
//! whole sentences with named placeables (`{ $name }`), and plural forms chosen by the
//! language's CLDR rules (`{ $count -> [one] … [few] … *[many] … }`), so that Polish and
//! Russian get their one/few/many forms without any `if count == 1` in Rust.
//!
//! This crate is plain Rust (no browser): the app builds a [`Catalog`] for the player's
//! language, and the tests check every language against English ([`check`]). Each
//! language's texts come in [`Part`]s: the page fetches the player's first part with its
//! code and the rest when a screen needs it, so nobody downloads four languages they do
//! not read, nor the rules page before they open it. English is compiled in
//! ([`ENGLISH_SOURCE`]) for the tests and the command-line tool only. The files are read
//! and formatted by [`ftl`], a small reader of the part of Fluent they use.

pub mod check;
mod ftl;
pub mod manifest;

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

    /// Where the first part of the language's texts lies (see [`Lang::part_path`]).
    pub fn path(self) -> String {
        self.part_path(Part::First)
    }
}

/// The CLDR plural category of a whole number in `lang` (cardinal; whole numbers have no
/// visible fraction digits, so the rules' `v = 0` always holds).
pub fn plural_category(lang: Lang, n: i64) -> &'static str {
    let i = n.unsigned_abs();
    let (last, last_two) = (i % 10, i % 100);
    match lang {
        // (Italian's `many`, for millions in compact notation, came after CLDR 37, the
        // rules `fluent-bundle` selects by; it never applies to whole numbers as written.)
        Lang::En | Lang::Hu | Lang::It => {
            if i == 1 {
                "one"
            } else {
                "other"
            }
        }
        Lang::Pl => {
            if i == 1 {
                "one"
            } else if (2..=4).contains(&last) && !(12..=14).contains(&last_two) {
                "few"
            } else {
                "many"
            }
        }
        Lang::Ru => {
            if last == 1 && last_two != 11 {
                "one"
            } else if (2..=4).contains(&last) && !(12..=14).contains(&last_two) {
                "few"
            } else {
                "many"
            }
        }
    }
}

/// The parts a language's texts come in, one file each (`locales/<code>/<file>`): what the
/// page's own screens need (the front door, the table, the end of a game) is fetched with
/// the page; the rest, with the screens' module or once a screen that needs it first
/// opens. Which part a message belongs to follows from its id ([`Part::of`]);
/// `tests/complete.rs` keeps every file to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Part {
    /// `condottiere.ftl`: everything not listed under [`Part::Later`].
    First,
    /// `later.ftl`: the rules page (`rules-…`), the lesson's coach (`learn-…`), the
    /// review of a game (`review-…`), the puzzles (`puzzle-…`), a record's replay
    /// (`replay-…`), a game state file's faults (`state-…`), and the screens of the
    /// screens' module: the custom game (`setup-…`), the saved games (`saves-…`), the
    /// record (`stats-…`), the daily calendar (`daily-…`) and the tables of friends on
    /// their own devices (`friends-…`); except the few of those
    /// names the page's screens show ([`FIRST_EXCEPTIONS`]).
    Later,
}

/// The id prefixes of the messages in [`Part::Later`] (`state-`: a game state file's
/// faults, which only the command line shows; `link-`: a link's faults, which the screens'
/// module says, where links are opened).
pub const LATER_PREFIXES: [&str; 12] = [
    "rules-", "learn-", "review-", "puzzle-", "replay-", "state-", "setup-", "saves-", "stats-",
    "daily-", "link-", "friends-",
];

/// Messages (or id prefixes, ending in `-`) under [`LATER_PREFIXES`] that the page's own
/// screens (the front door and the table during play) show: the way to the puzzles, the
/// rules button of the table, the optional rules' names (a save's refusal names them), the
/// way to the lesson; a setup's refusals and the default name of a seat; the front door's
/// saved game to continue, the saved games and the record it links to, the daily deal's
/// button; a record the page could not read as it opened (said on any screen).
pub const FIRST_EXCEPTIONS: [&str; 21] = [
    "puzzle-open",
    "puzzle-offer-text",
    "rules-button",
    "rules-variant-name-",
    "learn-start",
    "learn-offer-",
    "setup-default-player",
    "setup-error-",
    "saves-title",
    "saves-resume",
    "saves-resume-failed",
    "saves-region-count",
    "saves-entry",
    "stats-title",
    "stats-error-unreadable",
    "stats-error-unreadable-kept",
    "stats-error-newer",
    "daily-button",
    "daily-error-unreadable",
    "daily-error-unreadable-kept",
    "daily-error-newer",
];

impl Part {
    pub const ALL: [Part; 2] = [Part::First, Part::Later];

    /// The part's file name in a language's folder.
    pub fn file(self) -> &'static str {
        match self {
            Part::First => "condottiere.ftl",
            Part::Later => "later.ftl",
        }
    }

    /// The part the message `id` belongs in.
    pub fn of(id: &str) -> Part {
        let exception = |e: &&str| {
            if e.ends_with('-') {
                id.starts_with(*e)
            } else {
                id == *e
            }
        };
        if LATER_PREFIXES.iter().any(|p| id.starts_with(p))
            && !FIRST_EXCEPTIONS.iter().any(exception)
        {
            Part::Later
        } else {
            Part::First
        }
    }
}

impl Lang {
    /// Where a part of the language's texts lies, relative to the page (and to the
    /// repository).
    pub fn part_path(self, part: Part) -> String {
        format!("locales/{}/{}", self.code(), part.file())
    }
}

/// The English texts, every part: the language of the tests and of the command-line tool.
/// (The page fetches its texts, English too, so its wasm carries none.)
pub const ENGLISH_SOURCE: &str = concat!(
    include_str!("../../../locales/en/condottiere.ftl"),
    include_str!("../../../locales/en/later.ftl")
);

/// A value for a placeable: text, text a player wrote (a name: [`player_text`]), or a
/// number (which also picks the plural form).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Player(Cow<'a, str>),
    Number(i64),
}

impl<'a> Arg<'a> {
    /// Text a player wrote (a seat's name), isolated from the sentence around it.
    pub fn player(text: impl Into<Cow<'a, str>>) -> Arg<'a> {
        Arg::Player(text.into())
    }
}

/// The characters that steer the direction of the text around them: the embeddings and
/// overrides, the isolates, the marks. None has a place in a name.
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// Whether `c` is written right to left (the blocks of the right-to-left scripts).
fn is_right_to_left(c: char) -> bool {
    matches!(c,
        '\u{0590}'..='\u{08FF}' | '\u{FB1D}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}'
        | '\u{10800}'..='\u{10FFF}' | '\u{1E800}'..='\u{1EFFF}')
}

/// A player's text as a sentence shows it: without the characters that steer direction
/// (an unclosed right-to-left override would turn the rest of the line around), and, when
/// it is written right to left, isolated (U+2068 … U+2069), so it cannot reorder the words
/// around it. The app's languages are written left to right: a name in them needs no mark.
pub fn player_text(text: &str) -> Cow<'_, str> {
    let clean: Cow<str> = if text.chars().any(is_bidi_control) {
        Cow::Owned(text.chars().filter(|c| !is_bidi_control(*c)).collect())
    } else {
        Cow::Borrowed(text)
    };
    if clean.chars().any(is_right_to_left) {
        Cow::Owned(format!("\u{2068}{clean}\u{2069}"))
    } else {
        clean
    }
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

/// A problem in a language's file, with the line it is on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceError {
    pub lang: Lang,
    pub part: Part,
    pub message: String,
}

impl std::fmt::Display for SourceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.lang.part_path(self.part), self.message)
    }
}

/// The messages of one language: the parts of its texts read so far. A message missing
/// from them shows its id (the tests make sure no language lacks one).
#[derive(Clone, Debug)]
pub struct Catalog {
    lang: Lang,
    messages: ftl::Messages,
    parts: Vec<Part>,
}

impl Catalog {
    /// English, every part (compiled in: for the tests and the command-line tool).
    pub fn english() -> Catalog {
        let mut catalog = Catalog::empty(Lang::En);
        catalog
            .add(Part::First, ENGLISH_SOURCE)
            .expect("the English files parse");
        catalog.parts = Part::ALL.to_vec();
        catalog
    }

    /// A language with no texts yet (every message shows its id).
    pub fn empty(lang: Lang) -> Catalog {
        Catalog {
            lang,
            messages: ftl::Messages::new(),
            parts: Vec::new(),
        }
    }

    /// A language from the text of its first part (or of all its parts at once).
    pub fn new(lang: Lang, source: &str) -> Result<Catalog, SourceError> {
        let mut catalog = Catalog::empty(lang);
        catalog.add(Part::First, source)?;
        Ok(catalog)
    }

    /// Adds the messages of a part of the language's texts, read from its file's text.
    pub fn add(&mut self, part: Part, source: &str) -> Result<(), SourceError> {
        ftl::parse(source, &mut self.messages).map_err(|(line, message)| SourceError {
            lang: self.lang,
            part,
            message: format!("line {line}: {message}"),
        })?;
        if !self.parts.contains(&part) {
            self.parts.push(part);
        }
        Ok(())
    }

    /// Whether the part's texts were added.
    pub fn has_part(&self, part: Part) -> bool {
        self.parts.contains(&part)
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether the language has the message.
    pub fn has(&self, id: &str) -> bool {
        self.messages.contains_key(id)
    }

    /// The message `id` with its placeables filled from `args`; a message missing shows
    /// its id, so the gap is seen rather than hidden.
    pub fn format(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let Some(pattern) = self.messages.get(id) else {
            return id.to_string();
        };
        // A player's text as the sentence shows it (kept here: the values borrow it).
        let players: Vec<Cow<str>> = args
            .iter()
            .map(|(_, arg)| match arg {
                Arg::Player(text) => player_text(text),
                _ => Cow::Borrowed(""),
            })
            .collect();
        let values: Vec<(&str, ftl::Value)> = args
            .iter()
            .zip(&players)
            .map(|((name, arg), player)| {
                let value = match arg {
                    Arg::Text(text) => ftl::Value::Text(text),
                    Arg::Player(_) => ftl::Value::Text(player),
                    Arg::Number(n) => ftl::Value::Number(*n),
                };
                (*name, value)
            })
            .collect();
        let mut out = String::new();
        let lang = self.lang;
        ftl::write(&mut out, pattern, &|n| plural_category(lang, n), &values);
        out
    }
}

/// Reading the files from the repository (the tests and the tools; the page fetches them).
pub mod files {
    use super::{Catalog, Lang, Part};
    use std::path::{Path, PathBuf};

    /// The repository's root, from this crate's folder.
    pub fn root() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
    }

    /// The text of one part of a language's texts, read from `root`.
    pub fn read(root: &Path, lang: Lang, part: Part) -> String {
        let path = root.join(lang.part_path(part));
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// Every part of a language's texts, read from the repository.
    pub fn catalog(lang: Lang) -> Catalog {
        let mut catalog = Catalog::empty(lang);
        for part in Part::ALL {
            catalog
                .add(part, &read(&root(), lang, part))
                .unwrap_or_else(|e| panic!("{e}"));
        }
        catalog
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
    fn a_missing_message_shows_its_id_until_its_part_is_added() {
        let mut pl = Catalog::new(Lang::Pl, "app-title = Kondotier\n").unwrap();
        assert_eq!(pl.format("app-title", &[]), "Kondotier");
        assert!(!pl.has("rules-title"));
        assert!(!pl.has_part(Part::Later));
        assert_eq!(pl.format("rules-title", &[]), "rules-title");
        pl.add(Part::Later, "rules-title = Zasady\n").unwrap();
        assert!(pl.has_part(Part::Later));
        assert_eq!(pl.format("rules-title", &[]), "Zasady");
        assert_eq!(pl.format("app-title", &[]), "Kondotier");
    }

    #[test]
    fn parts_follow_the_ids() {
        assert_eq!(Part::of("rules-title"), Part::Later);
        assert_eq!(Part::of("rules-goal-total"), Part::Later);
        assert_eq!(Part::of("learn-step-region"), Part::Later);
        assert_eq!(Part::of("review-verdict-best"), Part::Later);
        assert_eq!(Part::of("rules-button"), Part::First);
        assert_eq!(Part::of("rules-link"), Part::Later);
        assert_eq!(Part::of("rules-linked"), Part::Later);
        assert_eq!(Part::of("rules-variant-name-capture"), Part::First);
        assert_eq!(Part::of("rules-variant-names"), Part::Later);
        assert_eq!(Part::of("learn-invite-title"), Part::Later);
        assert_eq!(Part::of("learn-offer-text"), Part::First);
        assert_eq!(Part::of("setup-title"), Part::Later);
        assert_eq!(Part::of("setup-error-first"), Part::First);
        assert_eq!(Part::of("setup-default-player"), Part::First);
        assert_eq!(Part::of("stats-rules"), Part::Later);
        assert_eq!(Part::of("stats-against-hard"), Part::Later);
        assert_eq!(Part::of("stats-title"), Part::First);
        assert_eq!(Part::of("daily-start"), Part::Later);
        assert_eq!(Part::of("daily-button"), Part::First);
        assert_eq!(Part::of("link-error-checksum"), Part::Later);
        assert_eq!(Part::of("share-title"), Part::First);
        assert_eq!(Part::of("saves-resume"), Part::First);
        assert_eq!(Part::of("saves-delete"), Part::Later);
        assert_eq!(Lang::Ru.part_path(Part::Later), "locales/ru/later.ftl");
        assert_eq!(Lang::Ru.path(), "locales/ru/condottiere.ftl");
    }

    #[test]
    fn a_players_text_cannot_turn_the_sentence_around() {
        // An unclosed right-to-left override loses its controls; nothing else changes.
        assert_eq!(player_text("\u{202E}Bob"), "Bob");
        assert_eq!(player_text("A\u{2066}n\u{200F}n\u{061C}a\u{202A}"), "Anna");
        // A name written right to left is isolated from the words around it.
        assert_eq!(player_text("דן"), "\u{2068}דן\u{2069}");
        assert_eq!(player_text("\u{202E}علي"), "\u{2068}علي\u{2069}");
        // A left-to-right name needs no mark.
        assert!(matches!(player_text("Łucja"), Cow::Borrowed("Łucja")));
        let words = Catalog::new(Lang::En, "turn = { $name }, your turn").unwrap();
        assert_eq!(
            words.format("turn", &[("name", Arg::player("\u{202E}Bob"))]),
            "Bob, your turn"
        );
        assert_eq!(
            words.format("turn", &[("name", Arg::player("דן"))]),
            "\u{2068}דן\u{2069}, your turn"
        );
        // Text that is not a player's is written as it is.
        assert_eq!(
            words.format("turn", &[("name", "\u{202E}x".into())]),
            "\u{202E}x, your turn"
        );
    }

    #[test]
    fn a_broken_file_is_reported_with_its_line() {
        let err =
            Catalog::new(Lang::Hu, "ok = fine\n\nbroken = { $x\n").expect_err("a parse error");
        assert_eq!(err.lang, Lang::Hu);
        assert!(err.message.starts_with("line 3"), "{}", err.message);
        assert!(err
            .to_string()
            .starts_with("locales/hu/condottiere.ftl: line 3"));
    }
}
