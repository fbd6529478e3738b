//! Choosing one spot per name among its candidates: no two boxes overlapping, and the least
//! total cost.
//!
//! A greedy pass (hardest name first, each taking its best spot still free) gives a layout
//! without overlaps when there is room; simulated annealing then trades spots between
//! neighbours (one name stepping aside so that another gets a much better spot), which a
//! greedy pass never does; a last greedy pass polishes. The annealing's random numbers come
//! from a fixed seed and it uses exactly rounded arithmetic only, so the same input gives
//! the same layout natively and in wasm.

use crate::geom::{hi, Rect};

/// One name's possible spots, best first.
pub(crate) struct Spots {
    pub boxes: Vec<Rect>,
    pub costs: Vec<f64>,
}

/// Cost of one pair of overlapping boxes during the annealing: more than the difference
/// between any spot inside a region and any outside it, so that no overlap pays.
const OVERLAP: f64 = 120.0;

/// Annealing steps, the temperature at its start, and the factor it cools by at each step:
/// from 8 down to 0.02 over the steps, (0.02 / 8)^(1 / 10 000).
const STEPS: usize = 10_000;
const HOT: f64 = 8.0;
const COOLING: f64 = 0.999_401_033;

/// Spots each name may move to during the annealing (its best ones).
const TRIED: usize = 250;

/// Rounds of greedy re-placing, at most.
const ROUNDS: usize = 6;

/// A small deterministic random number generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in 0..n.
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// A number in [0, 1).
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// e^`x` for `x` ≤ 0, as (1 + x/1024)^1024: close enough for the annealing, and made of
/// exactly rounded operations only, so that every platform takes the same steps (`f64::exp`
/// comes from the platform's maths library, whose last bit may differ).
fn exp(x: f64) -> f64 {
    let mut y = 1.0 + hi(x, -1024.0) / 1024.0;
    for _ in 0..10 {
        y *= y;
    }
    y
}

/// How many other names' boxes the box of name `i` at spot `k` overlaps.
fn overlaps(spots: &[Spots], chosen: &[Option<usize>], i: usize, k: usize) -> usize {
    let b = &spots[i].boxes[k];
    (0..spots.len())
        .filter(|&o| o != i && chosen[o].is_some_and(|ko| b.overlaps(&spots[o].boxes[ko])))
        .count()
}

/// Greedy rounds: each name in `order` moves to its best spot that overlaps no other box
/// (or, if it has none, to the spot overlapping the fewest), until nothing moves.
fn greedy(spots: &[Spots], order: &[usize], chosen: &mut [Option<usize>]) {
    for _ in 0..ROUNDS {
        let mut changed = false;
        for &i in order {
            let now = chosen[i];
            chosen[i] = None;
            let n = spots[i].boxes.len();
            // No free spot (only at sizes far too big): the least crowded one.
            let best = (0..n)
                .find(|&k| overlaps(spots, chosen, i, k) == 0)
                .or_else(|| (0..n).min_by_key(|&k| overlaps(spots, chosen, i, k)));
            chosen[i] = best;
            changed |= chosen[i] != now;
        }
        if !changed {
            break;
        }
    }
}

/// Total cost of a layout, and its number of overlapping pairs.
fn score(spots: &[Spots], chosen: &[Option<usize>]) -> (f64, usize) {
    let mut cost = 0.0;
    let mut pairs = 0;
    for (i, c) in chosen.iter().enumerate() {
        if let Some(k) = *c {
            cost += spots[i].costs[k];
            pairs += (i + 1..spots.len())
                .filter(|&o| {
                    chosen[o].is_some_and(|ko| spots[i].boxes[k].overlaps(&spots[o].boxes[ko]))
                })
                .count();
        }
    }
    (cost, pairs)
}

/// One spot per name (`None` for a name without any), placing names in `order` first.
pub(crate) fn choose(spots: &[Spots], order: &[usize]) -> Vec<Option<usize>> {
    let mut chosen = vec![None; spots.len()];
    greedy(spots, order, &mut chosen);
    let energy = |(cost, pairs): (f64, usize)| cost + OVERLAP * pairs as f64;
    let mut best = (energy(score(spots, &chosen)), chosen.clone());
    let mut now = best.0;
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let movable: Vec<usize> = (0..spots.len()).filter(|&i| chosen[i].is_some()).collect();
    // The boxes as they stand (a box nothing can overlap for a name without a spot).
    let nowhere = Rect::centred((f64::NAN, f64::NAN), 0.0, 0.0);
    let mut boxes: Vec<Rect> = (0..spots.len())
        .map(|i| chosen[i].map_or(nowhere, |k| spots[i].boxes[k]))
        .collect();
    let crowd = |boxes: &[Rect], i: usize, b: &Rect| {
        boxes
            .iter()
            .enumerate()
            .filter(|&(o, ob)| o != i && b.overlaps(ob))
            .count() as f64
    };
    let mut t = HOT / COOLING;
    for _ in 0..STEPS {
        if movable.is_empty() {
            break;
        }
        t *= COOLING;
        let i = movable[rng.below(movable.len())];
        let old = chosen[i].expect("movable names have a spot");
        let new = rng.below(spots[i].boxes.len().min(TRIED));
        if new == old {
            continue;
        }
        let b = spots[i].boxes[new];
        let delta = spots[i].costs[new] - spots[i].costs[old]
            + OVERLAP * (crowd(&boxes, i, &b) - crowd(&boxes, i, &boxes[i]));
        if delta <= 0.0 || rng.unit() < exp(-delta / t) {
            chosen[i] = Some(new);
            boxes[i] = b;
            now += delta;
            if now < best.0 - 1e-9 {
                best = (now, chosen.clone());
            }
        }
    }
    let mut chosen = best.1;
    greedy(spots, order, &mut chosen);
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(x: f64) -> Rect {
        Rect::centred((x, 0.0), 10.0, 10.0)
    }

    #[test]
    fn the_exponential_is_close_enough() {
        for x in [0.0, -0.1, -1.0, -3.0, -10.0] {
            assert!((exp(x) - x.exp()).abs() < 0.01, "{x}");
        }
        assert_eq!(exp(-5000.0), 0.0);
    }

    #[test]
    fn a_name_steps_aside_for_a_much_better_spot() {
        // Name 0 is placed first and would take x = 0, the only good spot of name 1; its own
        // second choice is nearly as good.
        let spots = vec![
            Spots {
                boxes: vec![at(0.0), at(20.0)],
                costs: vec![1.0, 1.5],
            },
            Spots {
                boxes: vec![at(2.0), at(40.0)],
                costs: vec![1.0, 60.0],
            },
        ];
        assert_eq!(choose(&spots, &[0, 1]), vec![Some(1), Some(0)]);
        let (_, pairs) = score(&spots, &[Some(0), Some(0)]);
        assert_eq!(pairs, 1);
    }
}
