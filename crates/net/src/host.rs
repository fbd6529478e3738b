//! The host's side: who holds each friend's seat, the judge of every message a friend
//! sends ([`Host::receive`]), and what each friend is sent after a change
//! ([`Host::outbox`]). Pure: the app's table owner holds the [`Session`], plays what the
//! judge lets through, and hands the texts to the transport.
//!
//! What a friend is sent comes only from `session.view(Some(their seat))`, the seats'
//! public states, and the whole record once the game is over: never from anything else
//! of the session's.

use crate::message::{
    apply_update, read_to_host, to_json, update_from, FriendMessage, HostMessage, Lobby, Player,
    Presence, Read, SeatState, ToFriend, PROTOCOL,
};
use crate::name::is_clean;
use crate::refusal::Refusal;
use engine::{Action, Preset};
use session::{SeatConfig, SeatView, Session, StateId};
use std::collections::BTreeMap;

/// A connection, as the transport numbers them (a new number for each).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PeerId(pub u64);

/// The table as the judge and the outbox see it: before the game starts, or the game.
#[derive(Clone, Copy, Debug)]
pub enum Stage<'a> {
    Lobby {
        host: &'a str,
        preset: Preset,
        hidden_cards: bool,
        seats: &'a [SeatConfig],
    },
    Playing(&'a Session),
}

impl Stage<'_> {
    fn seats(&self) -> &[SeatConfig] {
        match self {
            Stage::Lobby { seats, .. } => seats,
            Stage::Playing(session) => session.seats(),
        }
    }
}

/// What the table owner does with a message the judge read.
#[derive(Clone, Debug, PartialEq)]
pub enum Judged {
    /// A friend took their seat (the host has marked it connected).
    Joined { seat: u8, name: String },
    /// Play this move: `session.act(seat, action, at, None)`. The judge has checked that
    /// the session is at `at`, that `seat` acts and that the rules allow it.
    Play {
        seat: u8,
        action: Action,
        at: StateId,
    },
    /// `session.take_back(seat, at)`, checked likewise.
    TakeBack { seat: u8, at: StateId },
    /// The friend's view is sent whole with the next outbox.
    Resync,
    /// Refused; the refusal goes out with the next outbox.
    Refused(Refusal),
    /// Nothing to do (a repeated message, a ping that matched, a connection dropped).
    Nothing,
}

/// A friend's seat.
#[derive(Clone, Debug, Default)]
struct Seat {
    friend: bool,
    /// The current invite's secret; `None` while no invite is out.
    secret: Option<u64>,
    /// Whether a device has come in with that secret.
    used: bool,
    peer: Option<PeerId>,
    name: Option<String>,
    presence: Presence,
    stand_in: bool,
}

/// A connection and what was sent on it.
#[derive(Clone, Debug, Default)]
struct Peer {
    seat: Option<u8>,
    /// The `seq` of the last message sent on it (0: none yet).
    last_seq: u64,
    queue: Vec<FriendMessage>,
    sent_view: Option<SeatView>,
    sent_lobby: Option<Lobby>,
    sent_seats: Option<Vec<SeatState>>,
    record_sent: bool,
    /// The last move let through from it, so that the same message again is not refused
    /// as stale (the network may repeat it).
    last_act: Option<(StateId, Action)>,
    last_take_back: Option<StateId>,
}

impl Peer {
    /// Everything is sent whole with the next outbox, the first message starting over
    /// (`prev` 0) so that the replica takes it whatever it missed.
    fn resync(&mut self) {
        self.last_seq = 0;
        self.sent_view = None;
        self.sent_lobby = None;
        self.sent_seats = None;
        self.record_sent = false;
    }
}

/// The host's side of the table's connections.
#[derive(Clone, Debug)]
pub struct Host {
    epoch: u64,
    seats: Vec<Seat>,
    peers: BTreeMap<PeerId, Peer>,
    /// The last `seq` given, for all peers.
    seq: u64,
}

