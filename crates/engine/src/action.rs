//! Every decision a player makes at the table, with a text notation
//! (`region Firenze`, `M10`, `pass`, `take M10`, `favor Roma`, `keep M10 Heroine`,
//! `draw 3`, ...).

use crate::card::Card;
use crate::map::Region;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// One decision. Which ones are legal depends on the game's phase: see
/// [`crate::Game::legal_actions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The token holder places the token on a region: the next battle is fought there.
    ChooseRegion(Region),
    /// classic-hu: the token holder declines to choose and passes the token left.
    Decline,
    /// Play a card from hand into the player's row.
    Play(Card),
    /// Pass: out of this battle (a defender who has not played yet stays in).
    Pass,
    /// Hidden cards: pass and turn the row's face-down card face up.
    PassReveal,
    /// The Scarecrow takes back a face-up Mercenary of this value, from the player's own
    /// row (`from: None`) or, in classic-1995, from seat `from`'s row.
    TakeBack { card: Card, from: Option<u8> },
    /// The Scarecrow takes nothing back (where that is optional).
    TakeNothing,
    /// The new Bishop's player places the papal favor on this region.
    PlaceFavor(Region),
    /// ffg: keep the favor off the board (Capture: take it off).
    FavorOff,
    /// A hand with no Mercenary is discarded, shown to all.
    DiscardHand,
    /// A hand with no Mercenary is kept.
    KeepHand,
    /// ffg round end: the last player keeps these cards (up to 2) and discards the rest.
    Keep([Option<Card>; 2]),
    /// Draw after battle: draw this many cards (0 up to 3, within the hand limit).
    Draw(u8),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::ChooseRegion(r) => write!(f, "region {r}"),
            Action::Decline => f.write_str("decline"),
            Action::Play(c) => write!(f, "{c}"),
            Action::Pass => f.write_str("pass"),
            Action::PassReveal => f.write_str("pass reveal"),
            Action::TakeBack { card, from: None } => write!(f, "take {card}"),
            Action::TakeBack {
                card,
                from: Some(seat),
            } => write!(f, "take {card} from {seat}"),
            Action::TakeNothing => f.write_str("take none"),
            Action::PlaceFavor(r) => write!(f, "favor {r}"),
            Action::FavorOff => f.write_str("favor off"),
            Action::DiscardHand => f.write_str("discard hand"),
            Action::KeepHand => f.write_str("keep hand"),
            Action::Keep(cards) => {
                f.write_str("keep")?;
                let mut any = false;
                for c in cards.iter().flatten() {
                    write!(f, " {c}")?;
                    any = true;
                }
                if !any {
                    f.write_str(" none")?;
                }
                Ok(())
            }
            Action::Draw(n) => write!(f, "draw {n}"),
        }
    }
}

/// Error for text that is not an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadAction(pub String);

impl fmt::Display for BadAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadAction {}

impl FromStr for Action {
    type Err = BadAction;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim();
        let words: Vec<&str> = text.split_whitespace().collect();
        let lower: Vec<String> = words.iter().map(|w| w.to_ascii_lowercase()).collect();
        let lower: Vec<&str> = lower.iter().map(String::as_str).collect();
        let region = |name: &str| {
            name.parse::<Region>()
                .map_err(|e| BadAction(format!("'{text}': {e}")))
        };
        let card = |name: &str| {
            name.parse::<Card>()
                .map_err(|e| BadAction(format!("'{text}': {e}")))
        };
        match lower.as_slice() {
            ["region", _] => Ok(Action::ChooseRegion(region(words[1])?)),
            ["decline"] => Ok(Action::Decline),
            ["pass"] => Ok(Action::Pass),
            ["pass", "reveal"] => Ok(Action::PassReveal),
            ["take", "none"] | ["take", "nothing"] => Ok(Action::TakeNothing),
            ["take", _] => Ok(Action::TakeBack {
                card: card(words[1])?,
                from: None,
            }),
            ["take", _, "from", seat] => Ok(Action::TakeBack {
                card: card(words[1])?,
                from: Some(seat.parse().map_err(|_| {
                    BadAction(format!("'{text}': '{seat}' is not a seat number"))
                })?),
            }),
            ["favor", "off"] => Ok(Action::FavorOff),
            ["favor", _] => Ok(Action::PlaceFavor(region(words[1])?)),
            ["discard", "hand"] => Ok(Action::DiscardHand),
            ["keep", "hand"] => Ok(Action::KeepHand),
            ["keep", "none"] => Ok(Action::Keep([None, None])),
            ["keep", _] => Ok(Action::Keep([Some(card(words[1])?), None])),
            ["keep", _, _] => Ok(Action::Keep([
                Some(card(words[1])?),
                Some(card(words[2])?),
            ])),
            ["draw", n] => n.parse().map(Action::Draw).map_err(|_| {
                BadAction(format!("'{text}': '{n}' is not a number of cards"))
            }),
            ["play", _] => Ok(Action::Play(card(words[1])?)),
            [_] => card(words[0]).map(Action::Play).map_err(|_| {
                BadAction(format!(
                    "'{text}' is not an action (a card such as M10, pass, region <City>, take <card>, favor <City>, draw <n>, ...)"
                ))
            }),
            _ => Err(BadAction(format!(
                "'{text}' is not an action (a card such as M10, pass, region <City>, take <card>, favor <City>, draw <n>, ...)"
            ))),
        }
    }
}

