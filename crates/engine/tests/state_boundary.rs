//! The checked boundary for whole states (`Game::try_from` an `UncheckedGame`, and JSON):
//! - every state random games of every edition reach passes, through JSON too;
//! - a state with one field changed (a seat, a phase, a card moved or added, a count, the
//!   rules) is either refused with a `StateError` or plays on to its end without a panic:
//!   structure-aware mutations of reachable states, seeded.
//!
//! `CONDOTTIERE_QUICK_TESTS=1` (set by scripts/mutants.sh) runs a tenth of the cases.

use engine::game::{CleanupStage, Table};
use engine::rules::{DeckKind, LastPlayerCards};
use engine::{
    Card, CardCounts, Game, GameRng, Outcome, Phase, PlayedCard, Preset, Region, Rules, Season,
    Setup, UncheckedGame, Variant, WinReason, MAX_PLAYERS,
};
use std::panic::{catch_unwind, AssertUnwindSafe};

fn cases(full: usize) -> usize {
    if std::env::var_os("CONDOTTIERE_QUICK_TESTS").is_some() {
        full / 10
    } else {
        full
    }
}

/// Far above any real game (a few hundred actions): reaching it means the state loops.
const ACTION_CAP: usize = 20_000;

fn pick<T: Copy>(rng: &mut GameRng, items: &[T]) -> T {
    items[rng.below(items.len() as u32) as usize]
}

/// Rules of any edition with a random mix of the optional rules it takes (the campaign
/// short, so that its games end), sometimes marked as engine v1's.
fn random_rules(rng: &mut GameRng) -> Rules {
    let mut rules = pick(rng, &Preset::ALL).rules();
    for variant in Variant::ALL {
        if rules.variant_allowed(variant) && rng.below(3) == 0 {
            rules = rules.with_variant(variant);
        }
    }
    if rules.variants.campaign_target.is_some() {
        rules.variants.campaign_target = Some(1 + rng.below(12) as u16);
    }
    if rng.below(6) == 0 {
        rules = rules.for_v1_records();
    }
    rules
}

fn random_game(rng: &mut GameRng) -> Game {
    let rules = random_rules(rng);
    let span = u32::from(rules.max_players - rules.min_players) + 1;
    let players = rules.min_players + rng.below(span) as u8;
    Game::new(Setup {
        rules,
        players,
        seed: rng.next_u64(),
        first: None,
    })
    .expect("a setup of an edition")
}

fn play_random(game: &mut Game, rng: &mut GameRng) {
    let legal = game.legal_actions();
    let action = legal[rng.below(legal.len() as u32) as usize];
    game.apply(action).expect("a legal action applies");
}

#[test]
fn every_reachable_state_passes_the_check() {
    let mut rng = GameRng::from_seed(11);
    let mut states = 0;
    for _ in 0..cases(600) {
        let mut game = random_game(&mut rng);
        let mut steps = 0;
        loop {
            let back = Game::try_from(game.to_unchecked());
            assert_eq!(back.as_ref(), Ok(&game), "{game}");
            // The JSON form goes through the same check.
            if steps % 16 == 0 {
                let json = serde_json::to_string(&game).unwrap();
                let read: Game =
                    serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {game}"));
                assert_eq!(read, game);
            }
            states += 1;
            if game.is_over() {
                break;
            }
            play_random(&mut game, &mut rng);
            steps += 1;
        }
    }
    assert!(states > cases(600) * 50, "{states} states");
}

/// Where a card can lie in a state.
#[derive(Clone, Copy, Debug)]
enum Place {
    Hand(usize),
    Row(usize),
    Deck,
    Discard,
    Out(usize),
    Own(usize),
}

fn random_place(rng: &mut GameRng) -> Place {
    let seat = rng.below(MAX_PLAYERS as u32) as usize;
    match rng.below(6) {
        0 => Place::Hand(seat),
        1 => Place::Row(seat),
        2 => Place::Deck,
        3 => Place::Discard,
        4 => Place::Out(seat),
        _ => Place::Own(seat % 2),
    }
}

