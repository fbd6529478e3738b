//! The shadow deal: the others' rewards scored where the searching seat's hand is as
//! unknown to them as it really is.
//!
//! Every determinization holds the searching seat's true hand, so the statistics of the
//! other seats' tree nodes learn to answer that hand, which those seats cannot see: in
//! the tree they play as if they knew it. With the shadow on, each iteration also replays
//! its moves on a copy of its deal in which the searching seat's hand is dealt again from
//! its cards and the deck's ([`Game::redeal_hand`]), keeping the cards it plays on the
//! way, plays that out too, and backs up the other seats' rewards from there.

use crate::eval::Rewards;
use engine::{Action, CardCounts, Game, GameRng};

/// One iteration's moves, kept for its shadow deal.
pub(super) struct Shadow {
    /// The searching seat.
    me: u8,
    /// The iteration's deal before its first move; `None` with the shadow off.
    root: Option<Game>,
    /// The cards the searching seat plays or keeps on the way.
    spent: CardCounts,
    moves: Vec<Action>,
}

impl Shadow {
    pub(super) fn new(me: u8) -> Shadow {
        Shadow {
            me,
            root: None,
            spent: CardCounts::EMPTY,
            moves: Vec::with_capacity(64),
        }
    }

    /// Starts an iteration on `game`, its deal (kept only if `on`).
    pub(super) fn begin(&mut self, game: &Game, on: bool) {
        self.root = on.then(|| game.clone());
        self.spent = CardCounts::EMPTY;
        self.moves.clear();
    }

    /// Applies `action` to the iteration's `game`, remembering it for the shadow.
    pub(super) fn apply(&mut self, game: &mut Game, action: Action) {
        if self.root.is_some() {
            if game.to_act() == Some(self.me) {
                match action {
                    Action::Play(card) => self.spent.add(card, 1),
                    Action::Keep(cards) => cards.into_iter().flatten().for_each(|c| {
                        self.spent.add(c, 1);
                    }),
                    _ => {}
                }
            }
            self.moves.push(action);
        }
        game.apply_unchecked(action, &mut ());
    }

    /// The rewards of the shadow deal after the iteration's moves, played out by
    /// `play_out`; `None` with the shadow off, or when a move cannot be replayed there (a
    /// card drawn on the way differs, say).
    pub(super) fn rewards(
        &self,
        rng: &mut GameRng,
        play_out: impl FnOnce(&mut Game, &mut GameRng) -> Rewards,
    ) -> Option<Rewards> {
        let mut game = self.root.as_ref()?.redeal_hand(self.me, &self.spent, rng)?;
        for &action in &self.moves {
            if !game.is_legal(action) {
                return None;
            }
            game.apply_unchecked(action, &mut ());
        }
        Some(play_out(&mut game, rng))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Preset, Setup};

    /// A 4-player game played until `me` has played two cards, each move through
    /// `shadow` (on), and the cards `me` played.
    fn played(shadow: &mut Shadow, me: u8) -> (Game, Vec<engine::Card>) {
        let mut game = Game::new(Setup {
            rules: Preset::Ffg2006.rules(),
            players: 4,
            seed: 8,
            first: Some(0),
        })
        .unwrap();
        shadow.begin(&game, true);
        let mut cards = Vec::new();
        while cards.len() < 2 {
            let legal = game.legal_actions();
            let seat = game.to_act().unwrap();
            // Each seat plays its first card while it has one; no one passes.
            let action = legal
                .iter()
                .copied()
                .find(|a| matches!(a, Action::Play(_)))
                .unwrap_or(legal[0]);
            if let (true, Action::Play(card)) = (seat == me, action) {
                cards.push(card);
            }
            shadow.apply(&mut game, action);
        }
        (game, cards)
    }

    #[test]
    fn the_shadow_replays_the_moves_with_the_cards_the_seat_played() {
        let mut shadow = Shadow::new(1);
        let (game, cards) = played(&mut shadow, 1);
        assert_eq!(shadow.spent, CardCounts::from_cards(cards));
        let mut rng = GameRng::from_seed(1);
        // Every shadow deal holds the cards seat 1 played, so every replay succeeds and
        // reaches the position the moves reached, seen from the table.
        let mut other_hands = 0;
        for _ in 0..200 {
            let rewards = shadow.rewards(&mut rng, |shadowed, _| {
                assert_eq!(shadowed.table(), game.table());
                assert_eq!(shadowed.hand(1).total(), game.hand(1).total());
                other_hands += usize::from(shadowed.hand(1) != game.hand(1));
                [0.5; engine::MAX_PLAYERS]
            });
            assert_eq!(rewards, Some([0.5; engine::MAX_PLAYERS]));
        }
        assert!(
            other_hands > 190,
            "{other_hands} of 200 shadow hands differ"
        );
        // Off, there is no shadow.
        shadow.begin(&game, false);
        assert!(shadow.rewards(&mut rng, |_, _| unreachable!()).is_none());
    }
}
