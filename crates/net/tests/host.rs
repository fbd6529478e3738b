//! The host's side, case by case: who may take a seat, each refusal at its edge, what is
//! sent after each change, and the seats' states.

use engine::{Action, GameRng, Preset, Setup};
use net::message::{FriendMessage, HostMessage, ToFriend, ToHost, MAX_TO_HOST, PROTOCOL};
use net::{Host, Judged, PeerId, Player, Presence, Refusal, Replica, Stage};
use session::{AiLevel, SeatConfig, SeatKind, Session, StateId};

const EPOCH: u64 = 0xabc;
const A: PeerId = PeerId(10);
const B: PeerId = PeerId(11);
const C: PeerId = PeerId(12);

/// Seat 0 the host's, 1 and 2 friends', 3 an AI.
fn seats() -> Vec<SeatConfig> {
    ["Host", "Anna", "Bianca", "Carlo"]
        .iter()
        .enumerate()
        .map(|(i, name)| SeatConfig {
            name: name.to_string(),
            color: i as u8,
            kind: if i == 3 {
                SeatKind::Ai(AiLevel::Easy)
            } else {
                SeatKind::Human
            },
        })
        .collect()
}

fn game() -> Session {
    let setup = Setup {
        rules: Preset::Zman2018.rules(),
        players: 4,
        seed: 3,
        first: Some(1),
    };
    Session::new(setup, seats()).unwrap()
}

fn host() -> Host {
    Host::new(EPOCH, &[false, true, true, false])
}

/// A host with seat 1's friend joined from `A`, and its outbox emptied.
fn joined(session: &Session) -> Host {
    let mut h = host();
    h.invite(1, 111).unwrap();
    h.connected(A);
    let j = h.receive(A, &Replica::hello(1, 111, "Zoe"), Stage::Playing(session));
    assert_eq!(
        j,
        Judged::Joined {
            seat: 1,
            name: "Zoe".into()
        }
    );
    h.outbox(Stage::Playing(session));
    h
}

fn read(text: &str) -> ToFriend {
    serde_json::from_str(text).unwrap()
}

fn refused(h: &mut Host, peer: PeerId, text: &str, stage: Stage) -> Refusal {
    match h.receive(peer, text, stage) {
        Judged::Refused(r) => r,
        other => panic!("{text}: {other:?}"),
    }
}

fn act(seat: u8, action: Action, at: StateId) -> String {
    ToHost::text(HostMessage::Act { seat, action, at })
}

/// The one message an outbox holds for `peer`.
fn sent_to(h: &mut Host, stage: Stage, peer: PeerId) -> Vec<ToFriend> {
    h.outbox(stage)
        .into_iter()
        .filter(|(p, _)| *p == peer)
        .map(|(_, t)| read(&t))
        .collect()
}

