//! The checks of a state's phase (`Game::try_from`), one at a time: a battle turn fits its
//! battle, the phases between battles fit the clean-up, the end fits the outcome, and
//! someone can act.

mod common;

use common::rules;
use common::states::{accepted, in_battle, reach, refused, start};
use engine::game::CleanupStage;
use engine::{
    Card, Game, Outcome, Phase, PlayedCard, Preset, Region, StateError, UncheckedGame, Variant,
    WinReason,
};

#[test]
fn a_battle_turn_fits_its_battle() {
    let s = in_battle(Preset::Ffg2006, &[], 3);
    let Phase::Battle { seat } = s.table.phase else {
        unreachable!()
    };
    // The player to act holds cards, takes part, has not passed.
    assert_eq!(
        refused(&s, |s| {
            let hand = std::mem::take(&mut s.hands[seat as usize]);
            s.table.discard.add_all(&hand);
        }),
        StateError::Phase
    );
    assert_eq!(
        refused(&s, |s| s.table.battle.passed |= 1 << seat),
        StateError::Phase
    );
    assert_eq!(
        refused(&s, |s| s.table.battle.participants &= !(1 << seat)),
        StateError::Phase
    );
    // Two take part at least.
    assert_eq!(
        refused(&s, |s| s.table.battle.participants = 1 << seat),
        StateError::Phase
    );
    assert_eq!(
        refused(&s, |s| s.table.cleanup.stage = CleanupStage::Refill),
        StateError::Phase
    );
    // A region outside the duel and the final battle, not the favor's; its owner defends.
    assert_eq!(
        refused(&s, |s| s.table.battle.region = None),
        StateError::Phase
    );
    let region = s.table.battle.region.unwrap();
    assert_eq!(
        refused(&s, |s| s.table.favor = Some(region)),
        StateError::Phase
    );
    assert_eq!(
        refused(&s, |s| s.table.battle.defender = Some(1)),
        StateError::Phase
    );
    let duel = in_battle(Preset::ZmanDuel, &[], 2);
    accepted(&duel, |_| {});
    assert_eq!(
        refused(&duel, |s| s.table.battle.region = Some(Region::Roma)),
        StateError::Phase
    );
    assert_eq!(
        refused(&duel, |s| s.table.battle.defender = Some(0)),
        StateError::Phase
    );
    // Outside the battle, the rows are empty.
    let final_battle = reach(rules(Preset::ClassicHu, &[]), 5, |g| {
        g.table().final_battle
            && g.table().battle.participants.count_ones() < 5
            && matches!(g.phase(), Phase::Battle { .. })
    });
    accepted(&final_battle, |_| {});
    let outsider = (0..4)
        .find(|&o| final_battle.table.battle.participants & (1 << o) == 0)
        .unwrap();
    assert_eq!(
        refused(&final_battle, |s| {
            let card = s.deck.pop().unwrap();
            s.rows[outsider].push(PlayedCard {
                card,
                face_up: true,
            });
        }),
        StateError::Phase
    );
    assert_eq!(
        refused(&final_battle, |s| s.table.phase = Phase::ChooseRegion),
        StateError::Phase
    );
}

