//! The battle's result in a short banner over the map ("Bianca takes Firenze from
//! Carlo."), under the winner's coat of arms, for a few seconds after the battle ends. It shows what the chronicle and the
//! live region already say (it is hidden from screen readers, which hear the live
//! region), and it takes no pointer events: the map under it stays usable.

use engine::Event;
use leptos::prelude::*;
use session::log::LogEntry;
use std::time::Duration;

/// How long the banner stays.
const SHOWN_MS: u64 = 2600;

/// A battle's outcome told by an entry: `Some(winner)` (`None` when nobody won), or
/// `None` if the entry tells something else.
fn outcome(entry: &LogEntry) -> Option<Option<u8>> {
    match entry {
        LogEntry::Event { event, .. } => match event {
            Event::RegionConquered { seat, .. }
            | Event::RegionHeld { seat, .. }
            | Event::BattleWon { seat, .. } => Some(Some(*seat)),
            Event::BattleFailed { .. } => Some(None),
            _ => None,
        },
        _ => None,
    }
}

/// What the banner shows now.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    /// Tells one banner from the next (a newer banner outlives the older one's timer).
    number: u32,
    line: String,
    /// The winner's colour, for their coat of arms.
    color: Option<u8>,
}

pub type BannerText = RwSignal<Option<Shown>>;

/// Shows the outcome told among `news`, if any, for a few seconds.
pub fn announce(shown: BannerText, s: &session::SeatView, news: &[LogEntry]) {
    let Some((line, winner)) = news.iter().rev().find_map(|e| {
        let winner = outcome(e)?;
        Some((s.describe(&crate::i18n::catalog(), e)?, winner))
    }) else {
        return;
    };
    let color = winner
        .and_then(|seat| s.seats.get(seat as usize))
        .map(|c| c.color);
    let number = shown.with_untracked(|b| b.as_ref().map_or(0, |b| b.number + 1));
    shown.set(Some(Shown {
        number,
        line,
        color,
    }));
    set_timeout(
        move || {
            if shown
                .try_with_untracked(|b| b.as_ref().map(|b| b.number))
                .flatten()
                == Some(number)
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
        shown.get().map(|b| {
            view! {
                <p class="banner" aria-hidden="true" data-banner="" data-banner-color=b.color.map(|c| c.to_string())>
                    {b.color.map(crate::ui::heraldry::arms)}
                    <span>{b.line}</span>
                </p>
            }
        })
    }
}
