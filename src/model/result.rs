//! The result of a game in words and figures: the winners, the verdict, the score breakdown
//! per player (and Jeanne) line by line, and its bar chart. No browser code: tested natively.

use crate::app::summary::Outcome;
use crate::app::svg::Svg;
use crate::engine::{data, Game, PlaceId, PlaceSlot, PlayerId, Yellow};
use crate::i18n::Words;

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
/// their own sheets), then Jeanne's in a solo game.
pub fn breakdown(w: &dyn Words, game: &Game, names: &[String]) -> Vec<Column> {
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
            name: w.jeanne().into(),
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

/// The breakdown as the rows of a table (its `<thead>` and `<tbody>`): a row per line (Jeanne's
/// only in a solo game), a column per player (and Jeanne), "—" where a line is not on a sheet.
/// (Markup rather than a view: the first-load budget.)
pub fn table(w: &dyn Words, columns: &[Column]) -> String {
    let solo = columns.iter().any(|c| c.figures[JEANNE_LINE].is_some());
    let mut s = Svg::with_capacity(400 + 200 * columns.len());
    s.push("<thead><tr><td></td>");
    for c in columns {
        s.push("<th scope=\"col\">");
        s.text(&c.name);
        s.push("</th>");
    }
    s.push("</tr></thead><tbody>");
    for (i, line) in w.breakdown_lines().into_iter().enumerate().filter(|&(i, _)| solo || i != JEANNE_LINE) {
        s.push(match i {
            TOTAL_LINE => "<tr class=\"total\">",
            _ if POINT_LINES.contains(&i) => "<tr>",
            _ => "<tr class=\"count\">",
        });
        s.push("<th scope=\"row\">");
        s.text(line);
        s.push("</th>");
        for c in columns {
            match c.figures[i] {
                Some(n) => s.t("<td>@</td>", &[f64::from(n)]),
                None => s.push("<td>—</td>"),
            }
        }
        s.push("</tr>");
    }
    s.push("</tbody>");
    s.finish()
}

/// The chart's legend: the names of the point lines as list items, each after a swatch of its
/// colour (`seg-0`…); Jeanne's rows only in a solo game.
pub fn legend(w: &dyn Words, columns: &[Column]) -> String {
    let solo = columns.iter().any(|c| c.figures[JEANNE_LINE].is_some());
    let mut s = Svg::with_capacity(600);
    // The last segment is Jeanne's rows.
    for (i, name) in w.segments().into_iter().enumerate().filter(|&(i, _)| solo || i != POINT_LINES.len() - 1)
    {
        s.t("<li><span class=\"swatch seg-@\"></span>", &[i as f64]);
        s.text(name);
        s.push("</li>");
    }
    s.finish()
}

/// The chart's layout, in SVG units: name labels, bars, and room for the total after them.
const LABEL_WIDTH: f64 = 80.0;
const BAR_SPACE: f64 = 260.0;
const ROW_HEIGHT: f64 = 36.0;
const BAR_HEIGHT: f64 = 24.0;

/// The points as an SVG of horizontal stacked bars, one per column, each segment titled with
/// its line and points (the legend is the page's: the segments' names in colours `seg-0`…).
pub fn chart(w: &dyn Words, columns: &[Column]) -> String {
    let segments = w.segments();
    let most = f64::from(columns.iter().map(Column::total).max().unwrap_or(0).max(1));
    let scale = BAR_SPACE / most;
    let mut s = Svg::with_capacity(600 + 400 * columns.len());
    s.t(
        "<svg viewBox=\"0 0 @ @\" role=\"img\" aria-label=\"",
        &[LABEL_WIDTH + BAR_SPACE + 40.0, ROW_HEIGHT * columns.len() as f64 + 8.0],
    );
    s.text(w.points_per_player());
    s.push("\">");
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
            let width = f64::from(n) * scale;
            s.t("<rect class=\"seg seg-@\" ", &[segment as f64]);
            s.t("x=\"@\" y=\"@\" width=\"@\" height=\"@\"><title>", &[x, y, width, BAR_HEIGHT]);
            s.text(&w.segment_points(segments[segment], n));
            s.push("</title></rect>");
            x += width;
        }
        s.t(
            "<text class=\"bar-total\" x=\"@\" y=\"@\">@</text></g>",
            &[x + 6.0, y + BAR_HEIGHT * 0.72, f64::from(c.total())],
        );
    }
    s.push("</svg>");
    s.finish()
}

