//! The end of a battle (RULES.md §7.1–7.2): strengths compared, the region won or held,
//! the token's move and the Courtesans' or Spies' override.

use super::{Cleanup, CleanupStage, Game, MAX_PLAYERS};
use crate::card::Card;
use crate::event::{BattleEnd, Event, EventSink, TokenReason, WinReason};
use crate::rules::TokenOnFail;

impl Game {
    // ----- the end of a battle -----

    pub(super) fn end_battle(&mut self, how: BattleEnd, ev: &mut impl EventSink) {
        let players = self.table.players;
        if self.rows_may_hide() {
            // Everything is turned up before strength is compared (§9).
            for seat in 0..players {
                self.reveal_row(seat, ev);
            }
        }
        let participants = self.table.battle.participants;
        let region = self.table.battle.region;
        let mut strengths = [0i32; 6];
        let mut winner = None;
        let mut tied = 0u8;
        if !matches!(how, BattleEnd::ClassicBishop { .. }) {
            // Only the battle's participants have cards in their rows (the others of a
            // final battle had theirs discarded and hold no hand): every other row is 0,
            // and so is every seat past the table's.
            strengths = self.strength_totals();
            let best = strengths.iter().copied().max().unwrap_or(0);
            for seat in 0..players {
                if participants & (1 << seat) != 0 && strengths[seat as usize] == best {
                    tied |= 1 << seat;
                }
            }
            // The one strongest wins; a tie fails, all at 0 included (every battle has at
            // least two participants, so a single 0 is never alone at the top).
            if tied.count_ones() == 1 {
                winner = Some(tied.trailing_zeros() as u8);
                tied = 0;
            }
        } else {
            tied = participants;
        }
        ev.push(Event::BattleEnded {
            how,
            strengths,
            winner,
        });
        self.table.battles_fought = self.table.battles_fought.saturating_add(1);
        let holder = self.table.token;

        if self.table.final_battle {
            let winners = winner.map_or(tied, |w| 1 << w);
            let reason = if winner.is_some() {
                WinReason::FinalBattle
            } else {
                WinReason::SharedVictory
            };
            self.discard_rows();
            self.game_over(winners, reason, ev);
            return;
        }

        match winner {
            Some(w) => {
                if let Some(r) = region {
                    let from = self.table.owners[r.index()];
                    self.table.owners[r.index()] = Some(w);
                    if from == Some(w) {
                        // A defender who wins keeps the region: nothing is conquered.
                        ev.push(Event::RegionHeld { seat: w, region: r });
                    } else {
                        ev.push(Event::RegionConquered {
                            seat: w,
                            region: r,
                            from,
                        });
                    }
                }
                // Saturating: a campaign of a forged target could run past 255 battles won.
                let won = &mut self.table.battles_won[w as usize];
                *won = won.saturating_add(1);
                if self.table.rules.duel {
                    ev.push(Event::BattleWon {
                        seat: w,
                        battles: self.table.battles_won[w as usize],
                    });
                }
                self.move_token(w, TokenReason::WonBattle, ev);
            }
            None => {
                ev.push(Event::BattleFailed { region, tied });
                if let Some(d) = self.table.battle.defender {
                    if let Some(r) = region {
                        ev.push(Event::RegionHeld { seat: d, region: r });
                    }
                    self.move_token(d, TokenReason::Defended, ev);
                } else {
                    match self.table.rules.token_on_fail {
                        TokenOnFail::Stays => {
                            self.move_token(holder, TokenReason::KeptAfterFailedBattle, ev)
                        }
                        TokenOnFail::PassesLeft => {
                            let to = self.table.next_seat(holder);
                            self.move_token(to, TokenReason::PassedLeftAfterFailedBattle, ev)
                        }
                        TokenOnFail::RandomAmongTied => {
                            // `tied` holds the seats of the highest strength (every seat
                            // after a classic Bishop), never none.
                            let k = self.rng.below(tied.count_ones());
                            let mut seat = 0u8;
                            let mut seen = 0;
                            for s in 0..players {
                                if tied & (1 << s) != 0 {
                                    if seen == k {
                                        seat = s;
                                        break;
                                    }
                                    seen += 1;
                                }
                            }
                            self.move_token(seat, TokenReason::DrawnAfterFailedBattle, ev)
                        }
                    }
                }
            }
        }

        // Token override (§7.2): the most Courtesans (ffg) or Spies (zman).
        if let Some(card) = self.table.rules.token_override {
            let mut counts = [0u8; MAX_PLAYERS];
            for (seat, count) in counts.iter_mut().enumerate() {
                *count = self.rows.counts(seat).get(card);
            }
            // The one seat with the most; when nobody played one, all six counts are 0: a
            // tie, no override.
            let best = counts.iter().copied().max().unwrap_or(0);
            if counts.iter().filter(|&&c| c == best).count() == 1 {
                let seat = counts.iter().position(|&c| c == best).unwrap_or(0) as u8;
                let reason = if card == Card::Spy {
                    TokenReason::MostSpies
                } else {
                    TokenReason::MostCourtesans
                };
                if seat != self.table.token {
                    self.move_token(seat, reason, ev);
                }
            }
        }

        // ffg (000, 003) chooses the next region before the armies are discarded: the rows
        // stay on the table until then (see `choose_region`). Elsewhere they go now.
        let rows_wait =
            self.table.rules.choose_region_before_cleanup && !self.table.rules.legacy_v1;
        if !rows_wait {
            self.discard_rows();
        }
        if self.check_victory(ev) {
            return;
        }
        if self.table.rules.duel {
            self.table.cleanup = Cleanup {
                stage: CleanupStage::HandDiscard,
                asked: 0,
                chosen: None,
            };
            self.advance_cleanup(ev);
            return;
        }
        if self.check_no_region_left(ev) {
            return;
        }
        let mut first = self.first_cleanup_stage();
        if self.table.rules.variants.draw_after_battle {
            // 000/003: the draw is step 2, right after the strengths are compared and
            // before the next region is chosen.
            if self.table.rules.legacy_v1 {
                self.draw_after_battle_v1(ev);
            } else if !self.draw_ten_if_nobody_has_cards(ev) {
                first = CleanupStage::Draw;
            }
        }
        self.table.cleanup = Cleanup {
            stage: first,
            asked: 0,
            chosen: None,
        };
        self.advance_cleanup(ev);
    }

    pub(super) fn move_token(&mut self, to: u8, reason: TokenReason, ev: &mut impl EventSink) {
        let from = self.table.token;
        self.table.token = to;
        ev.push(Event::TokenMoved { from, to, reason });
    }

    /// All rows, seasons included, go to the discard pile (duel: out of the game).
    pub(super) fn discard_rows(&mut self) {
        let duel = self.table.rules.duel;
        for seat in 0..self.table.players as usize {
            let pile = if duel {
                &mut self.table.out_of_game[seat]
            } else {
                &mut self.table.discard
            };
            pile.add_all(self.rows.counts(seat));
        }
        self.rows.clear();
        self.table.season = None;
    }
}
