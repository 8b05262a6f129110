//! Scenario tests for docs/rules.md sections 6–10: the sheet areas (Warehouse, Bank, Depot,
//! development track, citizens), scoring, beneficial deeds, places and the shared items.
//!
//! Short scenarios are scripted turn by turn on a stacked bag. Deep sheet states (a full Bank,
//! a full Warehouse, the whole development track…) are reached by `autoplay`: a simulated
//! player searches each of its turns for the best outcome of a goal metric, the others pass.
//! Nothing here assumes a particular map: connections are looked up in `data::CONNECTIONS`.

use std::cell::RefCell;
use std::collections::HashMap;

use crate::common::{act, decider, from_orleans, key_name, legal, place, stacked};

use orleans_dw::engine::data::{self, Bonus, Gain, PlaceKey, CONNECTIONS, DEEDS, DEV_TRACK, PLACES};
use orleans_dw::engine::Action as A;
use orleans_dw::engine::*;
use Follower::*;
use PlaceMode::{Cards, Printed};

/// The player whose sheet a scenario watches.
const HERO: PlayerId = 0;
/// Another player.
const RIVAL: PlayerId = 1;

// ---- Small helpers --------------------------------------------------------------------------

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

/// Plays scripted turns; returns every event.
fn play(game: &mut Game, turns: &[Turn]) -> Vec<Event> {
    let mut events = Vec::new();
    for &(f, decisions) in turns {
        events.extend(act(game, Action::Take(f)));
        for &d in decisions {
            events.extend(act(game, d));
        }
    }
    events
}

/// A game stacked for `turns` followed by the tokens `then`, with `turns` played.
fn scenario(
    players: u8,
    places: PlaceMode,
    set_aside: &[Follower],
    turns: &[Turn],
    then: &[Follower],
) -> Game {
    let picks: Vec<Follower> = turns.iter().map(|t| t.0).chain(then.iter().copied()).collect();
    let mut game = stacked(players, places, set_aside, &[&picks]);
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
    fn search(
        game: &Game,
        p: PlayerId,
        goal: Goal,
        root: bool,
        seen: &mut Seen,
        budget: &mut usize,
    ) -> (i64, Vec<Action>) {
        let over = game.is_over() || decider(game) != p || (!root && picking(game));
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
        if game.is_over() {
            let places: Vec<(PlaceKey, PlaceSlot)> = (0..PLACES.len() as PlaceId)
                .map(|i| (PLACES[i as usize].key, game.place(i)))
                .filter(|p| matches!(p.1, PlaceSlot::Owned { .. }))
                .collect();
            panic!("the game ended before the goal; sheets: {:?}; places {places:?}", game.sheets());
        }
        let p = decider(game);
        let plan = match policies[p as usize] {
            Policy::Seek(goal) => best_turn(game, p, goal),
            Policy::Pass(unwanted) => vec![pass_decision(game, unwanted)],
        };
        for a in plan {
            last = act(game, a);
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

// ---- Scripting helpers --------------------------------------------------------------------------

const MARK_GOOD: A = A::Standard(Standard::MarkGood);
const GAIN_COIN: A = A::Standard(Standard::GainCoin);
const DEVELOP: A = A::Standard(Standard::Develop);
const ACQUIRE: A = A::Standard(Standard::AcquirePlace);
const BUILD: A = A::Standard(Standard::BuildPost);
const FILL_ROAD: A = A::Standard(Standard::FillRoad);

/// Decisions that gain a coin in Bank row 1, 2 or 3 with a Boatman, Craftsman or Trader.
const COIN_IN: [&[A]; 3] =
    [&[GAIN_COIN, A::GainCoin(0)], &[GAIN_COIN, A::GainCoin(1)], &[GAIN_COIN, A::GainCoin(2)]];

/// A turn that gains a coin in Bank row `row` (0–2) with `f`.
fn coin(f: Follower, row: usize) -> Turn<'static> {
    (f, COIN_IN[row])
}

/// Two-player turns: the hero's and the rival's alternate, the hero first (RULES 4: with two
/// players the picks alternate across rounds too).
fn alternate<'a>(hero: &[Turn<'a>], rival: &[Turn<'a>]) -> Vec<Turn<'a>> {
    assert!(hero.len() == rival.len() || hero.len() == rival.len() + 1, "turns must alternate");
    let mut turns = Vec::new();
    for (i, &h) in hero.iter().enumerate() {
        turns.push(h);
        turns.extend(rival.get(i).copied());
    }
    turns
}

/// `n` rival turns that take `f` and decline.
fn passes(f: Follower, n: usize) -> Vec<Turn<'static>> {
    vec![pass(f); n]
}

/// Applies `action` if it is a decision now; a decision with a single choice may already have
/// been taken by the engine (RULES engine model), then nothing is done.
fn maybe(game: &mut Game, action: A) -> Vec<Event> {
    if legal(game, action) {
        act(game, action)
    } else {
        Vec::new()
    }
}

/// A connection touching Orléans that satisfies `pred`.
fn orleans_link(pred: impl Fn(&data::Connection) -> bool) -> ConnectionId {
    CONNECTIONS
        .iter()
        .position(|c| (c.a == ORLEANS || c.b == ORLEANS) && pred(c))
        .expect("the map has such a connection at Orléans") as ConnectionId
}

/// The city at the other end of a connection from Orléans.
fn far_end(c: ConnectionId) -> CityId {
    let link = &CONNECTIONS[c as usize];
    if link.a == ORLEANS {
        link.b
    } else {
        link.a
    }
}

/// The goods shown on a connection.
fn goods_on(c: ConnectionId) -> Vec<Good> {
    CONNECTIONS[c as usize]
        .icons
        .iter()
        .filter_map(|i| match i {
            Icon::Good(g) => Some(*g),
            Icon::Development => None,
        })
        .collect()
}

/// The follower and standard option that fill connection `c`.
fn filler(c: ConnectionId) -> (Follower, A) {
    match CONNECTIONS[c as usize].kind {
        ConnectionKind::Road => (Knight, FILL_ROAD),
        ConnectionKind::Waterway => (Boatman, A::Standard(Standard::FillWaterway)),
    }
}

/// The decider takes the follower that fills `c` and fills it; returns the events.
fn fill_turn(game: &mut Game, c: ConnectionId) -> Vec<Event> {
    let (f, option) = filler(c);
    let p = decider(game);
    let mut events = play(game, &[(f, &[option])]);
    events.extend(maybe(game, A::Fill(c)));
    assert!(game.sheet(p).filled(c as usize), "connection {c} filled");
    events
}

/// Starts a turn acting as one of `fs`: takes the first one laid out, else recruits a Monk and
/// imitates `fs[0]`. Returns the events.
fn act_as(game: &mut Game, fs: &[Follower]) -> Vec<Event> {
    if let Some(&f) = fs.iter().find(|f| game.laid_out()[f.index()] > 0) {
        return act(game, A::Take(f));
    }
    let any = Follower::ALL.into_iter().find(|g| game.laid_out()[g.index()] > 0).expect("a token");
    let mut events = act(game, A::Recruit(any));
    events.extend(act(game, A::Imitate(fs[0])));
    events
}

/// Whether the hero, about to pick, can act as one of `fs` (taken or as a Monk).
fn hero_can_act_as(game: &Game, fs: &[Follower]) -> bool {
    hero_picks(game) && (fs.iter().any(|f| game.laid_out()[f.index()] > 0) || game.sheet(HERO).monks < 3)
}

/// Every task of the turn: the current one and those waiting.
fn tasks(game: &Game) -> Vec<&Task> {
    game.current().into_iter().chain(game.pending()).collect()
}

/// Whether a task whose next step is `step` is waiting or running.
fn queued(game: &Game, step: Step) -> bool {
    tasks(game).iter().any(|t| t.next_step() == Some(step))
}

/// Makes the task whose next step is `step` the current one, resolving what must come first
/// with the first legal decision.
fn bring_up(game: &mut Game, step: Step) {
    for _ in 0..30 {
        if game.current().is_some_and(|t| t.next_step() == Some(step)) {
            return;
        }
        assert!(queued(game, step), "no task {step:?}: {:?}", tasks(game));
        let start = game.pending().iter().position(|t| t.next_step() == Some(step)).map(|i| A::Next(i as u8));
        let next = start.filter(|&a| legal(game, a)).unwrap_or_else(|| game.legal_actions()[0]);
        act(game, next);
    }
    panic!("task {step:?} never came up");
}

/// The decider takes `f`; its options come up (after any bonus that must come first).
fn take(game: &mut Game, f: Follower) -> Vec<Event> {
    let events = act(game, A::Take(f));
    bring_up(game, Step::Options(f, Via::Taken));
    events
}

/// A Monk action from a bonus (not a recruited Monk).
const MONK_BONUS: Step = Step::Imitate { recruited: false };

/// The development boxes marked by the events, in order.
fn developed(events: &[Event], p: PlayerId) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Developed(q, n, _) if *q == p => Some(*n),
            _ => None,
        })
        .collect()
}

/// Checks that `completed` (an `Event::Completed`) is followed by `boxes` development boxes
/// marked one after the other.
fn assert_develops_after(events: &[Event], completed: Event, boxes: usize) {
    let p = match completed {
        Event::Completed(p, ..) => p,
        _ => unreachable!(),
    };
    let at =
        events.iter().position(|e| *e == completed).unwrap_or_else(|| panic!("{completed:?} in {events:?}"));
    let marked = developed(&events[at + 1..], p);
    assert!(marked.len() >= boxes, "{boxes} boxes marked after {completed:?}: {events:?}");
    let first = marked[0];
    assert_eq!(&marked[..boxes], &(first..first + boxes as u8).collect::<Vec<_>>()[..], "{events:?}");
}

/// Number of yellow citizens circled on a sheet, without the majority citizen.
fn citizens(s: &Sheet) -> u8 {
    s.citizens() - s.majority_citizen as u8
}

// ---- Metrics and campaigns ------------------------------------------------------------------------

fn goods(s: &Sheet) -> i64 {
    s.warehouse.iter().map(|&w| w as i64).sum()
}

fn circled(s: &Sheet) -> i64 {
    s.bank.iter().map(|r| r.circled as i64).sum()
}

fn crossed(s: &Sheet) -> i64 {
    s.bank.iter().map(|r| r.crossed as i64).sum()
}

/// Whether seat `p` owns the place called `name`.
fn owns(game: &Game, p: PlayerId, name: &str) -> bool {
    matches!(game.place(place(name)), PlaceSlot::Owned { player, .. } if player == p)
}

/// Places owned by seat `p`.
fn owned(game: &Game, p: PlayerId) -> i64 {
    (0..PLACES.len() as PlaceId)
        .filter(|&i| matches!(game.place(i), PlaceSlot::Owned { player, .. } if player == p))
        .count() as i64
}

/// How many of `names` seat `p` owns.
fn owns_count(game: &Game, p: PlayerId, names: &[&str]) -> i64 {
    names.iter().filter(|n| owns(game, p, n)).count() as i64
}

/// Categories in which somebody owns a place (what opens the next ones).
fn categories_started(game: &Game) -> i64 {
    (1..=5u8)
        .filter(|&c| {
            (0..PLACES.len()).any(|i| {
                PLACES[i].category == c && matches!(game.place(i as PlaceId), PlaceSlot::Owned { .. })
            })
        })
        .count() as i64
}

/// Tokens the rival leaves to a hero who collects goods, coins, development.
const JUNK_FOR_GOODS: [Follower; 6] = [Craftsman, Trader, Scholar, Boatman, Knight, Farmer];
const JUNK_FOR_COINS: [Follower; 6] = [Farmer, Knight, Scholar, Craftsman, Trader, Boatman];
const JUNK_FOR_DEVELOPMENT: [Follower; 6] = [Knight, Farmer, Boatman, Craftsman, Trader, Scholar];
const JUNK_FOR_SPENDING: [Follower; 6] = [Knight, Farmer, Scholar, Boatman, Craftsman, Trader];

/// A simulated hero keeps its last Monk for the scenario's final step.
fn last_monk_kept(s: &Sheet) -> i64 {
    if s.monks == 3 {
        -2000
    } else {
        0
    }
}

/// Goods, the Warehouse columns first.
fn goods_score(g: &Game, p: PlayerId) -> i64 {
    let s = g.sheet(p);
    100 * goods(s) + 30 * *s.warehouse.iter().min().unwrap() as i64 + 3 * circled(s) + 5 * owned(g, p)
}

/// Goods, keeping the last Monk.
fn goods_value(g: &Game, p: PlayerId) -> i64 {
    goods_score(g, p) + last_monk_kept(g.sheet(p))
}

