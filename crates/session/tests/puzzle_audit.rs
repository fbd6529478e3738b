//! The independent audit accepts true proofs and refuses every false claim: a wrong best
//! score, a move that is not best or not the only best, the goal in hand earlier or
//! later than claimed, a reply that is not the solver's, an illegal or unfinished line,
//! a trivial puzzle, a wrong count of decisions or difficulty, a kingdom not won.

mod common;

use common::{build, plays};
use engine::{Action, Card, Game, Preset};
use session::puzzle::audit::{audit, audit_claim, Claim, Exact};
use session::puzzle::solution::{in_hand, prove, Proof, Rejection};
use session::puzzle::solver::Solver;
use session::puzzle::{Difficulty, Goal, Puzzle};

fn claim<'a>(game: &'a Game, goal: Goal, proof: &'a Proof) -> Claim<'a> {
    Claim {
        game,
        seat: 0,
        goal,
        proof,
        difficulty: Difficulty::of(proof),
    }
}

fn refused(claim: Claim, why: &str) {
    match audit_claim(claim) {
        Ok(_) => panic!("accepted, expected: {why}"),
        Err(e) => assert!(e.contains(why), "{e}, expected: {why}"),
    }
}

/// Seat 0 leads 5 to 2 and holds Surrender against three 10s.
fn surrender() -> Game {
    build(
        Preset::ClassicHu,
        &["M5 Surrender M1", "M2 M10 M10 M10"],
        "region Roma; M5; M2",
    )
}

#[test]
fn a_true_proof_is_accepted_and_false_claims_are_not() {
    let game = surrender();
    let (proof, _) = prove(&game, 0, Goal::Win).unwrap();
    let positions = audit_claim(claim(&game, Goal::Win, &proof)).unwrap();
    assert!(positions > 1, "{positions}");

    let higher = Proof {
        best: proof.best + 1,
        ..proof.clone()
    };
    refused(claim(&game, Goal::Win, &higher), "best score");
    // Seat 1 cannot win: a goal that cannot be reached is no puzzle, even proved right.
    let missed = Proof {
        best: 0,
        ..proof.clone()
    };
    refused(
        Claim {
            seat: 1,
            ..claim(&game, Goal::Win, &missed)
        },
        "best score",
    );
    let passing = Proof {
        line: plays(&[(0, Action::Pass)]),
        ..proof.clone()
    };
    refused(claim(&game, Goal::Win, &passing), "not a best move");
    let illegal = Proof {
        line: plays(&[(0, Action::Play(Card::M10))]),
        ..proof.clone()
    };
    refused(claim(&game, Goal::Win, &illegal), "not a legal move");
    let unfinished = Proof {
        line: Vec::new(),
        solution_len: 0,
        ..proof.clone()
    };
    refused(
        claim(&game, Goal::Win, &unfinished),
        "does not end the battle",
    );
    let counted = Proof {
        decisions: 2,
        ..proof.clone()
    };
    refused(claim(&game, Goal::Win, &counted), "decisions");
    refused(
        Claim {
            difficulty: Difficulty::Hard,
            ..claim(&game, Goal::Win, &proof)
        },
        "difficulty",
    );
    // Rome alone completes no kingdom.
    refused(claim(&game, Goal::Kingdom, &proof), "does not win the game");
}

/// Winter or a 2 then Winter: two answers to a plain win, alone in the battle.
#[test]
fn two_answers_are_not_one() {
    let game = build(
        Preset::ClassicHu,
        &["M1 M1 M1 M2 Winter", "M10 M10 M3"],
        "region Roma; M1; M10; M1; M10; M1; pass",
    );
    let line = plays(&[(0, Action::Play(Card::Winter)), (0, Action::Pass)]);
    let proof = Proof {
        best: 1,
        line,
        solution_len: 1,
        decisions: 1,
        effects: vec![Card::Winter],
    };
    refused(claim(&game, Goal::Win, &proof), "not the one best move");
    let mut exact = Exact::new(&game, 0, Goal::Win);
    assert_eq!(exact.score(&game), 1);
    assert_eq!(exact.answers(&game, 1).len(), 2);
    let mut cheap = Exact::new(&game, 0, Goal::WinKeepingCards);
    let best = cheap.score(&game);
    assert_eq!(cheap.answers(&game, best).len(), 1);
}

