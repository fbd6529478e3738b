//! A puzzle in words, in all five languages: every goal (with a region and in the duel),
//! the solution, why a move failed, the hint; never a message id on screen.

use i18n::{Catalog, Lang};
use session::puzzle::code::encode;
use session::puzzle::goal::MISSED;
use session::puzzle::{words, Goal, Puzzle, Status};

/// Candidate numbers with each kind of goal, with a region and in the duel (found by a
/// scan of the candidates; the golden tests keep candidates from changing).
const KINDS: [(u64, &str, bool); 10] = [
    (214, "win", false),
    (686, "win", true),
    (11, "cards", false),
    (1458, "cards", true),
    (4, "strength", false),
    (18, "strength", true),
    (115, "stop", false),
    (994, "stop", true),
    (75_467, "kingdom", false),
    (224_319, "kingdom", true),
];

fn kind(goal: Goal) -> &'static str {
    match goal {
        Goal::Win => "win",
        Goal::WinKeepingCards => "cards",
        Goal::WinKeepingStrength => "strength",
        Goal::Stop { .. } => "stop",
        Goal::Kingdom => "kingdom",
    }
}

/// Every language, both parts of its texts (the puzzles' words are in the later one), from
/// its files in the repository.
fn catalogs() -> Vec<Catalog> {
    Lang::ALL.into_iter().map(i18n::files::catalog).collect()
}

/// No message id, no unfilled placeable.
fn clean(text: &str) {
    assert!(!text.is_empty());
    for id in ["puzzle-", "log-", "card-", "region-", "{", "}"] {
        assert!(!text.contains(id), "{text}");
    }
}

#[test]
fn every_goal_is_one_line_in_every_language() {
    let catalogs = catalogs();
    for (number, expected, duel) in KINDS {
        let puzzle = Puzzle::from_number(number).unwrap();
        assert_eq!(kind(puzzle.goal()), expected, "{number}");
        assert_eq!(puzzle.game().rules().duel, duel, "{number}");
        for catalog in &catalogs {
            let names = words::seat_names(catalog, puzzle.game().players());
            let line = words::goal_line(catalog, &puzzle.sheet(), &names);
            clean(&line);
            assert!(!line.contains('\n'));
            if let Some(region) = puzzle.game().table().battle.region {
                assert!(
                    line.contains(&words::region_name(catalog, region)),
                    "{line}"
                );
            }
            if let Goal::Stop { seat } = puzzle.goal() {
                assert!(line.contains(&names[seat as usize]), "{line}");
            }
            assert_eq!(
                words::goal_note(catalog, &puzzle.sheet()).is_some(),
                expected == "strength"
            );
            let solution = words::solution_words(catalog, &puzzle.sheet(), &names);
            clean(&solution);
            let hint = words::hint_words(
                catalog,
                puzzle.hint().unwrap(),
                puzzle.game().rules().preset,
            );
            clean(&hint);
        }
    }
}

#[test]
fn english_says_the_goal_and_the_solution() {
    let en = Catalog::english();
    let stop = Puzzle::from_number(115).unwrap();
    let names = words::seat_names(&en, stop.game().players());
    assert_eq!(
        words::goal_line(&en, &stop.sheet(), &names),
        "Make sure Player 2 does not win the battle for Rome."
    );
    assert_eq!(
        words::solution_words(&en, &stop.sheet(), &names),
        "The solution: You play Drummer. Player 1 passes. Then you pass: the goal is yours."
    );
    let duel = Puzzle::from_number(224_319).unwrap();
    assert_eq!(
        words::goal_line(&en, &duel.sheet(), &names),
        "Win this battle: your third battle won wins the game."
    );
    let kingdom = Puzzle::from_code(&encode(75_467)).unwrap();
    assert_eq!(
        words::solution_words(&en, &kingdom.sheet(), &names),
        "The solution: You play Bishop. You place the papal favor where you like. You play Bishop. You place the papal favor where you like. You play Mercenary 1."
    );
    assert_eq!(
        words::hint_words(&en, kingdom.hint().unwrap(), kingdom.game().rules().preset),
        "Think about this card: Bishop."
    );
    assert_eq!(words::difficulty_name(&en, kingdom.difficulty()), "Medium");
    let names = words::seat_names(&en, 3);
    assert_eq!(
        words::outcome_words(&en, Some(1), 1, &names),
        "You win the battle."
    );
    assert_eq!(
        words::outcome_words(&en, Some(2), 1, &names),
        "Player 3 wins the battle."
    );
    assert_eq!(
        words::outcome_words(&en, None, 1, &names),
        "Nobody wins the battle."
    );
}

