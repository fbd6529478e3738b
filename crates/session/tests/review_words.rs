//! The review in words, in all five languages.

#[path = "review_support.rs"]
mod support;

use engine::{Action, Card, Region};
use i18n::Catalog;
use session::review::words::{
    alternatives_in_words, battle_in_words, decision_in_words, player_name, region_in_words,
    turning_point_in_words, verdict_in_words,
};
use session::review::{BattleKind, BattleMark, Decision, TurningPoint, Verdict};
use support::catalogs;

fn notation(action: Action) -> String {
    action.to_string()
}

const M5: Action = Action::Play(Card::M5);
const WINTER: Action = Action::Play(Card::Winter);
const BISHOP: Action = Action::Play(Card::Bishop);

fn battles() -> Vec<BattleMark> {
    let mark = |start, end, kind, region| BattleMark {
        start,
        end,
        kind,
        region,
    };
    vec![
        mark(0, 9, BattleKind::Region, Some(Region::Milano)),
        mark(10, 20, BattleKind::Final, None),
        mark(21, 30, BattleKind::Duel, None),
    ]
}

fn names() -> Vec<String> {
    vec!["Anna".into(), "Bianca".into(), "  ".into()]
}

#[test]
fn the_ais_alternatives_in_words() {
    let en = Catalog::english();
    let ranked = [(Action::Pass, 45), (M5, 31), (WINTER, 12), (BISHOP, 3)];
    assert_eq!(
        alternatives_in_words(&en, (Action::Pass, 45), &ranked, &notation),
        "pass (45%) rather than M5 (31%) or Winter (12%)"
    );
    // The chosen one is never its own alternative, wherever it stands in the list.
    assert_eq!(
        alternatives_in_words(&en, (M5, 31), &ranked, &notation),
        "M5 (31%) rather than pass (45%) or Winter (12%)"
    );
    assert_eq!(
        alternatives_in_words(&en, (M5, 31), &ranked[..2], &notation),
        "M5 (31%) rather than pass (45%)"
    );
    assert_eq!(
        alternatives_in_words(&en, (M5, 31), &ranked[1..2], &notation),
        "M5 (31%)"
    );
    assert_eq!(
        alternatives_in_words(&en, (M5, 31), &[], &notation),
        "M5 (31%)"
    );
    for catalog in catalogs() {
        let text = alternatives_in_words(&catalog, (Action::Pass, 45), &ranked, &notation);
        for part in ["pass", "45", "M5", "31", "Winter", "12"] {
            assert!(text.contains(part), "{:?}: {text}", catalog.lang());
        }
        assert!(!text.contains("Bishop"), "{text}");
    }
}

#[test]
fn a_turning_point_in_words() {
    let en = Catalog::english();
    let fell = TurningPoint {
        move_index: 40,
        mover: 1,
        action: BISHOP,
        battle: Some(0),
        seat: 0,
        from: 62,
        to: 18,
    };
    assert_eq!(
        turning_point_in_words(&en, &fell, &battles(), &names(), &notation),
        "Move 41, the battle for Milan: Bianca — Bishop. Anna's chance fell from 62% to 18%."
    );
    let rose = TurningPoint {
        from: 18,
        to: 62,
        battle: Some(1),
        seat: 2,
        ..fell
    };
    assert_eq!(
        turning_point_in_words(&en, &rose, &battles(), &names(), &notation),
        "Move 41, the final battle: Bianca — Bishop. Player 3's chance rose from 18% to 62%."
    );
    for catalog in catalogs() {
        let down = turning_point_in_words(&catalog, &fell, &battles(), &names(), &notation);
        let up = turning_point_in_words(&catalog, &rose, &battles(), &names(), &notation);
        let milan = region_in_words(&catalog, Region::Milano);
        for part in ["41", "Bianca", "Anna", "Bishop", "62", "18", milan.as_str()] {
            assert!(down.contains(part), "{:?}: {down}", catalog.lang());
        }
        assert_ne!(
            down.replace("62", "").replace("18", ""),
            up.replace("62", "").replace("18", "")
        );
    }
}

#[test]
fn battles_in_words() {
    let en = Catalog::english();
    let b = battles();
    assert_eq!(battle_in_words(&en, &b, Some(0)), "the battle for Milan");
    assert_eq!(battle_in_words(&en, &b, Some(1)), "the final battle");
    assert_eq!(battle_in_words(&en, &b, Some(2)), "battle 3");
    assert_eq!(battle_in_words(&en, &b, None), "before the first battle");
    assert_eq!(battle_in_words(&en, &b, Some(3)), "before the first battle");
    // A region battle the engine reported without its region: named by its number.
    let odd = [BattleMark {
        region: None,
        ..b[0]
    }];
    assert_eq!(battle_in_words(&en, &odd, Some(0)), "battle 1");
    for catalog in catalogs() {
        let texts: Vec<String> = [Some(0), Some(1), Some(2), None]
            .into_iter()
            .map(|i| battle_in_words(&catalog, &b, i))
            .collect();
        assert!(texts[0].contains(&region_in_words(&catalog, Region::Milano)));
        assert!(texts[2].contains('3'));
        for t in &texts {
            assert!(!t.starts_with("review-"), "{t}");
        }
    }
}

#[test]
fn verdicts_regions_and_players_in_words() {
    for catalog in catalogs() {
        let verdicts: std::collections::BTreeSet<String> = Verdict::ALL
            .iter()
            .map(|&v| verdict_in_words(&catalog, v))
            .collect();
        assert_eq!(verdicts.len(), 5, "{verdicts:?}");
        for v in &verdicts {
            assert!(!v.starts_with("review-"), "{v}");
        }
        for region in Region::ALL {
            let name = region_in_words(&catalog, region);
            assert!(!name.starts_with("region-"), "{name}");
        }
    }
    let en = Catalog::english();
    assert_eq!(verdict_in_words(&en, Verdict::Blunder), "Blunder");
    assert_eq!(region_in_words(&en, Region::Venezia), "Venice");
    assert_eq!(player_name(&en, &names(), 1), "Bianca");
    assert_eq!(player_name(&en, &names(), 2), "Player 3", "a blank name");
    assert_eq!(player_name(&en, &names(), 5), "Player 6", "no name at all");
}

#[test]
fn a_decision_in_words() {
    let en = Catalog::english();
    let mistake = Decision {
        move_index: 11,
        seat: 0,
        played: M5,
        best: Action::Pass,
        chance_played: 31,
        chance_best: 45,
        verdict: Verdict::Mistake,
        options: vec![(Action::Pass, 45), (M5, 31)],
    };
    assert_eq!(
        decision_in_words(&en, &mistake, &names(), &notation),
        "Move 12, Anna: M5 (31%); best found: pass (45%). Mistake."
    );
    let best = Decision {
        played: Action::Pass,
        chance_played: 45,
        verdict: Verdict::Best,
        ..mistake.clone()
    };
    assert_eq!(
        decision_in_words(&en, &best, &names(), &notation),
        "Move 12, Anna: pass (45%), the best move found."
    );
    for catalog in catalogs() {
        let text = decision_in_words(&catalog, &mistake, &names(), &notation);
        let verdict = verdict_in_words(&catalog, Verdict::Mistake);
        for part in ["12", "Anna", "M5", "31", "pass", "45", verdict.as_str()] {
            assert!(text.contains(part), "{:?}: {text}", catalog.lang());
        }
    }
}
