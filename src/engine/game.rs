//! The game as a state machine: setup, the round flow, each turn's tasks and every decision.

mod solo;

pub use solo::{Jeanne, JeanneScore, JeanneTurn};
use solo::JEANNE;

use std::hash::{Hash, Hasher};

use rand::seq::SliceRandom;
use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::engine::action::{Action, ActionError, Area, Choice, Decider, Event, Standard};
use crate::engine::data::{
    self, Bonus, Gain, Passive, PlaceKind, PlusEffect, BANK_COLUMN_BONUS, BANK_ROW_BONUS,
    CONNECTIONS, DEEDS, DEV_TRACK, PLACES, WAREHOUSE_COLUMN_BONUS,
};
use crate::engine::rng::GameRng;
use crate::engine::score::Score;
use crate::engine::sheet::Sheet;
use crate::engine::types::{
    CityId, ConnectionId, ConnectionKind, DeedId, Follower, Good, Icon, PlaceId, PlaceMode,
    PlayerId, SoloLevel, Yellow, ORLEANS,
};

/// How a game starts: everything that, with the action list, reproduces it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Setup {
    /// Number of players: 2–5, or 1 against Jeanne.
    pub players: u8,
    /// Printed places or place cards.
    pub places: PlaceMode,
    /// The seed of every random draw in the game.
    pub seed: u64,
    /// A stacked bag, for tutorials and scenario tests: while this list lasts, each draw from
    /// the bag takes its next follower if the bag holds one (random otherwise). Empty for a
    /// normal game.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stacked: Vec<Follower>,
    /// The solo level, for one player against Jeanne.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solo: Option<SoloLevel>,
}

impl Setup {
    /// A normal game: `players` players, `places`, and `seed`.
    pub fn new(players: u8, places: PlaceMode, seed: u64) -> Setup {
        Setup { players, places, seed, stacked: Vec::new(), solo: None }
    }

    /// A solo game against Jeanne at `level` (with place cards, RULES 11).
    pub fn solo(level: SoloLevel, seed: u64) -> Setup {
        Setup { solo: Some(level), ..Setup::new(1, PlaceMode::Cards, seed) }
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
        }
    }
}

impl std::error::Error for SetupError {}

/// Where a place is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Task {
    /// Steps still to do, the next one last.
    steps: Vec<Step>,
    /// Whether the player may decline it before making its first decision.
    pub optional: bool,
    /// Whether its first decision is made.
    pub opened: bool,
    /// Whether it comes from a "+" place: those run before the taken follower's action.
    pub plus: bool,
}

impl Task {
    fn new(steps: &[Step], optional: bool) -> Task {
        Task { steps: steps.iter().rev().copied().collect(), optional, opened: false, plus: false }
    }

    /// The step this task does next.
    pub fn next_step(&self) -> Option<Step> {
        self.steps.last().copied()
    }

    fn push_front(&mut self, steps: impl DoubleEndedIterator<Item = Step>) {
        self.steps.extend(steps.rev());
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
enum Phase {
    /// The picker chooses a laid-out token (or recruits a Monk).
    Pick,
    /// The picker resolves the turn's tasks.
    Turn,
    /// The game has ended.
    Over,
}

/// A game in progress: the shared table and every sheet. Change it only through
/// [`Game::apply`].
#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    rng: GameRng,
    draws: u32,
    bag: [u8; 6],
    waiting: [u8; 6],
    laid_out: [u8; 6],
    sheets: Vec<Sheet>,
    places: [PlaceSlot; 30],
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
}

impl Game {
    /// Sets up a new game (RULES 3) and draws the first round's tokens.
    pub fn new(setup: Setup) -> Result<Game, SetupError> {
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
        let n = setup.players as usize;
        let counts = data::player_count(setup.seats());
        let mut sheet = Sheet::default();
        sheet.bank[data::START_COIN_ROW].circled = 1;
        for &c in counts.crossed_cities {
            sheet.crossed_cities |= 1 << c;
        }
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
            round: 1,
            bags_crossed: 0,
            start_player: 0,
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
        };
        game.deal_places();
        if let Some(level) = setup.solo {
            game.jeanne = Some(Jeanne::new(level, &mut game.rng));
        }
        game.set_aside();
        game.start_round();
        game.events.clear();
        Ok(game)
    }

