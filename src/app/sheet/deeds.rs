//! The five beneficial deeds: three follower spaces each, the effect of marking a space, and the
//! yellow completion bonus. A deed completed by someone else (or out of the game) is crossed
//! through.

use leptos::prelude::*;

use super::context::{Ctx, YState};
use super::followers::follower_icon;
use super::icons::{bonus_icon, gains_row};
use super::layout::frame;
use super::marks::{n, seed, strike, x_mark};
use crate::engine::data::{self, DEEDS};
use crate::engine::{Action, DeedId, Follower, Step, Yellow};
use crate::text;

/// Panel height.
pub const HEIGHT: f64 = 270.0;

/// The follower the current decision is about (the one a deed space would be marked with).
fn acting_follower(ctx: &Ctx) -> Option<Follower> {
    match ctx.game.current()?.next_step()? {
        Step::Options(f, _) => Some(f),
        _ => None,
    }
}

/// Why a deed is crossed on this sheet.
fn crossed_note(ctx: &Ctx, d: usize) -> String {
    let y = Yellow::Deed(d as DeedId);
    match ctx.game.holder(y) {
        Some(p) => format!("completed by {}", Ctx::name(p)),
        None if ctx.game.jeanne().is_some() => "crossed by Jeanne".into(),
        None => format!("not in play with {} players", ctx.seats()),
    }
}

fn card(ctx: &Ctx, d: usize, x: f64, cw: f64) -> AnyView {
    let deed = &DEEDS[d];
    let y0 = 46.0;
    let ch = HEIGHT - y0 - 12.0;
    let yl = Yellow::Deed(d as DeedId);
    let (state, _) = ctx.yellow(yl);
    let acting = acting_follower(ctx);
    let target = ctx.target(Action::Deed(d as DeedId));
    let pitch = ((cw - 24.0) / 3.0).min(62.0);
    let sx0 = x + cw / 2.0 - pitch;
    let sy = y0 + 62.0;
    let spaces = deed
        .spaces
        .iter()
        .enumerate()
        .map(|(i, &f)| {
            let sx = sx0 + pitch * i as f64;
            let marked = ctx.sheet.deed_marked(d, i);
            let cell = view! {
                <circle class="space" cx=n(sx) cy=n(sy) r="25" />
                {follower_icon(f, sx, sy, 34.0)}
                {marked.then(|| x_mark(sx, sy, 17.0, seed(100 + d as u32, i as u32)))}
            }
            .into_any();
            let here = target.filter(|_| !marked && acting.is_none_or(|a| a == f));
            match here {
                Some(a) => {
                    let hl =
                        view! { <circle class="hl hl-ring" cx=n(sx) cy=n(sy) r="31" /> }.into_any();
                    ctx.clickable(a, "deed-target", view! { {hl} {cell} }.into_any())
                }
                None => Ctx::labelled(
                    format!(
                        "Deed {} space: {}{}",
                        d + 1,
                        f.name(),
                        if marked { " (marked)" } else { "" }
                    ),
                    cell,
                ),
            }
        })
        .collect_view();
    let (effect, ew) = gains_row(deed.effect, 0.0, 0.0, 30.0);
    let ey = y0 + 122.0;
    let by = y0 + 170.0;
    let bonus_words = match deed.completion {
        data::Bonus::Citizen(_) => "a citizen".to_string(),
        b => text::bonus(b),
    };
    let crossed = state == YState::Crossed;
    let note = if crossed {
        crossed_note(ctx, d)
    } else if state == YState::Mine {
        "completed: yours".into()
    } else {
        String::new()
    };
    let label = format!(
        "Beneficial deed {}: spaces {}; each space gives {}; completing it (yellow) gives {bonus_words}{}",
        d + 1,
        deed.spaces.map(|f| f.name()).join(", "),
        text::gains(deed.effect),
        if note.is_empty() { String::new() } else { format!(" ({note})") }
    );
    let class = if crossed {
        "deed-card deed-crossed"
    } else {
        "deed-card"
    };
    view! {
        <g role="group" aria-label=label>
            <rect class=class x=n(x) y=n(y0) width=n(cw) height=n(ch) rx="8" />
            <text class="deed-num" x=n(x + 12.0) y=n(y0 + 24.0)>{format!("{}", d + 1)}</text>
            {spaces}
            <text class="deed-each" x=n(x + 12.0) y=n(ey + 6.0)>"each"</text>
            <g transform=format!("translate({} {})", n(x + cw / 2.0 - ew / 2.0 + 14.0), n(ey))>{effect}</g>
            <rect class="yellow-bg" x=n(x + 10.0) y=n(by - 22.0) width=n(cw - 20.0) height="44" rx="8" />
            <text class="deed-each" x=n(x + 20.0) y=n(by + 6.0)>"all 3"</text>
            {bonus_icon(deed.completion, x + cw / 2.0 + 20.0, by, 32.0)}
            {(state == YState::Mine).then(|| super::marks::circle_mark(x + cw / 2.0 + 20.0, by, 24.0, 22.0, seed(110, d as u32)))}
            <text class="deed-note" x=n(x + cw / 2.0) y=n(y0 + ch - 8.0)>{note}</text>
            {crossed.then(|| strike(x + 8.0, y0 + ch - 8.0, x + cw - 8.0, y0 + 8.0, seed(111, d as u32)))}
        </g>
    }
    .into_any()
}

/// The beneficial deeds panel, `w` wide.
pub fn panel(ctx: &Ctx, w: f64) -> AnyView {
    let gap = 10.0;
    let cw = (w - 24.0 - gap * 4.0) / 5.0;
    let cards = (0..DEEDS.len())
        .map(|d| card(ctx, d, 12.0 + (cw + gap) * d as f64, cw))
        .collect_view();
    view! {
        <g class="area deeds" role="group" aria-label="Beneficial deeds">
            {frame(w, HEIGHT, "Beneficial deeds".into())}
            <text class="note" x=n(w - 18.0) y="33">"mark a space with the exact follower you take"</text>
            {cards}
        </g>
    }
    .into_any()
}
