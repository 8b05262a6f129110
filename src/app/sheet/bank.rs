//! The Bank: three rows of five coins (circled when gained, crossed when spent), each row's
//! bonus at its right, and below each column its bonus and its yellow shield.

use leptos::prelude::*;

use super::context::Ctx;
use super::icons::{bonus_icon, coin_icon, shield_icon};
use super::layout::frame;
use super::marks::{circle_mark, n, seed, x_mark};
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

fn coin(ctx: &Ctx, r: usize, i: usize) -> AnyView {
    let (x, y) = (col_x(i), row_y(r));
    let row = ctx.sheet.bank[r];
    let circled = (i as u8) < row.circled;
    let spent = (i as u8) < row.crossed;
    let s = seed(50 + r as u32, i as u32);
    let cell = view! {
        {coin_icon(x, y, COIN, None)}
        {circled.then(|| circle_mark(x, y, COIN * 0.62, COIN * 0.6, s))}
        {spent.then(|| x_mark(x, y, COIN * 0.38, s + 7))}
    }
    .into_any();
    let gain = ctx
        .target(Action::GainCoin(r as u8))
        .filter(|_| i as u8 == row.circled);
    let spend = ctx
        .target(Action::Spend(r as u8))
        .filter(|_| i as u8 == row.crossed);
    match gain.or(spend) {
        Some(a) => {
            let hl =
                view! { <circle class="hl hl-ring" cx=n(x) cy=n(y) r=n(COIN * 0.72) /> }.into_any();
            ctx.clickable(a, "coin-target", view! { {hl} {cell} }.into_any())
        }
        None => cell,
    }
}

fn row(ctx: &Ctx, r: usize) -> AnyView {
    let y = row_y(r);
    let data = ctx.sheet.bank[r];
    let b = BANK_ROW_BONUS[r];
    let bx = col_x(4) + 70.0;
    let full = data.circled >= BANK_COINS;
    let (mark, bonus_words) = match b {
        Bonus::Citizen(yl) => (
            ctx.yellow_mark(yl, bx, y, 23.0),
            format!("a citizen, yellow: {}", ctx.yellow(yl).1),
        ),
        _ => (
            if full {
                circle_mark(bx, y, 23.0, 22.0, seed(55, r as u32))
            } else {
                ().into_any()
            },
            text::bonus(b),
        ),
    };
    let label = format!(
        "Bank row {}: {} coin{} circled, {} spent; all five circled: {bonus_words}",
        r + 1,
        data.circled,
        if data.circled == 1 { "" } else { "s" },
        data.crossed
    );
    let coins = (0..BANK_COINS as usize)
        .map(|i| coin(ctx, r, i))
        .collect_view();
    let bg = matches!(b, Bonus::Citizen(_))
        .then(|| view! { <rect class="yellow-bg" x=n(bx - 21.0) y=n(y - 21.0) width="42" height="42" rx="8" /> });
    view! {
        <g role="group" aria-label=label>
            <text class="row-num" x="40" y=n(y + 8.0)>{(r + 1).to_string()}</text>
            {coins}
            <path class="arrow" d=format!("M{} {}h16", n(col_x(4) + 28.0), n(y)) />
            {bg}
            {bonus_icon(b, bx, y, 32.0)}
            {mark}
        </g>
    }
    .into_any()
}

fn column(ctx: &Ctx, i: usize) -> AnyView {
    let x = col_x(i);
    let (by, sy) = (252.0, 304.0);
    let b = BANK_COLUMN_BONUS[i];
    let done = ctx.sheet.bank_columns() as usize > i;
    let shield = Yellow::BankColumnShield(i as u8);
    let (_, shield_words) = ctx.yellow(shield);
    let label = format!(
        "Bank column {}: all three spent gives {}{}; yellow: {shield_words}",
        i + 1,
        text::bonus(b),
        if done { " (done)" } else { "" }
    );
    let content = view! {
        {bonus_icon(b, x, by, 30.0)}
        {done.then(|| circle_mark(x, by, 22.0, 21.0, seed(56, i as u32)))}
        <rect class="yellow-bg" x=n(x - 19.0) y=n(sy - 20.0) width="38" height="40" rx="8" />
        {shield_icon(x, sy, 28.0, None)}
        {ctx.yellow_mark(shield, x, sy, 21.0)}
    }
    .into_any();
    Ctx::labelled(label, content)
}

/// The Bank panel, `w` wide.
pub fn panel(ctx: &Ctx, w: f64) -> AnyView {
    let rows = (0..BANK_ROWS).map(|r| row(ctx, r)).collect_view();
    let cols = (0..BANK_COINS as usize)
        .map(|i| column(ctx, i))
        .collect_view();
    let coins = ctx.sheet.coins();
    let title = format!(
        "Bank · {coins} coin{} to spend",
        if coins == 1 { "" } else { "s" }
    );
    view! {
        <g class="area bank" role="group" aria-label="Bank">
            {frame(w, HEIGHT, title)}
            <text class="note" x=n(w - 18.0) y="33">"circle = gain · cross = spend"</text>
            {rows}
            <path class="rule" d=format!("M24 220H{}", n(w - 24.0)) />
            <text class="note-left" x="24" y="246">"column"</text>
            <text class="note-left" x="24" y="266">"spent"</text>
            <text class="note-left" x="24" y="300">"first"</text>
            <text class="note-left" x="24" y="320">"to do it"</text>
            {cols}
        </g>
    }
    .into_any()
}
