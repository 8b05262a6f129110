//! End-of-game scoring (RULES 7).

use crate::engine::data::{self, BANK_COINS, MONK_POINTS, SHIELDS, WAREHOUSE_BOXES, WAREHOUSE_ROW_POINTS};
use crate::engine::sheet::Sheet;

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
        let rows: u16 =
            (0..5).filter(|&g| sheet.warehouse[g] >= WAREHOUSE_BOXES).map(|g| WAREHOUSE_ROW_POINTS[g]).sum();
        let warehouse = rows + if sheet.warehouse_columns() >= 4 { WAREHOUSE_COLUMN_4 } else { 0 };
        let bank = if sheet.bank[1].circled >= BANK_COINS { BANK_ROW_2 } else { 0 }
            + if sheet.bank_columns() >= data::BANK_COINS { BANK_COLUMN_5 } else { 0 };
        let monks = MONK_POINTS[sheet.monks as usize];
        let depot = SHIELDS[..sheet.shields as usize].iter().sum();
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
