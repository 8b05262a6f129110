//! The solo game's tables: Jeanne's zone [C-2] and the solo cards [C-3]: the 14 main cards and
//! the exchange cards 1B–4B in each of their editions ([`Exchange`]).

use serde::{Deserialize, Serialize};

use crate::engine::types::{CityId, Follower};

/// A row of Jeanne's zone, filled left to right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JeanneRow {
    Boatman,
    Farmer,
    Knight,
    Scholar,
}

impl JeanneRow {
    /// The row a follower marks, if it has one (Craftsman and Trader have none).
    pub fn of(f: Follower) -> Option<JeanneRow> {
        match f {
            Follower::Boatman => Some(JeanneRow::Boatman),
            Follower::Farmer => Some(JeanneRow::Farmer),
            Follower::Knight => Some(JeanneRow::Knight),
            Follower::Scholar => Some(JeanneRow::Scholar),
            Follower::Craftsman | Follower::Trader => None,
        }
    }

    /// Index into per-row arrays.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// [C-2] Points of each box of her Boatman, Farmer and Knight rows (the Scholar row scores
/// nothing: its boxes carry effects).
pub const JEANNE_ROW_POINTS: [&[u16]; 3] =
    [&[1, 1, 2, 2, 2, 3, 3], &[1, 1, 2, 2, 2, 3, 3], &[1, 1, 2, 2, 2, 3, 3]];

/// The extra effect of a box of Jeanne's Scholar row, resolved when it is marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScholarBox {
    /// Mark her next development level.
    Level,
    /// Steal the development track's first citizen if the player has not circled it.
    FirstCitizen,
    /// Steal the development track's second citizen if the player has not circled it.
    SecondCitizen,
    /// Circle one of her shields.
    Shield,
    /// A Monk action for her (Connoisseur and Special challenge only).
    Monk,
}

/// [C-2] Her Scholar row: box 2 steals the first citizen, box 5 the second (RULES 11); most
/// other boxes raise her development level.
pub const JEANNE_SCHOLAR: [ScholarBox; 7] = [
    ScholarBox::Level,
    ScholarBox::FirstCitizen,
    ScholarBox::Level,
    ScholarBox::Shield,
    ScholarBox::SecondCitizen,
    ScholarBox::Level,
    ScholarBox::Monk,
];

/// [C-2] Her six development levels: the multiplier once each is marked (1 before any).
pub const JEANNE_LEVELS: [u8; 6] = [2, 2, 3, 3, 4, 4];

/// [C-2] Her Depot: the first row, then the second (only once the first is full).
pub const JEANNE_SHIELDS: [&[u16]; 2] = [&[1, 1, 2, 2, 3], &[3, 4, 4, 5, 5]];

/// What a solo card makes Jeanne do for the follower she takes (RULES 11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SoloEffect {
    /// Build a trading post: cross the card's city (or the next free one) on the player's map.
    BuildPost,
    /// Remove a random unacquired place card of the card's category from the game.
    RemovePlace,
    /// Circle one of her shields.
    Shield,
    /// Mark her next development level.
    Level,
    /// Cross the player's first open yellow Bank bonus, from the left.
    CrossBankYellow,
    /// Circle a citizen for her.
    Citizen,
    /// Steal the Warehouse citizen if the player has not circled it.
    StealWarehouseCitizen,
    /// Steal the Bank citizen if the player has not circled it.
    StealBankCitizen,
    /// Cross the next open beneficial deed, against the arrow.
    CrossDeed,
    /// A Monk action (Connoisseur and Special challenge only).
    Monk,
}

impl SoloEffect {
    /// Every effect, in declaration order.
    pub const ALL: [SoloEffect; 10] = [
        SoloEffect::BuildPost,
        SoloEffect::RemovePlace,
        SoloEffect::Shield,
        SoloEffect::Level,
        SoloEffect::CrossBankYellow,
        SoloEffect::Citizen,
        SoloEffect::StealWarehouseCitizen,
        SoloEffect::StealBankCitizen,
        SoloEffect::CrossDeed,
        SoloEffect::Monk,
    ];
}

/// The arrow on a card's back: the direction to read the revealed card's follower list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arrow {
    /// Read the list left to right (first entry first).
    Right,
    /// Read the list right to left (last entry first).
    Left,
}

/// The Monk action on a card's back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JeanneMonk {
    /// Build a trading post, with the city number of the revealed card.
    Post,
    /// Mark one box of this row and circle one shield.
    Mark(JeanneRow),
}

/// A solo card: its face and its back.
pub struct SoloCard {
    /// The printed name: "1"–"14", or "1B"–"4B" for the exchange cards (of every edition).
    pub name: &'static str,
    /// The six followers in printed order, each with its effect.
    pub face: [(Follower, SoloEffect); 6],
    /// The city number for trading posts.
    pub city: CityId,
    /// The place category for removing a place card.
    pub category: u8,
    /// The back's arrow.
    pub arrow: Arrow,
    /// The back's Monk action.
    pub monk: JeanneMonk,
}

