//! Rulings R1–R5 of RULES.md and every preset difference in its §1 table: each test fails
//! if another edition's rule is applied.

mod common;

use common::*;
use engine::{
    Action, BattleEnd, Card, Event, Game, Phase, Preset, Region, Setup, TokenReason, Variant,
    WinReason,
};

fn token_moves(events: &[Event]) -> Vec<(u8, TokenReason)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::TokenMoved { to, reason, .. } => Some((*to, *reason)),
            _ => None,
        })
        .collect()
}

// ----- R1–R5 -----

/// R2: the defender may pass without leaving until everyone else is out; then the
/// defender's next pass is final (classic-1995, 001).
#[test]
fn r2_defender_pass_is_final_once_everyone_else_passed() {
    let mut g = game(Preset::Classic1995, 3, &[]);
    own(&mut g, 1, &[Region::Roma]);
    hands(&mut g, &["M5 M1", "M10 M1", "M1"]);
    let ev = play(&mut g, "region Roma; M5; pass");
    assert!(ev.contains(&Event::Passed {
        seat: 1,
        no_cards: false,
        stays_in: true
    }));
    play(&mut g, "pass; pass");
    // Everyone else is out: the defender is asked again and may still play.
    assert_eq!(g.phase(), Phase::Battle { seat: 1 });
    let ev = play(&mut g, "pass");
    assert!(ev.contains(&Event::Passed {
        seat: 1,
        no_cards: false,
        stays_in: false
    }));
    assert!(ev.contains(&Event::RegionConquered {
        seat: 0,
        region: Region::Roma,
        from: Some(1)
    }));
}

/// The defender may wait until everyone else has passed, then play and win (001, 004).
#[test]
fn defender_plays_after_everyone_passed_and_keeps_the_region() {
    let mut g = game(Preset::Classic1995, 3, &[]);
    own(&mut g, 1, &[Region::Roma]);
    hands(&mut g, &["M5 M1", "M10 M1", "M1"]);
    let ev = play(&mut g, "region Roma; M5; pass; pass; pass; M10; pass");
    // Holding one's own region is not a conquest: the chronicle says it was held.
    assert!(ev.contains(&Event::RegionHeld {
        seat: 1,
        region: Region::Roma
    }));
    assert!(!ev
        .iter()
        .any(|e| matches!(e, Event::RegionConquered { .. })));
    assert_eq!(g.table().owners[Region::Roma.index()], Some(1));
    assert_eq!(token_moves(&ev), vec![(1, TokenReason::WonBattle)]);
}

/// Defender's advantage on a tie: the owner keeps the region and takes the token (001).
#[test]
fn defender_keeps_region_and_takes_token_on_a_tie() {
    let mut g = game(Preset::Classic1995, 3, &[]);
    own(&mut g, 1, &[Region::Roma]);
    hands(&mut g, &["M5 M1", "M5 M1", "M1"]);
    let ev = play(&mut g, "region Roma; M5; pass; pass; pass; M5; pass");
    assert!(ev.contains(&Event::RegionHeld {
        seat: 1,
        region: Region::Roma
    }));
    assert_eq!(token_moves(&ev), vec![(1, TokenReason::Defended)]);
    assert_eq!(g.table().owners[Region::Roma.index()], Some(1));
}

/// R3: the favor may not go on the region being fought over (ffg and zman).
#[test]
fn r3_favor_never_on_the_contested_region() {
    for preset in [Preset::Ffg2006, Preset::Zman2018] {
        let mut g = game(preset, 3, &[]);
        hands(&mut g, &["M5 M1", "Bishop M1", "M1"]);
        play(&mut g, "region Roma; M5; Bishop");
        assert_eq!(g.phase(), Phase::Favor { seat: 1 });
        assert!(refused(&mut g, "favor Roma").contains("R3"), "{preset}");
    }
}

