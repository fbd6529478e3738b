//! Which screen the app shows: one value, read from the page's address and written to
//! it, so that the browser's Back and Forward move between the screens the player saw,
//! a reload shows the same screen, and a link opens one.
//!
//! | address | screen |
//! |---|---|
//! | (none), `#/` | the front door ([`Screen::Home`]) |
//! | `#/setup` | a custom game: editions, options, seats, seed, pace |
//! | `#/saves` | the saved games |
//! | `#/record` | the player's record and the daily calendar |
//! | `#/game` | the game in progress (and its end) |
//! | `#/daily`, `#/daily/YYYY-MM-DD` | a daily deal's page: today's, or that day's |
//! | `#/puzzles`, `#/puzzle/<code>` | the puzzles, one puzzle |
//! | `#/rules` | the rules page |
//! | `#/review/<code>` | the review of a record link's game |
//! | `#/review/saved/<id>` | the review of a saved game (kept with it) |
//! | `#/replay/<code>[/<move>][/as/<seat>]` | a record link's replay, at a move (from 0), as a seat sees it |
//! | `#/new/<code>` | a deal link: the custom game screen, set up as the link says |
//! | `#/bench` | the AI's speed in this browser |
//! | `#/learn` | the lesson, a guided first game |
//! | `#/friends`, `#/friends/<id>` | a table for friends on their own devices: new, or the saved game |
//! | `#/join/<code>` | a friend's invite, opened on their device |
//! | `#/reply/<code>` | a friend's reply, opened on the host's device |
//!
//! An address the app does not know is the front door.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Screen {
    #[default]
    Home,
    Setup,
    Saves,
    Record,
    Game,
    /// A daily deal's page: today's (`None`) or the date as written in the address
    /// (checked when shown, so that a bad date gets its message).
    Daily(Option<String>),
    Puzzles,
    Puzzle(String),
    Rules,
    /// The review of a game: a record link's, or a saved game's (by id).
    Review(Reviewed),
    /// A record link's replay.
    Replay(Replayed),
    Deal(String),
    Bench,
    /// The lesson: a guided first game.
    Learn,
    /// A table for friends on their own devices, hosted here: a new one, or a saved game's.
    Friends(Option<String>),
    /// A friend's invite (its code), opened on the friend's device.
    Join(String),
    /// A friend's reply (its code), opened on the host's device.
    Reply(String),
}

/// The game a review is of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reviewed {
    /// A record link's code.
    Code(String),
    /// A saved game's id.
    Saved(String),
}

/// A record link's replay: its code, the move shown (the start when none), and, for a
/// game still in progress, the seat whose view it shows (the seat that shared it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replayed {
    pub code: String,
    pub at: Option<u32>,
    pub seat: Option<u8>,
}

impl Replayed {
    /// The replay of `code` from its start.
    pub fn of(code: String) -> Replayed {
        Replayed {
            code,
            at: None,
            seat: None,
        }
    }

    /// Reads `<code>[/<move>][/as/<seat>]`.
    fn parse(rest: &str) -> Option<Replayed> {
        let mut parts = rest.split('/');
        let code = parts.next().filter(|c| !c.is_empty())?.to_string();
        let mut replayed = Replayed::of(code);
        let rest: Vec<&str> = parts.collect();
        let (step, seat) = match rest.as_slice() {
            [] => (None, None),
            [step] => (Some(*step), None),
            ["as", seat] => (None, Some(*seat)),
            [step, "as", seat] => (Some(*step), Some(*seat)),
            _ => return None,
        };
        if let Some(step) = step {
            replayed.at = Some(number(step)?);
        }
        if let Some(seat) = seat {
            replayed.seat = Some(u8::try_from(number(seat)?).ok().filter(|s| *s < 6)?);
        }
        Some(replayed)
    }
}

