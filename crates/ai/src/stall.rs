//! Guards that keep a search's choice from stalling the game. The rules let every
//! player pass a battle for ever: a battle nobody plays in fails, and the next one
//! opens. A search may see nothing to gain in moving first, and two searching players
//! with cards left (the others out of them) then pass battle after battle (seen in an
//! arena game of Hard players: 479 battles in 1,500 actions). Only the search's
//! choice is overruled, and only where it would stall.

use crate::rulebot::{cannot_fight, RuleBot, Why};
use crate::view::View;
use engine::{Action, Observation};

/// Failed battles in a row, with nobody playing a card, after which a seat with a card
/// to play no longer passes a battle nobody has played in yet.
const IDLE_BATTLES: usize = 2;

/// Why a guard overruled the search's choice, for the move's reason.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Overrule {
    /// The hand cannot fight: the rule bot's move for it, and the bot's reason.
    DeadHand(Why),
    /// Nobody has played a card in this many battles in a row this round.
    IdleBattles(u8),
}

/// `action`, unless it would stall the game (then the move played instead, and why):
/// - a seat whose hand cannot fight may see nothing to gain in playing it out, and no
///   rule makes it: holding such a hand against opponents with no cards (the duel's last
///   battles) it could pass for ever. It then does what the rule bot does: plays out or
///   discards the hand;
/// - a pass in a battle nobody has played in, after [`IDLE_BATTLES`] such battles in a
///   row this round: it then plays the rule bot's choice among its cards.
pub(crate) fn no_stalling(
    obs: &Observation,
    policy: &RuleBot,
    action: Action,
) -> (Action, Option<Overrule>) {
    let passive = matches!(action, Action::Pass | Action::PassReveal | Action::KeepHand);
    if passive && cannot_fight(&obs.hand) {
        return match policy.choose(&View::from_observation(obs)) {
            Some((instead, why)) if instead != action => (instead, Some(Overrule::DeadHand(why))),
            _ => (action, None),
        };
    }
    let pass = matches!(action, Action::Pass | Action::PassReveal);
    let idle = idle_battles(obs);
    if pass && idle >= IDLE_BATTLES {
        let mut cards = obs.clone();
        cards.legal.retain(|a| matches!(a, Action::Play(_)));
        if let Some(instead) = policy.decide(&cards) {
            let battles = u8::try_from(idle).unwrap_or(u8::MAX);
            return (instead, Some(Overrule::IdleBattles(battles)));
        }
    }
    (action, None)
}

/// In a battle turn: how many battles in a row this round ended with nobody playing a
/// card, when nobody has played in the present battle either (0 otherwise, and without
/// the round's history).
fn idle_battles(obs: &Observation) -> usize {
    let Some(history) = &obs.history else {
        return 0;
    };
    if obs.rows.iter().any(|row| !row.is_empty()) {
        return 0;
    }
    // The round's battles, each from its region choice on (what came before the first is
    // no battle), the present one last: it has just been checked by its rows.
    let played: Vec<bool> = history
        .actions
        .split(|seen| matches!(seen.action, Some(Action::ChooseRegion(_))))
        .skip(1)
        .map(|battle| {
            battle
                .iter()
                .any(|seen| matches!(seen.action, None | Some(Action::Play(_))))
        })
        .collect();
    let before = played.len().saturating_sub(1);
    played[..before].iter().rev().take_while(|&&p| !p).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulebot::tests::arranged;
    use engine::{parse_actions, Phase};

    /// Seat 0 of an ffg-2006 game for four, holding `hand` after opening Roma with M1
    /// and a battle nobody answered: the round's hand discard.
    fn at_hand_discard(hand: &str) -> Observation {
        let mut game = arranged([&format!("M1 {hand}"), "M2 M3", "M4 M5", "M6 M2"]);
        for a in parse_actions("region Roma; M1; pass; pass; pass; pass; region Napoli").unwrap() {
            game.apply(a).unwrap();
        }
        assert_eq!(game.phase(), Phase::HandDiscard { seat: 0 });
        game.observation(0)
    }

    #[test]
    fn a_hand_that_cannot_fight_is_discarded_whatever_the_search_chose() {
        let obs = at_hand_discard("Scarecrow Scarecrow Drummer");
        let (action, overrule) = no_stalling(&obs, &RuleBot::default(), Action::KeepHand);
        assert_eq!(action, Action::DiscardHand);
        let Some(Overrule::DeadHand(why)) = overrule else {
            panic!("not told as the dead hand's guard: {overrule:?}");
        };
        // The reason is the rule bot's own for the move it plays.
        let bot = RuleBot::default().choose(&View::from_observation(&obs));
        assert_eq!(bot, Some((Action::DiscardHand, why)));
    }

    #[test]
    fn a_hand_that_can_fight_keeps_the_search_choice() {
        let obs = at_hand_discard("Heroine Drummer");
        let kept = no_stalling(&obs, &RuleBot::default(), Action::KeepHand);
        assert_eq!(kept, (Action::KeepHand, None));
        // Without the round's history no battle counts as idle.
        assert_eq!(idle_battles(&obs), 0);
    }
}
