//! The table's sounds, synthesised with the Web Audio API (no sound files to download):
//! a card laid down, a pass, a battle won or lost, a region taken, the game's end.
//!
//! Browsers let a page make sound only after the player has tapped or pressed a key, and
//! the game asks for nothing before then: no `AudioContext` exists until a sound is due
//! after the player's first tap or key on the table. A switch on the table turns the
//! sounds off, and the choice is one of the player's settings. Every sound is short and quiet (one master gain well below full
//! scale, soft attacks).

use engine::Event;
use session::log::LogEntry;
use session::SeatView;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use web_sys::{AudioContext, AudioContextState, AudioNode, GainNode, OscillatorType};

/// The loudness of every sound: gentle next to other pages' sounds and music.
const MASTER_GAIN: f32 = 0.18;

/// A sound of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    Card,
    Pass,
    Won,
    Lost,
    Region,
    End,
}

impl Cue {
    /// How long the cue holds the stage before the next one of the same change starts.
    fn spacing(self) -> f64 {
        match self {
            Cue::Card | Cue::Pass => 0.12,
            Cue::Won | Cue::Lost => 0.32,
            Cue::Region => 0.4,
            Cue::End => 0.6,
        }
    }
}

struct Audio {
    context: AudioContext,
    master: GainNode,
}

thread_local! {
    static AUDIO: RefCell<Option<Audio>> = const { RefCell::new(None) };
}

/// Switches the sounds on or off (the app follows the player's setting with it: see
/// `crate::settings`).
pub fn set_enabled(on: bool) {
    ENABLED.with(|e| e.set(on));
}

thread_local! {
    // The sounds' switch as the settings have it (on until they are read).
    static ENABLED: std::cell::Cell<bool> = const { std::cell::Cell::new(true) };
}

fn switched_on() -> bool {
    ENABLED.with(std::cell::Cell::get)
}

