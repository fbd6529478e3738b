//! The host's side of a table of friends: the table itself (a [`Table`] of this module,
//! saved as any game), the protocol's judge and outbox (`net::Host`), one WebRTC
//! connection per invite, and what the host's screens show of them. Every friend's
//! message goes through the judge, then through the table's way in for a friend's move;
//! after every change each friend's device is sent what its seat may see (the outbox).

use super::rtc::{self, Event};
use crate::settings::Settings;
use crate::table::{Keeping, Kind, Table};
use crate::ui::setup::SetupForm;
use leptos::prelude::*;
use net::{Host, Invite, Judged, PeerId, Presence, Reply, SeatState, Stage};
use session::{SeatKind, Session};
use std::rc::Rc;

/// A friend's seat as the host's screens show it: the invite out for it, and why it could
/// not connect, if it could not.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct InviteShown {
    /// The invite's link, once its connection's description is ready.
    pub link: Option<String>,
    /// The friend's reply is in: the connection is being made.
    pub connecting: bool,
    /// The invite's connection could not be made (no path between the devices).
    pub failed: bool,
}

/// Where the host's table stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Phase {
    /// Seats being filled: the table as set up, each friend's seat waiting for its friend.
    Lobby(SetupForm),
    /// The game is on (or over), on the table.
    Playing,
}

/// What went wrong with a reply the host was given.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplyProblem {
    /// Not a reply's code.
    Unreadable(net::CodeError),
    /// A reply to an invite this table did not send, or no longer waits on.
    NotOurs,
    /// The connection would not take the answer.
    Refused,
}

/// The host's table and its connections: a handle (`Copy`), kept while the screens'
/// module is mounted.
#[derive(Clone, Copy)]
pub struct Hosting {
    pub table: Table,
    host: StoredValue<Host>,
    pub phase: RwSignal<Phase>,
    /// Each seat's state as every device sees it.
    pub seats: RwSignal<Vec<SeatState>>,
    /// Each seat's invite (friends' seats only).
    pub invites: RwSignal<Vec<Option<InviteShown>>>,
    /// The connection of each invite out: (connection, seat).
    conns: StoredValue<Vec<(u32, u8)>>,
    pub reply_problem: RwSignal<Option<ReplyProblem>>,
    /// Why the game could not be saved, if it could not.
    pub save_error: RwSignal<Option<session::Error>>,
    /// Why the game could not be dealt (the lobby's start, a rematch).
    pub deal_error: RwSignal<Option<session::Error>>,
    /// Where the servers that help devices find each other are chosen.
    settings: Settings,
}

/// A random number from the browser (not game randomness: a secret, an epoch).
fn random_u64() -> u64 {
    let part = || (js_sys::Math::random() * 4_294_967_296.0) as u64;
    part() << 32 | part()
}

/// The name the host's device goes by: the first person's seat at it.
fn host_name(seats: &[session::SeatConfig]) -> String {
    seats
        .iter()
        .find(|s| s.kind == SeatKind::Human)
        .map(|s| s.name.clone())
        .unwrap_or_default()
}

