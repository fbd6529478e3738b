//! The friend's side: a copy of what the host sends this device (the lobby, then the
//! seat's view, the seats' states, the last refusal, the record at the end), kept in the
//! host's order whatever the network does.
//!
//! A message is applied only when it follows the last one applied (its `prev` is that
//! one's `seq`) or starts over (`prev` 0: the first on a connection, or the first the host
//! sends after a resync, followed by everything else the device needs). One that came
//! before, or came twice, is dropped. When one went missing, nothing more applies until
//! the host starts over: [`Replica::want_resync`] says to ask. A new `epoch` (the host's
//! page was loaded again) starts the count afresh, and the epochs left behind are ignored.

use crate::message::{
    apply_update, FriendMessage, HostMessage, Lobby, SeatState, ToFriend, ToHost, Versioned,
    MAX_TO_FRIEND, PROTOCOL,
};
use crate::refusal::Refusal;
use engine::Action;
use session::{Parts, SeatView, StateId};

/// What a message changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Changed {
    /// Nothing: a message repeated or late, or one that waits for a resync.
    Nothing,
    Lobby,
    View,
    Seats,
    Refused,
    Record,
}

/// A message that is not one the host sends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplicaError {
    /// Longer than any message of the protocol ([`MAX_TO_FRIEND`]).
    Oversized,
    /// Not JSON, or not a message of the protocol.
    Malformed,
    /// From a newer version of the app: this device must load the new one.
    Newer(u32),
}

/// How many epochs left behind are remembered (a host reloads a few times a game).
const RETIRED: usize = 16;

/// A friend's device's copy of the table.
#[derive(Clone, Debug, Default)]
pub struct Replica {
    epoch: Option<u64>,
    retired: Vec<u64>,
    /// The `seq` of the last message applied.
    last: u64,
    want_resync: bool,
    lobby: Option<Lobby>,
    view: Option<SeatView>,
    seats: Vec<SeatState>,
    refused: Option<(Refusal, Option<StateId>)>,
    record: Option<Parts>,
}

impl Replica {
    pub fn new() -> Replica {
        Replica::default()
    }

    /// The hello that takes an invite's seat.
    pub fn hello(seat: u8, secret: u64, name: &str) -> String {
        ToHost::text(HostMessage::Hello {
            seat,
            secret,
            name: name.to_string(),
        })
    }

    /// Applies a message from the host. Never panics, whatever the text.
    pub fn receive(&mut self, text: &str) -> Result<Changed, ReplicaError> {
        if text.len() > MAX_TO_FRIEND {
            return Err(ReplicaError::Oversized);
        }
        let Versioned { v } = serde_json::from_str(text).map_err(|_| ReplicaError::Malformed)?;
        if v > PROTOCOL {
            return Err(ReplicaError::Newer(v));
        }
        let message: ToFriend = serde_json::from_str(text).map_err(|_| ReplicaError::Malformed)?;
        if message.v != PROTOCOL {
            return Err(ReplicaError::Malformed);
        }
        Ok(self.apply(message))
    }

    fn apply(&mut self, message: ToFriend) -> Changed {
        let ToFriend {
            epoch,
            seq,
            prev,
            m,
            ..
        } = message;
        if self.retired.contains(&epoch) {
            return Changed::Nothing;
        }
        if self.epoch != Some(epoch) {
            if let Some(old) = self.epoch.replace(epoch) {
                if self.retired.len() == RETIRED {
                    self.retired.remove(0);
                }
                self.retired.push(old);
            }
            self.last = 0;
            // The old view's state id was drawn by the host's earlier page: the reloaded
            // page counts afresh, so a move tagged with it could name another state there.
            // No move is sent until the new page's view comes.
            self.view = None;
        }
        if seq <= self.last {
            return Changed::Nothing;
        }
        if prev == 0 {
            // The host starts over: everything this connection needs follows from here.
            self.want_resync = false;
        } else if prev != self.last || self.want_resync {
            self.want_resync = true;
            return Changed::Nothing;
        }
        let changed = match m {
            FriendMessage::Lobby(lobby) => {
                self.seats = lobby.seats.clone();
                self.lobby = Some(lobby);
                Changed::Lobby
            }
            FriendMessage::View(view) => {
                self.view = Some(*view);
                Changed::View
            }
            FriendMessage::Update(update) => {
                match self
                    .view
                    .as_ref()
                    .and_then(|held| apply_update(held, &update))
                {
                    Some(view) => self.view = Some(view),
                    None => {
                        self.want_resync = true;
                        return Changed::Nothing;
                    }
                }
                Changed::View
            }
            FriendMessage::Refused { refusal, at } => {
                self.refused = Some((refusal, at));
                Changed::Refused
            }
            FriendMessage::Seats(seats) => {
                self.seats = seats;
                Changed::Seats
            }
            FriendMessage::Record(parts) => {
                self.record = Some(*parts);
                Changed::Record
            }
        };
        self.last = seq;
        changed
    }

    /// Whether a message went missing: send [`Replica::resync`] (again, if no view has
    /// come a while after the last request).
    pub fn want_resync(&self) -> bool {
        self.want_resync
    }

    /// The request for the whole view.
    pub fn resync(&self) -> String {
        ToHost::text(HostMessage::Resync)
    }

    /// The last message held (epoch 0 and seq 0 before the first), for the host to check
    /// that none went missing at the end: send it when nothing has come for a while, after
    /// the hello too (the first messages may be the ones lost).
    pub fn ping(&self) -> String {
        ToHost::text(HostMessage::Ping {
            epoch: self.epoch.unwrap_or(0),
            seq: self.last,
        })
    }

    /// A move of this seat's, tagged with the state of the view it was chosen on.
    pub fn act(&self, action: Action) -> Option<String> {
        let view = self.view.as_ref()?;
        Some(ToHost::text(HostMessage::Act {
            seat: view.viewer?,
            action,
            at: view.at,
        }))
    }

    /// Asks to take this seat's last move back, on the view's state.
    pub fn take_back(&self) -> Option<String> {
        let view = self.view.as_ref()?;
        Some(ToHost::text(HostMessage::TakeBack {
            seat: view.viewer?,
            at: view.at,
        }))
    }

    pub fn lobby(&self) -> Option<&Lobby> {
        self.lobby.as_ref()
    }

    pub fn view(&self) -> Option<&SeatView> {
        self.view.as_ref()
    }

    pub fn seats(&self) -> &[SeatState] {
        &self.seats
    }

    /// The last refusal, and the state of the move it refused.
    pub fn refused(&self) -> Option<(Refusal, Option<StateId>)> {
        self.refused
    }

    /// Forgets the last refusal (once shown).
    pub fn clear_refused(&mut self) {
        self.refused = None;
    }

    /// The whole game, once it is over.
    pub fn record(&self) -> Option<&Parts> {
        self.record.as_ref()
    }

    pub fn epoch(&self) -> Option<u64> {
        self.epoch
    }
}
