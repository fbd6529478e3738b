//! After a battle (RULES.md §7.5–7.7, §9, §10): the hand discard, the round's end and the
//! new deal, Draw after battle, the duel's refill, and drawing cards.

use super::{Cleanup, CleanupStage, Game, Phase, MAX_PLAYERS};
use crate::card::{Card, CardCounts};
use crate::event::{Event, EventSink, WinReason};
use crate::pile::Pile;
use crate::rules::LastPlayerCards;
use std::cmp::Ordering;

impl Game {
    /// Runs the clean-up steps after a battle until a decision is needed.
    pub(super) fn advance_cleanup(&mut self, ev: &mut impl EventSink) {
        loop {
            match self.table.cleanup.stage {
                CleanupStage::Idle => return,
                CleanupStage::Draw => {
                    // Clockwise from the token holder, from the next one not yet asked.
                    for k in self.table.cleanup.asked..self.table.players {
                        let seat = self.table.seat_after(self.table.token, k);
                        if self.draw_limit(seat) > 0 {
                            self.table.cleanup.asked = k;
                            self.table.phase = Phase::DrawCards { seat };
                            return;
                        }
                    }
                    self.table.cleanup.stage = self.first_cleanup_stage();
                    self.table.cleanup.asked = 0;
                }
                CleanupStage::ChooseFirst => {
                    self.table.phase = Phase::ChooseRegion;
                    return;
                }
                CleanupStage::HandDiscard => {
                    if self.table.rules.variants.draw_after_battle {
                        self.table.cleanup.stage = CleanupStage::Refill;
                        continue;
                    }
                    for k in self.table.cleanup.asked..self.table.players {
                        let seat = self.table.seat_after(self.table.token, k);
                        let hand = &self.hands[seat as usize];
                        if !hand.is_empty() && !hand.has_mercenary() {
                            self.table.cleanup.asked = k;
                            self.table.phase = Phase::HandDiscard { seat };
                            return;
                        }
                    }
                    self.table.cleanup.stage = CleanupStage::Refill;
                }
                CleanupStage::Refill => {
                    self.table.cleanup.stage = CleanupStage::Next;
                    if self.table.rules.duel {
                        self.refill_duel(ev);
                        if self.is_over() {
                            return;
                        }
                    } else if self.table.rules.variants.draw_after_battle {
                        // Drawn already, right after the battle.
                    } else if let Some(keeper) = self.round_end_keeper() {
                        // At most one player has cards: the round ends.
                        match (keeper, self.table.rules.last_player) {
                            (Some(seat), LastPlayerCards::KeepUpTo2) => {
                                self.table.cleanup.stage = CleanupStage::Keep;
                                self.table.phase = Phase::KeepCards { seat };
                                return;
                            }
                            (Some(seat), LastPlayerCards::Return) => {
                                let hand = std::mem::take(&mut self.hands[seat as usize]);
                                self.deck.extend(hand.cards());
                                ev.push(Event::LastCardsReturned {
                                    seat,
                                    count: hand.total() as u8,
                                });
                            }
                            (Some(seat), LastPlayerCards::Discard) => {
                                let hand = std::mem::take(&mut self.hands[seat as usize]);
                                self.table.discard.add_all(&hand);
                                ev.push(Event::LastCardsDiscarded {
                                    seat,
                                    count: hand.total() as u8,
                                });
                            }
                            (None, _) => {}
                        }
                        self.redeal_round(ev);
                    }
                }
                CleanupStage::Keep => return,
                CleanupStage::Next => {
                    let chosen = self.table.cleanup.chosen;
                    self.table.cleanup = Cleanup::default();
                    match chosen {
                        Some(region) => self.start_battle(Some(region), ev),
                        None => self.begin_choice(ev),
                    }
                    return;
                }
            }
        }
    }

