//! The map must be the rules' board: exactly the 34 borders, one piece per region, no
//! misleading corner contacts, and well-formed drawing data.

use super::*;
use engine::map::{BORDERS, REGION_COUNT};

fn grid() -> &'static Grid {
    &board().grid
}

fn unordered(a: Region, b: Region) -> (Region, Region) {
    if a < b {
        (a, b)
    } else {
        (b, a)
    }
}

type Pairs = Vec<(Region, Region)>;

/// Borders of the rules missing from `drawn`, and pairs in `drawn` that are not borders.
fn border_diff(drawn: &[(Region, Region)]) -> (Pairs, Pairs) {
    let rules: Pairs = BORDERS.iter().map(|&(a, b)| unordered(a, b)).collect();
    let drawn: Pairs = drawn.iter().map(|&(a, b)| unordered(a, b)).collect();
    let missing = rules
        .iter()
        .filter(|p| !drawn.contains(p))
        .copied()
        .collect();
    let extra = drawn
        .iter()
        .filter(|p| !rules.contains(p))
        .copied()
        .collect();
    (missing, extra)
}

#[test]
fn shared_borders_are_exactly_the_rules_borders() {
    let drawn = shared_borders();
    let (missing, extra) = border_diff(&drawn);
    assert!(
        missing.is_empty() && extra.is_empty(),
        "missing on the map: {missing:?}\nnot borders in the rules: {extra:?}"
    );
    assert_eq!(drawn.len(), 34);
}

#[test]
fn every_border_is_long_enough_to_see() {
    for ((a, b), cells) in grid().edge_contacts() {
        assert!(cells >= 2, "{a}–{b} is only {cells} cell long");
    }
}

#[test]
fn regions_touch_at_corners_only_where_they_border() {
    let (_, extra) = border_diff(&grid().any_contacts());
    assert!(
        extra.is_empty(),
        "corner contact between non-neighbours: {extra:?}"
    );
}

#[test]
fn no_checkerboard_corners() {
    assert_eq!(
        grid().checkerboards(),
        vec![],
        "ambiguous vertices (column, row)"
    );
}

#[test]
fn every_region_is_one_piece() {
    for region in Region::ALL {
        let pieces = grid().pieces(region);
        assert_eq!(pieces.len(), 1, "{region} is in pieces of {pieces:?} cells");
        assert!(
            pieces[0] >= 40,
            "{region} is too small to play on: {pieces:?}"
        );
    }
}

#[test]
fn shapes_have_paths_and_their_cities_lie_inside() {
    let shapes = region_shapes();
    assert_eq!(shapes.len(), REGION_COUNT);
    for (shape, region) in shapes.iter().zip(Region::ALL) {
        assert_eq!(shape.region, region);
        assert_eq!(region_shape(region), shape);
        assert!(
            shape.path.starts_with('M') && shape.path.len() > 20,
            "{region}"
        );
        assert_eq!(
            region_at(shape.city.0, shape.city.1),
            Some(region),
            "{region}'s city"
        );
        assert_eq!(
            shape.city, shape.marker,
            "{region}: the city is drawn at the marker"
        );
    }
    // The Italian names as laid out at the desktop size (most cross a border there: see
    // `label_layout`).
    let italian = label_layout(&Region::ALL.map(|r| r.name()), LABEL_FONT_SIZE);
    for (shape, placed) in shapes.iter().zip(italian) {
        assert_eq!(shape.label, placed.centre, "{}", shape.region);
    }
}

