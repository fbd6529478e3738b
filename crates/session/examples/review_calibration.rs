//! How well the chart's chances predict the game: for arena games, estimates each
//! position's chances several ways and scores them against the real outcome (Brier
//! score: the mean over positions of the squared error summed over seats; lower is
//! better), with how much they move per move (mean of the largest change at a move).
//!
//! ```text
//! cargo run --release -p session --example review_calibration -- [games] [seats] [playouts]
//! ```

#[path = "../tests/review_support.rs"]
mod support;

use ai::{eval::Eval, Level, RuleBot};
use engine::{Game, GameRng};
use session::review::chances::open_observation;
use std::time::Instant;

#[derive(Clone, Copy, Debug)]
struct Estimator {
    redraw: bool,
    noise_permille: u32,
    /// Stop after this many more battles and score with the search's evaluation.
    horizon: Option<u32>,
}

fn estimate(game: &Game, e: Estimator, playouts: u32, seed: u64) -> Vec<f64> {
    let n = game.players() as usize;
    if let Some(o) = game.outcome() {
        let k = o.winners.count_ones() as f64;
        return (0..n as u8)
            .map(|s| {
                if o.winners & (1 << s) != 0 {
                    1.0 / k
                } else {
                    0.0
                }
            })
            .collect();
    }
    let mut rng = GameRng::from_seed(seed);
    let open = open_observation(game);
    let bot = RuleBot::default();
    let mut legal = Vec::new();
    let mut sum = vec![0.0; n];
    for _ in 0..playouts {
        let mut g = if e.redraw {
            open.sample_game(&mut rng)
        } else {
            game.clone()
        };
        let stop = e.horizon.map(|h| g.table().battles_fought + h);
        for _ in 0..3000 {
            if g.is_over() || stop.is_some_and(|s| g.table().battles_fought >= s) {
                break;
            }
            g.legal_actions_into(&mut legal);
            let a = match legal.len() {
                0 => break,
                1 => legal[0],
                k if rng.below(1000) < e.noise_permille => legal[rng.below(k as u32) as usize],
                _ => bot.decide_in_game(&g, &legal).unwrap_or(legal[0]),
            };
            g.apply_unchecked(a, &mut ());
        }
        let r = Eval::default().rewards(&g);
        for s in 0..n {
            sum[s] += r[s] as f64;
        }
    }
    sum.iter().map(|x| x / playouts as f64).collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().map_or(10, |a| a.parse().unwrap());
    let levels: Vec<Level> = args
        .get(1)
        .map_or("hard,normal,normal,normal", |s| s.as_str())
        .split(',')
        .map(|l| l.parse().unwrap())
        .collect();
    let playouts: u32 = args.get(2).map_or(200, |a| a.parse().unwrap());
    // The review's own choice is the fourth (`ReviewOptions::default`).
    // The review's own choice is the fourth (`ReviewOptions::default`).
    let estimators = [
        Estimator {
            redraw: false,
            noise_permille: 100,
            horizon: None,
        },
        Estimator {
            redraw: true,
            noise_permille: 100,
            horizon: None,
        },
        Estimator {
            redraw: true,
            noise_permille: 250,
            horizon: None,
        },
        Estimator {
            redraw: true,
            noise_permille: 400,
            horizon: None,
        },
        Estimator {
            redraw: true,
            noise_permille: 550,
            horizon: None,
        },
        Estimator {
            redraw: true,
            noise_permille: 700,
            horizon: None,
        },
        Estimator {
            redraw: true,
            noise_permille: 400,
            horizon: Some(3),
        },
    ];
    // Per estimator: Brier sums by third of the game, counts, mean largest move, time.
    let mut brier = vec![[0.0f64; 3]; estimators.len()];
    let mut counts = [0usize; 3];
    let mut jumps = vec![0.0f64; estimators.len()];
    let mut moves = 0usize;
    let mut times = vec![0.0f64; estimators.len()];
    for g in 0..games {
        let record = support::play(support::ffg(), &levels, 500 + g, 5000).expect("a game");
        let (end, _) = record.replay().unwrap();
        let outcome = end.outcome().unwrap();
        let k = outcome.winners.count_ones() as f64;
        let n = levels.len();
        let truth: Vec<f64> = (0..n as u8)
            .map(|s| {
                if outcome.winners & (1 << s) != 0 {
                    1.0 / k
                } else {
                    0.0
                }
            })
            .collect();
        let total = record.actions.len();
        for (ei, &e) in estimators.iter().enumerate() {
            let mut game = Game::new(record.setup).unwrap();
            let mut before: Option<Vec<f64>> = None;
            let t = Instant::now();
            for i in 0..total {
                // Positions before the last move: the last is the outcome for everyone.
                let p = estimate(&game, e, playouts, support::mix(g * 7919 + i as u64));
                let third = (3 * i / total).min(2);
                brier[ei][third] += p
                    .iter()
                    .zip(&truth)
                    .map(|(a, b)| (a - b).powi(2))
                    .sum::<f64>();
                if ei == 0 {
                    counts[third] += 1;
                }
                if let Some(b) = &before {
                    jumps[ei] += p
                        .iter()
                        .zip(b)
                        .map(|(a, b)| (a - b).abs())
                        .fold(0.0, f64::max);
                    if ei == 0 {
                        moves += 1;
                    }
                }
                before = Some(p);
                game.apply(record.actions[i]).unwrap();
            }
            times[ei] += t.elapsed().as_secs_f64();
        }
    }
    println!("{games} games, seats {levels:?}, {playouts} play-outs a position");
    println!("estimator                                         Brier: first third, second, last, all   mean largest move   time/game");
    for (ei, e) in estimators.iter().enumerate() {
        let all: f64 = brier[ei].iter().sum::<f64>() / counts.iter().sum::<usize>() as f64;
        println!(
            "{:<48}  {:.3} {:.3} {:.3} {:.3}   {:5.1} points   {:.2} s",
            format!("{e:?}"),
            brier[ei][0] / counts[0] as f64,
            brier[ei][1] / counts[1] as f64,
            brier[ei][2] / counts[2] as f64,
            all,
            100.0 * jumps[ei] / moves as f64,
            times[ei] / games as f64
        );
    }
}
