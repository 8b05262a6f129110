//! The citizens (every citizen space of the sheet gathered in one place, with the majority
//! citizen) and the scoring strip at the foot of the sheet.

use leptos::prelude::*;

use super::context::{Ctx, YState};
use super::icons::citizen_icon;
use super::layout::frame;
use super::marks::{circle_mark, n, seed, x_mark};
use crate::engine::{Score, Yellow};

/// Panel heights.
pub const CITIZENS_HEIGHT: f64 = 130.0;
pub const STRIP_HEIGHT: f64 = 110.0;

/// The majority citizen's state here, and in words.
fn majority(ctx: &Ctx) -> (YState, String) {
    if ctx.sheet.majority_citizen {
        return (
            YState::Mine,
            "the majority citizen: yours (most trading posts)".into(),
        );
    }
    if !ctx.game.is_over() {
        return (
            YState::Open,
            "the majority citizen: to the player with the most trading posts at the end".into(),
        );
    }
    let winner = (0..ctx.game.players() as u8).find(|&p| ctx.game.sheet(p).majority_citizen);
    let jeanne_ahead = ctx
        .game
        .jeanne()
        .is_some_and(|j| j.posts > ctx.sheet.post_count());
    let words = match winner {
        Some(p) => format!(
            "the majority citizen: crossed, {} had the most trading posts",
            Ctx::name(p)
        ),
        None if jeanne_ahead => {
            "the majority citizen: crossed, Jeanne had the most trading posts".into()
        }
        None => "the majority citizen: crossed, nobody had the most trading posts alone".into(),
    };
    (YState::Crossed, words)
}

/// Every citizen space of the sheet: circled if yours, crossed if lost.
pub fn citizens(ctx: &Ctx, w: f64) -> AnyView {
    let spaces: [(Option<Yellow>, &str); 8] = [
        (Some(Yellow::City22Citizen), "City 22"),
        (Some(Yellow::BankCitizen), "Bank"),
        (Some(Yellow::WarehouseCitizen), "Wareh."),
        (Some(Yellow::FirstDevCitizen), "Dev. 7"),
        (Some(Yellow::SecondDevCitizen), "Dev. 19"),
        (Some(Yellow::Deed(3)), "Deed 4"),
        (Some(Yellow::Deed(4)), "Deed 5"),
        (None, "Majority"),
    ];
    let pitch = (w - 30.0) / 4.0;
    let items = spaces
        .iter()
        .enumerate()
        .map(|(i, &(y, name))| {
            let (cx, cy) = (34.0 + pitch * (i % 4) as f64, 64.0 + 42.0 * (i / 4) as f64);
            let (state, words) = match y {
                Some(y) => ctx.yellow(y),
                None => majority(ctx),
            };
            let s = seed(130, i as u32);
            let mark = match state {
                YState::Open => ().into_any(),
                YState::Mine => circle_mark(cx, cy, 19.0, 18.0, s),
                YState::Crossed => x_mark(cx, cy, 14.0, s),
            };
            let class = if state == YState::Crossed {
                "yellow-bg yellow-lost"
            } else {
                "yellow-bg"
            };
            Ctx::labelled(
                format!("Citizen ({name}): {words}"),
                view! {
                    <circle class=class cx=n(cx) cy=n(cy) r="16" />
                    {citizen_icon(cx, cy, 24.0)}
                    {mark}
                    <text class="cit-name" x=n(cx + 24.0) y=n(cy + 6.0)>{name}</text>
                }
                .into_any(),
            )
        })
        .collect_view();
    let count = ctx.sheet.citizens();
    view! {
        <g class="area citizens" role="group" aria-label=format!("Citizens: {count} circled")>
            {frame(w, CITIZENS_HEIGHT, format!("Citizens · {count}"))}
            {items}
        </g>
    }
    .into_any()
}

/// The scoring strip: (posts + citizens) × level, then each area, then the total.
pub fn strip(ctx: &Ctx, w: f64) -> AnyView {
    let s = Score::of(ctx.sheet);
    let cells: [(&str, u16, &str); 9] = [
        ("Posts", u16::from(s.posts), "+"),
        ("Citizens", u16::from(s.citizens), "×"),
        ("Level", u16::from(s.level), "="),
        ("", s.posts_and_citizens, "+"),
        ("Warehouse", s.warehouse, "+"),
        ("Bank", s.bank, "+"),
        ("Monks", s.monks, "+"),
        ("Depot", s.depot, "="),
        ("Total", s.total, ""),
    ];
    let pitch = ((w - 40.0) / 9.0).min(130.0);
    let x0 = (w - pitch * 8.0) / 2.0;
    let bw = pitch * 0.68;
    let y = 78.0;
    let boxes = cells
        .iter()
        .enumerate()
        .map(|(i, &(name, v, op))| {
            let x = x0 + pitch * i as f64;
            let class = if i == 8 {
                "score-box score-total"
            } else {
                "score-box"
            };
            view! {
                <text class="score-cap" x=n(x) y=n(y - 26.0)>{name}</text>
                <rect class=class x=n(x - bw / 2.0) y=n(y - 20.0) width=n(bw) height="40" rx="5" />
                <text class="score-num" x=n(x) y=n(y + 9.0)>{v.to_string()}</text>
                <text class="score-op" x=n(x + pitch / 2.0) y=n(y + 8.0)>{op}</text>
            }
        })
        .collect_view();
    let title = if ctx.game.is_over() {
        "Final score"
    } else {
        "Score so far"
    };
    let label = format!(
        "{title}: ({} trading posts + {} citizens) × level {} = {}; Warehouse {}, Bank {}, Monks {}, Depot {}; total {}",
        s.posts, s.citizens, s.level, s.posts_and_citizens, s.warehouse, s.bank, s.monks, s.depot, s.total
    );
    view! {
        <g class="area score" role="group" aria-label=label>
            <rect class="panel" width=n(w) height=n(STRIP_HEIGHT) rx="10" />
            <rect class="panel-inner" x="5" y="5" width=n(w - 10.0) height=n(STRIP_HEIGHT - 10.0) rx="7" />
            <text class="panel-title" x="18" y="33">{title}</text>
            {boxes}
        </g>
    }
    .into_any()
}
