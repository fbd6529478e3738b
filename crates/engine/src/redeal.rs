//! One hand dealt again with the deck: a deal as another seat could imagine it.
//!
//! A search dealt from one seat's view knows that seat's true hand in every deal, so
//! what it learns about the other seats' choices is learnt against that hand, which they
//! cannot see. [`Game::redeal_hand`] gives the same position with that hand dealt again
//! from its cards and the deck's, keeping the cards it must hold, so the others' choices
//! can be scored on a deal in which that hand is as unknown to them as it really is.

use crate::card::{Card, CardCounts};
use crate::game::Game;
use crate::pile::Pile;
use crate::rng::GameRng;

impl Game {
    /// This game with `seat`'s hand dealt again at random from its cards and the
    /// deck's, every size kept: the new hand holds `keep` and the cards the table knows
    /// are there, the rest of the old hand goes into the deck, and the deck is shuffled.
    /// `None` in the duel (each player's own deck), or when the hand does not hold
    /// `keep`.
    pub fn redeal_hand(&self, seat: u8, keep: &CardCounts, rng: &mut GameRng) -> Option<Game> {
        if self.table.rules.duel {
            return None;
        }
        let s = seat as usize;
        let hand = self.hands.get(s)?;
        let mut pinned = *keep;
        for (card, n) in self.table.known_in_hand[s].iter() {
            let have = pinned.get(card);
            if have < n {
                pinned.add(card, n - have);
            }
        }
        if !hand.includes(&pinned) {
            return None;
        }
        let mut free = *hand;
        free.subtract_saturating(&pinned);
        let mut pool: Pile<Card> = self.deck;
        for card in free.cards() {
            pool.push(card);
        }
        rng.shuffle(&mut pool);
        let mut game = self.clone();
        game.hands[s] = pinned;
        pool.deal_into(free.total(), &mut game.hands[s]);
        game.deck = pool;
        Some(game)
    }
}

#[cfg(test)]
mod tests {
    use crate::{Card, CardCounts, Game, GameRng, Preset, Setup};

    fn dealt(preset: Preset, players: u8) -> Game {
        Game::new(Setup {
            rules: preset.rules(),
            players,
            seed: 11,
            first: Some(0),
        })
        .unwrap()
    }

    /// Cards in every hand and the deck together.
    fn in_hands_and_deck(game: &Game) -> CardCounts {
        let mut all = CardCounts::from_cards(game.deck.iter().copied());
        for s in 0..game.table.players {
            all.add_all(game.hand(s));
        }
        all
    }

    #[test]
    fn the_hand_is_dealt_again_from_itself_and_the_deck_keeping_what_it_must_hold() {
        let game = dealt(Preset::Ffg2006, 4);
        let hand = *game.hand(2);
        let kept = hand.cards().next().unwrap();
        let keep = CardCounts::from_cards([kept]);
        let mut rng = GameRng::from_seed(3);
        let mut changed = 0;
        for _ in 0..50 {
            let redealt = game.redeal_hand(2, &keep, &mut rng).unwrap();
            assert_eq!(redealt.hand(2).total(), hand.total());
            assert_eq!(redealt.deck.len(), game.deck.len());
            assert!(redealt.hand(2).contains(kept));
            assert_eq!(in_hands_and_deck(&redealt), in_hands_and_deck(&game));
            for s in [0, 1, 3] {
                assert_eq!(redealt.hand(s), game.hand(s), "only seat 2's hand moves");
            }
            assert_eq!(redealt.table, game.table);
            changed += usize::from(*redealt.hand(2) != hand);
        }
        assert!(changed > 45, "{changed} of 50 deals changed the hand");
    }

    #[test]
    fn cards_the_table_has_seen_in_the_hand_stay_there() {
        let mut game = dealt(Preset::Ffg2006, 4);
        let shown = game.hand(1).cards().next().unwrap();
        game.table.known_in_hand[1] = CardCounts::from_cards([shown]);
        let mut rng = GameRng::from_seed(4);
        for _ in 0..50 {
            let redealt = game.redeal_hand(1, &CardCounts::EMPTY, &mut rng).unwrap();
            assert!(redealt.hand(1).contains(shown));
        }
    }

    #[test]
    fn a_hand_without_the_cards_to_keep_or_a_duel_is_refused() {
        let game = dealt(Preset::Ffg2006, 4);
        let missing = (0..)
            .map_while(Card::from_index)
            .find(|&c| !game.hand(0).contains(c))
            .unwrap();
        let mut rng = GameRng::from_seed(5);
        assert!(game
            .redeal_hand(0, &CardCounts::from_cards([missing]), &mut rng)
            .is_none());
        let duel = dealt(Preset::ZmanDuel, 2);
        assert!(duel.redeal_hand(0, &CardCounts::EMPTY, &mut rng).is_none());
    }
}
