//! A review on screen in the screens' module: the review itself ([`ReviewModel`]) is kept
//! while the module is mounted, so going to its replay and back (or switching language)
//! finds it as it was, its analysis going on.

use super::model::{Phase, ReviewModel};
use super::screen::ReviewScreen;
use super::subject::ReviewSubject;
use crate::ui::later::Exit;
use leptos::prelude::*;
use session::screen::{Replayed, Screen};

/// The review kept, with the owner of its signals, and the game whose replay was last
/// opened from it (that replay offers the way back).
#[derive(Clone, Copy)]
pub struct ReviewKeeper(
    StoredValue<Option<(ReviewModel, Owner)>, LocalStorage>,
    StoredValue<Option<String>>,
    /// The owner reviews are made under: the module's screens' (a screen's own would take
    /// the review with it when the player opens its replay).
    StoredValue<Option<Owner>, LocalStorage>,
);

impl Default for ReviewKeeper {
    fn default() -> Self {
        ReviewKeeper::new()
    }
}

impl ReviewKeeper {
    /// Keeps reviews for as long as the current owner (the module's screens) lives.
    pub fn new() -> ReviewKeeper {
        let keeper = ReviewKeeper(
            StoredValue::new_local(None),
            StoredValue::new(None),
            StoredValue::new_local(Owner::current()),
        );
        on_cleanup(move || {
            if let Some((model, owner)) = keeper.0.try_update_value(Option::take).flatten() {
                model.close(owner);
            }
        });
        keeper
    }

    /// The model of `subject`'s review: the one kept if it is the same game (its analysis
    /// started again if it was stopped), else a new one (the old one's analysis stopped).
    fn model_for(self, subject: ReviewSubject) -> ReviewModel {
        let kept = self.0.with_value(|kept| {
            kept.as_ref()
                .filter(|(m, _)| m.subject.with_value(|s| *s == subject))
                .map(|(m, _)| *m)
        });
        if let Some(model) = kept {
            if matches!(
                model.phase.get_untracked(),
                Phase::Cancelled | Phase::Failed
            ) {
                model.analyse();
            }
            return model;
        }
        if let Some((old, owner)) = self.0.try_update_value(Option::take).flatten() {
            old.close(owner);
        }
        let (model, owner) = match self.2.get_value() {
            Some(root) => root.with(|| ReviewModel::open(subject)),
            None => ReviewModel::open(subject),
        };
        self.0.set_value(Some((model, owner)));
        model
    }

    /// The review of `subject`'s game; `exit` is told when the player leaves it or opens
    /// its replay (a screen of its own, in the history: Back returns here).
    pub fn screen(self, subject: ReviewSubject, exit: Callback<Exit>) -> impl IntoView {
        let code = subject.code.clone();
        let model = self.model_for(subject);
        let on_close = Callback::new(move |_| exit.run(Exit::Back));
        let on_replay = Callback::new(move |step: usize| {
            self.1.set_value(Some(code.clone()));
            exit.run(Exit::To(Screen::Replay(Replayed {
                code: code.clone(),
                at: Some(step as u32),
                seat: None,
            })))
        });
        view! { <ReviewScreen model=model on_close=on_close on_replay=on_replay/> }
    }

    /// Whether the replay of `code` was opened from its review (which it then offers to go
    /// back to).
    pub fn replays_from_review(self, code: &str) -> bool {
        self.1.with_value(|from| from.as_deref() == Some(code))
    }
}
