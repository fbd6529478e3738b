//! Saves with their fields forged, as issue 28 found them (7 players, 1 player, opening
//! hands of 200, victory thresholds of 0, seat colour 255) and as a structure-aware fuzzer
//! makes them: each field of a valid save (the players, the rules' fields, the seats'
//! names, colours and kinds, the moves, the version, the id, the times, the AI's reasons,
//! the daily day) changed to an edge or a wrong value, 100,000 inputs. Every input is
//! refused with words, or read into a game that replays and that the boundary's rules
//! hold for; never a panic.
//!
//! `CONDOTTIERE_QUICK_TESTS=1` (set by scripts/mutants.sh) runs a tenth of the cases.

mod common;

use common::english;
use engine::{GameRng, Preset, Setup, SetupError, Variant};
use serde_json::{json, Value};
use session::saves::{self, parse_save, valid_id, SavedGame};
use session::seats::{check_seats, SeatError};
use session::{AiLevel, AiReason, Error, MemoryStore, Origin, SeatConfig, SeatKind, Session};
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};

fn cases(full: usize) -> usize {
    if std::env::var_os("CONDOTTIERE_QUICK_TESTS").is_some() {
        full / 10
    } else {
        full
    }
}

fn pick<T: Clone>(rng: &mut GameRng, items: &[T]) -> T {
    items[rng.below(items.len() as u32) as usize].clone()
}

const NAMES: [&str; 6] = ["Anna", "Bianca", "Carlo", "Dario", "Elena", "Fabio"];

/// A short random game's save (any edition, optional rules, table), with AI reasons.
fn random_save(rng: &mut GameRng, moves: usize) -> SavedGame {
    let preset = pick(rng, &Preset::ALL);
    let mut rules = preset.rules();
    for variant in Variant::ALL {
        if rules.variant_allowed(variant) && rng.below(3) == 0 {
            rules = rules.with_variant(variant);
        }
    }
    let span = u32::from(rules.max_players - rules.min_players) + 1;
    let players = rules.min_players + rng.below(span) as u8;
    let setup = Setup {
        rules,
        players,
        seed: rng.next_u64(),
        first: (rng.below(2) == 0).then(|| rng.below(u32::from(players)) as u8),
    };
    let seats = (0..players)
        .map(|i| SeatConfig {
            name: NAMES[i as usize].to_string(),
            color: i,
            kind: if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Ai(pick(rng, &AiLevel::ALL))
            },
        })
        .collect();
    let mut s = Session::new(setup, seats).expect("a valid setup");
    s.id = format!("{:x}", rng.next_u64());
    s.created = 1_000.0;
    for _ in 0..moves {
        if s.game.is_over() {
            break;
        }
        let legal = s.game.legal_actions();
        let action = legal[rng.below(legal.len() as u32) as usize];
        let reason = (rng.below(3) == 0).then_some(AiReason::Search {
            percent: rng.below(101),
            iterations: 50,
            rather: [None; 3],
        });
        s.apply_explained(action, reason).expect("a legal move");
    }
    SavedGame::of(&s, 2_000.0)
}

/// The daily deal's save on a day, a few moves in.
fn daily_save(rng: &mut GameRng) -> SavedGame {
    let day = session::day::Day::parse("2026-03-05").unwrap();
    let mut s = session::daily::session(day, "Anna").unwrap();
    s.id = "daily1".into();
    for _ in 0..rng.below(12) {
        let legal = s.game.legal_actions();
        s.apply(legal[rng.below(legal.len() as u32) as usize])
            .unwrap();
    }
    SavedGame::of(&s, 2_000.0)
}

fn json_of(save: &SavedGame) -> Value {
    serde_json::to_value(save).unwrap()
}

/// The error `value`'s save is refused with (which must have words).
fn refused(value: &Value) -> Error {
    let error = parse_save(&value.to_string()).expect_err("refused");
    assert!(!error.text(&english()).is_empty());
    error
}

