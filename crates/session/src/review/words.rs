//! The review in words, in the catalog's language: battles, turning points, verdicts,
//! decisions, the AI's alternatives, and why a record cannot be reviewed.
//!
//! Actions are named by the caller (`name_action`): the app names them as its chronicle
//! does, the command line by their notation.

use super::battles::{BattleKind, BattleMark};
use super::evaluator::Rated;
use super::judge::{Decision, Verdict};
use super::report::ReviewError;
use super::turning::TurningPoint;
use engine::{Action, Region};
use i18n::{Arg, Catalog};

/// A region's name in the catalog's language.
pub fn region_in_words(catalog: &Catalog, region: Region) -> String {
    catalog.format(&format!("region-{}", region.name().to_lowercase()), &[])
}

/// Seat `seat`'s name: `names[seat]`, or "Player n" when there is none.
pub fn player_name(catalog: &Catalog, names: &[String], seat: u8) -> String {
    match names.get(seat as usize) {
        Some(name) if !name.trim().is_empty() => name.clone(),
        _ => catalog.format("setup-default-player", &[("number", (seat + 1).into())]),
    }
}

/// "the battle for Milan", "the final battle", "battle 3" (the duel's), for the battle
/// at `index` in `battles`.
pub fn battle_in_words(catalog: &Catalog, battles: &[BattleMark], index: Option<u16>) -> String {
    let Some(mark) = index.and_then(|i| battles.get(i as usize)) else {
        return catalog.format("review-battle-none", &[]);
    };
    match (mark.kind, mark.region) {
        (BattleKind::Region, Some(region)) => catalog.format(
            "review-battle-region",
            &[("region", region_in_words(catalog, region).into())],
        ),
        (BattleKind::Final, _) => catalog.format("review-battle-final", &[]),
        // The duel's battles (and a region battle without its region, which the engine
        // never reports) by their number.
        _ => {
            let number = index.map_or(0, |i| i as u32 + 1);
            catalog.format("review-battle-duel", &[("number", number.into())])
        }
    }
}

/// "Move 41, the battle for Milan: Bianca — Bishop. Anna's chance fell from 62% to 18%."
pub fn turning_point_in_words(
    catalog: &Catalog,
    point: &TurningPoint,
    battles: &[BattleMark],
    names: &[String],
    name_action: &dyn Fn(Action) -> String,
) -> String {
    let trend = if point.to > point.from { "up" } else { "down" };
    catalog.format(
        "review-turning-point",
        &[
            ("move", (point.move_index + 1).into()),
            (
                "battle",
                battle_in_words(catalog, battles, point.battle).into(),
            ),
            ("mover", player_name(catalog, names, point.mover).into()),
            ("action", name_action(point.action).into()),
            ("name", player_name(catalog, names, point.seat).into()),
            ("trend", trend.into()),
            ("from", point.from.into()),
            ("to", point.to.into()),
        ],
    )
}

/// A verdict's name: "Best", "Good", "Inaccuracy", "Mistake", "Blunder".
pub fn verdict_in_words(catalog: &Catalog, verdict: Verdict) -> String {
    catalog.format(&format!("review-verdict-{}", verdict.id()), &[])
}

/// "passed (45%) rather than Mercenary 5 (31%) or Winter (12%)": the chosen action and
/// its chance, then the two best others of `ranked` (best first), as many as there are.
pub fn alternatives_in_words(
    catalog: &Catalog,
    chosen: Rated,
    ranked: &[Rated],
    name_action: &dyn Fn(Action) -> String,
) -> String {
    let others: Vec<&Rated> = ranked
        .iter()
        .filter(|(a, _)| *a != chosen.0)
        .take(2)
        .collect();
    let mut args: Vec<(&str, Arg)> = vec![
        ("action", name_action(chosen.0).into()),
        ("chance", chosen.1.into()),
    ];
    const SLOTS: [(&str, &str); 2] = [("other1", "chance1"), ("other2", "chance2")];
    for (&(action, chance), (name, chance_name)) in others.iter().copied().zip(SLOTS) {
        args.push((name, name_action(action).into()));
        args.push((chance_name, chance.into()));
    }
    let id = match others.len() {
        0 => "review-alternatives-none",
        1 => "review-alternatives-one",
        _ => "review-alternatives-two",
    };
    catalog.format(id, &args)
}

/// "Move 12, Anna: M5 (31%); best found: pass (45%). Mistake."
pub fn decision_in_words(
    catalog: &Catalog,
    decision: &Decision,
    names: &[String],
    name_action: &dyn Fn(Action) -> String,
) -> String {
    let mut args: Vec<(&str, Arg)> = vec![
        ("move", (decision.move_index + 1).into()),
        ("name", player_name(catalog, names, decision.seat).into()),
        ("played", name_action(decision.played).into()),
        ("chance", decision.chance_played.into()),
    ];
    if decision.played == decision.best {
        return catalog.format("review-decision-best", &args);
    }
    args.push(("best", name_action(decision.best).into()));
    args.push(("chance-best", decision.chance_best.into()));
    args.push((
        "verdict",
        verdict_in_words(catalog, decision.verdict).into(),
    ));
    catalog.format("review-decision", &args)
}

/// Why a record cannot be reviewed, for the player.
pub fn error_in_words(catalog: &Catalog, error: &ReviewError) -> String {
    match error {
        ReviewError::NotARecord(_) => catalog.format("review-error-not-a-record", &[]),
        ReviewError::Setup(_) => catalog.format("review-error-setup", &[]),
        ReviewError::IllegalMove { index, .. } => {
            catalog.format("review-error-illegal", &[("move", (index + 1).into())])
        }
        ReviewError::Unfinished { .. } => catalog.format("review-error-unfinished", &[]),
    }
}
