//! Dealing full games consistent with an observation: the "determinizations" of
//! Information Set MCTS.
//!
//! [`Observation::sample_present`] reads the present position only. With the round's
//! history ([`crate::History`]) a deal must also explain everything seen since cards were
//! last dealt: [`Observation::deal_start`] deals the hands of that moment (each holding
//! the cards its seat has shown since), and [`Observation::replay_round`] replays the
//! round's actions on it, refusing a deal under which they could not have happened (a
//! seat asked to discard a hand with no Mercenary, say, that holds one in the deal).
//! The replay shows each action to a visitor with the position it was taken in, which is
//! how an AI weighs a deal by how likely the others' actions were under it.

use crate::action::Action;
use crate::card::{Card, CardCounts};
use crate::event::{Event, EventSink, TokenReason};
use crate::game::{Game, PlayedCard, MAX_PLAYERS};
use crate::observation::Observation;
use crate::pile::{OwnDecks, Pile, Rows};
use crate::rng::GameRng;

/// Deals of the round's start tried before [`Observation::sample_game`] settles for the
/// present position alone: a deal is refused only where the rules drew at random during
/// the round (a token drawn among tied players) or a seat's hand had to hold, or lack, a
/// Mercenary at a given moment, so a few tries almost always succeed.
const ROUND_DEALS: u32 = 64;

/// Draws of a token among tied players tried before a deal is refused (at six tied
/// players, each draw has one chance in six: 24 draws all miss 1.3% of the time).
const TOKEN_DRAWS: u32 = 24;

/// One action of the round met by [`Observation::replay_round`].
#[derive(Clone, Copy, Debug)]
pub struct Step<'a> {
    /// The position the action was taken in, as dealt.
    pub game: &'a Game,
    pub seat: u8,
    /// The action; for a card played face down and never seen, the card the deal gave.
    pub action: Action,
    /// The chance that the replay picked this action: 1 for an action seen, and for an
    /// unseen face-down card the share of that card among those the seat could have
    /// played face down.
    pub proposal: f32,
}

impl Observation {
    /// Deals a full game consistent with the present position alone (the history
    /// aside): the unseen cards are redistributed at random among the other hands, their
    /// face-down row cards and the deck, every size kept. The game's own generator is
    /// fresh, so future shuffles are unknown too. The Normal and Hard searches deal
    /// their determinizations this way.
    pub fn sample_present(&self, rng: &mut GameRng) -> Game {
        let t = &self.table;
        let players = t.players as usize;
        let me = self.seat as usize;
        let mut hands = [CardCounts::EMPTY; MAX_PLAYERS];
        let mut rows = Rows::EMPTY;
        hands[me] = self.hand;

        // The unseen pools: one shared, or one per player in the duel.
        let duel = t.rules.duel;
        let mut pools = [Pile::<Card>::EMPTY; 2];
        let pool_count = if duel { players.min(2) } else { 1 };
        for (o, pool) in pools[..pool_count].iter_mut().enumerate() {
            let owner = duel.then_some(o as u8);
            *pool = self.unseen_cards(owner).cards().collect();
            rng.shuffle(pool);
        }
        let pool_of = |o: usize| if duel { o } else { 0 };

        // Face-down row cards first: only kinds that are played face down fit there.
        for (o, row) in self.rows.iter().enumerate() {
            for c in row {
                let card = match c.card {
                    Some(card) => card,
                    None => {
                        let pool = &mut pools[pool_of(o)];
                        match pool.iter().position(|c| c.hides()) {
                            Some(i) => pool.swap_remove(i),
                            None => pool.pop().unwrap_or(Card::M1),
                        }
                    }
                };
                rows.push(
                    o,
                    PlayedCard {
                        card,
                        face_up: c.face_up,
                    },
                );
            }
        }
        // Then the other hands: the cards known to be there, and unseen cards.
        for o in 0..players {
            if o == me {
                continue;
            }
            hands[o] = t.known_in_hand[o];
            let missing = (self.hand_sizes[o] as u32).saturating_sub(hands[o].total());
            let pool = &mut pools[pool_of(o)];
            for _ in 0..missing {
                match pool.pop() {
                    Some(card) => hands[o].add(card, 1),
                    None => break,
                }
            }
        }
        // What is left is the deck(s), in random order.
        let (deck, own_decks) = if duel {
            (
                Pile::EMPTY,
                OwnDecks::new(pools.into_iter().take(pool_count)),
            )
        } else {
            (pools[0], OwnDecks::default())
        };
        Game {
            table: *t,
            hands,
            rows,
            deck,
            own_decks,
            rng: GameRng::from_seed(rng.next_u64()),
        }
    }

