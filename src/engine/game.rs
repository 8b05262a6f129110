//! The game as a state machine: setup, the round flow, each turn's tasks and every decision.

mod chance;
mod flow;
mod legal;
mod marks;
mod outlook;
mod solo;
mod turn;

pub use chance::{Chance, DrawsOwed};
pub use outlook::Blocked;
use solo::JEANNE;
pub use solo::{Jeanne, JeanneScore};

use std::hash::{Hash, Hasher};

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use crate::engine::action::{
    Action, ActionError, Area, Cause, Choice, Claim, Decider, Event, Source, Standard,
};
use crate::engine::data::{
    self, Bonus, Exchange, Gain, Passive, PlaceKind, PlusEffect, BANK_COLUMN_BONUS, BANK_ROW_BONUS,
    CONNECTIONS, CONNECTIONS_AT, CONNECTION_ENDS, DEEDS, DEV_TRACK, PASSIVE_PLACES, PLACES,
    WAREHOUSE_COLUMN_BONUS,
};
use crate::engine::rng::GameRng;
use crate::engine::score::Score;
use crate::engine::sheet::Sheet;
use crate::engine::types::{
    CityId, ConnectionId, ConnectionKind, DeedId, Follower, Good, Icon, PlaceId, PlaceMode, PlayerId,
    SoloLevel, Yellow, ORLEANS,
};

/// How a game starts: everything that, with the action list, reproduces it. Written without
/// the fields that hold their defaults (as saves were before those fields).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Number of players: 2–5, or 1 against Jeanne.
    pub players: u8,
    /// Printed places or place cards.
    pub places: PlaceMode,
    /// The seed of every random draw in the game.
    pub seed: u64,
    /// A stacked bag, for tutorials and scenario tests: while this list lasts, each draw from
    /// the bag takes its next follower (a list the bag cannot give is refused at setup,
    /// [`SetupError::Stacked`]); later draws are random. Empty for a normal game.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stacked: Vec<Follower>,
    /// The solo level, for one player against Jeanne.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solo: Option<SoloLevel>,
    /// The seat that starts the game (RULES 3: the table chooses; the last player to have been
    /// in Orléans). A seat beyond the players counts round the table again; the solo player
    /// always starts. Saves leave out the first seat, as they did before there was a choice.
    #[serde(default, skip_serializing_if = "is_default")]
    pub start: PlayerId,
    /// Where the random number of Jeanne's place removals comes from (saves of format 2 used
    /// the game's shared stream; see [`Removals`]).
    #[serde(default, skip_serializing_if = "is_default")]
    pub removals: Removals,
    /// Companion mode: bit `i` set when seat `i` is played elsewhere, on its own sheet (its
    /// turns take a token, then tell what shared items it claimed: [`Action::Claim`],
    /// [`Action::Told`]). 0 when every seat plays here. Not in a solo game; one seat at least
    /// plays here ([`SetupError::Remote`]).
    #[serde(default, skip_serializing_if = "is_default")]
    pub remote: u8,
    /// The place cards on the table, one bit per place id (four of each category, with
    /// [`PlaceMode::Cards`]: [`SetupError::Cards`]), or 0 to deal them from the seed.
    #[serde(default, skip_serializing_if = "is_default")]
    pub cards: u32,
    /// The edition of Jeanne's exchange cards 1B–4B, played in the Special challenge only
    /// ([`SetupError::Exchange`]); the first in every other game, and in the saves written
    /// before there were editions.
    #[serde(default, skip_serializing_if = "is_default")]
    pub exchange: Exchange,
}

/// Whether a field holds its default (then saves leave it out).
pub(crate) fn is_default<T: Default + PartialEq>(v: &T) -> bool {
    *v == T::default()
}

/// The hash of what decides the game, as it was before [`Setup::removals`] existed (the
/// removal rule shows in the places of any game it changed); the seats played elsewhere, the
/// cards on the table and a later edition of the exchange cards count only when set, so that
/// the hashes of other games stay.
impl Hash for Setup {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.players.hash(h);
        self.places.hash(h);
        self.seed.hash(h);
        self.stacked.hash(h);
        self.solo.hash(h);
        self.start.hash(h);
        if self.remote != 0 {
            self.remote.hash(h);
        }
        if self.cards != 0 {
            self.cards.hash(h);
        }
        if self.exchange != Exchange::First {
            self.exchange.hash(h);
        }
    }
}

