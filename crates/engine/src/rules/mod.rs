//! Rules as data: every difference between the editions is a plain field, so a preset is
//! only a constructor (RULES.md §1, §2, §9). A game from outside must have an edition's
//! rules exactly (`Rules::check`, in `crate::setup`); a custom mix is dealt only by
//! `Game::new_custom`, for the engine's own tests.

use crate::card::{Card, CardCounts};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The most seats a game can have (the editions seat 2 to 6).
pub const MAX_PLAYERS: usize = 6;

/// The six editions in the rulebooks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Preset {
    /// 1995 Eurogames/Descartes original (rulebook 001).
    #[serde(rename = "classic-1995")]
    Classic1995,
    /// The Hungarian classic text (004).
    #[serde(rename = "classic-hu")]
    ClassicHu,
    /// Fantasy Flight Games 2006 (000, 003).
    #[serde(rename = "ffg-2006")]
    Ffg2006,
    /// Z-Man Games 2018 (002).
    #[serde(rename = "zman-2018")]
    Zman2018,
    /// Z-Man 2018's classic-version deck (002).
    #[serde(rename = "zman-classic")]
    ZmanClassic,
    /// Z-Man 2018's 2-player duel (002).
    #[serde(rename = "zman-duel")]
    ZmanDuel,
}

impl Preset {
    pub const ALL: [Preset; 6] = [
        Preset::Classic1995,
        Preset::ClassicHu,
        Preset::Ffg2006,
        Preset::Zman2018,
        Preset::ZmanClassic,
        Preset::ZmanDuel,
    ];

    /// The preset's identifier, as used on the command line and in links.
    pub const fn id(self) -> &'static str {
        match self {
            Preset::Classic1995 => "classic-1995",
            Preset::ClassicHu => "classic-hu",
            Preset::Ffg2006 => "ffg-2006",
            Preset::Zman2018 => "zman-2018",
            Preset::ZmanClassic => "zman-classic",
            Preset::ZmanDuel => "zman-duel",
        }
    }

    /// One line for a menu.
    pub const fn description(self) -> &'static str {
        match self {
            Preset::Classic1995 => "The 1995 original: 96 cards, owned cities may be attacked, 2 cards per city.",
            Preset::ClassicHu => "The classic text as printed in Hungary: the Condottiere may decline to choose, a failed battle passes the token left.",
            Preset::Ffg2006 => "Fantasy Flight 2006: Spring, Courtesans, the papal favor, keep 2 cards at a round's end.",
            Preset::Zman2018 => "Z-Man 2018: Spies, Turncoats, the new Bishop; 5 regions or 3 adjacent win.",
            Preset::ZmanClassic => "Z-Man 2018 with its classic-version deck: the classic Bishop returns.",
            Preset::ZmanDuel => "Z-Man's 2-player duel: two identical 23-card decks, first to win 3 battles.",
        }
    }

    pub fn rules(self) -> Rules {
        Rules::preset(self)
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Preset {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Preset::ALL
            .into_iter()
            .find(|p| p.id().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                let ids: Vec<&str> = Preset::ALL.iter().map(|p| p.id()).collect();
                format!("unknown preset '{}' (one of: {})", s.trim(), ids.join(", "))
            })
    }
}

/// Which cards make up the deck (RULES.md §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeckKind {
    #[serde(rename = "classic-96")]
    Classic96,
    #[serde(rename = "ffg-110")]
    Ffg110,
    #[serde(rename = "zman-110")]
    Zman110,
    /// Each player has an own copy of this 23-card deck.
    #[serde(rename = "duel-23")]
    Duel23,
}

