//! The Bank: three rows of five coins (circled when gained, crossed when spent), each row's
//! bonus at its right, and below each column its bonus and its yellow shield.

use super::context::{open_group, open_labelled, Ctx};
use super::icons::{bonus_icon, coin_icon, shield_icon};
use super::layout::{frame, note};
use super::marks::{circle_mark, seed, x_mark};
use crate::app::svg::{plural, Svg};
use crate::engine::data::{Bonus, BANK_COINS, BANK_COLUMN_BONUS, BANK_ROWS, BANK_ROW_BONUS};
use crate::engine::{Action, Yellow};
use crate::text;

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
    let target = gain.or(spend);
    if let Some(k) = target {
        ctx.open_target(s, k, "coin-target");
        s.t("<circle class=\"hl hl-ring\" cx=\"@\" cy=\"@\" r=\"@\"/>", &[x, y, COIN * 0.72]);
    }
    coin_icon(s, x, y, COIN, None);
    if circled {
        circle_mark(s, x, y, COIN * 0.62, COIN * 0.6, sd);
    }
    if spent {
        x_mark(s, x, y, COIN * 0.38, sd + 7);
    }
    if target.is_some() {
        s.push("</g>");
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
    let bonus_words = match yellow {
        Some(yl) => format!("a citizen, yellow: {}", ctx.yellow(yl).1),
        None => text::bonus(b),
    };
    open_group(
        s,
        "",
        &format!(
            "Bank row {}: {} coin{} circled, {} spent; all five circled: {bonus_words}",
            r + 1,
            data.circled,
            plural(data.circled),
            data.crossed
        ),
    );
    s.t("<text class=\"row-num\" x=\"40\" y=\"@\">@</text>", &[y + 8.0, (r + 1) as f64]);
    for i in 0..BANK_COINS as usize {
        coin(s, ctx, r, i);
    }
    s.t("<path class=\"arrow\" d=\"M@ @h16\"/>", &[col_x(4) + 28.0, y]);
    if yellow.is_some() {
        s.t(
            "<rect class=\"yellow-bg\" x=\"@\" y=\"@\" width=\"42\" height=\"42\" rx=\"8\"/>",
            &[bx - 21.0, y - 21.0],
        );
    }
    bonus_icon(s, b, bx, y, 32.0);
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
    open_labelled(
        s,
        &format!(
            "Bank column {}: all three spent gives {}{}; yellow: {shield_words}",
            i + 1,
            text::bonus(b),
            if done { " (done)" } else { "" }
        ),
    );
    bonus_icon(s, b, x, by, 30.0);
    if done {
        circle_mark(s, x, by, 22.0, 21.0, seed(56, i as u32));
    }
    s.t(
        "<rect class=\"yellow-bg\" x=\"@\" y=\"@\" width=\"38\" height=\"40\" rx=\"8\"/>",
        &[x - 19.0, sy - 20.0],
    );
    shield_icon(s, x, sy, 28.0, None);
    ctx.yellow_mark(s, shield, x, sy, 21.0);
    s.push("</g>");
}

/// The Bank panel, `w` wide.
pub fn panel(s: &mut Svg, ctx: &Ctx, w: f64) {
    let coins = ctx.sheet.coins();
    s.push("<g class=\"area bank\" role=\"group\" aria-label=\"Bank\">");
    frame(s, w, HEIGHT, &format!("Bank · {coins} coin{} to spend", plural(coins)));
    note(s, w, "circle = gain · cross = spend");
    for r in 0..BANK_ROWS {
        row(s, ctx, r);
    }
    s.t("<path class=\"rule\" d=\"M24 220H@\"/>", &[w - 24.0]);
    s.push(concat!(
        "<text class=\"note-left\" x=\"24\" y=\"246\">column</text>",
        "<text class=\"note-left\" x=\"24\" y=\"266\">spent</text>",
        "<text class=\"note-left\" x=\"24\" y=\"300\">first</text>",
        "<text class=\"note-left\" x=\"24\" y=\"320\">to do it</text>",
    ));
    for i in 0..BANK_COINS as usize {
        column(s, ctx, i);
    }
    s.push("</g>");
}
