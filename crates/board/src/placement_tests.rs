//! Markers and names land where the app can draw them: every marker disc inside its region
//! (by the path the app draws and by the raster cells), and for every language at both sizes
//! no name over another, over a marker, or off the map, and names inside their region
//! whenever they fit there.
//!
//! The checks read the SVG path data the app draws, flattened here independently of the
//! crate's own polygons, so that they hold the placement to what is seen.

use super::*;
use crate::geom::{Poly, Pt, Rect};
use crate::layout::HALO;
use crate::locale_names::{as_strs, region_names, LANGUAGES};

const SIZES: [f32; 2] = [LABEL_FONT_SIZE, PHONE_LABEL_FONT_SIZE];

/// The outline an SVG path (`M`, `L`, `Q`, `Z` with absolute coordinates) draws, its
/// curves cut into 32 chords each.
fn drawn(d: &str) -> Poly {
    let nums: Vec<&str> = d.split_whitespace().collect();
    let mut loops: Vec<Vec<Pt>> = Vec::new();
    let mut i = 0;
    let num = |k: usize| -> f64 { nums[k].parse().expect("a number") };
    while i < nums.len() {
        match nums[i] {
            "M" => {
                loops.push(vec![(num(i + 1), num(i + 2))]);
                i += 3;
            }
            "L" => {
                loops.last_mut().unwrap().push((num(i + 1), num(i + 2)));
                i += 3;
            }
            "Q" => {
                let lp = loops.last_mut().unwrap();
                let a = *lp.last().unwrap();
                let (c, b) = ((num(i + 1), num(i + 2)), (num(i + 3), num(i + 4)));
                for k in 1..=32 {
                    let t = k as f64 / 32.0;
                    let u = 1.0 - t;
                    lp.push((
                        u * u * a.0 + 2.0 * u * t * c.0 + t * t * b.0,
                        u * u * a.1 + 2.0 * u * t * c.1 + t * t * b.1,
                    ));
                }
                i += 5;
            }
            "Z" => i += 1,
            other => panic!("unexpected {other:?} in a path"),
        }
    }
    Poly::new(&loops)
}

fn drawn_regions() -> Vec<Poly> {
    region_shapes().iter().map(|s| drawn(&s.path)).collect()
}

#[test]
fn markers_and_their_discs_lie_inside_their_regions() {
    let polys = drawn_regions();
    for (shape, poly) in region_shapes().iter().zip(&polys) {
        let region = shape.region;
        let (mx, my) = shape.marker;
        let c = (mx as f64, my as f64);
        let r = shape.marker_radius as f64;
        assert!(poly.contains(c), "{region}'s marker is outside its outline");
        assert_eq!(region_at(mx, my), Some(region), "{region}'s marker cell");
        assert!(
            poly.outline_dist(c) >= r,
            "{region}'s marker disc (r = {r}) crosses its outline at {}",
            poly.outline_dist(c)
        );
        // Every raster cell the disc touches is the region's.
        let cell = CELL as f64;
        let (x0, y0) = (((c.0 - r) / cell).floor(), ((c.1 - r) / cell).floor());
        let (x1, y1) = (((c.0 + r) / cell).ceil(), ((c.1 + r) / cell).ceil());
        for y in y0 as isize..y1 as isize {
            for x in x0 as isize..x1 as isize {
                let sq = Rect {
                    x0: x as f64 * cell,
                    y0: y as f64 * cell,
                    x1: (x + 1) as f64 * cell,
                    y1: (y + 1) as f64 * cell,
                };
                if sq.dist(c) < r {
                    assert_eq!(board().grid.region(x, y), Some(region), "{region}: {x},{y}");
                }
            }
        }
        assert!(r > 0.0 && r <= MARKER_RADIUS as f64, "{region}: r = {r}");
        assert!(
            (shape.inscribed_radius - 0.5).min(MARKER_RADIUS) == shape.marker_radius,
            "{region}"
        );
    }
    // The centres are deep in their regions: room for the token everywhere.
    let narrowest = region_shapes()
        .iter()
        .map(|s| s.inscribed_radius)
        .fold(f32::INFINITY, f32::min);
    assert!(narrowest > 25.0, "{narrowest}");
    // And the checks are not vacuous: a point beside a region is outside it.
    let torino = &polys[Region::Torino.index()];
    assert!(!torino.contains((VIEW_BOX.2 as f64 - 5.0, 5.0)));
}

/// Whether the name of `region` (box `w`×`h`) fits somewhere inside the drawn region, clear
/// of every marker disc, with room to spare of one lattice step of the layout's search
/// (so that the search, which only tries points of its lattice, surely finds the spot).
fn fits_somewhere(region: usize, (w, h): (f64, f64), em: f64, polys: &[Poly]) -> bool {
    let shapes = region_shapes();
    let poly = &polys[region];
    let (sx, sy) = ((em / 3.0).max(2.0), (em / 4.0).max(2.0));
    let (gw, gh) = (w + 2.0 * sx, h + 2.0 * sy);
    let b = poly.bounds();
    let mut y = b.y0 + gh / 2.0;
    while y <= b.y1 - gh / 2.0 {
        let mut x = b.x0 + gw / 2.0;
        while x <= b.x1 - gw / 2.0 {
            let r = Rect::centred((x, y), gw, gh);
            let clear = shapes.iter().all(|s| {
                let c = (s.marker.0 as f64, s.marker.1 as f64);
                r.dist(c) >= s.marker_radius as f64 + 2.0
            });
            if clear && poly.outline_dist((x, y)) >= gh / 2.0 && poly.holds(&r) {
                return true;
            }
            x += 2.0;
        }
        y += 2.0;
    }
    false
}

