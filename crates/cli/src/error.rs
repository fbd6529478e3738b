//! What can go wrong on the command line, as values: each command returns a [`CliError`],
//! put into words only when `main` prints it (with `--lang`'s catalog for the faults the
//! game itself words: a state file's, a puzzle code's, a record's).

use engine::action::BadAction;
use engine::{IllegalAction, Preset, ReplayError, SetupError, StateError};
use i18n::{Catalog, Lang};
use session::puzzle::CodeError;
use session::review::{ReviewError, SourceError};
use std::fmt;
use std::path::PathBuf;

/// What a file was read as, for the words of a file that is not one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    State,
    Record,
}

/// Why a command could not do what it was asked.
#[derive(Debug)]
pub enum CliError {
    /// No such command (with the usage that lists them).
    Command {
        name: String,
        usage: &'static str,
    },
    /// The usage: asked for (`--help`), or the arguments do not make a command.
    Usage(&'static str),
    /// An argument that is not `--name value`.
    Unexpected(String),
    /// An option the command does not take, and the ones it does.
    UnknownOption {
        name: String,
        known: Vec<String>,
    },
    /// An option given without its value.
    NoValue(String),
    /// An option the command needs.
    Required(String),
    /// An option whose value is not a number.
    NotANumber {
        name: String,
        value: String,
    },
    /// A value out of its range (`--difficulty 4`).
    OutOfRange {
        name: &'static str,
        value: String,
        allowed: &'static str,
    },
    /// An edition, an optional rule, an AI level or a language the app does not have.
    UnknownPreset(String),
    UnknownVariant(String),
    UnknownLevel(String),
    UnknownLanguage(String),
    /// An optional rule the edition does not take.
    VariantNotAllowed {
        variant: String,
        preset: Preset,
    },
    /// A command that needs one more argument (its usage).
    Missing {
        what: &'static str,
        usage: &'static str,
    },
    /// An argument the command does not take (an option or a word), with its usage.
    UnknownArgument {
        arg: String,
        usage: &'static str,
    },
    /// Two sources where one is taken (with the command's usage).
    TwoSources {
        other: String,
        usage: &'static str,
    },
    /// A file (or standard input, `-`) that could not be read.
    Read {
        path: PathBuf,
        error: std::io::Error,
    },
    /// A file or a folder that could not be written.
    Write {
        path: PathBuf,
        error: std::io::Error,
    },
    /// A file that is not JSON of what was expected.
    NotJson {
        path: String,
        expected: Expected,
        error: serde_json::Error,
    },
    /// A setup the engine refuses.
    Setup(SetupError),
    /// A state file no game could reach, in `lang`'s words.
    State {
        path: String,
        error: StateError,
        preset: Preset,
        lang: Lang,
    },
    /// Moves that do not read as moves.
    Actions(BadAction),
    /// Move `number` (from 1) of `total` is not legal.
    Illegal {
        number: usize,
        total: usize,
        error: IllegalAction,
    },
    /// A record that does not replay, by today's rules or engine v1's.
    Replay(ReplayError),
    /// The engine's own message (its random games: `engine::random_game` words it).
    Engine(String),
    /// A game of the arena that went wrong: its number and seed.
    ArenaGame {
        index: u32,
        seed: u64,
        fault: ArenaFault,
    },
    /// An arena thread panicked or left its results unreadable.
    Thread,
    /// A file, or a record link's code, that is not a game to review.
    Source {
        source: String,
        error: SourceError,
    },
    /// Neither a file nor a link's code that decodes (the link's fault).
    NotASource {
        source: String,
        error: SourceError,
    },
    /// A record the review refuses.
    Review(ReviewError),
    /// The review's analysis stopped before its end.
    AnalysisUnfinished,
    /// A puzzle code that does not read, in `lang`'s words.
    Code {
        error: CodeError,
        lang: Lang,
    },
    /// No puzzle of that difficulty from that seed.
    NoPuzzle {
        seed: u64,
        difficulty: u8,
    },
    /// A code whose puzzle the audit does not prove, and why.
    NotProved {
        code: String,
        why: String,
    },
    /// A language's texts that do not build a catalog.
    Texts(String),
    /// JSON that could not be written.
    Json(serde_json::Error),
}

/// What went wrong in one game of the arena.
#[derive(Debug)]
pub enum ArenaFault {
    Setup(SetupError),
    NobodyToAct,
    NoAction,
    Illegal(IllegalAction),
}

impl From<SetupError> for CliError {
    fn from(error: SetupError) -> CliError {
        CliError::Setup(error)
    }
}

impl From<serde_json::Error> for CliError {
    fn from(error: serde_json::Error) -> CliError {
        CliError::Json(error)
    }
}

/// `lang`'s catalog (English if its texts do not build: they did when the error was made).
fn catalog(lang: Lang) -> Catalog {
    crate::words::catalog_of(lang).unwrap_or_else(|_| Catalog::english())
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Command { name, usage } => write!(f, "unknown command '{name}'\n{usage}"),
            CliError::Usage(usage) => f.write_str(usage),
            CliError::Unexpected(arg) => {
                write!(
                    f,
                    "unexpected argument '{arg}' (options look like --name value)"
                )
            }
            CliError::UnknownOption { name, known } => write!(
                f,
                "unknown option --{name} (expected one of: --{})",
                known.join(", --")
            ),
            CliError::NoValue(name) => write!(f, "--{name} needs a value"),
            CliError::Required(name) => write!(f, "--{name} is required"),
            CliError::NotANumber { name, value } => {
                write!(f, "--{name} needs a number, not '{value}'")
            }
            CliError::OutOfRange {
                name,
                value,
                allowed,
            } => write!(f, "--{name} is {allowed}, not {value}"),
            CliError::UnknownPreset(name) => {
                let ids: Vec<&str> = Preset::ALL.iter().map(|p| p.id()).collect();
                write!(f, "unknown preset '{name}' (one of: {})", ids.join(", "))
            }
            CliError::UnknownVariant(name) => write!(f, "unknown variant '{name}'"),
            CliError::UnknownLevel(name) => {
                let ids: Vec<&str> = ai::Level::ALL.iter().map(|l| l.id()).collect();
                write!(f, "unknown AI level '{name}' (one of: {})", ids.join(", "))
            }
            CliError::UnknownLanguage(code) => {
                write!(f, "unknown language '{code}' (one of: en, pl, ru, hu, it)")
            }
            CliError::VariantNotAllowed { variant, preset } => {
                write!(f, "the {variant} variant does not go with {preset}")
            }
            CliError::Missing { what, usage } => write!(f, "{what}\n{usage}"),
            CliError::UnknownArgument { arg, usage } if arg.starts_with('-') => {
                write!(f, "unknown option '{arg}'\n{usage}")
            }
            CliError::UnknownArgument { arg, usage } => {
                write!(f, "unexpected argument '{arg}'\n{usage}")
            }
            CliError::TwoSources { other, usage } => {
                write!(f, "one record at a time ('{other}' too)\n{usage}")
            }
            CliError::Read { path, error } if path.as_os_str() == "-" => {
                write!(f, "cannot read standard input: {error}")
            }
            CliError::Read { path, error } => write!(f, "cannot read {}: {error}", path.display()),
            CliError::Write { path, error } => {
                write!(f, "cannot write {}: {error}", path.display())
            }
            CliError::NotJson {
                path,
                expected,
                error,
            } => {
                let what = match expected {
                    Expected::State => "a game state",
                    Expected::Record => "a game record",
                };
                write!(f, "{path} is not {what}: {error}")
            }
            CliError::Setup(error) => write!(f, "{error}"),
            CliError::State {
                path,
                error,
                preset,
                lang,
            } => write!(
                f,
                "{path} cannot be played on: {}",
                session::refusals::state_error_text(&catalog(*lang), error, *preset)
            ),
            CliError::Actions(error) => write!(f, "{error}"),
            CliError::Illegal {
                number,
                total,
                error,
            } => write!(f, "action {number} of {total}: {error}"),
            CliError::Replay(error) => write!(f, "{error}"),
            CliError::Engine(message) => f.write_str(message),
            CliError::ArenaGame { index, seed, fault } => {
                write!(f, "game {index} (seed {seed}): ")?;
                match fault {
                    ArenaFault::Setup(error) => write!(f, "{error}"),
                    ArenaFault::NobodyToAct => {
                        f.write_str("a game that is not over has nobody to act")
                    }
                    ArenaFault::NoAction => f.write_str("the AI found no legal action"),
                    ArenaFault::Illegal(error) => write!(f, "{error}"),
                }
            }
            CliError::Thread => f.write_str("an arena thread failed"),
            CliError::Source { source, error } => {
                write!(f, "{source}: {}", error.text(&Catalog::english()))?;
                detail(f, error)
            }
            CliError::NotASource { source, error } => {
                write!(
                    f,
                    "'{source}' is neither a file nor a record link's code (as a link: {})",
                    error.text(&Catalog::english())
                )
            }
            CliError::Review(error) => write!(f, "{error}"),
            CliError::AnalysisUnfinished => f.write_str("the analysis did not finish"),
            CliError::Code { error, lang } => write!(
                f,
                "{}",
                session::puzzle::words::code_error_words(&catalog(*lang), error)
            ),
            CliError::NoPuzzle { seed, difficulty } => {
                write!(f, "no puzzle of difficulty {difficulty} from seed {seed}")
            }
            CliError::NotProved { code, why } => write!(f, "{code} is not proved: {why}"),
            CliError::Texts(why) => f.write_str(why),
            CliError::Json(error) => write!(f, "{error}"),
        }
    }
}

/// A record's fault as the reader or the engine gave it, for a developer.
fn detail(f: &mut fmt::Formatter<'_>, error: &SourceError) -> fmt::Result {
    match error {
        SourceError::Record(error) => match error.detail() {
            Some(detail) => write!(f, " ({detail})"),
            None => Ok(()),
        },
        _ => Ok(()),
    }
}

impl std::error::Error for CliError {}
