//! Chance nodes: the draws from the bag, the cards of Jeanne's pile and her removals as
//! actions with their weights, the seeded generator that settles them, saves of both formats,
//! and the determinization search players sample hidden state with.

use orleans_dw::engine::*;

/// Plays `game` to the end: chance with the seeded generator, decisions at random from `seed`.
fn play_out(game: &mut Game, seed: u64) {
    let mut rng = GameRng::new(seed);
    while !game.is_over() {
        let action = match game.decider() {
            Some(Decider::Chance) => {
                check_outcomes(game);
                game.sample_chance().expect("a chance node has a seeded outcome")
            }
            _ => {
                let legal = game.legal_actions();
                legal[rng.below(legal.len())]
            }
        };
        game.apply(action).expect("a listed action applies");
    }
}

/// The outcomes of a chance node are weighted by what is left.
fn check_outcomes(game: &Game) {
    let outcomes = game.chance_outcomes();
    let total: u32 = outcomes.iter().map(|&(_, w)| w).sum();
    let legal = game.legal_actions();
    assert_eq!(legal, outcomes.iter().map(|&(a, _)| a).collect::<Vec<_>>());
    assert!(outcomes.iter().all(|&(a, w)| a.is_chance() && w > 0));
    match game.chance().expect("a chance node") {
        Chance::Draw => {
            let bag: u32 = game.bag().iter().map(|&t| u32::from(t)).sum();
            assert_eq!(total, bag, "the weights of a draw are the tokens in the bag");
            for (a, w) in outcomes {
                let Action::Draw(f) = a else { panic!("{a} is not a draw") };
                assert_eq!(w, u32::from(game.bag()[f.index()]));
            }
        }
        Chance::Card => {
            let j = game.jeanne().expect("a solo game");
            assert!(total as usize <= j.pile.len() && total > 0);
        }
        Chance::Removal(category) => {
            let open = (0..30u8)
                .filter(|&i| data::PLACES[i as usize].category == category)
                .filter(|&i| game.place(i) == PlaceSlot::Available)
                .count();
            assert_eq!(total as usize, open, "one outcome per place still open");
        }
    }
}

fn setups() -> Vec<Setup> {
    let mut v: Vec<Setup> = (2..=5).map(|n| Setup::new(n, PlaceMode::Cards, 40 + n as u64)).collect();
    for level in [SoloLevel::Standard, SoloLevel::Connoisseur, SoloLevel::Special] {
        v.extend((0..4).map(|s| Setup::solo(level, s)));
    }
    v
}

#[test]
fn a_game_with_chance_nodes_settled_by_the_seed_is_the_seeded_game() {
    for setup in setups() {
        let mut explicit = Game::with_chance_nodes(setup.clone()).unwrap();
        assert_eq!(explicit.decider(), Some(Decider::Chance), "the first draw is chance's");
        play_out(&mut explicit, 9);
        // The same decisions in a game that settles chance by itself.
        let decisions: Vec<Action> = explicit.log().iter().copied().filter(|a| !a.is_chance()).collect();
        let seeded = Game::replay(setup.clone(), &decisions).unwrap();
        assert!(!seeded.has_chance_nodes());
        assert_eq!(seeded.state_hash(), explicit.state_hash(), "{setup:?}");
        // The log with its chance outcomes replays to the same game, with chance nodes.
        let replayed = Game::replay(setup.clone(), explicit.log()).unwrap();
        assert!(replayed.has_chance_nodes());
        assert_eq!(replayed.state_hash(), explicit.state_hash());
        let loaded = Save::from_json(&Save::of(&explicit).to_json()).unwrap().load().unwrap();
        assert_eq!(loaded.state_hash(), explicit.state_hash());
    }
}

/// The draws from the bag of a game with chance nodes, in order.
fn draws(game: &Game) -> Vec<Action> {
    game.log().iter().copied().filter(|a| matches!(a, Action::Draw(_))).collect()
}

#[test]
fn the_same_seed_gives_the_same_draws_whatever_the_players_choose() {
    for setup in setups() {
        let mut a = Game::with_chance_nodes(setup.clone()).unwrap();
        let mut b = Game::with_chance_nodes(setup.clone()).unwrap();
        play_out(&mut a, 1);
        play_out(&mut b, 2);
        assert_ne!(a.state_hash(), b.state_hash(), "the players chose differently");
        assert_eq!(draws(&a), draws(&b), "{setup:?}");
    }
}

#[test]
fn an_outcome_typed_in_is_taken_and_the_draws_after_it_stay_the_seeds() {
    let setup = Setup::new(3, PlaceMode::Printed, 5);
    let mut seeded = Game::with_chance_nodes(setup.clone()).unwrap();
    seeded.apply(seeded.sample_chance().unwrap()).unwrap();
    let mut typed = Game::with_chance_nodes(setup).unwrap();
    let other = typed.legal_actions().into_iter().find(|&a| Some(a) != typed.sample_chance()).unwrap();
    typed.apply(other).unwrap();
    assert_eq!(typed.log(), [other]);
    assert_eq!(typed.sample_chance(), seeded.sample_chance(), "the next draw's number is the same");
    // A decision is refused at a chance node, and a chance outcome at a decision.
    assert_eq!(typed.apply(Action::Decline), Err(ActionError::Illegal(Action::Decline)));
    let mut game = Game::new(Setup::new(3, PlaceMode::Printed, 5)).unwrap();
    assert!(!game.is_chance_node() && game.chance_outcomes().is_empty());
    assert_eq!(
        game.apply(Action::Draw(Follower::Knight)),
        Err(ActionError::Illegal(Action::Draw(Follower::Knight)))
    );
}

