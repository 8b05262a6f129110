//! The save format: the setup and the action list, versioned. Loading replays the actions, so a
//! save is also a replay and the basis of undo.

use serde::{Deserialize, Serialize};

use crate::engine::action::Action;
use crate::engine::game::{Game, Setup, SetupError};

/// The version written by this crate.
pub const SAVE_VERSION: u32 = 1;

/// A whole game: with the seed inside `setup`, it reproduces every draw.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Save {
    /// Format version.
    pub version: u32,
    /// How the game started.
    pub setup: Setup,
    /// Every action, in order.
    pub actions: Vec<Action>,
}

/// Why a save could not be loaded.
#[derive(Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not valid JSON, or not a save.
    Malformed(String),
    /// Written by another version of the format.
    UnknownVersion(u32),
    /// The setup is not a valid game.
    Setup(SetupError),
    /// Action number `index` (from 0) is not legal at that point.
    IllegalAction { index: usize, action: Action },
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Malformed(e) => write!(f, "this is not a saved game: {e}"),
            LoadError::UnknownVersion(v) => {
                write!(f, "this save has format version {v}; this app reads version {SAVE_VERSION}")
            }
            LoadError::Setup(e) => write!(f, "the saved setup is invalid: {e}"),
            LoadError::IllegalAction { index, action } => {
                write!(f, "saved action {} ({action:?}) is not legal there", index + 1)
            }
        }
    }
}

impl std::error::Error for LoadError {}

impl Save {
    /// The save of a game as it stands.
    pub fn of(game: &Game) -> Save {
        Save { version: SAVE_VERSION, setup: game.setup().clone(), actions: game.log().to_vec() }
    }

    /// Replays the save into a game.
    pub fn load(&self) -> Result<Game, LoadError> {
        if self.version != SAVE_VERSION {
            return Err(LoadError::UnknownVersion(self.version));
        }
        Game::replay(self.setup.clone(), &self.actions)
    }

    /// The save as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a save always serializes")
    }

    /// Reads a save from JSON (without replaying it).
    pub fn from_json(json: &str) -> Result<Save, LoadError> {
        #[derive(Deserialize)]
        struct Version {
            version: u32,
        }
        let version: Version =
            serde_json::from_str(json).map_err(|e| LoadError::Malformed(e.to_string()))?;
        if version.version != SAVE_VERSION {
            return Err(LoadError::UnknownVersion(version.version));
        }
        serde_json::from_str(json).map_err(|e| LoadError::Malformed(e.to_string()))
    }
}

impl Game {
    /// Plays `actions` from `setup`: the same game, every time.
    pub fn replay(setup: Setup, actions: &[Action]) -> Result<Game, LoadError> {
        let mut game = Game::new(setup).map_err(LoadError::Setup)?;
        for (index, &action) in actions.iter().enumerate() {
            game.apply(action).map_err(|_| LoadError::IllegalAction { index, action })?;
        }
        Ok(game)
    }
}
