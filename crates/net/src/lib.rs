//! Friends at one table, each at their own device: the protocol between the host's
//! device (the table: it holds the deck and the hands, runs the engine and the AI seats)
//! and each friend's, over WebRTC data channels set up by exchanging links. Plain Rust,
//! no browser: the app's transport carries the texts this crate makes and reads.
//!
//! Modules:
//! - [`message`]: the wire messages ([`ToFriend`], [`ToHost`]), numbered per host page load;
//! - [`refusal`]: why the host refuses a message ([`Refusal`]), and its words;
//! - [`host`]: the host's judge and outbox ([`Host`]);
//! - [`replica`]: the friend's copy of their seat's view ([`Replica`]);
//! - [`name`]: names as they travel (40 characters, no bidi control);
//! - [`code`]: the binary form under the link codes, and its errors ([`CodeError`]);
//! - [`sdp`]: a data channel's WebRTC description in a few dozen bytes ([`Sdp`]);
//! - [`invite`]: the invite and reply codes ([`Invite`], [`Reply`]).

pub mod code;
pub mod host;
pub mod invite;
pub mod message;
pub mod name;
pub mod refusal;
pub mod replica;
pub mod sdp;

pub use code::{CodeError, Field};
pub use host::{Host, Judged, PeerId, Stage};
pub use invite::{Invite, Reply};
pub use message::{
    FriendMessage, HostMessage, Lobby, Player, Presence, SeatState, ToFriend, ToHost, PROTOCOL,
};
pub use refusal::Refusal;
pub use replica::{Changed, Replica, ReplicaError};
pub use sdp::Sdp;
