//! A puzzle as the page gets it: its position dealt and played again from the deal, as
//! JSON and back, and the player's puzzle record (its storage: tests/kept.rs).

mod common;
use common::Acting;

use session::puzzle::record::PuzzleRecord;
use session::puzzle::{Difficulty, Puzzle, Sheet};

/// The puzzle's player's first move in its solution.
fn first_move(puzzle: &Puzzle) -> engine::Action {
    let step = puzzle.solution().iter().find(|s| s.seat == puzzle.seat());
    step.expect("the player moves in the solution").action
}

#[test]
fn the_deal_and_its_history_lead_to_the_position() {
    for seed in 0..12 {
        for difficulty in Difficulty::ALL {
            let puzzle = Puzzle::generate(seed, difficulty).expect("a puzzle");
            let sheet = puzzle.sheet();
            let mut game = engine::Game::new(sheet.setup.expect("a dealt position")).unwrap();
            for &action in &sheet.history {
                game.apply(action).expect("the history is legal");
            }
            assert_eq!(&game, puzzle.game(), "seed {seed} {difficulty:?}");
            assert_eq!(sheet.game, game);
            assert_eq!(sheet.code, puzzle.code());
            assert_eq!(sheet.seat, puzzle.seat());
            assert_eq!(sheet.solution, puzzle.solution());
            assert_eq!(
                sheet.closing_pass,
                puzzle.line().len() > puzzle.solution().len()
            );
            assert_eq!(sheet.shown_hands(), puzzle.shown_hands());
            let json = serde_json::to_string(&sheet).unwrap();
            let back: Sheet = serde_json::from_str(&json).unwrap();
            assert_eq!(back, sheet);
        }
    }
}

#[test]
fn a_failure_and_a_sheet_travel_as_json_without_a_game() {
    let puzzle = Puzzle::generate(3, Difficulty::Easy).unwrap();
    let mut attempt = puzzle.start();
    while attempt.reply().is_some() {}
    let right = first_move(&puzzle);
    let wrong = attempt
        .game()
        .legal_actions()
        .into_iter()
        .find(|&a| a != right && attempt.clone().check(a) == Some(false))
        .expect("a wrong move");
    attempt.play(wrong).unwrap();
    let session::puzzle::Status::Failed(failure) = attempt.status().clone() else {
        panic!("the wrong move failed");
    };
    // The judge sends it without the game after the move, which the table has.
    let judged = session::puzzle::judge(&puzzle, &[wrong]).unwrap();
    let json = serde_json::to_string(&judged).unwrap();
    let back: session::puzzle::Judgement = serde_json::from_str(&json).unwrap();
    assert_eq!(back, judged);
    assert_eq!(back.failure.unwrap().after(*failure.after.clone()), failure);
    // A sheet's JSON carries no game: it is dealt again from the deal and the history.
    let sheet = serde_json::to_value(puzzle.sheet()).unwrap();
    assert!(sheet.get("game").is_none());
    let mut bad = sheet.clone();
    bad["history"] = serde_json::json!(["pass", "pass", "pass"]);
    assert!(
        serde_json::from_value::<Sheet>(bad).is_err(),
        "a history the engine refuses"
    );
    let mut hand_made = puzzle.sheet();
    hand_made.setup = None;
    assert!(serde_json::to_string(&hand_made).is_err());
    // The deal travels as its edition: rules other than the printed ones cannot.
    let mut house_rules = puzzle.sheet();
    if let Some(setup) = house_rules.setup.as_mut() {
        setup.rules.opening_hand += 1;
    }
    assert!(serde_json::to_string(&house_rules).is_err());
}

#[test]
fn the_record_counts_each_puzzle_once_and_a_failure_ends_the_streak() {
    let mut r = PuzzleRecord::default();
    let figures = |r: &PuzzleRecord| {
        let f = r.figures();
        (f.solved, f.streak, f.best_streak)
    };
    assert!(r.finish("AAAA", true, 1.0));
    assert!(r.finish("BBBB", true, 2.0));
    assert!(
        !r.finish("AAAA", true, 3.0),
        "solving a puzzle again adds nothing"
    );
    assert_eq!(figures(&r), (2, 2, 2));
    assert!(r.finish("CCCC", false, 4.0));
    assert_eq!(figures(&r), (2, 0, 2));
    assert!(
        !r.finish("CCCC", false, 5.0),
        "a streak already ended does not change"
    );
    assert!(r.finish("CCCC", true, 6.0));
    assert_eq!(figures(&r), (3, 1, 2));
    assert!(r.is_solved("CCCC") && !r.is_solved("DDDD"));
}

