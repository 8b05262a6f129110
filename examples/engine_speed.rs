//! The engine's speed natively on one core: random 4-player games played to the end, and
//! Hard's decisions in 2- and 4-player games.
//!
//! `cargo run --release --example engine_speed [GAMES] [DECISIONS] [PLAYERS] [RUNS]` prints
//! `figure:` lines (Hard's decisions in PLAYERS-player games only when it is given and not 0, so
//! that the process's CPU time is theirs). With RUNS above 1 the whole workload runs RUNS times
//! in the process and each run's CPU time is printed, then the median of the runs after the
//! first: the steady state, without start-up, as `examples/wasm_speed.mjs` measures it in wasm.

use std::time::Instant;

#[path = "speed/workloads.rs"]
mod workloads;

use orleans_dw::players::DEFAULT_ITERATIONS;

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().ok());
    let games = args.next().flatten().unwrap_or(20_000);
    let decisions = args.next().flatten().unwrap_or(20);
    let counts: Vec<u8> = match args.next().flatten() {
        Some(players) if players > 0 => vec![players as u8],
        _ => vec![2, 4],
    };
    let runs = args.next().flatten().unwrap_or(1).max(1);
    let mut warm = Vec::new();
    for run in 1..=runs {
        let cpu = cpu_seconds();
        workload(games, decisions, &counts, run == 1);
        let seconds = cpu_seconds() - cpu;
        if runs > 1 {
            println!("figure: run {run} CPU s: {seconds:.3}");
        }
        if run > 1 {
            warm.push(seconds);
        }
    }
    if !warm.is_empty() {
        warm.sort_by(f64::total_cmp);
        println!("figure: steady run CPU s (median of runs 2-{runs}): {:.3}", warm[warm.len() / 2]);
    }
}

/// The random games, then Hard's decisions in games of each count of seats; prints their figures
/// when `report`.
fn workload(games: u64, decisions: u64, counts: &[u8], report: bool) {
    let start = Instant::now();
    let (actions, check) = workloads::random_games(games);
    let seconds = start.elapsed().as_secs_f64();
    if report {
        println!("figure: random 4-player games/s: {:.0}", games as f64 / seconds);
        println!("figure: actions/s: {:.0}", actions as f64 / seconds);
        println!("figure: check (xor of final hashes): {check:016x}");
    }
    for &players in counts {
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
        if report {
            println!(
                "figure: Hard decision, {players} players (budget {DEFAULT_ITERATIONS}), ms mean/max: {mean:.1}/{max:.1}"
            );
        }
    }
}

/// The CPU seconds this (single-threaded) process has run: the kernel's count in nanoseconds
/// (`/proc/self/schedstat`, Linux), which the load of a shared machine does not inflate as it
/// does a wall clock.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/schedstat").expect("Linux's /proc/self/schedstat");
    let ns: f64 = stat.split_whitespace().next().and_then(|n| n.parse().ok()).expect("a count");
    ns / 1e9
}