/// Where the random number of a place removal by Jeanne comes from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Removals {
    /// Its own stream, derived from the seed and the turn: every draw from the bag stays the
    /// same whatever the player chooses.
    #[default]
    PerTurn,
    /// The game's shared stream, as saves of format 2 did: a removal, which happens or not
    /// depending on the places still open, moves every later draw.
    Shared,
}

impl Setup {
    /// A normal game: `players` players, `places`, and `seed`.
    pub fn new(players: u8, places: PlaceMode, seed: u64) -> Setup {
        Setup {
            players,
            places,
            seed,
            stacked: Vec::new(),
            solo: None,
            start: 0,
            removals: Removals::PerTurn,
            remote: 0,
            cards: 0,
            exchange: Exchange::First,
        }
    }

    /// A solo game against Jeanne at `level` (with place cards, RULES 11); a Special challenge
    /// with the newest edition of the exchange cards.
    pub fn solo(level: SoloLevel, seed: u64) -> Setup {
        Setup {
            solo: Some(level),
            exchange: Setup::exchange_for(Some(level)),
            ..Setup::new(1, PlaceMode::Cards, seed)
        }
    }

    /// The edition of the exchange cards a new game at solo level `level` is played with: the
    /// newest in a Special challenge, the first (none is played) otherwise.
    pub fn exchange_for(level: Option<SoloLevel>) -> Exchange {
        match level {
            Some(SoloLevel::Special) => Exchange::NEWEST,
            _ => Exchange::First,
        }
    }

    /// Seats in the pick order: the players, and Jeanne in a solo game.
    fn seats(&self) -> u8 {
        self.players + self.solo.is_some() as u8
    }
}

/// Why a setup was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The multiplayer game takes 2 to 5 players; the solo game 1.
    Players(u8),
    /// The solo game is played with place cards.
    SoloWithPrintedPlaces,
    /// The stacked follower at this index (from 0) is not in the bag when it is drawn.
    Stacked(usize),
    /// Seats played elsewhere ([`Setup::remote`]) need a game of 2 to 5 players and seats that
    /// exist.
    Remote,
    /// Every seat is played elsewhere ([`Setup::remote`]): one at least is played here.
    NoSeatHere,
    /// Place cards on the table ([`Setup::cards`]) are named in a game not played with place
    /// cards, or name a place that does not exist.
    Cards,
    /// The place cards on the table ([`Setup::cards`]) hold `chosen` cards of `category`
    /// (the first such category, 1–5), not [`data::CARDS_PER_CATEGORY`].
    CardsOfCategory {
        /// The category, 1–5.
        category: u8,
        /// How many of its cards are named.
        chosen: u8,
    },
    /// An edition of the exchange cards other than the first ([`Setup::exchange`]) names cards
    /// that only the Special challenge plays.
    Exchange,
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::Players(n) => {
                write!(f, "a game takes 2 to 5 players, or 1 against Jeanne, not {n}")
            }
            SetupError::SoloWithPrintedPlaces => {
                write!(f, "the solo game is played with place cards, not the printed places")
            }
            SetupError::Stacked(i) => write!(f, "stacked draw {} is not in the bag then", i + 1),
            SetupError::Remote => write!(f, "companion mode takes 2 to 5 players"),
            SetupError::NoSeatHere => write!(f, "companion mode needs at least one player on this device"),
            SetupError::Cards => write!(f, "place cards on the table need a game played with place cards"),
            SetupError::CardsOfCategory { category, chosen } => {
                write!(f, "the table holds {chosen} place cards of category {category}, not 4")
            }
            SetupError::Exchange => {
                write!(f, "an edition of the exchange cards 1B–4B belongs to a Special challenge only")
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// Whether `cards` (bit `i`: place `i`) are place cards as a table holds them: four of each
/// category (RULES 3.4). The new-game form asks the same of the cards a person ticks.
pub fn cards_on_table(cards: u32) -> Result<(), SetupError> {
    for category in 1..=5 {
        let chosen = bits(cards).filter(|&i| i < PLACES.len() && PLACES[i].category == category).count();
        if chosen != data::CARDS_PER_CATEGORY {
            return Err(SetupError::CardsOfCategory { category, chosen: chosen as u8 });
        }
    }
    Ok(())
}

/// Where a place is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlaceSlot {
    /// Not in this game (a card left in the box, or an unprinted place in printed mode).
    OutOfGame,
    /// Dealt, then removed from the game by Jeanne (solo).
    Removed,
    /// In play and not yet acquired.
    Available,
    /// Acquired by `player` during `turn` (usable from a later turn, [D-11]).
    Owned { player: PlayerId, turn: u32 },
}