#[test]
fn a_friend_joins_with_the_invites_secret_once() {
    let s = game();
    let stage = Stage::Playing(&s);
    let mut h = host();
    assert_eq!(h.epoch(), EPOCH);
    assert_eq!(h.presence(1), Some(Presence::Waiting));
    assert_eq!(h.presence(0), None);
    assert_eq!(h.invite(1, 111), Ok(None));
    for peer in [A, B, C] {
        h.connected(peer);
    }
    assert_eq!(
        refused(&mut h, A, &Replica::hello(1, 112, "Zoe"), stage),
        Refusal::SeatTaken
    );
    assert_eq!(
        refused(&mut h, A, &Replica::hello(2, 111, "Zoe"), stage),
        Refusal::SeatTaken,
        "no invite out for seat 2"
    );
    assert_eq!(
        refused(&mut h, A, &Replica::hello(0, 111, "Zoe"), stage),
        Refusal::UnknownSeat,
        "the host's seat"
    );
    assert_eq!(
        refused(&mut h, A, &Replica::hello(3, 111, "Zoe"), stage),
        Refusal::UnknownSeat,
        "an AI's seat"
    );
    assert_eq!(
        refused(&mut h, A, &Replica::hello(4, 111, "Zoe"), stage),
        Refusal::UnknownSeat
    );
    assert_eq!(
        refused(&mut h, A, &Replica::hello(1, 111, " Zoe"), stage),
        Refusal::Malformed
    );
    assert_eq!(
        refused(&mut h, A, &Replica::hello(1, 111, "Z\u{202E}oe"), stage),
        Refusal::Malformed
    );
    assert_eq!(
        h.presence(1),
        Some(Presence::Waiting),
        "refusals change nothing"
    );
    assert_eq!(
        h.receive(A, &Replica::hello(1, 111, "Zoe"), stage),
        Judged::Joined {
            seat: 1,
            name: "Zoe".into()
        }
    );
    assert_eq!(
        (h.seat_of(A), h.name(1), h.presence(1)),
        (Some(1), Some("Zoe"), Some(Presence::Connected))
    );
    // The same hello again from the same device is nothing; from another, the seat is taken.
    assert_eq!(
        h.receive(A, &Replica::hello(1, 111, "Zoe"), stage),
        Judged::Nothing
    );
    assert_eq!(
        refused(&mut h, B, &Replica::hello(1, 111, "Eve"), stage),
        Refusal::SeatTaken
    );
    assert_eq!(h.seat_of(B), None);
    // A device at a seat says hello for another.
    h.invite(2, 222).unwrap();
    assert_eq!(
        refused(&mut h, A, &Replica::hello(2, 222, "Zoe"), stage),
        Refusal::NotYourSeat
    );
    assert_eq!(
        h.receive(C, &Replica::hello(2, 222, "Ugo"), stage),
        Judged::Joined {
            seat: 2,
            name: "Ugo".into()
        }
    );
    // A connection never opened, or closed, is not answered.
    assert_eq!(
        h.receive(PeerId(99), &Replica::hello(2, 222, "Ugo"), stage),
        Judged::Nothing
    );
    assert!(h.outbox(stage).iter().all(|(p, _)| *p != PeerId(99)));
}

#[test]
fn inviting_again_drops_the_device_there_and_the_old_secret() {
    let s = game();
    let stage = Stage::Playing(&s);
    let mut h = joined(&s);
    assert_eq!(h.invite(0, 5), Err(Refusal::UnknownSeat));
    assert_eq!(h.invite(9, 5), Err(Refusal::UnknownSeat));
    assert_eq!(h.invite(1, 333), Ok(Some(A)));
    assert_eq!(
        (h.seat_of(A), h.presence(1), h.name(1)),
        (None, Some(Presence::Away), Some("Zoe"))
    );
    assert_eq!(
        h.receive(A, &act(1, Action::Pass, s.state_id()), stage),
        Judged::Nothing,
        "the dropped device"
    );
    h.connected(B);
    assert_eq!(
        refused(&mut h, B, &Replica::hello(1, 111, "Zoe"), stage),
        Refusal::SeatTaken
    );
    assert!(matches!(
        h.receive(B, &Replica::hello(1, 333, "Zoe"), stage),
        Judged::Joined { .. }
    ));
    // A seat invited before anyone joined stays waiting.
    assert_eq!(h.invite(2, 1), Ok(None));
    assert_eq!(h.invite(2, 2), Ok(None));
    assert_eq!(h.presence(2), Some(Presence::Waiting));
}

