//! What a review looks at and how far it got. The review's module keeps it between two
//! mounts of its screen (a language switch draws the screen again while the analysis goes
//! on), and drops it for another game.

use super::subject::ReviewSubject;
use super::worker::{self, Event};
use crate::persist::LocalStore;
use crate::ui::replay::Recording;
use engine::Record;
use leptos::prelude::*;
use session::review::{Progress, Review, ReviewError};
use session::saves;
use session::AiReason;
use std::sync::Arc;

/// Where the review stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Phase {
    /// The worker is analysing the game.
    Working(Progress),
    /// Finished; `from_save` when it was read from the saved game (no analysis).
    Done {
        review: Arc<Review>,
        from_save: bool,
    },
    /// The record cannot be reviewed (damaged, foreign, or not finished).
    Refused(ReviewError),
    /// The worker could not run the analysis.
    Failed,
    /// The player cancelled the analysis.
    Cancelled,
}

/// The review of one game.
#[derive(Clone, Copy)]
pub struct ReviewModel {
    /// Which game this is (its link code and save).
    pub subject: StoredValue<ReviewSubject>,
    /// The game (`None` when it could not be read: the phase says why).
    pub recording: StoredValue<Option<Recording>>,
    /// The AI's reasons for its moves, by move number (a saved game's).
    pub reasons: StoredValue<Vec<(u32, AiReason)>>,
    pub phase: RwSignal<Phase>,
    /// The move chosen on the chart (an index into the record's moves).
    pub selected: RwSignal<Option<usize>>,
    /// Set on the way back from the replay: focus goes to the chosen point once the
    /// chart's points are drawn again.
    pub focus_point: StoredValue<bool>,
    /// Why a finished review could not be kept with the saved game, in words.
    pub not_kept: RwSignal<Option<String>>,
    job: StoredValue<Option<u64>>,
}

/// The game of `subject`: from its save when it has one (the seats' whole names, and
/// the review kept with it), else from its record link.
/// What is read of a game under review: the game, the review kept with it, and the AI's
/// reasons for its moves (a saved game's: a link carries none).
type Loaded = (Recording, Option<Review>, Vec<(u32, AiReason)>);

fn load(subject: &ReviewSubject) -> Result<Loaded, ReviewError> {
    if let Some((id, save)) = subject
        .save
        .as_deref()
        .and_then(|id| Some((id, saves::load(&LocalStore, id).ok()?)))
    {
        let kept = saves::stored_review(&LocalStore, id);
        let recording = Recording {
            setup: save.parts.record.setup,
            seats: save.parts.seats,
            actions: save.parts.record.actions,
        };
        return Ok((recording, kept, save.parts.reasons));
    }
    let recording =
        Recording::decode(&subject.code).map_err(|e| ReviewError::NotARecord(format!("{e:?}")))?;
    Ok((recording, None, Vec::new()))
}

impl ReviewModel {
    /// Opens the review of `subject`: the one kept with its save, else a new analysis.
    /// The owner holds the model's signals: [`ReviewModel::close`] with it.
    pub fn open(subject: ReviewSubject) -> (ReviewModel, Owner) {
        // A child of the current owner (the keeper's, which outlives the screens drawn
        // from the model), cleaned up by `close`.
        let owner = Owner::new();
        let loaded = load(&subject);
        let recording = loaded
            .as_ref()
            .ok()
            .map(|(recording, ..)| recording.clone());
        let reasons = loaded
            .as_ref()
            .map(|(.., reasons)| reasons.clone())
            .unwrap_or_default();
        let model = owner.with(|| ReviewModel {
            subject: StoredValue::new(subject),
            recording: StoredValue::new(recording),
            reasons: StoredValue::new(reasons),
            phase: RwSignal::new(Phase::Working(Progress { done: 0, total: 1 })),
            selected: RwSignal::new(None),
            focus_point: StoredValue::new(false),
            not_kept: RwSignal::new(None),
            job: StoredValue::new(None),
        });
        match loaded {
            Ok((_, Some(kept), _)) => model.phase.set(Phase::Done {
                review: Arc::new(kept),
                from_save: true,
            }),
            Ok((_, None, _)) => model.analyse(),
            Err(refused) => model.phase.set(Phase::Refused(refused)),
        }
        (model, owner)
    }

    /// The seats whose decisions are judged: the people's, here or on their own devices (a
    /// bit mask).
    pub fn judged(&self) -> u8 {
        self.recording.with_value(|r| {
            r.iter()
                .flat_map(|r| r.seats.iter().enumerate())
                .filter(|(seat, s)| s.kind.is_person() && *seat < 8)
                .fold(0u8, |mask, (seat, _)| mask | (1 << seat))
        })
    }

    /// Asks the worker for the analysis (again, after a cancel or a failure).
    pub fn analyse(&self) {
        let Some(record) = self.recording.with_value(|r| {
            r.as_ref().map(|r| Record {
                setup: r.setup,
                actions: r.actions.clone(),
            })
        }) else {
            return;
        };
        let (phase, job, not_kept) = (self.phase, self.job, self.not_kept);
        let save = self.subject.with_value(|s| s.save.clone());
        phase.set(Phase::Working(Progress { done: 0, total: 1 }));
        let id = worker::start(&record, self.judged(), move |event| {
            let next = match event {
                Event::Progress(progress) => Phase::Working(progress),
                Event::Done(review) => {
                    job.try_set_value(None);
                    let review = Arc::new(review);
                    // Kept with the saved game: the next look is instant. (A task of its
                    // own, apart from drawing the findings: it replays the saved game.)
                    if let Some(id) = save.clone() {
                        let review = review.clone();
                        set_timeout(
                            move || {
                                let kept = saves::keep_review(&mut LocalStore, &id, &review);
                                let words = kept.err().map(|e| e.text(&crate::i18n::catalog()));
                                not_kept.try_set(words);
                            },
                            std::time::Duration::ZERO,
                        );
                    }
                    Phase::Done {
                        review,
                        from_save: false,
                    }
                }
                Event::Refused(error) => Phase::Refused(error),
                Event::Failed => Phase::Failed,
            };
            phase.try_set(next);
        });
        job.set_value(id);
    }

    /// Stops the analysis under way, if any.
    pub fn cancel(&self) {
        if let Some(id) = self.job.try_update_value(Option::take).flatten() {
            worker::cancel(id);
            self.phase.set(Phase::Cancelled);
        }
    }

    /// Stops the analysis and lets go of everything the model holds (`owner`: the one
    /// [`ReviewModel::open`] gave).
    pub fn close(self, owner: Owner) {
        self.cancel();
        owner.cleanup();
    }
}
