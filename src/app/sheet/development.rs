//! The development track: 30 boxes marked left to right, the level symbols (the multiplier) above
//! the boxes that set them, the bonuses printed in the boxes, and the current level circled.

use leptos::prelude::*;

use super::context::Ctx;
use super::icons::bonus_icon;
use super::layout::frame;
use super::marks::{circle_mark, n, seed, x_mark};
use crate::engine::data::{Bonus, DEV_TRACK};
use crate::text;

/// Panel heights.
pub const HEIGHT_WIDE: f64 = 150.0;
pub const HEIGHT_NARROW: f64 = 250.0;

/// A level badge ("×3") centred on (`x`, `y`), circled when it is the current level.
fn badge(x: f64, y: f64, level: u8, current: bool) -> AnyView {
    view! {
        <path class="level-badge" d=format!("M{} {}h36l-6 11 6 11h-36l6-11z", n(x - 18.0), n(y - 11.0)) />
        <text class="level-text" x=n(x) y=n(y + 6.5)>{format!("×{level}")}</text>
        {current.then(|| circle_mark(x, y, 26.0, 17.0, seed(90, u32::from(level))))}
    }
    .into_any()
}

/// One box of the track (index `i`, box number `i + 1`) centred on (`x`, `y`).
fn dev_box(ctx: &Ctx, i: usize, x: f64, y: f64, size: f64, level: u8) -> AnyView {
    let b = DEV_TRACK[i];
    let marked = i < ctx.sheet.development as usize;
    let (bw, bh) = (size * 0.86, size);
    let class = if b.level.is_some() {
        "box box-level"
    } else {
        "box"
    };
    let mut words = format!("Development box {}", i + 1);
    if let Some(l) = b.level {
        words += &format!(": level ×{l}");
    }
    let yellow = match b.bonus {
        Some(Bonus::Citizen(yl)) => Some(yl),
        _ => None,
    };
    if let Some(bonus) = b.bonus {
        words += &match yellow {
            Some(yl) => format!(": a citizen, yellow: {}", ctx.yellow(yl).1),
            None => format!(": {}", text::bonus(bonus)),
        };
    }
    words += if marked { " (marked)" } else { "" };
    let content = view! {
        <rect class=class x=n(x - bw / 2.0) y=n(y - bh / 2.0) width=n(bw) height=n(bh) rx="4" />
        {yellow.map(|_| view! {
            <rect class="yellow-bg" x=n(x - bw / 2.0 + 3.0) y=n(y - bh / 2.0 + 3.0) width=n(bw - 6.0) height=n(bh - 6.0) rx="3" />
        })}
        {b.bonus.map(|bonus| bonus_icon(bonus, x, y, size * 0.6))}
        {yellow.map(|yl| ctx.yellow_mark(yl, x, y, size * 0.34))}
        {marked.then(|| x_mark(x, y, size * 0.36, seed(91, i as u32)))}
        {b.level.map(|l| badge(x, y - size / 2.0 - 17.0, l, l == level && marked))}
    }
    .into_any();
    // Plain boxes need no words of their own: the panel's label counts them.
    if b.level.is_none() && b.bonus.is_none() {
        return content;
    }
    Ctx::labelled(words, content)
}

/// The development track panel, `w` wide: one row of 30 (wide) or two rows of 15 (narrow).
pub fn panel(ctx: &Ctx, w: f64, wide: bool) -> AnyView {
    let level = ctx.sheet.level();
    let marked = ctx.sheet.development;
    let per_row = if wide { 30 } else { 15 };
    // Slot 0 of the first row holds the starting level ×1.
    let pitch = ((w - 40.0) / (per_row + 1) as f64).min(64.0);
    let size = (pitch * 0.9).min(54.0);
    let x0 = 20.0 + pitch * 1.5;
    let row_y = |row: usize| {
        if wide {
            104.0
        } else {
            106.0 + row as f64 * 98.0
        }
    };
    let boxes = (0..DEV_TRACK.len())
        .map(|i| {
            let (row, col) = (i / per_row, i % per_row);
            dev_box(ctx, i, x0 + pitch * col as f64, row_y(row), size, level)
        })
        .collect_view();
    let height = if wide { HEIGHT_WIDE } else { HEIGHT_NARROW };
    let title = format!(
        "Development · level ×{level} · {marked}/{}",
        DEV_TRACK.len()
    );
    let label = format!(
        "Development track: {marked} of {} boxes marked, level ×{level}",
        DEV_TRACK.len()
    );
    view! {
        <g class="area development" role="group" aria-label=label>
            {frame(w, height, title)}
            <text class="note" x=n(w - 18.0) y="33">"the level multiplies trading posts + citizens"</text>
            {badge(20.0 + pitch * 0.5, row_y(0), 1, level == 1)}
            {boxes}
        </g>
    }
    .into_any()
}
