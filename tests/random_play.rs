//! Random play over many seeds, checking the engine's invariants after every action.

use orleans_dw::engine::*;

/// A tiny deterministic generator for the test's own choices (independent of the game's).
struct Chooser(u64);

impl Chooser {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Every action of the whole action space, for sampling unlisted actions.
fn action_space() -> Vec<Action> {
    let mut v = vec![Action::Decline, Action::KeepGoods];
    for f in Follower::ALL {
        v.extend([Action::Take(f), Action::Recruit(f), Action::Imitate(f)]);
    }
    for s in [
        Standard::MarkGood,
        Standard::FillRoad,
        Standard::FillWaterway,
        Standard::GainCoin,
        Standard::BuildPost,
        Standard::AcquirePlace,
        Standard::Develop,
    ] {
        v.push(Action::Standard(s));
    }
    for c in [Choice::Coin, Choice::Develop, Choice::TwoCoins, Choice::CoinAndDevelop, Choice::TwoDevelop] {
        v.push(Action::Choose(c));
    }
    for i in 0..5u8 {
        v.extend([Action::Next(i), Action::Deed(i), Action::GainCoin(i), Action::Spend(i), Action::Pay(i)]);
    }
    for g in Good::ALL {
        v.push(Action::MarkGood(g));
        for h in Good::ALL {
            v.push(Action::Swap(g, h));
        }
    }
    for i in 0..30u8 {
        v.extend([Action::UsePlace(i), Action::Acquire(i)]);
    }
    for i in 0..45u8 {
        v.push(Action::Fill(i));
    }
    for c in 0..23u8 {
        v.push(Action::Build(c));
    }
    v
}

fn tokens(t: [u8; 6]) -> u32 {
    t.iter().map(|&x| x as u32).sum()
}

fn play(setup: Setup, space: &[Action]) {
    let mut game = Game::new(setup.clone()).unwrap();
    let mut chooser = Chooser(setup.seed.wrapping_mul(2654435761) | 1);
    let mut previous: Vec<Sheet> = game.sheets().to_vec();
    let mut steps = 0;
    while !game.is_over() {
        let legal = game.legal_actions();
        assert!(!legal.is_empty(), "a live game always offers an action");
        // A few unlisted actions are refused and change nothing.
        if steps % 7 == 0 {
            let before = game.state_hash();
            for _ in 0..3 {
                let a = space[chooser.next(space.len())];
                if !legal.contains(&a) {
                    assert_eq!(game.apply(a), Err(ActionError::Illegal(a)));
                    assert_eq!(game.state_hash(), before);
                }
            }
        }
        let a = legal[chooser.next(legal.len())];
        game.apply(a).unwrap_or_else(|e| panic!("listed action refused: {e}"));
        steps += 1;
        assert_eq!(tokens(game.bag()) + tokens(game.waiting()) + tokens(game.laid_out()), 27);
        for (p, sheet) in game.sheets().iter().enumerate() {
            assert!(sheet.monks <= 3);
            let circled: u8 = sheet.bank.iter().map(|r| r.circled).sum();
            assert!(circled <= 15);
            assert!(sheet.bank.iter().all(|r| r.crossed <= r.circled && r.circled <= 5));
            assert!(sheet.warehouse.iter().all(|&w| w <= 5));
            assert!(sheet.shields <= 8 && sheet.development <= 30);
            assert!(sheet.development >= previous[p].development, "development never falls");
            assert!(sheet.level() >= previous[p].level());
        }
        previous = game.sheets().to_vec();
    }
    let expected = match setup.players {
        2 => vec![25, 25],
        3 => vec![24; 3],
        4 => vec![25; 4],
        _ => vec![24; 5],
    };
    let taken: Vec<u32> = (0..setup.players as usize)
        .map(|p| game.tokens_taken()[p] as u32 + game.sheets()[p].monks as u32)
        .collect();
    assert_eq!(taken, expected, "tokens picked per player (taken or recruited)");
    for s in game.scores() {
        assert_eq!(s.total, s.posts_and_citizens + s.warehouse + s.bank + s.monks + s.depot);
    }
    let replayed = Game::replay(setup, game.log()).unwrap();
    assert_eq!(replayed.state_hash(), game.state_hash());
}

#[test]
fn random_games_keep_every_invariant() {
    let space = action_space();
    for seed in 0..2000u64 {
        let players = 2 + (seed % 4) as u8;
        let places = if seed % 8 < 4 { PlaceMode::Printed } else { PlaceMode::Cards };
        play(Setup::new(players, places, seed), &space);
    }
}
