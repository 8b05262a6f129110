//! The map: Orléans and cities 1–22 on a 1000 × 700 drawing, roads (brown, straight double
//! lines) and waterways (blue, wavy), the icons on each connection, and the player's pen marks:
//! filled connections inked over, trading posts circled, cities crossed out.

use leptos::prelude::*;

use super::context::{Ctx, YState};
use super::icons::{citizen_icon, map_icon};
use super::marks::{circle_mark, n, seed, stroke_path, x_mark, x_path};
use crate::engine::data::{self, CITIES, CONNECTIONS};
use crate::engine::{Action, CityId, ConnectionKind, Yellow, ORLEANS};
use crate::text;

/// Radius of a city's circle (Orléans is bigger).
const CITY_R: f64 = 22.0;
const ORLEANS_R: f64 = 31.0;
/// Size of a connection's icons.
const ICON: f64 = 23.0;
/// Where city 22's citizen is drawn.
const CITIZEN_AT: (f64, f64) = (947.0, 98.0);

fn pos(c: CityId) -> (f64, f64) {
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

/// A wavy path from one point to another (a waterway).
fn wave(a: (f64, f64), b: (f64, f64)) -> String {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy);
    let (ux, uy) = (dx / len, dy / len);
    let (px, py) = (-uy, ux);
    let halves = ((len / 17.0).round() as usize).max(2);
    let step = len / halves as f64;
    let amp = 5.5;
    let mut d = format!("M{} {}", n(a.0), n(a.1));
    for i in 0..halves {
        let side = if i % 2 == 0 { 1.0 } else { -1.0 };
        let t = step * (i as f64 + 0.5);
        let (cx, cy) = (
            a.0 + ux * t + px * amp * 2.0 * side,
            a.1 + uy * t + py * amp * 2.0 * side,
        );
        let e = step * (i as f64 + 1.0);
        d += &format!(
            "Q{} {} {} {}",
            n(cx),
            n(cy),
            n(a.0 + ux * e),
            n(a.1 + uy * e)
        );
    }
    d
}

fn line(a: (f64, f64), b: (f64, f64)) -> String {
    format!("M{} {}L{} {}", n(a.0), n(a.1), n(b.0), n(b.1))
}

/// Half the size of a connection's label (the pill holding its icons).
fn pill_half(icons: usize) -> (f64, f64) {
    (icons as f64 * (ICON + 4.0) / 2.0 + 5.0, ICON / 2.0 + 5.0)
}

/// The ends of a connection, trimmed by the cities' circles.
fn ends(id: usize) -> ((f64, f64), (f64, f64)) {
    let c = &CONNECTIONS[id];
    let (a, b) = (pos(c.a), pos(c.b));
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy);
    let (ux, uy) = (dx / len, dy / len);
    let (ra, rb) = (radius(c.a) + 2.0, radius(c.b) + 2.0);
    (
        (a.0 + ux * ra, a.1 + uy * ra),
        (b.0 - ux * rb, b.1 - uy * rb),
    )
}

/// The base drawing of a connection.
fn connection(id: usize, dead: bool) -> AnyView {
    let c = &CONNECTIONS[id];
    let (a, b) = (pos(c.a), pos(c.b));
    let dead = if dead { " dead" } else { "" };
    match c.kind {
        ConnectionKind::Road => view! {
            <path class=format!("road-out{dead}") d=line(a, b) />
            <path class=format!("road-in{dead}") d=line(a, b) />
        }
        .into_any(),
        ConnectionKind::Waterway => view! {
            <path class=format!("river-bed{dead}") d=line(a, b) />
            <path class=format!("river{dead}") d=wave(a, b) />
        }
        .into_any(),
    }
}

/// The pen stroke over a filled connection (its label, drawn over it, stays readable).
fn ink(id: usize) -> AnyView {
    let (from, to) = ends(id);
    view! { <path class="ink ink-fill" d=stroke_path(from.0, from.1, to.0, to.1, seed(10, id as u32)) /> }.into_any()
}

/// The label of a connection: its icons on a small pill.
fn label(id: usize, filled: bool) -> AnyView {
    let c = &CONNECTIONS[id];
    let (a, b) = (pos(c.a), pos(c.b));
    let (mx, my) = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let (hw, hh) = pill_half(c.icons.len());
    let kind = match c.kind {
        ConnectionKind::Road => "pill pill-road",
        ConnectionKind::Waterway => "pill pill-river",
    };
    let class = if filled {
        format!("{kind} pill-filled")
    } else {
        kind.to_string()
    };
    let icons = c
        .icons
        .iter()
        .enumerate()
        .map(|(i, &icon)| {
            let x = mx - hw + 5.0 + (ICON + 4.0) * (i as f64 + 0.5);
            map_icon(icon, x, my, ICON)
        })
        .collect_view();
    view! {
        <g class="conn-label">
            <rect class=class x=n(mx - hw) y=n(my - hh) width=n(2.0 * hw) height=n(2.0 * hh) rx=n(hh) />
            {icons}
        </g>
    }
    .into_any()
}