impl Hosting {
    /// A new table of friends as `form` sets it up (its friends' seats waiting), or the
    /// saved game `resumed` (its friends invited back).
    pub fn new(
        form: SetupForm,
        resumed: Option<Session>,
        keeping: Keeping,
        pace_ms: u32,
        settings: Settings,
    ) -> Hosting {
        let table = Table::new(pace_ms, Some(keeping));
        let kinds: Vec<SeatKind> = match &resumed {
            Some(s) => s.seats().iter().map(|s| s.kind).collect(),
            None => form.seats.iter().map(|s| s.kind).collect(),
        };
        let friends: Vec<bool> = kinds.iter().map(|k| *k == SeatKind::Friend).collect();
        let phase = match resumed {
            Some(s) => {
                table.begin(s, Kind::Game);
                Phase::Playing
            }
            None => Phase::Lobby(form),
        };
        let hosting = Hosting {
            table,
            host: StoredValue::new(Host::new(random_u64(), &friends)),
            phase: RwSignal::new(phase),
            seats: RwSignal::new(Vec::new()),
            invites: RwSignal::new(friends.iter().map(|_| None).collect()),
            conns: StoredValue::new(Vec::new()),
            reply_problem: RwSignal::new(None),
            save_error: match keeping {
                Keeping::Saved { save_error, .. } => save_error,
                Keeping::InTab => RwSignal::new(None),
            },
            deal_error: RwSignal::new(None),
            settings,
        };
        // After every change of the game, each friend is sent what their seat may see.
        let view = table.view();
        Effect::new(move |_| {
            view.track();
            hosting.flush();
        });
        // A reply opened in another tab of this browser is handed to this table.
        rtc::listen_for_replies(move |message| {
            if let Some(code) = message.strip_prefix("reply:") {
                if hosting.accept_reply(code).is_ok() {
                    rtc::post_to_tabs(&format!("taken:{code}"));
                }
            }
        });
        for (seat, friend) in friends.iter().enumerate() {
            if *friend {
                hosting.invite(seat as u8);
            }
        }
        hosting.flush();
        hosting
    }

    /// The seats as the table has them: the lobby's form, or the game's.
    fn with_stage<T>(self, read: impl FnOnce(Stage) -> T) -> Option<T> {
        match self.phase.try_get_untracked()? {
            Phase::Lobby(form) => {
                let seats = form.seats;
                let preset = form.preset;
                let hidden = form.variants.contains(&engine::Variant::HiddenCards);
                let name = host_name(&seats);
                Some(read(Stage::Lobby {
                    host: &name,
                    preset,
                    hidden_cards: hidden,
                    seats: &seats,
                }))
            }
            Phase::Playing => self.table.reveal(|s| read(Stage::Playing(s))),
        }
    }

    /// Sends each friend what changed for them, and shows the seats' states.
    pub fn flush(self) {
        let Some(out) = self.with_stage(|stage| {
            let out = self
                .host
                .try_update_value(|h| h.outbox(stage))
                .unwrap_or_default();
            let states = self.host.with_value(|h| h.seat_states(stage));
            (out, states)
        }) else {
            return;
        };
        let (out, states) = out;
        for (peer, text) in out {
            rtc::send(peer.0 as u32, &text);
        }
        if self.seats.try_get_untracked().as_ref() != Some(&states) {
            self.seats.try_set(states);
        }
    }

    /// A new invite for the friend's `seat` (a new secret: a device that held the seat is
    /// let go), its link ready once its connection's description is.
    pub fn invite(self, seat: u8) {
        let secret = random_u64();
        let dropped = self.host.try_update_value(|h| h.invite(seat, secret));
        let Some(Ok(dropped)) = dropped else {
            return;
        };
        if let Some(peer) = dropped {
            rtc::close(peer.0 as u32);
        }
        let id = rtc::next_id();
        self.conns.update_value(|c| {
            // The seat's last invite's connection goes (taken or not).
            c.retain(|(conn, s)| {
                if *s == seat {
                    rtc::close(*conn);
                }
                *s != seat
            });
            c.push((id, seat));
        });
        self.invites.update(|i| {
            if let Some(slot) = i.get_mut(seat as usize) {
                *slot = Some(InviteShown::default());
            }
        });
        let servers = self
            .settings
            .0
            .with_untracked(session::settings::Settings::ice_servers);
        let listener: rtc::Listener = Rc::new(move |conn, event| self.on_event(conn, event));
        let (players, preset, name) = match self.phase.get_untracked() {
            Phase::Lobby(form) => (form.seats.len() as u8, form.preset, host_name(&form.seats)),
            Phase::Playing => self
                .table
                .public(|p| {
                    (
                        p.seats.len() as u8,
                        p.record.setup.rules.preset,
                        host_name(&p.seats),
                    )
                })
                .unwrap_or((2, engine::Preset::Ffg2006, String::new())),
        };
        leptos::task::spawn_local(async move {
            let offer = rtc::offer(id, &servers, listener).await;
            let link = offer.ok().and_then(|sdp| {
                let offer = net::Sdp::parse(&sdp).ok()?;
                let invite = Invite {
                    protocol: net::PROTOCOL,
                    host: name,
                    preset,
                    players,
                    seat,
                    secret,
                    offer,
                };
                let code = invite.encode().ok()?;
                Some(format!(
                    "{}{}",
                    crate::ui::share::page_base(),
                    session::screen::Screen::Join(code).hash()
                ))
            });
            self.invites.try_update(|i| {
                if let Some(slot) = i.get_mut(seat as usize) {
                    *slot = Some(InviteShown {
                        failed: link.is_none(),
                        connecting: false,
                        link,
                    });
                }
            });
        });
    }

