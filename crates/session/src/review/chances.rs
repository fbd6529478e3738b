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
/// seat (rule-bot games end in a few hundred actions at most)...
pub const PLAYOUT_CAP: u32 = 3_000;
/// ...and so does one in which a seat has won this many battles: the engine counts them
/// in a byte (classic-1995's cities change hands, and a long play-out could go past 255).
pub const BATTLES_WON_CAP: u8 = 250;

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
        // (A finished game has no legal action: the play-out ends below.)
        let won = &game.table().battles_won;
        if won.iter().any(|&w| w >= BATTLES_WON_CAP) {
            return;
        }
        game.legal_actions_into(legal);
        let Some(action) = playout_action(game, legal, &bot, noise_permille, rng) else {
            return;
        };
        game.apply_unchecked(action, &mut ());
    }
}

/// A play-out's move: the only legal action, else a random one with the chance
/// `noise_permille`/1000, else the rule bot's. `None` when nothing is legal.
fn playout_action(
    game: &Game,
    legal: &[Action],
    bot: &RuleBot,
    noise_permille: u32,
    rng: &mut GameRng,
) -> Option<Action> {
    Some(match legal.len() {
        0 => return None,
        1 => legal[0],
        n if rng.below(1000) < noise_permille => legal[rng.below(n as u32) as usize],
        _ => bot.decide_in_game(game, legal).unwrap_or(legal[0]),
    })
}

/// Adds one finished (or capped) game's result: its winners share a win; a game that
/// did not end is a draw among every seat.
fn add_result(game: &Game, units: &mut [u64; MAX_PLAYERS]) {
    let players = game.players() as u64;
    match game.outcome() {
        Some(outcome) => {
            // An outcome always has a winner; `max` only keeps a malformed one harmless.
            let each = UNITS / outcome.winners.count_ones().max(1) as u64;
            for seat in outcome.winner_seats() {
                units[seat as usize] += each;
            }
        }
        None => {
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

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Preset, Setup};

    fn opening() -> Game {
        let mut game = Game::new(Setup {
            rules: Preset::Ffg2006.rules(),
            players: 4,
            seed: 3,
            first: Some(0),
        })
        .unwrap();
        game.apply(Action::ChooseRegion(engine::Region::Roma))
            .unwrap();
        game
    }

    /// How often the play-out's move is not the rule bot's, in `n` draws.
    fn not_the_bots(noise_permille: u32, n: u32) -> (u32, Vec<Action>) {
        let game = opening();
        let legal = game.legal_actions();
        let bot = RuleBot::default();
        let bots = bot.decide_in_game(&game, &legal).unwrap();
        let mut rng = GameRng::from_seed(1);
        let mut seen = Vec::new();
        let mut other = 0;
        for _ in 0..n {
            let a = playout_action(&game, &legal, &bot, noise_permille, &mut rng).unwrap();
            other += u32::from(a != bots);
            if !seen.contains(&a) {
                seen.push(a);
            }
        }
        (other, seen)
    }

    #[test]
    fn noise_is_the_share_of_random_moves() {
        let legal = opening().legal_actions().len() as u32;
        assert!(legal >= 5, "{legal}");
        // No noise: always the rule bot (a single stray move in 20,000 would show).
        assert_eq!(not_the_bots(0, 20_000).0, 0);
        // All noise: uniform, every legal action drawn.
        let (other, seen) = not_the_bots(1000, 20_000);
        assert_eq!(seen.len() as u32, legal);
        let expected = 20_000 * (legal - 1) / legal;
        assert!(other.abs_diff(expected) < 400, "{other} of {expected}");
        // A quarter: a random move a quarter of the time, the bot's by chance among them.
        let (other, _) = not_the_bots(250, 20_000);
        let expected = 5_000 * (legal - 1) / legal;
        assert!(other.abs_diff(expected) < 300, "{other} of {expected}");
    }

    /// A play-out stopped before the end (at a cap) is a draw among every seat.
    #[test]
    fn an_unfinished_play_out_is_a_draw() {
        for players in [3u8, 4, 5] {
            let game = Game::new(Setup {
                rules: Preset::Ffg2006.rules(),
                players,
                seed: 1,
                first: None,
            })
            .unwrap();
            let mut units = [7; MAX_PLAYERS];
            add_result(&game, &mut units);
            let each = 7 + UNITS / players as u64;
            for (seat, &u) in units.iter().enumerate() {
                assert_eq!(u, if seat < players as usize { each } else { 7 });
            }
        }
    }

    #[test]
    fn a_play_out_has_a_move_only_when_one_is_legal() {
        let game = opening();
        let mut rng = GameRng::from_seed(2);
        let bot = RuleBot::default();
        assert_eq!(playout_action(&game, &[], &bot, 1000, &mut rng), None);
        // A single legal action is played whatever the noise, without a draw.
        let only = [Action::Pass];
        let before = rng.clone();
        assert_eq!(
            playout_action(&game, &only, &bot, 1000, &mut rng),
            Some(Action::Pass)
        );
        assert_eq!(rng, before);
    }
}