/// A connection to fill, highlighted and clickable.
fn fill_target(ctx: &Ctx, id: usize, a: Action) -> AnyView {
    let c = &CONNECTIONS[id];
    let d = line(pos(c.a), pos(c.b));
    let content = view! {
        <path class="hl hl-line" d=d.clone() />
        <path class="hit" d=d />
    }
    .into_any();
    ctx.clickable(a, "conn-target", content)
}

/// Who crossed a city out on this sheet, in words, if it is crossed.
fn crossed_by(ctx: &Ctx, c: CityId, region: bool) -> Option<String> {
    if region {
        return Some(format!("not in play with {} players", ctx.seats()));
    }
    if !ctx.sheet.is_crossed(c) {
        return None;
    }
    let owner =
        (0..ctx.game.players() as u8).find(|&p| p != ctx.player && ctx.game.sheet(p).has_post(c));
    Some(match owner {
        Some(p) => format!("crossed: {}'s trading post", Ctx::name(p)),
        None if ctx.game.jeanne().is_some() => "crossed: Jeanne's trading post".into(),
        None => "crossed out".into(),
    })
}

/// A city: its circle and number, and the pen marks on it.
fn city(ctx: &Ctx, c: CityId, region: bool) -> AnyView {
    let (x, y) = pos(c);
    let r = radius(c);
    let mine = ctx.sheet.has_post(c);
    let crossed = crossed_by(ctx, c, region);
    let mut words = vec![text::city(c)];
    if mine {
        words.push("your trading post".into());
    }
    if let Some(why) = &crossed {
        words.push(why.clone());
    }
    if ctx.sheet.network() & (1 << c) != 0 && c != ORLEANS {
        words.push("on your network".into());
    }
    let label = words.join(": ");
    let class = match (region, crossed.is_some()) {
        (true, _) => "city city-out",
        (false, true) => "city city-crossed",
        _ if c == ORLEANS => "city city-orleans",
        _ => "city",
    };
    let body = if c == ORLEANS {
        view! {
            <circle class=class cx=n(x) cy=n(y) r=n(r) />
            <circle class="city-ring" cx=n(x) cy=n(y) r=n(r - 6.0) />
            <path class="castle" d=format!("M{} {}v-15h5v4h5v-4h4v4h5v-4h4v4h5v-4h5v15z", n(x - 16.5), n(y + 11.0)) />
            <text class="city-name" x=n(x) y=n(y + r + 24.0)>"Orléans"</text>
        }
        .into_any()
    } else {
        view! {
            <circle class=class cx=n(x) cy=n(y) r=n(r) />
            <text class="city-num" x=n(x) y=n(y + 8.5)>{c.to_string()}</text>
        }
        .into_any()
    };
    let marks = view! {
        {mine.then(|| circle_mark(x, y, r + 9.0, r + 8.0, seed(20, u32::from(c))))}
        {(crossed.is_some() && !region).then(|| x_mark(x, y, r * 0.85, seed(21, u32::from(c))))}
        {region.then(|| view! { <path class="printed-x" d=x_path(x, y, r * 0.7, 3) /> })}
    }
    .into_any();
    let content = view! {
        {body}
        {marks}
    }
    .into_any();
    match ctx.target(Action::Build(c)) {
        Some(a) => {
            let ring =
                view! { <circle class="hl hl-ring" cx=n(x) cy=n(y) r=n(r + 10.0) /> }.into_any();
            ctx.clickable(a, "city-target", view! { {ring} {content} }.into_any())
        }
        None => Ctx::labelled(label, content),
    }
}

/// The grey, hatched regions of the cities crossed out for the player count.
fn regions(crossed: &[CityId]) -> AnyView {
    // Cities close together form one region.
    let mut groups: Vec<Vec<CityId>> = Vec::new();
    for &c in crossed {
        let (x, y) = pos(c);
        match groups.iter_mut().find(|g| {
            g.iter().any(|&o| {
                let (ox, oy) = pos(o);
                (ox - x).hypot(oy - y) < 300.0
            })
        }) {
            Some(g) => g.push(c),
            None => groups.push(vec![c]),
        }
    }
    groups
        .iter()
        .map(|g| {
            let mut d = String::new();
            for (i, &c) in g.iter().enumerate() {
                let (x, y) = pos(c);
                d += &format!("{}{} {}", if i == 0 { "M" } else { "L" }, n(x), n(y));
            }
            if g.len() == 1 {
                d += "l.1 0";
            }
            d += "Z";
            view! { <path class="region-out" d=d /> }
        })
        .collect_view()
        .into_any()
}

