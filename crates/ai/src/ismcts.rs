//! Single-observer Information Set MCTS (Cowling, Powley & Whitehouse 2012).
//!
//! Each iteration deals a determinization (a full game consistent with what the
//! searching seat knows, [`Observation::sample_game`]), descends one tree whose edges
//! are actions (of whichever seat acts: other players' decisions are nodes of the same
//! tree), choosing with availability-aware UCB: a child's exploration term counts only
//! the visits of its parent in which that action was legal. It then expands one untried
//! action, plays on with the rule bot (each seat reading only its own view of the
//! sampled game) for a few battles, and backs up a reward for every seat; each node
//! maximises the reward of the seat acting there.
//! With [`SearchConfig::shadow`], the other seats' rewards come from a second playout on
//! a deal where the searching seat's hand is dealt again ([`shadow`]).
//!
//! The budget is a number of iterations, so a seed gives the same decision everywhere;
//! an optional [`Clock`] caps the time as well.

use crate::eval::{Eval, Rewards};
use crate::halving::Halving;
use crate::infer::{Inference, Pool, TableRead};
use crate::rulebot::RuleBot;
use crate::stall::{no_stalling, Overrule};
use engine::{Action, Game, GameRng, Observation};

mod shadow;
mod tree;
use shadow::Shadow;
use tree::{Node, Tree, NONE};

/// A time source for the optional time cap, in milliseconds from any fixed origin.
/// Natively `std::time::Instant`; in the browser `performance.now()`.
pub trait Clock {
    fn now_ms(&mut self) -> f64;
}

impl<F: FnMut() -> f64> Clock for F {
    fn now_ms(&mut self) -> f64 {
        self()
    }
}

/// How much to search and how.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchConfig {
    pub iterations: u32,
    /// Stop after this many milliseconds of the clock, if one is given.
    pub max_ms: Option<f64>,
    /// UCB exploration constant (rewards are in 0..=1).
    pub exploration: f32,
    /// A playout stops once this many battles have ended after the root's position...
    pub playout_battles: u32,
    /// ...or after this many actions, whichever comes first.
    pub playout_actions: u32,
    /// Chance that a playout move is uniformly random instead of the rule bot's.
    pub playout_noise: f32,
    /// The tree grows at most this many actions deep; below, playouts take over.
    pub max_depth: u32,
    /// Whether the other players' decisions are tree nodes (plain SO-ISMCTS, the
    /// default) or are made by the playout policy inside the tree too, so the tree
    /// branches only on the searching seat's own decisions. The latter exploits rule
    /// bots better (82% against three of them, 61% for plain SO-ISMCTS, 400 iterations,
    /// ffg-2006) but loses to plain SO-ISMCTS when the others search too (35% against
    /// 65% for two seats each, 400 games): it assumes everyone plays like the rule bot.
    pub opponents_in_tree: bool,
    /// Progressive bias towards the rule bot's move at every tree node: its child is
    /// expanded first and gets `prior / (visits + 1)` added to its UCB score, so the
    /// search starts from the policy's opinion and overrules it with evidence. 0: off.
    pub prior: f32,
    /// The chance that another seat's tree node is descended through the rule bot's move
    /// (for that seat's hand in this determinization) instead of by UCB. A tree node
    /// shared by every determinization cannot know that seat's hand, so UCB alone models
    /// an opponent who plays the same whatever it holds; the rule bot's move brings its
    /// hand back into the model. 0: off (plain SO-ISMCTS).
    pub opponent_policy: f32,
    /// Sequential halving at the root instead of UCB ([`crate::halving`]): every legal
    /// action measured fairly, for a judge of moves rather than a player. The search
    /// then runs its whole budget, even for a single legal action.
    pub halving: bool,
    /// Sequential halving at the root, with this many iterations instead of the budget,
    /// for where to fight and where the favor goes: up to 17 moves worth nearly the same,
    /// over which UCB spreads its visits while the best few need telling apart. 0: off;
    /// `halving` halves every decision with the budget instead.
    pub map_halving: u32,
    /// How far ahead the most visited root action must be to end the search early. 0:
    /// further ahead than the iterations left, so the full budget could not change the
    /// choice. Otherwise, after an eighth of the budget, further ahead than the visits the
    /// runner-up would get if it went on being chosen `settle_pace` times as often as it
    /// has been so far: a move that trails far behind is seldom chosen later, so the
    /// search stops sooner, at a small risk of a choice the full budget would change.
    pub settle_pace: f32,
    /// The iterations after which `settle_pace` and `tie_margin` may end the search. 0: an
    /// eighth of the budget.
    pub settle_after: u32,
    /// Ends the search early once the two most visited root actions' mean rewards are
    /// within this margin of each other: the budget left would choose between moves worth
    /// the same to within it. 0: off.
    pub tie_margin: f32,
    /// Reading the table ([`crate::infer`]): the determinizations are drawn from a pool
    /// of deals weighed by how likely the others' actions this round were with them.
    /// `None`: every determinization is dealt from the present position alone.
    pub inference: Option<Inference>,
    /// Whether the other seats' rewards are backed up from a shadow deal in which the
    /// searching seat's hand is dealt again ([`shadow`]): twice the playouts.
    pub shadow: bool,
    /// The exploration constant at the other seats' nodes. 0: `exploration`.
    pub opponent_exploration: f32,
    pub eval: Eval,
    pub policy: RuleBot,
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            iterations: 1000,
            max_ms: None,
            exploration: 0.7,
            playout_battles: 2,
            playout_actions: 200,
            playout_noise: 0.05,
            max_depth: 64,
            opponents_in_tree: true,
            prior: 0.0,
            opponent_policy: 0.0,
            halving: false,
            map_halving: 0,
            settle_pace: 0.0,
            settle_after: 0,
            tie_margin: 0.0,
            inference: None,
            shadow: false,
            opponent_exploration: 0.0,
            eval: Eval::default(),
            policy: RuleBot::default(),
        }
    }
}

