//! Where each region's name goes, for any names and any font size.
//!
//! Each name is a box: its estimated size ([`crate::text_width`], generous for every font
//! the app may get) plus a margin for the halo drawn around the letters. For every region
//! the layout scores candidate centres on a lattice around its marker (a quarter em
//! apart vertically, a third across); a candidate is allowed only if its box stays in the
//! view box and clear of every marker disc. Boxes inside the region (by the drawn outline)
//! beat every box that is not; among them, the nearer the marker and the better centred
//! under or over it, the better. A name that fits nowhere in its region goes where it
//! covers the least of the other regions (sea and foreign land are cheap to cover), close
//! to its marker, and not nearer another region's marker than its own (a reader takes a
//! name for the nearest dot's). Then [`crate::search`] picks one candidate per name, no
//! two boxes overlapping.

use crate::area::Area;
use crate::geom::{hi, lo, Poly, Pt, Rect};
use crate::grid::{Cell, Grid};
use crate::grid::{CELL, VIEW_BOX};
use crate::search::{self, Spots};
use engine::map::{Region, REGION_COUNT};

/// The largest radius (SVG units) of a region's marker disc ([`crate::RegionShape::marker_radius`]):
/// room for the Condottiere token (its arrow reaches 19.8 units from its centre at the app's
/// scale 2.2) or the papal favor (a circle of 14 units plus its stroke).
pub const MARKER_RADIUS: f32 = 22.0;

/// A region's marker disc, in SVG units.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Marker {
    pub c: Pt,
    pub r: f64,
}

/// The marker discs: at each region's pole, as large as [`MARKER_RADIUS`] allows while
/// staying half a unit inside the region (the drawn path rounds to a tenth of a unit).
pub(crate) fn markers(areas: &[Area]) -> Vec<Marker> {
    areas
        .iter()
        .map(|a| Marker {
            c: a.pole.0,
            r: (a.pole.1 - 0.5).min(MARKER_RADIUS as f64),
        })
        .collect()
}

/// Where one name goes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LabelPlacement {
    /// Centre of the name, for `text-anchor="middle"` and `dominant-baseline="central"`.
    pub centre: (f32, f32),
    /// Width and height of the box reserved for the name, centred on [`Self::centre`]:
    /// the estimated text ([`crate::text_width`] wide, 1.2 em tall) plus [`HALO`] em all
    /// round for the halo. No two boxes of one layout overlap, none covers a marker disc,
    /// and all lie inside [`VIEW_BOX`].
    pub size: (f32, f32),
    /// Whether the box lies wholly inside the name's own region (by the drawn outline).
    /// When it does not, the name found no room there at this size (clear of the markers
    /// and the other names) and crosses a border.
    pub inside: bool,
}

/// Margin (em) added round the estimated text on every side: the app's halo (a stroke of
/// 4 units, 2 outside the glyphs) and a little air.
pub const HALO: f32 = 0.12;

/// Space (em) kept between two names' boxes.
const SPACING: f64 = 0.3;

/// Space (SVG units) kept between a name's box and any marker disc.
const MARKER_GAP: f64 = 2.0;

/// Distance (em) from another region's marker beyond which a name no longer seems to
/// belong to that region.
const FAR: f64 = 3.0;

/// Candidates kept per region (the best ones) for the search.
const KEPT: usize = 600;

/// Spots inside its region kept per name, at most.
const INSIDE_KEPT: usize = 80;

/// Counts of some raster cells in any box, by a summed-area table (cell units).
pub(crate) struct Summed {
    w: usize,
    h: usize,
    sums: Vec<u32>,
}

impl Summed {
    fn new(grid: &Grid, is: impl Fn(Option<Cell>) -> bool) -> Summed {
        let (w, h) = (grid.w, grid.h);
        let mut sums = vec![0u32; (w + 1) * (h + 1)];
        for y in 0..h {
            for x in 0..w {
                let here = u32::from(is(grid.get(x as isize, y as isize)));
                sums[(y + 1) * (w + 1) + x + 1] =
                    here + sums[y * (w + 1) + x + 1] + sums[(y + 1) * (w + 1) + x]
                        - sums[y * (w + 1) + x];
            }
        }
        Summed { w, h, sums }
    }

    /// The area of the counted cells in [0, x]×[0, y]: within one cell that area grows
    /// bilinearly, so interpolating the table between cell corners is exact.
    #[inline(always)]
    fn below(&self, x: f64, y: f64) -> f64 {
        // (Comparisons rather than `clamp` and `min`: the release profile optimises for
        // size, where those stay calls.)
        let (w, h) = (self.w as f64, self.h as f64);
        let x = if x < 0.0 {
            0.0
        } else if x > w {
            w
        } else {
            x
        };
        let y = if y < 0.0 {
            0.0
        } else if y > h {
            h
        } else {
            y
        };
        let i = if x >= w { self.w - 1 } else { x as usize };
        let j = if y >= h { self.h - 1 } else { y as usize };
        let (fx, fy) = (x - i as f64, y - j as f64);
        let (row, next) = (j * (self.w + 1) + i, (j + 1) * (self.w + 1) + i);
        let (nw, ne) = (self.sums[row] as f64, self.sums[row + 1] as f64);
        let (sw, se) = (self.sums[next] as f64, self.sums[next + 1] as f64);
        let top = nw * (1.0 - fx) + ne * fx;
        let bottom = sw * (1.0 - fx) + se * fx;
        top * (1.0 - fy) + bottom * fy
    }

