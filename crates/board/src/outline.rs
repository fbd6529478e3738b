//! Outlines: tracing the boundary of a set of cells into closed loops, smoothing them, and
//! writing SVG path data.
//!
//! Smoothing must never open a gap between two neighbouring shapes, so it works on *chains*:
//! a loop is cut at every *pinned* vertex (where three or more different kinds of cell meet,
//! or on the raster's edge), and each chain is smoothed with its ends fixed. The same chain
//! appears in the outline of the shape on each side of it (once in each direction); it is
//! always simplified in one canonical direction, so both sides get exactly the same curve.

use crate::grid::{Cell, Grid};
use std::collections::HashMap;
use std::fmt::Write;

/// A raster vertex: (column, row) of a cell corner.
pub(crate) type Vertex = (i32, i32);

/// A point in cell units.
pub(crate) type Pt = (f64, f64);

/// Simplification tolerance (cells): staircases within this of a straight line become one.
const TOLERANCE: f64 = 0.55;
/// Largest distance (cells) from a corner at which its rounding starts.
const MAX_ROUNDING: f64 = 2.0;

/// The boundary of the cells for which `inside` holds (it receives `None` beyond the raster's
/// edge), as closed loops of vertices: each loop has the shape on its right (clockwise on screen
/// for outer boundaries, anticlockwise for holes), and cells touching only at a corner are
/// kept apart.
pub(crate) fn trace(grid: &Grid, inside: impl Fn(Option<Cell>) -> bool) -> Vec<Vec<Vertex>> {
    let mut edges: Vec<(Vertex, Vertex)> = Vec::new();
    for y in 0..grid.h as i32 {
        for x in 0..grid.w as i32 {
            let at = |dx: i32, dy: i32| inside(grid.get((x + dx) as isize, (y + dy) as isize));
            if !at(0, 0) {
                continue;
            }
            if !at(0, -1) {
                edges.push(((x, y), (x + 1, y)));
            }
            if !at(1, 0) {
                edges.push(((x + 1, y), (x + 1, y + 1)));
            }
            if !at(0, 1) {
                edges.push(((x + 1, y + 1), (x, y + 1)));
            }
            if !at(-1, 0) {
                edges.push(((x, y + 1), (x, y)));
            }
        }
    }
    let mut leaving: HashMap<Vertex, Vec<usize>> = HashMap::new();
    for (i, &(from, _)) in edges.iter().enumerate() {
        leaving.entry(from).or_default().push(i);
    }
    // The edge that follows `e`: turn right if possible (keeps diagonal cells apart),
    // else go straight, else turn left.
    let next = |e: usize| -> usize {
        let (from, to) = edges[e];
        let d = (to.0 - from.0, to.1 - from.1);
        let options = &leaving[&to];
        for want in [(-d.1, d.0), d, (d.1, -d.0)] {
            if let Some(&n) = options.iter().find(|&&n| {
                let (a, b) = edges[n];
                (b.0 - a.0, b.1 - a.1) == want
            }) {
                return n;
            }
        }
        unreachable!("boundary edges always continue")
    };
    let mut used = vec![false; edges.len()];
    let mut loops = Vec::new();
    for start in 0..edges.len() {
        if used[start] {
            continue;
        }
        let mut lp = Vec::new();
        let mut e = start;
        loop {
            used[e] = true;
            lp.push(edges[e].0);
            e = next(e);
            if e == start {
                break;
            }
        }
        loops.push(lp);
    }
    loops
}

/// Whether a vertex must stay where it is: on the raster's edge, where three or more kinds
/// of cell meet, or where two kinds meet only diagonally.
pub(crate) fn pinned(grid: &Grid, (x, y): Vertex) -> bool {
    if x <= 0 || y <= 0 || x >= grid.w as i32 || y >= grid.h as i32 {
        return true;
    }
    let [nw, ne, sw, se] = grid.around(x as isize, y as isize);
    let mut kinds = [nw, ne, sw, se];
    kinds.sort_unstable();
    let distinct = 1 + kinds.windows(2).filter(|w| w[0] != w[1]).count();
    distinct >= 3 || (nw == se && ne == sw && nw != ne)
}

/// One piece of a smoothed outline, in cell units.
#[derive(Clone, Copy, Debug)]
enum Seg {
    Line(Pt),
    Quad(Pt, Pt),
}

impl Seg {
    fn end(self) -> Pt {
        match self {
            Seg::Line(p) | Seg::Quad(_, p) => p,
        }
    }
}

fn pt((x, y): Vertex) -> Pt {
    (x as f64, y as f64)
}

fn lerp(a: Pt, b: Pt, t: f64) -> Pt {
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
}

fn dist(a: Pt, b: Pt) -> f64 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

