//! The friend's replica, case by case: messages applied in the host's order, repeats and
//! late ones dropped, a gap waiting for the host to start over, a new epoch, and the
//! texts a friend's device sends.

use engine::{Action, Preset, Setup};
use net::message::{FriendMessage, Lobby, SeatState, ToFriend, Update, MAX_TO_FRIEND, PROTOCOL};
use net::{Changed, Player, Presence, Refusal, Replica, ReplicaError};
use session::{SeatConfig, SeatKind, SeatView, Session, StateId};

fn session() -> Session {
    let seats = (0..3)
        .map(|i| SeatConfig {
            name: ["Host", "Anna", "Bianca"][i].into(),
            color: i as u8,
            kind: SeatKind::Human,
        })
        .collect();
    let setup = Setup {
        rules: Preset::Classic1995.rules(),
        players: 3,
        seed: 8,
        first: Some(1),
    };
    Session::new(setup, seats).unwrap()
}

fn text(epoch: u64, seq: u64, prev: u64, m: FriendMessage) -> String {
    serde_json::to_string(&ToFriend {
        v: PROTOCOL,
        epoch,
        seq,
        prev,
        m,
    })
    .unwrap()
}

fn view_msg(view: &SeatView) -> FriendMessage {
    FriendMessage::View(Box::new(view.clone()))
}

fn seats(name: &str) -> FriendMessage {
    FriendMessage::Seats(vec![SeatState {
        name: name.into(),
        player: Player::Friend,
        presence: Presence::Connected,
        stand_in: false,
    }])
}

/// Two views of seat 1: before and after a move.
fn two_views() -> (SeatView, SeatView) {
    let mut s = session();
    let before = s.view(Some(1));
    let action = s.game().legal_actions()[0];
    s.act(1, action, s.state_id(), None).unwrap();
    (before, s.view(Some(1)))
}

fn update(before: &SeatView, after: &SeatView) -> FriendMessage {
    let from = before.log.len();
    let mut view = after.clone();
    view.log = after.log[from..].to_vec();
    FriendMessage::Update(Box::new(Update {
        log_from: from as u32,
        view,
    }))
}

#[test]
fn messages_apply_in_order_and_repeats_are_dropped() {
    let (before, after) = two_views();
    let mut r = Replica::new();
    assert_eq!((r.view(), r.epoch(), r.want_resync()), (None, None, false));
    assert_eq!(
        r.receive(&text(7, 1, 0, view_msg(&before))),
        Ok(Changed::View)
    );
    assert_eq!((r.view(), r.epoch()), (Some(&before), Some(7)));
    assert_eq!(
        r.receive(&text(7, 1, 0, view_msg(&after))),
        Ok(Changed::Nothing),
        "seq 1 again"
    );
    assert_eq!(r.receive(&text(7, 2, 1, seats("Zoe"))), Ok(Changed::Seats));
    assert_eq!(r.seats()[0].name, "Zoe");
    assert_eq!(
        r.receive(&text(7, 2, 1, seats("Eve"))),
        Ok(Changed::Nothing)
    );
    assert_eq!(
        r.receive(&text(7, 1, 0, seats("Eve"))),
        Ok(Changed::Nothing),
        "older"
    );
    assert_eq!(r.seats()[0].name, "Zoe");
    assert_eq!(
        r.receive(&text(7, 5, 2, update(&before, &after))),
        Ok(Changed::View)
    );
    assert_eq!(r.view(), Some(&after));
    let refused = FriendMessage::Refused {
        refusal: Refusal::Stale,
        at: Some(StateId(3)),
    };
    assert_eq!(r.receive(&text(7, 6, 5, refused)), Ok(Changed::Refused));
    assert_eq!(r.refused(), Some((Refusal::Stale, Some(StateId(3)))));
    r.clear_refused();
    assert_eq!(r.refused(), None);
    let parts = session().parts().clone();
    assert_eq!(
        r.receive(&text(
            7,
            7,
            6,
            FriendMessage::Record(Box::new(parts.clone()))
        )),
        Ok(Changed::Record)
    );
    assert_eq!(r.record(), Some(&parts));
    assert!(!r.want_resync());
}