/// Why a move failed: for a cheap win that can still be won, what it keeps against what
/// the best kept; otherwise the others' answers and who wins. The solution follows.
#[test]
fn a_failure_says_why_and_shows_the_solution() {
    let catalogs = catalogs();
    let (mut costlier, mut missed, mut answered) = (0, 0, 0);
    let mut cards_costlier = 0;
    let more = [73, 175, 250, 340];
    for number in KINDS.map(|(n, _, _)| n).into_iter().chain(more) {
        let puzzle = Puzzle::from_number(number).unwrap();
        for wrong in puzzle.game().legal_actions() {
            let mut attempt = puzzle.start();
            attempt.play(wrong).unwrap();
            let Status::Failed(failure) = attempt.status().clone() else {
                continue;
            };
            for catalog in &catalogs {
                let names = words::seat_names(catalog, puzzle.game().players());
                let text = words::failure_words(catalog, &puzzle.sheet(), &failure, &names);
                clean(&text);
                assert!(text.ends_with(&words::solution_words(catalog, &puzzle.sheet(), &names)));
                let still_wins = puzzle.goal().counts_cost() && failure.score > MISSED;
                let missed_text = catalog.format("puzzle-failed-missed", &[]);
                assert_eq!(text.starts_with(&missed_text), !still_wins, "{text}");
                if !still_wins {
                    let end = words::outcome_words(catalog, failure.winner, puzzle.seat(), &names);
                    assert!(text.contains(&end), "{text}");
                    // The others' answers after the move, when the battle went on.
                    let moves = words::line_words(
                        catalog,
                        &failure.after,
                        &failure.line,
                        puzzle.seat(),
                        &names,
                    );
                    assert_eq!(moves.is_empty(), failure.line.is_empty());
                    if !moves.is_empty() {
                        assert!(text.contains(&format!(" {moves} ")), "{text}");
                    }
                }
            }
            if puzzle.goal().counts_cost() && failure.score > MISSED {
                costlier += 1;
                cards_costlier += (puzzle.goal() == Goal::WinKeepingCards) as usize;
                let en = Catalog::english();
                let names = words::seat_names(&en, puzzle.game().players());
                let text = words::failure_words(&en, &puzzle.sheet(), &failure, &names);
                let start = puzzle.game().hand(puzzle.seat());
                let kept = puzzle.goal().kept(start, failure.score);
                let best = puzzle.goal().kept(start, puzzle.proof().best);
                assert!(kept < best);
                assert!(text.contains(&format!("at most {kept}")), "{text}");
                assert!(
                    text.contains(&format!("where {best} was possible")),
                    "{text}"
                );
                // The cards' sentence, or the strength's.
                assert_eq!(
                    text.contains("strength"),
                    puzzle.goal() == Goal::WinKeepingStrength,
                    "{text}"
                );
            } else {
                missed += 1;
                answered += !failure.line.is_empty() as usize;
            }
        }
    }
    assert!(costlier > 0 && missed > 0, "{costlier} {missed}");
    assert!(answered > 0, "no failure with answers to show");
    assert!(cards_costlier > 0 && cards_costlier < costlier);
}

/// A line's moves of every kind, from the solver's lines: plays, passes, Scarecrow picks
/// of one's own row and another's, the favor; the player's as "you".
#[test]
fn moves_read_as_sentences() {
    let en = Catalog::english();
    let mut seen = std::collections::BTreeSet::new();
    for number in 0..200u64 {
        let Ok(puzzle) = Puzzle::from_number(number) else {
            continue;
        };
        let names = words::seat_names(&en, puzzle.game().players());
        // The solution's line, and the line after each wrong first move.
        let mut lines = vec![(puzzle.game().clone(), puzzle.line().to_vec())];
        for wrong in puzzle.game().legal_actions() {
            let mut attempt = puzzle.start();
            attempt.play(wrong).unwrap();
            if let Status::Failed(failure) = attempt.status() {
                lines.push((*failure.after.clone(), failure.line.clone()));
            }
        }
        for (mut game, steps) in lines {
            for step in steps {
                let text = words::step_sentence(&en, &game, step, puzzle.seat(), &names);
                clean(&text);
                let you = step.seat == puzzle.seat();
                assert_eq!(
                    text.starts_with("You") || text.starts_with("Your"),
                    you,
                    "{text}"
                );
                let text = text.replace(&names[step.seat as usize], "X");
                seen.insert(text.split(' ').take(2).collect::<Vec<_>>().join(" "));
                game.apply(step.action).unwrap();
            }
        }
    }
    for expected in [
        "You play",
        "You pass.",
        "Your Scarecrow",
        "You place",
        "X plays",
        "X passes.",
    ] {
        assert!(seen.contains(expected), "{expected} not in {seen:?}");
    }
}