/// R4: when a draw needs a card and the deck is empty, the discard pile is shuffled in.
#[test]
fn r4_empty_deck_takes_the_discard_pile() {
    let rules = rules(Preset::Ffg2006, &[Variant::DrawAfterBattle]);
    let mut reshuffles = 0;
    for seed in 0..200 {
        let mut g = Game::new(Setup {
            rules,
            players: 6,
            seed,
            first: None,
        })
        .unwrap();
        let mut rng = engine::GameRng::from_seed(seed);
        while !g.is_over() && reshuffles == 0 {
            let legal = g.legal_actions();
            let deck_before = g.deck_size();
            let ev = g
                .apply(legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
            if ev.iter().any(|e| matches!(e, Event::DeckReshuffled { .. })) {
                assert!(deck_before < 20, "only an exhausted deck is refilled");
                reshuffles += 1;
            }
            let total = rules.all_cards(6);
            assert_eq!(g.card_census(), total);
        }
        if reshuffles > 0 {
            break;
        }
    }
    assert!(
        reshuffles > 0,
        "some 6-player Draw-after-battle game empties its deck"
    );
}

/// R5: in the duel a hand with no Mercenary may still be discarded, out of the game.
#[test]
fn r5_duel_hand_discard_leaves_the_game() {
    let mut g = game(Preset::ZmanDuel, 2, &[]);
    let first = g.to_act().unwrap();
    let other = 1 - first;
    g.arrange_hand(first, "M1 Drummer".parse().unwrap())
        .unwrap();
    g.arrange_hand(other, "Heroine Spring".parse().unwrap())
        .unwrap();
    play(&mut g, "M1; pass; pass");
    assert_eq!(g.phase(), Phase::HandDiscard { seat: first });
    let ev = play(&mut g, "discard hand");
    assert!(ev.contains(&Event::HandDiscarded {
        seat: first,
        cards: "Drummer".parse().unwrap()
    }));
    assert_eq!(g.phase(), Phase::HandDiscard { seat: other });
    play(&mut g, "keep hand");
    assert!(g.table().out_of_game[first as usize].contains(Card::Drummer));
    assert_eq!(g.hand(first).total(), 8);
    assert_eq!(g.hand(other).total(), 8);
    assert_eq!(g.table().battles_won[first as usize], 1);
}

// ----- token after a failed battle -----

fn all_pass_token(preset: Preset) -> (u8, Vec<(u8, TokenReason)>) {
    let mut g = game(preset, 3, &[]);
    hands(&mut g, &["M1", "M1", "M1"]);
    let ev = play(&mut g, "region Roma; pass; pass; pass");
    (g.table().token, token_moves(&ev))
}

#[test]
fn failed_battle_token_stays_in_classic_1995() {
    let (token, moves) = all_pass_token(Preset::Classic1995);
    assert_eq!(token, 0);
    assert_eq!(moves, vec![(0, TokenReason::KeptAfterFailedBattle)]);
}

#[test]
fn failed_battle_token_passes_left_in_classic_hu_and_ffg() {
    for preset in [Preset::ClassicHu, Preset::Ffg2006] {
        let (token, moves) = all_pass_token(preset);
        assert_eq!(token, 1, "{preset}");
        assert_eq!(moves, vec![(1, TokenReason::PassedLeftAfterFailedBattle)]);
    }
}

/// zman: a random player among those tied for the highest strength (002).
#[test]
fn failed_battle_token_is_drawn_among_the_tied_in_zman() {
    let mut seen = [0; 3];
    for seed in 0..40 {
        let mut g = Game::new(Setup {
            rules: Preset::Zman2018.rules(),
            players: 3,
            seed,
            first: Some(0),
        })
        .unwrap();
        hands(&mut g, &["M5 M1", "M1", "M5 M1"]);
        play(&mut g, "region Roma; M5; pass; M5; pass; pass");
        seen[g.table().token as usize] += 1;
    }
    assert_eq!(seen[1], 0, "seat 1 was not tied");
    assert!(seen[0] > 0 && seen[2] > 0, "{seen:?}");
}

// ----- token override -----

#[test]
fn most_courtesans_take_the_token_in_ffg() {
    let mut g = game(Preset::Ffg2006, 3, &[]);
    hands(&mut g, &["M10 M1", "Courtesan M1", "M1"]);
    let ev = play(&mut g, "region Roma; M10; Courtesan; pass; pass; pass");
    assert!(ev.contains(&Event::RegionConquered {
        seat: 0,
        region: Region::Roma,
        from: None
    }));
    assert_eq!(
        token_moves(&ev),
        vec![
            (0, TokenReason::WonBattle),
            (1, TokenReason::MostCourtesans)
        ]
    );
    // A tie in Courtesans: the normal rule (003: "if several armies have as many
    // Courtesans, the winner takes the token"), not the first of the tied seats.
    let mut g = game(Preset::Ffg2006, 3, &[]);
    hands(&mut g, &["Courtesan M1", "Courtesan M1", "M10 M1"]);
    let ev = play(
        &mut g,
        "region Roma; Courtesan; Courtesan; M10; pass; pass; pass",
    );
    assert_eq!(token_moves(&ev), vec![(2, TokenReason::WonBattle)]);
    assert_eq!(g.table().token, 2);
    // ...and after a failed battle with tied Courtesans, the token passes left.
    let mut g = game(Preset::Ffg2006, 3, &[]);
    hands(&mut g, &["Courtesan M1", "Courtesan M1", "M1"]);
    let ev = play(
        &mut g,
        "region Roma; Courtesan; Courtesan; pass; pass; pass",
    );
    assert_eq!(
        token_moves(&ev),
        vec![(1, TokenReason::PassedLeftAfterFailedBattle)]
    );
    // The most Courtesans need not be the first seat: seat 2 has two.
    let mut g = game(Preset::Ffg2006, 3, &[]);
    hands(
        &mut g,
        &["M10 Courtesan M1", "M1", "Courtesan Courtesan M1"],
    );
    let ev = play(
        &mut g,
        "region Roma; M10; pass; Courtesan; Courtesan; Courtesan; pass; pass",
    );
    assert_eq!(
        token_moves(&ev).last(),
        Some(&(2, TokenReason::MostCourtesans))
    );
}

#[test]
fn most_spies_take_the_token_in_zman_but_courtesans_do_not_exist() {
    let mut g = game(Preset::Zman2018, 3, &[]);
    hands(&mut g, &["M10 M1", "Spy M1", "M1"]);
    let ev = play(&mut g, "region Roma; M10; Spy; pass; pass; pass");
    assert_eq!(token_moves(&ev).last(), Some(&(1, TokenReason::MostSpies)));
    // classic decks have neither card and no override.
    assert_eq!(Preset::Classic1995.rules().token_override, None);
}

// ----- declining to choose (004) -----

#[test]
fn only_classic_hu_may_decline_and_not_round_the_table() {
    let mut g = game(Preset::ClassicHu, 3, &[]);
    let ev = play(&mut g, "decline");
    assert!(ev.contains(&Event::Declined { seat: 0, to: 1 }));
    assert_eq!(g.to_act(), Some(1));
    play(&mut g, "decline");
    assert!(refused(&mut g, "decline").contains("must choose"));
    for preset in [Preset::Classic1995, Preset::Ffg2006, Preset::Zman2018] {
        let mut g = game(preset, 3, &[]);
        assert!(refused(&mut g, "decline").contains("Hungarian"), "{preset}");
    }
}

// ----- the Scarecrow -----

#[test]
fn classic_1995_scarecrow_takes_from_any_row_optionally() {
    let mut g = game(Preset::Classic1995, 2, &[]);
    hands(&mut g, &["M10 M1", "Scarecrow M1"]);
    play(&mut g, "region Roma; M10; Scarecrow");
    let legal = g.legal_actions();
    assert!(legal.contains(&"take M10 from 0".parse().unwrap()));
    assert!(legal.contains(&Action::TakeNothing));
    let ev = play(&mut g, "take M10 from 0");
    assert!(ev.contains(&Event::ScarecrowTook {
        seat: 1,
        card: Card::M10,
        from: 0
    }));
    assert!(g.hand(1).contains(Card::M10));
    // Everyone sees the Mercenary go back into that hand.
    assert!(g.observation(0).table.known_in_hand[1].contains(Card::M10));
}

#[test]
fn ffg_and_hu_scarecrow_takes_only_from_own_row() {
    for preset in [Preset::Ffg2006, Preset::ClassicHu] {
        let mut g = game(preset, 2, &[]);
        hands(&mut g, &["M10 M1", "M5 Scarecrow M1"]);
        play(&mut g, "region Roma; M10; M5; M1; Scarecrow");
        let legal = g.legal_actions();
        assert!(legal.contains(&"take M5".parse().unwrap()), "{preset}");
        assert!(legal.contains(&Action::TakeNothing), "{preset}: optional");
        assert!(refused(&mut g, "take M10 from 0").contains("own row"));
    }
    // With nothing to take, the Scarecrow simply takes nothing.
    let mut g = game(Preset::Ffg2006, 2, &[]);
    hands(&mut g, &["M10 M1", "Scarecrow M1"]);
    let ev = play(&mut g, "region Roma; M10; Scarecrow");
    assert!(ev.contains(&Event::ScarecrowTookNothing { seat: 1 }));
}

#[test]
fn zman_scarecrow_must_take_when_it_can() {
    for preset in [Preset::Zman2018, Preset::ZmanClassic] {
        let mut g = game(preset, 3, &[]);
        hands(&mut g, &["M10 M1", "M5 Scarecrow M1", "M1"]);
        play(&mut g, "region Roma; M10; M5; pass; M1; Scarecrow");
        assert!(
            refused(&mut g, "take none").contains("must take"),
            "{preset}"
        );
        play(&mut g, "take M5");
    }
}

// ----- the last player's cards at a round's end -----

#[test]
fn zman_last_player_discards_and_deal_is_10_plus_1_per_region() {
    let mut g = game(Preset::Zman2018, 3, &[]);
    hands(
        &mut g,
        &["M1", "M2", "M10 M10 M5 M4 M3 M2 M1 Heroine Winter Drummer"],
    );
    let ev = play(&mut g, "region Roma; M1; M2; pass");
    assert!(ev.contains(&Event::LastCardsDiscarded { seat: 2, count: 10 }));
    assert_eq!(g.table().region_count(1), 1);
    assert_eq!(g.hand(1).total(), 11);
    assert_eq!(g.hand(0).total(), 10);
    assert_eq!(g.hand(2).total(), 10);
}

// ----- attacking owned regions -----

#[test]
fn owned_regions_are_closed_except_classic_1995_and_capture() {
    for preset in [Preset::ClassicHu, Preset::Ffg2006, Preset::Zman2018] {
        let mut g = game(preset, 3, &[]);
        own(&mut g, 1, &[Region::Roma]);
        assert!(
            refused(&mut g, "region Roma").contains("Capture"),
            "{preset}"
        );
    }
    let mut g = game(Preset::Classic1995, 3, &[]);
    own(&mut g, 1, &[Region::Roma]);
    let ev = play(&mut g, "region Roma");
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::BattleStarted {
            defender: Some(1),
            ..
        }
    )));
    let mut g = game(Preset::Ffg2006, 3, &[Variant::Capture]);
    own(&mut g, 1, &[Region::Roma]);
    play(&mut g, "region Roma");
    // Nobody may attack their own region.
    let mut g = game(Preset::Classic1995, 3, &[]);
    own(&mut g, 0, &[Region::Roma]);
    assert!(refused(&mut g, "region Roma").contains("already controls"));
}

