//! How close each player's kingdom is to victory, and what one more region is worth.
//!
//! Everything here reads only the public table, so it serves the rule bot (its own and
//! its opponents' stakes), the search's leaf evaluation and region choice alike. Values
//! are in "region units": an ordinary region is worth about 1, a region that brings a
//! player within one step of victory about 3, and a region that wins the game [`WIN`].

use engine::map::{largest_connected_group, ALL_REGIONS};
use engine::{Region, Table, MAX_PLAYERS};

/// The potential of a kingdom that has won the game.
pub const WIN: f32 = 12.0;

/// The victory thresholds of this game, as plain numbers (`u8::MAX`: no such target).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Targets {
    pub adjacent: u8,
    pub total: u8,
    /// Duel: battles won to win.
    pub battles: u8,
    pub duel: bool,
}

impl Targets {
    pub fn of(table: &Table) -> Targets {
        let v = table.rules.victory_for(table.players);
        Targets {
            adjacent: v.adjacent.unwrap_or(u8::MAX),
            total: v.total.unwrap_or(u8::MAX),
            battles: table.rules.victory_battles.unwrap_or(3),
            duel: table.rules.duel,
        }
    }

    /// Regions (or battles, in the duel) still missing for this kingdom to win; 0: won.
    pub fn distance(&self, set: u32) -> i32 {
        let n = set.count_ones() as i32;
        let g = largest_connected_group(set) as i32;
        (self.adjacent as i32 - g).min(self.total as i32 - n).max(0)
    }

    /// How good a kingdom is: its size, its largest connected group, and a bonus that
    /// grows steeply as victory nears (one region short is worth far more than three).
    pub fn potential(&self, set: u32) -> f32 {
        let n = set.count_ones() as i32;
        let g = largest_connected_group(set) as i32;
        let d = (self.adjacent as i32 - g).min(self.total as i32 - n);
        if d <= 0 {
            return WIN;
        }
        n as f32 + 0.5 * g as f32 + closeness(d)
    }

    /// Duel: the same idea over battles won.
    pub fn duel_potential(&self, won: u8) -> f32 {
        let d = self.battles as i32 - won as i32;
        if d <= 0 {
            return WIN;
        }
        // A duel battle is a third of the game, where a region is one of five or six.
        3.0 * won as f32 + 2.0 * closeness(d)
    }
}

fn closeness(distance: i32) -> f32 {
    match distance {
        1 => 2.5,
        2 => 0.9,
        3 => 0.3,
        _ => 0.0,
    }
}

/// The map as the AI reads it: each seat's kingdom as a region set, computed once per
/// decision, with the victory targets.
#[derive(Clone, Copy, Debug)]
pub struct Board {
    pub targets: Targets,
    pub players: u8,
    pub kingdoms: [u32; MAX_PLAYERS],
    /// Regions still free to be fought for (no owner, no favor).
    pub free: u32,
    battles_won: [u8; MAX_PLAYERS],
    final_battle: bool,
}

impl Board {
    pub fn of(table: &Table) -> Board {
        // Every seat's regions in one pass over the board (a decision in a playout
        // builds a board).
        let kingdoms = table.region_sets();
        let owned = kingdoms.iter().fold(0, |all, k| all | k);
        let favor = table.favor.map_or(0, |r| 1 << r.index());
        let free = ALL_REGIONS & !owned & !favor;
        Board {
            targets: Targets::of(table),
            players: table.players,
            kingdoms,
            free,
            battles_won: table.battles_won,
            final_battle: table.final_battle,
        }
    }

    /// The potential of `seat`'s kingdom (duel: of its battles won).
    pub fn potential(&self, seat: u8) -> f32 {
        if self.targets.duel {
            self.targets.duel_potential(self.battles_won[seat as usize])
        } else {
            self.targets.potential(self.kingdoms[seat as usize])
        }
    }

    /// What winning the battle at `region` (None: the duel or a final battle) changes for
    /// `seat`, and whether it wins the game. For a region it already owns (a defence)
    /// the gain is what keeping it is worth, i.e. what losing it would cost.
    pub fn gain(&self, seat: u8, region: Option<Region>) -> (f32, bool) {
        let t = &self.targets;
        if t.duel {
            let won = self.battles_won[seat as usize];
            let after = t.duel_potential(won + 1);
            return (after - t.duel_potential(won), after >= WIN);
        }
        if self.final_battle {
            return (WIN, true);
        }
        let Some(r) = region else {
            return (1.0, false);
        };
        let set = self.kingdoms[seat as usize];
        let bit = 1u32 << r.index();
        if set & bit != 0 {
            (t.potential(set) - t.potential(set & !bit), false)
        } else {
            let after = t.potential(set | bit);
            (after - t.potential(set), after >= WIN)
        }
    }

    /// What `seat` loses when someone else takes `region` from it (0 if it does not own it).
    pub fn loss_if_taken(&self, seat: u8, region: Region) -> f32 {
        let set = self.kingdoms[seat as usize];
        let bit = 1u32 << region.index();
        if set & bit == 0 {
            0.0
        } else {
            self.targets.potential(set) - self.targets.potential(set & !bit)
        }
    }

    /// Whether `seat`'s kingdom plus `region` could still grow into a winning connected
    /// group from the free regions: a kingdom walled in by others' regions cannot win by
    /// adjacency, whatever it wins next.
    pub fn has_room(&self, seat: u8, region: Region) -> bool {
        let bit = 1u32 << region.index();
        let own = self.kingdoms[seat as usize] | bit;
        largest_connected_group(own | (self.free & !bit)) >= self.targets.adjacent as u32
    }
}

/// The potential of every seat's kingdom.
pub fn potentials(table: &Table) -> [f32; MAX_PLAYERS] {
    let board = Board::of(table);
    let mut out = [0.0; MAX_PLAYERS];
    for seat in 0..table.players {
        out[seat as usize] = board.potential(seat);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Game, Preset, Setup};

    fn mask(rs: &[Region]) -> u32 {
        rs.iter().fold(0, |m, r| m | 1 << r.index())
    }

    #[test]
    fn potential_grows_steeply_towards_victory() {
        let game = Game::new(Setup {
            rules: Preset::Ffg2006.rules(),
            players: 4,
            seed: 1,
            first: Some(0),
        })
        .unwrap();
        let t = Targets::of(game.table());
        assert_eq!((t.adjacent, t.total), (3, 5));
        let one = t.potential(mask(&[Region::Roma]));
        let two = t.potential(mask(&[Region::Roma, Region::Napoli]));
        let three = t.potential(mask(&[Region::Roma, Region::Napoli, Region::Spoleto]));
        assert!(two - one > one - t.potential(0));
        assert_eq!(three, WIN);
        assert_eq!(t.distance(mask(&[Region::Roma, Region::Napoli])), 1);
        // Two apart regions are worse than two adjacent ones.
        assert!(t.potential(mask(&[Region::Roma, Region::Torino])) < two);
    }
}
