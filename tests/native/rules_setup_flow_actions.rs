//! Scenario tests of docs/rules.md sections 3 (setup), 4 (game flow, recruiting Monks) and 5 (actions).
//!
//! The map is being designed elsewhere and may change: connections are always found through
//! `data::CONNECTIONS` (from Orléans, by kind, by a path search), never by number. Most scenarios
//! use a [`Script`]: a stacked bag that gives each pick of the scenario its token while every
//! other pick takes a filler token and declines its action.
//!
//! `common::decider` is not used: it does not cover `Decider::Jeanne`, so this file drives the
//! engine with its own few helpers below.

use std::collections::{HashSet, VecDeque};
use std::hash::Hash;

use orleans_dw::engine::data::{self, Gain, CITIES, CONNECTIONS, PLACES};
use orleans_dw::engine::*;

use crate::common::*;
use ConnectionKind::{Road, Waterway};
use Follower::*;

// ---- The numbers of the rules --------------------------------------------------------------------

/// [D-1] Tokens per follower (Farmer, Boatman, Knight, Craftsman, Trader, Scholar): 27 in all.
const MIX: [u8; 6] = [5, 5, 5, 4, 4, 4];

/// [D-10] The follower spaces of beneficial deeds 1–5.
const DEED_SPACES: [[Follower; 3]; 5] = [
    [Farmer, Boatman, Scholar],
    [Knight, Farmer, Boatman],
    [Craftsman, Trader, Scholar],
    [Trader, Farmer, Knight],
    [Boatman, Craftsman, Scholar],
];

/// The counts of RULES 3 and 4 for one player count.
struct Counts {
    /// Tokens laid out each round.
    draw: u32,
    /// Tokens set aside in the waiting area at setup and at each refill.
    set_aside: u32,
    rounds_per_bag: u16,
    rounds: u16,
    /// Tokens every player picks in the whole game.
    tokens_each: u8,
}

fn counts(players: u8) -> Counts {
    let (draw, set_aside, rounds_per_bag, rounds, tokens_each) = match players {
        2 => (5, 2, 5, 10, 25),
        3 => (4, 3, 6, 18, 24),
        4 => (5, 2, 5, 20, 25),
        5 => (6, 3, 4, 20, 24),
        _ => unreachable!("2–5 players"),
    };
    Counts { draw, set_aside, rounds_per_bag, rounds, tokens_each }
}

/// Cities crossed out at setup (RULES 3.5).
fn crossed_out(players: u8) -> Vec<CityId> {
    match players {
        2 => (18..=22).collect(),
        3 => (20..=22).collect(),
        _ => Vec::new(),
    }
}

/// The pick order of `round` (RULES 4.2): clockwise from the start player, who also takes the
/// last token; with two players the players alternate. The bag passes clockwise each round.
fn expected_order(players: u8, round: u16) -> Vec<PlayerId> {
    let s = ((round - 1) % players as u16) as PlayerId;
    if players == 2 {
        vec![s, 1 - s, s, 1 - s, s]
    } else {
        (0..players).map(|i| (s + i) % players).chain([s]).collect()
    }
}

/// The standard actions of a follower (RULES 5.1).
fn standards(f: Follower) -> Vec<Standard> {
    match f {
        Farmer => vec![Standard::MarkGood],
        Knight => vec![Standard::FillRoad],
        Boatman => vec![Standard::FillWaterway, Standard::GainCoin],
        Craftsman => vec![Standard::BuildPost, Standard::GainCoin],
        Trader => vec![Standard::AcquirePlace, Standard::GainCoin],
        Scholar => vec![Standard::Develop],
    }
}

/// The deeds with a space for `f` ([D-10]); deed 5 is out of a 2-player game (RULES 3.5).
fn deeds_with(f: Follower, players: u8) -> Vec<DeedId> {
    (0..5u8).filter(|&d| DEED_SPACES[d as usize].contains(&f) && (players > 2 || d != 4)).collect()
}

/// What taking `f` offers on a fresh sheet: options (A) and (C), or declining.
fn start_options(f: Follower, players: u8) -> HashSet<Action> {
    let standard = standards(f).into_iter().map(Action::Standard);
    let deeds = deeds_with(f, players).into_iter().map(Action::Deed);
    set(standard.chain(deeds).chain([Action::Decline]))
}

// ---- Driving the engine -------------------------------------------------------------------------

// ---- Small helpers -------------------------------------------------------------------------------

fn set<T: Eq + Hash>(items: impl IntoIterator<Item = T>) -> HashSet<T> {
    items.into_iter().collect()
}

/// Everything the decider may do now.
fn offered(game: &Game) -> HashSet<Action> {
    set(game.legal_actions())
}

fn total(tokens: [u8; 6]) -> u32 {
    tokens.iter().map(|&t| t as u32).sum()
}

fn tally(tokens: &[Follower]) -> [u8; 6] {
    let mut t = [0; 6];
    for f in tokens {
        t[f.index()] += 1;
    }
    t
}

fn first_laid_out(game: &Game) -> Follower {
    Follower::ALL.into_iter().find(|f| game.laid_out()[f.index()] > 0).expect("a laid-out token")
}

/// Whether the decider is choosing a token (and not resolving a turn).
fn in_pick(game: &Game) -> bool {
    game.legal_actions().iter().all(|a| matches!(a, Action::Take(_) | Action::Recruit(_)))
}

/// Applies `action` if it is offered: a decision with a single choice is made by the engine.
fn act_if_legal(game: &mut Game, action: Action) -> Vec<Event> {
    if legal(game, action) {
        act(game, action)
    } else {
        Vec::new()
    }
}

/// Finishes the current turn: declines what may be declined, else takes the first choice.
fn settle(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    while !game.is_over() && !in_pick(game) {
        let a = if legal(game, Action::Decline) { Action::Decline } else { game.legal_actions()[0] };
        events.extend(act(game, a));
    }
    events
}

/// Plays one whole round, every picker taking the first laid-out token and declining it;
/// returns who picked, in order.
fn play_round(game: &mut Game) -> Vec<PlayerId> {
    let round = game.round();
    let mut pickers = Vec::new();
    while !game.is_over() && game.round() == round {
        pickers.push(decider(game));
        let f = first_laid_out(game);
        take_and_pass(game, f);
    }
    pickers
}

/// One pick of a played-out game.
struct Turn {
    round: u16,
    start: PlayerId,
    picker: PlayerId,
    /// Tokens laid out before the pick.
    laid_out: u32,
    events: Vec<Event>,
    bag_after: u32,
    waiting_after: u32,
}

/// Plays a whole game, every picker taking the first laid-out token and declining it.
fn play_out(players: u8, seed: u64) -> (Game, Vec<Turn>) {
    let mut game = Game::new(Setup::new(players, PlaceMode::Printed, seed)).unwrap();
    let mut turns = Vec::new();
    while !game.is_over() {
        let (round, start, picker) = (game.round(), game.start_player(), decider(&game));
        let laid_out = total(game.laid_out());
        let f = first_laid_out(&game);
        let mut events = act(&mut game, Action::Take(f));
        events.extend(act(&mut game, Action::Decline));
        let (bag_after, waiting_after) = (total(game.bag()), total(game.waiting()));
        turns.push(Turn { round, start, picker, laid_out, events, bag_after, waiting_after });
    }
    (game, turns)
}

