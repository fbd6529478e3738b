//! A structure-aware fuzzer of saves: each field of a valid save (the players, the rules'
//! fields, hand sizes, thresholds, the seats' names, colours and kinds, the moves, the
//! version, the id, the times, the AI's reasons, the daily day) changed to an edge or a
//! wrong value, 100,000 inputs. Every input is refused with words, or read into a game
//! that replays and that the boundary's rules hold for; never a panic.
//!
//! `CONDOTTIERE_QUICK_TESTS=1` (set by scripts/mutants.sh) runs a tenth of the cases.

mod common;

use common::english;
use common::forged::{check_accepted, daily_save, json_of, older_json, pick, random_save, NAMES};
use engine::{GameRng, Preset};
use serde_json::{json, Value};
use session::saves;
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};

fn cases(full: usize) -> usize {
    if std::env::var_os("CONDOTTIERE_QUICK_TESTS").is_some() {
        full / 10
    } else {
        full
    }
}

/// A value an edge or a wrong type for a number field.
fn odd_number(rng: &mut GameRng) -> Value {
    pick(
        rng,
        &[
            json!(0),
            json!(1),
            json!(2),
            json!(3),
            json!(6),
            json!(7),
            json!(200),
            json!(255),
            json!(256),
            json!(-1),
            json!(65_535),
            json!(4_294_967_295u64),
            json!(u64::MAX),
            json!(1.5),
            json!("3"),
            Value::Null,
        ],
    )
}

const RULE_FIELDS: [&str; 12] = [
    "min_players",
    "max_players",
    "opening_hand",
    "hand_base",
    "hand_per_region",
    "final_battle_per_region",
    "victory_battles",
    "attack_owned",
    "may_decline",
    "duel",
    "legacy_v1",
    "scarecrow_any_row",
];

/// The game's parts of a save: under `game` from version 4, the save itself before.
fn game(v: &mut Value) -> &mut Value {
    if v.get("game").is_some() {
        &mut v["game"]
    } else {
        v
    }
}

/// [`game`], to read.
fn game_of(v: &Value) -> &Value {
    v.get("game").unwrap_or(v)
}