/// The seats played elsewhere as the items of a list (empty without any): each name, its
/// score kept on its own sheet, and what it claimed (see [`played_elsewhere`]). (Markup rather
/// than a view: the first-load budget.)
pub fn elsewhere_markup(w: &dyn Words, game: &Game, names: &[String]) -> String {
    let mut s = Svg::with_capacity(600);
    for (name, claimed) in played_elsewhere(w, game, names) {
        s.push("<li><strong>");
        s.text(&name);
        s.push("</strong> — ");
        s.text(&format!("{}. {claimed}", w.score_elsewhere()));
        s.push("</li>");
    }
    s.finish()
}

/// What each seat played elsewhere claimed of the shared items, one line per seat with its
/// name: its trading posts, places and yellow bonuses (its score is on its own sheet).
pub fn played_elsewhere(w: &dyn Words, game: &Game, names: &[String]) -> Vec<(String, String)> {
    (0..game.players() as PlayerId)
        .filter(|&p| game.is_remote(p))
        .map(|p| {
            let sheet = game.sheet(p);
            let posts = (0..data::CITIES.len() as u8).filter(|&c| sheet.has_post(c)).map(|c| w.city(c));
            let places = (0..data::PLACES.len() as PlaceId)
                .filter(|&i| matches!(game.place(i), PlaceSlot::Owned { player, .. } if player == p))
                .map(|i| w.place(i));
            let yellows = Yellow::ALL.into_iter().filter(|&y| sheet.has_yellow(y)).map(|y| w.yellow(y));
            let claimed: Vec<String> = posts.chain(places).chain(yellows).collect();
            (names[usize::from(p)].clone(), w.claimed(&claimed))
        })
        .collect()
}

/// The winners' names; Jeanne's (the same in every language: she is named, not described)
/// when she beat the solo player. Stored in the history as they are.
pub fn winner_names(game: &Game, names: &[String]) -> Vec<String> {
    let winners = game.winners();
    if game.jeanne().is_some() && winners.is_empty() {
        return vec!["Jeanne".into()];
    }
    winners.iter().map(|&p| names[p as usize].clone()).collect()
}

