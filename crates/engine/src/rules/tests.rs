//! The rule sets' own checks: deck compositions, presets and variants as RULES.md lists them.

use super::*;

#[test]
fn deck_sizes_match_rules_md() {
    assert_eq!(DeckKind::Classic96.composition().total(), 96);
    assert_eq!(DeckKind::Ffg110.composition().total(), 110);
    assert_eq!(DeckKind::Zman110.composition().total(), 110);
    assert_eq!(DeckKind::Duel23.composition().total(), 23);
    // 004 counts 63 Mercenaries in the classic deck; 002 counts 58 in the zman deck.
    let mercs = |d: DeckKind| {
        let c = d.composition();
        Card::MERCENARIES
            .iter()
            .map(|&m| c.get(m) as u32)
            .sum::<u32>()
    };
    assert_eq!(mercs(DeckKind::Classic96), 63);
    assert_eq!(mercs(DeckKind::Zman110), 58);
    assert_eq!(mercs(DeckKind::Duel23), 14);
}

/// 002: the classic version removes all Springs, new Bishops, Spies and one Scarecrow
/// (22 cards) and adds five 1s and three classic Bishops: exactly the classic 96.
#[test]
fn zman_classic_deck_is_the_zman_deck_modified_as_002_says() {
    let mut deck = DeckKind::Zman110.composition();
    assert!(deck.remove(Card::Spring, 3));
    assert!(deck.remove(Card::Bishop, 6));
    assert!(deck.remove(Card::Spy, 12));
    assert!(deck.remove(Card::Scarecrow, 1));
    deck.add(Card::M1, 5);
    deck.add(Card::ClassicBishop, 3);
    assert_eq!(deck, DeckKind::Classic96.composition());
    assert_eq!(Rules::preset(Preset::ZmanClassic).deck, DeckKind::Classic96);
}

#[test]
fn preset_ids_round_trip() {
    for p in Preset::ALL {
        assert_eq!(p.id().parse::<Preset>(), Ok(p));
    }
    assert!("ffg".parse::<Preset>().is_err());
}

#[test]
fn victory_targets_follow_the_table() {
    let ffg = Rules::preset(Preset::Ffg2006);
    assert_eq!(ffg.victory_for(2), VictoryTarget::either(6, 4));
    assert_eq!(ffg.victory_for(5), VictoryTarget::either(5, 3));
    let big = ffg.with_variant(Variant::BiggerKingdoms);
    assert_eq!(big.victory_for(4), VictoryTarget::either(5, 4));
    let classic = Rules::preset(Preset::Classic1995);
    assert_eq!(classic.victory_for(2).adjacent, Some(6));
    assert_eq!(classic.victory_for(3).adjacent, Some(5));
    assert_eq!(classic.victory_for(6).adjacent, Some(4));
    let hu = Rules::preset(Preset::ClassicHu);
    assert_eq!(hu.victory_for(3).adjacent, Some(4));
    assert_eq!(hu.victory_for(4).adjacent, Some(3));
}

