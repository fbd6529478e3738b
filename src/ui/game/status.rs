//! The line above the table: the battle, the season, the round, the cards left, and whose
//! turn it is (an AI that could not start is not said to be thinking).

use super::feed::Feed;
use crate::i18n::{card_name, region_name, t, tf};
use crate::ui::parts::{mark, Part, Parts};
use engine::Phase;
use leptos::prelude::*;

#[component]
pub fn StatusBar(feed: Feed, parts: Parts) -> impl IntoView {
    move || {
        let stalled = feed.ai_failed.get();
        feed.view.with(|v| {
            let Some(v) = v.as_ref() else { return ().into_any() };
            let table = v.table();
            let battle = match (table.battle.region, table.final_battle, v.rules().duel) {
                _ if table.phase == Phase::ChooseRegion => t("table-between-battles"),
                (Some(r), _, _) => tf("table-battle-for", &[("region", region_name(r).into())]),
                (None, true, _) => t("table-final-battle"),
                (None, false, _) => tf("table-duel-battle", &[("number", (table.battles_fought + 1).into())]),
            };
            let season = match table.season {
                Some(season) => tf("table-season", &[("season", card_name(season.card(), v.preset()).into())]),
                None => t("table-no-season"),
            };
            let turn = match v.acting() {
                Some(seat) if v.ai_acting().is_some() && stalled => tf("turn-ai-stalled", &[("name", v.name(seat).into())]),
                Some(seat) if v.my_turn().is_none() => tf("turn-waiting", &[("name", v.name(seat).into())]),
                Some(seat) => tf("turn-yours", &[("name", v.name(seat).into())]),
                None => t("over-title"),
            };
            view! {
                <div class="status">
                    <span class="battle" data-battle=(table.battles_fought + 1).to_string()>{battle}</span>
                    <span class="season" data-season=format!("{:?}", table.season)>{season}</span>
                    <span class="round">{tf("table-round", &[("number", table.round.into())])}</span>
                    <span class="deck">{tf("table-deck", &[("count", v.cards_to_draw().into())])}</span>
                    <span class="discard">{tf("table-discard", &[("count", table.discard.total().into())])}</span>
                    // Where focus rests while others play (never on the page's body).
                    <span class="turn" tabindex="-1" data-acting=v.acting().map(|a| a.to_string()).unwrap_or_default() use:mark=(parts, Part::FocusHome)>{turn}</span>
                </div>
            }
            .into_any()
        })
    }
}
