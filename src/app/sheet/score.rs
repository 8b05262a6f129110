//! The citizens (every citizen space of the sheet gathered in one place, with the majority
//! citizen) and the scoring strip at the foot of the sheet.

use super::context::{open_group, open_labelled, Ctx, YState};
use super::icons::citizen_icon;
use super::layout::frame;
use super::marks::{circle_mark, seed, x_mark};
use crate::app::svg::Svg;
use crate::engine::{Score, Yellow};

/// Panel heights.
pub const CITIZENS_HEIGHT: f64 = 130.0;
pub const STRIP_HEIGHT: f64 = 110.0;

/// The majority citizen's state here, and in words.
fn majority(ctx: &Ctx) -> (YState, String) {
    if ctx.sheet.majority_citizen {
        return (YState::Mine, "the majority citizen: yours (most trading posts)".into());
    }
    if !ctx.game.is_over() {
        return (
            YState::Open,
            "the majority citizen: to the player with the most trading posts at the end".into(),
        );
    }
    let winner = (0..ctx.game.players() as u8).find(|&p| ctx.game.sheet(p).majority_citizen);
    let jeanne_ahead = ctx.game.jeanne().is_some_and(|j| j.posts > ctx.sheet.post_count());
    let words = match winner {
        Some(p) => format!("the majority citizen: crossed, {} had the most trading posts", Ctx::name(p)),
        None if jeanne_ahead => "the majority citizen: crossed, Jeanne had the most trading posts".into(),
        None => "the majority citizen: crossed, nobody had the most trading posts alone".into(),
    };
    (YState::Crossed, words)
}

/// Every citizen space of the sheet: circled if yours, crossed if lost.
pub fn citizens(s: &mut Svg, ctx: &Ctx, w: f64) {
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
    let count = ctx.sheet.citizens();
    open_group(s, "area citizens", &format!("Citizens: {count} circled"));
    frame(s, w, CITIZENS_HEIGHT, &format!("Citizens · {count}"));
    for (i, &(y, name)) in spaces.iter().enumerate() {
        let (cx, cy) = (34.0 + pitch * (i % 4) as f64, 64.0 + 42.0 * (i / 4) as f64);
        let (state, words) = match y {
            Some(y) => ctx.yellow(y),
            None => majority(ctx),
        };
        open_labelled(s, &format!("Citizen ({name}): {words}"));
        s.put(
            "<circle class=\"yellow-bg$\" cx=\"@\" cy=\"@\" r=\"16\"/>",
            &[if state == YState::Crossed { " yellow-lost" } else { "" }],
            &[cx, cy],
        );
        citizen_icon(s, cx, cy, 24.0);
        let sd = seed(130, i as u32);
        match state {
            YState::Open => {}
            YState::Mine => circle_mark(s, cx, cy, 19.0, 18.0, sd),
            YState::Crossed => x_mark(s, cx, cy, 14.0, sd),
        }
        s.put("<text class=\"cit-name\" x=\"@\" y=\"@\">$</text></g>", &[name], &[cx + 24.0, cy + 6.0]);
    }
    s.push("</g>");
}

/// The scoring strip: (posts + citizens) × level, then each area, then the total.
pub fn strip(s: &mut Svg, ctx: &Ctx, w: f64) {
    let sc = Score::of(ctx.sheet);
    let cells: [(&str, u16, &str); 9] = [
        ("Posts", u16::from(sc.posts), "+"),
        ("Citizens", u16::from(sc.citizens), "×"),
        ("Level", u16::from(sc.level), "="),
        ("", sc.posts_and_citizens, "+"),
        ("Warehouse", sc.warehouse, "+"),
        ("Bank", sc.bank, "+"),
        ("Monks", sc.monks, "+"),
        ("Depot", sc.depot, "="),
        ("Total", sc.total, ""),
    ];
    let pitch = ((w - 40.0) / 9.0).min(130.0);
    let x0 = (w - pitch * 8.0) / 2.0;
    let bw = pitch * 0.68;
    let y = 78.0;
    let title = if ctx.game.is_over() { "Final score" } else { "Score so far" };
    open_group(
        s,
        "area score",
        &format!(
            "{title}: ({} trading posts + {} citizens) × level {} = {}; Warehouse {}, Bank {}, Monks {}, Depot {}; total {}",
            sc.posts, sc.citizens, sc.level, sc.posts_and_citizens, sc.warehouse, sc.bank, sc.monks, sc.depot, sc.total
        ),
    );
    frame(s, w, STRIP_HEIGHT, title);
    for (i, &(name, v, op)) in cells.iter().enumerate() {
        let x = x0 + pitch * i as f64;
        s.put(
            "<text class=\"score-cap\" x=\"@\" y=\"@\">$</text>\
             <rect class=\"score-box$\" x=\"@\" y=\"@\" width=\"@\" height=\"40\" rx=\"5\"/>\
             <text class=\"score-num\" x=\"@\" y=\"@\">@</text>\
             <text class=\"score-op\" x=\"@\" y=\"@\">$</text>",
            &[name, if i == 8 { " score-total" } else { "" }, op],
            &[x, y - 26.0, x - bw / 2.0, y - 20.0, bw, x, y + 9.0, f64::from(v), x + pitch / 2.0, y + 8.0],
        );
    }
    s.push("</g>");
}
