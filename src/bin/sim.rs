//! The simulator: plays games between bots and prints one JSON line of figures.
//!
//! `cargo run --release --bin sim -- --players N --games G --seed S [--places printed|cards]
//!  [--solo standard|connoisseur|special] [--exchange 1|2] [--bot LEVEL] [--opponents LEVEL]
//!  [--iterations N] [--threads N] [--rotate true]`
//!
//! LEVEL is `random`, `easy`, `normal` (also `greedy`) or `hard`; Hard searches `--iterations`
//! sampled games per decision. Seat 0 is played by `--bot`, the other seats by `--opponents`
//! (Jeanne plays herself); with `--rotate true`, game `g` seats the bot at `g mod players`
//! (`player_*` figures stay the bot's). Games are played on `--threads` threads; each game is
//! the same whatever the threads. `--exchange` plays a Special challenge with that edition of
//! the exchange cards (the newest by default), to compare editions.

use std::time::Instant;

use rayon::prelude::*;

use orleans_dw::engine::data::Exchange;
use orleans_dw::engine::{Decider, Game, PlaceMode, Save, Setup, SoloLevel};
use orleans_dw::players::{Level, Player, DEFAULT_ITERATIONS};

struct Options {
    players: u8,
    games: u64,
    seed: u64,
    places: PlaceMode,
    solo: Option<SoloLevel>,
    exchange: Option<Exchange>,
    bot: Level,
    opponents: Level,
    iterations: u32,
    threads: usize,
    rotate: bool,
}

const USAGE: &str = "usage: sim --players N --games G --seed S [--places printed|cards] \
[--solo standard|connoisseur|special] [--exchange 1|2] [--bot LEVEL] [--opponents LEVEL] [--iterations N] \
[--threads N] [--rotate true|false]  (LEVEL: random|easy|normal|greedy|hard)";