/// How a follower action came about; it decides which options are open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Via {
    /// A token taken from the laid-out tokens.
    Taken,
    /// A bonus that shows a follower ([D-4]: options A, B or C).
    Bonus,
    /// A Monk action (options A or B only).
    Monk,
    /// A Scholar taken with the School, acting as another follower.
    School,
}

/// One piece of work inside a task, waiting for a decision or about to be done.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// A gain of an action, place or deed.
    Gain(Gain),
    /// Choose option (A), (B) or (C) for this follower.
    Options(Follower, Via),
    /// A Monk action: choose the follower to act as (or the Observatory, for a recruited Monk).
    Imitate { recruited: bool },
    /// The School: choose the follower the taken Scholar acts as.
    SchoolAs,
    /// The Circus: choose its gain.
    Circus,
    /// The Carpentry: a coin or a development.
    CoinOrDevelop,
    /// Build a trading post without paying.
    FreePost,
    /// Spend one coin.
    Spend,
    /// Choose a place to acquire.
    Acquire,
    /// Choose what to pay for this place (the Cemetery's discount).
    Pay(PlaceId),
    /// The Treehouse: swap a good shown on this road, or keep them.
    Swap(ConnectionId),
    /// The Observatory: develop up to the next level symbol.
    Observatory,
}

/// A bonus or action waiting in the turn: its steps run in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task {
    /// Steps still to do, the next one last.
    steps: Steps,
    /// Whether the player may decline it before making its first decision.
    pub optional: bool,
    /// Whether its first decision is made.
    pub opened: bool,
    /// Whether it comes from a "+" place: those run before the taken follower's action.
    pub plus: bool,
    /// Where it comes from.
    pub source: Source,
    /// What its development gains come from: its source, until an option names it (the
    /// Scholar's action, a place, a deed). Words for the log, like the source.
    cause: Cause,
}

/// The hash of the rules' state only: the source and cause are words, not state (the hashes of games
/// saved before it existed stay the same).
impl Hash for Task {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.steps.as_slice().hash(h);
        self.optional.hash(h);
        self.opened.hash(h);
        self.plus.hash(h);
    }
}

impl Task {
    fn new<I: IntoIterator<Item = Step>>(steps: I, optional: bool, source: Source) -> Task
    where
        I::IntoIter: DoubleEndedIterator,
    {
        let mut task = Task {
            steps: Steps::default(),
            optional,
            opened: false,
            plus: false,
            source,
            cause: Cause::Source(source),
        };
        task.push_front(steps.into_iter());
        task
    }

    /// The step this task does next.
    #[inline(always)]
    pub fn next_step(&self) -> Option<Step> {
        self.steps.as_slice().last().copied()
    }

    fn push_front(&mut self, steps: impl DoubleEndedIterator<Item = Step>) {
        steps.rev().for_each(|step| self.steps.push(step));
    }
}

/// A task's steps still to do, the next one last: a stack held in the task, not on the heap
/// (tasks come and go on nearly every action).
#[derive(Clone, Copy, Debug)]
struct Steps {
    len: u8,
    room: [Step; Steps::ROOM],
}

impl Steps {
    /// The most steps a task can hold. A decision's step is taken off before the steps it
    /// brings go on: a place's three gains at most (the Falconry), each of which replaces
    /// itself by one step at most (a paid post's coin, the Treehouse's swap).
    const ROOM: usize = 4;

    #[inline(always)]
    fn as_slice(&self) -> &[Step] {
        &self.room[..self.len as usize]
    }

