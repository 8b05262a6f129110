//! The citizens (every citizen space of the sheet gathered in one place, with the majority
//! citizen) and the scoring strip at the foot of the sheet.

use super::context::{hover, open_group, open_labelled, Ctx, YState};
use super::fit::{self, squeeze, Face};
use super::frame::frame;
use super::icons::{bold_label, citizen_icon, SCORE_OP};
use super::marks::{circle_mark, seed, x_mark};
use crate::app::svg::{Layer, Svg};
use crate::engine::{Score, Yellow};

/// Panel heights.
pub const CITIZENS_HEIGHT: f64 = 130.0;
pub const STRIP_HEIGHT: f64 = 110.0;

/// The majority citizen's state here, and in words.
fn majority(ctx: &Ctx) -> (YState, String) {
    let w = ctx.w;
    if ctx.sheet.majority_citizen {
        return (YState::Mine, w.majority_mine().into());
    }
    if !ctx.game.is_over() {
        return (YState::Open, w.majority_open().into());
    }
    let winner = (0..ctx.game.players() as u8).find(|&p| ctx.game.sheet(p).majority_citizen);
    let jeanne_ahead = ctx.game.jeanne().is_some_and(|j| j.posts > ctx.sheet.post_count());
    let words = match winner {
        Some(p) => w.majority_crossed(&ctx.name(p)),
        None if jeanne_ahead => w.majority_crossed(w.jeanne()),
        None => w.majority_tied().into(),
    };
    (YState::Crossed, words)
}

/// What the citizens are drawn from (see [`Ctx::key`]): the yellow bonuses, and what the
/// majority citizen's state is worked out from.
pub fn citizens_key(ctx: &Ctx) -> u64 {
    let over = ctx.game.is_over();
    let majority: Vec<bool> =
        (0..ctx.game.players() as u8).map(|p| ctx.game.sheet(p).majority_citizen).collect();
    let jeanne = ctx.game.jeanne().map(|j| j.posts);
    ctx.key((ctx.yellows(), over, majority, jeanne, ctx.sheet.post_count()), |_| false)
}

/// Every citizen space of the sheet: circled if yours, crossed if lost.
pub fn citizens(s: &mut Svg, ctx: &Ctx, w: f64) {
    // The order of `SheetWords::citizen_tags`.
    let spaces: [Option<Yellow>; 8] = [
        Some(Yellow::City22Citizen),
        Some(Yellow::BankCitizen),
        Some(Yellow::WarehouseCitizen),
        Some(Yellow::FirstDevCitizen),
        Some(Yellow::SecondDevCitizen),
        Some(Yellow::Deed(3)),
        Some(Yellow::Deed(4)),
        None,
    ];
    let words = ctx.w;
    let tags = words.citizen_tags();
    let pitch = (w - 30.0) / 4.0;
    let count = ctx.sheet.citizens();
    open_group(s, "area citizens", &words.citizens_label(count));
    s.layered(|s| {
        frame(s, w, CITIZENS_HEIGHT, &format!("{} · {count}", words.citizens()));
        for (i, (&y, name)) in spaces.iter().zip(tags).enumerate() {
            let (cx, cy) = (34.0 + pitch * (i % 4) as f64, 64.0 + 42.0 * (i / 4) as f64);
            let (state, state_words) = match y {
                Some(y) => ctx.yellow(y),
                None => majority(ctx),
            };
            open_labelled(s, &words.citizen_label(name, &state_words));
            hover(s, "", (cx - 16.0, cy - 16.0, 32.0, 32.0));
            let look = if state == YState::Crossed { "yellow-bg yellow-lost" } else { "yellow-bg" };
            s.print(Layer::Plate, look, None, |s| s.circle(cx, cy, 16.0));
            citizen_icon(s, cx, cy, 24.0);
            let sd = seed(130, i as u32);
            match state {
                YState::Open => {}
                YState::Mine => circle_mark(s, cx, cy, 19.0, 18.0, sd),
                YState::Crossed => x_mark(s, cx, cy, 14.0, sd),
            }
            // Up to the next citizen's circle (or the panel's edge), narrowed if longer.
            let room = if i % 4 == 3 { w - 14.0 - (cx + 24.0) } else { pitch - 24.0 - 16.0 - 6.0 };
            s.t("<text class=\"cit-name\" x=\"@\" y=\"@\"", &[cx + 24.0, cy + 6.0]);
            squeeze(s, fit::width(name, 19.0, Face::Regular), room);
            s.push(">");
            s.text(name);
            s.push("</text></g>");
        }
    });
    s.push("</g>");
}

/// What the scoring strip is drawn from (see [`Ctx::key`]).
pub fn strip_key(ctx: &Ctx) -> u64 {
    ctx.key((Score::of(ctx.sheet), ctx.game.is_over()), |_| false)
}

/// The scoring strip: (posts + citizens) × level, then each area, then the total.
pub fn strip(s: &mut Svg, ctx: &Ctx, w: f64) {
    let sc = Score::of(ctx.sheet);
    let words = ctx.w;
    let cells: [(&str, u16, &str); 9] = [
        (words.posts(), u16::from(sc.posts), "+"),
        (words.citizens(), u16::from(sc.citizens), "×"),
        (words.level_word(), u16::from(sc.level), "="),
        ("", sc.posts_and_citizens, "+"),
        (words.warehouse(), sc.warehouse, "+"),
        (words.bank(), sc.bank, "+"),
        (words.monks(), sc.monks, "+"),
        (words.depot(), sc.depot, "="),
        (words.total(), sc.total, ""),
    ];
    let pitch = ((w - 40.0) / 9.0).min(130.0);
    let x0 = (w - pitch * 8.0) / 2.0;
    let bw = pitch * 0.68;
    let y = 78.0;
    let title = if ctx.game.is_over() { words.final_score() } else { words.score_so_far() };
    open_group(s, "area score", &words.score_label(title, &sc));
    s.layered(|s| {
        frame(s, w, STRIP_HEIGHT, title);
        for (i, &(name, v, op)) in cells.iter().enumerate() {
            let x = x0 + pitch * i as f64;
            s.t("<text class=\"score-cap\" x=\"@\" y=\"@\"", &[x, y - 26.0]);
            squeeze(s, fit::width(name, 17.0, Face::Italic), pitch - 8.0);
            s.push(">");
            s.text(name);
            s.push("</text>");
            let look = if i == 8 { "score-box score-total" } else { "score-box" };
            s.print(Layer::Ground, look, None, |s| s.rounded_rect(x - bw / 2.0, y - 20.0, bw, 40.0, 5.0));
            s.t("<text class=\"score-num\" x=\"@\" y=\"@\">@</text>", &[x, y + 9.0, f64::from(v)]);
            if !op.is_empty() {
                bold_label(s, SCORE_OP, x + pitch / 2.0, y + 8.0, op);
            }
        }
    });
    s.push("</g>");
}
