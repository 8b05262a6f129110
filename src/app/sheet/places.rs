//! The places in play: the 20 printed places, or the 20 place cards revealed at setup. Each
//! shows its category, name, cost, activating follower and effect, and whether it is yours
//! (filled corner, name circled), someone else's (crossed) or removed from the game (struck).

use super::context::{open_labelled, Ctx};
use super::followers::follower_icon;
use super::icons::{any_good_icon, coin_icon, count, dev_icon, gains_row, monk_icon};
use super::layout::{frame, note};
use super::marks::{circle_mark, seed, strike, x_mark};
use crate::app::svg::{plural, Svg};
use crate::engine::data::{self, PlaceKind, PlusEffect, PLACES};
use crate::engine::{Action, Follower, PlaceId, PlaceMode, PlaceSlot};
use crate::text;

/// Panel heights.
pub const HEIGHT_NARROW: f64 = 566.0;
pub const HEIGHT_WIDE: f64 = 462.0;
const CELL_H: f64 = 96.0;

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

/// A word in place of a follower ("any", "∞"), centred on (`x`, `y`).
fn any(s: &mut Svg, x: f64, y: f64, word: &str) {
    s.put("<text class=\"place-any\" x=\"@\" y=\"@\">$</text>", &[word], &[x, y + 6.0]);
}

/// The activating follower (or what stands for it) centred on (`x`, `y`).
fn activator(s: &mut Svg, kind: PlaceKind, x: f64, y: f64) {
    let size = 36.0;
    match kind {
        PlaceKind::Action(Some(f), _) => follower_icon(s, f, x, y, size),
        PlaceKind::Action(None, _) | PlaceKind::Circus => any(s, x, y, "any"),
        PlaceKind::Plus(f, _) => {
            follower_icon(s, f, x, y, size);
            s.t(
                "<circle class=\"plus-badge\" cx=\"@\" cy=\"@\" r=\"9\"/><text class=\"plus-text\" x=\"@\" y=\"@\">+</text>",
                &[x + 15.0, y - 15.0, x + 15.0, y - 10.0],
            );
        }
        PlaceKind::Passive(_) => any(s, x, y, "∞"),
        PlaceKind::School => follower_icon(s, Follower::Scholar, x, y, size),
        PlaceKind::Observatory => monk_icon(s, x, y, size),
    }
}

/// The effect, left edge at `x`, centred on `y`.
fn effect(s: &mut Svg, kind: PlaceKind, x: f64, y: f64) {
    let size = 26.0;
    if let Some((a, b)) = words(kind) {
        s.put(
            "<text class=\"place-words\" x=\"@\" y=\"@\">$</text><text class=\"place-words\" x=\"@\" y=\"@\">$</text>",
            &[a, b],
            &[x, y - 4.0, x, y + 15.0],
        );
        return;
    }
    let slash = |s: &mut Svg, sx: f64| {
        s.t("<text class=\"ic-plus\" x=\"@\" y=\"@\">/</text>", &[sx, y + 6.0]);
    };
    match kind {
        PlaceKind::Action(_, list) => {
            gains_row(s, list, x, y, size);
        }
        PlaceKind::Circus => {
            count(s, x + 5.0, y, size, 2);
            coin_icon(s, x + 24.0, y, 22.0, None);
            slash(s, x + 42.0);
            coin_icon(s, x + 58.0, y, 22.0, None);
            dev_icon(s, x + 81.0, y, 24.0, 1);
            slash(s, x + 99.0);
            count(s, x + 111.0, y, size, 2);
            dev_icon(s, x + 130.0, y, 24.0, 1);
        }
        PlaceKind::Plus(_, e) => match e {
            PlusEffect::Coin => coin_icon(s, x + 13.0, y, 24.0, None),
            PlusEffect::Develop => dev_icon(s, x + 13.0, y, size, 1),
            PlusEffect::AnyGood => any_good_icon(s, x + 13.0, y, 23.0),
            PlusEffect::CoinOrDevelop => {
                coin_icon(s, x + 13.0, y, 24.0, None);
                slash(s, x + 30.0);
                dev_icon(s, x + 50.0, y, size, 1);
            }
        },
        _ => {}
    }
}