/// Every kind of move in words, on a classic-1995 battle where seat 2 defends Rome.
#[test]
fn every_kind_of_move_in_english() {
    use engine::{Action, Card, Game, Preset, Region, Setup};
    let en = Catalog::english();
    let mut game = Game::new(Setup {
        rules: Preset::Classic1995.rules(),
        players: 3,
        seed: 3,
        first: Some(0),
    })
    .unwrap();
    game.arrange_owner(Region::Roma, Some(2));
    game.apply(Action::ChooseRegion(Region::Roma)).unwrap();
    let names = words::seat_names(&en, 3);
    let say = |seat: u8, action: Action, you: u8| {
        words::step_sentence(
            &en,
            &game,
            session::puzzle::Step { seat, action },
            you,
            &names,
        )
    };
    let take = |card, from| Action::TakeBack { card, from };
    let m5 = Card::M5;
    let cases = [
        (0, Action::Play(m5), 0, "You play Mercenary 5."),
        (
            1,
            Action::Play(Card::Surrender),
            0,
            "Player 2 plays Surrender.",
        ),
        (0, Action::Pass, 0, "You pass."),
        (1, Action::Pass, 0, "Player 2 passes."),
        (
            2,
            Action::Pass,
            0,
            "Player 3 waits (the defender may still play).",
        ),
        (
            2,
            Action::Pass,
            2,
            "You wait (the defender may still play).",
        ),
        (
            0,
            take(m5, None),
            0,
            "Your Scarecrow takes Mercenary 5 back.",
        ),
        (
            0,
            take(m5, Some(1)),
            0,
            "Your Scarecrow takes Mercenary 5 back from Player 2's row.",
        ),
        (
            1,
            take(m5, None),
            0,
            "Player 2's Scarecrow takes Mercenary 5 back.",
        ),
        (
            1,
            take(m5, Some(0)),
            0,
            "Player 2's Scarecrow takes Mercenary 5 back from your row.",
        ),
        (
            1,
            take(m5, Some(2)),
            0,
            "Player 2's Scarecrow takes Mercenary 5 back from Player 3's row.",
        ),
        (
            0,
            Action::TakeNothing,
            0,
            "Your Scarecrow takes nothing back.",
        ),
        (
            1,
            Action::TakeNothing,
            0,
            "Player 2's Scarecrow takes nothing back.",
        ),
        (
            0,
            Action::PlaceFavor(Region::Napoli),
            0,
            "You place the papal favor where you like.",
        ),
        (
            0,
            Action::FavorOff,
            0,
            "You place the papal favor where you like.",
        ),
        (
            1,
            Action::PlaceFavor(Region::Napoli),
            0,
            "Player 2 places the papal favor.",
        ),
    ];
    for (seat, action, you, expected) in cases {
        assert_eq!(say(seat, action, you), expected, "{seat} {action}");
    }
    assert_eq!(
        words::card_name(&en, Card::Surrender, Preset::Zman2018),
        "Turncoat"
    );
    assert_eq!(
        words::card_name(&en, Card::Surrender, Preset::Ffg2006),
        "Surrender"
    );
    assert_eq!(
        words::card_name(&en, Card::ClassicBishop, Preset::ZmanClassic),
        "Bishop"
    );
    for card in Card::ALL {
        clean(&words::card_name(&en, card, Preset::Ffg2006));
    }
    assert_eq!(words::seat_names(&en, 2), ["Player 1", "Player 2"]);
    // Seat 2 has not played; once everyone else is out, its pass is final (R2).
    let mut alone = game.clone();
    alone.apply(Action::Pass).unwrap();
    alone.apply(Action::Pass).unwrap();
    let step = session::puzzle::Step {
        seat: 2,
        action: Action::Pass,
    };
    assert_eq!(
        words::step_sentence(&en, &alone, step, 0, &names),
        "Player 3 passes."
    );
}
