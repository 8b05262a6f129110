//! Scenario tests for docs/rules.md section 11: the solo game against Jeanne.
//!
//! The solo cards are shuffled by the seed, so a scenario either searches the seeds for a pile
//! that exercises its rule, or checks Jeanne's turns against the card tables for whatever comes
//! up. Short scenarios stack round 1 so that Jeanne has a single follower to take (`only`);
//! deeper situations come from whole games played by a scripted human (`Style`), searched for
//! the first turn of Jeanne's that meets the situation (`find_turn`). `Model` works out a turn
//! of hers by hand from the rules and the tables, for the whole-game checks.
//!
//! `common::decider` is not used: it does not cover `Decider::Jeanne`.

use orleans_dw::engine::data::{
    Arrow, Exchange, JeanneMonk, JeanneRow, ScholarBox, SoloCard, SoloEffect, JEANNE_LEVELS,
    JEANNE_ROW_POINTS, JEANNE_SCHOLAR, JEANNE_SHIELDS, PLACES, SOLO_CARDS,
};
use orleans_dw::engine::*;
use orleans_dw::players::{Normal, Player};

use crate::common::*;
use Follower::*;

/// The human's seat.
const HUMAN: PlayerId = 0;
/// Jeanne's seat in the pick order.
const JEANNE: PlayerId = 1;
/// The three solo levels.
const LEVELS: [SoloLevel; 3] = [SoloLevel::Standard, SoloLevel::Connoisseur, SoloLevel::Special];
/// Seeds a search tries before giving up.
const SEARCH: u64 = 4000;
/// The highest city number (Orléans, 0, is never crossed).
const LAST_CITY: CityId = 22;
/// Her six development levels.
const MAX_LEVELS: u8 = JEANNE_LEVELS.len() as u8;
/// The boxes of her Depot, both rows.
const MAX_SHIELDS: u8 = (JEANNE_SHIELDS[0].len() + JEANNE_SHIELDS[1].len()) as u8;

// ---- Games and turns ------------------------------------------------------------------------

/// A solo game at `level` from `seed`, its bag stacked: the 2 tokens set aside, then each round's.
fn solo(level: SoloLevel, seed: u64, stacked: &[Follower]) -> Game {
    let mut setup = Setup::solo(level, seed);
    setup.stacked = stacked.to_vec();
    Game::new(setup).expect("a valid solo setup")
}

/// Jeanne's zone.
fn her(game: &Game) -> &Jeanne {
    game.jeanne().expect("a solo game")
}

/// The card of index `i`.
fn card(i: u8) -> &'static SoloCard {
    &SOLO_CARDS[i as usize]
}

/// The index of the card called `name`.
fn card_named(name: &str) -> u8 {
    SOLO_CARDS.iter().position(|c| c.name == name).unwrap_or_else(|| panic!("no card {name}")) as u8
}

/// The `k`-th card from the top of a face-down pile (0: the top).
fn from_top(pile: &[u8], k: usize) -> u8 {
    pile[pile.len() - 1 - k]
}

/// The card Jeanne reveals next.
fn top(game: &Game) -> u8 {
    from_top(&her(game).pile, 0)
}

/// The card under it, whose back gives her direction.
fn next(game: &Game) -> u8 {
    from_top(&her(game).pile, 1)
}

/// The effect `c` shows for `f`.
fn effect_for(c: u8, f: Follower) -> SoloEffect {
    card(c).face.iter().find(|e| e.0 == f).expect("every follower is on every face").1
}

/// The followers of `c`'s face in the order an `arrow` reads them.
fn reading(c: u8, arrow: Arrow) -> Vec<Follower> {
    let mut order: Vec<Follower> = card(c).face.iter().map(|e| e.0).collect();
    if arrow == Arrow::Left {
        order.reverse();
    }
    order
}

/// The follower Jeanne takes from `laid` reading `c` with `arrow`.
fn first_laid_out(c: u8, arrow: Arrow, laid: [u8; 6]) -> Follower {
    *reading(c, arrow).iter().find(|f| laid[f.index()] > 0).expect("a token is laid out")
}

/// The turn the rules give Jeanne now, worked out from the pile and the laid-out tokens.
fn expected_turn(game: &Game) -> JeanneTurn {
    let (c, arrow) = (top(game), card(next(game)).arrow);
    let follower = first_laid_out(c, arrow, game.laid_out());
    JeanneTurn { card: c, arrow, follower, effect: effect_for(c, follower) }
}

/// Jeanne's turn now: her only legal action.
fn her_turn(game: &Game) -> JeanneTurn {
    assert_eq!(game.decider(), Some(Decider::Jeanne));
    match game.legal_actions()[..] {
        [Action::Jeanne(turn)] => turn,
        ref other => panic!("Jeanne's turn should be her only action, not {other:?}"),
    }
}

/// Plays Jeanne's turn; returns it and its events.
fn play_her_turn(game: &mut Game) -> (JeanneTurn, Vec<Event>) {
    let turn = her_turn(game);
    let events = act(game, Action::Jeanne(turn));
    (turn, events)
}

/// The first seed's result of `f` that is `Some`, panicking after `SEARCH` seeds.
fn find<T>(what: &str, mut f: impl FnMut(u64) -> Option<T>) -> T {
    (0..SEARCH).find_map(&mut f).unwrap_or_else(|| panic!("no seed below {SEARCH} gives {what}"))
}

/// The face-down pile a game of `level` from `seed` starts with (the bag does not change it).
fn pile(level: SoloLevel, seed: u64) -> Vec<u8> {
    her(&solo(level, seed, &[])).pile.clone()
}

/// A follower other than `f`, with tokens to spare.
fn other(f: Follower) -> Follower {
    if f == Farmer {
        Boatman
    } else {
        Farmer
    }
}

/// A game at Jeanne's first turn where only `f` is laid out: round 1 draws four `f` and one
/// other token, which the human took and passed. Her second turn of the round, after the human
/// takes another `f`, again has only `f`.
fn only(level: SoloLevel, seed: u64, f: Follower) -> Game {
    let o = other(f);
    let mut game = solo(level, seed, &[o, o, f, f, f, f, o]);
    take_and_pass(&mut game, o);
    game
}

/// The first `only` game, over seeds and followers, whose pile meets `want(pile, f)`.
fn find_only(level: SoloLevel, what: &str, want: impl Fn(&[u8], Follower) -> bool) -> (Game, Follower) {
    find(what, |seed| {
        let p = pile(level, seed);
        Follower::ALL.into_iter().find(|&f| want(&p, f)).map(|f| (only(level, seed, f), f))
    })
}

/// An `only` game where Jeanne's first turns take `f` with these effects, in order.
fn find_effects(
    level: SoloLevel,
    effects: &[SoloEffect],
    f_ok: impl Fn(Follower) -> bool,
) -> (Game, Follower) {
    find_only(level, &format!("Jeanne's first effects {effects:?}"), |p, f| {
        f_ok(f) && effects.iter().enumerate().all(|(k, &e)| effect_for(from_top(p, k), f) == e)
    })
}

/// The human takes some laid-out token and passes.
fn pass_any(game: &mut Game) {
    take_and_pass(game, laid_follower(game.laid_out()));
}

/// The human's second turn: takes another `f` and passes, back to Jeanne.
fn pass_to_her(game: &mut Game, f: Follower) {
    take_and_pass(game, f);
    assert_eq!(game.decider(), Some(Decider::Jeanne));
}

// ---- Whole games with a scripted human -------------------------------------------------------

/// How the scripted human plays a whole game.
#[derive(Clone, Copy, Debug)]
enum Style {
    /// Takes a random token and declines its action.
    Passer,
    /// Random legal actions, favouring the development track.
    Developer,
    /// Random legal actions, favouring coins in Bank row 3.
    Banker,
    /// Random legal actions, favouring connections and trading posts.
    Builder,
    /// Takes the token Jeanne would take before this follower, then passes: she takes it more.
    Feeder(Follower),
    /// The crate's greedy bot: scores about as much as Jeanne.
    Greedy,
}

