//! The three Monks, crossed left to right when recruited, and the points of those left.

use leptos::prelude::*;

use super::context::Ctx;
use super::depot::HEIGHT;
use super::icons::{monk_icon, points_icon};
use super::layout::frame;
use super::marks::{seed, x_mark};
use crate::engine::data::{MONKS, MONK_POINTS};

/// The Monks panel, `w` wide: "7 · Monk · 6 · Monk · 4 · Monk · 0".
pub fn monks(ctx: &Ctx, w: f64) -> AnyView {
    let recruited = ctx.sheet.monks as usize;
    let pitch = ((w - 50.0) / 6.0).min(58.0);
    let x0 = (w - pitch * 6.0) / 2.0;
    let y = 82.0;
    let points = (0..=MONKS as usize)
        .map(|i| {
            let x = x0 + pitch * 2.0 * i as f64;
            let class = if i == recruited {
                "pts-now"
            } else {
                "pts-then"
            };
            view! { <g class=class>{points_icon(x, y, pitch * 0.62, MONK_POINTS[i])}</g> }
        })
        .collect_view();
    let monks = (0..MONKS as usize)
        .map(|i| {
            let x = x0 + pitch * (2 * i + 1) as f64;
            view! {
                {monk_icon(x, y, pitch * 0.85)}
                {(i < recruited).then(|| x_mark(x, y, pitch * 0.34, seed(70, i as u32)))}
            }
        })
        .collect_view();
    let now = MONK_POINTS[recruited];
    let label = format!("Monks: {recruited} of {MONKS} recruited; {now} points at the end");
    view! {
        <g class="area monks" role="group" aria-label=label>
            {frame(w, HEIGHT, format!("Monks · {now} pts"))}
            {points}
            {monks}
        </g>
    }
    .into_any()
}
