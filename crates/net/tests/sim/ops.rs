//! What happens at the simulated table, one operation at a time.

use super::{Device, World, TYPED};
use engine::{Action, GameRng};
use net::message::{HostMessage, ToHost, PROTOCOL};
use net::{Host, PeerId, Replica};
use session::{Session, StateId};

/// One thing that happens. Each carries the random numbers it needs, so that a sequence
/// with some operations dropped still runs (an index past what exists is taken modulo).
#[derive(Clone, Debug)]
pub enum Op {
    /// The host starts the game (from the lobby).
    Start,
    /// The host makes a new invite for a friend's seat ("Invite again").
    Invite(usize, u64),
    /// A device opens an invite: 0 a new device with the seat's current secret, 1 the
    /// seat's earlier device again with it, 2 a wrong secret, 3 a used one, 4 an unknown
    /// seat, 5 a hostile name.
    Join(usize, u8),
    /// A device sends something: 0–2 a move it may make (else any), 3 a move never legal,
    /// 4 a move for another seat, 5 a stale move, 6 a take-back, 7 forged text.
    Send(usize, u8, u64),
    /// The table's own seats (the host's, the AIs', the stand-ins') play up to n moves.
    Table(u8, u64),
    Disconnect(usize),
    /// A device's tab is reloaded: its copy of the table starts empty.
    Reload(usize),
    StandIn(usize),
    Release(usize),
    /// The host's page is reloaded: the game from its saved parts, a new host, new epoch.
    HostReload(u64),
    /// The network: 0 delivers one message (any, so out of order), 1 drops one, 2 repeats
    /// one, 3 delivers everything in order.
    Net(u8, usize),
    /// A device asks for what it missed, if it knows it missed something.
    Resync(usize),
    /// A calm moment, n times: everything delivered, the table's seats play, and each
    /// friend whose turn their screen shows makes a move.
    Calm(u8, u64),
}

impl World {
    pub fn apply(&mut self, op: &Op) {
        let friends = self.friend_seats();
        let pick_seat = |i: usize| friends[i % friends.len()];
        match *op {
            Op::Start => self.start(),
            Op::Invite(i, secret) => {
                let seat = pick_seat(i);
                if let Some(old) = self.secrets[usize::from(seat)] {
                    self.used.push(old);
                }
                self.secrets[usize::from(seat)] = Some(secret);
                if let Some(dropped) = self.host.invite(seat, secret).expect("a friend's seat") {
                    self.close(dropped);
                }
                self.flush();
            }
            Op::Join(i, how) => {
                let seat = pick_seat(i);
                let current = self.secrets[usize::from(seat)];
                let (seat, secret, name) = match how % 6 {
                    0 | 1 => (seat, current.unwrap_or(7), clean(TYPED[i % 4])),
                    2 => (seat, current.unwrap_or(0) ^ 0x55, "Zoe".to_string()),
                    3 => (
                        seat,
                        self.used
                            .get(i % self.used.len().max(1))
                            .copied()
                            .unwrap_or(1),
                        "Zoe".into(),
                    ),
                    4 => ([0, 9, 255][i % 3], current.unwrap_or(0), "Zoe".into()),
                    _ => (seat, current.unwrap_or(0), TYPED[i % 4].into()),
                };
                let peer = PeerId(self.next_peer);
                self.next_peer += 1;
                let earlier = self
                    .devices
                    .iter()
                    .position(|d| d.seat == seat && d.peer.is_none());
                let d = match (how % 6, earlier) {
                    (1, Some(d)) => d,
                    _ => {
                        self.devices.push(Device {
                            seat,
                            replica: Replica::new(),
                            peer: None,
                            admitted: false,
                        });
                        self.devices.len() - 1
                    }
                };
                self.devices[d].peer = Some(peer);
                self.host.connected(peer);
                self.send(peer, Replica::hello(seat, secret, &name));
            }
            Op::Send(i, kind, r) => {
                let Some(d) = self.device(i) else { return };
                let device = &self.devices[d];
                let Some(peer) = device.peer else { return };
                let view = device.replica.view();
                let at = view.map_or(StateId(0), |v| v.at);
                let text = match kind % 8 {
                    0..=2 => {
                        let legal = view
                            .map(|v| v.observation.legal.clone())
                            .unwrap_or_default();
                        let action = legal
                            .get(r as usize % legal.len().max(1))
                            .copied()
                            .unwrap_or(Action::Pass);
                        msg(HostMessage::Act {
                            seat: device.seat,
                            action,
                            at,
                        })
                    }
                    // Never legal: out of turn, or illegal on the friend's turn.
                    3 => msg(HostMessage::Act {
                        seat: device.seat,
                        action: Action::Draw(7),
                        at,
                    }),
                    4 => msg(HostMessage::Act {
                        seat: ((u64::from(device.seat) + 1 + r % 4) % self.lobby.seats.len() as u64)
                            as u8,
                        action: Action::Pass,
                        at,
                    }),
                    5 => msg(HostMessage::Act {
                        seat: device.seat,
                        action: Action::Pass,
                        at: StateId(at.0.saturating_sub(1 + r % 3)),
                    }),
                    6 => device.replica.take_back().unwrap_or_else(|| {
                        msg(HostMessage::TakeBack {
                            seat: device.seat,
                            at,
                        })
                    }),
                    _ => forged(r, device.seat, at),
                };
                self.send(peer, text);
            }
            Op::Table(n, r) => {
                let mut rng = GameRng::from_seed(r);
                for _ in 0..n {
                    let Some(session) = self.session.as_mut() else {
                        return;
                    };
                    let Some(seat) = session.acting() else { break };
                    if self.friends[usize::from(seat)] && !self.host.stands_in(seat) {
                        break;
                    }
                    let legal = session.game().legal_actions();
                    let action = legal[rng.below(legal.len() as u32) as usize];
                    session
                        .act(seat, action, session.state_id(), None)
                        .expect("a legal move");
                    self.flush();
                }
            }
            Op::Disconnect(i) => {
                let Some(d) = self.device(i) else { return };
                if let Some(peer) = self.devices[d].peer {
                    self.close(peer);
                    self.host.disconnected(peer);
                    self.flush();
                }
            }
            Op::Reload(i) => {
                let Some(d) = self.device(i) else { return };
                if let Some(peer) = self.devices[d].peer {
                    self.close(peer);
                    self.host.disconnected(peer);
                }
                self.devices[d].replica = Replica::new();
                self.flush();
            }
            Op::StandIn(i) => {
                let seat = pick_seat(i);
                let on = !self.host.stands_in(seat);
                self.host.stand_in(seat, on);
                self.flush();
            }
            Op::Release(i) => {
                let seat = pick_seat(i);
                if let Some(old) = self.secrets[usize::from(seat)].take() {
                    self.used.push(old);
                }
                if let Some(dropped) = self.host.release(seat) {
                    self.close(dropped);
                }
                self.flush();
            }
            Op::HostReload(epoch) => {
                let peers: Vec<PeerId> = self.devices.iter().filter_map(|d| d.peer).collect();
                for peer in peers {
                    self.close(peer);
                }
                self.net.clear();
                if let Some(session) = &self.session {
                    let parts = session.parts().clone();
                    self.session = Some(Session::rebuild(parts).expect("a saved game reloads"));
                }
                self.host = Host::new(epoch, &self.friends);
                for secret in self.secrets.iter_mut() {
                    if let Some(old) = secret.take() {
                        self.used.push(old);
                    }
                }
                self.flush();
            }
            Op::Net(kind, i) => {
                if self.net.is_empty() {
                    return;
                }
                let i = i % self.net.len();
                match kind % 4 {
                    0 => self.deliver(i),
                    1 => {
                        self.net.remove(i);
                    }
                    2 => {
                        let copy = self.net[i].clone();
                        self.net.push(copy);
                    }
                    _ => self.deliver_all(),
                }
            }
            Op::Calm(n, r) => {
                let mut rng = GameRng::from_seed(r);
                for _ in 0..n {
                    self.deliver_all();
                    self.apply(&Op::Table(8, rng.next_u64()));
                    self.deliver_all();
                    let moves: Vec<(PeerId, String)> = self
                        .devices
                        .iter()
                        .filter_map(|d| {
                            let legal = &d.replica.view()?.observation.legal;
                            let action =
                                *legal.get(rng.below(legal.len().max(1) as u32) as usize)?;
                            Some((d.peer?, d.replica.act(action)?))
                        })
                        .collect();
                    for (peer, text) in moves {
                        self.send(peer, text);
                    }
                }
            }
            Op::Resync(i) => {
                let Some(d) = self.device(i) else { return };
                let device = &self.devices[d];
                if let (Some(peer), true) = (device.peer, device.replica.want_resync()) {
                    let text = device.replica.resync();
                    self.send(peer, text);
                }
            }
        }
    }
}

