//! The hand-drawn raster (`italy.txt`): parsing and the facts derived from its cells.

use engine::map::{Region, REGION_COUNT};

/// The map itself: one character per cell, see the legend at the top of the file.
pub(crate) const RASTER: &str = include_str!("italy.txt");

/// The letter used for each region in the raster (upper case: land, lower case: the city cell).
pub(crate) const LEGEND: [(char, Region); REGION_COUNT] = [
    ('T', Region::Torino),
    ('M', Region::Milano),
    ('V', Region::Venezia),
    ('G', Region::Genova),
    ('A', Region::Mantova),
    ('P', Region::Parma),
    ('D', Region::Modena),
    ('F', Region::Ferrara),
    ('B', Region::Bologna),
    ('L', Region::Lucca),
    ('I', Region::Firenze),
    ('S', Region::Siena),
    ('U', Region::Urbino),
    ('C', Region::Ancona),
    ('E', Region::Spoleto),
    ('R', Region::Roma),
    ('N', Region::Napoli),
];

/// What one cell of the raster is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cell {
    /// `.`: open sea.
    Sea,
    /// `~`: a lake (drawn as water, a hole in the land).
    Lake,
    /// `#`: land outside the board (France, the Alps, the Balkans, the islands).
    Foreign,
    /// A region's letter.
    Land(Region),
}

impl Cell {
    /// A small number naming what the cell is; cells outside the raster get [`OUTSIDE`].
    pub(crate) fn label(self) -> u8 {
        match self {
            Cell::Land(r) => r.index() as u8,
            Cell::Foreign => REGION_COUNT as u8,
            Cell::Sea => REGION_COUNT as u8 + 1,
            Cell::Lake => REGION_COUNT as u8 + 2,
        }
    }
}

/// Label of the (virtual) cells beyond the raster's edge.
pub(crate) const OUTSIDE: u8 = REGION_COUNT as u8 + 3;

/// Rows are the lines that are neither empty nor `;` comments.
fn is_row(line: &str) -> bool {
    !line.is_empty() && !line.starts_with(';')
}

/// Width and height of a raster text, in cells: the first row's length and the number of rows
/// (lines that are neither empty nor `;` comments). Usable in constants.
pub(crate) const fn raster_size(text: &str) -> (usize, usize) {
    let bytes = text.as_bytes();
    let (mut i, mut width, mut rows) = (0, 0, 0);
    while i < bytes.len() {
        // One line: [start, end).
        let start = i;
        while i < bytes.len() && bytes[i] != b'\n' {
            i += 1;
        }
        let mut end = i;
        if end > start && bytes[end - 1] == b'\r' {
            end -= 1;
        }
        i += 1;
        if end > start && bytes[start] != b';' {
            if rows == 0 {
                width = end - start;
            }
            rows += 1;
        }
    }
    (width, rows)
}

/// SVG units per raster cell.
pub const CELL: f32 = 10.0;

/// The SVG `viewBox` of the map: (min x, min y, width, height).
pub const VIEW_BOX: (f32, f32, f32, f32) = {
    let (w, h) = raster_size(RASTER);
    (0.0, 0.0, w as f32 * CELL, h as f32 * CELL)
};

/// The parsed raster.
#[derive(Clone, Debug)]
pub(crate) struct Grid {
    pub w: usize,
    pub h: usize,
    cells: Vec<Cell>,
    /// The city cell (column, row) of each region, by [`Region::index`]. The map no longer
    /// draws cities there (markers go to each region's visual centre), but the raster keeps
    /// marking them, and parsing checks they are there.
    #[allow(dead_code)]
    pub cities: [(usize, usize); REGION_COUNT],
}

impl Grid {
    /// Parses a raster; every row must have the same width, every character must be in the
    /// legend, and every region must have exactly one city cell.
    pub(crate) fn parse(text: &str) -> Result<Grid, String> {
        let rows: Vec<&str> = text
            .lines()
            .map(|l| l.trim_end_matches('\r'))
            .filter(|l| is_row(l))
            .collect();
        let h = rows.len();
        let w = rows.first().map_or(0, |r| r.chars().count());
        if w == 0 || h == 0 {
            return Err("empty raster".into());
        }
        let mut cells = Vec::with_capacity(w * h);
        let mut cities = [None; REGION_COUNT];
        for (y, row) in rows.iter().enumerate() {
            if row.chars().count() != w {
                return Err(format!(
                    "row {y} has {} cells, expected {w}",
                    row.chars().count()
                ));
            }
            for (x, ch) in row.chars().enumerate() {
                let cell = match ch {
                    '.' => Cell::Sea,
                    '~' => Cell::Lake,
                    '#' => Cell::Foreign,
                    _ => {
                        let upper = ch.to_ascii_uppercase();
                        let Some(&(_, region)) = LEGEND.iter().find(|(c, _)| *c == upper) else {
                            return Err(format!("unknown character {ch:?} at column {x}, row {y}"));
                        };
                        if ch.is_ascii_lowercase() {
                            if cities[region.index()].is_some() {
                                return Err(format!("{region} has two city cells"));
                            }
                            cities[region.index()] = Some((x, y));
                        }
                        Cell::Land(region)
                    }
                };
                cells.push(cell);
            }
        }
        let mut city_cells = [(0, 0); REGION_COUNT];
        for region in Region::ALL {
            city_cells[region.index()] =
                cities[region.index()].ok_or_else(|| format!("{region} has no city cell"))?;
        }
        Ok(Grid {
            w,
            h,
            cells,
            cities: city_cells,
        })
    }