    #[inline(always)]
    fn push(&mut self, step: Step) {
        self.room[self.len as usize] = step;
        self.len += 1;
    }

    #[inline(always)]
    fn pop(&mut self) -> Option<Step> {
        self.len = self.len.checked_sub(1)?;
        Some(self.room[self.len as usize])
    }
}

impl Default for Steps {
    #[inline(always)]
    fn default() -> Steps {
        Steps { len: 0, room: [Step::Spend; Steps::ROOM] }
    }
}

/// Equal when the steps still to do are: the room beyond them is not state.
impl PartialEq for Steps {
    fn eq(&self, other: &Steps) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Steps {}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Phase {
    /// The picker chooses a laid-out token (or recruits a Monk).
    Pick,
    /// The picker resolves the turn's tasks.
    Turn,
    /// The game has ended.
    Over,
    /// A seat played elsewhere, its token taken, tells what it claimed ([`Action::Claim`])
    /// until [`Action::Told`].
    Claims,
}

/// A game in progress: the shared table and every sheet. Change it only through
/// [`Game::apply`].
#[derive(Debug)]
pub struct Game {
    setup: Setup,
    rng: GameRng,
    draws: u32,
    bag: [u8; 6],
    waiting: [u8; 6],
    laid_out: [u8; 6],
    sheets: Vec<Sheet>,
    places: [PlaceSlot; 30],
    /// Derived from `places`, for speed: the places each player owns, one bit per place.
    owned: [u32; 5],
    /// Derived from `places`: the places acquired during the current turn (not yet usable).
    fresh: u32,
    /// Derived from `places`: the places available to acquire.
    available: u32,
    /// Derived from `places`: the places available in a category opened (RULES 9.2), whatever
    /// their price.
    open: u32,
    /// Derived from the sheets' connections: each player's network.
    networks: [Network; 5],
    /// Derived from the player count: the cities crossed out at setup, one bit per city.
    region_crossed: u32,
    /// Derived from the player count: the connections that end in a city crossed out at setup
    /// (never fillable), one bit per connection.
    region_cut: u64,
    round: u16,
    bags_crossed: u8,
    start_player: PlayerId,
    order: Vec<PlayerId>,
    jeanne: Option<Jeanne>,
    pick: u8,
    turn: u32,
    tokens_taken: Vec<u8>,
    phase: Phase,
    pending: Vec<Task>,
    current: Option<Task>,
    log: Vec<Action>,
    turn_start: usize,
    events: Vec<Event>,
    /// Whether the game stops at chance nodes ([`Game::with_chance_nodes`]); otherwise it plays
    /// them at once with its seeded generator.
    chance_nodes: bool,
    /// Draws owed to the waiting area, then to the laid-out tokens (chance nodes).
    owed_set_aside: u8,
    owed_lay_out: u8,
    /// The category of the place Jeanne removes, when the removal is owed (a chance node).
    owed_removal: Option<u8>,
    /// Cards of Jeanne's face-down pile, from its top, that chance has already settled.
    pile_known: u8,
}

/// A copy field by field, so that `clone_from` copies into the buffers the copy already has
/// instead of allocating new ones: the search players copy the game for every option they
/// weigh (`players::hard`, `players::normal`). Every field is listed once, for both.
macro_rules! clone_fields {
    ($($field:ident),* $(,)?) => {
        impl Clone for Game {
            fn clone(&self) -> Game {
                Game { $($field: self.$field.clone()),* }
            }

            fn clone_from(&mut self, source: &Game) {
                $(self.$field.clone_from(&source.$field);)*
            }
        }
    };
}

clone_fields!(
    setup,
    rng,
    draws,
    bag,
    waiting,
    laid_out,
    sheets,
    places,
    owned,
    fresh,
    available,
    open,
    networks,
    region_crossed,
    region_cut,
    round,
    bags_crossed,
    start_player,
    order,
    jeanne,
    pick,
    turn,
    tokens_taken,
    phase,
    pending,
    current,
    log,
    turn_start,
    events,
    chance_nodes,
    owed_set_aside,
    owed_lay_out,
    owed_removal,
    pile_known,
);

impl Game {
    /// Sets up a new game (RULES 3) and draws the first round's tokens.
    pub fn new(setup: Setup) -> Result<Game, SetupError> {
        let mut game = Game::set_up(setup, false)?;
        game.settle();
        game.events.clear();
        Ok(game)
    }