    /// `Some(keeper)` when the round ends: at most one player still has cards.
    pub(super) fn round_end_keeper(&self) -> Option<Option<u8>> {
        let mut holders = (0..self.table.players).filter(|&s| !self.hands[s as usize].is_empty());
        match (holders.next(), holders.next()) {
            (None, _) => Some(None),
            (Some(seat), None) => Some(Some(seat)),
            _ => None,
        }
    }

    /// A new round: every card not in a hand is shuffled into the deck, and each player
    /// is dealt up to the base hand, then the bonus per region (§7.6).
    pub(super) fn redeal_round(&mut self, ev: &mut impl EventSink) {
        let t = &mut self.table;
        ev.push(Event::RoundEnded { round: t.round });
        t.round = t.round.saturating_add(1);
        t.known_in_hand = [CardCounts::EMPTY; MAX_PLAYERS];
        let discard = std::mem::take(&mut t.discard);
        self.shuffle_into_deck(discard);
        let base = self.table.rules.hand_base as u32;
        let bonus = self.table.rules.hand_per_region as u32;
        for seat in 0..self.table.players {
            let held = self.hands[seat as usize].total();
            let n = base.saturating_sub(held) + bonus * self.table.region_count(seat) as u32;
            self.draw(seat, n, ev);
        }
    }

    /// The clean-up's first step after a battle, the draw aside: ffg chooses the next
    /// region first (000, 003), the others go straight to the hand discard.
    pub(super) fn first_cleanup_stage(&self) -> CleanupStage {
        if self.table.rules.choose_region_before_cleanup {
            CleanupStage::ChooseFirst
        } else {
            CleanupStage::HandDiscard
        }
    }

    /// Draw after battle (§9, 000/003 step 2): the most `seat` may draw now. Each player
    /// may draw up to 3 cards, never above the hand limit of 10 + 1 per region
    /// controlled, and no more than the deck and the discard pile hold between them.
    pub fn draw_limit(&self, seat: u8) -> u8 {
        let limit = 10 + self.table.region_count(seat) as u32;
        let held = self.hands[seat as usize].total();
        let available = self.deck.len() as u32 + self.table.discard.total();
        limit.saturating_sub(held).min(3).min(available) as u8
    }

    /// Draw after battle: `seat` draws the `n` cards it chose.
    pub(super) fn draw_chosen(&mut self, seat: u8, n: u8, ev: &mut impl EventSink) {
        self.draw(seat, n as u32, ev);
        self.table.cleanup.asked += 1;
        self.advance_cleanup(ev);
    }

    /// Draw after battle: if nobody holds a card when the battle ends, every player draws
    /// 10 instead, with no choice (000, 003), clockwise from the token holder. True if so.
    pub(super) fn draw_ten_if_nobody_has_cards(&mut self, ev: &mut impl EventSink) -> bool {
        let players = self.table.players;
        if (0..players).any(|s| !self.hands[s as usize].is_empty()) {
            return false;
        }
        for k in 0..players {
            self.draw(self.table.seat_after(self.table.token, k), 10, ev);
        }
        true
    }

    /// Draw after battle as engine v1 played it ([`crate::Rules::legacy_v1`]): every
    /// player draws the most they may, in seat order; if nobody has cards, 10 each.
    pub(super) fn draw_after_battle_v1(&mut self, ev: &mut impl EventSink) {
        let players = self.table.players;
        let nobody = (0..players).all(|s| self.hands[s as usize].is_empty());
        for seat in 0..players {
            let n = if nobody {
                10
            } else {
                let limit = 10 + self.table.region_count(seat) as u32;
                let held = self.hands[seat as usize].total();
                limit.saturating_sub(held).min(3)
            };
            self.draw(seat, n, ev);
        }
    }

