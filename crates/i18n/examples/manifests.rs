//! Writes `public/manifest-<code>.webmanifest` for every language, from its translation
//! file (the browser shows the name and description when the game is installed):
//!
//! ```sh
//! cargo run -p i18n --example manifests
//! ```
//!
//! `tests/manifests.rs` fails when a manifest no longer matches its language's file.

use i18n::{manifest, Lang};
use std::path::PathBuf;

fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    for lang in Lang::ALL {
        let catalog = i18n::files::catalog(lang);
        let path = root.join("public").join(manifest::file_name(lang));
        std::fs::write(&path, manifest::text(&catalog)).expect("write the manifest");
        println!("wrote {}", path.display());
    }
}
