//! Who moves for the seats no person plays, chosen once from the table's [`Kind`]: the
//! AI (asked in its Web Worker), the lesson's prepared moves (then the AI, once its
//! guided part is over), or, at a puzzle's table, nobody here: the puzzle's prover
//! answers each of the person's moves through [`Table::replies`].
//!
//! Every answer is for the state it was asked on and is played through `Session::act`
//! with that state's id: an answer for a state the game has left (a move taken back, a
//! game left, another tab's game) is refused by the session itself. The deciders play
//! only while a screen shows the table; one put back on screen asks again.

use super::owner::{Kind, Table};
use engine::Phase;
use leptos::prelude::*;
use session::{Session, StateId};

/// What a decider is asked: the seat to act on the state `at`, and how soon its move may
/// show.
struct Asked {
    at: StateId,
    seat: u8,
    /// Played at the table's full pace (a battle a person is still in), else at triple
    /// speed (a follow-up decision, a battle the people have left).
    full_pace: bool,
}

/// The seat to act on `s` and the AI level that plays it, if no person plays it now (an
/// AI's seat, or a friend's that an AI stands in for while the friend is away).
fn asked(s: &Session, stand_ins: u8) -> Option<(Asked, session::AiLevel)> {
    let seat = s.acting()?;
    let level = match s.kind(seat) {
        session::SeatKind::Ai(level) => level,
        session::SeatKind::Friend if stand_ins & (1 << seat) != 0 => session::AiLevel::Normal,
        _ => return None,
    };
    let table = s.game().table();
    let person_in_battle = s.people().any(|p| table.in_battle(p));
    Some((
        Asked {
            at: s.state_id(),
            seat,
            full_pace: person_in_battle && matches!(s.game().phase(), Phase::Battle { .. }),
        },
        level,
    ))
}

/// The one effect that asks the decider of the seat to act, whenever the game, the
/// screen or the player's "try again" changes.
pub(super) fn follow(table: Table) {
    // The state last asked about, with the player's "try again" count: a screen drawn
    // again for the same state does not ask twice.
    let pending: StoredValue<Option<(StateId, u32)>> = StoredValue::new(None);
    Effect::new(move |_| {
        let retry = table.ai_retry.get();
        if table.shown.get() == 0 || table.elsewhere() {
            // Off screen: an answer that comes back meanwhile is dropped, so the screen
            // asks again when it is back.
            pending.set_value(None);
            return;
        }
        let kind = table.kind.get();
        if matches!(kind, Kind::Puzzle) {
            return;
        }
        let stand_ins = table.stand_ins.get();
        let Some(Some((asked, scripted, request))) = table.with_session(|s| {
            let (asked, level) = asked(s, stand_ins)?;
            let scripted = match kind {
                Kind::Lesson(script) => (script.reply)(s),
                _ => None,
            };
            // An AI's seed depends only on the position: a move taken back and played
            // again is answered the same way.
            let seed =
                s.record().setup.seed ^ (s.moves() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            Some((asked, scripted, (s.record().clone(), level, seed)))
        }) else {
            return;
        };
        if pending.get_value() == Some((asked.at, retry)) {
            return;
        }
        pending.set_value(Some((asked.at, retry)));
        let pace = table.pace_ms.get_untracked() as u64;
        let delay = if asked.full_pace { pace } else { pace / 3 };
        if let Some(action) = scripted {
            // The lesson's prepared move, at a pace the learner can follow.
            let delay = match (pace == 0, asked.full_pace) {
                (true, _) => 0,
                (false, true) => 700,
                (false, false) => 250,
            };
            table.replies(asked.at, vec![(asked.seat, action, None)], delay, 0, || {});
            return;
        }
        ask_ai(table, asked, request, delay);
    });
}

/// Asks the AI for the seat's move; it is shown once both the pace's delay has passed
/// and the answer is in (the player waits the longer of the two, not their sum).
fn ask_ai(
    table: Table,
    asked: Asked,
    (record, level, seed): (engine::Record, session::AiLevel, u64),
    delay: u64,
) {
    let asked_at = js_sys::Date::now();
    let Asked { at, seat, .. } = asked;
    crate::ai_client::request(
        record,
        seat,
        level.engine_level(),
        seed,
        move |answer| match answer {
            Some((action, reason)) => {
                let elapsed = (js_sys::Date::now() - asked_at).max(0.0) as u64;
                // Always through a timer, even at no delay, so the move lands outside
                // the effect that asked.
                table.replies(
                    at,
                    vec![(seat, action, Some(reason))],
                    delay.saturating_sub(elapsed),
                    0,
                    move || {
                        table.ai_failed.try_set(false);
                    },
                );
            }
            // Not through the session: touching it would ask again at once, in a loop,
            // until the worker answers. The player asks again ("try again").
            None => {
                if table.still_at(at) && table.is_shown() {
                    table.ai_failed.try_set(true);
                }
            }
        },
    );
}