/// Number of solo cards in a pile.
pub const SOLO_PILE: usize = 14;

use Arrow::{Left, Right};
use Follower::*;
use JeanneMonk::{Mark, Post};
use JeanneRow as R;
use SoloEffect::*;

const fn card(
    name: &'static str,
    face: [(Follower, SoloEffect); 6],
    city: CityId,
    category: u8,
    arrow: Arrow,
    monk: JeanneMonk,
) -> SoloCard {
    SoloCard { name, face, city, category, arrow, monk }
}

/// [C-3] An edition of the exchange cards 1B–4B, the four cards that replace cards 1–4 in the
/// Special challenge. A game names the edition it is played with
/// ([`Setup::exchange`](crate::engine::Setup::exchange)), so that a game saved with one edition
/// replays with it whatever edition new games use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Exchange {
    /// The first edition (indices 14–17 of [`SOLO_CARDS`]): every game saved before editions
    /// existed was played with it.
    #[default]
    First,
    /// [C-3] The second edition (indices 18–21), issue 14: the first edition's cards with each
    /// "circle a citizen for her" turned into a Monk action, so that a strong player wins the
    /// Special challenge less often (Hard at its default budget won 67.7 % against the first
    /// edition; the figures are in docs/bots.md).
    Second,
}

impl Exchange {
    /// The edition new Special challenges are played with.
    pub const NEWEST: Exchange = Exchange::Second;

    /// Every edition, oldest first.
    pub const ALL: [Exchange; 2] = [Exchange::First, Exchange::Second];

    /// Its four cards, 1B–4B, in the order of the cards 1–4 they replace (indices into
    /// [`SOLO_CARDS`]).
    pub fn cards(self) -> [u8; 4] {
        EXCHANGE_CARDS[self as usize]
    }

    /// Its printed number, from 1.
    pub fn number(self) -> u8 {
        self as u8 + 1
    }

    /// The edition `card` (an index into [`SOLO_CARDS`]) belongs to, if it is an exchange card.
    pub fn of_card(card: u8) -> Option<Exchange> {
        Exchange::ALL.into_iter().find(|e| e.cards().contains(&card))
    }
}

/// [C-3] The exchange cards of each edition of [`Exchange`], in its order (indices into
/// [`SOLO_CARDS`]).
pub const EXCHANGE_CARDS: [[u8; 4]; 2] = [[14, 15, 16, 17], [18, 19, 20, 21]];

