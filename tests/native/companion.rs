//! Companion mode: each player keeps their own sheet on their own device; the seats played
//! elsewhere ([`Setup::remote`]) take their token, then tell the shared items they claimed
//! (RULES 10) with [`Action::Claim`] until [`Action::Told`]. Scenario tests named after the
//! rules they check, the equivalence with normal games seen from each seat, and random play.

use crate::common::{act, act_all, decider, legal, TestRng};
use orleans_dw::engine::*;
use orleans_dw::model::play::computer_action;
use orleans_dw::players::rollout_weight;

use Follower::*;

/// A game of `players` whose seats in `remote` are played elsewhere, seat `start` starting,
/// with a stacked bag (then random draws).
fn companion(players: u8, remote: u8, start: PlayerId, stacked: &[Follower]) -> Game {
    let setup =
        Setup { remote, start, stacked: stacked.to_vec(), ..Setup::new(players, PlaceMode::Printed, 7) };
    Game::new(setup).expect("a valid companion setup")
}

fn claim(c: Claim) -> Action {
    Action::Claim(c)
}

/// The claims listed now.
fn claims(game: &Game) -> Vec<Claim> {
    game.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Claim(c) => Some(c),
            _ => None,
        })
        .collect()
}

/// The printed places of `category` (RULES 9.3), in id order.
fn places_of(category: u8) -> Vec<PlaceId> {
    (0..data::PLACES.len())
        .filter(|&i| data::PLACES[i].printed && data::PLACES[i].category == category)
        .map(|i| i as PlaceId)
        .collect()
}

#[test]
fn s10_companion_setup_needs_a_multiplayer_game_with_one_seat_here_at_least() {
    let with =
        |players: u8, remote: u8| Game::new(Setup { remote, ..Setup::new(players, PlaceMode::Cards, 1) });
    assert!(with(2, 0b01).is_ok() && with(2, 0b10).is_ok() && with(5, 0b11110).is_ok());
    assert_eq!(with(2, 0b11).err(), Some(SetupError::NoSeatHere), "every seat elsewhere");
    assert_eq!(with(5, 0b11111).err(), Some(SetupError::NoSeatHere));
    assert_eq!(with(3, 0b1000).err(), Some(SetupError::Remote), "a seat that does not exist");
    let solo = Setup { remote: 1, ..Setup::solo(SoloLevel::Standard, 1) };
    assert_eq!(Game::new(solo).err(), Some(SetupError::Remote));
    let game = with(4, 0b0110).unwrap();
    assert!(!game.is_remote(0) && game.is_remote(1) && game.is_remote(2) && !game.is_remote(3));
    assert!(!game.is_remote(7) && !game.is_remote(200));
    assert_eq!(SetupError::Remote.to_string(), "companion mode takes 2 to 5 players");
    assert_eq!(SetupError::NoSeatHere.to_string(), "companion mode needs at least one player on this device");
}

#[test]
fn s3_4_the_place_cards_on_the_table_are_four_of_each_category() {
    let dealt = Game::new(Setup::new(3, PlaceMode::Cards, 5)).unwrap();
    let table: u32 = (0..30).filter(|&i| dealt.place(i) == PlaceSlot::Available).fold(0, |m, i| m | 1 << i);
    // Other cards than the seed's: the first four of each category.
    let first_four: u32 = (1..=5u8)
        .flat_map(|c| (0..data::PLACES.len()).filter(move |&i| data::PLACES[i].category == c).take(4))
        .fold(0, |m, i| m | 1 << i);
    for cards in [table, first_four] {
        let game = Game::new(Setup { cards, ..Setup::new(3, PlaceMode::Cards, 5) }).unwrap();
        for i in 0..30u8 {
            let on_table = cards & 1 << i != 0;
            assert_eq!(game.place(i) == PlaceSlot::Available, on_table, "place {i}");
        }
    }
    let with = |places, cards| Game::new(Setup { cards, ..Setup::new(3, places, 5) }).err();
    assert_eq!(with(PlaceMode::Printed, first_four), Some(SetupError::Cards), "printed places");
    let one_short = first_four & (first_four - 1);
    let category = data::PLACES[first_four.trailing_zeros() as usize].category;
    assert_eq!(with(PlaceMode::Cards, one_short), Some(SetupError::CardsOfCategory { category, chosen: 3 }));
    let removed = first_four.trailing_zeros() as usize;
    let other = (0..30)
        .find(|&i| first_four & 1 << i == 0 && data::PLACES[i].category != data::PLACES[removed].category)
        .unwrap();
    assert_eq!(
        with(PlaceMode::Cards, one_short | 1 << other),
        Some(SetupError::CardsOfCategory {
            category: category.min(data::PLACES[other].category),
            chosen: if category < data::PLACES[other].category { 3 } else { 5 }
        }),
        "5 of one, 3 of another"
    );
    assert_eq!(with(PlaceMode::Cards, first_four | 1 << 31), Some(SetupError::Cards), "no place 31");
    assert_eq!(with(PlaceMode::Cards, 0), None, "0: dealt from the seed");
}

