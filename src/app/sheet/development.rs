//! The development track: 30 boxes marked left to right, the level symbols (the multiplier) above
//! the boxes that set them, the bonuses printed in the boxes, and the current level circled.

use super::context::{hover, open_group, open_labelled, Ctx};
use super::frame::{frame, note};
use super::icons::{bonus_icon, level_badge};
use super::marks::{circle_mark, seed, x_mark};
use crate::app::svg::{Layer, Svg};
use crate::engine::data::{Bonus, DEV_TRACK};

/// Panel heights.
pub const HEIGHT_WIDE: f64 = 150.0;
pub const HEIGHT_NARROW: f64 = 250.0;

/// The badge of `level`, circled when it is the current level.
fn badge(s: &mut Svg, x: f64, y: f64, level: u8, current: bool) {
    level_badge(s, x, y, "×", level);
    if current {
        circle_mark(s, x, y, 26.0, 17.0, seed(90, u32::from(level)));
    }
}

/// One box of the track (index `i`, box number `i + 1`) centred on (`x`, `y`).
fn dev_box(s: &mut Svg, ctx: &Ctx, i: usize, x: f64, y: f64, size: f64, level: u8) {
    let b = DEV_TRACK[i];
    let marked = i < ctx.sheet.development as usize;
    let (bw, bh) = (size * 0.86, size);
    let yellow = match b.bonus {
        Some(Bonus::Citizen(yl)) => Some(yl),
        _ => None,
    };
    // Plain boxes need no words of their own: the panel's label counts them.
    let labelled = b.level.is_some() || b.bonus.is_some();
    let w = ctx.w;
    if labelled {
        let mut words = w.development_box(i + 1);
        if let Some(l) = b.level {
            words += w.colon();
            words += &w.level_of(l);
        }
        if let Some(bonus) = b.bonus {
            words += w.colon();
            words += &match yellow {
                Some(yl) => w.citizen_yellow(&ctx.yellow(yl).1),
                None => w.bonus(bonus),
            };
        }
        if marked {
            words += &format!(" ({})", w.marked());
        }
        open_labelled(s, &words);
        hover(s, "", (x - bw / 2.0, y - bh / 2.0, bw, bh));
    }
    let look = if b.level.is_some() { "box box-level" } else { "box" };
    s.print(Layer::Ground, look, None, |s| s.rounded_rect(x - bw / 2.0, y - bh / 2.0, bw, bh, 4.0));
    if yellow.is_some() {
        s.print(Layer::Plate, "yellow-bg", None, |s| {
            s.rounded_rect(x - bw / 2.0 + 3.0, y - bh / 2.0 + 3.0, bw - 6.0, bh - 6.0, 3.0);
        });
    }
    if let Some(bonus) = b.bonus {
        bonus_icon(s, w, bonus, x, y, size * 0.6);
    }
    if let Some(yl) = yellow {
        ctx.yellow_mark(s, yl, x, y, size * 0.34);
    }
    if marked {
        x_mark(s, x, y, size * 0.36, seed(91, i as u32));
    }
    if let Some(l) = b.level {
        badge(s, x, y - size / 2.0 - 17.0, l, l == level && marked);
    }
    if labelled {
        s.push("</g>");
    }
}

/// The development track panel, `w` wide: one row of 30 (wide) or two rows of 15 (narrow).
/// What the development track is drawn from (see [`Ctx::key`]).
pub fn key(ctx: &Ctx) -> u64 {
    ctx.key((ctx.sheet.development, ctx.yellows()), |_| false)
}

pub fn panel(s: &mut Svg, ctx: &Ctx, w: f64, wide: bool) {
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
    let total = DEV_TRACK.len();
    let words = ctx.w;
    open_group(s, "area development", &words.development_label(marked, total, level));
    s.layered(|s| {
        let title_end = frame(
            s,
            w,
            if wide { HEIGHT_WIDE } else { HEIGHT_NARROW },
            &format!("{} · {} · {marked}/{total}", words.development(), words.level_of(level)),
        );
        note(s, w, title_end, words.development_note());
        badge(s, 20.0 + pitch * 0.5, row_y(0), 1, level == 1);
        for i in 0..total {
            let (row, col) = (i / per_row, i % per_row);
            dev_box(s, ctx, i, x0 + pitch * col as f64, row_y(row), size, level);
        }
    });
    s.push("</g>");
}