/// The judge, asked from scratch after every move, agrees with one attempt played
/// through: the solution solves, the replies are the solver's, a wrong move fails.
#[test]
fn the_judge_follows_a_try_move_by_move() {
    use session::puzzle::judge::{judge, NotATry};
    for seed in 0..6 {
        let puzzle = Puzzle::generate(seed, Difficulty::Medium).unwrap();
        let mut moves = Vec::new();
        let first = judge(&puzzle, &moves).unwrap();
        assert!(!first.solved && first.failure.is_none() && first.replies.is_empty());
        assert_eq!(first.hint, puzzle.hint());
        let mut judgement = first;
        for step in puzzle.solution().iter().filter(|s| s.seat == puzzle.seat()) {
            moves.push(step.action);
            judgement = judge(&puzzle, &moves).unwrap();
            assert!(
                judgement.failure.is_none(),
                "seed {seed}: the solution never fails"
            );
            moves.extend(judgement.replies.iter().map(|s| s.action));
        }
        assert!(judgement.solved, "seed {seed}: the solution solves");
        // A reply the solver would not make, or a move past the battle, is no try.
        let mut wrong = moves.clone();
        wrong.push(engine::Action::Pass);
        assert_eq!(judge(&puzzle, &wrong), Err(NotATry(moves.len())));
    }
    let puzzle = Puzzle::generate(3, Difficulty::Easy).unwrap();
    let right = puzzle.solution()[0].action;
    let wrong = puzzle
        .game()
        .legal_actions()
        .into_iter()
        .find(|&a| a != right && puzzle.start().check(a) == Some(false))
        .unwrap();
    let judgement = judge(&puzzle, &[wrong]).unwrap();
    assert!(!judgement.solved);
    assert_eq!(judgement.failure.as_ref().unwrap().action, wrong);
    assert!(judgement.replies.is_empty() && judgement.hint.is_none());
}

/// A reply other than the one the solver makes, in the middle of a try, is no try: the
/// judge names it, however legal it is.
#[test]
fn the_judge_refuses_a_reply_the_solver_would_not_make() {
    use session::puzzle::judge::{judge, NotATry};
    let mut checked = 0;
    for (seed, difficulty) in (0..40).flat_map(|s| Difficulty::ALL.map(|d| (s, d))) {
        let puzzle = Puzzle::generate(seed, difficulty).unwrap();
        let first = first_move(&puzzle);
        let judged = judge(&puzzle, &[first]).unwrap();
        let Some(reply) = judged.replies.first() else {
            continue;
        };
        // Another action than the solver's reply: a pass, or (if it passes) a card.
        let other = if reply.action == engine::Action::Pass {
            first
        } else {
            engine::Action::Pass
        };
        assert_eq!(judge(&puzzle, &[first, reply.action]).map(|_| ()), Ok(()));
        assert_eq!(
            judge(&puzzle, &[first, other]),
            Err(NotATry(1)),
            "seed {seed}"
        );
        checked += 1;
        if checked == 5 {
            break;
        }
    }
    assert!(
        checked > 0,
        "some puzzle has a reply after the player's first move"
    );
}

/// The table a screen shows is the puzzle's position, with the puzzle's player the one
/// human, and the moves since the position are read back from it.
#[test]
fn the_table_is_the_position_of_its_player() {
    use session::puzzle::table::{moves_since, table};
    use session::SeatKind;
    let puzzle = Puzzle::generate(5, Difficulty::Easy).unwrap();
    let sheet = puzzle.sheet();
    let names: Vec<String> = (1..=6).map(|n| format!("P{n}")).collect();
    let mut s = table(&sheet, &names).unwrap();
    assert_eq!(s.game(), puzzle.game());
    assert!(s.log().is_empty());
    assert_eq!(s.human_to_act(), Some(puzzle.seat()));
    assert_eq!(s.name(1), "P2");
    assert!(moves_since(&s, &sheet).is_empty());
    assert_eq!(s.kind(sheet.seat), SeatKind::Human);
    assert!((0..s.game().players())
        .filter(|&seat| seat != sheet.seat)
        .all(|seat| s.kind(seat) != SeatKind::Human));
    let first = puzzle.solution()[0].action;
    s.apply(first).unwrap();
    assert_eq!(moves_since(&s, &sheet), &[first]);
    // A position built by hand has no deal to replay.
    let mut hand_made = sheet.clone();
    hand_made.setup = None;
    assert!(table(&hand_made, &names).is_err());
}