/// A number as an address writes it: digits only, at most nine.
fn number(text: &str) -> Option<u32> {
    (!text.is_empty() && text.len() <= 9 && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

impl Screen {
    /// The screen an address's hash names (with or without its `#`).
    pub fn parse(hash: &str) -> Screen {
        let path = hash.strip_prefix('#').unwrap_or(hash);
        let path = path.strip_prefix('/').unwrap_or(path);
        let (head, rest) = match path.split_once('/') {
            Some((head, rest)) => (head, Some(rest)),
            None => (path, None),
        };
        let code = |rest: Option<&str>| rest.filter(|r| !r.is_empty()).map(str::to_string);
        match (head, rest) {
            ("setup", None) => Screen::Setup,
            ("saves", None) => Screen::Saves,
            ("record", None) => Screen::Record,
            ("game", None) => Screen::Game,
            ("daily", rest) => Screen::Daily(code(rest)),
            ("puzzles", None) => Screen::Puzzles,
            ("puzzle", rest) => code(rest).map_or(Screen::Puzzles, Screen::Puzzle),
            ("rules", None) => Screen::Rules,
            ("review", Some(rest)) => match rest.strip_prefix("saved/") {
                Some(id) if !id.is_empty() && !id.contains('/') => {
                    Screen::Review(Reviewed::Saved(id.to_string()))
                }
                None if !rest.is_empty() && !rest.contains('/') => {
                    Screen::Review(Reviewed::Code(rest.to_string()))
                }
                _ => Screen::Home,
            },
            ("replay", Some(rest)) => Replayed::parse(rest).map_or(Screen::Home, Screen::Replay),
            ("new", rest) => code(rest).map_or(Screen::Setup, Screen::Deal),
            ("bench", None) => Screen::Bench,
            ("learn", None) => Screen::Learn,
            ("friends", rest) => Screen::Friends(code(rest)),
            ("join", rest) => code(rest).map_or(Screen::Home, Screen::Join),
            ("reply", rest) => code(rest).map_or(Screen::Home, Screen::Reply),
            _ => Screen::Home,
        }
    }

    /// The address's hash for this screen (the front door's is `#/`).
    pub fn hash(&self) -> String {
        self.to_string()
    }

    /// Whether this screen is the table (a game, its end), where a game is played.
    pub fn is_game(&self) -> bool {
        matches!(self, Screen::Game)
    }
}

impl fmt::Display for Screen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Screen::Home => f.write_str("#/"),
            Screen::Setup => f.write_str("#/setup"),
            Screen::Saves => f.write_str("#/saves"),
            Screen::Record => f.write_str("#/record"),
            Screen::Game => f.write_str("#/game"),
            Screen::Daily(None) => f.write_str("#/daily"),
            Screen::Daily(Some(date)) => write!(f, "#/daily/{date}"),
            Screen::Puzzles => f.write_str("#/puzzles"),
            Screen::Puzzle(code) => write!(f, "#/puzzle/{code}"),
            Screen::Rules => f.write_str("#/rules"),
            Screen::Review(Reviewed::Code(code)) => write!(f, "#/review/{code}"),
            Screen::Review(Reviewed::Saved(id)) => write!(f, "#/review/saved/{id}"),
            Screen::Replay(Replayed { code, at, seat }) => {
                write!(f, "#/replay/{code}")?;
                if let Some(at) = at {
                    write!(f, "/{at}")?;
                }
                if let Some(seat) = seat {
                    write!(f, "/as/{seat}")?;
                }
                Ok(())
            }
            Screen::Deal(code) => write!(f, "#/new/{code}"),
            Screen::Bench => f.write_str("#/bench"),
            Screen::Learn => f.write_str("#/learn"),
            Screen::Friends(None) => f.write_str("#/friends"),
            Screen::Friends(Some(id)) => write!(f, "#/friends/{id}"),
            Screen::Join(code) => write!(f, "#/join/{code}"),
            Screen::Reply(code) => write!(f, "#/reply/{code}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_screen_reads_back_from_its_address() {
        let screens = [
            Screen::Home,
            Screen::Setup,
            Screen::Saves,
            Screen::Record,
            Screen::Game,
            Screen::Daily(None),
            Screen::Daily(Some("2026-11-24".into())),
            Screen::Puzzles,
            Screen::Puzzle("m7fg2ktzb".into()),
            Screen::Rules,
            Screen::Review(Reviewed::Code("abc".into())),
            Screen::Review(Reviewed::Saved("g1".into())),
            Screen::Replay(Replayed::of("abc".into())),
            Screen::Replay(Replayed {
                code: "abc".into(),
                at: Some(12),
                seat: None,
            }),
            Screen::Replay(Replayed {
                code: "abc".into(),
                at: Some(0),
                seat: Some(2),
            }),
            Screen::Replay(Replayed {
                code: "abc".into(),
                at: None,
                seat: Some(5),
            }),
            Screen::Deal("xyz".into()),
            Screen::Bench,
            Screen::Learn,
            Screen::Friends(None),
            Screen::Friends(Some("g1".into())),
            Screen::Join("AbC-_1".into()),
            Screen::Reply("xYz".into()),
        ];
        for screen in screens {
            assert_eq!(Screen::parse(&screen.hash()), screen, "{screen}");
        }
    }

    #[test]
    fn addresses_the_app_does_not_know_are_the_front_door() {
        assert_eq!(Screen::parse(""), Screen::Home);
        assert_eq!(Screen::parse("#"), Screen::Home);
        assert_eq!(Screen::parse("#/"), Screen::Home);
        assert_eq!(Screen::parse("#/nowhere"), Screen::Home);
        assert_eq!(Screen::parse("#/game/extra"), Screen::Home);
        assert_eq!(Screen::parse("#/replay/"), Screen::Home);
        assert_eq!(Screen::parse("#/review"), Screen::Home);
        assert_eq!(Screen::parse("#/join/"), Screen::Home);
        assert_eq!(Screen::parse("#/reply"), Screen::Home);
        assert_eq!(Screen::parse("#/friends/"), Screen::Friends(None));
        assert_eq!(Screen::parse("#/review/saved/"), Screen::Home);
        assert_eq!(Screen::parse("#/review/a/b"), Screen::Home);
        assert_eq!(Screen::parse("#/replay/abc/x"), Screen::Home);
        assert_eq!(Screen::parse("#/replay/abc/1/as/6"), Screen::Home);
        assert_eq!(Screen::parse("#/replay/abc/1234567890"), Screen::Home);
        assert_eq!(Screen::parse("#/replay/abc/+1"), Screen::Home);
        assert_eq!(Screen::parse("#/replay/abc/1/as"), Screen::Home);
        assert_eq!(Screen::parse("#/puzzle/"), Screen::Puzzles);
        assert_eq!(Screen::parse("#/new/"), Screen::Setup);
        assert_eq!(Screen::parse("#/daily/"), Screen::Daily(None));
        // Without the leading slash, as a hand-typed address may be.
        assert_eq!(
            Screen::parse("#daily/2026-11-24"),
            Screen::Daily(Some("2026-11-24".into()))
        );
        assert!(Screen::Game.is_game() && !Screen::Home.is_game());
    }
}
