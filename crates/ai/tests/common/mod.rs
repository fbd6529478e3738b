//! What the integration tests share: every rule set, seeded games, sampled decisions.
#![allow(dead_code)] // each test file uses its own part

use ai::RuleBot;
use engine::{Game, GameRng, Observation, Preset, Rules, Setup, Variant};

/// Every preset at every player count it allows, and the variants on the main presets.
pub fn setups() -> Vec<(Rules, u8)> {
    let mut out = Vec::new();
    for preset in Preset::ALL {
        let rules = preset.rules();
        for players in rules.min_players..=rules.max_players {
            out.push((rules, players));
        }
    }
    let ffg = Preset::Ffg2006.rules();
    for v in Variant::ALL {
        out.push((ffg.with_variant(v), 4));
        out.push((Preset::Zman2018.rules().with_variant(v), 3));
    }
    out.push((
        Preset::ZmanDuel.rules().with_variant(Variant::HiddenCards),
        2,
    ));
    out.push((
        ffg.with_variant(Variant::Capture)
            .with_variant(Variant::HiddenCards),
        5,
    ));
    out.push((
        Preset::Classic1995
            .rules()
            .with_variant(Variant::HiddenCards),
        3,
    ));
    out
}

/// Plays a game with the rule bot, one move in five random so odd positions come up
/// too, calling `visit` on every observation with a decision to make.
pub fn walk(
    rules: Rules,
    players: u8,
    seed: u64,
    max_actions: usize,
    mut visit: impl FnMut(&Game, &Observation),
) {
    let mut game = Game::new(Setup {
        rules,
        players,
        seed,
        first: None,
    })
    .unwrap();
    let mut rng = GameRng::from_seed(seed ^ 0xABCD);
    let bot = RuleBot::default();
    for _ in 0..max_actions {
        let Some(seat) = game.to_act() else { break };
        let obs = game.observation(seat);
        visit(&game, &obs);
        let action = if rng.below(5) == 0 {
            obs.legal[rng.below(obs.legal.len() as u32) as usize]
        } else {
            bot.decide(&obs).unwrap()
        };
        game.apply(action).unwrap();
    }
}

/// A sample of decisions: every `step`-th observation with a real choice.
pub fn sample(step: usize, max: usize) -> Vec<(Game, Observation)> {
    let mut out = Vec::new();
    let mut n = 0;
    for (i, (rules, players)) in setups().into_iter().enumerate() {
        walk(rules, players, 5 + i as u64, 300, |game, obs| {
            if obs.legal.len() > 1 {
                n += 1;
                if n % step == 0 && out.len() < max {
                    out.push((game.clone(), obs.clone()));
                }
            }
        });
    }
    out
}
