//! The engine's public helpers as the app, the AI and the command-line tool use them:
//! setting a game up, arranging positions, the text summary, the per-seat view.

mod common;

use common::*;
use engine::{
    Card, CardCounts, Event, Game, Outcome, Phase, PlayedCard, Preset, Region, Setup, Variant,
    WinReason,
};

fn setup(preset: Preset, players: u8, first: Option<u8>) -> Setup {
    Setup {
        rules: preset.rules(),
        players,
        seed: 4,
        first,
    }
}

#[test]
fn new_games_check_the_setup_and_deal() {
    assert_eq!(
        Game::new(setup(Preset::Ffg2006, 3, Some(3)))
            .unwrap_err()
            .to_string(),
        "seat 3 cannot start: seats are numbered 0 to 2"
    );
    assert!(Game::new(setup(Preset::Ffg2006, 3, Some(2))).is_ok());
    assert_eq!(
        Game::new(setup(Preset::Zman2018, 2, None))
            .unwrap_err()
            .to_string(),
        "zman-2018 is played by 3 to 6 players, not 2"
    );
    let g = Game::new(setup(Preset::Ffg2006, 3, Some(2))).unwrap();
    assert_eq!((g.table().token, g.to_act()), (2, Some(2)));
    assert_eq!(g.phase(), Phase::ChooseRegion);
    assert_eq!(g.players(), 3);
    assert_eq!(g.rules(), &Preset::Ffg2006.rules());
    assert_eq!(g.deck_size(), 110 - 30);
    assert_eq!(g.own_deck_size(0), 0, "no own decks outside the duel");
    assert!(!g.is_over() && g.outcome().is_none());
    // The first Condottiere drawn from the seed: the same seed draws the same seat.
    let drawn: Vec<u8> = (0..30)
        .map(|seed| {
            Game::new(Setup {
                seed,
                ..setup(Preset::Ffg2006, 4, None)
            })
            .unwrap()
            .table()
            .token
        })
        .collect();
    assert!((0..4).all(|s| drawn.contains(&s)), "{drawn:?}");
    // The duel always draws its first battle marker, and starts with the battle.
    for first in [Some(0), Some(1)] {
        let g = Game::new(setup(Preset::ZmanDuel, 2, first)).unwrap();
        assert_eq!(
            g.phase(),
            Phase::Battle {
                seat: g.table().token
            }
        );
        assert_eq!(g.own_deck_size(0), 23 - 8);
        assert_eq!(g.own_deck_size(1), 23 - 8);
        assert_eq!(g.deck_size(), 0);
        assert_eq!(g.card_census(), g.rules().all_cards(2));
    }
}

#[test]
fn arranging_positions_keeps_every_card() {
    let mut g = game(Preset::Ffg2006, 3, &[]);
    for seat in 0..3 {
        g.arrange_hand(seat, CardCounts::EMPTY).unwrap();
    }
    assert_eq!(
        g.arrange_hand(3, CardCounts::EMPTY).unwrap_err(),
        "there is no seat 3"
    );
    let twelve: CardCounts = "Heroine Heroine Heroine Heroine".parse().unwrap();
    let before = g.clone();
    assert_eq!(
        g.arrange_hand(0, twelve).unwrap_err(),
        "the deck and seat 0's hand do not hold [Heroine Heroine Heroine Heroine] between them"
    );
    assert_eq!(g, before, "a refused arrangement changes nothing");
    g.arrange_hand(0, "Heroine Heroine Heroine".parse().unwrap())
        .unwrap();
    assert_eq!(g.hand(0).get(Card::Heroine), 3);
    assert_eq!(g.deck_size(), 110 - 3);
    assert_eq!(g.card_census(), g.rules().all_cards(3));
    g.arrange_owner(Region::Roma, Some(2));
    g.arrange_owner(Region::Milano, Some(3));
    assert_eq!(g.table().owners[Region::Roma.index()], Some(2));
    assert_eq!(g.table().owners[Region::Milano.index()], None, "no seat 3");
    g.arrange_owner(Region::Roma, None);
    assert_eq!(g.table().owners[Region::Roma.index()], None);
    g.arrange_token(2);
    assert_eq!(g.to_act(), Some(2));
    g.arrange_token(3);
    assert_eq!(g.to_act(), Some(2), "no seat 3");
    // The duel trades with the seat's own deck.
    let mut g = game(Preset::ZmanDuel, 2, &[]);
    g.arrange_hand(1, "M10 M10".parse().unwrap()).unwrap();
    assert_eq!(g.own_deck_size(1), 21);
    assert_eq!(g.card_census(), g.rules().all_cards(2));
}

/// The summary the command-line tool and bug reports print.
#[test]
fn the_text_summary() {
    let mut g = game(Preset::Ffg2006, 2, &[Variant::HiddenCards]);
    own(&mut g, 1, &[Region::Milano, Region::Roma]);
    hands(&mut g, &["M5 M1", "Winter M1"]);
    play(&mut g, "region Napoli; M5; Winter");
    let text = g.to_string();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "ffg-2006 with 2 players, round 1, 0 battles fought"
    );
    assert_eq!(lines[1], "phase: Battle { seat: 0 }; token: seat 0");
    assert_eq!(lines[2], "seat 0: hand [M1] row [(M5)] regions []");
    assert_eq!(
        lines[3],
        "seat 1: hand [M1] row [Winter] regions [Milano Roma]"
    );
    assert_eq!(lines.len(), 4);
    let mut g = game(Preset::Ffg2006, 4, &[]);
    own(&mut g, 0, &[Region::Roma, Region::Siena]);
    hands(&mut g, &["M10 M1", "M1", "M1", "M1"]);
    play(&mut g, "region Firenze; M10; pass; pass; pass; pass");
    assert!(g
        .to_string()
        .ends_with("game over: winners 000001 by Adjacent { regions: 3 }\n"));
}