/// Every field of every preset, as RULES.md §1 tabulates them: a field left to the
/// shared defaults by mistake shows here.
#[test]
fn presets_are_the_rules_md_table() {
    use FavorRule as F;
    use LastPlayerCards as L;
    use TieRule as T;
    use TokenOnFail as O;
    let classic = [
        VictoryTarget::adjacent(6),
        VictoryTarget::adjacent(5),
        VictoryTarget::adjacent(4),
    ];
    let zman = [VictoryTarget::either(5, 3); 3];
    // (preset, players, deck, hand per region, last player, attack owned, favor,
    //  token on fail, override, decline, any row, optional scarecrow, victory,
    //  tie, final battle per region, region first, duel)
    #[allow(clippy::type_complexity)]
    let table: [(
        Preset,
        (u8, u8),
        DeckKind,
        u8,
        L,
        bool,
        F,
        O,
        Option<Card>,
        bool,
        bool,
        bool,
        [VictoryTarget; 3],
        T,
        u8,
        bool,
        bool,
    ); 6] = [
        (
            Preset::Classic1995,
            (2, 6),
            DeckKind::Classic96,
            2,
            L::Return,
            true,
            F::None,
            O::Stays,
            None,
            false,
            true,
            true,
            classic,
            T::FinalBattle,
            2,
            false,
            false,
        ),
        (
            Preset::ClassicHu,
            (2, 6),
            DeckKind::Classic96,
            2,
            L::Return,
            false,
            F::None,
            O::PassesLeft,
            None,
            true,
            false,
            true,
            [
                VictoryTarget::adjacent(4),
                VictoryTarget::adjacent(4),
                VictoryTarget::adjacent(3),
            ],
            T::FinalBattle,
            2,
            false,
            false,
        ),
        (
            Preset::Ffg2006,
            (2, 6),
            DeckKind::Ffg110,
            1,
            L::KeepUpTo2,
            false,
            F::Optional,
            O::PassesLeft,
            Some(Card::Courtesan),
            false,
            false,
            true,
            [
                VictoryTarget::either(6, 4),
                VictoryTarget::either(6, 4),
                VictoryTarget::either(5, 3),
            ],
            T::FinalBattle,
            1,
            true,
            false,
        ),
        (
            Preset::Zman2018,
            (3, 6),
            DeckKind::Zman110,
            1,
            L::Discard,
            false,
            F::Mandatory,
            O::RandomAmongTied,
            Some(Card::Spy),
            false,
            false,
            false,
            zman,
            T::Shared,
            1,
            false,
            false,
        ),
        (
            Preset::ZmanClassic,
            (3, 6),
            DeckKind::Classic96,
            1,
            L::Discard,
            false,
            F::None,
            O::RandomAmongTied,
            None,
            false,
            false,
            false,
            zman,
            T::Shared,
            1,
            false,
            false,
        ),
        (
            Preset::ZmanDuel,
            (2, 2),
            DeckKind::Duel23,
            0,
            L::Discard,
            false,
            F::None,
            O::RandomAmongTied,
            None,
            false,
            false,
            false,
            [VictoryTarget {
                total: None,
                adjacent: None,
            }; 3],
            T::Shared,
            2,
            false,
            true,
        ),
    ];
    for (
        preset,
        players,
        deck,
        per_region,
        last,
        attack,
        favor,
        fail,
        over,
        decline,
        any_row,
        optional,
        victory,
        tie,
        final_per,
        first,
        duel,
    ) in table
    {
        let r = Rules::preset(preset);
        assert_eq!(r.preset, preset);
        assert_eq!((r.min_players, r.max_players), players, "{preset}");
        assert_eq!(r.deck, deck, "{preset}");
        let hand = if duel { 8 } else { 10 };
        assert_eq!((r.opening_hand, r.hand_base), (hand, hand), "{preset}");
        assert_eq!(r.hand_per_region, per_region, "{preset}");
        assert_eq!(r.last_player, last, "{preset}");
        assert_eq!(r.attack_owned, attack, "{preset}");
        assert_eq!(r.favor, favor, "{preset}");
        assert!(!r.favor_anywhere, "{preset}: only with Capture");
        assert_eq!(r.token_on_fail, fail, "{preset}");
        assert_eq!(r.token_override, over, "{preset}");
        assert_eq!(r.may_decline, decline, "{preset}");
        assert_eq!(r.scarecrow_any_row, any_row, "{preset}");
        assert_eq!(r.scarecrow_optional, optional, "{preset}");
        assert_eq!(r.victory, victory, "{preset}");
        assert_eq!(r.victory_battles, duel.then_some(3), "{preset}");
        assert_eq!(r.no_region_tie, tie, "{preset}");
        assert_eq!(r.final_battle_per_region, final_per, "{preset}");
        assert_eq!(r.choose_region_before_cleanup, first, "{preset}");
        assert_eq!(r.duel, duel, "{preset}");
        assert_eq!(r.variants, Variants::default());
        assert!(!r.legacy_v1);
        assert_eq!(preset.rules(), r);
    }
}

/// What each variant switch changes (RULES.md §9).
#[test]
fn variants_switch_these_fields() {
    let ffg = Rules::preset(Preset::Ffg2006);
    let dab = ffg.with_variant(Variant::DrawAfterBattle);
    assert!(dab.variants.draw_after_battle && dab.opening_hand == 7);
    assert_eq!(dab.hand_base, 10);
    let campaign = ffg.with_variant(Variant::Campaign);
    assert_eq!(campaign.variants.campaign_target, Some(20));
    let mut thirty = ffg;
    thirty.variants.campaign_target = Some(30);
    assert_eq!(
        thirty
            .with_variant(Variant::Campaign)
            .variants
            .campaign_target,
        Some(30),
        "a chosen target stays"
    );
    for v in Variant::ALL {
        let on = ffg.with_variant(v);
        for w in Variant::ALL {
            assert_eq!(on.has_variant(w), v == w, "{} then {}", v.id(), w.id());
        }
    }
    let ids: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
    assert_eq!(
        ids,
        [
            "draw-after-battle",
            "campaign",
            "bigger-kingdoms",
            "capture",
            "hidden-cards"
        ]
    );
    // Capture is built into classic-1995; the duel has no map.
    let classic = Rules::preset(Preset::Classic1995);
    assert!(!classic.variant_allowed(Variant::Capture));
    assert!(classic.variant_allowed(Variant::HiddenCards));
    assert!(classic.variant_allowed(Variant::Campaign));
    let duel = Rules::preset(Preset::ZmanDuel);
    for v in Variant::ALL {
        assert_eq!(
            duel.variant_allowed(v),
            v == Variant::HiddenCards,
            "{}",
            v.id()
        );
    }
}

