//! The checks that keep every language complete: the same messages as English, each with
//! the same placeables, references that resolve, and plural selections that give every
//! CLDR form the language needs for whole numbers. The tests run them over every file in
//! `locales/`; a new English text therefore cannot ship untranslated.

use crate::{Lang, Part};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

/// What one message (or term) needs: the variables it uses, the messages and terms it
/// refers to, and the plural selections it makes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shape {
    pub variables: BTreeSet<String>,
    pub references: BTreeSet<String>,
    /// For each plural selection: the categories it names (the default marked by `*`).
    pub plural_keys: Vec<BTreeSet<String>>,
}

/// The messages (ids, with `.attribute` appended for attributes) and terms (`-id`) of a
/// file, each with its shape.
pub type Inventory = BTreeMap<String, Shape>;

const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// The CLDR plural categories whole numbers fall into, per language: a selection on a
/// count must give each of them a form (as a key or as the default).
pub fn integer_categories(lang: Lang) -> &'static [&'static str] {
    match lang {
        // one: 1; other: 0, 2, 3, …
        Lang::En | Lang::Hu => &["one", "other"],
        // Italian: one: 1; many: 1 000 000 and other multiples of a million; other: the rest.
        Lang::It => &["one", "other"],
        // one: 1; few: 2–4, 22–24, …; many: 0, 5–21, 25–31, …
        Lang::Pl => &["one", "few", "many"],
        // one: 1, 21, 31, …; few: 2–4, 22–24, …; many: 0, 5–20, 25–30, …
        Lang::Ru => &["one", "few", "many"],
    }
}

/// Reads a file's messages; a syntax error is reported with its line.
pub fn inventory(source: &str) -> Result<Inventory, String> {
    let resource = fluent_syntax::parser::parse(source).map_err(|(_, errors)| {
        errors
            .iter()
            .map(|e| {
                let line = source[..e.pos.start.min(source.len())].lines().count();
                format!("line {line}: {:?}", e.kind)
            })
            .collect::<Vec<_>>()
            .join("; ")
    })?;
    let mut out = Inventory::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(m) => {
                if let Some(value) = &m.value {
                    out.insert(m.id.name.to_string(), shape(value));
                }
                for attr in &m.attributes {
                    out.insert(
                        format!("{}.{}", m.id.name, attr.id.name),
                        shape(&attr.value),
                    );
                }
            }
            ast::Entry::Term(t) => {
                out.insert(format!("-{}", t.id.name), shape(&t.value));
                for attr in &t.attributes {
                    out.insert(
                        format!("-{}.{}", t.id.name, attr.id.name),
                        shape(&attr.value),
                    );
                }
            }
            _ => {}
        }
    }
    Ok(out)
}

fn shape(pattern: &ast::Pattern<&str>) -> Shape {
    let mut s = Shape::default();
    walk_pattern(pattern, &mut s);
    s
}

fn walk_pattern(pattern: &ast::Pattern<&str>, s: &mut Shape) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, s);
        }
    }
}

fn walk_expression(expression: &ast::Expression<&str>, s: &mut Shape) {
    match expression {
        ast::Expression::Inline(inline) => walk_inline(inline, s),
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, s);
            let keys: BTreeSet<String> = variants
                .iter()
                .filter_map(|v| match &v.key {
                    ast::VariantKey::Identifier { name } => Some(if v.default {
                        format!("*{name}")
                    } else {
                        name.to_string()
                    }),
                    ast::VariantKey::NumberLiteral { .. } => None,
                })
                .collect();
            if keys
                .iter()
                .any(|k| CATEGORIES.contains(&k.trim_start_matches('*')))
            {
                s.plural_keys.push(keys);
            }
            for v in variants {
                walk_pattern(&v.value, s);
            }
        }
    }
}

fn walk_inline(inline: &ast::InlineExpression<&str>, s: &mut Shape) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            s.variables.insert(id.name.to_string());
        }
        ast::InlineExpression::MessageReference { id, attribute } => {
            s.references.insert(match attribute {
                Some(a) => format!("{}.{}", id.name, a.name),
                None => id.name.to_string(),
            });
        }
        ast::InlineExpression::TermReference {
            id,
            attribute,
            arguments,
        } => {
            s.references.insert(match attribute {
                Some(a) => format!("-{}.{}", id.name, a.name),
                None => format!("-{}", id.name),
            });
            if let Some(args) = arguments {
                walk_arguments(args, s);
            }
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => walk_arguments(arguments, s),
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, s),
        ast::InlineExpression::StringLiteral { .. }
        | ast::InlineExpression::NumberLiteral { .. } => {}
    }
}

fn walk_arguments(args: &ast::CallArguments<&str>, s: &mut Shape) {
    for a in &args.positional {
        walk_inline(a, s);
    }
    for a in &args.named {
        walk_inline(&a.value, s);
    }
}

/// Everything wrong with a language's texts (all its parts, one after another), measured
/// against English: one line per problem, each naming the file the message belongs in;
/// empty when the language is complete.
pub fn problems(lang: Lang, source: &str, english: &Inventory) -> Vec<String> {
    let mut out = Vec::new();
    let own = match inventory(source) {
        Ok(own) => own,
        Err(e) => return vec![format!("locales/{}/: does not parse: {e}", lang.code())],
    };
    // The file a message belongs in (terms, `-id`, stay with the first part).
    let path = |id: &str| lang.part_path(Part::of(id));
    for (id, en) in english.iter().filter(|(id, _)| !id.starts_with('-')) {
        let path = path(id);
        match own.get(id) {
            None => out.push(format!("{path}: missing message {id}")),
            Some(shape) => {
                for v in en.variables.difference(&shape.variables) {
                    out.push(format!("{path}: {id} omits the placeable {{ ${v} }}"));
                }
                for v in shape.variables.difference(&en.variables) {
                    out.push(format!(
                        "{path}: {id} uses {{ ${v} }}, which English does not"
                    ));
                }
            }
        }
    }
    for id in own.keys().filter(|id| !id.starts_with('-')) {
        if !english.contains_key(id) {
            out.push(format!("{}: message {id} is not in English", path(id)));
        }
    }
    let needed = integer_categories(lang);
    for (id, shape) in &own {
        let path = path(id);
        for r in &shape.references {
            if !own.contains_key(r) {
                out.push(format!("{path}: {id} refers to {r}, which this file lacks"));
            }
        }
        for keys in &shape.plural_keys {
            let named: BTreeSet<&str> = keys.iter().map(|k| k.trim_start_matches('*')).collect();
            for category in needed {
                if !named.contains(category) {
                    out.push(format!(
                        "{path}: {id} has no [{category}] form (the numbers {} need one)",
                        examples(lang, category)
                    ));
                }
            }
            for category in &named {
                if !CATEGORIES.contains(category) {
                    continue;
                }
                if !needed.contains(category) && *category != "other" && *category != "many" {
                    out.push(format!(
                        "{path}: {id} has a [{category}] form, which {} never uses for whole numbers",
                        lang.code()
                    ));
                }
            }
        }
    }
    out
}

fn examples(lang: Lang, category: &str) -> &'static str {
    match (lang, category) {
        (_, "one") if lang == Lang::Ru => "1, 21, 31",
        (_, "one") => "1",
        (_, "few") => "2–4, 22–24",
        (Lang::Ru, "many") => "0, 5–20, 25–30",
        (_, "many") => "0, 5–21, 25–31",
        _ => "0, 2, 3",
    }
}