/// One field of the save changed: the fuzzer's moves.
fn mutate(v: &mut Value, rng: &mut GameRng, others: &[Value]) {
    let players = game(v)["seats"].as_array().map_or(0, Vec::len);
    let seat = rng.below(players.max(1) as u32) as usize;
    match rng.below(16) {
        0 => {
            v["version"] = pick(
                rng,
                &[
                    json!(0),
                    json!(1),
                    json!(2),
                    json!(3),
                    json!(4),
                    json!(5),
                    json!(-1),
                    json!("3"),
                    json!(2.5),
                ],
            )
        }
        1 => {
            game(v)["id"] = pick(
                rng,
                &[
                    json!(""),
                    json!("a"),
                    json!("x".repeat(65)),
                    json!("../k"),
                    json!("a b"),
                    json!("Ω"),
                    json!(7),
                    json!("18bcfe56800abcdef"),
                ],
            )
        }
        2 => {
            let time = if rng.below(2) == 0 {
                &mut game(v)["created"]
            } else {
                &mut v["updated"]
            };
            *time = pick(
                rng,
                &[
                    json!(-1.0),
                    json!(0.5),
                    json!(1e300),
                    json!(9_007_199_254_740_993u64),
                    json!("x"),
                ],
            )
        }
        3 => game(v)["record"]["setup"]["players"] = odd_number(rng),
        4 => {
            let field = pick(rng, &RULE_FIELDS);
            let value = if rng.below(2) == 0 {
                odd_number(rng)
            } else {
                json!(rng.below(2) == 0)
            };
            game(v)["record"]["setup"]["rules"][field] = value;
        }
        5 => {
            let which = pick(rng, &["total", "adjacent"]);
            game(v)["record"]["setup"]["rules"]["victory"][rng.below(3) as usize][which] =
                odd_number(rng);
        }
        6 => {
            let rules = &mut game(v)["record"]["setup"]["rules"];
            match rng.below(5) {
                0 => rules["preset"] = pick(rng, &Preset::ALL.map(|p| json!(p.id()))),
                1 => {
                    rules["deck"] = pick(
                        rng,
                        &[
                            json!("classic-96"),
                            json!("ffg-110"),
                            json!("zman-110"),
                            json!("duel-23"),
                            json!("joker"),
                        ],
                    )
                }
                2 => {
                    let flag = pick(
                        rng,
                        &[
                            "draw_after_battle",
                            "bigger_kingdoms",
                            "capture",
                            "hidden_cards",
                        ],
                    );
                    rules["variants"][flag] = json!(rng.below(2) == 0);
                }
                3 => {
                    rules["variants"]["campaign_target"] = pick(
                        rng,
                        &[
                            Value::Null,
                            json!(0),
                            json!(1),
                            json!(20),
                            json!(65_535),
                            json!(65_536),
                        ],
                    )
                }
                _ => {
                    *rules = game_of(&others[rng.below(others.len() as u32) as usize])["record"]
                        ["setup"]["rules"]
                        .clone()
                }
            }
        }
        7 => {
            let setup = &mut game(v)["record"]["setup"];
            match rng.below(2) {
                0 => setup["seed"] = pick(rng, &[json!(0), json!(u64::MAX), json!(-1), json!(1.5)]),
                _ => setup["first"] = odd_number(rng),
            }
        }
        8 | 9 => {
            let seats = game(v)["seats"].as_array_mut().unwrap();
            if seats.is_empty() {
                return;
            }
            match rng.below(6) {
                0 => {
                    seats.remove(seat);
                }
                1 => {
                    let copy = seats[seat].clone();
                    seats.push(copy);
                }
                2 => {
                    seats[seat]["name"] = pick(
                        rng,
                        &[
                            json!(""),
                            json!("   "),
                            json!("x".repeat(41)),
                            json!("Ż".repeat(40)),
                            json!(" Anna "),
                            json!("ANNA"),
                            json!(NAMES[seat % 6]),
                            json!(7),
                        ],
                    )
                }
                3 => seats[seat]["color"] = odd_number(rng),
                4 => {
                    seats[seat]["kind"] = pick(
                        rng,
                        &[
                            json!("human"),
                            json!({"ai": "hard"}),
                            json!({"ai": "godlike"}),
                            json!("robot"),
                        ],
                    )
                }
                _ => {
                    let j = rng.below(seats.len() as u32) as usize;
                    seats.swap(seat, j);
                }
            }
        }
        10 | 11 => {
            let actions = game(v)["record"]["actions"].as_array_mut().unwrap();
            let n = actions.len();
            let at = rng.below(n as u32 + 1) as usize;
            match rng.below(5) {
                0 if n > 0 => {
                    actions.remove(at.min(n - 1));
                }
                1 if n > 0 => {
                    let copy = actions[at.min(n - 1)].clone();
                    actions.insert(at, copy);
                }
                2 if n > 1 => actions.swap(at.min(n - 1), rng.below(n as u32) as usize),
                3 => actions.truncate(at),
                _ => {
                    let action = pick(
                        rng,
                        &[
                            "pass",
                            "M10",
                            "M1",
                            "region Roma",
                            "region Milano",
                            "draw 3",
                            "draw 0",
                            "keep M1 M2",
                            "keep none",
                            "take M10 from 2",
                            "take none",
                            "favor off",
                            "favor Roma",
                            "decline",
                            "discard hand",
                            "keep hand",
                            "Scarecrow",
                            "fly",
                        ],
                    );
                    actions.insert(at, json!(action));
                }
            }
        }
        12 => {
            game(v)["origin"] = pick(
                rng,
                &[
                    json!("new"),
                    json!("replay"),
                    json!("import"),
                    json!("lesson"),
                    json!("alien"),
                ],
            )
        }
        13 => game(v)["taken_back"] = odd_number(rng),
        14 => {
            let moves = game(v)["record"]["actions"].as_array().map_or(0, Vec::len) as u64;
            let number = pick(
                rng,
                &[
                    0,
                    moves.saturating_sub(1),
                    moves,
                    moves + 5,
                    u64::from(u32::MAX),
                ],
            );
            let percent = rng.below(120);
            let reason = pick(
                rng,
                &[
                    json!({"why": "best"}),
                    json!({"why": "search", "percent": percent, "iterations": 1}),
                    json!({"why": "contest", "cost": 1}),
                    json!({"why": "nonsense"}),
                ],
            );
            if !game(v)["reasons"].is_array() {
                // Saves before the reasons were kept have none.
                game(v)["reasons"] = json!([]);
            }
            let reasons = game(v)["reasons"].as_array_mut().unwrap();
            match rng.below(3) {
                0 => reasons.push(json!([number, reason])),
                1 => reasons.reverse(),
                _ => {
                    if let Some(first) = reasons.first().cloned() {
                        reasons.push(first);
                    }
                }
            }
        }
        _ => {
            game(v)["daily"] = pick(
                rng,
                &[
                    json!("2026-03-05"),
                    json!("2026-02-30"),
                    json!("1969-12-31"),
                    json!(20260305),
                    Value::Null,
                ],
            )
        }
    }
}

