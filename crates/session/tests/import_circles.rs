//! No import circles: no two source files of the app (`src/`) or of any crate
//! (`crates/*/src/`) import each other, directly or around a loop. A file imports another
//! when it names something of the other's module: a `use` of `crate::…`, `super::…`,
//! `self::…` or of a child module, or such a path written in the code. (A `mod` line alone
//! is no import: it only says where a file sits.) Read at file granularity: an inline
//! module (`mod tests { … }`) belongs to its file.
//!
//! A circle is where a model reaches up into a view, or two parts can only be understood,
//! tested or moved together; the list says which files to untangle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One token of Rust source, as far as paths need: words, `::`, and single punctuation.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    Word(String),
    PathSep,
    Punct(char),
}

/// The source's tokens, without comments, strings and character literals.
fn tokens(source: &str) -> Vec<Token> {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            // Block comments nest in Rust.
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == '"' {
            i = skip_string(&chars, i + 1);
        } else if (c == 'r' || c == 'b')
            && raw_string_start(&chars, i).is_some()
            && !is_word_char(chars.get(i.wrapping_sub(1)).copied())
        {
            let (hashes, body) = raw_string_start(&chars, i).expect("checked above");
            i = skip_raw_string(&chars, body, hashes);
        } else if c == '\'' {
            // A character literal ('a', '\n', '\u{1F600}') or a lifetime ('a).
            if next == Some('\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
            }
        } else if c == ':' && next == Some(':') {
            out.push(Token::PathSep);
            i += 2;
        } else if is_word_char(Some(c)) {
            let start = i;
            while is_word_char(chars.get(i).copied()) {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            // `r#type` is the word `type`.
            out.push(Token::Word(word.trim_start_matches("r#").to_string()));
        } else {
            if !c.is_whitespace() {
                out.push(Token::Punct(c));
            }
            i += 1;
        }
    }
    out
}

fn is_word_char(c: Option<char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || c == '_')
}

/// Skips a string's body from just after its opening quote; returns the index after it.
fn skip_string(chars: &[char], mut i: usize) -> usize {
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    i
}

/// `r"`, `r#"`, `br##"`…: the number of hashes and where the body starts.
fn raw_string_start(chars: &[char], mut i: usize) -> Option<(usize, usize)> {
    if chars.get(i) == Some(&'b') {
        i += 1;
    }
    if chars.get(i) != Some(&'r') {
        return None;
    }
    i += 1;
    let mut hashes = 0;
    while chars.get(i) == Some(&'#') {
        hashes += 1;
        i += 1;
    }
    (chars.get(i) == Some(&'"')).then_some((hashes, i + 1))
}

fn skip_raw_string(chars: &[char], mut i: usize, hashes: usize) -> usize {
    while i < chars.len() {
        if chars[i] == '"' && (1..=hashes).all(|k| chars.get(i + k) == Some(&'#')) {
            return i + 1 + hashes;
        }
        i += 1;
    }
    i
}

/// A module of the crate: the file it is written in, and its child modules by name.
#[derive(Debug)]
struct Module {
    file: PathBuf,
    children: BTreeMap<String, usize>,
    parent: Option<usize>,
}

/// The paths a module's code names, read from its file (each relative to the module it
/// is written in, an inline one included).
struct Parsed {
    /// (module index, path as words from its first segment)
    paths: Vec<(usize, Vec<String>)>,
}

/// The module tree of one crate and every path its files name.
struct Crate {
    modules: Vec<Module>,
    parsed: Parsed,
}

impl Crate {
    /// Reads the crate whose root file is `root` (`lib.rs`, `main.rs`, `bin/x.rs`).
    fn read(root: &Path) -> Crate {
        let mut krate = Crate {
            modules: vec![Module {
                file: root.to_path_buf(),
                children: BTreeMap::new(),
                parent: None,
            }],
            parsed: Parsed { paths: Vec::new() },
        };
        // A root's (and a mod.rs's) child files sit beside it; `a/b.rs`'s in `a/b/`.
        let dir = root
            .parent()
            .expect("a root file is in a folder")
            .to_path_buf();
        krate.read_file(0, root, &dir);
        krate
    }