#[test]
fn a_stacked_bag_never_falls_back_to_random() {
    let mut setup = Setup::new(2, PlaceMode::Printed, 3);
    setup.stacked = vec![Follower::Knight; 4];
    let game = Game::with_chance_nodes(setup.clone()).unwrap();
    assert_eq!(game.chance_outcomes(), [(Action::Draw(Follower::Knight), 1)], "a stacked draw is certain");
    // The bag holds four Craftsmen (the fifth stacked one cannot be drawn).
    setup.stacked = vec![Follower::Craftsman; 5];
    assert_eq!(Game::new(setup.clone()).unwrap_err(), SetupError::Stacked(4));
    assert_eq!(SetupError::Stacked(4).to_string(), "stacked draw 5 is not in the bag then");
    // Once the first bag is empty the whole mix is in it again.
    let first_bag: Vec<Follower> = Follower::ALL
        .into_iter()
        .flat_map(|f| std::iter::repeat_n(f, data::TOKEN_MIX[f.index()] as usize))
        .collect();
    setup.stacked = first_bag.iter().chain(&first_bag).copied().collect();
    assert!(Game::new(setup).is_ok());
}

#[test]
fn a_save_of_format_2_replays_to_the_state_it_was_saved_in() {
    for (file, hash) in [
        ("tests/fixtures/save_v2_solo.json", include_str!("../fixtures/save_v2_solo.hash")),
        ("tests/fixtures/save_v2_four.json", include_str!("../fixtures/save_v2_four.hash")),
    ] {
        let json = std::fs::read_to_string(file).unwrap();
        assert!(json.starts_with(r#"{"version":2,"#));
        let save = Save::from_json(&json).unwrap();
        let game = save.load().unwrap();
        assert_eq!(format!("{:016x}", game.state_hash()), hash.trim(), "{file}");
        // Saved again, it keeps the rules it was played with.
        let again = Save::from_json(&Save::of(&game).to_json()).unwrap();
        assert_eq!(again.version, version_for(&again.setup));
        assert_eq!(again.load().unwrap().state_hash(), game.state_hash());
    }
}

#[test]
fn determinizing_keeps_what_a_player_sees_and_samples_the_rest() {
    for setup in setups() {
        let mut game = Game::new(setup.clone()).unwrap();
        let mut rng = GameRng::new(3);
        while game.log().len() < 60 {
            let legal = game.legal_actions();
            game.apply(legal[rng.below(legal.len())]).unwrap();
        }
        let a = game.determinize(1);
        let b = game.determinize(2);
        for copy in [&a, &b] {
            assert_eq!(copy.sheets(), game.sheets());
            assert_eq!(
                (copy.bag(), copy.laid_out(), copy.waiting()),
                (game.bag(), game.laid_out(), game.waiting())
            );
            if matches!(game.decider(), Some(Decider::Player(_))) {
                assert_eq!(copy.legal_actions(), game.legal_actions());
            }
            assert_ne!(copy.setup().seed, game.setup().seed);
            if let (Some(j), Some(k)) = (copy.jeanne(), game.jeanne()) {
                let mut pile = j.pile.clone();
                let mut real = k.pile.clone();
                let back = |c: &u8| (data::SOLO_CARDS[*c as usize].arrow, data::SOLO_CARDS[*c as usize].monk);
                assert_eq!(j.pile.last().map(back), k.pile.last().map(back), "the top shows the same back");
                pile.sort();
                real.sort();
                assert_eq!(pile, real, "the same cards are face down");
                assert_eq!(j.discard, k.discard);
            }
        }
        // Two games that differ only in what is hidden give the same copies.
        let other = game.determinize(77);
        assert_eq!(other.determinize(5).state_hash(), game.determinize(5).state_hash());
    }
}

#[test]
fn s3_3_s4_1_each_draw_knows_its_place_in_its_sequence() {
    for setup in setups() {
        let mut game = Game::with_chance_nodes(setup.clone()).unwrap();
        let mut rng = GameRng::new(3);
        let mut last: Option<(bool, u8, u8)> = None;
        while !game.is_over() {
            let action = match game.decider() {
                Some(Decider::Chance) => {
                    if game.chance() == Some(Chance::Draw) {
                        let (waiting, k, n) = game.draws_owed().next();
                        assert!((1..=n).contains(&k), "{setup:?}: draw {k} of {n}");
                        match last {
                            // The sequence goes on: the next of the same.
                            Some((w, j, m)) if j < m => {
                                assert_eq!((waiting, k, n), (w, j + 1, m), "{setup:?}")
                            }
                            // A new one starts at its first draw.
                            _ => assert_eq!(k, 1, "{setup:?}"),
                        }
                        last = Some((waiting, k, n));
                    }
                    game.sample_chance().expect("a seeded outcome")
                }
                _ => {
                    let legal = game.legal_actions();
                    legal[rng.below(legal.len())]
                }
            };
            game.apply(action).expect("a listed action applies");
        }
        assert!(last.is_some(), "{setup:?}: no draw");
    }
}
