//! A review on screen in the screens' module (`ui::later::module` mounts it): the
//! review itself ([`ReviewModel`]) stays between two mounts of the same game, so a
//! language switch loses nothing, and its analysis goes on.

use super::model::{Phase, ReviewModel};
use super::screen::ReviewScreen;
use super::subject::ReviewSubject;
use crate::ui::later::Exit;
use leptos::prelude::*;
use std::cell::RefCell;

thread_local! {
    static MODEL: RefCell<Option<(ReviewModel, Owner)>> = const { RefCell::new(None) };
}

/// The model of `subject`'s review: the one kept if it is the same game (its analysis
/// started again if it was stopped), else a new one (the old one's analysis is stopped).
pub fn model_for(subject: ReviewSubject) -> ReviewModel {
    let same = |(m, _): &(ReviewModel, Owner)| {
        m.subject
            .with_value(|s| s.code == subject.code && s.save == subject.save)
    };
    if let Some((model, _)) = MODEL.with(|m| m.borrow().clone().filter(same)) {
        if matches!(
            model.phase.get_untracked(),
            Phase::Cancelled | Phase::Failed
        ) {
            model.analyse();
        }
        return model;
    }
    let old = MODEL.with(|m| m.borrow_mut().take());
    if let Some((old, owner)) = old {
        old.close(owner);
    }
    let (model, owner) = ReviewModel::open(subject);
    MODEL.with(|m| *m.borrow_mut() = Some((model, owner)));
    model
}

/// The review of `model`'s game (from [`model_for`], called outside the screen's owner:
/// the model outlives it); `exit` is told when the player leaves it.
pub fn screen(model: ReviewModel, exit: Callback<Exit>) -> impl IntoView {
    let on_close = Callback::new(move |_| exit.run(Exit::Back));
    view! { <ReviewScreen model=model on_close=on_close/> }
}
