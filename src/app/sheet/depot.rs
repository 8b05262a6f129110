//! The Depot: eight shields circled left to right, each worth its printed value at the end.

use super::context::{open_group, Ctx};
use super::frame::{frame, note};
use super::icons::shield_icon;
use super::marks::{circle_mark, seed};
use crate::app::svg::Svg;
use crate::engine::data::SHIELDS;

/// Panel height (the small panels).
pub const HEIGHT: f64 = 130.0;

/// The Depot panel, `w` wide.
/// What the Depot is drawn from (see [`Ctx::key`]).
pub fn key(ctx: &Ctx) -> u64 {
    ctx.key(ctx.sheet.shields, |_| false)
}

pub fn depot(s: &mut Svg, ctx: &Ctx, w: f64) {
    let circled = ctx.sheet.shields as usize;
    let points: u16 = SHIELDS[..circled].iter().sum();
    let pitch = ((w - 40.0) / SHIELDS.len() as f64).min(54.0);
    let x0 = (w - pitch * (SHIELDS.len() - 1) as f64) / 2.0;
    let y = 84.0;
    let words = ctx.w;
    open_group(s, "area depot", &words.depot_label(circled, SHIELDS.len(), points));
    s.layered(|s| {
        let title_end = frame(s, w, HEIGHT, &format!("{} · {}", words.depot(), words.pts(points)));
        note(s, w, title_end, words.shields());
        for (i, &v) in SHIELDS.iter().enumerate() {
            let x = x0 + pitch * i as f64;
            shield_icon(s, x, y, pitch * 0.8, Some(v));
            if i < circled {
                circle_mark(s, x, y, pitch * 0.47, pitch * 0.5, seed(60, i as u32));
            }
        }
    });
    s.push("</g>");
}