fn cell(s: &mut Svg, ctx: &Ctx, id: PlaceId, x: f64, y: f64, w: f64) {
    let p = &PLACES[id as usize];
    let slot = ctx.game.place(id);
    let mine = matches!(slot, PlaceSlot::Owned { player, .. } if player == ctx.player);
    let cost = data::place_cost(p.category);
    let target = ctx.target(Action::UsePlace(id)).or_else(|| ctx.target(Action::Acquire(id)));
    let (class, state) = match slot {
        PlaceSlot::Available => ("place-card", "available".to_string()),
        PlaceSlot::Owned { .. } if mine => ("place-card place-mine", "yours".into()),
        PlaceSlot::Owned { player, .. } => {
            ("place-card place-other", format!("owned by {}", Ctx::name(player)))
        }
        PlaceSlot::Removed | PlaceSlot::OutOfGame => {
            ("place-card place-removed", "removed from the game".into())
        }
    };
    match target {
        Some(k) => {
            ctx.open_target(s, k, "place-target");
            s.t(
                "<rect class=\"hl hl-box\" x=\"@\" y=\"@\" width=\"@\" height=\"@\" rx=\"10\"/>",
                &[x - 4.0, y - 4.0, w + 8.0, CELL_H + 8.0],
            );
        }
        None => open_labelled(s, &format!("{}; cost {cost} coin{}; {state}", text::place(id), plural(cost))),
    }
    // The name shrinks to fit beside the cost when it is long.
    let room = w - 62.0 - 19.0 * f64::from(cost);
    let natural = p.name.chars().count() as f64 * 10.6;
    let name_w = natural.min(room);
    s.put(
        "<rect class=\"$\" x=\"@\" y=\"@\" width=\"@\" height=\"@\" rx=\"7\"/>\
         <rect class=\"cat-badge\" x=\"@\" y=\"@\" width=\"36\" height=\"26\" rx=\"4\"/>\
         <text class=\"cat-text\" x=\"@\" y=\"@\">$</text>\
         <text class=\"place-name\" x=\"@\" y=\"@\"",
        &[class, text::roman(p.category)],
        &[x, y, w, CELL_H, x + 7.0, y + 7.0, x + 25.0, y + 26.0, x + 50.0, y + 28.0],
    );
    if natural > room {
        s.t(" textLength=\"@\" lengthAdjust=\"spacingAndGlyphs\"", &[room]);
    }
    s.push(">");
    s.text(p.name);
    s.push("</text>");
    for k in 0..cost {
        coin_icon(s, x + w - 16.0 - 19.0 * f64::from(k), y + 20.0, 17.0, None);
    }
    activator(s, p.kind, x + 28.0, y + 64.0);
    effect(s, p.kind, x + 58.0, y + 64.0);
    let sd = seed(120, u32::from(id));
    let owner_note = |s: &mut Svg, who: &str| {
        s.put(
            "<text class=\"place-owner\" x=\"@\" y=\"@\">$</text>",
            &[who],
            &[x + w - 10.0, y + CELL_H - 10.0],
        );
    };
    match slot {
        PlaceSlot::Owned { .. } if mine => {
            s.t("<path class=\"ink-corner\" d=\"M@ @h-34l34 34z\"/>", &[x + w, y]);
            circle_mark(s, x + 50.0 + name_w / 2.0, y + 21.0, name_w / 2.0 + 12.0, 16.0, sd);
        }
        PlaceSlot::Owned { player, .. } => {
            x_mark(s, x + w / 2.0, y + CELL_H / 2.0, CELL_H * 0.36, sd);
            owner_note(s, &Ctx::name(player));
        }
        PlaceSlot::Removed | PlaceSlot::OutOfGame => {
            strike(s, x + 8.0, y + CELL_H / 2.0, x + w - 8.0, y + CELL_H / 2.0 - 4.0, sd);
            owner_note(s, "removed");
        }
        PlaceSlot::Available => {}
    }
    s.push("</g>");
}

/// The places panel, `w` wide: one row per category (narrow) or one column per category (wide).
/// The places dealt at setup (removed ones included), by category then table order.
pub fn panel(s: &mut Svg, ctx: &Ctx, w: f64, wide: bool) {
    let (cols, height) = if wide { (5usize, HEIGHT_WIDE) } else { (4usize, HEIGHT_NARROW) };
    let gap = if wide { 10.0 } else { 8.0 };
    let cw = (w - 24.0 - gap * (cols - 1) as f64) / cols as f64;
    let mode = match ctx.game.setup().places {
        PlaceMode::Printed => "Places (printed)",
        PlaceMode::Cards => "Places (cards in play)",
    };
    s.put("<g class=\"area places\" role=\"group\" aria-label=\"$\">", &[mode], &[]);
    frame(s, w, height, mode);
    note(s, w, "acquire with a Trader · I opens II, II opens III…");
    let mut seen = [0usize; 6];
    for id in 0..PLACES.len() as PlaceId {
        if ctx.game.place(id) == PlaceSlot::OutOfGame {
            continue;
        }
        let cat = PLACES[id as usize].category as usize;
        let k = seen[cat];
        seen[cat] += 1;
        let (col, row) = if wide { (cat - 1, k) } else { (k, cat - 1) };
        cell(s, ctx, id, 12.0 + (cw + gap) * col as f64, 46.0 + (CELL_H + 8.0) * row as f64, cw);
    }
    s.push("</g>");
}
