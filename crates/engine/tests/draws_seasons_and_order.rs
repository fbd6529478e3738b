//! Draw after battle (000, 003), the order of the table after a battle, the zman favor with
//! nowhere to go (R10), and seasons, Bishops and passes in detail: each test fails if the
//! rule it names is applied otherwise.

mod common;

use common::*;
use engine::{Action, Card, Event, Game, Phase, Preset, Region, Setup, TokenReason, Variant};

// ----- Draw after battle (000, 003) -----

/// "If nobody has cards at the end of the battle, every player draws 10 instead of 3":
/// no choice, clockwise from the token holder (here seat 1, the winner).
#[test]
fn draw_after_battle_everyone_draws_ten_when_nobody_has_cards() {
    let mut g = game(Preset::Ffg2006, 3, &[Variant::DrawAfterBattle]);
    hands(&mut g, &["M1", "M10", "M2"]);
    let ev = play(&mut g, "region Roma; M1; M10; M2");
    let dealt: Vec<(u8, u8)> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Dealt { seat, count } => Some((*seat, *count)),
            _ => None,
        })
        .collect();
    assert_eq!(dealt, vec![(1, 10), (2, 10), (0, 10)]);
    assert_eq!(g.phase(), Phase::ChooseRegion, "nobody is asked");
    assert_eq!(g.to_act(), Some(1));
}

/// The draw is decided clockwise from the token holder after the battle (the winner, or
/// whoever the token went to); a player who may draw nothing is not asked.
#[test]
fn draw_after_battle_asks_clockwise_from_the_token_holder() {
    let mut g = game(Preset::Ffg2006, 3, &[Variant::DrawAfterBattle]);
    hands(
        &mut g,
        &["M1 M2", "M10 M2 M3 M4 M5 M6 M10 M1 M1 M1", "M2 M3"],
    );
    // Seat 1 wins with 10 and keeps 9 cards: its limit is 10 + 1, so it may draw 2.
    play(&mut g, "region Roma; M1; M10; M2; pass; pass; pass");
    assert_eq!(g.table().token, 1);
    assert_eq!(g.phase(), Phase::DrawCards { seat: 1 });
    assert_eq!(g.draw_limit(1), 2);
    play(&mut g, "draw 0");
    assert_eq!(g.phase(), Phase::DrawCards { seat: 2 });
    play(&mut g, "draw 3");
    assert_eq!(g.phase(), Phase::DrawCards { seat: 0 });
    play(&mut g, "draw 3");
    assert_eq!(
        [g.hand(0).total(), g.hand(1).total(), g.hand(2).total()],
        [4, 9, 4]
    );
    assert_eq!(g.phase(), Phase::ChooseRegion);
    assert_eq!(g.to_act(), Some(1));
}

/// A player draws no more than the deck and the discard pile hold (R4); one who may draw
/// nothing is skipped. ffg discards the armies after the draw and the region choice
/// (000/003 steps 2–4), so the cards just played are not yet there to draw; classic
/// presets discard them first.
#[test]
fn draw_after_battle_is_limited_by_the_cards_left() {
    for (preset, most) in [(Preset::Ffg2006, 2), (Preset::Classic1995, 3)] {
        let mut g = game(preset, 2, &[Variant::DrawAfterBattle]);
        let everything = g.rules().all_cards(2);
        // Seat 1 holds 7; seat 0 everything else but 2 cards (and an M1 to play).
        let mut rest = everything;
        let seat1: engine::CardCounts = "M2 M3 M4 M5 M6 M10 Scarecrow".parse().unwrap();
        rest.subtract_saturating(&seat1);
        let mut left = 0;
        for card in Card::ALL.into_iter().rev() {
            while left < 2 && rest.get(card) > 0 && card != Card::M1 {
                rest.remove(card, 1);
                left += 1;
            }
        }
        g.arrange_hand(1, seat1).unwrap();
        g.arrange_hand(0, rest).unwrap();
        assert_eq!(g.deck_size(), 2);
        play(&mut g, "region Roma; M1; pass; pass");
        // Seat 0 holds far more than its limit: it is not asked.
        assert_eq!(g.phase(), Phase::DrawCards { seat: 1 }, "{preset}");
        assert_eq!(g.draw_limit(1), most, "{preset}");
        assert_eq!(g.legal_actions().len(), most as usize + 1);
    }
}

