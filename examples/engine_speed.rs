//! The engine's speed natively on one core: random 4-player games played to the end, and
//! Hard's decisions in 2- and 4-player games.
//!
//! `cargo run --release --example engine_speed [GAMES] [DECISIONS] [PLAYERS]` prints `figure:`
//! lines (Hard's decisions in PLAYERS-player games only when it is given, so that the process's
//! CPU time is theirs).

use std::time::Instant;

#[path = "speed/workloads.rs"]
mod workloads;

use orleans_dw::players::DEFAULT_ITERATIONS;

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().ok());
    let games = args.next().flatten().unwrap_or(20_000);
    let decisions = args.next().flatten().unwrap_or(20);
    let counts: Vec<u8> = match args.next().flatten() {
        Some(players) => vec![players as u8],
        None => vec![2, 4],
    };
    let start = Instant::now();
    let (actions, check) = workloads::random_games(games);
    let seconds = start.elapsed().as_secs_f64();
    println!("figure: random 4-player games/s: {:.0}", games as f64 / seconds);
    println!("figure: actions/s: {:.0}", actions as f64 / seconds);
    println!("figure: check (xor of final hashes): {check:016x}");
    for players in counts {
        let mut ms: Vec<f64> = (0..decisions)
            .map(|d| {
                let start = Instant::now();
                workloads::hard_decision(players, d, 10 + 7 * d as usize, DEFAULT_ITERATIONS);
                start.elapsed().as_secs_f64() * 1000.0
            })
            .collect();
        ms.sort_by(f64::total_cmp);
        let mean = ms.iter().sum::<f64>() / ms.len().max(1) as f64;
        let max = ms.last().copied().unwrap_or(0.0);
        println!(
            "figure: Hard decision, {players} players (budget {DEFAULT_ITERATIONS}), ms mean/max: {mean:.1}/{max:.1}"
        );
    }
}
