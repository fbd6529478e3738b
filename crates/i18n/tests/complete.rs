//! Every language the app speaks is complete: the same messages as English, each with the
//! same placeables, and a form for every plural category its whole numbers use.

use i18n::check::{inventory, problems};
use i18n::{Catalog, Lang};
use std::path::PathBuf;

fn source(lang: Lang) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(lang.path());
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_language_has_exactly_the_english_messages_and_placeables() {
    let english = inventory(&source(Lang::En)).expect("English parses");
    assert!(
        english.len() > 200,
        "only {} English messages",
        english.len()
    );
    let mut all = Vec::new();
    for lang in Lang::ALL {
        all.extend(problems(lang, &source(lang), &english));
    }
    assert!(
        all.is_empty(),
        "{} problems:\n{}",
        all.len(),
        all.join("\n")
    );
}

#[test]
fn every_language_file_builds_a_catalog() {
    for lang in Lang::ALL {
        let catalog = Catalog::new(lang, &source(lang)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(catalog.lang(), lang);
        assert!(catalog.has("app-title"));
    }
}

#[test]
fn the_compiled_in_english_is_the_file_on_disk() {
    assert_eq!(i18n::ENGLISH_SOURCE, source(Lang::En));
}

/// The checker itself notices each kind of gap (so the test above can fail).
#[test]
fn the_checker_notices_missing_extra_and_mismatched_messages() {
    let english =
        inventory("a = A { $name }\nb = { $count ->\n    [one] one\n   *[other] many\n}\nc = C\n")
            .unwrap();
    let found = problems(
        Lang::Pl,
        "a = A { $who }\nb = { $count ->\n    [one] jeden\n   *[other] wiele\n}\nd = D\n",
        &english,
    );
    let text = found.join("\n");
    assert!(text.contains("a omits the placeable { $name }"), "{text}");
    assert!(text.contains("a uses { $who }"), "{text}");
    assert!(text.contains("b has no [few] form"), "{text}");
    assert!(text.contains("b has no [many] form"), "{text}");
    assert!(text.contains("missing message c"), "{text}");
    assert!(text.contains("message d is not in English"), "{text}");
    assert_eq!(found.len(), 6, "{text}");
    let broken = problems(Lang::Ru, "a = { $name\n", &english);
    assert!(broken[0].contains("does not parse"), "{broken:?}");
    let dangling = problems(
        Lang::It,
        "a = { $name } { -missing }\nb = { $count ->\n  [one] uno\n *[other] molti\n}\nc = C\n",
        &english,
    );
    assert_eq!(
        dangling,
        vec!["locales/it/condottiere.ftl: a refers to -missing, which this file lacks".to_string()]
    );
}
