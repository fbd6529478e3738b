//! The rule bot's map decisions: which region to fight for, and where the papal favor
//! goes.

use super::{RuleBot, Why, AVG_CARD};
use crate::battlefield::hand_worth;
use crate::kingdom::Board;
use crate::view::View;
use engine::{Action, Region};

impl RuleBot {
    /// How strong this seat's hand is against the others': 1 is even.
    fn hand_ratio(&self, view: &View) -> f32 {
        let mine = hand_worth(&view.hand);
        let others: Vec<f32> = (0..view.players())
            .filter(|&s| s != view.seat)
            .map(|s| view.hand_sizes[s as usize] as f32 * AVG_CARD)
            .collect();
        let avg = others.iter().sum::<f32>() / others.len().max(1) as f32;
        ((mine + 4.0) / (avg + 4.0)).clamp(0.3, 2.5)
    }

    /// Score of opening a battle at `region`: this seat's gain, weighted by how likely it
    /// is to win with its hand, minus what the others would gain (much more if one of
    /// them would win the game there).
    fn region_score(&self, view: &View, board: &Board, region: Region, ratio: f32) -> f32 {
        let me = view.seat;
        let (mine, _) = board.gain(me, Some(region));
        let mut score = mine * ratio.min(1.5);
        // Room to grow: a region whose neighbourhood is still open is worth more.
        if board.has_room(me, region) {
            score += 0.3;
        }
        if let Some(owner) = view.table.owners[region.index()] {
            // Capture: taking it from its owner also sets them back.
            score += 0.5 * board.loss_if_taken(owner, region);
        }
        for o in 0..view.players() {
            if o == me {
                continue;
            }
            let (gain, wins) = board.gain(o, Some(region));
            score -= if wins { gain * 0.5 / ratio } else { 0.3 * gain };
        }
        score
    }

    pub(super) fn choose_region(&self, view: &View) -> (Action, Why) {
        let board = Board::of(view.table);
        let ratio = self.hand_ratio(view);
        let mut best: Option<(Action, f32)> = None;
        for &a in view.legal {
            if let Action::ChooseRegion(r) = a {
                let s = self.region_score(view, &board, r, ratio);
                if best.is_none_or(|(_, b)| s > b) {
                    best = Some((a, s));
                }
            }
        }
        match best {
            Some((_, score))
                if view.legal.contains(&Action::Decline) && ratio < 0.6 && score < 1.0 =>
            {
                (Action::Decline, Why::WeakHand)
            }
            Some((a, score)) => (a, Why::Region { score }),
            None => (view.legal[0], Why::Forced),
        }
    }

    /// Papal favor: on the free region that most helps the others (above all one that
    /// would complete someone's kingdom), not one this seat wants; or off the board.
    pub(super) fn favor(&self, view: &View) -> (Action, Why) {
        let t = view.table;
        let me = view.seat;
        let board = Board::of(t);
        let mut best: Option<(Action, f32)> = None;
        for &a in view.legal {
            let score = match a {
                Action::PlaceFavor(r) => {
                    let mut s = 0.0;
                    match t.owners[r.index()] {
                        // Capture: the favor shields its region from attack.
                        Some(o) if o == me => s += 0.5 * board.loss_if_taken(me, r),
                        Some(o) => s -= 0.5 * board.loss_if_taken(o, r),
                        None => {
                            s -= board.gain(me, Some(r)).0;
                            for o in 0..view.players() {
                                if o != me {
                                    let (g, wins) = board.gain(o, Some(r));
                                    s += if wins { g } else { 0.4 * g };
                                }
                            }
                        }
                    }
                    s
                }
                Action::FavorOff => {
                    // Freeing a region this seat wants, when the favor now blocks one.
                    t.favor.map_or(0.2, |r| {
                        if t.owners[r.index()].is_none() {
                            0.2 + 0.5 * board.gain(me, Some(r)).0
                        } else {
                            0.2
                        }
                    })
                }
                _ => continue,
            };
            if best.is_none_or(|(_, b)| score > b) {
                best = Some((a, score));
            }
        }
        best.map_or((view.legal[0], Why::Forced), |(a, s)| {
            (a, Why::Best { score: s })
        })
    }
}
