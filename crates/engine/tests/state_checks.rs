//! Each check of a state from outside (`Game::try_from`), one at a time and at its edge:
//! a state reached by real play, one field changed, refused with the fault it names (or,
//! just inside the edge, accepted). The phase's checks are in `state_phases.rs`.

mod common;

use common::rules;
use common::states::{accepted, in_battle, reach, refused, start};
use engine::{
    Card, Game, Outcome, Phase, PlayedCard, Preset, Region, Season, StateError, UncheckedGame,
    Variant, WinReason,
};

#[test]
fn every_seat_named_sits_at_the_table() {
    let s = in_battle(Preset::Ffg2006, &[], 4);
    let seat = |error| match error {
        StateError::Seat { seat, players: 4 } => seat,
        other => panic!("{other:?}"),
    };
    assert_eq!(seat(refused(&s, |s| s.table.token = 4)), 4);
    accepted(&s, |s| s.table.token = 3);
    assert_eq!(
        seat(refused(&s, |s| s.table.phase = Phase::Battle { seat: 4 })),
        4
    );
    assert_eq!(seat(refused(&s, |s| s.table.battle.defender = Some(4))), 4);
    assert_eq!(seat(refused(&s, |s| s.table.owners[16] = Some(5))), 5);
    assert_eq!(seat(refused(&s, |s| s.table.battle.opener = 4)), 4);
    // Seat sets: the lowest seat past the table is named.
    assert_eq!(
        seat(refused(&s, |s| s.table.battle.participants |= 1 << 4)),
        4
    );
    assert_eq!(
        seat(refused(&s, |s| s.table.battle.passed |= 0b110_0000)),
        5
    );
    assert_eq!(seat(refused(&s, |s| s.table.battle.passed = 1 << 7)), 7);
    let over = reach(rules(Preset::Ffg2006, &[]), 4, Game::is_over);
    assert_eq!(
        seat(refused(&over, |s| {
            s.table.outcome = Some(Outcome {
                winners: 1 << 6,
                reason: WinReason::SharedVictory,
            })
        })),
        6
    );
}

#[test]
fn seats_past_the_table_hold_nothing() {
    let s = start(Preset::Ffg2006, 3);
    let edits: [fn(&mut UncheckedGame); 6] = [
        |s| {
            let card = s.deck.pop().unwrap();
            s.hands[4].add(card, 1);
        },
        |s| {
            let card = s.deck.pop().unwrap();
            s.rows[3].push(PlayedCard {
                card,
                face_up: true,
            });
        },
        |s| {
            let card = s.deck.pop().unwrap();
            s.table.out_of_game[5].add(card, 1);
        },
        |s| s.table.known_in_hand[3].add(Card::M1, 1),
        |s| s.table.battles_won[5] = 1,
        |s| s.table.campaign_scores[4] = 1,
    ];
    for edit in edits {
        assert!(matches!(
            refused(&s, edit),
            StateError::Unseated { seat: 3..=5 }
        ));
    }
}

#[test]
fn the_decks_are_the_editions() {
    let duel = start(Preset::ZmanDuel, 2);
    assert_eq!(
        refused(&duel, |s| {
            s.own_decks.pop();
        }),
        StateError::Decks
    );
    assert_eq!(
        refused(&duel, |s| {
            let card = s.own_decks[0].pop().unwrap();
            s.deck.push(card);
        }),
        StateError::Decks
    );
    assert_eq!(
        refused(&duel, |s| {
            let card = s.own_decks[0].pop().unwrap();
            s.table.discard.add(card, 1);
        }),
        StateError::Decks
    );
    let ffg = start(Preset::Ffg2006, 3);
    assert_eq!(
        refused(&ffg, |s| s.own_decks.push(Vec::new())),
        StateError::Decks
    );
    assert_eq!(
        refused(&ffg, |s| {
            let card = s.deck.pop().unwrap();
            s.table.out_of_game[0].add(card, 1);
        }),
        StateError::Decks
    );
}

