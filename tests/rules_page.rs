//! The rules page mounted alone on rules built in the test: the deck it lists is the
//! engine's, and its sentences follow the fields of `Rules`, including mixes of optional
//! rules that no edition has by default.
//! (`cargo test -p condottiere --target wasm32-unknown-unknown --test rules_page`.)
#![cfg(target_arch = "wasm32")]

use condottiere::ui::rules::{RulesFrom, RulesPage, RulesPages};
use engine::{Preset, Rules, Variant};
use leptos::mount::mount_to;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

mod common;
use common::{all, container};

wasm_bindgen_test_configure!(run_in_browser);

fn text(root: &HtmlElement, selector: &str) -> String {
    root.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("no {selector}"))
        .text_content()
        .unwrap_or_default()
}

/// The rules page for `rules` at a table of `players`, mounted in a fresh element.
async fn mount(rules: Rules, players: u8, id: &str) -> (RulesPages, HtmlElement, impl Drop) {
    // The page's texts first: opening it waits for them (they are installed at once here).
    common::english();
    let pages = RulesPages(leptos::prelude::RwSignal::new(None), None);
    pages.open(
        rules,
        Vec::new(),
        players,
        RulesFrom::Game,
        None,
        "#nowhere".into(),
    );
    let root = container(id);
    let handle = mount_to(root.clone(), move || {
        provide_context(pages);
        view! { <RulesPage/> }
    });
    leptos::task::tick().await;
    (pages, root, handle)
}

#[wasm_bindgen_test]
async fn the_cards_listed_are_the_engines_deck() {
    for preset in Preset::ALL {
        let rules = preset.rules();
        let (_, root, handle) = mount(rules, rules.min_players, &format!("rules-{preset}")).await;
        let deck = rules.deck.composition();
        let listed: Vec<(String, u8)> = all(&root, "[data-rules-card]")
            .iter()
            .map(|e| {
                (
                    e.get_attribute("data-rules-card").unwrap(),
                    e.get_attribute("data-count").unwrap().parse().unwrap(),
                )
            })
            .collect();
        let want: Vec<(String, u8)> = deck
            .iter()
            .map(|(c, n)| (c.notation().to_string(), n))
            .collect();
        assert_eq!(listed, want, "{preset}");
        drop(handle);
    }
}

#[wasm_bindgen_test]
async fn a_mix_of_optional_rules_reads_right() {
    // Z-Man 2018 with Capture and Hidden cards: the favor may go anywhere (so it never has
    // to leave the board), both the Scarecrow and the Bishop see only face-up Mercenaries.
    let rules = Preset::Zman2018
        .rules()
        .with_variant(Variant::Capture)
        .with_variant(Variant::HiddenCards);
    let (pages, root, _handle) = mount(rules, 5, "rules-mix").await;
    let bishop = text(&root, r#"li.rules-card[data-rules-card="Bishop"]"#);
    assert!(bishop.contains("Capture is switched on"), "{bishop}");
    assert!(bishop.contains("only face-up Mercenaries"), "{bishop}");
    let end = text(&root, "#rules-end");
    assert!(!end.contains("leaves the board"), "{end}");
    assert!(end.contains("always left"), "{end}");
    let scarecrow = text(&root, r#"li.rules-card[data-rules-card="Scarecrow"]"#);
    assert!(scarecrow.contains("you must take one"), "{scarecrow}");
    assert!(scarecrow.contains("only face-up"), "{scarecrow}");
    // The Spy is played face down, the Turncoat is named so.
    let spy = text(&root, r#"li.rules-card[data-rules-card="Spy"]"#);
    assert!(spy.contains("played face down"), "{spy}");
    assert!(
        text(&root, r#"li.rules-card[data-rules-card="Surrender"] h4"#).starts_with("Turncoat")
    );
    // Every optional rule Z-Man allows, with the two that are on marked.
    let variants: Vec<(String, String)> = all(&root, "[data-rules-variant]")
        .iter()
        .map(|e| (e.id(), e.get_attribute("data-on").unwrap()))
        .collect();
    assert_eq!(
        variants,
        [
            ("rules-variant-draw-after-battle", "false"),
            ("rules-variant-campaign", "false"),
            ("rules-variant-bigger-kingdoms", "false"),
            ("rules-variant-capture", "true"),
            ("rules-variant-hidden-cards", "true"),
        ]
        .map(|(a, b)| (a.to_string(), b.to_string()))
    );
    // Z-Man is for 3 to 6 players; this table of 5 is marked.
    let counts: Vec<String> = all(&root, "#rules-goal [data-players]")
        .iter()
        .map(|e| e.get_attribute("data-players").unwrap())
        .collect();
    assert_eq!(counts, ["3", "4", "5", "6"]);
    assert_eq!(
        all(&root, r#"#rules-goal [data-players="5"].rules-here"#).len(),
        1
    );
    // A game's rules cannot be swapped for another edition's.
    assert!(all(&root, r#"[data-field="rules-preset"]"#).is_empty());
    // The way back closes the page.
    all(&root, r#"[data-action="rules-back"]"#)[0]
        .dyn_ref::<HtmlElement>()
        .unwrap()
        .click();
    assert!(pages.0.get_untracked().is_none());
}

#[wasm_bindgen_test]
async fn draw_after_battle_replaces_rounds_and_hand_discards() {
    let rules = Preset::ClassicHu
        .rules()
        .with_variant(Variant::DrawAfterBattle)
        .with_variant(Variant::BiggerKingdoms);
    let (_, root, _handle) = mount(rules, 4, "rules-draw").await;
    assert!(text(&root, "#rules-setup").contains("Deal 7 cards"));
    let battle = text(&root, "#rules-battle");
    assert!(battle.contains("may now draw up to 3 cards"), "{battle}");
    assert!(!battle.contains("A round ends"), "{battle}");
    assert!(!battle.contains("discard their whole hand"), "{battle}");
    assert!(battle.contains("may decline"), "{battle}");
    // Bigger kingdoms: classic-hu's 3 adjacent regions for 4–6 players become 4.
    let goal = text(&root, "#rules-goal");
    assert!(
        goal.contains("With 4 players you win with 4 adjacent regions."),
        "{goal}"
    );
    assert!(goal.contains("Bigger kingdoms is switched on"), "{goal}");
    // The classic deck's Bishop ends the battle; no papal favor in this edition.
    assert!(all(&root, r#"[data-rules-card="Bishop"]"#).is_empty());
    let classic_bishop = text(&root, r#"li.rules-card[data-rules-card="ClassicBishop"]"#);
    assert!(classic_bishop.contains("no winner"), "{classic_bishop}");
    assert!(!text(&root, "#rules-battle").contains("papal favor"));
}
