//! Why an AI player did what it did, kept with the game so the chronicle can say it in
//! the reader's language (and a reload or a language switch keeps it).

use ai::{Reason, Why};
use i18n::Catalog;
use serde::{Deserialize, Serialize};

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
    /// The search levels: the move's estimated chance to win the game, in percent.
    Search {
        percent: u32,
        iterations: u32,
    },
}

impl From<Reason> for AiReason {
    fn from(reason: Reason) -> AiReason {
        let whole = |x: f32| x.max(0.0).round() as u32;
        match reason {
            Reason::Whim => AiReason::Whim,
            Reason::Search {
                share, iterations, ..
            } => AiReason::Search {
                percent: whole(share * 100.0).min(100),
                iterations,
            },
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
            AiReason::Search {
                percent,
                iterations,
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
