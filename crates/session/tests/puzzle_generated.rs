//! Puzzles as the generator emits them: every one re-proved independently, unique, not
//! trivial, of the difficulty asked, the same from its code, solved by its solution,
//! failed by a wrong move, with the hint the solution names.

use engine::{Action, Card};
use session::puzzle::audit::audit;
use session::puzzle::solution::is_effect;
use session::puzzle::{Difficulty, Puzzle, Status, Verdict};

/// Seeds per difficulty: fewer in the quick run of mutation testing.
fn seeds() -> u64 {
    if std::env::var_os("CONDOTTIERE_QUICK_TESTS").is_some() {
        4
    } else {
        16
    }
}

fn sample() -> Vec<Puzzle> {
    let mut all = Vec::new();
    for difficulty in Difficulty::ALL {
        for seed in 0..seeds() {
            let puzzle = Puzzle::generate(seed, difficulty).expect("a puzzle for every seed");
            assert_eq!(puzzle.difficulty(), difficulty, "seed {seed}");
            all.push(puzzle);
        }
    }
    all
}

/// Plays the puzzle's own solution: the replies between the player's moves are the
/// solver's, so the game follows the solution line.
fn play_solution(puzzle: &Puzzle) -> session::puzzle::Attempt {
    let mut attempt = puzzle.start();
    for step in puzzle.solution().iter().filter(|s| s.seat == puzzle.seat()) {
        while attempt.reply().is_some() {}
        assert!(attempt.awaits_player(), "{}: {:?}", puzzle.code(), step);
        let (verdict, _) = attempt.play(step.action).unwrap();
        assert_ne!(
            verdict,
            Verdict::Failed,
            "{}: {}",
            puzzle.code(),
            step.action
        );
    }
    // The replies after the last move, until the goal is in hand.
    while !attempt.is_solved() && attempt.reply().is_some() {}
    attempt
}

#[test]
fn every_emitted_puzzle_is_reproved_independently() {
    for puzzle in sample() {
        audit(&puzzle).unwrap_or_else(|e| panic!("{}: {e}", puzzle.code()));
    }
}

#[test]
fn every_emitted_puzzle_comes_back_from_its_code() {
    for puzzle in sample() {
        let again = Puzzle::from_code(puzzle.code()).unwrap();
        assert_eq!(again.game(), puzzle.game());
        assert_eq!(again.seat(), puzzle.seat());
        assert_eq!(again.goal(), puzzle.goal());
        assert_eq!(again.proof(), puzzle.proof());
        assert_eq!(again.code(), puzzle.code());
        // The hands shown: the seats still in the battle, the player's among them.
        let shown = puzzle.shown_hands();
        assert!(shown.contains(&puzzle.seat()));
        for seat in 0..puzzle.game().players() {
            assert_eq!(shown.contains(&seat), puzzle.game().table().in_battle(seat));
        }
        // Capitals and spaces around are read too.
        let loud = format!(" {} ", puzzle.code().to_uppercase());
        assert_eq!(Puzzle::from_code(&loud).unwrap().proof(), puzzle.proof());
    }
}

/// The solution plays to "solved", and the rest of the line to the battle's end.
#[test]
fn the_solution_solves_and_the_line_ends_the_battle() {
    for puzzle in sample() {
        let mut attempt = play_solution(&puzzle);
        assert!(attempt.is_solved(), "{}", puzzle.code());
        assert!(!attempt.awaits_player());
        while attempt.reply().is_some() {}
        assert!(!attempt.battle_on(), "{}", puzzle.code());
        let history: Vec<_> = attempt.history().to_vec();
        assert_eq!(history, puzzle.line(), "{}", puzzle.code());
        assert!(attempt.reply().is_none());
        assert_eq!(attempt.hint(), None);
    }
}