// ---- Scripted games --------------------------------------------------------------------------------

/// A stacked game played pick by pick: the scenario's picks (player, token) happen in the given
/// order at that player's next picks; every other pick takes a filler token and declines it.
/// A scenario must fit in the first bag.
struct Script {
    game: Game,
    /// Every pick up to the scenario's last: picker, token, whether it is the scenario's.
    slots: VecDeque<(PlayerId, Follower, bool)>,
}

impl Script {
    fn new(players: u8, picks: &[(PlayerId, Follower)]) -> Script {
        let mut supply = MIX;
        for &(_, f) in picks {
            supply[f.index()] = supply[f.index()].checked_sub(1).expect("the scenario fits in one bag");
        }
        let mut filler = move || {
            let f = Follower::ALL.into_iter().max_by_key(|f| supply[f.index()]).unwrap();
            supply[f.index()] = supply[f.index()].checked_sub(1).expect("the scenario fits in one bag");
            f
        };
        let set_aside: Vec<Follower> = (0..counts(players).set_aside).map(|_| filler()).collect();
        let mut wanted: VecDeque<_> = picks.iter().copied().collect();
        let (mut rounds, mut slots) = (Vec::new(), VecDeque::new());
        let mut round = 1;
        while !wanted.is_empty() {
            let mut tokens = Vec::new();
            for p in expected_order(players, round) {
                let slot = match wanted.front() {
                    Some(&(q, f)) if q == p => {
                        wanted.pop_front();
                        (p, f, true)
                    }
                    _ => (p, filler(), false),
                };
                tokens.push(slot.1);
                slots.push_back(slot);
            }
            rounds.push(tokens);
            round += 1;
        }
        let rounds: Vec<&[Follower]> = rounds.iter().map(Vec::as_slice).collect();
        Script { game: stacked(players, PlaceMode::Printed, &set_aside, &rounds), slots }
    }

    /// Finishes the turn in progress, plays the filler picks, and stops at the scenario's next
    /// pick (its player is to pick, its token is laid out).
    fn next(&mut self) -> (PlayerId, Follower) {
        settle(&mut self.game);
        loop {
            let (p, f, scenario) = self.slots.pop_front().expect("the scenario has another pick");
            assert_eq!(decider(&self.game), p, "pick order");
            if scenario {
                return (p, f);
            }
            take_and_pass(&mut self.game, f);
        }
    }
}

/// A 2–5 player game in which player 0 has just taken `f` with the first pick.
fn first_take(players: u8, f: Follower) -> Game {
    let mut s = Script::new(players, &[(0, f)]);
    s.next();
    act(&mut s.game, Action::Take(f));
    s.game
}

// ---- Map helpers -----------------------------------------------------------------------------------

fn touches(c: ConnectionId, city: CityId) -> bool {
    let k = &CONNECTIONS[c as usize];
    k.a == city || k.b == city
}

fn other_end(c: ConnectionId, city: CityId) -> CityId {
    let k = &CONNECTIONS[c as usize];
    if k.a == city {
        k.b
    } else {
        k.a
    }
}

fn kind(c: ConnectionId) -> ConnectionKind {
    CONNECTIONS[c as usize].kind
}

fn all_connections() -> impl Iterator<Item = ConnectionId> {
    0..CONNECTIONS.len() as ConnectionId
}

/// Whether neither end of `c` is crossed out with this many players.
fn live(players: u8, c: ConnectionId) -> bool {
    crossed_out(players).iter().all(|&city| !touches(c, city))
}

/// The connections of `kind` a player with this network and these filled connections may fill.
fn expected_fills(
    players: u8,
    kind_: ConnectionKind,
    network: &[CityId],
    filled: &[ConnectionId],
) -> HashSet<ConnectionId> {
    set(all_connections().filter(|&c| {
        kind(c) == kind_
            && live(players, c)
            && !filled.contains(&c)
            && network.iter().any(|&city| touches(c, city))
    }))
}

/// The connections touching Orléans that can be filled with this many players.
fn from_orleans_live(players: u8) -> Vec<ConnectionId> {
    all_connections().filter(|&c| touches(c, ORLEANS) && live(players, c)).collect()
}

/// A shortest chain of fillable connections from Orléans to the first city `goal` accepts.
fn path_from_orleans(players: u8, goal: impl Fn(CityId) -> bool) -> Vec<ConnectionId> {
    let mut via: Vec<Option<ConnectionId>> = vec![None; CITIES.len()];
    let mut seen = vec![false; CITIES.len()];
    seen[ORLEANS as usize] = true;
    let mut queue = VecDeque::from([ORLEANS]);
    while let Some(city) = queue.pop_front() {
        if goal(city) {
            let (mut path, mut at) = (Vec::new(), city);
            while let Some(c) = via[at as usize] {
                path.push(c);
                at = other_end(c, at);
            }
            path.reverse();
            return path;
        }
        for c in all_connections().filter(|&c| live(players, c) && touches(c, city)) {
            let next = other_end(c, city) as usize;
            if !seen[next] {
                seen[next] = true;
                via[next] = Some(c);
                queue.push_back(next as CityId);
            }
        }
    }
    panic!("no city reachable from Orléans meets the goal")
}

/// The follower whose standard action fills connections of `kind`.
fn taker(kind: ConnectionKind) -> Follower {
    match kind {
        Road => Knight,
        Waterway => Boatman,
    }
}

fn fill_standard(kind: ConnectionKind) -> Standard {
    match kind {
        Road => Standard::FillRoad,
        Waterway => Standard::FillWaterway,
    }
}

// ---- Playing actions ----------------------------------------------------------------------------------

/// The decider takes a Knight or Boatman and fills connection `c` with its standard action.
fn fill_with(game: &mut Game, c: ConnectionId) -> Vec<Event> {
    let p = decider(game);
    let mut events = act(game, Action::Take(taker(kind(c))));
    events.extend(act(game, Action::Standard(fill_standard(kind(c)))));
    events.extend(act_if_legal(game, Action::Fill(c)));
    assert!(game.sheet(p).filled(c as usize), "player {p} filled connection {c}");
    events
}

/// The decider takes a Craftsman and builds a trading post in `city` (paying from any row).
fn build_with(game: &mut Game, city: CityId) -> Vec<Event> {
    let p = decider(game);
    let mut events = act(game, Action::Take(Craftsman));
    events.extend(act(game, Action::Standard(Standard::BuildPost)));
    events.extend(act_if_legal(game, Action::Build(city)));
    events.extend(settle(game));
    assert!(game.sheet(p).has_post(city), "player {p} built in city {city}");
    events
}

