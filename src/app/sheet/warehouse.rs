//! The Warehouse: five rows of five boxes (one row per good), the points of a full row at its
//! end, and the bonus of each complete column below it.

use leptos::prelude::*;

use super::context::Ctx;
use super::icons::{bonus_icon, good_icon, points_icon};
use super::layout::frame;
use super::marks::{circle_mark, n, seed, x_mark};
use crate::engine::data::{Bonus, WAREHOUSE_BOXES, WAREHOUSE_COLUMN_BONUS, WAREHOUSE_ROW_POINTS};
use crate::engine::{Action, Good};
use crate::text;

/// Panel height.
pub const HEIGHT: f64 = 340.0;
const BOX: f64 = 42.0;

fn row_y(r: usize) -> f64 {
    62.0 + r as f64 * 46.0
}

fn col_x(i: usize) -> f64 {
    104.0 + i as f64 * 54.0
}

fn row(ctx: &Ctx, g: Good) -> AnyView {
    let r = g.index();
    let y = row_y(r);
    let marked = ctx.sheet.warehouse[r] as usize;
    let full = marked >= WAREHOUSE_BOXES as usize;
    let points = WAREHOUSE_ROW_POINTS[r];
    let boxes = (0..WAREHOUSE_BOXES as usize)
        .map(|i| {
            let x = col_x(i);
            let cell = view! {
                <rect class="box" x=n(x - BOX / 2.0) y=n(y - BOX / 2.0) width=n(BOX) height=n(BOX) rx="4" />
                {(i < marked).then(|| x_mark(x, y, BOX * 0.32, seed(30 + r as u32, i as u32)))}
            }
            .into_any();
            match ctx.target(Action::MarkGood(g)).filter(|_| i == marked) {
                Some(a) => {
                    let hl = view! {
                        <rect class="hl hl-box" x=n(x - BOX / 2.0 - 5.0) y=n(y - BOX / 2.0 - 5.0)
                            width=n(BOX + 10.0) height=n(BOX + 10.0) rx="7" />
                    }
                    .into_any();
                    ctx.clickable(a, "box-target", view! { {hl} {cell} }.into_any())
                }
                None => cell,
            }
        })
        .collect_view();
    let px = col_x(4) + 62.0;
    let label = format!(
        "{} row: {marked} of {WAREHOUSE_BOXES} boxes marked; {points} points when full{}",
        text::good_title(g),
        if full { " (full)" } else { "" }
    );
    let content = view! {
        {good_icon(g, 44.0, y, 34.0)}
        {boxes}
        <path class="arrow" d=format!("M{} {}h14", n(col_x(4) + 28.0), n(y)) />
        {points_icon(px, y, 36.0, points)}
        {full.then(|| circle_mark(px, y, 24.0, 23.0, seed(36, r as u32)))}
    }
    .into_any();
    view! { <g role="group" aria-label=label>{content}</g> }.into_any()
}

fn column_bonus(ctx: &Ctx, i: usize) -> AnyView {
    let x = col_x(i);
    let y = 308.0;
    let b = WAREHOUSE_COLUMN_BONUS[i];
    let done = ctx.sheet.warehouse_columns() as usize > i;
    let (mark, words) = match b {
        Bonus::Citizen(yl) => (
            ctx.yellow_mark(yl, x, y, 24.0),
            format!(
                "Column {} bonus: a citizen, yellow: {}",
                i + 1,
                ctx.yellow(yl).1
            ),
        ),
        _ => (
            if done {
                circle_mark(x, y, 24.0, 23.0, seed(37, i as u32))
            } else {
                ().into_any()
            },
            format!(
                "Column {} bonus: {}{}",
                i + 1,
                text::bonus(b),
                if done { " (column complete)" } else { "" }
            ),
        ),
    };
    let bg = matches!(b, Bonus::Citizen(_))
        .then(|| view! { <rect class="yellow-bg" x=n(x - 22.0) y=n(y - 22.0) width="44" height="44" rx="8" /> });
    Ctx::labelled(
        words,
        view! {
            {bg}
            {bonus_icon(b, x, y, 32.0)}
            {mark}
        }
        .into_any(),
    )
}

/// The Warehouse panel, `w` wide.
pub fn panel(ctx: &Ctx, w: f64) -> AnyView {
    let rows = Good::ALL.into_iter().map(|g| row(ctx, g)).collect_view();
    let bonuses = (0..5).map(|i| column_bonus(ctx, i)).collect_view();
    view! {
        <g class="area warehouse" role="group" aria-label="Warehouse">
            {frame(w, HEIGHT, "Warehouse".into())}
            <text class="note" x=n(w - 18.0) y="33">"full row: 1 shield instead"</text>
            {rows}
            <path class="rule" d=format!("M24 278H{}", n(w - 24.0)) />
            {bonuses}
        </g>
    }
    .into_any()
}
