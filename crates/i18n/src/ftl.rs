//! A small reader and formatter for the part of Fluent (https://projectfluent.org) that the
//! game's files use: messages of one line, placeables `{ $name }` and `{ "text" }`, and
//! selections `{ $count -> [one] … *[other] … }` (keys: a CLDR plural category, a name, or
//! a whole number) whose closing brace may be followed by more text.
//!
//! Why not `fluent-bundle` itself: in the browser it came with a general parser, the plural
//! rules of some 200 languages, language-tag parsing and float parsing: about 80 KB of the
//! page's wasm (30 KB gzipped), for five languages and the few constructs above. The output
//! is the same as `fluent-bundle`'s (without bidi isolation marks): `tests/fluent.rs`
//! formats every message of every language both ways, with many arguments, and compares.
//!
//! Anything else Fluent has (terms, attributes, functions, message references, patterns on
//! several lines) is refused with the line it is on, so a translator who uses it learns at
//! once (`cargo test -p i18n`) rather than seeing a wrong text.

use std::collections::HashMap;

/// A message's text: pieces written one after another.
pub(crate) type Pattern = Vec<Element>;

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Element {
    Text(Box<str>),
    Variable(Box<str>),
    Select {
        on: Box<str>,
        variants: Vec<(Key, Pattern)>,
        /// The index of the variant marked `*`.
        default: usize,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Key {
    /// A plural category (`one`, `few`…) or any other name, matched against text values.
    Name(Box<str>),
    Number(i64),
}

/// A value for a placeable, as the formatter reads it.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Value<'a> {
    Text(&'a str),
    Number(i64),
}

/// The messages of one or more files, by id.
pub(crate) type Messages = HashMap<Box<str>, Pattern>;

/// Reads a file into `into`; the error is the first problem, with its line (from 1).
pub(crate) fn parse(source: &str, into: &mut Messages) -> Result<(), (usize, String)> {
    let mut lines = Lines {
        all: source.lines().collect(),
        next: 0,
    };
    while let Some((number, line)) = lines.take() {
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let fail = |message: &str| Err((number, message.to_string()));
        if line.starts_with([' ', '\t']) {
            return fail("an indented line outside a selection (write each message on one line)");
        }
        if line.starts_with('-') {
            return fail("terms (-name) are not supported");
        }
        let Some((id, rest)) = line.split_once('=') else {
            return fail("expected `id = text`");
        };
        let id = id.trim_end();
        if !is_identifier(id) {
            return fail("a message id is a letter followed by letters, digits, - or _");
        }
        let pattern = parse_pattern(rest.trim_start_matches(' '), number, &mut lines)?;
        if pattern.is_empty() {
            return fail("a message without text");
        }
        if into.insert(id.into(), pattern).is_some() {
            return Err((number, format!("{id} is defined twice")));
        }
    }
    Ok(())
}

/// The file's lines, taken one at a time (a selection takes the lines of its variants).
struct Lines<'a> {
    all: Vec<&'a str>,
    next: usize,
}

impl<'a> Lines<'a> {
    /// The next line and its number (from 1).
    fn take(&mut self) -> Option<(usize, &'a str)> {
        let line = self.all.get(self.next)?;
        self.next += 1;
        Some((self.next, line))
    }
}

fn is_identifier(id: &str) -> bool {
    let mut chars = id.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// The pattern that starts with `text` (on line `number`), and continues on the lines a
/// selection in it takes.
fn parse_pattern<'a>(
    mut text: &'a str,
    mut number: usize,
    lines: &mut Lines<'a>,
) -> Result<Pattern, (usize, String)> {
    let mut out = Pattern::new();
    loop {
        let plain = text.find(['{', '}']).unwrap_or(text.len());
        let (before, after) = text.split_at(plain);
        if after.is_empty() {
            // The pattern ends with its line; trailing blanks are not part of it.
            push_text(&mut out, before.trim_end_matches(' '));
            return Ok(out);
        }
        push_text(&mut out, before);
        if after.starts_with('}') {
            return Err((number, "a } with no { before it".into()));
        }
        let inside = after[1..].trim_start_matches(' ');
        if let Some(literal) = inside.strip_prefix('"') {
            let (value, rest) = string_literal(literal).ok_or((number, "a broken \"…\"".into()))?;
            push_text(&mut out, &value);
            text = close(rest).ok_or((number, "expected } after the \"…\"".to_string()))?;
            continue;
        }
        let Some(variable) = inside.strip_prefix('$') else {
            return Err((
                number,
                "only { $name }, { \"text\" } and { $name -> … } are supported".into(),
            ));
        };
        let end = variable
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .unwrap_or(variable.len());
        let (name, rest) = variable.split_at(end);
        if !is_identifier(name) {
            return Err((number, "expected a variable's name after $".into()));
        }
        let rest = rest.trim_start_matches(' ');
        if let Some(rest) = close(rest) {
            out.push(Element::Variable(name.into()));
            text = rest;
            continue;
        }
        let Some(rest) = rest.strip_prefix("->") else {
            return Err((number, format!("expected }} or -> after ${name}")));
        };
        if !rest.trim().is_empty() {
            return Err((
                number,
                "the variants of a selection start on the next line".into(),
            ));
        }
        let (select, after_select, last) = parse_variants(name, number, lines)?;
        out.push(select);
        text = after_select;
        number = last;
    }
}

fn push_text(out: &mut Pattern, text: &str) {
    if text.is_empty() {
        return;
    }
    if let Some(Element::Text(previous)) = out.last_mut() {
        *previous = format!("{previous}{text}").into();
    } else {
        out.push(Element::Text(text.into()));
    }
}

/// The text after the placeable's closing brace.
fn close(text: &str) -> Option<&str> {
    text.trim_start_matches(' ').strip_prefix('}')
}

/// A string literal's value (its escapes read) and the text after its closing quote.
fn string_literal(text: &str) -> Option<(String, &str)> {
    let mut value = String::new();
    let mut chars = text.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Some((value, &text[i + 1..])),
            '\\' => match chars.next()?.1 {
                '"' => value.push('"'),
                '\\' => value.push('\\'),
                u @ ('u' | 'U') => {
                    let digits = if u == 'u' { 4 } else { 6 };
                    let hex: String = (0..digits)
                        .filter_map(|_| chars.next())
                        .map(|(_, c)| c)
                        .collect();
                    let code = u32::from_str_radix(&hex, 16)
                        .ok()
                        .filter(|_| hex.len() == digits)?;
                    value.push(char::from_u32(code).unwrap_or('\u{fffd}'));
                }
                _ => return None,
            },
            c => value.push(c),
        }
    }
    None
}

