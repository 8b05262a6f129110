//! The engine's speed natively on one core: random 4-player games played to the end, and
//! Hard's decisions.
//!
//! `cargo run --release --example engine_speed [GAMES] [DECISIONS]` prints `figure:` lines.

use std::time::Instant;

#[path = "speed/workloads.rs"]
mod workloads;

use orleans_dw::players::DEFAULT_ITERATIONS;

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().ok());
    let games = args.next().flatten().unwrap_or(20_000);
    let decisions = args.next().flatten().unwrap_or(20);
    let start = Instant::now();
    let (actions, check) = workloads::random_games(games);
    let seconds = start.elapsed().as_secs_f64();
    println!("figure: random 4-player games/s: {:.0}", games as f64 / seconds);
    println!("figure: actions/s: {:.0}", actions as f64 / seconds);
    println!("figure: check (xor of final hashes): {check:016x}");
    let start = Instant::now();
    for d in 0..decisions {
        workloads::hard_decision(d, 10 + 7 * d as usize, DEFAULT_ITERATIONS);
    }
    let ms = start.elapsed().as_secs_f64() * 1000.0 / decisions.max(1) as f64;
    println!("figure: Hard decision ({DEFAULT_ITERATIONS} iterations), ms: {ms:.1}");
}
