//! The result of a game in words and figures: the winners, the verdict, the score breakdown
//! per player (and Jeanne) line by line, and its bar chart. No browser code: tested natively.

use crate::app::svg::Svg;
use crate::engine::Game;

/// The lines of the score breakdown, top to bottom (RULES 7; Jeanne's rows in the solo game).
pub const LINES: [&str; 10] = [
    "Trading posts",
    "Citizens",
    "Development level",
    "(Posts + citizens) × level",
    "Warehouse",
    "Bank",
    "Monks",
    "Depot",
    "Jeanne's rows",
    "Total",
];

/// The lines that are points (summed into the total), as indices into [`LINES`]; the others
/// count what the first of them multiplies.
pub const POINT_LINES: [usize; 6] = [3, 4, 5, 6, 7, 8];

/// One column of the breakdown: a player's (or Jeanne's) figures, by line (`None`: not on
/// their sheet).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Column {
    /// Whose.
    pub name: String,
    /// A figure per line of [`LINES`].
    pub figures: [Option<u16>; 10],
}

impl Column {
    /// The total.
    pub fn total(&self) -> u16 {
        self.figures[9].unwrap_or(0)
    }
}

/// The breakdown: a column per player, then Jeanne's in a solo game.
pub fn breakdown(game: &Game, names: &[String]) -> Vec<Column> {
    let mut columns: Vec<Column> = game
        .scores()
        .iter()
        .zip(names)
        .map(|(s, name)| Column {
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
            name: "Jeanne".into(),
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

/// Short names of the point lines, for the chart: a segment per [`POINT_LINES`] entry.
pub const SEGMENTS: [&str; 6] = ["Posts & citizens", "Warehouse", "Bank", "Monks", "Depot", "Jeanne's rows"];

/// The chart's layout, in SVG units: name labels, bars, and room for the total after them.
const LABEL_WIDTH: f64 = 80.0;
const BAR_SPACE: f64 = 260.0;
const ROW_HEIGHT: f64 = 36.0;
const BAR_HEIGHT: f64 = 24.0;

/// The points as an SVG of horizontal stacked bars, one per column, each segment titled with
/// its line and points (the legend is the page's: [`SEGMENTS`] in colours `seg-0`…).
pub fn chart(columns: &[Column]) -> String {
    let most = f64::from(columns.iter().map(Column::total).max().unwrap_or(0).max(1));
    let scale = BAR_SPACE / most;
    let mut s = Svg::with_capacity(600 + 400 * columns.len());
    s.t(
        "<svg viewBox=\"0 0 @ @\" role=\"img\" aria-label=\"Points per player\">",
        &[LABEL_WIDTH + BAR_SPACE + 40.0, ROW_HEIGHT * columns.len() as f64 + 8.0],
    );
    for (row, c) in columns.iter().enumerate() {
        let y = 4.0 + ROW_HEIGHT * row as f64;
        s.t(
            "<g class=\"bar\"><text class=\"bar-name\" x=\"@\" y=\"@\" text-anchor=\"end\">",
            &[LABEL_WIDTH - 8.0, y + BAR_HEIGHT * 0.72],
        );
        s.text(&c.name);
        s.push("</text>");
        let mut x = LABEL_WIDTH;
        for (segment, &line) in POINT_LINES.iter().enumerate() {
            let Some(n) = c.figures[line].filter(|&n| n > 0) else { continue };
            let w = f64::from(n) * scale;
            s.t("<rect class=\"seg seg-@\" ", &[segment as f64]);
            s.t("x=\"@\" y=\"@\" width=\"@\" height=\"@\"><title>", &[x, y, w, BAR_HEIGHT]);
            s.text(SEGMENTS[segment]);
            s.t(": @</title></rect>", &[f64::from(n)]);
            x += w;
        }
        s.t(
            "<text class=\"bar-total\" x=\"@\" y=\"@\">@</text></g>",
            &[x + 6.0, y + BAR_HEIGHT * 0.72, f64::from(c.total())],
        );
    }
    s.push("</svg>");
    s.finish()
}

/// The winners' names; "Jeanne" when she beat the solo player.
pub fn winner_names(game: &Game, names: &[String]) -> Vec<String> {
    let winners = game.winners();
    if game.jeanne().is_some() && winners.is_empty() {
        return vec!["Jeanne".into()];
    }
    winners.iter().map(|&p| names[p as usize].clone()).collect()
}

/// The result in one sentence.
pub fn verdict(game: &Game, names: &[String]) -> String {
    let columns = breakdown(game, names);
    if game.jeanne().is_some() {
        let (mine, hers) = (columns[0].total(), columns[1].total());
        return if game.winners().is_empty() {
            format!("Jeanne wins, {hers} to {mine}")
        } else {
            format!("{} beats Jeanne, {mine} to {hers}", names[0])
        };
    }
    let best = columns[game.winners()[0] as usize].total();
    match winner_names(game, names).as_slice() {
        [one] => format!("{one} wins with {best} points"),
        [init @ .., last] => format!("{} and {last} share the win with {best} points", init.join(", ")),
        [] => unreachable!("a finished game has a winner"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::play::computer_action;
    use crate::engine::{PlaceMode, Setup, SoloLevel};

    fn finished(setup: Setup) -> Game {
        let mut game = Game::new(setup).unwrap();
        while !game.is_over() {
            game.apply(computer_action(&game)).unwrap();
        }
        game
    }

    fn names(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("P{i}")).collect()
    }

    #[test]
    fn the_point_lines_add_up_to_the_total() {
        for setup in [Setup::new(3, PlaceMode::Cards, 8), Setup::solo(SoloLevel::Special, 8)] {
            let game = finished(setup);
            let columns = breakdown(&game, &names(game.players()));
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
    fn the_chart_draws_each_point_line_as_a_segment_of_its_bar() {
        let column = |name: &str, figures| Column { name: name.into(), figures };
        let columns = [
            column(
                "A & B",
                [Some(2), Some(1), Some(3), Some(9), Some(0), Some(5), None, Some(6), None, Some(20)],
            ),
            column("Jeanne", [None, None, None, None, None, None, None, Some(40), None, Some(40)]),
        ];
        let svg = chart(&columns);
        assert!(svg.starts_with("<svg viewBox=\"0 0 380 80\"") && svg.ends_with("</svg>"), "{svg}");
        assert_eq!(svg.matches("<g class=\"bar\">").count(), 2);
        // Zero and missing lines draw nothing; the longest bar fills the bar space.
        assert_eq!(svg.matches("<rect").count(), 4);
        assert!(svg.contains("<title>Posts &amp; citizens: 9</title>"));
        assert!(
            svg.contains(
                "<rect class=\"seg seg-4\" x=\"80\" y=\"40\" width=\"260\" height=\"24\"><title>Depot: 40"
            ),
            "{svg}"
        );
        assert!(svg.contains(">A &amp; B</text>") && svg.contains(">20</text>"));
    }

    #[test]
    fn the_verdict_names_the_winner() {
        let game = finished(Setup::solo(SoloLevel::Standard, 4));
        let winner = &winner_names(&game, &names(1))[0];
        assert!(verdict(&game, &names(1)).starts_with(winner.as_str()));
        let game = finished(Setup::new(3, PlaceMode::Printed, 4));
        let line = verdict(&game, &names(3));
        assert!(line.contains("points") && line.starts_with(&winner_names(&game, &names(3))[0]), "{line}");
    }
}
