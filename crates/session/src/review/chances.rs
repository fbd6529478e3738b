//! The chart's figures: each seat's chance to win from the TRUE position (the game is
//! over, so every hand and every face-down card is known), estimated by playing it out
//! to the end many times with the rule bot at every seat, a share of its moves random.
//! What nobody could know at that point, the order of the deck and the shuffles to come,
//! is dealt anew for each play-out: the chance is the position's, not that of the one
//! future the game happened to have. A shared victory gives each of its k winners 1/k.
//! The figures are whole percents that add up to exactly 100.

use ai::RuleBot;
use engine::{Action, Game, GameRng, Observation, SeenCard, MAX_PLAYERS};

/// A win is counted in 60ths, which every share 1/k (k ≤ 6 winners) divides exactly, so
/// the sums stay integers.
const UNITS: u64 = 60;

/// A play-out that has not ended after this many actions counts as a draw among every
/// seat (none has in testing: rule-bot games end in a few hundred actions at most).
pub const PLAYOUT_CAP: u32 = 3_000;

/// How the chances are estimated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playouts {
    /// Play-outs per position.
    pub count: u32,
    /// The share of a play-out's decisions (with a choice) made at random, in thousandths.
    pub noise_permille: u32,
}

/// Each seat's chance to win in `game`, in whole percent, one per seat in play.
pub fn chances(game: &Game, playouts: Playouts, seed: u64) -> Vec<u8> {
    let players = game.players() as usize;
    let mut units = [0u64; MAX_PLAYERS];
    if game.is_over() {
        add_result(game, &mut units);
    } else {
        let mut rng = GameRng::from_seed(seed);
        let mut legal = Vec::with_capacity(64);
        let everything = open_observation(game);
        for _ in 0..playouts.count.max(1) {
            let mut copy = everything.sample_game(&mut rng);
            play_out(&mut copy, playouts.noise_permille, &mut rng, &mut legal);
            add_result(&copy, &mut units);
        }
    }
    whole_percents(&units[..players])
}

/// An observation that knows every hand and every face-down card: dealing a game from it
/// ([`Observation::sample_game`]) keeps all of them and draws only the deck's order and a
/// fresh generator. The other hands are passed as "known in hand" (which the engine
/// keeps for the table's information only: no rule and no AI decision reads it), the
/// face-down cards as seen.
pub fn open_observation(game: &Game) -> Observation {
    let mut obs = game.observation(0);
    for seat in 1..game.players() {
        obs.table.known_in_hand[seat as usize] = *game.hand(seat);
    }
    for (seat, row) in obs
        .rows
        .iter_mut()
        .enumerate()
        .take(game.players() as usize)
    {
        *row = game
            .row(seat as u8)
            .iter()
            .map(|p| SeenCard {
                card: Some(p.card),
                face_up: p.face_up,
            })
            .collect();
    }
    obs
}

/// Plays `game` on to its end (or [`PLAYOUT_CAP`]) with the rule bot, each seat reading
/// only its own view, and a random legal action instead with the given chance.
fn play_out(game: &mut Game, noise_permille: u32, rng: &mut GameRng, legal: &mut Vec<Action>) {
    let bot = RuleBot::default();
    for _ in 0..PLAYOUT_CAP {
        if game.is_over() {
            return;
        }
        game.legal_actions_into(legal);
        let action = match legal.len() {
            0 => return,
            1 => legal[0],
            n if rng.below(1000) < noise_permille => legal[rng.below(n as u32) as usize],
            _ => bot.decide_in_game(game, legal).unwrap_or(legal[0]),
        };
        game.apply_unchecked(action, &mut ());
    }
}

/// Adds one finished (or capped) game's result: its winners share a win; a game that
/// did not end is a draw among every seat.
fn add_result(game: &Game, units: &mut [u64; MAX_PLAYERS]) {
    let players = game.players() as u64;
    match game.outcome() {
        Some(outcome) if outcome.winners != 0 => {
            let each = UNITS / outcome.winners.count_ones() as u64;
            for seat in outcome.winner_seats() {
                units[seat as usize] += each;
            }
        }
        _ => {
            for u in units.iter_mut().take(players as usize) {
                *u += UNITS / players;
            }
        }
    }
}

/// Shares as whole percents adding up to exactly 100 (largest remainder: each share is
/// rounded down, and the points left go to the largest remainders, the lower seat first
/// among equal ones). All shares zero: an even split.
pub fn whole_percents(shares: &[u64]) -> Vec<u8> {
    let n = shares.len();
    if n == 0 {
        return Vec::new();
    }
    let total: u64 = shares.iter().sum();
    let shares: Vec<u64> = if total == 0 {
        vec![1; n]
    } else {
        shares.to_vec()
    };
    let total: u64 = shares.iter().sum();
    let mut out: Vec<u8> = shares.iter().map(|s| (s * 100 / total) as u8).collect();
    let given: u32 = out.iter().map(|&p| p as u32).sum();
    let mut order: Vec<usize> = (0..n).collect();
    // Largest remainder first; `sort_by_key` is stable, so lower seats win ties.
    order.sort_by_key(|&i| std::cmp::Reverse(shares[i] * 100 % total));
    for &i in order.iter().take((100 - given) as usize) {
        out[i] += 1;
    }
    out
}