#[test]
fn s10_companion_fields_are_saved_only_when_set_and_in_version_5() {
    let plain = Game::new(Setup::new(3, PlaceMode::Cards, 5)).unwrap();
    let json = Save::of(&plain).to_json();
    assert!(
        json.starts_with(r#"{"version":4,"setup":{"players":3,"places":"Cards","seed":5},"moves":""#),
        "{json}"
    );
    let table: u32 = (0..30).filter(|&i| plain.place(i) == PlaceSlot::Available).fold(0, |m, i| m | 1 << i);
    let mut game =
        Game::new(Setup { remote: 0b010, cards: table, ..Setup::new(3, PlaceMode::Cards, 5) }).unwrap();
    while !game.is_over() {
        let legal_now = game.legal_actions();
        let a = match legal_now.contains(&Action::Told) {
            true => *legal_now.iter().find(|a| matches!(a, Action::Claim(_))).unwrap_or(&Action::Told),
            false => legal_now[0],
        };
        act(&mut game, a);
    }
    let json = Save::of(&game).to_json();
    let head = format!(
        r#"{{"version":5,"setup":{{"players":3,"places":"Cards","seed":5,"remote":2,"cards":{table}}},"#
    );
    assert!(json.starts_with(&head), "{json}");
    assert!(json.contains('L') && json.contains('Z'), "claims and told in the moves: {json}");
    let back = Save::from_json(&json).unwrap();
    assert_eq!(back, Save::of(&game));
    assert_eq!(back.load().unwrap().state_hash(), game.state_hash());
    // The companion fields count in the state hash only when set.
    let hash = |setup: Setup| Game::new(setup).unwrap().state_hash();
    assert_ne!(hash(Setup { remote: 2, ..Setup::new(3, PlaceMode::Cards, 5) }), plain.state_hash());
    assert_ne!(hash(Setup { cards: table, ..Setup::new(3, PlaceMode::Cards, 5) }), plain.state_hash());
}

#[test]
fn s4_a_remote_seat_takes_its_token_then_its_turn_ends_when_it_has_told() {
    // Two players, seat 1 elsewhere: picks 0, 1, 0, 1, 0.
    let mut game = companion(2, 0b10, 0, &[Farmer, Farmer, Knight, Boatman, Trader, Scholar, Craftsman]);
    act_all(&mut game, &[Action::Take(Knight), Action::Decline]);
    assert_eq!(decider(&game), 1);
    assert!(legal(&game, Action::Take(Boatman)) && legal(&game, Action::Recruit(Boatman)));
    assert!(!legal(&game, Action::Told), "the token first");
    let events = act(&mut game, Action::Take(Boatman));
    assert_eq!(events, vec![Event::Took(1, Boatman)], "no action, no place: its sheet is elsewhere");
    assert_eq!(game.waiting()[Boatman.index()], 1, "the token goes to the waiting area");
    assert_eq!(game.tokens_taken()[1], 1);
    let legal_now = game.legal_actions();
    assert_eq!(legal_now.last(), Some(&Action::Told));
    assert!(legal_now.iter().all(|a| matches!(a, Action::Claim(_) | Action::Told)), "{legal_now:?}");
    assert_eq!(decider(&game), 1, "claims and told are the remote seat's decisions");
    assert!(act(&mut game, Action::Told).is_empty());
    assert_eq!(decider(&game), 0, "the next pick");
    act_all(&mut game, &[Action::Take(Trader), Action::Decline]);
    // A Monk recruited elsewhere counts on the seat's sheet here (3 at most).
    act_all(&mut game, &[Action::Recruit(Scholar), Action::Told]);
    assert_eq!(game.sheet(1).monks, 1);
    act_all(&mut game, &[Action::Take(Craftsman), Action::Decline]);
    assert_eq!((game.round(), game.start_player()), (2, 1), "the round passes the bag to the remote seat");
    assert_eq!(decider(&game), 1);
    // The remote start player's last token ends its turn the same way.
    for _ in 0..2 {
        let f = Follower::ALL.into_iter().find(|f| game.laid_out()[f.index()] > 0).unwrap();
        act_all(&mut game, &[Action::Take(f), Action::Told]);
        let f = Follower::ALL.into_iter().find(|f| game.laid_out()[f.index()] > 0).unwrap();
        act_all(&mut game, &[Action::Take(f), Action::Decline]);
    }
    let f = Follower::ALL.into_iter().find(|f| game.laid_out()[f.index()] > 0).unwrap();
    act(&mut game, Action::Take(f));
    act(&mut game, Action::Told);
    assert_eq!((game.round(), game.start_player(), decider(&game)), (3, 0, 0));
}

#[test]
fn s5_5_a_yellow_bonus_claimed_elsewhere_is_crossed_on_every_other_sheet() {
    // Three players, seat 1 elsewhere.
    let mut game = companion(3, 0b010, 0, &[Scholar, Scholar, Scholar, Farmer, Farmer, Knight, Boatman]);
    act_all(&mut game, &[Action::Take(Farmer), Action::Decline]);
    act(&mut game, Action::Take(Farmer));
    let all_open: Vec<Claim> =
        Yellow::ALL.into_iter().filter(|&y| y != Yellow::City22Citizen).map(Claim::Yellow).collect();
    let listed: Vec<Claim> = claims(&game).into_iter().filter(|c| matches!(c, Claim::Yellow(_))).collect();
    assert_eq!(listed, all_open, "every yellow bonus but city 22's (with the post there)");
    let events = act(&mut game, claim(Claim::Yellow(Yellow::WarehouseCitizen)));
    assert_eq!(events, vec![Event::YellowClaimed(1, Yellow::WarehouseCitizen)]);
    assert_eq!(game.holder(Yellow::WarehouseCitizen), Some(1));
    for p in [0, 2] {
        assert!(!game.sheet(p).yellow_open(Yellow::WarehouseCitizen), "crossed on sheet {p}");
    }
    assert!(!legal(&game, claim(Claim::Yellow(Yellow::WarehouseCitizen))), "claimed once");
    // A completed deed: nobody else can mark it any more (RULES 8).
    act(&mut game, claim(Claim::Yellow(Yellow::Deed(0))));
    act(&mut game, Action::Told);
    act(&mut game, Action::Take(Knight));
    // Deed 1 (index 0) has no Knight space; deed 2 (index 1) has: still open.
    assert!(legal(&game, Action::Deed(1)));
    act(&mut game, Action::Decline);
    act(&mut game, Action::Take(Boatman));
    assert!(!legal(&game, Action::Deed(0)), "deed 1 is crossed out for seat 0");
    assert!(legal(&game, Action::Deed(4)) || game.crossed_at_setup(Yellow::Deed(4)));
}

#[test]
fn s9_2_a_place_claimed_elsewhere_opens_the_next_category_two_needed_with_4_or_5_players() {
    let cat1 = places_of(1);
    let cat2 = places_of(2);
    let listed_places = |game: &Game| -> Vec<PlaceId> {
        claims(game)
            .into_iter()
            .filter_map(|c| match c {
                Claim::Place(p) => Some(p),
                _ => None,
            })
            .collect()
    };
    // Four players, seats 1–3 elsewhere; seat 1 starts.
    let stacked = [Scholar, Scholar, Farmer, Farmer, Knight, Trader, Boatman, Craftsman];
    let mut game = companion(4, 0b1110, 1, &stacked);
    act(&mut game, Action::Take(Farmer));
    assert_eq!(listed_places(&game), cat1, "only category I at first, whatever the coins");
    let events = act(&mut game, claim(Claim::Place(cat1[0])));
    assert_eq!(events, vec![Event::PlaceAcquired(1, cat1[0])]);
    assert!(matches!(game.place(cat1[0]), PlaceSlot::Owned { player: 1, .. }));
    assert_eq!(listed_places(&game), cat1[1..], "one place of category I is not enough with 4 players");
    act(&mut game, Action::Told);
    act(&mut game, Action::Take(Farmer));
    assert!(!legal(&game, claim(Claim::Place(cat1[0]))), "owned");
    act_all(&mut game, &[claim(Claim::Place(cat1[1])), Action::Told]);
    act_all(&mut game, &[Action::Take(Knight), Action::Told]);
    // Seat 0, here, with its one coin: category II is open.
    act_all(&mut game, &[Action::Take(Trader), Action::Standard(Standard::AcquirePlace)]);
    for &p in &cat2 {
        assert!(legal(&game, Action::Acquire(p)), "category II opened by the places claimed elsewhere");
    }
    assert!(!legal(&game, Action::Acquire(cat1[0])) && !legal(&game, Action::Acquire(cat1[1])));

    // Three players: one place opens the next category.
    let mut game = companion(3, 0b110, 1, &[Scholar, Scholar, Scholar, Farmer, Knight, Boatman, Trader]);
    act_all(&mut game, &[Action::Take(Farmer), claim(Claim::Place(cat1[2]))]);
    let listed = listed_places(&game);
    assert!(cat2.iter().all(|p| listed.contains(p)), "{listed:?}");
    assert!(places_of(3).iter().all(|p| !listed.contains(p)));
}

#[test]
fn s5_3_a_trading_post_claimed_elsewhere_crosses_the_city_but_orleans() {
    // Five players, seats 1 and 2 elsewhere.
    let stacked = [Scholar, Scholar, Scholar, Farmer, Farmer, Farmer, Farmer, Knight, Boatman];
    let mut game = companion(5, 0b00110, 1, &stacked);
    act(&mut game, Action::Take(Farmer));
    let posts: Vec<Claim> = claims(&game).into_iter().filter(|c| matches!(c, Claim::Post(_))).collect();
    assert_eq!(posts, (0..=22).map(Claim::Post).collect::<Vec<_>>(), "every city with 5 players, no network");
    assert_eq!(act(&mut game, claim(Claim::Post(5))), vec![Event::PostBuilt(1, 5)]);
    act(&mut game, claim(Claim::Post(ORLEANS)));
    // City 22 brings its citizen, which is not claimed alone.
    assert!(!legal(&game, claim(Claim::Yellow(Yellow::City22Citizen))));
    let events = act(&mut game, claim(Claim::Post(22)));
    assert_eq!(events, vec![Event::PostBuilt(1, 22), Event::YellowClaimed(1, Yellow::City22Citizen)]);
    assert!(!legal(&game, claim(Claim::Post(5))), "its own post");
    act(&mut game, Action::Told);
    assert_eq!(game.sheet(1).post_count(), 3);
    for p in [0, 2, 3, 4] {
        let sheet = game.sheet(p);
        assert!(sheet.is_crossed(5) && sheet.is_crossed(22) && !sheet.is_crossed(ORLEANS), "sheet {p}");
        assert!(!sheet.yellow_open(Yellow::City22Citizen));
    }
    // Another seat elsewhere: not city 5 nor 22, Orléans still.
    act(&mut game, Action::Take(Farmer));
    assert!(!legal(&game, claim(Claim::Post(5))) && !legal(&game, claim(Claim::Post(22))));
    act(&mut game, claim(Claim::Post(ORLEANS)));
    act(&mut game, Action::Told);
    assert!(game.sheet(2).has_post(ORLEANS) && game.sheet(1).has_post(ORLEANS));

    // Three players: cities 20–22 are out of the game for everyone.
    let mut game = companion(3, 0b010, 1, &[Scholar, Scholar, Scholar, Farmer, Knight, Boatman, Trader]);
    act(&mut game, Action::Take(Farmer));
    for city in 20..=22 {
        assert!(!legal(&game, claim(Claim::Post(city))), "city {city}");
    }
}

#[test]
fn s6_6_the_majority_citizen_counts_the_posts_claimed_elsewhere_orleans_included() {
    for (remote_posts, local_builds_orleans, majority) in
        [(1, false, Some(1)), (1, true, None), (2, true, Some(1))]
    {
        let mut game = companion(2, 0b10, 0, &[]);
        let mut claimed = 0;
        while !game.is_over() {
            let build = local_builds_orleans && !game.sheet(0).has_post(ORLEANS);
            let a = match decider(&game) {
                1 if game.legal_actions().contains(&Action::Told) => {
                    let next =
                        [ORLEANS, 1][..remote_posts].iter().map(|&c| claim(Claim::Post(c))).nth(claimed);
                    claimed += next.is_some() as usize;
                    next.filter(|a| legal(&game, *a)).unwrap_or(Action::Told)
                }
                0 if build && legal(&game, Action::Take(Craftsman)) => Action::Take(Craftsman),
                // Orléans is the only city of the network: the post is built there at once.
                0 if build && legal(&game, Action::Standard(Standard::BuildPost)) => {
                    Action::Standard(Standard::BuildPost)
                }
                _ => {
                    let legal_now = game.legal_actions();
                    *legal_now.iter().find(|a| **a == Action::Decline).unwrap_or(&legal_now[0])
                }
            };
            act(&mut game, a);
        }
        assert_eq!(game.sheet(0).has_post(ORLEANS), local_builds_orleans, "seat 0 built as planned");
        assert_eq!(game.sheet(1).post_count() as usize, remote_posts);
        assert_eq!(game.sheet(1).majority_citizen, majority == Some(1));
        assert_eq!(game.sheet(0).majority_citizen, majority == Some(0));
        // A seat elsewhere keeps its score on its own sheet: none is made up here.
        assert_eq!(game.scores()[1], Score::default());
        assert_eq!(game.scores()[0], Score::of(game.sheet(0)));
        assert!(game.winners().is_empty(), "the winner is found on paper");
    }
}

#[test]
fn s10_claims_that_are_not_open_are_refused_and_change_nothing() {
    let mut game = companion(3, 0b010, 0, &[Scholar, Scholar, Scholar, Farmer, Farmer, Knight, Boatman]);
    let refused = |game: &mut Game, a: Action| {
        let before = game.state_hash();
        assert_eq!(game.apply(a), Err(ActionError::Illegal(a)));
        assert_eq!(game.state_hash(), before, "{a}");
    };
    // Seat 0 plays here: no claim, no told.
    refused(&mut game, claim(Claim::Post(3)));
    refused(&mut game, Action::Told);
    act(&mut game, Action::Take(Farmer));
    refused(&mut game, claim(Claim::Yellow(Yellow::BankCitizen)));
    refused(&mut game, Action::Told);
    act(&mut game, Action::Decline);
    // Seat 1, elsewhere: the token first.
    refused(&mut game, claim(Claim::Post(3)));
    refused(&mut game, Action::Told);
    act(&mut game, Action::Take(Farmer));
    refused(&mut game, Action::Take(Knight));
    refused(&mut game, Action::Decline);
    refused(&mut game, Action::Build(ORLEANS));
    refused(&mut game, claim(Claim::Post(21)));
    refused(&mut game, claim(Claim::Post(23)));
    refused(&mut game, claim(Claim::Place(places_of(2)[0])));
    refused(&mut game, claim(Claim::Place(30)));
    refused(&mut game, claim(Claim::Yellow(Yellow::City22Citizen)));
    refused(&mut game, claim(Claim::Yellow(Yellow::Deed(9))));
    act(&mut game, claim(Claim::Place(places_of(1)[0])));
    refused(&mut game, claim(Claim::Place(places_of(1)[0])));
    act(&mut game, Action::Told);
    refused(&mut game, Action::Told);
}

/// Plays `setup` with chance nodes to its end, every chance outcome the seeded one; every seat
/// is the app's Normal computer player (`bots`) or plays at random (weighted like the search
/// players' rollouts).
fn normal_game(setup: Setup, bots: bool, rng: &mut GameRng) -> Game {
    let mut game = Game::with_chance_nodes(setup).unwrap();
    while !game.is_over() {
        let a = match game.decider() {
            Some(Decider::Chance) => game.sample_chance().unwrap(),
            _ if bots => computer_action(&game),
            _ => {
                let legal = game.legal_actions();
                legal[rng.weighted(&legal, rollout_weight)]
            }
        };
        game.apply(a).unwrap();
    }
    game
}

/// Replays `normal` as a companion game where only `local` plays here: the same chance
/// outcomes, the same actions of `local` (its legal actions checked equal before each one), and
/// for every other seat its token and the shared items it claimed in that turn. Returns the
/// companion game, over.
fn companion_of(normal: &Game, local: PlayerId) -> Game {
    let setup = normal.setup();
    let everyone = (1u8 << setup.players) - 1;
    let mut cards = 0;
    if setup.places == PlaceMode::Cards {
        let start = Game::with_chance_nodes(setup.clone()).unwrap();
        cards = (0..30).filter(|&i| start.place(i) != PlaceSlot::OutOfGame).fold(0, |m, i| m | 1 << i);
    }
    let remote = everyone & !(1 << local);
    let mut game = Game::with_chance_nodes(Setup { remote, cards, ..setup.clone() }).unwrap();
    let mut replay = Game::with_chance_nodes(setup.clone()).unwrap();
    // The claims of the remote seat whose turn is being told, in the order they happened.
    let mut told: Option<Vec<(PlayerId, Claim)>> = None;
    let tell = |game: &mut Game, told: &mut Option<Vec<(PlayerId, Claim)>>| {
        for (p, c) in told.take().into_iter().flatten() {
            // A post in city 22 already brought its citizen.
            if matches!(c, Claim::Yellow(y) if game.holder(y) == Some(p)) {
                continue;
            }
            let a = Action::Claim(c);
            assert!(game.legal_actions().contains(&a), "{a} claimable: {:?}", game.legal_actions());
            game.apply(a).unwrap();
        }
    };
    for &a in normal.log() {
        let who = replay.decider().unwrap();
        let legal_before = if who == Decider::Player(local) { replay.legal_actions() } else { Vec::new() };
        let events = replay.apply(a).unwrap();
        match who {
            Decider::Chance => {
                if told.is_some() {
                    tell(&mut game, &mut told);
                    game.apply(Action::Told).unwrap();
                }
                game.apply(a).unwrap();
            }
            Decider::Player(p) if p == local => {
                if told.is_some() {
                    tell(&mut game, &mut told);
                    game.apply(Action::Told).unwrap();
                }
                assert_eq!(game.decider(), Some(Decider::Player(local)));
                assert_eq!(game.legal_actions(), legal_before, "seat {local}, before {a}");
                game.apply(a).unwrap();
            }
            Decider::Player(p) => {
                if matches!(a, Action::Take(_) | Action::Recruit(_)) {
                    if told.is_some() {
                        tell(&mut game, &mut told);
                        game.apply(Action::Told).unwrap();
                    }
                    game.apply(a).unwrap();
                    told = Some(Vec::new());
                }
                let list = told.as_mut().expect("a remote turn begins with its token");
                list.extend(events.iter().filter_map(|&e| match e {
                    Event::PostBuilt(q, c) if q == p => Some((p, Claim::Post(c))),
                    Event::PlaceAcquired(q, i) if q == p => Some((p, Claim::Place(i))),
                    Event::YellowClaimed(q, y) if q == p => Some((p, Claim::Yellow(y))),
                    _ => None,
                }));
            }
            Decider::Jeanne => unreachable!("no Jeanne in a multiplayer game"),
        }
    }
    if told.is_some() {
        tell(&mut game, &mut told);
        game.apply(Action::Told).unwrap();
    }
    game
}

/// Every seat in turn is the one here: its legal actions, its sheet, its score and the
/// majority citizen are those of the normal game.
#[test]
fn s10_a_companion_game_plays_the_local_sheet_as_the_normal_game_does() {
    let mut seen_claims = [0usize; 3];
    for seed in 0..240u64 {
        let players = 2 + (seed % 4) as u8;
        let places = if seed % 3 == 0 { PlaceMode::Printed } else { PlaceMode::Cards };
        let setup = Setup { start: (seed / 4 % players as u64) as u8, ..Setup::new(players, places, seed) };
        let normal = normal_game(setup, seed % 6 == 0, &mut GameRng::new(seed ^ 0xC0A1));
        let majority = |g: &Game| (0..players).find(|&p| g.sheet(p).majority_citizen);
        for local in 0..players {
            let game = companion_of(&normal, local);
            assert!(game.is_over(), "seed {seed}, seat {local}: the game ends");
            assert_eq!(game.sheet(local), normal.sheet(local), "seed {seed}, seat {local}");
            assert_eq!(game.scores()[local as usize], normal.scores()[local as usize]);
            assert_eq!(majority(&game), majority(&normal), "seed {seed}, seat {local}");
            for p in (0..players).filter(|&p| p != local) {
                let (here, there) = (game.sheet(p), normal.sheet(p));
                assert_eq!(
                    (here.posts, here.yellow_circled, here.monks),
                    (there.posts, there.yellow_circled, there.monks)
                );
                assert_eq!(game.scores()[p as usize], Score::default());
            }
            for a in game.log() {
                match a {
                    Action::Claim(Claim::Post(_)) => seen_claims[0] += 1,
                    Action::Claim(Claim::Place(_)) => seen_claims[1] += 1,
                    Action::Claim(Claim::Yellow(_)) => seen_claims[2] += 1,
                    _ => {}
                }
            }
            // The companion game is a save like any other.
            let again = Save::from_json(&Save::of(&game).to_json()).unwrap().load().unwrap();
            assert_eq!(again.state_hash(), game.state_hash());
        }
    }
    assert!(seen_claims.iter().all(|&n| n > 100), "every kind of claim is replayed: {seen_claims:?}");
}

/// Random games with random seats elsewhere, the claims drawn at random too: nothing panics,
/// every game ends with every seat's tokens, the yellow bonuses listed are exactly those nobody
/// holds, unlisted actions are refused without a change, and the save replays.
#[test]
fn s10_random_companion_games_always_end() {
    let space: Vec<Action> = (0..23)
        .map(|c| Action::Claim(Claim::Post(c)))
        .chain((0..30).map(|p| Action::Claim(Claim::Place(p))))
        .chain(Yellow::ALL.map(|y| Action::Claim(Claim::Yellow(y))))
        .chain([Action::Told, Action::Decline, Action::Take(Farmer), Action::Build(0)])
        .collect();
    for seed in 0..300u64 {
        let mut rng = TestRng::new(seed);
        let players = 2 + (seed % 4) as u8;
        let everyone = (1u8 << players) - 1;
        let remote = (1 + rng.below(everyone as usize - 1)) as u8;
        let places = if seed % 2 == 0 { PlaceMode::Printed } else { PlaceMode::Cards };
        let mut game = Game::new(Setup { remote, ..Setup::new(players, places, seed) }).unwrap();
        let mut steps = 0;
        while !game.is_over() {
            let legal_now = game.legal_actions();
            assert!(!legal_now.is_empty());
            if legal_now.contains(&Action::Told) {
                let yellows: Vec<Yellow> = legal_now
                    .iter()
                    .filter_map(|a| match a {
                        Action::Claim(Claim::Yellow(y)) => Some(*y),
                        _ => None,
                    })
                    .collect();
                // City 22's citizen comes with the post there.
                let open: Vec<Yellow> = Yellow::ALL
                    .into_iter()
                    .filter(|&y| y != Yellow::City22Citizen)
                    .filter(|&y| game.holder(y).is_none() && !game.crossed_at_setup(y))
                    .collect();
                assert_eq!(yellows, open, "seed {seed}");
            }
            if steps % 5 == 0 {
                let before = game.state_hash();
                let a = space[rng.below(space.len())];
                if !legal_now.contains(&a) {
                    assert_eq!(game.apply(a), Err(ActionError::Illegal(a)));
                    assert_eq!(game.state_hash(), before);
                }
            }
            // Told one time in three, so that claims pile up.
            let a = if legal_now.contains(&Action::Told) && rng.one_in(3) {
                Action::Told
            } else {
                legal_now[rng.below(legal_now.len())]
            };
            game.apply(a).unwrap();
            steps += 1;
        }
        let picked: Vec<u32> = (0..players as usize)
            .map(|p| game.tokens_taken()[p] as u32 + game.sheets()[p].monks as u32)
            .collect();
        let each = [25, 24, 25, 24][players as usize - 2];
        assert_eq!(picked, vec![each; players as usize], "seed {seed}");
        let again = Save::from_json(&Save::of(&game).to_json()).unwrap().load().unwrap();
        assert_eq!(again.state_hash(), game.state_hash());
    }
}
