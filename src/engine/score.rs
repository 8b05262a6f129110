//! End-of-game scoring (RULES 7).

use crate::engine::data::{BANK_COINS, MONK_POINTS, SHIELDS, WAREHOUSE_BOXES, WAREHOUSE_ROW_POINTS};
use crate::engine::sheet::Sheet;
use crate::engine::Good;

/// One player's score, line by line as on the sheet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Score {
    /// Trading posts built.
    pub posts: u8,
    /// Citizens circled.
    pub citizens: u8,
    /// Development level (the multiplier).
    pub level: u8,
    /// (posts + citizens) × level.
    pub posts_and_citizens: u16,
    /// Complete Warehouse rows ([D-6]) and column 4.
    pub warehouse: u16,
    /// Bank row 2 all circled, column 5 all crossed.
    pub bank: u16,
    /// Monks left uncrossed.
    pub monks: u16,
    /// Circled shields.
    pub depot: u16,
    /// The sum of the lines above.
    pub total: u16,
}

/// Points for all of Warehouse column 4 (RULES 6.1).
const WAREHOUSE_COLUMN_4: u16 = 5;
/// Points for Bank row 2 fully circled ([D-7]).
const BANK_ROW_2: u16 = 4;
/// Points for Bank column 5 fully crossed ([D-7]).
const BANK_COLUMN_5: u16 = 7;

impl Score {
    /// Scores a sheet as it stands.
    pub fn of(sheet: &Sheet) -> Score {
        let posts = sheet.post_count();
        let citizens = sheet.citizens();
        let level = sheet.level();
        let posts_and_citizens = (posts + citizens) as u16 * level as u16;
        let rows: u16 = full_rows(sheet).map(|(_, points)| points).sum();
        let warehouse = rows + warehouse_column_4(sheet);
        let bank = bank_row_2(sheet) + bank_column_5(sheet);
        let monks = MONK_POINTS[sheet.monks as usize];
        let depot = shields(sheet).iter().sum();
        Score {
            posts,
            citizens,
            level,
            posts_and_citizens,
            warehouse,
            bank,
            monks,
            depot,
            total: posts_and_citizens + warehouse + bank + monks + depot,
        }
    }
}

/// The full Warehouse rows, each with its points (RULES 6.1, [D-6]).
pub fn full_rows(sheet: &Sheet) -> impl Iterator<Item = (Good, u16)> + '_ {
    Good::ALL
        .into_iter()
        .filter(|g| sheet.warehouse[g.index()] >= WAREHOUSE_BOXES)
        .map(|g| (g, WAREHOUSE_ROW_POINTS[g.index()]))
}

/// The points of Warehouse column 4, marked in every row (0 if it is not).
pub fn warehouse_column_4(sheet: &Sheet) -> u16 {
    if sheet.warehouse_columns() >= 4 {
        WAREHOUSE_COLUMN_4
    } else {
        0
    }
}

/// The points of Bank row 2, all circled (0 if it is not; [D-7]).
pub fn bank_row_2(sheet: &Sheet) -> u16 {
    if sheet.bank[1].circled >= BANK_COINS {
        BANK_ROW_2
    } else {
        0
    }
}

/// The points of Bank column 5, all crossed (0 if it is not; [D-7]).
pub fn bank_column_5(sheet: &Sheet) -> u16 {
    if sheet.bank_columns() >= BANK_COINS {
        BANK_COLUMN_5
    } else {
        0
    }
}

/// The values of the circled shields of the Depot, in order.
pub fn shields(sheet: &Sheet) -> &'static [u16] {
    &SHIELDS[..sheet.shields as usize]
}