/// The decider takes a Trader and acquires place `id`.
fn acquire(game: &mut Game, id: PlaceId) {
    let p = decider(game);
    act_all(game, &[Action::Take(Trader), Action::Standard(Standard::AcquirePlace), Action::Acquire(id)]);
    settle(game);
    assert!(matches!(game.place(id), PlaceSlot::Owned { player, .. } if player == p));
}

/// The decider takes a Farmer and marks `good` with its standard action.
fn mark_good(game: &mut Game, good: Good) {
    act_all(game, &[Action::Take(Farmer), Action::Standard(Standard::MarkGood), Action::MarkGood(good)]);
}

/// The decider takes `f`, marks deed `d` with it and picks `good` for the deed's effect.
fn mark_deed(game: &mut Game, f: Follower, d: DeedId, good: Good) {
    act_all(game, &[Action::Take(f), Action::Deed(d), Action::MarkGood(good)]);
}

// ---- Probes: what the decider could do now, tried on a copy of the game ----------------------------

/// The targets of a standard action of `f` open to the decider now, tried on a copy through a
/// recruited Monk: the choices offered, or the one the engine made at once as the only one.
fn probe(
    game: &Game,
    f: Follower,
    standard: Standard,
    target: fn(Action) -> Option<u8>,
    made: fn(&Event) -> Option<u8>,
) -> HashSet<u8> {
    let mut g = game.clone();
    let token = first_laid_out(&g);
    act(&mut g, Action::Recruit(token));
    if !legal(&g, Action::Imitate(f)) {
        return HashSet::new();
    }
    let mut events = act(&mut g, Action::Imitate(f));
    events.extend(act_if_legal(&mut g, Action::Standard(standard)));
    let choices = set(g.legal_actions().into_iter().filter_map(target));
    if !choices.is_empty() {
        return choices;
    }
    set(events.iter().filter_map(made))
}

/// The connections of `kind` the decider could fill now.
fn fillable(game: &Game, kind: ConnectionKind) -> HashSet<ConnectionId> {
    let target = |a| if let Action::Fill(c) = a { Some(c) } else { None };
    let made = |e: &Event| if let Event::Filled(_, c) = *e { Some(c) } else { None };
    probe(game, taker(kind), fill_standard(kind), target, made)
}

/// The connections of either kind the decider could fill now.
fn fillable_any(game: &Game) -> HashSet<ConnectionId> {
    fillable(game, Road).union(&fillable(game, Waterway)).copied().collect()
}

/// The cities where the decider could build a trading post now (empty without a coin).
fn buildable(game: &Game) -> HashSet<CityId> {
    let target = |a| if let Action::Build(c) = a { Some(c) } else { None };
    let made = |e: &Event| if let Event::PostBuilt(_, c) = *e { Some(c) } else { None };
    probe(game, Craftsman, Standard::BuildPost, target, made)
}

/// Player 0 fills `path` (from Orléans) on its picks, and is then about to pick a `then` token.
fn walk(players: u8, path: &[ConnectionId], then: Follower) -> Script {
    let picks: Vec<_> = path.iter().map(|&c| (0, taker(kind(c)))).chain([(0, then)]).collect();
    let mut s = Script::new(players, &picks);
    for &c in path {
        s.next();
        fill_with(&mut s.game, c);
    }
    s.next();
    s
}

// ==== 3. Setup =========================================================================================

#[test]
fn s3_1_each_sheet_starts_blank_with_one_coin_in_bank_row_1() {
    for players in 2..=5 {
        let game = Game::new(Setup::new(players, PlaceMode::Printed, 1)).unwrap();
        assert_eq!(game.players(), players as usize);
        for sheet in game.sheets() {
            let first = CoinRow { circled: 1, crossed: 0 };
            assert_eq!(sheet.bank, [first, CoinRow::default(), CoinRow::default()]);
            assert_eq!(sheet.coins(), 1);
            assert_eq!((sheet.warehouse, sheet.shields, sheet.development, sheet.monks), ([0; 5], 0, 0, 0));
            assert_eq!(
                (sheet.connections, sheet.posts, sheet.deeds, sheet.yellow_circled),
                (0, 0, [0; 5], 0)
            );
        }
    }
    for players in [0, 1, 6] {
        let refused = Game::new(Setup::new(players, PlaceMode::Printed, 1)).err();
        assert_eq!(refused, Some(SetupError::Players(players)));
    }
}

#[test]
fn s3_2_all_27_tokens_start_in_the_bag_held_by_the_start_player() {
    for players in 2..=5 {
        let game = Game::new(Setup::new(players, PlaceMode::Cards, 5)).unwrap();
        let (bag, waiting, laid_out) = (game.bag(), game.waiting(), game.laid_out());
        let everywhere: Vec<u8> = (0..6).map(|i| bag[i] + waiting[i] + laid_out[i]).collect();
        assert_eq!(everywhere, MIX);
        assert_eq!((game.start_player(), decider(&game), game.round(), game.bags_crossed()), (0, 0, 1, 0));
    }
}

#[test]
fn s3_2_the_table_chooses_the_start_player_who_takes_the_bag() {
    for players in 2..=5u8 {
        for start in 0..players {
            let setup = Setup { start, ..Setup::new(players, PlaceMode::Printed, 21) };
            let mut game = Game::new(setup.clone()).unwrap();
            assert_eq!((game.start_player(), decider(&game)), (start, start), "{players} players");
            // They pick first and last, and the bag passes clockwise from them.
            for round in 0..players {
                let s = (start + round) % players;
                let expected: Vec<PlayerId> = if players == 2 {
                    vec![s, 1 - s, s, 1 - s, s]
                } else {
                    (0..players).map(|i| (s + i) % players).chain([s]).collect()
                };
                assert_eq!(game.start_player(), s);
                assert_eq!(play_round(&mut game), expected, "{players} players from {start}, round {round}");
            }
            // The save holds the choice and replays to the same game.
            let json = Save::of(&game).to_json();
            assert_eq!(json.contains("\"start\":"), start != 0, "{json}");
            let back = Save::from_json(&json).unwrap().load().unwrap();
            assert_eq!(back.state_hash(), game.state_hash());
        }
    }
    // A save from before the choice (no start player) loads with the first player starting, and
    // the first player's save is written as it was then.
    let old = Game::new(Setup::new(3, PlaceMode::Cards, 9)).unwrap();
    let json = Save::of(&old).to_json();
    assert!(!json.contains("start"), "{json}");
    assert_eq!(Save::from_json(&json).unwrap().load().unwrap().start_player(), 0);
    // The solo player always starts.
    let solo = Game::new(Setup { start: 1, ..Setup::solo(SoloLevel::Standard, 3) }).unwrap();
    assert_eq!((solo.start_player(), decider(&solo)), (0, 0));
}

#[test]
fn s3_3_two_or_three_tokens_are_set_aside_in_the_waiting_area() {
    for players in 2..=5 {
        let c = counts(players);
        let set_aside = &[Scholar, Trader, Craftsman][..c.set_aside as usize];
        let game = stacked(players, PlaceMode::Printed, set_aside, &[]);
        assert_eq!(game.waiting(), tally(set_aside), "{players} players");
        assert_eq!(total(game.bag()), 27 - c.set_aside - c.draw);
    }
}