#[test]
fn a_gap_waits_for_the_host_to_start_over() {
    let (before, after) = two_views();
    let mut r = Replica::new();
    r.receive(&text(7, 1, 0, view_msg(&before))).unwrap();
    // Message 2 went missing: 3 is not applied, nor anything after it, whole views too.
    assert_eq!(
        r.receive(&text(7, 3, 2, seats("Zoe"))),
        Ok(Changed::Nothing)
    );
    assert!(r.want_resync());
    assert_eq!(r.resync(), "{\"v\":1,\"m\":\"resync\"}");
    assert_eq!(
        r.receive(&text(7, 4, 3, view_msg(&after))),
        Ok(Changed::Nothing)
    );
    assert_eq!(
        r.receive(&text(7, 5, 1, seats("Zoe"))),
        Ok(Changed::Nothing),
        "even one that follows the last applied"
    );
    assert_eq!(r.view(), Some(&before));
    assert!(r.seats().is_empty());
    // The host starts over.
    assert_eq!(
        r.receive(&text(7, 9, 0, view_msg(&after))),
        Ok(Changed::View)
    );
    assert!(!r.want_resync());
    assert_eq!(r.receive(&text(7, 10, 9, seats("Zoe"))), Ok(Changed::Seats));
    assert_eq!(r.view(), Some(&after));
    // An update that does not fit the log held asks for the view whole.
    let mut short = Replica::new();
    let mut cut = before.clone();
    cut.log.clear();
    short.receive(&text(7, 1, 0, view_msg(&cut))).unwrap();
    let mut far = update(&before, &after);
    if let FriendMessage::Update(u) = &mut far {
        u.log_from = 1;
    }
    assert_eq!(
        short.receive(&text(7, 2, 1, far.clone())),
        Ok(Changed::Nothing)
    );
    assert!(short.want_resync());
    assert_eq!(short.view(), Some(&cut));
    // An update with no view held, likewise.
    let mut empty = Replica::new();
    assert_eq!(empty.receive(&text(7, 1, 0, far)), Ok(Changed::Nothing));
    assert!(empty.want_resync());
    assert_eq!(empty.view(), None);
}

#[test]
fn a_new_epoch_starts_afresh_and_old_epochs_are_ignored() {
    let (before, after) = two_views();
    let mut r = Replica::new();
    r.receive(&text(1, 50, 0, view_msg(&before))).unwrap();
    // The host reloaded: its count starts again, below the old one.
    assert_eq!(
        r.receive(&text(2, 1, 0, view_msg(&after))),
        Ok(Changed::View)
    );
    assert_eq!((r.epoch(), r.view()), (Some(2), Some(&after)));
    assert_eq!(
        r.receive(&text(1, 51, 50, seats("Old"))),
        Ok(Changed::Nothing),
        "the old epoch"
    );
    assert_eq!(r.epoch(), Some(2));
    // A new epoch whose first message went missing waits for a start, with no view to
    // send a move from (its state id was the old page's).
    assert!(r.act(Action::Pass).is_some());
    assert_eq!(
        r.receive(&text(3, 2, 1, seats("Zoe"))),
        Ok(Changed::Nothing)
    );
    assert!(r.want_resync());
    assert_eq!(r.epoch(), Some(3));
    assert_eq!(
        (r.view(), r.act(Action::Pass), r.take_back()),
        (None, None, None)
    );
    // Sixteen epochs left behind are remembered; the oldest is forgotten past that.
    let mut r = Replica::new();
    for epoch in 100..118 {
        r.receive(&text(epoch, 1, 0, seats("Zoe"))).unwrap();
    }
    assert_eq!(
        r.receive(&text(101, 9, 0, seats("Old"))),
        Ok(Changed::Nothing),
        "remembered"
    );
    assert_eq!(
        r.receive(&text(100, 9, 0, seats("Old"))),
        Ok(Changed::Seats),
        "forgotten"
    );
}

