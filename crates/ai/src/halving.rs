//! Sequential halving at the root (Karnin, Koren & Somekh 2013; Cazenave's SHOT): the
//! budget is split into rounds; in each, every surviving action gets the same number
//! of visits, then the better half by mean survives. Every legal action is measured
//! fairly (UCB would leave a poor one with a handful of visits), and most of the budget
//! still goes to telling the best few apart: what a judge of moves needs, and a player
//! choosing among many moves worth nearly the same (Expert's regions and favor).

use engine::Action;

pub(crate) struct Halving {
    survivors: Vec<Action>,
    /// Visits each survivor gets in this round.
    per_action: u32,
    /// Complete sweeps over the survivors in this round, and the position in the next.
    sweeps: u32,
    cursor: usize,
    /// Iterations not yet handed out, and rounds still to play (this one included).
    budget: u32,
    rounds: u32,
}

impl Halving {
    pub(crate) fn new(legal: &[Action], budget: u32) -> Halving {
        let rounds = (legal.len().max(1) as u32)
            .next_power_of_two()
            .trailing_zeros();
        let mut h = Halving {
            survivors: legal.to_vec(),
            per_action: 0,
            sweeps: 0,
            cursor: 0,
            budget,
            rounds: rounds.max(1),
        };
        h.plan_round();
        h
    }

    fn plan_round(&mut self) {
        let n = self.survivors.len().max(1) as u32;
        self.per_action = (self.budget / (self.rounds.max(1) * n)).max(1);
        self.budget = self.budget.saturating_sub(self.per_action * n);
        self.sweeps = 0;
        self.cursor = 0;
    }

    /// The root action of the next iteration; `mean` is the searching seat's mean
    /// reward after an action so far.
    pub(crate) fn next(&mut self, mean: impl Fn(Action) -> f32) -> Action {
        if self.sweeps >= self.per_action && self.survivors.len() > 1 {
            // The round is over: the better half (rounded up) goes on, ties kept in order.
            let mut ranked: Vec<(usize, f32)> = self
                .survivors
                .iter()
                .enumerate()
                .map(|(i, &a)| (i, mean(a)))
                .collect();
            ranked.sort_by(|x, y| y.1.total_cmp(&x.1).then(x.0.cmp(&y.0)));
            let keep = self.survivors.len().div_ceil(2);
            let mut kept: Vec<usize> = ranked[..keep].iter().map(|&(i, _)| i).collect();
            kept.sort_unstable();
            self.survivors = kept.into_iter().map(|i| self.survivors[i]).collect();
            self.rounds = self.rounds.saturating_sub(1).max(1);
            self.plan_round();
        }
        let a = self.survivors[self.cursor];
        self.cursor += 1;
        if self.cursor == self.survivors.len() {
            self.cursor = 0;
            self.sweeps += 1;
        }
        a
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Region;

    #[test]
    fn every_action_is_measured_and_the_best_gets_most() {
        let legal: Vec<Action> = Region::ALL[..5]
            .iter()
            .map(|&r| Action::ChooseRegion(r))
            .collect();
        // Action i is worth i: the last is best.
        let worth = |a: Action| legal.iter().position(|&x| x == a).unwrap() as f32;
        let mut h = Halving::new(&legal, 300);
        let mut visits = [0u32; 5];
        for _ in 0..300 {
            let a = h.next(worth);
            visits[worth(a) as usize] += 1;
        }
        assert!(visits.iter().all(|&v| v >= 20), "{visits:?}");
        assert!(visits[4] > visits[3] && visits[3] > visits[1], "{visits:?}");
        assert_eq!(visits.iter().sum::<u32>(), 300);
    }
}
