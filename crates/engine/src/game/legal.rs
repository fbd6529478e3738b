//! What the player to act may do (RULES.md §5–7), and why anything else is refused.

use super::{CleanupStage, Game, Phase};
use crate::action::Action;
use crate::card::Card;
use crate::map::Region;

impl Game {
    // ----- legal actions -----

    /// The legal actions of the seat to act (empty when the game is over).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::with_capacity(24);
        self.legal_actions_into(&mut out);
        out
    }

    /// Writes the legal actions into `out` (cleared first), without allocating when it
    /// has room: the AI's hot path.
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let t = &self.table;
        match t.phase {
            Phase::GameOver => {}
            Phase::ChooseRegion => {
                let set = t.selectable_regions(t.token);
                for r in Region::ALL {
                    if set & (1 << r.index()) != 0 {
                        out.push(Action::ChooseRegion(r));
                    }
                }
                if self.may_decline() {
                    out.push(Action::Decline);
                }
            }
            Phase::Battle { seat } => {
                for (card, _) in self.hands[seat as usize].iter() {
                    out.push(Action::Play(card));
                }
                out.push(Action::Pass);
                if self.has_face_down(seat) {
                    out.push(Action::PassReveal);
                }
            }
            Phase::Scarecrow { seat } => {
                self.scarecrow_targets(seat, out);
                if t.rules.scarecrow_optional {
                    out.push(Action::TakeNothing);
                }
            }
            Phase::Favor { .. } => {
                let set = t.favor_regions();
                for r in Region::ALL {
                    if set & (1 << r.index()) != 0 {
                        out.push(Action::PlaceFavor(r));
                    }
                }
                if t.favor_may_stay_off() {
                    out.push(Action::FavorOff);
                }
            }
            Phase::HandDiscard { .. } => {
                out.push(Action::DiscardHand);
                out.push(Action::KeepHand);
            }
            Phase::DrawCards { seat } => {
                for n in 0..=self.draw_limit(seat) {
                    out.push(Action::Draw(n));
                }
            }
            Phase::KeepCards { seat } => {
                let hand = self.hands[seat as usize];
                out.push(Action::Keep([None, None]));
                let kinds: Vec<Card> = hand.iter().map(|(c, _)| c).collect();
                for (i, &a) in kinds.iter().enumerate() {
                    out.push(Action::Keep([Some(a), None]));
                    if hand.get(a) >= 2 {
                        out.push(Action::Keep([Some(a), Some(a)]));
                    }
                    for &b in &kinds[i + 1..] {
                        out.push(Action::Keep([Some(a), Some(b)]));
                    }
                }
            }
        }
    }

    pub(super) fn may_decline(&self) -> bool {
        let t = &self.table;
        // Ruling: once the token has gone round the table by declines, the holder must
        // choose, or a game could never end (004 is silent).
        t.rules.may_decline
            && t.cleanup.stage == CleanupStage::Idle
            && (t.declines as u32 + 1) < t.players as u32
    }

    pub(super) fn has_face_down(&self, seat: u8) -> bool {
        self.rows[seat as usize].iter().any(|p| !p.face_up)
    }

    /// The Scarecrow's possible targets: face-up Mercenaries, one action per value.
    pub(super) fn scarecrow_targets(&self, seat: u8, out: &mut Vec<Action>) {
        let t = &self.table;
        let push_row = |out: &mut Vec<Action>, owner: u8, from: Option<u8>| {
            let mut seen = 0u16;
            for p in &self.rows[owner as usize] {
                if p.face_up && p.card.is_mercenary() && seen & (1 << p.card.index()) == 0 {
                    seen |= 1 << p.card.index();
                    out.push(Action::TakeBack { card: p.card, from });
                }
            }
        };
        push_row(out, seat, None);
        if t.rules.scarecrow_any_row {
            for other in 0..t.players {
                if other != seat {
                    push_row(out, other, Some(other));
                }
            }
        }
    }

    pub(super) fn has_scarecrow_target(&self, seat: u8) -> bool {
        let t = &self.table;
        (0..t.players).any(|owner| {
            (owner == seat || t.rules.scarecrow_any_row)
                && self.rows[owner as usize]
                    .iter()
                    .any(|p| p.face_up && p.card.is_mercenary())
        })
    }

    // ----- explaining refusals -----

    pub(super) fn explain_illegal(&self, action: Action) -> String {
        let t = &self.table;
        let Some(seat) = t.to_act() else {
            return "the game is over".into();
        };
        let expected = match t.phase {
            Phase::ChooseRegion => format!("seat {seat} must choose the region of the next battle"),
            Phase::Battle { .. } => format!("seat {seat} must play a card or pass"),
            Phase::Scarecrow { .. } => {
                format!("seat {seat} must pick the Mercenary their Scarecrow takes back")
            }
            Phase::Favor { .. } => format!("seat {seat} must place the papal favor"),
            Phase::HandDiscard { .. } => {
                format!("seat {seat} must decide whether to discard a hand with no Mercenary")
            }
            Phase::KeepCards { .. } => {
                format!("seat {seat} must choose up to 2 cards to keep for the next round")
            }
            Phase::DrawCards { .. } => format!(
                "seat {seat} must choose how many cards to draw, from 0 to {}",
                self.draw_limit(seat)
            ),
            Phase::GameOver => "the game is over".into(),
        };
        let preset = t.rules.preset;
        match (t.phase, action) {
            (Phase::ChooseRegion, Action::ChooseRegion(r)) => {
                if t.favor == Some(r) {
                    format!("{r} has the papal favor: no battle may be fought there (§6)")
                } else if t.owners[r.index()] == Some(seat) {
                    format!("seat {seat} already controls {r}")
                } else if let Some(owner) = t.owners[r.index()] {
                    format!("{r} is controlled by seat {owner}, and in {preset} controlled regions cannot be attacked (§5.1; the Capture variant allows it)")
                } else {
                    expected
                }
            }
            (Phase::ChooseRegion, Action::Decline) => {
                if t.rules.may_decline {
                    "every other player has already declined: this Condottiere must choose (ruling on 004)".into()
                } else {
                    format!("only the Hungarian classic rules let the Condottiere decline; in {preset} the token holder must choose")
                }
            }
            (Phase::Battle { .. }, Action::Play(card)) => {
                format!("seat {seat} has no {card} in hand")
            }
            (Phase::Battle { .. }, Action::PassReveal) => {
                "there is no face-down card in the row to reveal (Hidden cards only)".into()
            }
            (Phase::Scarecrow { .. }, Action::TakeNothing) => {
                format!("in {preset} the Scarecrow must take a Mercenary back when it can (002)")
            }
            (Phase::Scarecrow { .. }, Action::TakeBack { card, from }) => {
                if from.is_some_and(|f| f != seat) && !t.rules.scarecrow_any_row {
                    format!("in {preset} the Scarecrow takes only from its player's own row")
                } else if !card.is_mercenary() {
                    format!("the Scarecrow takes back only Mercenaries, never a {card}")
                } else {
                    format!("there is no face-up {card} in that row to take back")
                }
            }
            (Phase::Favor { .. }, Action::PlaceFavor(r)) => {
                if Some(r) == t.battle.region {
                    format!("the favor may not go on {r}, the region being fought over (R3)")
                } else {
                    format!("{r} is controlled: the favor goes on a region with no control marker")
                }
            }
            (Phase::Favor { .. }, Action::FavorOff) => {
                format!("in {preset} the favor must be placed on a free region")
            }
            (Phase::KeepCards { .. }, Action::Keep(_)) => {
                format!("seat {seat} does not hold those cards")
            }
            (Phase::DrawCards { .. }, Action::Draw(n)) => format!(
                "seat {seat} may draw at most {} now, not {n}: up to 3 cards, within the hand limit of 10 + 1 per region, from what the deck and the discard pile hold (§9)",
                self.draw_limit(seat)
            ),
            _ => format!("{expected}, not '{action}'"),
        }
    }
}