/// Seat 1 is still in the battle with no card left: seat 0 is not alone, so three
/// orders of the same three cards are three best moves, not one answer.
#[test]
fn a_rival_with_no_cards_still_counts_as_in() {
    let game = build(
        Preset::ClassicHu,
        &["M1 M5 M3 M2", "M10"],
        "region Roma; M1; M10",
    );
    assert!(game.table().in_battle(1) && game.hand(1).is_empty());
    assert_eq!(
        prove(&game, 0, Goal::WinKeepingCards).unwrap_err(),
        Rejection::NotUnique { step: 0 }
    );
    let line = plays(&[
        (0, Action::Play(Card::M2)),
        (0, Action::Play(Card::M3)),
        (0, Action::Play(Card::M5)),
    ]);
    let proof = Proof {
        best: Exact::new(&game, 0, Goal::WinKeepingCards).score(&game),
        line,
        solution_len: 3,
        decisions: 3,
        effects: Vec::new(),
    };
    refused(
        claim(&game, Goal::WinKeepingCards, &proof),
        "not the one best move",
    );
}

/// The goal is in hand after the Scarecrow's pick: not before, not after.
#[test]
fn the_goal_is_in_hand_where_the_solution_ends() {
    let puzzle = Puzzle::from_code("gyab0msha").unwrap();
    assert_eq!(puzzle.proof().solution_len, 2);
    let with = |solution_len| Proof {
        solution_len,
        ..puzzle.proof().clone()
    };
    let base = Claim {
        game: puzzle.game(),
        seat: puzzle.seat(),
        goal: puzzle.goal(),
        proof: puzzle.proof(),
        difficulty: puzzle.difficulty(),
    };
    assert!(audit_claim(base).is_ok());
    let late = with(3);
    refused(
        Claim {
            proof: &late,
            ..base
        },
        "already in hand",
    );
    let early = with(0);
    refused(
        Claim {
            proof: &early,
            ..base
        },
        "not in hand",
    );
    // The line ends with the battle: the seat won and chooses the next region, a legal
    // move but no longer the puzzle's.
    let mut end = puzzle.game().clone();
    for step in puzzle.line() {
        end.apply(step.action).unwrap();
    }
    assert_eq!(end.to_act(), Some(puzzle.seat()));
    let mut replayed = puzzle.proof().clone();
    replayed.line.push(session::puzzle::Step {
        seat: puzzle.seat(),
        action: end.legal_actions()[0],
    });
    refused(
        Claim {
            proof: &replayed,
            ..base
        },
        "the line goes on after the battle",
    );
    // In puzzle 115 the seat passes after a rival's pass: the rival's pass closes nothing.
    let stop = Puzzle::from_number(115).unwrap();
    assert_eq!(stop.proof().solution_len, 2);
    assert_eq!(stop.line()[1].action, Action::Pass);
    let rivals = Proof {
        solution_len: 1,
        ..stop.proof().clone()
    };
    let claim = Claim {
        game: stop.game(),
        seat: stop.seat(),
        goal: stop.goal(),
        proof: &rivals,
        difficulty: stop.difficulty(),
    };
    refused(claim, "step 1: the goal is not in hand");
}

