//! A game's end (`#/game` once it is over), drawn here from the saved game: the verdict,
//! the final map, the figures, the record line, the day's result for a daily deal, the
//! share links (the whole record now: the game is over), and the ways on.

use super::Exit;
use crate::i18n::{t, tr};
use crate::table::{Kind, Table};
use crate::ui::over::GameOver;
use crate::ui::share::{page_base, LinkField};
use leptos::prelude::*;
use session::screen::{Replayed, Screen};

/// The end of the saved game `id`; back to the front door if it cannot be read or is not
/// over.
pub fn over(id: Option<String>, exit: Callback<Exit>) -> AnyView {
    let finished = id
        .and_then(|id| session::saves::load(&crate::persist::LocalStore, &id).ok())
        .and_then(|save| save.restore().ok())
        .filter(|s| s.game().is_over());
    let Some(finished) = finished else {
        exit.run(Exit::To(Screen::Home));
        return ().into_any();
    };
    let id = finished.id().to_string();
    let table = Table::new(0, None);
    table.begin(finished, Kind::Game);
    let rematch = Callback::new(move |_| exit.run(Exit::Rematch));
    let review = Callback::new(move |_| exit.run(Exit::ReviewSave { id: id.clone() }));
    let home = Callback::new(move |_| exit.run(Exit::Leave));
    view! {
        <crate::ui::daily::DailyOutcome table=table/>
        <GameOver table=table on_rematch=rematch on_home=home on_review=review/>
        {share_links(&table)}
    }
    .into_any()
}

/// The share box of a finished game on `table`: its deal link, and its record link (the
/// whole record: the game is over).
pub fn share_links(table: &Table) -> impl IntoView {
    let links = table.finished(|finished| {
        let deal = format!("{}#/new/{}", page_base(), finished.deal_code());
        let record = finished.record_code().ok().map(|code| {
            format!(
                "{}{}",
                page_base(),
                Screen::Replay(Replayed::of(code)).hash()
            )
        });
        (deal, record.unwrap_or_default())
    });
    links.map(|(deal, record)| {
        view! {
            <details class="share">
                <summary>{tr("share-title")}</summary>
                <LinkField label=Signal::derive(|| t("share-deal")) name="deal" url=Signal::stored(deal)/>
                <LinkField label=Signal::derive(|| t("share-record")) name="record" url=Signal::stored(record)/>
            </details>
        }
    })
}