impl Host {
    /// A host for a table whose seat `i` is a friend's when `friends[i]`; `epoch` is a
    /// random number drawn at each page load.
    pub fn new(epoch: u64, friends: &[bool]) -> Host {
        Host {
            epoch,
            seats: friends
                .iter()
                .map(|&friend| Seat {
                    friend,
                    ..Seat::default()
                })
                .collect(),
            peers: BTreeMap::new(),
            seq: 0,
        }
    }

    pub fn epoch(&self) -> u64 {
        self.epoch
    }

    fn friend_seat(&mut self, seat: u8) -> Option<&mut Seat> {
        self.seats.get_mut(usize::from(seat)).filter(|s| s.friend)
    }

    /// A new invite for a friend's seat, with its one-time `secret` (the caller draws it):
    /// the seat's earlier invite no longer admits anyone, and the device at the seat, if
    /// any, is dropped (returned, for the transport to close). A friend who was there is
    /// away until they come back through this invite.
    pub fn invite(&mut self, seat: u8, secret: u64) -> Result<Option<PeerId>, Refusal> {
        let slot = self.friend_seat(seat).ok_or(Refusal::UnknownSeat)?;
        slot.secret = Some(secret);
        slot.used = false;
        let dropped = slot.peer.take();
        if slot.name.is_some() {
            slot.presence = Presence::Away;
        }
        if let Some(peer) = dropped {
            self.peers.remove(&peer);
        }
        Ok(dropped)
    }

    /// Frees a friend's seat: no invite out, nobody there (the device there is dropped and
    /// returned), no name, no AI standing in.
    pub fn release(&mut self, seat: u8) -> Option<PeerId> {
        let slot = self.friend_seat(seat)?;
        let dropped = slot.peer;
        *slot = Seat {
            friend: true,
            ..Seat::default()
        };
        if let Some(peer) = dropped {
            self.peers.remove(&peer);
        }
        dropped
    }

    /// Lets an AI play a friend's seat while nobody is there (`on`), or stops it. Refused
    /// (false) for a seat that is not a friend's or whose friend is there.
    pub fn stand_in(&mut self, seat: u8, on: bool) -> bool {
        match self.friend_seat(seat) {
            Some(slot) if slot.presence != Presence::Connected => {
                slot.stand_in = on;
                true
            }
            _ => false,
        }
    }

    /// Whether an AI plays a friend's seat now.
    pub fn stands_in(&self, seat: u8) -> bool {
        self.seats
            .get(usize::from(seat))
            .is_some_and(|s| s.stand_in)
    }

    /// A friend's seat's presence (`None` for a seat that is not a friend's).
    pub fn presence(&self, seat: u8) -> Option<Presence> {
        self.seats
            .get(usize::from(seat))
            .filter(|s| s.friend)
            .map(|s| s.presence)
    }

    /// The name the friend at a seat chose.
    pub fn name(&self, seat: u8) -> Option<&str> {
        self.seats.get(usize::from(seat))?.name.as_deref()
    }

    /// The seat a connection holds.
    pub fn seat_of(&self, peer: PeerId) -> Option<u8> {
        self.peers.get(&peer)?.seat
    }

    /// The transport opened a connection.
    pub fn connected(&mut self, peer: PeerId) {
        self.peers.entry(peer).or_default();
    }

    /// The transport lost a connection: its friend is away.
    pub fn disconnected(&mut self, peer: PeerId) {
        let Some(gone) = self.peers.remove(&peer) else {
            return;
        };
        if let Some(slot) = gone
            .seat
            .and_then(|seat| self.seats.get_mut(usize::from(seat)))
        {
            if slot.peer == Some(peer) {
                slot.peer = None;
                slot.presence = Presence::Away;
            }
        }
    }

    /// Queues a refusal for a connection (for a move the table owner could not play).
    pub fn refuse(&mut self, peer: PeerId, refusal: Refusal, at: Option<StateId>) {
        if let Some(p) = self.peers.get_mut(&peer) {
            p.queue.push(FriendMessage::Refused { refusal, at });
        }
    }