/// Reads `total` forged saves made from `seeds` with `rng`, checking each; the tally of
/// answers (read, or the error's kind).
fn fuzz(seeds: &[Value], mut rng: GameRng, total: usize) -> BTreeMap<String, usize> {
    let words = english();
    let mut tally: BTreeMap<String, usize> = BTreeMap::new();
    for case in 0..total {
        let mut value = seeds[rng.below(seeds.len() as u32) as usize].clone();
        for _ in 0..1 + rng.below(3) {
            mutate(&mut value, &mut rng, seeds);
        }
        let text = value.to_string();
        let outcome = catch_unwind(AssertUnwindSafe(|| match saves::read_save(&text) {
            Ok((save, session)) => {
                check_accepted(&save, &session, case % 8 == 0);
                "read".to_string()
            }
            Err(error) => {
                let said = error.text(&words);
                assert!(
                    !said.trim().is_empty()
                        && !said.contains("-error-")
                        && !said.starts_with("refusal-"),
                    "{error:?} has no words: {said}"
                );
                // A text that cannot be read, by why (its kind in the one error of texts
                // kept); any other refusal by its own kind.
                let kind = match error {
                    session::Error::Unreadable(why) => format!("{why:?}"),
                    other => format!("{other:?}"),
                };
                kind.split(['(', ' ', '{'])
                    .next()
                    .unwrap_or_default()
                    .to_string()
            }
        }));
        match outcome {
            Ok(kind) => *tally.entry(kind).or_default() += 1,
            Err(_) => panic!("case {case}: the save reader panicked on {text}"),
        }
    }
    tally
}

#[test]
fn any_field_of_a_save_changed_is_refused_in_words_or_read_never_a_panic() {
    let mut rng = GameRng::from_seed(2028);
    let mut seeds: Vec<Value> = (0..40)
        .map(|i| {
            // Short games: each input read replays its moves.
            let moves = rng.below(16) as usize;
            let save = random_save(&mut rng, moves);
            if i % 8 == 0 {
                // Saves of version 1, read by the rules they were played under.
                older_json(&save, 1)
            } else {
                json_of(&save)
            }
        })
        .collect();
    seeds.push(json_of(&daily_save(&mut rng)));
    seeds.push(serde_json::from_str(include_str!("fixtures/save-v1.json")).unwrap());
    // Two halves on two threads (the debug build's JSON is most of the time).
    let total = cases(100_000);
    let tallies: Vec<BTreeMap<String, usize>> = std::thread::scope(|scope| {
        let halves: Vec<_> = [3u64, 4]
            .map(|seed| {
                let seeds = &seeds;
                scope.spawn(move || fuzz(seeds, GameRng::from_seed(seed), total / 2))
            })
            .into_iter()
            .collect();
        halves
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    let mut tally: BTreeMap<String, usize> = BTreeMap::new();
    for (kind, n) in tallies.into_iter().flatten() {
        *tally.entry(kind).or_default() += n;
    }
    println!("{total} forged saves: {tally:?}");
    assert_eq!(tally.values().sum::<usize>(), total);
    // Every check is reached, and games still get through.
    for kind in [
        "read",
        "Rules",
        "Seats",
        "SaveId",
        "SaveReasons",
        "SaveDaily",
        "Replay",
        "Damaged",
        "NoVersion",
        "Newer",
    ] {
        assert!(
            tally.get(kind).copied().unwrap_or(0) > 0,
            "never {kind}: {tally:?}"
        );
    }
    assert!(tally["read"] > total / 20, "{tally:?}");
}
