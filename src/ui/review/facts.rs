//! What the chart and the findings say about the moves and seats of the game under
//! review, in the language on screen, worked out once per drawing of the findings.

use crate::i18n::{catalog, tf};
use crate::ui::replay::Recording;
use engine::{Action, Game, Preset};
use session::review::{words, Review};
use session::words::action_label;
use session::{AiReason, SeatConfig};

/// What the chart and the findings say about each move and seat, in the language on
/// screen.
pub struct Facts {
    preset: Preset,
    seats: Vec<SeatConfig>,
    pub names: Vec<String>,
    /// Each seat's colour (an index into the player colours).
    pub colors: Vec<u8>,
    /// Who made each move.
    pub movers: Vec<u8>,
    pub actions: Vec<Action>,
    /// Each move in words, as the chronicle names it.
    pub labels: Vec<String>,
    /// The judged seats (the humans).
    pub judged: Vec<u8>,
    /// Each move in the review's words ([`Facts::move_text`]).
    move_texts: Vec<String>,
    /// The AI's reasons for its moves, by move number (a saved game's).
    reasons: Vec<(u32, AiReason)>,
    /// "0%" to "100%" in the language on screen, by value: the chart and its table
    /// write a thousand of them, each a catalog lookup otherwise.
    percents: Vec<String>,
}

impl Facts {
    /// The facts of `recording`, reviewed as `review`, its AI moves made for `reasons`.
    pub fn of(recording: &Recording, review: &Review, reasons: Vec<(u32, AiReason)>) -> Facts {
        let words = catalog();
        let preset = recording.setup.rules.preset;
        let label = |&a: &Action| action_label(&words, a, preset, &recording.seats);
        let mut movers = Vec::with_capacity(recording.actions.len());
        if let Ok(mut game) = Game::new(recording.setup) {
            for &action in &recording.actions {
                movers.push(game.to_act().unwrap_or_default());
                game.apply_unchecked(action, &mut ());
            }
        }
        let mut facts = Facts {
            preset,
            seats: recording.seats.clone(),
            names: recording.seats.iter().map(|s| s.name.clone()).collect(),
            colors: recording.seats.iter().map(|s| s.color).collect(),
            movers,
            actions: recording.actions.clone(),
            labels: recording.actions.iter().map(label).collect(),
            judged: (0..recording.seats.len() as u8)
                .filter(|&seat| recording.seats[seat as usize].kind.is_person())
                .collect(),
            move_texts: Vec::new(),
            reasons,
            percents: (0..=100).map(percent).collect(),
        };
        facts.move_texts = (0..recording.actions.len())
            .map(|index| facts.describe_move(review, index))
            .collect();
        facts
    }

    /// "18%", the language's way (a value over 100 as 100).
    pub fn percent(&self, value: u8) -> &str {
        &self.percents[value.min(100) as usize]
    }

    /// Why the AI made move `index`, in words, naming the other moves it weighed with
    /// their chances, as the chronicle says it (if the game kept its reason).
    pub fn ai_reason(&self, index: usize) -> Option<String> {
        let (_, reason) = self.reasons.iter().find(|(n, _)| *n as usize == index)?;
        let action = *self.actions.get(index)?;
        Some(reason.explain(&catalog(), action, &|a| self.action(a), &|s| self.name(s)))
    }

    /// A move in words, as the chronicle names it.
    pub fn action(&self, action: Action) -> String {
        action_label(&catalog(), action, self.preset, &self.seats)
    }

    /// A seat's name ("Player 3" for one without).
    pub fn name(&self, seat: u8) -> String {
        words::player_name(&catalog(), &self.names, seat)
    }

    /// "Move 41, the battle for Milan: Bianca — Bishop." (`index` counts from 0.)
    pub fn move_text(&self, index: usize) -> &str {
        self.move_texts.get(index).map_or("", String::as_str)
    }

    fn describe_move(&self, review: &Review, index: usize) -> String {
        let battle = session::review::battle_of_move(&review.battles, index as u32);
        tf(
            "review-point",
            &[
                ("move", (index + 1).into()),
                (
                    "battle",
                    words::battle_in_words(&catalog(), &review.battles, battle.map(|b| b as u16))
                        .into(),
                ),
                (
                    "mover",
                    self.name(self.movers.get(index).copied().unwrap_or_default())
                        .into(),
                ),
                (
                    "action",
                    self.labels.get(index).cloned().unwrap_or_default().into(),
                ),
            ],
        )
    }

    /// "Anna 18%, Bianca 40%, …": every seat's chance in `chances`.
    pub fn chances_text(&self, chances: &[u8]) -> String {
        let each = chances.iter().enumerate();
        crate::i18n::join(
            each.map(|(seat, &c)| format!("{} {}", self.name(seat as u8), self.percent(c))),
        )
    }
}

/// "18%", the language's way.
fn percent(value: u8) -> String {
    tf("stats-share-value", &[("percent", value.into())])
}