#[test]
fn a_released_seat_is_free_and_a_lost_device_is_away() {
    let s = game();
    let stage = Stage::Playing(&s);
    let mut h = joined(&s);
    assert!(!h.stand_in(1, true), "the friend is there");
    h.disconnected(PeerId(77));
    assert_eq!(h.presence(1), Some(Presence::Connected));
    h.disconnected(A);
    assert_eq!((h.presence(1), h.seat_of(A)), (Some(Presence::Away), None));
    assert!(h.stand_in(1, true));
    assert!(h.stands_in(1));
    assert!(!h.stand_in(0, true) && !h.stand_in(3, true) && !h.stand_in(9, true));
    assert!(!h.stands_in(0) && !h.stands_in(9));
    assert!(h.stand_in(1, false));
    assert!(!h.stands_in(1));
    h.stand_in(1, true);
    // Back through a new invite: the AI stands down.
    h.invite(1, 444).unwrap();
    h.connected(B);
    h.receive(B, &Replica::hello(1, 444, "Zoe"), stage);
    assert!(!h.stands_in(1));
    h.stand_in(1, false);
    // Released: nobody, no name, no invite.
    assert_eq!(h.release(1), Some(B));
    assert_eq!(
        (h.presence(1), h.name(1), h.seat_of(B)),
        (Some(Presence::Waiting), None, None)
    );
    assert_eq!(h.release(1), None);
    assert_eq!(h.release(0), None);
    h.connected(C);
    assert_eq!(
        refused(&mut h, C, &Replica::hello(1, 444, "Zoe"), stage),
        Refusal::SeatTaken
    );
    h.stand_in(1, true);
    h.release(1);
    assert!(!h.stands_in(1));
    // A device dropped by an invite, reported lost later, leaves the new one's seat alone.
    h.invite(2, 5).unwrap();
    h.receive(C, &Replica::hello(2, 5, "Ugo"), stage);
    h.invite(2, 6).unwrap();
    h.connected(A);
    h.receive(A, &Replica::hello(2, 6, "Ugo"), stage);
    h.disconnected(C);
    assert_eq!(h.presence(2), Some(Presence::Connected));
}

#[test]
fn each_refusal_of_a_move_at_its_edge() {
    let mut s = game();
    let h = &mut joined(&s);
    h.connected(B);
    // Seat 1 acts first.
    assert_eq!(s.acting(), Some(1));
    let at = s.state_id();
    let legal = s.game().legal_actions();
    let stage = Stage::Playing(&s);
    assert_eq!(
        refused(h, B, &act(1, legal[0], at), stage),
        Refusal::NotYourSeat,
        "a device at no seat"
    );
    assert_eq!(
        refused(h, A, &act(2, legal[0], at), stage),
        Refusal::NotYourSeat,
        "another seat"
    );
    assert_eq!(
        refused(h, A, &act(1, legal[0], StateId(at.0 - 1)), stage),
        Refusal::Stale
    );
    assert_eq!(
        refused(h, A, &act(1, legal[0], StateId(at.0 + 1)), stage),
        Refusal::Stale
    );
    assert_eq!(
        refused(h, A, &act(1, Action::Draw(7), at), stage),
        Refusal::Illegal
    );
    let lobby = Stage::Lobby {
        host: "Host",
        preset: Preset::Zman2018,
        hidden_cards: false,
        seats: &seats(),
    };
    assert_eq!(
        refused(h, A, &act(1, legal[0], at), lobby),
        Refusal::NotStarted
    );
    assert_eq!(
        refused(
            h,
            A,
            &ToHost::text(HostMessage::TakeBack { seat: 1, at }),
            lobby
        ),
        Refusal::NotStarted
    );
    let played = Judged::Play {
        seat: 1,
        action: legal[0],
        at,
    };
    assert_eq!(h.receive(A, &act(1, legal[0], at), stage), played);
    // The same message again (the network repeated it) is nothing, even before it is played.
    assert_eq!(h.receive(A, &act(1, legal[0], at), stage), Judged::Nothing);
    s.act(1, legal[0], at, None).unwrap();
    let stage = Stage::Playing(&s);
    assert_eq!(h.receive(A, &act(1, legal[0], at), stage), Judged::Nothing);
    if legal.len() > 1 {
        assert_eq!(refused(h, A, &act(1, legal[1], at), stage), Refusal::Stale);
    }
    // Seat 1 plays on until another seat acts: seat 1 is out of turn then.
    while s.acting() == Some(1) {
        let action = s.game().legal_actions()[0];
        s.act(1, action, s.state_id(), None).unwrap();
    }
    let stage = Stage::Playing(&s);
    let now = s.state_id();
    assert_eq!(
        refused(h, A, &act(1, Action::Pass, now), stage),
        Refusal::NotYourTurn
    );
    // Take-backs: stale, then allowed (seat 1 moved last of the people), then repeated.
    let back = |at| ToHost::text(HostMessage::TakeBack { seat: 1, at });
    assert_eq!(refused(h, A, &back(at), stage), Refusal::Stale);
    assert_eq!(refused(h, B, &back(now), stage), Refusal::NotYourSeat);
    assert_eq!(
        h.receive(A, &back(now), stage),
        Judged::TakeBack { seat: 1, at: now }
    );
    assert_eq!(h.receive(A, &back(now), stage), Judged::Nothing);
    s.take_back(1, now).unwrap();
    // Before any move, there is none to take back.
    let fresh = game();
    assert_eq!(
        refused(h, A, &back(fresh.state_id()), Stage::Playing(&fresh)),
        Refusal::NoTakeBack
    );
    // The game over: every move and take-back is refused so.
    let mut over = game();
    let mut rng = GameRng::from_seed(1);
    while !over.game().is_over() {
        let legal = over.game().legal_actions();
        let seat = over.acting().unwrap();
        over.act(
            seat,
            legal[rng.below(legal.len() as u32) as usize],
            over.state_id(),
            None,
        )
        .unwrap();
    }
    let stage = Stage::Playing(&over);
    assert_eq!(
        refused(h, A, &act(1, Action::Pass, over.state_id()), stage),
        Refusal::GameOver
    );
    assert_eq!(
        refused(h, A, &back(over.state_id()), stage),
        Refusal::GameOver
    );
}

