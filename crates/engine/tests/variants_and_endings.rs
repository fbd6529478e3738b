//! The optional rules (000/003 "Варианты игры", 004 "Opcionális szabályok") and the ways a
//! game ends: the campaign's scores, Capture's favor, the final battle's opener, the
//! zman token draws, and the duel's endings.

mod common;

use common::*;
use engine::map::largest_connected_group;
use engine::{
    Action, BattleEnd, Event, Game, Phase, Preset, Region, Setup, TokenReason, Variant, WinReason,
};

fn campaign(preset: Preset, target: u16) -> Game {
    let mut rules = rules(preset, &[Variant::Campaign]);
    rules.variants.campaign_target = Some(target);
    Game::new(Setup {
        rules,
        players: 4,
        seed: 1,
        first: Some(0),
    })
    .unwrap()
}

fn scored(events: &[Event]) -> Option<[u16; 6]> {
    events.iter().find_map(|e| match e {
        Event::CampaignScored { scores, .. } => Some(*scores),
        _ => None,
    })
}

/// 000/003 Campaign: 1 point per region controlled, and 5 more for a win by adjacent
/// regions. The next game starts on a clear board; the token stays (R8).
#[test]
fn campaign_scores_regions_and_five_for_adjacency() {
    let mut g = campaign(Preset::Ffg2006, 30);
    own(&mut g, 0, &[Region::Roma, Region::Siena]);
    own(&mut g, 1, &[Region::Torino, Region::Venezia]);
    hands(&mut g, &["M10 M1", "M1", "M1", "M1"]);
    let ev = play(&mut g, "region Firenze; M10; pass; pass; pass; pass");
    assert_eq!(scored(&ev), Some([3 + 5, 2, 0, 0, 0, 0]));
    assert!(ev.contains(&Event::GameStarted { game: 2, token: 0 }));
    assert!(!g.is_over());
    assert_eq!(g.table().campaign_game, 2);
    assert_eq!(g.table().campaign_scores[..2], [8, 2]);
    assert!(g.table().owners.iter().all(Option::is_none));
    assert_eq!(g.table().token, 0);
    assert_eq!(g.phase(), Phase::ChooseRegion);
    assert_eq!(g.hand(0).total(), 10);
    assert_eq!(g.card_census(), g.rules().all_cards(4));

    // A win by 5 regions anywhere scores only the regions.
    let mut g = campaign(Preset::Ffg2006, 30);
    let spread = [
        Region::Torino,
        Region::Venezia,
        Region::Lucca,
        Region::Napoli,
    ];
    own(&mut g, 0, &spread);
    hands(&mut g, &["M10 M1", "M1", "M1", "M1"]);
    let ev = play(&mut g, "region Urbino; M10; pass; pass; pass; pass");
    assert_eq!(scored(&ev), Some([5, 0, 0, 0, 0, 0]));
}

/// The Campaign's 5 points go to the player who won by adjacent regions, whichever seat
/// that is (000/003 "Кампания"): here seat 2, not the token holder.
#[test]
fn campaign_adjacency_bonus_goes_to_the_winner_at_any_seat() {
    let mut g = campaign(Preset::Ffg2006, 30);
    own(&mut g, 2, &[Region::Roma, Region::Siena]);
    own(&mut g, 3, &[Region::Torino]);
    hands(&mut g, &["M1", "M1", "M10 M1", "M1"]);
    let ev = play(&mut g, "region Firenze; pass; pass; M10; pass; pass");
    assert!(ev.contains(&Event::RegionConquered {
        seat: 2,
        region: Region::Firenze,
        from: None
    }));
    assert_eq!(scored(&ev), Some([0, 0, 3 + 5, 1, 0, 0]));
}

/// When no region is left to fight for, the one player with the most regions wins
/// (§8; 000/003, 002): seat 2 with 4 regions against 3, 3, 3, 2 and 2.
#[test]
fn no_region_left_the_one_player_with_most_regions_wins() {
    for preset in [Preset::Ffg2006, Preset::Zman2018, Preset::ClassicHu] {
        let owners = crowded_board(Region::Napoli, 2, [3, 3, 4, 3, 2, 2]);
        let mut g = game(preset, 6, &[]);
        arrange_board(&mut g, &owners);
        hands(&mut g, &["M1", "M1", "M10 M1", "M1", "M1", "M1"]);
        let ev = play(
            &mut g,
            "region Napoli; pass; pass; M10; pass; pass; pass; pass",
        );
        assert!(
            ev.contains(&Event::GameOver {
                winners: 0b100,
                reason: WinReason::MostRegions { regions: 4 }
            }),
            "{preset}: {ev:?}"
        );
        assert!(g.is_over());
    }
}

