//! Why an AI player did what it did, kept with the game so the chronicle can say it in
//! the reader's language (and a reload or a language switch keeps it).

use crate::reading::Read;
use crate::review::words::alternatives_in_words;
use ai::{Reason, Why};
use engine::Action;
use i18n::Catalog;
use serde::{Deserialize, Serialize};

/// Another move a search weighed, and its estimated chance to win, in percent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Weighed {
    pub action: Action,
    pub percent: u32,
}

/// An AI decision's reason, as stored: whole numbers only, so saves stay exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "why", rename_all = "kebab-case")]
pub enum AiReason {
    Forced,
    Region,
    WeakHand,
    Winning,
    SafeLead,
    LockWin,
    /// Fighting on: the strength it expects to need, and the most it will spend.
    Contest {
        cost: u32,
        budget: u32,
    },
    /// Folding: the most the region was worth spending.
    Fold {
        budget: u32,
    },
    Rescue,
    Spoil,
    Dump,
    Best,
    /// Draw after battle: as many cards as allowed.
    DrawMost,
    /// Easy's random moves.
    Whim,
    /// The search levels: the move's estimated chance to win the game, in percent, and
    /// the next moves it weighed, in its order of preference (none in saves made before
    /// they were kept).
    Search {
        percent: u32,
        iterations: u32,
        #[serde(default, skip_serializing_if = "no_alternatives")]
        rather: [Option<Weighed>; 3],
        /// Expert's reading of the table, when it changed the move (none in saves made
        /// before Expert read the table).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        read: Option<Read>,
    },
    /// A search level plays a card rather than pass again: nobody has played one in
    /// this many battles in a row this round.
    Idle {
        battles: u32,
    },
}

fn no_alternatives(rather: &[Option<Weighed>; 3]) -> bool {
    rather.iter().all(Option::is_none)
}

impl From<Reason> for AiReason {
    fn from(reason: Reason) -> AiReason {
        let whole = |x: f32| x.max(0.0).round() as u32;
        let percent = |share: f32| whole(share * 100.0).min(100);
        match reason {
            Reason::Whim => AiReason::Whim,
            Reason::Idle { battles } => AiReason::Idle {
                battles: battles.into(),
            },
            Reason::Search {
                share,
                iterations,
                alternatives,
                read,
            } => {
                let mut rather = [None; 3];
                for (slot, a) in rather.iter_mut().zip(alternatives.iter()) {
                    *slot = Some(Weighed {
                        action: a.action,
                        percent: percent(a.chance),
                    });
                }
                AiReason::Search {
                    percent: percent(share),
                    iterations,
                    rather,
                    read: read.map(Read::from),
                }
            }
            Reason::Rule(why) => match why {
                Why::Forced => AiReason::Forced,
                Why::Region { .. } => AiReason::Region,
                Why::WeakHand => AiReason::WeakHand,
                Why::Winning => AiReason::Winning,
                Why::SafeLead => AiReason::SafeLead,
                Why::LockWin => AiReason::LockWin,
                Why::Contest { budget, cost, .. } => AiReason::Contest {
                    cost: whole(cost),
                    budget: whole(budget),
                },
                Why::Fold { budget, .. } => AiReason::Fold {
                    budget: whole(budget),
                },
                Why::Rescue => AiReason::Rescue,
                Why::Spoil => AiReason::Spoil,
                Why::Dump => AiReason::Dump,
                Why::Best { .. } => AiReason::Best,
                Why::DrawMost => AiReason::DrawMost,
            },
        }
    }
}

impl AiReason {
    /// The part of the reason any player may read while the game is on. A search's
    /// alternatives name cards in its hand, and what Expert read names the move it would
    /// have made instead: those wait for the game's end (the review, a finished game's
    /// replay). Its estimate of its chance to win, and every other reason, name no card.
    pub fn in_play(self) -> AiReason {
        match self {
            AiReason::Search {
                percent,
                iterations,
                ..
            } => AiReason::Search {
                percent,
                iterations,
                rather: [None; 3],
                read: None,
            },
            other => other,
        }
    }

    /// The reason in words.
    pub fn text(self, words: &Catalog) -> String {
        let id = match self {
            AiReason::Forced => "why-forced",
            AiReason::Region => "why-region",
            AiReason::WeakHand => "why-weak-hand",
            AiReason::Winning => "why-winning",
            AiReason::SafeLead => "why-safe-lead",
            AiReason::LockWin => "why-lock-win",
            AiReason::Contest { cost, budget } => {
                return words.format(
                    "why-contest",
                    &[("cost", cost.into()), ("budget", budget.into())],
                )
            }
            AiReason::Fold { budget } => {
                return words.format("why-fold", &[("budget", budget.into())])
            }
            AiReason::Rescue => "why-rescue",
            AiReason::Spoil => "why-spoil",
            AiReason::Dump => "why-dump",
            AiReason::Best => "why-best",
            AiReason::DrawMost => "why-draw-most",
            AiReason::Whim => "why-whim",
            AiReason::Idle { battles } => {
                return words.format("why-idle", &[("count", battles.into())])
            }
            AiReason::Search {
                percent,
                iterations,
                ..
            } => {
                return words.format(
                    "why-search",
                    &[("percent", percent.into()), ("count", iterations.into())],
                )
            }
        };
        words.format(id, &[])
    }
}

impl AiReason {
    /// The reason in words for the move `chosen`, naming moves by `name_action` and
    /// players by `name_seat`: a search that weighed other moves says what it chose over
    /// what, with the chances it gave them ("pass (45%) rather than Mercenary 5 (31%) or
    /// Winter (12%)"), and what it read at the table when that changed the move; any
    /// other reason is [`AiReason::text`].
    pub fn explain(
        self,
        words: &Catalog,
        chosen: Action,
        name_action: &dyn Fn(Action) -> String,
        name_seat: &dyn Fn(u8) -> String,
    ) -> String {
        let weighed = self.weighed(words, chosen, name_action);
        match self {
            AiReason::Search {
                read: Some(read), ..
            } => format!("{weighed} {}", read.text(words, name_seat, name_action)),
            _ => weighed,
        }
    }

    /// [`AiReason::explain`] without the reading.
    fn weighed(
        self,
        words: &Catalog,
        chosen: Action,
        name_action: &dyn Fn(Action) -> String,
    ) -> String {
        let AiReason::Search {
            percent, rather, ..
        } = self
        else {
            return self.text(words);
        };
        if no_alternatives(&rather) {
            return self.text(words);
        }
        let as_rated = |w: &Weighed| (w.action, w.percent.min(100) as u8);
        let ranked: Vec<(Action, u8)> = rather.iter().flatten().map(as_rated).collect();
        let moves = alternatives_in_words(
            words,
            (chosen, percent.min(100) as u8),
            &ranked,
            name_action,
        );
        words.format("why-search-rather", &[("moves", moves.into())])
    }
}
