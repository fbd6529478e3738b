//! Drawing data for the board: the 17 regions of Italy as SVG paths, drawn by us on a
//! coarse grid whose shared cell edges are exactly the 34 borders of RULES.md §3 (a test
//! checks it), then traced into outlines and rounded.

use engine::map::{Region, BORDERS};
use std::sync::OnceLock;

/// The grid, north at the top: one letter per region, `.` for sea.
/// T Torino, M Milano, V Venezia, G Genova, A Mantova, P Parma, O Modena, F Ferrara,
/// B Bologna, L Lucca, I Firenze, S Siena, U Urbino, C Ancona, E Spoleto, R Roma,
/// N Napoli.
const GRID: &str = "\
TTMMMMMVVV
TTMMMMAAVV
TTGMMMAAFV
.GGPMAAFF.
..PPOOOF..
..LLOBBB..
..IIIIUUU.
...SIEECC.
...RREECC.
...RRNNNC.
....NNNNN.
.....NNN..";

/// Size of one grid cell in SVG units.
const CELL: f32 = 40.0;
/// Margin of sea around the grid.
const MARGIN: f32 = 20.0;

/// The SVG viewBox: x, y, width, height.
pub const VIEW_BOX: (f32, f32, f32, f32) = (
    0.0,
    0.0,
    10.0 * CELL + 2.0 * MARGIN,
    12.0 * CELL + 2.0 * MARGIN,
);

/// One region's outline and where its city and name go.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionShape {
    pub region: Region,
    /// SVG path data (`M … Z`).
    pub path: String,
    /// Centre of the name label.
    pub label: (f32, f32),
    /// The city's dot.
    pub city: (f32, f32),
}

fn letter(region: Region) -> char {
    match region {
        Region::Torino => 'T',
        Region::Milano => 'M',
        Region::Venezia => 'V',
        Region::Genova => 'G',
        Region::Mantova => 'A',
        Region::Parma => 'P',
        Region::Modena => 'O',
        Region::Ferrara => 'F',
        Region::Bologna => 'B',
        Region::Lucca => 'L',
        Region::Firenze => 'I',
        Region::Siena => 'S',
        Region::Urbino => 'U',
        Region::Ancona => 'C',
        Region::Spoleto => 'E',
        Region::Roma => 'R',
        Region::Napoli => 'N',
    }
}

fn grid() -> Vec<Vec<char>> {
    GRID.lines().map(|l| l.chars().collect()).collect()
}

fn cell_at(g: &[Vec<char>], row: i32, col: i32) -> char {
    if row < 0 || col < 0 {
        return '.';
    }
    g.get(row as usize)
        .and_then(|r| r.get(col as usize))
        .copied()
        .unwrap_or('.')
}

/// Traces the outline of the cells where `inside` holds into closed loops of grid
/// corners, clockwise, with collinear points removed.
fn trace(g: &[Vec<char>], inside: impl Fn(char) -> bool) -> Vec<Vec<(i32, i32)>> {
    // Directed boundary edges (x, y) → (x, y), keeping the inside on the right.
    let mut edges: Vec<((i32, i32), (i32, i32))> = Vec::new();
    for (r, row) in g.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            if !inside(ch) {
                continue;
            }
            let (r, c) = (r as i32, c as i32);
            if !inside(cell_at(g, r - 1, c)) {
                edges.push(((c, r), (c + 1, r)));
            }
            if !inside(cell_at(g, r, c + 1)) {
                edges.push(((c + 1, r), (c + 1, r + 1)));
            }
            if !inside(cell_at(g, r + 1, c)) {
                edges.push(((c + 1, r + 1), (c, r + 1)));
            }
            if !inside(cell_at(g, r, c - 1)) {
                edges.push(((c, r + 1), (c, r)));
            }
        }
    }
    let mut loops = Vec::new();
    let mut used = vec![false; edges.len()];
    for start in 0..edges.len() {
        if used[start] {
            continue;
        }
        let mut points = vec![edges[start].0];
        let mut current = start;
        loop {
            used[current] = true;
            let end = edges[current].1;
            if end == edges[start].0 {
                break;
            }
            points.push(end);
            match (0..edges.len()).find(|&i| !used[i] && edges[i].0 == end) {
                Some(next) => current = next,
                None => break,
            }
        }
        loops.push(simplify(points));
    }
    loops
}

/// Drops points in the middle of straight runs.
fn simplify(points: Vec<(i32, i32)>) -> Vec<(i32, i32)> {
    let n = points.len();
    (0..n)
        .filter(|&i| {
            let (a, b, c) = (points[(i + n - 1) % n], points[i], points[(i + 1) % n]);
            (b.0 - a.0) * (c.1 - b.1) != (b.1 - a.1) * (c.0 - b.0)
        })
        .map(|i| points[i])
        .collect()
}

