//! The validating constructor of a game from a state: `Game::try_from` an
//! [`UncheckedGame`] checks what every state the game reaches holds (the setup, the seats
//! it names, the cards, the rows, the board, the counts and the phase) and refuses the
//! first fault with a [`StateError`]. A state that passes plays on without a panic
//! (`tests/state_boundary.rs` mutates the fields of reachable states to hold the engine
//! to that, and checks that every reachable state passes).

use super::state::{StateError, UncheckedGame};
use crate::card::{Card, CardCounts, PlayedCard, CARD_KINDS};
use crate::game::{CleanupStage, Game, Phase, Table};
use crate::pile::{OwnDecks, Pile, Rows};
use crate::rules::{FavorRule, LastPlayerCards, MAX_PLAYERS};
use crate::strength::Season;
use serde::{Deserialize, Deserializer};

/// The one way a state from outside becomes a game: the setup, the seats, the decks and
/// the cards are checked on the plain data first (so that the piles they fill have room),
/// then the game built from them ([`Game::check_position`]).
impl TryFrom<UncheckedGame> for Game {
    type Error = StateError;

    fn try_from(state: UncheckedGame) -> Result<Game, StateError> {
        state.check_table()?;
        if let Some(error) = census_error(&state) {
            return Err(error);
        }
        let game = Game {
            table: state.table,
            hands: state.hands,
            rows: rows_of(&state.rows),
            deck: state.deck.iter().copied().collect::<Pile<Card>>(),
            own_decks: OwnDecks::new(
                state
                    .own_decks
                    .iter()
                    .map(|d| d.iter().copied().collect::<Pile<Card>>()),
            ),
            rng: state.rng,
        };
        game.check_position()?;
        Ok(game)
    }
}

/// A game read from JSON is an [`UncheckedGame`] checked into a game: a state no game
/// could reach is refused with the [`StateError`]'s words.
impl<'de> Deserialize<'de> for Game {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Game, D::Error> {
        let state = UncheckedGame::deserialize(d)?;
        Game::try_from(state).map_err(serde::de::Error::custom)
    }
}

/// The rows as the game keeps them (the census has checked that they fit).
fn rows_of(rows: &[Vec<PlayedCard>; MAX_PLAYERS]) -> Rows {
    let mut out = Rows::EMPTY;
    for (seat, row) in rows.iter().enumerate() {
        for &card in row {
            out.push(seat, card);
        }
    }
    out
}

impl UncheckedGame {
    /// The setup, every seat the table names, the seats past the players, the decks.
    fn check_table(&self) -> Result<(), StateError> {
        let t = &self.table;
        t.rules.check(t.players)?;
        t.check_seats()?;
        let seated = t.players as usize;
        for seat in seated..MAX_PLAYERS {
            let empty = self.hands[seat].is_empty()
                && self.rows[seat].is_empty()
                && t.out_of_game[seat].is_empty()
                && t.known_in_hand[seat].is_empty()
                && t.battles_won[seat] == 0
                && t.campaign_scores[seat] == 0;
            if !empty {
                return Err(StateError::Unseated { seat: seat as u8 });
            }
        }
        let decks_fit = if t.rules.duel {
            self.own_decks.len() == seated && self.deck.is_empty() && t.discard.is_empty()
        } else {
            self.own_decks.is_empty() && t.out_of_game.iter().all(CardCounts::is_empty)
        };
        if !decks_fit {
            return Err(StateError::Decks);
        }
        Ok(())
    }
}

impl Table {
    /// Every seat the table names is one of its players: the token, the player to act, the
    /// regions' owners, the battle's defender, opener and seat sets, the winners.
    fn check_seats(&self) -> Result<(), StateError> {
        let players = self.players;
        let outside = |seat: u8| (seat >= players).then_some(StateError::Seat { seat, players });
        // A seat set's lowest seat past the table, if it has one.
        let outside_set = |set: u8| {
            let past = set >> players << players;
            (past != 0).then_some(StateError::Seat {
                seat: past.trailing_zeros() as u8,
                players,
            })
        };
        let named = [Some(self.token), self.to_act(), self.battle.defender]
            .into_iter()
            .chain(self.owners)
            .flatten()
            .chain([self.battle.opener]);
        let sets = [self.battle.participants, self.battle.passed]
            .into_iter()
            .chain(self.outcome.map(|o| o.winners));
        match named
            .filter_map(outside)
            .chain(sets.filter_map(outside_set))
            .next()
        {
            Some(error) => Err(error),
            None => Ok(()),
        }
    }
}

