//! `condottiere`: the rules engine on the command line, to check rules without a browser.
//!
//! ```text
//! condottiere new     --rules ffg-2006 --players 4 [--seed 1] [--first 0] [--variants capture,hidden-cards]
//! condottiere apply   --state state.json --actions "region Roma; M10; pass" [--lang pl]
//! condottiere replay  record.json
//! condottiere random  --rules ffg-2006 --players 4 --games 10000 [--seed 1] [--variants ...]
//! condottiere arena   --rules ffg-2006 --seats normal,rule,rule,rule --games 1000 [--seed 1] [--records DIR]
//! condottiere review  record.json | save.json | <record link code> [--json] [--all-seats] [--seed 1]
//! condottiere puzzle  --seed 7 [--difficulty 1|2|3] [--lang pl] [--json]
//! condottiere puzzle  --code <code> [--json]  |  --check <code>
//! ```

/// Prints a line; a closed pipe (`| head`) ends the output quietly instead of panicking.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write;
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

mod arena;
mod error;
mod options;
mod puzzle;

use engine::{parse_actions, Event, Game, Record, Setup, UncheckedGame, WinReason};
use error::{CliError, Expected};
use files::{print_json, read_json};
use options::Options;
use serde_json::json;
use std::mem::Discriminant;
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "usage:
  condottiere new     --rules <preset> --players <n> [--seed <s>] [--first <seat>] [--variants a,b]
  condottiere apply   --state <state.json> --actions \"<action>; <action>; ...\" [--lang en|pl|ru|hu|it]
  condottiere replay  <record.json>
  condottiere random  --rules <preset> --players <n> --games <N> [--seed <s>] [--variants a,b]
  condottiere arena   --rules <preset> --seats <level,level,...> --games <N> [--seed <s>] [--variants a,b] [--records <dir>]
  condottiere review  <record.json | save.json | record link code | -> [--json] [--all-seats] [--seed <s>] [--budget <n>] [--playouts <n>]
  condottiere puzzle  --seed <s> [--difficulty 1|2|3] [--lang en|pl|ru|hu|it] [--json]
  condottiere puzzle  --code <code> [--lang <l>] [--json]
  condottiere puzzle  --check <code>

presets: classic-1995, classic-hu, ffg-2006, zman-2018, zman-classic, zman-duel
variants: draw-after-battle, campaign, bigger-kingdoms, capture, hidden-cards
State and record files are JSON (see crates/engine/README.md); '-' reads standard input.";