fn parse() -> Result<Options, String> {
    let mut o = Options {
        players: 4,
        games: 1000,
        seed: 1,
        places: PlaceMode::Printed,
        solo: None,
        exchange: None,
        bot: Level::Random,
        opponents: Level::Random,
        iterations: DEFAULT_ITERATIONS,
        threads: 1,
        rotate: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        let bad = || format!("bad value for {flag}: {value}");
        let level = |v: &str| Level::parse(v).ok_or_else(bad);
        match flag.as_str() {
            "--players" => o.players = value.parse().map_err(|_| bad())?,
            "--games" => o.games = value.parse().map_err(|_| bad())?,
            "--seed" => o.seed = value.parse().map_err(|_| bad())?,
            "--places" => {
                o.places = match value.as_str() {
                    "printed" => PlaceMode::Printed,
                    "cards" => PlaceMode::Cards,
                    _ => return Err(bad()),
                }
            }
            "--solo" => {
                o.solo = Some(match value.as_str() {
                    "standard" => SoloLevel::Standard,
                    "connoisseur" => SoloLevel::Connoisseur,
                    "special" => SoloLevel::Special,
                    _ => return Err(bad()),
                })
            }
            "--exchange" => {
                let edition = Exchange::ALL.into_iter().find(|e| e.number().to_string() == value);
                o.exchange = Some(edition.ok_or_else(bad)?)
            }
            "--bot" => o.bot = level(&value)?,
            "--opponents" => o.opponents = level(&value)?,
            "--iterations" => o.iterations = value.parse().map_err(|_| bad())?,
            "--threads" => o.threads = value.parse().ok().filter(|&n| n > 0).ok_or_else(bad)?,
            "--rotate" => o.rotate = value.parse().map_err(|_| bad())?,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(o)
}

/// Figures gathered over the games.
#[derive(Default)]
struct Tally {
    rounds: Vec<u16>,
    tokens: Option<Vec<u32>>,
    tokens_constant: bool,
    scores: Vec<u16>,
    player_scores: Vec<u16>,
    jeanne_scores: Vec<u16>,
    player_wins: u64,
    panics: u64,
    /// Bytes of each finished game's save.
    save_bytes: Vec<u64>,
}

fn mean(v: &[u16]) -> f64 {
    v.iter().map(|&x| x as f64).sum::<f64>() / v.len().max(1) as f64
}

/// Plays game `g`; returns it and the bot's seat.
fn play(o: &Options, g: u64) -> (Game, usize) {
    let seed = o.seed.wrapping_add(g);
    let setup = match o.solo {
        Some(level) => {
            let setup = Setup::solo(level, seed);
            let special = level == SoloLevel::Special;
            Setup { exchange: o.exchange.filter(|_| special).unwrap_or(setup.exchange), ..setup }
        }
        None => Setup::new(o.players, o.places, seed),
    };
    let mut game = Game::new(setup).expect("valid setup");
    let bot_seat = if o.rotate { (g % game.players() as u64) as usize } else { 0 };
    let mut players: Vec<Box<dyn Player + Send>> = (0..game.players())
        .map(|p| {
            let level = if p == bot_seat { o.bot } else { o.opponents };
            level.player(seed ^ (p as u64 + 1).wrapping_mul(0x9E37_79B9), o.iterations)
        })
        .collect();
    while !game.is_over() {
        let action = match game.decider() {
            Some(Decider::Player(p)) => players[p as usize].choose(&game),
            _ => game.legal_actions()[0],
        };
        game.play(action).expect("a chosen action applies");
    }
    (game, bot_seat)
}

fn main() {
    let o = match parse() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("sim: {e}\n{USAGE}");
            std::process::exit(2);
        }
    };
    let mut t = Tally { tokens_constant: true, ..Tally::default() };
    let start = Instant::now();
    let pool = rayon::ThreadPoolBuilder::new().num_threads(o.threads).build().expect("a thread pool");
    let games: Vec<Option<(Game, usize)>> = pool.install(|| {
        (0..o.games).into_par_iter().map(|g| std::panic::catch_unwind(|| play(&o, g)).ok()).collect()
    });
    for played in games {
        let Some((game, bot)) = played else {
            t.panics += 1;
            continue;
        };
        t.rounds.push(game.round());
        let taken: Vec<u32> = (0..game.players())
            .map(|p| game.tokens_taken()[p] as u32 + game.sheets()[p].monks as u32)
            .collect();
        t.tokens_constant &= t.tokens.as_ref().is_none_or(|x| *x == taken);
        t.tokens.get_or_insert(taken);
        let scores = game.scores();
        t.scores.extend(scores.iter().map(|s| s.total));
        t.player_scores.push(scores[bot].total);
        if let Some(j) = game.jeanne() {
            t.jeanne_scores.push(j.score().total);
        }
        t.player_wins += game.winners().contains(&(bot as u8)) as u64;
        t.save_bytes.push(Save::of(&game).to_json().len() as u64);
    }
    let seconds = start.elapsed().as_secs_f64();
    let played = o.games - t.panics;
    let mut json = format!(
        "{{\"players\":{},\"games\":{},\"places\":\"{}\",\"seed\":{},\"bot\":\"{}\",\"opponents\":\"{}\",\
\"rounds\":{},\"rounds_constant\":{},\"tokens_per_player\":{:?},\"tokens_constant\":{},\
\"games_per_sec\":{:.0},\"score_mean\":{:.2},\"score_min\":{},\"score_max\":{},\
\"player_score_mean\":{:.2},\"player_win_rate\":{:.4},\"panics\":{},\"save_bytes_mean\":{:.1}",
        if o.solo.is_some() { 1 } else { o.players },
        o.games,
        if o.solo.is_some() || o.places == PlaceMode::Cards { "cards" } else { "printed" },
        o.seed,
        o.bot.name(),
        o.opponents.name(),
        t.rounds.first().copied().unwrap_or(0),
        t.rounds.windows(2).all(|w| w[0] == w[1]),
        t.tokens.unwrap_or_default(),
        t.tokens_constant,
        o.games as f64 / seconds,
        mean(&t.scores),
        t.scores.iter().min().copied().unwrap_or(0),
        t.scores.iter().max().copied().unwrap_or(0),
        mean(&t.player_scores),
        t.player_wins as f64 / played.max(1) as f64,
        t.panics,
        t.save_bytes.iter().sum::<u64>() as f64 / t.save_bytes.len().max(1) as f64,
    );
    if let Some(level) = o.solo {
        json += &format!(",\"solo\":\"{level:?}\",\"jeanne_score_mean\":{:.2}", mean(&t.jeanne_scores));
    }
    println!("{json}}}");
}
