//! The places in play: the 20 printed places, or the 20 place cards revealed at setup. Each
//! shows its category, name, cost, activating follower and effect, and whether it is yours
//! (filled corner, name circled), someone else's (crossed) or removed from the game (struck).

use super::context::{hover, open_group, open_labelled, Ctx};
use super::fit::{self, squeeze, Face};
use super::followers::follower_icon;
use super::frame::{frame, note};
use super::icons::{
    any_good_icon, bold_label, coin_icon, count, dev_icon, gains_row, monk_icon, plus_sign, CATEGORY,
};
use super::marks::{circle_mark, seed, strike, x_mark};
use crate::app::svg::{Layer, Svg};
use crate::engine::data::{self, PlaceKind, PlusEffect, PLACES};
use crate::engine::{Action, Follower, PlaceId, PlaceMode, PlaceSlot};
use crate::i18n::{isolate, roman, Words};

/// Panel heights.
pub const HEIGHT_NARROW: f64 = 566.0;
pub const HEIGHT_WIDE: f64 = 462.0;
const CELL_H: f64 = 96.0;
/// The width of a cell in the narrow arrangement (980 wide, four columns 8 apart): a name is
/// split as it must be there in both arrangements, so that both draw the same elements.
const NARROW_CELL_W: f64 = (980.0 - 24.0 - 8.0 * 3.0) / 4.0;

/// Size of a place's name (`.place-name`) and of the lines of its effect (`.place-words`).
const NAME_SIZE: f64 = 20.0;
const WORDS_SIZE: f64 = 18.0;

/// Two short lines for places whose effect is not a list of gains.
fn words(w: &dyn Words, kind: PlaceKind) -> Option<[&'static str; 2]> {
    Some(match kind {
        PlaceKind::Passive(p) => w.passive_lines(p),
        PlaceKind::School => w.school_lines(),
        PlaceKind::Observatory => w.observatory_lines(),
        _ => return None,
    })
}

/// A word in place of a follower ("any", "∞"), centred on (`x`, `y`), narrowed to stay clear
/// of the effect at its right.
fn any(s: &mut Svg, x: f64, y: f64, word: &str) {
    s.t("<text class=\"place-any\" x=\"@\" y=\"@\"", &[x, y + 6.0]);
    squeeze(s, fit::width(word, NAME_SIZE, Face::BoldItalic), 52.0);
    s.push(">");
    s.text(word);
    s.push("</text>");
}

/// The activating follower (or what stands for it) centred on (`x`, `y`).
fn activator(s: &mut Svg, w: &dyn Words, kind: PlaceKind, x: f64, y: f64) {
    let size = 36.0;
    match kind {
        PlaceKind::Action(Some(f), _) => follower_icon(s, w, f, x, y, size),
        PlaceKind::Action(None, _) | PlaceKind::Circus => any(s, x, y, w.any_follower()),
        PlaceKind::Plus(f, _) => {
            follower_icon(s, w, f, x, y, size);
            s.t(
                "<circle class=\"plus-badge\" cx=\"@\" cy=\"@\" r=\"9\"/><text class=\"plus-text\" x=\"@\" y=\"@\">+</text>",
                &[x + 15.0, y - 15.0, x + 15.0, y - 10.0],
            );
        }
        PlaceKind::Passive(_) => any(s, x, y, "∞"),
        PlaceKind::School => follower_icon(s, w, Follower::Scholar, x, y, size),
        PlaceKind::Observatory => monk_icon(s, x, y, size),
    }
}