#[test]
fn the_lobby_and_what_does_not_read() {
    let mut r = Replica::new();
    let lobby = Lobby {
        host: "Host".into(),
        preset: Preset::Classic1995,
        hidden_cards: false,
        seat: 2,
        seats: vec![SeatState {
            name: "Ugo".into(),
            player: Player::Host,
            presence: Presence::Connected,
            stand_in: false,
        }],
    };
    assert_eq!(
        r.receive(&text(4, 1, 0, FriendMessage::Lobby(lobby.clone()))),
        Ok(Changed::Lobby)
    );
    assert_eq!(r.lobby(), Some(&lobby));
    assert_eq!(r.seats(), &lobby.seats[..]);
    assert_eq!(
        r.receive("{\"v\":2,\"whatever\":[]}"),
        Err(ReplicaError::Newer(2))
    );
    assert_eq!(
        r.receive("{\"v\":0,\"epoch\":4,\"seq\":2,\"prev\":1,\"m\":{\"seats\":[]}}"),
        Err(ReplicaError::Malformed)
    );
    assert_eq!(
        r.receive("{\"v\":1,\"epoch\":4,\"seq\":2,\"prev\":1,\"m\":{\"seats\":[]}}"),
        Ok(Changed::Seats)
    );
    assert_eq!(
        r.receive("{\"v\":1,\"epoch\":4,\"seq\":3,\"prev\":2,\"m\":{\"dance\":[]}}"),
        Err(ReplicaError::Malformed)
    );
    assert_eq!(r.receive("nonsense"), Err(ReplicaError::Malformed));
    let big = format!("{{\"v\":1,\"pad\":\"{}\"}}", "x".repeat(MAX_TO_FRIEND));
    assert_eq!(r.receive(&big), Err(ReplicaError::Oversized));
    let mut fits = "{\"v\":1,\"epoch\":4,\"seq\":3,\"prev\":2,\"m\":{\"seats\":[]}}".to_string();
    fits.push_str(&" ".repeat(MAX_TO_FRIEND - fits.len()));
    assert_eq!(r.receive(&fits), Ok(Changed::Seats));
}

#[test]
fn what_a_friends_device_sends() {
    let (before, _) = two_views();
    let mut r = Replica::new();
    assert_eq!(r.act(Action::Pass), None);
    assert_eq!(r.take_back(), None);
    assert_eq!(
        r.ping(),
        "{\"v\":1,\"m\":{\"ping\":{\"epoch\":0,\"seq\":0}}}"
    );
    assert_eq!(
        Replica::hello(1, 42, "Zoe"),
        "{\"v\":1,\"m\":{\"hello\":{\"seat\":1,\"secret\":42,\"name\":\"Zoe\"}}}"
    );
    r.receive(&text(7, 3, 0, view_msg(&before))).unwrap();
    let at = before.at.0;
    assert_eq!(
        r.act(Action::Pass),
        Some(format!(
            "{{\"v\":1,\"m\":{{\"act\":{{\"seat\":1,\"action\":\"pass\",\"at\":{at}}}}}}}"
        ))
    );
    assert_eq!(
        r.take_back(),
        Some(format!(
            "{{\"v\":1,\"m\":{{\"take-back\":{{\"seat\":1,\"at\":{at}}}}}}}"
        ))
    );
    assert_eq!(
        r.ping(),
        "{\"v\":1,\"m\":{\"ping\":{\"epoch\":7,\"seq\":3}}}"
    );
    // A view of no seat (the public one) has no move to send.
    let mut public = Replica::new();
    public
        .receive(&text(7, 1, 0, view_msg(&session().view(None))))
        .unwrap();
    assert_eq!((public.act(Action::Pass), public.take_back()), (None, None));
}