#[test]
fn s3_4_printed_places_or_four_place_cards_of_each_category() {
    let game = Game::new(Setup::new(3, PlaceMode::Printed, 2)).unwrap();
    for (id, p) in PLACES.iter().enumerate() {
        let expected = if p.printed { PlaceSlot::Available } else { PlaceSlot::OutOfGame };
        assert_eq!(game.place(id as PlaceId), expected, "{:?}", p.key);
    }
    assert_eq!(PLACES.iter().filter(|p| p.printed).count(), 20);

    let mut selections = HashSet::new();
    for seed in 0..12 {
        let game = Game::new(Setup::new(4, PlaceMode::Cards, seed)).unwrap();
        let available: Vec<PlaceId> = (0..30).filter(|&id| game.place(id) == PlaceSlot::Available).collect();
        for category in 1..=5 {
            let n = available.iter().filter(|&&id| PLACES[id as usize].category == category).count();
            assert_eq!(n, 4, "category {category}, seed {seed}");
        }
        assert_eq!(available.len(), 20);
        selections.insert(available);
    }
    assert!(selections.len() > 1, "the cards are shuffled: the selection depends on the seed");
}

#[test]
fn s3_5_cities_and_deed_5_are_crossed_out_by_player_count() {
    for players in 2..=5 {
        let game = Game::new(Setup::new(players, PlaceMode::Printed, 3)).unwrap();
        let out = crossed_out(players);
        for sheet in game.sheets() {
            let crossed: Vec<CityId> = (0..CITIES.len() as CityId).filter(|&c| sheet.is_crossed(c)).collect();
            assert_eq!(crossed, out, "{players} players");
            assert_eq!(sheet.yellow_open(Yellow::City22Citizen), players >= 4, "city 22's citizen");
            assert_eq!(sheet.yellow_open(Yellow::Deed(4)), players > 2, "deed 5");
        }
    }
    // Deed 5 has a Boatman space: a Boatman may mark it with 3 players, not with 2.
    for (players, open) in [(2, false), (3, true)] {
        let game = first_take(players, Boatman);
        assert_eq!(legal(&game, Action::Deed(4)), open, "{players} players");
        assert_eq!(offered(&game), start_options(Boatman, players));
    }
}

#[test]
fn s3_6_the_bag_track_has_one_box_per_player() {
    for players in 2..=5 {
        let (game, turns) = play_out(players, 21);
        let crossed: Vec<(usize, u8)> = turns
            .iter()
            .enumerate()
            .flat_map(|(i, t)| {
                t.events.iter().filter_map(move |e| match e {
                    Event::BagEmptied(k) => Some((i, *k)),
                    _ => None,
                })
            })
            .collect();
        let boxes: Vec<u8> = crossed.iter().map(|&(_, k)| k).collect();
        assert_eq!(boxes, (1..=players).collect::<Vec<_>>(), "boxes 1..={players} are crossed in order");
        assert_eq!(game.bags_crossed(), players);
        // Every box but the last lets the game go on; the last one ends it.
        let (last_turn, _) = crossed[crossed.len() - 1];
        assert_eq!(last_turn, turns.len() - 1);
        assert!(crossed[..crossed.len() - 1].iter().all(|&(i, _)| i < last_turn));
    }
}

// ==== 4. Game flow ======================================================================================

#[test]
fn s4_1_each_round_lays_out_n_tokens_outside_the_waiting_area() {
    for players in 2..=5 {
        let c = counts(players);
        let set_aside = vec![Scholar; c.set_aside as usize];
        let round1 = &[Farmer, Boatman, Knight, Craftsman, Trader, Farmer][..c.draw as usize];
        let round2 = &[Knight, Knight, Knight, Boatman, Boatman, Boatman][..c.draw as usize];
        let mut game = stacked(players, PlaceMode::Printed, &set_aside, &[round1, round2]);
        assert_eq!(game.laid_out(), tally(round1), "{players} players, round 1");
        assert_eq!(game.waiting(), tally(&set_aside));
        play_round(&mut game);
        assert_eq!(game.round(), 2);
        assert_eq!(game.laid_out(), tally(round2), "{players} players, round 2");
        assert_eq!(game.waiting(), tally(&[set_aside.as_slice(), round1].concat()));
    }
}

#[test]
fn s4_2_a_taken_token_goes_to_the_waiting_area() {
    let mut game = stacked(3, PlaceMode::Printed, &[Scholar; 3], &[&[Farmer, Knight, Knight, Knight]]);
    let events = act(&mut game, Action::Take(Farmer));
    assert!(events.contains(&Event::Took(0, Farmer)));
    assert_eq!(game.laid_out(), tally(&[Knight; 3]));
    assert_eq!(game.waiting(), tally(&[Scholar, Scholar, Scholar, Farmer]));
    assert_eq!(game.tokens_taken(), &[1, 0, 0]);
}

#[test]
fn s4_2_picks_go_clockwise_and_the_start_player_takes_the_last_token() {
    assert_eq!(expected_order(3, 1), [0, 1, 2, 0]);
    for players in 3..=5 {
        let mut game = Game::new(Setup::new(players, PlaceMode::Printed, 8)).unwrap();
        for round in 1..=players as u16 + 1 {
            let expected = expected_order(players, round);
            assert_eq!(game.pick_order(), expected.as_slice());
            assert_eq!(play_round(&mut game), expected, "{players} players, round {round}");
            if round == 1 {
                let mut taken = vec![1; players as usize];
                taken[0] = 2;
                assert_eq!(game.tokens_taken(), taken.as_slice(), "the start player acts twice");
            }
        }
    }
}

#[test]
fn s4_2_two_players_alternate_three_and_two_picks() {
    let mut game = Game::new(Setup::new(2, PlaceMode::Printed, 4)).unwrap();
    assert_eq!(play_round(&mut game), [0, 1, 0, 1, 0]);
    assert_eq!(game.tokens_taken(), &[3, 2]);
    assert_eq!(play_round(&mut game), [1, 0, 1, 0, 1]);
    assert_eq!(game.tokens_taken(), &[5, 5]);
    assert_eq!(play_round(&mut game), [0, 1, 0, 1, 0]);
}

#[test]
fn s4_3_the_bag_passes_clockwise_every_round() {
    for players in 2..=5 {
        let (_, turns) = play_out(players, 13);
        for t in &turns {
            assert_eq!(
                t.start as u16,
                (t.round - 1) % players as u16,
                "{players} players, round {}",
                t.round
            );
        }
        let pickers: Vec<PlayerId> = turns.iter().map(|t| t.picker).collect();
        let expected: Vec<PlayerId> =
            (1..=counts(players).rounds).flat_map(|r| expected_order(players, r)).collect();
        assert_eq!(pickers, expected, "{players} players: pick order over the whole game");
    }
}

