//! A friend's device at the host's table: the invite opened here, the answer made for it
//! (the reply the friend sends back), the one connection to the host, and the copy of the
//! table the host sends (`net::Replica`: the lobby, this seat's view, the seats' states,
//! the last refusal, and the whole record at the end). The table screen reads it through
//! a [`Feed`], as it reads the page's own table.

use super::rtc::{self, Event};
use crate::table::Refusal;
use crate::ui::game::Feed;
use engine::Action;
use leptos::prelude::*;
use net::{Changed, Invite, Replica, Reply};
use session::{SeatView, StateId};
use std::rc::Rc;

/// How long without a message from the host before this device asks whether one went
/// missing (the host answers a ping that is behind with the whole view).
const PING_MS: u64 = 4_000;

/// Where the friend's device stands with the host.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// The invite read: the friend chooses a name.
    Invited,
    /// The answer to the invite being made (the device gathers its addresses).
    Answering,
    /// The reply is ready for the host (its link).
    Reply(String),
    /// Connected: the lobby, then the game.
    Connected,
    /// The connection is gone (the host's page closed or reloaded, the network is lost).
    Lost,
    /// No path could be found between the two devices, or the answer could not be made.
    Failed,
    /// This browser already took the invite's seat (another tab, or before a reload):
    /// only a new invite from the host brings the seat back.
    Used,
    /// A newer version of the app is needed to read the host (its protocol's number).
    Outdated,
}

/// The friend's side of one invite: a handle (`Copy`).
#[derive(Clone, Copy)]
pub struct Joining {
    pub invite: StoredValue<Invite>,
    code: StoredValue<String>,
    pub step: RwSignal<Step>,
    pub name: RwSignal<String>,
    replica: StoredValue<Replica>,
    /// The replica's view, lobby and seats, as signals for the screens.
    view: RwSignal<Option<SeatView>>,
    pub lobby: RwSignal<Option<net::Lobby>>,
    pub seats: RwSignal<Vec<net::SeatState>>,
    refused: RwSignal<Option<(Option<StateId>, Refusal)>>,
    /// The whole game, once it is over (this device's copy is saved with it).
    pub record: RwSignal<Option<session::Parts>>,
    conn: StoredValue<Option<u32>>,
    /// When the last message came (ms since the page loaded).
    heard: StoredValue<f64>,
    /// Where the servers that help devices find each other are chosen.
    settings: crate::settings::Settings,
}

/// The key under which this browser notes an invite whose seat it took (by the invite's
/// secret), so that another tab, or this one reloaded, does not answer it again.
fn used_key(invite: &Invite) -> String {
    format!("condottiere-joined-{:x}", invite.secret)
}

fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn now() -> f64 {
    js_sys::Date::now()
}

impl Joining {
    /// The invite `invite` (read from `code`), opened here.
    pub fn new(code: String, invite: Invite, settings: crate::settings::Settings) -> Joining {
        // The name this browser went by last time, else the name it plays under at home.
        let name = session_storage()
            .and_then(|s| s.get_item("condottiere-friend-name").ok().flatten())
            .unwrap_or_default();
        let used = local_storage()
            .and_then(|s| s.get_item(&used_key(&invite)).ok().flatten())
            .is_some();
        let joining = Joining {
            invite: StoredValue::new(invite),
            code: StoredValue::new(code),
            step: RwSignal::new(if used { Step::Used } else { Step::Invited }),
            name: RwSignal::new(name),
            replica: StoredValue::new(Replica::new()),
            view: RwSignal::new(None),
            lobby: RwSignal::new(None),
            seats: RwSignal::new(Vec::new()),
            refused: RwSignal::new(None),
            record: RwSignal::new(None),
            conn: StoredValue::new(None),
            heard: StoredValue::new(0.0),
            settings,
        };
        // Quiet for a while: ask whether something went missing (and again for the whole
        // view, while one is wanted).
        let ticker = set_interval_with_handle(
            move || joining.keep_in_touch(),
            std::time::Duration::from_millis(PING_MS),
        )
        .ok();
        on_cleanup(move || {
            if let Some(ticker) = ticker {
                ticker.clear();
            }
        });
        joining
    }

