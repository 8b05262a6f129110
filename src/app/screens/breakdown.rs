//! The score breakdown of the end screen: a table line by line, the same points as bars (both
//! written by [`markup`]), and how each seat's score was made.

use leptos::prelude::*;

use crate::app::browser::lang;
use crate::app::markup;
use crate::app::svg::Svg;
use crate::engine::Game;
use crate::model::record::Seat;
use crate::model::result::{explained_seats, parts, Column, LINE_SECTIONS, TOTAL_LINE};

/// The breakdown table: a row per line, a column per player (and Jeanne).
#[component]
pub fn Breakdown(columns: Vec<Column>) -> impl IntoView {
    view! { <table class="breakdown" inner_html=markup::table(lang::words(), &columns)></table> }
}

/// The points as horizontal stacked bars, one per player (and Jeanne), with their legend.
#[component]
pub fn Chart(columns: Vec<Column>) -> impl IntoView {
    let w = lang::words();
    view! {
        <figure class="chart">
            <div inner_html=markup::chart(w, &columns)></div>
            <figcaption>
                <ul class="legend" inner_html=markup::legend(w, &columns)></ul>
            </figcaption>
        </figure>
    }
}

/// How each seat's score was made (not those played elsewhere: their scores are on their own
/// sheets): what each thing on its sheet gave, line by line, each line's name opening its rules'
/// section (heard by the rules' listener). Named by the seat's player, or "your" for the one
/// person at the device; several seats each fold, the first (or yours) open. (Markup rather
/// than a view: nothing in it changes, and the first-load budget.)
#[component]
pub fn ScoreExplained(game: Signal<Game>, names: Vec<String>, seats: Vec<Seat>) -> impl IntoView {
    let w = lang::words();
    let lines = w.breakdown_lines();
    let markup = game.with_untracked(|g| {
        let shown = explained_seats(g, &seats);
        let open = shown.iter().position(|&(_, you)| you).unwrap_or(0);
        let several = shown.len() > 1;
        let mut s = Svg::with_capacity(1500 * shown.len());
        s.push("<h2 id=\"score-explained\">");
        match shown.first() {
            Some(&(p, you)) if !several => {
                s.text(&w.score_made_by((!you).then(|| names[usize::from(p)].as_str())))
            }
            _ => s.text(w.how_scores_made()),
        }
        s.push("</h2>");
        let scores = g.scores();
        for (i, &(p, you)) in shown.iter().enumerate() {
            let name = names.get(usize::from(p)).map(String::as_str).unwrap_or_default();
            if several {
                s.push(if i == open {
                    "<details class=\"score-seat\" open><summary>"
                } else {
                    "<details class=\"score-seat\"><summary>"
                });
                s.text(&w.score_made_by((!you).then_some(name)));
                s.push(" <span class=\"score-seat-total\">");
                s.text(&w.pts(scores[usize::from(p)].total));
                s.push("</span></summary>");
            }
            s.push("<dl>");
            let mut last = None;
            let items = parts(g.sheet(p)).into_iter().map(|x| (x.line, w.score_part(&x.part, x.points)));
            for (line, text) in items.chain([(TOTAL_LINE, w.pts(scores[usize::from(p)].total))]) {
                if last != Some(line) {
                    s.put(
                        "<dt><button type=\"button\" class=\"link\" data-section=\"$\">",
                        &[LINE_SECTIONS[line]],
                        &[],
                    );
                    s.text(lines[line]);
                    s.push("</button></dt>");
                    last = Some(line);
                }
                s.push("<dd>");
                s.text(&text);
                s.push("</dd>");
            }
            s.push("</dl>");
            if several {
                s.push("</details>");
            }
        }
        s.finish()
    });
    view! { <section class="card score-explained" aria-labelledby="score-explained" inner_html=markup></section> }
}