#[test]
fn the_cards_are_the_deck() {
    let s = start(Preset::Ffg2006, 3);
    let top = *s.deck.last().unwrap();
    let expected = u32::from(Preset::Ffg2006.rules().deck.composition().get(top));
    assert_eq!(
        refused(&s, |s| {
            s.deck.pop();
        }),
        StateError::Cards {
            card: top,
            found: expected - 1,
            expected
        }
    );
    assert_eq!(
        refused(&s, |s| s.table.discard.add(top, 1)),
        StateError::Cards {
            card: top,
            found: expected + 1,
            expected
        }
    );
    // Moved, the card is still counted: a row, the discard pile.
    accepted(&s, |s| {
        let card = s.deck.pop().unwrap();
        s.table.discard.add(card, 1);
    });
    // The duel: each player's own cards are one duel deck.
    let duel = start(Preset::ZmanDuel, 2);
    let card = *duel.own_decks[0].last().unwrap();
    let one = u32::from(Preset::ZmanDuel.rules().deck.composition().get(card));
    assert_eq!(
        refused(&duel, |s| {
            s.own_decks[0].pop();
            s.hands[1].add(card, 1);
        }),
        StateError::OwnCards {
            seat: 0,
            card,
            found: one - 1,
            expected: one
        }
    );
    accepted(&duel, |s| {
        s.own_decks[1].pop();
        s.table.out_of_game[1].add(*duel.own_decks[1].last().unwrap(), 1);
    });
}

#[test]
fn known_cards_are_in_the_hand() {
    let s = start(Preset::Ffg2006, 3);
    let held = s.hands[1].cards().next().unwrap();
    accepted(&s, |s| s.table.known_in_hand[1].add(held, 1));
    let absent = Card::ALL
        .into_iter()
        .find(|&c| !s.hands[1].contains(c))
        .unwrap();
    assert_eq!(
        refused(&s, |s| s.table.known_in_hand[1].add(absent, 1)),
        StateError::Known { seat: 1 }
    );
}

#[test]
fn face_down_cards_only_where_hidden_cards_allow() {
    let hidden = reach(rules(Preset::Ffg2006, &[Variant::HiddenCards]), 3, |g| {
        g.row(g.to_act().unwrap_or(0)).iter().any(|p| !p.face_up)
            && matches!(g.phase(), Phase::Battle { .. })
    });
    let seat = hidden
        .rows
        .iter()
        .position(|r| r.iter().any(|p| !p.face_up))
        .unwrap();
    let down = |s: &UncheckedGame| s.rows[seat].iter().position(|p| !p.face_up).unwrap();
    accepted(&hidden, |_| {});
    // A second face-down card in the row.
    assert_eq!(
        refused(&hidden, |s| {
            let card = s.hands[seat]
                .cards()
                .find(|c| c.hides())
                .unwrap_or(Card::M1);
            s.hands[seat].remove(card, 1);
            s.rows[seat].push(PlayedCard {
                card,
                face_up: false,
            });
        }),
        StateError::FaceDown { seat: seat as u8 }
    );
    // A season card face down.
    assert_eq!(
        refused(&hidden, |s| {
            let at = down(s);
            let card = s.rows[seat][at].card;
            s.rows[seat][at].card = Card::Winter;
            // The cards stay the deck's: the Winter comes from wherever one lies.
            swap_one(s, Card::Winter, card);
        }),
        StateError::FaceDown { seat: seat as u8 }
    );
    // Without Hidden cards, no card is face down.
    let plain = reach(rules(Preset::Ffg2006, &[]), 3, |g| {
        matches!(g.phase(), Phase::Battle { .. }) && (0..3).any(|s| !g.row(s).is_empty())
    });
    let seat = plain.rows.iter().position(|r| !r.is_empty()).unwrap();
    assert_eq!(
        refused(&plain, |s| s.rows[seat][0].face_up = false),
        StateError::FaceDown { seat: seat as u8 }
    );
}

/// Trades one `wanted` card from wherever one lies (deck, discard, a hand) for `given`.
fn swap_one(s: &mut UncheckedGame, wanted: Card, given: Card) {
    if let Some(i) = s.deck.iter().position(|&c| c == wanted) {
        s.deck[i] = given;
    } else if s.table.discard.remove(wanted, 1) {
        s.table.discard.add(given, 1);
    } else {
        let hand = s.hands.iter_mut().find(|h| h.contains(wanted)).unwrap();
        hand.remove(wanted, 1);
        hand.add(given, 1);
    }
}

