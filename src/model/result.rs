//! The result of a game in figures: the score breakdown per player (and Jeanne) line by line,
//! the rules' section of each line, and what each thing on a player's sheet gave. Its words are the language layer's, its table and chart
//! the app's (`app/markup.rs`). No browser code: tested natively.

use crate::engine::score::{bank_column_5, bank_row_2, full_rows, shields, warehouse_column_4};
use crate::engine::sheet::Sheet;
use crate::engine::{Game, Good, PlayerId};
use crate::model::record::Seat;

/// The number of lines of the score breakdown, top to bottom (RULES 7): trading posts,
/// citizens, development level, (posts + citizens) × level, Warehouse, Bank, Monks, Depot,
/// Jeanne's rows (solo game), total. Their names are
/// [`ScreenWords::breakdown_lines`](crate::i18n::ScreenWords::breakdown_lines).
pub const LINES: usize = 10;

/// The rules' section of each line (a section id of `src/i18n/rules/*.txt`), where the end
/// screen's explanation of the score points.
pub const LINE_SECTIONS: [&str; LINES] =
    ["5.3", "6.6", "6.4", "7", "6.1", "6.2", "monks", "6.3", "jeanne-score", "7"];

/// The line of Jeanne's rows, only in the solo game.
pub const JEANNE_LINE: usize = 8;

/// The line of the total.
pub const TOTAL_LINE: usize = 9;

/// The lines that are points (summed into the total), as indices of the lines; the others
/// count what the first of them multiplies. Their short names are
/// [`ScreenWords::segments`](crate::i18n::ScreenWords::segments).
pub const POINT_LINES: [usize; 6] = [3, 4, 5, 6, 7, JEANNE_LINE];

/// One column of the breakdown: a player's (or Jeanne's) figures, by line (`None`: not on
/// their sheet).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Column {
    /// Whose.
    pub name: String,
    /// A figure per line (see [`LINES`]).
    pub figures: [Option<u16>; LINES],
}

impl Column {
    /// The total.
    pub fn total(&self) -> u16 {
        self.figures[TOTAL_LINE].unwrap_or(0)
    }
}

/// The breakdown: a column per player (but the seats played elsewhere, whose scores are on
/// their own sheets), then Jeanne's in a solo game, named `jeanne`.
pub fn breakdown(game: &Game, names: &[String], jeanne: &str) -> Vec<Column> {
    let mut columns: Vec<Column> = game
        .scores()
        .iter()
        .zip(names)
        .enumerate()
        .filter(|&(p, _)| !game.is_remote(p as PlayerId))
        .map(|(_, (s, name))| Column {
            name: name.clone(),
            figures: [
                Some(s.posts.into()),
                Some(s.citizens.into()),
                Some(s.level.into()),
                Some(s.posts_and_citizens),
                Some(s.warehouse),
                Some(s.bank),
                Some(s.monks),
                Some(s.depot),
                None,
                Some(s.total),
            ],
        })
        .collect();
    if let Some(j) = game.jeanne() {
        let s = j.score();
        columns.push(Column {
            name: jeanne.into(),
            figures: [
                Some(s.posts.into()),
                Some(s.citizens.into()),
                Some(s.level.into()),
                Some(s.posts_and_citizens),
                None,
                None,
                None,
                Some(s.depot),
                Some(s.rows),
                Some(s.total),
            ],
        });
    }
    columns
}

/// What one thing on a player's sheet gave at the end (see [`parts`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// The trading posts, by city (0 is Orléans), each worth the development level.
    Posts { cities: Vec<u8>, level: u8 },
    /// The citizens, each worth the development level.
    Citizens { count: u8, level: u8 },
    /// A full Warehouse row.
    WarehouseRow(Good),
    /// Warehouse column 4, marked in every row.
    WarehouseColumn,
    /// Bank row 2, all circled.
    BankRow,
    /// Bank column 5, all crossed.
    BankColumn,
    /// No bonus on breakdown line `line` (the Warehouse or the Bank).
    Nothing { line: usize },
    /// The Monks, of which `recruited` were recruited (crossed).
    Monks { recruited: u8 },
    /// The circled shields, each its value.
    Shields(&'static [u16]),
}

