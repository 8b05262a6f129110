//! The score breakdown of the end screen: a table line by line, and the same points as bars
//! (drawn by [`result::chart`]).

use leptos::prelude::*;

use crate::app::result::{self, Column, LINES, POINT_LINES, SEGMENTS};

/// The breakdown table: a row per line, a column per player (and Jeanne).
#[component]
pub fn Breakdown(columns: Vec<Column>) -> impl IntoView {
    let solo = columns.iter().any(|c| c.figures[8].is_some());
    let head = columns.iter().map(|c| view! { <th scope="col">{c.name.clone()}</th> }).collect_view();
    let rows = LINES
        .iter()
        .enumerate()
        .filter(|&(i, _)| solo || i != 8)
        .map(|(i, line)| {
            let cells = columns
                .iter()
                .map(|c| view! { <td>{c.figures[i].map_or("—".to_string(), |n| n.to_string())}</td> })
                .collect_view();
            view! {
                <tr class:total=i == 9 class:count=!POINT_LINES.contains(&i) && i != 9>
                    <th scope="row">{*line}</th>
                    {cells}
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="breakdown">
            <thead>
                <tr>
                    <td></td>
                    {head}
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}

/// The points as horizontal stacked bars, one per player (and Jeanne), with their legend.
#[component]
pub fn Chart(columns: Vec<Column>) -> impl IntoView {
    let solo = columns.iter().any(|c| c.figures[8].is_some());
    let legend = SEGMENTS
        .iter()
        .enumerate()
        .filter(|&(s, _)| solo || s != 5)
        .map(|(s, name)| view! { <li><span class=format!("swatch seg-{s}")></span>{*name}</li> })
        .collect_view();
    view! {
        <figure class="chart">
            <div inner_html=result::chart(&columns)></div>
            <figcaption>
                <ul class="legend">{legend}</ul>
            </figcaption>
        </figure>
    }
}
