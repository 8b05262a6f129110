//! The map: Orléans and cities 1–22 on a 1000 × 700 drawing, roads (brown, straight double
//! lines) and waterways (blue, wavy), the icons on each connection, and the player's pen marks:
//! filled connections inked over, trading posts circled, cities crossed out.

use std::cell::RefCell;
use std::collections::HashMap;

use super::context::{open_group, open_labelled, Ctx, YState};
use super::fit::{self, Face};
use super::icons::{citizen_icon, map_icon};
use super::marks::{circle_mark, distance, printed_x, seed, stroke_path, x_mark, FILLED_INK};
use crate::app::svg::Svg;
use crate::engine::data::{self, CITIES, CONNECTIONS};
use crate::engine::{Action, CityId, ConnectionKind, Follower, Icon, Yellow, ORLEANS};
use crate::i18n::Words;

/// Radius of a city's circle (Orléans is bigger).
const CITY_R: f64 = 22.0;
const ORLEANS_R: f64 = 31.0;
/// Size of a connection's icons.
const ICON: f64 = 23.0;
/// Half the width of a connection's click area.
const HIT: f64 = 15.0;
/// Where city 22's citizen is drawn.
const CITIZEN_AT: (f64, f64) = (947.0, 98.0);

type Pt = (f64, f64);

fn pos(c: CityId) -> Pt {
    let p = &CITIES[c as usize];
    (f64::from(p.x), f64::from(p.y))
}

fn radius(c: CityId) -> f64 {
    if c == ORLEANS {
        ORLEANS_R
    } else {
        CITY_R
    }
}

/// The centres of a connection's cities.
fn centres(id: usize) -> (Pt, Pt) {
    let c = &CONNECTIONS[id];
    (pos(c.a), pos(c.b))
}

/// The unit vector from `a` to `b`, and the distance.
fn unit(a: Pt, b: Pt) -> (f64, f64, f64) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = distance(dx, dy);
    (dx / len, dy / len, len)
}

/// Writes a wavy path from one point to another (a waterway).
fn wave(s: &mut Svg, a: Pt, b: Pt) {
    let (ux, uy, len) = unit(a, b);
    let (px, py) = (-uy, ux);
    let halves = ((len / 17.0).round() as usize).max(2);
    let step = len / halves as f64;
    let amp = 5.5;
    s.t("M@ @", &[a.0, a.1]);
    for i in 0..halves {
        let side = if i % 2 == 0 { 1.0 } else { -1.0 };
        let t = step * (i as f64 + 0.5);
        let (cx, cy) = (a.0 + ux * t + px * amp * 2.0 * side, a.1 + uy * t + py * amp * 2.0 * side);
        let e = step * (i as f64 + 1.0);
        s.t("Q@ @ @ @", &[cx, cy, a.0 + ux * e, a.1 + uy * e]);
    }
}

/// Writes a `<path>` of `class` along the straight line from `a` to `b`.
fn line(s: &mut Svg, class: &str, (a, b): (Pt, Pt)) {
    s.put("<path class=\"$\" d=\"M@ @L@ @\"/>", &[class], &[a.0, a.1, b.0, b.1]);
}

/// The connections' lines, one path per look (road or waterway stroke, in play or `dead`): a
/// path of many lines paints for about the cost of one element (docs/table-speed.md).
fn connections(s: &mut Svg, dead: impl Fn(usize) -> bool) {
    const LOOKS: [(&str, ConnectionKind); 4] = [
        ("road-out", ConnectionKind::Road),
        ("road-in", ConnectionKind::Road),
        ("river-bed", ConnectionKind::Waterway),
        ("river", ConnectionKind::Waterway),
    ];
    s.push("<g class=\"connections\">");
    for (class, kind) in LOOKS {
        for gone in [false, true] {
            let ids = of_kind(kind, |i| dead(i) == gone);
            if ids.is_empty() {
                continue;
            }
            one_path(s, class, if gone { " dead" } else { "" }, ids, |s, i| {
                let (a, b) = centres(i);
                if class == "river" {
                    wave(s, a, b);
                } else {
                    s.t("M@ @L@ @", &[a.0, a.1, b.0, b.1]);
                }
            });
        }
    }
    s.push("</g>");
}

