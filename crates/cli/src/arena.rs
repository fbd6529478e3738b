//! `condottiere arena`: seeded games between AI levels, to measure their strength and speed.
//!
//! ```text
//! condottiere arena --rules ffg-2006 --seats normal,rule,rule,rule --games 1000 --seed 1
//!                   [--variants capture,hidden-cards] [--threads 2] [--max-actions 20000]
//!                   [--records DIR]
//! ```
//!
//! Game `i` is dealt from seed `seed + i` and rotates the lineup by `i mod players`, so
//! every entry sits in every seat (and opens) equally often. For each entry of `--seats`
//! (by position) it prints the win share with a 95% confidence interval (a shared victory
//! counts 1/k to each winner), and for each level the time per decision. Games longer
//! than the action cap count as draws (1/players each) and are reported.
//!
//! `--records DIR` writes each game's record to `DIR/game-<i>.json` (`condottiere
//! review` reads it): the setup and actions, and each seat named by its level
//! (`"seats": [{"name": "normal 2", "kind": "normal"}, ...]`; a level that sits more than
//! once is numbered by its entries' order in `--seats`).

use crate::error::{ArenaFault, CliError};
use crate::options::{level, number, preset, variant};
use ai::Level;
use engine::{Game, Preset, Record, RoundLog, Rules, Setup, Variant};
use serde_json::json;
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Instant;

struct Options {
    rules: Rules,
    seats: Vec<Level>,
    games: u32,
    seed: u64,
    threads: usize,
    max_actions: u32,
    records: Option<PathBuf>,
}

const USAGE: &str = "usage: condottiere arena --rules <preset> --seats <level,level,...> \
[--games N] [--seed S] [--variants v1,v2] [--threads T] [--max-actions N] [--records DIR]\n\
levels: random, easy, rule, normal, hard, expert; presets: classic-1995, classic-hu, ffg-2006, \
zman-2018, zman-classic, zman-duel";

fn parse(args: &[String]) -> Result<Options, CliError> {
    let mut preset_id = Preset::Ffg2006;
    let mut variants: Vec<Variant> = Vec::new();
    let mut seats = Vec::new();
    let mut games = 100;
    let mut seed = 1;
    let mut threads = 1;
    let mut max_actions = 20_000;
    let mut records = None;
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .ok_or_else(|| CliError::NoValue(flag.trim_start_matches('-').into()))
        };
        match flag.as_str() {
            "--rules" => preset_id = preset(value()?)?,
            "--seats" => {
                seats = value()?
                    .split(',')
                    .map(level)
                    .collect::<Result<Vec<Level>, CliError>>()?
            }
            "--games" => games = number(flag, value()?)?,
            "--seed" => seed = number(flag, value()?)?,
            "--threads" => threads = number::<usize>(flag, value()?)?.max(1),
            "--max-actions" => max_actions = number(flag, value()?)?,
            "--records" => records = Some(PathBuf::from(value()?)),
            "--variants" => {
                for name in value()?.split(',').filter(|s| !s.is_empty()) {
                    variants.push(variant(name)?);
                }
            }
            "--help" | "-h" => return Err(CliError::Usage(USAGE)),
            other => {
                return Err(CliError::UnknownArgument {
                    arg: other.into(),
                    usage: USAGE,
                })
            }
        }
    }
    if seats.is_empty() {
        return Err(CliError::Missing {
            what: "--seats is required",
            usage: USAGE,
        });
    }
    let mut rules = preset_id.rules();
    for v in variants {
        rules = rules.with_variant(v);
    }
    rules.check(seats.len() as u8)?;
    if let Some(dir) = &records {
        std::fs::create_dir_all(dir).map_err(|error| CliError::Write {
            path: dir.clone(),
            error,
        })?;
    }
    Ok(Options {
        rules,
        seats,
        games,
        seed,
        threads,
        max_actions,
        records,
    })
}

/// One game's result, per lineup entry (not per seat).
struct GameResult {
    shares: Vec<f64>,
    actions: u32,
    battles: u32,
    capped: bool,
    /// Seconds per non-forced decision, per lineup entry.
    times: Vec<Vec<f64>>,
}