#[test]
fn outcomes_list_their_winners() {
    let o = Outcome {
        winners: 0b100101,
        reason: WinReason::SharedVictory,
    };
    assert_eq!(o.winner_seats().collect::<Vec<_>>(), vec![0, 2, 5]);
}

/// Strength as it stands, as announced (face-up only), and as its owner knows it.
#[test]
fn strengths_true_announced_and_own() {
    let mut g = game(Preset::Ffg2006, 2, &[Variant::HiddenCards]);
    hands(&mut g, &["M10 M5 M1", "M6 Drummer M1"]);
    play(&mut g, "region Roma; M10; M6; M5; Drummer");
    // Seat 0: 10 up, 5 down. Seat 1: 6 up (turned when the Drummer went down), Drummer down.
    let s = g.strengths();
    assert_eq!((s[0].total, s[1].total), (15, 12));
    assert_eq!(s[2].total, 0);
    // The totals alone, as a battle's end compares them.
    assert_eq!(g.strength_totals(), [15, 12, 0, 0, 0, 0]);
    let obs = g.observation(0);
    let announced = obs.announced_strengths();
    assert_eq!((announced[0].total, announced[1].total), (10, 6));
    assert_eq!(obs.own_strength().total, 15);
    assert_eq!(g.observation(1).own_strength().total, 12);
    assert_eq!(
        obs.rows[1],
        [
            engine::SeenCard {
                card: Some(Card::M6),
                face_up: true
            },
            engine::SeenCard {
                card: None,
                face_up: false
            }
        ]
    );
    assert_eq!(
        g.row(1),
        [
            PlayedCard {
                card: Card::M6,
                face_up: true
            },
            PlayedCard {
                card: Card::Drummer,
                face_up: false
            }
        ]
    );
    assert_eq!(obs.hand_sizes[..2], [1, 1]);
    assert_eq!(obs.deck_size as usize, g.deck_size());
    assert_eq!(obs.legal, g.legal_actions(), "seat 0's turn");
    assert!(g.observation(1).legal.is_empty());
}

/// A Mercenary a Scarecrow takes back is seen going into the hand, and forgotten once
/// it is played again or the hands are dealt anew.
#[test]
fn cards_known_in_a_hand() {
    let mut g = game(Preset::Ffg2006, 2, &[]);
    hands(&mut g, &["M10 M1", "M5 Scarecrow M1 M2"]);
    play(&mut g, "region Roma; M10; M5; M1; Scarecrow; take M5");
    assert_eq!(g.observation(0).table.known_in_hand[1].get(Card::M5), 1);
    let sample = g
        .observation(0)
        .sample_game(&mut engine::GameRng::from_seed(1));
    assert!(
        sample.hand(1).contains(Card::M5),
        "a known card stays in its hand"
    );
    play(&mut g, "M5");
    assert_eq!(g.observation(0).table.known_in_hand[1].get(Card::M5), 0);
    let ev = play(&mut g, "pass");
    assert!(ev.iter().any(|e| matches!(e, Event::BattleEnded { .. })));
}

/// Every seat's view names the seat to act as the game does, at every step of random
/// games (the AI and the app ask the view, never the game).
#[test]
fn every_view_names_the_seat_to_act() {
    for seed in 0..20u64 {
        let mut g = Game::new(Setup {
            rules: Preset::Ffg2006.rules(),
            players: 3 + (seed % 4) as u8,
            seed,
            first: None,
        })
        .unwrap();
        let mut rng = engine::GameRng::from_seed(seed);
        let mut seen = [false; 6];
        while !g.is_over() {
            for seat in 0..g.players() {
                assert_eq!(g.observation(seat).to_act(), g.to_act(), "seed {seed}");
            }
            if let Some(seat) = g.to_act() {
                seen[seat as usize] = true;
            }
            let legal = g.legal_actions();
            g.apply_unchecked(legal[rng.below(legal.len() as u32) as usize], &mut ());
        }
        assert_eq!(g.observation(0).to_act(), None);
        assert!(seen[1], "seed {seed}: seat 1 never acted");
    }
}

/// Who is still in the battle, as the app shows it: every seat until it passes, and nobody
/// between battles. Seat 5 is checked too: a 4-player table has no such seat in the battle.
#[test]
fn in_battle_is_true_from_the_region_to_the_pass() {
    let mut g = common::game(Preset::Ffg2006, 4, &[]);
    common::hands(&mut g, &["M1 M2", "M3 M1", "M5 M1", "M6 M1"]);
    let in_battle = |g: &Game| (0..6).map(|s| g.table().in_battle(s)).collect::<Vec<_>>();
    assert_eq!(in_battle(&g), [false; 6], "before a region is chosen");
    play(&mut g, "region Roma");
    assert_eq!(in_battle(&g), [true, true, true, true, false, false]);
    play(&mut g, "M1; pass");
    assert_eq!(in_battle(&g), [true, false, true, true, false, false]);
    play(&mut g, "pass; pass");
    assert_eq!(in_battle(&g), [true, false, false, false, false, false]);
    play(&mut g, "pass");
    assert_eq!(in_battle(&g), [false; 6], "after the battle");
}
