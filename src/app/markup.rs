//! Markup the screens set as their elements' inner HTML rather than build as views (the
//! first-load budget), written with [`Svg`]: the score breakdown's table, chart and legend, the
//! seats played elsewhere, the daily result card's picture and the checklist of place cards.
//! No browser code: tested natively.

use crate::app::svg::Svg;
use crate::engine::data::PLACES;
use crate::engine::Game;
use crate::i18n::{isolate, played_elsewhere, Words};
use crate::model::modes::daily::Played;
use crate::model::result::{Column, JEANNE_LINE, POINT_LINES, TOTAL_LINE};

/// The breakdown as the rows of a table (its `<thead>` and `<tbody>`): a row per line (Jeanne's
/// only in a solo game), a column per player (and Jeanne), "—" where a line is not on a sheet.
/// (Markup rather than a view: the first-load budget.)
pub fn table(w: &dyn Words, columns: &[Column]) -> String {
    let solo = columns.iter().any(|c| c.figures[JEANNE_LINE].is_some());
    let mut s = Svg::with_capacity(400 + 200 * columns.len());
    s.push("<thead><tr><td></td>");
    for c in columns {
        s.push("<th scope=\"col\"><bdi>");
        s.text(&c.name);
        s.push("</bdi></th>");
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
        s.text(&isolate(&c.name));
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
        s.push("<li><strong><bdi>");
        s.text(&name);
        s.push("</bdi></strong> — ");
        s.text(&format!("{}. {claimed}", w.score_elsewhere()));
        s.push("</li>");
    }
    s.finish()
}

/// The result card's picture: a small SVG (600 × 315, the proportions link previews use) with
/// the title, the day and level, a bar per score and the streak.
pub fn card_picture(w: &dyn Words, played: Played, streak: u32) -> String {
    let mut svg = Svg::with_capacity(1500);
    svg.push(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"600\" height=\"315\" viewBox=\"0 0 600 315\" \
         font-family=\"Georgia, serif\"><rect width=\"600\" height=\"315\" rx=\"18\" fill=\"#f6efdf\"/>\
         <rect x=\"8\" y=\"8\" width=\"584\" height=\"299\" rx=\"14\" fill=\"none\" stroke=\"#1f3f8f\" stroke-width=\"3\"/>",
    );
    let text = |svg: &mut Svg, x: f64, y: f64, size: f64, bold: bool, words: &str| {
        let weight = if bold { "bold" } else { "normal" };
        svg.put(
            "<text x=\"@\" y=\"@\" font-size=\"@\" font-weight=\"$\" fill=\"#2b2417\">",
            &[weight],
            &[x, y, size],
        );
        svg.text(words);
        svg.push("</text>");
    };
    text(&mut svg, 32.0, 58.0, 28.0, true, w.daily_title());
    text(&mut svg, 32.0, 92.0, 20.0, false, &format!("{} · {}", played.day.iso(), w.level(played.level)));
    let most = f64::from(played.score.max(played.jeanne).max(1));
    for (row, (name, points, colour)) in
        [(w.you(), played.score, "#1f3f8f"), (w.jeanne(), played.jeanne, "#b0343c")].into_iter().enumerate()
    {
        let y = 130.0 + row as f64 * 56.0;
        text(&mut svg, 32.0, y + 27.0, 20.0, false, name);
        let width = 330.0 * f64::from(points) / most;
        svg.put(
            "<rect x=\"150\" y=\"@\" width=\"@\" height=\"36\" rx=\"4\" fill=\"$\"/>",
            &[colour],
            &[y, width.max(4.0)],
        );
        text(&mut svg, 160.0 + width.max(4.0), y + 27.0, 22.0, true, &points.to_string());
    }
    text(&mut svg, 32.0, 282.0, 20.0, false, &w.daily_streak(streak));
    svg.push("</svg>");
    svg.finish()
}