/// A two-player game (printed places) where the hero (and the rival too if `both`) collects
/// goods, played until `until`.
fn goods_campaign(both: bool, until: &dyn Fn(&Game, &[Event]) -> bool) -> (Game, Vec<Event>) {
    let mut game = stacked(2, Printed, &[], &[&[]]);
    let (alone, race) = (Policy::Seek(Goal::state(&goods_value)), Policy::Seek(Goal::state(&goods_score)));
    let (seek, rival) = if both { (race, race) } else { (alone, Policy::Pass(&JUNK_FOR_GOODS)) };
    let events = autoplay_to(&mut game, &[seek, rival], until);
    (game, events)
}

/// Coins circled, then shields.
fn coins_value(g: &Game, p: PlayerId) -> i64 {
    let s = g.sheet(p);
    100 * circled(s) + 100 * s.shields as i64 + 20 * owned(g, p) + last_monk_kept(s)
}

/// The hero gains coins (the rival passes) until `until`.
fn coins_campaign(until: &dyn Fn(&Game, &[Event]) -> bool) -> (Game, Vec<Event>) {
    let mut game = stacked(2, Printed, &[], &[&[]]);
    let policies = [Policy::Seek(Goal::state(&coins_value)), Policy::Pass(&JUNK_FOR_COINS)];
    let events = autoplay_to(&mut game, &policies, until);
    (game, events)
}

/// Development, with the places that give it.
fn development_value(g: &Game, p: PlayerId) -> i64 {
    let s = g.sheet(p);
    let places = owns_count(g, p, &["Library", "Archives", "Confessional", "Circus"]);
    100 * s.development as i64 + 20 * s.coins() as i64 + 60 * owned(g, p) + 300 * places
        - 150 * s.monks as i64
        + last_monk_kept(s)
}

/// Coins spent across the Bank columns, with the places that give coins.
fn spending_value(g: &Game, p: PlayerId) -> i64 {
    let s = g.sheet(p);
    let places = owns_count(g, p, &["Brewery", "Circus"]);
    let free_cities = (s.network() & !s.posts & !s.crossed_cities).count_ones().min(2) as i64;
    100 * crossed(s)
        + 40 * circled(s)
        + 50 * owned(g, p)
        + 300 * places
        + 200 * s.bank_columns() as i64
        + 150 * free_cities
}

/// The hero spends coins (the rival passes) until `until`.
fn spending_campaign(until: &dyn Fn(&Game, &[Event]) -> bool) -> (Game, Vec<Event>) {
    let mut game = stacked(2, Printed, &[], &[&[]]);
    let policies = [Policy::Seek(Goal::state(&spending_value)), Policy::Pass(&JUNK_FOR_SPENDING)];
    let events = autoplay_to(&mut game, &policies, until);
    (game, events)
}

/// Stops once seat `p` has completed `area` number `index` (0-based).
fn completed(p: PlayerId, area: Area, index: u8) -> impl Fn(&Game, &[Event]) -> bool {
    move |_, events| events.contains(&Event::Completed(p, area, index))
}

// ---- 6.1 Warehouse ----------------------------------------------------------------------------------

/// The hero marks `good` with a Farmer five times while the rival passes; the hero picks next
/// and `then` is laid out for that round.
fn hero_fills_row(good: Good, then: &[Follower]) -> Game {
    let marks = [MARK_GOOD, A::MarkGood(good)];
    let hero = [(Farmer, &marks[..]); 5];
    let rival = passes(Scholar, 4).into_iter().chain([pass(Craftsman)]).collect::<Vec<_>>();
    let game = scenario(2, Printed, &[Trader, Trader], &alternate(&hero, &rival), then);
    assert_eq!(game.sheet(HERO).warehouse[good.index()], 5, "{good:?} row full");
    assert_eq!(decider(&game), HERO);
    game
}

#[test]
fn s6_1_goods_fill_their_row_left_to_right() {
    let mut game = stacked(2, Printed, &[Trader, Trader], &[&[Farmer, Scholar, Farmer]]);
    play(&mut game, &[(Farmer, &[MARK_GOOD, A::MarkGood(Good::Wine)]), pass(Scholar)]);
    assert_eq!(game.sheet(HERO).warehouse, [0, 0, 1, 0, 0]);
    let events = play(&mut game, &[(Farmer, &[MARK_GOOD, A::MarkGood(Good::Wine)])]);
    assert!(events.contains(&Event::GoodMarked(HERO, Good::Wine)));
    assert_eq!(game.sheet(HERO).warehouse, [0, 0, 2, 0, 0]);
}

#[test]
fn s6_1_a_full_row_turns_a_specific_good_into_a_shield() {
    let link = orleans_link(|c| c.icons.iter().any(|i| matches!(i, Icon::Good(_))));
    let shown = goods_on(link);
    let mut game = hero_fills_row(shown[0], &[filler(link).0]);
    let events = fill_turn(&mut game, link);
    let sheet = game.sheet(HERO);
    assert_eq!(sheet.warehouse[shown[0].index()], 5, "the full row stays full");
    assert_eq!(sheet.shields, 1, "one shield instead of the good: {events:?}");
    assert!(events.contains(&Event::Shield(HERO, true)));
    for g in &shown[1..] {
        assert_eq!(sheet.warehouse[g.index()], 1, "the other good shown is marked");
    }
}

#[test]
fn s6_1_a_good_of_your_choice_must_go_to_a_row_that_is_not_full() {
    let mut game = hero_fills_row(Good::Grain, &[Knight]);
    // A Monk acting as a Farmer: a good of the player's choice.
    act_as(&mut game, &[Farmer]);
    maybe(&mut game, MARK_GOOD);
    let offered: Vec<A> = game.legal_actions();
    let expected: Vec<A> = Good::ALL.into_iter().filter(|&g| g != Good::Grain).map(A::MarkGood).collect();
    assert_eq!(offered, expected);
    let before = game.state_hash();
    assert_eq!(game.apply(A::MarkGood(Good::Grain)), Err(ActionError::Illegal(A::MarkGood(Good::Grain))));
    assert_eq!(game.state_hash(), before, "a refused action changes nothing");
    act(&mut game, A::MarkGood(Good::Cheese));
    assert_eq!(game.sheet(HERO).warehouse, [5, 1, 0, 0, 0]);
    assert_eq!(game.sheet(HERO).shields, 0);
}

#[test]
fn s6_1_a_full_warehouse_turns_any_good_into_a_shield() {
    let (mut game, _) =
        goods_campaign(false, &|g, _| goods(g.sheet(HERO)) == 25 && hero_can_act_as(g, &[Farmer]));
    let shields = game.sheet(HERO).shields;
    let mut events = act_as(&mut game, &[Farmer]);
    events.extend(maybe(&mut game, MARK_GOOD));
    assert!(events.contains(&Event::Shield(HERO, shields < 8)), "{events:?}");
    assert!(!events.iter().any(|e| matches!(e, Event::GoodMarked(..))));
    assert_eq!(game.sheet(HERO).warehouse, [5; 5]);
    assert_eq!(game.sheet(HERO).shields, (shields + 1).min(8));
}

/// The hero's five Farmers mark one good of each kind: Warehouse column 1.
fn hero_completes_column_1() -> (Game, Vec<Event>) {
    let marks: Vec<[A; 2]> = Good::ALL.iter().map(|&g| [MARK_GOOD, A::MarkGood(g)]).collect();
    let hero: Vec<Turn> = marks.iter().map(|m| (Farmer, &m[..])).collect();
    let rival = passes(Scholar, 4);
    let mut game = scenario(2, Printed, &[Trader, Trader], &alternate(&hero[..4], &rival), &[Farmer]);
    let events = play(&mut game, &hero[4..]);
    (game, events)
}

#[test]
fn s6_1_warehouse_column_1_gives_two_coins() {
    let (mut game, events) = hero_completes_column_1();
    assert!(events.contains(&Event::Completed(HERO, Area::WarehouseColumn, 0)), "{events:?}");
    assert!(queued(&game, Step::Gain(Gain::Coin)), "the coins wait for a row choice");
    act(&mut game, A::GainCoin(1));
    act(&mut game, A::GainCoin(2));
    let bank = game.sheet(HERO).bank;
    assert_eq!([bank[0].circled, bank[1].circled, bank[2].circled], [1, 1, 1]);
    assert_eq!(decider(&game), RIVAL, "the turn is over: exactly two coins");
}

#[test]
fn s6_1_warehouse_column_2_gives_a_monk_action() {
    let (mut game, _) = goods_campaign(false, &completed(HERO, Area::WarehouseColumn, 1));
    assert!(queued(&game, MONK_BONUS), "a Monk action waits: {:?}", tasks(&game));
    bring_up(&mut game, MONK_BONUS);
    assert!(legal(&game, A::Decline), "a bonus may be declined");
    let development = game.sheet(HERO).development;
    act(&mut game, A::Imitate(Scholar));
    maybe(&mut game, DEVELOP);
    assert!(game.sheet(HERO).development > development, "the Monk acted as a Scholar");
}

#[test]
fn s6_1_warehouse_column_3_marks_four_development_boxes() {
    // From two complete columns, the hero marks the shortest row with Farmers until column 3
    // is complete: that action marks exactly 4 development boxes.
    let (mut game, _) = goods_campaign(false, &|g, _| {
        hero_can_act_as(g, &[Farmer]) && g.sheet(HERO).warehouse_columns() == 2
    });
    let others_pass = [Policy::Pass(&[]), Policy::Pass(&JUNK_FOR_GOODS)];
    loop {
        let warehouse = game.sheet(HERO).warehouse;
        let row = Good::ALL[warehouse.iter().position(|&x| x == 2).unwrap()];
        let development = game.sheet(HERO).development;
        let mut events = act_as(&mut game, &[Farmer]);
        events.extend(maybe(&mut game, MARK_GOOD));
        events.extend(maybe(&mut game, A::MarkGood(row)));
        if game.sheet(HERO).warehouse_columns() == 3 {
            assert!(events.contains(&Event::Completed(HERO, Area::WarehouseColumn, 2)), "{events:?}");
            assert_eq!(
                developed(&events, HERO),
                (development + 1..=development + 4).collect::<Vec<_>>(),
                "exactly 4 boxes"
            );
            return;
        }
        assert!(developed(&events, HERO).is_empty());
        autoplay(&mut game, &others_pass, &|g| hero_can_act_as(g, &[Farmer]));
    }
}

#[test]
fn s6_1_warehouse_column_4_scores_five_points() {
    let (game, _) = goods_campaign(false, &completed(HERO, Area::WarehouseColumn, 3));
    let sheet = game.sheet(HERO);
    let rows: u16 = (0..5).filter(|&r| sheet.warehouse[r] == 5).map(|r| data::WAREHOUSE_ROW_POINTS[r]).sum();
    assert_eq!(Score::of(sheet).warehouse, rows + 5);
    let mut short = Sheet { warehouse: [4, 4, 4, 4, 3], ..Sheet::default() };
    assert_eq!(Score::of(&short).warehouse, 0, "column 4 incomplete");
    short.warehouse[4] = 4;
    assert_eq!(Score::of(&short).warehouse, 5);
}

#[test]
fn s6_1_warehouse_column_5_citizen_is_yellow() {
    let full = |g: &Game, p: PlayerId| goods(g.sheet(p)) == 25;
    let (mut game, events) = goods_campaign(true, &|g, _| full(g, 0) || full(g, 1));
    let first = if full(&game, 0) { 0 } else { 1 };
    let other = 1 - first;
    assert!(events.contains(&Event::YellowClaimed(first, Yellow::WarehouseCitizen)), "{events:?}");
    assert_eq!(game.holder(Yellow::WarehouseCitizen), Some(first));
    assert!(game.sheet(first).has_yellow(Yellow::WarehouseCitizen));
    assert!(!game.sheet(other).yellow_open(Yellow::WarehouseCitizen), "crossed on the other sheet");
    // The other player fills the Warehouse later (the first now passes): column 5 no longer
    // gives a citizen.
    let mut policies = [Policy::Seek(Goal::state(&goods_score)); 2];
    policies[first as usize] = Policy::Pass(&JUNK_FOR_GOODS);
    let events = autoplay_to(&mut game, &policies, &completed(other, Area::WarehouseColumn, 4));
    assert!(!events.iter().any(|e| matches!(e, Event::YellowClaimed(_, Yellow::WarehouseCitizen))));
    assert!(!game.sheet(other).has_yellow(Yellow::WarehouseCitizen));
    assert_eq!(game.holder(Yellow::WarehouseCitizen), Some(first));
}

