//! The battles of a game, as the chart marks them: where each began and was decided, and
//! what it was fought for.

use engine::{Event, Region};
use serde::{Deserialize, Serialize};

/// What a battle was fought for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BattleKind {
    /// A region of the map.
    Region,
    /// The final battle between players tied for the most regions.
    Final,
    /// One of the duel's battles (no map).
    Duel,
}

/// One battle on the chart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleMark {
    /// The move that opened it (its region's choice), or 0 for a battle under way at
    /// the deal.
    pub start: u32,
    /// The move that decided it.
    pub end: u32,
    pub kind: BattleKind,
    /// `None` for the final battle and the duel's battles.
    pub region: Option<Region>,
}

/// Collects the battles from each move's events, in order: a battle's start opens a mark,
/// its end (every battle's end reports `BattleEnded`, a failed one too) closes it.
#[derive(Clone, Debug, Default)]
pub(crate) struct BattleLog {
    pub marks: Vec<BattleMark>,
    duel: bool,
}

impl BattleLog {
    /// A log for a game whose rules are (or not) the duel; `under_way` when a battle is
    /// already being fought at the deal (the duel's first).
    pub fn new(duel: bool, under_way: bool) -> BattleLog {
        let mut log = BattleLog {
            marks: Vec::new(),
            duel,
        };
        if under_way {
            log.open_battle(0, None);
        }
        log
    }

    fn open_battle(&mut self, index: u32, region: Option<Region>) {
        let kind = match region {
            Some(_) => BattleKind::Region,
            None if self.duel => BattleKind::Duel,
            None => BattleKind::Final,
        };
        self.marks.push(BattleMark {
            start: index,
            end: index,
            kind,
            region,
        });
    }

    /// Reads the events of move `index`.
    pub fn record(&mut self, index: u32, events: &[Event]) {
        for event in events {
            match event {
                Event::BattleStarted { region, .. } => self.open_battle(index, *region),
                Event::BattleEnded { .. } => {
                    if let Some(last) = self.marks.last_mut() {
                        last.end = index;
                    }
                }
                _ => {}
            }
        }
    }
}

/// The battle a move belongs to: the one being fought at that move, or, between
/// battles, the next one (the moves between prepare it), or the last one after the
/// last. `None` when the game had no battle.
pub fn battle_of_move(battles: &[BattleMark], move_index: u32) -> Option<usize> {
    battles
        .iter()
        .position(|b| b.end >= move_index)
        .or_else(|| battles.len().checked_sub(1))
}
