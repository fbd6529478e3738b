//! The rulebooks' worked examples, played through the engine. Each cites its book
//! (shared/rulebooks: 000 Polish ffg, 001 English classic, 002 Z-Man, 003 Russian ffg,
//! 004 Hungarian classic).

mod common;

use common::*;
use engine::{parse_actions, Card, Event, Phase, Preset, Region, Variant, WinReason};

/// 000/003 Winter: 10, 10, 5 and 4 make 29; under Winter, 4.
#[test]
fn winter_29_becomes_4_ffg() {
    let mut g = game(Preset::Ffg2006, 2, &[]);
    hands(&mut g, &["M10 M10 M5 M4 M1", "Winter M1 M2"]);
    let ev = play(&mut g, "region Roma; M10; Winter; M10; pass; M5; M4; pass");
    assert_eq!(battle_strengths(&ev)[..2], [4, 0]);
}

/// 004 (and 001, whose printed 7 is a misprint) Winter: 2×10, 5, 2×4, 3×1 = 36 → 8.
#[test]
fn winter_36_becomes_8_classic() {
    for preset in [Preset::ClassicHu, Preset::Classic1995] {
        let mut g = game(preset, 2, &[]);
        hands(&mut g, &["M10 M10 M5 M4 M4 M1 M1 M1 M2", "Winter M2"]);
        let before = play(
            &mut g,
            "region Roma; M10; pass; M10; M5; M4; M4; M1; M1; M1; pass",
        );
        assert_eq!(battle_strengths(&before)[0], 36, "{preset} without Winter");
        let mut g = game(preset, 2, &[]);
        hands(&mut g, &["M10 M10 M5 M4 M4 M1 M1 M1 M2", "Winter M2"]);
        let ev = play(
            &mut g,
            "region Roma; M10; Winter; M10; pass; M5; M4; M4; M1; M1; M1; pass",
        );
        assert_eq!(battle_strengths(&ev)[0], 8, "{preset}");
    }
}

/// 001/003/004 Drummer: three Mercenaries worth 21 make 42 with a Drummer, 6 under Winter.
#[test]
fn drummer_21_becomes_42_and_6_under_winter() {
    let mut g = game(Preset::Classic1995, 2, &[]);
    hands(&mut g, &["M10 M6 M5 Drummer M1", "Winter M1"]);
    let ev = play(&mut g, "region Roma; M10; pass; M6; M5; Drummer; pass");
    assert_eq!(battle_strengths(&ev)[0], 42);

    let mut g = game(Preset::Classic1995, 2, &[]);
    hands(&mut g, &["M10 M6 M5 Drummer M1", "Winter M1"]);
    let ev = play(
        &mut g,
        "region Roma; M10; Winter; M6; pass; M5; Drummer; pass",
    );
    assert_eq!(battle_strengths(&ev)[0], 6);
}

/// 000/003 Spring: Maxim's 5, 5, 2 make 18; Nina's Spring, Heroine, 4 and 1 make 15.
#[test]
fn spring_18_against_15() {
    let mut g = game(Preset::Ffg2006, 2, &[]);
    hands(&mut g, &["M5 M5 M2 M1", "Spring Heroine M4 M1 M2"]);
    let ev = play(
        &mut g,
        "region Roma; M5; Spring; M5; Heroine; M2; M4; pass; M1; pass",
    );
    let s = battle_strengths(&ev);
    assert_eq!(s[..2], [18, 15]);
    assert!(ev.contains(&Event::RegionConquered {
        seat: 0,
        region: Region::Roma,
        from: None
    }));
}

/// 000/003 Drummer with Spring: 2 and 4 with a Drummer under Spring = 4 + 11 = 15.
#[test]
fn drummer_with_spring_makes_15() {
    let mut g = game(Preset::Ffg2006, 2, &[]);
    hands(&mut g, &["M2 M4 Drummer M1", "Spring M1"]);
    let ev = play(&mut g, "region Roma; M2; Spring; M4; pass; Drummer; pass");
    assert_eq!(battle_strengths(&ev)[0], 15);
}