    /// A friend's reply (its code, or a link to it): its answer goes to the invite's
    /// connection.
    pub fn accept_reply(self, text: &str) -> Result<(), ReplyProblem> {
        let code = text
            .trim()
            .rsplit_once("#/reply/")
            .map_or(text.trim(), |(_, code)| code);
        let outcome = Reply::decode(code)
            .map_err(ReplyProblem::Unreadable)
            .and_then(|reply| {
                let conn = self
                    .conns
                    .with_value(|c| c.iter().find(|(_, s)| *s == reply.seat).map(|(c, _)| *c))
                    .ok_or(ReplyProblem::NotOurs)?;
                Ok((conn, reply))
            });
        let (conn, reply) = match outcome {
            Ok(found) => found,
            Err(problem) => {
                self.reply_problem.set(Some(problem.clone()));
                return Err(problem);
            }
        };
        self.reply_problem.set(None);
        let seat = reply.seat;
        let answer = reply.answer.to_sdp();
        leptos::task::spawn_local(async move {
            match rtc::accept(conn, &answer).await {
                Ok(()) => self.mark_invite(seat, |shown| {
                    shown.connecting = true;
                    shown.failed = false;
                }),
                // Answered already: the invite's seat was taken by another device.
                Err(()) => {
                    self.reply_problem.try_set(Some(ReplyProblem::Refused));
                }
            }
        });
        Ok(())
    }

    /// Changes how the invite of `seat` shows.
    fn mark_invite(self, seat: u8, change: impl FnOnce(&mut InviteShown)) {
        self.invites.try_update(|i| {
            if let Some(Some(shown)) = i.get_mut(seat as usize) {
                change(shown);
            }
        });
    }

    /// What a connection says.
    fn on_event(self, conn: u32, event: Event) {
        let peer = PeerId(u64::from(conn));
        let seat = self
            .conns
            .try_with_value(|c| c.iter().find(|(c, _)| *c == conn).map(|(_, s)| *s))
            .flatten();
        match event {
            Event::Open => {
                self.host.update_value(|h| h.connected(peer));
                if let Some(seat) = seat {
                    self.mark_invite(seat, |shown| shown.connecting = false);
                }
            }
            Event::Message(text) => self.receive(peer, &text),
            Event::Closed => {
                self.host.update_value(|h| h.disconnected(peer));
            }
            Event::Failed => {
                self.host.update_value(|h| h.disconnected(peer));
                if let Some(seat) = seat {
                    self.mark_invite(seat, |shown| {
                        shown.connecting = false;
                        shown.failed = true;
                    });
                }
            }
            Event::Lost | Event::Back => {}
        }
        self.flush();
    }