/// The variants of a selection on `variable` (opened on line `opened`), one per line up to
/// the closing `}`: the selection, the text after its `}`, and that line's number.
fn parse_variants<'a>(
    variable: &str,
    opened: usize,
    lines: &mut Lines<'a>,
) -> Result<(Element, &'a str, usize), (usize, String)> {
    let mut variants = Vec::new();
    let mut default = None;
    loop {
        let Some((number, line)) = lines.take() else {
            return Err((opened, "a selection without its closing }".into()));
        };
        let line = line.trim_end_matches('\r').trim_start_matches([' ', '\t']);
        if line.is_empty() {
            continue;
        }
        if let Some(after) = line.strip_prefix('}') {
            let Some(default) = default else {
                return Err((
                    number,
                    "a selection needs one default variant, marked *".into(),
                ));
            };
            let select = Element::Select {
                on: variable.into(),
                variants,
                default,
            };
            return Ok((select, after, number));
        }
        let (is_default, line) = match line.strip_prefix('*') {
            Some(rest) => (true, rest),
            None => (false, line),
        };
        let Some((key, value)) = line.strip_prefix('[').and_then(|l| l.split_once(']')) else {
            return Err((number, "expected a variant ([key] text) or }".into()));
        };
        let key = key.trim_matches(' ');
        let key = if is_identifier(key) {
            Key::Name(key.into())
        } else {
            match key.parse::<i64>() {
                Ok(n) if !key.starts_with('+') => Key::Number(n),
                _ => {
                    return Err((number, "a variant's key is a name or a whole number".into()));
                }
            }
        };
        if is_default {
            if default.is_some() {
                return Err((number, "a selection has one default variant only".into()));
            }
            default = Some(variants.len());
        }
        let value = parse_pattern(value.trim_start_matches(' '), number, lines)?;
        if value.is_empty() {
            return Err((number, "a variant without text".into()));
        }
        variants.push((key, value));
    }
}

/// Writes `pattern` with `args` to `out`, as Fluent does: a missing variable is written as
/// `{$name}`, and a selection on it takes its default variant. `plural` gives a number's
/// CLDR plural category in the language (the caller's: this reader knows no language).
pub(crate) fn write(
    out: &mut String,
    pattern: &Pattern,
    plural: &dyn Fn(i64) -> &'static str,
    args: &[(&str, Value)],
) {
    let arg = |name: &str| args.iter().find(|(n, _)| *n == name).map(|(_, v)| *v);
    for element in pattern {
        match element {
            Element::Text(text) => out.push_str(text),
            Element::Variable(name) => match arg(name) {
                Some(Value::Text(text)) => out.push_str(text),
                Some(Value::Number(n)) => out.push_str(&n.to_string()),
                None => {
                    out.push_str("{$");
                    out.push_str(name);
                    out.push('}');
                }
            },
            Element::Select {
                on,
                variants,
                default,
            } => {
                let value = arg(on);
                let chosen = variants
                    .iter()
                    .find(|(key, _)| match (key, value) {
                        (Key::Name(key), Some(Value::Text(text))) => **key == *text,
                        (Key::Number(key), Some(Value::Number(n))) => *key == n,
                        (Key::Name(key), Some(Value::Number(n))) => **key == *plural(n),
                        _ => false,
                    })
                    .unwrap_or(&variants[*default]);
                write(out, &chosen.1, plural, args);
            }
        }
    }
}
