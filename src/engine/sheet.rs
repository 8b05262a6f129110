//! One player's sheet: what is marked, circled and crossed on paper.

use crate::engine::data::{self, CONNECTION_ENDS};
use crate::engine::types::{CityId, Good, Yellow};

/// One Bank row: coins are circled left to right, then crossed (spent) left to right.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CoinRow {
    /// Coins circled (gained), 0–5.
    pub circled: u8,
    /// Coins crossed (spent), never more than `circled`.
    pub crossed: u8,
}

/// A player's sheet. Plain data: the [`Game`](crate::engine::Game) keeps it consistent.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Sheet {
    /// Boxes marked in each Warehouse row (grain … brocade), 0–5.
    pub warehouse: [u8; 5],
    /// The three Bank rows.
    pub bank: [CoinRow; 3],
    /// Shields circled in the Depot, 0–8.
    pub shields: u8,
    /// Development boxes marked, 0–30.
    pub development: u8,
    /// Monks recruited (crossed), 0–3.
    pub monks: u8,
    /// Filled connections, one bit per index of [`CONNECTIONS`](crate::engine::data::CONNECTIONS).
    pub connections: u64,
    /// Cities with this player's trading post (circled), one bit per city (bit 0 is Orléans).
    pub posts: u32,
    /// Cities crossed out on this sheet (by player count or by another player's post).
    pub crossed_cities: u32,
    /// Marked spaces of each beneficial deed, one bit per space.
    pub deeds: [u8; 5],
    /// Yellow bonuses circled (claimed) here, one bit per [`Yellow::bit`].
    pub yellow_circled: u16,
    /// Yellow bonuses crossed out here (claimed by someone else, or out of the game).
    pub yellow_crossed: u16,
    /// Whether the end-game majority citizen is circled here.
    pub majority_citizen: bool,
}

impl Sheet {
    /// The development level (the end-game multiplier), 1–6.
    pub fn level(&self) -> u8 {
        data::level_after(self.development)
    }

    /// Whether connection `id` is filled.
    pub fn filled(&self, id: usize) -> bool {
        self.connections & (1 << id) != 0
    }

    /// Cities on this player's network: Orléans and every end of a filled connection.
    pub fn network(&self) -> u32 {
        let mut network = 1;
        let mut filled = self.connections;
        while filled != 0 {
            network |= CONNECTION_ENDS[filled.trailing_zeros() as usize];
            filled &= filled - 1;
        }
        network
    }

    /// Whether this player has a trading post in `city`.
    pub fn has_post(&self, city: CityId) -> bool {
        self.posts & (1 << city) != 0
    }

    /// Whether `city` is crossed out on this sheet.
    pub fn is_crossed(&self, city: CityId) -> bool {
        self.crossed_cities & (1 << city) != 0
    }

    /// Number of trading posts.
    pub fn post_count(&self) -> u8 {
        self.posts.count_ones() as u8
    }

    /// Number of circled citizens, the majority citizen included.
    pub fn citizens(&self) -> u8 {
        // The yellow bonuses that bring a citizen, one bit each: one mask test for them all.
        const CITIZEN_BONUSES: u16 = Yellow::WarehouseCitizen.bit()
            | Yellow::BankCitizen.bit()
            | Yellow::FirstDevCitizen.bit()
            | Yellow::SecondDevCitizen.bit()
            | Yellow::City22Citizen.bit()
            | Yellow::Deed(3).bit()
            | Yellow::Deed(4).bit();
        (self.yellow_circled & CITIZEN_BONUSES).count_ones() as u8 + self.majority_citizen as u8
    }

    /// Whether yellow bonus `y` is circled here.
    pub fn has_yellow(&self, y: Yellow) -> bool {
        self.yellow_circled & y.bit() != 0
    }

    /// Whether yellow bonus `y` is still open here (neither circled nor crossed).
    pub fn yellow_open(&self, y: Yellow) -> bool {
        (self.yellow_circled | self.yellow_crossed) & y.bit() == 0
    }

    /// Whether the Warehouse row of `good` is full.
    pub fn row_full(&self, good: Good) -> bool {
        self.warehouse[good.index()] >= data::WAREHOUSE_BOXES
    }

    /// Number of complete Warehouse columns.
    pub fn warehouse_columns(&self) -> u8 {
        *self.warehouse.iter().min().unwrap_or(&0)
    }

    /// Number of Bank columns whose three coins are all crossed.
    pub fn bank_columns(&self) -> u8 {
        self.bank.iter().map(|r| r.crossed).min().unwrap_or(0)
    }

    /// Coins circled and not yet crossed: what the player can spend.
    pub fn coins(&self) -> u8 {
        self.bank.iter().map(|r| r.circled - r.crossed).sum()
    }

    /// Whether all 15 coins are circled.
    pub fn bank_full(&self) -> bool {
        self.bank.iter().all(|r| r.circled >= data::BANK_COINS)
    }

    /// Whether the space of beneficial deed `deed` at `space` (0–2) is marked.
    pub fn deed_marked(&self, deed: usize, space: usize) -> bool {
        self.deeds[deed] & (1 << space) != 0
    }
}
