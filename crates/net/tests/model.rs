//! A model-based test of friends at one table: random sequences of what the host, the
//! friends' devices and the network do (invites, joins with right, wrong and used secrets
//! and from two devices, moves legal, stale, out of turn, for another seat and forged,
//! take-backs, the table's own moves, disconnections and returns through new invites, AI
//! stand-ins, host reloads; the network dropping, repeating, delaying and reordering
//! messages), run through `Host`, `Replica` and `Session` as the app runs them. Checked:
//!
//! - after every step, every message the host sent a friend holds only what that friend's
//!   seat may see: a view or an update is exactly `session.view(Some(seat))` as it was when
//!   sent, the lobby and the record go only where and when they may (the record once the
//!   game is over), and a device never admitted to a seat has received no view at all;
//! - a message the host refuses changes nothing (the session and every seat's state);
//! - a move the host's judge lets through is one the session plays;
//! - once the network is quiet (everything delivered, each friend's device having asked for
//!   what it missed), every friend at the table holds exactly their seat's view, the seats'
//!   states, and the record if the game is over.
//!
//! A failing sequence is shrunk (operations dropped while it still fails) and printed.
//! `CONDOTTIERE_QUICK_TESTS=1` runs 1,000 sequences instead of 10,000, on two threads.

mod sim;

use engine::GameRng;
use net::Refusal;
use sim::ops::{random_op, Op};
use sim::World;
use std::collections::BTreeSet;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Runs a sequence; the failure's message and the index of the operation it happened at.
fn run(seed: u64, ops: &[Op]) -> Result<World, (usize, String)> {
    let mut world = World::new(seed);
    for (at, op) in ops.iter().enumerate() {
        catch_unwind(AssertUnwindSafe(|| world.apply(op))).map_err(|e| (at, text_of(e)))?;
    }
    catch_unwind(AssertUnwindSafe(|| {
        world.quiet();
        world.check_quiet();
    }))
    .map_err(|e| (ops.len(), text_of(e)))?;
    Ok(world)
}

fn text_of(e: Box<dyn std::any::Any + Send>) -> String {
    e.downcast_ref::<String>()
        .cloned()
        .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default()
}

/// The shortest sequence found that still fails: operations dropped one at a time.
fn shrink(seed: u64, mut ops: Vec<Op>) -> Vec<Op> {
    let mut i = 0;
    while i < ops.len() {
        let mut shorter = ops.clone();
        shorter.remove(i);
        if run(seed, &shorter).is_err() {
            ops = shorter;
        } else {
            i += 1;
        }
    }
    ops
}

/// What the sequences covered, summed.
#[derive(Default)]
struct Tally {
    played: usize,
    refused: usize,
    ended: usize,
}

fn sequences(first: u64, total: u64) -> Tally {
    let mut tally = Tally::default();
    for n in (first..total).step_by(2) {
        let seed = 51_000_000 + n;
        let mut rng = GameRng::from_seed(seed ^ 0x9e37_79b9);
        let mut ops = vec![Op::Invite(0, rng.next_u64()), Op::Join(0, 0)];
        let length = 30 + rng.below(70) as usize;
        ops.extend((0..length).map(|_| random_op(&mut rng)));
        match run(seed, &ops) {
            Ok(world) => {
                tally.played += world.played;
                tally.refused += world.refused;
                tally.ended +=
                    usize::from(world.session.as_ref().is_some_and(|s| s.game().is_over()));
            }
            Err((_, why)) => {
                let small = shrink(seed, ops);
                let error = run(seed, &small).err().unwrap_or_default();
                eprintln!(
                    "sequence {n} (seed {seed}) fails: {why}\nshrunk to {} steps: {small:#?}\nwhich fails at step {}: {}",
                    small.len(),
                    error.0,
                    error.1
                );
                panic!("sequence {n} (seed {seed}) fails: {why}\nshrunk to {} steps: {small:#?}\nwhich fails at step {}: {}", small.len(), error.0, error.1);
            }
        }
    }
    tally
}

#[test]
fn friends_see_only_their_seat_and_all_see_the_table_once_the_network_is_quiet() {
    let quick = std::env::var_os("CONDOTTIERE_QUICK_TESTS").is_some();
    let total = if quick { 1_000 } else { 10_000 };
    // No message for each panic caught: the shrinker makes sequences fail on purpose (the
    // failure found is printed with its shrunk sequence).
    std::panic::set_hook(Box::new(|_| {}));
    let tallies: Vec<Tally> = std::thread::scope(|s| {
        let a = s.spawn(|| sequences(0, total));
        let b = s.spawn(|| sequences(1, total));
        [a, b]
            .into_iter()
            .map(|h| h.join().expect("a thread of sequences"))
            .collect()
    });
    let played: usize = tallies.iter().map(|t| t.played).sum();
    let refused: usize = tallies.iter().map(|t| t.refused).sum();
    let ended: usize = tallies.iter().map(|t| t.ended).sum();
    println!("{total} sequences: {played} friends' moves and take-backs played, {refused} messages refused, {ended} games over");
    assert!(played > total as usize, "friends played {played} moves");
    assert!(refused > total as usize, "{refused} refusals");
    assert!(
        ended > total as usize / 50,
        "{ended} games reached their end"
    );
}

/// Every kind of refusal a friend's device can cause is reached.
#[test]
fn the_sequences_reach_every_refusal() {
    let mut seen = BTreeSet::new();
    for n in 0..400u64 {
        let seed = 52_000_000 + n;
        let mut rng = GameRng::from_seed(seed);
        let mut ops = vec![Op::Invite(0, rng.next_u64()), Op::Join(0, 0)];
        ops.extend((0..60).map(|_| random_op(&mut rng)));
        let world = run(seed, &ops).unwrap_or_else(|(at, why)| {
            eprintln!("seed {seed} fails at {at}: {why}");
            panic!("seed {seed} fails at {at}: {why}")
        });
        seen.extend(world.kinds);
    }
    let missing: Vec<Refusal> = Refusal::ALL
        .into_iter()
        .filter(|r| !seen.contains(&format!("{r:?}")))
        .collect();
    if !missing.is_empty() {
        // Printed here: the other test's quiet panic hook may be the one in force.
        eprintln!("never reached: {missing:?} (reached: {seen:?})");
        panic!("never reached: {missing:?}");
    }
}