#[test]
fn s6_1_complete_rows_score_their_d6_points() {
    let points = [3, 4, 5, 6, 7];
    for (row, &p) in points.iter().enumerate() {
        let mut sheet = Sheet::default();
        sheet.warehouse[row] = 5;
        assert_eq!(Score::of(&sheet).warehouse, p, "row {row}");
        sheet.warehouse[row] = 4;
        assert_eq!(Score::of(&sheet).warehouse, 0, "row {row} incomplete");
    }
    assert_eq!(Score::of(&Sheet { warehouse: [5; 5], ..Sheet::default() }).warehouse, 25 + 5);
}

// ---- 6.2 Bank ---------------------------------------------------------------------------------------

#[test]
fn s6_2_a_coin_is_circled_in_the_row_the_player_chooses() {
    let mut game = stacked(2, Printed, &[Trader, Trader], &[&[Boatman, Scholar, Craftsman]]);
    play(&mut game, &[(Boatman, &[GAIN_COIN])]);
    assert_eq!(game.legal_actions(), vec![A::GainCoin(0), A::GainCoin(1), A::GainCoin(2)]);
    act(&mut game, A::GainCoin(2));
    play(&mut game, &[pass(Scholar), coin(Craftsman, 2)]);
    let bank = game.sheet(HERO).bank;
    assert_eq!(
        bank.map(|r| (r.circled, r.crossed)),
        [(1, 0), (0, 0), (2, 0)],
        "row 1 keeps its printed coin"
    );
}

#[test]
fn s6_2_a_full_bank_turns_a_coin_into_a_shield() {
    let (mut game, _) = coins_campaign(&|g, _| {
        circled(g.sheet(HERO)) == 15 && hero_can_act_as(g, &[Boatman, Craftsman, Trader])
    });
    let shields = game.sheet(HERO).shields;
    let mut events = act_as(&mut game, &[Boatman, Craftsman, Trader]);
    events.extend(maybe(&mut game, GAIN_COIN));
    assert!(events.contains(&Event::Shield(HERO, shields < 8)), "{events:?}");
    assert!(!events.iter().any(|e| matches!(e, Event::CoinCircled(..))));
    assert_eq!(circled(game.sheet(HERO)), 15);
    assert_eq!(game.sheet(HERO).shields, (shields + 1).min(8));
}

#[test]
fn s6_2_only_circled_coins_can_be_spent() {
    let mut game = scenario(
        2,
        Printed,
        &[Knight, Knight],
        &[coin(Boatman, 2), pass(Scholar)],
        &[Craftsman, Scholar, Trader],
    );
    // Build in Orléans (the only city on the network): the coin is chosen among circled ones.
    play(&mut game, &[(Craftsman, &[BUILD])]);
    assert_eq!(game.legal_actions(), vec![A::Spend(0), A::Spend(2)], "row 2 has no circled coin");
    act(&mut game, A::Spend(2));
    assert_eq!(game.sheet(HERO).bank[2], CoinRow { circled: 1, crossed: 1 });
    assert_eq!(game.sheet(HERO).coins(), 1, "a crossed coin is gone");
    play(&mut game, &[pass(Scholar), (Trader, &[ACQUIRE, A::Acquire(place("Brewery"))])]);
    assert_eq!(game.sheet(HERO).bank[0], CoinRow { circled: 1, crossed: 1 }, "the only coin left paid");
    assert_eq!(game.sheet(HERO).coins(), 0);
}

#[test]
fn s6_2_without_the_price_the_action_cannot_be_done() {
    let road = from_orleans(ConnectionKind::Road);
    let turns = [(Trader, &[ACQUIRE, A::Acquire(place("Brewery"))][..]), pass(Scholar)];
    let mut game =
        scenario(2, Printed, &[Farmer, Farmer], &turns, &[Knight, Scholar, Craftsman, Scholar, Trader]);
    fill_turn(&mut game, road);
    play(&mut game, &[pass(Scholar)]);
    assert_eq!(game.sheet(HERO).coins(), 0);
    act(&mut game, A::Take(Craftsman));
    assert!(!legal(&game, BUILD), "no coin: no trading post, though cities are free");
    assert!(legal(&game, GAIN_COIN));
    act(&mut game, A::Decline);
    play(&mut game, &[pass(Scholar)]);
    act(&mut game, A::Take(Trader));
    assert!(!legal(&game, ACQUIRE), "no coin: no place, though places are available");
    assert!(legal(&game, GAIN_COIN));
}

#[test]
fn s6_2_bank_row_1_gives_a_monk_action() {
    let hero = [coin(Boatman, 0); 4];
    let mut game =
        scenario(2, Printed, &[Knight, Knight], &alternate(&hero[..3], &passes(Scholar, 3)), &[Boatman]);
    let events = play(&mut game, &hero[3..]);
    assert!(events.contains(&Event::Completed(HERO, Area::BankRow, 0)), "printed coin + 4: {events:?}");
    assert_eq!(game.current().and_then(Task::next_step), Some(MONK_BONUS));
    assert!(legal(&game, A::Decline));
    act(&mut game, A::Imitate(Farmer));
    assert!(!game.legal_actions().iter().any(|a| matches!(a, A::Deed(_))), "a Monk never marks a deed");
    act(&mut game, A::MarkGood(Good::Wool));
    assert_eq!(game.sheet(HERO).warehouse[Good::Wool.index()], 1);
}

#[test]
fn s6_2_bank_row_2_scores_four_points() {
    let hero = [coin(Boatman, 1), coin(Boatman, 1), coin(Boatman, 1), coin(Craftsman, 1), coin(Craftsman, 1)];
    let mut game =
        scenario(2, Printed, &[Knight, Knight], &alternate(&hero[..4], &passes(Scholar, 4)), &[Craftsman]);
    assert_eq!(Score::of(game.sheet(HERO)).bank, 0);
    let events = play(&mut game, &hero[4..]);
    assert!(events.contains(&Event::Completed(HERO, Area::BankRow, 1)));
    assert_eq!(Score::of(game.sheet(HERO)).bank, 4);
    assert_eq!(decider(&game), RIVAL, "no bonus to resolve during the game");
}

#[test]
fn s6_2_bank_row_3_citizen_is_yellow() {
    let hero = [coin(Boatman, 2), coin(Boatman, 2), coin(Boatman, 2), coin(Craftsman, 2), coin(Craftsman, 2)];
    let rival = [coin(Boatman, 2), coin(Boatman, 2), coin(Trader, 2), coin(Trader, 2), coin(Trader, 2)];
    let mut game =
        scenario(2, Printed, &[Knight, Knight], &alternate(&hero[..4], &rival[..4]), &[Craftsman, Trader]);
    let events = play(&mut game, &hero[4..]);
    assert!(events.contains(&Event::YellowClaimed(HERO, Yellow::BankCitizen)), "{events:?}");
    assert_eq!(citizens(game.sheet(HERO)), 1);
    assert!(!game.sheet(RIVAL).yellow_open(Yellow::BankCitizen), "crossed on the rival's sheet");
    let events = play(&mut game, &rival[4..]);
    assert!(events.contains(&Event::Completed(RIVAL, Area::BankRow, 2)), "the row still fills");
    assert!(!events.iter().any(|e| matches!(e, Event::YellowClaimed(..))));
    assert_eq!(citizens(game.sheet(RIVAL)), 0);
    assert_eq!(game.holder(Yellow::BankCitizen), Some(HERO));
}

/// Both players circle a coin in rows 2 and 3, then spend one coin of each row (a trading post in
/// Orléans and two places): the hero's third spend completes Bank column 1. Returns the game
/// at the hero's third spend (a Trader, to acquire the Hayrick), `then` laid out after it.
fn bank_column_1_race(then: &[Follower]) -> Game {
    let build = [BUILD, A::Spend(0)];
    let hero_place = [ACQUIRE, A::Acquire(place("Brewery")), A::Spend(1)];
    let rival_place = [ACQUIRE, A::Acquire(place("Mill")), A::Spend(1)];
    let hero = [coin(Boatman, 1), coin(Boatman, 2), (Craftsman, &build[..]), (Trader, &hero_place[..])];
    let rival = [coin(Boatman, 1), coin(Boatman, 2), (Craftsman, &build[..]), (Trader, &rival_place[..])];
    let picks: Vec<Follower> = [Trader].into_iter().chain(then.iter().copied()).collect();
    let game = scenario(2, Printed, &[Scholar, Scholar], &alternate(&hero, &rival), &picks);
    assert_eq!(game.sheet(HERO).bank.map(|r| r.crossed), [1, 1, 0]);
    game
}

/// The last spend of the race: a place of category II bought with the coin of row 3.
fn acquire_with_last_coin(game: &mut Game, name: &str) -> Vec<Event> {
    play(game, &[(Trader, &[ACQUIRE, A::Acquire(place(name))])])
}

#[test]
fn s6_2_bank_column_1_gives_a_farmer_action_and_its_shield_to_the_first_only() {
    let mut game = bank_column_1_race(&[Trader]);
    let events = acquire_with_last_coin(&mut game, "Hayrick");
    assert!(events.contains(&Event::Completed(HERO, Area::BankColumn, 0)), "{events:?}");
    assert!(events.contains(&Event::YellowClaimed(HERO, Yellow::BankColumnShield(0))));
    assert_eq!(game.sheet(HERO).shields, 1);
    assert_eq!(game.current().and_then(Task::next_step), Some(Step::Options(Farmer, Via::Bonus)));
    assert!(legal(&game, MARK_GOOD));
    assert!(legal(&game, A::Deed(0)), "[D-4] a follower bonus may mark a deed");
    act(&mut game, A::Decline);
    let events = acquire_with_last_coin(&mut game, "Library");
    assert!(events.contains(&Event::Completed(RIVAL, Area::BankColumn, 0)), "{events:?}");
    assert!(!events.iter().any(|e| matches!(e, Event::Shield(..) | Event::YellowClaimed(..))));
    assert_eq!(game.sheet(RIVAL).shields, 0, "the yellow shield went to the first player");
    assert_eq!(
        game.current().and_then(Task::next_step),
        Some(Step::Options(Farmer, Via::Bonus)),
        "the column bonus still works"
    );
    assert_eq!(game.holder(Yellow::BankColumnShield(0)), Some(HERO));
}

#[test]
fn s6_2_bank_column_2_marks_two_development_boxes() {
    let (_, events) = spending_campaign(&completed(HERO, Area::BankColumn, 1));
    assert_develops_after(&events, Event::Completed(HERO, Area::BankColumn, 1), 2);
    // The column's bonus, then its yellow shield: exactly two boxes in between.
    let from = events.iter().position(|e| *e == Event::Completed(HERO, Area::BankColumn, 1)).unwrap();
    let to = events
        .iter()
        .position(|e| *e == Event::YellowClaimed(HERO, Yellow::BankColumnShield(1)))
        .expect("the yellow shield");
    assert_eq!(developed(&events[from..to], HERO).len(), 2, "{events:?}");
}

#[test]
fn s6_2_bank_column_3_builds_a_trading_post_without_paying() {
    let (mut game, _) = spending_campaign(&completed(HERO, Area::BankColumn, 2));
    bring_up(&mut game, Step::FreePost);
    let sheet = game.sheet(HERO).clone();
    let cities: Vec<CityId> = game
        .legal_actions()
        .iter()
        .filter_map(|a| match a {
            A::Build(c) => Some(*c),
            _ => None,
        })
        .collect();
    assert!(
        !cities.is_empty(),
        "a city on the network is free: {:?} {:?}",
        game.legal_actions(),
        game.sheet(HERO)
    );
    assert!(legal(&game, A::Decline));
    let events = act(&mut game, A::Build(cities[0]));
    assert!(events.contains(&Event::PostBuilt(HERO, cities[0])));
    assert_eq!(game.sheet(HERO).post_count(), sheet.post_count() + 1);
    assert_eq!(game.sheet(HERO).bank, sheet.bank, "no coin spent");
}

#[test]
fn s6_2_bank_column_4_gives_a_monk_action() {
    let (game, events) = spending_campaign(&completed(HERO, Area::BankColumn, 3));
    assert!(queued(&game, MONK_BONUS), "{:?}", tasks(&game));
    assert!(events.contains(&Event::YellowClaimed(HERO, Yellow::BankColumnShield(3))));
}

#[test]
fn s6_2_bank_column_5_scores_seven_points() {
    let row = |circled, crossed| CoinRow { circled, crossed };
    let bank = |b: [CoinRow; 3]| Score::of(&Sheet { bank: b, ..Sheet::default() }).bank;
    assert_eq!(bank([row(5, 5), row(5, 5), row(5, 5)]), 4 + 7, "row 2 circled and column 5 crossed");
    assert_eq!(bank([row(5, 5), row(5, 5), row(5, 4)]), 4, "column 5 not all crossed");
    assert_eq!(bank([row(5, 5), row(4, 4), row(5, 5)]), 0);
}