#[test]
fn player_counts_and_campaign_targets_are_checked() {
    let ffg = Rules::preset(Preset::Ffg2006);
    assert_eq!(
        ffg.check(1).map_err(|e| e.to_string()),
        Err("ffg-2006 is played by 2 to 6 players, not 1".into())
    );
    assert!(ffg.check(2).is_ok() && ffg.check(6).is_ok());
    assert_eq!(
        ffg.check(7).map_err(|e| e.to_string()),
        Err("ffg-2006 is played by 2 to 6 players, not 7".into())
    );
    let mut zero = ffg.with_variant(Variant::Campaign);
    zero.variants.campaign_target = Some(0);
    assert_eq!(
        zero.check(4).map_err(|e| e.to_string()),
        Err("a campaign needs a target above 0 points".into())
    );
    let mut bad = Rules::preset(Preset::Classic1995);
    bad.variants.capture = true;
    assert_eq!(
        bad.check(4).map_err(|e| e.to_string()),
        Err("the capture variant does not go with classic-1995".into())
    );
}

#[test]
fn preset_names_and_descriptions() {
    let ids: Vec<String> = Preset::ALL.iter().map(|p| p.to_string()).collect();
    assert_eq!(
        ids,
        [
            "classic-1995",
            "classic-hu",
            "ffg-2006",
            "zman-2018",
            "zman-classic",
            "zman-duel"
        ]
    );
    assert_eq!(
        "FFG".parse::<Preset>(),
        Err("unknown preset 'FFG' (one of: classic-1995, classic-hu, ffg-2006, zman-2018, zman-classic, zman-duel)".into())
    );
    assert_eq!(" ZMAN-DUEL ".parse::<Preset>(), Ok(Preset::ZmanDuel));
    for (preset, word) in [
        (Preset::Classic1995, "1995"),
        (Preset::ClassicHu, "Hungary"),
        (Preset::Ffg2006, "Courtesans"),
        (Preset::Zman2018, "Spies"),
        (Preset::ZmanClassic, "classic Bishop"),
        (Preset::ZmanDuel, "23-card"),
    ] {
        assert!(preset.description().contains(word), "{preset}");
    }
}

/// A record's v1 mark travels in its JSON, and only when set.
#[test]
fn the_v1_mark_is_written_only_when_set() {
    let hidden = Rules::preset(Preset::Ffg2006).with_variant(Variant::HiddenCards);
    let marked = hidden.for_v1_records();
    let json = serde_json::to_string(&marked).unwrap();
    assert!(json.contains("\"legacy_v1\":true"), "{json}");
    assert_eq!(serde_json::from_str::<Rules>(&json).unwrap(), marked);
    assert!(!serde_json::to_string(&hidden)
        .unwrap()
        .contains("legacy_v1"));
}

#[test]
fn all_cards_in_play() {
    assert_eq!(Rules::preset(Preset::Ffg2006).all_cards(4).total(), 110);
    assert_eq!(Rules::preset(Preset::ZmanDuel).all_cards(2).total(), 46);
    assert_eq!(
        Rules::preset(Preset::ZmanDuel).all_cards(2).get(Card::M10),
        4
    );
}

#[test]
fn variant_checks() {
    let duel = Rules::preset(Preset::ZmanDuel);
    assert!(duel.check(2).is_ok());
    assert!(duel.check(3).is_err());
    assert!(duel.with_variant(Variant::Capture).check(2).is_err());
    assert!(duel.with_variant(Variant::HiddenCards).check(2).is_ok());
    assert!(Rules::preset(Preset::Zman2018).check(2).is_err());
    let mix = Rules::preset(Preset::Ffg2006)
        .with_variant(Variant::Capture)
        .with_variant(Variant::HiddenCards);
    assert!(mix.check(4).is_ok());
    assert!(mix.attack_owned && mix.favor_anywhere);
}