/// SplitMix64: a decision's AI seed from the game seed and the action's index.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn play_game(opts: &Options, index: u32) -> Result<GameResult, CliError> {
    let n = opts.seats.len();
    let seed = opts.seed.wrapping_add(index as u64);
    let fault = |fault| CliError::ArenaGame { index, seed, fault };
    let rotation = index as usize % n;
    // Entry k sits at seat (k + rotation) % n.
    let entry_at = |seat: usize| (seat + n - rotation) % n;
    let setup = Setup {
        rules: opts.rules,
        players: n as u8,
        seed,
        first: (!opts.rules.duel).then_some(0),
    };
    let mut game = Game::new(setup).map_err(|e| fault(ArenaFault::Setup(e)))?;
    // The round's public history, which every AI is given (Expert reads it).
    let mut log = RoundLog::new(&game);
    let mut record = Record::new(setup);
    let mut times = vec![Vec::new(); n];
    let mut actions = 0;
    while !game.is_over() && actions < opts.max_actions {
        let seat = game
            .to_act()
            .ok_or_else(|| fault(ArenaFault::NobodyToAct))?;
        let obs = game.observation_with(seat, &log);
        let entry = entry_at(seat as usize);
        let started = Instant::now();
        let action = ai::decide(&obs, opts.seats[entry], mix(seed ^ mix(actions as u64)))
            .ok_or_else(|| fault(ArenaFault::NoAction))?;
        if obs.legal.len() > 1 {
            times[entry].push(started.elapsed().as_secs_f64());
        }
        let events = game
            .apply(action)
            .map_err(|e| fault(ArenaFault::Illegal(e)))?;
        log.note(seat, action, &events, &game);
        record.actions.push(action);
        actions += 1;
    }
    if let Some(dir) = &opts.records {
        let seats: Vec<_> = (0..n)
            .map(|seat| {
                let entry = entry_at(seat);
                json!({ "name": entry_name(&opts.seats, entry), "kind": opts.seats[entry].id() })
            })
            .collect();
        let file = dir.join(format!("game-{index}.json"));
        let text = json!({ "setup": record.setup, "actions": record.actions, "seats": seats });
        std::fs::write(&file, text.to_string())
            .map_err(|error| CliError::Write { path: file, error })?;
    }
    let mut shares = vec![0.0; n];
    let capped = !game.is_over();
    match game.outcome() {
        Some(outcome) if !capped => {
            let k = outcome.winners.count_ones().max(1) as f64;
            for s in outcome.winner_seats() {
                shares[entry_at(s as usize)] += 1.0 / k;
            }
        }
        _ => shares.iter_mut().for_each(|s| *s = 1.0 / n as f64),
    }
    Ok(GameResult {
        shares,
        actions,
        battles: game.table().battles_fought,
        capped,
        times,
    })
}

/// Lineup entry `entry`'s name: its level, numbered when the level sits more than once
/// ("normal", or "normal 1", "normal 2", ...).
fn entry_name(lineup: &[Level], entry: usize) -> String {
    let level = lineup[entry];
    if lineup.iter().filter(|&&l| l == level).count() < 2 {
        return level.to_string();
    }
    let number = lineup[..=entry].iter().filter(|&&l| l == level).count();
    format!("{level} {number}")
}

/// Mean and the half-width of its 95% confidence interval.
fn mean_ci(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    if n == 0.0 {
        return (0.0, 0.0);
    }
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.96 * (var / n).sqrt())
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i]
}

