//! The score breakdown of the end screen: a table line by line, and the same points as bars.

use leptos::prelude::*;

use crate::app::result::{Column, LINES, POINT_LINES};

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

/// Short names of the point lines, for the chart's legend.
const SEGMENTS: [&str; 6] = ["Posts & citizens", "Warehouse", "Bank", "Monks", "Depot", "Jeanne's rows"];

/// Layout of the chart, in SVG units.
const LABEL_WIDTH: f64 = 80.0;
const BAR_SPACE: f64 = 260.0;
const ROW_HEIGHT: f64 = 36.0;
const BAR_HEIGHT: f64 = 24.0;

/// The points as horizontal stacked bars, one per player (and Jeanne).
#[component]
pub fn Chart(columns: Vec<Column>) -> impl IntoView {
    let most = columns.iter().map(Column::total).max().unwrap_or(0).max(1) as f64;
    let scale = BAR_SPACE / most;
    let height = ROW_HEIGHT * columns.len() as f64 + 8.0;
    let bars = columns
        .iter()
        .enumerate()
        .map(|(row, c)| {
            let y = 4.0 + ROW_HEIGHT * row as f64;
            let mut x = LABEL_WIDTH;
            let segments = POINT_LINES
                .iter()
                .enumerate()
                .filter_map(|(s, &line)| c.figures[line].filter(|&n| n > 0).map(|n| (s, n)))
                .map(|(s, n)| {
                    let w = n as f64 * scale;
                    let rect = view! {
                        <rect class=format!("seg seg-{s}") x=x y=y width=w height=BAR_HEIGHT>
                            <title>{format!("{}: {}", SEGMENTS[s], n)}</title>
                        </rect>
                    };
                    x += w;
                    rect
                })
                .collect_view();
            view! {
                <g class="bar">
                    <text class="bar-name" x=LABEL_WIDTH - 8.0 y=y + BAR_HEIGHT * 0.72 text-anchor="end">
                        {c.name.clone()}
                    </text>
                    {segments}
                    <text class="bar-total" x=x + 6.0 y=y + BAR_HEIGHT * 0.72>{c.total()}</text>
                </g>
            }
        })
        .collect_view();
    let solo = columns.iter().any(|c| c.figures[8].is_some());
    let legend = SEGMENTS
        .iter()
        .enumerate()
        .filter(|&(s, _)| solo || s != 5)
        .map(|(s, name)| view! { <li><span class=format!("swatch seg-{s}")></span>{*name}</li> })
        .collect_view();
    view! {
        <figure class="chart">
            <svg
                viewBox=format!("0 0 {} {height}", LABEL_WIDTH + BAR_SPACE + 40.0)
                role="img"
                aria-label="Points per player"
            >
                {bars}
            </svg>
            <figcaption>
                <ul class="legend">{legend}</ul>
            </figcaption>
        </figure>
    }
}
