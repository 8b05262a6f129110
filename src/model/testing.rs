//! What the tests of the model and of the layers above it play with: games played by the
//! computer, names and a game's metadata.

use crate::engine::{Game, Setup};
use crate::model::play::{computer_action, Replayed};
use crate::model::record::{Meta, Seat};

/// A game of `setup` played to its end by the computer.
pub fn finished(setup: Setup) -> Game {
    let mut game = Game::new(setup).unwrap();
    while !game.is_over() {
        game.apply(computer_action(&game)).unwrap();
    }
    game
}

/// A game of `setup` played by the computer until `actions` are logged (or it ends), with the
/// events of each action.
pub fn played(setup: Setup, actions: usize) -> Replayed {
    let mut live = Replayed::new(Game::new(setup).unwrap());
    while live.game.log().len() < actions && !live.game.is_over() {
        let events = live.game.apply(computer_action(&live.game)).unwrap();
        live.events.push(events);
    }
    live
}

/// The names P0, P1… of `n` seats.
pub fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

/// The metadata of game `g1`, of `players` people named P0, P1….
pub fn meta(players: usize) -> Meta {
    Meta {
        id: "g1".into(),
        names: names(players),
        seats: vec![Seat::Human; players],
        created: 1,
        is_try: false,
    }
}