impl Serialize for Action {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Parses a `;`-separated list of actions, e.g. `"region Roma; M10; pass"`.
pub fn parse_actions(text: &str) -> Result<Vec<Action>, BadAction> {
    text.split([';', '\n'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::parse)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        let actions = [
            Action::ChooseRegion(Region::Firenze),
            Action::Decline,
            Action::Play(Card::M10),
            Action::Play(Card::Winter),
            Action::Pass,
            Action::PassReveal,
            Action::TakeBack {
                card: Card::M6,
                from: None,
            },
            Action::TakeBack {
                card: Card::M2,
                from: Some(3),
            },
            Action::TakeNothing,
            Action::PlaceFavor(Region::Roma),
            Action::FavorOff,
            Action::DiscardHand,
            Action::KeepHand,
            Action::Keep([None, None]),
            Action::Keep([Some(Card::M10), None]),
            Action::Keep([Some(Card::M10), Some(Card::Heroine)]),
            Action::Draw(0),
            Action::Draw(3),
        ];
        for a in actions {
            let text = a.to_string();
            assert_eq!(text.parse::<Action>(), Ok(a), "{text}");
        }
        assert_eq!(
            parse_actions("region Roma; M10;pass").unwrap(),
            vec![
                Action::ChooseRegion(Region::Roma),
                Action::Play(Card::M10),
                Action::Pass
            ]
        );
        assert!("region Atlantis".parse::<Action>().is_err());
        assert!("M11".parse::<Action>().is_err());
        assert!("".parse::<Action>().is_err());
    }

    /// The words a player may type besides the canonical notation, in any case.
    #[test]
    fn notation_accepts_these_spellings() {
        let same = [
            ("play M10", "M10"),
            ("PLAY heroine", "Heroine"),
            ("take nothing", "take none"),
            ("Region roma", "region Roma"),
            ("keep hand", "keep hand"),
            ("  pass  ", "pass"),
            ("Draw 2", "draw 2"),
        ];
        for (typed, canonical) in same {
            assert_eq!(
                typed.parse::<Action>(),
                canonical.parse::<Action>(),
                "{typed}"
            );
        }
        assert_eq!("keep hand".parse(), Ok(Action::KeepHand));
        assert_eq!(
            "keep Heroine".parse(),
            Ok(Action::Keep([Some(Card::Heroine), None]))
        );
        assert_eq!(
            parse_actions("region Roma;; M10\npass;").unwrap().len(),
            3,
            "empty entries between separators are skipped"
        );
        assert_eq!(parse_actions("  ").unwrap(), vec![]);
    }

    /// A refusal says what was typed and what an action looks like.
    #[test]
    fn bad_actions_say_why() {
        let err = |text: &str| text.parse::<Action>().unwrap_err().to_string();
        assert_eq!(
            err("fly"),
            "'fly' is not an action (a card such as M10, pass, region <City>, take <card>, favor <City>, draw <n>, ...)"
        );
        assert_eq!(
            err("jump over"),
            "'jump over' is not an action (a card such as M10, pass, region <City>, take <card>, favor <City>, draw <n>, ...)"
        );
        assert_eq!(
            err("draw many"),
            "'draw many': 'many' is not a number of cards"
        );
        assert_eq!(
            err("take M5 from left"),
            "'take M5 from left': 'left' is not a seat number"
        );
        assert_eq!(
            err("region Atlantis"),
            "'region Atlantis': no region called 'Atlantis' on the board"
        );
        assert!(err("take Joker").starts_with("'take Joker': 'Joker' is not a card"));
        let json = serde_json::to_string(&Action::Draw(2)).unwrap();
        assert_eq!(json, "\"draw 2\"");
        assert_eq!(
            serde_json::from_str::<Action>(&json).unwrap(),
            Action::Draw(2)
        );
        assert!(serde_json::from_str::<Action>("\"fly\"").is_err());
    }
}
