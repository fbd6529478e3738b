//! The rules page's text sections: the goal, the setup, a battle step by step, the end
//! of the game. Every sentence depends only on fields of `Rules`, so the page is right
//! for each edition and for any mix of optional rules.

use crate::i18n::{card_name, join, t, tf, tr};
use engine::rules::{FavorRule, LastPlayerCards, TieRule, TokenOnFail};
use engine::{Card, Rules, Variant};
use leptos::prelude::*;

/// Where the page was opened from: the setup screen may look at any edition, a game shows
/// its own rules only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum RulesFrom {
    Setup,
    Game,
}

/// The optional rule's short name (headings, link names).
pub fn variant_name(variant: Variant) -> String {
    t(&format!("rules-variant-name-{}", variant.id()))
}

/// The name of a card in the edition shown.
pub(super) fn name(rules: &Rules, card: Card) -> String {
    card_name(card, rules.preset)
}

pub(super) fn in_deck(rules: &Rules, card: Card) -> bool {
    rules.deck.composition().contains(card)
}

pub(super) fn paragraphs(texts: Vec<String>) -> impl IntoView {
    texts
        .into_iter()
        .map(|text| view! { <p>{text}</p> })
        .collect_view()
}

fn items(texts: Vec<String>) -> impl IntoView {
    texts
        .into_iter()
        .map(|text| view! { <li>{text}</li> })
        .collect_view()
}

/// Which optional rules are on, and whether these are the game's own rules.
pub(super) fn summary(rules: &Rules, from: RulesFrom) -> impl IntoView {
    let on: Vec<String> = Variant::ALL
        .into_iter()
        .filter(|v| rules.has_variant(*v))
        .map(variant_name)
        .collect();
    let variants = if on.is_empty() {
        t("rules-variants-none")
    } else {
        tf("rules-variants-on", &[("list", join(on).into())])
    };
    let mut texts = Vec::new();
    if from == RulesFrom::Game {
        texts.push(t("rules-from-game"));
    }
    texts.push(variants);
    view! { <div class="rules-summary-line">{paragraphs(texts)}</div> }
}

/// 1. The goal: the victory condition for every player count of the edition.
pub(super) fn goal(rules: &Rules, players: u8) -> impl IntoView {
    let body = if rules.duel {
        paragraphs(vec![t("rules-duel-goal"), t("rules-duel-no-map")]).into_any()
    } else {
        let conditions = (rules.min_players..=rules.max_players)
            .map(|n| {
                let v = rules.victory_for(n);
                let count = ("players", n.into());
                let text = match (v.adjacent, v.total) {
                    (Some(a), Some(total)) => tf(
                        "rules-goal-either",
                        &[count, ("adjacent", a.into()), ("total", total.into())],
                    ),
                    (Some(a), None) => tf("rules-goal-adjacent", &[count, ("adjacent", a.into())]),
                    (None, Some(total)) => {
                        tf("rules-goal-total", &[count, ("total", total.into())])
                    }
                    (None, None) => String::new(),
                };
                let here = n == players;
                view! {
                    <li class:rules-here=here data-players=n.to_string()>
                        {text}
                        {here.then(|| view! { " " <span class="tag">{tr("rules-this-table")}</span> })}
                    </li>
                }
            })
            .collect_view();
        let mut notes = vec![t("rules-goal-adjacent-means")];
        if rules.variants.bigger_kingdoms {
            notes.push(t("rules-goal-bigger"));
        }
        if let Some(target) = rules.variants.campaign_target {
            notes.push(tf("rules-end-campaign", &[("target", target.into())]));
        }
        view! {
            <p>{tr("rules-goal-intro")}</p>
            <ul class="rules-goal-list">{conditions}</ul>
            {paragraphs(notes)}
        }
        .into_any()
    };
    view! {
        <section id="rules-goal" class="rules-section">
            <h3 tabindex="-1">{tr("rules-goal-title")}</h3>
            {body}
            <p>{tr("rules-goal-talk")}</p>
        </section>
    }
}

/// 2. Setup: the deck, the opening hands, the first Condottiere.
pub(super) fn setup(rules: &Rules) -> impl IntoView {
    let texts = if rules.duel {
        vec![t("rules-duel-decks"), t("rules-setup-first-duel")]
    } else {
        vec![
            tf(
                "rules-setup-deck",
                &[("count", rules.deck.composition().total().into())],
            ),
            tf("rules-setup-hand", &[("count", rules.opening_hand.into())]),
            t("rules-setup-first"),
        ]
    };
    view! {
        <section id="rules-setup" class="rules-section">
            <h3 tabindex="-1">{tr("rules-setup-title")}</h3>
            {paragraphs(texts)}
        </section>
    }
}

