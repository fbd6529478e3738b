//! Plane geometry for placing things on the map: polygons with holes, boxes, and the pole
//! of inaccessibility (the polylabel algorithm).
//!
//! Square roots are taken with `sqrt` only (never `hypot`, whose last bit may differ between
//! libm builds), so native and wasm builds place everything identically.

use std::cmp::Ordering;
use std::collections::BinaryHeap;

/// A point.
pub(crate) type Pt = (f64, f64);

fn len(dx: f64, dy: f64) -> f64 {
    (dx * dx + dy * dy).sqrt()
}

/// The smaller of two numbers. (`f64::min` and `max` stay calls to `fmin` and `fmax` in
/// the release profile, which optimises for size; these are on the hot paths.)
#[inline(always)]
pub(crate) fn lo(a: f64, b: f64) -> f64 {
    if a < b {
        a
    } else {
        b
    }
}

/// The larger of two numbers (see [`lo`]).
#[inline(always)]
pub(crate) fn hi(a: f64, b: f64) -> f64 {
    if a > b {
        a
    } else {
        b
    }
}

/// Squared distance from `p` to the segment `a`–`b`.
#[inline(always)]
fn seg_dist2(p: Pt, a: Pt, b: Pt) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 == 0.0 {
        0.0
    } else {
        lo(hi(((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len2, 0.0), 1.0)
    };
    let (ex, ey) = (p.0 - a.0 - t * dx, p.1 - a.1 - t * dy);
    ex * ex + ey * ey
}

/// An axis-aligned box.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Rect {
    pub x0: f64,
    pub y0: f64,
    pub x1: f64,
    pub y1: f64,
}

impl Rect {
    /// The box of size `w`×`h` centred at `c`.
    pub(crate) fn centred(c: Pt, w: f64, h: f64) -> Rect {
        Rect {
            x0: c.0 - w / 2.0,
            y0: c.1 - h / 2.0,
            x1: c.0 + w / 2.0,
            y1: c.1 + h / 2.0,
        }
    }

    /// Whether the open interiors of the two boxes meet.
    #[inline(always)]
    pub(crate) fn overlaps(&self, o: &Rect) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }

    /// Whether `o` lies within this box (edges may touch).
    pub(crate) fn holds(&self, o: &Rect) -> bool {
        o.x0 >= self.x0 && o.x1 <= self.x1 && o.y0 >= self.y0 && o.y1 <= self.y1
    }

    /// Distance from `p` to the nearest point of the box (0 inside).
    #[inline(always)]
    pub(crate) fn dist(&self, p: Pt) -> f64 {
        // (Comparisons rather than `max`, which stays a call when optimising for size.)
        let dx = if p.0 < self.x0 {
            self.x0 - p.0
        } else if p.0 > self.x1 {
            p.0 - self.x1
        } else {
            0.0
        };
        let dy = if p.1 < self.y0 {
            self.y0 - p.1
        } else if p.1 > self.y1 {
            p.1 - self.y1
        } else {
            0.0
        };
        if dx == 0.0 {
            dy
        } else if dy == 0.0 {
            dx
        } else {
            len(dx, dy)
        }
    }

    /// Whether the segment `a`–`b` has a point strictly inside the box (Liang–Barsky clip).
    pub(crate) fn cut_by(&self, a: Pt, b: Pt) -> bool {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let (mut t0, mut t1) = (0.0f64, 1.0f64);
        for (p, q) in [
            (-dx, a.0 - self.x0),
            (dx, self.x1 - a.0),
            (-dy, a.1 - self.y0),
            (dy, self.y1 - a.1),
        ] {
            if p == 0.0 {
                if q <= 0.0 {
                    return false;
                }
            } else {
                let t = q / p;
                if p < 0.0 {
                    t0 = hi(t0, t);
                } else {
                    t1 = lo(t1, t);
                }
            }
        }
        t0 < t1
    }
}

/// A polygon with holes: closed loops (the last point joins the first) that never cross,
/// filled by the even–odd rule.
#[derive(Clone, Debug, Default)]
pub(crate) struct Poly {
    /// Every edge of every loop, gathered once: the tests below run over them many times.
    edges: Vec<(Pt, Pt)>,
}

impl Poly {
    pub(crate) fn new(loops: &[Vec<Pt>]) -> Poly {
        let edges = loops
            .iter()
            .flat_map(|lp| (0..lp.len()).map(move |i| (lp[i], lp[(i + 1) % lp.len()])))
            .collect();
        Poly { edges }
    }

    /// Every edge of every loop.
    pub(crate) fn edges(&self) -> impl Iterator<Item = (Pt, Pt)> + '_ {
        self.edges.iter().copied()
    }

    /// Whether `p` is inside (by a horizontal ray: even–odd crossings).
    pub(crate) fn contains(&self, p: Pt) -> bool {
        let mut inside = false;
        for (a, b) in self.edges() {
            if (a.1 > p.1) != (b.1 > p.1) {
                let x = a.0 + (p.1 - a.1) / (b.1 - a.1) * (b.0 - a.0);
                if x > p.0 {
                    inside = !inside;
                }
            }
        }
        inside
    }

    /// Distance from `p` to the outline.
    pub(crate) fn outline_dist(&self, p: Pt) -> f64 {
        self.edges
            .iter()
            .fold(f64::INFINITY, |d, &(a, b)| lo(d, seg_dist2(p, a, b)))
            .sqrt()
    }

    /// Whether the box lies inside: no edge enters it and its centre is inside.
    pub(crate) fn holds(&self, r: &Rect) -> bool {
        let cut = self.edges.iter().any(|&(a, b)| {
            // Most edges are nowhere near: a cheap test of their bounds first.
            hi(a.0, b.0) > r.x0
                && lo(a.0, b.0) < r.x1
                && hi(a.1, b.1) > r.y0
                && lo(a.1, b.1) < r.y1
                && r.cut_by(a, b)
        });
        !cut && self.contains(((r.x0 + r.x1) / 2.0, (r.y0 + r.y1) / 2.0))
    }

    /// The smallest box around every loop.
    pub(crate) fn bounds(&self) -> Rect {
        let mut r = Rect {
            x0: f64::INFINITY,
            y0: f64::INFINITY,
            x1: f64::NEG_INFINITY,
            y1: f64::NEG_INFINITY,
        };
        for &(x, y) in self.edges.iter().map(|(a, _)| a) {
            r = Rect {
                x0: r.x0.min(x),
                y0: r.y0.min(y),
                x1: r.x1.max(x),
                y1: r.y1.max(y),
            };
        }
        r
    }
}

