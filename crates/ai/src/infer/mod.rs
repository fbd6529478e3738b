//! Reading the table: Expert weighs the hands it deals the others by how likely their
//! actions this round were with those hands.
//!
//! Before its search, Expert deals a pool of games consistent with everything it saw
//! ([`Observation::sample_round`]: the round's start, replayed). Each replayed action of
//! another seat is scored by an [`OpponentModel`]: its chance given the hand that seat
//! holds in the deal. A deal's weight is the product of those chances, so a deal in
//! which a seat that passed at once holds a hand worth fighting with weighs little. The
//! search then draws its determinizations from the pool by weight (sampling importance
//! resampling), mixed with a share drawn evenly, which keeps every deal in play and lets
//! the root also estimate each move as if nothing had been read
//! ([`Pool::uniform_ratio`]).

mod model;
mod pool;
mod reading;

pub use model::{
    card_features, is_pass, pass_features, Decision, OpponentModel, CARD_FEATURES, PASS_FEATURES,
};
pub use pool::{Clue, Inference, Pool};
pub use reading::{ReadAction, TableRead};
