//! The rules engine: a pure, deterministic state machine of the whole game.
//!
//! [`Game::legal_actions`] lists every decision open to the current [`Decider`];
//! [`Game::apply`] accepts exactly those. All randomness comes from the seed in [`Setup`], so
//! a game is reproduced by its [`Save`] (setup and action list).

pub mod action;
pub mod data;
pub mod game;
pub mod notation;
pub mod rng;
pub mod save;
pub mod score;
pub mod sheet;
pub mod types;

pub use action::{
    Action, ActionError, Area, Cause, Choice, Claim, Decider, Event, JeanneTurn, Source, Standard,
};
pub use game::{
    cards_on_table, Blocked, Chance, DrawsOwed, Game, Jeanne, JeanneScore, PlaceSlot, Removals, Setup,
    SetupError, Step, Task, Via,
};
pub use notation::ParseActionError;
pub use rng::GameRng;
pub use save::{version_for, LoadError, Save, OLDEST_SAVE_VERSION, SAVE_VERSION};
pub use score::Score;
pub use sheet::{CoinRow, Sheet};
pub use types::*;
