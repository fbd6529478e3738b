//! Writes a preview of the map as a standalone SVG file, to look at the drawing:
//!
//! ```sh
//! cargo run -p board --example preview -- /tmp/preview.svg ru phone --boxes
//! ```
//!
//! Arguments, all optional, in order: the output path (default `board-preview.svg`), the
//! language of the names (`it`, `en`, `pl`, `ru`, `hu`; default `it`), the font size
//! (`desktop`, `phone` or a number of SVG units; default `desktop`), and `--boxes` to outline
//! the label boxes and marker discs. Firenze shows the Condottiere token, Bologna the papal
//! favor, and a few regions are filled like owned ones (patterns), as in the game.

use board::{
    coastline_path, foreign_land_path, label_layout, region_shapes, LABEL_FONT_SIZE,
    PHONE_LABEL_FONT_SIZE, VIEW_BOX,
};
use std::fmt::Write;

/// Soft fill colours, one per region in `Region::ALL` order.
const COLOURS: [&str; 17] = [
    "#e9c6a9", // Torino
    "#f1dc9c", // Milano
    "#b9d7b4", // Venezia
    "#bccbe6", // Genova
    "#e6c3dc", // Mantova
    "#d3e3aa", // Parma
    "#f2bfb6", // Modena
    "#bfe0dc", // Ferrara
    "#e8d2a0", // Bologna
    "#d4c6ec", // Lucca
    "#f3e3a8", // Firenze
    "#b5d3a7", // Siena
    "#efbfcf", // Urbino
    "#b7c5e3", // Ancona
    "#e3d6b8", // Spoleto
    "#f1c7a0", // Roma
    "#c9e2b6", // Napoli
];

/// Regions drawn as owned (index, pattern id), to see names on patterned fills.
const OWNED: [(usize, &str); 4] = [(1, "stripes"), (6, "dots"), (11, "cross"), (15, "stripes")];

#[path = "../src/locale_names.rs"]
mod locale_names;

fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let boxes = args.iter().any(|a| a == "--boxes");
    let mut args = args.into_iter().filter(|a| a != "--boxes");
    let out = args
        .next()
        .unwrap_or_else(|| "board-preview.svg".to_string());
    let lang = args.next().unwrap_or_else(|| "it".to_string());
    let size = match args.next().as_deref() {
        None | Some("desktop") => LABEL_FONT_SIZE,
        Some("phone") => PHONE_LABEL_FONT_SIZE,
        Some(n) => n.parse().expect("a font size in SVG units"),
    };
    assert!(
        locale_names::LANGUAGES.contains(&lang.as_str()),
        "a language: it, en, pl, ru or hu"
    );
    let names = locale_names::region_names(&lang);
    let names = locale_names::as_strs(&names);
    let started = std::time::Instant::now();
    let labels = label_layout(&names, size);
    let took = started.elapsed();
    let (x, y, w, h) = VIEW_BOX;
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="{x} {y} {w} {h}" width="{w}" height="{h}">"#
    );
    // The app's label style: its title font at weight 600, with a light halo.
    svg.push_str(concat!(
        "<style>",
        ".label{font-family:'Palatino Linotype',Palatino,'Book Antiqua',Georgia,serif;",
        "font-weight:600;fill:#2c1e10;text-anchor:middle;dominant-baseline:central;",
        "paint-order:stroke;stroke:rgba(246,236,210,0.9);stroke-width:4px;stroke-linejoin:round}",
        "</style>\n<defs>",
        r##"<pattern id="stripes" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="#2f6fb3"/><path d="M0 8 L8 0 M-2 2 L2 -2 M6 10 L10 6" stroke="#f6ecd2" stroke-width="1.6"/></pattern>"##,
        r##"<pattern id="dots" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="#b3342f"/><circle cx="4" cy="4" r="1.6" fill="#f6ecd2"/></pattern>"##,
        r##"<pattern id="cross" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="#3c8a3a"/><path d="M0 0 L8 8 M8 0 L0 8" stroke="#f6ecd2" stroke-width="1.1"/></pattern>"##,
        "</defs>\n"
    ));
    let _ = writeln!(
        svg,
        r##"<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="#cfe1ea"/>"##
    );
    // Water lines along the coasts, like an old map.
    for (width, colour) in [(26, "#d9e8ef"), (14, "#e3eef3"), (5, "#edf4f7")] {
        let _ = writeln!(
            svg,
            r#"<path d="{} {}" fill="none" stroke="{colour}" stroke-width="{width}" stroke-linejoin="round"/>"#,
            coastline_path(),
            foreign_land_path()
        );
    }
    let _ = writeln!(
        svg,
        r##"<path d="{}" fill="#ddd6c4" stroke="#9c907a" stroke-width="1.2" stroke-linejoin="round"/>"##,
        foreign_land_path()
    );
    for (i, (shape, colour)) in region_shapes().iter().zip(COLOURS).enumerate() {
        let fill = match OWNED.iter().find(|(r, _)| *r == i) {
            Some((_, pattern)) => format!("url(#{pattern})"),
            None => colour.to_string(),
        };
        let _ = writeln!(
            svg,
            r##"<path d="{}" fill="{fill}" stroke="#7a5c3e" stroke-width="1.3" stroke-linejoin="round"><title>{}</title></path>"##,
            shape.path, shape.region
        );
    }
    let _ = writeln!(
        svg,
        r##"<path d="{}" fill="none" stroke="#4a3726" stroke-width="2.2" stroke-linejoin="round"/>"##,
        coastline_path()
    );
    for shape in region_shapes() {
        let (mx, my) = shape.marker;
        let r = shape.marker_radius;
        if boxes {
            let _ = writeln!(
                svg,
                r##"<circle cx="{mx}" cy="{my}" r="{r}" fill="none" stroke="#0060ff" stroke-width="1" stroke-dasharray="3 2"/>"##
            );
        }
        let _ = writeln!(
            svg,
            r##"<circle cx="{mx}" cy="{my}" r="6" fill="#3b2a1a" stroke="#fffaf0" stroke-width="1.5"/>"##
        );
        // The token and the favor as the app should draw them: centred on the marker,
        // scaled down if the marker disc is smaller than they are.
        match shape.region.name() {
            "Firenze" => {
                let k = 2.2 * (r / 20.0).min(1.0);
                let _ = writeln!(
                    svg,
                    r##"<g transform="translate({mx},{}) scale({k})"><path d="M0 -9 L6 0 L3 0 L3 8 L-3 8 L-3 0 L-6 0 Z" fill="#c0392b" stroke="#1c120a" stroke-width="1"/></g>"##,
                    my + 0.5 * k
                );
            }
            "Bologna" => {
                let k = 2.0 * (r / 15.2).min(1.0);
                let _ = writeln!(
                    svg,
                    r##"<g transform="translate({mx},{my}) scale({k})"><circle r="7" fill="#f5d76e" stroke="#7a5c00" stroke-width="1.2"/><path d="M0 -4.5 L0 4.5 M-3.2 -1.5 L3.2 -1.5" stroke="#5b3f00" stroke-width="1.6"/></g>"##
                );
            }
            _ => {}
        }
    }
    for (label, name) in labels.iter().zip(names) {
        let (lx, ly) = label.centre;
        if boxes {
            let (bw, bh) = label.size;
            let colour = if label.inside { "#008000" } else { "#d00000" };
            let _ = writeln!(
                svg,
                r##"<rect x="{}" y="{}" width="{bw}" height="{bh}" fill="none" stroke="{colour}" stroke-width="1"/>"##,
                lx - bw / 2.0,
                ly - bh / 2.0
            );
        }
        let _ = writeln!(
            svg,
            r#"<text class="label" x="{lx}" y="{ly}" font-size="{size}">{name}</text>"#
        );
    }
    svg.push_str("</svg>\n");
    std::fs::write(&out, svg)?;
    let outside: Vec<&str> = labels
        .iter()
        .zip(names)
        .filter(|(l, _)| !l.inside)
        .map(|(_, n)| n)
        .collect();
    println!("wrote {out}: {lang} at {size} units, laid out in {took:.1?}; outside their region: {outside:?}");
    Ok(())
}