// ---- 6.3 Depot --------------------------------------------------------------------------------------

#[test]
fn s6_3_circled_shields_score_the_d8_values_left_to_right() {
    let values = [2, 2, 3, 3, 4, 4, 5, 5];
    for n in 0..=8u8 {
        let expected: u16 = values[..n as usize].iter().sum();
        assert_eq!(Score::of(&Sheet { shields: n, ..Sheet::default() }).depot, expected, "{n} shields");
    }
}

#[test]
fn s6_3_a_shield_beyond_the_eighth_is_lost() {
    let state = |g: &Game, p: PlayerId| {
        let s = g.sheet(p);
        let full_rows = s.warehouse.iter().filter(|&&w| w == 5).count() as i64;
        100 * s.shields as i64 + 10 * goods(s) + 30 * full_rows + 5 * circled(s)
    };
    let goal = Goal {
        state: &state,
        event: &|e, p| {
            if *e == Event::Shield(p, false) {
                1000
            } else {
                0
            }
        },
    };
    let mut game = stacked(2, Printed, &[], &[&[]]);
    let policies = [Policy::Seek(goal), Policy::Pass(&JUNK_FOR_GOODS)];
    autoplay(&mut game, &policies, &|g| g.sheet(HERO).shields == 8);
    let events =
        autoplay_to(&mut game, &policies, &|_, ev| ev.iter().any(|e| matches!(e, Event::Shield(HERO, _))));
    assert!(events.contains(&Event::Shield(HERO, false)), "{events:?}");
    assert_eq!(game.sheet(HERO).shields, 8);
    assert_eq!(Score::of(game.sheet(HERO)).depot, 28);
}

// ---- 6.4 Development track --------------------------------------------------------------------------

/// The box (1-based) that carries `bonus`, first occurrence.
fn box_with(bonus: Bonus) -> u8 {
    DEV_TRACK.iter().position(|b| b.bonus == Some(bonus)).expect("a box with this bonus") as u8 + 1
}

/// The level after marking `boxes` boxes, read from the track: the last level symbol reached.
fn level_at(boxes: u8) -> u8 {
    DEV_TRACK[..boxes as usize].iter().rev().find_map(|b| b.level).unwrap_or(1)
}

/// The hero develops (the rival passes) until `until`; `watch` sees every action (the game
/// before, the events, the game after).
fn development_campaign(until: &dyn Fn(&Game) -> bool, watch: &dyn Fn(&Game, &[Event], &Game)) -> Game {
    let mut game = stacked(2, Printed, &[], &[&[]]);
    let policies = [Policy::Seek(Goal::state(&development_value)), Policy::Pass(&JUNK_FOR_DEVELOPMENT)];
    let previous = RefCell::new(game.clone());
    autoplay_to(&mut game, &policies, &|g, events| {
        let before = previous.borrow().clone();
        if before.log().len() != g.log().len() {
            watch(&before, events, g);
            *previous.borrow_mut() = g.clone();
        }
        until(g)
    });
    game
}

/// Tasks of bonus `step` (not a place action or a "+" place) in `tasks`.
fn bonus_tasks<'a>(tasks: impl IntoIterator<Item = &'a Task>, step: Step) -> usize {
    tasks
        .into_iter()
        .filter(|t| !t.plus && t.next_step() == Some(step) && (step == MONK_BONUS || !t.optional))
        .count()
}

/// Checks every development box the hero marked in one action against the track: its level
/// symbol, and its bonus (at once, or waiting as a task, or resolved at once when it needed no
/// choice).
fn check_marked_boxes(before: &Game, events: &[Event], after: &Game) {
    let (from, to) = (before.sheet(HERO).development, after.sheet(HERO).development);
    assert_eq!(developed(events, HERO), (from + 1..=to).collect::<Vec<_>>(), "boxes marked in order");
    assert_eq!(after.sheet(HERO).level(), level_at(to), "level after {to} boxes");
    assert_eq!(Score::of(after.sheet(HERO)).level, level_at(to));
    let mut waiting = [(Step::Gain(Gain::Coin), 0), (MONK_BONUS, 0), (Step::Gain(Gain::AnyGood), 0)];
    for n in from + 1..=to {
        let i = events.iter().position(|e| matches!(e, Event::Developed(HERO, m, _) if *m == n)).unwrap();
        let dev_box = DEV_TRACK[n as usize - 1];
        let raised = i > 0 && matches!(events[i - 1], Event::LevelRaised(p, _) if p == HERO);
        match dev_box.level {
            Some(v) => assert_eq!(events[i - 1], Event::LevelRaised(HERO, v), "box {n} sets level {v}"),
            None => assert!(!raised, "box {n} has no level symbol"),
        }
        let next = events.get(i + 1).copied();
        let slot = |step| waiting.iter().position(|w| w.0 == step).unwrap();
        match dev_box.bonus {
            None => {}
            Some(Bonus::Shield) => {
                assert_eq!(
                    next,
                    Some(Event::Bonus(HERO, Bonus::Shield, Source::DevelopmentBox(n))),
                    "box {n}"
                );
                assert!(matches!(events.get(i + 2), Some(Event::Shield(HERO, _))), "box {n}: {events:?}")
            }
            Some(Bonus::Citizen(y)) if before.sheet(HERO).yellow_open(y) => {
                assert_eq!(next, Some(Event::YellowClaimed(HERO, y)), "box {n}")
            }
            Some(Bonus::Citizen(y)) => assert_ne!(next, Some(Event::YellowClaimed(HERO, y))),
            Some(Bonus::Coins(1)) => waiting[slot(Step::Gain(Gain::Coin))].1 += 1,
            Some(Bonus::MonkAction) => waiting[slot(MONK_BONUS)].1 += 1,
            Some(Bonus::AnyGood) => waiting[slot(Step::Gain(Gain::AnyGood))].1 += 1,
            Some(other) => panic!("box {n}: {other:?} is not a development-track bonus"),
        }
    }
    let Some(first) = events.iter().position(|e| matches!(e, Event::Developed(HERO, ..))) else {
        return;
    };
    for (step, boxes) in waiting.into_iter().filter(|w| w.1 > 0) {
        let resolved = events[first..]
            .iter()
            .filter(|e| {
                matches!(
                    (step, e),
                    (Step::Gain(Gain::Coin), Event::CoinCircled(HERO, _))
                        | (Step::Gain(Gain::AnyGood), Event::GoodMarked(HERO, _))
                        | (Step::Gain(_), Event::Shield(HERO, _))
                )
            })
            .count();
        let now = bonus_tasks(tasks(after), step) + resolved;
        let earlier = bonus_tasks(before.pending(), step);
        assert!(
            now >= earlier + boxes,
            "{boxes} × {step:?} from boxes {}..={to}: {:?} {events:?}",
            from + 1,
            tasks(after)
        );
    }
}

#[test]
fn s6_4_the_track_has_30_boxes_with_the_d9_levels_and_bonuses() {
    assert_eq!(DEV_TRACK.len(), 30);
    let levels: Vec<u8> = DEV_TRACK.iter().filter_map(|b| b.level).collect();
    assert_eq!(levels, [2, 3, 4, 5, 6]);
    let count = |bonus| DEV_TRACK.iter().filter(|b| b.bonus == Some(bonus)).count();
    for bonus in [Bonus::Coins(1), Bonus::MonkAction, Bonus::Shield, Bonus::AnyGood] {
        assert_eq!(count(bonus), 2, "{bonus:?}");
    }
    assert_eq!(count(Bonus::Citizen(Yellow::FirstDevCitizen)), 1);
    assert_eq!(count(Bonus::Citizen(Yellow::SecondDevCitizen)), 1);
    assert!(
        box_with(Bonus::Citizen(Yellow::FirstDevCitizen))
            < box_with(Bonus::Citizen(Yellow::SecondDevCitizen))
    );
    assert_eq!(DEV_TRACK.iter().filter(|b| b.bonus.is_some()).count(), 10, "no other bonus");
}

#[test]
fn s6_4_each_box_gives_its_level_and_bonus_when_marked() {
    let raised = RefCell::new(Vec::new());
    let game = development_campaign(&|g| g.sheet(HERO).development == 30, &|before, events, after| {
        check_marked_boxes(before, events, after);
        raised.borrow_mut().extend(events.iter().filter_map(|e| match e {
            Event::LevelRaised(HERO, v) => Some(*v),
            _ => None,
        }));
    });
    assert_eq!(*raised.borrow(), [2, 3, 4, 5, 6], "each level symbol once, the level only rises");
    assert_eq!(game.sheet(HERO).level(), 6);
    for y in [Yellow::FirstDevCitizen, Yellow::SecondDevCitizen] {
        assert_eq!(game.holder(y), Some(HERO), "{y:?}");
        assert!(!game.sheet(RIVAL).yellow_open(y), "{y:?} crossed on the rival's sheet");
    }
}

#[test]
fn s6_4_nothing_is_marked_past_box_30() {
    let ready = |g: &Game| g.sheet(HERO).development == 30 && hero_can_act_as(g, &[Scholar]);
    let mut game = development_campaign(&ready, &|_, _, _| {});
    let before = game.sheet(HERO).clone();
    let mut events = act_as(&mut game, &[Scholar]);
    events.extend(maybe(&mut game, DEVELOP));
    assert!(!events.iter().any(|e| matches!(e, Event::Developed(..) | Event::LevelRaised(..))), "{events:?}");
    let after = game.sheet(HERO);
    assert_eq!((after.development, after.level()), (30, 6));
    assert_eq!((after.shields, after.bank, after.warehouse), (before.shields, before.bank, before.warehouse));
    assert!(tasks(&game).is_empty(), "no bonus");
}

#[test]
fn s6_4_development_citizens_are_yellow() {
    let citizen = box_with(Bonus::Citizen(Yellow::FirstDevCitizen));
    let mut game = stacked(2, Printed, &[], &[&[]]);
    let seek = Policy::Seek(Goal::state(&development_value));
    autoplay(&mut game, &[seek, seek], &|g| g.sheets().iter().all(|s| s.development >= citizen));
    let first = game.holder(Yellow::FirstDevCitizen).expect("the first to reach the box claimed it");
    let other = game.sheet(1 - first);
    assert!(
        !other.has_yellow(Yellow::FirstDevCitizen) && !other.yellow_open(Yellow::FirstDevCitizen),
        "crossed: {other:?}"
    );
    assert!(game.sheet(first).has_yellow(Yellow::FirstDevCitizen));
}

// ---- 6.6 Citizens and the majority citizen ------------------------------------------------------------

/// Every seat takes the first laid-out token and declines, to the end of the game. Returns the
/// events of the last action.
fn finish(game: &mut Game) -> Vec<Event> {
    let policies = vec![Policy::Pass(&[]); game.players()];
    autoplay_to(game, &policies, &|g, _| g.is_over())
}

#[test]
fn s6_6_the_player_with_most_trading_posts_gets_the_majority_citizen() {
    let mut game = scenario(2, Printed, &[Knight, Knight], &[(Craftsman, &[BUILD])], &[]);
    assert!(game.sheet(HERO).has_post(ORLEANS));
    let events = finish(&mut game);
    assert!(events.contains(&Event::Majority(Some(HERO))), "{events:?}");
    assert!(game.sheet(HERO).majority_citizen && !game.sheet(RIVAL).majority_citizen);
    let score = Score::of(game.sheet(HERO));
    assert_eq!((score.posts, score.citizens, score.posts_and_citizens), (1, 1, 2));
}

#[test]
fn s6_6_a_tie_for_most_trading_posts_gives_the_majority_citizen_to_nobody() {
    // Three players: seats 0 and 1 build in Orléans, seat 2 builds nothing.
    let turns = [(Craftsman, &[BUILD][..]), (Craftsman, &[BUILD]), pass(Scholar)];
    let mut game = scenario(3, Printed, &[Knight, Knight, Knight], &turns, &[]);
    let events = finish(&mut game);
    assert!(events.contains(&Event::Majority(None)), "{events:?}");
    assert!(game.sheets().iter().all(|s| !s.majority_citizen));
    assert_eq!(game.sheets().iter().map(Sheet::post_count).collect::<Vec<_>>(), [1, 1, 0]);
}