impl Style {
    fn weight(self, a: &Action) -> u64 {
        use Action as A;
        match (self, a) {
            (Style::Passer | Style::Feeder(_), A::Recruit(_)) => 0,
            (_, A::Recruit(_)) => 1,
            (Style::Passer | Style::Feeder(_), A::Decline) => 1000,
            (Style::Passer | Style::Feeder(_), _) => 1,
            (_, A::Decline) => 1,
            (Style::Developer, A::Take(Scholar) | A::Standard(Standard::Develop) | A::Deed(_)) => 100,
            (Style::Banker, A::GainCoin(2)) => 1000,
            (Style::Banker, A::Take(Boatman | Craftsman | Trader) | A::Standard(Standard::GainCoin)) => 100,
            (
                Style::Builder,
                A::Take(Knight | Boatman | Craftsman)
                | A::Fill(_)
                | A::Build(_)
                | A::Standard(Standard::FillRoad | Standard::FillWaterway | Standard::BuildPost),
            ) => 100,
            _ => 10,
        }
    }

    /// The human's decision now.
    fn choose(self, game: &Game, rng: &mut GameRng) -> Action {
        let legal = game.legal_actions();
        if let Style::Feeder(target) = self {
            if let Some(f) = feed(game, &legal, target, rng) {
                return Action::Take(f);
            }
        }
        legal[rng.weighted(&legal, |a| self.weight(a))]
    }
}

/// At a pick, the token to take so that Jeanne's next card leads her to `target`: the first
/// laid-out follower she would read before it, else any other than `target`.
fn feed(game: &Game, legal: &[Action], target: Follower, rng: &mut GameRng) -> Option<Follower> {
    if !matches!(legal.first(), Some(Action::Take(_))) {
        return None;
    }
    let laid = game.laid_out();
    let order = reading(top(game), card(next(game)).arrow);
    let ahead = order.iter().take_while(|&&f| f != target).find(|f| laid[f.index()] > 0);
    let others: Vec<Follower> =
        Follower::ALL.into_iter().filter(|&f| f != target && laid[f.index()] > 0).collect();
    ahead.copied().or_else(|| (!others.is_empty()).then(|| others[rng.below(others.len())]))
}

/// Some laid-out follower.
fn laid_follower(laid: [u8; 6]) -> Follower {
    Follower::ALL.into_iter().find(|f| laid[f.index()] > 0).expect("a token is laid out")
}

/// One of Jeanne's turns in a whole game: the game just before it and just after it.
struct Seen {
    before: Game,
    turn: JeanneTurn,
    events: Vec<Event>,
    after: Game,
}

/// Plays a whole game; returns the final game and each of Jeanne's turns.
fn play_out(level: SoloLevel, seed: u64, style: Style) -> (Game, Vec<Seen>) {
    let mut game = solo(level, seed, &[]);
    let mut rng = GameRng::new(seed);
    let mut bot = Normal::new(seed);
    let mut seen = Vec::new();
    while !game.is_over() {
        if game.decider() == Some(Decider::Jeanne) {
            let before = game.clone();
            let (turn, events) = play_her_turn(&mut game);
            seen.push(Seen { before, turn, events, after: game.clone() });
        } else {
            let action = match style {
                Style::Greedy => bot.choose(&game),
                _ => style.choose(&game, &mut rng),
            };
            act(&mut game, action);
        }
    }
    (game, seen)
}

/// The first of Jeanne's turns, over whole games of `level` and `style`, in `situation`.
fn find_turn(what: &str, level: SoloLevel, style: Style, situation: impl Fn(&Seen) -> bool) -> Seen {
    find(what, |seed| play_out(level, seed, style).1.into_iter().find(|s| situation(s)))
}

/// The first finished game of `level` and `style` that meets `want`.
fn find_game(what: &str, level: SoloLevel, style: Style, want: impl Fn(&Game) -> bool) -> Game {
    find(what, |seed| Some(play_out(level, seed, style).0).filter(|g| want(g)))
}

// ---- Her zone, worked out by hand ----------------------------------------------------------

/// Her zone in numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Zone {
    rows: [u8; 4],
    shields: u8,
    levels: u8,
    posts: u8,
    citizens: u8,
}

fn zone(game: &Game) -> Zone {
    let j = her(game);
    Zone { rows: j.rows, shields: j.shields, levels: j.levels, posts: j.posts, citizens: j.citizens }
}

/// Boxes in her row.
fn row_len(row: JeanneRow) -> u8 {
    match row {
        JeanneRow::Scholar => JEANNE_SCHOLAR.len() as u8,
        _ => JEANNE_ROW_POINTS[row.index()].len() as u8,
    }
}

/// Whether `city` is neither circled nor crossed on `sheet`.
fn free(sheet: &Sheet, city: CityId) -> bool {
    !sheet.has_post(city) && !sheet.is_crossed(city)
}

/// The rules' city for her post on `sheet`: `city` if free, else the next higher free one,
/// else the lowest free one ([D-13]).
fn post_target(sheet: &Sheet, city: CityId) -> Option<CityId> {
    (city..=LAST_CITY).chain(1..city).find(|&c| free(sheet, c))
}

/// The Bank's yellow bonuses from the left: the column shields, then the row-3 citizen.
fn bank_yellows() -> Vec<Yellow> {
    (0..5).map(Yellow::BankColumnShield).chain([Yellow::BankCitizen]).collect()
}

/// The four deeds of a 2-player game in the order a deed-crossing effect tries them: against
/// the arrow.
fn deeds_against(arrow: Arrow) -> Vec<Yellow> {
    let deeds = (0..4).map(Yellow::Deed);
    match arrow {
        Arrow::Right => deeds.rev().collect(),
        Arrow::Left => deeds.collect(),
    }
}

/// A turn of Jeanne's worked out from the rules and the tables: her zone and the player's
/// sheet after it.
struct Model {
    zone: Zone,
    sheet: Sheet,
    card: &'static SoloCard,
    back: &'static SoloCard,
    monks: bool,
}

impl Model {
    fn after(before: &Game, turn: JeanneTurn) -> Model {
        let mut m = Model {
            zone: zone(before),
            sheet: before.sheet(HUMAN).clone(),
            card: card(top(before)),
            back: card(next(before)),
            monks: her(before).level != SoloLevel::Standard,
        };
        if let Some(row) = JeanneRow::of(turn.follower) {
            m.mark(row);
        }
        m.effect(turn.effect);
        m
    }

    fn mark(&mut self, row: JeanneRow) {
        let k = self.zone.rows[row.index()];
        if k >= row_len(row) {
            return;
        }
        self.zone.rows[row.index()] += 1;
        if row == JeanneRow::Scholar {
            match JEANNE_SCHOLAR[k as usize] {
                ScholarBox::Level => self.effect(SoloEffect::Level),
                ScholarBox::Shield => self.effect(SoloEffect::Shield),
                ScholarBox::Monk => self.effect(SoloEffect::Monk),
                ScholarBox::FirstCitizen => self.steal(Yellow::FirstDevCitizen),
                ScholarBox::SecondCitizen => self.steal(Yellow::SecondDevCitizen),
            }
        }
    }