    /// The area (SVG units²) of the counted cells within the box `r` (SVG units).
    #[inline(always)]
    fn area(&self, r: &Rect) -> f64 {
        let c = CELL as f64;
        let (x0, y0, x1, y1) = (r.x0 / c, r.y0 / c, r.x1 / c, r.y1 / c);
        (self.below(x1, y1) - self.below(x0, y1) - self.below(x1, y0) + self.below(x0, y0)) * c * c
    }
}

/// The cell counts the layout needs, built once: each region's cells (by
/// [`Region::index`]), then all land of the board.
pub(crate) fn coverage(grid: &Grid) -> Vec<Summed> {
    let mut out: Vec<Summed> = Region::ALL
        .iter()
        .map(|&r| Summed::new(grid, |c| c == Some(Cell::Land(r))))
        .collect();
    out.push(Summed::new(grid, |c| matches!(c, Some(Cell::Land(_)))));
    out
}

fn dist(a: Pt, b: Pt) -> f64 {
    ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1)).sqrt()
}

/// A possible centre for a name, and how good it is (lower is better).
#[derive(Clone, Copy, Debug)]
struct Candidate {
    c: Pt,
    cost: f64,
    inside: bool,
}

/// The box of a name of size (`w`, `h`) centred at `c`.
fn boxed(c: Pt, (w, h): Pt) -> Rect {
    Rect::centred(c, w, h)
}

/// Every allowed candidate for one region's name, best first.
fn candidates(
    region: usize,
    size: Pt,
    em: f64,
    areas: &[Area],
    markers: &[Marker],
    own: &Summed,
    land: &Summed,
) -> Vec<Candidate> {
    let (vx, vy, vw, vh) = VIEW_BOX;
    let view = Rect {
        x0: vx as f64,
        y0: vy as f64,
        x1: (vx + vw) as f64,
        y1: (vy + vh) as f64,
    };
    let area: &Poly = &areas[region].smooth;
    let m = markers[region];
    let bounds = areas[region].cells.bounds();
    // Look over the region and a band around it as wide as the name, but no farther from
    // the marker than a few em: far enough for any name to find room, near enough to read
    // as the region's. The lattice is aligned on the marker, so that a name can sit
    // exactly under it.
    let (half_w, half_h) = (size.0 / 2.0, size.1 / 2.0);
    let x_lo = (bounds.x0 - half_w).max(m.c.0 - half_w - m.r - 4.0 * em);
    let x_hi = (bounds.x1 + half_w).min(m.c.0 + half_w + m.r + 4.0 * em);
    let y_lo = (bounds.y0 - half_h).max(m.c.1 - half_h - m.r - 4.0 * em);
    let y_hi = (bounds.y1 + half_h).min(m.c.1 + half_h + m.r + 4.0 * em);
    // Finer across than along: regions are tight vertically for a line of text.
    let (step_x, step_y) = (hi(em / 3.0, 2.0), hi(em / 4.0, 2.0));
    let (i_lo, i_hi) = (
        ((x_lo - m.c.0) / step_x).ceil() as i64,
        ((x_hi - m.c.0) / step_x).floor() as i64,
    );
    let (j_lo, j_hi) = (
        ((y_lo - m.c.1) / step_y).ceil() as i64,
        ((y_hi - m.c.1) / step_y).floor() as i64,
    );
    // The other markers that matter here: those a box could touch, or be nearer to than
    // [`FAR`] em (past that, being nearer another marker than its own no longer counts).
    let reach = Rect {
        x0: x_lo - half_w,
        y0: y_lo - half_h,
        x1: x_hi + half_w,
        y1: y_hi + half_h,
    };
    let near: Vec<Marker> = (0..markers.len())
        .filter(|&k| k != region && reach.dist(markers[k].c) - markers[k].r < FAR * em)
        .map(|k| markers[k])
        .collect();
    let full = size.0 * size.1;
    let by_cost = |a: &Candidate, b: &Candidate| {
        a.cost
            .total_cmp(&b.cost)
            .then(a.c.1.total_cmp(&b.c.1))
            .then(a.c.0.total_cmp(&b.c.0))
    };
    // Candidates that may lie inside the region (to be checked against the outline), and
    // those that surely do not, each with its cost as such.
    let mut maybe = Vec::new();
    let mut outside = Vec::new();
    for j in j_lo..=j_hi {
        for i in i_lo..=i_hi {
            let c = (m.c.0 + i as f64 * step_x, m.c.1 + j as f64 * step_y);
            let b = boxed(c, size);
            if !view.holds(&b) {
                continue;
            }
            // The gap (em) between each marker disc and the box; none may touch it. A reader
            // takes a name for the nearest dot's, so also how much nearer the nearest other
            // marker is to the name's centre than its own (em).
            let own_gap = (b.dist(m.c) - m.r) / em;
            let own_dist = dist(c, m.c);
            let mut nearer = 0.0;
            let mut clear = own_gap * em >= MARKER_GAP;
            for mk in &near {
                clear &= b.dist(mk.c) - mk.r >= MARKER_GAP;
                nearer = hi(nearer, (own_dist - dist(c, mk.c)) / em);
            }
            if !clear {
                continue;
            }
            // Off centre of the marker, and above it rather than below (names read best
            // under their dot).
            let off = (c.0 - m.c.0).abs() / em;
            let above = if c.1 < m.c.1 { 0.2 } else { 0.0 };
            let mine = own.area(&b) / full;
            // Cells under the box shrunk by a cell: unless all are the region's, the box
            // cannot lie inside the drawn outline (which strays less than a cell from them).
            let inner = Rect {
                x0: b.x0 + CELL as f64,
                y0: b.y0 + CELL as f64,
                x1: hi(b.x1 - CELL as f64, b.x0 + CELL as f64),
                y1: hi(b.y1 - CELL as f64, b.y0 + CELL as f64),
            };
            let inner_area = (inner.x1 - inner.x0) * (inner.y1 - inner.y0);
            if mine * full >= inner_area - 1e-6 && own.area(&inner) >= inner_area - 1e-6 {
                maybe.push(Candidate {
                    c,
                    cost: own_gap + 0.5 * off + above,
                    inside: true,
                });
            }
            let others = hi(land.area(&b) / full - mine, 0.0);
            // A name nearer another region's marker than its own reads as that region's.
            let misleading = lo(nearer, FAR);
            outside.push(Candidate {
                c,
                cost: 100.0
                    + 12.0 * others
                    + 2.0 * (1.0 - mine)
                    + 1.5 * own_gap
                    + 0.4 * off
                    + above
                    + 4.0 * misleading,
                inside: false,
            });
        }
    }
    // Check the likely ones against the drawn outline, best first, until enough are found:
    // the exact test is the costly part, and a few dozen spots are choice enough.
    maybe.sort_unstable_by(by_cost);
    let mut out: Vec<Candidate> = Vec::new();
    for cand in maybe {
        if out.len() >= INSIDE_KEPT {
            break;
        }
        if area.holds(&boxed(cand.c, size)) {
            out.push(cand);
        }
    }
    // Only the best few are ever looked at: pick them out before sorting.
    if outside.len() > KEPT {
        outside.select_nth_unstable_by(KEPT, by_cost);
        outside.truncate(KEPT);
    }
    outside.sort_unstable_by(by_cost);
    out.extend(outside);
    out.truncate(KEPT);
    out
}

