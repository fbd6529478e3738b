//! The battle's result in a short banner over the map ("Bianca takes Firenze from
//! Carlo."), for a few seconds after the battle ends. It shows what the chronicle and the
//! live region already say (it is hidden from screen readers, which hear the live
//! region), and it takes no pointer events: the map under it stays usable.

use engine::Event;
use leptos::prelude::*;
use session::log::LogEntry;
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

/// The banner's words now, with a number telling one banner from the next (a newer
/// banner outlives the older one's timer).
pub type BannerText = RwSignal<Option<(u32, String)>>;

/// Shows the outcome told among `news`, if any, for a few seconds.
pub fn announce(shown: BannerText, s: &session::session::Session, news: &[LogEntry]) {
    let Some(line) = news
        .iter()
        .rev()
        .find(|e| is_outcome(e))
        .and_then(|e| s.describe(&crate::i18n::catalog(), e))
    else {
        return;
    };
    let mine = shown.with_untracked(|b| b.as_ref().map_or(0, |(n, _)| n + 1));
    shown.set(Some((mine, line)));
    set_timeout(
        move || {
            if shown
                .try_with_untracked(|b| b.as_ref().map(|(n, _)| *n))
                .flatten()
                == Some(mine)
            {
                shown.try_set(None);
            }
        },
        Duration::from_millis(SHOWN_MS),
    );
}

#[component]
pub fn Banner(shown: BannerText) -> impl IntoView {
    move || {
        shown.get().map(
            |(_, line)| view! { <p class="banner" aria-hidden="true" data-banner="">{line}</p> },
        )
    }
}
