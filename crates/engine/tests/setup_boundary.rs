//! The check of a setup from outside (`Setup::check`, which `Game::new` runs): every
//! edition with every mix of optional rules it takes is dealt for every player count it
//! seats, and nothing else is; `Game::new_custom` keeps custom mixes within what keeps
//! the engine sound.

use engine::rules::{DeckKind, FavorRule, LastPlayerCards, TieRule, TokenOnFail};
use engine::{Card, Game, Preset, Rules, Setup, SetupError, Variant, MAX_PLAYERS};

fn setup(rules: Rules, players: u8) -> Setup {
    Setup {
        rules,
        players,
        seed: 8,
        first: None,
    }
}

/// Every mix of the optional rules `preset` takes, each with and without the v1 mark.
fn every_mix(preset: Preset) -> Vec<Rules> {
    let mut out = Vec::new();
    for mask in 0..1u32 << Variant::ALL.len() {
        let mut rules = preset.rules();
        let mut allowed = true;
        for (bit, variant) in Variant::ALL.into_iter().enumerate() {
            if mask & (1 << bit) != 0 {
                allowed &= rules.variant_allowed(variant);
                rules = rules.with_variant(variant);
            }
        }
        if allowed {
            out.push(rules);
            out.push(rules.for_v1_records());
        }
    }
    out
}

#[test]
fn every_edition_and_mix_is_dealt_for_the_players_it_seats_only() {
    let mut mixes = 0;
    for preset in Preset::ALL {
        for rules in every_mix(preset) {
            mixes += 1;
            assert_eq!(
                rules.edition_rules(),
                rules,
                "{preset} {:?}",
                rules.variants
            );
            for players in 0..=MAX_PLAYERS as u8 + 2 {
                let seated = (rules.min_players..=rules.max_players).contains(&players);
                let dealt = Game::new(setup(rules, players));
                assert_eq!(dealt.is_ok(), seated, "{preset} {players}");
                if !seated {
                    assert_eq!(
                        dealt.unwrap_err(),
                        SetupError::Players {
                            preset,
                            min: rules.min_players,
                            max: rules.max_players,
                            players
                        }
                    );
                }
            }
        }
    }
    // 146 mixes of optional rules in all (see the links' round trip), each marked or not.
    assert_eq!(mixes, 2 * 146);
}

/// One field changed by hand, as a forged save would: refused as rules that are not the
/// edition's, whatever the players.
#[test]
fn a_rule_changed_by_hand_is_refused() {
    type Edit = fn(&mut Rules);
    let edits: [(&str, Edit); 22] = [
        ("opening hand of 200", |r| r.opening_hand = 200),
        ("hand base", |r| r.hand_base += 1),
        ("per region", |r| r.hand_per_region += 1),
        ("max players 7", |r| r.max_players = 7),
        ("min players 1", |r| r.min_players = 1),
        ("threshold 0", |r| r.victory[2].adjacent = Some(0)),
        ("total", |r| r.victory[0].total = Some(1)),
        ("victory battles", |r| r.victory_battles = Some(1)),
        ("deck", |r| r.deck = DeckKind::Zman110),
        ("last player", |r| r.last_player = LastPlayerCards::Return),
        ("attack owned", |r| r.attack_owned = !r.attack_owned),
        ("favor", |r| r.favor = FavorRule::Mandatory),
        ("favor anywhere", |r| r.favor_anywhere = !r.favor_anywhere),
        ("token on fail", |r| r.token_on_fail = TokenOnFail::Stays),
        ("override", |r| r.token_override = Some(Card::M10)),
        ("decline", |r| r.may_decline = !r.may_decline),
        ("any row", |r| r.scarecrow_any_row = !r.scarecrow_any_row),
        ("optional", |r| r.scarecrow_optional = !r.scarecrow_optional),
        ("tie", |r| r.no_region_tie = TieRule::Shared),
        ("final per region", |r| r.final_battle_per_region = 9),
        ("before cleanup", |r| {
            r.choose_region_before_cleanup = !r.choose_region_before_cleanup
        }),
        ("v1 mark where v1 played the same", |r| r.legacy_v1 = true),
    ];
    for (what, edit) in edits {
        let mut rules = Preset::Ffg2006.rules();
        edit(&mut rules);
        assert_eq!(
            Game::new(setup(rules, 4)).unwrap_err(),
            SetupError::Rules {
                preset: Preset::Ffg2006
            },
            "{what}"
        );
    }
    // A variant's flag without what the variant changes (7-card hands).
    let mut half = Preset::Ffg2006.rules();
    half.variants.draw_after_battle = true;
    assert!(matches!(
        Game::new(setup(half, 4)),
        Err(SetupError::Rules { .. })
    ));
    // The duel's own field changed.
    let mut duel = Preset::ZmanDuel.rules();
    duel.duel = false;
    assert_eq!(
        Game::new(setup(duel, 2)).unwrap_err(),
        SetupError::Rules {
            preset: Preset::ZmanDuel
        }
    );
}

