//! The simulator: plays random games and prints one JSON line of figures.
//!
//! `cargo run --release --bin sim -- --players N --games G --seed S [--places printed|cards]`

use std::time::Instant;

use orleans_dw::engine::{Game, PlaceMode, Setup};

struct Options {
    players: u8,
    games: u64,
    seed: u64,
    places: PlaceMode,
}

fn parse() -> Result<Options, String> {
    let mut o = Options { players: 4, games: 1000, seed: 1, places: PlaceMode::Printed };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        let bad = |_: std::num::ParseIntError| format!("bad value for {flag}: {value}");
        match flag.as_str() {
            "--players" => o.players = value.parse().map_err(bad)?,
            "--games" => o.games = value.parse().map_err(bad)?,
            "--seed" => o.seed = value.parse().map_err(bad)?,
            "--places" => {
                o.places = match value.as_str() {
                    "printed" => PlaceMode::Printed,
                    "cards" => PlaceMode::Cards,
                    _ => return Err(format!("--places takes printed or cards, not {value}")),
                }
            }
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(o)
}

/// xorshift64*, for the random player's choices.
fn next(state: &mut u64) -> u64 {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    state.wrapping_mul(0x2545_F491_4F6C_DD1D)
}

fn main() {
    let o = match parse() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("sim: {e}\nusage: sim --players N --games G --seed S [--places printed|cards]");
            std::process::exit(2);
        }
    };
    let mut rounds = Vec::new();
    let mut tokens: Option<Vec<u32>> = None;
    let mut tokens_constant = true;
    let (mut sum, mut min, mut max, mut count) = (0u64, u16::MAX, 0u16, 0u64);
    let mut panics = 0u64;
    let start = Instant::now();
    for g in 0..o.games {
        let setup = Setup::new(o.players, o.places, o.seed.wrapping_add(g));
        let played = std::panic::catch_unwind(|| {
            let mut game = Game::new(setup).expect("valid setup");
            let mut state = (o.seed ^ g.wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1;
            while !game.is_over() {
                let legal = game.legal_actions();
                let a = legal[(next(&mut state) % legal.len() as u64) as usize];
                game.apply(a).expect("a listed action applies");
            }
            game
        });
        let Ok(game) = played else {
            panics += 1;
            continue;
        };
        rounds.push(game.round());
        let taken: Vec<u32> = (0..game.players())
            .map(|p| game.tokens_taken()[p] as u32 + game.sheets()[p].monks as u32)
            .collect();
        tokens_constant &= tokens.as_ref().is_none_or(|t| *t == taken);
        tokens.get_or_insert(taken);
        for s in game.scores() {
            sum += s.total as u64;
            min = min.min(s.total);
            max = max.max(s.total);
            count += 1;
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let rounds_constant = rounds.windows(2).all(|w| w[0] == w[1]);
    let places = match o.places {
        PlaceMode::Printed => "printed",
        PlaceMode::Cards => "cards",
    };
    println!(
        "{{\"players\":{},\"games\":{},\"places\":\"{}\",\"seed\":{},\"rounds\":{},\"rounds_constant\":{},\"tokens_per_player\":{:?},\"tokens_constant\":{},\"games_per_sec\":{:.0},\"score_mean\":{:.2},\"score_min\":{},\"score_max\":{},\"panics\":{}}}",
        o.players,
        o.games,
        places,
        o.seed,
        rounds.first().copied().unwrap_or(0),
        rounds_constant,
        tokens.unwrap_or_default(),
        tokens_constant,
        o.games as f64 / seconds,
        sum as f64 / count.max(1) as f64,
        if count > 0 { min } else { 0 },
        max,
        panics,
    );
}
