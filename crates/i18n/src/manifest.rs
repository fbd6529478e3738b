//! The web-app manifest in each language: the browser shows its name and description
//! when a player installs the game. The files are static (`public/`), written from the
//! translations by `cargo run -p i18n --example manifests`; a test keeps them in step.

use crate::{Catalog, Lang};

/// `manifest-pl.webmanifest`: the page points its `<link rel="manifest">` at the
/// player's language.
pub fn file_name(lang: Lang) -> String {
    format!("manifest-{}.webmanifest", lang.code())
}

fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The manifest's text for a language.
pub fn text(catalog: &Catalog) -> String {
    let name = json_string(&catalog.format("app-title", &[]));
    format!(
        r##"{{
  "name": {name},
  "short_name": {name},
  "description": {description},
  "lang": "{lang}",
  "start_url": "./",
  "scope": "./",
  "display": "standalone",
  "background_color": "#f3e6c4",
  "theme_color": "#8c1c13",
  "icons": [
    {{ "src": "favicon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any" }}
  ]
}}
"##,
        description = json_string(&catalog.format("manifest-description", &[])),
        lang = catalog.lang().code(),
    )
}
