//! A seat's view ([`session::SeatView`]): what the table draws from during play. It holds
//! nothing of another seat's hidden cards (the same view whatever those cards are), the
//! AI's reasons only as any player may read them, and it is the same view when the game
//! is rebuilt from its record.

mod common;

use common::{seats, setup, Acting};
use engine::{Action, Event, GameRng, Preset, Variant};
use session::reading::{Clue, Read};
use session::reasons::Weighed;
use session::{AiLevel, AiReason, SeatKind, Session};

const H: SeatKind = SeatKind::Human;
const AI: SeatKind = SeatKind::Ai(AiLevel::Normal);

/// Every edition, and each with the Hidden cards option.
fn tables() -> Vec<(Preset, bool)> {
    Preset::ALL
        .into_iter()
        .flat_map(|p| [(p, false), (p, true)])
        .collect()
}

fn table(preset: Preset, hidden: bool, kinds: &[SeatKind], seed: u64) -> Session {
    let mut setup = setup(preset, kinds.len() as u8, seed);
    if hidden {
        setup.rules = setup.rules.with_variant(Variant::HiddenCards);
    }
    Session::new(setup, seats(kinds)).expect("a valid table")
}

fn kinds_for(preset: Preset) -> Vec<SeatKind> {
    if preset == Preset::ZmanDuel {
        vec![H, AI]
    } else {
        vec![H, AI, AI, H]
    }
}

/// A search's reason that names cards: alternatives it weighed, what it read.
fn telling_reason(s: &Session, action: Action) -> AiReason {
    let other = s
        .game()
        .legal_actions()
        .into_iter()
        .find(|&a| a != action)
        .unwrap_or(action);
    AiReason::Search {
        percent: 40,
        iterations: 5_000,
        rather: [
            Some(Weighed {
                action: other,
                percent: 31,
            }),
            None,
            None,
        ],
        read: Some(Read {
            seat: 0,
            clue: Clue::PassedAtOnce,
            tenths: 50,
            visible_tenths: 90,
            instead: other,
        }),
    }
}

/// Plays a random game, the AI seats' moves with reasons that name cards, calling
/// `check` after every move.
fn play_checking(mut s: Session, seed: u64, mut check: impl FnMut(&Session, &mut GameRng)) {
    let mut rng = GameRng::from_seed(seed);
    let mut moves = 0;
    while !s.game().is_over() && moves < 400 {
        let legal = s.game().legal_actions();
        let action = legal[rng.below(legal.len() as u32) as usize];
        let seat = s.acting().unwrap();
        let reason = (!s.is_person(seat)).then(|| telling_reason(&s, action));
        if s.kind(seat) == H {
            s.take_device(seat);
        }
        s.apply_explained(action, reason).unwrap();
        check(&s, &mut rng);
        moves += 1;
    }
}

#[test]
fn a_seat_sees_the_same_view_whatever_the_others_hidden_cards() {
    let mut compared = 0;
    for (i, (preset, hidden)) in tables().into_iter().enumerate() {
        let s = table(preset, hidden, &kinds_for(preset), 40 + i as u64);
        play_checking(s, i as u64, |s, rng| {
            for seat in 0..s.game().players() {
                let observation = s.game().observation(seat);
                let other_deal = observation.sample_present(rng);
                assert_eq!(
                    other_deal.observation(seat),
                    observation,
                    "{preset}: the resampled deal is one {seat} cannot tell apart"
                );
                assert_eq!(
                    s.view_with(&other_deal, Some(seat)),
                    s.view(Some(seat)),
                    "{preset} hidden={hidden}: seat {seat}'s view depends on what it cannot see"
                );
                // What every seat may see is the same under any seat's resampling.
                assert_eq!(
                    s.view_with(&other_deal, None),
                    s.view(None),
                    "{preset}: the public view depends on a hidden card"
                );
                compared += 1;
            }
        });
    }
    assert!(compared > 2_000, "{compared} views compared");
}

#[test]
fn during_play_an_ai_reason_names_no_card() {
    let mut reasons_seen = 0;
    for (i, (preset, hidden)) in tables().into_iter().enumerate() {
        let s = table(preset, hidden, &kinds_for(preset), 60 + i as u64);
        play_checking(s, 100 + i as u64, |s, _| {
            let full = s.reasons().len();
            for viewer in [None, Some(0)] {
                let view = s.view(viewer);
                assert_eq!(view.reasons.len(), full);
                for (_, reason) in &view.reasons {
                    let AiReason::Search { rather, read, .. } = reason else {
                        panic!("every reason here is a search's");
                    };
                    assert_eq!(*rather, [None; 3]);
                    assert_eq!(*read, None);
                }
                reasons_seen += view.reasons.len();
            }
        });
    }
    assert!(reasons_seen > 1_000, "{reasons_seen}");
}