/// The connections of `kind` for which `keep` holds.
fn of_kind(kind: ConnectionKind, keep: impl Fn(usize) -> bool) -> Vec<usize> {
    (0..CONNECTIONS.len()).filter(|&i| CONNECTIONS[i].kind == kind && keep(i)).collect()
}

/// Writes one `<path>` of `class` and `variant`, its outline for each connection of `ids` as
/// `outline` writes it.
fn one_path(s: &mut Svg, class: &str, variant: &str, ids: Vec<usize>, outline: impl Fn(&mut Svg, usize)) {
    s.put("<path class=\"$$\" d=\"", &[class, variant], &[]);
    for i in ids {
        outline(s, i);
    }
    s.push("\"/>");
}

/// The pen stroke over a filled connection (its label, drawn over it, stays readable): from
/// city to city, trimmed by the cities' circles.
fn ink(s: &mut Svg, id: usize) {
    let c = &CONNECTIONS[id];
    let (a, b) = centres(id);
    let (ux, uy, _) = unit(a, b);
    let (ra, rb) = (radius(c.a) + 2.0, radius(c.b) + 2.0);
    s.push(FILLED_INK);
    stroke_path(s, a.0 + ux * ra, a.1 + uy * ra, b.0 - ux * rb, b.1 - uy * rb, seed(10, id as u32));
    s.push("\"/>");
}