/// [C-3] The 22 solo cards: main cards 1–14 (indices 0–13), then the exchange cards 1B–4B that
/// replace cards 1–4 in the Special challenge, edition by edition ([`EXCHANGE_CARDS`]): the
/// first edition (indices 14–17), then the second (18–21).
pub const SOLO_CARDS: [SoloCard; 22] = [
    card(
        "1",
        [
            (Boatman, Level),
            (Scholar, Monk),
            (Trader, Monk),
            (Craftsman, BuildPost),
            (Farmer, CrossDeed),
            (Knight, CrossDeed),
        ],
        13,
        1,
        Right,
        Post,
    ),
    card(
        "2",
        [
            (Knight, StealWarehouseCitizen),
            (Scholar, CrossBankYellow),
            (Craftsman, BuildPost),
            (Trader, CrossBankYellow),
            (Farmer, CrossDeed),
            (Boatman, Level),
        ],
        9,
        2,
        Left,
        Mark(R::Boatman),
    ),
    card(
        "3",
        [
            (Knight, Shield),
            (Farmer, Level),
            (Scholar, RemovePlace),
            (Trader, Shield),
            (Boatman, Shield),
            (Craftsman, BuildPost),
        ],
        14,
        3,
        Right,
        Mark(R::Farmer),
    ),
    card(
        "4",
        [
            (Farmer, CrossDeed),
            (Trader, Citizen),
            (Knight, StealWarehouseCitizen),
            (Craftsman, BuildPost),
            (Boatman, RemovePlace),
            (Scholar, Shield),
        ],
        5,
        4,
        Left,
        Mark(R::Knight),
    ),
    card(
        "5",
        [
            (Boatman, CrossBankYellow),
            (Knight, Monk),
            (Scholar, Level),
            (Trader, CrossBankYellow),
            (Craftsman, BuildPost),
            (Farmer, Shield),
        ],
        3,
        5,
        Right,
        Mark(R::Scholar),
    ),
    card(
        "6",
        [
            (Boatman, Shield),
            (Craftsman, BuildPost),
            (Farmer, StealBankCitizen),
            (Scholar, Shield),
            (Trader, Citizen),
            (Knight, CrossDeed),
        ],
        6,
        1,
        Left,
        Post,
    ),
    card(
        "7",
        [
            (Scholar, Shield),
            (Knight, StealWarehouseCitizen),
            (Trader, Shield),
            (Farmer, Shield),
            (Craftsman, BuildPost),
            (Boatman, RemovePlace),
        ],
        10,
        2,
        Right,
        Mark(R::Boatman),
    ),
    card(
        "8",
        [
            (Trader, Level),
            (Scholar, Level),
            (Farmer, RemovePlace),
            (Knight, Shield),
            (Craftsman, BuildPost),
            (Boatman, Level),
        ],
        15,
        3,
        Left,
        Mark(R::Farmer),
    ),
    card(
        "9",
        [
            (Boatman, Shield),
            (Scholar, Level),
            (Trader, CrossDeed),
            (Farmer, Level),
            (Craftsman, BuildPost),
            (Knight, Level),
        ],
        2,
        4,
        Right,
        Mark(R::Knight),
    ),
    card(
        "10",
        [
            (Knight, RemovePlace),
            (Craftsman, BuildPost),
            (Farmer, CrossDeed),
            (Scholar, StealBankCitizen),
            (Trader, StealBankCitizen),
            (Boatman, RemovePlace),
        ],
        11,
        5,
        Left,
        Mark(R::Scholar),
    ),
    card(
        "11",
        [
            (Scholar, RemovePlace),
            (Boatman, Monk),
            (Farmer, Shield),
            (Craftsman, BuildPost),
            (Trader, Shield),
            (Knight, RemovePlace),
        ],
        12,
        1,
        Right,
        Post,
    ),
    card(
        "12",
        [
            (Scholar, StealWarehouseCitizen),
            (Knight, Level),
            (Farmer, RemovePlace),
            (Craftsman, BuildPost),
            (Boatman, RemovePlace),
            (Trader, StealBankCitizen),
        ],
        16,
        2,
        Left,
        Mark(R::Boatman),
    ),
    card(
        "13",
        [
            (Craftsman, BuildPost),
            (Farmer, Monk),
            (Scholar, Level),
            (Trader, Monk),
            (Boatman, CrossBankYellow),
            (Knight, Level),
        ],
        8,
        3,
        Right,
        Mark(R::Farmer),
    ),
    card(
        "14",
        [
            (Farmer, Citizen),
            (Craftsman, BuildPost),
            (Knight, CrossBankYellow),
            (Scholar, CrossDeed),
            (Trader, Level),
            (Boatman, Citizen),
        ],
        17,
        4,
        Left,
        Mark(R::Knight),
    ),
    card(
        "1B",
        [
            (Knight, Citizen),
            (Scholar, Monk),
            (Boatman, Monk),
            (Farmer, Citizen),
            (Trader, StealBankCitizen),
            (Craftsman, BuildPost),
        ],
        4,
        1,
        Right,
        Post,
    ),
    card(
        "2B",
        [
            (Craftsman, BuildPost),
            (Boatman, Citizen),
            (Knight, Monk),
            (Trader, Monk),
            (Scholar, Citizen),
            (Farmer, CrossDeed),
        ],
        7,
        2,
        Left,
        Post,
    ),
    card(
        "3B",
        [
            (Farmer, Monk),
            (Trader, Citizen),
            (Scholar, Citizen),
            (Knight, StealWarehouseCitizen),
            (Craftsman, BuildPost),
            (Boatman, Monk),
        ],
        1,
        3,
        Right,
        Mark(R::Knight),
    ),
    card(
        "4B",
        [
            (Craftsman, BuildPost),
            (Farmer, Citizen),
            (Scholar, Monk),
            (Boatman, Citizen),
            (Trader, Monk),
            (Knight, CrossBankYellow),
        ],
        13,
        4,
        Left,
        Post,
    ),
    // The second edition of the exchange cards: the first's, each Citizen a Monk action.
    card(
        "1B",
        [
            (Knight, Monk),
            (Scholar, Monk),
            (Boatman, Monk),
            (Farmer, Monk),
            (Trader, StealBankCitizen),
            (Craftsman, BuildPost),
        ],
        4,
        1,
        Right,
        Post,
    ),
    card(
        "2B",
        [
            (Craftsman, BuildPost),
            (Boatman, Monk),
            (Knight, Monk),
            (Trader, Monk),
            (Scholar, Monk),
            (Farmer, CrossDeed),
        ],
        7,
        2,
        Left,
        Post,
    ),
    card(
        "3B",
        [
            (Farmer, Monk),
            (Trader, Monk),
            (Scholar, Monk),
            (Knight, StealWarehouseCitizen),
            (Craftsman, BuildPost),
            (Boatman, Monk),
        ],
        1,
        3,
        Right,
        Mark(R::Knight),
    ),
    card(
        "4B",
        [
            (Craftsman, BuildPost),
            (Farmer, Monk),
            (Scholar, Monk),
            (Boatman, Monk),
            (Trader, Monk),
            (Knight, CrossBankYellow),
        ],
        13,
        4,
        Left,
        Post,
    ),
];