#[test]
fn the_full_reasons_wait_for_the_whole_record() {
    let mut s = table(Preset::Ffg2006, false, &[AI, H, H], 3);
    let words = common::english();
    let action = s.game().legal_actions()[0];
    let reason = telling_reason(&s, action);
    s.apply_explained(action, Some(reason)).unwrap();
    let full = s.chronicle_lines(&words)[1].why.clone().unwrap();
    let in_play = s.view(Some(1)).chronicle_lines(&words)[1]
        .why
        .clone()
        .unwrap();
    assert!(full.contains("rather than"), "{full}");
    assert!(!in_play.contains("rather than"), "{in_play}");
    assert_eq!(
        in_play,
        "After 5000 simulated games, it rates its chance to win at 40%."
    );
}

#[test]
fn a_card_played_face_down_is_hidden_from_the_others_only() {
    let mut face_down = 0;
    let s = table(Preset::Ffg2006, true, &[H, AI, AI], 9);
    play_checking(s, 9, |s, _| {
        let Some(Event::Played { seat, card: None }) = s.log().last().and_then(|e| e.event())
        else {
            return;
        };
        let seat = *seat;
        face_down += 1;
        for viewer in 0..3 {
            let view = s.view(Some(viewer));
            let last = view.observation.rows[seat as usize].last().unwrap();
            assert!(!last.face_up);
            assert_eq!(last.card.is_some(), viewer == seat, "viewer {viewer}");
        }
        assert_eq!(
            s.view(None).observation.rows[seat as usize]
                .last()
                .unwrap()
                .card,
            None
        );
    });
    assert!(face_down > 0);
}

#[test]
fn a_view_rebuilt_from_the_record_is_the_same_view() {
    for (i, (preset, hidden)) in tables().into_iter().enumerate() {
        let s = table(preset, hidden, &kinds_for(preset), 80 + i as u64);
        play_checking(s, 200 + i as u64, |s, _| {
            let mut again = Session::rebuild(s.parts().clone()).unwrap();
            if let Some(holder) = s.viewer() {
                again.take_device(holder);
            }
            for viewer in std::iter::once(None).chain((0..s.game().players()).map(Some)) {
                let mut view = again.view(viewer);
                assert_ne!(view.at, s.view(viewer).at, "a new state, a new id");
                view.at = s.state_id();
                assert_eq!(view, s.view(viewer), "{preset}: viewer {viewer:?}");
            }
        });
    }
}

#[test]
fn only_the_device_holder_may_act_from_their_view() {
    let mut s = table(Preset::Ffg2006, false, &[H, H, AI], 5);
    let region = s.game().legal_actions()[0];
    // Nobody holds the device yet: seat 0's view offers no move.
    assert_eq!(s.handoff_to(), Some(0));
    assert!(s.view(Some(0)).legal.is_empty());
    assert_eq!(s.view(None).handoff, Some(0));
    s.take_device(0);
    let mine = s.view(Some(0));
    assert!(mine.legal.contains(&region));
    assert_eq!(mine.my_turn(), Some(0));
    assert!(s.view(Some(1)).legal.is_empty());
    assert!(s.view(None).legal.is_empty());
    // The public view holds no hand.
    assert!(s.view(None).observation.hand.is_empty());
    assert_eq!(s.view(Some(0)).observation.hand, *s.game().hand(0));
    let at = s.state_id();
    s.apply(region).unwrap();
    // The move just made is the holder's to take back; the others' views say not.
    assert_eq!(s.view(Some(0)).take_back_by, Some(0));
    assert_eq!(s.view(Some(1)).take_back_by, None);
    // Seat 0 opens the battle and passes: the device goes between players, and the
    // public view offers the take-back to who still holds it.
    assert_eq!(s.acting(), Some(0));
    s.apply(Action::Pass).unwrap();
    assert_eq!(s.handoff_to(), Some(1));
    assert_eq!(s.view(None).take_back_by, Some(0));
    assert!(s.view(None).legal.is_empty());
    assert_eq!(s.view(Some(0)).moves, 2);
    assert_ne!(s.view(Some(0)).at, at);
}

#[test]
fn a_move_is_refused_unless_chosen_on_this_state_by_the_seat_to_act() {
    let mut s = table(Preset::Ffg2006, false, &[H, AI, AI], 11);
    let region = s.game().legal_actions()[0];
    let at = s.state_id();
    let before = s.clone();
    assert_eq!(s.act(1, region, at, None), Err(session::Error::NotYourTurn));
    assert_eq!(s, before);
    s.act(0, region, at, None).unwrap();
    let after = s.clone();
    // The same answer again, for the state it was chosen on, is stale now.
    let next = s.game().legal_actions()[0];
    let seat = s.acting().unwrap();
    assert_eq!(s.act(seat, next, at, None), Err(session::Error::Stale));
    assert_eq!(s, after);
    // An illegal move on the right state by the right seat is the rules' refusal.
    let now = s.state_id();
    assert!(!s.game().legal_actions().contains(&Action::Decline));
    assert!(matches!(
        s.act(seat, Action::Decline, now, None),
        Err(session::Error::Illegal { .. })
    ));
    assert_eq!(s.state_id(), now);
    assert_eq!(s, after);
}

