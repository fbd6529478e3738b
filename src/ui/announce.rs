//! A game you can follow by ear: one polite live region, made once for the whole visit
//! (never re-created, so screen readers keep listening to it), that receives a short
//! sentence for each move of the other players, each battle's result and each region
//! taken, "your turn", and the verdict.

use crate::i18n::tf;
use engine::Event;
use leptos::prelude::*;
use session::LogEntry;
use session::Session;

/// What the live region says now; set through [`announce`].
#[derive(Clone, Copy)]
pub struct Announcer(pub RwSignal<String>);

/// Says `text` in the live region. Saying the same words twice in a row still reaches
/// the screen reader: a zero-width space makes the text differ.
pub fn announce(announcer: Announcer, text: String) {
    announcer.0.update(|current| {
        *current = if current.trim_end_matches('\u{200b}') == text {
            if current.ends_with('\u{200b}') {
                text
            } else {
                format!("{text}\u{200b}")
            }
        } else {
            text
        };
    });
}

/// The live region itself.
#[component]
pub fn LiveRegion(announcer: Announcer) -> impl IntoView {
    view! {
        <div class="visually-hidden" role="status" aria-live="polite" data-live="polite">
            {move || announcer.0.get()}
        </div>
    }
}

/// Whether an entry is worth saying aloud to `listener` (the human holding the device):
/// what others did, and what came of it; not the listener's own moves, which they know.
fn worth_saying(entry: &LogEntry, listener: Option<u8>) -> bool {
    let LogEntry::Event { event, .. } = entry else {
        return false;
    };
    let by_other = |seat: &u8| Some(*seat) != listener;
    match event {
        Event::Played { seat, .. }
        | Event::Passed { seat, .. }
        | Event::Revealed { seat, .. }
        | Event::RegionChosen { seat, .. }
        | Event::Declined { seat, .. }
        | Event::ScarecrowTook { seat, .. }
        | Event::ScarecrowTookNothing { seat }
        | Event::FavorPlaced { seat, .. }
        | Event::HandDiscarded { seat, .. } => by_other(seat),
        Event::SeasonChanged { .. }
        | Event::BishopDiscarded { .. }
        | Event::BattleEnded { .. }
        | Event::RegionConquered { .. }
        | Event::RegionHeld { .. }
        | Event::BattleFailed { .. }
        | Event::BattleWon { .. }
        | Event::FinalBattle { .. }
        | Event::RoundEnded { .. }
        | Event::GameOver { .. } => true,
        _ => false,
    }
}

/// Announces the game as it goes: after every change, the new chronicle lines worth
/// saying, then "your turn" when a decision has come to the device holder.
pub fn follow(session: RwSignal<Option<Session>>, announcer: Announcer) {
    // (game id, chronicle lines already said, the decision already announced)
    let said: StoredValue<Option<(String, usize, Option<usize>)>> = StoredValue::new(None);
    Effect::new(move |_| {
        let text = session.with(|s| {
            let s = s.as_ref()?;
            let (id, from, turn) = match said.get_value() {
                // A game just opened: its past is on screen, only what follows is said.
                Some((id, from, turn)) if id == s.id() && from <= s.log().len() => (id, from, turn),
                _ => (s.id().to_string(), s.log().len(), None),
            };
            let listener = s.viewer();
            let mut lines: Vec<String> = s.log()[from..]
                .iter()
                .filter(|e| worth_saying(e, listener))
                .filter_map(|e| s.describe(&crate::i18n::catalog(), e))
                .collect();
            let position = s.record().actions.len();
            let mut turn_said = turn;
            if let Some(seat) = s.human_to_act() {
                if turn != Some(position) {
                    lines.push(tf("turn-yours", &[("name", s.name(seat).into())]));
                    turn_said = Some(position);
                }
            }
            said.set_value(Some((id, s.log().len(), turn_said)));
            (!lines.is_empty()).then(|| lines.join(" "))
        });
        if let Some(text) = text {
            announce(announcer, text);
        }
    });
}