/// The checklist of the place cards on the table as markup: a group per category, a box per
/// card (ticked if in `cards`) named by `data-card`, its place id, for the form's one listener.
/// (Markup rather than a view: the first-load budget.)
pub fn cards_markup(w: &dyn Words, cards: u32) -> String {
    let mut s = Svg::with_capacity(4000);
    for category in 1..=5u8 {
        s.push("<fieldset class=\"cards-category\"><legend>");
        s.text(&w.category(category));
        s.push("</legend>");
        for i in (0..PLACES.len()).filter(|&i| PLACES[i].category == category) {
            s.t("<label class=\"card-choice\"><input type=\"checkbox\" data-card=\"@\"", &[i as f64]);
            s.push(if cards & 1 << i != 0 { " checked><span>" } else { "><span>" });
            s.text(&w.place(i as u8));
            s.push("</span></label>");
        }
        s.push("</fieldset>");
    }
    s.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::data::CARDS_PER_CATEGORY;
    use crate::engine::{data, PlaceMode, Setup, SoloLevel};
    use crate::i18n::{daily_card_text, verdict, En, Fr, GameWords, Lang, ScreenWords};
    use crate::model::modes::companion::printed_places;
    use crate::model::modes::daily::Day;
    use crate::model::play::computer_action;
    use crate::model::result::{breakdown, LINES};
    use crate::model::testing::{finished, names};

    fn day(text: &str) -> Day {
        Day::parse(text).unwrap()
    }

    #[test]
    fn the_seats_played_elsewhere_tell_what_they_claimed_and_keep_their_scores() {
        let mut game =
            Game::with_chance_nodes(Setup { remote: 0b010, ..Setup::new(3, PlaceMode::Printed, 4) }).unwrap();
        while !game.is_over() {
            game.apply(computer_action(&game)).unwrap();
        }
        let names = names(3);
        let columns = breakdown(&game, &names, En.jeanne());
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
            markup.starts_with("<li><strong><bdi>P1</bdi></strong> — Score kept on their own sheet. Claimed"),
            "{markup}"
        );
        assert_eq!(elsewhere_markup(&En, &finished(Setup::new(2, PlaceMode::Printed, 1)), &names), "");
        // No winner known here: compare the sheets.
        assert_eq!(verdict(&En, &game, &names), En.winner_on_paper());
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
        // The names are isolated (see `isolate`).
        assert!(svg.contains(">\u{2068}A &amp; B\u{2069}</text>") && svg.contains(">20</text>"));
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
        assert!(html.starts_with("<thead><tr><td></td><th scope=\"col\"><bdi>A &amp; B</bdi></th><th scope=\"col\"><bdi>C</bdi></th></tr></thead><tbody>"), "{html}");
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
    fn the_card_says_the_day_level_scores_and_streak_in_both_languages() {
        let played = Played { day: day("2026-11-26"), level: SoloLevel::Standard, score: 58, jeanne: 52 };
        for lang in [Lang::En, Lang::Fr] {
            let w = lang.words();
            let text = daily_card_text(w, played, 3);
            for part in ["2026-11-26", w.level(SoloLevel::Standard), "58", "52", "3"] {
                assert!(text.contains(part), "{lang:?}: {part} missing from {text}");
            }
            let picture = card_picture(w, played, 3);
            assert!(picture.starts_with("<svg") && picture.ends_with("</svg>"));
            assert!(picture.contains(">58<") && picture.contains(">52<"), "{picture}");
        }
    }

    #[test]
    fn the_checklist_has_a_box_per_card_ticked_as_the_cards_on_the_table() {
        let markup = cards_markup(&Fr, printed_places());
        assert_eq!(markup.matches("type=\"checkbox\"").count(), PLACES.len());
        assert_eq!(markup.matches(" checked>").count(), 5 * CARDS_PER_CATEGORY);
        assert_eq!(markup.matches("<legend>Catégorie ").count(), 5);
        let first = printed_places().trailing_zeros();
        assert!(markup.contains(&format!("data-card=\"{first}\" checked>")), "{markup}");
    }
}
