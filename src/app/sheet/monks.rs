//! The three Monks, crossed left to right when recruited, and the points of those left.

use super::context::{open_group, Ctx};
use super::depot::HEIGHT;
use super::frame::frame;
use super::icons::{monk_icon, points_icon};
use super::marks::{seed, x_mark};
use crate::app::svg::Svg;
use crate::engine::data::{MONKS, MONK_POINTS};

/// What the Monks are drawn from (see [`Ctx::key`]).
pub fn key(ctx: &Ctx) -> u64 {
    ctx.key(ctx.sheet.monks, |_| false)
}

/// The Monks panel, `w` wide: "7 · Monk · 6 · Monk · 4 · Monk · 0", the points of the Monks
/// recruited so far as printed, the others faded.
pub fn monks(s: &mut Svg, ctx: &Ctx, w: f64) {
    let recruited = ctx.sheet.monks as usize;
    let pitch = ((w - 50.0) / 6.0).min(58.0);
    let x0 = (w - pitch * 6.0) / 2.0;
    let y = 82.0;
    let now = MONK_POINTS[recruited];
    let words = ctx.w;
    open_group(s, "area monks", &words.monks_label(recruited, MONKS, now));
    s.layered(|s| {
        frame(s, w, HEIGHT, &format!("{} · {}", words.monks(), words.pts(now)));
        // The points left with 0, 1, 2 and 3 Monks recruited, between the Monks.
        for (i, &points) in MONK_POINTS.iter().enumerate() {
            let x = x0 + pitch * 2.0 * i as f64;
            s.fade(if i == recruited { "" } else { "pts-then" }, |s| {
                points_icon(s, x, y, pitch * 0.62, points)
            });
        }
        for i in 0..MONKS as usize {
            let x = x0 + pitch * (2 * i + 1) as f64;
            monk_icon(s, x, y, pitch * 0.85);
            if i < recruited {
                x_mark(s, x, y, pitch * 0.34, seed(70, i as u32));
            }
        }
    });
    s.push("</g>");
}
