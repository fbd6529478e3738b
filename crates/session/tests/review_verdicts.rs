//! The verdicts' thresholds at their edges, and the accuracy formula.

use engine::{Action, Card};
use session::review::{
    accuracy, Decision, Verdict, VerdictCounts, GOOD_UP_TO, INACCURACY_UP_TO, MISTAKE_UP_TO,
};

#[test]
fn thresholds_are_the_documented_ones() {
    // README and the module documentation give these figures.
    assert_eq!((GOOD_UP_TO, INACCURACY_UP_TO, MISTAKE_UP_TO), (4, 9, 19));
}

#[test]
fn each_verdict_at_its_edges() {
    assert_eq!(Verdict::from_loss(0), Verdict::Best);
    assert_eq!(Verdict::from_loss(1), Verdict::Good);
    assert_eq!(Verdict::from_loss(GOOD_UP_TO), Verdict::Good);
    assert_eq!(Verdict::from_loss(GOOD_UP_TO + 1), Verdict::Inaccuracy);
    assert_eq!(Verdict::from_loss(INACCURACY_UP_TO), Verdict::Inaccuracy);
    assert_eq!(Verdict::from_loss(INACCURACY_UP_TO + 1), Verdict::Mistake);
    assert_eq!(Verdict::from_loss(MISTAKE_UP_TO), Verdict::Mistake);
    assert_eq!(Verdict::from_loss(MISTAKE_UP_TO + 1), Verdict::Blunder);
    assert_eq!(Verdict::from_loss(u8::MAX), Verdict::Blunder);
}

#[test]
fn thirty_points_or_more_is_a_mistake_or_a_blunder() {
    for loss in 30..=u8::MAX {
        let v = Verdict::from_loss(loss);
        assert!(
            matches!(v, Verdict::Mistake | Verdict::Blunder),
            "{loss}: {v:?}"
        );
    }
    // And the verdicts never soften as the loss grows.
    for loss in 0..u8::MAX {
        assert!(Verdict::from_loss(loss) <= Verdict::from_loss(loss + 1));
    }
}

#[test]
fn verdict_names_in_data() {
    let ids: Vec<&str> = Verdict::ALL.iter().map(|v| v.id()).collect();
    assert_eq!(ids, ["best", "good", "inaccuracy", "mistake", "blunder"]);
    for v in Verdict::ALL {
        assert_eq!(serde_json::to_value(v).unwrap(), v.id());
    }
}

fn decision(best: u8, played: u8, others: &[u8]) -> Decision {
    let mut options = vec![(Action::Pass, best), (Action::Play(Card::M1), played)];
    options.extend(others.iter().map(|&c| (Action::Play(Card::M2), c)));
    Decision {
        move_index: 0,
        seat: 0,
        played: Action::Play(Card::M1),
        best: Action::Pass,
        chance_played: played,
        chance_best: best,
        verdict: Verdict::from_loss(best.saturating_sub(played)),
        options,
    }
}

#[test]
fn loss_and_stake() {
    let d = decision(50, 40, &[10, 30]);
    assert_eq!(d.loss(), 10);
    assert_eq!(d.stake(), 40, "best minus the worst option");
    // A played action the search rated above its choice gave nothing up.
    assert_eq!(decision(40, 45, &[]).loss(), 0);
    assert_eq!(decision(40, 45, &[]).stake(), 0);
    // The played action is counted among the options even if missing from them.
    let mut lone = decision(50, 20, &[]);
    lone.options.truncate(1);
    assert_eq!(lone.stake(), 30);
}

#[test]
fn accuracy_is_the_share_of_the_stake_kept() {
    assert_eq!(accuracy([].iter()), None);
    assert_eq!(accuracy([decision(50, 40, &[10])].iter()), Some(75));
    // Summed over decisions: (10 + 0) lost of (40 + 60) at stake.
    let two = [decision(50, 40, &[10]), decision(80, 80, &[20])];
    assert_eq!(accuracy(two.iter()), Some(90));
    // Rounded half up: 1 lost of 8 at stake is 87.5 %.
    assert_eq!(accuracy([decision(9, 8, &[1])].iter()), Some(88));
    // 2 lost of 3: 33.3 %.
    assert_eq!(accuracy([decision(3, 1, &[0])].iter()), Some(33));
    assert_eq!(accuracy([decision(30, 0, &[])].iter()), Some(0));
    // Nothing at stake, nothing lost.
    assert_eq!(accuracy([decision(30, 30, &[30])].iter()), Some(100));
}

#[test]
fn verdict_counts() {
    let mut counts = VerdictCounts::default();
    for (k, v) in Verdict::ALL.into_iter().enumerate() {
        for _ in 0..=k {
            counts.add(v);
        }
    }
    for (k, v) in Verdict::ALL.into_iter().enumerate() {
        assert_eq!(counts.get(v), k as u32 + 1);
    }
    let json = serde_json::to_value(counts).unwrap();
    assert_eq!(json["blunder"], 5);
    assert_eq!(json["best"], 1);
}