/// Takes one card (a random one) from `place`, if it holds any.
fn take(s: &mut UncheckedGame, place: Place, rng: &mut GameRng) -> Option<Card> {
    let from_counts = |c: &mut CardCounts, rng: &mut GameRng| {
        let cards: Vec<Card> = c.cards().collect();
        let card = *cards.get(rng.below(cards.len().max(1) as u32) as usize)?;
        c.remove(card, 1);
        Some(card)
    };
    let from_list = |l: &mut Vec<Card>, rng: &mut GameRng| {
        (!l.is_empty()).then(|| l.remove(rng.below(l.len() as u32) as usize))
    };
    match place {
        Place::Hand(seat) => from_counts(&mut s.hands[seat], rng),
        Place::Row(seat) => {
            let row = &mut s.rows[seat];
            (!row.is_empty()).then(|| row.remove(rng.below(row.len() as u32) as usize).card)
        }
        Place::Deck => from_list(&mut s.deck, rng),
        Place::Discard => from_counts(&mut s.table.discard, rng),
        Place::Out(seat) => from_counts(&mut s.table.out_of_game[seat], rng),
        Place::Own(seat) => s.own_decks.get_mut(seat).and_then(|d| from_list(d, rng)),
    }
}

fn put(s: &mut UncheckedGame, place: Place, card: Card, rng: &mut GameRng) {
    match place {
        Place::Hand(seat) => s.hands[seat].add(card, 1),
        Place::Row(seat) => s.rows[seat].push(PlayedCard {
            card,
            face_up: rng.below(3) != 0,
        }),
        Place::Deck => s.deck.push(card),
        Place::Discard => s.table.discard.add(card, 1),
        Place::Out(seat) => s.table.out_of_game[seat].add(card, 1),
        Place::Own(seat) => match s.own_decks.get_mut(seat) {
            Some(deck) => deck.push(card),
            None => s.deck.push(card),
        },
    }
}

fn random_seat(rng: &mut GameRng) -> u8 {
    // Mostly a seat of some table, now and then far past any.
    if rng.below(8) == 0 {
        pick(rng, &[7, 8, 200, 255])
    } else {
        rng.below(MAX_PLAYERS as u32) as u8
    }
}

fn random_count(rng: &mut GameRng) -> u32 {
    pick(rng, &[0, 1, 2, 3, 5, 10, 254, 255, 65_535, u32::MAX])
}

fn random_phase(rng: &mut GameRng) -> Phase {
    let seat = random_seat(rng);
    match rng.below(8) {
        0 => Phase::ChooseRegion,
        1 => Phase::Battle { seat },
        2 => Phase::Scarecrow { seat },
        3 => Phase::Favor { seat },
        4 => Phase::HandDiscard { seat },
        5 => Phase::KeepCards { seat },
        6 => Phase::DrawCards { seat },
        _ => Phase::GameOver,
    }
}

/// One rule changed the way a forged file would.
fn mutate_rules(rules: &mut Rules, rng: &mut GameRng) {
    let small = rng.below(12) as u8;
    match rng.below(12) {
        0 => rules.opening_hand = pick(rng, &[0, 1, 7, 8, 10, 200]),
        1 => rules.max_players = small,
        2 => rules.min_players = small,
        3 => rules.victory[rng.below(3) as usize].total = Some(small),
        4 => rules.victory[rng.below(3) as usize].adjacent = Some(small),
        5 => rules.legacy_v1 = !rules.legacy_v1,
        6 => rules.preset = pick(rng, &Preset::ALL),
        7 => {
            rules.deck = pick(
                rng,
                &[
                    DeckKind::Classic96,
                    DeckKind::Ffg110,
                    DeckKind::Zman110,
                    DeckKind::Duel23,
                ],
            )
        }
        8 => rules.duel = !rules.duel,
        9 => rules.variants.campaign_target = pick(rng, &[None, Some(0), Some(1), Some(65_535)]),
        10 => {
            rules.last_player = pick(
                rng,
                &[
                    LastPlayerCards::Return,
                    LastPlayerCards::KeepUpTo2,
                    LastPlayerCards::Discard,
                ],
            )
        }
        _ => {
            let variant = pick(rng, &Variant::ALL);
            *rules = rules.with_variant(variant);
        }
    }
}

