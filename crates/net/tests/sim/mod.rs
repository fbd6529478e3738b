//! The simulated table of `tests/model.rs`: the host's device (a `Host` and the
//! `Session`), friends' devices (each a `Replica`), and a network that drops, repeats,
//! delays and reorders messages. Every message the host sends is checked against what its
//! seat may see as it is sent.

pub mod ops;

use engine::{GameRng, Preset, Setup, Variant};
use net::message::{FriendMessage, ToFriend, PROTOCOL};
use net::{Host, Judged, PeerId, Replica, Stage};
use session::{AiLevel, SeatConfig, SeatKind, SeatView, Session};
use std::collections::BTreeSet;

pub const NAMES: [&str; 6] = ["Anna", "Bianca", "Carlo", "Dario", "Elena", "Fabio"];
/// What friends type as their names (cleaned as the app cleans them, or sent raw by a
/// hostile device).
pub const TYPED: [&str; 4] = ["Zoe", " Marta ", "Ugo\u{202E}", "\u{2067}"];

/// A message on its way.
#[derive(Clone, Debug)]
pub struct Packet {
    pub to_host: bool,
    pub peer: PeerId,
    pub text: String,
}

/// A friend's device.
pub struct Device {
    pub seat: u8,
    pub replica: Replica,
    pub peer: Option<PeerId>,
    /// Whether this device was ever admitted to a seat.
    pub admitted: bool,
}

/// The table as set up before the game.
pub struct Lobbying {
    pub host_name: String,
    pub preset: Preset,
    pub hidden: bool,
    pub seats: Vec<SeatConfig>,
}

pub struct World {
    pub rng: GameRng,
    pub lobby: Lobbying,
    pub friends: Vec<bool>,
    pub session: Option<Session>,
    pub host: Host,
    /// Each seat's current invite secret, and every secret used before.
    pub secrets: Vec<Option<u64>>,
    pub used: Vec<u64>,
    pub devices: Vec<Device>,
    pub net: Vec<Packet>,
    pub next_peer: u64,
    /// Messages the host let through, and refusals sent (and their kinds).
    pub played: usize,
    pub refused: usize,
    pub kinds: BTreeSet<String>,
}

pub fn stage<'a>(session: &'a Option<Session>, lobby: &'a Lobbying) -> Stage<'a> {
    match session {
        Some(session) => Stage::Playing(session),
        None => Stage::Lobby {
            host: &lobby.host_name,
            preset: lobby.preset,
            hidden_cards: lobby.hidden,
            seats: &lobby.seats,
        },
    }
}

pub fn without_log(view: &SeatView) -> SeatView {
    SeatView {
        log: Vec::new(),
        ..view.clone()
    }
}

impl World {
    /// A table from the sequence's seed: an edition, 3 to 5 players (2 in the duel), some
    /// seats friends', the first the host's, the others AIs; sometimes the face-down card
    /// option; sometimes a game far on already (to reach its end).
    pub fn new(seed: u64) -> World {
        let mut rng = GameRng::from_seed(seed);
        let preset = Preset::ALL[rng.below(6) as usize];
        let rules = preset.rules();
        let (low, high) = (rules.min_players.max(3), rules.max_players.min(5));
        let players = if high < low {
            high
        } else {
            low + rng.below(u32::from(high - low) + 1) as u8
        };
        let mut friends: Vec<bool> = (0..players)
            .map(|seat| seat > 0 && rng.below(3) > 0)
            .collect();
        if !friends.contains(&true) {
            friends[usize::from(players) - 1] = true;
        }
        let seats = (0..players)
            .map(|seat| SeatConfig {
                name: NAMES[usize::from(seat)].into(),
                color: seat,
                kind: if seat == 0 || friends[usize::from(seat)] {
                    SeatKind::Human
                } else {
                    SeatKind::Ai(AiLevel::Easy)
                },
            })
            .collect();
        let mut hidden = rng.below(3) == 0;
        if rules
            .with_variant(Variant::HiddenCards)
            .check(players)
            .is_err()
        {
            hidden = false;
        }
        let epoch = rng.next_u64();
        World {
            lobby: Lobbying {
                host_name: "Host".into(),
                preset,
                hidden,
                seats,
            },
            host: Host::new(epoch, &friends),
            secrets: vec![None; usize::from(players)],
            friends,
            session: None,
            used: Vec::new(),
            devices: Vec::new(),
            net: Vec::new(),
            next_peer: 1,
            played: 0,
            refused: 0,
            kinds: BTreeSet::new(),
            rng,
        }
    }

