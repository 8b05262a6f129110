//! "How the score was made": for every seat of many finished games, played by the computer
//! players at every quick level, what each thing on the sheet gave adds up to the seat's score,
//! line by line.

use orleans_dw::engine::*;
use orleans_dw::model::result::{breakdown, parts, POINT_LINES};
use orleans_dw::players::Level;

/// A game of `setup` played to its end by players of `level`, seeded by `seed`.
fn finished(setup: Setup, level: Level, seed: u64) -> Game {
    let mut game = Game::new(setup).unwrap();
    let mut players: Vec<_> = (0..5).map(|p| level.quick_player(seed + p).unwrap()).collect();
    while !game.is_over() {
        let who = match game.decider() {
            Some(Decider::Player(p)) => usize::from(p),
            _ => 0,
        };
        let action = players[who].choose(&game);
        game.apply(action).unwrap();
    }
    game
}

#[test]
fn what_each_thing_gave_adds_up_to_every_seats_score() {
    let names: Vec<String> = (0..5).map(|p| format!("P{p}")).collect();
    let mut games = 0;
    let mut bonuses = [false; 4];
    for seed in 0..150u64 {
        let level = [Level::Random, Level::Easy, Level::Normal][seed as usize % 3];
        let setup = match seed % 5 {
            0 => Setup::solo(
                [SoloLevel::Standard, SoloLevel::Connoisseur, SoloLevel::Special][seed as usize / 5 % 3],
                seed,
            ),
            n => Setup::new(n as u8 + 1, [PlaceMode::Printed, PlaceMode::Cards][seed as usize / 5 % 2], seed),
        };
        let game = finished(setup, level, seed);
        let columns = breakdown(&game, &names, "Jeanne");
        for (p, score) in game.scores().iter().enumerate() {
            let parts = parts(game.sheet(p as PlayerId));
            let total: u16 = parts.iter().map(|s| s.points).sum();
            assert_eq!(total, score.total, "seed {seed}, seat {p}: {parts:?}");
            // Each point line of the breakdown is the sum of its parts; the posts and citizens
            // are the line of their product.
            for &line in &POINT_LINES[1..] {
                let sum: u16 = parts.iter().filter(|s| s.line == line).map(|s| s.points).sum();
                assert_eq!(
                    Some(sum),
                    columns[p].figures[line].or(Some(0)),
                    "seed {seed}, seat {p}, line {line}"
                );
            }
            let product: u16 = parts.iter().filter(|s| s.line <= 1).map(|s| s.points).sum();
            assert_eq!(product, score.posts_and_citizens, "seed {seed}, seat {p}");
            for (i, line) in [4, 5].into_iter().enumerate() {
                bonuses[i] |= parts.iter().any(|s| s.line == line && s.points > 0);
            }
            bonuses[2] |= score.depot > 0;
            bonuses[3] |= score.monks > 0;
        }
        games += 1;
    }
    assert_eq!(games, 150);
    assert_eq!(bonuses, [true; 4], "the games scored some of each kind of bonus");
}
