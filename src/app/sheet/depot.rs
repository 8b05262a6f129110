//! The Depot: eight shields circled left to right, each worth its printed value at the end.

use leptos::prelude::*;

use super::context::Ctx;
use super::icons::shield_icon;
use super::layout::frame;
use super::marks::{circle_mark, n, seed};
use crate::engine::data::SHIELDS;

/// Panel height (the small panels).
pub const HEIGHT: f64 = 130.0;

/// The Depot panel, `w` wide.
pub fn depot(ctx: &Ctx, w: f64) -> AnyView {
    let circled = ctx.sheet.shields as usize;
    let points: u16 = SHIELDS[..circled].iter().sum();
    let pitch = ((w - 40.0) / SHIELDS.len() as f64).min(54.0);
    let x0 = (w - pitch * (SHIELDS.len() - 1) as f64) / 2.0;
    let y = 84.0;
    let shields = SHIELDS
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            let x = x0 + pitch * i as f64;
            view! {
                {shield_icon(x, y, pitch * 0.8, Some(v))}
                {(i < circled).then(|| circle_mark(x, y, pitch * 0.47, pitch * 0.5, seed(60, i as u32)))}
            }
        })
        .collect_view();
    let label = format!(
        "Depot: {circled} of {} shields circled, {points} points",
        SHIELDS.len()
    );
    view! {
        <g class="area depot" role="group" aria-label=label>
            {frame(w, HEIGHT, format!("Depot · {points} pts"))}
            <text class="note" x=n(w - 18.0) y="33">"shields"</text>
            {shields}
        </g>
    }
    .into_any()
}