/// A connection's pill (its label's box): its centre, half width and half height.
fn pill(id: usize) -> (Pt, f64, f64) {
    let (a, b) = centres(id);
    let hw = CONNECTIONS[id].icons.len() as f64 * (ICON + 4.0) / 2.0 + 5.0;
    (((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0), hw, ICON / 2.0 + 5.0)
}

/// A connection's icons, each with its centre, in a row on its pill.
fn label_icons(id: usize) -> impl Iterator<Item = (Icon, f64, f64)> {
    let ((mx, my), hw, _) = pill(id);
    let step = ICON + 4.0;
    CONNECTIONS[id]
        .icons
        .iter()
        .enumerate()
        .map(move |(i, &icon)| (icon, mx - hw + 5.0 + step * (i as f64 + 0.5), my))
}

/// The connections' pills, one path per look (road or waterway, filled or not), each drawn as
/// `<rect rx>` draws it (from its top edge, clockwise: where a waterway's dashes start).
fn pills(s: &mut Svg, filled: impl Fn(usize) -> bool) {
    for (class, kind) in
        [("pill pill-road", ConnectionKind::Road), ("pill pill-river", ConnectionKind::Waterway)]
    {
        for inked in [false, true] {
            let ids = of_kind(kind, |i| filled(i) == inked);
            one_path(s, class, if inked { " pill-filled" } else { "" }, ids, |s, id| {
                let ((mx, my), hw, hh) = pill(id);
                // The centres of its round ends, its top and its bottom.
                let (l, r, top, bottom) = (mx - hw + hh, mx + hw - hh, my - hh, my + hh);
                s.t(
                    "M@ @H@A@ @ 0 0 1 @ @H@A@ @ 0 0 1 @ @Z",
                    &[l, top, r, hh, hh, r, bottom, l, hh, hh, l, top],
                );
            });
        }
    }
}

/// The connections' labels (pills, then icons), over the pen strokes and over the targets that
/// they let the pointer through to; its four pill paths are always there (a fill adds none).
fn labels(s: &mut Svg, filled: impl Fn(usize) -> bool) {
    s.push("<g class=\"conn-labels\">");
    pills(s, filled);
    // One path per kind of icon (see `Svg::layered`).
    cached(s, Part::LabelIcons, |s| {
        s.layered(|s| {
            for (icon, x, y) in (0..CONNECTIONS.len()).flat_map(label_icons) {
                map_icon(s, icon, x, y, ICON);
            }
        });
    });
    s.push("</g>");
}

/// Connection `id` to fill (`action`), highlighted and clickable. Its click area is a band along
/// the whole line (never an empty box, even for a straight vertical road).
fn fill_target(s: &mut Svg, ctx: &Ctx, id: usize, action: Action) {
    let (a, b) = centres(id);
    ctx.open_target(s, action, "conn-target");
    line(s, "hl hl-line", (a, b));
    let (ux, uy, _) = unit(a, b);
    let (px, py) = (-uy * HIT, ux * HIT);
    s.t(
        "<path class=\"hit\" d=\"M@ @L@ @L@ @L@ @Z\"/></g>",
        &[a.0 + px, a.1 + py, b.0 + px, b.1 + py, b.0 - px, b.1 - py, a.0 - px, a.1 - py],
    );
}

/// Who crossed a city out on this sheet, in words, if it is crossed.
fn crossed_by(ctx: &Ctx, c: CityId, region: bool) -> Option<String> {
    let w = ctx.w;
    if region {
        return Some(w.out_with(ctx.seats()));
    }
    if !ctx.sheet.is_crossed(c) {
        return None;
    }
    let owner = (0..ctx.game.players() as u8).find(|&p| p != ctx.player && ctx.game.sheet(p).has_post(c));
    Some(match owner {
        Some(p) => w.crossed_post_of(&ctx.name(p)),
        None if ctx.game.jeanne().is_some() => w.crossed_post_of(w.jeanne()),
        None => w.crossed_out().into(),
    })
}

/// A city: its circle and number, and the pen marks on it.
fn city(s: &mut Svg, ctx: &Ctx, c: CityId, region: bool) {
    let (x, y) = pos(c);
    let r = radius(c);
    let mine = ctx.sheet.has_post(c);
    let crossed = crossed_by(ctx, c, region);
    match ctx.target(Action::Build(c)) {
        Some(k) => {
            ctx.open_target(s, k, "city-target");
            s.t("<circle class=\"hl hl-ring\" cx=\"@\" cy=\"@\" r=\"@\"/>", &[x, y, r + 10.0]);
        }
        None => {
            let w = ctx.w;
            let mut label = w.city(c);
            if mine {
                label += w.colon();
                label += w.your_post();
            }
            if let Some(why) = &crossed {
                label += w.colon();
                label += why;
            }
            if ctx.sheet.network() & (1 << c) != 0 && c != ORLEANS {
                label += w.colon();
                label += w.on_your_network();
            }
            open_labelled(s, &label);
        }
    }
    let class = match (region, crossed.is_some()) {
        (true, _) => "city city-out",
        (false, true) => "city city-crossed",
        _ if c == ORLEANS => "city city-orleans",
        _ => "city",
    };
    s.put("<circle class=\"$\" cx=\"@\" cy=\"@\" r=\"@\"/>", &[class], &[x, y, r]);
    if c == ORLEANS {
        s.t(
            "<circle class=\"city-ring\" cx=\"@\" cy=\"@\" r=\"@\"/>\
             <path class=\"castle\" d=\"M@ @v-15h5v4h5v-4h4v4h5v-4h4v4h5v-4h5v15z\"/>\
             <text class=\"city-name\" x=\"@\" y=\"@\">",
            &[x, y, r - 6.0, x - 16.5, y + 11.0, x, y + r + 24.0],
        );
        s.text(ctx.w.orleans());
        s.push("</text>");
    } else {
        s.t("<text class=\"city-num\" x=\"@\" y=\"@\">@</text>", &[x, y + 8.5, f64::from(c)]);
    }
    if mine {
        circle_mark(s, x, y, r + 9.0, r + 8.0, seed(20, u32::from(c)));
    }
    if crossed.is_some() && !region {
        x_mark(s, x, y, r * 0.85, seed(21, u32::from(c)));
    }
    if region {
        printed_x(s, x, y, r * 0.7, 3);
    }
    s.push("</g>");
}

/// The grey, hatched regions of the cities crossed out for the player count.
fn regions(s: &mut Svg, crossed: &[CityId]) {
    // Cities close together form one region.
    let mut groups: Vec<Vec<CityId>> = Vec::new();
    for &c in crossed {
        let (x, y) = pos(c);
        match groups.iter_mut().find(|g| {
            g.iter().any(|&o| {
                let (ox, oy) = pos(o);
                distance(ox - x, oy - y) < 300.0
            })
        }) {
            Some(g) => g.push(c),
            None => groups.push(vec![c]),
        }
    }
    for g in &groups {
        s.push("<path class=\"region-out\" d=\"");
        for (i, &c) in g.iter().enumerate() {
            let (x, y) = pos(c);
            s.put("$@ @", &[if i == 0 { "M" } else { "L" }], &[x, y]);
        }
        if g.len() == 1 {
            s.push("l.1 0");
        }
        s.push("Z\"/>");
    }
}

/// Woods and hills drawn faintly in the empty parts of the map (two paths in all).
fn terrain(s: &mut Svg) {
    const TREES: [(f64, f64); 16] = [
        (62.0, 300.0),
        (84.0, 318.0),
        (56.0, 340.0),
        (92.0, 352.0),
        (70.0, 372.0),
        (790.0, 150.0),
        (812.0, 170.0),
        (836.0, 150.0),
        (800.0, 196.0),
        (830.0, 190.0),
        (560.0, 130.0),
        (584.0, 150.0),
        (606.0, 128.0),
        (430.0, 628.0),
        (452.0, 650.0),
        (476.0, 632.0),
    ];
    const HILLS: [(f64, f64); 9] = [
        (640.0, 500.0),
        (668.0, 486.0),
        (652.0, 530.0),
        (790.0, 350.0),
        (816.0, 372.0),
        (770.0, 385.0),
        (250.0, 160.0),
        (278.0, 146.0),
        (300.0, 176.0),
    ];
    s.push("<path class=\"terrain-trees\" d=\"");
    for (x, y) in TREES {
        s.t("M@ @l-8 14h16zM@ @v6", &[x, y - 8.0, x, y + 6.0]);
    }
    s.push("\" aria-hidden=\"true\"/><path class=\"terrain-hills\" d=\"");
    for (x, y) in HILLS {
        s.t("M@ @q14-18 28 0m-20-3q6-6 12 0", &[x - 14.0, y]);
    }
    s.push("\" aria-hidden=\"true\"/>");
}

/// Size of the legend's words (`.legend-text`).
const LEGEND_SIZE: f64 = 18.0;

/// The map's legend, compass and river name. The legend's box is as wide as its longest line.
fn decorations(s: &mut Svg, w: &dyn Words) {
    let lines = [
        format!("{} · {}", w.road(), w.follower(Follower::Knight)),
        format!("{} · {}", w.waterway(), w.follower(Follower::Boatman)),
        w.filled_pen().to_string(),
    ];
    let longest = lines.iter().map(|l| fit::width(l, LEGEND_SIZE, Face::Regular)).fold(0.0, f64::max);
    let box_w = (76.0 + longest + 16.0).max(262.0);
    s.t(
        "<g class=\"legend\" aria-hidden=\"true\">\
         <rect class=\"legend-box\" x=\"22\" y=\"16\" width=\"@\" height=\"96\" rx=\"8\"/>",
        &[box_w],
    );
    s.push(concat!(
        "<path class=\"road-out\" d=\"M36 40H86\"/>",
        "<path class=\"road-in\" d=\"M36 40H86\"/>",
        "<path class=\"river-bed\" d=\"M36 68H86\"/>",
        "<path class=\"river\" d=\"",
    ));
    wave(s, (36.0, 68.0), (86.0, 68.0));
    s.push("\"/>");
    s.push(FILLED_INK);
    s.push("M38 96Q60 93 84 95\"/>");
    for (line, y) in lines.iter().zip([46.0, 74.0, 102.0]) {
        s.t("<text class=\"legend-text\" x=\"98\" y=\"@\">", &[y]);
        s.text(line);
        s.push("</text>");
    }
    s.push(concat!(
        "</g>",
        "<g class=\"compass\" aria-hidden=\"true\" transform=\"translate(948 640)\">",
        "<circle class=\"compass-ring\" r=\"26\"/>",
        "<path class=\"compass-needle\" d=\"M0-34L8 0L0 34L-8 0Z\"/>",
        "<text class=\"compass-n\" y=\"-40\">",
    ));
    s.text(w.north());
    s.push(concat!(
        "</text></g>",
        "<text class=\"river-name\" x=\"190\" y=\"507\" transform=\"rotate(-20 190 507)\" aria-hidden=\"true\">",
    ));
    s.text(w.loire());
    s.push("</text>");
}

/// City 22's citizen (a yellow bonus).
fn citizen(s: &mut Svg, ctx: &Ctx) {
    let (x, y) = CITIZEN_AT;
    let y22 = Yellow::City22Citizen;
    let (state, words) = ctx.yellow(y22);
    open_labelled(s, &ctx.w.city22_citizen(&words));
    s.put(
        "<circle class=\"yellow-bg$\" cx=\"@\" cy=\"@\" r=\"21\"/>",
        &[if state == YState::Crossed { " yellow-lost" } else { "" }],
        &[x, y],
    );
    citizen_icon(s, x, y, 28.0);
    ctx.yellow_mark(s, y22, x, y, 24.0);
    s.push("</g>");
}

/// What the map is drawn from (see [`Ctx::key`]): the roads, posts and cities of this sheet, the
/// yellow bonuses, the other players' posts, the roads and cities offered.
pub fn key(ctx: &Ctx) -> u64 {
    let posts: Vec<u32> = (0..ctx.game.players() as u8).map(|p| ctx.game.sheet(p).posts).collect();
    let s = ctx.sheet;
    ctx.key((s.connections, s.posts, s.crossed_cities, ctx.yellows(), posts), |a| {
        matches!(a, Action::Fill(_) | Action::Build(_))
    })
}

/// A part of the map that the same inputs draw the same on every sheet, named by them.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Part {
    /// The connections' lines, for this many seats (which cities are out of play).
    Connections(u8),
    /// The connections' icons.
    LabelIcons,
}

