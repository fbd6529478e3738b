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
//! | `#/review` | the review of a game |
//! | `#/replay/<code>` | a record link's replay |
//! | `#/new/<code>` | a deal link: the custom game screen, set up as the link says |
//! | `#/bench` | the AI's speed in this browser |
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
    Review,
    Replay(String),
    Deal(String),
    Bench,
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
            ("review", None) => Screen::Review,
            ("replay", rest) => code(rest).map_or(Screen::Home, Screen::Replay),
            ("new", rest) => code(rest).map_or(Screen::Setup, Screen::Deal),
            ("bench", None) => Screen::Bench,
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
            Screen::Review => f.write_str("#/review"),
            Screen::Replay(code) => write!(f, "#/replay/{code}"),
            Screen::Deal(code) => write!(f, "#/new/{code}"),
            Screen::Bench => f.write_str("#/bench"),
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
            Screen::Review,
            Screen::Replay("abc".into()),
            Screen::Deal("xyz".into()),
            Screen::Bench,
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
