//! The engine's speed: random 4-player games played to the end on one core.
//!
//! `cargo run --release --example engine_speed [GAMES]` prints `figure:` lines.

use std::time::Instant;

use orleans_dw::engine::{Decider, Game, PlaceMode, Setup};

/// SplitMix64 for the random players' choices.
fn next(state: &mut u64, n: usize) -> usize {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    ((z ^ (z >> 31)) % n as u64) as usize
}

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(20_000);
    let start = Instant::now();
    let (mut actions, mut check) = (0u64, 0u64);
    for seed in 0..games {
        let mut game = Game::new(Setup::new(4, PlaceMode::Printed, seed)).expect("valid setup");
        let mut state = seed;
        let mut legal = Vec::new();
        while !game.is_over() {
            game.legal_actions_into(&mut legal);
            let action = match game.decider() {
                Some(Decider::Player(_)) => legal[next(&mut state, legal.len())],
                _ => legal[0],
            };
            game.play(action).expect("a listed action applies");
            actions += 1;
        }
        check ^= game.state_hash();
    }
    let seconds = start.elapsed().as_secs_f64();
    println!("figure: random 4-player games/s: {:.0}", games as f64 / seconds);
    println!("figure: actions/s: {:.0}", actions as f64 / seconds);
    println!("figure: check (xor of final hashes): {check:016x}");
}