#[test]
fn messages_that_do_not_read_are_refused_before_judging() {
    let s = game();
    let stage = Stage::Playing(&s);
    let mut h = joined(&s);
    let valid = ToHost::text(HostMessage::Resync);
    let padded = format!("{valid:<width$}", width = MAX_TO_HOST);
    assert_eq!(
        h.receive(A, &padded, stage),
        Judged::Resync,
        "exactly the largest size"
    );
    let over = format!("{valid:<width$}", width = MAX_TO_HOST + 1);
    assert_eq!(refused(&mut h, A, &over, stage), Refusal::Oversized);
    assert_eq!(
        refused(&mut h, A, "{\"v\":2,\"m\":\"something new\"}", stage),
        Refusal::NewerVersion
    );
    assert_eq!(
        refused(&mut h, A, "{\"v\":0,\"m\":\"resync\"}", stage),
        Refusal::Malformed
    );
    assert_eq!(
        refused(&mut h, A, "{\"v\":1,\"m\":\"dance\"}", stage),
        Refusal::Malformed
    );
    assert_eq!(
        refused(&mut h, A, "{\"m\":\"resync\"}", stage),
        Refusal::Malformed
    );
    assert_eq!(refused(&mut h, A, "resync", stage), Refusal::Malformed);
    assert_eq!(
        h.receive(A, &format!("{{\"v\":{PROTOCOL},\"m\":\"resync\"}}"), stage),
        Judged::Resync
    );
    // Each refusal goes back to its device, with the state of the move it refused.
    let at = s.state_id();
    refused(&mut h, A, &act(1, Action::Draw(7), at), stage);
    let out = sent_to(&mut h, stage, A);
    let refusals: Vec<_> = out
        .iter()
        .filter_map(|m| match &m.m {
            FriendMessage::Refused { refusal, at } => Some((*refusal, *at)),
            _ => None,
        })
        .collect();
    assert_eq!(refusals.len(), 7);
    assert_eq!(refusals[0], (Refusal::Oversized, None));
    assert_eq!(refusals[6], (Refusal::Illegal, Some(at)));
    h.refuse(A, Refusal::Stale, Some(StateId(5)));
    h.refuse(PeerId(99), Refusal::Stale, None);
    let out = h.outbox(stage);
    assert_eq!(out.len(), 1);
    assert_eq!(
        read(&out[0].1).m,
        FriendMessage::Refused {
            refusal: Refusal::Stale,
            at: Some(StateId(5))
        }
    );
}