/// Everything a layout promises, checked for one set of names at one size; returns the
/// names that lie inside their region.
fn check_layout(
    lang: &str,
    names: &[&str; 17],
    size: f32,
    placed: &[LabelPlacement; 17],
    polys: &[Poly],
) -> Vec<usize> {
    let boxes: Vec<Rect> = placed
        .iter()
        .map(|p| {
            let (c, (w, h)) = (p.centre, p.size);
            Rect::centred((c.0 as f64, c.1 as f64), w as f64, h as f64)
        })
        .collect();
    let view = Rect {
        x0: VIEW_BOX.0 as f64,
        y0: VIEW_BOX.1 as f64,
        x1: (VIEW_BOX.0 + VIEW_BOX.2) as f64,
        y1: (VIEW_BOX.1 + VIEW_BOX.3) as f64,
    };
    let em = size as f64;
    let mut inside = Vec::new();
    for (i, (p, b)) in placed.iter().zip(&boxes).enumerate() {
        let what = format!("{lang} at {size}: {}", names[i]);
        // The box holds the estimated text with its halo.
        let pad = 2.0 * HALO * size;
        assert!(
            p.size.0 >= text_width(names[i], size) + pad - 1e-3,
            "{what}"
        );
        assert!(p.size.1 >= 1.2 * size + pad - 1e-3, "{what}");
        assert!(view.holds(b), "{what} leaves the view box: {b:?}");
        for (j, other) in boxes.iter().enumerate() {
            assert!(j == i || !b.overlaps(other), "{what} overlaps {}", names[j]);
        }
        for s in region_shapes() {
            let c = (s.marker.0 as f64, s.marker.1 as f64);
            assert!(
                b.dist(c) >= s.marker_radius as f64,
                "{what} covers {}'s marker",
                s.region
            );
        }
        if p.inside {
            assert!(polys[i].holds(b), "{what} is said to be inside but is not");
            inside.push(i);
        } else {
            assert!(
                !fits_somewhere(i, (b.x1 - b.x0, b.y1 - b.y0), em, polys),
                "{what} fits inside its region but was put outside"
            );
        }
    }
    inside
}

#[test]
fn names_in_every_language_and_size_are_laid_out_as_promised() {
    let polys = drawn_regions();
    for lang in LANGUAGES {
        let names = region_names(lang);
        let names = as_strs(&names);
        for size in SIZES {
            let placed = label_layout(&names, size);
            let inside = check_layout(lang, &names, size, &placed, &polys);
            if size == LABEL_FONT_SIZE {
                // The big regions hold their names at the desktop size.
                for r in [Region::Torino, Region::Venezia, Region::Napoli] {
                    assert!(inside.contains(&r.index()), "{lang}: {r}");
                }
            }
        }
    }
}

#[test]
fn the_layout_is_deterministic_and_follows_the_names() {
    let it = region_names("it");
    let it = as_strs(&it);
    assert_eq!(label_layout(&it, 16.0), label_layout(&it, 16.0));
    let mut longer = it;
    longer[Region::Torino.index()] = "Torino Torino Torino";
    let (a, b) = (label_layout(&it, 16.0), label_layout(&longer, 16.0));
    assert!(b[0].size.0 > a[0].size.0 + 100.0);
    assert_eq!(b[0].size.1, a[0].size.1);
}

/// The checks above catch a broken layout: a box moved onto a marker, onto another box,
/// or off the map, a box said to be inside that is not, a name that fits put outside.
#[test]
fn the_checks_catch_broken_layouts() {
    let polys = drawn_regions();
    let names = region_names("it");
    let names = as_strs(&names);
    let good = label_layout(&names, 16.0);
    let roma = region_shape(Region::Roma).marker;
    let venezia = Region::Venezia.index();
    type Break<'a> = dyn Fn(&mut [LabelPlacement; 17]) + 'a;
    let breaks: [&Break; 6] = [
        &|l| l[0].centre = roma,
        &|l| l[1].centre = l[2].centre,
        &|l| l[3].centre = (2.0, 2.0),
        &|l| l[4].size.0 -= 10.0,
        &|l| {
            l[16].inside = true;
            l[16].centre = (VIEW_BOX.2 - 60.0, 60.0);
        },
        &|l| l[venezia].inside = false,
    ];
    for (k, f) in breaks.iter().enumerate() {
        let mut bad = good;
        f(&mut bad);
        let caught = std::panic::catch_unwind(|| check_layout("it", &names, 16.0, &bad, &polys));
        assert!(caught.is_err(), "break {k} went unnoticed");
    }
}