/// Distance from `p` to the segment `a`–`b`.
fn seg_dist(p: Pt, a: Pt, b: Pt) -> f64 {
    let len2 = (b.0 - a.0).powi(2) + (b.1 - a.1).powi(2);
    if len2 == 0.0 {
        return dist(p, a);
    }
    let t = (((p.0 - a.0) * (b.0 - a.0) + (p.1 - a.1) * (b.1 - a.1)) / len2).clamp(0.0, 1.0);
    dist(p, lerp(a, b, t))
}

/// Douglas–Peucker simplification of an open polyline, keeping both ends.
fn simplify(points: &[Pt]) -> Vec<Pt> {
    fn rec(points: &[Pt], out: &mut Vec<Pt>) {
        let (a, b) = (points[0], points[points.len() - 1]);
        let mut far = (0.0, 0);
        for (i, &p) in points.iter().enumerate().take(points.len() - 1).skip(1) {
            let d = seg_dist(p, a, b);
            if d > far.0 {
                far = (d, i);
            }
        }
        if far.0 > TOLERANCE {
            rec(&points[..=far.1], out);
            rec(&points[far.1..], out);
        } else {
            out.push(points[points.len() - 1]);
        }
    }
    let mut out = vec![points[0]];
    if points.len() > 1 {
        rec(points, &mut out);
    }
    out
}

/// The midpoints of the unit edges of a traced polyline: a staircase of cell sides becomes a
/// straight line of midpoints, while real corners stay (cut by half a cell).
fn midpoints(points: &[Vertex]) -> Vec<Pt> {
    points
        .windows(2)
        .map(|w| lerp(pt(w[0]), pt(w[1]), 0.5))
        .collect()
}

/// The two points where the rounding of the corners at each end of segment `a`–`b` begins.
fn cut_points(a: Pt, b: Pt) -> (Pt, Pt) {
    let len = dist(a, b);
    let t = (MAX_ROUNDING / len).min(0.5);
    (lerp(a, b, t), lerp(a, b, 1.0 - t))
}

/// Smooths an open chain (its ends stay fixed): simplified, then every inner corner rounded
/// with a quadratic curve. Returns the pieces after the starting point.
fn smooth_open(points: &[Vertex]) -> Vec<Seg> {
    let mut line = vec![pt(points[0])];
    line.extend(midpoints(points));
    line.push(pt(points[points.len() - 1]));
    let mut p = simplify(&line);
    if p[0] == p[p.len() - 1] && p.len() < 4 {
        // A small loop through a single pinned vertex: simplifying would flatten it.
        p = line;
    }
    let n = p.len() - 1;
    if n <= 1 {
        return vec![Seg::Line(p[n])];
    }
    let mut segs = Vec::with_capacity(2 * n);
    for i in 0..n {
        let (near_a, near_b) = cut_points(p[i], p[i + 1]);
        if i > 0 {
            segs.push(Seg::Quad(p[i], near_a));
        }
        if i == n - 1 {
            segs.push(Seg::Line(p[n]));
        } else if near_b != near_a || i == 0 {
            segs.push(Seg::Line(near_b));
        }
    }
    segs
}

/// Smooths a closed chain that has no pinned vertex. Returns the starting point and pieces.
fn smooth_closed(points: &[Vertex]) -> (Pt, Vec<Seg>) {
    let mut ring = points.to_vec();
    ring.push(points[0]);
    let mut mids = midpoints(&ring);
    // Split at the midpoint farthest from the first, simplify both halves.
    let far = (1..mids.len())
        .max_by(|&i, &j| dist(mids[i], mids[0]).total_cmp(&dist(mids[j], mids[0])))
        .unwrap_or(0);
    mids.push(mids[0]);
    let mut p = simplify(&mids[..=far]);
    p.pop();
    p.extend(simplify(&mids[far..]));
    p.pop();
    if p.len() < 3 {
        // A loop around a single cell: simplifying would flatten it.
        p = mids[..mids.len() - 1].to_vec();
    }
    let n = p.len();
    let cuts: Vec<(Pt, Pt)> = (0..n).map(|i| cut_points(p[i], p[(i + 1) % n])).collect();
    let start = cuts[n - 1].1;
    let mut segs = Vec::with_capacity(2 * n);
    for i in 0..n {
        segs.push(Seg::Quad(p[i], cuts[i].0));
        if cuts[i].1 != cuts[i].0 {
            segs.push(Seg::Line(cuts[i].1));
        }
    }
    (start, segs)
}

/// Reverses a piece list that starts at `start`: returns the new start and pieces.
fn reverse(start: Pt, segs: &[Seg]) -> (Pt, Vec<Seg>) {
    let mut ends = vec![start];
    ends.extend(segs.iter().map(|s| s.end()));
    let new_start = ends[ends.len() - 1];
    let out = segs
        .iter()
        .enumerate()
        .rev()
        .map(|(i, s)| match *s {
            Seg::Line(_) => Seg::Line(ends[i]),
            Seg::Quad(c, _) => Seg::Quad(c, ends[i]),
        })
        .collect();
    (new_start, out)
}