pub fn clean(typed: &str) -> String {
    net::name::clean_name(typed).unwrap_or_else(|| "Zoe".into())
}

pub fn msg(m: HostMessage) -> String {
    ToHost::text(m)
}

/// Text a hostile or broken device sends.
pub fn forged(r: u64, seat: u8, at: StateId) -> String {
    match r % 8 {
        0 => "not json".into(),
        1 => format!("{{\"v\":{PROTOCOL},\"m\":{{\"act\":{{\"seat\":{seat},\"action\":\"fly\",\"at\":{}}}}}}}", at.0),
        2 => "{\"v\":99,\"m\":\"resync\"}".into(),
        3 => "x".repeat(5000),
        4 => format!("{{\"v\":{PROTOCOL},\"m\":{{\"hello\":{{\"seat\":{seat},\"secret\":{r},\"name\":\"Eve\"}}}}}}"),
        5 => format!("{{\"v\":{PROTOCOL},\"m\":{{\"take-back\":{{\"seat\":\"{seat}\",\"at\":{}}}}}}}", at.0),
        6 => "[".repeat(3000),
        _ => format!("{{\"v\":{PROTOCOL},\"m\":{{\"ping\":{{\"epoch\":{r},\"seq\":{r}}}}}}}"),
    }
}

pub fn random_op(rng: &mut GameRng) -> Op {
    let r = rng.next_u64();
    let i = rng.below(16) as usize;
    match rng.below(100) {
        0..=4 => Op::Start,
        5..=11 => Op::Invite(i, r),
        12..=21 => Op::Join(i, [0, 0, 0, 1, 1, 2, 3, 4, 5][rng.below(9) as usize]),
        22..=41 => Op::Send(i, rng.below(8) as u8, r),
        42..=51 => Op::Table(1 + rng.below(12) as u8, r),
        52..=54 => Op::Disconnect(i),
        55..=56 => Op::Reload(i),
        57..=58 => Op::StandIn(i),
        59 => Op::Release(i),
        60..=61 => Op::HostReload(r),
        62..=85 => Op::Net(rng.below(4) as u8, i),
        86..=87 => Op::Resync(i),
        _ => Op::Calm(1 + rng.below(8) as u8, r),
    }
}