    /// Sets up a new game that stops at every chance node (OpenSpiel's): each draw from the
    /// bag, each card of Jeanne's pile and each place she removes is then an action
    /// ([`Game::chance_outcomes`]), applied like a decision and logged. [`Game::settle`] plays
    /// those due with the game's seeded generator: settled at every node, it is the game of
    /// [`Game::new`].
    pub fn with_chance_nodes(setup: Setup) -> Result<Game, SetupError> {
        Game::set_up(setup, true)
    }

    /// The game set up, before any chance node is played.
    fn set_up(setup: Setup, chance_nodes: bool) -> Result<Game, SetupError> {
        let players_ok = match setup.solo {
            Some(_) => setup.players == 1,
            None => (2..=5).contains(&setup.players),
        };
        if !players_ok {
            return Err(SetupError::Players(setup.players));
        }
        if setup.solo.is_some() && setup.places == PlaceMode::Printed {
            return Err(SetupError::SoloWithPrintedPlaces);
        }
        let everyone = (1u8 << setup.players) - 1;
        if setup.remote != 0 && (setup.solo.is_some() || setup.remote & !everyone != 0) {
            return Err(SetupError::Remote);
        }
        if setup.remote == everyone {
            return Err(SetupError::NoSeatHere);
        }
        if setup.exchange != Exchange::First && setup.solo != Some(SoloLevel::Special) {
            return Err(SetupError::Exchange);
        }
        if setup.cards != 0 {
            if setup.places != PlaceMode::Cards || setup.cards >> PLACES.len() != 0 {
                return Err(SetupError::Cards);
            }
            cards_on_table(setup.cards)?;
        }
        let n = setup.players as usize;
        let counts = data::player_count(setup.seats());
        let mut sheet = Sheet::default();
        sheet.bank[data::START_COIN_ROW].circled = 1;
        let region = cities_mask(counts.crossed_cities);
        sheet.crossed_cities = region;
        if sheet.is_crossed(22) {
            sheet.yellow_crossed |= Yellow::City22Citizen.bit();
        }
        if counts.deed5_crossed {
            sheet.yellow_crossed |= Yellow::Deed(4).bit();
        }
        let mut game = Game {
            setup: setup.clone(),
            rng: GameRng::new(setup.seed),
            draws: 0,
            bag: data::TOKEN_MIX,
            waiting: [0; 6],
            laid_out: [0; 6],
            sheets: vec![sheet; n],
            places: [PlaceSlot::OutOfGame; 30],
            owned: [0; 5],
            fresh: 0,
            available: 0,
            open: 0,
            networks: [Network::START; 5],
            region_crossed: region,
            region_cut: bits(region).fold(0, |cut, c| cut | CONNECTIONS_AT[c]),
            round: 1,
            bags_crossed: 0,
            start_player: if setup.solo.is_some() { 0 } else { setup.start % setup.players },
            order: Vec::new(),
            jeanne: None,
            pick: 0,
            turn: 0,
            tokens_taken: vec![0; setup.seats() as usize],
            phase: Phase::Pick,
            pending: Vec::new(),
            current: None,
            log: Vec::new(),
            turn_start: 0,
            events: Vec::new(),
            chance_nodes,
            owed_set_aside: 0,
            owed_lay_out: 0,
            owed_removal: None,
            pile_known: 0,
        };
        game.check_stacked()?;
        game.deal_places();
        if let Some(level) = setup.solo {
            game.jeanne = Some(Jeanne::new(level, setup.exchange, &mut game.rng));
        }
        game.set_aside();
        game.start_round();
        Ok(game)
    }

    fn deal_places(&mut self) {
        for category in 1..=5u8 {
            let mut ids: Vec<usize> = (0..PLACES.len()).filter(|&i| PLACES[i].category == category).collect();
            match self.setup.places {
                PlaceMode::Printed => ids.retain(|&i| PLACES[i].printed),
                PlaceMode::Cards if self.setup.cards != 0 => {
                    ids.retain(|&i| self.setup.cards & (1 << i) != 0)
                }
                PlaceMode::Cards => {
                    ids.shuffle(&mut self.rng);
                    ids.truncate(data::CARDS_PER_CATEGORY);
                }
            }
            for i in ids {
                self.set_place(i, PlaceSlot::Available);
            }
        }
    }