    /// Judges a message from a connection. A refusal is queued for it; nothing of the
    /// table changes on one.
    pub fn receive(&mut self, peer: PeerId, text: &str, stage: Stage) -> Judged {
        if !self.peers.contains_key(&peer) {
            // A connection the transport closed or never opened: nobody to answer.
            return Judged::Nothing;
        }
        let (judged, at) = match read_to_host(text) {
            Read::Refused(refusal) => (Err(refusal), None),
            Read::Message(HostMessage::Hello { seat, secret, name }) => {
                (self.hello(peer, seat, secret, name), None)
            }
            Read::Message(HostMessage::Act { seat, action, at }) => {
                (self.act(peer, seat, action, at, stage), Some(at))
            }
            Read::Message(HostMessage::TakeBack { seat, at }) => {
                (self.take_back(peer, seat, at, stage), Some(at))
            }
            Read::Message(HostMessage::Resync) => (Ok(self.resync(peer)), None),
            Read::Message(HostMessage::Ping { epoch, seq }) => {
                let p = self.peers.get(&peer).map_or(0, |p| p.last_seq);
                if (epoch, seq) == (self.epoch, p) {
                    (Ok(Judged::Nothing), None)
                } else {
                    (Ok(self.resync(peer)), None)
                }
            }
        };
        judged.unwrap_or_else(|refusal| {
            self.refuse(peer, refusal, at);
            Judged::Refused(refusal)
        })
    }

    fn resync(&mut self, peer: PeerId) -> Judged {
        match self.peers.get_mut(&peer) {
            Some(p) if p.seat.is_some() => {
                p.resync();
                Judged::Resync
            }
            _ => Judged::Nothing,
        }
    }

    fn hello(
        &mut self,
        peer: PeerId,
        seat: u8,
        secret: u64,
        name: String,
    ) -> Result<Judged, Refusal> {
        if !is_clean(&name) {
            return Err(Refusal::Malformed);
        }
        let held = self.seat_of(peer);
        let slot = self.friend_seat(seat).ok_or(Refusal::UnknownSeat)?;
        match held {
            // The same hello again (the network repeated it): a connection holds a seat
            // only while the seat holds it (`invite`, `release` and `disconnected` drop both).
            Some(s) if s == seat => return Ok(Judged::Nothing),
            Some(_) => return Err(Refusal::NotYourSeat),
            None => {}
        }
        if slot.secret != Some(secret) || slot.used {
            return Err(Refusal::SeatTaken);
        }
        slot.used = true;
        slot.peer = Some(peer);
        slot.name = Some(name.clone());
        slot.presence = Presence::Connected;
        slot.stand_in = false;
        if let Some(p) = self.peers.get_mut(&peer) {
            p.seat = Some(seat);
            p.resync();
        }
        Ok(Judged::Joined { seat, name })
    }