/// 000/003 Bishop: Nina 6, 3, 1, 1; Maxim 6, 1, 1 plays the Bishop: both 6s go, then
/// Maxim takes the favor and may place it on a free region or keep it off the board.
#[test]
fn bishop_discards_every_highest_mercenary() {
    let mut g = game(Preset::Ffg2006, 2, &[]);
    hands(&mut g, &["M6 M3 M1 M1 M2", "M6 M1 M1 Bishop M2"]);
    let ev = play(&mut g, "region Roma; M6; M6; M3; M1; M1; M1; M1; Bishop");
    assert!(ev.contains(&Event::BishopDiscarded {
        value: Some(6),
        removed: [1, 1, 0, 0, 0, 0]
    }));
    assert_eq!(g.phase(), Phase::Favor { seat: 1 });
    let legal = g.legal_actions();
    assert!(
        legal.contains(&"favor off".parse().unwrap()),
        "ffg: the favor is optional"
    );
    assert!(legal.contains(&"favor Napoli".parse().unwrap()));
    // R3: never on the region being fought over.
    assert!(refused(&mut g, "favor Roma").contains("R3"));
    let ev = play(&mut g, "favor Napoli; pass; pass");
    assert_eq!(battle_strengths(&ev)[..2], [5, 2]);
    assert_eq!(g.table().favor, Some(Region::Napoli));
    // The favor region cannot be chosen for battle.
    let holder = g.to_act().unwrap();
    assert_eq!(holder, 0);
    assert!(refused(&mut g, "region Napoli").contains("papal favor"));
}

/// 003 Hidden cards, its worked example: Oleg has two 6s face up and a 10 face down;
/// Nina (5, 1, 1) plays the Bishop, which acts only on face-up Mercenaries: "were the 10
/// face up, the Bishop would discard it alone", but both 6s go and the hidden 10 stays.
#[test]
fn hidden_cards_bishop_sees_only_face_up() {
    let mut g = game(Preset::Ffg2006, 2, &[Variant::HiddenCards]);
    hands(&mut g, &["M6 M6 M10 M2", "M5 M1 M1 Bishop M2"]);
    let ev = play(&mut g, "region Roma; M6; M5; M6; M1; M10; M1; pass; Bishop");
    // Oleg's M10 went down last and was never turned up.
    assert!(g.row(0).iter().any(|p| p.card == Card::M10 && !p.face_up));
    assert!(ev.contains(&Event::BishopDiscarded {
        value: Some(6),
        removed: [2, 0, 0, 0, 0, 0]
    }));
    // Announced strength counts only face-up cards: Oleg shows 0, Nina 5 + 1 + 1.
    let obs = g.observation(1);
    assert_eq!(obs.announced_strengths()[0].total, 0);
    assert_eq!(obs.rows[0].iter().filter(|c| c.card.is_none()).count(), 1);
    let ev = play(&mut g, "favor off; pass");
    // At the end everything is turned up: the hidden 10 wins against 7.
    assert_eq!(battle_strengths(&ev)[..2], [10, 7]);
}

/// 000/003 Hidden cards: the Bishop's own player's face-down card is out of its reach
/// too. Nina's 10 is face down when she plays the Bishop: the highest face-up Mercenary
/// is Oleg's 6, which goes; her 10 stays and is turned up after the Bishop has acted.
#[test]
fn hidden_cards_bishop_spares_its_players_face_down_card() {
    let mut g = game(Preset::Ffg2006, 2, &[Variant::HiddenCards]);
    hands(&mut g, &["M6 M1 M2", "M5 M10 Bishop M1"]);
    let ev = play(&mut g, "region Roma; M6; M5; M1; M10; pass; Bishop");
    let discarded = ev
        .iter()
        .position(|e| {
            *e == Event::BishopDiscarded {
                value: Some(6),
                removed: [1, 0, 0, 0, 0, 0],
            }
        })
        .expect("Oleg's face-up 6 is the highest the Bishop sees");
    let revealed = ev
        .iter()
        .position(|e| {
            *e == Event::Revealed {
                seat: 1,
                card: Card::M10,
            }
        })
        .expect("Nina's 10 is turned up");
    assert!(discarded < revealed, "turned up after the Bishop acted");
    assert!(g.row(1).iter().any(|p| p.card == Card::M10 && p.face_up));
}

