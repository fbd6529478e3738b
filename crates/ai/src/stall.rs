//! Guards that keep a search's choice from stalling the game. The rules let every
//! player pass a battle for ever: a battle nobody plays in fails, and the next one
//! opens. A search may see nothing to gain in moving first, and two searching players
//! with cards left (the others out of them) then pass battle after battle (seen in an
//! arena game of Hard players: 479 battles in 1,500 actions). Only the search's
//! choice is overruled, and only where it would stall.

use crate::rulebot::{cannot_fight, RuleBot};
use engine::{Action, Observation};

/// Failed battles in a row, with nobody playing a card, after which a seat with a card
/// to play no longer passes a battle nobody has played in yet.
const IDLE_BATTLES: usize = 2;

/// `action`, unless it would stall the game:
/// - a seat whose hand cannot fight may see nothing to gain in playing it out, and no
///   rule makes it: holding such a hand against opponents with no cards (the duel's last
///   battles) it could pass for ever. It then does what the rule bot does: plays out or
///   discards the hand;
/// - a pass in a battle nobody has played in, after [`IDLE_BATTLES`] such battles in a
///   row this round: it then plays the rule bot's choice among its cards.
pub(crate) fn no_stalling(obs: &Observation, policy: &RuleBot, action: Action) -> Action {
    let passive = matches!(action, Action::Pass | Action::PassReveal | Action::KeepHand);
    if passive && cannot_fight(&obs.hand) {
        return policy.decide(obs).unwrap_or(action);
    }
    let pass = matches!(action, Action::Pass | Action::PassReveal);
    if pass && idle_battles(obs) >= IDLE_BATTLES {
        let mut cards = obs.clone();
        cards.legal.retain(|a| matches!(a, Action::Play(_)));
        return policy.decide(&cards).unwrap_or(action);
    }
    action
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