thread_local! {
    // Whether the player has tapped or pressed a key on the table during this visit.
    static GESTURE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Notes a tap or a key press of the player's (the table calls it for every trusted
/// pointer-down and key-down): from then on the sounds may play.
pub fn gesture(ev: &web_sys::Event) {
    if ev.is_trusted() {
        GESTURE.with(|g| g.set(true));
    }
}

fn gesture_seen() -> bool {
    GESTURE.with(|g| g.get())
}

/// The audio graph, made on first use once the player has made a gesture.
fn with_audio(f: impl FnOnce(&Audio)) {
    AUDIO.with(|cell| {
        let mut slot = cell.borrow_mut();
        if slot.is_none() {
            if !gesture_seen() {
                return;
            }
            let Ok(context) = AudioContext::new() else {
                return;
            };
            let Ok(master) = context.create_gain() else {
                return;
            };
            master.gain().set_value(MASTER_GAIN);
            if master
                .connect_with_audio_node(&context.destination())
                .is_err()
            {
                return;
            }
            *slot = Some(Audio { context, master });
        }
        if let Some(audio) = slot.as_ref() {
            if audio.context.state() == AudioContextState::Suspended {
                let _ = audio.context.resume();
            }
            f(audio);
        }
    });
}

/// One note: `freq` Hz (gliding to `to` if given) from `at` for `len` seconds, with a
/// quick rise and a smooth fall so nothing clicks.
fn note(a: &Audio, kind: OscillatorType, freq: f32, to: Option<f32>, at: f64, len: f64, gain: f32) {
    let (Ok(osc), Ok(env)) = (a.context.create_oscillator(), a.context.create_gain()) else {
        return;
    };
    osc.set_type(kind);
    let _ = osc.frequency().set_value_at_time(freq, at);
    if let Some(to) = to {
        let _ = osc
            .frequency()
            .exponential_ramp_to_value_at_time(to, at + len);
    }
    let level = env.gain();
    let _ = level.set_value_at_time(0.0, at);
    let _ = level.linear_ramp_to_value_at_time(gain, at + 0.012);
    let _ = level.exponential_ramp_to_value_at_time(0.0005, at + len);
    let _ = osc.connect_with_audio_node(&env);
    let _ = env.connect_with_audio_node(a.master.unchecked_ref::<AudioNode>());
    let _ = osc.start_with_when(at);
    let _ = osc.stop_with_when(at + len + 0.03);
}

/// A short brush of noise through a band-pass filter: a card laid on the table.
fn tap(a: &Audio, at: f64) {
    let rate = a.context.sample_rate();
    let frames = (rate * 0.05) as u32;
    let Ok(buffer) = a.context.create_buffer(1, frames, rate) else {
        return;
    };
    // Noise for a sound effect, not for the game: the game's randomness is seeded.
    let samples: Vec<f32> = (0..frames)
        .map(|i| {
            let fade = 1.0 - i as f32 / frames as f32;
            (js_sys::Math::random() as f32 * 2.0 - 1.0) * fade * fade
        })
        .collect();
    let _ = buffer.copy_to_channel(&samples, 0);
    let (Ok(source), Ok(filter), Ok(env)) = (
        a.context.create_buffer_source(),
        a.context.create_biquad_filter(),
        a.context.create_gain(),
    ) else {
        return;
    };
    source.set_buffer(Some(&buffer));
    filter.set_type(web_sys::BiquadFilterType::Bandpass);
    filter.frequency().set_value(1400.0);
    filter.q().set_value(0.9);
    env.gain().set_value(0.9);
    let _ = source.connect_with_audio_node(&filter);
    let _ = filter.connect_with_audio_node(&env);
    let _ = env.connect_with_audio_node(a.master.unchecked_ref::<AudioNode>());
    let _ = source.start_with_when(at);
    note(a, OscillatorType::Sine, 180.0, Some(120.0), at, 0.09, 0.35);
}

fn sound(a: &Audio, cue: Cue, at: f64) {
    use OscillatorType::{Sine, Triangle};
    match cue {
        Cue::Card => tap(a, at),
        Cue::Pass => note(a, Sine, 392.0, Some(294.0), at, 0.16, 0.3),
        Cue::Won => {
            for (i, f) in [523.25, 659.25, 783.99].into_iter().enumerate() {
                note(a, Triangle, f, None, at + 0.085 * i as f64, 0.18, 0.32);
            }
        }
        Cue::Lost => {
            for (i, f) in [392.0, 311.13, 261.63].into_iter().enumerate() {
                note(a, Sine, f, None, at + 0.11 * i as f64, 0.22, 0.34);
            }
        }
        Cue::Region => {
            // A small bell: a fundamental and a bright partial, ringing out.
            note(a, Sine, 880.0, None, at, 0.7, 0.28);
            note(a, Sine, 2210.0, None, at, 0.35, 0.08);
        }
        Cue::End => {
            for (i, f) in [523.25, 659.25, 783.99, 1046.5].into_iter().enumerate() {
                let len = if i == 3 { 0.6 } else { 0.16 };
                note(a, Triangle, f, None, at + 0.13 * i as f64, len, 0.3);
            }
        }
    }
}

/// Plays `cues` one after the other, if the sounds are on and the player has made a
/// gesture on the page.
pub fn play(cues: &[Cue]) {
    if cues.is_empty() || !switched_on() {
        return;
    }
    with_audio(|a| {
        let mut at = a.context.current_time() + 0.01;
        for &cue in cues {
            sound(a, cue, at);
            at += cue.spacing();
        }
    });
}

/// The sounds of one change of the game, heard by the humans at the table: a card, a
/// pass, the battle won or lost (by a human; battles among the AIs alone are not
/// judged), a region changing hands, the end.
pub fn cues(v: &SeatView, news: &[LogEntry]) -> Vec<Cue> {
    let human = |seat: u8| v.kind(seat).is_person();
    let mut out = Vec::new();
    for entry in news {
        let LogEntry::Event {
            event,
            participants,
            ..
        } = entry
        else {
            continue;
        };
        let cue = match event {
            Event::Played { .. } => Cue::Card,
            Event::Passed { .. } => Cue::Pass,
            Event::BattleEnded { winner, .. } => {
                let humans_in =
                    (0..v.players()).any(|seat| participants & (1 << seat) != 0 && human(seat));
                match winner {
                    Some(w) if human(*w) => Cue::Won,
                    _ if humans_in => Cue::Lost,
                    _ => continue,
                }
            }
            Event::RegionConquered { .. } => Cue::Region,
            Event::GameOver { .. } => Cue::End,
            _ => continue,
        };
        // One card sound per change is enough (a Scarecrow's pick follows its card).
        if !(out.last() == Some(&cue) && matches!(cue, Cue::Card | Cue::Pass)) {
            out.push(cue);
        }
    }
    out
}
