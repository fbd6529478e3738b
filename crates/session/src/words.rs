//! The words for the game's things (cards, regions, editions, moves, a setup's and a
//! link's faults) in
//! the language whose catalog is passed in. Nothing here knows which language is on
//! screen: the app passes its installed catalog, the tests whichever they check.

use crate::seats::SeatConfig;
use engine::rules::FavorRule;
use engine::{Action, Card, Preset, Region, Rules, SetupError, Variant};
use i18n::{Arg, Catalog};
use links::LinkError;

/// A list of names or items joined the language's way ("Anna, Bianca").
pub fn join(words: &Catalog, items: impl IntoIterator<Item = String>) -> String {
    items
        .into_iter()
        .collect::<Vec<_>>()
        .join(&words.format("list-separator", &[]))
}

/// A region's name (`data-*` attributes keep `Region::name`).
pub fn region_name(words: &Catalog, region: Region) -> String {
    words.format(
        &format!("region-{}", region.name().to_ascii_lowercase()),
        &[],
    )
}

/// A card's message id in an edition: Z-Man prints Surrender as the Turncoat, and both
/// Bishops are "Bishop".
pub fn card_id(card: Card, preset: Preset) -> &'static str {
    match card {
        Card::Surrender
            if matches!(
                preset,
                Preset::Zman2018 | Preset::ZmanClassic | Preset::ZmanDuel
            ) =>
        {
            "card-turncoat"
        }
        Card::M1 => "card-m1",
        Card::M2 => "card-m2",
        Card::M3 => "card-m3",
        Card::M4 => "card-m4",
        Card::M5 => "card-m5",
        Card::M6 => "card-m6",
        Card::M10 => "card-m10",
        Card::Scarecrow => "card-scarecrow",
        Card::Drummer => "card-drummer",
        Card::Heroine => "card-heroine",
        Card::Winter => "card-winter",
        Card::Spring => "card-spring",
        Card::Bishop | Card::ClassicBishop => "card-bishop",
        Card::Surrender => "card-surrender",
        Card::Courtesan => "card-courtesan",
        Card::Spy => "card-spy",
    }
}

/// A card's name in an edition (Z-Man calls Surrender the Turncoat).
pub fn card_name(words: &Catalog, card: Card, preset: Preset) -> String {
    words.format(card_id(card, preset), &[])
}

/// What a card does, under these rules.
pub fn card_help(words: &Catalog, card: Card, rules: &Rules) -> String {
    let id = match card {
        Card::M1 | Card::M2 | Card::M3 | Card::M4 | Card::M5 | Card::M6 | Card::M10 => {
            "help-mercenary"
        }
        Card::Scarecrow if rules.scarecrow_any_row => "help-scarecrow-any",
        Card::Scarecrow => "help-scarecrow",
        Card::Drummer => "help-drummer",
        Card::Heroine => "help-heroine",
        Card::Winter => "help-winter",
        Card::Spring => "help-spring",
        Card::Bishop if rules.favor == FavorRule::None => "help-bishop-nofavor",
        Card::Bishop => "help-bishop",
        Card::ClassicBishop => "help-classic-bishop",
        Card::Surrender => "help-surrender",
        Card::Courtesan => "help-courtesan",
        Card::Spy => "help-spy",
    };
    words.format(id, &[])
}

/// An edition's name and its one-line description.
pub fn preset_text(words: &Catalog, preset: Preset) -> (String, String) {
    let id = format!("preset-{}", preset.id());
    (
        words.format(&id, &[]),
        words.format(&format!("{id}-about"), &[]),
    )
}

/// An optional rule's switch label.
pub fn variant_text(words: &Catalog, variant: Variant) -> String {
    words.format(&format!("variant-{}", variant.id()), &[])
}

/// "1 region", "3 regions": the language's plural form.
pub fn regions_text(words: &Catalog, count: u8) -> String {
    words.format("table-regions", &[("count", count.into())])
}

/// Words for a move, for buttons, hints and refusals: the cards by their names in the
/// game's edition, a seat by its name in `seats`.
pub fn action_label(
    words: &Catalog,
    action: Action,
    preset: Preset,
    seats: &[SeatConfig],
) -> String {
    let card = |c: Card| card_name(words, c, preset);
    let t = |id: &str| words.format(id, &[]);
    match action {
        Action::Play(c) => card(c),
        Action::TakeBack {
            card: c,
            from: None,
        } => words.format("action-take", &[("card", card(c).into())]),
        Action::TakeBack {
            card: c,
            from: Some(f),
        } => {
            let name = seats.get(f as usize).map_or("?", |s| s.name.as_str());
            words.format(
                "action-take-from",
                &[("card", card(c).into()), ("name", Arg::player(name))],
            )
        }
        Action::ChooseRegion(r) => region_name(words, r),
        Action::PlaceFavor(r) => words.format(
            "action-favor-place",
            &[("region", region_name(words, r).into())],
        ),
        Action::Pass => t("action-pass"),
        Action::PassReveal => t("action-pass-reveal"),
        Action::Decline => t("action-decline"),
        Action::TakeNothing => t("action-take-none"),
        Action::FavorOff => t("action-favor-off"),
        Action::DiscardHand => t("action-discard-hand"),
        Action::KeepHand => t("action-keep-hand"),
        Action::Draw(n) => words.format("action-draw", &[("count", n.into())]),
        Action::Keep([None, None]) => t("action-keep-none"),
        Action::Keep(cards) => join(words, cards.iter().flatten().map(|c| card(*c))),
    }
}

/// Why a share link cannot be opened, in the player's words.
pub fn link_error_text(words: &Catalog, error: &LinkError) -> String {
    let id = match error {
        LinkError::NotBase64 => "link-error-not-base64",
        LinkError::TooShort => "link-error-too-short",
        LinkError::Checksum => "link-error-checksum",
        LinkError::UnknownKind(_) => "link-error-kind",
        LinkError::UnknownVersion(_) => "link-error-version",
        LinkError::Invalid(_) => "link-error-invalid",
        LinkError::Setup(error) => return setup_error_text(words, error),
        LinkError::BadAction { index } => {
            return words.format("link-error-action", &[("number", (index + 1).into())])
        }
    };
    words.format(id, &[])
}

/// Why a setup cannot be dealt (a save's, a link's, the setup screen's), in the player's
/// words.
pub fn setup_error_text(words: &Catalog, error: &SetupError) -> String {
    let edition = |preset: Preset| preset_text(words, preset).0;
    let args = match *error {
        SetupError::Variant { preset, variant } => vec![
            ("edition", edition(preset).into()),
            (
                "rule",
                words
                    .format(&format!("rules-variant-name-{}", variant.id()), &[])
                    .into(),
            ),
        ],
        SetupError::CampaignTarget => vec![],
        SetupError::Rules { preset } => vec![("edition", edition(preset).into())],
        SetupError::Players {
            preset,
            min,
            max,
            players,
        } => vec![
            ("edition", edition(preset).into()),
            ("min", min.into()),
            ("max", max.into()),
            ("players", players.into()),
        ],
        SetupError::First { players, .. } => vec![("players", players.into())],
    };
    words.format(error.message_id(), &args)
}
