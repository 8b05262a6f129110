//! The computer players: one interface, levels that rank as they should, and a search player
//! that never reads the hidden future.

use orleans_dw::engine::*;
use orleans_dw::players::{rollout_rounds, search_iterations, Hard, Level, Player};

/// Plays a 2-player game between `a` (seat `a_seat`) and `b`; returns whether `a` won alone.
fn duel(a: Level, b: Level, seed: u64, a_seat: usize, iterations: u32) -> bool {
    let mut game = Game::new(Setup::new(2, PlaceMode::Printed, seed)).unwrap();
    let mut players: Vec<Box<dyn Player + Send>> =
        (0..2).map(|p| (if p == a_seat { a } else { b }).player(seed * 7 + p as u64, iterations)).collect();
    while !game.is_over() {
        let action = match game.decider() {
            Some(Decider::Player(p)) => players[p as usize].choose(&game),
            _ => game.legal_actions()[0],
        };
        game.apply(action).expect("a player chooses a legal action");
    }
    game.winners() == [a_seat as PlayerId]
}

/// Games `a` wins alone out of `games`, seats alternating.
fn wins(a: Level, b: Level, games: u64, iterations: u32) -> u64 {
    (0..games).filter(|&g| duel(a, b, 100 + g, (g % 2) as usize, iterations)).count() as u64
}

#[test]
fn levels_have_stable_names_and_greedy_is_normal() {
    for level in Level::ALL {
        assert_eq!(Level::parse(level.name()), Some(level));
    }
    assert_eq!(Level::parse("greedy"), Some(Level::Normal));
    assert_eq!(Level::parse("expert"), None);
}

#[test]
fn every_level_plays_whole_games_in_every_mode() {
    for level in Level::ALL {
        for setup in [Setup::new(3, PlaceMode::Cards, 1), Setup::solo(SoloLevel::Special, 2)] {
            let mut game = Game::new(setup).unwrap();
            let mut player = level.player(5, 30);
            while !game.is_over() {
                let action = player.choose(&game);
                assert!(game.legal_actions().contains(&action), "{level:?} chose {action}");
                game.apply(action).unwrap();
            }
        }
    }
}

#[test]
fn easy_loses_to_normal_most_of_the_time() {
    let easy = wins(Level::Easy, Level::Normal, 40, 0);
    assert!(easy <= 8, "Easy won {easy} of 40 against Normal");
    let random = wins(Level::Random, Level::Easy, 40, 0);
    assert!(random <= 8, "Random won {random} of 40 against Easy");
}

/// At a twentieth of its default budget Hard already holds its own against Normal (the full
/// figures, at the default budget, are in docs/bots.md).
#[test]
fn hard_wins_half_against_normal_at_a_small_budget() {
    let hard = wins(Level::Hard, Level::Normal, 12, 250);
    assert!(hard >= 6, "Hard won {hard} of 12 against Normal");
}

#[test]
fn hard_decides_the_same_whatever_the_hidden_future() {
    for setup in [Setup::new(2, PlaceMode::Cards, 3), Setup::solo(SoloLevel::Connoisseur, 4)] {
        let mut game = Game::new(setup).unwrap();
        let mut rng = GameRng::new(8);
        let mut compared = 0;
        while !game.is_over() && compared < 6 {
            let legal = game.legal_actions();
            if game.log().len().is_multiple_of(9)
                && legal.len() > 1
                && matches!(game.decider(), Some(Decider::Player(_)))
            {
                // The same visible game with another bag future and another order of Jeanne's pile.
                let other = game.determinize(rng.below(1 << 30) as u64);
                assert_ne!(other.state_hash(), game.state_hash());
                let mine = Hard::new(11, 150).ranked(&game);
                let theirs = Hard::new(11, 150).ranked(&other);
                assert_eq!(mine, theirs, "the search saw the hidden future");
                assert_eq!(mine.len(), legal.len());
                compared += 1;
            }
            game.apply(legal[rng.below(legal.len())]).unwrap();
        }
        assert_eq!(compared, 6);
    }
}

#[test]
fn a_hint_ranks_every_choice_with_its_expected_gain() {
    let mut game = Game::new(Setup::new(2, PlaceMode::Printed, 6)).unwrap();
    let ranked = Hard::new(2, 300).ranked(&game);
    assert_eq!(ranked.len(), game.legal_actions().len());
    assert_eq!(ranked.iter().map(|r| r.visits).sum::<u32>(), 300);
    assert!(ranked.windows(2).all(|w| w[0].visits >= w[1].visits), "best first");
    let best = ranked[0].action;
    assert_eq!(Hard::new(2, 300).choose(&game), best, "Hard plays its top choice");
    game.apply(best).unwrap();
}

/// With three seats or more Hard's rollouts play four rounds instead of one, and it searches
/// fewer sampled games for the same budget, so that a decision costs about what a two-player one
/// does (docs/bots.md, "Hard with more players").
#[test]
fn hard_searches_fewer_longer_games_with_more_seats() {
    let solo = Game::new(Setup::solo(SoloLevel::Special, 6)).unwrap();
    let mut games = vec![(solo, 1, 300)];
    for (players, rounds, visits) in [(2, 1, 300), (3, 4, 200), (4, 4, 150), (5, 4, 120)] {
        games.push((Game::new(Setup::new(players, PlaceMode::Printed, 6)).unwrap(), rounds, visits));
    }
    for (game, rounds, visits) in games {
        let players = game.players();
        assert_eq!(rollout_rounds(players), rounds, "{players} players");
        assert_eq!(search_iterations(300, players), visits, "{players} players");
        let ranked = Hard::new(2, 300).ranked(&game);
        assert!(ranked.len() > 1, "a choice to search");
        assert_eq!(ranked.iter().map(|r| r.visits).sum::<u32>(), visits, "{players} players");
    }
}
