//! Plural forms follow each language's CLDR rules, checked on the numbers that pick each
//! form (Polish 1 / 2 / 5 / 22 / 25, Russian 1 / 2 / 5 / 21 …): a hand-written
//! `count == 1` rule, or a translation missing a form, fails here.

use i18n::files::catalog;
use i18n::{Catalog, Lang};

fn cards(c: &Catalog, n: i64) -> String {
    c.format("table-cards", &[("count", n.into())])
}

fn regions(c: &Catalog, n: i64) -> String {
    c.format("table-regions", &[("count", n.into())])
}

#[test]
fn polish_has_one_few_and_many() {
    let pl = catalog(Lang::Pl);
    assert_eq!(cards(&pl, 1), "1 karta");
    assert_eq!(cards(&pl, 2), "2 karty");
    assert_eq!(cards(&pl, 5), "5 kart");
    assert_eq!(cards(&pl, 12), "12 kart");
    assert_eq!(cards(&pl, 22), "22 karty");
    assert_eq!(cards(&pl, 25), "25 kart");
    assert_eq!(regions(&pl, 3), "3 regiony");
    assert_eq!(regions(&pl, 5), "5 regionów");
}

#[test]
fn russian_has_one_few_and_many() {
    let ru = catalog(Lang::Ru);
    assert_eq!(cards(&ru, 1), "1 карта");
    assert_eq!(cards(&ru, 2), "2 карты");
    assert_eq!(cards(&ru, 5), "5 карт");
    assert_eq!(cards(&ru, 11), "11 карт");
    assert_eq!(cards(&ru, 21), "21 карта");
    assert_eq!(cards(&ru, 22), "22 карты");
    assert_eq!(regions(&ru, 21), "21 регион");
    assert_eq!(regions(&ru, 4), "4 региона");
}

#[test]
fn hungarian_keeps_the_noun_singular_after_a_number() {
    let hu = catalog(Lang::Hu);
    assert_eq!(cards(&hu, 1), "1 lap");
    assert_eq!(cards(&hu, 5), "5 lap");
    assert_eq!(regions(&hu, 3), "3 város");
}

#[test]
fn italian_and_english_have_one_and_other() {
    let it = catalog(Lang::It);
    assert_eq!(cards(&it, 1), "1 carta");
    assert_eq!(cards(&it, 2), "2 carte");
    assert_eq!(cards(&it, 0), "0 carte");
    let en = catalog(Lang::En);
    assert_eq!(cards(&en, 1), "1 card");
    assert_eq!(cards(&en, 21), "21 cards");
}