/// Regions for one seat, `n` of them outside `avoid`, no three connected.
fn scattered(n: usize, avoid: &[Region]) -> Vec<Region> {
    let mut chosen: Vec<Region> = Vec::new();
    for r in Region::ALL {
        if chosen.len() == n || avoid.contains(&r) {
            continue;
        }
        let set = chosen
            .iter()
            .chain([&r])
            .fold(0u32, |m, x| m | 1 << x.index());
        if largest_connected_group(set) <= 2 {
            chosen.push(r);
        }
    }
    assert_eq!(chosen.len(), n);
    chosen
}

/// The campaign ends once someone reaches the target: the highest score wins, and a tie
/// goes to the preset's tie rule (ffg: a final battle; zman: shared) (000/003, R8).
#[test]
fn campaign_ends_at_the_target_and_ties_follow_the_preset() {
    let mut g = campaign(Preset::Ffg2006, 8);
    own(&mut g, 0, &[Region::Roma, Region::Siena]);
    hands(&mut g, &["M10 M1", "M1", "M1", "M1"]);
    let ev = play(&mut g, "region Firenze; M10; pass; pass; pass; pass");
    assert!(ev.contains(&Event::GameOver {
        winners: 1,
        reason: WinReason::Campaign { score: 8 }
    }));

    // A tie at the target: seat 0 wins its fifth region anywhere (5 points, no bonus)
    // while seat 1 already holds 5. ffg settles it by a final battle, zman shares it.
    for preset in [Preset::Ffg2006, Preset::Zman2018] {
        let mut g = campaign(preset, 5);
        let zero = scattered(5, &[]);
        let one = scattered(5, &zero);
        own(&mut g, 0, &zero[..4]);
        own(&mut g, 1, &one);
        hands(&mut g, &["M10 M1", "M1", "M1", "M1"]);
        let ev = play(
            &mut g,
            &format!("region {}; M10; pass; pass; pass; pass", zero[4]),
        );
        assert_eq!(scored(&ev).unwrap()[..2], [5, 5], "{preset}");
        if preset == Preset::Ffg2006 {
            assert!(ev.contains(&Event::FinalBattle { seats: 0b11 }));
            assert!(!g.is_over());
        } else {
            assert!(ev.contains(&Event::GameOver {
                winners: 0b11,
                reason: WinReason::SharedVictory
            }));
        }
    }
}

/// 000/003 Capture: "the Bishop lets the favor go on a region with a control marker",
/// or come off the board; and the owner of a captured region is its defender.
#[test]
fn capture_lets_the_favor_go_on_controlled_regions_or_off() {
    for preset in [Preset::Ffg2006, Preset::Zman2018] {
        let mut g = game(preset, 3, &[Variant::Capture]);
        own(&mut g, 2, &[Region::Milano]);
        hands(&mut g, &["M5 M1", "Bishop M1", "M1"]);
        play(&mut g, "region Roma; M5; Bishop");
        let legal = g.legal_actions();
        assert!(
            legal.contains(&Action::PlaceFavor(Region::Milano)),
            "{preset}"
        );
        assert!(legal.contains(&Action::FavorOff), "{preset}");
        assert!(!legal.contains(&Action::PlaceFavor(Region::Roma)), "R3");
        play(&mut g, "favor Milano");
        assert_eq!(g.table().favor, Some(Region::Milano));
        // Without Capture a controlled region is refused.
        let mut g = game(preset, 3, &[]);
        own(&mut g, 2, &[Region::Milano]);
        hands(&mut g, &["M5 M1", "Bishop M1", "M1"]);
        play(&mut g, "region Roma; M5; Bishop");
        assert!(refused(&mut g, "favor Milano").contains("controlled"));
    }
}

/// 002: after a failed battle "the battle marker goes to a random player among the
/// tied", in zman-2018 and zman-classic alike; the classic Bishop of zman-classic ends
/// the battle with no winner and "randomly decide who takes the battle marker".
#[test]
fn zman_token_draws_after_a_failed_battle_and_a_classic_bishop() {
    for preset in [Preset::Zman2018, Preset::ZmanClassic] {
        let mut seen = [0; 3];
        for seed in 0..40 {
            let mut g = Game::new(Setup {
                rules: preset.rules(),
                players: 3,
                seed,
                first: Some(0),
            })
            .unwrap();
            hands(&mut g, &["M5 M1", "M1", "M5 M1"]);
            let ev = play(&mut g, "region Roma; M5; pass; M5; pass; pass");
            assert!(ev.iter().any(|e| matches!(
                e,
                Event::TokenMoved {
                    reason: TokenReason::DrawnAfterFailedBattle,
                    ..
                }
            )));
            seen[g.table().token as usize] += 1;
        }
        assert_eq!(seen[1], 0, "{preset}: seat 1 was not tied");
        assert!(seen[0] > 0 && seen[2] > 0, "{preset}: {seen:?}");
    }
    let mut seen = [0; 3];
    for seed in 0..60 {
        let mut g = Game::new(Setup {
            rules: Preset::ZmanClassic.rules(),
            players: 3,
            seed,
            first: Some(0),
        })
        .unwrap();
        hands(&mut g, &["M5 M1", "ClassicBishop M1", "M1"]);
        let ev = play(&mut g, "region Roma; M5; ClassicBishop");
        assert!(ev.iter().any(|e| matches!(
            e,
            Event::BattleEnded {
                how: BattleEnd::ClassicBishop { seat: 1 },
                winner: None,
                ..
            }
        )));
        assert_eq!(g.table().owners[Region::Roma.index()], None);
        seen[g.table().token as usize] += 1;
    }
    assert!(
        seen.iter().all(|&n| n > 0),
        "any player may draw it: {seen:?}"
    );
}