#[test]
fn s6_6_citizens_are_the_seven_yellow_citizens_and_the_majority_citizen() {
    let citizens = [
        Yellow::City22Citizen,
        Yellow::BankCitizen,
        Yellow::WarehouseCitizen,
        Yellow::FirstDevCitizen,
        Yellow::SecondDevCitizen,
        Yellow::Deed(3),
        Yellow::Deed(4),
    ];
    for y in Yellow::ALL {
        let sheet = Sheet { yellow_circled: y.bit(), ..Sheet::default() };
        assert_eq!(Score::of(&sheet).citizens, citizens.contains(&y) as u8, "{y:?}");
    }
    let all = Sheet {
        yellow_circled: citizens.iter().fold(0, |acc, y| acc | y.bit()),
        majority_citizen: true,
        ..Sheet::default()
    };
    assert_eq!(Score::of(&all).citizens, 8);
    assert_eq!(Score::of(&all).posts_and_citizens, 8, "level 1");
}

// ---- 7 Scoring and the winner --------------------------------------------------------------------------

#[test]
fn s7_the_rulebook_example_scores_52() {
    // 4 trading posts, 2 citizens, level 5 but not 6; Warehouse 8 (grain row 3 + column 4 5),
    // Bank 4 (row 2 all circled), one Monk recruited (6), two shields (2 + 2).
    let level_5 = (1..=30).find(|&n| level_at(n) == 5).unwrap();
    let sheet = Sheet {
        posts: 1 << ORLEANS | 1 << 1 | 1 << 2 | 1 << 3,
        yellow_circled: Yellow::WarehouseCitizen.bit() | Yellow::BankCitizen.bit(),
        development: level_5,
        warehouse: [5, 4, 4, 4, 4],
        bank: [CoinRow { circled: 1, crossed: 0 }, CoinRow { circled: 5, crossed: 0 }, CoinRow::default()],
        monks: 1,
        shields: 2,
        ..Sheet::default()
    };
    let score = Score::of(&sheet);
    assert_eq!((score.posts, score.citizens, score.level), (4, 2, 5));
    assert_eq!(score.posts_and_citizens, 30);
    assert_eq!((score.warehouse, score.bank, score.monks, score.depot), (8, 4, 6, 4));
    assert_eq!(score.total, 52);
}

#[test]
fn s7_monks_left_score_7_6_4_0() {
    let points: Vec<u16> =
        (0..=3).map(|m| Score::of(&Sheet { monks: m, ..Sheet::default() }).monks).collect();
    assert_eq!(points, [7, 6, 4, 0]);
}

/// A two-player game where the hero and the rival play `hero` and `rival` on their first turns,
/// then everybody passes to the end.
fn finished_game(hero: Turn, rival: Turn) -> Game {
    let mut game = scenario(2, Printed, &[Knight, Knight], &[hero, rival], &[]);
    finish(&mut game);
    game
}

#[test]
fn s7_the_highest_total_wins() {
    let game = finished_game((Craftsman, &[BUILD]), (Scholar, &[DEVELOP]));
    let scores = game.scores();
    assert_eq!((scores[0].total, scores[1].total), (9, 7), "post + majority citizen, and Monks");
    assert!(game.sheet(RIVAL).development > game.sheet(HERO).development);
    assert_eq!(game.winners(), [HERO]);
}

#[test]
fn s7_a_tie_goes_to_the_player_further_on_the_development_track() {
    let game = finished_game(pass(Craftsman), (Scholar, &[DEVELOP]));
    let scores = game.scores();
    assert_eq!(scores[0].total, scores[1].total, "{scores:?}");
    assert_eq!((game.sheet(HERO).development, game.sheet(RIVAL).development), (0, 1));
    assert_eq!(game.winners(), [RIVAL]);
}

#[test]
fn s7_a_full_tie_shares_the_win() {
    let game = finished_game(pass(Craftsman), pass(Scholar));
    let scores = game.scores();
    assert_eq!(scores[0], scores[1]);
    assert_eq!(game.sheet(HERO).development, game.sheet(RIVAL).development);
    assert_eq!(game.winners(), [HERO, RIVAL]);
}

// ---- 8 Beneficial deeds ----------------------------------------------------------------------------

/// Resolves the gains of the current task that wait for a choice with the first choice offered
/// (first Bank row, first good, first connection). Stops at any other decision.
fn settle_gains(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    while matches!(game.current().and_then(Task::next_step), Some(Step::Gain(_))) {
        let first = game.legal_actions()[0];
        events.extend(act(game, first));
    }
    events
}

/// The decider takes `f` and marks deed `d` with it; returns the events.
fn mark_deed(game: &mut Game, f: Follower, d: DeedId) -> Vec<Event> {
    let mut events = act(game, A::Take(f));
    events.extend(act(game, A::Deed(d)));
    events.extend(settle_gains(game));
    events
}

/// A game where the hero marks the spaces of deed `d` one after the other (the others pass),
/// checked to claim the deed's bonus with the last mark; returned after that mark.
fn complete_deed(players: u8, d: DeedId) -> Game {
    let spaces = DEEDS[d as usize].spaces;
    let filler = [Scholar, Trader, Craftsman];
    let mut picks = Vec::new();
    for (i, &f) in spaces.iter().enumerate() {
        picks.push(f);
        if i < 2 {
            picks.extend(std::iter::repeat_n(filler[i], players as usize - 1));
        }
    }
    let mut game = stacked(
        players,
        Printed,
        &[Knight, Knight, Knight][..data::player_count(players).set_aside as usize],
        &[&picks],
    );
    let mut events = Vec::new();
    for (i, &f) in spaces.iter().enumerate() {
        assert_eq!(decider(&game), HERO);
        events = mark_deed(&mut game, f, d);
        if i < 2 {
            assert!(!game.sheet(HERO).has_yellow(Yellow::Deed(d)));
            for _ in 1..players {
                play(&mut game, &[pass(filler[i])]);
            }
        }
    }
    assert_eq!(game.sheet(HERO).deeds[d as usize], 0b111);
    assert!(events.contains(&Event::YellowClaimed(HERO, Yellow::Deed(d))), "the third mark claims the bonus");
    game
}

/// The hero's sheet before and after marking deed `d` with `f` on the first turn.
fn deed_effect(players: u8, f: Follower, d: DeedId) -> (Sheet, Sheet) {
    let mut game = stacked(
        players,
        Printed,
        &[Knight, Knight, Knight][..data::player_count(players).set_aside as usize],
        &[&[f]],
    );
    let before = game.sheet(HERO).clone();
    mark_deed(&mut game, f, d);
    let after = game.sheet(HERO).clone();
    let space = DEEDS[d as usize].spaces.iter().position(|&s| s == f).unwrap();
    assert_eq!(after.deeds[d as usize], 1 << space, "the space of {f:?} is marked");
    assert_eq!(decider(&game), RIVAL, "nothing else to resolve");
    (before, after)
}

#[test]
fn s8_deed_1_marks_a_good_and_a_development() {
    let (before, after) = deed_effect(2, Farmer, 0);
    assert_eq!((goods(&after), after.development), (goods(&before) + 1, before.development + 1));
    assert_eq!(after.bank, before.bank);
}

#[test]
fn s8_deed_2_fills_a_road() {
    let (before, after) = deed_effect(2, Knight, 1);
    let new = after.connections & !before.connections;
    assert_eq!(new.count_ones(), 1);
    assert_eq!(CONNECTIONS[new.trailing_zeros() as usize].kind, ConnectionKind::Road);
}

#[test]
fn s8_deed_3_gains_a_coin_and_a_development() {
    let (before, after) = deed_effect(2, Trader, 2);
    assert_eq!((circled(&after), after.development), (circled(&before) + 1, before.development + 1));
    assert_eq!(after.warehouse, before.warehouse);
}

#[test]
fn s8_deed_4_gains_a_coin_and_a_good() {
    let (before, after) = deed_effect(2, Knight, 3);
    assert_eq!((circled(&after), goods(&after)), (circled(&before) + 1, goods(&before) + 1));
    assert_eq!(after.development, before.development);
}

#[test]
fn s8_deed_5_marks_a_good_and_a_development() {
    let (before, after) = deed_effect(3, Craftsman, 4);
    assert_eq!((goods(&after), after.development), (goods(&before) + 1, before.development + 1));
}

/// A five-player game: all six followers are laid out in round 1.
fn all_followers_laid_out() -> Game {
    let game = stacked(5, Printed, &[Knight, Farmer, Boatman], &[&Follower::ALL]);
    assert_eq!(game.laid_out(), [1; 6]);
    game
}

/// The deeds offered now.
fn deeds_offered(game: &Game) -> Vec<DeedId> {
    game.legal_actions()
        .iter()
        .filter_map(|a| match a {
            A::Deed(d) => Some(*d),
            _ => None,
        })
        .collect()
}

#[test]
fn s8_only_the_exact_follower_marks_a_space() {
    let game = all_followers_laid_out();
    for f in Follower::ALL {
        let mut taken = game.clone();
        act(&mut taken, A::Take(f));
        let expected: Vec<DeedId> = (0..5).filter(|&d| DEEDS[d as usize].spaces.contains(&f)).collect();
        assert_eq!(deeds_offered(&taken), expected, "{f:?}");
    }
    // A marked space is used: the same deed is no longer offered to that follower.
    let mut game = stacked(2, Printed, &[Knight, Knight], &[&[Farmer, Scholar, Farmer]]);
    mark_deed(&mut game, Farmer, 0);
    play(&mut game, &[pass(Scholar)]);
    act(&mut game, A::Take(Farmer));
    assert_eq!(deeds_offered(&game), [1, 3]);
}

#[test]
fn s8_a_monk_never_marks_a_deed() {
    let mut game = all_followers_laid_out();
    act(&mut game, A::Recruit(Scholar));
    for f in Follower::ALL {
        let mut monk = game.clone();
        act(&mut monk, A::Imitate(f));
        assert!(deeds_offered(&monk).is_empty(), "a Monk as {f:?}: {:?}", monk.legal_actions());
    }
}

#[test]
fn s8_completing_a_deed_gives_its_yellow_bonus_and_locks_out_the_others() {
    // The rival marks the Scholar space of deed 1 first; the hero completes it.
    let mut game =
        stacked(2, Printed, &[Knight, Knight], &[&[Farmer, Scholar, Boatman, Trader, Scholar, Farmer]]);
    mark_deed(&mut game, Farmer, 0);
    mark_deed(&mut game, Scholar, 0);
    mark_deed(&mut game, Boatman, 0);
    play(&mut game, &[pass(Trader)]);
    let events = mark_deed(&mut game, Scholar, 0);
    assert!(events.contains(&Event::YellowClaimed(HERO, Yellow::Deed(0))), "{events:?}");
    assert_eq!(game.current().and_then(Task::next_step), Some(Step::Options(Craftsman, Via::Bonus)));
    act(&mut game, A::Decline);
    assert_eq!(game.holder(Yellow::Deed(0)), Some(HERO), "[D-5] claimed even if the bonus is declined");
    let rival = game.sheet(RIVAL);
    assert!(!rival.yellow_open(Yellow::Deed(0)), "crossed on the rival's sheet");
    act(&mut game, A::Take(Farmer));
    assert!(!deeds_offered(&game).contains(&0), "nobody else can mark it");
    assert!(deeds_offered(&game).contains(&1));
}

#[test]
fn s8_deed_1_completion_gives_a_craftsman_action() {
    let game = complete_deed(2, 0);
    assert!(queued(&game, Step::Options(Craftsman, Via::Bonus)), "{:?}", tasks(&game));
}

#[test]
fn s8_deed_2_completion_gives_a_monk_action() {
    let game = complete_deed(2, 1);
    assert!(queued(&game, MONK_BONUS), "{:?}", tasks(&game));
}

#[test]
fn s8_deed_3_completion_gives_a_craftsman_action() {
    let game = complete_deed(2, 2);
    assert!(queued(&game, Step::Options(Craftsman, Via::Bonus)), "{:?}", tasks(&game));
}

#[test]
fn s8_deed_4_completion_gives_a_citizen() {
    let game = complete_deed(2, 3);
    assert_eq!(citizens(game.sheet(HERO)), 1);
    assert_eq!(decider(&game), RIVAL, "nothing to resolve");
}

#[test]
fn s8_deed_5_completion_gives_a_citizen() {
    let game = complete_deed(3, 4);
    assert_eq!(citizens(game.sheet(HERO)), 1);
    assert!(game.sheets()[1..].iter().all(|s| !s.yellow_open(Yellow::Deed(4))));
}

