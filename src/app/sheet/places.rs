//! The places in play: the 20 printed places, or the 20 place cards revealed at setup. Each
//! shows its category, name, cost, activating follower and effect, and whether it is yours
//! (filled corner, name circled), someone else's (crossed) or removed from the game (struck).

use leptos::prelude::*;

use super::context::Ctx;
use super::followers::follower_icon;
use super::icons::{any_good_icon, coin_icon, count, dev_icon, gains_row, monk_icon};
use super::layout::frame;
use super::marks::{circle_mark, n, seed, strike, x_mark};
use crate::engine::data::{self, PlaceKind, PlusEffect, PLACES};
use crate::engine::{Action, Follower, Game, PlaceId, PlaceMode, PlaceSlot};
use crate::text;

/// Panel heights.
pub const HEIGHT_NARROW: f64 = 566.0;
pub const HEIGHT_WIDE: f64 = 462.0;
const CELL_H: f64 = 96.0;

/// The places dealt at setup (removed ones included), by category then table order.
fn in_play(game: &Game) -> Vec<PlaceId> {
    (0..PLACES.len() as PlaceId).filter(|&i| game.place(i) != PlaceSlot::OutOfGame).collect()
}

/// Two short lines for places whose effect is not a list of gains.
fn words(kind: PlaceKind) -> Option<(&'static str, &'static str)> {
    Some(match kind {
        PlaceKind::Passive(data::Passive::Cemetery) => ("places cost", "1 coin less"),
        PlaceKind::Passive(data::Passive::Treehouse) => ("swap a good", "on a road you fill"),
        PlaceKind::Passive(data::Passive::Tavern) => ("build in", "crossed-out cities"),
        PlaceKind::School => ("the Scholar acts", "as any follower"),
        PlaceKind::Observatory => ("develop up to", "the next level"),
        _ => return None,
    })
}

/// The activating follower (or what stands for it) centred on (`x`, `y`).
fn activator(kind: PlaceKind, x: f64, y: f64) -> AnyView {
    let s = 36.0;
    match kind {
        PlaceKind::Action(Some(f), _) => follower_icon(f, x, y, s).into_any(),
        PlaceKind::Action(None, _) | PlaceKind::Circus => {
            view! { <text class="place-any" x=n(x) y=n(y + 6.0)>"any"</text> }.into_any()
        }
        PlaceKind::Plus(f, _) => view! {
            {follower_icon(f, x, y, s)}
            <circle class="plus-badge" cx=n(x + 15.0) cy=n(y - 15.0) r="9" />
            <text class="plus-text" x=n(x + 15.0) y=n(y - 10.0)>"+"</text>
        }
        .into_any(),
        PlaceKind::Passive(_) => {
            view! { <text class="place-any" x=n(x) y=n(y + 6.0)>"∞"</text> }.into_any()
        }
        PlaceKind::School => follower_icon(Follower::Scholar, x, y, s).into_any(),
        PlaceKind::Observatory => monk_icon(x, y, s),
    }
}

/// The effect, left edge at `x`, centred on `y`.
fn effect(kind: PlaceKind, x: f64, y: f64) -> AnyView {
    let s = 26.0;
    if let Some((a, b)) = words(kind) {
        return view! {
            <text class="place-words" x=n(x) y=n(y - 4.0)>{a}</text>
            <text class="place-words" x=n(x) y=n(y + 15.0)>{b}</text>
        }
        .into_any();
    }
    let slash =
        |sx: f64| view! { <text class="ic-plus" x=n(sx) y=n(y + 6.0)>"/"</text> }.into_any();
    match kind {
        PlaceKind::Action(_, list) => gains_row(list, x, y, s).0,
        PlaceKind::Circus => view! {
            {count(x + 5.0, y, s, 2)}
            {coin_icon(x + 24.0, y, 22.0, None)}
            {slash(x + 42.0)}
            {coin_icon(x + 58.0, y, 22.0, None)}
            {dev_icon(x + 81.0, y, 24.0, 1)}
            {slash(x + 99.0)}
            {count(x + 111.0, y, s, 2)}
            {dev_icon(x + 130.0, y, 24.0, 1)}
        }
        .into_any(),
        PlaceKind::Plus(_, e) => match e {
            PlusEffect::Coin => coin_icon(x + 13.0, y, 24.0, None),
            PlusEffect::Develop => dev_icon(x + 13.0, y, s, 1),
            PlusEffect::AnyGood => any_good_icon(x + 13.0, y, 23.0),
            PlusEffect::CoinOrDevelop => view! {
                {coin_icon(x + 13.0, y, 24.0, None)}
                {slash(x + 30.0)}
                {dev_icon(x + 50.0, y, s, 1)}
            }
            .into_any(),
        },
        _ => ().into_any(),
    }
}

