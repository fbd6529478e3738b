//! What each card does when played (RULES.md §6): seasons, the Bishops, the Scarecrow,
//! Surrender, and the Hidden cards variant's face-down cards.

use super::{Game, Phase, PlayedCard, MAX_PLAYERS};
use crate::card::{Card, CardCounts};
use crate::event::{BattleEnd, Event, EventSink};
use crate::map::Region;
use crate::rules::FavorRule;
use crate::strength::{highest_mercenary_card, Season};

impl Game {
    pub(super) fn play(&mut self, seat: u8, card: Card, ev: &mut impl EventSink) {
        let s = seat as usize;
        self.hands[s].remove(card, 1);
        let hidden = self.table.rules.variants.hidden_cards;
        let known = &mut self.table.known_in_hand[s];
        if hidden && card.hides() && !self.table.rules.legacy_v1 {
            // Face down: nobody else can tell which card went, so a card seen coming
            // back to this hand (a Scarecrow's) may be the one in the row: it is no
            // longer known to be in the hand. (Engine v1 forgot only the card played,
            // which told the table what it was; its records replay as they were.)
            *known = CardCounts::from_cards(known.cards().filter(|c| !c.hides()));
        } else if known.contains(card) {
            known.remove(card, 1);
        }
        if self.table.battle.defender == Some(seat) {
            self.table.battle.defender_played = true;
        }
        // Playing the next card turns the row's face-down card face up (§9). The Bishop and
        // the Scarecrow see only face-up Mercenaries, so the card that is face down when
        // they are played stays out of their reach: it is turned up after their effect
        // (000, 003 Hidden cards). Records of engine v1 turned it up first.
        if hidden && (self.table.rules.legacy_v1 || !acts_on_face_up(card)) {
            self.reveal_row(seat, ev);
        }
        match card {
            Card::Winter | Card::Spring => {
                let season = if card == Card::Winter {
                    Season::Winter
                } else {
                    Season::Spring
                };
                // Only one season is in play: the other one's cards are discarded (§6).
                let replaced = self.table.season.filter(|&old| old != season);
                if let Some(old) = replaced {
                    let duel = self.table.rules.duel;
                    for owner in 0..MAX_PLAYERS {
                        let n = self.rows.retain(owner, |p| p.card != old.card());
                        if duel {
                            self.table.out_of_game[owner].add(old.card(), n);
                        } else {
                            self.table.discard.add(old.card(), n);
                        }
                    }
                }
                self.table.season = Some(season);
                self.rows.push(
                    s,
                    PlayedCard {
                        card,
                        face_up: true,
                    },
                );
                ev.push(Event::Played {
                    seat,
                    card: Some(card),
                });
                ev.push(Event::SeasonChanged { season, replaced });
                self.next_turn(seat, ev);
            }
            _ => {
                let face_up = !(hidden && card.hides());
                self.rows.push(s, PlayedCard { card, face_up });
                ev.push(Event::Played {
                    seat,
                    card: face_up.then_some(card),
                });
                match card {
                    Card::Surrender => self.end_battle(BattleEnd::Surrender { seat }, ev),
                    Card::ClassicBishop => self.end_battle(BattleEnd::ClassicBishop { seat }, ev),
                    Card::Bishop => {
                        self.bishop_discard(ev);
                        self.reveal_row(seat, ev);
                        if self.table.rules.favor != FavorRule::None
                            && !self.table.final_battle
                            && (self.table.favor_regions() != 0 || self.table.favor_may_stay_off())
                        {
                            self.table.phase = Phase::Favor { seat };
                        } else {
                            if self.table.rules.favor != FavorRule::None && !self.table.final_battle
                            {
                                // zman: the favor is taken (from the board if necessary) and
                                // placed in an empty region (002); with none empty it stays
                                // off the board (ruling R10).
                                self.table.favor = None;
                                ev.push(Event::FavorPlaced { seat, region: None });
                            }
                            self.next_turn(seat, ev);
                        }
                    }
                    Card::Scarecrow => {
                        if self.has_scarecrow_target(seat) {
                            self.table.phase = Phase::Scarecrow { seat };
                        } else {
                            ev.push(Event::ScarecrowTookNothing { seat });
                            self.reveal_row(seat, ev);
                            self.next_turn(seat, ev);
                        }
                    }
                    _ => self.next_turn(seat, ev),
                }
            }
        }
    }

    /// The new Bishop: every face-up copy of the highest printed Mercenary value in all
    /// rows is discarded (§6.1; Hidden cards: face-down ones are not seen).
    pub(super) fn bishop_discard(&mut self, ev: &mut impl EventSink) {
        let players = self.table.players as usize;
        let top = if self.rows_may_hide() {
            Card::MERCENARIES.iter().rev().copied().find(|&m| {
                self.rows
                    .iter()
                    .any(|row| row.iter().any(|p| p.face_up && p.card == m))
            })
        } else {
            // Every card is face up: the rows' counts say it without a walk.
            highest_mercenary_card(&self.rows.all_counts()[..players])
        };
        let mut removed = [0u8; 6];
        if let Some(top) = top {
            for (seat, gone) in removed[..players].iter_mut().enumerate() {
                if !self.rows.counts(seat).contains(top) {
                    continue;
                }
                let n = self.rows.retain(seat, |p| !(p.face_up && p.card == top));
                *gone = n;
                if self.table.rules.duel {
                    self.table.out_of_game[seat].add(top, n);
                } else {
                    self.table.discard.add(top, n);
                }
            }
        }
        ev.push(Event::BishopDiscarded {
            value: top.and_then(Card::mercenary_value),
            removed,
        });
    }

    /// The Scarecrow takes a face-up Mercenary back into its player's hand, in view of
    /// all (§6).
    pub(super) fn take_back(
        &mut self,
        seat: u8,
        card: Card,
        from: Option<u8>,
        ev: &mut impl EventSink,
    ) {
        let owner = from.unwrap_or(seat);
        let row = &self.rows[owner as usize];
        if let Some(pos) = row.iter().rposition(|p| p.face_up && p.card == card) {
            self.rows.remove(owner as usize, pos);
            self.hands[seat as usize].add(card, 1);
            self.table.known_in_hand[seat as usize].add(card, 1);
            ev.push(Event::ScarecrowTook {
                seat,
                card,
                from: owner,
            });
        }
        self.reveal_row(seat, ev);
        self.next_turn(seat, ev);
    }

    /// The Scarecrow takes nothing back (where that is optional).
    pub(super) fn take_nothing(&mut self, seat: u8, ev: &mut impl EventSink) {
        ev.push(Event::ScarecrowTookNothing { seat });
        self.reveal_row(seat, ev);
        self.next_turn(seat, ev);
    }

    /// The new Bishop's player places the papal favor, or keeps it off the board (§6).
    pub(super) fn place_favor(
        &mut self,
        seat: u8,
        region: Option<Region>,
        ev: &mut impl EventSink,
    ) {
        self.table.favor = region;
        ev.push(Event::FavorPlaced { seat, region });
        self.next_turn(seat, ev);
    }
}

/// Cards whose effect reads which Mercenaries are face up: under Hidden cards, the row's
/// face-down card is turned up only after they act.
fn acts_on_face_up(card: Card) -> bool {
    matches!(card, Card::Bishop | Card::Scarecrow)
}
