//! What a decider can do ([`Action`]), what it caused ([`Event`]) and why it was refused
//! ([`ActionError`]).

use crate::engine::data::{Arrow, Bonus, SoloEffect};
use crate::engine::types::{CityId, ConnectionId, DeedId, Follower, Good, PlaceId, PlayerId, Yellow};

/// The variants of a follower's standard action (option A, RULES 5.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Standard {
    /// Farmer: mark a good of your choice.
    MarkGood,
    /// Knight: fill a road.
    FillRoad,
    /// Boatman: fill a waterway.
    FillWaterway,
    /// Boatman, Craftsman, Trader: gain a coin.
    GainCoin,
    /// Craftsman: spend a coin to build a trading post.
    BuildPost,
    /// Trader: acquire a place.
    AcquirePlace,
    /// Scholar: mark a development box.
    Develop,
}

impl Standard {
    /// Every standard action, in declaration order.
    pub const ALL: [Standard; 7] = [
        Standard::MarkGood,
        Standard::FillRoad,
        Standard::FillWaterway,
        Standard::GainCoin,
        Standard::BuildPost,
        Standard::AcquirePlace,
        Standard::Develop,
    ];
}

/// A choice between gains (the Circus, the Carpentry).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// One coin.
    Coin,
    /// One development.
    Develop,
    /// Two coins.
    TwoCoins,
    /// One coin and one development.
    CoinAndDevelop,
    /// Two development.
    TwoDevelop,
}

/// One decision. Every decision the rules give a player is one action; the game lists the legal
/// ones with [`Game::legal_actions`](crate::engine::Game::legal_actions).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Take a laid-out token and act with it.
    Take(Follower),
    /// Recruit a Monk: this laid-out token goes to the waiting area unused.
    Recruit(Follower),
    /// Resolve this pending bonus next (index into [`Game::pending`](crate::engine::Game::pending)).
    Next(u8),
    /// Decline the bonus or action being started.
    Decline,
    /// Option (A): the follower's standard action.
    Standard(Standard),
    /// Option (B): one of your places.
    UsePlace(PlaceId),
    /// Option (C): mark this beneficial deed.
    Deed(DeedId),
    /// Act as this follower (a Monk action, or a Scholar taken with the School).
    Imitate(Follower),
    /// Circle a coin in this Bank row (0–2).
    GainCoin(u8),
    /// Cross (spend) a coin of this Bank row (0–2).
    Spend(u8),
    /// Mark this good.
    MarkGood(Good),
    /// Fill this connection.
    Fill(ConnectionId),
    /// Build a trading post in this city.
    Build(CityId),
    /// Acquire this place.
    Acquire(PlaceId),
    /// Pay this many coins for the place being acquired (the Cemetery's discount or not).
    Pay(u8),
    /// Treehouse: gain the second good instead of the first one shown on the road.
    Swap(Good, Good),
    /// Treehouse: keep the goods shown on the road.
    KeepGoods,
    /// Take this gain (Circus, Carpentry).
    Choose(Choice),
    /// Jeanne's turn in the solo game: the engine decides it and it is the only legal action.
    Jeanne(JeanneTurn),
    /// Chance: this follower is drawn from the bag.
    Draw(Follower),
    /// Chance: this solo card (index into `SOLO_CARDS`) is the next one of Jeanne's face-down
    /// pile: the top after a shuffle, or the card under the top before her turn.
    Card(u8),
    /// Chance: Jeanne removes this place from the game.
    Remove(PlaceId),
    /// Companion mode: the seat played elsewhere whose turn it is claimed this shared item
    /// (after taking its token, [`Action::Take`] or [`Action::Recruit`]).
    Claim(Claim),
    /// Companion mode: the seat played elsewhere whose turn it is has told everything it
    /// claimed this turn; its turn ends.
    Told,
}

/// A shared item (RULES 10) that a seat played elsewhere claimed during its turn, as its
/// player tells it: what the sheets on this device must know of that seat's sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Claim {
    /// A trading post in this city: the other sheets cross it (but Orléans), and it counts
    /// for the majority citizen (Orléans too). In city 22 it claims the citizen there.
    Post(CityId),
    /// This place, acquired: it opens categories as any acquisition does.
    Place(PlaceId),
    /// This yellow bonus, first (a completed deed is [`Yellow::Deed`]): the other sheets
    /// cross it. City 22's citizen is not claimed alone: it comes with the post there.
    Yellow(Yellow),
}

impl Action {
    /// Whether this is an outcome of chance rather than a decision.
    pub fn is_chance(self) -> bool {
        matches!(self, Action::Draw(_) | Action::Card(_) | Action::Remove(_))
    }
}

/// Who must decide now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decider {
    /// The player in this seat.
    Player(PlayerId),
    /// Jeanne, the solo opponent: her only legal action is her turn, decided by her cards.
    Jeanne,
    /// Chance: a draw from the bag, a solo card or a removed place is next (only in a game
    /// with chance nodes, [`Game::with_chance_nodes`](crate::engine::Game::with_chance_nodes)).
    Chance,
}