    fn effect(&mut self, effect: SoloEffect) {
        let z = &mut self.zone;
        match effect {
            SoloEffect::BuildPost => self.build(self.card.city),
            SoloEffect::RemovePlace => {}
            SoloEffect::Shield => z.shields = (z.shields + 1).min(MAX_SHIELDS),
            SoloEffect::Level => z.levels = (z.levels + 1).min(MAX_LEVELS),
            SoloEffect::Citizen => z.citizens += 1,
            SoloEffect::CrossBankYellow => self.cross_first(bank_yellows()),
            SoloEffect::StealWarehouseCitizen => self.steal(Yellow::WarehouseCitizen),
            SoloEffect::StealBankCitizen => self.steal(Yellow::BankCitizen),
            SoloEffect::CrossDeed => self.cross_first(deeds_against(self.back.arrow)),
            SoloEffect::Monk if !self.monks => {}
            SoloEffect::Monk => match self.back.monk {
                JeanneMonk::Post => self.build(self.card.city),
                JeanneMonk::Mark(row) => {
                    self.mark(row);
                    self.effect(SoloEffect::Shield);
                }
            },
        }
    }

    fn build(&mut self, city: CityId) {
        self.zone.posts += 1;
        if let Some(c) = post_target(&self.sheet, city) {
            self.sheet.crossed_cities |= 1 << c;
        }
    }

    fn steal(&mut self, y: Yellow) {
        if self.sheet.yellow_open(y) {
            self.sheet.yellow_crossed |= y.bit();
            self.zone.citizens += 1;
        }
    }

    fn cross_first(&mut self, order: Vec<Yellow>) {
        if let Some(y) = order.into_iter().find(|&y| self.sheet.yellow_open(y)) {
            self.sheet.yellow_crossed |= y.bit();
        }
    }

    /// The end of the game: the majority citizen, contested with her.
    fn majority(&mut self) {
        let (mine, hers) = (self.sheet.post_count(), self.zone.posts);
        if mine > hers {
            self.sheet.majority_citizen = true;
        } else if hers > mine {
            self.zone.citizens += 1;
        }
    }
}

/// The human's total score.
fn game_total(game: &Game) -> u16 {
    game.scores()[HUMAN as usize].total
}

/// Places still available in `category`.
fn available(game: &Game, category: u8) -> Vec<PlaceId> {
    (0..PLACES.len() as PlaceId)
        .filter(|&i| PLACES[i as usize].category == category && game.place(i) == PlaceSlot::Available)
        .collect()
}

/// Yellow bonuses crossed on the human's sheet by `events`.
fn crossed(events: &[Event]) -> Vec<Yellow> {
    events.iter().filter_map(|e| if let Event::JeanneCrossed(y) = e { Some(*y) } else { None }).collect()
}

/// The cities her posts crossed, from `events`.
fn posts(events: &[Event]) -> Vec<Option<CityId>> {
    events.iter().filter_map(|e| if let Event::JeannePost(c) = e { Some(*c) } else { None }).collect()
}

// ---- Setup and turn order ----------------------------------------------------------------------

#[test]
fn s11_setup_is_two_player_with_cards() {
    let game = solo(SoloLevel::Standard, 1, &[]);
    assert_eq!(game.players(), 1, "one sheet");
    assert_eq!(game.setup().places, PlaceMode::Cards);
    let sheet = game.sheet(HUMAN);
    for city in 18..=22 {
        assert!(sheet.is_crossed(city), "city {city} is crossed out as with 2 players");
    }
    assert!((1..18).all(|c| !sheet.is_crossed(c)));
    assert!(!sheet.yellow_open(Yellow::Deed(4)), "deed 5 is crossed out as with 2 players");
    assert!((0..4).all(|d| sheet.yellow_open(Yellow::Deed(d))));
    assert_eq!(game.waiting().iter().sum::<u8>(), 2, "2 tokens set aside");
    assert_eq!(game.laid_out().iter().sum::<u8>(), 5, "5 tokens a round");
    for category in 1..=5 {
        assert_eq!(available(&game, category).len(), 4, "4 place cards of category {category}");
    }
    assert_eq!(game.tokens_taken(), [0, 0], "two seats: the human and Jeanne");
    let j = her(&game);
    assert_eq!(j.pile.len(), 14);
    assert!(j.discard.is_empty());
    assert_eq!(zone(&game), Zone { rows: [0; 4], shields: 0, levels: 0, posts: 0, citizens: 0 });
    assert_eq!(j.level_value(), 1, "her level is 1 before she marks any");
    assert_eq!((JEANNE_LEVELS.len(), JEANNE_SHIELDS.len()), (6, 2), "6 levels, a Depot of 2 rows");
}

#[test]
fn s11_setup_refuses_printed_places_and_other_player_counts() {
    let printed = Setup { places: PlaceMode::Printed, ..Setup::solo(SoloLevel::Standard, 1) };
    assert_eq!(Game::new(printed).err(), Some(SetupError::SoloWithPrintedPlaces));
    let two = Setup { players: 2, ..Setup::solo(SoloLevel::Standard, 1) };
    assert_eq!(Game::new(two).err(), Some(SetupError::Players(2)));
}

#[test]
fn s11_levels_differ_in_setup() {
    let main: Vec<u8> = (0..14).collect();
    let special: Vec<u8> = (4..14).chain(Exchange::NEWEST.cards()).collect();
    for (level, cards) in
        [(SoloLevel::Standard, &main), (SoloLevel::Connoisseur, &main), (SoloLevel::Special, &special)]
    {
        for seed in 0..5 {
            let game = solo(level, seed, &[]);
            let mut pile = her(&game).pile.clone();
            assert_eq!(her(&game).level, level);
            pile.sort();
            assert_eq!(&pile, cards, "{level:?} plays cards {cards:?}");
        }
    }
    // A game names its edition of the exchange cards: the first one's are cards 14–17.
    let first = Setup { exchange: Exchange::First, ..Setup::solo(SoloLevel::Special, 1) };
    let mut first_pile = her(&Game::new(first).unwrap()).pile.clone();
    first_pile.sort();
    assert_eq!(first_pile, (4..18).collect::<Vec<u8>>());
    for edition in Exchange::ALL {
        let names: Vec<&str> = edition.cards().iter().map(|&i| card(i).name).collect();
        assert_eq!(names, ["1B", "2B", "3B", "4B"], "the exchange cards replace cards 1–4");
    }
    assert_ne!(pile(SoloLevel::Standard, 1), pile(SoloLevel::Standard, 2), "the cards are shuffled");
}

#[test]
fn s11_human_starts_and_alternates_with_jeanne() {
    let mut game = solo(SoloLevel::Standard, 3, &[]);
    let me = Some(Decider::Player(HUMAN));
    for round in 1..=2u16 {
        assert_eq!(game.round(), round);
        let (first, second) = if round == 1 { (HUMAN, JEANNE) } else { (JEANNE, HUMAN) };
        assert_eq!(game.pick_order(), [first, second, first, second, first]);
        for &seat in &[first, second, first, second, first] {
            if seat == HUMAN {
                assert_eq!(game.decider(), me);
                pass_any(&mut game);
            } else {
                play_her_turn(&mut game);
            }
        }
    }
    assert_eq!(game.tokens_taken(), [5, 5], "3 + 2 tokens each over two rounds");
}

#[test]
fn s11_jeanne_turn_is_her_only_legal_action() {
    let mut game = solo(SoloLevel::Standard, 4, &[]);
    pass_any(&mut game);
    let turn = her_turn(&game);
    for f in Follower::ALL {
        assert_eq!(game.apply(Action::Take(f)), Err(ActionError::Illegal(Action::Take(f))));
    }
    let wrong = Action::Jeanne(JeanneTurn { card: (turn.card + 1) % 14, ..turn });
    assert_eq!(game.apply(wrong), Err(ActionError::Illegal(wrong)), "only the turn her cards decide");
    let events = act(&mut game, Action::Jeanne(turn));
    assert!(matches!(events.first(), Some(&Event::Jeanne(t, _)) if t == turn));
    assert_eq!(game.decider(), Some(Decider::Player(HUMAN)));
}

