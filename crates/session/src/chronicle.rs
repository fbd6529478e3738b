//! The chronicle in words: each entry of a game's log (see `crate::log`) told in the
//! language whose catalog is passed in, and the game's outcome. A [`Teller`] holds what
//! the words need (the seats' names, the edition's card names), so the whole game
//! ([`crate::Session`]) and one seat's view of it ([`crate::SeatView`]) tell it alike.

use crate::log::LogEntry;
use crate::seats::SeatConfig;
use crate::words::{card_name, join, region_name};
use engine::{BattleEnd, Event, Preset, TokenReason, WinReason};
use i18n::{Arg, Catalog};

/// What telling a game needs: its seats (their names) and its edition (its card names).
#[derive(Clone, Copy, Debug)]
pub struct Teller<'a> {
    pub seats: &'a [SeatConfig],
    pub preset: Preset,
}

impl<'a> Teller<'a> {
    /// A seat's name ("?" for a seat the table does not have).
    pub fn name(&self, seat: u8) -> &'a str {
        self.seats
            .get(seat as usize)
            .map_or("?", |s| s.name.as_str())
    }

    fn players(&self) -> u8 {
        self.seats.len() as u8
    }

    /// The chronicle's line for an entry; `None` for entries that are not a line of
    /// their own ([`LogEntry::is_told`]: a session never keeps them).
    pub fn describe(&self, words: &Catalog, entry: &LogEntry) -> Option<String> {
        let tf = |id: &str, args: &[(&str, Arg)]| words.format(id, args);
        match entry {
            LogEntry::Dealt { first } => Some(tf(
                "log-game-started",
                &[("name", Arg::player(self.name(*first)))],
            )),
            LogEntry::Event {
                event,
                participants,
                final_battle,
                ..
            } => self.describe_event(words, event, *participants, *final_battle),
        }
    }

    fn describe_event(
        &self,
        words: &Catalog,
        event: &Event,
        participants: u8,
        final_battle: bool,
    ) -> Option<String> {
        let t = |id: &str| words.format(id, &[]);
        let tf = |id: &str, args: &[(&str, Arg)]| words.format(id, args);
        let region_name = |r: engine::Region| region_name(words, r);
        // A player's name, isolated from the sentence around it (see `i18n::player_text`).
        let n = |seat: &u8| Arg::player(self.name(*seat));
        let card = |c: &engine::Card| card_name(words, *c, self.preset);
        Some(match event {
            Event::GameStarted { game, .. } if *game > 1 => {
                tf("log-campaign-game", &[("number", (*game).into())])
            }
            Event::GameStarted { .. } => return None,
            Event::Declined { seat, to } => {
                tf("log-declined", &[("name", n(seat)), ("next", n(to))])
            }
            Event::RegionChosen { seat, region } => tf(
                "log-region-chosen",
                &[("name", n(seat)), ("region", region_name(*region).into())],
            ),
            Event::BattleStarted {
                region,
                opener,
                defender,
                ..
            } => match (region, defender) {
                (Some(r), Some(d)) => tf(
                    "log-battle-started-defended",
                    &[
                        ("region", region_name(*r).into()),
                        ("name", n(opener)),
                        ("defender", n(d)),
                    ],
                ),
                (Some(r), None) => tf(
                    "log-battle-started",
                    &[("region", region_name(*r).into()), ("name", n(opener))],
                ),
                (None, _) if final_battle => tf("log-final-battle-started", &[("name", n(opener))]),
                (None, _) => tf("log-duel-battle", &[("name", n(opener))]),
            },
            Event::Played {
                seat,
                card: Some(c),
            } => match c {
                engine::Card::Surrender => tf(
                    "log-surrender",
                    &[("name", n(seat)), ("card", card(c).into())],
                ),
                engine::Card::ClassicBishop => tf("log-classic-bishop", &[("name", n(seat))]),
                _ => tf("log-played", &[("name", n(seat)), ("card", card(c).into())]),
            },
            Event::Played { seat, card: None } => tf("log-played-face-down", &[("name", n(seat))]),
            Event::Revealed { seat, card: c } => tf(
                "log-revealed",
                &[("name", n(seat)), ("card", card(c).into())],
            ),
            Event::Passed {
                seat,
                no_cards,
                stays_in,
            } => {
                let id = if *stays_in {
                    "log-passed-stays"
                } else if *no_cards {
                    "log-passed-no-cards"
                } else {
                    "log-passed"
                };
                tf(id, &[("name", n(seat))])
            }
            Event::SeasonChanged { season, replaced } => {
                let now = card(&season.card());
                match replaced {
                    Some(old) => tf(
                        "log-season-replaced",
                        &[("season", now.into()), ("old", card(&old.card()).into())],
                    ),
                    None => tf("log-season", &[("season", now.into())]),
                }
            }
            Event::BishopDiscarded { value, .. } => match value {
                Some(v) => tf("log-bishop", &[("value", (*v).into())]),
                None => t("log-bishop-nothing"),
            },
            Event::ScarecrowTook {
                seat,
                card: c,
                from,
            } if from == seat => tf(
                "log-scarecrow-own",
                &[("name", n(seat)), ("card", card(c).into())],
            ),
            Event::ScarecrowTook {
                seat,
                card: c,
                from,
            } => tf(
                "log-scarecrow",
                &[
                    ("name", n(seat)),
                    ("card", card(c).into()),
                    ("from", n(from)),
                ],
            ),
            Event::ScarecrowTookNothing { seat } => {
                tf("log-scarecrow-nothing", &[("name", n(seat))])
            }
            Event::FavorPlaced { seat, region } => match region {
                Some(r) => tf(
                    "log-favor",
                    &[("name", n(seat)), ("region", region_name(*r).into())],
                ),
                None => tf("log-favor-off", &[("name", n(seat))]),
            },
            Event::BattleEnded { strengths, how, .. } => {
                if matches!(how, BattleEnd::ClassicBishop { .. }) {
                    return None;
                }
                let parts = (0..self.players())
                    .filter(|&s| participants & (1 << s) != 0)
                    .map(|s| {
                        tf(
                            "log-strength-entry",
                            &[
                                ("name", Arg::player(self.name(s))),
                                ("strength", strengths[s as usize].into()),
                            ],
                        )
                    });
                tf("log-strengths", &[("list", join(words, parts).into())])
            }
            Event::RegionConquered { seat, region, from } => match from {
                Some(f) if f != seat => tf(
                    "log-conquered-from",
                    &[
                        ("name", n(seat)),
                        ("region", region_name(*region).into()),
                        ("from", n(f)),
                    ],
                ),
                _ => tf(
                    "log-conquered",
                    &[("name", n(seat)), ("region", region_name(*region).into())],
                ),
            },
            Event::RegionHeld { seat, region } => tf(
                "log-held",
                &[("name", n(seat)), ("region", region_name(*region).into())],
            ),
            Event::BattleFailed { .. } => t("log-failed"),
            Event::BattleWon { seat, battles } => tf(
                "log-duel-won",
                &[("name", n(seat)), ("count", (*battles).into())],
            ),
            Event::TokenMoved { to, reason, .. } => {
                let id = match reason {
                    TokenReason::WonBattle => "log-token-won-battle",
                    TokenReason::Defended => "log-token-defended",
                    TokenReason::KeptAfterFailedBattle => "log-token-kept",
                    TokenReason::PassedLeftAfterFailedBattle => "log-token-passed-left",
                    TokenReason::DrawnAfterFailedBattle => "log-token-drawn",
                    TokenReason::MostCourtesans => "log-token-most-courtesans",
                    TokenReason::MostSpies => "log-token-most-spies",
                    TokenReason::Declined => return None,
                    TokenReason::DrawnAtStart => "log-token-first",
                };
                tf(id, &[("name", n(to))])
            }
            Event::HandDiscarded { seat, cards } => tf(
                "log-hand-discarded",
                &[
                    ("name", n(seat)),
                    ("cards", join(words, cards.cards().map(|c| card(&c))).into()),
                ],
            ),
            Event::HandKept { .. } => return None,
            Event::LastCardsReturned { seat, count } => tf(
                "log-last-returned",
                &[("name", n(seat)), ("count", (*count).into())],
            ),
            Event::LastCardsDiscarded { seat, count } => tf(
                "log-last-discarded",
                &[("name", n(seat)), ("count", (*count).into())],
            ),
            Event::LastCardsKept {
                seat,
                kept,
                discarded,
            } => tf(
                "log-last-kept",
                &[
                    ("name", n(seat)),
                    ("kept", (*kept).into()),
                    ("discarded", (*discarded).into()),
                ],
            ),
            Event::RoundEnded { round } => tf("log-round-ended", &[("number", (*round).into())]),
            Event::Dealt { seat, count } => tf(
                "log-dealt",
                &[("name", n(seat)), ("count", (*count).into())],
            ),
            Event::DeckReshuffled { .. } => t("log-reshuffled"),
            Event::FinalBattle { seats } => tf(
                "log-final-battle",
                &[("names", self.seat_list(words, *seats).into())],
            ),
            Event::CampaignScored { game, scores } => {
                let parts = (0..self.players()).map(|s| {
                    tf(
                        "log-campaign-score-entry",
                        &[
                            ("name", Arg::player(self.name(s))),
                            ("score", scores[s as usize].into()),
                        ],
                    )
                });
                tf(
                    "log-campaign-scored",
                    &[
                        ("number", (*game).into()),
                        ("scores", join(words, parts).into()),
                    ],
                )
            }
            Event::GameOver { winners, reason } => tf(
                "log-game-over",
                &[(
                    "outcome",
                    self.outcome_text(words, *winners, *reason).into(),
                )],
            ),
        })
    }

    /// "Anna, Bianca" for a seat mask.
    pub fn seat_list(&self, words: &Catalog, mask: u8) -> String {
        join(
            words,
            (0..self.players())
                .filter(|s| mask & (1 << s) != 0)
                .map(|s| i18n::player_text(self.name(s)).into_owned()),
        )
    }

    /// "Anna wins — 3 adjacent regions".
    pub fn outcome_text(&self, words: &Catalog, winners: u8, reason: WinReason) -> String {
        let tf = |id: &str, args: &[(&str, Arg)]| words.format(id, args);
        let names = self.seat_list(words, winners);
        let who = if winners.count_ones() == 1 {
            tf("over-won", &[("names", names.into())])
        } else {
            tf("over-shared", &[("names", names.into())])
        };
        tf(
            "over-outcome",
            &[
                ("who", who.into()),
                ("reason", reason_text(words, reason).into()),
            ],
        )
    }
}