/// Both take-backs from the rival's row win: two answers, even with the same card.
#[test]
fn two_take_backs_are_refused_as_one_answer() {
    let game = build(
        Preset::Classic1995,
        &["M4 M2 M2 Scarecrow", "M5 M4 M1"],
        "region Roma; M4; M5; M2; M4; M2; pass",
    );
    let take = Action::TakeBack {
        card: Card::M5,
        from: Some(1),
    };
    let proof = Proof {
        best: 1,
        line: plays(&[
            (0, Action::Play(Card::Scarecrow)),
            (0, take),
            (0, Action::Pass),
        ]),
        solution_len: 2,
        decisions: 1,
        effects: vec![Card::Scarecrow],
    };
    refused(
        claim(&game, Goal::Win, &proof),
        "step 1: take M5 from 1 is not the one best move",
    );
}

/// In puzzle 250 seat 1 answers the first 2 with a 1, which makes seat 0 spend another
/// card: a line where it passes instead is not the solver's.
#[test]
fn a_reply_that_is_not_best_is_refused() {
    let puzzle = Puzzle::from_number(250).unwrap();
    let reply = puzzle.line()[1];
    assert_eq!((reply.seat, reply.action), (1, Action::Play(Card::M1)));
    // The seat's plays in the solution are its own, not the reply's.
    let own: Vec<Card> = puzzle.proof().plays(0).collect();
    assert_eq!(own, [Card::M2, Card::M2]);
    let mut line = puzzle.line().to_vec();
    line[1].action = Action::Pass;
    let proof = Proof {
        line,
        ..puzzle.proof().clone()
    };
    let claim = Claim {
        game: puzzle.game(),
        seat: puzzle.seat(),
        goal: puzzle.goal(),
        proof: &proof,
        difficulty: puzzle.difficulty(),
    };
    refused(claim, "the reply pass lets the seat score");
}

/// Seat 0 leads 10 to 2 and seat 1 holds two 1s: passing wins at once, while seat 1 is
/// still in. The closing pass is right; the puzzle is trivial.
#[test]
fn a_closing_pass_while_others_play_on() {
    let game = build(
        Preset::ClassicHu,
        &["M10 M1", "M2 M1 M1"],
        "region Roma; M10; M2",
    );
    let proof = Proof {
        best: 1,
        line: plays(&[(0, Action::Pass), (1, Action::Pass)]),
        solution_len: 0,
        decisions: 0,
        effects: Vec::new(),
    };
    refused(claim(&game, Goal::Win, &proof), "trivial");
    // The solver finds the goal in hand at once: no puzzle.
    let mut solver = Solver::new(&game, 0, Goal::Win).unwrap();
    assert!(in_hand(&mut solver, &game, 1));
    assert_eq!(prove(&game, 0, Goal::Win).unwrap_err(), Rejection::Trivial);
}

/// One plain card, the 5, is the cheapest win: a true proof of no puzzle.
#[test]
fn one_plain_card_is_trivial() {
    let game = build(
        Preset::ClassicHu,
        &["M3 M3 M5 M1 M2", "M10 M4"],
        "region Roma; M3; M10; M3; pass",
    );
    assert_eq!(
        prove(&game, 0, Goal::WinKeepingCards).unwrap_err(),
        Rejection::Trivial
    );
    let proof = Proof {
        best: Exact::new(&game, 0, Goal::WinKeepingCards).score(&game),
        line: plays(&[(0, Action::Play(Card::M5)), (0, Action::Pass)]),
        solution_len: 1,
        decisions: 1,
        effects: Vec::new(),
    };
    refused(claim(&game, Goal::WinKeepingCards, &proof), "trivial");
}

/// Puzzles the quick sample may not hold: a kingdom won by seat 2, a rival stopped, a
/// reply that makes the win cost more.
#[test]
fn a_kingdom_and_a_contested_stop_are_proved() {
    for number in [75_467, 115, 250] {
        let puzzle = Puzzle::from_number(number).unwrap();
        assert!(audit(&puzzle).unwrap() > 1, "{number}");
    }
    let kingdom = Puzzle::from_number(75_467).unwrap();
    assert_eq!((kingdom.goal(), kingdom.seat()), (Goal::Kingdom, 2));
}