/// Surrender ends the battle at once; an owner who has not played gets no chance (001, 004).
#[test]
fn surrender_ends_the_battle_before_the_defender_plays() {
    let mut g = game(Preset::Classic1995, 3, &[]);
    own(&mut g, 1, &[Region::Roma]);
    hands(&mut g, &["M5 M1", "M10 M1", "Surrender M1"]);
    let ev = play(&mut g, "region Roma; M5; pass; Surrender");
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::BattleEnded {
            how: BattleEnd::Surrender { seat: 2 },
            winner: Some(0),
            ..
        }
    )));
    assert_eq!(g.table().owners[Region::Roma.index()], Some(0));
}

// ----- the Bishops -----

#[test]
fn classic_bishop_ends_the_battle_with_no_winner() {
    let mut g = game(Preset::Classic1995, 2, &[]);
    hands(&mut g, &["M10 M1", "ClassicBishop M1"]);
    let ev = play(&mut g, "region Roma; M10; ClassicBishop");
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::BattleEnded {
            how: BattleEnd::ClassicBishop { seat: 1 },
            winner: None,
            ..
        }
    )));
    assert_eq!(g.table().owners[Region::Roma.index()], None);
    assert_eq!(g.table().token, 0, "classic-1995: the token stays");
    // An owned city stays with its owner, who takes the token (001).
    let mut g = game(Preset::Classic1995, 2, &[]);
    own(&mut g, 1, &[Region::Roma]);
    hands(&mut g, &["M10 M1", "ClassicBishop M1"]);
    play(&mut g, "region Roma; M10; ClassicBishop");
    assert_eq!(g.table().owners[Region::Roma.index()], Some(1));
    assert_eq!(g.table().token, 1);
}