/// A square of the polylabel search: centre, half side, signed distance at the centre, and
/// the best distance any point of the square could have.
struct Square {
    c: Pt,
    h: f64,
    d: f64,
    max: f64,
}

impl Square {
    fn new(c: Pt, h: f64, dist: &impl Fn(Pt) -> f64) -> Square {
        let d = dist(c);
        Square {
            c,
            h,
            d,
            max: d + h * std::f64::consts::SQRT_2,
        }
    }
}

impl PartialEq for Square {
    fn eq(&self, o: &Self) -> bool {
        self.cmp(o) == Ordering::Equal
    }
}
impl Eq for Square {}
impl PartialOrd for Square {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for Square {
    /// By potential, then by position, so that the search order never depends on ties.
    fn cmp(&self, o: &Self) -> Ordering {
        self.max
            .total_cmp(&o.max)
            .then(o.c.1.total_cmp(&self.c.1))
            .then(o.c.0.total_cmp(&self.c.0))
    }
}

/// The pole of inaccessibility within `bounds`: the point where `dist` (signed distance to
/// the shape's outline, positive inside, 1-Lipschitz) is largest, found to within
/// `precision` (Agafonkin's polylabel: a best-first search over ever smaller squares, a
/// square being dropped once no point in it can beat the best found by `precision`).
/// Returns the point and its distance.
pub(crate) fn pole(bounds: Rect, precision: f64, dist: impl Fn(Pt) -> f64) -> (Pt, f64) {
    let (w, h) = (bounds.x1 - bounds.x0, bounds.y1 - bounds.y0);
    let side = w.min(h);
    let mut queue = BinaryHeap::new();
    let mut y = bounds.y0;
    while y < bounds.y1 {
        let mut x = bounds.x0;
        while x < bounds.x1 {
            queue.push(Square::new(
                (x + side / 2.0, y + side / 2.0),
                side / 2.0,
                &dist,
            ));
            x += side;
        }
        y += side;
    }
    let mid = ((bounds.x0 + bounds.x1) / 2.0, (bounds.y0 + bounds.y1) / 2.0);
    let mut best = (mid, dist(mid));
    while let Some(sq) = queue.pop() {
        if sq.d > best.1 {
            best = (sq.c, sq.d);
        }
        if sq.max - best.1 <= precision {
            continue;
        }
        let h = sq.h / 2.0;
        for (sx, sy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            queue.push(Square::new((sq.c.0 + sx * h, sq.c.1 + sy * h), h, &dist));
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square_with_hole() -> Poly {
        Poly::new(&[
            vec![(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)],
            vec![(2.0, 2.0), (2.0, 4.0), (4.0, 4.0), (4.0, 2.0)],
        ])
    }

    #[test]
    fn polygons_know_inside_holes_and_boxes() {
        let p = square_with_hole();
        assert!(p.contains((5.0, 5.0)) && !p.contains((3.0, 3.0)) && !p.contains((11.0, 5.0)));
        assert!((p.outline_dist((5.0, 5.0)) - 1.0_f64.hypot(1.0)).abs() < 1e-9);
        assert!(p.holds(&Rect::centred((7.0, 7.0), 4.0, 4.0)));
        assert!(
            !p.holds(&Rect::centred((3.0, 3.0), 1.0, 1.0)),
            "in the hole"
        );
        assert!(
            !p.holds(&Rect::centred((5.0, 3.0), 4.0, 1.0)),
            "over the hole's edge"
        );
        assert!(
            !p.holds(&Rect::centred((9.0, 5.0), 4.0, 1.0)),
            "over the outline"
        );
        let r = Rect::centred((0.0, 0.0), 2.0, 2.0);
        assert!(r.cut_by((-5.0, 0.5), (5.0, 0.5)) && !r.cut_by((-5.0, 1.0), (5.0, 1.0)));
        assert!(!r.cut_by((2.0, -5.0), (2.0, 5.0)) && r.cut_by((-0.5, -0.5), (0.5, 0.5)));
        assert_eq!(r.dist((4.0, 5.0)), 5.0);
    }

    #[test]
    fn the_pole_is_the_deepest_point() {
        let p = square_with_hole();
        let signed = |q: Pt| {
            let d = p.outline_dist(q);
            if p.contains(q) {
                d
            } else {
                -d
            }
        };
        let (c, d) = pole(p.bounds(), 0.01, signed);
        // The largest disc avoiding the hole touches it and two sides: centre on the
        // diagonal, d = 10 - x = (x - 4)·√2.
        let x = (10.0 + 4.0 * 2f64.sqrt()) / (1.0 + 2f64.sqrt());
        assert!((c.0 - x).abs() < 0.05 && (c.1 - x).abs() < 0.05, "{c:?}");
        assert!((d - (10.0 - x)).abs() < 0.02, "{d}");
    }
}