    /// The cell at column `x`, row `y`, or `None` beyond the edge.
    pub(crate) fn get(&self, x: isize, y: isize) -> Option<Cell> {
        if x < 0 || y < 0 || x as usize >= self.w || y as usize >= self.h {
            None
        } else {
            Some(self.cells[y as usize * self.w + x as usize])
        }
    }

    /// The region at column `x`, row `y`, if that cell is one.
    pub(crate) fn region(&self, x: isize, y: isize) -> Option<Region> {
        match self.get(x, y) {
            Some(Cell::Land(r)) => Some(r),
            _ => None,
        }
    }

    /// [`Cell::label`] of a cell, [`OUTSIDE`] beyond the edge.
    pub(crate) fn label(&self, x: isize, y: isize) -> u8 {
        self.get(x, y).map_or(OUTSIDE, Cell::label)
    }

    /// Every pair of regions whose cells share at least one edge, with the number of shared
    /// cell edges; pairs are ordered by [`Region::index`] and sorted.
    pub(crate) fn edge_contacts(&self) -> Vec<((Region, Region), usize)> {
        let mut counts = [[0usize; REGION_COUNT]; REGION_COUNT];
        for y in 0..self.h as isize {
            for x in 0..self.w as isize {
                let Some(a) = self.region(x, y) else { continue };
                for (dx, dy) in [(1, 0), (0, 1)] {
                    if let Some(b) = self.region(x + dx, y + dy) {
                        if a != b {
                            let (i, j) = (a.index().min(b.index()), a.index().max(b.index()));
                            counts[i][j] += 1;
                        }
                    }
                }
            }
        }
        let mut out = Vec::new();
        for a in Region::ALL {
            for b in Region::ALL {
                let n = counts[a.index()][b.index()];
                if a.index() < b.index() && n > 0 {
                    out.push(((a, b), n));
                }
            }
        }
        out
    }

    /// Every pair of different regions whose cells touch, counting corner-only (diagonal)
    /// contact too; ordered and sorted as in [`Grid::edge_contacts`].
    #[cfg(test)]
    pub(crate) fn any_contacts(&self) -> Vec<(Region, Region)> {
        let mut pairs = Vec::new();
        for y in 0..self.h as isize {
            for x in 0..self.w as isize {
                let Some(a) = self.region(x, y) else { continue };
                for (dx, dy) in [(1, 0), (0, 1), (1, 1), (-1, 1)] {
                    if let Some(b) = self.region(x + dx, y + dy) {
                        if a != b {
                            pairs.push(if a < b { (a, b) } else { (b, a) });
                        }
                    }
                }
            }
        }
        pairs.sort();
        pairs.dedup();
        pairs
    }

    /// The cells of `region`, as (column, row).
    #[cfg(test)]
    pub(crate) fn cells_of(&self, region: Region) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for y in 0..self.h {
            for x in 0..self.w {
                if self.cells[y * self.w + x] == Cell::Land(region) {
                    out.push((x, y));
                }
            }
        }
        out
    }

    /// Sizes of the 4-connected pieces of `region`, largest first.
    #[cfg(test)]
    pub(crate) fn pieces(&self, region: Region) -> Vec<usize> {
        let mut seen = vec![false; self.w * self.h];
        let mut sizes = Vec::new();
        for (x0, y0) in self.cells_of(region) {
            if seen[y0 * self.w + x0] {
                continue;
            }
            seen[y0 * self.w + x0] = true;
            let mut stack = vec![(x0 as isize, y0 as isize)];
            let mut size = 0;
            while let Some((x, y)) = stack.pop() {
                size += 1;
                for (nx, ny) in [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)] {
                    if self.region(nx, ny) == Some(region)
                        && !seen[ny as usize * self.w + nx as usize]
                    {
                        seen[ny as usize * self.w + nx as usize] = true;
                        stack.push((nx, ny));
                    }
                }
            }
            sizes.push(size);
        }
        sizes.sort_unstable_by(|a, b| b.cmp(a));
        sizes
    }

    /// Grid vertices (column, row) around which the four cells form a checkerboard
    /// (`ab/ba` with `a != b`), which would make the outline ambiguous.
    #[cfg(test)]
    pub(crate) fn checkerboards(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for y in 1..self.h as isize {
            for x in 1..self.w as isize {
                let [nw, ne, sw, se] = self.around(x, y);
                if nw == se && ne == sw && nw != ne {
                    out.push((x as usize, y as usize));
                }
            }
        }
        out
    }

    /// Labels of the four cells around vertex (`vx`, `vy`): north-west, north-east,
    /// south-west, south-east.
    pub(crate) fn around(&self, vx: isize, vy: isize) -> [u8; 4] {
        [
            self.label(vx - 1, vy - 1),
            self.label(vx, vy - 1),
            self.label(vx - 1, vy),
            self.label(vx, vy),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raster_size_ignores_comments_and_blank_lines() {
        assert_eq!(raster_size("; legend\n\nab\r\ncd\n; x\nef\n"), (2, 3));
        let grid = Grid::parse(RASTER).unwrap();
        assert_eq!(raster_size(RASTER), (grid.w, grid.h));
    }

    #[test]
    fn parse_rejects_bad_rasters() {
        let mut all = String::new();
        for (c, _) in LEGEND {
            all.push(c.to_ascii_lowercase());
        }
        assert!(Grid::parse(&all).is_ok());
        assert!(Grid::parse(&format!("{all}\n{all}"))
            .unwrap_err()
            .contains("two city"));
        assert!(Grid::parse(&all.replace('t', "T"))
            .unwrap_err()
            .contains("no city"));
        assert!(Grid::parse(&format!("{all}\n.."))
            .unwrap_err()
            .contains("row 1"));
        assert!(Grid::parse(&all.replace('t', "x"))
            .unwrap_err()
            .contains("unknown"));
    }
}