#[test]
fn the_forged_saves_of_issue_28_are_refused_in_words() {
    let mut rng = GameRng::from_seed(28);
    let save = json_of(&random_save(&mut rng, 10));
    let words = english();
    let with = |edit: &dyn Fn(&mut Value)| {
        let mut v = save.clone();
        edit(&mut v);
        v
    };
    // Seven players, with room made for them in the rules: the engine panicked here.
    let seven = with(&|v| {
        v["record"]["setup"]["players"] = 7.into();
        v["record"]["setup"]["rules"]["max_players"] = 7.into();
        let seat = v["seats"][0].clone();
        let seats = v["seats"].as_array_mut().unwrap();
        while seats.len() < 7 {
            let mut another = seat.clone();
            another["name"] = format!("Extra{}", seats.len()).into();
            seats.push(another);
        }
    });
    let error = refused(&seven);
    assert!(
        matches!(error, Error::Rules(SetupError::Players { players: 7, .. })),
        "{error:?}"
    );
    assert!(
        error.text(&words).ends_with("players, not 7"),
        "{}",
        error.text(&words)
    );
    // One player, room made too.
    let one = with(&|v| {
        v["record"]["setup"]["players"] = 1.into();
        v["record"]["setup"]["rules"]["min_players"] = 1.into();
        v["record"]["setup"]["first"] = Value::Null;
        v["seats"].as_array_mut().unwrap().truncate(1);
    });
    assert!(matches!(
        refused(&one),
        Error::Rules(SetupError::Players { players: 1, .. })
    ));
    // Opening hands of 200; a victory threshold of 0.
    for edit in [
        &(|v: &mut Value| v["record"]["setup"]["rules"]["opening_hand"] = 200.into())
            as &dyn Fn(&mut Value),
        &|v: &mut Value| v["record"]["setup"]["rules"]["victory"][2]["adjacent"] = 0.into(),
        &|v: &mut Value| v["record"]["setup"]["rules"]["victory"][0]["total"] = 0.into(),
    ] {
        let error = refused(&with(edit));
        assert!(
            matches!(error, Error::Rules(SetupError::Rules { .. })),
            "{error:?}"
        );
        assert!(
            error.text(&words).contains("changed by hand"),
            "{}",
            error.text(&words)
        );
    }
    // Seat colour 255.
    let error = refused(&with(&|v| v["seats"][1]["color"] = 255.into()));
    assert_eq!(
        error,
        Error::Seats(SeatError::Color {
            seat: 1,
            color: 255
        })
    );
    assert_eq!(
        error.text(&words),
        "player 2 has a colour the game does not have"
    );
}

#[test]
fn ids_reasons_versions_and_daily_days_are_checked() {
    let mut rng = GameRng::from_seed(5);
    let save = json_of(&random_save(&mut rng, 30));
    let moves = save["record"]["actions"].as_array().unwrap().len();
    assert!(moves > 5);
    let with = |edit: &dyn Fn(&mut Value)| {
        let mut v = save.clone();
        edit(&mut v);
        v
    };
    for id in ["", "../other", "a b", "Ω", &"x".repeat(65)] {
        assert_eq!(
            refused(&with(&|v| v["id"] = id.into())),
            Error::SaveId,
            "{id:?}"
        );
    }
    assert!(parse_save(&with(&|v| v["id"] = "x".repeat(64).into()).to_string()).is_ok());
    assert!(valid_id("Game_1-a") && !valid_id("game/1"));
    let reason = json!({"why": "best"});
    // A reason past the moves, twice for one move, out of order; a chance over 100%.
    for reasons in [
        json!([[moves, reason]]),
        json!([[1, reason], [1, reason]]),
        json!([[3, reason], [1, reason]]),
        json!([[1, {"why": "search", "percent": 101, "iterations": 5}]]),
        json!([[1, {"why": "search", "percent": 50, "iterations": 5,
                    "rather": [{"action": "pass", "percent": 101}, null, null]}]]),
    ] {
        assert_eq!(
            refused(&with(&|v| v["reasons"] = reasons.clone())),
            Error::SaveReasons,
            "{reasons}"
        );
    }
    let fine =
        json!([[0, reason], [moves - 1, {"why": "search", "percent": 100, "iterations": 5}]]);
    assert!(parse_save(&with(&|v| v["reasons"] = fine.clone()).to_string()).is_ok());
    assert_eq!(refused(&with(&|v| v["version"] = 0.into())), Error::Damaged);
    // A game marked as a day's deal must be that day's deal.
    assert_eq!(
        refused(&with(&|v| v["daily"] = "2026-03-05".into())),
        Error::SaveDaily
    );
    let daily = json_of(&daily_save(&mut rng));
    assert!(parse_save(&daily.to_string()).is_ok());
    let mut other_day = daily.clone();
    other_day["daily"] = "2026-03-06".into();
    assert_eq!(refused(&other_day), Error::SaveDaily);
}