/// The effect, left edge at `x`, centred on `y`, `room` wide at most.
fn effect(s: &mut Svg, w: &dyn Words, kind: PlaceKind, x: f64, y: f64, room: f64) {
    let size = 26.0;
    if let Some(lines) = words(w, kind) {
        // High enough to leave the bottom right corner to the owner's note.
        for (line, dy) in lines.into_iter().zip([-6.0, 12.0]) {
            s.t("<text class=\"place-words\" x=\"@\" y=\"@\"", &[x, y + dy]);
            squeeze(s, fit::width(line, WORDS_SIZE, Face::Italic), room);
            s.push(">");
            s.text(line);
            s.push("</text>");
        }
        return;
    }
    let slash = |s: &mut Svg, sx: f64| {
        plus_sign(s, "/", sx, y + 6.0);
    };
    match kind {
        PlaceKind::Action(_, list) => {
            gains_row(s, w, list, x, y, size);
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

/// Writes a place's name from (`x`, `baseline`), narrowed to `room` if need be.
fn name_line(s: &mut Svg, line: &str, x: f64, baseline: f64, room: f64) {
    s.t("<text class=\"place-name\" x=\"@\" y=\"@\"", &[x, baseline]);
    squeeze(s, fit::width(line, NAME_SIZE, Face::Bold), room);
    s.push(">");
    s.text(line);
    s.push("</text>");
}

/// Whether a place is out of the game (its cell faded).
fn removed(slot: PlaceSlot) -> bool {
    matches!(slot, PlaceSlot::Removed | PlaceSlot::OutOfGame)
}

/// What a place's cell shows besides the place: where it is, whether it is this sheet's
/// player's, its action if it is a target.
type CellState = (PlaceSlot, bool, Option<Action>);

/// Place `id`'s cell, `w` wide from (`x`, `y`): a part of its own (see [`Svg::part`]), as a
/// decision changes a few cells at most (a place offered, acquired).
fn cell(s: &mut Svg, ctx: &Ctx, id: PlaceId, x: f64, y: f64, w: f64) {
    let slot = ctx.game.place(id);
    let mine = matches!(slot, PlaceSlot::Owned { player, .. } if player == ctx.player);
    let target = ctx.target(Action::UsePlace(id)).or_else(|| ctx.target(Action::Acquire(id)));
    let state = (slot, mine, target);
    let at = [x, y, w].map(f64::to_bits);
    s.part(("place", id, at, state), |s| {
        s.fade(if removed(slot) { "faded" } else { "" }, |s| cell_drawn(s, ctx, id, (x, y, w), state));
    });
}

fn cell_drawn(
    s: &mut Svg,
    ctx: &Ctx,
    id: PlaceId,
    (x, y, w): (f64, f64, f64),
    (slot, mine, target): CellState,
) {
    let words = ctx.w;
    let p = &PLACES[id as usize];
    let cost = data::place_cost(p.category);
    let (look, state) = match slot {
        PlaceSlot::Available => ("place-card", words.available().to_string()),
        PlaceSlot::Owned { .. } if mine => ("place-card place-mine", words.yours().into()),
        PlaceSlot::Owned { player, .. } => ("place-card place-other", words.owned_by(&ctx.name(player))),
        PlaceSlot::Removed | PlaceSlot::OutOfGame => {
            ("place-card place-removed", words.removed_from_game().into())
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
        None => {
            open_labelled(s, &words.place_label(&words.place(id), cost, &state));
            // A removed place's words and symbols are faded (style/sheet.css).
            hover(s, if removed(slot) { "removed" } else { "" }, (x, y, w, CELL_H));
        }
    }
    s.print(Layer::Ground, look, None, |s| s.rounded_rect(x, y, w, CELL_H, 7.0));
    s.print(Layer::Plate, "cat-badge", None, |s| s.rounded_rect(x + 7.0, y + 7.0, 36.0, 26.0, 4.0));
    bold_label(s, CATEGORY, x + 25.0, y + 26.0, roman(p.category));
    // The name, beside the cost: on one line when it fits, else on two (split at a space),
    // each narrowed only if it still does not fit. Sized by its drawn width, not its number of
    // letters, so that it fits in every language.
    let name = words.place_name(p.key);
    let beside_cost = |cell_w: f64| cell_w - 62.0 - 19.0 * f64::from(cost);
    let room = beside_cost(w);
    let natural = fit::width(name, NAME_SIZE, Face::Bold);
    let split = natural > beside_cost(w.min(NARROW_CELL_W));
    let two = if split { fit::split_in_two(name, NAME_SIZE, Face::Bold) } else { None };
    // Where the owner's pen circle goes round the name: its centre, its half-width and height.
    let (ring_y, ring_rx, ring_ry) = match two {
        None => {
            name_line(s, name, x + 50.0, y + 28.0, room);
            (y + 21.0, natural.min(room) / 2.0 + 12.0, 16.0)
        }
        Some((a, b)) => {
            name_line(s, a, x + 50.0, y + 21.0, room);
            name_line(s, b, x + 50.0, y + 40.0, room);
            let widest = fit::width(a, NAME_SIZE, Face::Bold).max(fit::width(b, NAME_SIZE, Face::Bold));
            (y + 25.0, widest.min(room) / 2.0 + 12.0, 23.0)
        }
    };
    for k in 0..cost {
        coin_icon(s, x + w - 16.0 - 19.0 * f64::from(k), y + 20.0, 17.0, None);
    }
    activator(s, words, p.kind, x + 28.0, y + 64.0);
    effect(s, words, p.kind, x + 58.0, y + 64.0, w - 58.0 - 8.0);
    let sd = seed(120, u32::from(id));
    let owner_note = |s: &mut Svg, who: &str| {
        s.t("<text class=\"place-owner\" x=\"@\" y=\"@\"", &[x + w - 10.0, y + CELL_H - 5.0]);
        squeeze(s, fit::width(who, 15.0, Face::Italic), w - 20.0);
        s.push(">");
        s.text(who);
        s.push("</text>");
    };
    match slot {
        PlaceSlot::Owned { .. } if mine => {
            s.t("<path class=\"ink-corner\" d=\"M@ @h-34l34 34z\"/>", &[x + w, y]);
            s.push("<g class=\"place-ring\">");
            circle_mark(s, x + 38.0 + ring_rx, ring_y, ring_rx, ring_ry, sd);
            s.push("</g>");
        }
        PlaceSlot::Owned { player, .. } => {
            x_mark(s, x + w / 2.0, y + CELL_H / 2.0, CELL_H * 0.36, sd);
            owner_note(s, &isolate(&ctx.name(player)));
        }
        PlaceSlot::Removed | PlaceSlot::OutOfGame => {
            strike(s, x + 8.0, y + CELL_H / 2.0, x + w - 8.0, y + CELL_H / 2.0 - 4.0, sd);
            owner_note(s, words.removed());
        }
        PlaceSlot::Available => {}
    }
    s.push("</g>");
}

/// What the places are drawn from (see [`Ctx::key`]): the places in play and who has them,
/// the places offered.
pub fn key(ctx: &Ctx) -> u64 {
    let slots: Vec<PlaceSlot> = (0..PLACES.len() as PlaceId).map(|id| ctx.game.place(id)).collect();
    ctx.key((slots, ctx.game.setup().places), |a| matches!(a, Action::UsePlace(_) | Action::Acquire(_)))
}

/// The places panel, `w` wide: one row per category (narrow) or one column per category (wide).
/// The places dealt at setup (removed ones included), by category then table order.
pub fn panel(s: &mut Svg, ctx: &Ctx, w: f64, wide: bool) {
    let (cols, height) = if wide { (5usize, HEIGHT_WIDE) } else { (4usize, HEIGHT_NARROW) };
    let gap = if wide { 10.0 } else { 8.0 };
    let cw = (w - 24.0 - gap * (cols - 1) as f64) / cols as f64;
    let words = ctx.w;
    let mode = match ctx.game.setup().places {
        PlaceMode::Printed => words.places_printed(),
        PlaceMode::Cards => words.places_cards(),
    };
    open_group(s, "area places", mode);
    s.layered(|s| {
        let title_end = frame(s, w, height, mode);
        note(s, w, title_end, words.places_note());
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
    });
    s.push("</g>");
}