/// One root action's statistics.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ActionStats {
    pub action: Action,
    pub visits: u32,
    /// Mean reward of the searching seat after this action.
    pub mean: f32,
}

/// What the search decided, and how sure it was.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    pub action: Action,
    pub iterations: u32,
    pub nodes: usize,
    /// Root actions, most visited first.
    pub stats: Vec<ActionStats>,
    /// What reading the table told, when it changed the move.
    pub read: Option<TableRead>,
    /// Why `action` is not the search's choice, when a guard against stalling the game
    /// overruled it (`stats` are still the search's).
    pub overruled: Option<Overrule>,
}

/// Searches the decision of `obs.seat`. `None` if it has no legal action.
pub fn search(
    obs: &Observation,
    cfg: &SearchConfig,
    seed: u64,
    clock: Option<&mut dyn Clock>,
) -> Option<SearchResult> {
    search_dealt(obs, cfg, seed, clock, None)
}

/// The search as if `obs`'s seat could see every hand: each determinization is `truth`
/// (the real game) with only the deck's order dealt afresh, and nothing is read. No level
/// plays it; it measures what perfect reading of the table could be worth
/// (`examples/pilot.rs --seeing`).
pub fn search_seeing(
    obs: &Observation,
    cfg: &SearchConfig,
    seed: u64,
    truth: &Game,
) -> Option<SearchResult> {
    search_dealt(obs, cfg, seed, None, Some(truth))
}