    // ---- Reading the state -------------------------------------------------------------------

    /// The setup this game started from.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Number of players.
    pub fn players(&self) -> usize {
        self.sheets.len()
    }

    /// A player's sheet.
    pub fn sheet(&self, player: PlayerId) -> &Sheet {
        &self.sheets[player as usize]
    }

    /// Every sheet, by seat.
    pub fn sheets(&self) -> &[Sheet] {
        &self.sheets
    }

    /// Tokens laid out this round, per follower.
    pub fn laid_out(&self) -> [u8; 6] {
        self.laid_out
    }

    /// Tokens in the waiting area, per follower.
    pub fn waiting(&self) -> [u8; 6] {
        self.waiting
    }

    /// Tokens still in the bag, per follower.
    pub fn bag(&self) -> [u8; 6] {
        self.bag
    }

    /// The round being played, from 1.
    pub fn round(&self) -> u16 {
        self.round
    }

    /// Bag-track boxes crossed so far (the game ends when all `players` are).
    pub fn bags_crossed(&self) -> u8 {
        self.bags_crossed
    }

    /// The player holding the bag this round.
    pub fn start_player(&self) -> PlayerId {
        self.start_player
    }

    /// The pick order of this round (the start player appears twice, or three times with two).
    pub fn pick_order(&self) -> &[PlayerId] {
        &self.order
    }

    /// Tokens taken so far by each seat, Jeanne last in a solo game (recruiting a Monk takes
    /// none).
    pub fn tokens_taken(&self) -> &[u8] {
        &self.tokens_taken
    }

    /// Where each place is.
    pub fn place(&self, id: PlaceId) -> PlaceSlot {
        self.places[id as usize]
    }

    /// The places `player` owns, bit `id` for place `id`: those [`Game::place`] gives
    /// as owned by them.
    pub fn owned_places(&self, player: PlayerId) -> u32 {
        self.owned[player as usize]
    }

    /// The player who claimed a yellow bonus, if anyone has.
    pub fn holder(&self, yellow: Yellow) -> Option<PlayerId> {
        self.sheets.iter().position(|s| s.has_yellow(yellow)).map(|p| p as PlayerId)
    }

    /// Bonuses and actions waiting in the current turn.
    pub fn pending(&self) -> &[Task] {
        &self.pending
    }

    /// The task being resolved, if one is.
    pub fn current(&self) -> Option<&Task> {
        self.current.as_ref()
    }