/// 000/003 final battle: "the holder of the token opens it; if they are not among the
/// tied players, the one nearest clockwise to them". Here seat 3 wins the last region
/// (and the token) while seats 1 and 2 tie for the most: seat 1 opens, not seat 3.
#[test]
fn the_final_battle_is_opened_by_the_nearest_tied_player_clockwise() {
    for (preset, per_region) in [(Preset::Ffg2006, 1), (Preset::ClassicHu, 2)] {
        let owners = crowded_board(Region::Napoli, 3, [2, 4, 4, 3, 2, 2]);
        let mut g = game(preset, 6, &[]);
        arrange_board(&mut g, &owners);
        hands(&mut g, &["M1", "M1", "M1", "M10 M1", "M1", "M1"]);
        let ev = play(
            &mut g,
            "region Napoli; pass; pass; pass; M10; pass; pass; pass",
        );
        assert_eq!(g.table().token, 3, "{preset}");
        assert!(ev.contains(&Event::FinalBattle { seats: 0b110 }));
        assert!(ev.iter().any(|e| matches!(
            e,
            Event::BattleStarted {
                region: None,
                opener: 1,
                participants: 0b110,
                ..
            }
        )));
        assert_eq!(g.phase(), Phase::Battle { seat: 1 });
        // 10 + 1 (hu: 2) per region for each tied player; the others sit out.
        assert_eq!(g.hand(1).total(), 10 + 4 * per_region);
        assert_eq!(g.hand(2).total(), 10 + 4 * per_region);
        assert_eq!(g.hand(3).total(), 0);
        // A drawn final battle shares the victory.
        let ev = play(&mut g, "pass; pass");
        assert!(ev.contains(&Event::GameOver {
            winners: 0b110,
            reason: WinReason::SharedVictory
        }));
    }
}

/// A duel in which both own decks are empty and the hands hold only `hands`, with
/// `won` battles already won (the rest of each deck is out of the game).
fn duel_at_its_end(hands: [&str; 2], won: [u8; 2]) -> Game {
    let g = game(Preset::ZmanDuel, 2, &[]);
    let mut state = serde_json::to_value(&g).unwrap();
    let deck = g.rules().deck.composition();
    for seat in 0..2 {
        let hand: engine::CardCounts = hands[seat].parse().unwrap();
        let mut out = deck;
        out.subtract_saturating(&hand);
        state["hands"][seat] = serde_json::to_value(hand).unwrap();
        state["table"]["out_of_game"][seat] = serde_json::to_value(out).unwrap();
        state["own_decks"][seat] = serde_json::json!([]);
        state["table"]["battles_won"][seat] = won[seat].into();
    }
    let g: Game = serde_json::from_value(state).unwrap();
    assert_eq!(g.card_census(), g.rules().all_cards(2));
    g
}

/// 002 duel: "If both players are out of cards after a battle ends and neither has won
/// three battles, whoever has won more battles wins; if tied, the game is a draw."
#[test]
fn duel_ends_when_both_are_out_of_cards() {
    // Whoever acts first: seat 0 holds the 5, seat 1 the 1; both play their last card.
    let mut g = duel_at_its_end(["M5", "M1"], [0, 0]);
    let first = g.to_act().unwrap();
    let ev = play(&mut g, if first == 0 { "M5; M1" } else { "M1; M5" });
    assert!(ev.contains(&Event::BattleWon {
        seat: 0,
        battles: 1
    }));
    assert!(ev.contains(&Event::GameOver {
        winners: 0b01,
        reason: WinReason::MoreBattlesWon
    }));
    // Seat 1 had won more before: seat 1 wins, whoever won the last battle.
    let mut g = duel_at_its_end(["M5", "M1"], [0, 2]);
    let first = g.to_act().unwrap();
    let ev = play(&mut g, if first == 0 { "M5; M1" } else { "M1; M5" });
    assert!(ev.contains(&Event::GameOver {
        winners: 0b10,
        reason: WinReason::MoreBattlesWon
    }));
    // Level: a draw, every seat a winner.
    let mut g = duel_at_its_end(["M5", "M1"], [0, 1]);
    let first = g.to_act().unwrap();
    let ev = play(&mut g, if first == 0 { "M5; M1" } else { "M1; M5" });
    assert!(ev.contains(&Event::GameOver {
        winners: 0b11,
        reason: WinReason::DuelDraw
    }));
    // Out of cards with three battles won: the third win is what ends it.
    let mut g = duel_at_its_end(["M5", "M1"], [2, 0]);
    let first = g.to_act().unwrap();
    let ev = play(&mut g, if first == 0 { "M5; M1" } else { "M1; M5" });
    assert!(ev.contains(&Event::GameOver {
        winners: 0b01,
        reason: WinReason::BattlesWon { battles: 3 }
    }));
}