fn search_dealt(
    obs: &Observation,
    cfg: &SearchConfig,
    seed: u64,
    mut clock: Option<&mut dyn Clock>,
    truth: Option<&Game>,
) -> Option<SearchResult> {
    let first = *obs.legal.first()?;
    if obs.legal.len() == 1 && !cfg.halving {
        return Some(SearchResult {
            action: first,
            iterations: 0,
            nodes: 0,
            stats: vec![ActionStats {
                action: first,
                visits: 0,
                mean: 0.0,
            }],
            read: None,
            overruled: None,
        });
    }
    let me = obs.seat as usize;
    let start = clock.as_mut().map(|c| c.now_ms());
    let mut rng = GameRng::from_seed(seed);
    let map = !cfg.halving && cfg.map_halving > 0 && is_map_decision(&obs.legal);
    let budget = if map { cfg.map_halving } else { cfg.iterations };
    let mut tree = Tree {
        nodes: Vec::with_capacity(budget as usize + 1),
    };
    tree.nodes.push(Node::new(first));
    let mut legal = Vec::with_capacity(64);
    let mut untried = Vec::with_capacity(64);
    // The node's child for each legal action (`NONE`: untried), in `legal`'s order.
    let mut children = Vec::with_capacity(64);
    let mut path: Vec<u32> = Vec::with_capacity(64);
    let horizon = obs.table.battles_fought + cfg.playout_battles;
    let opponent_policy = (cfg.opponent_policy * u32::MAX as f32) as u32;
    let others_exploration = if cfg.opponent_exploration > 0.0 {
        cfg.opponent_exploration
    } else {
        cfg.exploration
    };
    let mut halving = (cfg.halving || map).then(|| Halving::new(&obs.legal, budget));
    let pool = cfg
        .inference
        .as_ref()
        .filter(|_| truth.is_none())
        .and_then(|inference| Pool::deal(obs, inference, &mut rng));
    // Each root action's reward as if nothing had been read: (the draws' weights, the
    // weighted rewards), by the action's node.
    let mut unread: Vec<(u32, f32, f32)> = Vec::new();
    let mut shadow = Shadow::new(obs.seat);

    let mut done = 0;
    while done < budget {
        if let (Some(clock), Some(start), Some(max)) = (clock.as_mut(), start, cfg.max_ms) {
            if done % 16 == 0 && done > 0 && clock.now_ms() - start >= max {
                break;
            }
        }
        // Stop early once no other root action can catch up with the most visited one:
        // the decision is then already what the full budget would give.
        if halving.is_none() && done % 32 == 0 && done > 0 && settled(&tree, cfg, done, me) {
            break;
        }
        let (mut game, deal) = match &pool {
            Some(pool) => {
                let (game, i) = pool.draw(&mut rng);
                (game, Some(i))
            }
            None => match truth {
                Some(truth) => {
                    let mut game = truth.clone();
                    game.shuffle_future(&mut rng);
                    (game, None)
                }
                None => (obs.sample_present(&mut rng), None),
            },
        };
        shadow.begin(&game, cfg.shadow);
        path.clear();
        path.push(0);
        let mut node = 0u32;
        let mut expanded = false;
        if let Some(h) = halving.as_mut() {
            let a = h.next(|a| tree.child(0, a).map_or(0.0, |c| tree.mean(c, me)));
            node = match tree.child(0, a) {
                Some(c) => c,
                None => {
                    expanded = true;
                    tree.add_child(0, a)
                }
            };
            shadow.apply(&mut game, a);
            path.push(node);
        }
        // Selection and expansion.
        while !expanded && !game.is_over() && path.len() <= cfg.max_depth as usize {
            game.legal_actions_into(&mut legal);
            let Some(actor) = game.to_act() else { break };
            if !cfg.opponents_in_tree && actor as usize != me {
                // The others act by the rule bot here too, as in the playouts.
                let a = if legal.len() == 1 {
                    legal[0]
                } else {
                    match cfg.policy.decide_in_game(&game, &legal) {
                        Some(a) => a,
                        None => break,
                    }
                };
                shadow.apply(&mut game, a);
                continue;
            }
            untried.clear();
            tree.children_for(node, &legal, &mut children);
            for (&a, &c) in legal.iter().zip(&children) {
                match c {
                    NONE => untried.push(a),
                    c => tree.nodes[c as usize].avail += 1,
                }
            }
            // Another seat's move for its sampled hand, some of the time (`opponent_policy`):
            // through its node, or expanded as the iteration's new node.
            let modelled = (opponent_policy > 0
                && actor as usize != me
                && legal.len() > 1
                && rng.next_u32() < opponent_policy)
                .then(|| cfg.policy.decide_in_game(&game, &legal))
                .flatten();
            if let Some(a) = modelled {
                let known = legal.iter().position(|&x| x == a).map(|i| children[i]);
                let (c, new) = match known {
                    Some(c) if c != NONE => (c, false),
                    _ => (tree.add_child(node, a), true),
                };
                shadow.apply(&mut game, a);
                path.push(c);
                node = c;
                if new {
                    break;
                }
                continue;
            }
            let favourite = if cfg.prior > 0.0 && legal.len() > 1 {
                cfg.policy.decide_in_game(&game, &legal)
            } else {
                None
            };
            if !untried.is_empty() {
                let a = match favourite {
                    Some(f) if untried.contains(&f) => f,
                    _ => untried[rng.below(untried.len() as u32) as usize],
                };
                let c = tree.add_child(node, a);
                shadow.apply(&mut game, a);
                path.push(c);
                break;
            }
            let ln = |n: u32| crate::math::ln(n.max(1) as f32);
            let exploration = if actor as usize != me {
                others_exploration
            } else {
                cfg.exploration
            };
            let mut best = (NONE, f32::MIN);
            for (&a, &c) in legal.iter().zip(&children) {
                if c != NONE {
                    let n = &tree.nodes[c as usize];
                    let mean = n.reward[actor as usize] / n.visits.max(1) as f32;
                    let mut ucb =
                        mean + exploration * (ln(n.avail) / n.visits.max(1) as f32).sqrt();
                    if favourite == Some(a) {
                        ucb += cfg.prior / (n.visits + 1) as f32;
                    }
                    if ucb > best.1 {
                        best = (c, ucb);
                    }
                }
            }
            if best.0 == NONE {
                break; // no legal action: nothing to choose (never happens in a sound game)
            }
            node = best.0;
            shadow.apply(&mut game, tree.nodes[node as usize].action);
            path.push(node);
        }
        let mut rewards = playout(&mut game, cfg, horizon, &mut rng, &mut legal);
        let own = rewards[me];
        let shadowed = shadow.rewards(&mut rng, |game, rng| {
            playout(game, cfg, horizon, rng, &mut legal)
        });
        if let Some(others) = shadowed {
            rewards = others;
            rewards[me] = own;
        }
        for &n in &path {
            let node = &mut tree.nodes[n as usize];
            node.visits += 1;
            for (r, x) in node.reward.iter_mut().zip(rewards.iter()) {
                *r += x;
            }
        }
        if let (Some(pool), Some(i), Some(&child)) = (&pool, deal, path.get(1)) {
            let ratio = pool.uniform_ratio(i);
            match unread.iter_mut().find(|u| u.0 == child) {
                Some(u) => {
                    u.1 += ratio;
                    u.2 += ratio * rewards[me];
                }
                None => unread.push((child, ratio, ratio * rewards[me])),
            }
        }
        done += 1;
    }

    let mut stats: Vec<ActionStats> = tree
        .children(0)
        .map(|c| {
            let n = &tree.nodes[c as usize];
            ActionStats {
                action: n.action,
                visits: n.visits,
                mean: tree.mean(c, me),
            }
        })
        .filter(|s| obs.legal.contains(&s.action))
        .collect();
    // Most visited first; equal visits by mean, then by the legal list's order, so the
    // choice never depends on the tree's internal layout.
    let order = |a: &Action| obs.legal.iter().position(|x| x == a).unwrap_or(usize::MAX);
    stats.sort_by(|a, b| {
        b.visits
            .cmp(&a.visits)
            .then(b.mean.total_cmp(&a.mean))
            .then(order(&a.action).cmp(&order(&b.action)))
    });
    let (action, overruled) =
        no_stalling(obs, &cfg.policy, stats.first().map_or(first, |s| s.action));
    let read = pool
        .as_ref()
        .filter(|_| overruled.is_none())
        .and_then(|pool| {
            let unread_mean = |a: Action| {
                let node = tree.child(0, a)?;
                let (_, weight, sum) = unread.iter().find(|u| u.0 == node)?;
                (*weight > 0.0).then(|| sum / weight)
            };
            let instead = changed_by_reading(action, &stats, unread_mean)?;
            TableRead::of(pool, instead)
        });
    Some(SearchResult {
        action,
        iterations: done,
        nodes: tree.nodes.len(),
        stats,
        read,
        overruled,
    })
}

