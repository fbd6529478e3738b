//! The battle's result in a short banner over the map ("Bianca takes Firenze from
//! Carlo."), for a few seconds after the battle ends. It shows what the chronicle and the
//! live region already say (it is hidden from screen readers, which hear the live
//! region), and it takes no pointer events: the map under it stays usable.

use super::SessionSignal;
use crate::chronicle::LogEntry;
use engine::Event;
use leptos::prelude::*;
use std::time::Duration;

/// How long the banner stays.
const SHOWN_MS: u64 = 2600;

/// Whether an entry tells a battle's outcome.
fn is_outcome(entry: &LogEntry) -> bool {
    matches!(
        entry,
        LogEntry::Event {
            event: Event::RegionConquered { .. }
                | Event::RegionHeld { .. }
                | Event::BattleFailed { .. }
                | Event::BattleWon { .. },
            ..
        }
    )
}

#[component]
pub fn Banner(session: SessionSignal) -> impl IntoView {
    // (which banner, its words): a newer banner outlives the older one's timer.
    let shown: RwSignal<Option<(u32, String)>> = RwSignal::new(None);
    let count = StoredValue::new(0u32);
    crate::ui::news::follow(session, move |s, news| {
        let Some(line) = news
            .iter()
            .rev()
            .find(|e| is_outcome(e))
            .and_then(|e| s.describe(e))
        else {
            return;
        };
        count.update_value(|n| *n += 1);
        let mine = count.get_value();
        shown.set(Some((mine, line)));
        set_timeout(
            move || {
                if count.try_get_value() == Some(mine) {
                    shown.try_set(None);
                }
            },
            Duration::from_millis(SHOWN_MS),
        );
    });
    move || {
        shown.get().map(
            |(_, line)| view! { <p class="banner" aria-hidden="true" data-banner="">{line}</p> },
        )
    }
}