    /// A friend's message, judged, then played on the table if it asks for a move.
    fn receive(self, peer: PeerId, text: &str) {
        let Some(judged) =
            self.with_stage(|stage| self.host.try_update_value(|h| h.receive(peer, text, stage)))
        else {
            return;
        };
        let refuse = |e: session::Error, at| {
            let refusal = net::Refusal::from_error(&e);
            self.host
                .update_value(|h| h.refuse(peer, refusal, Some(at)));
        };
        match judged {
            Some(Judged::Joined { seat, name }) => {
                // The friend is back: no AI plays for them any more.
                self.table.stand_in(seat, false);
                self.seat_named(seat, name);
            }
            Some(Judged::Play { seat, action, at }) => {
                if let Err(e) = self.table.friend_acts(seat, action, at) {
                    refuse(e, at);
                }
            }
            Some(Judged::TakeBack { seat, at }) => {
                if let Err(e) = self.table.friend_takes_back(seat, at) {
                    refuse(e, at);
                }
            }
            _ => {}
        }
    }

    /// A friend took their seat under `name`: before the game, the seat takes it (the
    /// game deals the names as they are when it starts).
    fn seat_named(self, seat: u8, name: String) {
        self.phase.update(|phase| {
            if let Phase::Lobby(form) = phase {
                let taken = |n: &str| {
                    form.seats
                        .iter()
                        .enumerate()
                        .any(|(i, s)| i != seat as usize && s.name.eq_ignore_ascii_case(n))
                };
                let mut chosen = name.clone();
                let mut number = 2;
                while taken(&chosen) {
                    chosen = format!("{name} {number}");
                    number += 1;
                }
                if let Some(s) = form.seats.get_mut(seat as usize) {
                    s.name = chosen;
                }
            }
        });
    }

    /// Whether every friend's seat is taken (the game may start).
    pub fn all_here(self) -> bool {
        self.seats.with(|seats| {
            !seats.is_empty()
                && seats
                    .iter()
                    .all(|s| s.player != net::Player::Friend || s.presence == Presence::Connected)
        })
    }

    /// Deals the game as the lobby has it and puts it on the table: its id (`None` if it
    /// could not be dealt: [`Hosting::deal_error`] says why).
    pub fn start(self) -> Option<String> {
        let Phase::Lobby(form) = self.phase.get_untracked() else {
            return None;
        };
        let id = self.deal(form.setup(), form.seats_for_play(&crate::i18n::catalog()))?;
        self.phase.set(Phase::Playing);
        self.flush();
        Some(id)
    }

    /// The same table again, friends and all, with a new deal: its id.
    pub fn rematch(self) -> Option<String> {
        let (mut setup, seats) = self.table.public(|p| (p.record.setup, p.seats.clone()))?;
        setup.seed = crate::ui::setup::fresh_seed();
        let away: Vec<u8> = (0..seats.len() as u8)
            .filter(|&seat| self.host.with_value(|h| h.stands_in(seat)))
            .collect();
        let id = self.deal(setup, seats)?;
        // The AIs standing in for friends still away go on doing so.
        for seat in away {
            self.table.stand_in(seat, true);
        }
        self.flush();
        Some(id)
    }

    /// A new game on the table, saved under a new id written by this tab.
    fn deal(self, setup: engine::Setup, seats: Vec<session::SeatConfig>) -> Option<String> {
        match Session::new(setup, seats) {
            Ok(mut s) => {
                s.assign_id(crate::persist::new_id(), crate::persist::now_ms());
                crate::persist::begin(s.id());
                let id = s.id().to_string();
                self.deal_error.set(None);
                self.table.begin(s, Kind::Game);
                Some(id)
            }
            Err(e) => {
                self.deal_error.set(Some(e));
                None
            }
        }
    }

    /// An AI plays the away friend's `seat` (`on`), or stops (refused while the friend is
    /// there).
    pub fn stand_in(self, seat: u8, on: bool) {
        if self.host.try_update_value(|h| h.stand_in(seat, on)) == Some(true) {
            self.table.stand_in(seat, on);
        }
        self.flush();
    }

    /// The table is left: every connection closes.
    pub fn close(self) {
        let conns = self.conns.try_get_value().unwrap_or_default();
        for (conn, _) in conns {
            rtc::close(conn);
        }
    }
}
