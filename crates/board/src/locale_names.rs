//! The region names of each language the app speaks, read from its translation files
//! (`locales/<lang>/condottiere.ftl`, messages `region-<name>`), so that the layout tests
//! and the preview lay out the names the players see. Not part of the library: the unit
//! tests and `examples/preview.rs` include this file.

use engine::Region;

/// The languages, Italian first (the names the map was drawn for).
pub const LANGUAGES: [&str; 5] = ["it", "en", "pl", "ru", "hu"];

/// The region names in `lang`, in `Region::ALL` order.
pub fn region_names(lang: &str) -> [String; 17] {
    let path = format!(
        "{}/../../locales/{lang}/condottiere.ftl",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    std::array::from_fn(|i| {
        let id = format!("region-{}", Region::ALL[i].name().to_ascii_lowercase());
        text.lines()
            .find_map(|line| {
                let (key, value) = line.split_once('=')?;
                (key.trim() == id).then(|| value.trim().to_string())
            })
            .unwrap_or_else(|| panic!("{path}: no message {id}"))
    })
}

/// The same names borrowed, as [`crate::label_layout`] takes them.
pub fn as_strs(names: &[String; 17]) -> [&str; 17] {
    std::array::from_fn(|i| names[i].as_str())
}
