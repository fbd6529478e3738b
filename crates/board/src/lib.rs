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
//!
//! Each region has a marker, its visual centre ([`RegionShape::marker`]), where the city dot,
//! the Condottiere token and the papal favor go, and [`label_layout`] places the region
//! names, in any language, at any font size, clear of the markers and of each other.

mod area;
mod geom;
mod grid;
mod layout;
mod outline;
mod search;
mod text;

use area::Area;
use engine::map::Region;
use engine::map::REGION_COUNT;
use grid::{Cell, Grid};
use std::sync::OnceLock;

pub use grid::{CELL, VIEW_BOX};
pub use layout::{LabelPlacement, HALO, MARKER_RADIUS};
pub use text::text_width;

/// Font size (SVG units) of the names on a desktop screen (9.8 CSS px with the map 544 px
/// wide), and the size [`RegionShape::label`] was laid out for: a name set at this size,
/// centred on [`RegionShape::label`] (`text-anchor="middle"`,
/// `dominant-baseline="central"`), stays clear of every marker disc and of the other names.
pub const LABEL_FONT_SIZE: f32 = 16.0;

/// Font size (SVG units) of the names on a phone: 11.2 CSS px when the map is drawn 370 px
/// wide (a 390-px screen), 10.3 px at 340 px (a 360-px screen). The map is as wide as the
/// screen there, and its land spans the whole view box from west to east, so no cropping
/// could draw it larger: at this size most names no longer fit inside their regions, and
/// [`label_layout`] sets them beside their markers, across borders (drawn with a halo).
/// Sizes up to 31 still lay out without overlaps, but more crowded.
pub const PHONE_LABEL_FONT_SIZE: f32 = 27.0;

/// The drawing of one region.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionShape {
    /// Which region this is.
    pub region: Region,
    /// SVG path data (`d`) of the region's outline: closed, smoothed.
    pub path: String,
    /// Centre of the region's Italian name at [`LABEL_FONT_SIZE`]: the placement
    /// [`label_layout`] gives for the Italian names (see [`LabelPlacement::centre`]).
    pub label: (f32, f32),
    /// Where the city is drawn (centre of its dot): the same point as [`Self::marker`].
    pub city: (f32, f32),
    /// The region's visual centre, its pole of inaccessibility: the point of the region
    /// farthest from its outline (both the smoothed outline drawn and the raster cells).
    /// The city dot, the Condottiere token and the papal favor go here.
    pub marker: (f32, f32),
    /// The distance from [`Self::marker`] to the nearest point of the outline: the radius of
    /// the largest disc that fits in the region.
    pub inscribed_radius: f32,
    /// Radius of the marker disc: min([`MARKER_RADIUS`], inscribed radius − 0.5). The disc of
    /// this radius around [`Self::marker`] lies inside the region (by the smoothed outline
    /// and by the raster cells), and no name laid out by [`label_layout`] covers it.
    pub marker_radius: f32,
}

struct Board {
    grid: Grid,
    areas: Vec<Area>,
    markers: Vec<layout::Marker>,
    cover: Vec<layout::Summed>,
    shapes: Vec<RegionShape>,
    coastline: String,
    foreign: String,
}

fn board() -> &'static Board {
    static BOARD: OnceLock<Board> = OnceLock::new();
    BOARD.get_or_init(|| {
        let grid = Grid::parse(grid::RASTER).expect("src/italy.txt is a valid raster");
        let areas: Vec<Area> = Region::ALL.map(|r| Area::new(&grid, r)).into();
        let markers = layout::markers(&areas);
        let cover = layout::coverage(&grid);
        let italian = layout::layout(
            &cover,
            &markers,
            &Region::ALL.map(|r| r.name()),
            LABEL_FONT_SIZE,
            &areas,
        );
        let shapes = Region::ALL
            .into_iter()
            .map(|region| {
                let ((mx, my), inscribed) = areas[region.index()].pole;
                let marker = (mx as f32, my as f32);
                RegionShape {
                    region,
                    path: outline::path(&grid, |c| c == Some(Cell::Land(region))),
                    label: italian[region.index()].centre,
                    city: marker,
                    marker,
                    inscribed_radius: inscribed as f32,
                    marker_radius: markers[region.index()].r as f32,
                }
            })
            .collect();
        let coastline = outline::path(&grid, |c| matches!(c, Some(Cell::Land(_))));
        let foreign = outline::path(&grid, |c| c == Some(Cell::Foreign));
        Board {
            grid,
            areas,
            markers,
            cover,
            shapes,
            coastline,
            foreign,
        }
    })
}

/// Places the 17 region names, given in [`Region::ALL`] order, at `font_size` (SVG units).
///
/// Deterministic (the same names and size give the same layout, natively and in wasm: only
/// exactly rounded arithmetic decides) and cheap (about 5 ms at 16 units, 3 ms at 27,
/// natively with the release profile): run it once per language and size. Each name is
/// centred (`text-anchor="middle"`, `dominant-baseline="central"`) on its
/// [`LabelPlacement::centre`]; its box ([`LabelPlacement::size`]):
/// - lies inside its own region, near the marker, whenever it fits there somewhere clear of
///   the markers ([`LabelPlacement::inside`]);
/// - otherwise crosses into the sea or the neighbours (draw the names with a halo so they
///   read on any fill), as close to its marker as it finds room;
/// - never covers a marker disc ([`crate::RegionShape::marker_radius`]) nor another box,
///   and never leaves [`VIEW_BOX`].
///
/// The tests check all of this for the five languages at both sizes
/// ([`crate::LABEL_FONT_SIZE`], [`crate::PHONE_LABEL_FONT_SIZE`]). Where the names cannot
/// all find room (far larger sizes or names), the boxes overlap as little as the search
/// finds, and a name with no allowed spot at all sits on its marker.
pub fn label_layout(
    names: &[&str; REGION_COUNT],
    font_size: f32,
) -> [LabelPlacement; REGION_COUNT] {
    let b = board();
    layout::layout(&b.cover, &b.markers, names, font_size, &b.areas)
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
mod locale_names;
#[cfg(test)]
mod placement_tests;
#[cfg(test)]
mod tests;