    fn deal_places(&mut self) {
        for category in 1..=5u8 {
            let mut ids: Vec<usize> =
                (0..PLACES.len()).filter(|&i| PLACES[i].category == category).collect();
            match self.setup.places {
                PlaceMode::Printed => ids.retain(|&i| PLACES[i].printed),
                PlaceMode::Cards => {
                    ids.shuffle(&mut self.rng);
                    ids.truncate(data::CARDS_PER_CATEGORY);
                }
            }
            for i in ids {
                self.places[i] = PlaceSlot::Available;
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

    /// Each player's score breakdown (RULES 7), final once the game is over.
    pub fn scores(&self) -> Vec<Score> {
        self.sheets.iter().map(Score::of).collect()
    }

    /// The winners: highest total, then furthest on the development track; ties share the win.
    /// In a solo game, the player if their score is at least Jeanne's, else nobody.
    pub fn winners(&self) -> Vec<PlayerId> {
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

    fn picker(&self) -> PlayerId {
        self.order[self.pick as usize]
    }

    fn jeanne_to_move(&self) -> bool {
        self.jeanne.is_some() && self.picker() == JEANNE
    }

    /// The rulebook's counts for this game's seats (a solo game is set up for two).
    fn counts(&self) -> &'static data::PlayerCount {
        data::player_count(self.setup.seats())
    }

    fn usable(&self, player: PlayerId, id: usize) -> bool {
        matches!(self.places[id], PlaceSlot::Owned { player: p, turn } if p == player && turn < self.turn)
    }

    fn usable_places(&self, player: PlayerId) -> impl Iterator<Item = usize> + '_ {
        (0..PLACES.len()).filter(move |&i| self.usable(player, i))
    }

    fn has_passive(&self, player: PlayerId, passive: Passive) -> bool {
        self.usable_places(player).any(|i| PLACES[i].kind == PlaceKind::Passive(passive))
    }

    // ---- Legal actions -------------------------------------------------------------------------

    /// Every action the decider can take now. [`Game::apply`] accepts exactly these.
    pub fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::Over => Vec::new(),
            Phase::Pick if self.jeanne_to_move() => vec![Action::Jeanne(self.jeanne_turn())],
            Phase::Pick => {
                let p = self.picker();
                let mut v = Vec::new();
                for f in Follower::ALL.into_iter().filter(|f| self.laid_out[f.index()] > 0) {
                    v.push(Action::Take(f));
                    if self.sheets[p as usize].monks < data::MONKS {
                        v.push(Action::Recruit(f));
                    }
                }
                v
            }
            Phase::Turn => match &self.current {
                Some(task) => {
                    let p = self.picker();
                    let mut v = task.next_step().map_or(Vec::new(), |s| self.step_options(p, s));
                    if task.optional && !task.opened {
                        v.push(Action::Decline);
                    }
                    v
                }
                None => self.startable().map(|i| Action::Next(i as u8)).collect(),
            },
        }
    }