#[test]
fn new_bishop_favor_is_optional_in_ffg_placed_in_zman_absent_in_duel() {
    let mut g = game(Preset::Zman2018, 3, &[]);
    hands(&mut g, &["M5 M1", "Bishop M1", "M1"]);
    play(&mut g, "region Roma; M5; Bishop");
    assert!(refused(&mut g, "favor off").contains("must be placed"));
    play(&mut g, "favor Milano");
    assert_eq!(g.table().favor, Some(Region::Milano));

    let mut g = game(Preset::ZmanDuel, 2, &[]);
    let first = g.to_act().unwrap();
    g.arrange_hand(first, "M5 M1".parse().unwrap()).unwrap();
    g.arrange_hand(1 - first, "Bishop M1".parse().unwrap())
        .unwrap();
    let ev = play(&mut g, "M5; Bishop");
    assert!(ev.contains(&Event::BishopDiscarded {
        value: Some(5),
        removed: if first == 0 {
            [1, 0, 0, 0, 0, 0]
        } else {
            [0, 1, 0, 0, 0, 0]
        }
    }));
    assert_eq!(
        g.phase(),
        Phase::Battle { seat: first },
        "no favor in the duel"
    );
}

// ----- victory -----

#[test]
fn five_regions_anywhere_win_ffg_but_not_classic() {
    let spread = [
        Region::Torino,
        Region::Venezia,
        Region::Lucca,
        Region::Napoli,
    ];
    let mut g = game(Preset::Ffg2006, 4, &[]);
    own(&mut g, 0, &spread);
    hands(&mut g, &["M10 M1", "M1", "M1", "M1"]);
    let ev = play(&mut g, "region Urbino; M10; pass; pass; pass; pass");
    assert!(ev.contains(&Event::GameOver {
        winners: 1,
        reason: WinReason::Total { regions: 5 }
    }));
    let mut g = game(Preset::Classic1995, 4, &[]);
    own(&mut g, 0, &spread);
    hands(&mut g, &["M10 M1", "M1", "M1", "M1"]);
    play(&mut g, "region Urbino; M10; pass; pass; pass; pass");
    assert!(!g.is_over());
}