/// An import that is refused writes nothing.
#[test]
fn a_refused_import_changes_nothing() {
    let mut rng = GameRng::from_seed(9);
    let mut forged = json_of(&random_save(&mut rng, 5));
    forged["seats"][0]["name"] = "   ".into();
    let mut store = MemoryStore::new();
    let result = saves::import_text(&mut store, &forged.to_string(), 5.0, "fresh");
    assert_eq!(result, Err(Error::Seats(SeatError::NoName { seat: 0 })));
    assert_eq!(saves::list(&store, &english()).0.len(), 0);
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

/// One field of the save changed: the fuzzer's moves.
fn mutate(v: &mut Value, rng: &mut GameRng, others: &[Value]) {
    let players = v["seats"].as_array().map_or(0, Vec::len);
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
                    json!(-1),
                    json!("3"),
                    json!(2.5),
                ],
            )
        }
        1 => {
            v["id"] = pick(
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
            v[pick(rng, &["created", "updated"])] = pick(
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
        3 => v["record"]["setup"]["players"] = odd_number(rng),
        4 => {
            let field = pick(rng, &RULE_FIELDS);
            let value = if rng.below(2) == 0 {
                odd_number(rng)
            } else {
                json!(rng.below(2) == 0)
            };
            v["record"]["setup"]["rules"][field] = value;
        }
        5 => {
            let which = pick(rng, &["total", "adjacent"]);
            v["record"]["setup"]["rules"]["victory"][rng.below(3) as usize][which] =
                odd_number(rng);
        }
        6 => {
            let rules = &mut v["record"]["setup"]["rules"];
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
                    *rules = others[rng.below(others.len() as u32) as usize]["record"]["setup"]
                        ["rules"]
                        .clone()
                }
            }
        }
        7 => {
            let setup = &mut v["record"]["setup"];
            match rng.below(2) {
                0 => setup["seed"] = pick(rng, &[json!(0), json!(u64::MAX), json!(-1), json!(1.5)]),
                _ => setup["first"] = odd_number(rng),
            }
        }
        8 | 9 => {
            let seats = v["seats"].as_array_mut().unwrap();
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
            let actions = v["record"]["actions"].as_array_mut().unwrap();
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
            v["origin"] = pick(
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
        13 => v["taken_back"] = odd_number(rng),
        14 => {
            let moves = v["record"]["actions"].as_array().map_or(0, Vec::len) as u64;
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
            if !v["reasons"].is_array() {
                // Saves before the reasons were kept have none.
                v["reasons"] = json!([]);
            }
            let reasons = v["reasons"].as_array_mut().unwrap();
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
            v["daily"] = pick(
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

/// What an accepted save must be: what the boundary lets through, a game that replays
/// (`session`, the one it replayed to) with every reason at its move, and, when `again`,
/// a save that reads back to itself.
fn check_accepted(save: &SavedGame, session: &Session, again: bool) {
    let setup = save.record.setup;
    assert_eq!(setup.check(), Ok(()), "an unchecked setup came through");
    assert_eq!(
        setup.rules,
        setup.rules.edition_rules(),
        "rules changed by hand came through"
    );
    assert_eq!(check_seats(&save.seats, setup.players), Ok(()));
    assert!(valid_id(&save.id), "{:?}", save.id);
    assert_eq!(session.reasons, save.reasons, "every reason at its move");
    assert_eq!(session.record, save.record, "every move replayed");
    if again {
        assert_eq!(&parse_save(&save.to_json()).expect("it reads back"), save);
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
                let kind = format!("{error:?}");
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
            let mut save = random_save(&mut rng, moves);
            if i % 8 == 0 {
                // Saves of version 1, read by the rules they were played under.
                save.version = 1;
            }
            json_of(&save)
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

/// Saves the app writes keep passing, through every origin.
#[test]
fn saves_of_every_origin_pass() {
    let mut rng = GameRng::from_seed(77);
    for origin in [Origin::New, Origin::Replay, Origin::Import] {
        let mut save = random_save(&mut rng, 40);
        save.origin = origin;
        let (read, session) = saves::read_save(&save.to_json()).unwrap();
        assert_eq!(read, save);
        check_accepted(&read, &session, true);
    }
}
