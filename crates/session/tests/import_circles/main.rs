//! No import circles: no two source files of the app (`src/`) or of any crate
//! (`crates/*/src/`) import each other, directly or around a loop. A file imports another
//! when it names something of the other's module: a `use` of `crate::…`, `super::…`,
//! `self::…` or of a child module, or such a path written in the code. (A `mod` line alone
//! is no import: it only says where a file sits.) Read at file granularity: an inline
//! module (`mod tests { … }`) belongs to its file.
//!
//! A circle is where a model reaches up into a view, or two parts can only be understood,
//! tested or moved together; the list says which files to untangle.

mod graph;
mod lexer;

use graph::{circles, Crate};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The crate roots of the workspace: the app's library, binary and worker, and each
/// crate's library or binary.
fn workspace_roots() -> Vec<PathBuf> {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut src_dirs = vec![workspace.join("src")];
    let mut crates: Vec<PathBuf> = std::fs::read_dir(workspace.join("crates"))
        .expect("crates/ is listed")
        .map(|e| e.expect("an entry").path().join("src"))
        .filter(|p| p.is_dir())
        .collect();
    crates.sort();
    src_dirs.extend(crates);
    let mut roots = Vec::new();
    for dir in src_dirs {
        for name in ["lib.rs", "main.rs"] {
            if dir.join(name).exists() {
                roots.push(dir.join(name));
            }
        }
        if let Ok(bins) = std::fs::read_dir(dir.join("bin")) {
            let mut bins: Vec<PathBuf> = bins.map(|e| e.expect("an entry").path()).collect();
            bins.sort();
            roots.extend(
                bins.into_iter()
                    .filter(|p| p.extension().is_some_and(|e| e == "rs")),
            );
        }
    }
    roots
}

fn describe(found: &[Vec<PathBuf>], base: &Path) -> String {
    found
        .iter()
        .map(|circle| {
            circle
                .iter()
                .map(|p| p.strip_prefix(base).unwrap_or(p).display().to_string())
                .collect::<Vec<_>>()
                .join(" , ")
        })
        .collect::<Vec<_>>()
        .join("\n  ")
}

#[test]
fn no_file_of_the_app_or_of_any_crate_is_in_an_import_circle() {
    let roots = workspace_roots();
    assert!(
        roots.len() >= 9,
        "the app and every crate are read: {roots:?}"
    );
    let base = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut report = Vec::new();
    for root in &roots {
        let krate = Crate::read(root);
        let found = circles(&krate.imports());
        if !found.is_empty() {
            report.push(format!(
                "{}:\n  {}",
                root.strip_prefix(&base).unwrap_or(root).display(),
                describe(&found, &base)
            ));
        }
    }
    assert!(
        report.is_empty(),
        "files that import each other (directly or around a loop):\n{}",
        report.join("\n")
    );
}

/// The app's files outside the views (storage, the AI's worker, the language, the update
/// check) never import a view: only `app.rs`, the root component, and `lib.rs` reach
/// into `ui/`.
#[test]
fn the_apps_models_never_import_a_view() {
    let base = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let src = base.join("src");
    let graph = Crate::read(&src.join("lib.rs")).imports();
    let ui = src.join("ui");
    let mut wrong = Vec::new();
    for (file, uses) in &graph {
        let view =
            file.starts_with(&ui) || *file == src.join("app.rs") || *file == src.join("lib.rs");
        if !view {
            for used in uses.iter().filter(|u| u.starts_with(&ui)) {
                wrong.push(format!("{} uses {}", file.display(), used.display()));
            }
        }
    }
    assert!(graph.len() > 20, "the app's files are read");
    assert!(
        wrong.is_empty(),
        "models that import a view:\n{}",
        wrong.join("\n")
    );
}

/// The plain crates stay plain: no browser crate among the dependencies of the rules, the
/// AI, the links, the translations and the game at the table.
#[test]
fn the_plain_crates_depend_on_no_browser_crate() {
    let base = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for name in ["engine", "ai", "links", "i18n", "session"] {
        let manifest = std::fs::read_to_string(base.join("crates").join(name).join("Cargo.toml"))
            .expect("the crate's manifest");
        for browser in ["leptos", "web-sys", "wasm-bindgen", "gloo", "js-sys"] {
            let named = manifest
                .lines()
                .any(|l| l.trim_start().starts_with(browser));
            assert!(!named, "crates/{name} depends on {browser}");
        }
    }
}

// ---- The detector itself, on small fake trees ----

