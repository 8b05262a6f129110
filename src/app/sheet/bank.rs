//! The Bank: three rows of five coins (circled when gained, crossed when spent), each row's
//! bonus at its right, and below each column its bonus and its yellow shield.

use super::context::{hover, open_group, open_labelled, Ctx};
use super::fit::{self, squeeze, Face};
use super::frame::{frame, note};
use super::icons::{bold_label, bonus_icon, coin_icon, shield_icon, ROW_NUMBER};
use super::marks::{circle_mark, seed, x_mark};
use crate::app::svg::{Layer, Svg};
use crate::engine::data::{Bonus, BANK_COINS, BANK_COLUMN_BONUS, BANK_ROWS, BANK_ROW_BONUS};
use crate::engine::{Action, Yellow};

/// Panel height.
pub const HEIGHT: f64 = 340.0;
const COIN: f64 = 42.0;

fn row_y(r: usize) -> f64 {
    70.0 + r as f64 * 52.0
}

fn col_x(i: usize) -> f64 {
    102.0 + i as f64 * 56.0
}

fn coin(s: &mut Svg, ctx: &Ctx, r: usize, i: usize) {
    let (x, y) = (col_x(i), row_y(r));
    let row = ctx.sheet.bank[r];
    let circled = (i as u8) < row.circled;
    let spent = (i as u8) < row.crossed;
    let sd = seed(50 + r as u32, i as u32);
    let gain = ctx.target(Action::GainCoin(r as u8)).filter(|_| i as u8 == row.circled);
    let spend = ctx.target(Action::Spend(r as u8)).filter(|_| i as u8 == row.crossed);
    coin_icon(s, x, y, COIN, None);
    // A target is drawn over the coin, which is printed in the area's symbols: a target coming
    // or going leaves the coin's drawing as it is.
    if let Some(k) = gain.or(spend) {
        ctx.open_target(s, k, "coin-target");
        s.t("<circle class=\"hl hl-ring\" cx=\"@\" cy=\"@\" r=\"@\"/></g>", &[x, y, COIN * 0.72]);
    }
    if circled {
        circle_mark(s, x, y, COIN * 0.62, COIN * 0.6, sd);
    }
    if spent {
        x_mark(s, x, y, COIN * 0.38, sd + 7);
    }
}

fn row(s: &mut Svg, ctx: &Ctx, r: usize) {
    let y = row_y(r);
    let data = ctx.sheet.bank[r];
    let b = BANK_ROW_BONUS[r];
    let bx = col_x(4) + 70.0;
    let full = data.circled >= BANK_COINS;
    let yellow = match b {
        Bonus::Citizen(yl) => Some(yl),
        _ => None,
    };
    let w = ctx.w;
    let bonus_words = match yellow {
        Some(yl) => w.citizen_yellow(&ctx.yellow(yl).1),
        None => w.bonus(b),
    };
    open_group(s, "", &w.bank_row(r + 1, data.circled, data.crossed, &bonus_words));
    bold_label(s, ROW_NUMBER, 40.0, y + 8.0, &(r + 1).to_string());
    for i in 0..BANK_COINS as usize {
        coin(s, ctx, r, i);
    }
    s.print(Layer::Symbols, "arrow", None, |s| s.t("M@ @h16", &[col_x(4) + 28.0, y]));
    if yellow.is_some() {
        s.print(Layer::Plate, "yellow-bg", None, |s| s.rounded_rect(bx - 21.0, y - 21.0, 42.0, 42.0, 8.0));
    }
    bonus_icon(s, w, b, bx, y, 32.0);
    match yellow {
        Some(yl) => ctx.yellow_mark(s, yl, bx, y, 23.0),
        None if full => circle_mark(s, bx, y, 23.0, 22.0, seed(55, r as u32)),
        None => {}
    }
    s.push("</g>");
}

fn column(s: &mut Svg, ctx: &Ctx, i: usize) {
    let x = col_x(i);
    let (by, sy) = (252.0, 304.0);
    let b = BANK_COLUMN_BONUS[i];
    let done = ctx.sheet.bank_columns() as usize > i;
    let shield = Yellow::BankColumnShield(i as u8);
    let (_, shield_words) = ctx.yellow(shield);
    let w = ctx.w;
    let mut bonus = w.bonus(b);
    if done {
        bonus += &format!(" ({})", w.done());
    }
    open_labelled(s, &w.bank_column(i + 1, &bonus, &shield_words));
    // From the bonus's top to the shield's ground's foot.
    hover(s, "", (x - 19.0, by - 19.0, 38.0, sy + 20.0 - (by - 19.0)));
    bonus_icon(s, w, b, x, by, 30.0);
    if done {
        circle_mark(s, x, by, 22.0, 21.0, seed(56, i as u32));
    }
    s.print(Layer::Plate, "yellow-bg", None, |s| s.rounded_rect(x - 19.0, sy - 20.0, 38.0, 40.0, 8.0));
    shield_icon(s, x, sy, 28.0, None);
    ctx.yellow_mark(s, shield, x, sy, 21.0);
    s.push("</g>");
}

/// The Bank panel, `w` wide.
/// What the Bank is drawn from (see [`Ctx::key`]).
pub fn key(ctx: &Ctx) -> u64 {
    ctx.key((ctx.sheet.bank, ctx.yellows()), |a| matches!(a, Action::GainCoin(_) | Action::Spend(_)))
}

pub fn panel(s: &mut Svg, ctx: &Ctx, w: f64) {
    let coins = ctx.sheet.coins();
    let words = ctx.w;
    open_group(s, "area bank", words.bank());
    s.layered(|s| {
        let title_end = frame(s, w, HEIGHT, &words.bank_title(coins));
        note(s, w, title_end, words.bank_note());
        for r in 0..BANK_ROWS {
            row(s, ctx, r);
        }
        s.t("<path class=\"rule\" d=\"M24 220H@\"/>", &[w - 24.0]);
        // Left of the first column's icons and shield (its box's left edge at 83): narrowed if a
        // word is longer.
        let room = col_x(0) - 19.0 - 4.0 - 24.0;
        for (line, y) in words.bank_column_notes().into_iter().zip([246.0, 266.0, 300.0, 320.0]) {
            s.t("<text class=\"note-left\" x=\"24\" y=\"@\"", &[y]);
            squeeze(s, fit::width(line, 16.0, Face::Italic), room);
            s.push(">");
            s.text(line);
            s.push("</text>");
        }
        for i in 0..BANK_COINS as usize {
            column(s, ctx, i);
        }
    });
    s.push("</g>");
}
