//! The screens and their parts. Components read the engine's per-player view through a
//! [`session::Session`] and send it actions; the engine alone decides what is legal.

use leptos::prelude::RwSignal;
use session::Session;

/// The game in progress, shared by the screens.
pub type SessionSignal = RwSignal<Option<Session>>;

pub mod announce;
pub mod bench;
pub mod cards;
pub mod colors;
pub mod daily;
pub mod elsewhere;
pub mod focus;
pub mod game;
pub mod heraldry;
pub mod home;
pub mod language;
pub mod later;
pub mod learn;
pub mod map;
pub mod motion;
pub mod nav;
pub mod news;
pub mod over;
pub mod puzzle;
pub mod replay;
pub mod review;
pub mod rules;
pub mod saves;
pub mod screens;
pub mod setup;
pub mod share;
pub mod sound;
pub mod stats;
pub mod table;
pub mod update;
