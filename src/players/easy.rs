//! The easy player: the best action one step ahead by the position's value, but careless half
//! of the time.

use super::{forced, value, Player};
use crate::engine::{Action, Decider, Game, GameRng};

/// How often, in percent, Easy plays a random action instead of its best one.
const CARELESS: usize = 50;

/// Looks one action ahead (not to the end of its turn, as [`Normal`](super::Normal) does),
/// and plays at random half of the time.
pub struct Easy {
    rng: GameRng,
}

impl Easy {
    /// An easy player drawing from `seed`.
    pub fn new(seed: u64) -> Easy {
        Easy { rng: GameRng::new(seed) }
    }
}

impl Player for Easy {
    fn choose(&mut self, game: &Game) -> Action {
        let legal = game.legal_actions();
        if let Some(action) = forced(game, &legal) {
            return action;
        }
        if self.rng.below(100) < CARELESS {
            return legal[self.rng.below(legal.len())];
        }
        let Some(Decider::Player(me)) = game.decider() else { unreachable!("a player decides") };
        let score = |&a: &Action| {
            let mut next = game.clone();
            next.play(a).expect("a listed action applies");
            value(&next, me)
        };
        let values: Vec<f64> = legal.iter().map(score).collect();
        let best = values.iter().copied().fold(f64::MIN, f64::max);
        let ties: Vec<usize> = (0..legal.len()).filter(|&i| values[i] >= best - 1e-9).collect();
        legal[ties[self.rng.below(ties.len())]]
    }
}