#[test]
fn bigger_kingdoms_need_one_more_adjacent() {
    let mut g = game(Preset::Ffg2006, 4, &[Variant::BiggerKingdoms]);
    own(&mut g, 0, &[Region::Roma, Region::Siena]);
    hands(&mut g, &["M10 M1", "M1", "M1", "M1"]);
    play(&mut g, "region Firenze; M10; pass; pass; pass; pass");
    assert!(
        !g.is_over(),
        "3 adjacent are not enough with Bigger Kingdoms"
    );
    let mut g = game(Preset::Ffg2006, 4, &[]);
    own(&mut g, 0, &[Region::Roma, Region::Siena]);
    hands(&mut g, &["M10 M1", "M1", "M1", "M1"]);
    play(&mut g, "region Firenze; M10; pass; pass; pass; pass");
    assert!(g.is_over());
}

/// Owners for 16 regions (all but `free`), 6 players, nobody with 3 connected, so that
/// seat 0 taking `free` ties seats 0 and 1 at 4 regions each.
fn crowded_board(free: Region) -> [Option<u8>; 17] {
    common::crowded_board(free, 0, [4, 4, 3, 2, 2, 2])
}

#[test]
fn no_region_left_final_battle_in_hu_and_ffg_shared_in_zman() {
    let free = Region::Napoli;
    let owners = crowded_board(free);
    for preset in [Preset::ClassicHu, Preset::Ffg2006, Preset::Zman2018] {
        let mut g = game(preset, 6, &[]);
        for r in Region::ALL {
            g.arrange_owner(r, owners[r.index()]);
        }
        hands(&mut g, &["M10 M1", "M1", "M1", "M1", "M1", "M1"]);
        let ev = play(
            &mut g,
            "region Napoli; M10; pass; pass; pass; pass; pass; pass",
        );
        match preset {
            Preset::Zman2018 => assert!(
                ev.contains(&Event::GameOver {
                    winners: 0b11,
                    reason: WinReason::SharedVictory
                }),
                "{ev:?}"
            ),
            _ => {
                assert!(ev.contains(&Event::FinalBattle { seats: 0b11 }), "{preset}");
                let per_region = if preset == Preset::ClassicHu { 2 } else { 1 };
                assert_eq!(g.hand(0).total(), 10 + 4 * per_region, "{preset}");
                assert_eq!(g.hand(1).total(), 10 + 4 * per_region);
                assert_eq!(g.hand(2).total(), 0, "only the tied players fight");
                assert_eq!(g.phase(), Phase::Battle { seat: 0 });
                let card = g.hand(0).iter().find(|(c, _)| c.is_mercenary()).unwrap().0;
                let ev = play(&mut g, &format!("{card}; pass; pass"));
                assert!(ev.contains(&Event::GameOver {
                    winners: 1,
                    reason: WinReason::FinalBattle
                }));
            }
        }
    }
}