/// 000/003 Hidden cards: "a face-down Mercenary may not be returned to the hand by the
/// Scarecrow". The card face down when the Scarecrow is played is not among its targets,
/// and is turned up once the Scarecrow has taken its pick.
#[test]
fn hidden_cards_scarecrow_cannot_take_the_face_down_mercenary() {
    let mut g = game(Preset::Ffg2006, 2, &[Variant::HiddenCards]);
    hands(&mut g, &["M6 M10 Scarecrow M1", "M1 M2 M3"]);
    play(&mut g, "region Roma; M6; M1; M10; M2; Scarecrow");
    assert_eq!(g.phase(), Phase::Scarecrow { seat: 0 });
    assert_eq!(
        g.legal_actions(),
        parse_actions("take M6; take none").unwrap()
    );
    assert!(refused(&mut g, "take M10").contains("no face-up M10"));
    let ev = play(&mut g, "take M6");
    let took = ev
        .iter()
        .position(|e| matches!(e, Event::ScarecrowTook { card: Card::M6, .. }))
        .unwrap();
    let revealed = ev
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::Revealed {
                    seat: 0,
                    card: Card::M10
                }
            )
        })
        .unwrap();
    assert!(took < revealed);
    assert!(g.hand(0).contains(Card::M6));

    // With only a face-down Mercenary in the row, the Scarecrow has nothing to take.
    let mut g = game(Preset::Ffg2006, 2, &[Variant::HiddenCards]);
    hands(&mut g, &["M10 Scarecrow M1", "M1 M2 M3"]);
    let ev = play(&mut g, "region Roma; M10; M1; Scarecrow");
    let nothing = ev
        .iter()
        .position(|e| *e == Event::ScarecrowTookNothing { seat: 0 })
        .expect("nothing to take");
    let revealed = ev
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::Revealed {
                    seat: 0,
                    card: Card::M10
                }
            )
        })
        .unwrap();
    assert!(nothing < revealed);
    assert_eq!(g.phase(), Phase::Battle { seat: 1 });
}

/// 000/003 round end: a player with no cards who controls 3 regions is dealt 13
/// (up to 10, then 1 per region); the last player keeps up to 2.
#[test]
fn ffg_round_end_deals_13_for_3_regions() {
    let mut g = game(Preset::Ffg2006, 2, &[]);
    own(&mut g, 0, &[Region::Venezia, Region::Siena]);
    hands(
        &mut g,
        &["M1", "M10 M10 M5 M4 M3 M2 M1 Heroine Winter Drummer"],
    );
    play(&mut g, "region Parma; M1; pass");
    assert_eq!(g.table().region_count(0), 3);
    // ffg chooses the next region before the clean-up (000/003 order).
    assert_eq!(g.phase(), Phase::ChooseRegion);
    play(&mut g, "region Roma");
    assert_eq!(g.phase(), Phase::KeepCards { seat: 1 });
    let ev = play(&mut g, "keep M10 Heroine");
    assert!(ev.contains(&Event::LastCardsKept {
        seat: 1,
        kept: 2,
        discarded: 8
    }));
    assert_eq!(g.hand(0).total(), 13);
    assert_eq!(g.hand(1).total(), 10);
    assert!(g.hand(1).contains(Card::Heroine));
    // The chosen region's battle starts after the deal.
    assert_eq!(g.table().battle.region, Some(Region::Roma));
    assert_eq!(g.phase(), Phase::Battle { seat: 0 });
}