#[test]
fn s11_jeanne_reveals_the_top_card_onto_her_discard() {
    let mut game = solo(SoloLevel::Standard, 5, &[]);
    pass_any(&mut game);
    let before = her(&game).pile.clone();
    let (turn, _) = play_her_turn(&mut game);
    assert_eq!(turn.card, from_top(&before, 0), "she reveals the top card");
    assert_eq!(her(&game).pile, before[..13], "the pile loses its top card");
    assert_eq!(her(&game).discard, [turn.card]);
    pass_any(&mut game);
    let (second, _) = play_her_turn(&mut game);
    assert_eq!(second.card, from_top(&before, 1));
    assert_eq!(her(&game).discard, [turn.card, second.card], "the next card goes on top of the discard");
}

#[test]
fn s11_jeanne_reads_the_next_cards_arrow() {
    // Four followers stay laid out, so the two directions lead to different followers; the
    // revealed card's own arrow points the other way, so only the next card's back is right.
    let stack = [Scholar, Scholar, Farmer, Boatman, Knight, Craftsman, Trader];
    for arrow in [Arrow::Right, Arrow::Left] {
        let mut game = find(&format!("a next card with arrow {arrow:?}"), |seed| {
            let p = pile(SoloLevel::Standard, seed);
            let ok = card(from_top(&p, 1)).arrow == arrow && card(from_top(&p, 0)).arrow != arrow;
            ok.then(|| solo(SoloLevel::Standard, seed, &stack))
        });
        take_and_pass(&mut game, Trader);
        let turn = her_turn(&game);
        let (c, laid) = (top(&game), game.laid_out());
        let other_way = first_laid_out(c, card(c).arrow, laid);
        assert_eq!(turn.arrow, arrow);
        assert_eq!(turn.follower, first_laid_out(c, arrow, laid));
        assert_ne!(turn.follower, other_way, "reading the other way would take another follower");
        assert_eq!(turn.effect, effect_for(c, turn.follower));
    }
}

#[test]
fn s11_jeanne_skips_followers_not_laid_out() {
    // The rulebook's example: her first choice is not laid out, so she takes the next one.
    let seed = 6;
    let p = pile(SoloLevel::Standard, seed);
    let order = reading(from_top(&p, 0), card(from_top(&p, 1)).arrow);
    let mut stack = vec![order[2], order[2]];
    stack.extend(&order[1..6]);
    let mut game = solo(SoloLevel::Standard, seed, &stack);
    assert_eq!(game.laid_out()[order[0].index()], 0, "her first choice is missing");
    take_and_pass(&mut game, order[5]);
    assert_eq!(her_turn(&game).follower, order[1]);
}

#[test]
fn s11_jeanne_token_goes_to_the_waiting_area() {
    let mut game = solo(SoloLevel::Standard, 7, &[]);
    pass_any(&mut game);
    let (laid, waiting) = (game.laid_out(), game.waiting());
    let (turn, _) = play_her_turn(&mut game);
    let i = turn.follower.index();
    assert_eq!(game.laid_out()[i], laid[i] - 1);
    assert_eq!(game.waiting()[i], waiting[i] + 1);
    assert_eq!(game.tokens_taken(), [1, 1]);
}

#[test]
fn s11_jeanne_follows_her_cards_all_game() {
    for (seed, level) in (0..30).zip(LEVELS.iter().cycle()) {
        let (_, seen) = play_out(*level, seed, Style::Developer);
        for s in &seen {
            assert_eq!(s.turn, expected_turn(&s.before), "seed {seed}, {level:?}");
            let (before, after) = (her(&s.before), her(&s.after));
            assert_eq!(after.pile[..], before.pile[..before.pile.len() - 1]);
            assert_eq!(after.discard.last(), Some(&s.turn.card));
        }
    }
}

#[test]
fn s11_cards_reshuffled_after_first_bag() {
    for level in LEVELS {
        let mut game = solo(level, 8, &[]);
        let mut rng = GameRng::new(8);
        let mut revealed = Vec::new();
        while game.bags_crossed() == 0 {
            if game.decider() == Some(Decider::Jeanne) {
                revealed.push(play_her_turn(&mut game).0.card);
            } else {
                let action = Style::Passer.choose(&game, &mut rng);
                act(&mut game, action);
            }
        }
        assert_eq!(revealed.len(), 12, "she takes 12 tokens from the first bag");
        let j = her(&game);
        assert!(j.discard.is_empty(), "every card goes back into the pile");
        let mut all = j.pile.clone();
        all.sort();
        let mut expected = pile(level, 8);
        expected.sort();
        assert_eq!(all, expected, "the 14 cards of {level:?}, all of them");
        assert_ne!(j.pile, pile(level, 8), "shuffled anew");
    }
}

#[test]
fn s11_game_ends_after_two_bags() {
    let (game, seen) = play_out(SoloLevel::Standard, 9, Style::Passer);
    assert!(game.is_over());
    assert_eq!(game.decider(), None);
    assert_eq!(game.bags_crossed(), 2);
    assert_eq!(game.round(), 10, "5 rounds per bag");
    assert_eq!(game.tokens_taken(), [25, 25]);
    assert_eq!(seen.len(), 25);
    assert_eq!(her(&game).discard.len(), 13, "13 cards from the second pile");
    assert_eq!(her(&game).pile.len(), 1, "the pile never runs out");
    assert!(seen.last().unwrap().events.contains(&Event::GameOver), "her turn ends the game");
}

// ---- Her rows and her Scholar row ----------------------------------------------------------------

#[test]
fn s11_farmer_boatman_knight_scholar_mark_their_row() {
    for f in [Farmer, Boatman, Knight, Scholar] {
        let row = JeanneRow::of(f).expect("a row");
        let mut game = only(SoloLevel::Standard, 10, f);
        play_her_turn(&mut game);
        let mut rows = [0; 4];
        rows[row.index()] = 1;
        assert_eq!(her(&game).rows, rows, "{f:?} marks the first box of her {row:?} row");
        pass_to_her(&mut game, f);
        play_her_turn(&mut game);
        rows[row.index()] = 2;
        assert_eq!(her(&game).rows, rows, "then the next box");
    }
}

#[test]
fn s11_craftsman_and_trader_mark_no_row() {
    for f in [Craftsman, Trader] {
        let mut game = only(SoloLevel::Standard, 11, f);
        let (turn, _) = play_her_turn(&mut game);
        assert_eq!(turn.follower, f);
        assert_eq!(her(&game).rows, [0; 4]);
    }
}

#[test]
fn s11_rows_stop_when_full() {
    for row in [JeanneRow::Boatman, JeanneRow::Farmer, JeanneRow::Knight, JeanneRow::Scholar] {
        let f = [Boatman, Farmer, Knight, Scholar][row.index()];
        let s = find_turn(&format!("a full {row:?} row"), SoloLevel::Standard, Style::Feeder(f), |s| {
            // Not her last turn: the end's majority citizen is not her card's effect.
            s.turn.follower == f && her(&s.before).rows[row.index()] == row_len(row) && !s.after.is_over()
        });
        assert_eq!(her(&s.after).rows[row.index()], row_len(row), "nothing beyond the last box");
        assert_eq!(zone(&s.after), Model::after(&s.before, s.turn).zone, "the effect still happens");
    }
}

/// Whether an effect can change her citizens (Monk actions never do).
fn touches_citizens(e: SoloEffect) -> bool {
    matches!(e, SoloEffect::Citizen | SoloEffect::StealBankCitizen | SoloEffect::StealWarehouseCitizen)
}

