//! The five beneficial deeds: three follower spaces each, the effect of marking a space, and the
//! yellow completion bonus. A deed completed by someone else (or out of the game) is crossed
//! through.

use super::context::{hover, open_group, open_labelled, Ctx, YState};
use super::fit::{self, squeeze, Face};
use super::followers::follower_icon;
use super::frame::{frame, note};
use super::icons::{bonus_icon, gains_row};
use super::marks::{circle_mark, seed, strike, x_mark};
use crate::app::svg::{Layer, Svg};
use crate::engine::data::DEEDS;
use crate::engine::{Action, DeedId, Follower, Step, Yellow};

/// Panel height.
pub const HEIGHT: f64 = 270.0;

/// The follower the current decision is about (the one a deed space would be marked with).
fn acting_follower(ctx: &Ctx) -> Option<Follower> {
    match ctx.game.current()?.next_step()? {
        Step::Options(f, _) => Some(f),
        _ => None,
    }
}

/// What the deeds are drawn from (see [`Ctx::key`]): the spaces marked, the yellow bonuses, the
/// follower being acted with, the deeds offered.
pub fn key(ctx: &Ctx) -> u64 {
    ctx.key((ctx.sheet.deeds, ctx.yellows(), acting_follower(ctx)), |a| matches!(a, Action::Deed(_)))
}

/// Why a deed is crossed on this sheet.
fn crossed_note(ctx: &Ctx, d: usize) -> String {
    let y = Yellow::Deed(d as DeedId);
    let w = ctx.w;
    match ctx.game.holder(y) {
        Some(p) => w.completed_by(&ctx.name(p)),
        None if ctx.game.jeanne().is_some() && !ctx.game.crossed_at_setup(y) => w.crossed_by_jeanne().into(),
        None if ctx.game.jeanne().is_some() => w.not_in_play().into(),
        None => w.out_with(ctx.seats()),
    }
}

/// What a deed's card shows besides the deed: its bonus's state, its spaces marked, and the
/// spaces offered when it is a target (those free for the follower acting).
type CardState = (YState, [bool; 3], Option<[bool; 3]>);

/// Deed `d`'s card, `cw` wide from `x`: a part of its own (see [`Svg::part`]), as a decision
/// changes one card at most (a space offered, marked).
fn card(s: &mut Svg, ctx: &Ctx, d: usize, x: f64, cw: f64) {
    let (state, _) = ctx.yellow(Yellow::Deed(d as DeedId));
    let marked: [bool; 3] = std::array::from_fn(|i| ctx.sheet.deed_marked(d, i));
    let acting = acting_follower(ctx);
    let offered = ctx.target(Action::Deed(d as DeedId)).map(|_| {
        let spaces = DEEDS[d].spaces;
        std::array::from_fn(|i| !marked[i] && acting.is_none_or(|a| a == spaces[i]))
    });
    let card = (state, marked, offered);
    // Who crossed it, or that it is yours, in words.
    let note = match state {
        YState::Crossed => crossed_note(ctx, d),
        YState::Mine => ctx.w.deed_yours().into(),
        YState::Open => String::new(),
    };
    let at = [x, cw].map(f64::to_bits);
    s.part(("deed", d, at, card, &note), |s| card_drawn(s, ctx, d, (x, cw), card, &note));
}