#[test]
fn campaign_targets_are_kept_and_0_is_refused() {
    for target in [1, 20, 255, 256, 65_535] {
        let mut rules = Preset::ClassicHu.rules().with_variant(Variant::Campaign);
        rules.variants.campaign_target = Some(target);
        assert_eq!(rules.edition_rules(), rules);
        assert!(Game::new(setup(rules, 3)).is_ok(), "{target}");
    }
    let mut zero = Preset::ClassicHu.rules().with_variant(Variant::Campaign);
    zero.variants.campaign_target = Some(0);
    assert_eq!(
        Game::new(setup(zero, 3)).unwrap_err(),
        SetupError::CampaignTarget
    );
}

#[test]
fn an_optional_rule_the_edition_does_not_take_is_named() {
    let mut duel = Preset::ZmanDuel.rules();
    duel.variants.bigger_kingdoms = true;
    duel.variants.capture = true;
    assert_eq!(
        Game::new(setup(duel, 2)).unwrap_err(),
        SetupError::Variant {
            preset: Preset::ZmanDuel,
            variant: Variant::BiggerKingdoms
        },
        "the first in Variant::ALL's order"
    );
    let capture = Preset::Classic1995.rules().with_variant(Variant::Capture);
    assert_eq!(
        Game::new(setup(capture, 4)).unwrap_err().to_string(),
        "the capture variant does not go with classic-1995"
    );
}

#[test]
fn the_first_condottiere_sits_at_the_table() {
    let rules = Preset::Ffg2006.rules();
    for first in 0..4 {
        let s = Setup {
            first: Some(first),
            ..setup(rules, 4)
        };
        assert_eq!(s.check(), Ok(()));
    }
    let s = Setup {
        first: Some(4),
        ..setup(rules, 4)
    };
    assert_eq!(
        s.check(),
        Err(SetupError::First {
            first: 4,
            players: 4
        })
    );
    assert_eq!(Game::new(s).unwrap_err(), s.check().unwrap_err());
    assert_eq!(
        Game::new_custom(s).unwrap_err().to_string(),
        "seat 4 cannot start: seats are numbered 0 to 3"
    );
}

/// A custom mix is dealt by `new_custom`, within 2 to 6 players and the mix's own range;
/// `new` refuses it.
#[test]
fn custom_mixes_stay_within_what_the_engine_seats() {
    let mut mix = Preset::Ffg2006.rules();
    mix.may_decline = true;
    assert!(Game::new_custom(setup(mix, 3)).is_ok());
    assert!(Game::new(setup(mix, 3)).is_err());
    let mut wide = Preset::Ffg2006.rules();
    wide.min_players = 0;
    wide.max_players = 9;
    for (players, dealt) in [(1, false), (2, true), (6, true), (7, false)] {
        let result = Game::new_custom(setup(wide, players));
        assert_eq!(result.is_ok(), dealt, "{players}");
        if !dealt {
            assert_eq!(
                result.unwrap_err(),
                SetupError::Players {
                    preset: Preset::Ffg2006,
                    min: 2,
                    max: MAX_PLAYERS as u8,
                    players
                }
            );
        }
    }
    let mut narrow = Preset::Ffg2006.rules();
    narrow.min_players = 3;
    narrow.max_players = 4;
    for (players, dealt) in [(2, false), (3, true), (4, true), (5, false)] {
        assert_eq!(Game::new_custom(setup(narrow, players)).is_ok(), dealt);
    }
    let mut duel = Preset::ZmanDuel.rules();
    duel.variants.capture = true;
    assert!(matches!(
        Game::new_custom(setup(duel, 2)),
        Err(SetupError::Variant { .. })
    ));
    let mut zero = mix.with_variant(Variant::Campaign);
    zero.variants.campaign_target = Some(0);
    assert_eq!(
        Game::new_custom(setup(zero, 3)).unwrap_err(),
        SetupError::CampaignTarget
    );
}

/// The command line and `random_game` report a setup's fault as text.
#[test]
fn a_setup_error_reads_as_text() {
    let error = SetupError::Rules {
        preset: Preset::ZmanClassic,
    };
    let text: String = error.into();
    assert_eq!(
        text,
        "the rules are not those of zman-classic and its optional rules (a rule was changed by hand)"
    );
    let result = engine::random_game(setup(Preset::Ffg2006.rules(), 9), 1, 10);
    assert_eq!(
        result.map(|_| ()),
        Err("ffg-2006 is played by 2 to 6 players, not 9".to_string())
    );
}