/// How a game was won, in words.
pub fn reason_text(words: &Catalog, reason: WinReason) -> String {
    let t = |id: &str| words.format(id, &[]);
    let tf = |id: &str, args: &[(&str, Arg)]| words.format(id, args);
    match reason {
        WinReason::Adjacent { regions } => tf("reason-adjacent", &[("count", regions.into())]),
        WinReason::Total { regions } => tf("reason-total", &[("count", regions.into())]),
        WinReason::MostRegions { regions } => tf("reason-most", &[("count", regions.into())]),
        WinReason::FinalBattle => t("reason-final"),
        WinReason::SharedVictory => t("reason-shared"),
        WinReason::BattlesWon { battles } => tf("reason-battles", &[("count", battles.into())]),
        WinReason::MoreBattlesWon => t("reason-more-battles"),
        WinReason::DuelDraw => t("reason-draw"),
        WinReason::Campaign { score } => tf("reason-campaign", &[("count", score.into())]),
    }
}

/// One line of the chronicle: what happened, and the AI's reason for it if it had one.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub text: String,
    pub why: Option<String>,
}

impl Teller<'_> {
    /// The chronicle of `log` as lines, oldest first: the reason `why` gives for a move
    /// (by its number) joins the first line of that move.
    pub fn lines(
        &self,
        words: &Catalog,
        log: &[LogEntry],
        why: &dyn Fn(u32) -> Option<String>,
    ) -> Vec<Line> {
        let mut lines: Vec<Line> = Vec::with_capacity(log.len());
        let mut explained = None;
        for entry in log {
            let Some(text) = self.describe(words, entry) else {
                continue;
            };
            let number = entry.number();
            let why = match number {
                Some(n) if explained != Some(n) => {
                    explained = Some(n);
                    why(n)
                }
                _ => None,
            };
            lines.push(Line { text, why });
        }
        lines
    }
}
