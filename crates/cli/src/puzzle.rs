//! `condottiere puzzle`: a battle puzzle's position, goal and proved solution, and the
//! re-proof of a code.
//!
//! ```text
//! condottiere puzzle --seed 7 [--difficulty 2] [--lang pl] [--json]
//! condottiere puzzle --code 0f3k9x2ma [--lang it] [--json]
//! condottiere puzzle --check 0f3k9x2ma
//! ```

use crate::error::CliError;
use crate::options::lang;
use crate::options::Options;
use crate::words::catalog_of;
use engine::{Card, CardCounts, Game};
use i18n::Catalog;
use serde_json::json;
use session::puzzle::{audit, words, Difficulty, Puzzle};

const USAGE: &str =
    "usage: condottiere puzzle --seed <s> [--difficulty 1|2|3] [--lang <l>] [--json]
       condottiere puzzle --code <code> [--lang <l>] [--json]
       condottiere puzzle --check <code>";

pub fn run(args: &[String]) -> Result<(), CliError> {
    // `--json` is a switch; every other option takes a value.
    let as_json = args.iter().any(|a| a == "--json");
    let rest: Vec<String> = args.iter().filter(|a| *a != "--json").cloned().collect();
    let opts = Options::parse(&rest, &["seed", "difficulty", "code", "check", "lang"])?;
    let lang = lang(opts.get("lang"))?;
    let catalog = catalog_of(lang).map_err(|e| CliError::Texts(e.to_string()))?;
    let code_error = |error| CliError::Code { error, lang };
    if let Some(code) = opts.get("check") {
        return check(code).map_err(|e| match e {
            Checked::Code(error) => code_error(error),
            Checked::NotProved(error) => error,
        });
    }
    let puzzle = match opts.get("code") {
        Some(code) => Puzzle::from_code(code).map_err(code_error)?,
        None => {
            let seed: u64 = opts.optional_number("seed")?.ok_or(CliError::Missing {
                what: "puzzle needs --seed <s>, --code <code> or --check <code>",
                usage: USAGE,
            })?;
            let number: u8 = opts.number("difficulty", 1)?;
            let difficulty = Difficulty::from_number(number).ok_or(CliError::OutOfRange {
                name: "difficulty",
                value: number.to_string(),
                allowed: "1, 2 or 3",
            })?;
            Puzzle::generate(seed, difficulty).ok_or(CliError::NoPuzzle {
                seed,
                difficulty: number,
            })?
        }
    };
    if as_json {
        crate::files::print_json(&to_json(&puzzle, &catalog))
    } else {
        print_text(&puzzle, &catalog);
        Ok(())
    }
}

/// Why a code's check failed: its code does not read, or its puzzle is not proved.
enum Checked {
    Code(session::puzzle::CodeError),
    NotProved(CliError),
}

/// Re-proves a code's puzzle from scratch, by the solver and by the independent audit.
fn check(code: &str) -> Result<(), Checked> {
    let puzzle = Puzzle::from_code(code).map_err(Checked::Code)?;
    let positions = audit::audit(&puzzle).map_err(|why| {
        Checked::NotProved(CliError::NotProved {
            code: code.into(),
            why,
        })
    })?;
    say!(
        "{code}: proved ({:?}, {} of the seat's decisions; the audit weighed {positions} positions)",
        puzzle.difficulty(),
        puzzle.proof().decisions
    );
    Ok(())
}

fn names(puzzle: &Puzzle, catalog: &Catalog) -> Vec<String> {
    words::seat_names(catalog, puzzle.game().players())
}

fn cards(counts: &CardCounts) -> String {
    counts.to_string()
}

fn row(game: &Game, seat: u8) -> String {
    let row: Vec<String> = game.row(seat).iter().map(|p| p.card.to_string()).collect();
    if row.is_empty() {
        "-".into()
    } else {
        row.join(" ")
    }
}

fn print_text(puzzle: &Puzzle, catalog: &Catalog) {
    let game = puzzle.game();
    let table = game.table();
    let names = names(puzzle, catalog);
    say!(
        "puzzle {} ({}) — {}, {} players, {} to play",
        puzzle.code(),
        words::difficulty_name(catalog, puzzle.difficulty()),
        game.rules().preset,
        game.players(),
        names[puzzle.seat() as usize]
    );
    let region = table.battle.region.map_or("none (duel)".to_string(), |r| {
        words::region_name(catalog, r)
    });
    let season = table
        .season
        .map_or("none".to_string(), |s| format!("{s:?}"));
    say!("region: {region}; season: {season}");
    say!(
        "goal: {}",
        words::goal_line(catalog, &puzzle.sheet(), &names)
    );
    if let Some(note) = words::goal_note(catalog, &puzzle.sheet()) {
        say!("      {note}");
    }
    let strengths = game.strength_totals();
    for seat in 0..game.players() {
        let state = if table.in_battle(seat) {
            "in the battle"
        } else {
            "passed"
        };
        let regions = table.region_count(seat);
        say!(
            "{:>10}: {state}, {regions} regions; row [{}] strength {}; hand [{}]",
            names[seat as usize],
            row(game, seat),
            strengths[seat as usize],
            cards(game.hand(seat))
        );
    }
    say!(
        "{}",
        words::solution_words(catalog, &puzzle.sheet(), &names)
    );
    let line: Vec<String> = puzzle
        .line()
        .iter()
        .map(|s| format!("{}: {}", s.seat, s.action))
        .collect();
    say!("line: {}", line.join("; "));
    if let Some(card) = puzzle.hint() {
        say!(
            "hint: {}",
            words::hint_words(catalog, card, game.rules().preset)
        );
    }
    say!(
        "proved: best score {}, {} decisions of the seat, {} points",
        puzzle.proof().best,
        puzzle.proof().decisions,
        Difficulty::points(puzzle.proof())
    );
}

fn to_json(puzzle: &Puzzle, catalog: &Catalog) -> serde_json::Value {
    let game = puzzle.game();
    let table = game.table();
    let names = names(puzzle, catalog);
    let strengths = game.strength_totals();
    let seats: Vec<_> = (0..game.players())
        .map(|seat| {
            json!({
                "seat": seat,
                "name": names[seat as usize],
                "in_battle": table.in_battle(seat),
                "regions": table.region_count(seat),
                "row": game.row(seat).iter().map(|p| p.card).collect::<Vec<Card>>(),
                "strength": strengths[seat as usize],
                "hand": game.hand(seat),
            })
        })
        .collect();
    json!({
        "code": puzzle.code(),
        "difficulty": puzzle.difficulty(),
        "points": Difficulty::points(puzzle.proof()),
        "rules": game.rules().preset,
        "players": game.players(),
        "seat": puzzle.seat(),
        "region": table.battle.region,
        "season": table.season,
        "goal": puzzle.goal(),
        "goal_text": words::goal_line(catalog, &puzzle.sheet(), &names),
        "goal_note": words::goal_note(catalog, &puzzle.sheet()),
        "seats": seats,
        "best": puzzle.proof().best,
        "decisions": puzzle.proof().decisions,
        "solution": puzzle.solution(),
        "line": puzzle.line(),
        "solution_text": words::solution_words(catalog, &puzzle.sheet(), &names),
        "hint": puzzle.hint(),
        "state": game,
    })
}