    /// Pending tasks that may start now: "+" places first, then any in the player's order.
    fn startable(&self) -> impl Iterator<Item = usize> + '_ {
        let plus_first = self.pending.iter().any(|t| t.plus);
        (0..self.pending.len()).filter(move |&i| !plus_first || self.pending[i].plus)
    }

    /// The choices of a step that needs a decision (empty for steps done without one).
    fn step_options(&self, p: PlayerId, step: Step) -> Vec<Action> {
        let sheet = &self.sheets[p as usize];
        match step {
            Step::Gain(Gain::Coin) => (0..3u8)
                .filter(|&r| sheet.bank[r as usize].circled < data::BANK_COINS)
                .map(Action::GainCoin)
                .collect(),
            Step::Gain(Gain::AnyGood) => {
                Good::ALL.into_iter().filter(|&g| !sheet.row_full(g)).map(Action::MarkGood).collect()
            }
            Step::Gain(Gain::Road) => self.fillable(p, ConnectionKind::Road).map(Action::Fill).collect(),
            Step::Gain(Gain::Waterway) => {
                self.fillable(p, ConnectionKind::Waterway).map(Action::Fill).collect()
            }
            Step::Gain(Gain::PaidPost) if sheet.coins() > 0 => {
                self.buildable(p).map(Action::Build).collect()
            }
            Step::FreePost => self.buildable(p).map(Action::Build).collect(),
            Step::Gain(_) | Step::Observatory => Vec::new(),
            Step::Options(f, via) => self.follower_options(p, f, via),
            Step::Imitate { recruited } => {
                let mut v: Vec<Action> = Follower::ALL
                    .into_iter()
                    .filter(|&f| !self.follower_options(p, f, Via::Monk).is_empty())
                    .map(Action::Imitate)
                    .collect();
                if recruited {
                    v.extend(
                        self.usable_places(p)
                            .filter(|&i| PLACES[i].kind == PlaceKind::Observatory)
                            .filter(|_| next_level_box(sheet.development).is_some())
                            .map(|i| Action::UsePlace(i as PlaceId)),
                    );
                }
                v
            }
            Step::SchoolAs => Follower::ALL
                .into_iter()
                .filter(|&f| f != Follower::Scholar)
                .filter(|&f| !self.follower_options(p, f, Via::School).is_empty())
                .map(Action::Imitate)
                .collect(),
            Step::Circus => [Choice::TwoCoins, Choice::CoinAndDevelop, Choice::TwoDevelop]
                .map(Action::Choose)
                .to_vec(),
            Step::CoinOrDevelop => vec![Action::Choose(Choice::Coin), Action::Choose(Choice::Develop)],
            Step::Spend => (0..3u8)
                .filter(|&r| {
                    let row = sheet.bank[r as usize];
                    row.crossed < row.circled
                })
                .map(Action::Spend)
                .collect(),
            Step::Acquire => (0..PLACES.len())
                .filter(|&i| self.acquirable(p, i))
                .map(|i| Action::Acquire(i as PlaceId))
                .collect(),
            Step::Pay(id) => {
                let cost = data::place_cost(PLACES[id as usize].category);
                let mut v = vec![Action::Pay(cost - 1)];
                if sheet.coins() >= cost {
                    v.push(Action::Pay(cost));
                }
                v
            }
            Step::Swap(c) => {
                let mut v = vec![Action::KeepGoods];
                for &icon in CONNECTIONS[c as usize].icons {
                    if let Icon::Good(from) = icon {
                        for to in Good::ALL.into_iter().filter(|&g| g != from && !sheet.row_full(g)) {
                            if !v.contains(&Action::Swap(from, to)) {
                                v.push(Action::Swap(from, to));
                            }
                        }
                    }
                }
                v
            }
        }
    }

    /// Options (A), (B) and (C) open to `p` acting as `f`, each only if it does something.
    fn follower_options(&self, p: PlayerId, f: Follower, via: Via) -> Vec<Action> {
        let sheet = &self.sheets[p as usize];
        let mut v = Vec::new();
        let standard: &[Standard] = match f {
            Follower::Farmer => &[Standard::MarkGood],
            Follower::Knight => &[Standard::FillRoad],
            Follower::Boatman => &[Standard::FillWaterway, Standard::GainCoin],
            Follower::Craftsman => &[Standard::BuildPost, Standard::GainCoin],
            Follower::Trader => &[Standard::AcquirePlace, Standard::GainCoin],
            Follower::Scholar => &[Standard::Develop],
        };
        for &s in standard {
            let possible = match s {
                Standard::FillRoad => self.gain_possible(p, Gain::Road),
                Standard::FillWaterway => self.gain_possible(p, Gain::Waterway),
                Standard::BuildPost => self.gain_possible(p, Gain::PaidPost),
                Standard::AcquirePlace => (0..PLACES.len()).any(|i| self.acquirable(p, i)),
                _ => true,
            };
            if possible {
                v.push(Action::Standard(s));
            }
        }
        for i in self.usable_places(p) {
            let open = match PLACES[i].kind {
                PlaceKind::Action(Some(g), gains) => g == f && gains.iter().any(|&x| self.gain_possible(p, x)),
                PlaceKind::Circus => true,
                PlaceKind::School => {
                    via == Via::Taken
                        && f == Follower::Scholar
                        && !self.step_options(p, Step::SchoolAs).is_empty()
                }
                _ => false,
            };
            if open {
                v.push(Action::UsePlace(i as PlaceId));
            }
        }
        if via != Via::Monk {
            for (d, deed) in DEEDS.iter().enumerate() {
                let free = deed.spaces.iter().position(|&s| s == f).is_some_and(|s| !sheet.deed_marked(d, s));
                let crossed = sheet.yellow_crossed & Yellow::Deed(d as DeedId).bit() != 0;
                if free && !crossed {
                    v.push(Action::Deed(d as DeedId));
                }
            }
        }
        v
    }

    /// Whether a gain would do anything for `p` now.
    fn gain_possible(&self, p: PlayerId, gain: Gain) -> bool {
        let sheet = &self.sheets[p as usize];
        match gain {
            Gain::Road => self.fillable(p, ConnectionKind::Road).next().is_some(),
            Gain::Waterway => self.fillable(p, ConnectionKind::Waterway).next().is_some(),
            Gain::PaidPost => sheet.coins() > 0 && self.buildable(p).next().is_some(),
            Gain::DevelopPerWarehouseColumn => sheet.warehouse_columns() > 0,
            Gain::DevelopPerBankColumn => sheet.bank_columns() > 0,
            Gain::DevelopPerPost => sheet.post_count() > 0,
            Gain::Coin | Gain::AnyGood | Gain::Good(_) | Gain::Develop(_) => true,
        }
    }

    /// Connections of `kind` that `p` may fill (RULES 5.2, [D-3]).
    fn fillable(&self, p: PlayerId, kind: ConnectionKind) -> impl Iterator<Item = ConnectionId> + '_ {
        let sheet = &self.sheets[p as usize];
        let network = sheet.network();
        let out = self.region_crossed();
        CONNECTIONS.iter().enumerate().filter_map(move |(i, c)| {
            let ends = 1u32 << c.a | 1 << c.b;
            let open = c.kind == kind && !sheet.filled(i) && ends & out == 0 && ends & network != 0;
            open.then_some(i as ConnectionId)
        })
    }

    /// Cities crossed out by the player count.
    fn region_crossed(&self) -> u32 {
        self.counts().crossed_cities.iter().fold(0, |acc, &c| acc | 1 << c)
    }

    /// Cities where `p` may build a trading post (RULES 5.3, the Tavern).
    fn buildable(&self, p: PlayerId) -> impl Iterator<Item = CityId> + '_ {
        let sheet = &self.sheets[p as usize];
        let network = sheet.network();
        let tavern = self.has_passive(p, Passive::Tavern);
        let out = self.region_crossed();
        (0..data::CITIES.len() as CityId).filter(move |&c| {
            network & (1 << c) != 0
                && !sheet.has_post(c)
                && out & (1 << c) == 0
                && (tavern || !sheet.is_crossed(c))
        })
    }

    /// Whether `p` may acquire place `id` now, the price included (RULES 9.2).
    fn acquirable(&self, p: PlayerId, id: usize) -> bool {
        let place = &PLACES[id];
        let discount = self.has_passive(p, Passive::Cemetery) as u8;
        self.places[id] == PlaceSlot::Available
            && self.category_open(place.category)
            && self.sheets[p as usize].coins() + discount >= data::place_cost(place.category)
    }

    fn category_open(&self, category: u8) -> bool {
        let need = self.counts().opening as usize;
        let acquired = |cat: u8| {
            (0..PLACES.len())
                .filter(|&i| PLACES[i].category == cat && matches!(self.places[i], PlaceSlot::Owned { .. }))
                .count()
        };
        category == 1 || acquired(category - 1) >= need
    }

    // ---- Applying actions ------------------------------------------------------------------------

    /// Applies a legal action and everything that follows from it without a decision.
    /// Returns what happened; an illegal action is refused and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, ActionError> {
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        if !self.legal_actions().contains(&action) {
            return Err(ActionError::Illegal(action));
        }
        self.log.push(action);
        self.perform(action);
        self.advance();
        Ok(std::mem::take(&mut self.events))
    }

    fn perform(&mut self, action: Action) {
        let p = self.picker();
        match action {
            Action::Take(f) => {
                self.laid_out[f.index()] -= 1;
                self.waiting[f.index()] += 1;
                self.tokens_taken[p as usize] += 1;
                self.events.push(Event::Took(p, f));
                self.begin_turn(Task::new(&[Step::Options(f, Via::Taken)], true));
                self.take_plus_places(p, f);
            }
            Action::Recruit(f) => {
                self.laid_out[f.index()] -= 1;
                self.waiting[f.index()] += 1;
                self.sheets[p as usize].monks += 1;
                self.events.push(Event::Recruited(p, f));
                self.begin_turn(Task::new(&[Step::Imitate { recruited: true }], true));
            }
            Action::Next(i) => {
                let task = self.pending.remove(i as usize);
                self.current = Some(task);
            }
            Action::Decline => {
                self.current = None;
                self.events.push(Event::Declined(p));
            }
            Action::Jeanne(turn) => {
                self.turn_start = self.log.len() - 1;
                self.turn += 1;
                self.phase = Phase::Turn;
                self.jeanne_play(turn);
            }
            _ => {
                let task = self.current.as_mut().expect("a decision belongs to the current task");
                task.opened = true;
                let step = task.steps.pop().expect("a decision belongs to a step");
                self.decide(p, step, action);
            }
        }
    }

    fn begin_turn(&mut self, main: Task) {
        self.turn_start = self.log.len() - 1;
        self.turn += 1;
        self.phase = Phase::Turn;
        self.pending.push(main);
    }

    /// The "+" places of the taken follower: their effects come before the action (RULES 9.1).
    fn take_plus_places(&mut self, p: PlayerId, f: Follower) {
        let plus: Vec<PlusEffect> = self
            .usable_places(p)
            .filter_map(|i| match PLACES[i].kind {
                PlaceKind::Plus(g, effect) if g == f => Some(effect),
                _ => None,
            })
            .collect();
        for effect in plus {
            let step = match effect {
                PlusEffect::Develop => {
                    self.develop(p, 1);
                    continue;
                }
                PlusEffect::Coin => Step::Gain(Gain::Coin),
                PlusEffect::AnyGood => Step::Gain(Gain::AnyGood),
                PlusEffect::CoinOrDevelop => Step::CoinOrDevelop,
            };
            let mut task = Task::new(&[step], false);
            task.plus = true;
            self.pending.push(task);
        }
    }

    /// Carries out `action`, the decision of `step` (already removed from the current task).
    fn decide(&mut self, p: PlayerId, step: Step, action: Action) {
        match (step, action) {
            (_, Action::GainCoin(r)) => self.circle_coin(p, r),
            (_, Action::MarkGood(g)) => self.mark_good(p, g),
            (_, Action::Fill(c)) => self.fill(p, c),
            (_, Action::Spend(r)) => self.spend(p, r),
            (Step::Gain(Gain::PaidPost), Action::Build(c)) => {
                self.push_steps([Step::Spend]);
                self.build(p, c);
            }
            (_, Action::Build(c)) => self.build(p, c),
            (_, Action::Standard(s)) => self.push_steps([match s {
                Standard::MarkGood => Step::Gain(Gain::AnyGood),
                Standard::FillRoad => Step::Gain(Gain::Road),
                Standard::FillWaterway => Step::Gain(Gain::Waterway),
                Standard::GainCoin => Step::Gain(Gain::Coin),
                Standard::BuildPost => Step::Gain(Gain::PaidPost),
                Standard::AcquirePlace => Step::Acquire,
                Standard::Develop => Step::Gain(Gain::Develop(1)),
            }]),
            (_, Action::UsePlace(i)) => match PLACES[i as usize].kind {
                PlaceKind::Action(_, gains) => self.push_steps(gains.iter().map(|&g| Step::Gain(g))),
                PlaceKind::Circus => self.push_steps([Step::Circus]),
                PlaceKind::School => self.push_steps([Step::SchoolAs]),
                PlaceKind::Observatory => self.push_steps([Step::Observatory]),
                PlaceKind::Plus(..) | PlaceKind::Passive(_) => unreachable!("not an action place"),
            },
            (Step::Options(f, _), Action::Deed(d)) => self.mark_deed(p, d, f),
            (Step::SchoolAs, Action::Imitate(f)) => self.push_steps([Step::Options(f, Via::School)]),
            (_, Action::Imitate(f)) => self.push_steps([Step::Options(f, Via::Monk)]),
            (_, Action::Choose(choice)) => self.push_steps(
                match choice {
                    Choice::Coin => &[Gain::Coin][..],
                    Choice::Develop => &[Gain::Develop(1)],
                    Choice::TwoCoins => &[Gain::Coin, Gain::Coin],
                    Choice::CoinAndDevelop => &[Gain::Coin, Gain::Develop(1)],
                    Choice::TwoDevelop => &[Gain::Develop(2)],
                }
                .iter()
                .map(|&g| Step::Gain(g)),
            ),
            (_, Action::Acquire(i)) => {
                self.places[i as usize] = PlaceSlot::Owned { player: p, turn: self.turn };
                self.events.push(Event::PlaceAcquired(p, i));
                let cost = data::place_cost(PLACES[i as usize].category);
                if self.has_passive(p, Passive::Cemetery) {
                    self.push_steps([Step::Pay(i)]);
                } else {
                    self.push_steps(std::iter::repeat_n(Step::Spend, cost as usize));
                }
            }
            (_, Action::Pay(n)) => self.push_steps(std::iter::repeat_n(Step::Spend, n as usize)),
            (Step::Swap(c), Action::KeepGoods) => self.gain_icons(p, c, None),
            (Step::Swap(c), Action::Swap(from, to)) => self.gain_icons(p, c, Some((from, to))),
            (step, action) => unreachable!("{action:?} is not a decision of {step:?}"),
        }
    }

    fn push_steps<I: IntoIterator<Item = Step>>(&mut self, steps: I)
    where
        I::IntoIter: DoubleEndedIterator,
    {
        let task = self.current.as_mut().expect("steps belong to the current task");
        task.push_front(steps.into_iter());
    }

    /// Runs everything that needs no decision, until a decision is needed or the game ends.
    fn advance(&mut self) {
        loop {
            if self.phase != Phase::Turn {
                return;
            }
            let p = self.picker();
            let Some(task) = &self.current else {
                let startable: Vec<usize> = self.startable().take(2).collect();
                match (startable.first(), startable.get(1)) {
                    (Some(&i), None) => {
                        let task = self.pending.remove(i);
                        self.current = Some(task);
                        continue;
                    }
                    (Some(_), Some(_)) => return,
                    (None, _) => {
                        self.end_turn();
                        continue;
                    }
                }
            };
            let declinable = task.optional && !task.opened;
            let Some(step) = task.next_step() else {
                self.current = None;
                continue;
            };
            if self.run_without_decision(p, step) {
                continue;
            }
            if declinable {
                return;
            }
            let options = self.step_options(p, step);
            match options.len() {
                0 => {
                    self.pop_step();
                }
                1 => {
                    let step = self.pop_step();
                    self.decide(p, step, options[0]);
                }
                _ => return,
            }
        }
    }

    fn pop_step(&mut self) -> Step {
        self.current.as_mut().and_then(|t| t.steps.pop()).expect("a step to pop")
    }

    /// Does `step` at once if it needs no decision; returns whether it did.
    fn run_without_decision(&mut self, p: PlayerId, step: Step) -> bool {
        let sheet = &self.sheets[p as usize];
        let gain = match step {
            Step::Gain(g) => g,
            Step::Observatory => {
                self.pop_step();
                self.observatory(p);
                return true;
            }
            _ => return false,
        };
        let boxes = match gain {
            Gain::Coin if sheet.bank_full() => {
                self.pop_step();
                self.shield(p);
                return true;
            }
            Gain::AnyGood if Good::ALL.iter().all(|&g| sheet.row_full(g)) => {
                self.pop_step();
                self.shield(p);
                return true;
            }
            Gain::Good(g) => {
                self.pop_step();
                self.mark_good(p, g);
                return true;
            }
            Gain::Develop(n) => n,
            Gain::DevelopPerWarehouseColumn => sheet.warehouse_columns(),
            Gain::DevelopPerBankColumn => sheet.bank_columns(),
            Gain::DevelopPerPost => sheet.post_count(),
            _ => return false,
        };
        self.pop_step();
        self.develop(p, boxes);
        true
    }

    // ---- Sheet changes -----------------------------------------------------------------------

    fn sheet_mut(&mut self, p: PlayerId) -> &mut Sheet {
        &mut self.sheets[p as usize]
    }

    /// Gives `bonus` to `p`: done now if it needs no decision, queued otherwise (RULES 5.5).
    fn trigger(&mut self, p: PlayerId, bonus: Bonus) {
        let queued = match bonus {
            Bonus::Coins(n) => Task::new(&vec![Step::Gain(Gain::Coin); n as usize], false),
            Bonus::AnyGood => Task::new(&[Step::Gain(Gain::AnyGood)], false),
            Bonus::MonkAction => Task::new(&[Step::Imitate { recruited: false }], true),
            Bonus::FollowerAction(f) => Task::new(&[Step::Options(f, Via::Bonus)], true),
            Bonus::FreePost => Task::new(&[Step::FreePost], true),
            Bonus::Develop(n) => return self.develop(p, n),
            Bonus::Shield => return self.shield(p),
            Bonus::Citizen(y) => {
                self.claim(p, y);
                return;
            }
            Bonus::EndPoints(_) => return,
        };
        self.pending.push(queued);
    }

    /// Claims yellow bonus `y` for `p` if still open there; everybody else crosses it.
    fn claim(&mut self, p: PlayerId, y: Yellow) -> bool {
        if !self.sheets[p as usize].yellow_open(y) {
            return false;
        }
        for (i, sheet) in self.sheets.iter_mut().enumerate() {
            if i == p as usize {
                sheet.yellow_circled |= y.bit();
            } else if sheet.yellow_open(y) {
                sheet.yellow_crossed |= y.bit();
            }
        }
        self.events.push(Event::YellowClaimed(p, y));
        true
    }

    fn shield(&mut self, p: PlayerId) {
        let sheet = self.sheet_mut(p);
        let gained = (sheet.shields as usize) < data::SHIELDS.len();
        sheet.shields += gained as u8;
        self.events.push(Event::Shield(p, gained));
    }

    /// Marks `good` (RULES 6.1): a full row gives a shield instead; a full column its bonus.
    fn mark_good(&mut self, p: PlayerId, good: Good) {
        let sheet = self.sheet_mut(p);
        if sheet.row_full(good) {
            return self.shield(p);
        }
        sheet.warehouse[good.index()] += 1;
        let column = sheet.warehouse[good.index()];
        let complete = sheet.warehouse_columns() == column;
        self.events.push(Event::GoodMarked(p, good));
        if complete {
            self.events.push(Event::Completed(p, Area::WarehouseColumn, column - 1));
            self.trigger(p, WAREHOUSE_COLUMN_BONUS[column as usize - 1]);
        }
    }

    fn circle_coin(&mut self, p: PlayerId, row: u8) {
        let coins = &mut self.sheet_mut(p).bank[row as usize];
        coins.circled += 1;
        let full = coins.circled == data::BANK_COINS;
        self.events.push(Event::CoinCircled(p, row));
        if full {
            self.events.push(Event::Completed(p, Area::BankRow, row));
            self.trigger(p, BANK_ROW_BONUS[row as usize]);
        }
    }

    fn spend(&mut self, p: PlayerId, row: u8) {
        let sheet = self.sheet_mut(p);
        sheet.bank[row as usize].crossed += 1;
        let column = sheet.bank[row as usize].crossed;
        let complete = sheet.bank_columns() == column;
        self.events.push(Event::CoinSpent(p, row));
        if complete {
            let c = column - 1;
            self.events.push(Event::Completed(p, Area::BankColumn, c));
            self.trigger(p, BANK_COLUMN_BONUS[c as usize]);
            if self.claim(p, Yellow::BankColumnShield(c)) {
                self.shield(p);
            }
        }
    }

    /// Marks `boxes` development boxes, with their levels and bonuses (RULES 6.4).
    fn develop(&mut self, p: PlayerId, boxes: u8) {
        for _ in 0..boxes {
            let Some(dev_box) = DEV_TRACK.get(self.sheets[p as usize].development as usize) else {
                return;
            };
            let marked = self.mark_dev_box(p, dev_box.level);
            self.events.push(Event::Developed(p, marked));
            if let Some(bonus) = dev_box.bonus {
                self.trigger(p, bonus);
            }
        }
    }

    fn mark_dev_box(&mut self, p: PlayerId, level: Option<u8>) -> u8 {
        let sheet = self.sheet_mut(p);
        sheet.development += 1;
        let marked = sheet.development;
        if let Some(level) = level {
            self.events.push(Event::LevelRaised(p, level));
        }
        marked
    }

    /// The Observatory: boxes up to the next level symbol; only yellow bonuses count.
    fn observatory(&mut self, p: PlayerId) {
        let Some(target) = next_level_box(self.sheets[p as usize].development) else { return };
        while (self.sheets[p as usize].development as usize) <= target {
            let dev_box = DEV_TRACK[self.sheets[p as usize].development as usize];
            let marked = self.mark_dev_box(p, dev_box.level);
            self.events.push(Event::Developed(p, marked));
            if let Some(Bonus::Citizen(y)) = dev_box.bonus {
                self.claim(p, y);
            }
        }
    }

    /// Fills connection `c` and gains its icons (or first asks about the Treehouse swap).
    fn fill(&mut self, p: PlayerId, c: ConnectionId) {
        self.sheet_mut(p).connections |= 1 << c;
        self.events.push(Event::Filled(p, c));
        let connection = &CONNECTIONS[c as usize];
        let sheet = &self.sheets[p as usize];
        let swap = connection.kind == ConnectionKind::Road
            && self.has_passive(p, Passive::Treehouse)
            && connection.icons.iter().any(|i| matches!(i, Icon::Good(_)))
            && Good::ALL.iter().any(|&g| !sheet.row_full(g));
        if swap {
            self.push_steps([Step::Swap(c)]);
        } else {
            self.gain_icons(p, c, None);
        }
    }

    fn gain_icons(&mut self, p: PlayerId, c: ConnectionId, mut swap: Option<(Good, Good)>) {
        for &icon in CONNECTIONS[c as usize].icons {
            match icon {
                Icon::Good(g) => match swap {
                    Some((from, to)) if from == g => {
                        swap = None;
                        self.mark_good(p, to);
                    }
                    _ => self.mark_good(p, g),
                },
                Icon::Development => self.develop(p, 1),
            }
        }
    }

    /// Builds a trading post in `city` (RULES 5.3); everybody else crosses the city.
    fn build(&mut self, p: PlayerId, city: CityId) {
        for (i, sheet) in self.sheets.iter_mut().enumerate() {
            if i == p as usize {
                sheet.posts |= 1 << city;
            } else if city != ORLEANS && !sheet.has_post(city) {
                sheet.crossed_cities |= 1 << city;
            }
        }
        self.events.push(Event::PostBuilt(p, city));
        if city == 22 {
            self.claim(p, Yellow::City22Citizen);
        }
    }

    /// Option (C): marks the deed's space for `f`, gains its effect, and completes it (RULES 8).
    fn mark_deed(&mut self, p: PlayerId, d: DeedId, f: Follower) {
        let deed = &DEEDS[d as usize];
        let space = deed.spaces.iter().position(|&s| s == f).expect("a space for this follower");
        let sheet = self.sheet_mut(p);
        sheet.deeds[d as usize] |= 1 << space;
        let complete = sheet.deeds[d as usize] == 0b111;
        self.events.push(Event::DeedMarked(p, d, f));
        self.push_steps(deed.effect.iter().map(|&g| Step::Gain(g)));
        if complete {
            self.trigger(p, deed.completion);
            self.claim(p, Yellow::Deed(d));
        }
    }

    // ---- Round flow ---------------------------------------------------------------------------

    fn draw(&mut self) -> Follower {
        let stacked = self.setup.stacked.get(self.draws as usize).copied();
        self.draws += 1;
        if let Some(f) = stacked.filter(|f| self.bag[f.index()] > 0) {
            self.bag[f.index()] -= 1;
            return f;
        }
        let total: u8 = self.bag.iter().sum();
        let mut r = self.rng.random_range(0..total);
        for f in Follower::ALL {
            if r < self.bag[f.index()] {
                self.bag[f.index()] -= 1;
                return f;
            }
            r -= self.bag[f.index()];
        }
        unreachable!("the draw is below the bag's total")
    }

    fn set_aside(&mut self) {
        for _ in 0..self.counts().set_aside {
            let f = self.draw();
            self.waiting[f.index()] += 1;
        }
    }

    fn start_round(&mut self) {
        for _ in 0..self.counts().draw {
            let f = self.draw();
            self.laid_out[f.index()] += 1;
        }
        let n = self.setup.seats();
        let s = self.start_player;
        self.order = if n == 2 {
            vec![s, 1 - s, s, 1 - s, s]
        } else {
            (0..n).map(|i| (s + i) % n).chain([s]).collect()
        };
        self.pick = 0;
        self.phase = Phase::Pick;
        self.events.push(Event::LaidOut(self.laid_out));
    }

    fn end_turn(&mut self) {
        self.pick += 1;
        if (self.pick as usize) < self.order.len() {
            self.phase = Phase::Pick;
            return;
        }
        self.start_player = (self.start_player + 1) % self.setup.seats();
        if self.bag.iter().all(|&t| t == 0) {
            self.bags_crossed += 1;
            self.events.push(Event::BagEmptied(self.bags_crossed));
            if self.bags_crossed == self.setup.seats() {
                return self.finish();
            }
            if self.bags_crossed == 1 {
                self.reshuffle_solo_cards();
            }
            for f in 0..6 {
                self.bag[f] += std::mem::take(&mut self.waiting[f]);
            }
            self.set_aside();
        }
        self.round += 1;
        self.start_round();
    }

    /// The end (RULES 7): the majority citizen, then the game is over.
    fn finish(&mut self) {
        // Posts per seat; Jeanne contests the majority in a solo game.
        let posts: Vec<u8> = self
            .sheets
            .iter()
            .map(Sheet::post_count)
            .chain(self.jeanne.as_ref().map(|j| j.posts))
            .collect();
        let most = posts.iter().max().copied().unwrap_or(0);
        let leaders: Vec<usize> = (0..posts.len()).filter(|&p| posts[p] == most).collect();
        let winner = (leaders.len() == 1).then(|| leaders[0]);
        match winner {
            Some(p) if p < self.sheets.len() => self.sheets[p].majority_citizen = true,
            Some(_) => self.jeanne.as_mut().expect("Jeanne's seat").citizens += 1,
            None => {}
        }
        self.events.push(Event::Majority(winner.map(|p| p as PlayerId)));
        self.phase = Phase::Over;
        self.events.push(Event::GameOver);
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
