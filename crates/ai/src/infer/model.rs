//! How likely another player's action was, given the hand a deal gave them: a model of
//! a player fitted on recorded games.
//!
//! In a battle turn, whether they pass is a logistic function of what they held and saw
//! ([`pass_features`]: the rule bot's choice for that hand, the hand's Mercenaries and
//! worth, their margin in the battle, ...); which card they play, a choice among the
//! cards they could play, each scored by [`card_features`] (the rule bot's card, the
//! highest or lowest Mercenary of the hand, the kind of special card, ...). Every other
//! decision (a region, a Scarecrow's pick, the favor, a hand discard) is the rule bot's
//! choice with a fitted share.

use crate::battlefield::{hand_worth, mercenary_strength, Battlefield};
use crate::math::exp;
use crate::rulebot::RuleBot;
use crate::view::View;
use engine::{Action, Card, CardCounts, Game, Phase};

/// The number of [`pass_features`].
pub const PASS_FEATURES: usize = 11;

/// What a player's choice to pass is read from, in a battle turn where they could both
/// pass and play: a constant; whether the rule bot would pass with this hand; the hand's
/// Mercenary strength (/10), its Mercenaries (/5), its cards (/10) and its worth for
/// later battles (/20); the seat's margin over the strongest other row (/10, within ±3);
/// whether it has no card in the battle yet; how many others are still in it (/4); and,
/// for a seat with no card in the battle yet, its Mercenary strength and margin again
/// (a player decides differently whether to enter a battle and whether to go on).
pub fn pass_features(view: &View, bot: Action) -> [f32; PASS_FEATURES] {
    let hand = &view.hand;
    let mercenaries = hand
        .iter()
        .filter(|(c, _)| c.mercenary_value().is_some())
        .map(|(_, n)| n as f32)
        .sum::<f32>();
    let strength = mercenary_strength(hand);
    let margin = Battlefield::of(view).margin(view.seat) as f32;
    let in_row = view.known_row(view.seat).total();
    let entering = (in_row == 0) as u8 as f32;
    let margin = (margin / 10.0).clamp(-3.0, 3.0);
    [
        1.0,
        is_pass(bot) as u8 as f32,
        strength / 10.0,
        mercenaries / 5.0,
        hand.total() as f32 / 10.0,
        hand_worth(hand) / 20.0,
        margin,
        entering,
        view.active_others().count() as f32 / 4.0,
        entering * strength / 10.0,
        entering * margin,
    ]
}

/// The number of [`card_features`].
pub const CARD_FEATURES: usize = 16;

/// What the choice of a card to play is read from: whether it is the rule bot's card,
/// the highest or the lowest Mercenary value in the hand, a Mercenary at all, and its
/// value (/10); which special card it is (Scarecrow, Drummer, Heroine, Winter, Spring,
/// Bishop, Surrender, Courtesan); and a Drummer's or a Winter's with the hand's
/// Mercenary strength (/10), a Spring's with its highest Mercenary (/10). The kinds
/// matter because each card's chance is its share among the cards the hand offered: a
/// player who plays a 1 is less likely to be holding a Heroine, which Hard plays first.
pub fn card_features(card: Card, hand: &CardCounts, bot: Action) -> [f32; CARD_FEATURES] {
    let values = || hand.iter().filter_map(|(c, _)| c.mercenary_value());
    let value = card.mercenary_value();
    let flag = |b: bool| b as u8 as f32;
    let highest = values().max();
    let strength = mercenary_strength(hand) / 10.0;
    let top = highest.unwrap_or(0) as f32 / 10.0;
    [
        flag(bot == Action::Play(card)),
        flag(value.is_some() && value == highest),
        flag(value.is_some() && value == values().min()),
        flag(value.is_some()),
        value.unwrap_or(0) as f32 / 10.0,
        flag(card == Card::Scarecrow),
        flag(card == Card::Drummer),
        flag(card == Card::Heroine),
        flag(card == Card::Winter),
        flag(card == Card::Spring),
        flag(card == Card::Bishop),
        flag(card == Card::Surrender),
        flag(card == Card::Courtesan),
        flag(card == Card::Drummer) * strength,
        flag(card == Card::Winter) * strength,
        flag(card == Card::Spring) * top,
    ]
}

/// A model of another player: the chance of each of their actions given the hand they
/// hold (in a deal). Its numbers are fitted on recorded games (`examples/fit_model.rs`);
/// a decision with one legal action tells nothing and has chance 1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OpponentModel {
    /// Logistic weights of passing in a battle turn, over [`pass_features`].
    pub pass: [f32; PASS_FEATURES],
    /// Weights of each card the player could play, over [`card_features`]: the chance
    /// of a card is its share of the exponentials of the scores.
    pub card: [f32; CARD_FEATURES],
    /// Every other decision with a choice: the share in which the player chose as the
    /// rule bot would.
    pub same_choice: f32,
    pub policy: RuleBot,
}