/// Without Draw after battle nobody is asked to draw, and with it the round never ends:
/// a player who runs out of cards is not dealt a new round.
#[test]
fn draw_after_battle_has_no_rounds() {
    let mut g = game(Preset::Ffg2006, 2, &[Variant::DrawAfterBattle]);
    hands(&mut g, &["M10", "M1 M2"]);
    play(&mut g, "region Roma; M10; pass; draw 3; draw 0");
    // Seat 0 alone has cards left... in the plain game that ends the round.
    assert_eq!(g.table().round, 1);
    assert_eq!(g.hand(0).total(), 3);
    let mut g = game(Preset::Ffg2006, 2, &[]);
    hands(&mut g, &["M10", "M1 M2"]);
    play(&mut g, "region Roma; M10; pass; region Milano; keep M1 M2");
    assert_eq!(g.table().round, 2, "the plain game deals a new round");
}

// ----- the order of the table: the region first, then the armies go (000, 003) -----

#[test]
fn ffg_armies_stay_on_the_table_until_the_next_region_is_chosen() {
    let mut g = game(Preset::Ffg2006, 2, &[]);
    hands(&mut g, &["M10 Winter M1", "M1 M2"]);
    play(&mut g, "region Roma; M10; M1; Winter; pass; pass");
    assert_eq!(g.phase(), Phase::ChooseRegion);
    assert_eq!(g.row(0).len(), 2, "the armies are still on the table");
    assert!(g.table().season.is_some());
    play(&mut g, "region Milano");
    assert!(g.row(0).is_empty() && g.row(1).is_empty());
    assert_eq!(g.table().season, None);
    assert!(g.table().discard.contains(Card::M10));
    // The classic order discards the armies at the battle's end (001, 004).
    let mut g = game(Preset::ClassicHu, 2, &[]);
    hands(&mut g, &["M10 Winter M1", "M1 M2"]);
    play(&mut g, "region Roma; M10; M1; Winter; pass; pass");
    assert_eq!(g.phase(), Phase::ChooseRegion);
    assert!(g.row(0).is_empty() && g.table().season.is_none());
}

// ----- R10: the zman favor with no empty region -----

/// 002: "take the favor marker (from the board if necessary). Choose and place it in an
/// empty region". With every region but the contested one controlled (R3 keeps it off
/// that one), there is nowhere to place it: it stays off the board, and play goes on.
#[test]
fn r10_zman_favor_with_no_empty_region_leaves_the_board() {
    let mut g = game(Preset::Zman2018, 3, &[]);
    for (i, r) in Region::ALL.into_iter().enumerate() {
        if r != Region::Roma {
            g.arrange_owner(r, Some(i as u8 % 3));
        }
    }
    hands(&mut g, &["M5 M1", "Bishop M1", "M1"]);
    let ev = play(&mut g, "region Roma; M5; Bishop");
    assert!(ev.contains(&Event::FavorPlaced {
        seat: 1,
        region: None
    }));
    assert_eq!(g.table().favor, None);
    assert_eq!(g.phase(), Phase::Battle { seat: 2 });
    // With a free region the favor must go there: it cannot stay off in zman.
    let mut g = game(Preset::Zman2018, 3, &[]);
    hands(&mut g, &["M5 M1", "Bishop M1", "M1"]);
    play(&mut g, "region Roma; M5; Bishop");
    assert_eq!(g.phase(), Phase::Favor { seat: 1 });
    assert!(!g.legal_actions().contains(&Action::FavorOff));
}

// ----- seasons, Bishops and passes in detail -----

/// Only one season is in play: a Winter discards the Springs in play, and a Spring the
/// Winters (000, 002, 003); the duel puts them out of the game instead (002).
#[test]
fn a_new_season_discards_the_other() {
    let mut g = game(Preset::Ffg2006, 2, &[]);
    hands(&mut g, &["Spring Spring M1", "Winter M1"]);
    play(&mut g, "region Roma; Spring");
    let ev = play(&mut g, "Winter");
    assert!(ev.contains(&Event::SeasonChanged {
        season: engine::Season::Winter,
        replaced: Some(engine::Season::Spring)
    }));
    assert!(g.row(0).is_empty(), "the Spring left seat 0's row");
    assert_eq!(g.table().discard.get(Card::Spring), 1);
    assert_eq!(g.table().season, Some(engine::Season::Winter));
    // The same season again replaces nothing.
    let mut g = game(Preset::Ffg2006, 2, &[]);
    hands(&mut g, &["Winter M1", "Winter M1"]);
    let ev = play(&mut g, "region Roma; Winter; Winter");
    assert!(ev.contains(&Event::SeasonChanged {
        season: engine::Season::Winter,
        replaced: None
    }));
    assert_eq!(g.row(0).len() + g.row(1).len(), 2);
    // The duel: out of the game, in the pile of the card's owner.
    let mut g = game(Preset::ZmanDuel, 2, &[]);
    let first = g.to_act().unwrap();
    g.arrange_hand(first, "Spring M1".parse().unwrap()).unwrap();
    g.arrange_hand(1 - first, "Winter M1".parse().unwrap())
        .unwrap();
    play(&mut g, "Spring; Winter");
    assert_eq!(g.table().out_of_game[first as usize].get(Card::Spring), 1);
    assert_eq!(g.table().discard, engine::CardCounts::EMPTY);
}