    /// Deals a full game consistent with this observation: with a history, one under
    /// which the round's actions could have happened as they did (a deal of the round's
    /// start, replayed); without one, or if [`ROUND_DEALS`] deals were all refused, the
    /// present position's ([`Observation::sample_present`]).
    pub fn sample_game(&self, rng: &mut GameRng) -> Game {
        if self.history.is_some() {
            for _ in 0..ROUND_DEALS {
                if let Some(game) = self.sample_round(rng, &mut |_| {}) {
                    return game;
                }
            }
        }
        self.sample_present(rng)
    }

    /// One try at a deal consistent with the whole history: [`Observation::deal_start`]
    /// then [`Observation::replay_round`]. `None` when the observation has no history,
    /// its rules give each player a deck of their own (the duel), or the deal is refused.
    pub fn sample_round(&self, rng: &mut GameRng, visit: &mut dyn FnMut(&Step)) -> Option<Game> {
        let start = self.deal_start(rng)?;
        self.replay_round(start, rng, visit)
    }

    /// Deals the position when the round's cards were dealt: this seat's hand as it was,
    /// and each other hand holding every card its seat has shown since (played, turned
    /// up, discarded) except those seen coming back to it, the rest at random from the
    /// unseen cards; a seat that kept a hand with no Mercenary gets none in the rest.
    /// `None` without a history, in the duel, or when the history cannot be dealt.
    pub fn deal_start(&self, rng: &mut GameRng) -> Option<Game> {
        let history = self.history.as_ref()?;
        let start = &*history.start;
        let t = &start.table;
        if t.rules.duel {
            return None;
        }
        let players = t.players as usize;
        let me = self.seat as usize;
        // Cards seen entering each hand and not yet seen leaving it, and the cards each
        // seat must have held at the start.
        let mut known = t.known_in_hand;
        let mut needs = [CardCounts::EMPTY; MAX_PLAYERS];
        let mut no_mercenary = [false; MAX_PLAYERS];
        for seen in &history.actions {
            let o = seen.seat as usize;
            let (known, needs) = (&mut known[o], &mut needs[o]);
            let mut spend = |card: Card| {
                if !known.remove(card, 1) {
                    needs.add(card, 1);
                }
            };
            match seen.action {
                Some(Action::Play(card)) => spend(card),
                Some(Action::DiscardHand) => seen.shown.cards().for_each(spend),
                Some(Action::TakeBack { card, .. }) => known.add(card, 1),
                Some(Action::KeepHand) => no_mercenary[o] = true,
                _ => {}
            }
        }
        let mut unseen = start.unseen_cards(None);
        for (o, need) in needs.iter().enumerate().take(players) {
            if o != me {
                if !unseen.includes(need) {
                    return None;
                }
                unseen.subtract_saturating(need);
            }
        }
        let mut pool: Pile<Card> = unseen.cards().collect();
        rng.shuffle(&mut pool);

        let mut rows = Rows::EMPTY;
        for (o, row) in start.rows.iter().enumerate() {
            for c in row {
                let card = match c.card {
                    Some(card) => card,
                    None => {
                        let i = pool.iter().position(|c| c.hides())?;
                        pool.swap_remove(i)
                    }
                };
                rows.push(
                    o,
                    PlayedCard {
                        card,
                        face_up: c.face_up,
                    },
                );
            }
        }
        let mut hands = [CardCounts::EMPTY; MAX_PLAYERS];
        hands[me] = start.hand;
        for o in (0..players).filter(|&o| o != me) {
            hands[o] = t.known_in_hand[o];
            hands[o].add_all(&needs[o]);
            let rest = (start.hand_sizes[o] as u32).checked_sub(hands[o].total())?;
            for _ in 0..rest {
                let i = if no_mercenary[o] {
                    pool.iter().rposition(|c| !c.is_mercenary())?
                } else {
                    pool.len().checked_sub(1)?
                };
                hands[o].add(pool.swap_remove(i), 1);
            }
        }
        Some(Game {
            table: *t,
            hands,
            rows,
            deck: pool,
            own_decks: OwnDecks::default(),
            rng: GameRng::from_seed(rng.next_u64()),
        })
    }

