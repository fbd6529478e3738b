//! Positions drawn from seeded games: one candidate per number, always the same.
//!
//! A candidate number seeds a generator that picks an edition (every one of
//! [`Preset::ALL`], as printed, without variants), a table of 3 to 5 players (2 in the
//! duel) and a deal, then plays the game with a simple seeded policy until a battle
//! decision small enough to prove exactly, taken at random among such decisions. The
//! policy is this module's own, not the AI's, so that no change to the AI ever changes
//! a puzzle: a code keeps its puzzle as long as the engine deals and plays as it does.

use engine::{Action, Game, GameRng, Phase, Preset, Setup};

/// A decision in a battle: the game, the seat whose decision it is, and how the game
/// got there (so a screen can deal it and play it to the position on its ordinary table).
#[derive(Clone, Debug)]
pub struct Position {
    pub game: Game,
    pub seat: u8,
    /// The deal; `None` for a position built by hand (the tests').
    pub setup: Option<Setup>,
    /// The actions from the deal to the position.
    pub history: Vec<Action>,
}

/// The most actions a game is played for a candidate before giving up on it.
const MAX_ACTIONS: usize = 600;

/// Bounds on the positions kept, so that one is proved in a few milliseconds: the hands
/// still in the battle may be played in at most this many ways (the product, over the
/// seats still in, of the ways to choose part of each hand).
pub const MAX_HAND_SUBSETS: u64 = 1500;

/// The same bound while other seats are still in the battle: their replies make the
/// proof costlier, and such positions make puzzles less often.
pub const MAX_HAND_SUBSETS_CONTESTED: u64 = 300;

/// The seat to move holds at least this many cards (one card is no puzzle).
const MIN_HAND: u32 = 2;

/// One in this many of the decisions that fit is taken, so that candidates come from
/// every stage of a game, not only the first that fits.
const TAKE_ONE_IN: u32 = 3;

/// A battle turn's chance to pass, out of 8, in the seeded play before the position.
const PASS_IN_8: u32 = 2;

/// The position of candidate `number`, if its game offers one.
pub fn draw(number: u64) -> Option<Position> {
    let mut rng = GameRng::from_seed(number);
    let preset = Preset::ALL[rng.below(Preset::ALL.len() as u32) as usize];
    let rules = preset.rules();
    let players = if rules.duel {
        2
    } else {
        (3 + rng.below(3) as u8).clamp(rules.min_players, rules.max_players)
    };
    let setup = Setup {
        rules,
        players,
        seed: rng.next_u64(),
        first: None,
    };
    let mut game = Game::new(setup).ok()?;
    let mut history = Vec::new();
    for _ in 0..MAX_ACTIONS {
        if let Phase::Battle { seat } = game.phase() {
            if fits(&game, seat) && rng.below(TAKE_ONE_IN) == 0 {
                return Some(Position {
                    game,
                    seat,
                    setup: Some(setup),
                    history,
                });
            }
        }
        let action = policy(&game, &mut rng)?;
        game.apply_unchecked(action, &mut ());
        history.push(action);
    }
    None
}

/// Whether a battle decision is one the solver proves quickly and a puzzle can use.
pub fn fits(game: &Game, seat: u8) -> bool {
    !game.table().final_battle
        && game.hand(seat).total() >= MIN_HAND
        && hand_subsets(game)
            <= if alone(game, seat) {
                MAX_HAND_SUBSETS
            } else {
                MAX_HAND_SUBSETS_CONTESTED
            }
}

/// Whether `seat` is the only one still in the battle.
pub fn alone(game: &Game, seat: u8) -> bool {
    (0..game.players()).all(|s| s == seat || !game.table().in_battle(s))
}

/// The ways the seats still in the battle may play part of their hands: a measure of
/// the positions the solver may meet.
pub fn hand_subsets(game: &Game) -> u64 {
    (0..game.players())
        .filter(|&s| game.table().in_battle(s))
        .map(|s| {
            game.hand(s)
                .iter()
                .map(|(_, n)| n as u64 + 1)
                .product::<u64>()
        })
        .fold(1u64, |all, ways| all.saturating_mul(ways))
}

/// The seeded play: in a battle turn, pass now and then, else a card kind from hand at
/// random; any other decision at random among the legal ones.
fn policy(game: &Game, rng: &mut GameRng) -> Option<Action> {
    if let Phase::Battle { seat } = game.phase() {
        let kinds: Vec<_> = game.hand(seat).iter().map(|(card, _)| card).collect();
        if kinds.is_empty() || rng.below(8) < PASS_IN_8 {
            return Some(Action::Pass);
        }
        return Some(Action::Play(kinds[rng.below(kinds.len() as u32) as usize]));
    }
    let legal = game.legal_actions();
    (!legal.is_empty()).then(|| legal[rng.below(legal.len() as u32) as usize])
}