#[test]
fn s4_round_counts_per_player_count() {
    for players in 2..=5 {
        let c = counts(players);
        for seed in 0..4 {
            let (game, turns) = play_out(players, seed);
            assert_eq!(game.round(), c.rounds, "{players} players: rounds");
            assert_eq!(turns.len(), c.rounds as usize * c.draw as usize);
            assert_eq!(game.tokens_taken(), vec![c.tokens_each; players as usize].as_slice(), "tokens each");
            let laid: Vec<u32> = turns
                .iter()
                .flat_map(|t| &t.events)
                .filter_map(|e| match e {
                    Event::LaidOut(tokens) => Some(total(*tokens)),
                    _ => None,
                })
                .collect();
            // Round 1 is laid out at setup; every later round lays out a full draw.
            assert_eq!(laid, vec![c.draw; c.rounds as usize - 1]);
        }
    }
}

#[test]
fn s4_3_the_bag_empties_exactly_at_the_end_of_a_round_and_is_refilled() {
    for players in 2..=5 {
        let c = counts(players);
        let (_, turns) = play_out(players, 11);
        let emptied: Vec<(u8, &Turn)> = turns
            .iter()
            .flat_map(|t| {
                t.events.iter().filter_map(move |e| match e {
                    Event::BagEmptied(k) => Some((*k, t)),
                    _ => None,
                })
            })
            .collect();
        assert_eq!(emptied.len(), players as usize);
        for &(k, t) in &emptied {
            assert_eq!(
                t.round,
                k as u16 * c.rounds_per_bag,
                "{players} players: bag {k} ends its last round"
            );
            assert_eq!(t.laid_out, 1, "the bag empties with the round's last pick");
            if k < players {
                assert_eq!(
                    t.waiting_after, c.set_aside,
                    "the waiting area goes back, then tokens are set aside"
                );
                assert_eq!(t.bag_after, 27 - c.set_aside - c.draw, "and the next round is drawn");
            }
        }
    }
}

#[test]
fn s4_3_the_game_ends_at_once_on_the_last_bag_track_box() {
    for players in 2..=5 {
        let (mut game, turns) = play_out(players, 3);
        let last = &turns[turns.len() - 1].events;
        let at = last.iter().position(|e| *e == Event::BagEmptied(players)).expect("the last box is crossed");
        assert!(matches!(&last[at + 1..], [Event::Majority(_), Event::GameOver]), "{last:?}");
        assert!(turns[..turns.len() - 1].iter().all(|t| !t.events.contains(&Event::GameOver)));
        assert!(game.is_over());
        assert_eq!(game.decider(), None);
        assert_eq!(game.round(), counts(players).rounds);
        let tokens = (total(game.bag()), total(game.laid_out()), total(game.waiting()));
        assert_eq!(tokens, (0, 0, 27), "no refill and no new round after the last box");
        assert!(game.legal_actions().is_empty());
        assert_eq!(game.apply(Action::Take(Farmer)), Err(ActionError::GameOver));
    }
}

#[test]
fn s4_recruiting_a_monk_denies_the_token() {
    let mut s = Script::new(2, &[(0, Scholar)]);
    s.next();
    let g = &mut s.game;
    let (laid_out, waiting) = (g.laid_out(), g.waiting());
    let events = act(g, Action::Recruit(Scholar));
    assert!(events.contains(&Event::Recruited(0, Scholar)));
    assert!(!events.iter().any(|e| matches!(e, Event::Took(..))));
    assert_eq!(g.laid_out()[Scholar.index()], laid_out[Scholar.index()] - 1);
    assert_eq!(g.waiting()[Scholar.index()], waiting[Scholar.index()] + 1, "the token waits unused");
    assert_eq!((g.sheet(0).monks, g.tokens_taken()[0]), (1, 0));
    // A Monk action follows (any follower, or nothing); the Scholar's own action is lost.
    let monk = set(Follower::ALL.map(Action::Imitate).into_iter().chain([Action::Decline]));
    assert_eq!(offered(g), monk);
    act(g, Action::Decline);
    assert_eq!(g.sheet(0).development, 0);
    assert_eq!(decider(g), 1, "recruiting used player 0's pick");
}

#[test]
fn s4_at_most_three_monks_and_unrecruited_monks_score_7_6_4_0() {
    let mut s = Script::new(2, &[(0, Farmer), (0, Boatman), (0, Knight), (0, Trader)]);
    for (recruited, points) in [(0, 7), (1, 6), (2, 4)] {
        let (_, f) = s.next();
        assert_eq!(s.game.scores()[0].monks, points, "{recruited} Monks recruited");
        act_all(&mut s.game, &[Action::Recruit(f), Action::Decline]);
        assert_eq!(s.game.sheet(0).monks, recruited + 1);
    }
    let (_, f) = s.next();
    assert_eq!(s.game.scores()[0].monks, 0, "3 Monks recruited");
    assert!(legal(&s.game, Action::Take(f)));
    assert!(!s.game.legal_actions().iter().any(|a| matches!(a, Action::Recruit(_))), "no fourth Monk");
}

// ==== 5. Actions =========================================================================================

#[test]
fn s5_taking_a_token_offers_its_standard_action_or_a_deed() {
    let game = stacked(5, PlaceMode::Printed, &[Farmer; 3], &[&Follower::ALL]);
    for f in Follower::ALL {
        let mut g = game.clone();
        act(&mut g, Action::Take(f));
        assert_eq!(offered(&g), start_options(f, 5), "{f:?}");
    }
}

#[test]
fn s5_option_b_uses_an_own_place_showing_the_follower_instead() {
    let brewery = place("Brewery");
    let mut s = Script::new(3, &[(0, Boatman), (0, Trader), (0, Trader), (0, Farmer)]);
    s.next();
    act_all(&mut s.game, &[Action::Take(Boatman), Action::Standard(Standard::GainCoin), Action::GainCoin(0)]);
    s.next();
    acquire(&mut s.game, brewery);
    s.next();
    let g = &mut s.game;
    act(g, Action::Take(Trader));
    let mut expected = start_options(Trader, 3);
    expected.insert(Action::UsePlace(brewery));
    assert_eq!(offered(g), expected);
    // Exactly one option: the Brewery's 2 coins, and nothing else.
    let before = g.sheet(0).clone();
    act_all(g, &[Action::UsePlace(brewery), Action::GainCoin(1), Action::GainCoin(1)]);
    assert!(in_pick(g) && decider(g) != 0, "the turn is over");
    let after = g.sheet(0);
    assert_eq!((after.coins(), after.bank[1].circled), (before.coins() + 2, 2));
    assert_eq!((after.deeds, after.warehouse, after.development), (before.deeds, before.warehouse, 0));
    // A place showing another follower is no option for a Farmer.
    s.next();
    act(&mut s.game, Action::Take(Farmer));
    assert_eq!(offered(&s.game), start_options(Farmer, 3));
}

// ---- 5.1 Standard actions ----