/// Her first turn marking Scholar box `k` (1-based) in a Standard game, in `situation`.
fn scholar_box(k: u8, style: Style, situation: impl Fn(&Seen) -> bool) -> Seen {
    find_turn(&format!("her Scholar box {k}"), SoloLevel::Standard, style, |s| {
        s.turn.follower == Scholar && her(&s.before).rows[JeanneRow::Scholar.index()] == k - 1 && situation(s)
    })
}

/// The 1-based numbers of her Scholar boxes of `kind`.
fn scholar_boxes(kind: ScholarBox) -> Vec<u8> {
    (1..=JEANNE_SCHOLAR.len() as u8).filter(|&k| JEANNE_SCHOLAR[k as usize - 1] == kind).collect()
}

#[test]
fn s11_scholar_row_carries_every_kind_of_box() {
    assert_eq!(scholar_boxes(ScholarBox::FirstCitizen), [2], "box 2 steals the first citizen");
    assert_eq!(scholar_boxes(ScholarBox::SecondCitizen), [5], "box 5 steals the second citizen");
    assert!(!scholar_boxes(ScholarBox::Shield).is_empty() && !scholar_boxes(ScholarBox::Monk).is_empty());
    let levels = scholar_boxes(ScholarBox::Level).len();
    assert!(2 * levels > JEANNE_SCHOLAR.len() - 2, "most of the other boxes raise her level");
}

#[test]
fn s11_scholar_level_boxes_raise_her_level() {
    for k in scholar_boxes(ScholarBox::Level) {
        let s = scholar_box(k, Style::Feeder(Scholar), |s| {
            s.turn.effect != SoloEffect::Level && her(&s.before).levels < MAX_LEVELS
        });
        assert_eq!(her(&s.after).levels, her(&s.before).levels + 1, "Scholar box {k}");
        assert_eq!(zone(&s.after), Model::after(&s.before, s.turn).zone);
    }
}

#[test]
fn s11_scholar_box_2_steals_the_first_citizen() {
    let (mut game, _) = find_only(SoloLevel::Standard, "two Scholars for her, without citizens", |p, f| {
        f == Scholar && (0..2).all(|k| !touches_citizens(effect_for(from_top(p, k), f)))
    });
    play_her_turn(&mut game);
    assert!(game.sheet(HUMAN).yellow_open(Yellow::FirstDevCitizen), "box 1 steals nothing");
    pass_to_her(&mut game, Scholar);
    let (_, events) = play_her_turn(&mut game);
    assert!(!game.sheet(HUMAN).yellow_open(Yellow::FirstDevCitizen), "crossed on the player's sheet");
    assert_eq!(crossed(&events), [Yellow::FirstDevCitizen]);
    assert_eq!(her(&game).citizens, 1, "a citizen for her");
}

#[test]
fn s11_scholar_box_2_steals_nothing_once_the_player_has_it() {
    let s = scholar_box(2, Style::Developer, |s| {
        s.before.sheet(HUMAN).has_yellow(Yellow::FirstDevCitizen) && !touches_citizens(s.turn.effect)
    });
    assert!(s.after.sheet(HUMAN).has_yellow(Yellow::FirstDevCitizen), "the player keeps it");
    assert!(!crossed(&s.events).contains(&Yellow::FirstDevCitizen));
    assert_eq!(her(&s.after).citizens, her(&s.before).citizens, "no citizen for her");
}

#[test]
fn s11_scholar_shield_boxes_circle_a_shield() {
    for k in scholar_boxes(ScholarBox::Shield) {
        let s = scholar_box(k, Style::Feeder(Scholar), |s| {
            s.turn.effect != SoloEffect::Shield && her(&s.before).shields < MAX_SHIELDS
        });
        assert_eq!(her(&s.after).shields, her(&s.before).shields + 1, "Scholar box {k}");
    }
}

#[test]
fn s11_scholar_box_5_steals_the_second_citizen() {
    let s = scholar_box(5, Style::Feeder(Scholar), |s| !touches_citizens(s.turn.effect));
    assert!(!s.after.sheet(HUMAN).yellow_open(Yellow::SecondDevCitizen));
    assert!(crossed(&s.events).contains(&Yellow::SecondDevCitizen));
    assert_eq!(her(&s.after).citizens, her(&s.before).citizens + 1);
}

#[test]
fn s11_scholar_monk_boxes_act_only_above_standard() {
    for (k, level) in scholar_boxes(ScholarBox::Monk).into_iter().flat_map(|k| LEVELS.map(|l| (k, l))) {
        let s = find_turn(&format!("her Scholar box {k} at {level:?}"), level, Style::Feeder(Scholar), |s| {
            s.turn.follower == Scholar && her(&s.before).rows[JeanneRow::Scholar.index()] == k - 1
        });
        let model = Model::after(&s.before, s.turn);
        assert_eq!(zone(&s.after), model.zone, "{level:?}");
        assert_eq!(s.after.sheet(HUMAN), &model.sheet, "{level:?}");
    }
}

// ---- Card effects ------------------------------------------------------------------------------

#[test]
fn s11_effect_build_post_crosses_the_cards_city() {
    // Every card builds for a Craftsman.
    assert!(SOLO_CARDS.iter().all(|c| c.face.contains(&(Craftsman, SoloEffect::BuildPost))));
    let mut game = only(SoloLevel::Standard, 12, Craftsman);
    let city = card(top(&game)).city;
    assert!(!game.sheet(HUMAN).is_crossed(city));
    let (turn, events) = play_her_turn(&mut game);
    assert_eq!(turn.effect, SoloEffect::BuildPost);
    assert!(game.sheet(HUMAN).is_crossed(city), "the card's city {city} is crossed");
    assert!(!game.sheet(HUMAN).has_post(city), "the post is hers, not the player's");
    assert_eq!(posts(&events), [Some(city)]);
    assert_eq!(her(&game).posts, 1, "she circles a trading post");
}

/// Her first post, over whole games, whose card city is taken and where `situation` holds.
fn taken_city_post(what: &str, style: Style, situation: impl Fn(&Sheet, CityId) -> bool) -> Seen {
    find_turn(what, SoloLevel::Standard, style, |s| {
        let (sheet, city) = (s.before.sheet(HUMAN), card(s.turn.card).city);
        s.turn.effect == SoloEffect::BuildPost && !free(sheet, city) && situation(sheet, city)
    })
}

#[test]
fn s11_effect_build_post_takes_the_next_higher_free_city() {
    let above = |sheet: &Sheet, city: CityId| (city + 1..=LAST_CITY).find(|&c| free(sheet, c));
    let what = "a post on a taken city with a free one above";
    let s = taken_city_post(what, Style::Feeder(Craftsman), |sheet, city| above(sheet, city).is_some());
    let target = above(s.before.sheet(HUMAN), card(s.turn.card).city);
    assert_eq!(posts(&s.events), [target]);
    assert!(s.after.sheet(HUMAN).is_crossed(target.unwrap()));
    assert_eq!(her(&s.after).posts, her(&s.before).posts + 1);
}

#[test]
fn s11_effect_build_post_skips_the_players_own_posts() {
    let what = "a post on a city the player built in";
    let s = taken_city_post(what, Style::Builder, |sheet, city| sheet.has_post(city));
    let city = card(s.turn.card).city;
    let after = s.after.sheet(HUMAN);
    assert!(after.has_post(city) && !after.is_crossed(city), "the player's post stays");
    assert_eq!(posts(&s.events), [post_target(s.before.sheet(HUMAN), city)]);
}

#[test]
fn s11_effect_build_post_wraps_to_the_lowest_free_city() {
    let what = "a post with no free city above its card's";
    let s = taken_city_post(what, Style::Feeder(Craftsman), |sheet, city| {
        post_target(sheet, city).is_some_and(|c| c < city)
    });
    let lowest = (1..=LAST_CITY).find(|&c| free(s.before.sheet(HUMAN), c));
    assert_eq!(posts(&s.events), [lowest], "[D-13] the lowest free city");
    assert_eq!(her(&s.after).posts, her(&s.before).posts + 1);
}

