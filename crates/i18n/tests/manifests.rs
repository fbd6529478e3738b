//! The static files that name every language stay in step with the translations: each
//! language's install manifest, and the service worker's list of files to keep offline.

use i18n::{manifest, Lang, Part};
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn every_language_has_its_install_manifest() {
    for lang in Lang::ALL {
        let catalog = i18n::files::catalog(lang);
        let path = root().join("public").join(manifest::file_name(lang));
        let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
        assert_eq!(
            on_disk,
            manifest::text(&catalog),
            "{} is out of date: run `cargo run -p i18n --example manifests`",
            path.display()
        );
    }
}

#[test]
fn the_service_worker_keeps_every_language_for_offline_play() {
    let sw = std::fs::read_to_string(root().join("public/sw.js")).unwrap();
    let line = |start: &str| {
        sw.lines()
            .find(|l| l.starts_with(start))
            .unwrap_or_else(|| panic!("sw.js has no line `{start}…`"))
            .to_string()
    };
    let languages = line("const LANGUAGES = ");
    for lang in Lang::ALL {
        assert!(
            languages.contains(&format!("\"{}\"", lang.code())),
            "sw.js does not keep {} offline: {languages}",
            lang.code()
        );
    }
    // Every part of the texts: a player may open the rules page offline.
    let parts = line("const TEXT_PARTS = ");
    for part in Part::ALL {
        assert!(
            parts.contains(&format!("\"{}\"", part.file())),
            "sw.js does not keep {} offline: {parts}",
            part.file()
        );
    }
}