    /// Who must decide now, or `None` once the game is over.
    pub fn decider(&self) -> Option<Decider> {
        match self.phase {
            Phase::Over => None,
            _ if self.chance().is_some() => Some(Decider::Chance),
            _ if self.jeanne_to_move() => Some(Decider::Jeanne),
            _ => Some(Decider::Player(self.picker())),
        }
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Every action applied since setup: with the setup, the whole game.
    pub fn log(&self) -> &[Action] {
        &self.log
    }

    /// Index in [`Game::log`] of the pick that began the current (or last) turn: undoing back
    /// to it takes back that turn's decisions, and no further (the bag's draws stay drawn).
    pub fn turn_start(&self) -> usize {
        self.turn_start
    }

    /// Each player's score breakdown (RULES 7), final once the game is over. A seat played
    /// elsewhere ([`Game::is_remote`]) keeps its score on its own sheet: its line is all zero.
    pub fn scores(&self) -> Vec<Score> {
        let score =
            |(p, sheet)| if self.is_remote(p as PlayerId) { Score::default() } else { Score::of(sheet) };
        self.sheets.iter().enumerate().map(score).collect()
    }

    /// Whether this seat is played elsewhere (companion mode, [`Setup::remote`]): its sheet
    /// here holds only the shared items it claimed (trading posts, places, yellow bonuses,
    /// the majority citizen) and its Monks, and its score is kept on its own sheet.
    pub fn is_remote(&self, seat: PlayerId) -> bool {
        self.setup.remote.checked_shr(seat.into()).is_some_and(|r| r & 1 != 0)
    }

    /// The winners: highest total, then furthest on the development track; ties share the win.
    /// In a solo game, the player if their score is at least Jeanne's, else nobody. Nobody in
    /// companion mode, where the seats played elsewhere score on their own sheets.
    pub fn winners(&self) -> Vec<PlayerId> {
        if self.setup.remote != 0 {
            return Vec::new();
        }
        if let Some(j) = &self.jeanne {
            let won = Score::of(&self.sheets[0]).total >= j.score().total;
            return if won { vec![0] } else { Vec::new() };
        }
        let key = |p: usize| (Score::of(&self.sheets[p]).total, self.sheets[p].development);
        let best = (0..self.players()).map(key).max();
        (0..self.players()).filter(|&p| Some(key(p)) == best).map(|p| p as PlayerId).collect()
    }

    /// A hash of the whole state, equal across platforms for equal states.
    pub fn state_hash(&self) -> u64 {
        let mut h = StableHasher::default();
        self.setup.hash(&mut h);
        (&self.rng, self.draws).hash(&mut h);
        (self.bag, self.waiting, self.laid_out).hash(&mut h);
        self.sheets.hash(&mut h);
        self.places.hash(&mut h);
        (self.round, self.bags_crossed, self.start_player, self.pick, self.turn).hash(&mut h);
        (&self.order, &self.tokens_taken, self.phase, &self.jeanne).hash(&mut h);
        (&self.pending, &self.current).hash(&mut h);
        h.finish()
    }

    #[inline(always)]
    fn picker(&self) -> PlayerId {
        self.order[self.pick as usize]
    }

    #[inline(always)]
    fn jeanne_to_move(&self) -> bool {
        self.jeanne.is_some() && self.picker() == JEANNE
    }

    /// The rulebook's counts for this game's seats (a solo game is set up for two).
    fn counts(&self) -> &'static data::PlayerCount {
        data::player_count(self.setup.seats())
    }

    /// Moves place `id` to `slot`, keeping the place masks in step.
    fn set_place(&mut self, id: usize, slot: PlaceSlot) {
        let bit = 1u32 << id;
        if let PlaceSlot::Owned { player, .. } = self.places[id] {
            self.owned[player as usize] &= !bit;
        }
        self.available &= !bit;
        self.fresh &= !bit;
        match slot {
            PlaceSlot::Available => self.available |= bit,
            PlaceSlot::Owned { player, turn } => {
                self.owned[player as usize] |= bit;
                if turn == self.turn {
                    self.fresh |= bit;
                }
            }
            PlaceSlot::OutOfGame | PlaceSlot::Removed => {}
        }
        self.places[id] = slot;
        self.open = self.opened_places();
    }

    /// The places available in a category opened (RULES 9.2: the first always; each next one
    /// once enough places of the one before are acquired), one bit per place.
    fn opened_places(&self) -> u32 {
        let acquired = self.owned.iter().fold(0, |acc, m| acc | m);
        let mut per_category = [0u8; 6];
        for j in bits(acquired) {
            per_category[PLACES[j].category as usize] += 1;
        }
        let need = self.counts().opening;
        bits(self.available)
            .filter(|&i| {
                let category = PLACES[i].category;
                category == 1 || per_category[category as usize - 1] >= need
            })
            .fold(0, |mask, i| mask | 1 << i)
    }

    /// Starts a new turn: places acquired before it become usable ([D-11]).
    fn next_turn(&mut self) {
        self.turn += 1;
        self.fresh = 0;
    }

    /// The places `player` may use now, one bit per place: owned, and acquired before this turn.
    #[inline(always)]
    fn usable_mask(&self, player: PlayerId) -> u32 {
        self.owned[player as usize] & !self.fresh
    }

    fn usable(&self, player: PlayerId, id: usize) -> bool {
        self.usable_mask(player) & (1 << id) != 0
    }

    /// The places `player` may use now, in the order of [`PLACES`].
    fn usable_places(&self, player: PlayerId) -> impl Iterator<Item = usize> {
        bits(self.usable_mask(player))
    }

