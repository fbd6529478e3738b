//! Invariants over thousands of seeded random games per preset and player count, with
//! the variants mixed in: no panic, every game ends, cards are conserved, there is always
//! a legal action until the end, no observation shows another player's hidden card, a
//! sampled determinization is indistinguishable to its observer, and a record replays
//! to the identical state.

use engine::{
    Action, Game, GameRng, Observation, Preset, Record, Rules, Setup, Variant, MAX_PLAYERS,
};

/// Random games per preset and player count. Mutation testing (scripts/mutants.sh sets
/// CONDOTTIERE_QUICK_TESTS) plays a tenth of them: behavioural tests must catch a fault,
/// not the luck of a long random walk.
fn games_per_config() -> u64 {
    if std::env::var_os("CONDOTTIERE_QUICK_TESTS").is_some() {
        200
    } else {
        2_000
    }
}
/// Far above any real game (a few hundred actions): hitting it means a loop.
const ACTION_CAP: usize = 20_000;

/// The variants for game `i`: every combination the preset allows comes up.
fn rules_for(preset: Preset, i: u64) -> Rules {
    let mut rules = preset.rules();
    let switches = [
        Variant::HiddenCards,
        Variant::Capture,
        Variant::DrawAfterBattle,
        Variant::BiggerKingdoms,
        Variant::Campaign,
    ];
    for (bit, v) in switches.into_iter().enumerate() {
        // Plain games half the time; otherwise a mix drawn from the game number.
        if i % 2 == 1 && (i >> (bit + 1)) & 1 == 1 && rules.variant_allowed(v) {
            rules = rules.with_variant(v);
        }
    }
    if rules.variants.campaign_target.is_some() {
        rules.variants.campaign_target = Some(8);
    }
    rules
}

/// Another player's hidden cards never appear in an observation.
fn check_observation(game: &Game, obs: &Observation) {
    let seat = obs.seat as usize;
    assert_eq!(obs.hand, *game.hand(obs.seat));
    for owner in 0..MAX_PLAYERS {
        let row = game.row(owner as u8);
        assert_eq!(obs.rows[owner].len(), row.len());
        for (seen, real) in obs.rows[owner].iter().zip(row) {
            assert_eq!(seen.face_up, real.face_up);
            if real.face_up || owner == seat {
                assert_eq!(seen.card, Some(real.card));
            } else {
                assert_eq!(
                    seen.card, None,
                    "seat {seat} sees seat {owner}'s face-down card"
                );
            }
        }
        assert_eq!(obs.hand_sizes[owner] as u32, game.hand(owner as u8).total());
    }
    // The JSON form names no card of another hand either: only counts travel.
    let json = serde_json::to_value(obs).unwrap();
    assert!(json.get("hands").is_none() && json.get("deck").is_none());
}

/// A determinization is a full game that looks exactly the same to its observer.
fn check_sample(game: &Game, obs: &Observation, rng: &mut GameRng) {
    let sample = obs.sample_game(rng);
    let again = sample.observation(obs.seat);
    assert_eq!(
        &again, obs,
        "a sampled game must look the same to its observer"
    );
    assert_eq!(sample.card_census(), game.card_census());
}

