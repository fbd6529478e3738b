//! Just enough of a Rust lexer to read paths: words, `::` and single punctuation, with
//! comments, strings and character literals skipped.

/// One token of Rust source, as far as paths need: words, `::`, and single punctuation.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Token {
    Word(String),
    PathSep,
    Punct(char),
}

/// The source's tokens, without comments, strings and character literals.
pub(crate) fn tokens(source: &str) -> Vec<Token> {
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