/// At the first decision, every move but the solution's fails the try, with the best
/// still possible below the puzzle's, and play stops.
#[test]
fn a_wrong_move_fails() {
    for puzzle in sample().into_iter().step_by(3) {
        let first = puzzle.solution()[0];
        assert_eq!(first.seat, puzzle.seat(), "the player moves first");
        for wrong in puzzle.game().legal_actions() {
            let mut attempt = puzzle.start();
            let keeps = attempt.check(wrong).unwrap();
            let (verdict, _) = attempt.play(wrong).unwrap();
            match attempt.status() {
                Status::Failed(failure) => {
                    assert!(!keeps);
                    assert_eq!(verdict, Verdict::Failed);
                    assert_eq!(failure.action, wrong);
                    assert!(failure.score < puzzle.proof().best, "{}", puzzle.code());
                    assert!(attempt.reply().is_none());
                    assert!(attempt.play(first.action).is_err());
                }
                _ => {
                    assert!(keeps, "{}: {wrong}", puzzle.code());
                    // Only the solution's move, or another order of the same cards
                    // for a seat alone in the battle.
                    let alone = (0..puzzle.game().players())
                        .all(|s| s == puzzle.seat() || !puzzle.game().table().in_battle(s));
                    assert!(wrong == first.action || alone, "{}: {wrong}", puzzle.code());
                    if let Action::Play(card) = wrong {
                        assert!(puzzle.proof().plays(puzzle.seat()).any(|c| c == card));
                    }
                }
            }
        }
    }
}

/// The hint names the first effect card the player plays in the solution, else its
/// first card.
#[test]
fn the_hint_names_the_card_to_think_about() {
    for puzzle in sample() {
        let seat = puzzle.seat();
        let cards: Vec<Card> = puzzle
            .solution()
            .iter()
            .filter(|s| s.seat == seat)
            .filter_map(|s| match s.action {
                Action::Play(c) | Action::TakeBack { card: c, .. } => Some(c),
                _ => None,
            })
            .collect();
        let expected = cards
            .iter()
            .copied()
            .find(|&c| is_effect(c))
            .or(cards.first().copied());
        assert_eq!(puzzle.hint(), expected, "{}", puzzle.code());
        assert!(expected.is_some());
    }
}

/// Not trivial: two decisions, or an effect card among the player's moves; and the goal
/// not in hand at the start.
#[test]
fn no_emitted_puzzle_is_trivial() {
    for puzzle in sample() {
        let proof = puzzle.proof();
        let effect = proof.plays(puzzle.seat()).any(is_effect);
        assert!(proof.decisions >= 2 || effect, "{}", puzzle.code());
        assert!(!puzzle.solution().is_empty());
    }
}

/// The attempt's edges: nothing to check or play out of turn or against the rules, with
/// a reason; a failed or solved try takes no more moves.
#[test]
fn an_attempt_refuses_what_is_not_a_move() {
    use session::puzzle::attempt::PlayError;
    let puzzle = Puzzle::from_code("5rcnxxpp9").unwrap();
    assert_eq!(
        puzzle.number(),
        session::puzzle::code::decode("5rcnxxpp9").unwrap()
    );
    let mut attempt = puzzle.start();
    assert!(!attempt.is_solved() && attempt.awaits_player());
    assert_eq!(attempt.status(), &Status::Playing);
    assert!(attempt.history().is_empty());
    let absent = Card::ALL
        .into_iter()
        .find(|&c| !puzzle.game().hand(puzzle.seat()).contains(c))
        .unwrap();
    assert_eq!(attempt.check(Action::Play(absent)), None);
    let err = attempt.play(Action::Play(absent)).unwrap_err();
    assert!(matches!(err, PlayError::Illegal(_)));
    assert!(err.to_string().contains("is not allowed"), "{err}");
    assert!(attempt.awaits_player(), "an illegal move changes nothing");
    // A wrong move: failed, not solved, and no more moves.
    attempt.play(Action::Pass).unwrap();
    assert!(matches!(attempt.status(), Status::Failed(_)));
    assert!(!attempt.is_solved() && !attempt.awaits_player());
    assert_eq!(attempt.check(Action::Pass), None);
    let err = attempt.play(Action::Pass).unwrap_err();
    assert_eq!(err, PlayError::NotYourTurn);
    assert_eq!(err.to_string(), "it is not the puzzle player's decision");
    // The solution: solved, and no more moves either.
    let mut attempt = puzzle.start();
    let (verdict, events) = attempt.play(Action::Play(Card::Surrender)).unwrap();
    assert_eq!(verdict, Verdict::Solved);
    assert!(!events.is_empty());
    assert!(attempt.is_solved());
    assert_eq!(
        attempt.play(Action::Pass).unwrap_err(),
        PlayError::NotYourTurn
    );
}