/// Hidden cards: Mercenaries, Heroines, Drummers and Courtesans go face down (000/003),
/// and the Spy, zman's twin of the Courtesan (R7); the other cards never do.
#[test]
fn hidden_cards_put_these_cards_face_down_and_no_other() {
    let mut g = game(Preset::Zman2018, 3, &[Variant::HiddenCards]);
    hands(&mut g, &["Spy M1", "Winter M1", "Heroine M1"]);
    let ev = play(&mut g, "region Roma; Spy; Winter; Heroine");
    let played: Vec<(u8, Option<engine::Card>)> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Played { seat, card } => Some((*seat, *card)),
            _ => None,
        })
        .collect();
    assert_eq!(
        played,
        vec![(0, None), (1, Some(engine::Card::Winter)), (2, None)]
    );
    for card in engine::Card::ALL {
        let hides = matches!(
            card,
            engine::Card::Heroine
                | engine::Card::Drummer
                | engine::Card::Courtesan
                | engine::Card::Spy
        ) || card.is_mercenary();
        assert_eq!(card.hides(), hides, "{card}");
    }
}

/// Hidden cards: "pass and reveal" is offered only to a player whose row holds a face-down
/// card; a row of face-up cards (Winter) has nothing to reveal.
#[test]
fn pass_reveal_is_offered_only_over_a_face_down_card() {
    let mut g = game(Preset::Zman2018, 3, &[Variant::HiddenCards]);
    hands(&mut g, &["M1 M2", "Winter M1", "M3 M1"]);
    play(&mut g, "region Roma; M1; Winter; M3");
    let pass_reveal = "pass reveal".parse::<engine::Action>().unwrap();
    // Seat 0: its Mercenary 1 lies face down.
    assert_eq!(g.to_act(), Some(0));
    assert!(g.legal_actions().contains(&pass_reveal));
    play(&mut g, "pass");
    // Seat 1: only the face-up Winter in its row.
    assert_eq!(g.to_act(), Some(1));
    assert!(
        !g.legal_actions().contains(&pass_reveal),
        "{:?}",
        g.legal_actions()
    );
}

/// 002 duel: the game ends when both players are out of cards, not when their decks are:
/// with both decks empty and cards in hand, the battles go on.
#[test]
fn duel_goes_on_with_cards_in_hand_when_both_decks_are_empty() {
    let mut g = duel_at_its_end(["M5 M1", "M2 M1"], [0, 0]);
    let first = g.to_act().unwrap();
    let ev = play(
        &mut g,
        if first == 0 {
            "M5; M2; pass; pass"
        } else {
            "M2; M5; pass; pass"
        },
    );
    assert!(ev.contains(&Event::BattleWon {
        seat: 0,
        battles: 1
    }));
    assert!(!g.is_over(), "{ev:?}");
    assert_eq!([g.hand(0).total(), g.hand(1).total()], [1, 1]);
    assert_eq!([g.own_deck_size(0), g.own_deck_size(1)], [0, 0]);
}

/// Draw after battle: a player who draws no card is dealt nothing, and the chronicle
/// says no deal (000/003 "each player may draw up to 3").
#[test]
fn drawing_no_card_deals_nothing() {
    let mut g = game(Preset::Ffg2006, 2, &[Variant::DrawAfterBattle]);
    hands(&mut g, &["M10", "M1 M2"]);
    play(&mut g, "region Roma; M10; pass");
    assert_eq!(g.phase(), Phase::DrawCards { seat: 0 });
    let ev = play(&mut g, "draw 0");
    assert!(
        !ev.iter().any(|e| matches!(e, Event::Dealt { .. })),
        "{ev:?}"
    );
    assert_eq!(g.hand(0).total(), 0);
    let ev = play(&mut g, "draw 1");
    assert!(ev.contains(&Event::Dealt { seat: 1, count: 1 }), "{ev:?}");
}
