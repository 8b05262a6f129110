//! The easy player: plays as [`Normal`](super::Normal) does, but half of its decisions are
//! careless.

use super::{forced, Normal, Player};
use crate::engine::{Action, Game, GameRng};

/// How often, in percent, Easy plays a random action (declining only when nothing else is
/// open) instead of Normal's.
const CARELESS: usize = 50;

/// Greedy within its turn like Normal, but careless half of the time.
pub struct Easy {
    rng: GameRng,
    normal: Normal,
}

impl Easy {
    /// An easy player drawing from `seed`.
    pub fn new(seed: u64) -> Easy {
        let mut rng = GameRng::new(seed);
        let normal = Normal::new(rand::RngCore::next_u64(&mut rng));
        Easy { rng, normal }
    }
}

impl Player for Easy {
    fn choose(&mut self, game: &Game) -> Action {
        let legal = game.legal_actions();
        if let Some(action) = forced(game, &legal) {
            return action;
        }
        let doing: Vec<Action> = legal.iter().copied().filter(|&a| a != Action::Decline).collect();
        if !doing.is_empty() && self.rng.below(100) < CARELESS {
            return doing[self.rng.below(doing.len())];
        }
        self.normal.choose(game)
    }
}
