//! The screens and their parts. The table's views draw from one viewer's
//! [`session::SeatView`] and send commands back with the state they were chosen on (see
//! `game::Feed`); the session alone decides what is legal.

pub mod announce;
pub mod bench;
pub mod cards;
pub mod colors;
pub mod daily;
pub mod elsewhere;
pub mod focus;
pub mod friends;
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
pub mod parts;
pub mod puzzle;
pub mod replay;
pub mod review;
pub mod rules;
pub mod saves;
pub mod screens;
pub mod setup;
pub mod share;
pub mod shell;
pub mod sound;
pub mod stats;
pub mod update;