/// The move that would have looked best as if nothing had been read, when the reading
/// changed the choice: `chosen` has the best mean of the well-tried moves (those with at
/// least a tenth of the top visits) but another has the best mean as if unread
/// (`unread_mean`). `None` otherwise.
fn changed_by_reading(
    chosen: Action,
    stats: &[ActionStats],
    unread_mean: impl Fn(Action) -> Option<f32>,
) -> Option<Action> {
    let top = stats.first()?.visits;
    let tried: Vec<&ActionStats> = stats.iter().filter(|s| s.visits * 10 >= top).collect();
    let best_read = tried.iter().max_by(|a, b| a.mean.total_cmp(&b.mean))?;
    let best_unread = tried
        .iter()
        .filter_map(|s| Some((s.action, unread_mean(s.action)?)))
        .max_by(|a, b| a.1.total_cmp(&b.1))?;
    (best_read.action == chosen && best_unread.0 != chosen).then_some(best_unread.0)
}

/// Whether every legal action says where to fight or where the favor goes.
fn is_map_decision(legal: &[Action]) -> bool {
    use Action::{ChooseRegion, Decline, FavorOff, PlaceFavor};
    legal
        .iter()
        .all(|a| matches!(a, ChooseRegion(_) | Decline | PlaceFavor(_) | FavorOff))
}

