//! What the table screen draws from and where its commands go: [`Feed`]. On this device
//! it is the page's own [`Table`]; on a friend's device, the host's table over the
//! network. Either way the screen reads one value, the viewer's [`SeatView`], and sends
//! commands tagged with the state they were chosen on.

use crate::table::{Refusal, Table};
use engine::Action;
use leptos::prelude::*;
use session::{SeatView, StateId};

/// The table as one viewer's screen has it.
#[derive(Clone, Copy)]
pub struct Feed {
    /// What the viewer may see now (`None`: no game).
    pub view: Signal<Option<SeatView>>,
    /// The viewer's move, chosen on the state it names.
    pub act: Callback<(Action, StateId)>,
    /// The viewer takes back their last move, asked on that state.
    pub take_back: Callback<StateId>,
    /// The device passes into this seat's hands (the hand-off screen's tap).
    pub take_device: Callback<u8>,
    /// The Hard AI's move for the viewer on that state, for a hint (`None`: no answer).
    pub hint: Callback<(StateId, Callback<Option<Action>>)>,
    /// The viewer's last command refused, with why.
    pub refused: Signal<Option<Refusal>>,
    /// The AI could not answer: the game waits for the player's "try again".
    pub ai_failed: Signal<bool>,
    pub retry_ai: Callback<()>,
    /// At a table of friends on their own devices, each seat's presence (`connected`,
    /// `waiting`, `away`; none for a seat with no device of its own).
    pub presence: Signal<Vec<Option<&'static str>>>,
}

impl Feed {
    /// The page's own table, as its device holder sees it.
    pub fn of(table: Table) -> Feed {
        let view = table.view();
        Feed {
            view: Signal::derive(move || view.get()),
            act: Callback::new(move |(action, at)| table.act(action, at)),
            take_back: Callback::new(move |at| table.take_back(at)),
            take_device: Callback::new(move |seat| table.take_device(seat)),
            hint: Callback::new(move |(at, done): (StateId, Callback<Option<Action>>)| {
                table.hint(at, move |answer| done.run(answer))
            }),
            refused: Signal::derive(move || table.refused()),
            ai_failed: Signal::derive(move || table.ai_failed()),
            retry_ai: Callback::new(move |_| table.retry_ai()),
            presence: Signal::stored(Vec::new()),
        }
    }

    /// Sends the viewer's move on the state on show now.
    pub fn send(self, action: Action) {
        if let Some(at) = self.view.with_untracked(|v| v.as_ref().map(|v| v.at)) {
            self.act.run((action, at));
        }
    }
}
