//! Where each region's name goes: a box the size of the name, as deep inside the region's
//! cells as possible, clear of the city dot.

use crate::grid::Grid;
use crate::{CELL, LABEL_FONT_SIZE};
use engine::map::Region;

/// Estimated size of a region's name at [`LABEL_FONT_SIZE`], in cells (width, height).
pub(crate) fn label_size(region: Region) -> (f64, f64) {
    let em = (LABEL_FONT_SIZE / CELL) as f64;
    ((0.6 * region.name().len() as f64 + 0.3) * em, 1.1 * em)
}

/// Margins (cells) tried around the label box, most comfortable first.
const MARGINS: [f64; 4] = [1.5, 1.0, 0.5, 0.0];

/// Counts of `region`'s cells in any rectangle, by a summed-area table.
struct Counts {
    w: usize,
    h: usize,
    sums: Vec<u32>,
}

impl Counts {
    fn new(grid: &Grid, region: Region) -> Counts {
        let (w, h) = (grid.w, grid.h);
        let mut sums = vec![0u32; (w + 1) * (h + 1)];
        for y in 0..h {
            for x in 0..w {
                let here = u32::from(grid.region(x as isize, y as isize) == Some(region));
                sums[(y + 1) * (w + 1) + x + 1] =
                    here + sums[y * (w + 1) + x + 1] + sums[(y + 1) * (w + 1) + x]
                        - sums[y * (w + 1) + x];
            }
        }
        Counts { w, h, sums }
    }

    /// Whether every cell meeting the open box (x0, y0)–(x1, y1) belongs to the region.
    fn covers(&self, x0: f64, y0: f64, x1: f64, y1: f64) -> bool {
        let (cx0, cy0) = (x0.floor(), y0.floor());
        let (cx1, cy1) = (x1.ceil(), y1.ceil());
        if cx0 < 0.0 || cy0 < 0.0 || cx1 > self.w as f64 || cy1 > self.h as f64 {
            return false;
        }
        let (a, b, c, d) = (cx0 as usize, cy0 as usize, cx1 as usize, cy1 as usize);
        let s = |x: usize, y: usize| self.sums[y * (self.w + 1) + x] as i64;
        let n = s(c, d) - s(a, d) - s(c, b) + s(a, b);
        n == ((c - a) * (d - b)) as i64
    }
}

/// The label box of `region` centred at (`cx`, `cy`) (cells), grown by `margin`, lies in
/// the region and keeps the city dot clear.
fn fits(grid: &Grid, counts: &Counts, region: Region, cx: f64, cy: f64, margin: f64) -> bool {
    let (w, h) = label_size(region);
    let (x0, x1) = (cx - w / 2.0, cx + w / 2.0);
    let (y0, y1) = (cy - h / 2.0, cy + h / 2.0);
    let (sx, sy) = grid.cities[region.index()];
    let (dot_x, dot_y) = (sx as f64 + 0.5, sy as f64 + 0.5);
    let clear = 0.8;
    let hits_dot =
        dot_x > x0 - clear && dot_x < x1 + clear && dot_y > y0 - clear && dot_y < y1 + clear;
    !hits_dot && counts.covers(x0 - margin, y0 - margin, x1 + margin, y1 + margin)
}

/// The centre of `region`'s label (cells): among the positions with the widest margin, the one
/// nearest the middle of the region's cells. `None` if the name fits nowhere.
pub(crate) fn place(grid: &Grid, region: Region) -> Option<(f64, f64)> {
    let counts = Counts::new(grid, region);
    let cells = grid.cells_of(region);
    let n = cells.len() as f64;
    let mid = (
        cells.iter().map(|c| c.0 as f64 + 0.5).sum::<f64>() / n,
        cells.iter().map(|c| c.1 as f64 + 0.5).sum::<f64>() / n,
    );
    let (x_lo, x_hi) = cells
        .iter()
        .fold((usize::MAX, 0), |(lo, hi), c| (lo.min(c.0), hi.max(c.0)));
    let (y_lo, y_hi) = cells
        .iter()
        .fold((usize::MAX, 0), |(lo, hi), c| (lo.min(c.1), hi.max(c.1)));
    for margin in MARGINS {
        let mut best: Option<((f64, f64), f64)> = None;
        // Candidate centres every half cell over the region's bounding box.
        for j in 2 * y_lo..=2 * (y_hi + 1) {
            for i in 2 * x_lo..=2 * (x_hi + 1) {
                let (cx, cy) = (i as f64 / 2.0, j as f64 / 2.0);
                if !fits(grid, &counts, region, cx, cy, margin) {
                    continue;
                }
                let d = (cx - mid.0).powi(2) + (cy - mid.1).powi(2);
                if best.is_none_or(|(_, bd)| d < bd) {
                    best = Some(((cx, cy), d));
                }
            }
        }
        if let Some((p, _)) = best {
            return Some(p);
        }
    }
    None
}

/// Whether the label box of `region` centred at (`cx`, `cy`) (cells) lies in the region.
#[cfg(test)]
pub(crate) fn label_fits(grid: &Grid, region: Region, cx: f64, cy: f64) -> bool {
    fits(grid, &Counts::new(grid, region), region, cx, cy, 0.0)
}