/// Whether the search may stop after `done` iterations: the most visited root action is
/// far enough ahead (see [`SearchConfig::settle_pace`]), or it and the runner-up are tied
/// ([`SearchConfig::tie_margin`]).
fn settled(tree: &Tree, cfg: &SearchConfig, done: u32, me: usize) -> bool {
    let remaining = cfg.iterations - done;
    let mut children: Vec<(u32, f32)> = tree
        .children(0)
        .map(|c| (tree.nodes[c as usize].visits, tree.mean(c, me)))
        .collect();
    children.sort_unstable_by_key(|&(visits, _)| visits);
    let (top, top_mean) = children.pop().unwrap_or((0, 0.0));
    let (second, second_mean) = children.pop().unwrap_or((0, 0.0));
    let after = match cfg.settle_after {
        0 => cfg.iterations / 8,
        n => n,
    };
    if done >= after {
        if cfg.tie_margin > 0.0 && second > 0 && (top_mean - second_mean).abs() < cfg.tie_margin {
            return true;
        }
        if cfg.settle_pace > 0.0 {
            let pace = (cfg.settle_pace * second as f32 / done as f32).min(1.0);
            return top as f32 > second as f32 + remaining as f32 * pace;
        }
    }
    top > second + remaining
}

/// Plays on with the rule bot until the horizon, then scores every seat.
fn playout(
    game: &mut Game,
    cfg: &SearchConfig,
    horizon: u32,
    rng: &mut GameRng,
    legal: &mut Vec<Action>,
) -> Rewards {
    let noise = (cfg.playout_noise * u32::MAX as f32) as u32;
    for _ in 0..cfg.playout_actions {
        if game.is_over() || game.table().battles_fought >= horizon {
            break;
        }
        game.legal_actions_into(legal);
        let action = if legal.len() == 1 {
            legal[0]
        } else if noise > 0 && rng.next_u32() < noise {
            legal[rng.below(legal.len() as u32) as usize]
        } else {
            match cfg.policy.decide_in_game(game, legal) {
                Some(a) => a,
                None => break,
            }
        };
        game.apply_unchecked(action, &mut ());
    }
    cfg.eval.rewards(game)
}

#[cfg(test)]
mod tests;