thread_local! {
    /// The parts of the map drawn so far, by what they are drawn from.
    static PARTS: RefCell<HashMap<Part, String>> = RefCell::new(HashMap::new());
}

/// Writes `part` as `draw` draws it, drawn once and copied afterwards: the connections and
/// their labels are two thirds of the map's markup and the longest part of its drawing, which
/// every road or city filled, built or offered draws again.
fn cached(s: &mut Svg, part: Part, draw: impl FnOnce(&mut Svg)) {
    PARTS.with_borrow_mut(|parts| {
        let markup = parts.entry(part).or_insert_with(|| {
            let mut own = Svg::with_capacity(8_000);
            draw(&mut own);
            own.finish()
        });
        s.push(markup);
    });
}

/// The map, 1000 × 700.
pub fn map(s: &mut Svg, ctx: &Ctx) {
    let region = data::player_count(ctx.seats()).crossed_cities;
    let out = |c: CityId| region.contains(&c);
    let ids = 0..CONNECTIONS.len();
    open_group(s, "map", &ctx.w.map_label(ctx.sheet.connections.count_ones(), ctx.sheet.post_count()));
    s.push("<rect class=\"map-bg\" x=\"10\" y=\"0\" width=\"980\" height=\"700\" rx=\"12\"/>");
    terrain(s);
    regions(s, region);
    decorations(s, ctx.w);
    cached(s, Part::Connections(ctx.seats()), |s| {
        connections(s, |i| out(CONNECTIONS[i].a) || out(CONNECTIONS[i].b));
    });
    // The pen strokes and the targets in groups of their own: the map's children stay the same
    // in number from one decision to the next, so that filling a road edits the page in a few
    // places (the sheet's diff aligns children by position, see `patch`).
    s.push("<g class=\"inks\">");
    for i in ids.clone().filter(|&i| ctx.sheet.filled(i)) {
        ink(s, i);
    }
    s.push("</g><g class=\"fill-targets\">");
    for i in ids {
        if let Some(k) = ctx.target(Action::Fill(i as u8)) {
            fill_target(s, ctx, i, k);
        }
    }
    s.push("</g>");
    labels(s, |i| ctx.sheet.filled(i));
    for c in 0..CITIES.len() as CityId {
        city(s, ctx, c, out(c));
    }
    citizen(s, ctx);
    s.push("<rect class=\"map-frame\" x=\"10\" y=\"0\" width=\"980\" height=\"700\" rx=\"12\"/></g>");
}