    /// Replays the round's actions on `start` (a deal of the round's start), showing
    /// each to `visit` before it is applied. A card another seat played face down, never
    /// seen, is one of those it could play face down, picked at random. `None` when an
    /// action could not have been taken in the deal, or the replay does not end in the
    /// present position as this seat sees it.
    pub fn replay_round(
        &self,
        mut game: Game,
        rng: &mut GameRng,
        visit: &mut dyn FnMut(&Step),
    ) -> Option<Game> {
        let history = self.history.as_ref()?;
        for seen in &history.actions {
            if game.to_act() != Some(seen.seat) {
                return None;
            }
            let (action, proposal) = match seen.action {
                Some(action) if game.is_legal(action) => (action, 1.0),
                Some(_) => return None,
                None => face_down_card(&game, seen.seat, rng)?,
            };
            // The token was drawn at random: the game's own generator (a fresh one, the
            // real one being unknown) is drawn again until it sends it where it went.
            if let Some(token) = seen.token {
                game.rng = token_generator(&game, action, token, rng)?;
            }
            visit(&Step {
                game: &game,
                seat: seen.seat,
                action,
                proposal,
            });
            game.apply_unchecked(action, &mut ());
        }
        self.looks_like(&game).then_some(game)
    }

    /// Whether `game` looks to this seat exactly as the present position does.
    fn looks_like(&self, game: &Game) -> bool {
        let me = self.seat as usize;
        game.table == self.table
            && game.hands[me] == self.hand
            && game.deck.len() as u32 == self.deck_size
            && (0..MAX_PLAYERS).all(|o| {
                let row = &game.rows[o];
                game.hands[o].total() == self.hand_sizes[o] as u32
                    && row.len() == self.rows[o].len()
                    && row.iter().zip(&self.rows[o]).all(|(real, seen)| {
                        real.face_up == seen.face_up && seen.card.is_none_or(|c| c == real.card)
                    })
            })
    }
}

/// A generator for `game` under which `action`, ending a failed battle, draws the token
/// for `token`; `None` if none of [`TOKEN_DRAWS`] does.
fn token_generator(game: &Game, action: Action, token: u8, rng: &mut GameRng) -> Option<GameRng> {
    (0..TOKEN_DRAWS).find_map(|_| {
        let generator = GameRng::from_seed(rng.next_u64());
        let mut after = game.clone();
        after.rng = generator.clone();
        let mut drawn = DrawnToken(None);
        after.apply_unchecked(action, &mut drawn);
        (drawn.0 == Some(token)).then_some(generator)
    })
}

/// The seat the token was drawn for after a failed battle (a Spy or a Courtesan may take
/// it from them in the same step).
struct DrawnToken(Option<u8>);

impl EventSink for DrawnToken {
    fn push(&mut self, event: Event) {
        if let Event::TokenMoved {
            to,
            reason: TokenReason::DrawnAfterFailedBattle,
            ..
        } = event
        {
            self.0 = Some(to);
        }
    }
}

/// A card `seat` could play face down now, drawn in proportion to how many it holds,
/// with that chance; `None` if it holds none.
fn face_down_card(game: &Game, seat: u8, rng: &mut GameRng) -> Option<(Action, f32)> {
    let hand = game.hand(seat);
    let hides = |c: Card| c.hides() && game.is_legal(Action::Play(c));
    let total: u32 = hand
        .iter()
        .filter(|&(c, _)| hides(c))
        .map(|(_, n)| n as u32)
        .sum();
    let mut k = rng.below(total.max(1));
    for (card, n) in hand.iter().filter(|&(c, _)| hides(c)) {
        if k < n as u32 {
            return Some((Action::Play(card), n as f32 / total as f32));
        }
        k -= n as u32;
    }
    None
}

impl Game {
    /// Shuffles the deck (the duel: both decks) and gives the game a fresh generator:
    /// a dealt position that a search reuses gets another future each time (the order of
    /// the cards no one has seen, and every later shuffle).
    pub fn shuffle_future(&mut self, rng: &mut GameRng) {
        rng.shuffle(&mut self.deck);
        for seat in 0..MAX_PLAYERS {
            if let Some(deck) = self.own_decks.get_mut(seat) {
                rng.shuffle(deck);
            }
        }
        self.rng = GameRng::from_seed(rng.next_u64());
    }
}