/// Rounds the corners: each corner is cut at a quarter of its edges (Chaikin) and drawn
/// as a quadratic curve through the corner, so shared borders stay the same on both sides.
fn rounded_path(loops: &[Vec<(i32, i32)>]) -> String {
    let to_xy = |(x, y): (i32, i32)| (MARGIN + x as f32 * CELL, MARGIN + y as f32 * CELL);
    let mut d = String::new();
    for points in loops {
        let n = points.len();
        if n < 3 {
            continue;
        }
        let p: Vec<(f32, f32)> = points.iter().map(|&q| to_xy(q)).collect();
        let cut =
            |a: (f32, f32), b: (f32, f32), t: f32| (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
        let r = 0.25;
        let start = cut(p[0], p[1], r);
        d.push_str(&format!("M{:.1} {:.1}", start.0, start.1));
        for i in 0..n {
            let (a, b, c) = (p[i], p[(i + 1) % n], p[(i + 2) % n]);
            let before = cut(a, b, 1.0 - r);
            let after = cut(b, c, r);
            d.push_str(&format!(
                "L{:.1} {:.1}Q{:.1} {:.1} {:.1} {:.1}",
                before.0, before.1, b.0, b.1, after.0, after.1
            ));
        }
        d.push('Z');
    }
    d
}

/// Every region's shape, computed once.
pub fn region_shapes() -> &'static [RegionShape] {
    static SHAPES: OnceLock<Vec<RegionShape>> = OnceLock::new();
    SHAPES.get_or_init(|| {
        let g = grid();
        Region::ALL
            .iter()
            .map(|&region| {
                let ch = letter(region);
                let loops = trace(&g, |c| c == ch);
                let cells: Vec<(usize, usize)> = g
                    .iter()
                    .enumerate()
                    .flat_map(|(r, row)| {
                        row.iter()
                            .enumerate()
                            .filter(move |(_, &c)| c == ch)
                            .map(move |(c, _)| (r, c))
                    })
                    .collect();
                // The region's cell nearest its centre of mass holds the city.
                let (sr, sc) = cells
                    .iter()
                    .fold((0.0, 0.0), |(a, b), &(r, c)| (a + r as f32, b + c as f32));
                let (mr, mc) = (sr / cells.len() as f32, sc / cells.len() as f32);
                let &(cr, cc) = cells
                    .iter()
                    .min_by(|x, y| {
                        let d = |&(r, c): &(usize, usize)| {
                            (r as f32 - mr).powi(2) + (c as f32 - mc).powi(2)
                        };
                        d(x).total_cmp(&d(y))
                    })
                    .expect("every region has cells");
                let x = MARGIN + (cc as f32 + 0.5) * CELL;
                let y = MARGIN + (cr as f32 + 0.5) * CELL;
                RegionShape {
                    region,
                    path: rounded_path(&loops),
                    label: (x, y + 14.0),
                    city: (x, y - 4.0),
                }
            })
            .collect()
    })
}

/// The outline of all land, for the coast's shadow and stroke.
pub fn coastline_path() -> String {
    rounded_path(&trace(&grid(), |c| c != '.'))
}

/// The borders the drawing shows: pairs of regions whose cells share an edge.
pub fn shared_borders() -> Vec<(Region, Region)> {
    let g = grid();
    let region_of = |ch: char| Region::ALL.into_iter().find(|&r| letter(r) == ch);
    let mut pairs = Vec::new();
    for (r, row) in g.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            for (dr, dc) in [(0, 1), (1, 0)] {
                let other = cell_at(&g, r as i32 + dr, c as i32 + dc);
                if let (Some(a), Some(b)) = (region_of(ch), region_of(other)) {
                    if a != b {
                        let pair = if a < b { (a, b) } else { (b, a) };
                        if !pairs.contains(&pair) {
                            pairs.push(pair);
                        }
                    }
                }
            }
        }
    }
    pairs.sort();
    pairs
}

/// Unused by the drawing, kept for the tests: every border of the rules, ordered.
pub fn rule_borders() -> Vec<(Region, Region)> {
    let mut pairs: Vec<(Region, Region)> = BORDERS
        .iter()
        .map(|&(a, b)| if a < b { (a, b) } else { (b, a) })
        .collect();
    pairs.sort();
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drawn_borders_are_exactly_the_rules_borders() {
        let drawn = shared_borders();
        let rules = rule_borders();
        let missing: Vec<_> = rules.iter().filter(|p| !drawn.contains(p)).collect();
        let extra: Vec<_> = drawn.iter().filter(|p| !rules.contains(p)).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "missing {missing:?}, extra {extra:?}"
        );
        assert_eq!(drawn.len(), 34);
    }

    #[test]
    fn no_corner_only_contact_between_strangers() {
        let g = grid();
        let region_of = |ch: char| Region::ALL.into_iter().find(|&r| letter(r) == ch);
        for r in 0..g.len() as i32 {
            for c in 0..g[0].len() as i32 {
                for dc in [-1, 1] {
                    let (a, b) = (
                        region_of(cell_at(&g, r, c)),
                        region_of(cell_at(&g, r + 1, c + dc)),
                    );
                    if let (Some(a), Some(b)) = (a, b) {
                        assert!(
                            a == b || a.borders(b),
                            "{a} and {b} touch only at a corner ({r},{c})"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn every_region_is_one_piece_with_its_city_inside() {
        for shape in region_shapes() {
            let loops = trace(&grid(), |c| c == letter(shape.region));
            assert_eq!(loops.len(), 1, "{} is in one piece", shape.region);
            assert!(shape.path.starts_with('M') && shape.path.ends_with('Z'));
            let (x, y) = shape.city;
            let (col, row) = (((x - MARGIN) / CELL) as i32, ((y - MARGIN) / CELL) as i32);
            assert_eq!(cell_at(&grid(), row, col), letter(shape.region));
            let (_, _, w, h) = VIEW_BOX;
            assert!(x > 0.0 && x < w && y > 0.0 && y < h);
        }
        assert!(coastline_path().starts_with('M'));
    }
}
