//! The random player: any legal action, uniformly.

use super::Player;
use crate::engine::{Action, Game, GameRng};

/// Plays uniformly at random among the legal actions.
pub struct Random {
    rng: GameRng,
}

impl Random {
    /// A random player drawing from `seed`.
    pub fn new(seed: u64) -> Random {
        Random { rng: GameRng::new(seed) }
    }
}

impl Player for Random {
    fn choose(&mut self, game: &Game) -> Action {
        let legal = game.legal_actions();
        legal[self.rng.below(legal.len())]
    }
}