#[test]
fn the_season_is_the_one_in_the_rows() {
    let winter = reach(rules(Preset::Ffg2006, &[]), 3, |g| {
        g.table().season == Some(Season::Winter) && matches!(g.phase(), Phase::Battle { .. })
    });
    accepted(&winter, |_| {});
    assert_eq!(
        refused(&winter, |s| s.table.season = None),
        StateError::Season
    );
    assert_eq!(
        refused(&winter, |s| s.table.season = Some(Season::Spring)),
        StateError::Season
    );
    // Both seasons' cards in the rows.
    assert_eq!(
        refused(&winter, |s| {
            let seat = s
                .rows
                .iter()
                .position(|r| r.iter().any(|p| p.card == Card::Winter))
                .unwrap();
            s.rows[seat].push(PlayedCard {
                card: Card::Spring,
                face_up: true,
            });
            take_one(s, Card::Spring);
        }),
        StateError::Season
    );
    let bare = start(Preset::Ffg2006, 3);
    assert_eq!(
        refused(&bare, |s| s.table.season = Some(Season::Spring)),
        StateError::Season
    );
}

/// Takes one `card` from wherever one lies (deck, discard, a hand).
fn take_one(s: &mut UncheckedGame, card: Card) {
    if let Some(i) = s.deck.iter().position(|&c| c == card) {
        s.deck.remove(i);
    } else if !s.table.discard.remove(card, 1) {
        let hand = s.hands.iter_mut().find(|h| h.contains(card)).unwrap();
        hand.remove(card, 1);
    }
}

#[test]
fn the_favor_and_the_owners_are_where_the_rules_put_them() {
    let ffg = start(Preset::Ffg2006, 3);
    accepted(&ffg, |s| s.table.favor = Some(Region::Roma));
    assert_eq!(
        refused(&ffg, |s| {
            s.table.favor = Some(Region::Roma);
            s.table.owners[Region::Roma.index()] = Some(1);
        }),
        StateError::Board
    );
    let capture = reach(rules(Preset::Ffg2006, &[Variant::Capture]), 3, |_| true);
    accepted(&capture, |s| {
        s.table.favor = Some(Region::Roma);
        s.table.owners[Region::Roma.index()] = Some(1);
    });
    let classic = start(Preset::Classic1995, 3);
    assert_eq!(
        refused(&classic, |s| s.table.favor = Some(Region::Roma)),
        StateError::Board
    );
    let duel = start(Preset::ZmanDuel, 2);
    assert_eq!(
        refused(&duel, |s| s.table.owners[0] = Some(0)),
        StateError::Board
    );
}

#[test]
fn the_counts_are_in_range() {
    let s = start(Preset::Ffg2006, 3);
    assert_eq!(refused(&s, |s| s.table.round = 0), StateError::Counters);
    assert_eq!(
        refused(&s, |s| s.table.campaign_game = 0),
        StateError::Counters
    );
    assert_eq!(
        refused(&s, |s| s.table.campaign_game = 2),
        StateError::Counters
    );
    assert_eq!(
        refused(&s, |s| s.table.campaign_scores[2] = 1),
        StateError::Counters
    );
    accepted(&s, |s| s.table.cleanup.asked = 3);
    assert_eq!(
        refused(&s, |s| s.table.cleanup.asked = 4),
        StateError::Counters
    );
    let campaign = reach(rules(Preset::Ffg2006, &[Variant::Campaign]), 3, |_| true);
    accepted(&campaign, |s| {
        s.table.campaign_game = 2;
        s.table.campaign_scores = [4, 0, 7, 0, 0, 0];
    });
    // Declines: only where the rules allow them, fewer than the players.
    assert_eq!(refused(&s, |s| s.table.declines = 1), StateError::Counters);
    let hu = start(Preset::ClassicHu, 3);
    accepted(&hu, |s| s.table.declines = 1);
    assert_eq!(refused(&hu, |s| s.table.declines = 3), StateError::Counters);
    // The duel: up to one battle short of the target while the game goes on.
    let duel = start(Preset::ZmanDuel, 2);
    accepted(&duel, |s| s.table.battles_won = [2, 2, 0, 0, 0, 0]);
    assert_eq!(
        refused(&duel, |s| s.table.battles_won[1] = 3),
        StateError::Counters
    );
    let won = reach(rules(Preset::ZmanDuel, &[]), 2, |g| {
        g.is_over() && g.table().battles_won.contains(&3)
    });
    accepted(&won, |_| {});
    assert_eq!(
        refused(&won, |s| {
            let w = s.table.battles_won.iter().position(|&b| b == 3).unwrap();
            s.table.battles_won[w] = 4;
        }),
        StateError::Counters
    );
    // Elsewhere battles won are not bounded by a target.
    accepted(&s, |s| s.table.battles_won[0] = 200);
}