/// The layout itself, over the board's parts (see [`crate::label_layout`]).
pub(crate) fn layout(
    cover: &[Summed],
    markers: &[Marker],
    names: &[&str; REGION_COUNT],
    font_size: f32,
    areas: &[Area],
) -> [LabelPlacement; REGION_COUNT] {
    let em = font_size as f64;
    let sizes: Vec<Pt> = names
        .iter()
        .map(|n| {
            let pad = 2.0 * HALO as f64 * em;
            (
                crate::text::text_width(n, font_size) as f64 + pad,
                1.2 * em + pad,
            )
        })
        .collect();
    let land = &cover[REGION_COUNT];
    let cands: Vec<Vec<Candidate>> = (0..REGION_COUNT)
        .map(|i| candidates(i, sizes[i], em, areas, markers, &cover[i], land))
        .collect();
    // Hardest first: names with the fewest spots inside their region (those with none
    // come last, so that they spill over what the others left free).
    let mut order: Vec<usize> = (0..REGION_COUNT).collect();
    let inside_count = |i: usize| cands[i].iter().filter(|c| c.inside).count();
    order.sort_by_key(|&i| {
        let n = inside_count(i);
        (if n == 0 { usize::MAX } else { n }, i)
    });
    // Boxes kept apart by a little more than their halos, so that two names side by side
    // never read as one.
    let spaced = |(w, h): Pt| (w + SPACING * em, h + SPACING * em);
    let spots: Vec<Spots> = (0..REGION_COUNT)
        .map(|i| Spots {
            boxes: cands[i]
                .iter()
                .map(|c| boxed(c.c, spaced(sizes[i])))
                .collect(),
            costs: cands[i].iter().map(|c| c.cost).collect(),
        })
        .collect();
    let placed = search::choose(&spots, &order);
    std::array::from_fn(|i| {
        let (w, h) = sizes[i];
        match placed[i] {
            Some(k) => LabelPlacement {
                centre: (cands[i][k].c.0 as f32, cands[i][k].c.1 as f32),
                size: (w as f32, h as f32),
                inside: cands[i][k].inside,
            },
            // No allowed spot at all (only for names far larger than the map): at the
            // marker, where at least it is seen to belong.
            None => LabelPlacement {
                centre: (markers[i].c.0 as f32, markers[i].c.1 as f32),
                size: (w as f32, h as f32),
                inside: false,
            },
        }
    })
}
