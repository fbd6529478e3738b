//! The rules page's deck (every kind with its count and its effect in the edition shown,
//! drawn with the game's own card faces) and its optional rules.

use super::sections::{in_deck, name, paragraphs, variant_name};
use crate::i18n::{join, t, tf, tr};
use crate::ui::cards::CardFace;
use engine::rules::FavorRule;
use engine::{Card, Rules, Variant};
use leptos::prelude::*;

/// What one kind of card does under these rules, sentence by sentence.
fn effect(rules: &Rules, card: Card) -> Vec<String> {
    let hidden = rules.variants.hidden_cards;
    let mut texts = match card {
        Card::Scarecrow => vec![t(
            match (rules.scarecrow_any_row, rules.scarecrow_optional) {
                (true, _) => "rules-card-scarecrow-any",
                (false, true) => "rules-card-scarecrow-own",
                (false, false) => "rules-card-scarecrow-must",
            },
        )],
        Card::Drummer => vec![t("rules-card-drummer")],
        Card::Heroine => vec![t("rules-card-heroine")],
        Card::Winter => {
            let mut v = vec![t("rules-card-winter")];
            if in_deck(rules, Card::Spring) {
                v.push(tf(
                    "rules-card-winter-replaces",
                    &[("spring", name(rules, Card::Spring).into())],
                ));
            }
            v
        }
        Card::Spring => vec![tf(
            "rules-card-spring",
            &[("winter", name(rules, Card::Winter).into())],
        )],
        Card::Bishop => {
            let bishop = ("bishop", name(rules, Card::Bishop).into());
            let mut v = vec![t("rules-card-bishop")];
            match rules.favor {
                FavorRule::None => v.push(t("rules-card-bishop-no-favor")),
                FavorRule::Optional => v.push(t("rules-favor-optional")),
                FavorRule::Mandatory => v.push(t("rules-favor-mandatory")),
            }
            if rules.favor != FavorRule::None {
                v.push(tf(
                    "rules-card-bishop-favor-stays",
                    std::slice::from_ref(&bishop),
                ));
                if rules.favor_anywhere {
                    v.push(t("rules-card-bishop-favor-anywhere"));
                } else if rules.favor == FavorRule::Mandatory {
                    v.push(tf("rules-end-favor", &[bishop]));
                }
            }
            v
        }
        Card::ClassicBishop => {
            let mut v = vec![t("rules-card-classic-bishop")];
            if rules.attack_owned {
                v.push(t("rules-card-classic-bishop-owner"));
            }
            v
        }
        Card::Surrender => {
            let mut v = vec![t("rules-card-surrender")];
            if rules.attack_owned {
                v.push(t("rules-card-surrender-owner"));
            }
            v
        }
        Card::Courtesan => vec![t("rules-card-courtesan")],
        Card::Spy => vec![t("rules-card-spy")],
        _ => vec![t("rules-card-mercenary")],
    };
    if hidden && card.hides() {
        texts.push(t("rules-card-face-down"));
    }
    if hidden && matches!(card, Card::Scarecrow | Card::Bishop) {
        texts.push(t("rules-card-sees-face-up"));
    }
    texts
}

fn count_text(rules: &Rules, count: u32) -> String {
    let id = if rules.duel {
        "rules-card-count-duel"
    } else {
        "rules-card-count"
    };
    tf(id, &[("count", count.into())])
}

/// 4. The cards: the Mercenaries together, then one entry per other kind.
pub(super) fn deck(rules: &Rules) -> impl IntoView {
    let deck = rules.deck.composition();
    let rules = *rules;
    let intro = tf(
        if rules.duel {
            "rules-cards-intro-duel"
        } else {
            "rules-cards-intro"
        },
        &[("count", deck.total().into())],
    );
    let mercenaries: u32 = Card::MERCENARIES.iter().map(|&m| deck.get(m) as u32).sum();
    let faces = Card::MERCENARIES
        .into_iter()
        .map(|card| {
            let n = deck.get(card);
            view! {
                <li data-rules-card=card.notation() data-count=n.to_string()>
                    <span aria-hidden="true"><CardFace card=card rules=rules/></span>
                    <span class="visually-hidden">{name(&rules, card)}": "</span>
                    <span class="rules-card-count">{count_text(&rules, n as u32)}</span>
                </li>
            }
        })
        .collect_view();
    let others = Card::ALL
        .into_iter()
        .filter(|c| !c.is_mercenary() && deck.contains(*c))
        .map(|card| {
            let n = deck.get(card);
            view! {
                <li class="rules-card" data-rules-card=card.notation() data-count=n.to_string()>
                    <span class="rules-card-face" aria-hidden="true"><CardFace card=card rules=rules/></span>
                    <div class="rules-card-text">
                        <h4>
                            {name(&rules, card)}" "
                            <span class="rules-card-count">{count_text(&rules, n as u32)}</span>
                        </h4>
                        {paragraphs(effect(&rules, card))}
                    </div>
                </li>
            }
        })
        .collect_view();
    view! {
        <section id="rules-cards" class="rules-section">
            <h3 tabindex="-1">{tr("rules-cards-title")}</h3>
            <p>{intro}</p>
            <ul class="rules-deck">
                <li class="rules-card rules-mercenaries">
                    <div class="rules-card-text">
                        <h4>
                            {tr("rules-cards-mercenaries")}" "
                            <span class="rules-card-count">{count_text(&rules, mercenaries)}</span>
                        </h4>
                        {paragraphs(effect(&rules, Card::M1))}
                    </div>
                    <ul class="rules-mercenary-faces">{faces}</ul>
                </li>
                {others}
            </ul>
        </section>
    }
}