#[test]
fn s8_deed_5_is_crossed_out_with_two_players() {
    let mut two = stacked(2, Printed, &[Knight, Knight], &[&[Boatman]]);
    assert!(two.sheets().iter().all(|s| !s.yellow_open(Yellow::Deed(4)) && !s.has_yellow(Yellow::Deed(4))));
    assert_eq!(two.holder(Yellow::Deed(4)), None);
    act(&mut two, A::Take(Boatman));
    assert_eq!(deeds_offered(&two), [0, 1]);
    let mut three = stacked(3, Printed, &[Knight, Knight, Knight], &[&[Boatman]]);
    assert!(three.sheets().iter().all(|s| s.yellow_open(Yellow::Deed(4))));
    act(&mut three, A::Take(Boatman));
    assert_eq!(deeds_offered(&three), [0, 1, 4]);
}

// ---- 9.1 Using places ---------------------------------------------------------------------------------

#[test]
fn s9_1_a_place_acquired_this_turn_is_usable_from_the_next_turn() {
    let hayrick = place("Hayrick");
    let mut game = bank_column_1_race(&[Trader, Farmer]);
    // The last coin buys the Hayrick and completes Bank column 1: a Farmer action this turn.
    acquire_with_last_coin(&mut game, "Hayrick");
    assert_eq!(game.current().and_then(Task::next_step), Some(Step::Options(Farmer, Via::Bonus)));
    assert!(legal(&game, MARK_GOOD));
    assert!(!legal(&game, A::UsePlace(hayrick)), "[D-11] not this turn: {:?}", game.legal_actions());
    act(&mut game, A::Decline);
    acquire_with_last_coin(&mut game, "Library");
    act(&mut game, A::Decline);
    // The hero's next turn.
    act(&mut game, A::Take(Farmer));
    assert!(legal(&game, A::UsePlace(hayrick)));
    let grain = game.sheet(HERO).warehouse[Good::Grain.index()];
    act(&mut game, A::UsePlace(hayrick));
    act(&mut game, A::MarkGood(Good::Wine));
    assert_eq!(game.sheet(HERO).warehouse[Good::Grain.index()], grain + 1);
    assert_eq!(game.sheet(HERO).warehouse[Good::Wine.index()], 1);
}

/// The hero buys `first` with the printed coin, gains a coin, and buys `second`; the rival
/// passes. The hero picks next, with `then` laid out.
fn hero_buys_two_places(mode: PlaceMode, seed: u64, first: &str, second: &str, then: &[Follower]) -> Game {
    let buy_first = [ACQUIRE, A::Acquire(place(first))];
    let buy_second = [ACQUIRE, A::Acquire(place(second))];
    let hero = [(Trader, &buy_first[..]), coin(Boatman, 1), (Trader, &buy_second[..])];
    let turns = alternate(&hero, &passes(Craftsman, 3));
    let picks: Vec<Follower> = turns.iter().map(|t| t.0).chain(then.iter().copied()).collect();
    let mut setup = Setup::new(2, mode, seed);
    setup.stacked = [Knight, Knight].into_iter().chain(picks).collect();
    let mut game = Game::new(setup).expect("valid setup");
    play(&mut game, &turns);
    assert!(owns(&game, HERO, first) && owns(&game, HERO, second));
    game
}

#[test]
fn s9_1_with_several_matching_places_the_player_chooses_one() {
    let mut game = hero_buys_two_places(Printed, 7, "Mill", "Fishing Boat", &[Boatman]);
    act(&mut game, A::Take(Boatman));
    for name in ["Mill", "Fishing Boat"] {
        assert!(legal(&game, A::UsePlace(place(name))), "{name}");
    }
    assert!(legal(&game, A::Standard(Standard::FillWaterway)));
    let before = game.sheet(HERO).clone();
    act(&mut game, A::UsePlace(place("Mill")));
    act(&mut game, A::GainCoin(2));
    let after = game.sheet(HERO);
    assert_eq!((circled(after), after.development), (circled(&before) + 1, before.development + 1));
    assert_eq!(after.connections, 0, "only the Mill acted, not the Fishing Boat");
    assert_eq!(decider(&game), RIVAL);
}

#[test]
fn s9_1_a_plus_place_acts_when_the_follower_is_taken_before_its_action() {
    let mut game = hero_buys_two_places(Printed, 7, "Library", "Archives", &[Scholar]);
    let events = act(&mut game, A::Take(Scholar));
    let archives = Cause::Source(Source::Place(place("Archives")));
    assert!(events.contains(&Event::Developed(HERO, 1, archives)), "the Archives at once: {events:?}");
    assert_eq!(
        game.current().and_then(Task::next_step),
        Some(Step::Options(Scholar, Via::Taken)),
        "before the action"
    );
    act(&mut game, A::UsePlace(place("Library")));
    assert_eq!(game.sheet(HERO).development, 3, "combined with the Library");
}

#[test]
fn s9_1_plus_places_do_not_act_for_a_recruited_monk() {
    let mut game = hero_buys_two_places(Printed, 7, "Library", "Archives", &[Scholar]);
    act(&mut game, A::Recruit(Scholar));
    act(&mut game, A::Imitate(Scholar));
    assert_eq!(game.sheet(HERO).development, 0, "recruiting is not taking");
    act(&mut game, A::UsePlace(place("Library")));
    assert_eq!(game.sheet(HERO).development, 2);
}

/// A place-cards game (seed searched) in which all of `names` are in play, and the first
/// category I place in play that is not the Cemetery.
fn cards_seed(names: &[&str]) -> (u64, String) {
    for seed in 0..500 {
        let game = Game::new(Setup::new(2, Cards, seed)).unwrap();
        let in_play = |n: &str| game.place(place(n)) == PlaceSlot::Available;
        let first = PLACES
            .iter()
            .map(key_name)
            .find(|n| PLACES[place(n) as usize].category == 1 && n != "Cemetery" && in_play(n));
        if let (true, Some(first)) = (names.iter().all(|n| in_play(n)), first) {
            return (seed, first);
        }
    }
    panic!("no seed with {names:?} in play");
}

#[test]
fn s9_1_a_plus_place_with_a_choice_is_resolved_before_the_action() {
    let (seed, first) = cards_seed(&["Distillery"]);
    let mut game = hero_buys_two_places(Cards, seed, &first, "Distillery", &[Trader]);
    act(&mut game, A::Take(Trader));
    assert_eq!(
        game.legal_actions(),
        vec![A::GainCoin(0), A::GainCoin(1), A::GainCoin(2)],
        "the Distillery first"
    );
    act(&mut game, A::GainCoin(2));
    assert_eq!(game.sheet(HERO).bank[2].circled, 1);
    assert_eq!(game.current().and_then(Task::next_step), Some(Step::Options(Trader, Via::Taken)));
    assert!(legal(&game, GAIN_COIN));
}

#[test]
fn s9_1_a_passive_place_is_never_an_action() {
    let (seed, first) = cards_seed(&["Cemetery"]);
    let mut game = hero_buys_two_places(Cards, seed, &first, "Cemetery", &[]);
    let cemetery = A::UsePlace(place("Cemetery"));
    for f in Follower::ALL.into_iter().filter(|f| game.laid_out()[f.index()] > 0) {
        let mut taken = game.clone();
        act(&mut taken, A::Take(f));
        assert!(!legal(&taken, cemetery), "{f:?}: {:?}", taken.legal_actions());
    }
    let any = Follower::ALL.into_iter().find(|f| game.laid_out()[f.index()] > 0).unwrap();
    act(&mut game, A::Recruit(any));
    for f in Follower::ALL {
        let mut monk = game.clone();
        act(&mut monk, A::Imitate(f));
        assert!(!legal(&monk, cemetery), "a Monk as {f:?}");
    }
}

// ---- 9.2 Acquiring places --------------------------------------------------------------------------------

/// The places offered to acquire now.
fn places_offered(game: &Game) -> Vec<PlaceId> {
    game.legal_actions()
        .iter()
        .filter_map(|a| match a {
            A::Acquire(i) => Some(*i),
            _ => None,
        })
        .collect()
}

/// The places of `categories` that are available.
fn available_in(game: &Game, categories: &[u8]) -> Vec<PlaceId> {
    (0..PLACES.len() as PlaceId)
        .filter(|&i| {
            categories.contains(&PLACES[i as usize].category) && game.place(i) == PlaceSlot::Available
        })
        .collect()
}

#[test]
fn s9_2_the_first_place_must_be_of_category_1() {
    for mode in [Printed, Cards] {
        let mut game = stacked(2, mode, &[Knight, Knight], &[&[Trader]]);
        play(&mut game, &[(Trader, &[ACQUIRE])]);
        let offered = places_offered(&game);
        assert_eq!(offered.len(), 4, "{mode:?}");
        assert_eq!(offered, available_in(&game, &[1]), "{mode:?}");
    }
}

#[test]
fn s9_2_one_place_of_a_category_opens_the_next_with_2_or_3_players() {
    let turns = [(Trader, &[ACQUIRE, A::Acquire(place("Brewery"))][..])];
    let mut game = scenario(
        2,
        Printed,
        &[Knight, Knight],
        &turns,
        &[Trader, Boatman, Scholar, Boatman, Scholar, Trader],
    );
    play(&mut game, &[(Trader, &[ACQUIRE])]);
    assert_eq!(places_offered(&game), available_in(&game, &[1, 2]), "the rival may buy category II");
    act(&mut game, A::Acquire(place("Hayrick")));
    play(
        &mut game,
        &[coin(Boatman, 1), pass(Scholar), coin(Boatman, 1), pass(Scholar), (Trader, &[ACQUIRE])],
    );
    assert_eq!(places_offered(&game), available_in(&game, &[1, 2, 3]), "category I stays open, IV is closed");
}

#[test]
fn s9_2_with_4_or_5_players_two_places_of_a_category_open_the_next() {
    for players in 2..=5u8 {
        let brewery = [ACQUIRE, A::Acquire(place("Brewery"))];
        let set_aside = &[Knight, Knight, Knight][..data::player_count(players).set_aside as usize];
        let mut game = scenario(players, Printed, set_aside, &[(Trader, &brewery[..])], &[Trader, Trader]);
        play(&mut game, &[(Trader, &[ACQUIRE])]);
        let second_open = players <= 3;
        let categories: &[u8] = if second_open { &[1, 2] } else { &[1] };
        assert_eq!(places_offered(&game), available_in(&game, categories), "{players} players, one place");
        act(&mut game, A::Acquire(place("Mill")));
        if players >= 3 {
            play(&mut game, &[(Trader, &[ACQUIRE])]);
            assert_eq!(places_offered(&game), available_in(&game, &[1, 2]), "{players} players, two places");
        }
    }
}

#[test]
fn s9_2_categories_1_and_2_cost_one_coin_3_to_5_two() {
    let buy = |name| [ACQUIRE, A::Acquire(place(name))];
    let (brewery, hayrick, dairy) = (buy("Brewery"), buy("Hayrick"), buy("Cheese Dairy"));
    let hero = [
        (Trader, &brewery[..]),
        coin(Boatman, 0),
        (Trader, &hayrick[..]),
        coin(Boatman, 0),
        coin(Boatman, 0),
    ];
    let mut game = scenario(2, Printed, &[Knight, Knight], &alternate(&hero, &passes(Farmer, 5)), &[Trader]);
    assert_eq!(crossed(game.sheet(HERO)), 2, "Brewery (I) and Hayrick (II): 1 coin each");
    play(&mut game, &[(Trader, &dairy[..])]);
    assert_eq!(crossed(game.sheet(HERO)), 4, "Cheese Dairy (III): 2 coins");
    assert_eq!((3..=5).map(data::place_cost).collect::<Vec<_>>(), [2, 2, 2]);
}

#[test]
fn s9_2_a_place_that_cannot_be_paid_cannot_be_acquired() {
    let buy = |name| [ACQUIRE, A::Acquire(place(name))];
    let (brewery, hayrick, mill) = (buy("Brewery"), buy("Hayrick"), buy("Mill"));
    let rival = [(Trader, &brewery[..]), coin(Boatman, 1), (Trader, &hayrick[..])];
    let turns = alternate(&passes(Scholar, 3), &rival);
    let mut game = scenario(2, Printed, &[Knight, Knight], &turns, &[Trader, Scholar, Trader]);
    assert_eq!(game.sheet(HERO).coins(), 1);
    play(&mut game, &[(Trader, &[ACQUIRE])]);
    assert_eq!(places_offered(&game), available_in(&game, &[1, 2]), "category III is open but costs 2");
    act(&mut game, mill[1]);
    play(&mut game, &[pass(Scholar)]);
    act(&mut game, A::Take(Trader));
    assert!(!legal(&game, ACQUIRE), "no coin left");
}