/// Why an action was refused. The game is left unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionError {
    /// The game is over.
    GameOver,
    /// The action is not among the legal actions now.
    Illegal(Action),
}

impl std::fmt::Display for ActionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ActionError::GameOver => write!(f, "the game is over"),
            ActionError::Illegal(a) => write!(f, "“{a}” is not a legal action now"),
        }
    }
}

impl std::error::Error for ActionError {}

/// Something that happened, for the game log and the UI.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A new round: these tokens were laid out (count per follower).
    LaidOut([u8; 6]),
    /// The round just laid out is the game's last (see
    /// [`Game::is_last_round`](crate::engine::Game::is_last_round)).
    LastRound,
    /// A player took a token.
    Took(PlayerId, Follower),
    /// A player recruited a Monk, sending this token to the waiting area.
    Recruited(PlayerId, Follower),
    /// A good was marked.
    GoodMarked(PlayerId, Good),
    /// A coin was circled in this row.
    CoinCircled(PlayerId, u8),
    /// A coin of this row was spent.
    CoinSpent(PlayerId, u8),
    /// A shield was circled (or lost, `false`, when the Depot was full).
    Shield(PlayerId, bool),
    /// A development box was marked (the new total), and what marked it.
    Developed(PlayerId, u8, Cause),
    /// The development level rose to this value.
    LevelRaised(PlayerId, u8),
    /// A connection was filled.
    Filled(PlayerId, ConnectionId),
    /// A trading post was built.
    PostBuilt(PlayerId, CityId),
    /// A place was acquired.
    PlaceAcquired(PlayerId, PlaceId),
    /// A place was used: an action place chosen as option (B), or a "+" place of the taken
    /// follower.
    PlaceUsed(PlayerId, PlaceId),
    /// A bonus from this source: waiting to be resolved, or development marked now, or points
    /// kept for the end (a shield or a citizen tells itself: [`Event::Shield`],
    /// [`Event::YellowClaimed`]).
    Bonus(PlayerId, Bonus, Source),
    /// A space of a beneficial deed was marked with this follower.
    DeedMarked(PlayerId, DeedId, Follower),
    /// A yellow bonus was claimed; everybody else crossed it.
    YellowClaimed(PlayerId, Yellow),
    /// A Bank row, Bank column or Warehouse column was completed (kind, index).
    Completed(PlayerId, Area, u8),
    /// A pending bonus or action was declined.
    Declined(PlayerId),
    /// The bag was empty: everybody crossed this bag-track box (1-based).
    BagEmptied(u8),
    /// The majority citizen went to this player (or to nobody on a tie).
    Majority(Option<PlayerId>),
    /// Jeanne played this turn (solo); `false` when the card's effect for her follower changed
    /// nothing (a citizen already gone, no deed left, no Monk action at the Standard level…).
    Jeanne(JeanneTurn, bool),
    /// Jeanne built a trading post, crossing this city on the player's map (if one was free).
    JeannePost(Option<CityId>),
    /// Jeanne crossed this yellow bonus on the player's sheet.
    JeanneCrossed(Yellow),
    /// Jeanne removed this place card from the game.
    PlaceRemoved(PlaceId),
    /// The game ended.
    GameOver,
}

/// What marked a development box (RULES 6.4), for the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// The development icon of this filled connection.
    Connection(ConnectionId),
    /// The Scholar's standard action (the Scholar taken, a Monk or the School acting as one).
    Scholar,
    /// A marked space of this beneficial deed.
    Deed(DeedId),
    /// A place, or a bonus from this source (the bonus is logged just before:
    /// [`Event::Bonus`]).
    Source(Source),
}

/// A sheet area with completion bonuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Area {
    /// A Warehouse column.
    WarehouseColumn,
    /// A Bank row (all coins circled).
    BankRow,
    /// A Bank column (all coins crossed).
    BankColumn,
}

/// One turn of Jeanne's, and why: the engine decides it, the log records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct JeanneTurn {
    /// The revealed card (index into `SOLO_CARDS`).
    pub card: u8,
    /// The arrow on the back of the next card: the reading direction.
    pub arrow: Arrow,
    /// The first laid-out follower in that direction: the token she takes.
    pub follower: Follower,
    /// The card's effect for that follower.
    pub effect: SoloEffect,
}

/// Where a task comes from, for the prompt and the log: the follower of the turn, or what
/// gave the bonus. It never changes what is legal, and stays out of
/// [`Game::state_hash`](crate::engine::Game::state_hash).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// The follower taken this turn.
    Taken(Follower),
    /// The Monk recruited this turn.
    Recruited,
    /// A "+" place of the taken follower.
    Place(PlaceId),
    /// A completed beneficial deed (its index).
    Deed(DeedId),
    /// A completed Warehouse column (its index).
    WarehouseColumn(u8),
    /// A Bank row whose coins are all circled (its index).
    BankRow(u8),
    /// A Bank column whose coins are all spent (its index).
    BankColumn(u8),
    /// A development box (its number, from 1).
    DevelopmentBox(u8),
}