#[test]
fn phases_between_battles_fit_the_clean_up() {
    let choose = start(Preset::Ffg2006, 3);
    assert_eq!(
        refused(&choose, |s| s.table.final_battle = true),
        StateError::Phase
    );
    assert_eq!(
        refused(&choose, |s| s.table.cleanup.stage =
            CleanupStage::HandDiscard),
        StateError::Phase
    );
    accepted(&choose, |s| {
        s.table.cleanup.stage = CleanupStage::ChooseFirst
    });
    let classic = start(Preset::Classic1995, 3);
    assert_eq!(
        refused(&classic, |s| s.table.cleanup.stage =
            CleanupStage::ChooseFirst),
        StateError::Phase
    );
    let duel = in_battle(Preset::ZmanDuel, &[], 2);
    assert_eq!(
        refused(&duel, |s| s.table.phase = Phase::ChooseRegion),
        StateError::Phase
    );
    // A hand discard: asked in turn, a hand with no Mercenary.
    let discard = reach(rules(Preset::Classic1995, &[]), 4, |g| {
        matches!(g.phase(), Phase::HandDiscard { .. })
    });
    accepted(&discard, |_| {});
    let Phase::HandDiscard { seat } = discard.table.phase else {
        unreachable!()
    };
    assert_eq!(
        refused(&discard, |s| s.table.cleanup.stage = CleanupStage::Refill),
        StateError::Phase
    );
    assert_eq!(
        refused(&discard, |s| s.table.cleanup.asked += 1),
        StateError::Phase
    );
    // Every seat asked already: no one is asked again, not even the one the count would
    // come round to (the token's holder).
    assert_eq!(
        refused(&discard, |s| {
            s.table.token = seat;
            s.table.cleanup.asked = s.table.players;
        }),
        StateError::Phase
    );
    // A hand with a Mercenary is not asked.
    assert_eq!(
        refused(&discard, |s| {
            take_one_from_elsewhere(s, Card::M1, seat);
            s.hands[seat as usize].add(Card::M1, 1);
        }),
        StateError::Phase
    );
    assert_eq!(
        refused(&discard, |s| {
            let hand = std::mem::take(&mut s.hands[seat as usize]);
            s.table.discard.add_all(&hand);
        }),
        StateError::Phase
    );
    // Keeping cards: ffg's round end, the keeper holds cards.
    let keep = reach(rules(Preset::Ffg2006, &[]), 3, |g| {
        matches!(g.phase(), Phase::KeepCards { .. })
    });
    accepted(&keep, |_| {});
    let Phase::KeepCards { seat } = keep.table.phase else {
        unreachable!()
    };
    assert_eq!(
        refused(&keep, |s| s.table.cleanup.stage = CleanupStage::Next),
        StateError::Phase
    );
    assert_eq!(
        refused(&keep, |s| {
            let hand = std::mem::take(&mut s.hands[seat as usize]);
            s.table.known_in_hand[seat as usize] = engine::CardCounts::EMPTY;
            s.table.discard.add_all(&hand);
        }),
        StateError::Phase
    );
    // Only ffg keeps cards at a round's end.
    let classic = start(Preset::Classic1995, 3);
    assert_eq!(
        refused(&classic, |s| {
            s.table.phase = Phase::KeepCards { seat: 0 };
            s.table.cleanup.stage = CleanupStage::Keep;
        }),
        StateError::Phase
    );
    // Drawing cards: Draw after battle as now played, asked in turn.
    let draw = reach(
        rules(Preset::Ffg2006, &[Variant::DrawAfterBattle]),
        3,
        |g| matches!(g.phase(), Phase::DrawCards { .. }),
    );
    accepted(&draw, |_| {});
    assert_eq!(
        refused(&draw, |s| s.table.cleanup.stage = CleanupStage::HandDiscard),
        StateError::Phase
    );
    assert_eq!(
        refused(&draw, |s| s.table.cleanup.asked += 1),
        StateError::Phase
    );
    assert_eq!(
        refused(&draw, |s| s.table.rules = s.table.rules.for_v1_records()),
        StateError::Phase
    );
}

/// Takes a `card` from the deck, the discard or another seat's hand than `seat`'s.
fn take_one_from_elsewhere(s: &mut UncheckedGame, card: Card, seat: u8) {
    if let Some(i) = s.deck.iter().position(|&c| c == card) {
        s.deck.remove(i);
    } else if !s.table.discard.remove(card, 1) {
        let other = (0..s.hands.len())
            .find(|&o| o != seat as usize && s.hands[o].contains(card))
            .unwrap();
        s.hands[other].remove(card, 1);
    }
}

#[test]
fn the_end_fits_the_outcome_and_someone_can_act() {
    let over = reach(rules(Preset::Ffg2006, &[]), 3, Game::is_over);
    assert_eq!(
        refused(&over, |s| s.table.outcome = None),
        StateError::Phase
    );
    assert_eq!(
        refused(&over, |s| s.table.outcome.as_mut().unwrap().winners = 0),
        StateError::Phase
    );
    let playing = start(Preset::Ffg2006, 3);
    assert_eq!(
        refused(&playing, |s| {
            s.table.outcome = Some(Outcome {
                winners: 1,
                reason: WinReason::SharedVictory,
            })
        }),
        StateError::Phase
    );
    // A Scarecrow that must take a Mercenary back, with none face up: no move.
    let scarecrow = reach(rules(Preset::Zman2018, &[]), 3, |g| {
        matches!(g.phase(), Phase::Scarecrow { .. })
    });
    accepted(&scarecrow, |_| {});
    let Phase::Scarecrow { seat } = scarecrow.table.phase else {
        unreachable!()
    };
    assert_eq!(
        refused(&scarecrow, |s| {
            let row = std::mem::take(&mut s.rows[seat as usize]);
            for p in row {
                if p.card.is_mercenary() {
                    s.table.discard.add(p.card, 1);
                } else {
                    s.rows[seat as usize].push(p);
                }
            }
        }),
        StateError::Phase
    );
    // The favor: only where the edition has one, never in the final battle.
    let favor = reach(rules(Preset::Ffg2006, &[]), 3, |g| {
        matches!(g.phase(), Phase::Favor { .. })
    });
    accepted(&favor, |_| {});
    assert_eq!(
        refused(&favor, |s| {
            s.table.final_battle = true;
            s.table.battle.region = None;
            s.table.battle.defender = None;
        }),
        StateError::Phase
    );
    let classic = in_battle(Preset::Classic1995, &[], 3);
    let Phase::Battle { seat } = classic.table.phase else {
        unreachable!()
    };
    assert_eq!(
        refused(&classic, |s| s.table.phase = Phase::Favor { seat }),
        StateError::Phase
    );
}
