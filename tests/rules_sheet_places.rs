//! Scenario tests for RULES.md sections 6–10: the sheet areas (Warehouse, Bank, Depot,
//! development track, citizens), scoring, beneficial deeds, places and the shared items.
//!
//! Short scenarios are scripted turn by turn on a stacked bag. Deep sheet states (a full Bank,
//! a full Warehouse, the whole development track…) are reached by `autoplay`: a simulated
//! player searches each of its turns for the best outcome of a goal metric, the others pass.
//! Nothing here assumes a particular map: connections are looked up in `data::CONNECTIONS`.

use std::collections::HashMap;

use orleans_dw::engine::data::{self, PlaceKind, CONNECTIONS, PLACES};
use orleans_dw::engine::*;
use Follower::*;

/// The player whose sheet a scenario watches.
const HERO: PlayerId = 0;
/// Another player.
const RIVAL: PlayerId = 1;

// ---- Small helpers --------------------------------------------------------------------------

/// The seat that must decide now.
fn seat(game: &Game) -> PlayerId {
    match game.decider() {
        Some(Decider::Player(p)) => p,
        other => panic!("no player to move: {other:?}"),
    }
}

/// Applies `action`, panicking with the legal actions if it is refused.
fn apply(game: &mut Game, action: Action) -> Vec<Event> {
    let legal = game.legal_actions();
    game.apply(action).unwrap_or_else(|e| panic!("{e}; legal now: {legal:?}"))
}

/// Whether `action` is legal now.
fn can(game: &Game, action: Action) -> bool {
    game.legal_actions().contains(&action)
}

/// The id of the place called `name`.
fn place_id(name: &str) -> PlaceId {
    PLACES.iter().position(|p| p.name == name).unwrap_or_else(|| panic!("no place {name}")) as PlaceId
}

/// Whether the decider is about to pick a token (a new turn).
fn picking(game: &Game) -> bool {
    game.legal_actions().iter().any(|a| matches!(a, Action::Take(_)))
}

/// One scripted turn: the follower taken and the decisions that follow.
type Turn<'a> = (Follower, &'a [Action]);

/// A turn that takes `f` and declines its action.
fn pass(f: Follower) -> Turn<'static> {
    (f, &[Action::Decline])
}

/// A game whose bag is stacked: `set_aside` at setup, then the tokens picked, in pick order.
fn new_game(players: u8, places: PlaceMode, set_aside: &[Follower], picks: &[Follower]) -> Game {
    let mut setup = Setup::new(players, places, 7);
    setup.stacked = set_aside.iter().chain(picks).copied().collect();
    Game::new(setup).expect("valid setup")
}

/// Plays scripted turns; returns every event.
fn play(game: &mut Game, turns: &[Turn]) -> Vec<Event> {
    let mut events = Vec::new();
    for &(f, decisions) in turns {
        events.extend(apply(game, Action::Take(f)));
        for &d in decisions {
            events.extend(apply(game, d));
        }
    }
    events
}

/// A game stacked for `turns` followed by the tokens `then`, with `turns` played.
fn scenario(players: u8, places: PlaceMode, set_aside: &[Follower], turns: &[Turn], then: &[Follower]) -> Game {
    let picks: Vec<Follower> = turns.iter().map(|t| t.0).chain(then.iter().copied()).collect();
    let mut game = new_game(players, places, set_aside, &picks);
    play(&mut game, turns);
    game
}

// ---- Simulated players ------------------------------------------------------------------------

/// What a simulated player wants: a value of the game for seat `p` at the end of its turn, plus
/// a value for each event on the way (higher is better).
#[derive(Clone, Copy)]
struct Goal<'a> {
    state: &'a dyn Fn(&Game, PlayerId) -> i64,
    event: &'a dyn Fn(&Event, PlayerId) -> i64,
}

