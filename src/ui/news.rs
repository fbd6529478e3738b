//! What just happened at the table: the chronicle's entries added by the last change,
//! for the parts of the screen that react to events (sounds, motion, the result banner)
//! rather than to the state.

use engine::Event;
use leptos::prelude::*;
use session::log::LogEntry;
use session::session::Session;

/// The engine's events among `entries`.
pub fn events(entries: &[LogEntry]) -> impl Iterator<Item = &Event> {
    entries.iter().filter_map(|entry| match entry {
        LogEntry::Event { event, .. } => Some(event),
        _ => None,
    })
}

/// Calls `react` after every change of the session with the chronicle entries it added
/// when the game went forward, and with none otherwise: a game just opened (resumed,
/// started, its screen rebuilt after a language switch) brings no news, and neither does
/// taking a move back.
pub fn follow(session: RwSignal<Option<Session>>, react: impl Fn(&Session, &[LogEntry]) + 'static) {
    // (game id, chronicle length) at the last change seen.
    let seen: StoredValue<Option<(String, usize)>> = StoredValue::new(None);
    Effect::new(move |_| {
        session.with(|s| {
            let Some(s) = s.as_ref() else {
                seen.set_value(None);
                return;
            };
            let from = seen.with_value(|seen| match seen {
                Some((id, len)) if *id == s.id() && *len <= s.log().len() => *len,
                _ => s.log().len(),
            });
            seen.set_value(Some((s.id().to_string(), s.log().len())));
            react(s, &s.log()[from..]);
        });
    });
}
