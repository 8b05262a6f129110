//! The size of a finished 4-player game's save (the largest of 20 seeded games between
//! computer seats), as `scripts/bench.sh` prints it: saves and share links carry whole games.
//!
//! `cargo run --release --example save_size` prints one `figure:` line.

use orleans_dw::engine::{Game, PlaceMode, Save, Setup};
use orleans_dw::model::play::computer_action;

fn main() {
    let sizes: Vec<usize> = (0..20)
        .map(|seed| {
            let mut game = Game::new(Setup::new(4, PlaceMode::Cards, seed)).expect("valid setup");
            while !game.is_over() {
                game.apply(computer_action(&game)).expect("a computer's action applies");
            }
            Save::of(&game).to_json().len()
        })
        .collect();
    let largest = sizes.iter().max().copied().unwrap_or(0);
    let mean = sizes.iter().sum::<usize>() / sizes.len();
    println!("figure: save of a finished 4-player game: {largest} bytes (largest of 20, mean {mean})");
}
