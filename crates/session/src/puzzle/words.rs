//! A puzzle in words, through the catalog: the goal, the moves of the solution, why a
//! move failed, the hint and the code's errors. Every sentence is a message of the
//! `## Puzzles` block of `locales/<code>/condottiere.ftl` (the other seats' moves reuse
//! the chronicle's `log-*` messages). The player is "you"; the other seats are named by
//! the caller (`names[seat]`), or [`seat_names`] gives "Player 1", ….

use super::attempt::Failure;
use super::code::CodeError;
use super::generate::Difficulty;
use super::goal::{Goal, MISSED};
use super::sheet::Sheet;
use super::solution::Step;
use engine::{Action, Card, Game, Preset, Region};
use i18n::{Arg, Catalog};

/// "Player 1", "Player 2", … for each seat.
pub fn seat_names(catalog: &Catalog, players: u8) -> Vec<String> {
    (1..=players)
        .map(|n| catalog.format("puzzle-player", &[("number", n.into())]))
        .collect()
}

pub use crate::words::card_name;

pub fn region_name(catalog: &Catalog, region: Region) -> String {
    catalog.format(
        &format!("region-{}", region.name().to_ascii_lowercase()),
        &[],
    )
}

pub fn difficulty_name(catalog: &Catalog, difficulty: Difficulty) -> String {
    catalog.format(
        match difficulty {
            Difficulty::Easy => "puzzle-difficulty-easy",
            Difficulty::Medium => "puzzle-difficulty-medium",
            Difficulty::Hard => "puzzle-difficulty-hard",
        },
        &[],
    )
}

/// The goal in one line.
pub fn goal_line(catalog: &Catalog, puzzle: &Sheet, names: &[String]) -> String {
    let region = puzzle.game.table().battle.region;
    let base = match puzzle.goal {
        Goal::Win => "puzzle-goal-win",
        Goal::WinKeepingCards => "puzzle-goal-keep-cards",
        Goal::WinKeepingStrength => "puzzle-goal-keep-strength",
        Goal::Stop { .. } => "puzzle-goal-stop",
        Goal::Kingdom => "puzzle-goal-kingdom",
    };
    let mut args: Vec<(&str, Arg)> = Vec::new();
    if let Goal::Stop { seat } = puzzle.goal {
        args.push(("name", name(names, seat).into()));
    }
    match region {
        Some(region) => {
            args.push(("region", region_name(catalog, region).into()));
            catalog.format(base, &args)
        }
        None => catalog.format(&format!("{base}-duel"), &args),
    }
}

/// What the strength goal counts, under its line; `None` for the other goals.
pub fn goal_note(catalog: &Catalog, puzzle: &Sheet) -> Option<String> {
    (puzzle.goal == Goal::WinKeepingStrength).then(|| catalog.format("puzzle-strength-note", &[]))
}

fn name(names: &[String], seat: u8) -> String {
    names.get(seat as usize).cloned().unwrap_or_default()
}

/// One move as a sentence; `game` is the position before it.
pub fn step_sentence(
    catalog: &Catalog,
    game: &Game,
    step: Step,
    seat: u8,
    names: &[String],
) -> String {
    let preset = game.rules().preset;
    let you = step.seat == seat;
    let who = name(names, step.seat);
    let battle = game.table().battle;
    let card = |c: Card| Arg::from(card_name(catalog, c, preset));
    match step.action {
        Action::Play(c) if you => catalog.format("puzzle-you-play", &[("card", card(c))]),
        Action::Play(c) => catalog.format("log-played", &[("name", who.into()), ("card", card(c))]),
        Action::Pass | Action::PassReveal => {
            let others_in = battle.participants & !battle.passed & !(1 << step.seat) != 0;
            let stays = battle.defender == Some(step.seat) && !battle.defender_played && others_in;
            let id = match (you, stays) {
                (true, true) => "puzzle-you-wait",
                (true, false) => "puzzle-you-pass",
                (false, true) => "log-passed-stays",
                (false, false) => "log-passed",
            };
            catalog.format(id, &[("name", who.into())])
        }
        Action::TakeBack { card: c, from } => {
            let owner = from.unwrap_or(step.seat);
            if owner == step.seat {
                if you {
                    catalog.format("puzzle-you-take", &[("card", card(c))])
                } else {
                    catalog.format(
                        "log-scarecrow-own",
                        &[("name", who.into()), ("card", card(c))],
                    )
                }
            } else if you {
                let from = name(names, owner);
                catalog.format(
                    "puzzle-you-take-from",
                    &[("card", card(c)), ("name", from.into())],
                )
            } else if owner == seat {
                catalog.format(
                    "puzzle-take-yours",
                    &[("name", who.into()), ("card", card(c))],
                )
            } else {
                let from = name(names, owner);
                catalog.format(
                    "log-scarecrow",
                    &[
                        ("name", who.into()),
                        ("card", card(c)),
                        ("from", from.into()),
                    ],
                )
            }
        }
        Action::TakeNothing if you => catalog.format("puzzle-you-take-nothing", &[]),
        Action::TakeNothing => catalog.format("log-scarecrow-nothing", &[("name", who.into())]),
        Action::PlaceFavor(_) | Action::FavorOff if you => catalog.format("puzzle-you-favor", &[]),
        // The favor's place (and nothing else comes up in a battle).
        _ => catalog.format("puzzle-favor", &[("name", who.into())]),
    }
}