#[test]
fn a_friend_is_sent_their_view_whole_then_what_changed() {
    let mut s = game();
    let mut h = host();
    h.invite(1, 111).unwrap();
    h.invite(2, 222).unwrap();
    h.connected(A);
    h.connected(B);
    let stage = Stage::Playing(&s);
    assert!(h.outbox(stage).is_empty(), "nobody at a seat yet");
    h.receive(A, &Replica::hello(1, 111, "Zoe"), stage);
    let first = sent_to(&mut h, stage, A);
    assert_eq!(first.len(), 2);
    assert_eq!(
        (first[0].v, first[0].epoch, first[0].seq, first[0].prev),
        (PROTOCOL, EPOCH, 1, 0)
    );
    assert_eq!(first[0].m, FriendMessage::View(Box::new(s.view(Some(1)))));
    assert_eq!((first[1].seq, first[1].prev), (2, 1));
    let FriendMessage::Seats(states) = &first[1].m else {
        panic!("the seats")
    };
    assert_eq!(states[1].name, "Zoe");
    assert!(h.outbox(stage).is_empty(), "nothing changed");
    // A move: an update with only the new chronicle entries.
    let logged = s.log().len();
    let action = s.game().legal_actions()[0];
    s.act(1, action, s.state_id(), None).unwrap();
    let stage = Stage::Playing(&s);
    h.receive(B, &Replica::hello(2, 222, "Ugo"), stage);
    let out = h.outbox(stage);
    let to_a: Vec<ToFriend> = out
        .iter()
        .filter(|(p, _)| *p == A)
        .map(|(_, t)| read(t))
        .collect();
    let to_b: Vec<ToFriend> = out
        .iter()
        .filter(|(p, _)| *p == B)
        .map(|(_, t)| read(t))
        .collect();
    assert_eq!(to_a.len(), 2, "an update and the seats (Ugo joined)");
    let FriendMessage::Update(update) = &to_a[0].m else {
        panic!("an update")
    };
    assert_eq!(update.log_from as usize, logged);
    assert_eq!(update.view.log[..], s.view(Some(1)).log[logged..]);
    assert_eq!(update.view.at, s.state_id());
    assert_eq!((to_a[0].seq, to_a[0].prev), (3, 2));
    assert!(matches!(to_a[1].m, FriendMessage::Seats(_)));
    assert_eq!(to_b[0].m, FriendMessage::View(Box::new(s.view(Some(2)))));
    assert_eq!(to_b[0].prev, 0);
    assert!(to_b[0].seq > to_a[1].seq, "one count for all connections");
    // A resync starts over: the view whole, with prev 0, and the seats again.
    assert_eq!(
        h.receive(A, &ToHost::text(HostMessage::Resync), stage),
        Judged::Resync
    );
    let again = sent_to(&mut h, stage, A);
    assert_eq!(again[0].prev, 0);
    assert_eq!(again[0].m, FriendMessage::View(Box::new(s.view(Some(1)))));
    assert!(matches!(again[1].m, FriendMessage::Seats(_)));
    // A ping that matches is nothing; one that does not starts over.
    let last = again[1].seq;
    let ping = |epoch, seq| ToHost::text(HostMessage::Ping { epoch, seq });
    assert_eq!(h.receive(A, &ping(EPOCH, last), stage), Judged::Nothing);
    assert_eq!(h.receive(A, &ping(EPOCH, last - 1), stage), Judged::Resync);
    assert_eq!(h.receive(A, &ping(EPOCH + 1, last), stage), Judged::Resync);
    h.connected(C);
    assert_eq!(
        h.receive(C, &ToHost::text(HostMessage::Resync), stage),
        Judged::Nothing,
        "no seat"
    );
    assert_eq!(h.receive(C, &ping(0, 0), stage), Judged::Nothing);
    assert!(sent_to(&mut h, stage, C).is_empty());
}