#[test]
fn s5_1_farmer_marks_a_good_of_choice() {
    let mut g = first_take(3, Farmer);
    act(&mut g, Action::Standard(Standard::MarkGood));
    assert_eq!(offered(&g), set(Good::ALL.map(Action::MarkGood)));
    act(&mut g, Action::MarkGood(Good::Wine));
    assert_eq!(g.sheet(0).warehouse, [0, 0, 1, 0, 0]);
    assert_eq!(decider(&g), 1);
}

/// After player 0 chose a Knight's or Boatman's fill: it fills one connection of its kind from
/// Orléans, chosen among all of them.
fn assert_fills_from_orleans(mut g: Game, kind_: ConnectionKind) {
    let expected = expected_fills(4, kind_, &[ORLEANS], &[]);
    assert!(expected.len() >= 2, "the map gives Orléans two connections of each kind");
    let choices = set(g.legal_actions().into_iter().filter_map(|a| match a {
        Action::Fill(c) => Some(c),
        _ => None,
    }));
    assert_eq!(choices, expected, "{kind_:?}");
    let c = *expected.iter().max().unwrap();
    act(&mut g, Action::Fill(c));
    assert_eq!(g.sheet(0).connections, 1 << c);
}

/// Player 0 takes `f` (a Boatman, Craftsman or Trader) with the first pick: "gain 1 coin" would
/// circle a coin in a row of choice. Returns the game after choosing `other` instead.
fn coin_or(players: u8, f: Follower, other: Standard) -> Game {
    let game = first_take(players, f);
    let mut g = game.clone();
    act(&mut g, Action::Standard(Standard::GainCoin));
    assert_eq!(offered(&g), set((0..3).map(Action::GainCoin)));
    act(&mut g, Action::GainCoin(2));
    assert_eq!((g.sheet(0).bank[2].circled, g.sheet(0).coins()), (1, 2), "{f:?}");
    let mut g = game;
    act(&mut g, Action::Standard(other));
    g
}

#[test]
fn s5_1_knight_fills_a_road() {
    let mut g = first_take(4, Knight);
    act(&mut g, Action::Standard(Standard::FillRoad));
    assert_fills_from_orleans(g, Road);
}

#[test]
fn s5_1_boatman_fills_a_waterway_or_gains_a_coin() {
    assert_fills_from_orleans(coin_or(4, Boatman, Standard::FillWaterway), Waterway);
}

#[test]
fn s5_1_craftsman_spends_a_coin_to_build_or_gains_a_coin() {
    // With nothing filled yet, Orléans is the only city to build in: done at once.
    let g = coin_or(3, Craftsman, Standard::BuildPost);
    let sheet = g.sheet(0);
    assert!(sheet.has_post(ORLEANS));
    assert_eq!((sheet.bank[0], sheet.coins()), (CoinRow { circled: 1, crossed: 1 }, 0));
}

#[test]
fn s5_1_trader_acquires_a_place_or_gains_a_coin() {
    let mut g = coin_or(3, Trader, Standard::AcquirePlace);
    let category_1 = (0..30).filter(|&i| PLACES[i as usize].printed && PLACES[i as usize].category == 1);
    assert_eq!(offered(&g), set(category_1.map(Action::Acquire)));
    let library = place("Library");
    act(&mut g, Action::Acquire(library));
    assert!(matches!(g.place(library), PlaceSlot::Owned { player: 0, .. }));
    assert_eq!(g.sheet(0).coins(), 0, "a category I place costs 1 coin");
}

#[test]
fn s5_1_scholar_marks_a_development_box() {
    let mut g = first_take(3, Scholar);
    act(&mut g, Action::Standard(Standard::Develop));
    assert_eq!(g.sheet(0).development, 1);
    assert_eq!(decider(&g), 1);
}

// ---- 5.2 Filling a connection ----

#[test]
fn s5_2_the_first_connection_starts_at_orleans_and_the_network_grows() {
    let first = *from_orleans_live(4).iter().find(|&&c| kind(c) == Road).unwrap();
    let x = other_end(first, ORLEANS);
    let mut s = Script::new(4, &[(0, Knight), (0, Scholar)]);
    s.next();
    let g = &mut s.game;
    assert_eq!(fillable(g, Road), expected_fills(4, Road, &[ORLEANS], &[]));
    assert_eq!(fillable(g, Waterway), expected_fills(4, Waterway, &[ORLEANS], &[]));
    // A road away from Orléans is refused and changes nothing.
    act_all(g, &[Action::Take(Knight), Action::Standard(Standard::FillRoad)]);
    let far = all_connections().find(|&c| kind(c) == Road && !touches(c, ORLEANS)).unwrap();
    let before = g.state_hash();
    assert_eq!(g.apply(Action::Fill(far)), Err(ActionError::Illegal(Action::Fill(far))));
    assert_eq!(g.state_hash(), before);
    act_if_legal(g, Action::Fill(first));
    s.next();
    // Now from Orléans or city x, both kinds; the filled road is no longer open.
    let network = [ORLEANS, x];
    assert_eq!(fillable(&s.game, Road), expected_fills(4, Road, &network, &[first]));
    assert_eq!(fillable(&s.game, Waterway), expected_fills(4, Waterway, &network, &[first]));
}

#[test]
fn s5_2_roads_and_waterways_form_one_network() {
    // [D-3] A connection of one kind from Orléans to x, then one of the other kind from x.
    let (first, second) = from_orleans_live(4)
        .into_iter()
        .find_map(|a| {
            let x = other_end(a, ORLEANS);
            all_connections()
                .find(|&b| touches(b, x) && !touches(b, ORLEANS) && kind(b) != kind(a))
                .map(|b| (a, b))
        })
        .expect("the map continues a connection from Orléans with the other kind");
    let mut s = Script::new(4, &[(0, taker(kind(first))), (0, taker(kind(second)))]);
    s.next();
    assert!(!fillable(&s.game, kind(second)).contains(&second), "not yet on the network");
    fill_with(&mut s.game, first);
    s.next();
    assert!(fillable(&s.game, kind(second)).contains(&second), "reached through the other kind");
    fill_with(&mut s.game, second);
}

#[test]
fn s5_2_filling_gains_every_icon_shown() {
    for c in from_orleans_live(4) {
        let mut s = Script::new(4, &[(0, taker(kind(c)))]);
        s.next();
        fill_with(&mut s.game, c);
        let (mut warehouse, mut development) = ([0u8; 5], 0);
        for icon in CONNECTIONS[c as usize].icons {
            match icon {
                Icon::Good(g) => warehouse[g.index()] += 1,
                Icon::Development => development += 1,
            }
        }
        let sheet = s.game.sheet(0);
        assert_eq!((sheet.warehouse, sheet.development), (warehouse, development), "connection {c}");
    }
}

