//! Names that travel between devices (the host's in an invite, a friend's in a reply and
//! a hello), checked like the table's seat names: at most 40 characters, not empty, and
//! nothing that changes how the text around them is drawn.

/// The longest name, in characters (the seats' limit, `session::seats::MAX_NAME_CHARS`).
pub const MAX_NAME_CHARS: usize = session::seats::MAX_NAME_CHARS;

/// Unicode's bidirectional controls: embedding, override and isolate marks and the
/// directional marks. A name holding one could reverse the text drawn after it (a friend's
/// name beside a score).
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// A name as typed, made fit to travel: bidi controls and other control characters
/// dropped, spaces around it trimmed. `None` when nothing is left or it is longer than
/// [`MAX_NAME_CHARS`].
pub fn clean_name(typed: &str) -> Option<String> {
    let kept: String = typed
        .chars()
        .filter(|&c| !is_bidi_control(c) && !c.is_control())
        .collect();
    let name = kept.trim();
    (!name.is_empty() && name.chars().count() <= MAX_NAME_CHARS).then(|| name.to_string())
}

/// Whether a name that arrived is one [`clean_name`] would send as it is.
pub fn is_clean(name: &str) -> bool {
    clean_name(name).as_deref() == Some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_cleaned_of_controls_and_spaces() {
        assert_eq!(clean_name("  Anna "), Some("Anna".into()));
        assert_eq!(clean_name("An\u{202E}na\u{200F}"), Some("Anna".into()));
        assert_eq!(
            clean_name("A\u{061C}\u{2066}\u{2069}\u{200E}\u{202A}b"),
            Some("Ab".into())
        );
        assert_eq!(clean_name("a\nb\u{7}"), Some("ab".into()));
        assert_eq!(clean_name(" \u{202B} "), None);
        assert_eq!(clean_name(""), None);
        let forty = "é".repeat(40);
        assert_eq!(clean_name(&forty), Some(forty.clone()));
        assert_eq!(clean_name(&format!("{forty}x")), None);
        // The neighbours of each control range are kept.
        for c in [
            '\u{2029}', '\u{202F}', '\u{2065}', '\u{206A}', '\u{200D}', '\u{2010}', '\u{061B}',
            '\u{061D}',
        ] {
            assert!(!is_bidi_control(c), "{c:?}");
        }
    }

    #[test]
    fn only_a_clean_name_is_clean() {
        assert!(is_clean("Anna"));
        assert!(!is_clean(" Anna"));
        assert!(!is_clean("An\u{202E}na"));
        assert!(!is_clean(""));
    }
}