fn random_region(rng: &mut GameRng) -> Option<Region> {
    (rng.below(4) != 0).then(|| pick(rng, &Region::ALL))
}

/// One field of the state changed: the fuzzer's moves. Many keep the cards conserved (a
/// card moved, a seat or a phase changed), so that they get past the census to the
/// checks behind it.
fn mutate(s: &mut UncheckedGame, rng: &mut GameRng) {
    let t: &mut Table = &mut s.table;
    let seat = rng.below(MAX_PLAYERS as u32) as usize;
    match rng.below(20) {
        0 => t.players = rng.below(9) as u8,
        1 => mutate_rules(&mut t.rules, rng),
        2 | 3 => t.phase = random_phase(rng),
        4 => t.token = random_seat(rng),
        5 => t.owners[rng.below(17) as usize] = (rng.below(2) == 0).then(|| random_seat(rng)),
        6 => t.favor = random_region(rng),
        7 => match rng.below(6) {
            0 => t.battle.participants = rng.below(256) as u8,
            1 => t.battle.passed = rng.below(256) as u8,
            2 => t.battle.defender = (rng.below(2) == 0).then(|| random_seat(rng)),
            3 => t.battle.opener = random_seat(rng),
            4 => t.battle.region = random_region(rng),
            _ => t.battle.defender_played = !t.battle.defender_played,
        },
        8 => t.season = pick(rng, &[None, Some(Season::Winter), Some(Season::Spring)]),
        9..=11 => {
            // A card moved from one place to another: the deck stays whole.
            let (from, to) = (random_place(rng), random_place(rng));
            if let Some(card) = take(s, from, rng) {
                put(s, to, card, rng);
            }
        }
        12 => {
            // A card added or lost.
            let place = random_place(rng);
            if rng.below(2) == 0 {
                take(s, place, rng);
            } else {
                put(s, place, pick(rng, &Card::ALL), rng);
            }
        }
        13 => {
            let row = &mut s.rows[seat];
            if !row.is_empty() {
                let i = rng.below(row.len() as u32) as usize;
                row[i].face_up = !row[i].face_up;
            }
        }
        14 => {
            // What everybody saw taken back: a card of the hand, or any card.
            let card = s.hands[seat].cards().next().filter(|_| rng.below(2) == 0);
            s.table.known_in_hand[seat].add(card.unwrap_or(pick(rng, &Card::ALL)), 1);
        }
        15 => {
            let n = random_count(rng);
            match rng.below(6) {
                0 => t.battles_won[seat] = n as u8,
                1 => t.battles_fought = n,
                2 => t.round = n,
                3 => t.declines = n as u8,
                4 => t.campaign_scores[seat] = n as u16,
                _ => t.campaign_game = n as u16,
            }
        }
        16 => t.final_battle = !t.final_battle,
        17 => match rng.below(3) {
            0 => {
                t.cleanup.stage = pick(
                    rng,
                    &[
                        CleanupStage::Idle,
                        CleanupStage::Draw,
                        CleanupStage::ChooseFirst,
                        CleanupStage::HandDiscard,
                        CleanupStage::Refill,
                        CleanupStage::Keep,
                        CleanupStage::Next,
                    ],
                )
            }
            1 => t.cleanup.asked = random_seat(rng),
            _ => t.cleanup.chosen = random_region(rng),
        },
        18 => {
            t.outcome = (rng.below(2) == 0).then(|| Outcome {
                winners: rng.below(256) as u8,
                reason: WinReason::SharedVictory,
            })
        }
        _ => {
            // Two seats trade hands, or the own decks change in number.
            if rng.below(2) == 0 {
                s.hands.swap(seat, rng.below(MAX_PLAYERS as u32) as usize);
            } else if rng.below(2) == 0 {
                s.own_decks.pop();
            } else {
                s.own_decks.push(Vec::new());
            }
        }
    }
}

