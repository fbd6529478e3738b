//! The turning points: the moves after which some player's chance to win changed most.

use super::battles::{battle_of_move, BattleMark};
use engine::Action;
use serde::{Deserialize, Serialize};

/// How many turning points a review names.
pub const TURNING_POINTS: usize = 3;

/// One of the largest swings of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurningPoint {
    /// The move's index in the record's actions (the words count from 1).
    #[serde(rename = "move")]
    pub move_index: u32,
    /// Who moved, and what they did.
    pub mover: u8,
    pub action: Action,
    /// The battle it belongs to (an index into the review's battles).
    pub battle: Option<u16>,
    /// The seat whose chance changed most, from before the move to after it.
    pub seat: u8,
    pub from: u8,
    pub to: u8,
}

impl TurningPoint {
    /// The size of the swing in points.
    pub fn swing(&self) -> u8 {
        self.from.abs_diff(self.to)
    }
}

/// The [`TURNING_POINTS`] largest swings, largest first (an earlier move first among
/// equal ones). `start` is the chance at the deal, `chances[i]` after move `i`;
/// `movers[i]` and `actions[i]` who made move `i` and what it was. Moves that changed
/// nothing are never turning points.
pub fn turning_points(
    start: &[u8],
    chances: &[Vec<u8>],
    movers: &[u8],
    actions: &[Action],
    battles: &[BattleMark],
) -> Vec<TurningPoint> {
    let mut points: Vec<TurningPoint> = Vec::new();
    let mut before = start;
    for (i, after) in chances.iter().enumerate() {
        // The seat whose chance moved most at this move (the lower seat among equals).
        let swing = before
            .iter()
            .zip(after)
            .enumerate()
            .map(|(seat, (&from, &to))| (from.abs_diff(to), seat, from, to))
            .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
        if let (Some((size, seat, from, to)), Some(&mover), Some(&action)) =
            (swing, movers.get(i), actions.get(i))
        {
            if size > 0 {
                points.push(TurningPoint {
                    move_index: i as u32,
                    mover,
                    action,
                    battle: battle_of_move(battles, i as u32).map(|b| b as u16),
                    seat: seat as u8,
                    from,
                    to,
                });
            }
        }
        before = after;
    }
    // Largest first; the sort is stable, so the earlier move first among equals.
    points.sort_by_key(|p| std::cmp::Reverse(p.swing()));
    points.truncate(TURNING_POINTS);
    points
}
