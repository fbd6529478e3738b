//! A crate's module tree read from its files, the paths each file names, the import
//! graph between files, and the circles in it.

use crate::lexer::{tokens, Token};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

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
pub(crate) struct Crate {
    modules: Vec<Module>,
    parsed: Parsed,
}

impl Crate {
    /// Reads the crate whose root file is `root` (`lib.rs`, `main.rs`, `bin/x.rs`).
    pub(crate) fn read(root: &Path) -> Crate {
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
    pub(crate) fn imports(&self) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
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
pub(crate) fn circles(graph: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Vec<Vec<PathBuf>> {
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
