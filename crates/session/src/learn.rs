//! Learn to play: a guided first game on a prepared deal. The seed, every move of the
//! guided part (the player's and the opponents') and the coach's steps are fixed here, so
//! every step is known in advance; `tests/learn.rs` replays the script and fails loudly if
//! a change of the engine's rules makes a move illegal or a teaching point disappear.
//!
//! The coach's place in the lesson is worked out from the game itself (how many moves have
//! been played) and from the explanations already read, so taking a move back or leaving
//! and starting again can never leave the coach and the table out of step.

use crate::error::Error;
use crate::seats::{AiLevel, Origin, SeatConfig, SeatKind};
use crate::session::Session;
use crate::view::SeatView;
use crate::words::{card_name, region_name};
use engine::{Action, Card, Preset, Region, Setup};
use i18n::Catalog;

/// The prepared deal: ffg-2006, 3 players, the learner (seat 0) the first Condottiere.
/// Anna holds M1 M2 M3 M5 M10, Scarecrow, Drummer, Heroine, Winter and Bishop.
pub const SEED: u64 = 90633;
pub const PLAYERS: u8 = 3;

/// Every move of the guided part, in the engine's notation, in order. The learner is
/// seat 0; seats 1 and 2 are the opponents, whose moves are played from here instead of
/// asking the AI.
pub const SCRIPT: [&str; 38] = [
    // Battle 1, for Firenze: Mercenaries, the Drummer, Winter, the Scarecrow, passing.
    "region Firenze", // 0 learner
    "M3",             // 1 learner
    "M10",
    "M10",
    "Drummer", // 4 learner
    "M10",
    "M4",
    "M10", // 7 learner
    "M6",
    "M3",
    "Winter", // 10 learner
    "pass",
    "pass",
    "M1",        // 13 learner (the strength breakdown is shown first)
    "Scarecrow", // 14 learner
    "take M10",  // 15 learner
    "pass",      // 16 learner: Firenze is won 4 to 3 and 3
    // ffg: the winner chooses the next region before the clean-up.
    "region Siena", // 17 learner
    // Battle 2, for Siena: the Bishop and the papal favor.
    "M2", // 18 learner
    "M5",
    "M3",
    "Bishop",     // 21 learner
    "favor Roma", // 22 learner
    "M4",
    "M2",
    "pass", // 25 learner
    "M2",
    "M1",
    "M2",
    "M1",
    "Courtesan",
    "Courtesan",
    "pass",
    "pass",
    // Bianca wins Siena and chooses the next region; the hands without Mercenaries go.
    "region Napoli",
    "discard hand",
    "discard hand",
    // The round ends: the learner, last with cards, keeps two.
    "keep M10 Heroine", // 37 learner
];

/// The learner's seat.
pub const LEARNER: u8 = 0;

/// What a step of the coach asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// The script's move at the step's position.
    Move,
    /// Read, then press Next.
    Read,
    /// Open the learner's strength breakdown (or press Next).
    Breakdown,
}

/// One message of the coach, shown when the game reaches `at` moves played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub at: usize,
    pub ask: Ask,
    /// The message's id in the translation files.
    pub text: &'static str,
}

const fn step(at: usize, ask: Ask, text: &'static str) -> Step {
    Step { at, ask, text }
}

/// The coach's steps in order; a `Read` or `Breakdown` step comes before the move asked
/// at the same position.
pub const STEPS: [Step; 18] = [
    step(0, Ask::Move, "learn-step-region"),
    step(1, Ask::Move, "learn-step-mercenary"),
    step(4, Ask::Move, "learn-step-drummer"),
    step(7, Ask::Move, "learn-step-mercenary-10"),
    step(10, Ask::Move, "learn-step-winter"),
    step(13, Ask::Breakdown, "learn-step-breakdown"),
    step(13, Ask::Move, "learn-step-winter-ones"),
    step(14, Ask::Move, "learn-step-scarecrow"),
    step(15, Ask::Move, "learn-step-take-back"),
    step(16, Ask::Move, "learn-step-pass"),
    step(17, Ask::Read, "learn-step-decided"),
    step(17, Ask::Move, "learn-step-next-region"),
    step(18, Ask::Move, "learn-step-second-battle"),
    step(21, Ask::Move, "learn-step-bishop"),
    step(22, Ask::Move, "learn-step-favor"),
    step(25, Ask::Move, "learn-step-pass-again"),
    step(37, Ask::Read, "learn-step-round-end"),
    step(37, Ask::Move, "learn-step-keep"),
];

/// The script as actions. The notation is checked by `tests/learn.rs`; a move that no
/// longer parses ends the guided part there rather than panicking.
pub fn script() -> Vec<Action> {
    SCRIPT.iter().map_while(|m| m.parse().ok()).collect()
}

/// The move the script has at `position`, if the guided part reaches that far.
pub fn scripted(position: usize) -> Option<Action> {
    SCRIPT.get(position).and_then(|m| m.parse().ok())
}

pub fn setup() -> Setup {
    Setup {
        rules: Preset::Ffg2006.rules(),
        players: PLAYERS,
        seed: SEED,
        first: Some(LEARNER),
    }
}

/// The table: the learner and two opponents, who play the easy AI once the guided part
/// is over (the names are the setup screen's first three).
pub fn seats() -> Vec<SeatConfig> {
    ["Anna", "Bianca", "Carlo"]
        .into_iter()
        .enumerate()
        .map(|(i, name)| SeatConfig {
            name: name.to_string(),
            color: i as u8,
            kind: if i as u8 == LEARNER {
                SeatKind::Human
            } else {
                SeatKind::Ai(AiLevel::Easy)
            },
        })
        .collect()
}