impl DeckKind {
    /// The deck's composition (for the duel: one player's deck).
    pub fn composition(self) -> CardCounts {
        let mut deck = CardCounts::EMPTY;
        let mercs = |deck: &mut CardCounts, ones: u8, each: u8| {
            deck.add(Card::M1, ones);
            for c in [Card::M2, Card::M3, Card::M4, Card::M5, Card::M6, Card::M10] {
                deck.add(c, each);
            }
        };
        match self {
            DeckKind::Classic96 => {
                mercs(&mut deck, 15, 8);
                deck.add(Card::Scarecrow, 15);
                deck.add(Card::Drummer, 6);
                deck.add(Card::Heroine, 3);
                deck.add(Card::Winter, 3);
                deck.add(Card::ClassicBishop, 3);
                deck.add(Card::Surrender, 3);
            }
            DeckKind::Ffg110 | DeckKind::Zman110 => {
                mercs(&mut deck, 10, 8);
                deck.add(Card::Scarecrow, 16);
                deck.add(Card::Drummer, 6);
                deck.add(Card::Heroine, 3);
                deck.add(Card::Winter, 3);
                deck.add(Card::Spring, 3);
                deck.add(Card::Bishop, 6);
                deck.add(Card::Surrender, 3);
                let twelfth = if self == DeckKind::Ffg110 {
                    Card::Courtesan
                } else {
                    Card::Spy
                };
                deck.add(twelfth, 12);
            }
            DeckKind::Duel23 => {
                mercs(&mut deck, 2, 2);
                deck.add(Card::Scarecrow, 3);
                for c in [
                    Card::Drummer,
                    Card::Heroine,
                    Card::Winter,
                    Card::Spring,
                    Card::Bishop,
                    Card::Surrender,
                ] {
                    deck.add(c, 1);
                }
            }
        }
        deck
    }
}

/// What the last player holding cards does at a round's end (RULES.md §7.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LastPlayerCards {
    /// Returns them to the deck (classic).
    Return,
    /// Keeps up to 2 of their choice and discards the rest (ffg).
    #[serde(rename = "keep-up-to-2")]
    KeepUpTo2,
    /// Must discard them (zman).
    Discard,
}

/// The papal favor placed by the new Bishop (RULES.md §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FavorRule {
    /// No favor marker in this game (zman-duel, classic decks).
    None,
    /// Placed on a free region, or kept off the board (ffg).
    Optional,
    /// Placed on a free region if there is one (zman).
    Mandatory,
}

/// Who takes the token after a failed battle, when no defender holds the region (§1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TokenOnFail {
    /// The holder keeps it (001).
    Stays,
    /// It passes to the next player clockwise after the holder (004, 000, 003).
    PassesLeft,
    /// A random player among those tied for the highest strength (002).
    RandomAmongTied,
}

/// When no region is left to fight for and the most regions are tied (§8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TieRule {
    /// The tied players fight a final battle (ffg, classic-hu).
    FinalBattle,
    /// The tied players share the victory (zman).
    Shared,
}

/// Victory thresholds for one player count (§1): a total of regions anywhere, or a
/// connected group of regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct VictoryTarget {
    pub total: Option<u8>,
    pub adjacent: Option<u8>,
}

impl VictoryTarget {
    const fn adjacent(n: u8) -> Self {
        VictoryTarget {
            total: None,
            adjacent: Some(n),
        }
    }
    const fn either(total: u8, adjacent: u8) -> Self {
        VictoryTarget {
            total: Some(total),
            adjacent: Some(adjacent),
        }
    }
}

/// The optional rules of §9. Each can be combined with any map preset.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Variants {
    /// 7-card opening hands; after each battle everyone draws up to 3; no rounds.
    #[serde(default)]
    pub draw_after_battle: bool,
    /// Several games to this many points.
    #[serde(default)]
    pub campaign_target: Option<u16>,
    /// The adjacent count needed to win rises by 1.
    #[serde(default)]
    pub bigger_kingdoms: bool,
    /// Owned regions may be attacked with the defender's advantage; the favor may go anywhere.
    #[serde(default)]
    pub capture: bool,
    /// Mercenaries, Heroines, Drummers and Courtesans are played face down.
    #[serde(default)]
    pub hidden_cards: bool,
}

/// The variant switches, for menus and the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    DrawAfterBattle,
    Campaign,
    BiggerKingdoms,
    Capture,
    HiddenCards,
}

impl Variant {
    pub const ALL: [Variant; 5] = [
        Variant::DrawAfterBattle,
        Variant::Campaign,
        Variant::BiggerKingdoms,
        Variant::Capture,
        Variant::HiddenCards,
    ];

    pub const fn id(self) -> &'static str {
        match self {
            Variant::DrawAfterBattle => "draw-after-battle",
            Variant::Campaign => "campaign",
            Variant::BiggerKingdoms => "bigger-kingdoms",
            Variant::Capture => "capture",
            Variant::HiddenCards => "hidden-cards",
        }
    }
}