#[test]
fn s9_2_an_acquired_place_is_no_longer_available() {
    let brewery = place("Brewery");
    let mut game = stacked(2, Printed, &[Knight, Knight], &[&[Trader, Trader]]);
    play(&mut game, &[(Trader, &[ACQUIRE, A::Acquire(brewery)])]);
    assert!(matches!(game.place(brewery), PlaceSlot::Owned { player: HERO, .. }));
    play(&mut game, &[(Trader, &[ACQUIRE])]);
    assert!(!places_offered(&game).contains(&brewery), "printed: everyone else crosses it");
    assert_eq!(places_offered(&game).len(), 3 + 4, "the rest of category I, and category II");
}

#[test]
fn s9_2_place_cards_reveal_four_of_each_category() {
    for seed in 0..20 {
        let game = Game::new(Setup::new(3, Cards, seed)).unwrap();
        for category in 1..=5u8 {
            let slots: Vec<PlaceSlot> =
                (0..30).filter(|&i| PLACES[i as usize].category == category).map(|i| game.place(i)).collect();
            assert_eq!(slots.len(), 6);
            assert_eq!(
                slots.iter().filter(|s| **s == PlaceSlot::Available).count(),
                4,
                "seed {seed} category {category}"
            );
            assert_eq!(slots.iter().filter(|s| **s == PlaceSlot::OutOfGame).count(), 2);
        }
    }
    let printed = Game::new(Setup::new(3, Printed, 1)).unwrap();
    for i in 0..30 {
        let expected = if PLACES[i as usize].printed { PlaceSlot::Available } else { PlaceSlot::OutOfGame };
        assert_eq!(printed.place(i), expected, "{:?}", PLACES[i as usize].key);
    }
    assert_eq!(PLACES.iter().filter(|p| p.printed).count(), 20);
}

// ---- 9.3 The special places ----------------------------------------------------------------------------

/// The turn counter (each token taken or Monk recruited starts a turn).
fn turns_started(game: &Game) -> u32 {
    game.tokens_taken().iter().map(|&t| t as u32).sum::<u32>()
        + game.sheets().iter().map(|s| s.monks as u32).sum::<u32>()
}

/// Whether the hero owns `name` since an earlier turn (usable now, [D-11]).
fn usable(game: &Game, name: &str) -> bool {
    matches!(game.place(place(name)), PlaceSlot::Owned { player: HERO, turn } if turn < turns_started(game)
        || (picking(game) && turn <= turns_started(game)))
}

/// A two-player game in which the hero buys the places `names` (the rival passes; the seed is
/// searched so that they are in play with place cards), then plays on for `extra` until
/// `ready`, with the places usable. The hero avoids recruiting Monks.
fn own_places(
    mode: PlaceMode,
    names: &[&str],
    extra: &dyn Fn(&Game) -> i64,
    ready: &dyn Fn(&Game) -> bool,
) -> Game {
    let seed = if mode == Cards { cards_seed(names).0 } else { 7 };
    let mut game = Game::new(Setup::new(2, mode, seed)).unwrap();
    let value = |g: &Game, p: PlayerId| {
        let s = g.sheet(p);
        let owned = owns_count(g, p, names);
        let then = if owned == names.len() as i64 {
            extra(g)
        } else {
            200 * categories_started(g) + 20 * s.coins() as i64
        };
        3000 * owned + then - 1000 * s.monks as i64
    };
    let policies = [Policy::Seek(Goal::state(&value)), Policy::Pass(&JUNK_FOR_SPENDING)];
    autoplay(&mut game, &policies, &|g| {
        !g.is_over() && decider(g) == HERO && names.iter().all(|n| usable(g, n)) && ready(g)
    });
    game
}

/// The hero's turn is about to start.
fn hero_picks(game: &Game) -> bool {
    picking(game) && decider(game) == HERO
}

/// A laid-out follower.
fn any_laid_out(game: &Game) -> Follower {
    Follower::ALL.into_iter().find(|f| game.laid_out()[f.index()] > 0).expect("a token laid out")
}

/// The decider recruits a Monk with any laid-out token.
fn recruit(game: &mut Game) -> Vec<Event> {
    let f = any_laid_out(game);
    act(game, A::Recruit(f))
}

/// The hero recruits a Monk, which acts as `f` with place `name`; returns the events.
fn monk_uses(game: &mut Game, f: Follower, name: &str) -> Vec<Event> {
    let mut events = recruit(game);
    events.extend(act(game, A::Imitate(f)));
    events.extend(act(game, A::UsePlace(place(name))));
    events
}

#[test]
fn s9_3_school_lets_a_taken_scholar_act_as_any_other_follower() {
    let mut game =
        own_places(Printed, &["School"], &|_| 0, &|g| hero_picks(g) && g.laid_out()[Scholar.index()] > 0);
    take(&mut game, Scholar);
    act(&mut game, A::UsePlace(place("School")));
    let imitated: Vec<Follower> = game
        .legal_actions()
        .iter()
        .filter_map(|a| match a {
            A::Imitate(f) => Some(*f),
            _ => None,
        })
        .collect();
    assert!(!imitated.contains(&Scholar), "any follower but a Scholar (or a Monk)");
    for f in [Farmer, Craftsman] {
        assert!(imitated.contains(&f), "{f:?} in {imitated:?}");
    }
    let goods_before = goods(game.sheet(HERO));
    act(&mut game, A::Imitate(Farmer));
    maybe(&mut game, MARK_GOOD);
    act(&mut game, A::MarkGood(Good::Cheese));
    assert_eq!(goods(game.sheet(HERO)), goods_before + 1, "the Scholar acted as a Farmer");
}

#[test]
fn s9_3_school_needs_a_taken_scholar() {
    let mut game = own_places(Printed, &["School"], &|_| 0, &hero_picks);
    recruit(&mut game);
    act(&mut game, A::Imitate(Scholar));
    assert!(!legal(&game, A::UsePlace(place("School"))), "a Monk as a Scholar: {:?}", game.legal_actions());
}

#[test]
fn s9_3_school_does_not_trigger_the_plus_place_of_the_follower_it_becomes() {
    let both =
        |g: &Game| hero_picks(g) && g.laid_out()[Scholar.index()] > 0 && g.laid_out()[Farmer.index()] > 0;
    let mut game = own_places(Cards, &["School", "Machinery"], &|_| 0, &both);
    // The Machinery acts when a Farmer is taken…
    let mut farmer = game.clone();
    act(&mut farmer, A::Take(Farmer));
    assert!(tasks(&farmer).iter().any(|t| t.plus), "the Machinery: {:?}", tasks(&farmer));
    // …but not for a Scholar treated as a Farmer.
    take(&mut game, Scholar);
    act(&mut game, A::UsePlace(place("School")));
    act(&mut game, A::Imitate(Farmer));
    assert!(!tasks(&game).iter().any(|t| t.plus), "{:?}", tasks(&game));
    maybe(&mut game, MARK_GOOD);
    let goods_before = goods(game.sheet(HERO));
    act(&mut game, A::MarkGood(Good::Wool));
    assert_eq!(goods(game.sheet(HERO)), goods_before + 1);
    assert_eq!(decider(&game), RIVAL, "no Machinery good");
}

#[test]
fn s9_3_circus_works_with_any_follower_and_offers_three_gains() {
    let mut game = own_places(Printed, &["Circus"], &|_| 0, &hero_picks);
    let circus = A::UsePlace(place("Circus"));
    for f in Follower::ALL.into_iter().filter(|f| game.laid_out()[f.index()] > 0) {
        let mut taken = game.clone();
        take(&mut taken, f);
        assert!(legal(&taken, circus), "with a {f:?}");
    }
    let mut monk = game.clone();
    recruit(&mut monk);
    for f in Follower::ALL {
        let mut as_f = monk.clone();
        act(&mut as_f, A::Imitate(f));
        assert!(legal(&as_f, circus), "with a Monk as {f:?}");
    }
    let f = any_laid_out(&game);
    take(&mut game, f);
    act(&mut game, circus);
    let choices = [Choice::TwoCoins, Choice::CoinAndDevelop, Choice::TwoDevelop];
    assert_eq!(game.legal_actions(), choices.map(A::Choose).to_vec());
    let before = game.sheet(HERO).clone();
    for (choice, coins, development) in
        [(Choice::TwoCoins, 2, 0), (Choice::CoinAndDevelop, 1, 1), (Choice::TwoDevelop, 0, 2)]
    {
        let mut g = game.clone();
        act(&mut g, A::Choose(choice));
        settle_gains(&mut g);
        let after = g.sheet(HERO);
        // Boxes marked may carry a coin or a shield of their own (6.4).
        let marked = &DEV_TRACK[before.development as usize..after.development as usize];
        let bonus = |b: Bonus| marked.iter().filter(|d| d.bonus == Some(b)).count() as i64;
        let gained = circled(after) + after.shields as i64 - circled(&before) - before.shields as i64;
        assert_eq!(after.development - before.development, development, "{choice:?}");
        assert_eq!(gained - bonus(Bonus::Shield), coins + bonus(Bonus::Coins(1)), "{choice:?}");
    }
}

#[test]
fn s9_3_observatory_needs_a_recruited_monk() {
    // Development and goods bring a Monk action from a bonus (development track, Warehouse).
    let monk_bonus = |g: &Game| g.current().and_then(Task::next_step) == Some(MONK_BONUS);
    let develop = |g: &Game| 100 * g.sheet(HERO).development as i64 + 30 * goods(g.sheet(HERO));
    let mut game = own_places(Cards, &["Observatory"], &develop, &monk_bonus);
    let observatory = A::UsePlace(place("Observatory"));
    assert!(game.sheet(HERO).development < 28, "a level symbol is ahead");
    assert!(!legal(&game, observatory), "not with a bonus Monk action: {:?}", game.legal_actions());
    act(&mut game, A::Decline);
    autoplay(&mut game, &[Policy::Pass(&[]), Policy::Pass(&[])], &hero_picks);
    for f in Follower::ALL.into_iter().filter(|f| game.laid_out()[f.index()] > 0) {
        let mut taken = game.clone();
        take(&mut taken, f);
        assert!(!legal(&taken, observatory), "not with a taken {f:?}");
    }
    recruit(&mut game);
    assert!(legal(&game, observatory), "with a recruited Monk");
}

#[test]
fn s9_3_observatory_reaches_the_next_level_and_claims_only_yellow_bonuses() {
    let citizen = box_with(Bonus::Citizen(Yellow::FirstDevCitizen));
    let low = |g: &Game| -100 * g.sheet(HERO).development as i64;
    let mut game = own_places(Cards, &["Observatory"], &low, &hero_picks);
    assert!(game.sheet(HERO).development < citizen);
    while game.sheet(HERO).development < citizen {
        let before = game.sheet(HERO).clone();
        let target =
            (before.development + 1..=30).find(|&n| DEV_TRACK[n as usize - 1].level.is_some()).unwrap();
        recruit(&mut game);
        let events = act(&mut game, A::UsePlace(place("Observatory")));
        let after = game.sheet(HERO).clone();
        assert_eq!(after.development, target, "up to the next level symbol");
        assert_eq!(after.level(), DEV_TRACK[target as usize - 1].level.unwrap());
        assert_eq!(developed(&events, HERO), (before.development + 1..=target).collect::<Vec<_>>());
        for n in before.development + 1..=target {
            if let Some(Bonus::Citizen(y)) = DEV_TRACK[n as usize - 1].bonus {
                assert!(events.contains(&Event::YellowClaimed(HERO, y)), "box {n}: the yellow citizen");
            }
        }
        assert_eq!(
            (after.bank, after.warehouse, after.shields),
            (before.bank, before.warehouse, before.shields),
            "ordinary bonuses ignored"
        );
        assert!(tasks(&game).is_empty() && decider(&game) == RIVAL, "no bonus waits: {:?}", tasks(&game));
        autoplay(&mut game, &[Policy::Pass(&[]), Policy::Pass(&[])], &hero_picks);
    }
    assert!(game.sheet(HERO).has_yellow(Yellow::FirstDevCitizen));
}

