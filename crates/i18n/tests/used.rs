//! Every message the code looks up by name exists: a lookup of an id no file has would
//! show the id itself on screen. The code's lookups are read from its source: each call
//! of the translation helpers (`t`, `tf`, `tr`, `words`, a catalog's `format` and
//! `message`) with a literal id.

use i18n::check::inventory;
use i18n::files::{read, root};
use i18n::{Lang, Part};
use std::path::{Path, PathBuf};

/// The Rust files under `dir`, recursively.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The ids passed as a literal to a lookup in `source`.
fn looked_up(source: &str) -> Vec<String> {
    const CALLS: [&str; 6] = [
        "t(\"",
        "tf(\"",
        "tr(\"",
        "words(\"",
        "format(\"",
        "message(\"",
    ];
    let mut ids = Vec::new();
    for call in CALLS {
        for (at, _) in source.match_indices(call) {
            // A call of its own, not the tail of a longer name (`format!`, `alert(`).
            let before = source[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '!') {
                continue;
            }
            let rest = &source[at + call.len()..];
            let Some(end) = rest.find('"') else { continue };
            let id = &rest[..end];
            // A message id: lower-case words joined by dashes (not a format string).
            let is_id = id.contains('-')
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if is_id && !id.ends_with('-') {
                ids.push(id.to_string());
            }
        }
    }
    ids
}

#[test]
fn every_id_the_code_looks_up_is_in_the_english_files() {
    let english = Part::ALL.map(|part| read(&root(), Lang::En, part)).concat();
    let known = inventory(&english).expect("English parses");
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    for dir in ["src", "crates/session/src", "crates/net/src"] {
        rust_files(&workspace.join(dir), &mut files);
    }
    assert!(files.len() > 50, "only {} source files found", files.len());
    let mut checked = 0;
    let mut unknown = Vec::new();
    for file in &files {
        let source = std::fs::read_to_string(file).expect("source reads");
        for id in looked_up(&source) {
            checked += 1;
            if !known.contains_key(&id) {
                unknown.push(format!("{}: {id}", file.display()));
            }
        }
    }
    assert!(checked > 300, "only {checked} lookups found");
    assert!(
        unknown.is_empty(),
        "ids with no message:\n{}",
        unknown.join("\n")
    );
}

#[test]
fn the_reader_finds_lookups_and_leaves_other_calls() {
    let source = r#"t("home-play"); tf("saves-entry", &[]); format!("not-an-id"); alert("x-y");
        words.format("setup-default-player", &[]); tr("Plain text"); t("friends-presence-")"#;
    assert_eq!(
        looked_up(source),
        vec!["home-play", "saves-entry", "setup-default-player"]
    );
}