pub fn run(args: &[String]) -> Result<(), CliError> {
    let opts = parse(args)?;
    let n = opts.seats.len();
    let started = Instant::now();
    // Each game's result as it ends, with a line of the running shares, so that a long
    // run stopped early still tells what it saw.
    let finished: Mutex<Vec<Option<GameResult>>> =
        Mutex::new((0..opts.games).map(|_| None).collect());
    let threads = opts.threads.min(opts.games.max(1) as usize);
    let outcomes: Vec<Result<(), CliError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (opts, finished) = (&opts, &finished);
                scope.spawn(move || {
                    for i in (t as u32..opts.games).step_by(threads) {
                        let result = play_game(opts, i)?;
                        let mut all = finished.lock().map_err(|_| CliError::Thread)?;
                        all[i as usize] = Some(result);
                        eprintln!("{}", running_line(opts, i, &all, started));
                    }
                    Ok(())
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or(Err(CliError::Thread)))
            .collect()
    });
    for outcome in outcomes {
        outcome?;
    }
    let results = finished.into_inner().map_err(|_| CliError::Thread)?;
    let results: Vec<GameResult> = results.into_iter().flatten().collect();
    let games = results.len();

    let seats: Vec<String> = opts.seats.iter().map(|l| l.to_string()).collect();
    println!(
        "arena: {} with {} players{}, {} games from seed {}, lineup {} (rotated each game)",
        opts.rules.preset,
        n,
        variants_text(&opts.rules),
        games,
        opts.seed,
        seats.join(",")
    );
    println!(
        "\nwin share by entry (fair share {:.1}%):",
        100.0 / n as f64
    );
    for (k, level) in opts.seats.iter().enumerate() {
        let xs: Vec<f64> = results.iter().map(|r| r.shares[k]).collect();
        let (m, ci) = mean_ci(&xs);
        println!(
            "  #{k} {:<7} {:5.1}% ± {:4.1}%   (95% CI {:.1}–{:.1}%)",
            level.to_string(),
            100.0 * m,
            100.0 * ci,
            // A share lies in [0, 1]: the normal approximation's bounds are clipped to it.
            100.0 * (m - ci).max(0.0),
            100.0 * (m + ci).min(1.0)
        );
    }
    // The same level in several seats: their shares together, against its fair share.
    let mut levels: Vec<Level> = opts.seats.clone();
    levels.sort_by_key(|l| l.id());
    levels.dedup();
    if levels.len() < n {
        println!("\nwin share by level (all its entries together):");
        for &level in &levels {
            let entries: Vec<usize> = (0..n).filter(|&k| opts.seats[k] == level).collect();
            let xs: Vec<f64> = results
                .iter()
                .map(|r| entries.iter().map(|&k| r.shares[k]).sum())
                .collect();
            let (m, ci) = mean_ci(&xs);
            println!(
                "  {:<7} {:5.1}% ± {:4.1}%   ({} seat(s), fair share {:.1}%)",
                level.to_string(),
                100.0 * m,
                100.0 * ci,
                entries.len(),
                100.0 * entries.len() as f64 / n as f64
            );
        }
    }
    let capped = results.iter().filter(|r| r.capped).count();
    let actions: Vec<f64> = results.iter().map(|r| r.actions as f64).collect();
    let battles: Vec<f64> = results.iter().map(|r| r.battles as f64).collect();
    println!(
        "\ngame length: {:.1} actions, {:.1} battles on average; {} game(s) hit the cap of {} actions (draws)",
        mean_ci(&actions).0,
        mean_ci(&battles).0,
        capped,
        opts.max_actions
    );
    println!("\ntime per decision (decisions with a choice only):");
    for level in levels {
        let mut ts: Vec<f64> = results
            .iter()
            .flat_map(|r| {
                r.times
                    .iter()
                    .enumerate()
                    .filter(|(k, _)| opts.seats[*k] == level)
                    .flat_map(|(_, t)| t.iter().copied())
            })
            .collect();
        ts.sort_by(f64::total_cmp);
        let (mean, _) = mean_ci(&ts);
        println!(
            "  {:<7} {:>8} decisions, mean {:8.3} ms, p95 {:8.3} ms, max {:8.3} ms",
            level.to_string(),
            ts.len(),
            1000.0 * mean,
            1000.0 * percentile(&ts, 0.95),
            1000.0 * ts.last().copied().unwrap_or(0.0)
        );
    }
    println!(
        "\ntotal {:.1}s on {} thread(s)",
        started.elapsed().as_secs_f64(),
        threads
    );
    Ok(())
}

/// The line printed as game `index` ends: its seed and winners, and every entry's share
/// of the games finished so far, with its 95% interval.
fn running_line(
    opts: &Options,
    index: u32,
    finished: &[Option<GameResult>],
    started: Instant,
) -> String {
    let done: Vec<&GameResult> = finished.iter().flatten().collect();
    let shares: Vec<String> = (0..opts.seats.len())
        .map(|k| {
            let xs: Vec<f64> = done.iter().map(|r| r.shares[k]).collect();
            let (m, ci) = mean_ci(&xs);
            format!(
                "{} {:.1}% ± {:.1}",
                entry_name(&opts.seats, k),
                100.0 * m,
                100.0 * ci
            )
        })
        .collect();
    let this = &finished[index as usize];
    let won: Vec<String> = this
        .iter()
        .flat_map(|r| r.shares.iter().enumerate())
        .filter(|(_, &x)| x > 0.0)
        .map(|(k, _)| entry_name(&opts.seats, k))
        .collect();
    format!(
        "game {index} (seed {}) won by {}; {} games: {} ({:.0}s)",
        opts.seed.wrapping_add(index as u64),
        won.join(" and "),
        done.len(),
        shares.join(", "),
        started.elapsed().as_secs_f64()
    )
}

fn variants_text(rules: &Rules) -> String {
    let on: Vec<&str> = Variant::ALL
        .into_iter()
        .filter(|v| rules.has_variant(*v))
        .map(|v| v.id())
        .collect();
    if on.is_empty() {
        String::new()
    } else {
        format!(" + {}", on.join(", "))
    }
}