#[test]
fn s9_3_tavern_allows_building_in_a_crossed_out_city() {
    let road = from_orleans(ConnectionKind::Road);
    let city = far_end(road);
    let fill = [FILL_ROAD, A::Fill(road)];
    let rival_build = [BUILD, A::Build(city)];
    let buy = |name| [ACQUIRE, A::Acquire(place(name))];
    let (brewery, archives, tavern) = (buy("Brewery"), buy("Archives"), buy("Tavern"));
    let hero = [
        (Trader, &brewery[..]),
        coin(Boatman, 1),
        (Trader, &archives[..]),
        coin(Boatman, 1),
        coin(Boatman, 1),
        coin(Boatman, 1),
        coin(Boatman, 1),
        (Knight, &fill[..]),
    ];
    let rival = [(Knight, &fill[..]), (Craftsman, &rival_build[..])]
        .into_iter()
        .chain(passes(Farmer, 5))
        .chain([pass(Scholar)])
        .collect::<Vec<_>>();
    let mut game = scenario(
        2,
        Printed,
        &[Knight, Knight],
        &alternate(&hero, &rival),
        &[Craftsman, Scholar, Trader, Scholar, Craftsman],
    );
    assert!(game.sheet(HERO).is_crossed(city) && game.sheet(RIVAL).has_post(city));
    // Without the Tavern only Orléans is free.
    let events = play(&mut game, &[(Craftsman, &[BUILD]), pass(Scholar)]);
    assert!(
        events.contains(&Event::PostBuilt(HERO, ORLEANS)) && !game.sheet(HERO).has_post(city),
        "{events:?}"
    );
    play(&mut game, &[(Trader, &tavern[..]), pass(Scholar)]);
    act(&mut game, A::Take(Craftsman));
    let mut events = act(&mut game, BUILD);
    events.extend(maybe(&mut game, A::Build(city)));
    assert!(game.sheet(HERO).has_post(city), "the Tavern allows the crossed city: {events:?}");
    assert!(
        events.contains(&Event::PlaceUsed(HERO, place("Tavern"))),
        "the log names the Tavern: {events:?}"
    );
    assert!(game.sheet(RIVAL).has_post(city), "the rival keeps its post");
    assert_eq!(game.sheet(HERO).post_count(), 2);
}

#[test]
fn s9_3_tavern_never_builds_twice_in_the_same_city() {
    let posts_and_coin =
        |g: &Game| 300 * g.sheet(HERO).post_count().min(2) as i64 + 50 * g.sheet(HERO).coins().min(1) as i64;
    let mut game = own_places(Printed, &["Tavern"], &posts_and_coin, &|g| {
        hero_picks(g)
            && g.sheet(HERO).post_count() >= 1
            && g.sheet(HERO).coins() >= 1
            && g.sheet(HERO).monks < 3
    });
    let posts = game.sheet(HERO).posts;
    let mut events = recruit(&mut game);
    events.extend(act(&mut game, A::Imitate(Craftsman)));
    events.extend(maybe(&mut game, BUILD));
    let offered: Vec<CityId> = game
        .legal_actions()
        .iter()
        .filter_map(|a| match a {
            A::Build(c) => Some(*c),
            _ => None,
        })
        .collect();
    assert!(offered.iter().all(|&c| posts & 1 << c == 0), "circled cities never again: {offered:?}");
    let again = |e: &Event| matches!(e, Event::PostBuilt(HERO, c) if posts & 1 << c != 0);
    assert!(!events.iter().any(again), "{events:?}");
}

#[test]
fn s9_3_treehouse_swaps_a_good_shown_on_a_filled_road() {
    let shows_good = |c: &data::Connection| c.icons.iter().any(|i| matches!(i, Icon::Good(_)));
    let road = orleans_link(|c| c.kind == ConnectionKind::Road && shows_good(c));
    let shown = goods_on(road);
    let full = *Good::ALL.iter().rev().find(|g| !shown.contains(g)).unwrap();
    let other = *Good::ALL.iter().find(|g| !shown.contains(g) && **g != full).unwrap();
    let (seed, first) = cards_seed(&["Treehouse"]);
    let mut game = hero_buys_two_places(
        Cards,
        seed,
        &first,
        "Treehouse",
        &[Farmer, Scholar, Farmer, Scholar, Farmer, Scholar, Farmer, Scholar, Farmer, Craftsman, Knight],
    );
    // The hero fills the row of a good that the road does not show.
    let marks = [MARK_GOOD, A::MarkGood(full)];
    let rival = passes(Scholar, 4).into_iter().chain([pass(Craftsman)]).collect::<Vec<_>>();
    play(&mut game, &alternate(&[(Farmer, &marks[..]); 5], &rival));
    act(&mut game, A::Take(Knight));
    act(&mut game, FILL_ROAD);
    maybe(&mut game, A::Fill(road));
    assert!(legal(&game, A::KeepGoods), "{:?}", game.legal_actions());
    assert!(legal(&game, A::Swap(shown[0], other)));
    assert!(!legal(&game, A::Swap(shown[0], full)), "a full row cannot be chosen while another is free");
    let before = game.sheet(HERO).warehouse;
    let events = act(&mut game, A::Swap(shown[0], other));
    assert!(
        events.contains(&Event::PlaceUsed(HERO, place("Treehouse"))),
        "the log names the Treehouse: {events:?}"
    );
    let after = game.sheet(HERO).warehouse;
    assert_eq!(after[other.index()], before[other.index()] + 1);
    assert_eq!(after[shown[0].index()], before[shown[0].index()], "swapped away");
    for g in &shown[1..] {
        assert_eq!(after[g.index()], before[g.index()] + 1, "the other good shown is kept");
    }
}

#[test]
fn s9_3_cemetery_makes_places_one_coin_cheaper() {
    let (seed, first) = cards_seed(&["Cemetery"]);
    let mut setup = Setup::new(2, Cards, seed);
    setup.stacked = vec![Knight, Knight, Trader, Scholar, Trader, Scholar, Boatman, Scholar, Trader];
    let mut game = Game::new(setup).unwrap();
    play(&mut game, &[(Trader, &[ACQUIRE, A::Acquire(place("Cemetery"))]), pass(Scholar)]);
    assert_eq!(game.sheet(HERO).coins(), 0);
    // Without a coin the hero can still acquire a place costing 1: it is free.
    act(&mut game, A::Take(Trader));
    assert!(legal(&game, ACQUIRE));
    act(&mut game, ACQUIRE);
    let events = act(&mut game, A::Acquire(place(&first)));
    assert!(owns(&game, HERO, &first));
    assert_eq!(crossed(game.sheet(HERO)), 1, "nothing paid for {first}");
    let cemetery = Event::PlaceUsed(HERO, place("Cemetery"));
    assert!(events.contains(&cemetery), "the log names the Cemetery: {events:?}");
    play(&mut game, &[pass(Scholar), coin(Boatman, 0), pass(Scholar)]);
    // With a coin the hero may still pay in full.
    let second = available_in(&game, &[2])[0];
    play(&mut game, &[(Trader, &[ACQUIRE, A::Acquire(second)])]);
    assert_eq!(game.legal_actions(), vec![A::Pay(0), A::Pay(1)]);
    let events = act(&mut game, A::Pay(1));
    assert_eq!(crossed(game.sheet(HERO)), 2);
    assert!(!events.contains(&cemetery), "paid in full, without the Cemetery: {events:?}");
}

/// Checks a place that marks one development box per `count`: a Monk acting as `f` uses it
/// with a count of 2 or more. `progress` leads the hero towards it.
fn develops_per(
    mode: PlaceMode,
    name: &str,
    f: Follower,
    count: fn(&Sheet) -> u8,
    progress: fn(&Sheet) -> i64,
) {
    let ready = |g: &Game| hero_picks(g) && count(g.sheet(HERO)) >= 2 && g.sheet(HERO).monks < 3;
    let extra = |g: &Game| 1000 * count(g.sheet(HERO)).min(2) as i64 + progress(g.sheet(HERO));
    let mut game = own_places(mode, &[name], &extra, &ready);
    let before = game.sheet(HERO).clone();
    monk_uses(&mut game, f, name);
    let after = game.sheet(HERO);
    assert_eq!(after.development, (before.development + count(&before)).min(30), "{name}: {before:?}");
}

#[test]
fn s9_3_guesthouse_develops_once_per_complete_warehouse_column() {
    // Progress: goods towards two columns.
    develops_per(Cards, "Guesthouse", Craftsman, Sheet::warehouse_columns, |s| {
        100 * s.warehouse.iter().map(|&w| w.min(2) as i64).sum::<i64>()
    });
}

#[test]
fn s9_3_park_develops_once_per_crossed_bank_column() {
    // Progress: Bank rows with a coin spent, coins to spend.
    develops_per(Printed, "Park", Trader, Sheet::bank_columns, |s| {
        200 * s.bank.iter().filter(|r| r.crossed > 0).count() as i64 + 50 * s.coins().min(3) as i64
    });
}

#[test]
fn s9_3_goldsmith_develops_once_per_trading_post() {
    // Progress: a coin to pay.
    develops_per(Printed, "Goldsmith", Craftsman, Sheet::post_count, |s| 50 * s.coins().min(1) as i64);
}

#[test]
fn s9_3_architect_spends_a_coin_to_build_a_trading_post() {
    let ready = |g: &Game| {
        hero_picks(g)
            && g.sheet(HERO).coins() >= 1
            && !g.sheet(HERO).has_post(ORLEANS)
            && g.sheet(HERO).monks < 3
    };
    let keep_orleans =
        |g: &Game| 50 * g.sheet(HERO).coins().min(1) as i64 - 3000 * g.sheet(HERO).has_post(ORLEANS) as i64;
    let mut game = own_places(Cards, &["Architect"], &keep_orleans, &ready);
    let before = game.sheet(HERO).clone();
    let mut events = monk_uses(&mut game, Knight, "Architect");
    events.extend(maybe(&mut game, A::Build(ORLEANS)));
    while game.current().and_then(Task::next_step) == Some(Step::Spend) {
        let first = game.legal_actions()[0];
        events.extend(act(&mut game, first));
    }
    let after = game.sheet(HERO);
    assert_eq!(after.post_count(), before.post_count() + 1, "{events:?}");
    assert_eq!(after.coins(), before.coins() - 1);
    assert!(events.iter().any(|e| matches!(e, Event::CoinSpent(HERO, _))));
}

#[test]
fn s9_3_architect_needs_a_coin() {
    let ready = |g: &Game| hero_picks(g) && g.sheet(HERO).coins() == 0 && g.sheet(HERO).monks < 3;
    let mut game = own_places(Cards, &["Architect"], &|g| -100 * g.sheet(HERO).coins() as i64, &ready);
    recruit(&mut game);
    act(&mut game, A::Imitate(Knight));
    assert!(!legal(&game, A::UsePlace(place("Architect"))), "{:?}", game.legal_actions());
}

// ---- 10 Shared items ----------------------------------------------------------------------------------

#[test]
fn s10_holder_shows_who_claimed_each_yellow_bonus() {
    let fresh = stacked(2, Printed, &[], &[&[]]);
    assert!(
        Yellow::ALL.iter().all(|&y| fresh.holder(y).is_none()),
        "nothing claimed at setup, crossed or not"
    );
    let game = complete_deed(2, 3);
    for y in Yellow::ALL {
        let expected = (y == Yellow::Deed(3)).then_some(HERO);
        assert_eq!(game.holder(y), expected, "{y:?}");
    }
    assert!(game.sheet(HERO).has_yellow(Yellow::Deed(3)));
    assert!(
        !game.sheet(RIVAL).yellow_open(Yellow::Deed(3)) && !game.sheet(RIVAL).has_yellow(Yellow::Deed(3))
    );
}

#[test]
fn s10_place_shows_who_owns_each_place() {
    let (brewery, mill) = (place("Brewery"), place("Mill"));
    let turns = [(Trader, &[ACQUIRE, A::Acquire(brewery)][..]), (Trader, &[ACQUIRE, A::Acquire(mill)])];
    let game = scenario(2, Printed, &[Knight, Knight], &turns, &[]);
    assert_eq!(game.place(brewery), PlaceSlot::Owned { player: HERO, turn: 1 });
    assert_eq!(game.place(mill), PlaceSlot::Owned { player: RIVAL, turn: 2 });
    assert_eq!(game.place(place("Stable")), PlaceSlot::Available);
    assert_eq!(game.place(place("Cemetery")), PlaceSlot::OutOfGame, "not a printed place");
}

#[test]
fn s10_trading_post_cities_show_who_built_there() {
    let road = from_orleans(ConnectionKind::Road);
    let city = far_end(road);
    let fill = [FILL_ROAD, A::Fill(road)];
    let build = [BUILD, A::Build(city)];
    let turns = [(Craftsman, &[BUILD][..]), (Knight, &fill[..]), pass(Scholar), (Craftsman, &build[..])];
    let game = scenario(2, Printed, &[Farmer, Farmer], &turns, &[]);
    let (hero, rival) = (game.sheet(HERO), game.sheet(RIVAL));
    assert!(rival.has_post(city) && !rival.is_crossed(city));
    assert!(hero.is_crossed(city) && !hero.has_post(city), "crossed out for everybody else");
    assert!(hero.has_post(ORLEANS) && !rival.is_crossed(ORLEANS), "Orléans is never crossed");
}
