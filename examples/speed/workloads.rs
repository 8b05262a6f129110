//! The timed workloads, the same natively (`engine_speed`) and in wasm (`wasm_speed`).

use orleans_dw::engine::{Decider, Game, GameRng, PlaceMode, Setup};
use orleans_dw::players::{Hard, Player};

/// Plays `games` random 4-player games from seed 0; returns the actions played and the xor of
/// the final state hashes (the same on every platform).
pub fn random_games(games: u64) -> (u64, u64) {
    let (mut actions, mut check) = (0, 0);
    for seed in 0..games {
        let mut game = Game::new(Setup::new(4, PlaceMode::Printed, seed)).expect("valid setup");
        let mut rng = GameRng::new(seed);
        let mut legal = Vec::new();
        while !game.is_over() {
            game.legal_actions_into(&mut legal);
            let action = match game.decider() {
                Some(Decider::Player(_)) => legal[rng.below(legal.len())],
                _ => legal[0],
            };
            game.play(action).expect("a listed action applies");
            actions += 1;
        }
        check ^= game.state_hash();
    }
    (actions, check)
}

/// Hard's decision with `iterations` at a `players`-player position `moves` random actions (at
/// least) into the game of `seed`, at a decision with a choice.
pub fn hard_decision(players: u8, seed: u64, moves: usize, iterations: u32) -> String {
    let mut game = Game::new(Setup::new(players, PlaceMode::Printed, seed)).expect("valid setup");
    let mut rng = GameRng::new(seed);
    while !game.is_over() {
        let legal = game.legal_actions();
        let choice = legal.len() > 1 && matches!(game.decider(), Some(Decider::Player(_)));
        if game.log().len() >= moves && choice {
            break;
        }
        game.play(legal[rng.below(legal.len())]).expect("a listed action applies");
    }
    Hard::new(1, iterations).choose(&game).to_string()
}