/// The smoothed outline of one traced loop: a starting point and pieces back to it.
fn smooth_loop(grid: &Grid, lp: &[Vertex]) -> (Pt, Vec<Seg>) {
    let Some(first_pin) = lp.iter().position(|&v| pinned(grid, v)) else {
        // Canonical form: start at the smallest vertex, go towards the smaller neighbour.
        let n = lp.len();
        let s = (0..n).min_by_key(|&i| lp[i]).unwrap_or(0);
        let fwd: Vec<Vertex> = (0..n).map(|k| lp[(s + k) % n]).collect();
        let bwd: Vec<Vertex> = (0..n).map(|k| lp[(s + n - k) % n]).collect();
        return if fwd[1] <= bwd[1] {
            smooth_closed(&fwd)
        } else {
            let (start, segs) = smooth_closed(&bwd);
            reverse(start, &segs)
        };
    };
    let n = lp.len();
    let rotated: Vec<Vertex> = (0..=n).map(|k| lp[(first_pin + k) % n]).collect();
    let start = pt(rotated[0]);
    let mut segs = Vec::new();
    let mut a = 0;
    for b in 1..=n {
        if b < n && !pinned(grid, rotated[b]) {
            continue;
        }
        let chain = &rotated[a..=b];
        let backwards: Vec<Vertex> = chain.iter().rev().copied().collect();
        if backwards.as_slice() < chain {
            let part = smooth_open(&backwards);
            segs.extend(reverse(pt(backwards[0]), &part).1);
        } else {
            segs.extend(smooth_open(chain));
        }
        a = b;
    }
    (start, segs)
}

/// Drops the middle point of every two straight pieces in a row that continue in the same
/// direction (the drawn outline does not change).
fn merge_lines(start: Pt, segs: Vec<Seg>) -> Vec<Seg> {
    let mut out: Vec<Seg> = Vec::with_capacity(segs.len());
    for seg in segs {
        if let (Seg::Line(b), Some(&Seg::Line(mid))) = (seg, out.last()) {
            let a = match out.len() {
                1 => start,
                n => out[n - 2].end(),
            };
            let cross = (mid.0 - a.0) * (b.1 - mid.1) - (mid.1 - a.1) * (b.0 - mid.0);
            let dot = (mid.0 - a.0) * (b.0 - mid.0) + (mid.1 - a.1) * (b.1 - mid.1);
            if cross.abs() < 1e-9 && dot > 0.0 {
                out.pop();
            }
        }
        out.push(seg);
    }
    out
}

/// Pieces each quadratic curve is cut into by [`polygons`]: the chords then stray less than
/// a hundredth of a cell from the curve the SVG path draws.
const CURVE_PIECES: usize = 12;

/// The smoothed outline of the cells for which `inside` holds (as [`path`] draws it), as
/// closed polygons in cell units: curves cut into short chords, each loop given once
/// (not repeating its first point).
pub(crate) fn polygons(grid: &Grid, inside: impl Fn(Option<Cell>) -> bool) -> Vec<Vec<Pt>> {
    trace(grid, inside)
        .iter()
        .map(|lp| {
            let (start, segs) = smooth_loop(grid, lp);
            let mut poly = vec![start];
            for seg in segs {
                match seg {
                    Seg::Line(p) => poly.push(p),
                    Seg::Quad(c, p) => {
                        let a = *poly.last().expect("starts with a point");
                        for k in 1..=CURVE_PIECES {
                            let t = k as f64 / CURVE_PIECES as f64;
                            poly.push(lerp(lerp(a, c, t), lerp(c, p, t), t));
                        }
                    }
                }
            }
            poly.pop(); // the loop ends where it started
            poly
        })
        .collect()
}

/// Writes `v` (cells) in SVG units with at most one decimal.
fn num(out: &mut String, v: f64) {
    let v = (v * crate::grid::CELL as f64 * 10.0).round() / 10.0;
    if v == v.trunc() {
        let _ = write!(out, "{}", v as i64);
    } else {
        let _ = write!(out, "{v:.1}");
    }
}

