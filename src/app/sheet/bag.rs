//! The bag track: boxes 1–5, those above the number of seats crossed at setup, then one more
//! each time the bag is emptied. The game ends when the last open box is crossed.

use leptos::prelude::*;

use super::context::Ctx;
use super::depot::HEIGHT;
use super::layout::frame;
use super::marks::{n, seed, x_mark, x_path};

/// Boxes on the bag track.
const BOXES: u8 = 5;

/// The bag track panel, `w` wide.
pub fn bag(ctx: &Ctx, w: f64) -> AnyView {
    let seats = ctx.seats();
    let emptied = ctx.game.bags_crossed();
    let pitch = ((w - 40.0) / f64::from(BOXES)).min(54.0);
    let size = pitch * 0.78;
    let x0 = (w - pitch * f64::from(BOXES - 1)) / 2.0;
    let y = 82.0;
    let boxes = (1..=BOXES)
        .map(|b| {
            let x = x0 + pitch * f64::from(b - 1);
            let unused = b > seats;
            let class = if unused { "box box-unused" } else { "box" };
            view! {
                <rect class=class x=n(x - size / 2.0) y=n(y - size / 2.0) width=n(size) height=n(size) rx="5" />
                <text class="box-num" x=n(x) y=n(y + 8.0)>{b.to_string()}</text>
                {unused.then(|| view! { <path class="printed-x" d=x_path(x, y, size * 0.36, u32::from(b)) /> })}
                {(b <= emptied).then(|| x_mark(x, y, size * 0.36, seed(80, u32::from(b))))}
            }
        })
        .collect_view();
    let label = format!(
        "Bag track: {emptied} of {seats} bags emptied; the game ends when all {seats} are crossed"
    );
    view! {
        <g class="area bag" role="group" aria-label=label>
            {frame(w, HEIGHT, format!("Bags · {emptied}/{seats}"))}
            {boxes}
        </g>
    }
    .into_any()
}
