//! The rule bot in arranged positions: each special used as a player would.

use super::*;
use engine::Region;
use engine::{CardCounts, Game, Preset, Setup};

/// An ffg-2006 game for four with these hands (seat 0 holds the token and opens).
pub(crate) fn arranged(hands: [&str; 4]) -> Game {
    let mut game = Game::new(Setup {
        rules: Preset::Ffg2006.rules(),
        players: 4,
        seed: 11,
        first: Some(0),
    })
    .unwrap();
    for seat in 0..4 {
        game.arrange_hand(seat, CardCounts::EMPTY).unwrap();
    }
    for (seat, hand) in hands.iter().enumerate() {
        game.arrange_hand(seat as u8, hand.parse().unwrap())
            .unwrap();
    }
    game
}

fn play(game: &mut Game, actions: &str) {
    for a in engine::parse_actions(actions).unwrap() {
        game.apply(a).unwrap_or_else(|e| panic!("{e}"));
    }
}

fn bot(game: &Game) -> (Action, Why) {
    let obs = game.observation(game.to_act().unwrap());
    RuleBot::default()
        .choose(&View::from_observation(&obs))
        .unwrap()
}

#[test]
fn passes_when_it_already_wins() {
    let mut g = arranged(["M10 M2 M3", "M5 M1", "M4", "M6"]);
    play(&mut g, "region Roma; M10; M5; pass; pass; M2; pass");
    // Seat 0 leads 12 to 5 and everyone else is out.
    assert_eq!(bot(&g), (Action::Pass, Why::Winning));
}

#[test]
fn surrender_locks_a_lead_the_others_could_answer() {
    let mut g = arranged(["M10 M6 Surrender", "M5 M10 M10 Heroine", "M4", "M6"]);
    play(&mut g, "region Roma; M10; M5; pass; pass");
    assert_eq!(bot(&g).0, Action::Play(Card::Surrender));
}

#[test]
fn never_a_second_drummer() {
    let mut g = arranged(["Drummer Drummer M5 M1 M2", "M5 M6 M4", "M4", "M6"]);
    play(&mut g, "region Roma; M5; M6; pass; pass; Drummer; M4");
    // 10 against 15: another Drummer would add nothing.
    assert_ne!(bot(&g).0, Action::Play(Card::Drummer));
}

#[test]
fn winter_against_big_mercenaries() {
    let mut g = arranged(["M1 M1 M2 M2 Winter", "M10 M10 M3", "M4", "M6"]);
    play(
        &mut g,
        "region Roma; M1; M10; pass; pass; M1; M10; M2; pass",
    );
    // 4 against 20; under Winter 3 against 2.
    assert_eq!(bot(&g).0, Action::Play(Card::Winter));
}

#[test]
fn bishop_when_it_hurts_the_others_more() {
    let mut g = arranged(["M6 M5 Bishop M1", "M10 M10 M3", "M4", "M6"]);
    play(&mut g, "region Roma; M6; M10; pass; pass; M5; M10; M1; M3");
    // 12 against 23; the Bishop takes both 10s: 12 against 3.
    assert_eq!(bot(&g).0, Action::Play(Card::Bishop));
}

#[test]
fn scarecrow_rescues_a_big_mercenary_from_a_lost_battle() {
    let mut g = arranged(["M10 Scarecrow M1", "M10 M10 Heroine M6", "M4", "M6"]);
    play(&mut g, "region Roma; M10; M10; pass; pass; M1; M10; ");
    // 11 against 20 with a Heroine to come: out, but take the 10 back first.
    let (action, why) = bot(&g);
    assert_eq!((action, why), (Action::Play(Card::Scarecrow), Why::Rescue));
    g.apply(action).unwrap();
    assert_eq!(
        bot(&g).0,
        Action::TakeBack {
            card: Card::M10,
            from: None
        }
    );
}

#[test]
fn favor_goes_where_an_opponent_would_win() {
    let mut g = arranged(["Bishop M1", "M5", "M4", "M6"]);
    g.arrange_owner(Region::Roma, Some(1));
    g.arrange_owner(Region::Napoli, Some(1));
    play(&mut g, "region Torino; Bishop");
    let (action, _) = bot(&g);
    let Action::PlaceFavor(r) = action else {
        panic!("{action}")
    };
    // Three connected regions win: any free neighbour of Roma or Napoli would do it.
    let group = (1u32 << Region::Roma.index()) | (1 << Region::Napoli.index());
    let completing = Region::Roma.neighbours_mask() | Region::Napoli.neighbours_mask();
    assert!(completing & !group & (1 << r.index()) != 0, "{r}");
}

#[test]
fn region_choice_completes_its_own_kingdom() {
    let mut g = arranged(["M10 M10 M5 Heroine", "M5", "M4", "M6"]);
    g.arrange_owner(Region::Torino, Some(0));
    g.arrange_owner(Region::Milano, Some(0));
    let (action, _) = bot(&g);
    let Action::ChooseRegion(r) = action else {
        panic!("{action}")
    };
    assert!(
        [
            Region::Genova,
            Region::Venezia,
            Region::Mantova,
            Region::Modena,
            Region::Parma
        ]
        .contains(&r),
        "{r}"
    );
}

#[test]
fn keeps_its_best_two_cards_at_the_round_end() {
    let mut g = arranged(["M1 M10 Heroine Scarecrow", "", "", ""]);
    // The others have nothing: seat 0 wins, chooses the next region, and is the last
    // with cards.
    play(&mut g, "region Roma; M1; pass; region Napoli");
    assert_eq!(
        bot(&g).0,
        Action::Keep([Some(Card::M10), Some(Card::Heroine)])
    );
}

#[test]
fn discards_a_hand_that_cannot_fight() {
    let mut g = arranged(["M1 Scarecrow Scarecrow Drummer", "M2 M3", "M4 M5", "M6 M2"]);
    play(
        &mut g,
        "region Roma; M1; pass; pass; pass; pass; region Napoli",
    );
    assert_eq!(g.phase(), Phase::HandDiscard { seat: 0 });
    assert_eq!(bot(&g).0, Action::DiscardHand);
    let mut g = arranged(["M1 Heroine Drummer", "M2 M3", "M4 M5", "M6 M2"]);
    play(
        &mut g,
        "region Roma; M1; pass; pass; pass; pass; region Napoli",
    );
    assert_eq!(bot(&g).0, Action::KeepHand);
}

#[test]
fn draws_as_many_cards_as_it_may_after_a_battle() {
    let mut g = Game::new(Setup {
        rules: Preset::Ffg2006
            .rules()
            .with_variant(engine::Variant::DrawAfterBattle),
        players: 2,
        seed: 11,
        first: Some(0),
    })
    .unwrap();
    g.arrange_hand(0, "M10 M1 M2".parse().unwrap()).unwrap();
    g.arrange_hand(1, "M1 M2".parse().unwrap()).unwrap();
    play(&mut g, "region Roma; M10; pass; pass");
    assert_eq!(g.phase(), engine::Phase::DrawCards { seat: 0 });
    assert_eq!(bot(&g), (Action::Draw(3), Why::DrawMost));
}