impl<'a> Goal<'a> {
    /// A goal on the state only.
    fn state(state: &'a dyn Fn(&Game, PlayerId) -> i64) -> Goal<'a> {
        Goal { state, event: &|_, _| 0 }
    }
}

/// How a seat plays in `autoplay`.
#[derive(Clone, Copy)]
enum Policy<'a> {
    /// Take the first laid-out follower of this list (any if none) and decline everything.
    Pass(&'a [Follower]),
    /// Search the whole turn for the best outcome of the goal.
    Seek(Goal<'a>),
}

/// The best sequence of decisions for the decider `p` until its turn ends.
fn best_turn(game: &Game, p: PlayerId, goal: Goal) -> Vec<Action> {
    type Seen = HashMap<u64, (i64, Vec<Action>)>;
    fn search(game: &Game, p: PlayerId, goal: Goal, root: bool, seen: &mut Seen, budget: &mut usize) -> (i64, Vec<Action>) {
        let over = game.is_over() || seat(game) != p || (!root && picking(game));
        if over || *budget == 0 {
            return ((goal.state)(game, p), Vec::new());
        }
        let key = game.state_hash();
        if let Some(known) = seen.get(&key) {
            return known.clone();
        }
        *budget -= 1;
        let mut best = (i64::MIN, Vec::new());
        for a in game.legal_actions() {
            let mut next = game.clone();
            let events = next.apply(a).expect("a listed action is legal");
            let now: i64 = events.iter().map(|e| (goal.event)(e, p)).sum();
            let (later, rest) = search(&next, p, goal, false, seen, budget);
            if now + later > best.0 {
                best = (now + later, std::iter::once(a).chain(rest).collect());
            }
        }
        seen.insert(key, best.clone());
        best
    }
    search(game, p, goal, true, &mut HashMap::new(), &mut 40_000).1
}

/// Plays with `policies` (one per seat) until `stop` holds for the game and the events of the
/// last action (checked after every action). Returns those events. Panics if the game ends
/// first.
fn autoplay_to(game: &mut Game, policies: &[Policy], stop: &dyn Fn(&Game, &[Event]) -> bool) -> Vec<Event> {
    let mut last = Vec::new();
    while !stop(game, &last) {
        assert!(!game.is_over(), "the game ended before the goal; sheets: {:#?}", game.sheets());
        let p = seat(game);
        let plan = match policies[p as usize] {
            Policy::Seek(goal) => best_turn(game, p, goal),
            Policy::Pass(unwanted) => vec![pass_decision(game, unwanted)],
        };
        for a in plan {
            last = apply(game, a);
            if stop(game, &last) {
                break;
            }
        }
    }
    last
}

/// `autoplay_to` with a condition on the game only.
fn autoplay(game: &mut Game, policies: &[Policy], until: &dyn Fn(&Game) -> bool) -> Vec<Event> {
    autoplay_to(game, policies, &|g, _| until(g))
}

/// The next decision of a passing player: take an unwanted token, then decline.
fn pass_decision(game: &Game, unwanted: &[Follower]) -> Action {
    let legal = game.legal_actions();
    if picking(game) {
        let laid_out = game.laid_out();
        let f = unwanted.iter().copied().find(|f| laid_out[f.index()] > 0);
        return f.map_or(legal[0], Action::Take);
    }
    if legal.contains(&Action::Decline) {
        Action::Decline
    } else {
        legal[0]
    }
}

// ---- Metrics ----------------------------------------------------------------------------------

fn goods(s: &Sheet) -> i64 {
    s.warehouse.iter().map(|&w| w as i64).sum()
}

fn circled(s: &Sheet) -> i64 {
    s.bank.iter().map(|r| r.circled as i64).sum()
}

fn crossed(s: &Sheet) -> i64 {
    s.bank.iter().map(|r| r.crossed as i64).sum()
}

fn owned(game: &Game, p: PlayerId) -> i64 {
    (0..PLACES.len() as PlaceId)
        .filter(|&i| matches!(game.place(i), PlaceSlot::Owned { player, .. } if player == p))
        .count() as i64
}

fn owns(game: &Game, p: PlayerId, name: &str) -> bool {
    matches!(game.place(place_id(name)), PlaceSlot::Owned { player, .. } if player == p)
}

fn bank_columns(s: &Sheet) -> i64 {
    s.bank.iter().map(|r| r.crossed).min().unwrap() as i64
}

#[test]
fn probe_campaigns() {
    let junk = [Craftsman, Trader, Scholar, Knight, Boatman, Farmer];
    let run = |name: &str, junk: &[Follower], metric: &dyn Fn(&Game, PlayerId) -> i64, goal: &dyn Fn(&Sheet) -> bool| {
        let mut game = new_game(2, PlaceMode::Printed, &[], &[]);
        autoplay(&mut game, &[Policy::Seek(Goal::state(metric)), Policy::Pass(junk)], &|g| g.is_over() || goal(g.sheet(HERO)));
        let owned: Vec<&str> = (0..30).filter(|&i| matches!(game.place(i), PlaceSlot::Owned{player: 0, ..})).map(|i| PLACES[i as usize].name).collect();
        println!("{name}: over {} round {} {:?} {:?}", game.is_over(), game.round(), game.sheet(HERO), owned);
    };
    let dev_places = |g: &Game, p| ["Library", "Archives", "Confessional", "Circus"].iter().filter(|n| owns(g, p, n)).count() as i64;
    //run("dev", &[Knight, Farmer, Boatman, Craftsman, Trader, Scholar], &|g, p| { let s = g.sheet(p); 100 * s.development as i64 + 20 * s.coins() as i64 + 60 * owned(g, p) + 300 * dev_places(g, p) }, &|s| s.development >= 30);
    let coin_places = |g: &Game, p| ["Brewery", "Circus"].iter().filter(|n| owns(g, p, n)).count() as i64;
    run("spend", &[Knight, Farmer, Scholar, Boatman, Craftsman, Trader], &|g, p| { let s = g.sheet(p); 100 * crossed(s) + 40 * circled(s) + 50 * owned(g, p) + 300 * coin_places(g,p) + 200 * bank_columns(s) }, &|s| bank_columns(s) >= 4);
}
