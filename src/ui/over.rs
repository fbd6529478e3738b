//! Game over: the winners and how, the final map, each player's figures; review the game,
//! rematch or new.

use crate::i18n::{t, tf};
use crate::ui::colors::{color, pattern};
use crate::ui::game::SessionSignal;
use crate::ui::map::{ItalyMap, MapState};
use leptos::prelude::*;

#[component]
pub fn GameOver(
    session: SessionSignal,
    on_rematch: Callback<()>,
    on_new: Callback<()>,
    on_review: Callback<()>,
) -> impl IntoView {
    let summary = move || {
        session.with(|s| {
            let s = s.as_ref()?;
            let outcome = s.game().outcome()?;
            let winners: Vec<String> = outcome.winner_seats().map(|w| w.to_string()).collect();
            Some((
                winners.join(","),
                s.outcome_text(&crate::i18n::catalog(), outcome.winners, outcome.reason),
            ))
        })
    };
    let map = Signal::derive(move || {
        session.with(|s| {
            s.as_ref().map_or_else(MapState::default, |s| MapState {
                token_color: None,
                ..MapState::of(s, Vec::new())
            })
        })
    });
    let stats = move || {
        session.with(|s| {
            s.as_ref().map(|s| {
                let table = s.game().table();
                (0..s.game().players())
                    .map(|seat| {
                        let cfg = &s.seats()[seat as usize];
                        let winner = table.outcome.is_some_and(|o| o.winners & (1 << seat) != 0);
                        view! {
                            <li class:winner=winner style=format!("--seat-color: {}", color(cfg.color))>
                                <span class=format!("chip pattern-{}", pattern(cfg.color))></span>
                                <strong>{cfg.name.clone()}</strong>
                                " "
                                {tf("over-stats", &[("regions", table.region_count(seat).into()), ("battles", table.battles_won[seat as usize].into())])}
                            </li>
                        }
                    })
                    .collect_view()
            })
        })
    };
    // The verdict is where the player's attention (and focus) goes first.
    crate::ui::focus::focus_soon(".verdict");
    view! {
        {move || summary().map(|(winners, text)| view! {
            <section class="game-over" data-screen="game-over" data-winner=winners>
                <h2>{t("over-title")}</h2>
                <p class="verdict" tabindex="-1">{text}</p>
                <crate::ui::stats::RecordLine session=session/>
                {move || session.with(|s| s.as_ref().map_or(0, |s| s.taken_back())).ne(&0).then(|| {
                    let count = session.with(|s| s.as_ref().map_or(0, |s| s.taken_back()));
                    view! { <p class="taken-back" data-taken-back=count.to_string()>{tf("over-taken-back", &[("count", count.into())])}</p> }
                })}
                <div class="over-map"><ItalyMap state=map on_pick=Callback::new(|_| {})/></div>
                <ul class="stats">{stats}</ul>
                <div class="actions">
                    <button class="action" data-action="review" on:click=move |_| on_review.run(())>{t("review-open")}</button>
                    <button class="primary" data-action="rematch" on:click=move |_| on_rematch.run(())>{t("action-rematch")}</button>
                    <button class="action" data-action="new-game" on:click=move |_| on_new.run(())>{t("action-new-game")}</button>
                </div>
            </section>
        })}
    }
}
