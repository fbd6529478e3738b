//! What every player may know: the board, the token, the battle, the piles' counts.

use crate::card::CardCounts;
use crate::event::WinReason;
use crate::map::{Region, RegionSet, ALL_REGIONS, REGION_COUNT};
use crate::rules::{FavorRule, Rules, MAX_PLAYERS};
use crate::strength::Season;
use serde::{Deserialize, Serialize};

/// The battle being fought (or the last one, between battles).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    /// `None` in the duel and the final battle.
    pub region: Option<Region>,
    /// Seats taking part (bit mask): everyone, or the tied players of a final battle.
    pub participants: u8,
    /// Seats out of this battle (bit mask).
    pub passed: u8,
    /// The region's owner, when attacking owned regions is allowed.
    pub defender: Option<u8>,
    pub defender_played: bool,
    pub opener: u8,
}

/// What the game is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "kebab-case")]
pub enum Phase {
    /// The token holder chooses the next battle's region (or declines, classic-hu).
    ChooseRegion,
    /// `seat` plays a card or passes.
    Battle {
        seat: u8,
    },
    /// `seat` played a Scarecrow and picks the Mercenary to take back.
    Scarecrow {
        seat: u8,
    },
    /// `seat` played the new Bishop and places the papal favor.
    Favor {
        seat: u8,
    },
    /// `seat` has no Mercenary in hand and may discard it.
    HandDiscard {
        seat: u8,
    },
    /// ffg round end: `seat`, the last with cards, keeps up to 2.
    KeepCards {
        seat: u8,
    },
    /// Draw after battle: `seat` chooses how many cards to draw.
    DrawCards {
        seat: u8,
    },
    GameOver,
}

/// Progress through the steps after a battle (RULES.md §7), which decisions interrupt.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cleanup {
    pub stage: CleanupStage,
    /// Hand discard, Draw after battle: how many seats after the token holder have been
    /// asked.
    pub asked: u8,
    /// ffg: the region chosen before the clean-up.
    pub chosen: Option<Region>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CleanupStage {
    /// No clean-up under way.
    #[default]
    Idle,
    /// Draw after battle: each player in turn chooses how many cards to draw.
    Draw,
    /// ffg: the region is chosen first.
    ChooseFirst,
    HandDiscard,
    Refill,
    /// Waiting for the last player's keep decision.
    Keep,
    Next,
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Seat mask of the winners: several share a victory.
    pub winners: u8,
    pub reason: WinReason,
}

impl Outcome {
    pub fn winner_seats(&self) -> impl Iterator<Item = u8> + '_ {
        (0..MAX_PLAYERS as u8).filter(move |s| self.winners & (1 << s) != 0)
    }
}

/// Everything every player may know: the board, the rows' face-up cards, counts.
/// Shared by [`crate::Game`] and the per-player [`crate::Observation`].
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

/// The bit of `region`, or none.
fn region_bit(region: Option<Region>) -> RegionSet {
    region.map_or(0, |r| 1 << r.index())
}

impl Table {
    /// The regions `seat` controls.
    pub fn regions_of(&self, seat: u8) -> RegionSet {
        self.regions_where(|owner| owner == Some(seat))
    }

    /// The regions nobody controls.
    pub fn free_regions(&self) -> RegionSet {
        self.regions_where(|owner| owner.is_none())
    }

    /// The regions whose owner passes `test`: a bit per region gathered in a register, so
    /// no branch and no store per region.
    #[inline]
    fn regions_where(&self, test: impl Fn(Option<u8>) -> bool) -> RegionSet {
        let mut set = 0;
        for (i, &owner) in self.owners.iter().enumerate() {
            set |= (test(owner) as RegionSet) << i;
        }
        set
    }

    /// Every seat's regions in one pass over the board (index = seat).
    pub fn region_sets(&self) -> [RegionSet; MAX_PLAYERS] {
        // Eight slots, so that any owner byte masked to 3 bits has one (the eighth takes
        // the free regions): no bounds check, no branch per region.
        let mut sets = [0; 8];
        for (i, owner) in self.owners.iter().enumerate() {
            let slot = owner.unwrap_or(7) & 7;
            sets[slot as usize] |= 1 << i;
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

    /// Regions `seat` may choose for a battle (RULES.md §5.1): free ones, and (Capture)
    /// those of the other players; never the papal favor's.
    pub fn selectable_regions(&self, seat: u8) -> RegionSet {
        let free = self.free_regions();
        let mut set = free;
        if self.rules.attack_owned {
            set |= ALL_REGIONS & !free & !self.regions_of(seat);
        }
        set & !region_bit(self.favor)
    }

    /// Regions the favor may go on now (R3: never the contested region).
    pub fn favor_regions(&self) -> RegionSet {
        let allowed = if self.rules.favor_anywhere {
            ALL_REGIONS
        } else {
            self.free_regions()
        };
        allowed & !region_bit(self.battle.region)
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
    pub(crate) fn seat_after(&self, seat: u8, k: u8) -> u8 {
        let s = seat + k;
        if s >= self.players {
            s - self.players
        } else {
            s
        }
    }
}
