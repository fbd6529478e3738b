//! The rule bot's decisions about its hand between battles: discard a hand that cannot
//! fight, the two cards kept at an ffg round's end, and how many to draw after a battle.

use super::{RuleBot, Why};
use crate::battlefield::worth;
use crate::view::View;
use engine::{Action, Card};

impl RuleBot {
    /// A hand with no Mercenary: discard it when what is left is too weak to matter.
    /// Without Mercenaries, Drummers and Scarecrows add nothing; what can still win is a
    /// Heroine, Courtesans or Spies, and what can still hurt others a season or a Bishop.
    pub(super) fn hand_discard(&self, view: &View) -> (Action, Why) {
        let h = &view.hand;
        let w = 10.0 * h.get(Card::Heroine) as f32
            + 1.5 * (h.get(Card::Courtesan) + h.get(Card::Spy)) as f32
            + 3.0 * (h.get(Card::Bishop) + h.get(Card::Winter) + h.get(Card::Spring)) as f32
            + 4.0 * (h.get(Card::Surrender) + h.get(Card::ClassicBishop)) as f32;
        if w < self.discard_below {
            (Action::DiscardHand, Why::WeakHand)
        } else {
            (Action::KeepHand, Why::Best { score: w })
        }
    }

    /// ffg round end: keep the two cards worth most for the next round.
    pub(super) fn keep(&self, view: &View) -> (Action, Why) {
        let mut best = (view.legal[0], f32::MIN);
        for &a in view.legal {
            if let Action::Keep(cards) = a {
                let s: f32 = cards.iter().flatten().map(|&c| worth(c, &view.hand)).sum();
                if s > best.1 {
                    best = (a, s);
                }
            }
        }
        (best.0, Why::Best { score: best.1 })
    }
}

impl RuleBot {
    /// Draw after battle: draw as many as allowed. A card in hand costs nothing to hold
    /// (the limit already caps the hand), and every card is another option later.
    pub(super) fn draw(&self, view: &View) -> (Action, Why) {
        let most = view
            .legal
            .iter()
            .filter_map(|a| match a {
                Action::Draw(n) => Some(*n),
                _ => None,
            })
            .max()
            .unwrap_or(0);
        (Action::Draw(most), Why::DrawMost)
    }
}