#[test]
fn s11_effect_remove_place_removes_one_card_of_the_category() {
    let (mut game, _) = find_effects(SoloLevel::Standard, &[SoloEffect::RemovePlace], |_| true);
    let category = card(top(&game)).category;
    let before = available(&game, category);
    let (_, events) = play_her_turn(&mut game);
    let after = available(&game, category);
    assert_eq!(after.len(), 3, "one place card of category {category} leaves the game");
    let gone: Vec<PlaceId> = before.iter().copied().filter(|i| !after.contains(i)).collect();
    assert_eq!(game.place(gone[0]), PlaceSlot::Removed);
    assert!(events.contains(&Event::PlaceRemoved(gone[0])));
    for other in (1..=5).filter(|&c| c != category) {
        assert_eq!(available(&game, other).len(), 4, "category {other} is untouched");
    }
}

#[test]
fn s11_effect_remove_place_spares_acquired_places() {
    // Card 11 removes a category I place for a Knight. The player first acquires one.
    let eleven = card_named("11");
    assert_eq!((effect_for(eleven, Knight), card(eleven).category), (SoloEffect::RemovePlace, 1));
    let seeds = (0..SEARCH).filter(|&s| from_top(&pile(SoloLevel::Standard, s), 0) == eleven);
    for seed in seeds.take(8) {
        let stack = [Farmer, Farmer, Trader, Knight, Knight, Knight, Knight];
        let mut game = solo(SoloLevel::Standard, seed, &stack);
        let mine = available(&game, 1)[0];
        act(&mut game, Action::Take(Trader));
        act(&mut game, Action::Standard(Standard::AcquirePlace));
        act(&mut game, Action::Acquire(mine));
        play_her_turn(&mut game);
        assert!(matches!(game.place(mine), PlaceSlot::Owned { player: HUMAN, .. }), "seed {seed}");
        assert_eq!(available(&game, 1).len(), 2, "one of the 3 unacquired places is removed");
    }
}

#[test]
fn s11_effect_shield_circles_her_next_shield() {
    let effects = [SoloEffect::Shield; 2];
    let (mut game, f) = find_effects(SoloLevel::Standard, &effects, |f| f != Scholar);
    play_her_turn(&mut game);
    assert_eq!(her(&game).shields, 1);
    pass_to_her(&mut game, f);
    play_her_turn(&mut game);
    assert_eq!(her(&game).shields, 2);
    assert_eq!(her(&game).score().depot, JEANNE_SHIELDS[0][0] + JEANNE_SHIELDS[0][1]);
}

#[test]
fn s11_her_depot_stops_when_full() {
    let s = find_turn("a shield with her Depot full", SoloLevel::Connoisseur, Style::Passer, |s| {
        s.turn.effect == SoloEffect::Shield && her(&s.before).shields == MAX_SHIELDS
    });
    assert_eq!(her(&s.after).shields, MAX_SHIELDS, "a shield beyond the second row is lost");
}

#[test]
fn s11_effect_level_marks_her_next_level() {
    let effects = [SoloEffect::Level; 2];
    let (mut game, f) = find_effects(SoloLevel::Standard, &effects, |f| f != Scholar);
    play_her_turn(&mut game);
    assert_eq!((her(&game).levels, her(&game).level_value()), (1, JEANNE_LEVELS[0]));
    pass_to_her(&mut game, f);
    play_her_turn(&mut game);
    assert_eq!((her(&game).levels, her(&game).level_value()), (2, JEANNE_LEVELS[1]));
}

#[test]
fn s11_her_levels_stop_at_six() {
    let s = find_turn("a level with all six marked", SoloLevel::Standard, Style::Feeder(Scholar), |s| {
        s.turn.effect == SoloEffect::Level && her(&s.before).levels == MAX_LEVELS
    });
    assert_eq!(her(&s.after).levels, MAX_LEVELS);
    assert_eq!(her(&s.after).level_value(), JEANNE_LEVELS[5]);
}

#[test]
fn s11_effect_cross_bank_yellow_goes_left_to_right() {
    let effects = [SoloEffect::CrossBankYellow; 2];
    let (mut game, f) = find_effects(SoloLevel::Standard, &effects, |f| f != Scholar);
    let (_, events) = play_her_turn(&mut game);
    assert_eq!(crossed(&events), [Yellow::BankColumnShield(0)], "the leftmost column shield");
    pass_to_her(&mut game, f);
    let (_, events) = play_her_turn(&mut game);
    assert_eq!(crossed(&events), [Yellow::BankColumnShield(1)], "then the next one not yet crossed");
    let sheet = game.sheet(HUMAN);
    let open: Vec<bool> = bank_yellows().into_iter().map(|y| sheet.yellow_open(y)).collect();
    assert_eq!(open, [false, false, true, true, true, true]);
}

#[test]
fn s11_effect_cross_bank_yellow_reaches_the_bank_citizen_last() {
    let shields_gone = |s: &Seen| {
        let sheet = s.before.sheet(HUMAN);
        (0..5).all(|c| !sheet.yellow_open(Yellow::BankColumnShield(c)))
    };
    let s = find_turn("a Bank crossing after the five shields", SoloLevel::Standard, Style::Passer, |s| {
        s.turn.effect == SoloEffect::CrossBankYellow
            && s.turn.follower != Scholar
            && shields_gone(s)
            && s.before.sheet(HUMAN).yellow_open(Yellow::BankCitizen)
    });
    assert_eq!(crossed(&s.events), [Yellow::BankCitizen]);
    let s = find_turn("a Bank crossing with nothing left", SoloLevel::Standard, Style::Passer, |s| {
        s.turn.effect == SoloEffect::CrossBankYellow
            && s.turn.follower != Scholar
            && bank_yellows().into_iter().all(|y| !s.before.sheet(HUMAN).yellow_open(y))
    });
    assert!(crossed(&s.events).is_empty());
    assert_eq!(s.after.sheet(HUMAN), s.before.sheet(HUMAN), "nothing left to cross");
}

#[test]
fn s11_effect_cross_bank_yellow_skips_bonuses_the_player_claimed() {
    // "The first not yet crossed" from the left: read as the first still open, since a bonus
    // the player has circled cannot be crossed any more.
    let first_uncrossed =
        |sheet: &Sheet| bank_yellows().into_iter().find(|y| sheet.yellow_crossed & y.bit() == 0);
    let what = "a Bank crossing whose first uncrossed bonus is the player's";
    let s = find_turn(what, SoloLevel::Standard, Style::Greedy, |s| {
        let sheet = s.before.sheet(HUMAN);
        let claimed = first_uncrossed(sheet).is_some_and(|y| sheet.has_yellow(y));
        let open_left = bank_yellows().into_iter().any(|y| sheet.yellow_open(y));
        s.turn.effect == SoloEffect::CrossBankYellow && s.turn.follower != Scholar && claimed && open_left
    });
    let (before, after) = (s.before.sheet(HUMAN), s.after.sheet(HUMAN));
    let claimed = first_uncrossed(before).unwrap();
    assert!(after.has_yellow(claimed), "the player keeps {claimed:?}");
    let first_open = bank_yellows().into_iter().find(|&y| before.yellow_open(y)).unwrap();
    assert_eq!(crossed(&s.events), [first_open]);
}

#[test]
fn s11_effect_citizen_circles_one_for_her() {
    let (mut game, _) = find_effects(SoloLevel::Standard, &[SoloEffect::Citizen], |f| f != Scholar);
    let sheet = game.sheet(HUMAN).clone();
    play_her_turn(&mut game);
    assert_eq!(her(&game).citizens, 1);
    assert_eq!(game.sheet(HUMAN), &sheet, "nothing is taken from the player");
}

