//! `condottiere review`: the review of a finished game, from a record file (the arena's
//! `--records`, or `replay`'s format), a saved game's file (the app's export) or a record
//! link's code, each read through the session crate's checked constructor of its kind
//! (`session::review::Reviewed`).
//!
//! ```text
//! condottiere review <record.json | save.json | link code | -> [--json] [--all-seats]
//!                    [--seed S] [--budget N] [--playouts N]
//! ```
//!
//! The seats judged are the humans: a link's or a save's seats say who was human, an
//! arena record's seats are all AI levels, and a record without seats judges every seat.
//! `--all-seats` judges every seat in any case. Actions are named by their notation.

use crate::error::CliError;
use crate::options::number;
use engine::{Action, Record};
use i18n::Catalog;
use serde_json::{json, Value};
use session::review::{words, Analysis, Review, ReviewOptions, Reviewed, Verdict};

pub const USAGE: &str = "usage: condottiere review <record.json | save.json | link code | -> \
[--json] [--all-seats] [--seed S] [--budget N] [--playouts N]";

struct Options {
    source: String,
    json: bool,
    all_seats: bool,
    review: ReviewOptions,
}

fn parse(args: &[String]) -> Result<Options, CliError> {
    let mut source = None;
    let mut json = false;
    let mut all_seats = false;
    let mut review = ReviewOptions::default();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = || {
            it.next()
                .ok_or_else(|| CliError::NoValue(arg.trim_start_matches('-').into()))
        };
        match arg.as_str() {
            "--json" => json = true,
            "--all-seats" => all_seats = true,
            "--seed" => review.seed = number(arg, value()?)?,
            "--budget" => review.budget = number(arg, value()?)?,
            "--playouts" => review.playouts = number(arg, value()?)?,
            "--help" | "-h" => return Err(CliError::Usage(USAGE)),
            other if other.starts_with("--") => {
                return Err(CliError::UnknownArgument {
                    arg: other.into(),
                    usage: USAGE,
                })
            }
            other => match source {
                None => source = Some(other.to_string()),
                Some(_) => {
                    return Err(CliError::TwoSources {
                        other: other.into(),
                        usage: USAGE,
                    })
                }
            },
        }
    }
    let source = source.ok_or(CliError::Missing {
        what: "review needs a record file or link",
        usage: USAGE,
    })?;
    Ok(Options {
        source,
        json,
        all_seats,
        review,
    })
}

/// The game named by `source`: a file (or `-`, standard input), else a link's code.
pub fn read_source(source: &str) -> Result<Reviewed, CliError> {
    if source == "-" || std::path::Path::new(source).exists() {
        let text = crate::files::read_input(source)?;
        return Reviewed::from_file(&text).map_err(|error| CliError::Source {
            source: source.into(),
            error,
        });
    }
    Reviewed::from_link(source).map_err(|error| CliError::NotASource {
        source: source.into(),
        error,
    })
}

pub fn run(args: &[String]) -> Result<(), CliError> {
    let opts = parse(args)?;
    let reviewed = read_source(&opts.source)?;
    let players = reviewed.record.setup.players;
    let everyone = ((1u16 << players.min(8)) - 1) as u8;
    let judged = match reviewed.humans {
        _ if opts.all_seats => everyone,
        Some(humans) => humans,
        None => {
            eprintln!("note: the record does not say who was human: every seat is judged");
            everyone
        }
    };
    let options = ReviewOptions {
        judged,
        ..opts.review
    };
    let mut analysis = Analysis::new(&reviewed.record, options).map_err(CliError::Review)?;
    while !analysis.step().is_finished() {}
    let review = analysis.review().ok_or(CliError::AnalysisUnfinished)?;
    let catalog = Catalog::english();
    let names: Vec<String> = (0..players)
        .map(|seat| words::player_name(&catalog, &reviewed.names, seat))
        .collect();
    if opts.json {
        crate::files::print_json(&as_json(&review, &names)?)
    } else {
        print_text(&catalog, &review, &reviewed.record, &names);
        Ok(())
    }
}

fn notation(action: Action) -> String {
    action.to_string()
}

/// The review's own serialised form, each player with their name, and the checksum.
fn as_json(review: &Review, names: &[String]) -> Result<Value, CliError> {
    let mut value = serde_json::to_value(review)?;
    if let Some(players) = value.get_mut("players").and_then(Value::as_array_mut) {
        for (player, name) in players.iter_mut().zip(names) {
            player["name"] = json!(name);
        }
    }
    value["checksum"] = json!(format!("{:016x}", review.checksum()));
    Ok(value)
}

fn print_text(catalog: &Catalog, review: &Review, record: &Record, names: &[String]) {
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    say!(
        "review of a {} game, {} players, {} moves (seed {}, {} iterations a decision, {} play-outs a position)",
        record.setup.rules.preset,
        record.setup.players,
        record.actions.len(),
        review.seed,
        review.budget,
        review.playouts
    );
    say!("\nbattles (move that opened it – move that decided it, counted from 1):");
    for (i, b) in review.battles.iter().enumerate() {
        let battle = words::battle_in_words(catalog, &review.battles, Some(i as u16));
        say!(
            "  {:>2}. {battle}: moves {}–{}",
            i + 1,
            b.start + 1,
            b.end + 1
        );
    }
    say!("\nchance to win after each move (%):");
    for (seat, name) in names.iter().enumerate() {
        let series = review.series(seat as u8);
        let list: Vec<String> = series.iter().map(u8::to_string).collect();
        say!("  {name:<width$}  {}", list.join(","));
    }
    say!("\nturning points:");
    for point in &review.turning_points {
        let text = words::turning_point_in_words(catalog, point, &review.battles, names, &notation);
        say!("  {text}");
    }
    say!("\njudged decisions:");
    if review.decisions.is_empty() {
        say!("  none (no seat judged: --all-seats judges the AI seats too)");
    }
    for decision in &review.decisions {
        let text = words::decision_in_words(catalog, decision, names, &notation);
        let alternatives = words::alternatives_in_words(
            catalog,
            (decision.played, decision.chance_played),
            &decision.options,
            &notation,
        );
        say!("  [{}] {text}  AI: {alternatives}", decision.verdict.id());
    }
    say!("\nplayers judged:");
    if review.players.iter().all(|p| !p.judged) {
        say!("  none");
    }
    for player in review.players.iter().filter(|p| p.judged) {
        let counts: Vec<String> = Verdict::ALL
            .iter()
            .map(|&v| {
                format!(
                    "{} {}",
                    words::verdict_in_words(catalog, v),
                    player.verdicts.get(v)
                )
            })
            .collect();
        let accuracy = player
            .accuracy
            .map_or("no decision judged".to_string(), |a| {
                format!("accuracy {a}%")
            });
        say!(
            "  {:<width$}  {accuracy}; {}",
            names[player.seat as usize],
            counts.join(", ")
        );
    }
    say!("\nchecksum {:016x}", review.checksum());
}