fn card_drawn(s: &mut Svg, ctx: &Ctx, d: usize, (x, cw): (f64, f64), card: CardState, note: &str) {
    let (state, marked, offered) = card;
    let deed = &DEEDS[d];
    let y0 = 46.0;
    let ch = HEIGHT - y0 - 12.0;
    let pitch = ((cw - 24.0) / 3.0).min(62.0);
    let sx0 = x + cw / 2.0 - pitch;
    let sy = y0 + 62.0;
    let ey = y0 + 122.0;
    let by = y0 + 170.0;
    let w = ctx.w;
    let crossed = state == YState::Crossed;
    let mut label = w.deed_label(
        d + 1,
        &deed.spaces.map(|f| w.follower(f)).join(", "),
        &w.gains(deed.effect),
        &w.bonus(deed.completion),
    );
    if !note.is_empty() {
        label += &format!(" ({note})");
    }
    open_group(s, "", &label);
    let look = if crossed { "deed-card deed-crossed" } else { "deed-card" };
    s.print(Layer::Ground, look, None, |s| s.rounded_rect(x, y0, cw, ch, 8.0));
    s.t("<text class=\"deed-num\" x=\"@\" y=\"@\">@</text>", &[x + 12.0, y0 + 24.0, (d + 1) as f64]);
    for (i, &f) in deed.spaces.iter().enumerate() {
        let sx = sx0 + pitch * i as f64;
        let marked = marked[i];
        match offered.is_some_and(|o| o[i]) {
            true => {
                ctx.open_target(s, Action::Deed(d as DeedId), "deed-target");
                s.t("<circle class=\"hl hl-ring\" cx=\"@\" cy=\"@\" r=\"31\"/>", &[sx, sy]);
            }
            false => {
                let mut label = w.deed_space(d + 1, w.follower(f));
                if marked {
                    label += &format!(" ({})", w.marked());
                }
                open_labelled(s, &label);
                hover(s, "", (sx - 25.0, sy - 25.0, 50.0, 50.0));
            }
        }
        s.print(Layer::Plate, "space", None, |s| s.circle(sx, sy, 25.0));
        follower_icon(s, w, f, sx, sy, 34.0);
        if marked {
            x_mark(s, sx, sy, 17.0, seed(100 + d as u32, i as u32));
        }
        s.push("</g>");
    }
    // The effect is centred once its width is known (from a drawing of it aside), clear of the
    // word before it (longer in some languages). It is drawn again in place rather than moved
    // there: a transform costs a slow phone's frames (see `Svg::path_at`).
    let ew = gains_row(&mut Svg::with_capacity(1024), w, deed.effect, 0.0, 0.0, 30.0);
    let each_end = x + 12.0 + fit::width(w.each(), 17.0, Face::Italic);
    let ex = (x + cw / 2.0 - ew / 2.0 + 14.0).max(each_end + 8.0);
    s.t("<text class=\"deed-each\" x=\"@\" y=\"@\">", &[x + 12.0, ey + 6.0]);
    s.text(w.each());
    s.push("</text>");
    gains_row(s, w, deed.effect, ex, ey, 30.0);
    s.print(Layer::Plate, "yellow-bg", None, |s| s.rounded_rect(x + 10.0, by - 22.0, cw - 20.0, 44.0, 8.0));
    s.t("<text class=\"deed-each\" x=\"@\" y=\"@\">", &[x + 20.0, by + 6.0]);
    s.text(w.all_three());
    s.push("</text>");
    bonus_icon(s, w, deed.completion, x + cw / 2.0 + 20.0, by, 32.0);
    if state == YState::Mine {
        circle_mark(s, x + cw / 2.0 + 20.0, by, 24.0, 22.0, seed(110, d as u32));
    }
    // A long player's name is narrowed to the card.
    s.t("<text class=\"deed-note\" x=\"@\" y=\"@\"", &[x + cw / 2.0, y0 + ch - 8.0]);
    squeeze(s, fit::width(note, 14.0, Face::Italic), cw - 16.0);
    s.push(">");
    s.text(note);
    s.push("</text>");
    if crossed {
        strike(s, x + 8.0, y0 + ch - 8.0, x + cw - 8.0, y0 + 8.0, seed(111, d as u32));
    }
    s.push("</g>");
}

/// The beneficial deeds panel, `w` wide.
pub fn panel(s: &mut Svg, ctx: &Ctx, w: f64) {
    let gap = 10.0;
    let cw = (w - 24.0 - gap * 4.0) / 5.0;
    let words = ctx.w;
    open_group(s, "area deeds", words.deeds());
    s.layered(|s| {
        let title_end = frame(s, w, HEIGHT, words.deeds());
        note(s, w, title_end, words.deeds_note());
        for d in 0..DEEDS.len() {
            card(s, ctx, d, 12.0 + (cw + gap) * d as f64, cw);
        }
    });
    s.push("</g>");
}