/// Moves from `game` as sentences, one after the other.
pub fn line_words(
    catalog: &Catalog,
    game: &Game,
    steps: &[Step],
    seat: u8,
    names: &[String],
) -> String {
    let mut now = game.clone();
    let mut words = Vec::with_capacity(steps.len());
    for &step in steps {
        words.push(step_sentence(catalog, &now, step, seat, names));
        if now.apply(step.action).is_err() {
            break;
        }
    }
    words.join(" ")
}

/// The solution: the moves, then the closing pass when the goal is in hand before the
/// battle ends.
pub fn solution_words(catalog: &Catalog, puzzle: &Sheet, names: &[String]) -> String {
    let moves = line_words(catalog, &puzzle.game, &puzzle.solution, puzzle.seat, names);
    let mut text = catalog.format("puzzle-solution", &[("moves", moves.into())]);
    if puzzle.closing_pass {
        text.push(' ');
        text.push_str(&catalog.format("puzzle-then-pass", &[]));
    }
    text
}

/// Who won a battle, in a sentence.
pub fn outcome_words(catalog: &Catalog, winner: Option<u8>, seat: u8, names: &[String]) -> String {
    match winner {
        Some(w) if w == seat => catalog.format("puzzle-end-you", &[]),
        Some(w) => catalog.format("puzzle-end-other", &[("name", name(names, w).into())]),
        None => catalog.format("puzzle-end-nobody", &[]),
    }
}

/// Why a try failed, what follows the move, and the solution.
pub fn failure_words(
    catalog: &Catalog,
    puzzle: &Sheet,
    failure: &Failure,
    names: &[String],
) -> String {
    let seat = puzzle.seat;
    let start = puzzle.game.hand(seat);
    let goal = puzzle.goal;
    let kept_best = goal.kept(start, puzzle.best);
    let why = if goal.counts_cost() && failure.score > MISSED {
        let kept = goal.kept(start, failure.score);
        let id = match goal {
            Goal::WinKeepingCards => "puzzle-failed-cards",
            _ => "puzzle-failed-strength",
        };
        catalog.format(id, &[("kept", kept.into()), ("best", kept_best.into())])
    } else {
        let moves = line_words(catalog, &failure.after, &failure.line, seat, names);
        let mut text = catalog.format("puzzle-failed-missed", &[]);
        if !moves.is_empty() {
            text.push(' ');
            text.push_str(&moves);
        }
        text.push(' ');
        text.push_str(&outcome_words(catalog, failure.winner, seat, names));
        text
    };
    format!("{why} {}", solution_words(catalog, puzzle, names))
}

/// The hint: the card to think about.
pub fn hint_words(catalog: &Catalog, card: Card, preset: Preset) -> String {
    catalog.format(
        "puzzle-hint",
        &[("card", card_name(catalog, card, preset).into())],
    )
}

/// A code's error, for a player.
pub fn code_error_words(catalog: &Catalog, error: &CodeError) -> String {
    match error {
        CodeError::Length { found } => catalog.format(
            "puzzle-code-length",
            &[("count", (*found).into()), ("expected", 9u8.into())],
        ),
        CodeError::Character { found } => catalog.format(
            "puzzle-code-character",
            &[("character", found.to_string().into())],
        ),
        CodeError::Check => catalog.format("puzzle-code-typo", &[]),
        CodeError::NoPuzzle => catalog.format("puzzle-code-none", &[]),
    }
}