    fn read_file(&mut self, module: usize, file: &Path, children_dir: &Path) {
        let source = std::fs::read_to_string(file)
            .unwrap_or_else(|e| panic!("{} cannot be read: {e}", file.display()));
        let tokens = tokens(&source);
        // The inline modules open at this point, as (module, brace depth inside it).
        let mut stack: Vec<(usize, usize)> = vec![(module, 0)];
        let mut depth = 0usize;
        let mut i = 0;
        while i < tokens.len() {
            let here = stack.last().expect("the file's module stays").0;
            match &tokens[i] {
                Token::Punct('{') => depth += 1,
                Token::Punct('}') => {
                    if stack.len() > 1 && stack.last().is_some_and(|&(_, d)| d == depth) {
                        stack.pop();
                    }
                    depth = depth.saturating_sub(1);
                }
                Token::Word(w) if w == "mod" => {
                    if let (Some(Token::Word(name)), Some(after)) =
                        (tokens.get(i + 1), tokens.get(i + 2))
                    {
                        let name = name.clone();
                        let child = self.modules.len();
                        let child_file = match after {
                            Token::Punct(';') => {
                                Some(child_file(children_dir, here, &name, &stack))
                            }
                            _ => None,
                        };
                        self.modules.push(Module {
                            file: child_file
                                .clone()
                                .unwrap_or_else(|| self.modules[here].file.clone()),
                            children: BTreeMap::new(),
                            parent: Some(here),
                        });
                        self.modules[here].children.insert(name.clone(), child);
                        match (after, child_file) {
                            (Token::Punct(';'), Some(path)) => {
                                let dir = if path.file_name().is_some_and(|f| f == "mod.rs") {
                                    path.parent().expect("in a folder").to_path_buf()
                                } else {
                                    path.with_extension("")
                                };
                                self.read_file(child, &path, &dir);
                                i += 3;
                                continue;
                            }
                            (Token::Punct('{'), _) => {
                                depth += 1;
                                stack.push((child, depth));
                                i += 3;
                                continue;
                            }
                            _ => {}
                        }
                    }
                }
                Token::Word(w) if w == "use" => {
                    let (trees, end) = use_paths(&tokens, i + 1);
                    for path in trees {
                        self.parsed.paths.push((here, path));
                    }
                    i = end;
                    continue;
                }
                // A path written in the code (not after `::`: that is the middle of
                // another path, already read).
                Token::Word(w)
                    if (matches!(w.as_str(), "crate" | "super" | "self")
                        || tokens.get(i + 1) == Some(&Token::PathSep))
                        && (i == 0 || tokens[i - 1] != Token::PathSep) =>
                {
                    let mut path = vec![w.clone()];
                    let mut j = i + 1;
                    while tokens.get(j) == Some(&Token::PathSep) {
                        match tokens.get(j + 1) {
                            Some(Token::Word(next)) => path.push(next.clone()),
                            _ => break,
                        }
                        j += 2;
                    }
                    if path.len() > 1 {
                        self.parsed.paths.push((here, path));
                    }
                    i = j;
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
    }

    /// The file a path names: the deepest module along it (an item's module, or the
    /// module itself), `None` for a path outside the crate.
    fn target(&self, from: usize, path: &[String]) -> Option<usize> {
        let mut module = from;
        let mut rest = path;
        match path.first()?.as_str() {
            "crate" => {
                module = 0;
                rest = &path[1..];
            }
            "self" => rest = &path[1..],
            "super" => {
                while rest.first().is_some_and(|s| s == "super") {
                    module = self.modules[module].parent?;
                    rest = &rest[1..];
                }
                if rest.first().is_some_and(|s| s == "self") {
                    rest = &rest[1..];
                }
            }
            first => {
                // Relative: a child module of this one, else another crate or a local name.
                self.modules[from].children.get(first)?;
            }
        }
        for segment in rest {
            match self.modules[module].children.get(segment) {
                Some(&child) => module = child,
                None => break,
            }
        }
        Some(module)
    }

    /// Every file this crate's files import, by file.
    fn imports(&self) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
        let mut graph: BTreeMap<PathBuf, BTreeSet<PathBuf>> = BTreeMap::new();
        for module in &self.modules {
            graph.entry(module.file.clone()).or_default();
        }
        for (from, path) in &self.parsed.paths {
            if let Some(to) = self.target(*from, path) {
                let (a, b) = (&self.modules[*from].file, &self.modules[to].file);
                if a != b {
                    graph.entry(a.clone()).or_default().insert(b.clone());
                }
            }
        }
        graph
    }
}

/// Where `mod name;` in module `here` is written: `dir/name.rs` or `dir/name/mod.rs`
/// (inside inline modules, in their folders).
fn child_file(dir: &Path, _here: usize, name: &str, stack: &[(usize, usize)]) -> PathBuf {
    assert!(
        stack.len() == 1,
        "a `mod {name};` inside an inline module: not read by this test"
    );
    let flat = dir.join(format!("{name}.rs"));
    if flat.exists() {
        flat
    } else {
        dir.join(name).join("mod.rs")
    }
}

/// The paths of a `use` tree starting at `tokens[i]`, expanded (`a::{b, c::d}` gives
/// `a::b` and `a::c::d`), and the index after its `;`.
fn use_paths(tokens: &[Token], i: usize) -> (Vec<Vec<String>>, usize) {
    let mut out = Vec::new();
    let end = use_tree(tokens, i, Vec::new(), &mut out);
    let mut end = end;
    while end < tokens.len() && tokens[end] != Token::Punct(';') {
        end += 1;
    }
    (out, end + 1)
}

/// Reads one use tree at `i` under `prefix`; returns the index after it.
fn use_tree(
    tokens: &[Token],
    mut i: usize,
    mut prefix: Vec<String>,
    out: &mut Vec<Vec<String>>,
) -> usize {
    if tokens.get(i) == Some(&Token::PathSep) {
        // `use ::std::…`: another crate.
        i += 1;
        prefix.push("::".into());
    }
    loop {
        match tokens.get(i) {
            Some(Token::Word(w)) if w != "as" => {
                prefix.push(w.clone());
                i += 1;
                if tokens.get(i) == Some(&Token::PathSep) {
                    i += 1;
                    continue;
                }
                if tokens.get(i) == Some(&Token::Word("as".into())) {
                    i += 2;
                }
                out.push(prefix);
                return i;
            }
            Some(Token::Punct('*')) => {
                out.push(prefix);
                return i + 1;
            }
            Some(Token::Punct('{')) => {
                i += 1;
                loop {
                    match tokens.get(i) {
                        Some(Token::Punct('}')) => return i + 1,
                        Some(Token::Punct(',')) => i += 1,
                        None => return i,
                        Some(_) => i = use_tree(tokens, i, prefix.clone(), out),
                    }
                }
            }
            _ => {
                if !prefix.is_empty() {
                    out.push(prefix);
                }
                return i;
            }
        }
    }
}

/// The circles of an import graph: each strongly connected set of two or more files
/// (Tarjan's algorithm), files sorted, circles sorted.
fn circles(graph: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Vec<Vec<PathBuf>> {
    struct State<'a> {
        graph: &'a BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        index: BTreeMap<&'a PathBuf, usize>,
        low: BTreeMap<&'a PathBuf, usize>,
        stack: Vec<&'a PathBuf>,
        on_stack: BTreeSet<&'a PathBuf>,
        found: Vec<Vec<PathBuf>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a PathBuf) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on_stack.insert(v);
        let graph = s.graph;
        for w in graph.get(v).into_iter().flatten() {
            let w = graph.get_key_value(w).map_or(w, |(k, _)| k);
            if !s.index.contains_key(w) {
                visit(s, w);
                let low = s.low[v].min(s.low[w]);
                s.low.insert(v, low);
            } else if s.on_stack.contains(w) {
                let low = s.low[v].min(s.index[w]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            loop {
                let w = s.stack.pop().expect("v is on the stack");
                s.on_stack.remove(w);
                component.push(w.clone());
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                s.found.push(component);
            }
        }
    }
    let mut state = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for v in graph.keys() {
        if !state.index.contains_key(v) {
            visit(&mut state, v);
        }
    }
    state.found.sort();
    state.found
}

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