#[test]
fn a_seat_the_table_does_not_have_sees_what_everyone_sees() {
    // A friend's device may name a seat past the table's (a stale or forged claim): it is
    // drawn the public view, never a view of its own.
    let s = table(Preset::Zman2018, true, &[H, AI, AI], 9);
    let public = s.view(None);
    for seat in [3, 5, 6, 200] {
        let view = s.view(Some(seat));
        assert_eq!(view.viewer, None, "seat {seat}");
        assert_eq!(view, public, "seat {seat} sees the public view");
    }
    // The last seat the table has sees its own hand.
    let last = s.view(Some(2));
    assert_eq!(last.viewer, Some(2));
    assert_ne!(last.observation, public.observation);
}

#[test]
fn the_host_device_passing_between_its_people_is_nothing_to_a_friend() {
    // Two people at the host's device and a friend on theirs: the host's screen waits for
    // the device to pass, the friend's does not.
    const FRIEND: SeatKind = SeatKind::Friend;
    let s = table(Preset::Ffg2006, false, &[H, H, FRIEND], 5);
    assert_eq!(s.handoff_to(), Some(0));
    assert_eq!(s.view(None).handoff, Some(0));
    assert_eq!(
        s.view(Some(1)).handoff,
        Some(0),
        "a person at the host's device"
    );
    assert_eq!(s.view(Some(2)).handoff, None, "the friend's device");
}

#[test]
fn a_view_answers_what_the_game_is_at_every_move() {
    // What the table's views ask of a view (whose turn, an AI's, the viewer's own, the
    // cards left, the names) is the game's own answer, for every viewer, in every edition.
    for (preset, hidden) in tables() {
        let kinds = kinds_for(preset);
        let players = kinds.len() as u8;
        let s = table(preset, hidden, &kinds, 23);
        let mut own_turns = 0;
        let mut described = 0;
        let words = i18n::Catalog::english();
        play_checking(s, 23, |s, _| {
            let game = s.game();
            let left: u32 = if game.table().rules.duel {
                (0..players).map(|p| game.own_deck_size(p) as u32).sum()
            } else {
                game.deck_size() as u32
            };
            for viewer in std::iter::once(None).chain((0..players).map(Some)) {
                let view = s.view(viewer);
                assert_eq!(view.players(), players);
                assert_eq!(view.is_over(), game.is_over());
                assert_eq!(view.acting(), s.acting());
                assert_eq!(
                    view.ai_acting(),
                    s.acting().filter(|&seat| !s.is_person(seat))
                );
                assert_eq!(view.cards_to_draw(), left, "{preset:?}");
                // Only a person holding the device acts from their own view.
                let mine = viewer.filter(|&seat| {
                    s.acting() == Some(seat)
                        && kinds[seat as usize] == H
                        && s.viewer() == Some(seat)
                });
                assert_eq!(view.my_turn(), mine, "{preset:?} viewer {viewer:?}");
                own_turns += usize::from(mine.is_some());
                for seat in 0..players {
                    assert_eq!(view.name(seat), s.name(seat));
                    assert_eq!(view.kind(seat), kinds[seat as usize]);
                }
                assert_eq!(view.name(players), "?");
                assert_eq!(view.kind(players), H);
                // Its words are the game's: a move's label, the chronicle's last line.
                if let Some(&action) = game.legal_actions().first() {
                    let label = view.action_label(&words, action);
                    assert!(!label.is_empty());
                    assert_eq!(label, s.action_label(&words, action));
                }
                if let Some(entry) = s.log().last() {
                    let line = view.describe(&words, entry);
                    assert!(
                        line.as_deref().is_some_and(|l| !l.is_empty())
                            || s.describe(&words, entry).is_none()
                    );
                    assert_eq!(line, s.describe(&words, entry));
                    described += usize::from(line.is_some());
                }
            }
        });
        assert!(own_turns > 0, "{preset:?}: a person's own turn was seen");
        assert!(described > 0, "{preset:?}: chronicle lines were told");
    }
}

#[test]
fn a_seat_past_the_table_is_no_person() {
    let s = table(Preset::Ffg2006, false, &[H, AI, AI], 3);
    assert!(s.is_person(0));
    assert!(!s.is_person(1));
    assert!(!s.is_person(3), "the seat after the last");
    assert_eq!(s.people().collect::<Vec<_>>(), [0]);
}