    /// The session a move or take-back from `peer` for `seat` may be judged on.
    fn playing<'a>(
        &self,
        peer: PeerId,
        seat: u8,
        stage: Stage<'a>,
    ) -> Result<&'a Session, Refusal> {
        if self.seat_of(peer) != Some(seat) {
            return Err(Refusal::NotYourSeat);
        }
        match stage {
            Stage::Lobby { .. } => Err(Refusal::NotStarted),
            Stage::Playing(session) if session.game().is_over() => Err(Refusal::GameOver),
            Stage::Playing(session) => Ok(session),
        }
    }

    fn act(
        &mut self,
        peer: PeerId,
        seat: u8,
        action: Action,
        at: StateId,
        stage: Stage,
    ) -> Result<Judged, Refusal> {
        let session = self.playing(peer, seat, stage)?;
        let p = self.peers.get_mut(&peer).ok_or(Refusal::NotYourSeat)?;
        if p.last_act == Some((at, action)) {
            return Ok(Judged::Nothing);
        }
        if at != session.state_id() {
            return Err(Refusal::Stale);
        }
        if session.acting() != Some(seat) {
            return Err(Refusal::NotYourTurn);
        }
        if !session.game().legal_actions().contains(&action) {
            return Err(Refusal::Illegal);
        }
        p.last_act = Some((at, action));
        Ok(Judged::Play { seat, action, at })
    }

    fn take_back(
        &mut self,
        peer: PeerId,
        seat: u8,
        at: StateId,
        stage: Stage,
    ) -> Result<Judged, Refusal> {
        let session = self.playing(peer, seat, stage)?;
        let p = self.peers.get_mut(&peer).ok_or(Refusal::NotYourSeat)?;
        if p.last_take_back == Some(at) {
            return Ok(Judged::Nothing);
        }
        if at != session.state_id() {
            return Err(Refusal::Stale);
        }
        if !session.can_take_back(seat) {
            return Err(Refusal::NoTakeBack);
        }
        p.last_take_back = Some(at);
        Ok(Judged::TakeBack { seat, at })
    }

    /// Every seat's public state: the friend's chosen name once they joined.
    pub fn seat_states(&self, stage: Stage) -> Vec<SeatState> {
        stage
            .seats()
            .iter()
            .enumerate()
            .map(|(i, config)| {
                let slot = self.seats.get(i).cloned().unwrap_or_default();
                SeatState {
                    name: slot.name.unwrap_or_else(|| config.name.clone()),
                    player: match (slot.friend, config.kind.is_person()) {
                        (true, _) => Player::Friend,
                        (false, true) => Player::Host,
                        (false, false) => Player::Ai,
                    },
                    presence: if slot.friend {
                        slot.presence
                    } else {
                        Presence::Connected
                    },
                    stand_in: slot.stand_in,
                }
            })
            .collect()
    }

    /// The messages to send now, in order, each for its connection: the refusals queued,
    /// then for each friend at a seat what changed (the lobby, or their seat's view whole
    /// or as an update), the seats' states when they changed, and the record once the game
    /// is over. Call it after every change of the session or of the seats.
    pub fn outbox(&mut self, stage: Stage) -> Vec<(PeerId, String)> {
        let states = self.seat_states(stage);
        let mut out = Vec::new();
        for (&id, peer) in self.peers.iter_mut() {
            let mut messages = std::mem::take(&mut peer.queue);
            if let Some(seat) = peer.seat {
                changes(peer, seat, stage, &states, &mut messages);
            }
            for m in messages {
                self.seq += 1;
                let envelope = ToFriend {
                    v: PROTOCOL,
                    epoch: self.epoch,
                    seq: self.seq,
                    prev: peer.last_seq,
                    m,
                };
                peer.last_seq = self.seq;
                out.push((id, to_json(&envelope)));
            }
        }
        out
    }
}

/// What `peer`, at `seat`, has not been sent yet of the table as it is.
fn changes(
    peer: &mut Peer,
    seat: u8,
    stage: Stage,
    states: &[SeatState],
    out: &mut Vec<FriendMessage>,
) {
    match stage {
        Stage::Lobby {
            host,
            preset,
            hidden_cards,
            ..
        } => {
            let lobby = Lobby {
                host: host.to_string(),
                preset,
                hidden_cards,
                seat,
                seats: states.to_vec(),
            };
            if peer.sent_lobby.as_ref() != Some(&lobby) {
                out.push(FriendMessage::Lobby(lobby.clone()));
                peer.sent_lobby = Some(lobby);
            }
            // The lobby tells the seats' states.
            peer.sent_seats = Some(states.to_vec());
            peer.sent_view = None;
        }
        Stage::Playing(session) => {
            let view = session.view(Some(seat));
            match &peer.sent_view {
                None => out.push(FriendMessage::View(Box::new(view.clone()))),
                Some(sent) if *sent != view => {
                    let update = update_from(sent, &view);
                    debug_assert_eq!(apply_update(sent, &update).as_ref(), Some(&view));
                    out.push(FriendMessage::Update(Box::new(update)));
                }
                Some(_) => {}
            }
            peer.sent_view = Some(view);
            if peer.sent_seats.as_deref() != Some(states) {
                out.push(FriendMessage::Seats(states.to_vec()));
                peer.sent_seats = Some(states.to_vec());
            }
            let over = session.game().is_over();
            if over && !peer.record_sent {
                out.push(FriendMessage::Record(Box::new(session.parts().clone())));
            }
            peer.record_sent = over;
            peer.sent_lobby = None;
        }
    }
}