/// Every kind of card counted wherever it lies, against the edition's deck; in the duel,
/// each player's own cards against one duel deck. `None` if they match: then every pile
/// fits the game's room for it.
fn census_error(state: &UncheckedGame) -> Option<StateError> {
    let t = &state.table;
    let mut all = [0u32; CARD_KINDS];
    add_cards(&mut all, state.deck.iter().copied());
    add_counts(&mut all, &t.discard);
    for seat in 0..MAX_PLAYERS {
        let mut own = [0u32; CARD_KINDS];
        add_counts(&mut own, &state.hands[seat]);
        add_cards(&mut own, state.rows[seat].iter().map(|p| p.card));
        add_counts(&mut own, &t.out_of_game[seat]);
        if let Some(deck) = state.own_decks.get(seat) {
            add_cards(&mut own, deck.iter().copied());
            let one = t.rules.deck.composition();
            if let Some((card, found, expected)) = first_difference(&own, &one) {
                return Some(StateError::OwnCards {
                    seat: seat as u8,
                    card,
                    found,
                    expected,
                });
            }
        }
        for (total, n) in all.iter_mut().zip(own) {
            *total += n;
        }
    }
    first_difference(&all, &t.rules.all_cards(t.players)).map(|(card, found, expected)| {
        StateError::Cards {
            card,
            found,
            expected,
        }
    })
}

/// Counts `cards` into `into`, kind by kind.
fn add_cards(into: &mut [u32; CARD_KINDS], cards: impl Iterator<Item = Card>) {
    for card in cards {
        into[card.index()] += 1;
    }
}

/// Adds `counts` into `into`, kind by kind.
fn add_counts(into: &mut [u32; CARD_KINDS], counts: &CardCounts) {
    for card in Card::ALL {
        into[card.index()] += u32::from(counts.get(card));
    }
}

/// The first kind whose count differs from `expected`'s: the card, found, expected.
fn first_difference(found: &[u32; CARD_KINDS], expected: &CardCounts) -> Option<(Card, u32, u32)> {
    Card::ALL
        .into_iter()
        .map(|card| (card, found[card.index()], u32::from(expected.get(card))))
        .find(|(_, found, expected)| found != expected)
}

impl Game {
    /// The checks that read the built game: known cards, face-down cards, the season, the
    /// board, the counts, and the phase (with a decision someone can make).
    fn check_position(&self) -> Result<(), StateError> {
        let t = &self.table;
        for seat in 0..t.players {
            let s = seat as usize;
            if !self.hands[s].includes(&t.known_in_hand[s]) {
                return Err(StateError::Known { seat });
            }
            let hidden = self.rows[s].iter().filter(|p| !p.face_up);
            let may_hide = t.rules.variants.hidden_cards;
            if hidden.clone().count() > 1 || hidden.clone().any(|p| !may_hide || !p.card.hides()) {
                return Err(StateError::FaceDown { seat });
            }
        }
        self.check_season()?;
        self.check_board()?;
        self.check_counters()?;
        self.check_phase()
    }

    /// A season is in play exactly when its cards lie in the rows, and only one season's.
    fn check_season(&self) -> Result<(), StateError> {
        let lies = |season: Season| {
            self.rows
                .all_counts()
                .iter()
                .any(|c| c.contains(season.card()))
        };
        let fits = |season: Season| lies(season) == (self.table.season == Some(season));
        if fits(Season::Winter) && fits(Season::Spring) {
            Ok(())
        } else {
            Err(StateError::Season)
        }
    }

    /// The favor only where this edition puts it, on a region nobody controls unless it
    /// may go anywhere; the duel has no board.
    fn check_board(&self) -> Result<(), StateError> {
        let t = &self.table;
        let favor_fits = t.favor.is_none_or(|r| {
            t.rules.favor != FavorRule::None
                && (t.rules.favor_anywhere || t.owners[r.index()].is_none())
        });
        let board_fits = !t.rules.duel || t.owners.iter().all(Option::is_none);
        if favor_fits && board_fits {
            Ok(())
        } else {
            Err(StateError::Board)
        }
    }