/// The new Bishop with no Mercenary in play discards nothing; in the duel the
/// Mercenaries it discards leave the game; in a final battle there is no favor to place.
#[test]
fn new_bishop_edge_cases() {
    let mut g = game(Preset::Ffg2006, 2, &[]);
    hands(&mut g, &["Heroine M1", "Bishop M1"]);
    let ev = play(&mut g, "region Roma; Heroine; Bishop");
    assert!(ev.contains(&Event::BishopDiscarded {
        value: None,
        removed: [0; 6]
    }));
    assert_eq!(g.phase(), Phase::Favor { seat: 1 });

    let mut g = game(Preset::ZmanDuel, 2, &[]);
    let first = g.to_act().unwrap();
    g.arrange_hand(first, "M5 M1".parse().unwrap()).unwrap();
    g.arrange_hand(1 - first, "Bishop M1".parse().unwrap())
        .unwrap();
    play(&mut g, "M5; Bishop");
    assert_eq!(g.table().out_of_game[first as usize].get(Card::M5), 1);
    assert_eq!(g.table().discard.get(Card::M5), 0);

    // A final battle: the Bishop discards but nobody places the favor.
    let owners = common::crowded_board(Region::Napoli, 0, [4, 4, 3, 2, 2, 2]);
    let mut g = game(Preset::Ffg2006, 6, &[]);
    arrange_board(&mut g, &owners);
    hands(&mut g, &["M10 M1", "M1", "M1", "M1", "M1", "M1"]);
    play(
        &mut g,
        "region Napoli; M10; pass; pass; pass; pass; pass; pass",
    );
    assert!(g.table().final_battle);
    let opener = g.to_act().unwrap();
    let other = if opener == 0 { 1 } else { 0 };
    g.arrange_hand(opener, "M6 M1".parse().unwrap()).unwrap();
    g.arrange_hand(other, "Bishop M2".parse().unwrap()).unwrap();
    let ev = play(&mut g, "M6; Bishop");
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::BishopDiscarded { value: Some(6), .. })));
    assert!(!ev.iter().any(|e| matches!(e, Event::FavorPlaced { .. })));
    assert_eq!(g.phase(), Phase::Battle { seat: opener });
}

/// A player with no cards left passes by itself (all books: "a player with no cards
/// must pass"); once the defender has played, its pass is final like anyone's (§5.3).
#[test]
fn passes_without_cards_and_the_defenders_final_pass() {
    let mut g = game(Preset::Ffg2006, 3, &[]);
    hands(&mut g, &["M5", "M1 M2 M4", "M3"]);
    let ev = play(&mut g, "region Roma; M5; M1; M3; M2");
    // Seats 0 and 2 have no cards: each is passed over with no_cards, seat 1 plays on.
    assert!(ev.contains(&Event::Passed {
        seat: 0,
        no_cards: true,
        stays_in: false
    }));
    assert!(ev.contains(&Event::Passed {
        seat: 2,
        no_cards: true,
        stays_in: false
    }));
    assert_eq!(g.phase(), Phase::Battle { seat: 1 });

    let mut g = game(Preset::Classic1995, 3, &[]);
    own(&mut g, 1, &[Region::Roma]);
    hands(&mut g, &["M5 M1", "M1 M10", "M1 M2"]);
    play(&mut g, "region Roma; M5; M1");
    let ev = play(&mut g, "M1; M1; pass");
    // The defender played its 1 already: this pass takes it out.
    assert!(ev.contains(&Event::Passed {
        seat: 1,
        no_cards: false,
        stays_in: false
    }));
    assert!(!g.table().in_battle(1));
}

/// The hand discard is asked clockwise from the token holder; an empty hand is not
/// asked (002's order; 000/003/004 "a player with no Mercenary may discard").
#[test]
fn hand_discard_goes_clockwise_from_the_token_holder() {
    let mut g = game(Preset::ClassicHu, 3, &[]);
    hands(&mut g, &["M1 Heroine", "M10 Winter", "Drummer"]);
    // Seat 1 wins and takes the token; seats 2, 0 then 1 would be asked in turn.
    play(&mut g, "region Roma; M1; M10; pass; pass; pass");
    assert_eq!(g.table().token, 1);
    assert_eq!(g.phase(), Phase::HandDiscard { seat: 1 });
    play(&mut g, "keep hand");
    assert_eq!(g.phase(), Phase::HandDiscard { seat: 2 });
    play(&mut g, "discard hand");
    assert_eq!(g.phase(), Phase::HandDiscard { seat: 0 });
    play(&mut g, "keep hand");
    assert_eq!(g.phase(), Phase::ChooseRegion);
}