/// Writes `files` (path, text) under a fresh folder and returns the import graph of the
/// crate rooted at its `lib.rs`, with paths relative to the folder.
fn fake(name: &str, files: &[(&str, &str)]) -> (BTreeMap<PathBuf, BTreeSet<PathBuf>>, PathBuf) {
    let dir = std::env::temp_dir().join(format!("import-circles-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (path, text) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let graph = Crate::read(&dir.join("lib.rs")).imports();
    (graph, dir)
}

fn names(found: &[Vec<PathBuf>], dir: &Path) -> Vec<Vec<String>> {
    found
        .iter()
        .map(|c| {
            c.iter()
                .map(|p| p.strip_prefix(dir).unwrap().display().to_string())
                .collect()
        })
        .collect()
}

#[test]
fn a_loop_through_three_files_is_found_and_a_tree_is_not() {
    let files = [
        ("lib.rs", "pub mod model;\npub mod view;\npub mod words;\n"),
        // model -> words (a `use crate::` group), words -> view (a path in the code),
        // view -> model (through `super::`, from a folder).
        (
            "model.rs",
            "use crate::{words::{self, say}, other as _};\npub struct Game;\n",
        ),
        (
            "words.rs",
            "pub fn say() -> String { crate::view::draw() }\n",
        ),
        (
            "view/mod.rs",
            "mod part;\npub fn draw() -> String { part::PART.into() }\n",
        ),
        (
            "view/part.rs",
            "use super::super::model::Game;\npub const PART: &str = \"x\";\n",
        ),
    ];
    let (graph, dir) = fake("loop", &files);
    let found = circles(&graph);
    assert_eq!(
        names(&found, &dir),
        [["model.rs", "view/mod.rs", "view/part.rs", "words.rs"]]
    );

    // The same files with the view no longer reaching the model: no circle.
    let mut fixed = files;
    fixed[4] = ("view/part.rs", "pub const PART: &str = \"x\";\n");
    let (graph, _) = fake("tree", &fixed);
    assert_eq!(circles(&graph), Vec::<Vec<PathBuf>>::new());
}

#[test]
fn a_re_export_from_the_root_and_a_two_file_circle_are_found() {
    let files = [
        // lib.rs uses session (the re-export), session uses lib.rs (`crate::Log`).
        (
            "lib.rs",
            "mod session;\nmod log;\npub use session::Session;\npub use log::Log;\n",
        ),
        ("session.rs", "pub struct Session(crate::Log);\n"),
        ("log.rs", "pub struct Log;\n"),
    ];
    let (graph, dir) = fake("reexport", &files);
    assert_eq!(names(&circles(&graph), &dir), [["lib.rs", "session.rs"]]);
}

#[test]
fn inline_modules_comments_and_strings_make_no_imports() {
    let files = [
        ("lib.rs", "pub mod a;\npub mod b;\n"),
        // A test module inside `a` uses its parent: the same file. The comment, the
        // string and the raw string name `b`, which is not an import.
        (
            "a.rs",
            "use crate::b::B;\n// crate::b::x\n/* crate::b /* nested */ crate::b */\n\
             const S: &str = \"crate::b\"; const R: &str = r#\"crate::b\"#;\n\
             fn f<'a>(x: &'a str) -> char { 'b' }\n\
             #[cfg(test)]\nmod tests {\n    use super::*;\n    fn g() { let _ = super::S; }\n}\n",
        ),
        // `b` names `a` only in a comment and a string, and a child path inside its own
        // inline module.
        (
            "b.rs",
            "pub struct B;\n// use crate::a;\nconst T: &str = \"super::a\";\n\
             mod inner { pub fn h() -> u8 { self::deep::X } mod deep { pub const X: u8 = 1; } }\n",
        ),
    ];
    let (graph, dir) = fake("inline", &files);
    assert!(circles(&graph).is_empty());
    let a_uses: Vec<String> = graph[&dir.join("a.rs")]
        .iter()
        .map(|p| p.strip_prefix(&dir).unwrap().display().to_string())
        .collect();
    assert_eq!(a_uses, ["b.rs"]);
    assert!(graph[&dir.join("b.rs")].is_empty());

    // One real path to `a` from `b`'s inline module closes the circle.
    let mut closed = files;
    closed[2] = (
        "b.rs",
        "pub struct B;\nmod inner { fn h() { super::super::a::f(\"\"); } }\n",
    );
    let (graph, dir) = fake("inline-closed", &closed);
    assert_eq!(names(&circles(&graph), &dir), [["a.rs", "b.rs"]]);
}
