//! The computer players: one interface, [`Player`], and four levels ([`Level`]): Random, Easy,
//! Normal (greedy within its turn) and Hard (a search over sampled hidden states). Each takes
//! its randomness from its own seed ([`GameRng`](crate::engine::GameRng)), so a seed replays
//! its choices; none reads what a player cannot know.

mod easy;
mod hard;
mod normal;
mod random;

pub use easy::Easy;
pub use hard::{rollout_rounds, rollout_weight, search_iterations, Hard, Ranked, DEFAULT_ITERATIONS};
pub use normal::{value, Normal};
pub use random::Random;

use crate::engine::{Action, Game};

/// The seed of a computer player's decision now: the game's seed and the position (so that a
/// replay makes the same moves).
pub fn computer_seed(game: &Game) -> u64 {
    game.setup().seed ^ game.log().len() as u64
}

/// A computer player.
pub trait Player {
    /// The action this player takes in `game`: one of [`Game::legal_actions`], for the seat
    /// that decides now (Jeanne's turn and chance nodes are single, given actions: a player
    /// asked there returns the first listed).
    fn choose(&mut self, game: &Game) -> Action;
}

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Any legal action, uniformly.
    Random,
    /// Greedy within its turn, but careless half of the time.
    Easy,
    /// Greedy over the rest of its turn.
    Normal,
    /// A search over sampled hidden states ([`Hard`]).
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Normal, Level::Hard];

    /// The level's stable name: `random`, `easy`, `normal`, `hard`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// The level of a stable name (`greedy` is Normal's former name).
    pub fn parse(name: &str) -> Option<Level> {
        match name {
            "greedy" => Some(Level::Normal),
            _ => Level::ALL.into_iter().find(|l| l.name() == name),
        }
    }

    /// A player of this level, seeded; Hard searches `iterations` sampled games per decision.
    pub fn player(self, seed: u64, iterations: u32) -> Box<dyn Player + Send> {
        self.quick_player(seed).unwrap_or_else(|| Box::new(Hard::new(seed, iterations)))
    }

    /// A player of this level if it decides at once (Random, Easy, Normal), seeded; `None` for
    /// Hard, whose search the app runs in its worker (the page, which asks only for these,
    /// holds no search code).
    pub fn quick_player(self, seed: u64) -> Option<Box<dyn Player + Send>> {
        match self {
            Level::Random => Some(Box::new(Random::new(seed))),
            Level::Easy => Some(Box::new(Easy::new(seed))),
            Level::Normal => Some(Box::new(Normal::new(seed))),
            Level::Hard => None,
        }
    }
}

/// The first legal action when the game gives the seat no choice (one action, Jeanne's turn, a
/// chance node), else `None`.
fn forced(game: &Game, legal: &[Action]) -> Option<Action> {
    let deciding = matches!(game.decider(), Some(crate::engine::Decider::Player(_)));
    (!deciding || legal.len() == 1).then(|| legal[0])
}