    pub fn friend_seats(&self) -> Vec<u8> {
        (0..self.friends.len() as u8)
            .filter(|&s| self.friends[usize::from(s)])
            .collect()
    }

    pub fn start(&mut self) {
        if self.session.is_some() {
            return;
        }
        let mut rules = self.lobby.preset.rules();
        if self.lobby.hidden {
            rules = rules.with_variant(Variant::HiddenCards);
        }
        let setup = Setup {
            rules,
            players: self.lobby.seats.len() as u8,
            seed: self.rng.next_u64(),
            first: None,
        };
        let mut session = Session::new(setup, self.lobby.seats.clone()).expect("a valid table");
        // A third of the games start far on, so that sequences reach the end.
        if self.rng.below(3) == 0 {
            for _ in 0..self.rng.below(400) {
                let legal = session.game().legal_actions();
                if legal.is_empty() {
                    break;
                }
                let action = legal[self.rng.below(legal.len() as u32) as usize];
                let seat = session.acting().expect("a seat acts");
                session
                    .act(seat, action, session.state_id(), None)
                    .expect("legal");
            }
        }
        self.session = Some(session);
        self.flush();
    }

    /// Sends what the host has to send, checking each message against what its seat may
    /// see now.
    pub fn flush(&mut self) {
        let out = self.host.outbox(stage(&self.session, &self.lobby));
        for (peer, text) in out {
            let message: ToFriend = serde_json::from_str(&text).expect("the host's messages parse");
            assert_eq!((message.v, message.epoch), (PROTOCOL, self.host.epoch()));
            let seat = self.host.seat_of(peer);
            match (&message.m, &self.session, seat) {
                (FriendMessage::View(view), Some(session), Some(seat)) => {
                    assert_eq!(
                        **view,
                        session.view(Some(seat)),
                        "a view sent to seat {seat}"
                    );
                }
                (FriendMessage::Update(update), Some(session), Some(seat)) => {
                    let expected = session.view(Some(seat));
                    let from = update.log_from as usize;
                    assert_eq!(
                        without_log(&update.view),
                        without_log(&expected),
                        "an update to seat {seat}"
                    );
                    assert_eq!(
                        update.view.log[..],
                        expected.log[from..],
                        "an update's log to seat {seat}"
                    );
                }
                (FriendMessage::Lobby(lobby), None, Some(seat)) => {
                    assert_eq!(lobby.seat, seat);
                    assert_eq!(
                        lobby.seats,
                        self.host.seat_states(stage(&self.session, &self.lobby))
                    );
                }
                (FriendMessage::Record(parts), Some(session), Some(_)) => {
                    assert!(
                        session.game().is_over(),
                        "a record sent before the game's end"
                    );
                    assert_eq!(**parts, *session.parts());
                }
                (FriendMessage::Seats(seats), _, Some(_)) => {
                    assert_eq!(
                        *seats,
                        self.host.seat_states(stage(&self.session, &self.lobby))
                    );
                }
                (FriendMessage::Refused { .. }, _, _) => {}
                (m, _, seat) => panic!("{m:?} sent to a connection at seat {seat:?}"),
            }
            self.net.push(Packet {
                to_host: false,
                peer,
                text,
            });
        }
    }

