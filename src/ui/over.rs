//! Game over: the winners and how, the final map, each player's figures; review the game,
//! play again, or go back to the front door. Everything is public now: it is drawn from
//! the finished game.

use crate::i18n::{tf, tr};
use crate::table::Table;
use crate::ui::colors::{color, pattern};
use crate::ui::map::{ItalyMap, MapState};
use leptos::prelude::*;

#[component]
pub fn GameOver(
    table: Table,
    /// The same table again (none where this device cannot deal: a friend's).
    #[prop(optional)]
    on_rematch: Option<Callback<()>>,
    on_home: Callback<()>,
    on_review: Callback<()>,
) -> impl IntoView {
    let summary = move || {
        table
            .finished(|s| {
                let outcome = s.game().outcome()?;
                let winners: Vec<String> = outcome.winner_seats().map(|w| w.to_string()).collect();
                Some((winners.join(","), outcome))
            })
            .flatten()
    };
    let verdict = move || {
        table
            .finished(|s| {
                let outcome = s.game().outcome()?;
                Some(s.outcome_text(&crate::i18n::catalog(), outcome.winners, outcome.reason))
            })
            .flatten()
            .unwrap_or_default()
    };
    let view_of_end = table.view();
    let map = Signal::derive(move || {
        view_of_end.with(|v| {
            v.as_ref().map_or_else(MapState::default, |v| MapState {
                token_color: None,
                ..MapState::of(v, Vec::new())
            })
        })
    });
    let taken_back = move || table.finished(|s| s.taken_back()).unwrap_or(0);
    let stats = move || {
        table.finished(|s| {
            let game = s.game();
            let ended = game.table();
            (0..game.players())
                .map(|seat| {
                    let cfg = &s.seats()[seat as usize];
                    let winner = ended.outcome.is_some_and(|o| o.winners & (1 << seat) != 0);
                    let (regions, battles) = (ended.region_count(seat), ended.battles_won[seat as usize]);
                    view! {
                        <li class:winner=winner style=format!("--seat-color: {}", color(cfg.color))>
                            <span class=format!("chip pattern-{}", pattern(cfg.color))></span>
                            <bdi><strong>{cfg.name.clone()}</strong></bdi>
                            " "
                            {move || tf("over-stats", &[("regions", regions.into()), ("battles", battles.into())])}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    // The verdict is where the player's attention (and focus) goes first.
    let verdict_ref = NodeRef::<leptos::html::P>::new();
    request_animation_frame(move || {
        if let Some(p) = verdict_ref.try_get_untracked().flatten() {
            let _ = p.focus();
        }
    });
    view! {
        {move || summary().map(|(winners, _)| view! {
            <section class="game-over" data-screen="game-over" data-winner=winners>
                <h2>{tr("over-title")}</h2>
                <p class="verdict" tabindex="-1" node_ref=verdict_ref>{verdict}</p>
                // The ways on come first: they stay in sight without a scroll.
                <div class="actions">
                    <button class="action" data-action="review" on:click=move |_| on_review.run(())>{tr("review-open")}</button>
                    {on_rematch.map(|rematch| view! {
                        <button class="primary" data-action="rematch" on:click=move |_| rematch.run(())>{tr("action-rematch")}</button>
                    })}
                    <button class="action" data-action="new-game" on:click=move |_| on_home.run(())>{tr("action-new-game")}</button>
                </div>
                <crate::ui::stats::RecordLine table=table/>
                {move || (taken_back() != 0).then(|| {
                    let count = taken_back();
                    view! { <p class="taken-back" data-taken-back=count.to_string()>{move || tf("over-taken-back", &[("count", count.into())])}</p> }
                })}
                <div class="over-map"><ItalyMap state=map on_pick=Callback::new(|_| {})/></div>
                <ul class="stats">{stats}</ul>
            </section>
        })}
    }
}
