//! What every player may know: the board, the token, the battle, the piles' counts.

use super::{Battle, Cleanup, Outcome, Phase, MAX_PLAYERS};
use crate::card::CardCounts;
use crate::map::{Region, RegionSet, REGION_COUNT};
use crate::rules::{FavorRule, Rules};
use crate::strength::Season;
use serde::{Deserialize, Serialize};

/// Everything every player may know: the board, the rows' face-up cards, counts.
/// Shared by [`Game`] and the per-player [`crate::Observation`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub rules: Rules,
    pub players: u8,
    pub phase: Phase,
    pub token: u8,
    pub owners: [Option<u8>; REGION_COUNT],
    pub favor: Option<Region>,
    pub battle: Battle,
    /// The season in play. Season cards lie in their player's row (they add no strength
    /// there), so the duel knows whose they were when they leave the game.
    pub season: Option<Season>,
    /// The discard pile: every card in it was seen by all.
    pub discard: CardCounts,
    /// Duel: cards out of the game, per the player who owned them.
    pub out_of_game: [CardCounts; MAX_PLAYERS],
    /// Cards known to be in a hand: Mercenaries a Scarecrow took back in view of all.
    pub known_in_hand: [CardCounts; MAX_PLAYERS],
    pub battles_won: [u8; MAX_PLAYERS],
    pub battles_fought: u32,
    pub round: u32,
    /// Declines in a row since the last battle (classic-hu).
    pub declines: u8,
    pub campaign_scores: [u16; MAX_PLAYERS],
    pub campaign_game: u16,
    pub final_battle: bool,
    pub cleanup: Cleanup,
    pub outcome: Option<Outcome>,
}

impl Table {
    /// Seats that control `region`... as a set of regions per seat.
    pub fn regions_of(&self, seat: u8) -> RegionSet {
        self.owners
            .iter()
            .enumerate()
            .filter(|(_, o)| **o == Some(seat))
            .map(|(i, _)| 1 << i)
            .sum() // each region's bit once
    }

    /// Every seat's regions in one pass over the board (index = seat).
    pub fn region_sets(&self) -> [RegionSet; MAX_PLAYERS] {
        // One more slot for the regions nobody controls: no branch per region.
        let mut sets = [0; MAX_PLAYERS + 1];
        for (i, owner) in self.owners.iter().enumerate() {
            let slot = owner.map_or(MAX_PLAYERS, |o| (o as usize).min(MAX_PLAYERS));
            sets[slot] |= 1 << i;
        }
        let mut out = [0; MAX_PLAYERS];
        out.copy_from_slice(&sets[..MAX_PLAYERS]);
        out
    }

    pub fn region_count(&self, seat: u8) -> u8 {
        self.regions_of(seat).count_ones() as u8
    }

    /// The seat whose decision it is, if any.
    pub fn to_act(&self) -> Option<u8> {
        match self.phase {
            Phase::ChooseRegion => Some(self.token),
            Phase::Battle { seat }
            | Phase::Scarecrow { seat }
            | Phase::Favor { seat }
            | Phase::HandDiscard { seat }
            | Phase::KeepCards { seat }
            | Phase::DrawCards { seat } => Some(seat),
            Phase::GameOver => None,
        }
    }

    /// Regions `seat` may choose for a battle (RULES.md §5.1).
    pub fn selectable_regions(&self, seat: u8) -> RegionSet {
        let mut set = 0;
        for r in Region::ALL {
            if self.favor == Some(r) {
                continue;
            }
            let ok = match self.owners[r.index()] {
                None => true,
                Some(owner) => self.rules.attack_owned && owner != seat,
            };
            if ok {
                set |= 1 << r.index();
            }
        }
        set
    }

    /// Regions the favor may go on now (R3: never the contested region).
    pub fn favor_regions(&self) -> RegionSet {
        let mut set = 0;
        for r in Region::ALL {
            if Some(r) == self.battle.region {
                continue;
            }
            if self.rules.favor_anywhere || self.owners[r.index()].is_none() {
                set |= 1 << r.index();
            }
        }
        set
    }

    pub fn favor_may_stay_off(&self) -> bool {
        self.rules.favor == FavorRule::Optional || self.rules.favor_anywhere
    }

    pub fn in_battle(&self, seat: u8) -> bool {
        self.battle.participants & (1 << seat) != 0 && self.battle.passed & (1 << seat) == 0
    }

    pub(super) fn next_seat(&self, seat: u8) -> u8 {
        self.seat_after(seat, 1)
    }

    /// The seat `k` places clockwise after `seat` (`k` at most the number of players).
    /// A comparison, not `%`: a division costs more than the rest of a turn's search.
    #[inline]
    pub(super) fn seat_after(&self, seat: u8, k: u8) -> u8 {
        let s = seat + k;
        if s >= self.players {
            s - self.players
        } else {
            s
        }
    }
}