    /// Duel: each draws back up to 8 from their own deck; when both are out of cards
    /// and nobody has won 3 battles, more battles won wins (§10).
    pub(super) fn refill_duel(&mut self, ev: &mut impl EventSink) {
        let players = self.table.players;
        for seat in 0..players {
            let held = self.hands[seat as usize].total();
            let n = (self.table.rules.hand_base as u32).saturating_sub(held);
            self.draw(seat, n, ev);
        }
        let out = |s: u8| self.hands[s as usize].is_empty() && self.own_deck_size(s) == 0;
        if (0..players).all(out) {
            let (a, b) = (self.table.battles_won[0], self.table.battles_won[1]);
            match a.cmp(&b) {
                Ordering::Equal => self.game_over(0b11, WinReason::DuelDraw, ev),
                Ordering::Greater => self.game_over(0b01, WinReason::MoreBattlesWon, ev),
                Ordering::Less => self.game_over(0b10, WinReason::MoreBattlesWon, ev),
            }
        }
    }

    /// Draws `n` cards into `seat`'s hand. An empty shared deck takes the discard pile,
    /// reshuffled (R4); when both are empty, the draw stops.
    pub(super) fn draw(&mut self, seat: u8, n: u32, ev: &mut impl EventSink) {
        let s = seat as usize;
        let mut drawn = 0u32;
        if self.table.rules.duel {
            if let Some(deck) = self.own_decks.get_mut(s) {
                drawn = deck.deal_into(n, &mut self.hands[s]);
            }
        } else {
            while drawn < n {
                if self.deck.is_empty() {
                    if self.table.discard.is_empty() {
                        break;
                    }
                    let discard = std::mem::take(&mut self.table.discard);
                    self.deck = Pile::from_counts(&discard);
                    self.rng.shuffle(&mut self.deck);
                    ev.push(Event::DeckReshuffled {
                        cards: self.deck.len() as u32,
                    });
                }
                drawn += self.deck.deal_into(n - drawn, &mut self.hands[s]);
            }
        }
        if drawn > 0 {
            ev.push(Event::Dealt {
                seat,
                count: drawn as u8,
            });
        }
    }

    /// A hand with no Mercenary is discarded, shown to all (§7.5; the duel: out of the
    /// game).
    pub(super) fn discard_hand(&mut self, seat: u8, ev: &mut impl EventSink) {
        let cards = std::mem::take(&mut self.hands[seat as usize]);
        self.table.known_in_hand[seat as usize] = CardCounts::EMPTY;
        if self.table.rules.duel {
            self.table.out_of_game[seat as usize].add_all(&cards);
        } else {
            self.table.discard.add_all(&cards);
        }
        ev.push(Event::HandDiscarded { seat, cards });
        // The next look passes this seat by: its hand is empty now.
        self.advance_cleanup(ev);
    }

    /// ffg round end: the last player keeps up to 2 cards; the rest is discarded and the
    /// new round dealt (§7.6).
    pub(super) fn keep_cards(
        &mut self,
        seat: u8,
        kept: [Option<Card>; 2],
        ev: &mut impl EventSink,
    ) {
        let hand = &mut self.hands[seat as usize];
        let mut keep = CardCounts::EMPTY;
        for c in kept.iter().flatten() {
            keep.add(*c, 1);
        }
        let discarded = hand.total() - keep.total();
        // The rest goes back into the deck, which is about to be reshuffled.
        let mut rest = *hand;
        rest.subtract_saturating(&keep);
        *hand = keep;
        self.table.discard.add_all(&rest);
        ev.push(Event::LastCardsKept {
            seat,
            kept: keep.total() as u8,
            discarded: discarded as u8,
        });
        self.redeal_round(ev);
        self.table.cleanup.stage = CleanupStage::Next;
        self.advance_cleanup(ev);
    }

    /// Puts `cards` into the deck and shuffles it. The deck is first laid out in notation
    /// order, so the shuffle depends only on which cards are there and on the seed, not
    /// on the order they came back in.
    pub(super) fn shuffle_into_deck(&mut self, cards: CardCounts) {
        let mut all = CardCounts::from_cards(self.deck.iter().copied());
        all.add_all(&cards);
        self.deck = Pile::from_counts(&all);
        self.rng.shuffle(&mut self.deck);
    }
}
