//! Writes a preview of the map as a standalone SVG file, to look at the drawing:
//!
//! ```sh
//! cargo run -p board --example preview -- /tmp/board-preview.svg
//! ```
//!
//! (The path defaults to `board-preview.svg` in the current directory.)

use board::{coastline_path, foreign_land_path, region_shapes, LABEL_FONT_SIZE, VIEW_BOX};
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

fn main() -> std::io::Result<()> {
    let out = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "board-preview.svg".to_string());
    let (x, y, w, h) = VIEW_BOX;
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="{x} {y} {w} {h}" width="{w}" height="{h}">"#
    );
    svg.push_str(concat!(
        "<style>",
        ".label{font-family:Georgia,'DejaVu Serif',serif;fill:#3b2a1a;text-anchor:middle;",
        "dominant-baseline:central;paint-order:stroke;stroke:#fffaf0;stroke-width:3px;",
        "stroke-linejoin:round;letter-spacing:0.3px}",
        "</style>\n"
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
    for (shape, colour) in region_shapes().iter().zip(COLOURS) {
        let _ = writeln!(
            svg,
            r##"<path d="{}" fill="{colour}" stroke="#7a5c3e" stroke-width="1.3" stroke-linejoin="round"><title>{}</title></path>"##,
            shape.path, shape.region
        );
    }
    let _ = writeln!(
        svg,
        r##"<path d="{}" fill="none" stroke="#4a3726" stroke-width="2.2" stroke-linejoin="round"/>"##,
        coastline_path()
    );
    for shape in region_shapes() {
        let (cx, cy) = shape.city;
        let _ = writeln!(
            svg,
            r##"<circle cx="{cx}" cy="{cy}" r="4.5" fill="#8b1e1e" stroke="#fffaf0" stroke-width="1.5"/>"##
        );
        let (lx, ly) = shape.label;
        let _ = writeln!(
            svg,
            r#"<text class="label" x="{lx}" y="{ly}" font-size="{LABEL_FONT_SIZE}">{}</text>"#,
            shape.region
        );
    }
    svg.push_str("</svg>\n");
    std::fs::write(&out, svg)?;
    println!("wrote {out}");
    Ok(())
}