    fn has_passive(&self, player: PlayerId, passive: Passive) -> bool {
        self.usable_mask(player) & PASSIVE_PLACES[passive as usize] != 0
    }

    /// The place of `player` with this passive effect, if usable now.
    fn passive_place(&self, player: PlayerId, passive: Passive) -> Option<PlaceId> {
        bits(self.usable_mask(player) & PASSIVE_PLACES[passive as usize]).next().map(|i| i as PlaceId)
    }
}

/// A player's network, derived from their filled connections for speed.
#[derive(Clone, Copy, Debug)]
struct Network {
    /// Orléans and every end of a filled connection, one bit per city (as [`Sheet::network`]).
    cities: u32,
    /// The connections with an end in `cities`, filled or not, one bit per connection.
    reach: u64,
}

impl Network {
    /// The network of a blank sheet: Orléans alone.
    const START: Network = Network { cities: 1 << ORLEANS, reach: CONNECTIONS_AT[ORLEANS as usize] };

    /// The network once connection `c` is filled.
    fn fill(&mut self, c: ConnectionId) {
        let connection = &CONNECTIONS[c as usize];
        self.cities |= CONNECTION_ENDS[c as usize];
        self.reach |= CONNECTIONS_AT[connection.a as usize] | CONNECTIONS_AT[connection.b as usize];
    }
}

/// The mask of `cities`, one bit per city.
fn cities_mask(cities: &[CityId]) -> u32 {
    cities.iter().fold(0, |mask, &c| mask | 1 << c)
}

/// The indices of the set bits of `mask`, lowest first.
fn bits(mask: impl Into<u64>) -> Bits {
    Bits(mask.into())
}

/// The iterator of [`bits`]: the bits not yet given.
struct Bits(u64);

impl Iterator for Bits {
    type Item = usize;

    // Inlined even in the size-optimised browser build: a call for each bit of the masks the
    // rules walk on every action costs more than the few instructions it saves.
    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(i)
    }
}

/// Index of the next development box carrying a level symbol, from box index `from`.
fn next_level_box(from: u8) -> Option<usize> {
    (from as usize..DEV_TRACK.len()).find(|&i| DEV_TRACK[i].level.is_some())
}

/// FNV-1a, with `usize` written as 64 bits so hashes agree across platforms.
struct StableHasher(u64);

impl Default for StableHasher {
    fn default() -> Self {
        StableHasher(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for StableHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn write_usize(&mut self, n: usize) {
        self.write(&(n as u64).to_le_bytes());
    }
}

#[cfg(test)]
mod task_hash_tests {
    use super::*;

    /// The task as it was before it named its source, with the derived hash.
    #[derive(Hash)]
    struct TaskBefore {
        steps: Vec<Step>,
        optional: bool,
        opened: bool,
        plus: bool,
    }

    fn stable(value: &impl Hash) -> u64 {
        let mut h = StableHasher::default();
        value.hash(&mut h);
        h.finish()
    }

    #[test]
    fn a_task_has_room_for_every_effect() {
        let places = PLACES.iter().filter_map(|p| match p.kind {
            PlaceKind::Action(_, gains) => Some(gains.len()),
            _ => None,
        });
        let most = places.chain(DEEDS.iter().map(|d| d.effect.len())).max().unwrap_or(0);
        // The gains, each replaced by one step at most, after the decision's own step is off.
        assert!(most < Steps::ROOM, "{most} gains of one effect, room for {}", Steps::ROOM);
    }

    #[test]
    fn a_tasks_source_stays_out_of_the_state_hash() {
        let steps = [Step::Imitate { recruited: false }, Step::Gain(Gain::Coin)];
        for source in [Source::Recruited, Source::DevelopmentBox(6), Source::BankRow(0)] {
            let mut task = Task::new(steps, true, source);
            task.opened = true;
            let before = TaskBefore {
                steps: task.steps.as_slice().to_vec(),
                optional: true,
                opened: true,
                plus: false,
            };
            assert_eq!(stable(&task), stable(&before), "the hash of a task is the one it had");
            assert_eq!(stable(&Some(task.clone())), stable(&Some(before)));
        }
    }
}