#[test]
fn s5_2_connections_to_crossed_out_cities_cannot_be_filled() {
    for players in [2, 3] {
        let out = crossed_out(players);
        let near =
            |city: CityId| all_connections().any(|c| touches(c, city) && out.contains(&other_end(c, city)));
        let path = path_from_orleans(players, near);
        let frontier = path.iter().fold(ORLEANS, |city, &c| other_end(c, city));
        let blocked: Vec<ConnectionId> = all_connections()
            .filter(|&c| touches(c, frontier) && out.contains(&other_end(c, frontier)))
            .collect();
        assert!(!blocked.is_empty());
        let open = fillable_any(&walk(players, &path, Scholar).game);
        assert!(!open.is_empty() && open.iter().all(|&c| live(players, c)), "{players} players: {open:?}");
        // The same network with 4 players: the connections to those cities are open.
        let open = fillable_any(&walk(4, &path, Scholar).game);
        assert!(blocked.iter().all(|c| open.contains(c)), "4 players: {blocked:?} in {open:?}");
    }
}

// ---- 5.3 Building a trading post ----

/// 3 players: player 0 fills a connection from Orléans to city x and builds a trading post in x;
/// returns the script, the connection, x, and the events of building.
fn post_in_x() -> (Script, ConnectionId, CityId, Vec<Event>) {
    let c = from_orleans_live(3)[0];
    let x = other_end(c, ORLEANS);
    let picks = [(0, taker(kind(c))), (0, Craftsman), (1, taker(kind(c))), (1, Craftsman)];
    let mut s = Script::new(3, &picks);
    s.next();
    assert_eq!(buildable(&s.game), set([ORLEANS]), "only cities on the network");
    fill_with(&mut s.game, c);
    s.next();
    assert_eq!(buildable(&s.game), set([ORLEANS, x]));
    let events = build_with(&mut s.game, x);
    (s, c, x, events)
}

#[test]
fn s5_3_building_spends_a_coin_and_circles_a_city_on_the_network() {
    let (s, _, x, events) = post_in_x();
    let sheet = s.game.sheet(0);
    assert_eq!((sheet.posts, sheet.bank[0], sheet.coins()), (1 << x, CoinRow { circled: 1, crossed: 1 }, 0));
    assert!(events.contains(&Event::PostBuilt(0, x)) && events.contains(&Event::CoinSpent(0, 0)));
}

#[test]
fn s5_3_other_players_cross_the_city_but_may_still_fill_to_it() {
    let (mut s, c, x, _) = post_in_x();
    assert!(!s.game.sheet(0).is_crossed(x));
    for p in 1..3 {
        assert!(s.game.sheet(p).is_crossed(x), "player {p} crosses city {x}");
    }
    s.next();
    fill_with(&mut s.game, c);
    s.next();
    assert_eq!(s.game.sheet(1).coins(), 1);
    assert_eq!(buildable(&s.game), set([ORLEANS]), "city {x} is on player 1's network but taken");
}

#[test]
fn s5_3_orleans_is_never_crossed() {
    let mut s = Script::new(3, &[(0, Boatman), (0, Craftsman), (1, Craftsman), (0, Scholar)]);
    s.next();
    act_all(&mut s.game, &[Action::Take(Boatman), Action::Standard(Standard::GainCoin), Action::GainCoin(0)]);
    s.next();
    build_with(&mut s.game, ORLEANS);
    assert!(s.game.sheets().iter().all(|sheet| !sheet.is_crossed(ORLEANS)));
    s.next();
    assert!(buildable(&s.game).contains(&ORLEANS), "player 1 may build in Orléans too");
    build_with(&mut s.game, ORLEANS);
    assert!(s.game.sheet(0).has_post(ORLEANS) && s.game.sheet(1).has_post(ORLEANS));
    assert!(s.game.sheets().iter().all(|sheet| !sheet.is_crossed(ORLEANS)));
    // One trading post in Orléans each: player 0 has a coin but nowhere left to build.
    s.next();
    assert_eq!(s.game.sheet(0).coins(), 1);
    assert!(buildable(&s.game).is_empty());
}

#[test]
fn s5_3_a_post_in_city_22_claims_its_citizen() {
    for players in [4, 5] {
        let path = path_from_orleans(players, |city| city == 22);
        let mut s = walk(players, &path, Craftsman);
        let events = build_with(&mut s.game, 22);
        assert!(events.contains(&Event::YellowClaimed(0, Yellow::City22Citizen)));
        assert_eq!(s.game.holder(Yellow::City22Citizen), Some(0));
        assert_eq!(s.game.sheet(0).citizens(), 1);
        for p in 1..players {
            let sheet = s.game.sheet(p);
            assert!(sheet.is_crossed(22) && !sheet.yellow_open(Yellow::City22Citizen), "player {p}");
        }
    }
}

#[test]
fn s5_3_without_a_coin_there_is_no_building() {
    let mut s = Script::new(2, &[(0, Trader), (0, Craftsman)]);
    s.next();
    assert_eq!(buildable(&s.game), set([ORLEANS]), "with its coin player 0 could build");
    acquire(&mut s.game, place("Library"));
    s.next();
    act(&mut s.game, Action::Take(Craftsman));
    assert_eq!(s.game.sheet(0).coins(), 0);
    assert!(!legal(&s.game, Action::Standard(Standard::BuildPost)));
    assert!(legal(&s.game, Action::Standard(Standard::GainCoin)));
}

// ---- 5.4 Monk actions and bonus actions ----

#[test]
fn s5_4_a_monk_action_acts_as_any_follower_but_never_for_a_deed() {
    let mut s = Script::new(3, &[(0, Scholar)]);
    s.next();
    act(&mut s.game, Action::Recruit(Scholar));
    for f in Follower::ALL {
        let mut g = s.game.clone();
        act(&mut g, Action::Imitate(f));
        assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::Deed(_))), "{f:?}");
        if standards(f).len() == 2 {
            assert_eq!(
                offered(&g),
                set(standards(f).into_iter().map(Action::Standard)),
                "{f:?}: option A only"
            );
        }
        settle(&mut g);
        assert_eq!(g.sheet(0).deeds, [0; 5]);
    }
}

#[test]
fn s5_4_a_monk_action_may_use_an_own_place() {
    let brewery = place("Brewery");
    let mut s = Script::new(2, &[(0, Trader), (0, Farmer)]);
    s.next();
    acquire(&mut s.game, brewery);
    s.next();
    let g = &mut s.game;
    act_all(g, &[Action::Recruit(Farmer), Action::Imitate(Trader)]);
    // No coin left to acquire a place: gain a coin (A) or use the Brewery (B).
    let expected = set([Action::Standard(Standard::GainCoin), Action::UsePlace(brewery)]);
    assert_eq!(offered(g), expected);
    act_all(g, &[Action::UsePlace(brewery), Action::GainCoin(0), Action::GainCoin(0)]);
    assert_eq!(g.sheet(0).coins(), 2);
}