impl OpponentModel {
    /// Fitted on the Hard level's decisions in 300 arena games of four Hard players
    /// (ffg-2006, seeds 310001-310300, `examples/fit_model.rs`).
    pub fn fitted() -> OpponentModel {
        OpponentModel {
            pass: [
                -1.5063, 1.1776, 0.1830, 0.2321, 0.5980, -0.1715, 0.1531, 1.3717, -1.8950, -0.1810,
                -0.1452,
            ],
            card: [
                0.8116, 0.3051, 0.1763, -0.1839, 0.4042, -0.7931, 0.1981, 1.7903, -0.8694, -0.8755,
                -0.0649, -0.0042, 0.8026, -0.2567, -0.1341, -0.1457,
            ],
            same_choice: 0.361,
            policy: RuleBot::default(),
        }
    }

    /// The chance that the seat to act in `game` (as dealt) takes `action`, one of
    /// `legal`.
    pub fn chance(&self, game: &Game, action: Action, legal: &[Action]) -> f32 {
        if legal.len() < 2 {
            return 1.0;
        }
        let Some(seat) = game.to_act() else {
            return 1.0;
        };
        let view = View::from_game(game, seat, legal);
        let Some((bot, _)) = self.policy.choose(&view) else {
            return 1.0 / legal.len() as f32;
        };
        if !matches!(game.phase(), Phase::Battle { .. }) {
            return self.share(action == bot, self.same_choice, legal.len());
        }
        let passes = legal.iter().filter(|a| is_pass(**a)).count();
        let plays = legal.len() - passes;
        if passes == 0 || plays == 0 {
            return self.share(action == bot, self.same_choice, legal.len());
        }
        let pass = self.pass_chance(&pass_features(&view, bot));
        match action {
            _ if is_pass(action) => pass / passes as f32,
            Action::Play(card) => (1.0 - pass) * self.card_chance(card, &view.hand, bot, legal),
            _ => 0.0,
        }
    }

    /// The chance that a player who plays a card plays `card`, among those `legal` lets
    /// them play.
    pub fn card_chance(&self, card: Card, hand: &CardCounts, bot: Action, legal: &[Action]) -> f32 {
        let score = |c: Card| {
            let x = card_features(c, hand, bot);
            let z: f32 = self.card.iter().zip(&x).map(|(w, x)| w * x).sum();
            exp(z.clamp(-30.0, 30.0))
        };
        let total: f32 = legal
            .iter()
            .filter_map(|a| match a {
                Action::Play(c) => Some(score(*c)),
                _ => None,
            })
            .sum();
        score(card) / total.max(f32::MIN_POSITIVE)
    }

    /// The chance of passing given the features.
    pub fn pass_chance(&self, features: &[f32; PASS_FEATURES]) -> f32 {
        let z: f32 = self.pass.iter().zip(features).map(|(w, x)| w * x).sum();
        1.0 / (1.0 + exp(-z.clamp(-30.0, 30.0)))
    }

    /// The chance of one of `n` choices when the bot's is taken with chance `share`
    /// and the others evenly.
    fn share(&self, is_bot: bool, share: f32, n: usize) -> f32 {
        match (n, is_bot) {
            (0 | 1, _) => 1.0,
            (_, true) => share,
            (n, false) => (1.0 - share) / (n - 1) as f32,
        }
    }
}

/// A pass, turning a face-down card up or not.
pub fn is_pass(action: Action) -> bool {
    matches!(action, Action::Pass | Action::PassReveal)
}

/// One decision of a recorded game, as the model reads it: [`Decision::of`].
#[derive(Clone, Debug, PartialEq)]
pub enum Decision {
    /// A battle turn with a pass and a card both legal: the features, and whether the
    /// player passed; if they played a card with a choice of cards, each card's
    /// features, the one played first.
    Battle {
        features: [f32; PASS_FEATURES],
        passed: bool,
        cards: Vec<[f32; CARD_FEATURES]>,
    },
    /// Any other decision with a choice: whether the player chose as the rule bot.
    Other { same: bool },
}

impl Decision {
    /// The decision of the seat to act in `game`, which took `action`; `None` when it had
    /// no choice.
    pub fn of(policy: &RuleBot, game: &Game, action: Action, legal: &[Action]) -> Option<Decision> {
        if legal.len() < 2 {
            return None;
        }
        let view = View::from_game(game, game.to_act()?, legal);
        let (bot, _) = policy.choose(&view)?;
        let passes = legal.iter().filter(|a| is_pass(**a)).count();
        let plays = legal.len() - passes;
        Some(match game.phase() {
            Phase::Battle { .. } if passes > 0 && plays > 0 => Decision::Battle {
                features: pass_features(&view, bot),
                passed: is_pass(action),
                cards: match action {
                    Action::Play(played) if plays > 1 => {
                        let others = legal.iter().filter_map(|a| match a {
                            Action::Play(c) if *c != played => Some(*c),
                            _ => None,
                        });
                        std::iter::once(played)
                            .chain(others)
                            .map(|c| card_features(c, &view.hand, bot))
                            .collect()
                    }
                    _ => Vec::new(),
                },
            },
            _ => Decision::Other {
                same: action == bot,
            },
        })
    }
}