/// Woods and hills drawn faintly in the empty parts of the map (two paths in all).
fn terrain() -> AnyView {
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
    let trees: String = TREES
        .iter()
        .map(|&(x, y)| {
            format!(
                "M{} {}l-8 14h16zM{} {}v6",
                n(x),
                n(y - 8.0),
                n(x),
                n(y + 6.0)
            )
        })
        .collect();
    let hills: String = HILLS
        .iter()
        .map(|&(x, y)| format!("M{} {}q14-18 28 0m-20-3q6-6 12 0", n(x - 14.0), n(y)))
        .collect();
    view! {
        <path class="terrain-trees" d=trees aria-hidden="true" />
        <path class="terrain-hills" d=hills aria-hidden="true" />
    }
    .into_any()
}

/// The map's legend, compass and river name.
fn decorations() -> AnyView {
    view! {
        <g class="legend" aria-hidden="true">
            <rect class="legend-box" x="22" y="16" width="262" height="96" rx="8" />
            <path class="road-out" d="M36 40H86" />
            <path class="road-in" d="M36 40H86" />
            <text class="legend-text" x="98" y="46">"Road · Knight"</text>
            <path class="river-bed" d="M36 68H86" />
            <path class="river" d=wave((36.0, 68.0), (86.0, 68.0)) />
            <text class="legend-text" x="98" y="74">"Waterway · Boatman"</text>
            <path class="ink ink-fill" d="M38 96Q60 93 84 95" />
            <text class="legend-text" x="98" y="102">"Filled (pen)"</text>
        </g>
        <g class="compass" aria-hidden="true" transform="translate(948 640)">
            <circle class="compass-ring" r="26" />
            <path class="compass-needle" d="M0-34L8 0L0 34L-8 0Z" />
            <text class="compass-n" y="-40">"N"</text>
        </g>
        <text class="river-name" x="196" y="485" transform="rotate(-20 196 485)" aria-hidden="true">"Loire"</text>
    }
    .into_any()
}

/// City 22's citizen (a yellow bonus).
fn citizen(ctx: &Ctx) -> AnyView {
    let (x, y) = CITIZEN_AT;
    let y22 = Yellow::City22Citizen;
    let (state, words) = ctx.yellow(y22);
    let class = if state == YState::Crossed {
        "yellow-bg yellow-lost"
    } else {
        "yellow-bg"
    };
    let content = view! {
        <circle class=class cx=n(x) cy=n(y) r="21" />
        {citizen_icon(x, y, 28.0)}
        {ctx.yellow_mark(y22, x, y, 24.0)}
    }
    .into_any();
    Ctx::labelled(
        format!("Citizen of city 22 (yellow bonus, for the first to build there): {words}"),
        content,
    )
}

/// The map, 1000 × 700.
pub fn map(ctx: &Ctx) -> AnyView {
    let region = data::player_count(ctx.seats()).crossed_cities;
    let out = |c: CityId| region.contains(&c);
    let ids = 0..CONNECTIONS.len();
    let base = ids
        .clone()
        .map(|i| connection(i, out(CONNECTIONS[i].a) || out(CONNECTIONS[i].b)))
        .collect_view();
    let filled = ids
        .clone()
        .filter(|&i| ctx.sheet.filled(i))
        .map(ink)
        .collect_view();
    let targets = ids
        .clone()
        .filter_map(|i| {
            ctx.target(Action::Fill(i as u8))
                .map(|a| fill_target(ctx, i, a))
        })
        .collect_view();
    let labels = ids.map(|i| label(i, ctx.sheet.filled(i))).collect_view();
    let cities = (0..CITIES.len() as CityId)
        .map(|c| city(ctx, c, out(c)))
        .collect_view();
    let filled_count = ctx.sheet.connections.count_ones();
    let summary = format!(
        "Map: {} connections filled, {} trading posts",
        filled_count,
        ctx.sheet.post_count()
    );
    view! {
        <g class="map" role="group" aria-label=summary>
            <rect class="map-bg" x="10" y="0" width="980" height="700" rx="12" />
            {terrain()}
            {regions(region)}
            {decorations()}
            <g class="connections">{base}</g>
            {filled}
            {targets}
            <g class="labels">{labels}</g>
            {cities}
            {citizen(ctx)}
            <rect class="map-frame" x="10" y="0" width="980" height="700" rx="12" />
        </g>
    }
    .into_any()
}