/// Round end, classic: the last player with cards returns them to the deck; when
/// nobody has any, everyone is simply dealt anew (001, 004).
#[test]
fn classic_round_end_returns_the_last_cards_and_deals_anew() {
    let mut g = game(Preset::ClassicHu, 2, &[]);
    hands(&mut g, &["M1", "M2"]);
    let ev = play(&mut g, "region Roma; M1; M2");
    assert!(ev.contains(&Event::RoundEnded { round: 1 }));
    assert!(!ev
        .iter()
        .any(|e| matches!(e, Event::LastCardsReturned { .. })));
    assert_eq!(g.table().round, 2);
    // Seat 1 won Roma: 10 + 2 per city.
    assert_eq!((g.hand(0).total(), g.hand(1).total()), (10, 12));
    assert_eq!(g.card_census(), g.rules().all_cards(2));
}

/// The winner with the most Courtesans keeps the token: no second move.
#[test]
fn the_winner_with_the_most_courtesans_keeps_the_token() {
    let mut g = game(Preset::Ffg2006, 3, &[]);
    hands(&mut g, &["M10 Courtesan M1", "M1", "M1"]);
    let ev = play(&mut g, "region Roma; M10; pass; pass; Courtesan; pass");
    let moves: Vec<TokenReason> = ev
        .iter()
        .filter_map(|e| match e {
            Event::TokenMoved { reason, .. } => Some(*reason),
            _ => None,
        })
        .collect();
    assert_eq!(moves, vec![TokenReason::WonBattle]);
}

/// ffg round end: the last player may keep any two cards, two of a kind included, or
/// none.
#[test]
fn the_cards_the_last_player_may_keep() {
    let mut g = game(Preset::Ffg2006, 2, &[]);
    hands(&mut g, &["M1", "M10 M10 Heroine M5"]);
    play(&mut g, "region Roma; M1; M5; pass; region Milano");
    assert_eq!(g.phase(), Phase::KeepCards { seat: 1 });
    let text: Vec<String> = g.legal_actions().iter().map(|a| a.to_string()).collect();
    assert_eq!(
        text,
        [
            "keep none",
            "keep M10",
            "keep M10 M10",
            "keep M10 Heroine",
            "keep Heroine"
        ]
    );
    let ev = play(&mut g, "keep M10 M10");
    assert!(ev.contains(&Event::LastCardsKept {
        seat: 1,
        kept: 2,
        discarded: 1
    }));
    assert!(g.hand(1).get(Card::M10) >= 2, "kept, then dealt more");
    assert_eq!(g.hand(1).total(), 10 + 1, "up to 10, and 1 for Roma");
}

/// A custom mix: a Condottiere who may decline under ffg's order may not decline the
/// choice made before the clean-up, only an ordinary one (R6 applies between battles).
#[test]
fn declining_is_only_offered_between_battles() {
    let mut rules = Preset::Ffg2006.rules();
    rules.may_decline = true;
    let mut g = Game::new_custom(Setup {
        rules,
        players: 2,
        seed: 1,
        first: Some(0),
    })
    .unwrap();
    assert!(g.legal_actions().contains(&Action::Decline));
    hands(&mut g, &["M10 M1", "M1 M2"]);
    play(&mut g, "region Roma; M10; pass; pass");
    assert_eq!(g.phase(), Phase::ChooseRegion);
    assert!(!g.legal_actions().contains(&Action::Decline));
}

/// Records of engine v1 with Draw after battle under ffg: the armies were discarded
/// before the draw, so the cards just played could be drawn again (R4).
#[test]
fn v1_ffg_draw_after_battle_discarded_the_armies_first() {
    let rules = rules(Preset::Ffg2006, &[Variant::DrawAfterBattle]).for_v1_records();
    let mut g = Game::new(Setup {
        rules,
        players: 2,
        seed: 1,
        first: Some(0),
    })
    .unwrap();
    hands(&mut g, &["M10 M1", "M1 M2"]);
    let ev = play(&mut g, "region Roma; M10; pass; pass");
    assert!(g.row(0).is_empty(), "discarded at once");
    assert!(ev.contains(&Event::Dealt { seat: 0, count: 3 }));
    assert!(ev.contains(&Event::Dealt { seat: 1, count: 3 }));
    assert_eq!(g.phase(), Phase::ChooseRegion);
}
