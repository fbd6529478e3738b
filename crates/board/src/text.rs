//! How wide a name will be drawn, estimated without a font.
//!
//! The map's names are set in the app's title font (`"Palatino Linotype", Palatino,
//! "Book Antiqua", Georgia, serif`) at weight 600. Which font a player really gets depends on
//! the device: Palatino on Windows and Apple systems, Noto Serif on Android, DejaVu Serif or
//! Liberation Serif on Linux (and in our headless Chromium). The advance widths below are
//! measured in Chromium, per letter, for DejaVu Serif, Noto Serif, P052 (a Palatino clone)
//! and Liberation Serif at weights 600 and 700, taking the widest: in practice DejaVu Serif
//! Bold's, the widest of them all. Palatino sets a name about 15 % narrower, Noto Serif
//! SemiBold about 8 % narrower, so the estimate is generous everywhere.
//!
//! Cyrillic capitals and lower case are wider than Latin in these fonts (a lower-case
//! Cyrillic letter is drawn like a small capital), and so is their table. Accented Latin
//! letters are as wide as their base letter; other characters get a wide default.

/// Advance widths (thousandths of an em) of `A`–`Z`.
const LATIN_UPPER: [u16; 26] = [
    778, 845, 796, 867, 762, 710, 854, 945, 468, 500, 869, 703, 1107, 914, 871, 752, 871, 831, 722,
    744, 872, 778, 1123, 776, 722, 730,
];
/// `a`–`z`.
const LATIN_LOWER: [u16; 26] = [
    648, 699, 609, 699, 636, 430, 699, 727, 380, 362, 693, 380, 1058, 727, 667, 699, 699, 527, 563,
    462, 727, 606, 861, 646, 581, 568,
];
/// `А`–`Я` (U+0410–U+042F).
const CYRILLIC_UPPER: [u16; 32] = [
    814, 854, 845, 690, 889, 762, 1312, 721, 945, 945, 910, 884, 1107, 945, 871, 944, 752, 796,
    744, 812, 949, 776, 966, 913, 1268, 1293, 957, 1202, 825, 795, 1287, 882,
];
/// `а`–`я` (U+0430–U+044F).
const CYRILLIC_LOWER: [u16; 32] = [
    648, 667, 695, 613, 667, 636, 1010, 638, 742, 742, 722, 705, 869, 732, 667, 732, 699, 609, 620,
    640, 902, 646, 739, 732, 1075, 1082, 767, 1002, 679, 609, 1025, 739,
];

/// Accented Latin letters of the game's languages (and their neighbours), with the letter
/// each is as wide as.
const ACCENTED: [(&str, char); 20] = [
    ("ÀÁÂÃÄÅĀĂĄ", 'A'),
    ("àáâãäåāăą", 'a'),
    ("ÇĆĈĊČ", 'C'),
    ("çćĉċč", 'c'),
    ("ÈÉÊËĒĔĖĘĚ", 'E'),
    ("èéêëēĕėęě", 'e'),
    ("ÌÍÎÏĪĬĮİ", 'I'),
    ("ìíîïīĭįıłĺľ", 'l'),
    ("ŁĹĽ", 'L'),
    ("ÑŃŅŇ", 'N'),
    ("ñńņň", 'n'),
    ("ÒÓÔÕÖØŌŎŐ", 'O'),
    ("òóôõöøōŏő", 'o'),
    ("ŚŠŞŜ", 'S'),
    ("śšşŝ", 's'),
    ("ÙÚÛÜŨŪŬŮŰŲ", 'U'),
    ("ùúûüũūŭůűų", 'u'),
    ("ŹŻŽ", 'Z'),
    ("źżž", 'z'),
    ("ÝŸ", 'Y'),
];

/// Estimated advance width of one character, in em.
fn advance(c: char) -> f32 {
    let thousandths = match c {
        'A'..='Z' => LATIN_UPPER[c as usize - 'A' as usize],
        'a'..='z' => LATIN_LOWER[c as usize - 'a' as usize],
        'А'..='Я' => CYRILLIC_UPPER[c as usize - 'А' as usize],
        'а'..='я' => CYRILLIC_LOWER[c as usize - 'а' as usize],
        'Ё' => CYRILLIC_UPPER[5],
        'ё' => CYRILLIC_LOWER[5],
        ' ' => 350,
        '\'' | '’' | '.' | ',' => 350,
        '-' | '‐' => 420,
        _ => {
            if let Some(&(_, base)) = ACCENTED.iter().find(|(set, _)| set.contains(c)) {
                return advance(base);
            }
            // Anything else (digits, other scripts): as wide as the widest capitals.
            if c.is_lowercase() {
                800
            } else {
                1100
            }
        }
    };
    thousandths as f32 / 1000.0
}