/// Checks SVG path data: subpaths `M x y (L x y | Q x y x y)* Z`, every number in the view
/// box. Returns the number of subpaths.
fn check_path(d: &str) -> Result<usize, String> {
    let (x0, y0, w, h) = VIEW_BOX;
    let mut tokens = d.split_whitespace().peekable();
    let mut subpaths = 0;
    while let Some(cmd) = tokens.next() {
        if cmd != "M" {
            return Err(format!("subpath starts with {cmd:?}"));
        }
        let mut arity = 2;
        loop {
            for i in 0..arity {
                let t = tokens.next().ok_or("path ends inside a command")?;
                let v: f32 = t.parse().map_err(|_| format!("not a number: {t:?}"))?;
                let (lo, hi) = if i % 2 == 0 {
                    (x0, x0 + w)
                } else {
                    (y0, y0 + h)
                };
                if !(lo..=hi).contains(&v) {
                    return Err(format!("{v} is outside the view box"));
                }
            }
            match tokens.next() {
                Some("L") => arity = 2,
                Some("Q") => arity = 4,
                Some("Z") => break,
                other => return Err(format!("unexpected {other:?}")),
            }
        }
        subpaths += 1;
    }
    if subpaths == 0 {
        return Err("empty path".into());
    }
    Ok(subpaths)
}

#[test]
fn paths_are_well_formed() {
    for shape in region_shapes() {
        check_path(&shape.path).unwrap_or_else(|e| panic!("{}: {e}", shape.region));
    }
    let coast = check_path(&coastline_path()).expect("coastline");
    assert!(coast >= 2, "Italy and at least one lake");
    check_path(&foreign_land_path()).expect("foreign land");
    // The checker itself rejects bad data.
    assert!(check_path("M 0 0 L 10 10").is_err());
    assert!(check_path("M 0 0 L -5 10 Z").is_err());
    assert!(check_path("L 0 0 Z").is_err());
    assert!(check_path("M 0 0 Q 1 Z").is_err());
    assert_eq!(check_path("M 0 0 L 1 1 Z M 2 2 Q 3 3 4 4 Z"), Ok(2));
}

#[test]
fn view_box_fits_the_raster() {
    assert_eq!(VIEW_BOX.2, grid().w as f32 * CELL);
    assert_eq!(VIEW_BOX.3, grid().h as f32 * CELL);
    assert_eq!(region_at(-1.0, 5.0), None);
    assert_eq!(region_at(VIEW_BOX.2 + 1.0, 5.0), None);
}

#[test]
fn cities_are_where_they_belong() {
    use Region::*;
    let city = |r: Region| region_shape(r).city;
    // A few facts of geography the drawing must keep.
    assert!(city(Torino).0 < city(Milano).0 && city(Milano).0 < city(Venezia).0);
    assert!(city(Genova).1 > city(Milano).1, "Genova south of Milano");
    assert!(city(Firenze).1 > city(Bologna).1 && city(Roma).1 > city(Firenze).1);
    assert!(city(Napoli).1 > city(Roma).1 && city(Napoli).0 > city(Roma).0);
    assert!(city(Ancona).0 > city(Firenze).0 && city(Lucca).0 < city(Firenze).0);
}

/// The checks above are not vacuous: on a deliberately wrong raster they fail.
#[test]
fn checks_catch_a_wrong_map() {
    let mut cities: String = grid::LEGEND
        .iter()
        .map(|(c, _)| c.to_ascii_lowercase())
        .collect();
    cities.push('.');
    // Torino in two pieces, touching Napoli at a corner; Napoli beside Milano.
    let bad = format!("T.T...............\n.NM...............\n{cities}");
    let g = Grid::parse(&bad).unwrap();
    assert_eq!(g.pieces(Region::Torino), vec![1, 1, 1]);
    let (missing, extra) = border_diff(&g.any_contacts());
    assert!(
        extra.contains(&(Region::Torino, Region::Napoli)),
        "{extra:?}"
    );
    assert!(
        extra.contains(&(Region::Milano, Region::Napoli)),
        "{extra:?}"
    );
    assert!(missing.contains(&(Region::Firenze, Region::Roma)));
    let checker =
        Grid::parse(&format!("TM................\nMT................\n{cities}")).unwrap();
    assert!(checker.checkerboards().contains(&(1, 1)));
}
