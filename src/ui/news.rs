//! What just happened at the table: the chronicle's entries added by the last change,
//! for the parts of the screen that react to events (sounds, motion, the result banner,
//! the live region) rather than to the state.

use engine::Event;
use leptos::prelude::*;
use session::log::LogEntry;
use session::SeatView;

/// The engine's events among `entries`.
pub fn events(entries: &[LogEntry]) -> impl Iterator<Item = &Event> {
    entries.iter().filter_map(LogEntry::event)
}

/// Calls `react` after every change of the view with the chronicle entries it added when
/// the game went forward, and with none otherwise: a game just opened (resumed, started,
/// joined), a move taken back and another viewer's view (the device passed on) bring no
/// news.
pub fn follow(view: Signal<Option<SeatView>>, react: impl Fn(&SeatView, &[LogEntry]) + 'static) {
    // (game, viewer, chronicle length, the state then) at the last change seen.
    type Seen = (String, Option<u8>, usize, session::StateId);
    let seen: StoredValue<Option<Seen>> = StoredValue::new(None);
    Effect::new(move |_| {
        view.with(|v| {
            let Some(v) = v.as_ref() else {
                seen.set_value(None);
                return;
            };
            let from = seen.with_value(|seen| match seen {
                Some((game, _, len, at))
                    if *game == v.game && *len <= v.log.len() && *at < v.at =>
                {
                    *len
                }
                _ => v.log.len(),
            });
            seen.set_value(Some((v.game.clone(), v.viewer, v.log.len(), v.at)));
            react(v, &v.log[from..]);
        });
    });
}
