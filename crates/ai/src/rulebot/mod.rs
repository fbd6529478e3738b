//! The rule-based bot: quick (microseconds), explainable, and reading only what its seat
//! may know (a [`View`]).
//!
//! Condottiere is as much about folding cheaply as about winning, so every battle
//! decision weighs a *stake* (what the region is worth to this seat, plus what it is
//! worth to stop the likely winner, in region units from [`crate::kingdom`]) against
//! the *price* of the cards it would spend (their [`worth`] for later battles). The bot
//! commits when it can reach a winning strength within the budget the stake allows, and
//! otherwise passes early, rescuing a big Mercenary with a Scarecrow when it can.

mod battle;
mod hand;
mod map;

use crate::view::View;
use engine::{Action, Card, CardCounts, Game, Observation, Phase};
use std::fmt;

/// Why the rule bot chose what it chose: for hints and logs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Why {
    /// The only legal action.
    Forced,
    /// The region scoring best for this seat's kingdom and against the others'.
    Region { score: f32 },
    /// Declining: the hand is too weak to open a battle worth having.
    WeakHand,
    /// Already the strongest with nobody left to answer: passing wins.
    Winning,
    /// Ahead by enough that the others are unlikely to answer.
    SafeLead,
    /// Surrender while ahead: the battle ends now and is won.
    LockWin,
    /// Playing towards a strength that should win, within budget.
    Contest { stake: f32, budget: f32, cost: f32 },
    /// The battle costs more than it is worth: out.
    Fold { stake: f32, budget: f32 },
    /// A Scarecrow to take a Mercenary back before folding.
    Rescue,
    /// A classic Bishop ends a battle another player was about to win.
    Spoil,
    /// A card that can do nothing, played out so the round can end.
    Dump,
    /// Scarecrow target, favor placement, hand discard or cards kept: best by score.
    Best { score: f32 },
    /// Draw after battle: as many cards as allowed.
    DrawMost,
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Why::Forced => f.write_str("the only legal move"),
            Why::Region { score } => write!(f, "the best region for my kingdom ({score:.1})"),
            Why::WeakHand => f.write_str("my hand is too weak to fight"),
            Why::Winning => f.write_str("I am the strongest and nobody can answer"),
            Why::SafeLead => f.write_str("my lead should hold"),
            Why::LockWin => f.write_str("end the battle while I am ahead"),
            Why::Contest {
                stake,
                budget,
                cost,
            } => write!(
                f,
                "worth fighting for (stake {stake:.1}, budget {budget:.0}, needs about {cost:.0})"
            ),
            Why::Fold { stake, budget } => {
                write!(
                    f,
                    "not worth the cards (stake {stake:.1}, budget {budget:.0})"
                )
            }
            Why::Rescue => f.write_str("save a Mercenary before folding"),
            Why::Spoil => f.write_str("stop another player from winning this battle"),
            Why::Dump => f.write_str("this hand cannot fight: play it out for a new deal"),
            Why::Best { score } => write!(f, "the best option ({score:.1})"),
            Why::DrawMost => f.write_str("more cards, more choices: draw all I may"),
        }
    }
}

/// Tunable weights of the rule bot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RuleBot {
    /// Strength points worth spending per region unit of stake.
    pub spend_per_unit: f32,
    /// Share of another player's gain that counts as this seat's stake in stopping them.
    pub deny_weight: f32,
    /// The same when the other player would win the game with this battle.
    pub deny_win_weight: f32,
    /// How much of their budget the others are expected to put in when answering.
    pub response_share: f32,
    /// A hand with no Mercenary worth less than this is discarded.
    pub discard_below: f32,
    /// Below this chance of winning the escalation, fold rather than take the lead.
    pub hopeless: f32,
}

impl Default for RuleBot {
    fn default() -> Self {
        RuleBot {
            spend_per_unit: 3.0,
            deny_weight: 0.25,
            deny_win_weight: 0.5,
            response_share: 0.7,
            discard_below: 8.0,
            hopeless: 0.45,
        }
    }
}

impl RuleBot {
    /// A bolder bot: it spends more per region, weighs stopping the others more, expects
    /// less of an answer, fights on at long odds and seldom discards its hand. Tuned by
    /// games against three of the shipped bot (`examples/tune_rulebot.rs`). Expert plays
    /// its playouts with it, because as a playout policy it models a table of searching
    /// players better than the shipped weights (the figures: the crate's README, "Bold
    /// weights"). Normal and Hard keep the shipped weights.
    pub fn bold() -> RuleBot {
        RuleBot {
            spend_per_unit: 4.116,
            deny_weight: 0.49,
            deny_win_weight: 0.49,
            response_share: 0.49,
            discard_below: 2.744,
            hopeless: 0.0756,
        }
    }
}

/// Average worth of a card in an unseen hand, for the others' potential.
pub(crate) const AVG_CARD: f32 = 4.0;

impl RuleBot {
    /// The bot's action for this observation; `None` when the seat has nothing to decide.
    pub fn decide(&self, obs: &Observation) -> Option<Action> {
        self.choose(&View::from_observation(obs)).map(|(a, _)| a)
    }

    /// The bot's action for `seat` in a full game, reading only that seat's view.
    pub fn decide_in_game(&self, game: &Game, legal: &[Action]) -> Option<Action> {
        let seat = game.to_act()?;
        self.choose(&View::from_game(game, seat, legal))
            .map(|(a, _)| a)
    }

    /// The action and the reason for it. Always one of `view.legal`.
    pub fn choose(&self, view: &View) -> Option<(Action, Why)> {
        let first = *view.legal.first()?;
        if view.legal.len() == 1 {
            return Some((first, Why::Forced));
        }
        let (action, why) = match view.table.phase {
            Phase::ChooseRegion => self.choose_region(view),
            Phase::Battle { .. } => self.battle(view),
            Phase::Scarecrow { .. } => self.scarecrow(view),
            Phase::Favor { .. } => self.favor(view),
            Phase::HandDiscard { .. } => self.hand_discard(view),
            Phase::KeepCards { .. } => self.keep(view),
            Phase::DrawCards { .. } => self.draw(view),
            Phase::GameOver => return None,
        };
        // Belt and braces: never hand back an action the engine would refuse.
        if view.legal.contains(&action) {
            Some((action, why))
        } else {
            let fallback = if view.legal.contains(&Action::Pass) {
                Action::Pass
            } else {
                first
            };
            Some((fallback, Why::Forced))
        }
    }
}

/// Whether a hand can add no strength at all: no Mercenary, Heroine, Courtesan or Spy.
/// Holding on to such a hand only delays the next deal (or, in the duel's last battles,
/// the end of the game).
pub fn cannot_fight(hand: &CardCounts) -> bool {
    !hand.is_empty()
        && !hand.iter().any(|(c, _)| {
            c.is_mercenary() || matches!(c, Card::Heroine | Card::Courtesan | Card::Spy)
        })
}

#[cfg(test)]
pub(crate) mod tests;