/// 3. A battle: the region, the turns, strength, and what follows the battle.
pub(super) fn battle(rules: &Rules) -> impl IntoView {
    let surrender = name(rules, Card::Surrender);
    let classic_bishop = in_deck(rules, Card::ClassicBishop);

    let choose = if rules.duel {
        vec![t("rules-duel-start")]
    } else {
        let mut v = vec![t("rules-choose-free")];
        if rules.attack_owned {
            v.push(t("rules-attack-owned"));
        }
        if rules.favor != FavorRule::None {
            v.push(t("rules-choose-no-favor"));
        }
        v.push(t("rules-choose-again"));
        if rules.may_decline {
            v.push(t("rules-may-decline"));
            v.push(t("rules-choose-decline-limit"));
        }
        v
    };

    let mut turns = vec![
        t("rules-turns-play"),
        t("rules-turns-pass"),
        t("rules-turns-last"),
    ];
    if rules.attack_owned {
        turns.push(t("rules-turns-defender"));
    }
    turns.push(if classic_bishop {
        tf(
            "rules-turns-end-bishop",
            &[
                ("surrender", surrender.as_str().into()),
                ("bishop", name(rules, Card::ClassicBishop).into()),
            ],
        )
    } else {
        tf(
            "rules-turns-end",
            &[("surrender", surrender.as_str().into())],
        )
    });
    let hidden = rules
        .variants
        .hidden_cards
        .then(|| view! { <p>{tr("rules-turns-hidden")}</p> });

    view! {
        <section id="rules-battle" class="rules-section">
            <h3 tabindex="-1">{tr("rules-battle-title")}</h3>
            {(!rules.duel).then(|| view! { <p>{tr("rules-battle")}</p> })}
            <h4>{tr("rules-choose-title")}</h4>
            <ul>{items(choose)}</ul>
            <h4>{tr("rules-turns-title")}</h4>
            <ol>{items(turns)}</ol>
            {hidden}
            {strength(rules)}
            {after_battle(rules)}
        </section>
    }
}

/// The order in which a row's strength is worked out (RULES.md §6).
fn strength(rules: &Rules) -> impl IntoView {
    let n = |c| name(rules, c);
    let (winter, drummer, spring) = (n(Card::Winter), n(Card::Drummer), n(Card::Spring));
    let has_spring = in_deck(rules, Card::Spring);
    let mut steps = Vec::new();
    if in_deck(rules, Card::Bishop) {
        steps.push(tf(
            "rules-strength-bishop",
            &[("bishop", n(Card::Bishop).into())],
        ));
    }
    steps.push(tf(
        "rules-strength-winter",
        &[("winter", winter.as_str().into())],
    ));
    steps.push(tf(
        "rules-strength-drummer",
        &[
            ("drummer", drummer.as_str().into()),
            ("winter", winter.as_str().into()),
        ],
    ));
    if has_spring {
        steps.push(tf(
            "rules-strength-spring",
            &[
                ("spring", spring.as_str().into()),
                ("drummer", drummer.as_str().into()),
            ],
        ));
    }
    let flat = [(Card::Heroine, 10), (Card::Courtesan, 1), (Card::Spy, 1)]
        .into_iter()
        .filter(|(c, _)| in_deck(rules, *c))
        .map(|(c, value)| {
            tf(
                "rules-strength-flat-entry",
                &[("card", n(c).into()), ("value", value.into())],
            )
        });
    steps.push(tf("rules-strength-flat", &[("list", join(flat).into())]));

    let mut notes = Vec::new();
    if has_spring {
        notes.push(tf(
            "rules-strength-seasons",
            &[
                ("winter", winter.as_str().into()),
                ("spring", spring.as_str().into()),
            ],
        ));
        notes.push(tf(
            "rules-strength-example-spring",
            &[
                ("drummer", drummer.as_str().into()),
                ("spring", spring.as_str().into()),
            ],
        ));
    } else {
        notes.push(tf(
            "rules-strength-example-classic",
            &[
                ("winter", winter.as_str().into()),
                ("drummer", drummer.as_str().into()),
            ],
        ));
    }
    view! {
        <h4>{tr("rules-strength-title")}</h4>
        <p>{tr("rules-strength-intro")}</p>
        <ol>{items(steps)}</ol>
        {paragraphs(notes)}
    }
}

