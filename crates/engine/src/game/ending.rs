//! The end of a game (RULES.md §8, §9): victory by regions, no region left, the final
//! battle, and the campaign's scores.

use super::{Cleanup, Game, Outcome, Phase, MAX_PLAYERS};
use crate::card::CardCounts;
use crate::event::{Event, EventSink, WinReason};
use crate::map::{largest_connected_group, REGION_COUNT};
use crate::rules::TieRule;

impl Game {
    /// Victory check (§8): true if the game (or a campaign game) ended.
    pub(super) fn check_victory(&mut self, ev: &mut impl EventSink) -> bool {
        let t = &self.table;
        if t.rules.duel {
            let need = t.rules.victory_battles.unwrap_or(3);
            for seat in 0..t.players {
                let won = t.battles_won[seat as usize];
                if won >= need {
                    self.game_over(1 << seat, WinReason::BattlesWon { battles: won }, ev);
                    return true;
                }
            }
            return false;
        }
        let target = t.rules.victory_for(t.players);
        let sets = t.region_sets();
        for seat in 0..t.players {
            let set = sets[seat as usize];
            let count = set.count_ones() as u8;
            // A group is never larger than the seat's regions: only a seat with enough of
            // them needs the walk over the map.
            if let Some(n) = target.adjacent.filter(|&n| count >= n) {
                let group = largest_connected_group(set) as u8;
                if group >= n {
                    self.end_of_game(1 << seat, WinReason::Adjacent { regions: group }, ev);
                    return true;
                }
            }
            if target.total.is_some_and(|n| count >= n) {
                self.end_of_game(1 << seat, WinReason::Total { regions: count }, ev);
                return true;
            }
        }
        false
    }

    /// When no region can be chosen for the next battle, the most regions win (§8).
    pub(super) fn check_no_region_left(&mut self, ev: &mut impl EventSink) -> bool {
        let t = &self.table;
        if t.selectable_regions(t.token) != 0 {
            return false;
        }
        let mut counts = [0u8; MAX_PLAYERS];
        let sets = t.region_sets();
        for (count, set) in counts.iter_mut().zip(&sets[..t.players as usize]) {
            *count = set.count_ones() as u8;
        }
        let best = counts.iter().copied().max().unwrap_or(0);
        let tied = (0..t.players)
            .filter(|&s| counts[s as usize] == best)
            .map(|s| 1u8 << s)
            .sum::<u8>(); // each seat's bit once
        if tied.count_ones() == 1 {
            self.end_of_game(tied, WinReason::MostRegions { regions: best }, ev);
        } else if t.rules.variants.campaign_target.is_some() {
            self.end_of_game(tied, WinReason::SharedVictory, ev);
        } else {
            match t.rules.no_region_tie {
                TieRule::Shared => self.game_over(tied, WinReason::SharedVictory, ev),
                TieRule::FinalBattle => self.start_final_battle(tied, ev),
            }
        }
        true
    }

    /// A game of the map ended. In a campaign it is scored and the next game dealt,
    /// unless someone reached the target.
    pub(super) fn end_of_game(&mut self, winners: u8, reason: WinReason, ev: &mut impl EventSink) {
        // ffg keeps the armies on the table until the next region is chosen; a game that
        // ends has no next region.
        self.discard_rows();
        let Some(target) = self.table.rules.variants.campaign_target else {
            self.game_over(winners, reason, ev);
            return;
        };
        let t = &mut self.table;
        for seat in 0..t.players {
            let regions = t.owners.iter().filter(|o| **o == Some(seat)).count() as u16;
            let bonus =
                if winners & (1 << seat) != 0 && matches!(reason, WinReason::Adjacent { .. }) {
                    5
                } else {
                    0
                };
            // Saturating: a target near 65,535 (a link's most) could pass the type's top.
            let score = &mut t.campaign_scores[seat as usize];
            *score = score.saturating_add(regions + bonus);
        }
        ev.push(Event::CampaignScored {
            game: t.campaign_game,
            scores: t.campaign_scores,
        });
        let best = t.campaign_scores[..t.players as usize]
            .iter()
            .copied()
            .max()
            .unwrap_or(0);
        if best >= target {
            let tied = (0..t.players)
                .filter(|&s| t.campaign_scores[s as usize] == best)
                .map(|s| 1u8 << s)
                .sum::<u8>(); // each seat's bit once
            if tied.count_ones() == 1 {
                self.game_over(tied, WinReason::Campaign { score: best }, ev);
            } else {
                match t.rules.no_region_tie {
                    TieRule::Shared => self.game_over(tied, WinReason::SharedVictory, ev),
                    TieRule::FinalBattle => self.start_final_battle(tied, ev),
                }
            }
            return;
        }
        // Next game of the campaign: a clear board; the token stays where it is.
        t.campaign_game = t.campaign_game.saturating_add(1);
        t.owners = [None; REGION_COUNT];
        t.favor = None;
        t.round = 1;
        t.declines = 0;
        t.cleanup = Cleanup::default();
        self.deck.clear();
        self.deal_new_game(ev);
    }

    pub(super) fn game_over(&mut self, winners: u8, reason: WinReason, ev: &mut impl EventSink) {
        self.discard_rows();
        self.table.outcome = Some(Outcome { winners, reason });
        self.table.phase = Phase::GameOver;
        self.table.cleanup = Cleanup::default();
        ev.push(Event::GameOver { winners, reason });
    }

    /// The final battle (§8): the tied players discard their hands, all cards are
    /// shuffled, and each gets 10 + the preset's bonus per region.
    pub(super) fn start_final_battle(&mut self, tied: u8, ev: &mut impl EventSink) {
        // Only a tie leads here: a battle of fewer than two would never find its opener.
        debug_assert!(tied.count_ones() >= 2, "a final battle of {tied:#b}");
        self.discard_rows();
        ev.push(Event::FinalBattle { seats: tied });
        let players = self.table.players;
        self.table.final_battle = true;
        self.table.battle.participants = tied;
        self.table.known_in_hand = [CardCounts::EMPTY; MAX_PLAYERS];
        self.gather_all_cards_into_deck();
        for seat in 0..players {
            if tied & (1 << seat) != 0 {
                let n = 10
                    + self.table.rules.final_battle_per_region as u32
                        * self.table.region_count(seat) as u32;
                self.draw(seat, n, ev);
            }
        }
        self.start_battle(None, ev);
    }

    pub(super) fn gather_all_cards_into_deck(&mut self) {
        let mut all = std::mem::take(&mut self.table.discard);
        for seat in 0..MAX_PLAYERS {
            all.add_all(&std::mem::take(&mut self.hands[seat]));
            for p in &self.rows[seat] {
                all.add(p.card, 1);
            }
        }
        self.rows.clear();
        self.table.season = None;
        self.shuffle_into_deck(all);
    }
}