/// SVG path data for the smoothed boundary of the cells for which `inside` holds.
pub(crate) fn path(grid: &Grid, inside: impl Fn(Option<Cell>) -> bool) -> String {
    let mut out = String::new();
    for lp in trace(grid, inside) {
        let (start, segs) = smooth_loop(grid, &lp);
        let segs = merge_lines(start, segs);
        let pairs = |out: &mut String, p: Pt| {
            out.push(' ');
            num(out, p.0);
            out.push(' ');
            num(out, p.1);
        };
        if !out.is_empty() {
            out.push(' ');
        }
        out.push('M');
        pairs(&mut out, start);
        for seg in segs {
            match seg {
                Seg::Line(p) => {
                    out.push_str(" L");
                    pairs(&mut out, p);
                }
                Seg::Quad(c, p) => {
                    out.push_str(" Q");
                    pairs(&mut out, c);
                    pairs(&mut out, p);
                }
            }
        }
        out.push_str(" Z");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::map::Region;

    /// A test raster: `picture`, a row of sea, then a row holding every region's city cell.
    fn grid(picture: &str) -> Grid {
        let cities: String = crate::grid::LEGEND
            .iter()
            .map(|(c, _)| c.to_ascii_lowercase())
            .collect();
        let w = picture
            .lines()
            .map(str::len)
            .max()
            .unwrap()
            .max(cities.len());
        let pad = |s: &str| format!("{s:.<w$}");
        let mut rows: Vec<String> = picture.lines().map(pad).collect();
        rows.push(pad(""));
        rows.push(pad(&cities));
        Grid::parse(&rows.join("\n")).unwrap()
    }

    fn is(region: Region) -> impl Fn(Option<Cell>) -> bool {
        move |c| c == Some(Cell::Land(region))
    }

    /// Loops that stay within the first `rows` rows (away from the test's city row).
    fn loops_above(loops: Vec<Vec<Vertex>>, rows: i32) -> Vec<Vec<Vertex>> {
        loops
            .into_iter()
            .filter(|lp| lp.iter().all(|v| v.1 <= rows))
            .collect()
    }

    #[test]
    fn trace_finds_outer_loops_and_holes_and_keeps_diagonals_apart() {
        let g = grid("TTT.\nT~T.\nTTT.\n...M");
        let mut sizes: Vec<usize> = loops_above(trace(&g, is(Region::Torino)), 4)
            .iter()
            .map(Vec::len)
            .collect();
        sizes.sort();
        assert_eq!(sizes, vec![4, 12], "a hole and an outer ring");
        // Torino's corner touches Milano's: as one set of land they are still two outlines.
        let land = |c: Option<Cell>| matches!(c, Some(Cell::Land(_)));
        assert_eq!(loops_above(trace(&g, land), 4).len(), 3);
    }

    /// The control points of the quadratic curves of a path, as text.
    fn controls(path: &str) -> Vec<String> {
        let tokens: Vec<&str> = path.split_whitespace().collect();
        let mut out: Vec<String> = tokens
            .iter()
            .enumerate()
            .filter(|(_, t)| **t == "Q")
            .map(|(i, _)| format!("{} {}", tokens[i + 1], tokens[i + 2]))
            .collect();
        out.sort();
        out
    }

    #[test]
    fn shared_chains_are_smoothed_identically_from_both_sides() {
        let g = grid("TTTTTMMM\nTTTTMMMM\nTTTMMMMM\nTTMMMMMM\nTTTTTMMM\nTTTTTTMM\nTMMMMMMM");
        // Only the Torino–Milano border has unpinned vertices here (the rest is the raster's
        // edge or meets the sea row), so both outlines must round exactly the same corners.
        let rows = |p: String| -> String { p.split(" M ").next().unwrap().to_string() };
        let t = rows(path(&g, is(Region::Torino)));
        let m = rows(path(&g, is(Region::Milano)));
        // Torino's corners are all on that border (Milano has one more, on the sea).
        assert!(controls(&t).len() >= 3, "{t}");
        for c in controls(&t) {
            assert!(controls(&m).contains(&c), "{c} of\n{t}\nnot in\n{m}");
        }
    }

    #[test]
    fn single_cells_keep_some_area() {
        // A one-cell lake inside Torino, and a one-cell piece of Milano.
        let g = grid("TTT.\nT~T.\nTTT.\n...M\n....");
        let torino = path(&g, is(Region::Torino));
        let lake = torino.split(" M ").nth(1).unwrap();
        assert_eq!(controls(lake).len(), 4, "{torino}");
        let milano = path(&g, is(Region::Milano));
        let piece = milano.split(" M ").next().unwrap();
        assert!(controls(piece).len() >= 2, "{milano}");
    }

    #[test]
    fn simplify_straightens_staircases_but_keeps_corners() {
        let stairs: Vec<Vertex> = vec![(0, 0), (1, 0), (1, 1), (2, 1), (2, 2), (3, 2), (3, 3)];
        let mut line = vec![pt(stairs[0])];
        line.extend(midpoints(&stairs));
        line.push(pt(stairs[6]));
        assert_eq!(simplify(&line), vec![(0.0, 0.0), (3.0, 3.0)]);
        let corner: Vec<Pt> = vec![(0.0, 0.0), (4.0, 0.0), (4.0, 4.0)];
        assert_eq!(simplify(&corner), corner);
    }
}
