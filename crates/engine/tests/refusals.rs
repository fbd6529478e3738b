//! What a player reads when the engine refuses a move: the rule that forbids it, for
//! every kind of refusal (the app shows these texts as they are).

mod common;

use common::*;
use engine::{Preset, Region, Variant};

#[test]
fn choosing_a_region() {
    let mut g = game(Preset::Ffg2006, 3, &[]);
    own(&mut g, 0, &[Region::Milano]);
    own(&mut g, 1, &[Region::Roma]);
    assert_eq!(
        refused(&mut g, "region Milano"),
        "'region Milano' is not allowed: seat 0 already controls Milano"
    );
    assert_eq!(
        refused(&mut g, "region Roma"),
        "'region Roma' is not allowed: Roma is controlled by seat 1, and in ffg-2006 controlled regions cannot be attacked (§5.1; the Capture variant allows it)"
    );
    assert_eq!(
        refused(&mut g, "pass"),
        "'pass' is not allowed: seat 0 must choose the region of the next battle, not 'pass'"
    );
    assert_eq!(
        refused(&mut g, "decline"),
        "'decline' is not allowed: only the Hungarian classic rules let the Condottiere decline; in ffg-2006 the token holder must choose"
    );
    let mut g = game(Preset::ClassicHu, 2, &[]);
    play(&mut g, "decline");
    assert_eq!(
        refused(&mut g, "decline"),
        "'decline' is not allowed: every other player has already declined: this Condottiere must choose (ruling on 004)"
    );
    // The favor's region (placed by a Bishop in an earlier battle).
    let mut g = game(Preset::Ffg2006, 2, &[]);
    hands(&mut g, &["M5 M1", "Bishop M1"]);
    play(&mut g, "region Roma; M5; Bishop; favor Napoli; pass; pass");
    assert_eq!(
        refused(&mut g, "region Napoli"),
        "'region Napoli' is not allowed: Napoli has the papal favor: no battle may be fought there (§6)"
    );
}

#[test]
fn battle_turns() {
    let mut g = game(Preset::Ffg2006, 2, &[]);
    hands(&mut g, &["M5 M1", "M1"]);
    play(&mut g, "region Roma");
    assert_eq!(
        refused(&mut g, "M10"),
        "'M10' is not allowed: seat 0 has no M10 in hand"
    );
    assert_eq!(
        refused(&mut g, "pass reveal"),
        "'pass reveal' is not allowed: there is no face-down card in the row to reveal (Hidden cards only)"
    );
    assert_eq!(
        refused(&mut g, "region Roma"),
        "'region Roma' is not allowed: seat 0 must play a card or pass, not 'region Roma'"
    );
}

#[test]
fn the_scarecrow() {
    let mut g = game(Preset::Zman2018, 3, &[]);
    hands(&mut g, &["M10 M1", "M5 Scarecrow M1", "M1"]);
    play(&mut g, "region Roma; M10; M5; pass; M1; Scarecrow");
    assert_eq!(
        refused(&mut g, "take none"),
        "'take none' is not allowed: in zman-2018 the Scarecrow must take a Mercenary back when it can (002)"
    );
    assert_eq!(
        refused(&mut g, "take M10 from 0"),
        "'take M10 from 0' is not allowed: in zman-2018 the Scarecrow takes only from its player's own row"
    );
    assert_eq!(
        refused(&mut g, "take Heroine"),
        "'take Heroine' is not allowed: the Scarecrow takes back only Mercenaries, never a Heroine"
    );
    assert_eq!(
        refused(&mut g, "take M6"),
        "'take M6' is not allowed: there is no face-up M6 in that row to take back"
    );
    assert_eq!(
        refused(&mut g, "pass"),
        "'pass' is not allowed: seat 1 must pick the Mercenary their Scarecrow takes back, not 'pass'"
    );
    // classic-1995 may take from any row: naming a row is no fault there.
    let mut g = game(Preset::Classic1995, 2, &[]);
    hands(&mut g, &["M10 M1", "Scarecrow M1"]);
    play(&mut g, "region Roma; M10; Scarecrow");
    assert_eq!(
        refused(&mut g, "take M6 from 0"),
        "'take M6 from 0' is not allowed: there is no face-up M6 in that row to take back"
    );
}

#[test]
fn the_papal_favor() {
    let mut g = game(Preset::Zman2018, 3, &[]);
    own(&mut g, 2, &[Region::Milano]);
    hands(&mut g, &["M5 M1", "Bishop M1", "M1"]);
    play(&mut g, "region Roma; M5; Bishop");
    assert_eq!(
        refused(&mut g, "favor Roma"),
        "'favor Roma' is not allowed: the favor may not go on Roma, the region being fought over (R3)"
    );
    assert_eq!(
        refused(&mut g, "favor Milano"),
        "'favor Milano' is not allowed: Milano is controlled: the favor goes on a region with no control marker"
    );
    assert_eq!(
        refused(&mut g, "favor off"),
        "'favor off' is not allowed: in zman-2018 the favor must be placed on a free region"
    );
    assert_eq!(
        refused(&mut g, "M1"),
        "'M1' is not allowed: seat 1 must place the papal favor, not 'M1'"
    );
}

#[test]
fn after_the_battle() {
    let mut g = game(Preset::ClassicHu, 2, &[]);
    hands(&mut g, &["M10 Heroine", "M1 Winter"]);
    play(&mut g, "region Roma; M10; M1; pass; pass");
    assert_eq!(
        refused(&mut g, "pass"),
        "'pass' is not allowed: seat 0 must decide whether to discard a hand with no Mercenary, not 'pass'"
    );
    let mut g = game(Preset::Ffg2006, 2, &[]);
    hands(&mut g, &["M1", "M10 M10 M5"]);
    play(&mut g, "region Parma; M1; pass; region Roma");
    assert_eq!(
        refused(&mut g, "keep Heroine"),
        "'keep Heroine' is not allowed: seat 1 does not hold those cards"
    );
    assert_eq!(
        refused(&mut g, "pass"),
        "'pass' is not allowed: seat 1 must choose up to 2 cards to keep for the next round, not 'pass'"
    );
    let mut g = game(Preset::Ffg2006, 2, &[Variant::DrawAfterBattle]);
    play(&mut g, "region Roma; pass; pass");
    assert_eq!(
        refused(&mut g, "pass"),
        "'pass' is not allowed: seat 1 must choose how many cards to draw, from 0 to 3, not 'pass'"
    );
    assert_eq!(
        refused(&mut g, "draw 4"),
        "'draw 4' is not allowed: seat 1 may draw at most 3 now, not 4: up to 3 cards, within the hand limit of 10 + 1 per region, from what the deck and the discard pile hold (§9)"
    );
}

#[test]
fn after_the_end() {
    let mut g = game(Preset::Ffg2006, 4, &[]);
    own(&mut g, 0, &[Region::Roma, Region::Siena]);
    hands(&mut g, &["M10 M1", "M1", "M1", "M1"]);
    play(&mut g, "region Firenze; M10; pass; pass; pass; pass");
    assert!(g.is_over());
    assert_eq!(
        refused(&mut g, "pass"),
        "'pass' is not allowed: the game is over"
    );
}