    /// The friend takes the seat under `name`: the answer to the invite is made, and the
    /// reply link shown once it is ready. False (nothing done) for a name that cannot be
    /// one: blank, or longer than [`net::name::MAX_NAME_CHARS`].
    pub fn answer(self, name: String) -> bool {
        let Some(name) = net::name::clean_name(&name) else {
            return false;
        };
        if let Some(s) = session_storage() {
            let _ = s.set_item("condottiere-friend-name", &name);
        }
        self.name.set(name.clone());
        self.step.set(Step::Answering);
        let id = rtc::next_id();
        if let Some(old) = self.conn.try_update_value(|c| c.replace(id)).flatten() {
            rtc::close(old);
        }
        let (offer, seat, secret) = self
            .invite
            .with_value(|i| (i.offer.to_sdp(), i.seat, i.secret));
        let servers = self
            .settings
            .0
            .with_untracked(session::settings::Settings::ice_servers);
        let listener: rtc::Listener = Rc::new(move |conn, event| self.on_event(conn, event));
        leptos::task::spawn_local(async move {
            let answer = rtc::answer(id, &servers, &offer, listener).await;
            let reply = answer.ok().and_then(|sdp| {
                let reply = Reply {
                    seat,
                    secret,
                    name,
                    answer: net::Sdp::parse(&sdp).ok()?,
                };
                let code = reply.encode().ok()?;
                Some(format!(
                    "{}{}",
                    crate::ui::share::page_base(),
                    session::screen::Screen::Reply(code).hash()
                ))
            });
            // Still this answer's (the friend did not start again meanwhile).
            if self.conn.try_get_value().flatten() != Some(id) {
                return;
            }
            self.step.try_set(match reply {
                Some(link) => Step::Reply(link),
                None => Step::Failed,
            });
        });
        true
    }

    /// What the connection to the host says.
    fn on_event(self, conn: u32, event: Event) {
        if self.conn.try_get_value().flatten() != Some(conn) {
            return;
        }
        match event {
            Event::Open => {
                let (seat, secret) = self.invite.with_value(|i| (i.seat, i.secret));
                let name = self.name.get_untracked();
                self.send(&Replica::hello(seat, secret, &name));
                // The first messages may be the ones lost: ask at once whether all came.
                let ping = self.replica.with_value(Replica::ping);
                self.send(&ping);
                self.heard.set_value(now());
                self.step.set(Step::Connected);
                // This browser holds the seat now: the invite is not answered again here.
                if let Some(s) = local_storage() {
                    let _ = s.set_item(&self.invite.with_value(used_key), "1");
                }
            }
            Event::Message(text) => self.receive(&text),
            Event::Closed => {
                if self.step.get_untracked() == Step::Connected {
                    self.step.set(Step::Lost);
                }
            }
            Event::Failed => self.step.set(match self.step.get_untracked() {
                Step::Connected => Step::Lost,
                _ => Step::Failed,
            }),
            Event::Lost | Event::Back => {}
        }
    }

    /// A message from the host, applied in the host's order.
    fn receive(self, text: &str) {
        self.heard.set_value(now());
        let outcome = self.replica.try_update_value(|r| r.receive(text));
        let changed = match outcome {
            Some(Ok(changed)) => changed,
            Some(Err(net::ReplicaError::Newer(_))) => {
                self.step.set(Step::Outdated);
                return;
            }
            _ => return,
        };
        self.replica.with_value(|r| match changed {
            Changed::Lobby => {
                self.lobby.set(r.lobby().cloned());
                self.seats.set(r.seats().to_vec());
            }
            Changed::View => self.view.set(r.view().cloned()),
            Changed::Seats => self.seats.set(r.seats().to_vec()),
            Changed::Refused => {
                if let Some((refusal, _)) = r.refused() {
                    let at = self.view.with_untracked(|v| v.as_ref().map(|v| v.at));
                    self.refused
                        .set(Some((at, Refusal::Host(refusal.message_id()))));
                }
            }
            Changed::Record => self.record.set(r.record().cloned()),
            Changed::Nothing => {}
        });
        if self.replica.with_value(Replica::want_resync) {
            let resync = self.replica.with_value(Replica::resync);
            self.send(&resync);
        }
    }

