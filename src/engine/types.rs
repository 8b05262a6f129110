//! Small value types shared by the whole engine: followers, goods, connection kinds, ids.

use serde::{Deserialize, Serialize};

/// A follower. The six token kinds plus the Monk, which is never a token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Follower {
    Farmer,
    Boatman,
    Knight,
    Craftsman,
    Trader,
    Scholar,
}

impl Follower {
    /// The six token kinds, in sheet order.
    pub const ALL: [Follower; 6] = [
        Follower::Farmer,
        Follower::Boatman,
        Follower::Knight,
        Follower::Craftsman,
        Follower::Trader,
        Follower::Scholar,
    ];

    /// Index into per-follower arrays.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A good of the Warehouse, in row order (top to bottom).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Good {
    Grain,
    Cheese,
    Wine,
    Wool,
    Brocade,
}

impl Good {
    /// The five goods, in Warehouse row order.
    pub const ALL: [Good; 5] = [Good::Grain, Good::Cheese, Good::Wine, Good::Wool, Good::Brocade];

    /// Index of the Warehouse row.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The two kinds of connection on the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConnectionKind {
    /// Brown; filled by a Knight.
    Road,
    /// Blue; filled by a Boatman.
    Waterway,
}

/// What a connection shows: a good, or a development point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Icon {
    Good(Good),
    Development,
}

/// A city: 0 is Orléans, 1–22 the numbered cities.
pub type CityId = u8;
/// Orléans, where every player may build one trading post.
pub const ORLEANS: CityId = 0;
/// Index into the map's connection table.
pub type ConnectionId = u8;
/// Index into the place table (0–29).
pub type PlaceId = u8;
/// Index of a beneficial deed (0–4 for deeds 1–5).
pub type DeedId = u8;
/// A player's seat, 0-based, in clockwise order.
pub type PlayerId = u8;

/// Which places the game uses (RULES 3.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlaceMode {
    /// The 20 places printed on every sheet.
    Printed,
    /// Four random place cards of each category.
    Cards,
}

/// Every yellow (first-come) bonus. Each sheet shows each one as open, circled or crossed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Yellow {
    /// Warehouse column 5: a citizen.
    WarehouseCitizen,
    /// Bank row 3: a citizen.
    BankCitizen,
    /// The shield under Bank column 0–4.
    BankColumnShield(u8),
    /// Development track, first citizen.
    FirstDevCitizen,
    /// Development track, second citizen.
    SecondDevCitizen,
    /// The citizen of city 22.
    City22Citizen,
    /// Completion of beneficial deed 0–4 (its bonus and the lock-out of the others).
    Deed(DeedId),
}

impl Yellow {
    /// Number of yellow bonuses (size of the bit sets that hold them).
    pub const COUNT: usize = 15;

    /// Every yellow bonus, in bit order.
    pub const ALL: [Yellow; Yellow::COUNT] = [
        Yellow::WarehouseCitizen,
        Yellow::BankCitizen,
        Yellow::BankColumnShield(0),
        Yellow::BankColumnShield(1),
        Yellow::BankColumnShield(2),
        Yellow::BankColumnShield(3),
        Yellow::BankColumnShield(4),
        Yellow::FirstDevCitizen,
        Yellow::SecondDevCitizen,
        Yellow::City22Citizen,
        Yellow::Deed(0),
        Yellow::Deed(1),
        Yellow::Deed(2),
        Yellow::Deed(3),
        Yellow::Deed(4),
    ];

    /// Bit index of this bonus in a sheet's yellow sets.
    #[inline(always)]
    pub const fn bit(self) -> u16 {
        let i = match self {
            Yellow::WarehouseCitizen => 0,
            Yellow::BankCitizen => 1,
            Yellow::BankColumnShield(c) => 2 + c as u16,
            Yellow::FirstDevCitizen => 7,
            Yellow::SecondDevCitizen => 8,
            Yellow::City22Citizen => 9,
            Yellow::Deed(d) => 10 + d as u16,
        };
        1 << i
    }
}

/// The level of the solo game against Jeanne (RULES 11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SoloLevel {
    /// Jeanne performs no Monk actions.
    Standard,
    /// Jeanne performs Monk actions.
    Connoisseur,
    /// Connoisseur, with main cards 1–4 replaced by the exchange cards 1B–4B.
    Special,
}