/// Plays `game` on to its end, or to [`ACTION_CAP`] actions, by random legal moves: a
/// game the check let through must always offer one until it is over.
fn play_out(mut game: Game, rng: &mut GameRng) {
    for _ in 0..ACTION_CAP {
        if game.is_over() {
            return;
        }
        let legal = game.legal_actions();
        assert!(!legal.is_empty(), "no move in an accepted state\n{game}");
        game.apply(legal[rng.below(legal.len() as u32) as usize])
            .expect("a legal action applies");
    }
}

#[test]
fn a_mutated_state_is_refused_or_plays_on_never_a_panic() {
    let mut rng = GameRng::from_seed(29);
    let total = cases(40_000);
    let (mut accepted, mut refused) = (0, 0);
    let mut reasons = std::collections::BTreeMap::<&str, usize>::new();
    for case in 0..total {
        // A reachable state: a random game stopped at a random point.
        let mut game = random_game(&mut rng);
        for _ in 0..rng.below(160) {
            if game.is_over() {
                break;
            }
            play_random(&mut game, &mut rng);
        }
        let mut state = game.to_unchecked();
        for _ in 0..1 + rng.below(3) {
            mutate(&mut state, &mut rng);
        }
        let shown = format!("{state:?}");
        let outcome = catch_unwind(AssertUnwindSafe(|| match Game::try_from(state) {
            Ok(game) => {
                play_out(game, &mut rng.clone());
                None
            }
            Err(error) => Some(error),
        }));
        match outcome {
            Ok(None) => accepted += 1,
            Ok(Some(error)) => {
                assert!(!error.to_string().is_empty());
                *reasons.entry(error.message_id()).or_default() += 1;
                refused += 1;
            }
            Err(_) => panic!("case {case}: a panic on an accepted state\n{shown}"),
        }
        rng.next_u32();
    }
    println!("{total} mutated states: {accepted} accepted, {refused} refused: {reasons:?}");
    // Both answers come up, and the checks behind the census are reached.
    assert!(
        accepted > total / 10 && refused > total / 4,
        "{accepted} {refused}"
    );
    assert!(reasons.len() >= 12, "{reasons:?}");
}

/// A seven-seat table, as in the forged save of issue 28: refused, not a panic.
#[test]
fn seven_players_are_refused() {
    let game = Game::new(Setup {
        rules: Preset::Ffg2006.rules(),
        players: 6,
        seed: 3,
        first: None,
    })
    .unwrap();
    let mut state = game.to_unchecked();
    state.table.players = 7;
    state.table.rules.max_players = 7;
    let error = Game::try_from(state).unwrap_err();
    assert_eq!(
        error.to_string(),
        "ffg-2006 is played by 2 to 6 players, not 7"
    );
    assert_eq!(error.message_id(), "setup-error-players");
}

#[test]
fn states_in_json_are_checked_when_read() {
    let game = Game::new(Setup {
        rules: Preset::Ffg2006.rules(),
        players: 3,
        seed: 3,
        first: Some(0),
    })
    .unwrap();
    let mut json = serde_json::to_value(&game).unwrap();
    json["deck"].as_array_mut().unwrap().pop();
    let error = serde_json::from_value::<Game>(json)
        .unwrap_err()
        .to_string();
    assert!(
        error.starts_with("the cards are not the edition's deck"),
        "{error}"
    );
}
