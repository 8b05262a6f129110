//! The normal player, greedy within its turn: for each legal action it plays the rest of its
//! own turn with one-step greedy choices, scores the resulting position with [`value`], and
//! keeps the best action (ties broken by its seeded generator). It plays every decision the
//! engine can ask, in the multiplayer and the solo game.

use super::{forced, Player};
use crate::engine::{Action, Decider, Game, GameRng, PlayerId, Score};

/// Weights of the position heuristic, in points.
mod weight {
    /// A coin in hand: the price of trading posts and places.
    pub const COIN: f64 = 0.8;
    /// A good marked: progress towards rows and columns.
    pub const GOOD: f64 = 0.4;
    /// A development box: progress towards the next level.
    pub const DEVELOPMENT: f64 = 0.5;
    /// A city on the network: room for trading posts and more connections.
    pub const CITY: f64 = 1.0;
    /// A place owned: a better action for the rest of the game.
    pub const PLACE: f64 = 1.5;
    /// A bonus still waiting in the turn.
    pub const PENDING: f64 = 1.5;
    /// A trading post or citizen, beyond its points now: the level will still rise.
    pub const POST: f64 = 3.0;
}

/// The value of the position for `player`: the score if the game ended now, plus the
/// heuristic worth of coins, goods, development, the network, places and waiting bonuses.
pub fn value(game: &Game, player: PlayerId) -> f64 {
    let sheet = game.sheet(player);
    let places = game.owned_places(player).count_ones();
    let goods: u32 = sheet.warehouse.iter().map(|&g| g as u32).sum();
    Score::of(sheet).total as f64
        + weight::COIN * sheet.coins() as f64
        + weight::GOOD * goods as f64
        + weight::DEVELOPMENT * sheet.development as f64
        + weight::CITY * sheet.network().count_ones() as f64
        + weight::POST * (sheet.post_count() + sheet.citizens()) as f64
        + weight::PLACE * places as f64
        + weight::PENDING * (game.pending().len() + game.current().is_some() as usize) as f64
}

/// The greedy player.
pub struct Normal {
    rng: GameRng,
}

/// Longest rollout of the rest of a turn, in decisions (a safety bound).
const ROLLOUT: usize = 24;

impl Normal {
    /// A greedy player whose ties are broken by `seed`.
    pub fn new(seed: u64) -> Normal {
        Normal { rng: GameRng::new(seed) }
    }
}

impl Player for Normal {
    fn choose(&mut self, game: &Game) -> Action {
        let legal = game.legal_actions();
        if let Some(action) = forced(game, &legal) {
            return action;
        }
        let Some(Decider::Player(player)) = game.decider() else { unreachable!("a player decides") };
        let mut best: Vec<Action> = Vec::new();
        let mut best_value = f64::MIN;
        let mut next = game.clone();
        let mut lookahead = Lookahead::new(game);
        for &action in &legal {
            next.clone_from(game);
            // Not `expect`: that would build the error's Debug formatting into the page.
            assert!(next.play(action).is_ok(), "a listed action applies");
            lookahead.finish_turn(&mut next, player);
            let v = value(&next, player);
            if v > best_value + 1e-9 {
                best_value = v;
                best.clear();
            }
            if v >= best_value - 1e-9 {
                best.push(action);
            }
        }
        best[self.rng.below(best.len())]
    }
}

/// Whether `player` is still in the middle of their turn (deciding, and not a new pick).
fn in_turn(game: &Game, player: PlayerId, legal: &[Action]) -> bool {
    game.decider() == Some(Decider::Player(player))
        && !legal.iter().any(|a| matches!(a, Action::Take(_) | Action::Recruit(_)))
}

/// What playing the rest of a turn greedily reuses from one option to the next, so that weighing
/// an option allocates nothing: a copy of the game to try it on and the list of actions.
pub(super) struct Lookahead {
    next: Game,
    legal: Vec<Action>,
}

impl Lookahead {
    /// Room for the turns of `game` and the games sampled from it.
    pub(super) fn new(game: &Game) -> Lookahead {
        Lookahead { next: game.clone(), legal: Vec::new() }
    }

    /// Plays the rest of `player`'s turn with one-step greedy choices (the first best one).
    pub(super) fn finish_turn(&mut self, game: &mut Game, player: PlayerId) {
        for _ in 0..ROLLOUT {
            game.legal_actions_into(&mut self.legal);
            if !in_turn(game, player, &self.legal) {
                return;
            }
            let mut best = (self.legal[0], f64::MIN);
            for &a in &self.legal {
                self.next.clone_from(game);
                assert!(self.next.play(a).is_ok(), "a listed action applies");
                let v = value(&self.next, player);
                if v > best.1 {
                    best = (a, v);
                }
            }
            assert!(game.play(best.0).is_ok(), "a listed action applies");
        }
    }
}
