//! Where each area of the sheet goes. Two arrangements of the same drawings:
//! - narrow (phones, small windows): 1000 units wide, the map on top, the areas below in pairs;
//! - wide (desktop): 1500 units wide, the Warehouse and the Bank beside the map.

use super::context::Ctx;
use super::fit::{self, Face};
use super::frame::paper;
use super::{bag, bank, citizens, deeds, depot, development, map, monks, places, warehouse};
use crate::app::svg::{Drawing, Svg};

/// Height of the header band.
const HEADER: f64 = 60.0;
/// Total heights of the two arrangements.
const NARROW_HEIGHT: f64 = 2636.0;
const WIDE_HEIGHT: f64 = 1942.0;

/// Opens a sheet (close it with [`close`]): its root, labelled, then the `<svg>` of its shared
/// paint, paper and header, whose `viewBox` the areas share (see [`place`]).
pub fn open(s: &mut Svg, class: &str, view_box: &str, label: &str) {
    s.put("<div class=\"$\" data-view-box=\"$\" role=\"group\" aria-label=\"", &[class, view_box], &[]);
    s.text(label);
    s.put("\"><svg viewBox=\"$\" role=\"none\">", &[view_box], &[]);
    // The paper, its grain, the hatching of crossed-out regions. The grain is a tile of noise
    // repeated (its edges stitched): the browser computes the noise of one tile per scale, where
    // a filter over the whole sheet computed it for every pixel of the sheet drawn.
    s.push(concat!(
        "<defs>",
        "<radialGradient id=\"os-paper\" cx=\"50%\" cy=\"40%\" r=\"75%\">",
        "<stop offset=\"0%\" stop-color=\"#fbf5e4\"/>",
        "<stop offset=\"70%\" stop-color=\"#f3e8cc\"/>",
        "<stop offset=\"100%\" stop-color=\"#e6d3a8\"/>",
        "</radialGradient>",
        "<filter id=\"os-grain\" x=\"0\" y=\"0\" width=\"100%\" height=\"100%\">",
        "<feTurbulence type=\"fractalNoise\" baseFrequency=\"0.9\" numOctaves=\"2\" seed=\"7\" stitchTiles=\"stitch\"/>",
        "<feColorMatrix values=\"0 0 0 0 0.45  0 0 0 0 0.33  0 0 0 0 0.15  0 0 0 0.09 0\"/>",
        "</filter>",
        "<pattern id=\"os-grain-tile\" width=\"200\" height=\"200\" patternUnits=\"userSpaceOnUse\">",
        "<rect width=\"200\" height=\"200\" filter=\"url(#os-grain)\"/>",
        "</pattern>",
        "<pattern id=\"os-hatch\" width=\"12\" height=\"12\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">",
        "<rect width=\"12\" height=\"12\" fill=\"#cfc3a6\"/>",
        "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"12\" stroke=\"#8d8068\" stroke-width=\"3\"/>",
        "</pattern>",
        "</defs>",
    ));
}

/// An area of a sheet or zone: where it goes, what it is drawn from (a key of its inputs, see
/// [`Ctx::key`]; `None`: drawn every time), and what draws it at its own origin.
pub type Area<'a> = (f64, f64, Option<u64>, &'a dyn Fn(&mut Svg));

/// Closes the `<svg>` of the paper and header, then draws each area moved to its place, each an
/// `<svg>` of its own over the paper, with the same `view_box` (see [`Drawing`]): they are the
/// last children of the sheet. Apart, an area changed is painted again alone: in one `<svg>`,
/// a change anywhere painted the whole sheet again (a slow phone's every decision). An area
/// drawn in `previous` from the same key, below the same root and header, is copied from it
/// rather than drawn again: a decision changes one or two areas of a sheet, and a slow phone
/// draws the whole sheet in a few milliseconds. Likewise, in an area drawn again, a part drawn
/// in `previous` from the same inputs (see [`Svg::part`]).
pub fn place<'a>(s: &mut Svg<'a>, view_box: &str, areas: &[Area], previous: Option<&'a Drawing>) {
    s.push("</svg>");
    let previous = previous.filter(|p| p.before_areas() == Some(s.written()));
    s.copy_parts_from(previous);
    for (k, &(x, y, key, draw)) in areas.iter().enumerate() {
        s.cut(key);
        match previous.is_some_and(|p| key.is_some_and(|key| p.drawn_from(k, key))) {
            true => s.copy_area(k),
            false => {
                s.put("<svg class=\"layer\" viewBox=\"$\" role=\"none\">", &[view_box], &[]);
                s.t("<g transform=\"translate(@ @)\">", &[x, y]);
                draw(s);
                s.push("</g></svg>");
            }
        }
    }
    s.end_areas();
}