/// classic-1995 may attack owned regions, so a region is always left to fight for.
#[test]
fn classic_1995_always_has_a_region_to_fight_for() {
    let owners = crowded_board(Region::Napoli);
    let mut g = game(Preset::Classic1995, 6, &[]);
    for r in Region::ALL {
        g.arrange_owner(r, owners[r.index()]);
    }
    hands(&mut g, &["M10 M1", "M1", "M1", "M1", "M1", "M1"]);
    play(
        &mut g,
        "region Napoli; M10; pass; pass; pass; pass; pass; pass",
    );
    assert!(!g.is_over());
    assert_eq!(g.phase(), Phase::ChooseRegion);
}

// ----- the order of the clean-up -----

#[test]
fn ffg_chooses_the_region_before_the_hand_discard_others_after() {
    for preset in [Preset::Ffg2006, Preset::ClassicHu] {
        let mut g = game(preset, 2, &[]);
        hands(&mut g, &["M10 Heroine", "M1 Winter"]);
        play(&mut g, "region Roma; M10; M1; pass; pass");
        // Seat 0 has only a Heroine left, seat 1 a Winter: both may discard.
        if preset == Preset::Ffg2006 {
            assert_eq!(g.phase(), Phase::ChooseRegion);
            play(&mut g, "region Milano");
        }
        assert_eq!(g.phase(), Phase::HandDiscard { seat: 0 }, "{preset}");
        play(&mut g, "keep hand");
        assert_eq!(g.phase(), Phase::HandDiscard { seat: 1 });
        play(&mut g, "discard hand");
        // Only seat 0 has cards: the round ends (ffg: seat 0 keeps up to 2).
        if preset == Preset::Ffg2006 {
            play(&mut g, "keep Heroine");
            assert_eq!(g.table().battle.region, Some(Region::Milano));
        } else {
            assert_eq!(g.phase(), Phase::ChooseRegion);
        }
    }
}

// ----- the duel -----

#[test]
fn duel_first_to_three_battles() {
    let mut g = game(Preset::ZmanDuel, 2, &[]);
    let mut rng = engine::GameRng::from_seed(3);
    let mut guard = 0;
    while !g.is_over() {
        let legal = g.legal_actions();
        g.apply(legal[rng.below(legal.len() as u32) as usize])
            .unwrap();
        guard += 1;
        assert!(guard < 10_000);
    }
    let outcome = g.outcome().unwrap();
    let won = g.table().battles_won;
    match outcome.reason {
        WinReason::BattlesWon { battles } => {
            assert_eq!(battles, 3);
            let w = outcome.winner_seats().next().unwrap();
            assert_eq!(won[w as usize], 3);
        }
        WinReason::MoreBattlesWon | WinReason::DuelDraw => {
            assert!(won[0] < 3 && won[1] < 3);
        }
        other => panic!("{other:?}"),
    }
}
