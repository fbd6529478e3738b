//! The geometry of one region in SVG units, traced from its raster cells, for placing the
//! marker and the names in it.

use crate::geom::{self, Poly, Pt};
use crate::grid::{Cell, Grid, CELL};
use crate::outline;
use engine::map::Region;

/// The geometry of one region, in SVG units, for placing things in it.
pub(crate) struct Area {
    /// The smoothed outline, as drawn (curves cut into chords).
    pub smooth: Poly,
    /// The outline of the raster cells.
    pub cells: Poly,
    /// The visual centre and the radius of the largest disc around it.
    pub pole: (Pt, f64),
}

impl Area {
    pub(crate) fn new(grid: &Grid, region: Region) -> Area {
        let is = |c: Option<Cell>| c == Some(Cell::Land(region));
        let scale = |lp: Vec<(f64, f64)>| -> Vec<Pt> {
            lp.into_iter()
                .map(|(x, y)| (x * CELL as f64, y * CELL as f64))
                .collect()
        };
        let smooth: Vec<Vec<Pt>> = outline::polygons(grid, is).into_iter().map(scale).collect();
        let cells: Vec<Vec<Pt>> = outline::trace(grid, is)
            .into_iter()
            .map(|lp| scale(lp.into_iter().map(|(x, y)| (x as f64, y as f64)).collect()))
            .collect();
        let (smooth, cells) = (Poly::new(&smooth), Poly::new(&cells));
        // Distance to the nearer of the two outlines, negative outside either: the disc
        // found lies inside both the drawing and the cells that `region_at` reads.
        let signed = |p: Pt| {
            let d = smooth.outline_dist(p).min(cells.outline_dist(p));
            if smooth.contains(p) && cells.contains(p) {
                d
            } else {
                -d
            }
        };
        let pole = geom::pole(cells.bounds(), 1.0, signed);
        Area {
            smooth,
            cells,
            pole,
        }
    }
}