#[test]
fn s11_effect_steal_warehouse_citizen_takes_it_once() {
    let effects = [SoloEffect::StealWarehouseCitizen; 2];
    let (mut game, f) = find_effects(SoloLevel::Standard, &effects, |f| f != Scholar);
    let (_, events) = play_her_turn(&mut game);
    assert_eq!(crossed(&events), [Yellow::WarehouseCitizen], "crossed on the player's sheet");
    assert_eq!(her(&game).citizens, 1, "and circled for her");
    pass_to_her(&mut game, f);
    let (_, events) = play_her_turn(&mut game);
    assert!(crossed(&events).is_empty(), "already crossed: nothing");
    assert_eq!(her(&game).citizens, 1);
}

#[test]
fn s11_effect_steal_bank_citizen_takes_it_if_open() {
    let (mut game, _) = find_effects(SoloLevel::Standard, &[SoloEffect::StealBankCitizen], |f| f != Scholar);
    let (_, events) = play_her_turn(&mut game);
    assert_eq!(crossed(&events), [Yellow::BankCitizen]);
    assert_eq!(her(&game).citizens, 1);
}

#[test]
fn s11_effect_steal_bank_citizen_spares_a_circled_citizen() {
    let what = "a Bank steal once the player has the Bank citizen";
    let s = find_turn(what, SoloLevel::Standard, Style::Banker, |s| {
        s.turn.effect == SoloEffect::StealBankCitizen
            && s.turn.follower != Scholar
            && s.before.sheet(HUMAN).has_yellow(Yellow::BankCitizen)
    });
    assert!(s.after.sheet(HUMAN).has_yellow(Yellow::BankCitizen), "the player keeps it");
    assert!(crossed(&s.events).is_empty());
    assert_eq!(her(&s.after).citizens, her(&s.before).citizens, "no citizen for her");
}

#[test]
fn s11_effect_cross_deed_goes_against_the_arrow() {
    for (arrow, deed) in [(Arrow::Right, 3), (Arrow::Left, 0)] {
        let what = format!("a deed crossing, arrow {arrow:?}");
        let (mut game, _) = find_only(SoloLevel::Standard, &what, |p, f| {
            let (c, next) = (card(from_top(p, 0)), card(from_top(p, 1)));
            let deed = effect_for(from_top(p, 0), f) == SoloEffect::CrossDeed;
            deed && f != Scholar && next.arrow == arrow && c.arrow != arrow
        });
        let (turn, events) = play_her_turn(&mut game);
        assert_eq!(turn.arrow, arrow);
        assert_eq!(crossed(&events), [Yellow::Deed(deed)], "arrow {arrow:?}: deed {}", deed + 1);
    }
}

#[test]
fn s11_effect_cross_deed_skips_closed_deeds() {
    let s = find_turn("a deed crossing past a closed deed", SoloLevel::Standard, Style::Passer, |s| {
        let sheet = s.before.sheet(HUMAN);
        let first_open = deeds_against(s.turn.arrow).into_iter().position(|y| sheet.yellow_open(y));
        let past_one = first_open.is_some_and(|i| i > 0);
        s.turn.effect == SoloEffect::CrossDeed && s.turn.follower != Scholar && past_one
    });
    let sheet = s.before.sheet(HUMAN);
    let next_open = deeds_against(s.turn.arrow).into_iter().find(|&y| sheet.yellow_open(y));
    assert_eq!(crossed(&s.events), [next_open.unwrap()]);
}

#[test]
fn s11_effect_cross_deed_does_nothing_when_none_is_left() {
    let s = find_turn("a deed crossing with every deed closed", SoloLevel::Standard, Style::Passer, |s| {
        let sheet = s.before.sheet(HUMAN);
        let none_left = (0..5).all(|d| !sheet.yellow_open(Yellow::Deed(d)));
        s.turn.effect == SoloEffect::CrossDeed && s.turn.follower != Scholar && none_left
    });
    assert!(crossed(&s.events).is_empty());
    assert_eq!(s.after.sheet(HUMAN), s.before.sheet(HUMAN));
}

// ---- Monk actions ------------------------------------------------------------------------------

#[test]
fn s11_standard_ignores_monk_actions() {
    let (mut game, f) = find_effects(SoloLevel::Standard, &[SoloEffect::Monk], |f| f != Scholar);
    let sheet = game.sheet(HUMAN).clone();
    let mut expected = zone(&game);
    if let Some(row) = JeanneRow::of(f) {
        expected.rows[row.index()] += 1;
    }
    let (_, events) = play_her_turn(&mut game);
    assert_eq!(zone(&game), expected, "only her follower's row");
    assert_eq!(game.sheet(HUMAN), &sheet);
    assert!(posts(&events).is_empty());
}

/// Her turn's event says whether the card's effect changed anything: the log tells a steal of
/// a citizen already gone, or a Monk action at the Standard level, as nothing done.
#[test]
fn s11_her_turn_tells_whether_the_effect_did_anything() {
    let done = |events: &[Event]| match events.first() {
        Some(&Event::Jeanne(_, done)) => done,
        other => panic!("her turn first, not {other:?}"),
    };
    let (mut game, _) = find_effects(SoloLevel::Standard, &[SoloEffect::Monk], |f| f != Scholar);
    assert!(!done(&play_her_turn(&mut game).1), "Standard: no Monk action");
    let (mut game, _) = monk_game(SoloLevel::Connoisseur, |_, f| f != Scholar);
    assert!(done(&play_her_turn(&mut game).1), "Connoisseur: a Monk action");
    let (mut game, _) = find_effects(SoloLevel::Standard, &[SoloEffect::StealBankCitizen], |f| f != Scholar);
    assert!(done(&play_her_turn(&mut game).1), "the Bank citizen is stolen");
    let what = "a Bank steal once the player has the Bank citizen";
    let s = find_turn(what, SoloLevel::Standard, Style::Banker, |s| {
        s.turn.effect == SoloEffect::StealBankCitizen
            && s.turn.follower != Scholar
            && s.before.sheet(HUMAN).has_yellow(Yellow::BankCitizen)
    });
    assert!(!done(&s.events), "nothing to steal");
    let s = find_turn("a deed crossing with every deed closed", SoloLevel::Standard, Style::Passer, |s| {
        let none_left = (0..5).all(|d| !s.before.sheet(HUMAN).yellow_open(Yellow::Deed(d)));
        s.turn.effect == SoloEffect::CrossDeed && s.turn.follower != Scholar && none_left
    });
    assert!(!done(&s.events), "no deed left to cross");
    let s =
        find_turn("a build", SoloLevel::Standard, Style::Passer, |s| s.turn.effect == SoloEffect::BuildPost);
    assert!(done(&s.events), "she always circles a trading post");
}

/// A game at her first turn, at `level`, where she takes `f` for a Monk action and the next
/// card's back shows a Monk action meeting `back`.
fn monk_game(level: SoloLevel, back: impl Fn(JeanneMonk, Follower) -> bool) -> (Game, Follower) {
    find_only(level, &format!("a Monk action at {level:?}"), |p, f| {
        effect_for(from_top(p, 0), f) == SoloEffect::Monk && back(card(from_top(p, 1)).monk, f)
    })
}

#[test]
fn s11_monk_post_builds_with_the_revealed_cards_city() {
    for level in [SoloLevel::Connoisseur, SoloLevel::Special] {
        let (mut game, f) = monk_game(level, |m, f| m == JeanneMonk::Post && f != Scholar);
        let city = card(top(&game)).city;
        let (_, events) = play_her_turn(&mut game);
        assert_eq!(posts(&events), [Some(city)], "{level:?}: the revealed card's city");
        assert_eq!(her(&game).posts, 1);
        let row = JeanneRow::of(f).map_or(0, |r| her(&game).rows[r.index()]);
        assert_eq!(her(&game).rows.iter().sum::<u8>(), row, "no row beyond her follower's");
    }
}

