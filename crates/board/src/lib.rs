//! Drawing data for the SVG map of Italy: one shape per region of [`engine::map`], the
//! coastline, the foreign land around it, and where to put each city and its name.
//!
//! The map is our own drawing: a raster, `src/italy.txt`, one character per cell
//! (legend at the top of the file), shaped like northern and central Italy with the south
//! of the boot drawn at a smaller scale. Region shapes are traced from its cells at first use
//! (cheaply, once) and smoothed; two regions share a border on the map exactly when their
//! cells share a side, and the tests hold that to the 34 borders of [`engine::map::BORDERS`].
//!
//! All coordinates are SVG user units in [`VIEW_BOX`]; one raster cell is [`CELL`] units.
//! Paths are meant to be filled with the default `nonzero` rule (lakes are holes).

mod grid;
mod label;
mod outline;

use engine::map::Region;
use grid::{Cell, Grid};
use std::sync::OnceLock;

/// SVG units per raster cell.
pub const CELL: f32 = 10.0;

/// The SVG `viewBox` of the map: (min x, min y, width, height).
pub const VIEW_BOX: (f32, f32, f32, f32) = {
    let (w, h) = grid::raster_size(grid::RASTER);
    (0.0, 0.0, w as f32 * CELL, h as f32 * CELL)
};

/// Font size (SVG units) the label positions were chosen for: a name set at this size,
/// centred on [`RegionShape::label`] (`text-anchor="middle"`, `dominant-baseline="central"`),
/// stays inside its region and clear of the city dot.
pub const LABEL_FONT_SIZE: f32 = 16.0;

/// The drawing of one region.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionShape {
    /// Which region this is.
    pub region: Region,
    /// SVG path data (`d`) of the region's outline: closed, smoothed.
    pub path: String,
    /// Centre of the region's name, well inside the region.
    pub label: (f32, f32),
    /// Where the city lies (centre of its dot).
    pub city: (f32, f32),
}

struct Board {
    grid: Grid,
    shapes: Vec<RegionShape>,
    coastline: String,
    foreign: String,
}

fn board() -> &'static Board {
    static BOARD: OnceLock<Board> = OnceLock::new();
    BOARD.get_or_init(|| {
        let grid = Grid::parse(grid::RASTER).expect("src/italy.txt is a valid raster");
        let units = |(x, y): (f64, f64)| (x as f32 * CELL, y as f32 * CELL);
        let shapes = Region::ALL
            .into_iter()
            .map(|region| {
                let (cx, cy) = grid.cities[region.index()];
                let city = (cx as f64 + 0.5, cy as f64 + 0.5);
                RegionShape {
                    region,
                    path: outline::path(&grid, |c| c == Some(Cell::Land(region))),
                    label: units(label::place(&grid, region).unwrap_or(city)),
                    city: units(city),
                }
            })
            .collect();
        let coastline = outline::path(&grid, |c| matches!(c, Some(Cell::Land(_))));
        let foreign = outline::path(&grid, |c| c == Some(Cell::Foreign));
        Board {
            grid,
            shapes,
            coastline,
            foreign,
        }
    })
}

/// The 17 region shapes, in the order of [`Region::ALL`] (so `region_shapes()[r.index()]`
/// is region `r`).
pub fn region_shapes() -> &'static [RegionShape] {
    &board().shapes
}

/// The shape of one region.
pub fn region_shape(region: Region) -> &'static RegionShape {
    &board().shapes[region.index()]
}

/// SVG path data of the outline of all 17 regions together (Italy's coast and its land
/// border with foreign land), with the lakes as holes.
pub fn coastline_path() -> String {
    board().coastline.clone()
}

/// SVG path data of the land around the board that is not part of it: France, the Alps,
/// the Balkans, Corsica, Sardinia, Sicily. It meets [`coastline_path`] without gaps.
pub fn foreign_land_path() -> String {
    board().foreign.clone()
}

/// The region drawn at point (`x`, `y`) of the view box, if any (by raster cell, so it may
/// differ from the smoothed outline by a fraction of a cell).
pub fn region_at(x: f32, y: f32) -> Option<Region> {
    if x < 0.0 || y < 0.0 {
        return None;
    }
    board()
        .grid
        .region((x / CELL) as isize, (y / CELL) as isize)
}

/// The borders as drawn: every pair of regions whose cells share at least one side, each
/// pair once, ordered by [`Region::index`] and sorted. Equals [`engine::map::BORDERS`] as
/// a set of unordered pairs (see the tests).
pub fn shared_borders() -> Vec<(Region, Region)> {
    board()
        .grid
        .edge_contacts()
        .into_iter()
        .map(|(pair, _)| pair)
        .collect()
}

#[cfg(test)]
mod tests;