#[test]
fn s5_4_only_a_taken_token_triggers_plus_places() {
    let picks = [(0, Boatman), (0, Trader), (0, Trader), (0, Scholar), (0, Scholar)];
    let mut s = Script::new(2, &picks);
    s.next();
    act_all(&mut s.game, &[Action::Take(Boatman), Action::Standard(Standard::GainCoin), Action::GainCoin(0)]);
    s.next();
    acquire(&mut s.game, place("Stable"));
    s.next();
    acquire(&mut s.game, place("Archives"));
    // Taking a Scholar: the Archives' development comes at once, before the action.
    s.next();
    let dev = s.game.sheet(0).development;
    act(&mut s.game, Action::Take(Scholar));
    assert_eq!(s.game.sheet(0).development, dev + 1);
    act(&mut s.game, Action::Standard(Standard::Develop));
    assert_eq!(s.game.sheet(0).development, dev + 2);
    // Recruiting a Monk with a Scholar token, then acting as a Scholar, is not taking.
    s.next();
    let dev = s.game.sheet(0).development;
    act(&mut s.game, Action::Recruit(Scholar));
    assert_eq!(s.game.sheet(0).development, dev);
    act(&mut s.game, Action::Imitate(Scholar));
    settle(&mut s.game);
    assert_eq!(s.game.sheet(0).development, dev + 1);
}

/// 3 players. Player 0 acquires the Stable (a Craftsman place), then marks the third space of
/// deed 1 with a Scholar and picks the good that completes Warehouse column 1: the deed's yellow
/// Craftsman action and the column's 2 coins both wait. Returns the script and the events of
/// marking the deed's last space.
fn deed_1_completed() -> (Script, Vec<Event>) {
    let picks = [(0, Trader), (0, Farmer), (0, Boatman), (0, Farmer), (0, Farmer), (0, Scholar), (1, Farmer)];
    let mut s = Script::new(3, &picks);
    s.next();
    acquire(&mut s.game, place("Stable"));
    s.next();
    mark_deed(&mut s.game, Farmer, 0, Good::Grain);
    s.next();
    mark_deed(&mut s.game, Boatman, 0, Good::Cheese);
    s.next();
    mark_good(&mut s.game, Good::Wine);
    s.next();
    mark_good(&mut s.game, Good::Wool);
    s.next();
    act(&mut s.game, Action::Take(Scholar));
    let events = act(&mut s.game, Action::Deed(0));
    act(&mut s.game, Action::MarkGood(Good::Brocade));
    (s, events)
}

/// Index in the queue of the pending task whose next step is `step`.
fn queued(game: &Game, step: Step) -> u8 {
    game.pending().iter().position(|t| t.next_step() == Some(step)).expect("queued") as u8
}

const CRAFTSMAN_BONUS: Step = Step::Options(Craftsman, Via::Bonus);
const COIN: Step = Step::Gain(Gain::Coin);

#[test]
fn s5_4_a_follower_bonus_offers_options_a_b_and_c() {
    let (mut s, _) = deed_1_completed();
    let g = &mut s.game;
    act(g, Action::Next(queued(g, CRAFTSMAN_BONUS)));
    // [D-4] As if taken: standard actions (A), the Stable (B), the deeds with a Craftsman (C).
    let mut expected = start_options(Craftsman, 3);
    expected.insert(Action::UsePlace(place("Stable")));
    assert_eq!(offered(g), expected);
    act(g, Action::Deed(2));
    settle(g);
    assert!(g.sheet(0).deed_marked(2, 0), "deed 3's Craftsman space");
}

#[test]
fn s5_5_queued_bonuses_resolve_in_the_order_the_player_chooses() {
    let (mut s, _) = deed_1_completed();
    let g = &mut s.game;
    assert_eq!(offered(g), set([Action::Next(0), Action::Next(1)]));
    let tasks = g.pending().to_vec();
    let (coins, craftsman) = (queued(g, COIN), queued(g, CRAFTSMAN_BONUS));
    act(g, Action::Next(coins));
    assert_eq!(g.current(), Some(&tasks[coins as usize]));
    assert_eq!(g.pending(), &[tasks[craftsman as usize].clone()]);
    assert_eq!(offered(g), set((0..3).map(Action::GainCoin)));
    act_all(g, &[Action::GainCoin(1), Action::GainCoin(1)]);
    // Then the Craftsman action, still in the same turn.
    assert_eq!(decider(g), 0);
    assert!(legal(g, Action::Standard(Standard::GainCoin)) && legal(g, Action::Decline));
}

/// Each waiting bonus names where it comes from, for the prompt and the log: deed 1's
/// completion and Warehouse column 1. The source changes nothing of the rules: not what is
/// legal, not the state hash.
#[test]
fn s5_5_each_queued_bonus_names_its_source() {
    let (mut s, events) = deed_1_completed();
    let g = &mut s.game;
    let (coins, craftsman) = (queued(g, COIN), queued(g, CRAFTSMAN_BONUS));
    assert_eq!(g.pending()[craftsman as usize].source, Source::Deed(0));
    assert_eq!(g.pending()[coins as usize].source, Source::WarehouseColumn(0));
    assert!(events.contains(&Event::Bonus(0, data::Bonus::FollowerAction(Craftsman), Source::Deed(0))));
    let before = (g.state_hash(), g.legal_actions());
    let mut relabelled = g.clone();
    let mut other = g.clone();
    act(&mut other, Action::Next(coins));
    assert_eq!(other.current().map(|t| t.source), Some(Source::WarehouseColumn(0)));
    act(&mut relabelled, Action::Next(craftsman));
    assert_eq!(relabelled.current().map(|t| t.source), Some(Source::Deed(0)), "the task keeps it");
    assert_eq!((g.state_hash(), g.legal_actions()), before);
}

#[test]
fn s5_5_a_bonus_may_be_declined() {
    let (mut s, _) = deed_1_completed();
    let g = &mut s.game;
    act(g, Action::Next(queued(g, COIN)));
    act_all(g, &[Action::GainCoin(1), Action::GainCoin(1)]);
    let before = g.sheet(0).clone();
    let events = act(g, Action::Decline);
    assert!(events.contains(&Event::Declined(0)));
    assert_eq!(g.sheet(0), &before, "the Craftsman action did nothing");
    assert!(in_pick(g) && decider(g) == 1 && g.pending().is_empty(), "and the turn is over");
}

#[test]
fn s5_5_a_yellow_bonus_is_claimed_at_once_even_if_declined() {
    let (mut s, events) = deed_1_completed();
    // [D-5] Claimed when the third space is marked, before its Craftsman action is even chosen.
    assert!(events.contains(&Event::YellowClaimed(0, Yellow::Deed(0))));
    assert_eq!(s.game.holder(Yellow::Deed(0)), Some(0));
    let g = &mut s.game;
    act_all(g, &[Action::Next(queued(g, CRAFTSMAN_BONUS)), Action::Decline]);
    assert_eq!(s.game.holder(Yellow::Deed(0)), Some(0));
    for p in 1..3 {
        assert!(!s.game.sheet(p).yellow_open(Yellow::Deed(0)), "player {p} crossed deed 1");
    }
    // Nobody else may mark deed 1 any more; the other Farmer deeds stay open.
    s.next();
    act(&mut s.game, Action::Take(Farmer));
    let mut expected = start_options(Farmer, 3);
    expected.remove(&Action::Deed(0));
    assert_eq!(offered(&s.game), expected);
}