    /// Asks the host for what may have gone missing, when nothing came for a while.
    fn keep_in_touch(self) {
        if self.step.try_get_untracked() != Some(Step::Connected) {
            return;
        }
        if now() - self.heard.get_value() < PING_MS as f64 {
            return;
        }
        let message = self.replica.with_value(|r| match r.want_resync() {
            true => r.resync(),
            false => r.ping(),
        });
        self.send(&message);
    }

    fn send(self, text: &str) {
        if let Some(conn) = self.conn.get_value() {
            rtc::send(conn, text);
        }
    }

    /// The table as this seat's screen has it: the host's view of the seat (no move is
    /// offered while the host is out of reach), moves and take-backs sent to the host,
    /// and the hint asked of this device's own AI, from the seat's view alone.
    pub fn feed(self) -> Feed {
        let connected = Memo::new(move |_| self.step.get() == Step::Connected);
        let view = Signal::derive(move || {
            let mut view = self.view.get()?;
            if !connected.get() {
                view.legal.clear();
                view.take_back_by = None;
            }
            Some(view)
        });
        let at_now = move || self.view.with_untracked(|v| v.as_ref().map(|v| v.at));
        Feed {
            view,
            act: Callback::new(move |(action, at): (Action, StateId)| {
                if at_now() == Some(at) {
                    if let Some(text) = self.replica.with_value(|r| r.act(action)) {
                        self.send(&text);
                    }
                }
            }),
            take_back: Callback::new(move |at: StateId| {
                if at_now() == Some(at) {
                    if let Some(text) = self.replica.with_value(Replica::take_back) {
                        self.send(&text);
                    }
                }
            }),
            // The host's device passes between its people; this one never does.
            take_device: Callback::new(|_| {}),
            hint: Callback::new(move |(at, done): (StateId, Callback<Option<Action>>)| {
                let seen = self.view.with_untracked(|v| {
                    v.as_ref()
                        .filter(|v| v.at == at)
                        .map(|v| (v.observation.clone(), v.moves))
                });
                let Some((seen, moves)) = seen else {
                    done.run(None);
                    return;
                };
                let seed = self.invite.with_value(|i| i.secret) ^ u64::from(moves);
                crate::ai_client::request_seen(seen, ai::Level::Hard, seed, move |answer| {
                    let still = self
                        .view
                        .try_with_untracked(|v| v.as_ref().is_some_and(|v| v.at == at))
                        .unwrap_or(false);
                    done.run(answer.filter(|_| still));
                });
            }),
            refused: Signal::derive(move || {
                let at = self.view.with(|v| v.as_ref().map(|v| v.at));
                self.refused
                    .get()
                    .filter(|(on, _)| *on == at)
                    .map(|(_, refusal)| refusal)
            }),
            ai_failed: Signal::stored(false),
            retry_ai: Callback::new(|_| {}),
            presence: Signal::derive(move || self.seats.with(|seats| presence_of(seats))),
        }
    }

    /// The invite's code (its address).
    pub fn code(self) -> String {
        self.code.get_value()
    }

    /// The friend leaves: the connection closes (the host shows the seat away).
    pub fn close(self) {
        if let Some(conn) = self.conn.try_update_value(Option::take).flatten() {
            rtc::close(conn);
        }
    }
}

/// Each seat's presence as the table's rows mark it (friends' seats only).
pub fn presence_of(seats: &[net::SeatState]) -> Vec<Option<&'static str>> {
    seats
        .iter()
        .map(|s| (s.player == net::Player::Friend).then(|| presence_word(s.presence)))
        .collect()
}

/// A presence as the page's attributes write it.
pub fn presence_word(presence: net::Presence) -> &'static str {
    match presence {
        net::Presence::Waiting => "waiting",
        net::Presence::Connected => "connected",
        net::Presence::Away => "away",
    }
}
