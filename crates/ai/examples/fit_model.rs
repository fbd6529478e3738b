//! Fits the opponent model behind Expert's reading of the table ([`ai::OpponentModel`])
//! on arena records: for every decision with a choice of the seats of one level, what
//! that seat held and saw, what the rule bot would have done, and what the player did.
//! The chance of passing in a battle turn is a logistic regression on
//! [`ai::infer::pass_features`] (by gradient ascent); the shares of the rule bot's card
//! and choice are counted. Fits on the first half of the records, prints the held-out
//! log-likelihood per decision against a uniform choice, then fits on all of them and
//! prints the model as Rust.
//!
//! ```text
//! condottiere arena --rules ffg-2006 --seats hard,hard,hard,hard --games 300 --seed 310001 --records DIR
//! cargo run --release -p ai --example fit_model -- DIR hard
//! ```

use ai::infer::{Decision, OpponentModel, CARD_FEATURES, PASS_FEATURES};
use ai::RuleBot;
use engine::{Action, Game, Record};
use std::path::Path;

/// One recorded game: the record and each seat's level.
fn read(path: &Path) -> Option<(Record, Vec<String>)> {
    let text = std::fs::read_to_string(path).ok()?;
    let value: serde_json::Value = serde_json::from_str(&text).ok()?;
    let record = Record {
        setup: serde_json::from_value(value["setup"].clone()).ok()?,
        actions: serde_json::from_value(value["actions"].clone()).ok()?,
    };
    let kinds = value["seats"]
        .as_array()?
        .iter()
        .map(|s| s["kind"].as_str().unwrap_or("").to_string())
        .collect();
    Some((record, kinds))
}

/// Calls `each` with the position, the action and the legal list of every decision of a
/// seat of `level` with a choice.
fn decisions(
    games: &[(Record, Vec<String>)],
    level: &str,
    mut each: impl FnMut(&Game, Action, &[Action]),
) {
    for (record, kinds) in games {
        let Ok(mut game) = Game::new(record.setup) else {
            continue;
        };
        for &action in &record.actions {
            let legal = game.legal_actions();
            let seat = game.to_act().unwrap_or(0) as usize;
            if legal.len() > 1 && kinds.get(seat).is_some_and(|k| k == level) {
                each(&game, action, &legal);
            }
            if game.apply(action).is_err() {
                break;
            }
        }
    }
}