/// A part of a score: the breakdown line it belongs to, what gave it, and its points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scored {
    /// The line of the breakdown (see [`LINES`]): its name and rules' section.
    pub line: usize,
    /// What gave the points.
    pub part: Part,
    /// The points.
    pub points: u16,
}

/// What each thing on `sheet` gave, line by line: the parts add up to its score's total.
pub fn parts(sheet: &Sheet) -> Vec<Scored> {
    let level = sheet.level();
    let cities: Vec<u8> = (0..32).filter(|&c| sheet.posts & 1 << c != 0).collect();
    let citizens = sheet.citizens();
    let mut out = vec![
        Scored {
            line: 0,
            points: cities.len() as u16 * u16::from(level),
            part: Part::Posts { cities, level },
        },
        Scored {
            line: 1,
            points: u16::from(citizens) * u16::from(level),
            part: Part::Citizens { count: citizens, level },
        },
    ];
    let mut bonuses = |line: usize, found: Vec<(Part, u16)>| {
        let nothing = found.is_empty().then_some((Part::Nothing { line }, 0));
        out.extend(found.into_iter().chain(nothing).map(|(part, points)| Scored { line, part, points }));
    };
    let rows = full_rows(sheet).map(|(g, points)| (Part::WarehouseRow(g), points));
    let column = Some((Part::WarehouseColumn, warehouse_column_4(sheet)));
    bonuses(4, rows.chain(column).filter(|&(_, points)| points > 0).collect());
    let bank = [(Part::BankRow, bank_row_2(sheet)), (Part::BankColumn, bank_column_5(sheet))];
    bonuses(5, bank.into_iter().filter(|&(_, points)| points > 0).collect());
    let depot = shields(sheet);
    out.push(Scored {
        line: 6,
        part: Part::Monks { recruited: sheet.monks },
        points: crate::engine::data::MONK_POINTS[usize::from(sheet.monks)],
    });
    out.push(Scored { line: 7, part: Part::Shields(depot), points: depot.iter().sum() });
    out
}

/// The seats whose score the end screen explains (not those played elsewhere), each with
/// whether it is "you": the one person at the device when only one plays.
pub fn explained_seats(game: &Game, seats: &[Seat]) -> Vec<(PlayerId, bool)> {
    let people = seats.iter().filter(|s| **s == Seat::Human).count();
    (0..game.players() as PlayerId)
        .filter(|&p| !game.is_remote(p))
        .map(|p| (p, people == 1 && seats.get(usize::from(p)) == Some(&Seat::Human)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{PlaceMode, Setup, SoloLevel};
    use crate::model::testing::{finished, names};

    #[test]
    fn the_point_lines_add_up_to_the_total() {
        for setup in [Setup::new(3, PlaceMode::Cards, 8), Setup::solo(SoloLevel::Special, 8)] {
            let game = finished(setup);
            let columns = breakdown(&game, &names(game.players()), "Jeanne");
            assert_eq!(columns.len(), game.players() + game.jeanne().is_some() as usize);
            for c in &columns {
                let sum: u16 = POINT_LINES.iter().filter_map(|&i| c.figures[i]).sum();
                assert_eq!(sum, c.total(), "{}", c.name);
                let (posts, citizens, level) =
                    (c.figures[0].unwrap(), c.figures[1].unwrap(), c.figures[2].unwrap());
                assert_eq!(c.figures[3], Some((posts + citizens) * level));
            }
        }
    }

    #[test]
    fn who_is_you_when_the_score_is_explained() {
        let game = finished(Setup::new(3, PlaceMode::Printed, 2));
        let computer = Seat::Computer(crate::players::Level::Easy);
        let one = explained_seats(&game, &[computer, Seat::Human, computer]);
        assert_eq!(one, [(0, false), (1, true), (2, false)]);
        let two = explained_seats(&game, &[Seat::Human, Seat::Human, computer]);
        assert_eq!(two, [(0, false), (1, false), (2, false)]);
    }
}
