//! The score breakdown of the end screen: a table line by line, and the same points as bars
//! (drawn by [`result::chart`]).

use leptos::prelude::*;

use crate::app::lang;
use crate::app::result::{self, Column, JEANNE_LINE, POINT_LINES, TOTAL_LINE};

/// The breakdown table: a row per line, a column per player (and Jeanne).
#[component]
pub fn Breakdown(columns: Vec<Column>) -> impl IntoView {
    let w = lang::words();
    let solo = columns.iter().any(|c| c.figures[JEANNE_LINE].is_some());
    let head = columns.iter().map(|c| view! { <th scope="col">{c.name.clone()}</th> }).collect_view();
    let rows = w
        .breakdown_lines()
        .into_iter()
        .enumerate()
        .filter(|&(i, _)| solo || i != JEANNE_LINE)
        .map(|(i, line)| {
            let cells = columns
                .iter()
                .map(|c| view! { <td>{c.figures[i].map_or("—".to_string(), |n| n.to_string())}</td> })
                .collect_view();
            view! {
                <tr class:total=i == TOTAL_LINE class:count=!POINT_LINES.contains(&i) && i != TOTAL_LINE>
                    <th scope="row">{line}</th>
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
    let w = lang::words();
    let solo = columns.iter().any(|c| c.figures[JEANNE_LINE].is_some());
    // The last segment is Jeanne's rows.
    let legend = w
        .segments()
        .into_iter()
        .enumerate()
        .filter(|&(s, _)| solo || s != POINT_LINES.len() - 1)
        .map(|(s, name)| view! { <li><span class=format!("swatch seg-{s}")></span>{name}</li> })
        .collect_view();
    view! {
        <figure class="chart">
            <div inner_html=result::chart(w, &columns)></div>
            <figcaption>
                <ul class="legend">{legend}</ul>
            </figcaption>
        </figure>
    }
}