// After `say!`, which they use.
mod files;
mod review;
mod words;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((command, rest)) = args.split_first() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let result = match command.as_str() {
        "new" => new(rest),
        "apply" => apply(rest),
        "replay" => replay(rest),
        "random" => random(rest),
        "arena" => arena::run(rest),
        "puzzle" => puzzle::run(rest),
        "review" => review::run(rest),
        "help" | "--help" | "-h" => {
            say!("{USAGE}");
            Ok(())
        }
        other => Err(CliError::Command {
            name: other.into(),
            usage: USAGE,
        }),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // Put into words only here, as it is printed.
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

/// A new game's state.
fn new(args: &[String]) -> Result<(), CliError> {
    let opts = Options::parse(args, &["rules", "players", "seed", "first", "variants"])?;
    let setup = Setup {
        rules: opts.rules()?,
        players: opts.number("players", 4)?,
        seed: opts.number("seed", 1)?,
        first: opts.optional_number("first")?,
    };
    let game = Game::new(setup)?;
    print_json(&serde_json::to_value(&game)?)
}

/// Applies actions to a state: prints the new state and the events, or the first error.
/// The state is checked before anything is applied (`Game::try_from`): one no game could
/// reach is refused, saying what is wrong in the language of `--lang`.
fn apply(args: &[String]) -> Result<(), CliError> {
    let opts = Options::parse(args, &["state", "actions", "lang"])?;
    let path = opts.required("state")?;
    let lang = options::lang(opts.get("lang"))?;
    let state: UncheckedGame = read_json(path, Expected::State)?;
    let preset = state.table.rules.preset;
    let mut game = Game::try_from(state).map_err(|error| CliError::State {
        path: path.into(),
        error,
        preset,
        lang,
    })?;
    let actions = parse_actions(opts.required("actions")?).map_err(CliError::Actions)?;
    let mut events: Vec<Event> = Vec::new();
    for (i, action) in actions.iter().enumerate() {
        game.apply_with(*action, &mut events)
            .map_err(|error| CliError::Illegal {
                number: i + 1,
                total: actions.len(),
                error,
            })?;
    }
    print_json(&json!({ "state": game, "events": events }))
}

/// Replays a record: prints the final state and every event.
fn replay(args: &[String]) -> Result<(), CliError> {
    let path = args.first().ok_or(CliError::Missing {
        what: "replay needs a record file",
        usage: USAGE,
    })?;
    let record: Record = read_json(path, Expected::Record)?;
    let (game, events) = match record.replay() {
        Ok(replayed) => replayed,
        // A record made before `draw N` (engine v1) replays as it was played.
        Err(e) => match record.v1() {
            v1 if v1 != record => {
                let replayed = v1.replay().map_err(|_| CliError::Replay(e))?;
                eprintln!("note: {path} was made by an older version (v1): replayed by its rules");
                replayed
            }
            _ => return Err(CliError::Replay(e)),
        },
    };
    print_json(&json!({ "state": game, "events": events, "outcome": game.outcome() }))
}

/// Seeded random games: throughput of the engine, and the cost of cloning a state.
fn random(args: &[String]) -> Result<(), CliError> {
    let opts = Options::parse(args, &["rules", "players", "games", "seed", "variants"])?;
    let rules = opts.rules()?;
    let players: u8 = opts.number("players", 4)?;
    let games: u64 = opts.number("games", 10_000)?;
    let seed: u64 = opts.number("seed", 1)?;
    let mut actions = 0u64;
    let mut longest = 0usize;
    let mut reasons = Vec::<(Option<Discriminant<WinReason>>, String, u64)>::new();
    let mut mid_game = None;
    let start = Instant::now();
    for i in 0..games {
        let setup = Setup {
            rules,
            players,
            seed: seed.wrapping_add(i),
            first: None,
        };
        let (game, record) = engine::random_game(setup, seed ^ i.rotate_left(17), 100_000)
            .map_err(CliError::Engine)?;
        actions += record.actions.len() as u64;
        longest = longest.max(record.actions.len());
        // Counted by kind of ending; a kind's name is written once, not once a game (the
        // loop is the engine's benchmark).
        let kind = game.outcome().map(|o| std::mem::discriminant(&o.reason));
        match reasons.iter_mut().find(|(k, _, _)| *k == kind) {
            Some((_, _, n)) => *n += 1,
            None => {
                let name = game.outcome().map_or("unfinished".to_string(), |o| {
                    format!("{:?}", o.reason)
                        .split([' ', '{', '('])
                        .next()
                        .unwrap_or_default()
                        .to_string()
                });
                reasons.push((kind, name, 1));
            }
        }
        if mid_game.is_none() && record.actions.len() > 40 {
            let half = Record {
                setup,
                actions: record.actions[..record.actions.len() / 2].to_vec(),
            };
            mid_game = half.replay().ok().map(|(g, _)| g);
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    say!(
        "{rules_id} with {players} players: {games} random games in {seconds:.3} s",
        rules_id = rules.preset
    );
    say!("{:.0} games/s", games as f64 / seconds);
    say!("{:.0} actions/s", actions as f64 / seconds);
    say!(
        "{:.1} actions per game on average, {longest} at most",
        actions as f64 / games.max(1) as f64
    );
    reasons.sort_by(|a, b| a.1.cmp(&b.1));
    for (_, reason, n) in &reasons {
        say!("  ended by {reason}: {n}");
    }
    if let Some(game) = mid_game {
        let rounds = 200_000;
        let start = Instant::now();
        let mut keep = 0usize;
        for _ in 0..rounds {
            let copy = std::hint::black_box(std::hint::black_box(&game).clone());
            keep = keep.wrapping_add(copy.deck_size());
        }
        let nanos = start.elapsed().as_nanos() as f64 / rounds as f64;
        std::hint::black_box(keep);
        say!("{nanos:.0} ns per clone of a mid-game state");
    }
    Ok(())
}
