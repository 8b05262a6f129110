//! The result of a game in figures: the score breakdown per player (and Jeanne) line by line,
//! and the rules' section of each line. Its words are the language layer's, its table and chart
//! the app's (`app/markup.rs`). No browser code: tested natively.

use crate::engine::{Game, PlayerId};

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
}