fn run_config(preset: Preset, players: u8) -> (u64, u64) {
    let mut total_actions = 0u64;
    let mut legal = Vec::new();
    for i in 0..games_per_config() {
        let rules = rules_for(preset, i);
        let setup = Setup {
            rules,
            players,
            seed: i * 7919 + players as u64,
            first: None,
        };
        let mut game = Game::new(setup).expect("valid setup");
        let all_cards = rules.all_cards(players);
        let mut rng = GameRng::from_seed(i ^ 0xC0DE);
        let mut record = Record::new(setup);
        // Deep checks (observations, determinizations) on a sample of games: they are
        // the slow part.
        let deep = i % 20 == 0;
        while !game.is_over() {
            assert!(
                record.actions.len() < ACTION_CAP,
                "{preset} {players}p game {i} never ends"
            );
            game.legal_actions_into(&mut legal);
            assert!(!legal.is_empty(), "no legal action in {:?}", game.phase());
            let seat = game.to_act().expect("someone acts while the game is on");
            if deep {
                let obs = game.observation(seat);
                assert_eq!(obs.legal, legal);
                check_observation(&game, &obs);
                check_sample(&game, &obs, &mut rng);
                let other = (seat + 1) % players;
                check_observation(&game, &game.observation(other));
            }
            let action: Action = legal[rng.below(legal.len() as u32) as usize];
            game.apply_unchecked(action, &mut ());
            record.actions.push(action);
            assert_eq!(game.card_census(), all_cards, "cards must be conserved");
        }
        let outcome = game.outcome().expect("an outcome");
        assert!(outcome.winners != 0 && outcome.winners < 1 << players);
        assert!(game.legal_actions().is_empty());
        if deep || i % 5 == 0 {
            let (replayed, _) = record.replay().expect("the record replays");
            assert_eq!(
                replayed, game,
                "replaying the record gives the identical state"
            );
        }
        total_actions += record.actions.len() as u64;
    }
    (games_per_config(), total_actions)
}

macro_rules! invariant_tests {
    ($($name:ident: $preset:expr, [$($players:expr),*];)*) => {$(
        #[test]
        fn $name() {
            for players in [$($players),*] {
                let (games, actions) = run_config($preset, players);
                eprintln!("{} {players}p: {games} games, {actions} actions", $preset);
            }
        }
    )*};
}

invariant_tests! {
    classic_1995_random_games: Preset::Classic1995, [2, 3, 4, 5, 6];
    classic_hu_random_games: Preset::ClassicHu, [2, 3, 4, 5, 6];
    ffg_2006_random_games: Preset::Ffg2006, [2, 3, 4, 5, 6];
    zman_2018_random_games: Preset::Zman2018, [3, 4, 5, 6];
    zman_classic_random_games: Preset::ZmanClassic, [3, 4, 5, 6];
    zman_duel_random_games: Preset::ZmanDuel, [2];
}

/// A refused action leaves the game as it was, whatever the phase.
#[test]
fn illegal_actions_change_nothing() {
    let candidates: Vec<Action> = [
        "pass",
        "M10",
        "Winter",
        "region Roma",
        "decline",
        "take M5",
        "take none",
        "favor Roma",
        "favor off",
        "discard hand",
        "keep hand",
        "keep M10 M10",
    ]
    .iter()
    .map(|s| s.parse().unwrap())
    .collect();
    for seed in 0..200 {
        let preset = Preset::ALL[seed as usize % Preset::ALL.len()];
        let players = if preset == Preset::ZmanDuel { 2 } else { 3 };
        let mut game = Game::new(Setup {
            rules: rules_for(preset, seed),
            players,
            seed,
            first: None,
        })
        .unwrap();
        let mut rng = GameRng::from_seed(seed);
        while !game.is_over() {
            let legal = game.legal_actions();
            for &bad in candidates.iter().filter(|a| !legal.contains(a)) {
                let before = game.clone();
                let err = game.apply(bad).expect_err("illegal");
                assert!(!err.to_string().is_empty());
                assert_eq!(game, before);
            }
            game.apply(legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
        }
    }
}

/// Game states and records survive a JSON round trip.
#[test]
fn state_and_record_serialize() {
    let setup = Setup {
        rules: Preset::Ffg2006.rules().with_variant(Variant::HiddenCards),
        players: 4,
        seed: 99,
        first: Some(2),
    };
    let mut game = Game::new(setup).unwrap();
    let mut record = Record::new(setup);
    let mut rng = GameRng::from_seed(5);
    for _ in 0..60 {
        if game.is_over() {
            break;
        }
        let legal = game.legal_actions();
        let a = legal[rng.below(legal.len() as u32) as usize];
        game.apply(a).unwrap();
        record.actions.push(a);
    }
    let json = serde_json::to_string(&game).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, game);
    let json = serde_json::to_string(&record).unwrap();
    assert!(
        json.contains("\"region "),
        "actions are written in notation: {json}"
    );
    let back: Record = serde_json::from_str(&json).unwrap();
    assert_eq!(back.replay().unwrap().0, game);
}