/// A new lesson's game.
pub fn session() -> Result<Session, Error> {
    let mut s = Session::new(setup(), seats())?;
    s.mark_origin(Origin::Lesson);
    Ok(s)
}

pub fn is_lesson(s: &Session) -> bool {
    s.origin() == Origin::Lesson
}

/// Whether the guided part is still going on in this game.
pub fn guided(s: &Session) -> bool {
    is_lesson(s) && s.record().actions.len() < SCRIPT.len()
}

/// The opponent's move the script plays now, if an opponent must act in the guided part.
pub fn scripted_reply(s: &Session) -> Option<Action> {
    if !guided(s) {
        return None;
    }
    let seat = s.ai_to_act()?.0;
    (seat != LEARNER).then(|| scripted(s.record().actions.len()))?
}

/// Where the coach stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coach {
    /// Step `index` of [`STEPS`] is shown; `waiting` while the opponents play after it.
    Step { index: usize, waiting: bool },
    /// The guided part is over.
    Done,
}

/// The coach's place, from the moves played and the explanations read (step indices).
pub fn coach(position: usize, read: &[usize]) -> Coach {
    if position >= SCRIPT.len() {
        return Coach::Done;
    }
    let here = STEPS
        .iter()
        .enumerate()
        .filter(|(_, st)| st.at == position)
        .find(|(i, st)| st.ask == Ask::Move || !read.contains(i));
    match here {
        Some((index, _)) => Coach::Step {
            index,
            waiting: false,
        },
        // The opponents are playing: the last message stays, with nothing to do.
        None => Coach::Step {
            index: STEPS.iter().rposition(|st| st.at < position).unwrap_or(0),
            waiting: true,
        },
    }
}

/// What the learner tried against what the step asks: `None` if the move is the one
/// asked (or the lesson has no say), else the move the coach is waiting for.
pub fn check(s: &Session, action: Action) -> Option<Action> {
    if !guided(s) || s.human_to_act() != Some(LEARNER) {
        return None;
    }
    let expected = scripted(s.record().actions.len())?;
    (action != expected).then_some(expected)
}

/// The two cards the learner is asked to keep at the round's end.
pub fn keep_cards(action: Action) -> Vec<Card> {
    match action {
        Action::Keep(cards) => cards.iter().flatten().copied().collect(),
        _ => Vec::new(),
    }
}

/// The region a step's move names, if any.
pub fn region_of(action: Action) -> Option<Region> {
    match action {
        Action::ChooseRegion(r) | Action::PlaceFavor(r) => Some(r),
        _ => None,
    }
}

/// The coach's answer to a move the step does not ask for (`expected` is the one it asks).
pub fn declined_text(words: &Catalog, s: &SeatView, tried: Action, expected: Action) -> String {
    let args = [
        ("tried", s.action_label(words, tried).into()),
        ("expected", s.action_label(words, expected).into()),
    ];
    match (tried, expected) {
        (Action::Play(_), Action::Play(_)) => words.format("learn-declined-card", &args),
        _ => words.format("learn-declined-move", &args),
    }
}

/// The words of step `index` of [`STEPS`], filled in from the game as the learner sees it.
pub fn step_text(words: &Catalog, s: &SeatView, index: usize) -> String {
    let st = STEPS[index];
    let expected = scripted(st.at);
    let preset = s.preset();
    let card = match expected {
        Some(Action::Play(c)) | Some(Action::TakeBack { card: c, .. }) => {
            card_name(words, c, preset)
        }
        _ => String::new(),
    };
    let table = s.table();
    let region = expected
        .and_then(region_of)
        .or(table.battle.region)
        .map(|r| region_name(words, r))
        .unwrap_or_default();
    let won = Region::ALL
        .into_iter()
        .find(|r| table.owners[r.index()] == Some(LEARNER))
        .map(|r| region_name(words, r))
        .unwrap_or_default();
    // The strengths on the table. The explanation after the first battle tells that
    // battle's: ffg-2006 leaves the rows out until the winner has chosen the next region
    // (engine README, R12), so they are still there to be read.
    let strengths: Vec<i32> = s
        .observation
        .announced_strengths()
        .iter()
        .map(|x| x.total)
        .collect();
    let best = strengths[1..PLAYERS as usize]
        .iter()
        .copied()
        .max()
        .unwrap_or(0);
    // (The lesson's rows are face up: the learner sees every card in them.)
    let highest = s
        .observation
        .rows
        .iter()
        .flatten()
        .filter_map(|c| c.card?.mercenary_value())
        .max()
        .unwrap_or(0);
    let kept = expected.map(keep_cards).unwrap_or_default();
    let kept_name = |i: usize| {
        kept.get(i)
            .map(|c| card_name(words, *c, preset))
            .unwrap_or_default()
    };
    words.format(
        st.text,
        &[
            ("you", s.name(LEARNER).into()),
            ("opponent1", s.name(1).into()),
            ("opponent2", s.name(2).into()),
            ("card", card.into()),
            ("region", region.into()),
            ("won", won.into()),
            ("strength", strengths[0].into()),
            ("strength1", strengths[1].into()),
            ("strength2", strengths[2].into()),
            ("best", best.into()),
            ("value", highest.into()),
            ("card1", kept_name(0).into()),
            ("card2", kept_name(1).into()),
        ],
    )
}
