//! Friends at one table from their own devices, with no server of ours: the host's
//! device holds the table (the deck, the hands, the engine, the AI seats) and each
//! friend's device is one more viewer of its seat, fed over a WebRTC data channel. The
//! channel is set up by exchanging two links: the host's invite (its connection's offer)
//! and the friend's reply (the answer).
//!
//! - [`host`]: the host's table and its connections ([`host::Hosting`]);
//! - [`guest`]: a friend's device's copy of the table ([`guest::Joining`]);
//! - [`lobby`]: the host's screens (the seats and their invites, the game);
//! - [`join`]: the friend's screens (the invite, the reply, the game);
//! - [`link_out`]: a link to hand to another device: Copy, Share and a QR code;
//! - [`rtc`], [`qr`]: the browser's side of the transport, and QR codes;
//! - [`keeper`]: the tables kept while the screens move; [`in_place`]: the rules page
//!   opened over a table.
//!
//! The protocol (messages, the host's judge, the friend's replica) is the `net` crate.
//! A table lives while the screens' module is mounted: the host's screens and its rules
//! page keep it; going back to a screen of the page's (the front door) closes it, and its
//! game waits in the saved games, to be hosted again.

pub mod guest;
pub mod host;
mod in_place;
mod join;
mod keeper;
mod link_out;
mod lobby;
mod qr;
mod rtc;
mod servers;

use crate::ui::later::{Exit, Mount};
use leptos::prelude::*;

pub use keeper::FriendsKeeper;

/// The host's table (`#/friends`, `#/friends/<id>`).
pub fn host_screen(
    id: Option<String>,
    mount: Mount,
    keeper: FriendsKeeper,
    exit: Callback<Exit>,
) -> AnyView {
    match keeper.hosting_for(id, &mount) {
        Ok(hosting) => lobby::host_view(hosting, keeper, exit),
        Err(e) => lobby::cannot_host(e, exit),
    }
}

/// A friend's invite, opened on their device (`#/join/<code>`).
pub fn join_screen(code: String, keeper: FriendsKeeper, exit: Callback<Exit>) -> AnyView {
    match keeper.joining_for(&code) {
        Ok(joining) => join::join_view(joining, exit),
        Err(e) => join::bad_invite(e, exit),
    }
}

/// A friend's reply, opened on the host's device (`#/reply/<code>`): handed to the table
/// hosted in this tab, else to the other tabs of this browser.
pub fn reply_screen(code: String, keeper: FriendsKeeper, exit: Callback<Exit>) -> AnyView {
    join::reply_view(code, keeper.hosted(), exit)
}