/// Every rule that differs between editions. Build one with [`Rules::preset`], then
/// switch variants on with [`Rules::with_variant`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    pub preset: Preset,
    pub min_players: u8,
    pub max_players: u8,
    pub deck: DeckKind,
    /// Cards in each opening hand (10; 7 with Draw after battle; 8 in the duel).
    pub opening_hand: u8,
    /// Cards dealt at a round's start: up to this many in hand, then the bonus.
    pub hand_base: u8,
    /// Bonus cards per region controlled at a round's start.
    pub hand_per_region: u8,
    pub last_player: LastPlayerCards,
    /// Regions another player controls may be chosen, with the defender's advantage.
    pub attack_owned: bool,
    pub favor: FavorRule,
    /// The favor may go on a controlled region, or be taken off the board (Capture).
    pub favor_anywhere: bool,
    pub token_on_fail: TokenOnFail,
    /// The player with the most of these cards takes the token (Courtesan, Spy).
    pub token_override: Option<Card>,
    /// The Condottiere may decline to choose and pass the token left (004).
    pub may_decline: bool,
    /// The Scarecrow may take a Mercenary from any row, not only the player's own (001).
    pub scarecrow_any_row: bool,
    /// The Scarecrow may take nothing even when it could take a Mercenary.
    pub scarecrow_optional: bool,
    /// Victory thresholds for 2, 3 and 4–6 players.
    pub victory: [VictoryTarget; 3],
    /// Duel: the number of battles won that wins the game.
    pub victory_battles: Option<u8>,
    pub no_region_tie: TieRule,
    /// Cards per region in a final battle, on top of 10.
    pub final_battle_per_region: u8,
    /// ffg (000, 003) chooses the next region before the hand discard and round end.
    pub choose_region_before_cleanup: bool,
    /// Two players, own decks, no board (zman-duel).
    pub duel: bool,
    pub variants: Variants,
    /// Plays as engine v1 did, to replay records made before `draw N` (see
    /// [`crate::Record::replay_legacy`]): Draw after battle deals every player the most
    /// they may draw, automatically, in seat order, after the rows are discarded; under
    /// Hidden cards, a card played turns the row's face-down card up before it acts, so
    /// the Scarecrow and the Bishop can reach it. Left out of the JSON when false.
    #[serde(default, skip_serializing_if = "is_false")]
    pub legacy_v1: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Rules {
    /// The rules of one edition, without variants.
    pub fn preset(preset: Preset) -> Rules {
        let base = Rules {
            preset,
            min_players: 2,
            max_players: 6,
            deck: DeckKind::Classic96,
            opening_hand: 10,
            hand_base: 10,
            hand_per_region: 2,
            last_player: LastPlayerCards::Return,
            attack_owned: false,
            favor: FavorRule::None,
            favor_anywhere: false,
            token_on_fail: TokenOnFail::PassesLeft,
            token_override: None,
            may_decline: false,
            scarecrow_any_row: false,
            scarecrow_optional: true,
            victory: [
                VictoryTarget::adjacent(6),
                VictoryTarget::adjacent(5),
                VictoryTarget::adjacent(4),
            ],
            victory_battles: None,
            no_region_tie: TieRule::FinalBattle,
            final_battle_per_region: 2,
            choose_region_before_cleanup: false,
            duel: false,
            variants: Variants::default(),
            legacy_v1: false,
        };
        let zman_victory = [
            VictoryTarget::either(5, 3),
            VictoryTarget::either(5, 3),
            VictoryTarget::either(5, 3),
        ];
        match preset {
            Preset::Classic1995 => Rules {
                attack_owned: true,
                token_on_fail: TokenOnFail::Stays,
                scarecrow_any_row: true,
                ..base
            },
            Preset::ClassicHu => Rules {
                may_decline: true,
                victory: [
                    VictoryTarget::adjacent(4),
                    VictoryTarget::adjacent(4),
                    VictoryTarget::adjacent(3),
                ],
                ..base
            },
            Preset::Ffg2006 => Rules {
                deck: DeckKind::Ffg110,
                hand_per_region: 1,
                last_player: LastPlayerCards::KeepUpTo2,
                favor: FavorRule::Optional,
                token_override: Some(Card::Courtesan),
                victory: [
                    VictoryTarget::either(6, 4),
                    VictoryTarget::either(6, 4),
                    VictoryTarget::either(5, 3),
                ],
                final_battle_per_region: 1,
                choose_region_before_cleanup: true,
                ..base
            },
            Preset::Zman2018 => Rules {
                min_players: 3,
                deck: DeckKind::Zman110,
                hand_per_region: 1,
                last_player: LastPlayerCards::Discard,
                favor: FavorRule::Mandatory,
                token_on_fail: TokenOnFail::RandomAmongTied,
                token_override: Some(Card::Spy),
                scarecrow_optional: false,
                victory: zman_victory,
                no_region_tie: TieRule::Shared,
                final_battle_per_region: 1,
                ..base
            },
            // The classic 96 cards, as in `base`.
            Preset::ZmanClassic => Rules {
                min_players: 3,
                hand_per_region: 1,
                last_player: LastPlayerCards::Discard,
                token_on_fail: TokenOnFail::RandomAmongTied,
                scarecrow_optional: false,
                victory: zman_victory,
                no_region_tie: TieRule::Shared,
                final_battle_per_region: 1,
                ..base
            },
            Preset::ZmanDuel => Rules {
                max_players: 2,
                deck: DeckKind::Duel23,
                opening_hand: 8,
                hand_base: 8,
                hand_per_region: 0,
                last_player: LastPlayerCards::Discard,
                token_on_fail: TokenOnFail::RandomAmongTied,
                scarecrow_optional: false,
                victory: [VictoryTarget {
                    total: None,
                    adjacent: None,
                }; 3],
                victory_battles: Some(3),
                no_region_tie: TieRule::Shared,
                duel: true,
                ..base
            },
        }
    }

    /// These rules with one variant switched on (see [`Rules::variant_allowed`]).
    pub fn with_variant(mut self, variant: Variant) -> Rules {
        match variant {
            Variant::DrawAfterBattle => {
                self.variants.draw_after_battle = true;
                self.opening_hand = 7;
            }
            Variant::Campaign => {
                self.variants.campaign_target = Some(self.variants.campaign_target.unwrap_or(20))
            }
            Variant::BiggerKingdoms => self.variants.bigger_kingdoms = true,
            Variant::Capture => {
                self.variants.capture = true;
                self.attack_owned = true;
                self.favor_anywhere = true;
            }
            Variant::HiddenCards => self.variants.hidden_cards = true,
        }
        self
    }

    /// These rules as engine v1 played them, for a record made before `draw N`: marked
    /// [`Rules::legacy_v1`] when they use a variant whose play changed since (Draw after
    /// battle, Hidden cards); any other rules are returned unchanged.
    pub fn for_v1_records(mut self) -> Rules {
        self.legacy_v1 = self.variants.draw_after_battle || self.variants.hidden_cards;
        self
    }

    /// Whether the variant makes sense with this preset: the duel has no board, so no map
    /// variant and no rounds to replace; Capture is built into classic-1995.
    pub fn variant_allowed(&self, variant: Variant) -> bool {
        match variant {
            Variant::HiddenCards => true,
            Variant::Capture => !self.duel && self.preset != Preset::Classic1995,
            _ => !self.duel,
        }
    }

    pub fn has_variant(&self, variant: Variant) -> bool {
        match variant {
            Variant::DrawAfterBattle => self.variants.draw_after_battle,
            Variant::Campaign => self.variants.campaign_target.is_some(),
            Variant::BiggerKingdoms => self.variants.bigger_kingdoms,
            Variant::Capture => self.variants.capture,
            Variant::HiddenCards => self.variants.hidden_cards,
        }
    }

    /// The victory thresholds for this many players, Bigger Kingdoms included.
    pub fn victory_for(&self, players: u8) -> VictoryTarget {
        let mut target = self.victory[match players {
            0..=2 => 0,
            3 => 1,
            _ => 2,
        }];
        if self.variants.bigger_kingdoms {
            target.adjacent = target.adjacent.map(|n| n + 1);
        }
        target
    }

    /// The cards in play: the shared deck, or (duel) both players' decks together.
    pub fn all_cards(&self, players: u8) -> CardCounts {
        let one = self.deck.composition();
        if self.duel {
            let mut both = CardCounts::EMPTY;
            for _ in 0..players {
                both.add_all(&one);
            }
            both
        } else {
            one
        }
    }
}

#[cfg(test)]
mod tests;