/// After the battle, in the edition's order (RULES.md §7).
fn after_battle(rules: &Rules) -> impl IntoView {
    let mut steps = Vec::new();
    if rules.duel {
        steps.push(t("rules-after-winner-duel"));
    } else {
        steps.push(t("rules-after-winner"));
    }
    let failed = if in_deck(rules, Card::ClassicBishop) {
        tf(
            "rules-after-failed-bishop",
            &[("bishop", name(rules, Card::ClassicBishop).into())],
        )
    } else {
        t("rules-after-failed")
    };
    let token = t(match rules.token_on_fail {
        TokenOnFail::Stays => "rules-token-stays",
        TokenOnFail::PassesLeft => "rules-token-left",
        TokenOnFail::RandomAmongTied => "rules-token-random",
    });
    steps.push(format!("{failed} {token}"));
    if rules.attack_owned {
        steps.push(t("rules-after-defender"));
    }
    if let Some(card) = rules.token_override {
        steps.push(tf(
            "rules-after-override",
            &[("card", name(rules, card).into())],
        ));
    }
    match rules.victory_battles.filter(|_| rules.duel) {
        Some(battles) => steps.push(tf("rules-after-victory-duel", &[("count", battles.into())])),
        None => steps.push(t("rules-after-victory")),
    }
    let choose_first = rules.choose_region_before_cleanup && !rules.duel;
    if choose_first {
        steps.push(t("rules-after-choose-next"));
    }
    steps.push(t(if rules.duel {
        "rules-after-clear-duel"
    } else {
        "rules-after-clear"
    }));
    if !rules.variants.draw_after_battle {
        steps.push(t("rules-after-hand-discard"));
    }
    if rules.duel {
        steps.push(tf(
            "rules-after-refill-duel",
            &[("count", rules.hand_base.into())],
        ));
    } else if rules.variants.draw_after_battle {
        steps.push(t("rules-after-draw"));
    } else {
        let deal = match rules.last_player {
            LastPlayerCards::Return => "rules-deal-return",
            LastPlayerCards::KeepUpTo2 => "rules-deal-keep",
            LastPlayerCards::Discard => "rules-deal-discard",
        };
        let deal = tf(
            deal,
            &[
                ("base", rules.hand_base.into()),
                ("per-region", rules.hand_per_region.into()),
            ],
        );
        let example = tf(
            "rules-after-round-example",
            &[(
                "count",
                (rules.hand_base + 3 * rules.hand_per_region).into(),
            )],
        );
        steps.push(format!("{deal} {example}"));
    }
    steps.push(t(match (rules.duel, choose_first) {
        (true, _) => "rules-after-next-duel",
        (false, true) => "rules-after-next-chosen",
        (false, false) => "rules-after-next",
    }));
    let empty_deck = (!rules.duel).then(|| view! { <p>{tr("rules-after-empty-deck")}</p> });
    view! {
        <h4>{tr("rules-after-title")}</h4>
        <p>{tr("rules-after-intro")}</p>
        <ol>{items(steps)}</ol>
        {empty_deck}
    }
}

/// 6. The end of the game: victory, no region left, ties, the Z-Man favor ruling.
pub(super) fn end(rules: &Rules) -> impl IntoView {
    let mut texts = Vec::new();
    if rules.duel {
        texts.push(tf(
            "rules-end-duel",
            &[("count", rules.victory_battles.unwrap_or(3).into())],
        ));
    } else {
        texts.push(t("rules-end-victory"));
        if rules.attack_owned {
            texts.push(t("rules-end-no-region-never"));
        } else {
            texts.push(t(if rules.favor == FavorRule::None {
                "rules-end-no-region-when-plain"
            } else {
                "rules-end-no-region-when"
            }));
            match rules.no_region_tie {
                TieRule::FinalBattle => {
                    texts.push(t("rules-no-region-final"));
                    texts.push(tf(
                        "rules-end-final-battle",
                        &[("per-region", rules.final_battle_per_region.into())],
                    ));
                }
                TieRule::Shared => texts.push(t("rules-no-region-shared")),
            }
        }
        if rules.favor == FavorRule::Mandatory && !rules.favor_anywhere {
            texts.push(tf(
                "rules-end-favor",
                &[("bishop", name(rules, Card::Bishop).into())],
            ));
        }
        if let Some(target) = rules.variants.campaign_target {
            texts.push(tf("rules-end-campaign", &[("target", target.into())]));
        }
    }
    view! {
        <section id="rules-end" class="rules-section">
            <h3 tabindex="-1">{tr("rules-end-title")}</h3>
            {paragraphs(texts)}
        </section>
    }
}