#[test]
fn the_record_goes_out_once_at_the_end_and_the_lobby_before_the_start() {
    let table = seats();
    let lobby = Stage::Lobby {
        host: "Host",
        preset: Preset::Zman2018,
        hidden_cards: true,
        seats: &table,
    };
    let mut h = host();
    h.invite(1, 111).unwrap();
    h.connected(A);
    h.receive(A, &Replica::hello(1, 111, "Zoe"), lobby);
    let out = sent_to(&mut h, lobby, A);
    assert_eq!(out.len(), 1);
    let FriendMessage::Lobby(l) = &out[0].m else {
        panic!("the lobby")
    };
    assert_eq!(
        (l.host.as_str(), l.preset, l.hidden_cards, l.seat),
        ("Host", Preset::Zman2018, true, 1)
    );
    assert_eq!(l.seats, h.seat_states(lobby));
    assert!(h.outbox(lobby).is_empty());
    h.invite(2, 5).unwrap();
    assert!(
        h.outbox(lobby).is_empty(),
        "an invite out changes no seat's state"
    );
    h.connected(B);
    h.receive(B, &Replica::hello(2, 5, "Ugo"), lobby);
    let out = sent_to(&mut h, lobby, A);
    assert!(matches!(&out[0].m, FriendMessage::Lobby(l) if l.seats[2].name == "Ugo"));
    // The game starts: the view, no seats (the lobby told them).
    let mut s = game();
    let out = sent_to(&mut h, Stage::Playing(&s), A);
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].m, FriendMessage::View(Box::new(s.view(Some(1)))));
    let mut rng = GameRng::from_seed(9);
    let mut records = 0;
    while !s.game().is_over() {
        let legal = s.game().legal_actions();
        let seat = s.acting().unwrap();
        s.act(
            seat,
            legal[rng.below(legal.len() as u32) as usize],
            s.state_id(),
            None,
        )
        .unwrap();
        for m in sent_to(&mut h, Stage::Playing(&s), A) {
            if let FriendMessage::Record(parts) = m.m {
                assert!(s.game().is_over());
                assert_eq!(*parts, *s.parts());
                records += 1;
            }
        }
    }
    assert_eq!(records, 1);
    assert!(sent_to(&mut h, Stage::Playing(&s), A).is_empty());
    h.receive(A, &ToHost::text(HostMessage::Resync), Stage::Playing(&s));
    let again = sent_to(&mut h, Stage::Playing(&s), A);
    assert!(
        again
            .iter()
            .any(|m| matches!(m.m, FriendMessage::Record(_))),
        "a resync sends it again"
    );
    // A new game at the same table: its record when it ends too.
    let fresh = game();
    sent_to(&mut h, Stage::Playing(&fresh), A);
    let out = sent_to(&mut h, Stage::Playing(&s), A);
    assert!(out.iter().any(|m| matches!(m.m, FriendMessage::Record(_))));
    // And back to a lobby (a rematch being set up).
    assert!(matches!(
        sent_to(&mut h, lobby, A)[0].m,
        FriendMessage::Lobby(_)
    ));
}

#[test]
fn every_seat_has_a_public_state() {
    let s = game();
    let stage = Stage::Playing(&s);
    let mut h = joined(&s);
    h.disconnected(A);
    h.stand_in(1, true);
    let states = h.seat_states(stage);
    let row = |i: usize| {
        (
            states[i].name.as_str(),
            states[i].player,
            states[i].presence,
            states[i].stand_in,
        )
    };
    assert_eq!(row(0), ("Host", Player::Host, Presence::Connected, false));
    assert_eq!(row(1), ("Zoe", Player::Friend, Presence::Away, true));
    assert_eq!(row(2), ("Bianca", Player::Friend, Presence::Waiting, false));
    assert_eq!(row(3), ("Carlo", Player::Ai, Presence::Connected, false));
    // A host told of fewer seats than the table has: the others are the host's or AIs.
    let short = Host::new(1, &[false]);
    let states = short.seat_states(stage);
    assert_eq!(states.len(), 4);
    assert_eq!(
        (states[1].player, states[3].player),
        (Player::Host, Player::Ai)
    );
}
