//! The final state of 3,040 seeded random games, kept as a fixture: every change to the engine
//! (speed-ups, refactors) must play each of them to the same state hash. The first 2,400 were
//! recorded before chance nodes; the solo games with removals per turn were added with them;
//! the last 160, Special challenges with the second edition of the exchange cards, with it.
//!
//! `FIXTURE_WRITE=1 cargo test --test state_hashes` rewrites the fixture; do it only for a
//! deliberate change of the rules' state, and say why in the commit.

use orleans_dw::engine::data::Exchange;
use orleans_dw::engine::*;

const FIXTURE: &str = "tests/fixtures/state_hashes.txt";

/// SplitMix64: the test's own choices, independent of the game's generator.
struct Chooser(u64);

impl Chooser {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// Every setup of the fixture: 2–5 players with printed places and with cards, and the solo
/// game at each of Jeanne's levels.
fn setups() -> Vec<(String, Setup)> {
    let mut v = Vec::new();
    for players in 2..=5u8 {
        for (mode, places) in [("printed", PlaceMode::Printed), ("cards", PlaceMode::Cards)] {
            for seed in 0..240u64 {
                let mut setup = Setup::new(players, places, seed);
                setup.start = (seed % players as u64) as PlayerId;
                v.push((format!("{players}-{mode}"), setup));
            }
        }
    }
    // Jeanne's removals on the game's shared stream, as every game was played before chance
    // nodes (and as saves of format 2 replay), then on their own stream (the default).
    // The Special challenge with the first edition of the exchange cards, as every game was
    // played before there were editions.
    for (rule, removals) in [("", Removals::Shared), ("per-turn-", Removals::PerTurn)] {
        for level in [SoloLevel::Standard, SoloLevel::Connoisseur, SoloLevel::Special] {
            for seed in 0..160u64 {
                let setup = Setup { removals, exchange: Exchange::First, ..Setup::solo(level, seed) };
                v.push((format!("solo-{rule}{level:?}"), setup));
            }
        }
    }
    // Then with the second edition, the one new Special challenges are played with.
    for seed in 0..160u64 {
        let setup = Setup { exchange: Exchange::Second, ..Setup::solo(SoloLevel::Special, seed) };
        v.push(("solo-per-turn-Special-exchange-2".into(), setup));
    }
    v
}

/// Plays `setup` to the end with uniform random choices.
fn play(setup: Setup) -> Game {
    let mut chooser = Chooser(setup.seed ^ 0x5EED);
    let mut game = Game::new(setup).expect("valid setup");
    while !game.is_over() {
        let legal = game.legal_actions();
        let action = match game.decider() {
            Some(Decider::Player(_)) => legal[chooser.next(legal.len())],
            _ => legal[0],
        };
        game.apply(action).expect("a listed action applies");
    }
    game
}

fn lines() -> Vec<String> {
    setups()
        .into_iter()
        .map(|(name, setup)| {
            let seed = setup.seed;
            let game = play(setup);
            format!("{name} {seed} {} {:016x}", game.log().len(), game.state_hash())
        })
        .collect()
}

#[test]
fn every_fixture_game_ends_in_the_same_state() {
    let found = lines();
    if std::env::var_os("FIXTURE_WRITE").is_some() {
        std::fs::write(FIXTURE, found.join("\n") + "\n").expect("fixture written");
    }
    let expected = std::fs::read_to_string(FIXTURE).expect("the fixture exists");
    let expected: Vec<&str> = expected.lines().collect();
    assert_eq!(expected.len(), found.len(), "one line per game");
    assert!(found.len() >= 2000);
    for (e, f) in expected.iter().zip(&found) {
        assert_eq!(e, f, "game (setup, seed, actions, hash) changed");
    }
}
