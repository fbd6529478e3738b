//! The line above the table: the battle, the season, the round, the cards left, and whose
//! turn it is (an AI that could not start is not said to be thinking).

use crate::i18n::{card_name, region_name, t, tf};
use crate::ui::SessionSignal;
use engine::Phase;
use leptos::prelude::*;

#[component]
pub fn StatusBar(session: SessionSignal, ai_failed: RwSignal<bool>) -> impl IntoView {
    move || {
        let stalled = ai_failed.get();
        session.with(|s| {
            let Some(s) = s.as_ref() else { return ().into_any() };
            let table = s.game().table();
            let battle = match (table.battle.region, table.final_battle, s.rules().duel) {
                _ if table.phase == Phase::ChooseRegion => t("table-between-battles"),
                (Some(r), _, _) => tf("table-battle-for", &[("region", region_name(r).into())]),
                (None, true, _) => t("table-final-battle"),
                (None, false, _) => tf("table-duel-battle", &[("number", (table.battles_fought + 1).into())]),
            };
            let season = match table.season {
                Some(season) => tf("table-season", &[("season", card_name(season.card(), s.preset()).into())]),
                None => t("table-no-season"),
            };
            let deck = if s.rules().duel {
                (0..s.game().players()).map(|p| s.game().own_deck_size(p)).sum::<usize>()
            } else {
                s.game().deck_size()
            };
            let turn = match s.acting() {
                Some(seat) if s.ai_to_act().is_some() && stalled => tf("turn-ai-stalled", &[("name", s.name(seat).into())]),
                Some(seat) if s.ai_to_act().is_some() => tf("turn-waiting", &[("name", s.name(seat).into())]),
                Some(seat) => tf("turn-yours", &[("name", s.name(seat).into())]),
                None => t("over-title"),
            };
            view! {
                <div class="status">
                    <span class="battle" data-battle=(table.battles_fought + 1).to_string()>{battle}</span>
                    <span class="season" data-season=format!("{:?}", table.season)>{season}</span>
                    <span class="round">{tf("table-round", &[("number", table.round.into())])}</span>
                    <span class="deck">{tf("table-deck", &[("count", deck.into())])}</span>
                    <span class="discard">{tf("table-discard", &[("count", table.discard.total().into())])}</span>
                    // Where focus rests while the AIs play (never on the page's body).
                    <span class="turn" tabindex="-1" data-focus-home="true" data-acting=s.acting().map(|a| a.to_string()).unwrap_or_default()>{turn}</span>
                </div>
            }
            .into_any()
        })
    }
}