/// Estimated width (SVG units) of `text` drawn at `font_size` in the map's font at weight
/// 600: the sum of generous per-letter widths (see the module docs) plus 3 % for hinting
/// and letter-spacing slack. Wider than the text really is in every font we measured.
pub fn text_width(text: &str, font_size: f32) -> f32 {
    text.chars().map(advance).sum::<f32>() * font_size * 1.03
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Widths (px) of every name of the five languages at 100 px, weight 600, measured in
    /// Chromium: DejaVu Serif (Bold), Noto Serif (SemiBold), P052 (a Palatino clone).
    const MEASURED: [(&str, u16, u16, u16); 56] = [
        ("Torino", 360, 339, 304),
        ("Milano", 391, 354, 333),
        ("Venezia", 428, 393, 364),
        ("Genova", 411, 382, 352),
        ("Mantova", 484, 444, 402),
        ("Parma", 361, 334, 289),
        ("Modena", 448, 405, 378),
        ("Ferrara", 417, 388, 322),
        ("Bologna", 463, 408, 377),
        ("Lucca", 330, 297, 258),
        ("Firenze", 418, 383, 340),
        ("Siena", 311, 278, 254),
        ("Urbino", 387, 355, 325),
        ("Ancona", 415, 383, 349),
        ("Spoleto", 423, 378, 350),
        ("Roma", 320, 290, 265),
        ("Napoli", 369, 335, 314),
        ("Turin", 301, 286, 254),
        ("Milan", 324, 292, 278),
        ("Venice", 367, 333, 307),
        ("Genoa", 353, 322, 299),
        ("Mantua", 432, 389, 358),
        ("Florence", 489, 444, 391),
        ("Rome", 319, 288, 265),
        ("Naples", 384, 344, 319),
        ("Turyn", 321, 309, 279),
        ("Mediolan", 524, 476, 444),
        ("Wenecja", 466, 429, 384),
        ("Genua", 359, 327, 305),
        ("Bolonia", 431, 387, 356),
        ("Lukka", 346, 319, 294),
        ("Florencja", 527, 482, 426),
        ("Ankona", 424, 392, 365),
        ("Rzym", 304, 280, 268),
        ("Neapol", 394, 357, 330),
        ("Турин", 356, 326, 285),
        ("Милан", 393, 359, 313),
        ("Венеция", 507, 450, 380),
        ("Генуя", 344, 302, 256),
        ("Мантуя", 448, 400, 351),
        ("Парма", 381, 352, 297),
        ("Модена", 446, 405, 352),
        ("Феррара", 498, 455, 394),
        ("Болонья", 504, 444, 378),
        ("Лукка", 362, 317, 291),
        ("Флоренция", 661, 598, 526),
        ("Сиена", 355, 322, 277),
        ("Урбино", 432, 395, 335),
        ("Анкона", 432, 397, 342),
        ("Сполето", 482, 436, 381),
        ("Рим", 236, 219, 185),
        ("Неаполь", 501, 454, 383),
        ("Milánó", 391, 354, 333),
        ("Velence", 431, 390, 356),
        ("Róma", 320, 290, 265),
        ("Nápoly", 389, 358, 334),
    ];

    #[test]
    fn the_estimate_covers_every_measured_name_and_not_by_much() {
        for (name, dejavu, noto, palatino) in MEASURED {
            let estimate = text_width(name, 100.0);
            let widest = dejavu.max(noto).max(palatino) as f32;
            assert!(estimate >= widest, "{name}: {estimate} < {widest}");
            assert!(
                estimate <= widest * 1.1,
                "{name}: {estimate} is too generous"
            );
        }
    }

    #[test]
    fn widths_grow_with_script_case_and_size() {
        assert!(text_width("Roma", 16.0) < text_width("ROMA", 16.0));
        assert!(text_width("Siena", 16.0) < text_width("Сиена", 16.0));
        assert_eq!(text_width("Róma", 16.0), text_width("Roma", 16.0));
        assert_eq!(text_width("Milánó", 32.0), 2.0 * text_width("Milano", 16.0));
        assert!(
            text_width("東京", 16.0) >= 2.0 * 16.0,
            "unknown scripts count wide"
        );
    }
}
