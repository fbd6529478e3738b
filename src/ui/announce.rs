//! A game you can follow by ear: one polite live region, made once for the whole visit
//! (never re-created, so screen readers keep listening to it), that receives a short
//! sentence for each move of the other players, each battle's result and each region
//! taken, "your turn", and the verdict.

use crate::i18n::tf;
use engine::Event;
use leptos::prelude::*;
use session::{LogEntry, SeatView};

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
/// saying, then "your turn" when a decision has come to the viewer. The device passed to
/// another player (a hand-off) empties the live region: what it said was for the player
/// before.
pub fn follow(view: Signal<Option<SeatView>>, announcer: Announcer) {
    // (game, viewer, chronicle lines already said, the decision already announced)
    type Said = (String, Option<u8>, usize, Option<u32>);
    let said: StoredValue<Option<Said>> = StoredValue::new(None);
    Effect::new(move |_| {
        let text = view.with(|v| {
            let Some(v) = v.as_ref() else {
                said.set_value(None);
                return None;
            };
            let (from, turn) = match said.get_value() {
                // A game just opened: its past is on screen, only what follows is said.
                Some((game, viewer, from, turn))
                    if game == v.game && viewer == v.viewer && from <= v.log.len() =>
                {
                    (from, turn)
                }
                Some((game, viewer, ..)) if game == v.game && viewer != v.viewer => {
                    said.set_value(Some((v.game.clone(), v.viewer, v.log.len(), None)));
                    return Some(String::new());
                }
                _ => (v.log.len(), None),
            };
            let words = crate::i18n::catalog();
            let mut lines: Vec<String> = v.log[from..]
                .iter()
                .filter(|e| worth_saying(e, v.viewer))
                .filter_map(|e| v.describe(&words, e))
                .collect();
            let mut turn_said = turn;
            if let Some(seat) = v.my_turn() {
                if turn != Some(v.moves) {
                    lines.push(tf("turn-yours", &[("name", v.name(seat).into())]));
                    turn_said = Some(v.moves);
                }
            }
            said.set_value(Some((v.game.clone(), v.viewer, v.log.len(), turn_said)));
            (!lines.is_empty()).then(|| lines.join(" "))
        });
        match text {
            Some(text) if text.is_empty() => announcer.0.set(String::new()),
            Some(text) => announce(announcer, text),
            None => {}
        }
    });
}
