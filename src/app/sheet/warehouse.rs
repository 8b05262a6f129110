//! The Warehouse: five rows of five boxes (one row per good), the points of a full row at its
//! end, and the bonus of each complete column below it.

use super::context::{hover, open_group, open_labelled, Ctx};
use super::frame::{frame, note};
use super::icons::{bonus_icon, good_icon, points_icon};
use super::marks::{circle_mark, seed, x_mark};
use crate::app::svg::{Layer, Svg};
use crate::engine::data::{Bonus, WAREHOUSE_BOXES, WAREHOUSE_COLUMN_BONUS, WAREHOUSE_ROW_POINTS};
use crate::engine::{Action, Good};

/// Panel height.
pub const HEIGHT: f64 = 340.0;
const BOX: f64 = 42.0;

fn row_y(r: usize) -> f64 {
    62.0 + r as f64 * 46.0
}

fn col_x(i: usize) -> f64 {
    104.0 + i as f64 * 54.0
}

fn row(s: &mut Svg, ctx: &Ctx, g: Good) {
    let r = g.index();
    let y = row_y(r);
    let marked = ctx.sheet.warehouse[r] as usize;
    let full = marked >= WAREHOUSE_BOXES as usize;
    let points = WAREHOUSE_ROW_POINTS[r];
    let w = ctx.w;
    let mut label = w.warehouse_row(w.good_title(g), marked as u8, WAREHOUSE_BOXES, points);
    if full {
        label += &format!(" ({})", w.row_full());
    }
    open_group(s, "", &label);
    good_icon(s, g, 44.0, y, 34.0);
    let target = ctx.target(Action::MarkGood(g));
    for i in 0..WAREHOUSE_BOXES as usize {
        let x = col_x(i);
        s.print(Layer::Ground, "box", None, |s| s.rounded_rect(x - BOX / 2.0, y - BOX / 2.0, BOX, BOX, 4.0));
        // A target is drawn over the box, which is printed in the area's ground: a target
        // coming or going leaves the box's drawing as it is.
        if let Some(k) = target.filter(|_| i == marked) {
            ctx.open_target(s, k, "box-target");
            s.t(
                "<rect class=\"hl hl-box\" x=\"@\" y=\"@\" width=\"@\" height=\"@\" rx=\"7\"/></g>",
                &[x - BOX / 2.0 - 5.0, y - BOX / 2.0 - 5.0, BOX + 10.0, BOX + 10.0],
            );
        }
        if i < marked {
            x_mark(s, x, y, BOX * 0.32, seed(30 + r as u32, i as u32));
        }
    }
    let px = col_x(4) + 62.0;
    s.print(Layer::Symbols, "arrow", None, |s| s.t("M@ @h14", &[col_x(4) + 28.0, y]));
    points_icon(s, px, y, 36.0, points);
    if full {
        circle_mark(s, px, y, 24.0, 23.0, seed(36, r as u32));
    }
    s.push("</g>");
}

fn column_bonus(s: &mut Svg, ctx: &Ctx, i: usize) {
    let x = col_x(i);
    let y = 308.0;
    let b = WAREHOUSE_COLUMN_BONUS[i];
    let done = ctx.sheet.warehouse_columns() as usize > i;
    let w = ctx.w;
    match b {
        Bonus::Citizen(yl) => {
            open_labelled(s, &w.warehouse_column(i + 1, &w.citizen_yellow(&ctx.yellow(yl).1)));
            hover(s, "", (x - 22.0, y - 22.0, 44.0, 44.0));
            s.print(Layer::Plate, "yellow-bg", None, |s| s.rounded_rect(x - 22.0, y - 22.0, 44.0, 44.0, 8.0));
            bonus_icon(s, w, b, x, y, 32.0);
            ctx.yellow_mark(s, yl, x, y, 24.0);
        }
        _ => {
            let mut bonus = w.bonus(b);
            if done {
                bonus += &format!(" ({})", w.column_complete());
            }
            open_labelled(s, &w.warehouse_column(i + 1, &bonus));
            hover(s, "", (x - 22.0, y - 22.0, 44.0, 44.0));
            bonus_icon(s, w, b, x, y, 32.0);
            if done {
                circle_mark(s, x, y, 24.0, 23.0, seed(37, i as u32));
            }
        }
    }
    s.push("</g>");
}

/// The Warehouse panel, `w` wide.
/// What the Warehouse is drawn from (see [`Ctx::key`]).
pub fn key(ctx: &Ctx) -> u64 {
    ctx.key((ctx.sheet.warehouse, ctx.yellows()), |a| matches!(a, Action::MarkGood(_)))
}

pub fn panel(s: &mut Svg, ctx: &Ctx, w: f64) {
    let words = ctx.w;
    open_group(s, "area warehouse", words.warehouse());
    s.layered(|s| {
        let title_end = frame(s, w, HEIGHT, words.warehouse());
        note(s, w, title_end, words.warehouse_note());
        for g in Good::ALL {
            row(s, ctx, g);
        }
        s.t("<path class=\"rule\" d=\"M24 278H@\"/>", &[w - 24.0]);
        for i in 0..WAREHOUSE_COLUMN_BONUS.len() {
            column_bonus(s, ctx, i);
        }
    });
    s.push("</g>");
}
