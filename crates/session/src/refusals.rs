//! The engine's refusals in the player's words: why a move is not allowed
//! ([`engine::Refusal`]), and why a game state read from a file cannot be played on
//! ([`engine::StateError`], the command line's).

use crate::seats::SeatConfig;
use crate::words::{card_name, preset_text, region_name, setup_error_text};
use engine::{Decision, Preset, Refusal, StateError};
use i18n::{Arg, Catalog};

/// Why a move is refused, in a game of `preset` whose seats are `seats` (the edition's
/// card names, the seats' names).
pub fn refusal_text(
    words: &Catalog,
    refusal: &Refusal,
    preset: Preset,
    seats: &[SeatConfig],
) -> String {
    let name = |seat: u8| -> Arg {
        Arg::player(seats.get(seat as usize).map_or("?", |s| s.name.as_str()))
    };
    let card = |card| -> Arg { card_name(words, card, preset).into() };
    let region = |r| -> Arg { region_name(words, r).into() };
    let edition = |p| -> Arg { preset_text(words, p).0.into() };
    let args: Vec<(&str, Arg)> = match *refusal {
        Refusal::GameOver | Refusal::AllDeclined | Refusal::NoFaceDown => vec![],
        Refusal::Awaits { seat, decision } => match decision {
            Decision::Draw { most } => vec![("name", name(seat)), ("most", most.into())],
            _ => vec![("name", name(seat))],
        },
        Refusal::FavorRegion { region: r }
        | Refusal::FavorContested { region: r }
        | Refusal::FavorControlled { region: r } => vec![("region", region(r))],
        Refusal::OwnRegion { seat, region: r } => vec![("name", name(seat)), ("region", region(r))],
        Refusal::Controlled {
            region: r,
            owner,
            preset,
        } => vec![
            ("region", region(r)),
            ("owner", name(owner)),
            ("edition", edition(preset)),
        ],
        Refusal::NoDecline { preset }
        | Refusal::MustTake { preset }
        | Refusal::OwnRowOnly { preset }
        | Refusal::FavorRequired { preset } => vec![("edition", edition(preset))],
        Refusal::NotInHand { seat, card: c } => vec![("name", name(seat)), ("card", card(c))],
        Refusal::NotMercenary { card: c } | Refusal::NoFaceUp { card: c } => {
            vec![("card", card(c))]
        }
        Refusal::NotHeld { seat } => vec![("name", name(seat))],
        Refusal::DrawTooMany { seat, most, asked } => vec![
            ("name", name(seat)),
            ("most", most.into()),
            ("count", asked.into()),
        ],
    };
    words.format(refusal.message_id(), &args)
}

/// Why a game state cannot be played on (seats by their numbers from 0, as the state
/// file writes them; cards by the names of `preset`, the state's edition).
pub fn state_error_text(words: &Catalog, error: &StateError, preset: Preset) -> String {
    let args: Vec<(&str, Arg)> = match *error {
        StateError::Setup(setup) => return setup_error_text(words, &setup),
        StateError::Seat { seat, players } => vec![
            ("seat", seat.into()),
            ("last", players.saturating_sub(1).into()),
        ],
        StateError::Unseated { seat }
        | StateError::Known { seat }
        | StateError::FaceDown { seat } => {
            vec![("seat", seat.into())]
        }
        StateError::Cards {
            card,
            found,
            expected,
        } => vec![
            ("card", card_name(words, card, preset).into()),
            ("found", found.into()),
            ("expected", expected.into()),
        ],
        StateError::OwnCards {
            seat,
            card,
            found,
            expected,
        } => vec![
            ("seat", seat.into()),
            ("card", card_name(words, card, preset).into()),
            ("found", found.into()),
            ("expected", expected.into()),
        ],
        StateError::Decks
        | StateError::Season
        | StateError::Board
        | StateError::Counters
        | StateError::Phase => vec![],
    };
    words.format(error.message_id(), &args)
}