/// What an optional rule changes, for the edition shown.
fn variant_text(rules: &Rules, variant: Variant) -> Vec<String> {
    match variant {
        Variant::DrawAfterBattle => vec![t("rules-opt-draw-after-battle")],
        Variant::Campaign => {
            let target = (
                "target",
                rules.variants.campaign_target.unwrap_or(20).into(),
            );
            let end = match rules.no_region_tie {
                engine::rules::TieRule::FinalBattle => "rules-opt-campaign-end-final",
                engine::rules::TieRule::Shared => "rules-opt-campaign-end-shared",
            };
            vec![
                tf("rules-opt-campaign", std::slice::from_ref(&target)),
                tf(end, &[target]),
            ]
        }
        Variant::BiggerKingdoms => {
            let base = rules.preset.rules();
            let mut v = Vec::new();
            if let Some(from) = base.victory_for(base.max_players).adjacent {
                v.push(tf(
                    "rules-opt-bigger-kingdoms",
                    &[("from", from.into()), ("to", (from + 1).into())],
                ));
            }
            if base.victory.iter().any(|target| target.total.is_some()) {
                v.push(t("rules-opt-bigger-kingdoms-total"));
            }
            v
        }
        Variant::Capture => {
            let mut v = vec![t("rules-opt-capture")];
            if rules.favor != FavorRule::None {
                v.push(tf(
                    "rules-opt-capture-favor",
                    &[("bishop", name(rules, Card::Bishop).into())],
                ));
            }
            v
        }
        Variant::HiddenCards => {
            let deck = rules.deck.composition();
            let cards = std::iter::once(t("rules-cards-mercenaries")).chain(
                Card::ALL
                    .into_iter()
                    .filter(|c| !c.is_mercenary() && c.hides() && deck.contains(*c))
                    .map(|c| name(rules, c)),
            );
            let scarecrow = ("scarecrow", name(rules, Card::Scarecrow).into());
            let reach = if deck.contains(Card::Bishop) {
                tf(
                    "rules-opt-hidden-cards-reach-bishop",
                    &[scarecrow, ("bishop", name(rules, Card::Bishop).into())],
                )
            } else {
                tf("rules-opt-hidden-cards-reach", &[scarecrow])
            };
            vec![
                tf("rules-opt-hidden-cards", &[("cards", join(cards).into())]),
                tf(
                    "rules-opt-hidden-cards-strength",
                    &[("surrender", name(rules, Card::Surrender).into())],
                ),
                reach,
            ]
        }
    }
}

/// The fifth part: the optional rules this edition allows, each in a paragraph of its
/// own that the setup screen's links open.
pub(super) fn variants(rules: &Rules) -> impl IntoView {
    let list = Variant::ALL
        .into_iter()
        .filter(|v| rules.variant_allowed(*v))
        .map(|v| {
            let on = rules.has_variant(v);
            view! {
                <section id=format!("rules-variant-{}", v.id()) class="rules-variant" class:on=on data-rules-variant=v.id() data-on=on.to_string()>
                    <h4 tabindex="-1">
                        {variant_name(v)}" "
                        <span class="tag">{t(if on { "rules-variant-on" } else { "rules-variant-off" })}</span>
                    </h4>
                    {paragraphs(variant_text(rules, v))}
                </section>
            }
        })
        .collect_view();
    view! {
        <section id="rules-variants" class="rules-section">
            <h3 tabindex="-1">{tr("rules-variants-title")}</h3>
            <p>{tr("rules-variants-intro")}</p>
            {list}
        </section>
    }
}