#[test]
fn s11_monk_mark_marks_a_row_and_circles_a_shield() {
    for level in [SoloLevel::Connoisseur, SoloLevel::Special] {
        let (mut game, _) = monk_game(level, |m, f| {
            matches!(m, JeanneMonk::Mark(row) if row != JeanneRow::Scholar && JeanneRow::of(f) != Some(row))
                && f != Scholar
        });
        let JeanneMonk::Mark(row) = card(next(&game)).monk else { unreachable!() };
        play_her_turn(&mut game);
        assert_eq!(her(&game).rows[row.index()], 1, "{level:?}: the back's row");
        assert_eq!(her(&game).shields, 1, "{level:?}: and a shield");
        assert_eq!(her(&game).posts, 0);
    }
}

#[test]
fn s11_monk_action_can_mark_her_row_twice() {
    let (mut game, f) = monk_game(SoloLevel::Connoisseur, |m, f| {
        f != Scholar && JeanneRow::of(f).is_some_and(|r| m == JeanneMonk::Mark(r))
    });
    let row = JeanneRow::of(f).unwrap();
    play_her_turn(&mut game);
    assert_eq!(her(&game).rows[row.index()], 2, "once for the token, once for the Monk");
    assert_eq!(her(&game).shields, 1);
}

// ---- Places, scoring, the end ---------------------------------------------------------------

#[test]
fn s11_place_categories_are_opened_by_the_player() {
    let mut game = solo(SoloLevel::Standard, 13, &[Farmer, Farmer, Boatman, Trader, Trader, Trader, Trader]);
    let categories = |game: &Game| -> Vec<u8> {
        let mut v: Vec<u8> = game
            .legal_actions()
            .iter()
            .filter_map(|a| match a {
                Action::Acquire(i) => Some(PLACES[*i as usize].category),
                _ => None,
            })
            .collect();
        v.dedup();
        v
    };
    act(&mut game, Action::Take(Boatman));
    act(&mut game, Action::Standard(Standard::GainCoin));
    act(&mut game, Action::GainCoin(0));
    play_her_turn(&mut game);
    act(&mut game, Action::Take(Trader));
    act(&mut game, Action::Standard(Standard::AcquirePlace));
    assert_eq!(categories(&game), [1], "only category I at first, with 2 coins");
    let first = available(&game, 1)[0];
    act(&mut game, Action::Acquire(first));
    play_her_turn(&mut game);
    act(&mut game, Action::Take(Trader));
    act(&mut game, Action::Standard(Standard::AcquirePlace));
    assert_eq!(categories(&game), [1, 2], "her turns acquire nothing: the player opened category II");
}

#[test]
fn s11_jeanne_score() {
    let flat: Vec<u16> = JEANNE_SHIELDS.iter().flat_map(|r| r.iter().copied()).collect();
    let score_by_hand = |j: &Jeanne| -> (u16, u16, u8) {
        let rows = (0..3).map(|r| JEANNE_ROW_POINTS[r][..j.rows[r] as usize].iter().sum::<u16>()).sum();
        let depot = flat[..j.shields as usize].iter().sum();
        let level = JEANNE_LEVELS[..j.levels as usize].iter().copied().max().unwrap_or(1);
        (rows, depot, level)
    };
    for (seed, level) in (0..6).zip(LEVELS.iter().cycle()) {
        let (game, _) = play_out(*level, seed, Style::Developer);
        let j = her(&game);
        let s = j.score();
        let (rows, depot, lvl) = score_by_hand(j);
        assert_eq!((s.rows, s.depot, s.level, s.posts, s.citizens), (rows, depot, lvl, j.posts, j.citizens));
        assert_eq!(s.posts_and_citizens, (j.posts + j.citizens) as u16 * lvl as u16);
        assert_eq!(s.total, rows + depot + s.posts_and_citizens, "seed {seed}");
    }
    // 1, 2 and 3 boxes of her Boatman, Farmer and Knight rows count; her full Scholar row
    // scores nothing; with no level marked, (2 posts + 1 citizen) count × 1.
    let mut j = her(&solo(SoloLevel::Standard, 0, &[])).clone();
    (j.rows, j.shields, j.posts, j.citizens) = ([1, 2, 3, 7], 6, 2, 1);
    let s = j.score();
    let rows: u16 = (0..3).map(|r| JEANNE_ROW_POINTS[r][..=r].iter().sum::<u16>()).sum();
    assert_eq!((s.rows, s.level, s.posts_and_citizens), (rows, 1, 3));
    assert_eq!(s.total, rows + flat[..6].iter().sum::<u16>() + 3);
}

/// A case of the majority test: its name, the human's style, the wanted posts (mine, hers), and
/// who should get the citizen.
type MajorityCase = (&'static str, Style, fn(u8, u8) -> bool, Option<PlayerId>);

/// A case of the tie test: its name, the wanted totals (mine, hers), and the winners.
type ResultCase = (&'static str, fn((u16, u16)) -> bool, Vec<PlayerId>);

#[test]
fn s11_majority_citizen_contested_with_jeanne() {
    let cases: [MajorityCase; 3] = [
        ("Jeanne with more posts", Style::Passer, |mine, hers| hers > mine, Some(JEANNE)),
        ("the player with more posts", Style::Builder, |mine, hers| mine > hers, Some(HUMAN)),
        ("a tie on posts", Style::Builder, |mine, hers| mine == hers, None),
    ];
    for (what, style, want, winner) in cases {
        let s = find_turn(what, SoloLevel::Standard, style, |s| {
            s.after.is_over() && want(s.after.sheet(HUMAN).post_count(), her(&s.after).posts)
        });
        assert!(s.events.contains(&Event::Majority(winner)), "{what}");
        let mut model = Model::after(&s.before, s.turn);
        model.majority();
        assert_eq!(zone(&s.after), model.zone, "{what}");
        assert_eq!(s.after.sheet(HUMAN).majority_citizen, winner == Some(HUMAN), "{what}");
    }
}

#[test]
fn s11_player_wins_ties() {
    let totals = |g: &Game| (game_total(g), her(g).score().total);
    let cases: [ResultCase; 3] = [
        ("a tie", |(me, her)| me == her, vec![HUMAN]),
        ("a win", |(me, her)| me > her, vec![HUMAN]),
        ("a loss", |(me, her)| me < her, vec![]),
    ];
    for (what, want, winners) in cases {
        let game = find_game(what, SoloLevel::Standard, Style::Greedy, |g| want(totals(g)));
        assert_eq!(game.winners(), winners, "{what}: {:?}", totals(&game));
    }
}

#[test]
fn s11_her_turns_follow_the_rules_all_game() {
    for (seed, level) in (0..60).zip(LEVELS.iter().cycle()) {
        let styles = [Style::Developer, Style::Builder, Style::Banker, Style::Feeder(Craftsman)];
        let style = styles[seed as usize % 4];
        let (_, seen) = play_out(*level, seed, style);
        for s in &seen {
            let mut model = Model::after(&s.before, s.turn);
            if s.after.is_over() {
                model.majority();
            }
            let at = format!("seed {seed}, {level:?}, {style:?}, {:?}", s.turn);
            assert_eq!(zone(&s.after), model.zone, "{at}");
            assert_eq!(s.after.sheet(HUMAN), &model.sheet, "{at}");
            for category in 1..=5 {
                let removing = s.turn.effect == SoloEffect::RemovePlace;
                let removed = removing && card(s.turn.card).category == category;
                let before = available(&s.before, category).len();
                let after = available(&s.after, category).len();
                assert_eq!(after, before - usize::from(removed && before > 0), "{at}, category {category}");
            }
        }
    }
}
