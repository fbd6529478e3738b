//! How close each player's kingdom is to victory, and what one more region is worth.
//!
//! Everything here reads only the public table, so it serves the rule bot (its own and
//! its opponents' stakes), the search's leaf evaluation and region choice alike. Values
//! are in "region units": an ordinary region is worth about 1, a region that brings a
//! player within one step of victory about 3, and a region that wins the game [`WIN`].

use engine::map::largest_connected_group;
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

/// The potential of every seat's kingdom.
pub fn potentials(table: &Table) -> [f32; MAX_PLAYERS] {
    let targets = Targets::of(table);
    let mut out = [0.0; MAX_PLAYERS];
    for seat in 0..table.players {
        out[seat as usize] = if targets.duel {
            targets.duel_potential(table.battles_won[seat as usize])
        } else {
            targets.potential(table.regions_of(seat))
        };
    }
    out
}

/// What winning the battle at `region` (None: the duel or a final battle) changes for
/// `seat`: its gain in potential. For a region it already owns (a defence) this is what
/// keeping it is worth, i.e. what losing it would cost.
pub fn battle_gain(table: &Table, targets: &Targets, seat: u8, region: Option<Region>) -> f32 {
    if targets.duel {
        let won = table.battles_won[seat as usize];
        return targets.duel_potential(won + 1) - targets.duel_potential(won);
    }
    if table.final_battle {
        return WIN;
    }
    let Some(r) = region else {
        return 1.0;
    };
    let set = table.regions_of(seat);
    let bit = 1u32 << r.index();
    if set & bit != 0 {
        targets.potential(set) - targets.potential(set & !bit)
    } else {
        targets.potential(set | bit) - targets.potential(set)
    }
}

/// What `seat` loses when someone else takes `region` from it (0 if it does not own it).
pub fn loss_if_taken(table: &Table, targets: &Targets, seat: u8, region: Region) -> f32 {
    let set = table.regions_of(seat);
    let bit = 1u32 << region.index();
    if set & bit == 0 {
        0.0
    } else {
        targets.potential(set) - targets.potential(set & !bit)
    }
}

/// Regions still free to be fought for (no owner, no favor).
pub fn free_regions(table: &Table) -> u32 {
    let mut set = 0;
    for r in Region::ALL {
        if table.owners[r.index()].is_none() && table.favor != Some(r) {
            set |= 1 << r.index();
        }
    }
    set
}

/// How much room a kingdom has to grow into a winning group: the largest group it could
/// still form from its own regions plus the free ones, capped at the target. A kingdom
/// walled in by others' regions cannot win by adjacency whatever it wins next.
pub fn room(targets: &Targets, own: u32, free: u32) -> i32 {
    (largest_connected_group(own | free) as i32).min(targets.adjacent as i32)
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
