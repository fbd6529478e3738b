//! The crate's reader of Fluent files (`src/ftl.rs`) writes exactly what `fluent-bundle`,
//! Fluent's reference implementation in Rust, writes: every message of every language,
//! with numbers that pick each plural form, with texts, and with arguments missing; the
//! plural categories of whole numbers in each language; and the syntax it accepts.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use i18n::check::inventory;
use i18n::files::{read, root};
use i18n::{Arg, Catalog, Lang, Part};
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};

fn bundle(lang: Lang, source: &str) -> FluentBundle<FluentResource> {
    let resource = FluentResource::try_new(source.to_string()).expect("Fluent parses the file");
    let mut bundle = FluentBundle::new(vec![lang.code().parse().unwrap()]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).expect("no message twice");
    bundle
}

fn reference(bundle: &FluentBundle<FluentResource>, id: &str, args: &[(&str, Arg)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        let value: FluentValue = match value {
            Arg::Text(s) | Arg::Player(s) => FluentValue::from(s.to_string()),
            Arg::Number(n) => FluentValue::from(*n),
        };
        fluent_args.set(*name, value);
    }
    let pattern = bundle.get_message(id).unwrap().value().unwrap();
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned()
}

/// Numbers that pick every plural form of the five languages, and a few far ones.
const NUMBERS: [i64; 24] = [
    0, 1, 2, 3, 4, 5, 6, 10, 11, 12, 14, 15, 20, 21, 22, 25, 101, 111, 112, 1000, 1_000_000, -1,
    -2, -5,
];

/// Formats every message of `source` both ways, with every argument set to each of the
/// numbers, to a few texts, and with no arguments; returns the differences.
fn differences(lang: Lang, source: &str) -> Vec<String> {
    let reference_bundle = bundle(lang, source);
    let catalog = Catalog::new(lang, source).unwrap_or_else(|e| panic!("{e}"));
    let mut out = Vec::new();
    for (id, shape) in inventory(source).unwrap() {
        let names: Vec<&str> = shape.variables.iter().map(String::as_str).collect();
        let mut cases: Vec<Vec<(&str, Arg)>> = vec![Vec::new()];
        for n in NUMBERS {
            cases.push(names.iter().map(|name| (*name, Arg::Number(n))).collect());
        }
        for text in ["Anna", "up", "down", "one", "0", ""] {
            cases.push(names.iter().map(|name| (*name, text.into())).collect());
        }
        for args in cases {
            let expected = reference(&reference_bundle, &id, &args);
            let got = catalog.format(&id, &args);
            if got != expected {
                out.push(format!("{id} {args:?}: {got:?} instead of {expected:?}"));
            }
        }
    }
    out
}

#[test]
fn every_message_of_every_language_reads_as_fluent_writes_it() {
    let mut all = Vec::new();
    for lang in Lang::ALL {
        for part in Part::ALL {
            all.extend(differences(lang, &read(&root(), lang, part)));
        }
    }
    assert!(
        all.is_empty(),
        "{} differences:\n{}",
        all.len(),
        all.join("\n")
    );
}

#[test]
fn the_syntax_the_files_may_use_reads_as_fluent_reads_it() {
    let source = r#"
# a comment
## a section
plain = Text with trailing blanks   
literal = ,{" "}
escapes = { "a \"quoted\" \\ \u00e9 \U01F600" } end
space-before = { $name }  and after  
selection = You have { $count ->
    [0] no card
    [one] one card
   *[other] { $count } cards
} in hand, { $name }.
text-key = { $trend ->
    [up]    rose  
   *[down] fell
}
nested = { $count ->
    [one] { $other ->
        [one] one and one
       *[other] one and { $other }
    } (nested)

   *[other] many
}
"#;
    for lang in Lang::ALL {
        let found = differences(lang, source);
        assert!(found.is_empty(), "{}", found.join("\n"));
    }
    let catalog = Catalog::new(Lang::En, source).unwrap();
    assert_eq!(catalog.format("literal", &[]), ", ");
    assert_eq!(
        catalog.format(
            "selection",
            &[("count", 0u8.into()), ("name", "Anna".into())]
        ),
        "You have no card in hand, Anna."
    );
    assert_eq!(
        catalog.format("selection", &[]),
        "You have {$count} cards in hand, {$name}."
    );
}

/// What the reader does not support is refused, with its line, not read wrongly.
#[test]
fn what_the_reader_does_not_support_is_refused_with_its_line() {
    let refused = [
        ("a = A\n-term = T\n", 2),
        ("a = A\n  continued\n", 2),
        ("a = A\n    .attribute = B\n", 2),
        ("a = { other-message }\n", 1),
        ("a = { NUMBER($n) }\n", 1),
        ("a = text }\n", 1),
        ("a = { $n ->\n  [one] one\n  [other] other\n}\n", 4),
        ("a = { $n ->\n *[one] one\n *[other] other\n}\n", 3),
        ("a = { $n ->\n *[other] other\n", 1),
        ("a = A\na = B\n", 2),
        ("a =\n", 1),
        ("1a = A\n", 1),
    ];
    for (source, line) in refused {
        let err = Catalog::new(Lang::En, source).expect_err(source);
        assert!(
            err.message.starts_with(&format!("line {line}:")),
            "{source:?}: {}",
            err.message
        );
    }
}

#[test]
fn plural_categories_are_cldrs_for_every_whole_number() {
    for lang in Lang::ALL {
        let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap();
        let rules = PluralRules::create(id, PluralRuleType::CARDINAL).unwrap();
        for n in (0..=20_000i64).chain([100_000, 1_000_000, 2_000_000, 123_456_789]) {
            for n in [n, -n] {
                let expected = match rules.select(n).unwrap() {
                    PluralCategory::ZERO => "zero",
                    PluralCategory::ONE => "one",
                    PluralCategory::TWO => "two",
                    PluralCategory::FEW => "few",
                    PluralCategory::MANY => "many",
                    PluralCategory::OTHER => "other",
                };
                assert_eq!(i18n::plural_category(lang, n), expected, "{lang:?} {n}");
            }
        }
    }
}