    /// The counts the rules keep in range: a round and a campaign game from 1, campaign
    /// figures only in a campaign, declines only where the rules allow them and fewer
    /// than the players, the duel's battles won up to its target, the clean-up's place.
    fn check_counters(&self) -> Result<(), StateError> {
        let t = &self.table;
        let players = t.players as usize;
        let campaign_fits = t.rules.variants.campaign_target.is_some()
            || (t.campaign_game == 1 && t.campaign_scores.iter().all(|&s| s == 0));
        let declines_fit = t.declines == 0 || (t.rules.may_decline && t.declines < t.players);
        let battles_fit = !t.rules.duel || {
            let need = t.rules.victory_battles.unwrap_or(3);
            let most = if self.is_over() {
                need
            } else {
                need.saturating_sub(1)
            };
            t.battles_won[..players].iter().all(|&won| won <= most)
        };
        let fits = t.round >= 1
            && t.campaign_game >= 1
            && campaign_fits
            && declines_fit
            && battles_fit
            && t.cleanup.asked <= t.players;
        if fits {
            Ok(())
        } else {
            Err(StateError::Counters)
        }
    }

    /// The phase fits the battle, the clean-up, the hands and the outcome, and someone can
    /// act on it.
    fn check_phase(&self) -> Result<(), StateError> {
        let t = &self.table;
        let stage = t.cleanup.stage;
        let asked = |seat: u8| {
            t.cleanup.asked < t.players && t.seat_after(t.token, t.cleanup.asked) == seat
        };
        let hand = |seat: u8| self.hands[seat as usize];
        let fits = match t.phase {
            Phase::GameOver => t.outcome.is_some_and(|o| o.winners != 0),
            Phase::ChooseRegion => {
                !t.rules.duel
                    && (stage == CleanupStage::Idle
                        || (stage == CleanupStage::ChooseFirst
                            && t.rules.choose_region_before_cleanup))
            }
            Phase::Battle { seat } => self.battle_fits(seat) && !hand(seat).is_empty(),
            Phase::Scarecrow { seat } => self.battle_fits(seat),
            Phase::Favor { seat } => self.battle_fits(seat) && t.rules.favor != FavorRule::None,
            Phase::HandDiscard { seat } => {
                stage == CleanupStage::HandDiscard
                    && asked(seat)
                    && !hand(seat).is_empty()
                    && !hand(seat).has_mercenary()
            }
            Phase::KeepCards { seat } => {
                stage == CleanupStage::Keep
                    && t.rules.last_player == LastPlayerCards::KeepUpTo2
                    && !hand(seat).is_empty()
            }
            Phase::DrawCards { seat } => {
                stage == CleanupStage::Draw
                    && t.rules.variants.draw_after_battle
                    && !t.rules.legacy_v1
                    && asked(seat)
            }
        };
        // The final battle is fought to the game's end: no region, favor or clean-up in it.
        let over = t.phase == Phase::GameOver;
        let ends_fit = over == t.outcome.is_some()
            && (!t.final_battle
                || matches!(t.phase, Phase::Battle { .. } | Phase::Scarecrow { .. })
                || over);
        // A state that passes all the above but offers no move (a Scarecrow that must take
        // a Mercenary where none lies face up) would stop the game for good.
        if fits && ends_fit && (over || !self.legal_actions().is_empty()) {
            Ok(())
        } else {
            Err(StateError::Phase)
        }
    }

    /// `seat` may act in a battle that can be fought: two or more take part and it is one
    /// of them, still in; the clean-up is idle; the other seats' rows are empty; the region
    /// is set exactly outside the duel and the final battle, is not the favor's, and its
    /// owner is the defender.
    fn battle_fits(&self, seat: u8) -> bool {
        let t = &self.table;
        let b = &t.battle;
        let outsiders_empty = (0..t.players)
            .filter(|&s| b.participants & (1 << s) == 0)
            .all(|s| self.rows[s as usize].is_empty());
        let region_fits = match b.region {
            None => t.rules.duel || t.final_battle,
            Some(r) => {
                !t.rules.duel
                    && !t.final_battle
                    && t.favor != Some(r)
                    && b.defender == t.owners[r.index()]
            }
        };
        b.participants.count_ones() >= 2
            && t.in_battle(seat)
            && t.cleanup.stage == CleanupStage::Idle
            && outsiders_empty
            && region_fits
            && (b.region.is_some() || b.defender.is_none())
    }
}