fn cell(ctx: &Ctx, id: PlaceId, x: f64, y: f64, w: f64) -> AnyView {
    let p = &PLACES[id as usize];
    let slot = ctx.game.place(id);
    let (class, state) = match slot {
        PlaceSlot::Available => ("place-card", "available".to_string()),
        PlaceSlot::Owned { player, .. } if player == ctx.player => {
            ("place-card place-mine", "yours".into())
        }
        PlaceSlot::Owned { player, .. } => (
            "place-card place-other",
            format!("owned by {}", Ctx::name(player)),
        ),
        PlaceSlot::Removed | PlaceSlot::OutOfGame => {
            ("place-card place-removed", "removed from the game".into())
        }
    };
    let cost = data::place_cost(p.category);
    // The name shrinks to fit beside the cost when it is long.
    let room = w - 62.0 - 19.0 * f64::from(cost);
    let natural = p.name.chars().count() as f64 * 10.6;
    let name_w = natural.min(room);
    let fit = (natural > room).then(|| n(room));
    let s = seed(120, u32::from(id));
    let marks = match slot {
        PlaceSlot::Owned { player, .. } if player == ctx.player => view! {
            <path class="ink-corner" d=format!("M{} {}h-34l34 34z", n(x + w), n(y)) />
            {circle_mark(x + 50.0 + name_w / 2.0, y + 21.0, name_w / 2.0 + 12.0, 16.0, s)}
        }
        .into_any(),
        PlaceSlot::Owned { player, .. } => view! {
            {x_mark(x + w / 2.0, y + CELL_H / 2.0, CELL_H * 0.36, s)}
            <text class="place-owner" x=n(x + w - 10.0) y=n(y + CELL_H - 10.0)>{Ctx::name(player)}</text>
        }
        .into_any(),
        PlaceSlot::Removed | PlaceSlot::OutOfGame => view! {
            {strike(x + 8.0, y + CELL_H / 2.0, x + w - 8.0, y + CELL_H / 2.0 - 4.0, s)}
            <text class="place-owner" x=n(x + w - 10.0) y=n(y + CELL_H - 10.0)>"removed"</text>
        }
        .into_any(),
        PlaceSlot::Available => ().into_any(),
    };
    let coins = (0..cost)
        .map(|k| coin_icon(x + w - 16.0 - 19.0 * f64::from(k), y + 20.0, 17.0, None))
        .collect_view();
    let content = view! {
        <rect class=class x=n(x) y=n(y) width=n(w) height=n(CELL_H) rx="7" />
        <rect class="cat-badge" x=n(x + 7.0) y=n(y + 7.0) width="36" height="26" rx="4" />
        <text class="cat-text" x=n(x + 25.0) y=n(y + 26.0)>{text::roman(p.category)}</text>
        <text class="place-name" x=n(x + 50.0) y=n(y + 28.0) textLength=fit.clone() lengthAdjust=fit.map(|_| "spacingAndGlyphs")>{p.name}</text>
        {coins}
        {activator(p.kind, x + 28.0, y + 64.0)}
        {effect(p.kind, x + 58.0, y + 64.0)}
        {marks}
    }
    .into_any();
    let label = format!(
        "{}; cost {cost} coin{}; {state}",
        text::place(id),
        if cost > 1 { "s" } else { "" }
    );
    let target = ctx
        .target(Action::UsePlace(id))
        .or_else(|| ctx.target(Action::Acquire(id)));
    match target {
        Some(a) => {
            let hl = view! {
                <rect class="hl hl-box" x=n(x - 4.0) y=n(y - 4.0) width=n(w + 8.0) height=n(CELL_H + 8.0) rx="10" />
            }
            .into_any();
            ctx.clickable(a, "place-target", view! { {hl} {content} }.into_any())
        }
        None => Ctx::labelled(label, content),
    }
}

/// The places panel, `w` wide: one row per category (narrow) or one column per category (wide).
pub fn panel(ctx: &Ctx, w: f64, wide: bool) -> AnyView {
    let ids = in_play(ctx.game);
    let (cols, height) = if wide {
        (5usize, HEIGHT_WIDE)
    } else {
        (4usize, HEIGHT_NARROW)
    };
    let gap = if wide { 10.0 } else { 8.0 };
    let cw = (w - 24.0 - gap * (cols - 1) as f64) / cols as f64;
    let mut seen = [0usize; 6];
    let cells = ids
        .iter()
        .map(|&id| {
            let cat = PLACES[id as usize].category as usize;
            let k = seen[cat];
            seen[cat] += 1;
            let (col, row) = if wide { (cat - 1, k) } else { (k, cat - 1) };
            cell(
                ctx,
                id,
                12.0 + (cw + gap) * col as f64,
                46.0 + (CELL_H + 8.0) * row as f64,
                cw,
            )
        })
        .collect_view();
    let mode = match ctx.game.setup().places {
        PlaceMode::Printed => "Places (printed)",
        PlaceMode::Cards => "Places (cards in play)",
    };
    view! {
        <g class="area places" role="group" aria-label=mode>
            {frame(w, height, mode.to_string())}
            <text class="note" x=n(w - 18.0) y="33">"acquire with a Trader · I opens II, II opens III…"</text>
            {cells}
        </g>
    }
    .into_any()
}
