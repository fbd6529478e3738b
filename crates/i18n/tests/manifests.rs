//! The static files that name every language stay in step with the translations: each
//! language's install manifest, and the service worker's list of files to keep offline.

use i18n::{manifest, Catalog, Lang};
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn every_language_has_its_install_manifest() {
    for lang in Lang::ALL {
        let source = std::fs::read_to_string(root().join(lang.path())).unwrap();
        let catalog = Catalog::new(lang, &source).unwrap();
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
    let line = sw
        .lines()
        .find(|l| l.starts_with("const LANGUAGES = "))
        .expect("sw.js lists the languages");
    for lang in Lang::ALL {
        assert!(
            line.contains(&format!("\"{}\"", lang.code())),
            "sw.js does not keep {} offline: {line}",
            lang.code()
        );
    }
}