/// Closes a sheet opened with [`open`], once its areas are placed.
pub fn close(s: &mut Svg) {
    s.push("</div>");
}

/// The heading: "Orléans · Scoresheet of …" at the left, the game at the right. A long name
/// is narrowed rather than run into the right side.
fn header(s: &mut Svg, ctx: &Ctx, name: &str, w: f64) {
    let words = ctx.w;
    let setup = ctx.game.setup();
    let sub = match setup.solo {
        Some(level) => words.solo_against(words.level(level)),
        None => words.n_players(setup.players.into()),
    };
    let title = words.scoresheet_of(name);
    let room = w - 56.0 - fit::width(&sub, 22.0, Face::Italic) - 30.0;
    s.push("<text class=\"sheet-title\" x=\"28\" y=\"44\"");
    fit::squeeze(s, fit::width(&title, 30.0, Face::Bold), room);
    s.push(">");
    s.text(&title);
    s.t("</text><text class=\"sheet-sub\" x=\"@\" y=\"44\">", &[w - 28.0]);
    s.text(&sub);
    s.push("</text>");
}

/// The sheet's viewBox.
pub fn view_box(wide: bool) -> &'static str {
    if wide {
        "0 0 1500 1942"
    } else {
        "0 0 1000 2636"
    }
}

/// The whole sheet (between [`open`] and [`close`]) in one arrangement, headed with `name`; the
/// areas drawn in `previous` from the same inputs are copied from it (see [`place`]).
pub fn sheet<'a>(s: &mut Svg<'a>, ctx: &Ctx, name: &str, wide: bool, previous: Option<&'a Drawing>) {
    let (w, h) = if wide { (1500.0, WIDE_HEIGHT) } else { (1000.0, NARROW_HEIGHT) };
    let half = 485.0;
    // What each area is drawn from, the same in both arrangements.
    let (map, warehouse, bank) = (map::key(ctx), warehouse::key(ctx), bank::key(ctx));
    let (depot, monks, bag) = (depot::key(ctx), monks::key(ctx), bag::key(ctx));
    let (citizens, development) = (citizens::citizens_key(ctx), development::key(ctx));
    let (deeds, places, strip) = (deeds::key(ctx), places::key(ctx), citizens::strip_key(ctx));
    let wide_areas: [Area; 11] = [
        (0.0, HEADER, Some(map), &|s| map::map(s, ctx)),
        (1005.0, 70.0, Some(warehouse), &|s| warehouse::panel(s, ctx, half)),
        (1005.0, 420.0, Some(bank), &|s| bank::panel(s, ctx, half)),
        (10.0, 770.0, Some(depot), &|s| depot::depot(s, ctx, 430.0)),
        (450.0, 770.0, Some(monks), &|s| monks::monks(s, ctx, 300.0)),
        (760.0, 770.0, Some(bag), &|s| bag::bag(s, ctx, 260.0)),
        (1030.0, 770.0, Some(citizens), &|s| citizens::citizens(s, ctx, 460.0)),
        (10.0, 910.0, Some(development), &|s| development::panel(s, ctx, 1480.0, true)),
        (10.0, 1070.0, Some(deeds), &|s| deeds::panel(s, ctx, 1480.0)),
        (10.0, 1350.0, Some(places), &|s| places::panel(s, ctx, 1480.0, true)),
        (10.0, 1822.0, Some(strip), &|s| citizens::strip(s, ctx, 1480.0)),
    ];
    let narrow_areas: [Area; 11] = [
        (0.0, HEADER, Some(map), &|s| map::map(s, ctx)),
        (10.0, 770.0, Some(warehouse), &|s| warehouse::panel(s, ctx, half)),
        (505.0, 770.0, Some(bank), &|s| bank::panel(s, ctx, half)),
        (10.0, 1120.0, Some(depot), &|s| depot::depot(s, ctx, half)),
        (505.0, 1120.0, Some(citizens), &|s| citizens::citizens(s, ctx, half)),
        (10.0, 1260.0, Some(monks), &|s| monks::monks(s, ctx, half)),
        (505.0, 1260.0, Some(bag), &|s| bag::bag(s, ctx, half)),
        (10.0, 1400.0, Some(development), &|s| development::panel(s, ctx, 980.0, false)),
        (10.0, 1660.0, Some(deeds), &|s| deeds::panel(s, ctx, 980.0)),
        (10.0, 1940.0, Some(places), &|s| places::panel(s, ctx, 980.0, false)),
        (10.0, 2516.0, Some(strip), &|s| citizens::strip(s, ctx, 980.0)),
    ];
    paper(s, w, h);
    header(s, ctx, name, w);
    place(s, view_box(wide), if wide { &wide_areas } else { &narrow_areas }, previous);
}
