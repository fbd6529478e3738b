//! The wire messages, as JSON text: what the host sends a friend ([`ToFriend`]) and what a
//! friend sends the host ([`ToHost`]). Each carries the protocol version `v`.
//!
//! Every message to a friend is numbered: `epoch` is drawn by the host at each page load,
//! `seq` counts the host's messages (one counter for all its peers, so a later connection's
//! messages always come after an earlier one's), and `prev` is the `seq` of the message
//! sent before it on the same connection (0 for the connection's first, and for the first
//! after a resync: the host starts over, sending everything the friend needs). The replica
//! applies a message only when it follows the one it holds, and asks for a resync when one
//! went missing (see `crate::replica`).

use crate::refusal::Refusal;
use engine::{Action, Preset};
use serde::{Deserialize, Serialize};
use session::{LogEntry, Parts, SeatView, StateId};

/// The protocol's version: a message with a larger one comes from a newer app.
pub const PROTOCOL: u32 = 1;

/// The most bytes a message to the host may have: a hello with a 40-character name, an
/// action or a request is a few hundred. Anything longer is refused before it is read.
pub const MAX_TO_HOST: usize = 4096;

/// The most bytes a message to a friend may have: a whole record at the end of a long
/// game is well under 200 KB (and a WebRTC data channel carries 256 KiB at most).
pub const MAX_TO_FRIEND: usize = 1 << 20;

/// A seat at the table, as every device shows it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Presence {
    /// A friend's seat nobody has joined yet.
    #[default]
    Waiting,
    /// Someone is there: the friend, or (at the host's own and the AI seats) always.
    Connected,
    /// The friend who joined is gone (tab closed, network lost) until they come back.
    Away,
}

/// Who plays a seat, as the lobby and the seat states tell it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Player {
    /// A person at the host's device.
    Host,
    /// A friend at their own device.
    Friend,
    Ai,
}

/// One seat's state, public to every device.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatState {
    /// The friend's chosen name once they joined, else the seat's name.
    pub name: String,
    pub player: Player,
    pub presence: Presence,
    /// An AI plays the seat while its friend is away.
    pub stand_in: bool,
}

/// The table before the game starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lobby {
    pub host: String,
    pub preset: Preset,
    /// Whether the face-down card option is on.
    pub hidden_cards: bool,
    /// The friend's own seat.
    pub seat: u8,
    pub seats: Vec<SeatState>,
}

/// What changed in a seat's view since the last view sent on this connection: every field
/// of the new view, its log cut to the entries from `log_from` on. The replica keeps its
/// log's first `log_from` entries and appends these (a take-back shortens the log).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Update {
    pub log_from: u32,
    pub view: SeatView,
}

/// What the host tells one friend.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum FriendMessage {
    /// The table before the game starts.
    Lobby(Lobby),
    /// The seat's whole view: the first after joining, or after a resync.
    View(Box<SeatView>),
    /// The seat's view after a change.
    Update(Box<Update>),
    /// The host refused a message of the friend's; `at` is the state the refused action
    /// was chosen on, when it was one.
    Refused {
        refusal: Refusal,
        at: Option<StateId>,
    },
    /// Every seat's state.
    Seats(Vec<SeatState>),
    /// The whole game, once it is over: every hand is public then.
    Record(Box<Parts>),
}

/// A message to a friend with its place in the host's sequence.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ToFriend {
    pub v: u32,
    pub epoch: u64,
    pub seq: u64,
    pub prev: u64,
    pub m: FriendMessage,
}

/// What a friend tells the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum HostMessage {
    /// The friend takes the seat of an invite: its one-time secret, the name they chose.
    Hello { seat: u8, secret: u64, name: String },
    /// A move for `seat`, chosen on the view of state `at`.
    Act {
        seat: u8,
        action: Action,
        at: StateId,
    },
    /// Take back my last move, asked on the view of state `at`.
    TakeBack { seat: u8, at: StateId },
    /// A message went missing: send the whole view again.
    Resync,
    /// The last message the friend holds (epoch and seq): the host resends the view when
    /// the last ones it sent went missing.
    Ping { epoch: u64, seq: u64 },
}

/// A message to the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ToHost {
    pub v: u32,
    pub m: HostMessage,
}

impl ToHost {
    /// The message's JSON text, in this protocol's version.
    pub fn text(m: HostMessage) -> String {
        to_json(&ToHost { v: PROTOCOL, m })
    }
}

/// Only the version, read first: a newer app's message may not parse as this one's.
#[derive(Deserialize)]
pub(crate) struct Versioned {
    pub v: u32,
}

/// The JSON text of a message. Every message type here serializes (no map with non-text
/// keys, no float that is not finite), so the fallback is never sent.
pub(crate) fn to_json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// How a message to the host reads, before it is judged.
#[derive(Clone, Debug, PartialEq)]
pub enum Read {
    Message(HostMessage),
    /// Refused, before or while reading.
    Refused(Refusal),
}

/// Reads a message to the host: refused as oversized before it is parsed, as from a newer
/// app when its version is larger, as malformed when it is not one of [`HostMessage`].
pub fn read_to_host(text: &str) -> Read {
    if text.len() > MAX_TO_HOST {
        return Read::Refused(Refusal::Oversized);
    }
    let Ok(Versioned { v }) = serde_json::from_str::<Versioned>(text) else {
        return Read::Refused(Refusal::Malformed);
    };
    if v > PROTOCOL {
        return Read::Refused(Refusal::NewerVersion);
    }
    match serde_json::from_str::<ToHost>(text) {
        Ok(ToHost { v: PROTOCOL, m }) => Read::Message(m),
        _ => Read::Refused(Refusal::Malformed),
    }
}

/// The view `view` as sent after `sent`: whole, or as the change from it.
pub(crate) fn update_from(sent: &SeatView, view: &SeatView) -> Update {
    let common = sent
        .log
        .iter()
        .zip(&view.log)
        .take_while(|(a, b)| a == b)
        .count();
    let mut view = view.clone();
    let tail: Vec<LogEntry> = view.log.split_off(common);
    view.log = tail;
    Update {
        log_from: common as u32,
        view,
    }
}

/// `held` with `update` applied: `None` when the update does not fit it (it starts past
/// the log held).
pub(crate) fn apply_update(held: &SeatView, update: &Update) -> Option<SeatView> {
    let from = update.log_from as usize;
    let kept = held.log.get(..from)?;
    let mut view = update.view.clone();
    view.log = kept.iter().chain(&update.view.log).cloned().collect();
    Some(view)
}