/// 001/004 round end: 10 cards plus 2 per city; Parma, Venezia and Siena give 16. The
/// last player returns their cards.
#[test]
fn classic_round_end_deals_16_for_3_cities() {
    for preset in [Preset::Classic1995, Preset::ClassicHu] {
        let mut g = game(preset, 2, &[]);
        own(&mut g, 0, &[Region::Venezia, Region::Siena]);
        hands(
            &mut g,
            &["M1", "M10 M10 M5 M4 M3 M2 M1 Heroine Winter Drummer"],
        );
        let ev = play(&mut g, "region Parma; M1; pass");
        assert!(
            ev.contains(&Event::LastCardsReturned { seat: 1, count: 10 }),
            "{preset}"
        );
        assert_eq!(g.hand(0).total(), 16, "{preset}");
        assert_eq!(g.hand(1).total(), 10, "{preset}");
    }
}

/// 000/003 Draw after battle: each player *may* draw up to 3 ("может взять до 3 карт");
/// Maxim's example: 9 cards in hand and 1 region (limit 11) may draw only 2. The battle's
/// winner, now the Condottiere, decides first, then the others clockwise.
#[test]
fn draw_after_battle_is_a_choice_within_the_hand_limit() {
    let mut g = game(Preset::Ffg2006, 2, &[Variant::DrawAfterBattle]);
    assert_eq!(g.hand(0).total(), 7, "7-card opening hands");
    hands(
        &mut g,
        &["M1 M2 M3 M4 M5 M6 M10 M10 M10 M2", "M1 M2 M3 M4 M5 M6 M10"],
    );
    let ev = play(&mut g, "region Roma; M1; pass; pass");
    assert_eq!(g.table().region_count(0), 1);
    assert!(
        !ev.iter().any(|e| matches!(e, Event::Dealt { .. })),
        "nobody draws before choosing"
    );
    assert_eq!(g.phase(), Phase::DrawCards { seat: 0 });
    assert_eq!(
        g.legal_actions(),
        parse_actions("draw 0; draw 1; draw 2").unwrap()
    );
    assert!(refused(&mut g, "draw 3").contains("at most 2"));
    let ev = play(&mut g, "draw 2");
    assert!(ev.contains(&Event::Dealt { seat: 0, count: 2 }));
    assert_eq!(g.hand(0).total(), 11);
    // Seat 1 holds 7 of a limit of 10: up to 3, and may take fewer.
    assert_eq!(g.phase(), Phase::DrawCards { seat: 1 });
    assert_eq!(g.legal_actions().len(), 4);
    let ev = play(&mut g, "draw 1");
    assert!(ev.contains(&Event::Dealt { seat: 1, count: 1 }));
    assert_eq!(g.hand(1).total(), 8);
    // Then the next region is chosen (step 3); no hand discard and no rounds.
    assert_eq!(g.phase(), Phase::ChooseRegion);
    play(&mut g, "region Milano");
    assert_eq!(g.table().round, 1);
    assert_eq!(g.phase(), Phase::Battle { seat: 0 });
}

/// 004: holding Genova, Lucca and Bologna, taking Parma, Modena or Firenze wins with 3
/// adjacent (a connected group, not three regions touching each other).
#[test]
fn hungarian_adjacency_example_wins() {
    for city in ["Parma", "Modena", "Firenze"] {
        let mut g = game(Preset::ClassicHu, 4, &[]);
        own(&mut g, 0, &[Region::Genova, Region::Lucca, Region::Bologna]);
        hands(&mut g, &["M10 M1", "M1", "M1", "M1"]);
        let ev = play(
            &mut g,
            &format!("region {city}; M10; pass; pass; pass; pass"),
        );
        assert!(
            ev.contains(&Event::GameOver {
                winners: 1,
                reason: WinReason::Adjacent { regions: 4 }
            }) || ev.contains(&Event::GameOver {
                winners: 1,
                reason: WinReason::Adjacent { regions: 3 }
            }),
            "{city}: {ev:?}"
        );
    }
    // classic-1995 needs 4 adjacent with 4 players: the same position does not win.
    let mut g = game(Preset::Classic1995, 4, &[]);
    own(&mut g, 0, &[Region::Genova, Region::Lucca, Region::Bologna]);
    hands(&mut g, &["M10 M1", "M1", "M1", "M1"]);
    play(&mut g, "region Modena; M10; pass; pass; pass; pass");
    assert!(!g.is_over());
}
