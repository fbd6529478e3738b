//! Every language the app speaks is complete: the same messages as English, each with the
//! same placeables, a form for every plural category its whole numbers use, and each
//! message in the file its id belongs to (`Part::of`: the page loads `later.ftl` only when
//! the rules page, the lesson or the review first opens).

use i18n::check::{inventory, problems};
use i18n::files::{read, root};
use i18n::{Catalog, Lang, Part};

/// Every part of a language's texts, one after another.
fn whole(lang: Lang) -> String {
    Part::ALL.map(|part| read(&root(), lang, part)).concat()
}

#[test]
fn every_language_has_exactly_the_english_messages_and_placeables() {
    let english = inventory(&whole(Lang::En)).expect("English parses");
    assert!(
        english.len() > 200,
        "only {} English messages",
        english.len()
    );
    let mut all = Vec::new();
    for lang in Lang::ALL {
        all.extend(problems(lang, &whole(lang), &english));
    }
    assert!(
        all.is_empty(),
        "{} problems:\n{}",
        all.len(),
        all.join("\n")
    );
}

/// A message in the wrong file would show its id until the other file arrives (or, in the
/// first part, cost every first visit its bytes): each file holds exactly its part's
/// messages, in every language.
#[test]
fn every_message_is_in_the_file_of_its_part() {
    let mut misplaced = Vec::new();
    for lang in Lang::ALL {
        for part in Part::ALL {
            let own = inventory(&read(&root(), lang, part))
                .unwrap_or_else(|e| panic!("{}: {e}", lang.part_path(part)));
            for id in own.keys() {
                let belongs = Part::of(id);
                if belongs != part {
                    misplaced.push(format!(
                        "{}: {id} belongs in {} (see i18n::Part::of)",
                        lang.part_path(part),
                        lang.part_path(belongs)
                    ));
                }
            }
        }
    }
    assert!(misplaced.is_empty(), "{}", misplaced.join("\n"));
    // Each part has messages: the split is real.
    for part in Part::ALL {
        let english = inventory(&read(&root(), Lang::En, part)).unwrap();
        assert!(
            english.len() > 50,
            "{}: {} messages",
            part.file(),
            english.len()
        );
    }
}

#[test]
fn every_language_file_builds_a_catalog() {
    for lang in Lang::ALL {
        let mut catalog = Catalog::empty(lang);
        for part in Part::ALL {
            catalog
                .add(part, &read(&root(), lang, part))
                .unwrap_or_else(|e| panic!("{e}"));
            assert!(catalog.has_part(part));
        }
        assert_eq!(catalog.lang(), lang);
        assert!(catalog.has("app-title"));
        assert!(catalog.has("rules-title"));
    }
}

#[test]
fn the_compiled_in_english_is_the_files_on_disk() {
    assert_eq!(i18n::ENGLISH_SOURCE, whole(Lang::En));
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
