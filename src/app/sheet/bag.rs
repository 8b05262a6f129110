//! The bag track: boxes 1–5, those above the number of seats crossed at setup, then one more
//! each time the bag is emptied. The game ends when the last open box is crossed.

use super::context::{open_group, Ctx};
use super::depot::HEIGHT;
use super::frame::frame;
use super::icons::{bold_label, BOX_NUMBER};
use super::marks::{printed_x, seed, x_mark};
use crate::app::svg::{Layer, Svg};

/// Boxes on the bag track.
const BOXES: u8 = 5;

/// The bag track panel, `w` wide.
/// What the bag is drawn from (see [`Ctx::key`]).
pub fn key(ctx: &Ctx) -> u64 {
    ctx.key(ctx.game.bags_crossed(), |_| false)
}

pub fn bag(s: &mut Svg, ctx: &Ctx, w: f64) {
    let seats = ctx.seats();
    let emptied = ctx.game.bags_crossed();
    let pitch = ((w - 40.0) / f64::from(BOXES)).min(54.0);
    let size = pitch * 0.78;
    let x0 = (w - pitch * f64::from(BOXES - 1)) / 2.0;
    let y = 82.0;
    let words = ctx.w;
    open_group(s, "area bag", &words.bag_label(emptied, seats));
    s.layered(|s| {
        frame(s, w, HEIGHT, &format!("{} · {emptied}/{seats}", words.bags()));
        for b in 1..=BOXES {
            let x = x0 + pitch * f64::from(b - 1);
            let unused = b > seats;
            let look = if unused { "box box-unused" } else { "box" };
            s.print(Layer::Ground, look, None, |s| {
                s.rounded_rect(x - size / 2.0, y - size / 2.0, size, size, 5.0)
            });
            bold_label(s, BOX_NUMBER, x, y + 8.0, &b.to_string());
            if unused {
                printed_x(s, x, y, size * 0.36, u32::from(b));
            }
            if b <= emptied {
                x_mark(s, x, y, size * 0.36, seed(80, u32::from(b)));
            }
        }
    });
    s.push("</g>");
}