/// The result in one sentence.
pub fn verdict(w: &dyn Words, game: &Game, names: &[String]) -> String {
    Outcome::of(game).verdict(w, names)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::play::computer_action;
    use crate::engine::{PlaceMode, Setup, SoloLevel};
    use crate::i18n::{En, Fr, GameWords, ScreenWords};

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
    fn the_seats_played_elsewhere_tell_what_they_claimed_and_keep_their_scores() {
        let mut game =
            Game::with_chance_nodes(Setup { remote: 0b010, ..Setup::new(3, PlaceMode::Printed, 4) }).unwrap();
        while !game.is_over() {
            game.apply(computer_action(&game)).unwrap();
        }
        let names = names(3);
        let columns = breakdown(&En, &game, &names);
        assert_eq!(columns.iter().map(|c| c.name.as_str()).collect::<Vec<_>>(), ["P0", "P2"]);
        let elsewhere = played_elsewhere(&En, &game, &names);
        assert_eq!(elsewhere.len(), 1);
        assert_eq!(elsewhere[0].0, "P1");
        // The computer's seat built trading posts: each city is named.
        assert!(game.sheet(1).posts != 0);
        for c in (0..data::CITIES.len() as u8).filter(|&c| game.sheet(1).has_post(c)) {
            assert!(elsewhere[0].1.contains(&En.city(c)), "{}", elsewhere[0].1);
        }
        let markup = elsewhere_markup(&En, &game, &names);
        assert!(
            markup.starts_with("<li><strong>P1</strong> — Score kept on their own sheet. Claimed"),
            "{markup}"
        );
        assert_eq!(elsewhere_markup(&En, &finished(Setup::new(2, PlaceMode::Printed, 1)), &names), "");
        // No winner known here: compare the sheets.
        assert_eq!(verdict(&En, &game, &names), En.winner_on_paper());
    }

    #[test]
    fn the_point_lines_add_up_to_the_total() {
        for setup in [Setup::new(3, PlaceMode::Cards, 8), Setup::solo(SoloLevel::Special, 8)] {
            let game = finished(setup);
            let columns = breakdown(&En, &game, &names(game.players()));
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
        let svg = chart(&En, &columns);
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
        assert!(svg.contains("aria-label=\"Points per player\""));
        let svg = chart(&Fr, &columns);
        assert!(svg.contains("aria-label=\"Points de victoire par joueur\""), "{svg}");
        assert!(svg.contains("<title>Comptoirs et citoyens\u{a0}: 9</title>"), "{svg}");
    }

    #[test]
    fn the_table_has_a_row_per_line_and_a_column_per_player() {
        let column = |name: &str, figures| Column { name: name.into(), figures };
        let two = [Some(2), Some(1), Some(3), Some(9), Some(0), Some(5), Some(1), Some(6), None, Some(21)];
        let players = [column("A & B", two), column("C", two)];
        let html = table(&En, &players);
        assert!(html.starts_with("<thead><tr><td></td><th scope=\"col\">A &amp; B</th><th scope=\"col\">C</th></tr></thead><tbody>"), "{html}");
        // No Jeanne: her line is not shown.
        assert_eq!(html.matches("<th scope=\"row\">").count(), LINES - 1);
        assert!(!html.contains("Jeanne"), "{html}");
        assert!(
            html.contains(
                "<tr class=\"count\"><th scope=\"row\">Trading posts</th><td>2</td><td>2</td></tr>"
            ),
            "{html}"
        );
        assert!(
            html.contains(
                "<tr class=\"total\"><th scope=\"row\">Total</th><td>21</td><td>21</td></tr></tbody>"
            ),
            "{html}"
        );
        let solo = [
            column("A", two),
            column("Jeanne", [None, None, None, None, None, None, None, Some(40), Some(8), Some(48)]),
        ];
        let html = table(&Fr, &solo);
        assert_eq!(html.matches("<th scope=\"row\">").count(), LINES);
        assert!(html.contains("<td>—</td><td>8</td></tr>"), "{html}");
        assert_eq!(legend(&En, &players).matches("<li>").count(), POINT_LINES.len() - 1);
        let legend = legend(&Fr, &solo);
        assert_eq!(legend.matches("<li>").count(), POINT_LINES.len());
        assert!(
            legend.starts_with("<li><span class=\"swatch seg-0\"></span>Comptoirs et citoyens</li>"),
            "{legend}"
        );
    }

    #[test]
    fn every_line_and_segment_has_a_name_in_each_language() {
        for w in [&En as &dyn Words, &Fr] {
            let lines = w.breakdown_lines();
            assert_eq!(lines.len(), LINES);
            assert!(lines.iter().chain(&w.segments()).all(|l| !l.is_empty()));
        }
        assert_eq!(En.breakdown_lines()[JEANNE_LINE], "Jeanne's rows");
        assert_eq!(Fr.breakdown_lines()[TOTAL_LINE], "Total");
        assert_eq!(Fr.segments()[0], "Comptoirs et citoyens");
    }

    #[test]
    fn the_verdict_names_the_winner() {
        let game = finished(Setup::solo(SoloLevel::Standard, 4));
        let winner = &winner_names(&game, &names(1))[0];
        assert!(verdict(&En, &game, &names(1)).starts_with(winner.as_str()));
        let game = finished(Setup::new(3, PlaceMode::Printed, 4));
        let line = verdict(&En, &game, &names(3));
        assert!(line.contains("points") && line.starts_with(&winner_names(&game, &names(3))[0]), "{line}");
        let ligne = verdict(&Fr, &game, &names(3));
        assert!(ligne.contains(" gagne avec ") || ligne.contains(" se partagent la victoire "), "{ligne}");
    }

    #[test]
    fn a_shared_win_names_every_winner() {
        let three = names(3);
        assert_eq!(En.share_the_win(&three, 70), "P0, P1 and P2 share the win with 70 points");
        assert_eq!(Fr.share_the_win(&three[..2], 70), "P0 et P1 se partagent la victoire avec 70 points");
        assert_eq!(Fr.wins_with("P0", 1), "P0 gagne avec 1 point");
    }
}