/// The model fitted on `games`' decisions of `level`.
fn fit(games: &[(Record, Vec<String>)], level: &str) -> OpponentModel {
    let policy = RuleBot::default();
    let mut turns: Vec<([f32; PASS_FEATURES], bool)> = Vec::new();
    let mut cards: Vec<Vec<[f32; CARD_FEATURES]>> = Vec::new();
    let mut choice = (0u32, 0u32);
    decisions(games, level, |g, a, legal| {
        match Decision::of(&policy, g, a, legal) {
            Some(Decision::Battle {
                features,
                passed,
                cards: options,
            }) => {
                turns.push((features, passed));
                if !options.is_empty() {
                    cards.push(options);
                }
            }
            Some(Decision::Other { same }) => {
                choice.0 += 1;
                choice.1 += same as u32;
            }
            None => {}
        }
    });
    let mut model = OpponentModel {
        pass: [0.0; PASS_FEATURES],
        card: [0.0; CARD_FEATURES],
        // Laplace's rule: never 0 or 1, so no deal is ruled out by one move.
        same_choice: (choice.1 as f32 + 1.0) / (choice.0 as f32 + 2.0),
        policy,
    };
    // Gradient ascent on the mean log-likelihoods, with a small ridge: a logistic
    // regression for passing, a conditional logit for the card played.
    let n = turns.len().max(1) as f32;
    for _ in 0..4000 {
        let mut grad = [0.0f32; PASS_FEATURES];
        for (x, passed) in &turns {
            let err = *passed as u8 as f32 - model.pass_chance(x);
            for (g, xi) in grad.iter_mut().zip(x) {
                *g += err * xi / n;
            }
        }
        for (w, g) in model.pass.iter_mut().zip(grad) {
            *w += 0.5 * (g - 0.001 * *w);
        }
    }
    let n = cards.len().max(1) as f32;
    for _ in 0..2000 {
        let mut grad = [0.0f32; CARD_FEATURES];
        for options in &cards {
            let scores: Vec<f32> = options
                .iter()
                .map(|x| {
                    model
                        .card
                        .iter()
                        .zip(x)
                        .map(|(w, x)| w * x)
                        .sum::<f32>()
                        .exp()
                })
                .collect();
            let total: f32 = scores.iter().sum();
            for (k, x) in options.iter().enumerate() {
                let weight = (k == 0) as u8 as f32 - scores[k] / total;
                for (g, xi) in grad.iter_mut().zip(x) {
                    *g += weight * xi / n;
                }
            }
        }
        for (w, g) in model.card.iter_mut().zip(grad) {
            *w += 0.5 * (g - 0.001 * *w);
        }
    }
    model
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dir = args.first().expect("a directory of arena records");
    let level = args.get(1).map_or("hard", String::as_str);
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .expect("readable directory")
        .flatten()
        .map(|e| e.path())
        .collect();
    paths.sort();
    let games: Vec<_> = paths.iter().filter_map(|p| read(p)).collect();
    if args.get(2).is_some_and(|a| a == "--csv") {
        // The battle decisions, one a line: the features, then 1 for a pass.
        let policy = RuleBot::default();
        decisions(&games, level, |g, a, legal| {
            if let Some(Decision::Battle {
                features, passed, ..
            }) = Decision::of(&policy, g, a, legal)
            {
                let x: Vec<String> = features.iter().map(|f| f.to_string()).collect();
                println!("{},{}", x.join(","), passed as u8);
            }
        });
        return;
    }
    let (first, held_out) = games.split_at(games.len() / 2);
    let model = fit(first, level);
    let mut fitted_bot = model;
    fitted_bot.pass = [0.0; PASS_FEATURES];
    fitted_bot.card = [0.0; CARD_FEATURES];
    // The rule bot alone: only the constant and its choice.
    let bot_only = {
        let policy = RuleBot::default();
        let (mut passes, mut bot) = ([0u32; 2], [0u32; 2]);
        decisions(first, level, |g, a, legal| {
            if let Some(Decision::Battle {
                features, passed, ..
            }) = Decision::of(&policy, g, a, legal)
            {
                let k = features[1] as usize;
                bot[k] += 1;
                passes[k] += passed as u32;
            }
        });
        let logit = |k: usize| {
            let p = (passes[k] as f32 + 1.0) / (bot[k] as f32 + 2.0);
            (p / (1.0 - p)).ln()
        };
        fitted_bot.pass[0] = logit(0);
        fitted_bot.pass[1] = logit(1) - logit(0);
        // The rule bot's card with the share fitted for it, the others evenly.
        fitted_bot.card[0] = model.card[0];
        fitted_bot
    };
    let (mut n, mut model_ll, mut bot_ll, mut uniform_ll) = (0u32, 0f64, 0f64, 0f64);
    let (mut passes, mut pass_ll, mut pass_bot_ll) = (0u32, 0f64, 0f64);
    let policy = RuleBot::default();
    decisions(held_out, level, |g, a, legal| {
        n += 1;
        model_ll += (model.chance(g, a, legal) as f64).ln();
        bot_ll += (bot_only.chance(g, a, legal) as f64).ln();
        uniform_ll -= (legal.len() as f64).ln();
        if let Some(Decision::Battle {
            features, passed, ..
        }) = Decision::of(&policy, g, a, legal)
        {
            let p = |m: &OpponentModel| {
                let p = m.pass_chance(&features) as f64;
                if passed {
                    p.ln()
                } else {
                    (1.0 - p).ln()
                }
            };
            passes += 1;
            pass_ll += p(&model);
            pass_bot_ll += p(&bot_only);
        }
    });
    println!(
        "to pass or not, {passes} held-out battle turns: log-likelihood per turn {:.4} (the rule bot's choice alone {:.4})",
        pass_ll / passes.max(1) as f64,
        pass_bot_ll / passes.max(1) as f64
    );
    let per = |x: f64| x / n.max(1) as f64;
    println!(
        "{} games ({} to fit), {level}'s decisions held out: {n}; log-likelihood per decision: model {:.3}, the rule bot's choice alone {:.3}, uniform {:.3}",
        games.len(),
        first.len(),
        per(model_ll),
        per(bot_ll),
        per(uniform_ll)
    );
    let all = fit(&games, level);
    println!(
        "fitted on every game:\npass: {:?},\ncard: {:?},\nsame_choice: {:.3},",
        all.pass, all.card, all.same_choice
    );
}