    /// The host reads a message and the table owner does what the judge says.
    pub fn host_receives(&mut self, peer: PeerId, text: &str) {
        let before = self
            .session
            .as_ref()
            .map(|s| (s.parts().clone(), s.state_id()));
        let states = self.host.seat_states(stage(&self.session, &self.lobby));
        let judged = self
            .host
            .receive(peer, text, stage(&self.session, &self.lobby));
        match judged {
            Judged::Play { seat, action, at } => {
                let session = self.session.as_mut().expect("a move while playing");
                session
                    .act(seat, action, at, None)
                    .expect("the judge lets through only what the session plays");
                self.played += 1;
            }
            Judged::TakeBack { seat, at } => {
                let session = self.session.as_mut().expect("a take-back while playing");
                session
                    .take_back(seat, at)
                    .expect("the judge lets through only what the session takes back");
                self.played += 1;
            }
            Judged::Refused(_) | Judged::Nothing | Judged::Resync => {
                let after = self
                    .session
                    .as_ref()
                    .map(|s| (s.parts().clone(), s.state_id()));
                assert_eq!(before, after, "a refused message changed the game");
                if let Judged::Refused(refusal) = judged {
                    assert_eq!(
                        states,
                        self.host.seat_states(stage(&self.session, &self.lobby)),
                        "a refused message changed a seat"
                    );
                    self.refused += 1;
                    self.kinds.insert(format!("{refusal:?}"));
                }
            }
            Judged::Joined { seat, .. } => {
                assert_eq!(self.host.seat_of(peer), Some(seat));
                if let Some(d) = self.devices.iter_mut().find(|d| d.peer == Some(peer)) {
                    d.admitted = true;
                }
            }
        }
        self.flush();
    }

    pub fn deliver(&mut self, i: usize) {
        let packet = self.net.remove(i);
        if packet.to_host {
            self.host_receives(packet.peer, &packet.text);
        } else if let Some(d) = self
            .devices
            .iter_mut()
            .find(|d| d.peer == Some(packet.peer))
        {
            let _ = d
                .replica
                .receive(&packet.text)
                .expect("the host's messages read");
        }
    }

    pub fn send(&mut self, peer: PeerId, text: String) {
        self.net.push(Packet {
            to_host: true,
            peer,
            text,
        });
    }

    /// The transport closes a connection: nothing more arrives from it either way.
    pub fn close(&mut self, peer: PeerId) {
        self.net.retain(|p| p.peer != peer);
        for d in &mut self.devices {
            if d.peer == Some(peer) {
                d.peer = None;
            }
        }
    }

    pub fn device(&self, pick: usize) -> Option<usize> {
        (!self.devices.is_empty()).then(|| pick % self.devices.len())
    }

    pub fn deliver_all(&mut self) {
        let mut rounds = 0;
        while !self.net.is_empty() {
            self.deliver(0);
            rounds += 1;
            assert!(rounds < 100_000, "the network never quiets");
        }
    }

    /// Everything delivered; each connected device pings and asks for what it missed until
    /// nothing is left to send.
    pub fn quiet(&mut self) {
        for _ in 0..4 {
            self.deliver_all();
            let asks: Vec<(PeerId, String)> = self
                .devices
                .iter()
                .filter_map(|d| {
                    let peer = d.peer?;
                    let text = if d.replica.want_resync() {
                        d.replica.resync()
                    } else {
                        d.replica.ping()
                    };
                    Some((peer, text))
                })
                .collect();
            for (peer, text) in asks {
                self.send(peer, text);
            }
        }
        self.deliver_all();
    }

    /// Once quiet: every friend at the table holds their seat's view, the seats and the
    /// record; a device never admitted holds no view.
    pub fn check_quiet(&self) {
        let states = self.host.seat_states(stage(&self.session, &self.lobby));
        for d in &self.devices {
            if !d.admitted {
                assert!(
                    d.replica.view().is_none() && d.replica.lobby().is_none(),
                    "a device never admitted got a view"
                );
            }
            let Some(peer) = d.peer else { continue };
            if self.host.seat_of(peer) != Some(d.seat) {
                continue;
            }
            assert!(
                !d.replica.want_resync(),
                "a device still waits for a resync"
            );
            assert_eq!(d.replica.seats(), &states[..], "seat {}'s seats", d.seat);
            match &self.session {
                Some(session) => {
                    assert_eq!(
                        d.replica.view(),
                        Some(&session.view(Some(d.seat))),
                        "seat {}'s view",
                        d.seat
                    );
                    let record = session.game().is_over().then(|| session.parts());
                    assert_eq!(d.replica.record(), record, "seat {}'s record", d.seat);
                }
                None => {
                    let lobby = d.replica.lobby().expect("the lobby");
                    assert_eq!((lobby.seat, &lobby.seats), (d.seat, &states));
                }
            }
        }
    }
}
