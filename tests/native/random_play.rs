//! Random play over many seeds, checking the engine's invariants after every action.

use std::collections::HashSet;

use orleans_dw::engine::*;
use orleans_dw::players::rollout_weight;

/// Every action of the whole action space, for sampling unlisted actions.
fn action_space() -> Vec<Action> {
    let mut v = vec![Action::Decline, Action::KeepGoods];
    let jeanne = JeanneTurn {
        card: 0,
        arrow: data::Arrow::Right,
        follower: Follower::Farmer,
        effect: data::SoloEffect::Shield,
    };
    v.push(Action::Jeanne(jeanne));
    v.extend([Action::Card(0), Action::Card(17), Action::Remove(0), Action::Remove(29)]);
    for f in Follower::ALL {
        v.extend([Action::Take(f), Action::Recruit(f), Action::Imitate(f), Action::Draw(f)]);
    }
    v.extend(Standard::ALL.map(Action::Standard));
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

fn play(setup: Setup, space: &[Action], seen: &mut Seen) {
    let mut game = Game::new(setup.clone()).unwrap();
    // The test's own choices, independent of the game's draws.
    let mut chooser = GameRng::new(setup.seed.wrapping_mul(2654435761));
    let mut previous: Vec<Sheet> = game.sheets().to_vec();
    let mut steps = 0;
    // The actions and events of the turn so far.
    let mut turn: (Vec<Action>, Vec<Event>) = (Vec::new(), Vec::new());
    while !game.is_over() {
        let legal = game.legal_actions();
        assert!(!legal.is_empty(), "a live game always offers an action");
        // A few unlisted actions are refused and change nothing.
        if steps % 7 == 0 {
            let before = game.state_hash();
            for _ in 0..3 {
                let a = space[chooser.below(space.len())];
                if !legal.contains(&a) {
                    assert_eq!(game.apply(a), Err(ActionError::Illegal(a)));
                    assert_eq!(game.state_hash(), before);
                }
            }
        }
        let a = legal[chooser.weighted(&legal, rollout_weight)];
        let events = game.apply(a).unwrap_or_else(|e| panic!("listed action refused: {e}"));
        if matches!(a, Action::Take(_) | Action::Recruit(_) | Action::Jeanne(_)) {
            turn = (Vec::new(), Vec::new());
        }
        turn.0.push(a);
        for &e in &events {
            turn.1.push(e);
            if let Event::Developed(p, _, cause) = e {
                seen.causes.insert(check_cause(p, cause, &turn));
            }
            if let Event::PlaceUsed(_, i) = e {
                seen.places_used.insert(i);
            }
        }
        seen.actions.insert(a);
        seen.events.extend(events.iter().map(|e| format!("{e:?}").split('(').next().unwrap().to_string()));
        for e in events {
            if let Event::YellowClaimed(_, y) = e {
                seen.yellows.insert(y);
            }
        }
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
        1 => vec![25],
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
    if let Some(j) = game.jeanne() {
        assert_eq!(game.tokens_taken()[1], 25, "Jeanne takes a token on each of her turns");
        let s = j.score();
        assert_eq!(s.total, s.rows + s.depot + s.posts_and_citizens);
    }
    assert!(game.legal_actions().is_empty() && game.decider().is_none());
    let late = Action::Take(Follower::Farmer);
    assert_eq!(game.apply(late), Err(ActionError::GameOver));
    let replayed = Game::replay(setup, game.log()).unwrap();
    assert_eq!(replayed.state_hash(), game.state_hash());
    // The save (every action in its text notation) reads back into the same game.
    let json = Save::of(&game).to_json();
    let loaded = Save::from_json(&json).unwrap().load().unwrap();
    assert_eq!(loaded.state_hash(), game.state_hash(), "{json}");
}

/// Checks that `cause`, what marked a development box of `p`, happened earlier in the turn
/// (`turn`: its actions and events so far, the development mark's event included), and returns
/// its kind.
fn check_cause(p: PlayerId, cause: Cause, turn: &(Vec<Action>, Vec<Event>)) -> &'static str {
    let (actions, events) = turn;
    let (kind, found) = match cause {
        Cause::Connection(c) => ("connection", events.contains(&Event::Filled(p, c))),
        Cause::Scholar => (
            "Scholar",
            actions
                .iter()
                .any(|a| matches!(a, Action::Take(Follower::Scholar) | Action::Imitate(Follower::Scholar))),
        ),
        Cause::Deed(d) => {
            ("deed", events.iter().any(|e| matches!(e, Event::DeedMarked(q, x, _) if (*q, *x) == (p, d))))
        }
        Cause::Source(Source::Place(i)) => ("place", events.contains(&Event::PlaceUsed(p, i))),
        Cause::Source(s) => (
            "bonus",
            events
                .iter()
                .any(|e| matches!(e, Event::Bonus(q, data::Bonus::Develop(_), x) if (*q, *x) == (p, s))),
        ),
    };
    assert!(found, "development caused by {cause:?}, which did not happen in the turn: {turn:?}");
    kind
}

/// What the random games reached, to check that they explore the whole game.
#[derive(Default)]
struct Seen {
    actions: HashSet<Action>,
    events: HashSet<String>,
    yellows: HashSet<Yellow>,
    /// The kinds of development causes (see [`check_cause`]).
    causes: HashSet<&'static str>,
    places_used: HashSet<PlaceId>,
}

#[test]
fn random_games_keep_every_invariant() {
    let space = action_space();
    let mut seen = Seen::default();
    let levels = [SoloLevel::Standard, SoloLevel::Connoisseur, SoloLevel::Special];
    for seed in 0..2500u64 {
        let players = 1 + (seed % 5) as u8;
        let places = if seed % 10 < 5 { PlaceMode::Printed } else { PlaceMode::Cards };
        let setup = match players {
            1 => Setup::solo(levels[(seed / 5 % 3) as usize], seed),
            _ => Setup::new(players, places, seed),
        };
        play(setup, &space, &mut seen);
    }
    // Every action the rules can ever allow was played at least once…
    let never: Vec<&Action> = space.iter().filter(|a| !seen.actions.contains(a)).collect();
    let out_of_reach = |a: &Action| match a {
        // Out of the rules' reach: paying more than 2 coins, using a place that has no action,
        // rows, deeds and connections that do not exist, swapping a good for itself. Too rare
        // for random play, covered by scenario tests: four or more bonuses waiting at once;
        // the Observatory (its card drawn, acquired late, then a Monk recruited).
        Action::Next(i) => *i >= 3,
        Action::Pay(n) => *n > 2,
        Action::UsePlace(i) if data::PLACES[*i as usize].kind == data::PlaceKind::Observatory => true,
        Action::UsePlace(i) => !matches!(
            data::PLACES[*i as usize].kind,
            data::PlaceKind::Action(..) | data::PlaceKind::Circus | data::PlaceKind::School
        ),
        Action::GainCoin(r) | Action::Spend(r) => *r >= 3,
        Action::Deed(d) => *d >= 5,
        Action::Fill(c) => *c as usize >= data::CONNECTIONS.len(),
        Action::Swap(a, b) => a == b,
        Action::Jeanne(_) => true,
        // Chance outcomes: these games settle chance by themselves (tests/native/chance.rs plays them).
        a if a.is_chance() => true,
        _ => false,
    };
    let missing: Vec<&&Action> = never.iter().filter(|a| !out_of_reach(a)).collect();
    assert!(missing.is_empty(), "never played: {missing:?}");
    // …every yellow bonus was claimed, and every kind of event happened.
    // (Bank column 5 needs all 15 coins gained and spent: too rare for random play; its
    // scenario test covers it.)
    let unclaimed: Vec<Yellow> = Yellow::ALL.into_iter().filter(|y| !seen.yellows.contains(y)).collect();
    assert_eq!(unclaimed, [Yellow::BankColumnShield(4)], "never claimed");
    for kind in ["Completed", "Majority", "Shield", "LevelRaised", "PostBuilt", "PlaceAcquired", "DeedMarked"]
    {
        assert!(seen.events.contains(kind), "no {kind} event");
    }
    // Each development mark named a cause that happened in its turn, of every kind.
    let mut causes: Vec<&str> = seen.causes.into_iter().collect();
    causes.sort();
    assert_eq!(causes, ["Scholar", "bonus", "connection", "deed", "place"]);
    // Every place was logged as used: the passive ones too (the Cemetery's discount, the
    // Treehouse's swap, the Tavern's crossed city).
    let unused: Vec<data::PlaceKey> =
        (0..30).filter(|i| !seen.places_used.contains(i)).map(|i| data::PLACES[i as usize].key).collect();
    assert!(unused.is_empty(), "places never logged as used: {unused:?}");
}
