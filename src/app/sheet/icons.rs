//! The printed symbols of the sheet: goods, development, coins, shields, Monks, citizens,
//! trading posts, points, and the bonuses and gains built from them. Every icon is drawn in a
//! 100 × 100 box centred on the origin, then scaled and moved to its place by its own numbers,
//! never by a transform (see [`Svg::path_at`]); its colours are CSS classes, its strokes' widths
//! and its numbers' sizes are given here.

use super::fit::{self, Face, GlyphSize};
use super::followers::follower_icon;
use crate::app::svg::{Layer, Svg};
use crate::engine::data::{Bonus, Gain};
use crate::engine::{Good, Icon};
use crate::i18n::Words;

/// A printed symbol drawn as one outline: its CSS class (its colours), the outline in the
/// 100 × 100 box, and the width of its stroke in the box's units (here, not in the CSS: an icon
/// drawn without a transform has its stroke scaled with it, see [`glyph`]).
#[derive(Clone, Copy)]
struct Outline {
    class: &'static str,
    d: &'static str,
    stroke: f64,
}

/// Goods: each a different shape (wheat ear, wedge, goblet, fleece, diamond).
const GRAIN: Outline = Outline {
    class: "ic-grain",
    d: "M-3 46V-4H3V46ZM-2 24C-16 24-24 16-24 2C-12 2-2 10-2 24ZM2 24C16 24 24 16 24 2C12 2 2 10 2 24ZM-2 4C-16 4-24-4-24-18C-12-18-2-10-2 4ZM2 4C16 4 24-4 24-18C12-18 2-10 2 4ZM0-14C-10-22-12-36 0-50C12-36 10-22 0-14Z",
    stroke: 4.0,
};
const CHEESE: Outline = Outline {
    class: "ic-cheese",
    d: "M-47 32H47V-4L-47-34ZM10 2A8 8 0 1 0 10.1 2ZM-22-6A6 6 0 1 0-21.9-6ZM30 10A5 5 0 1 0 30.1 10Z",
    stroke: 5.0,
};
const WINE: Outline = Outline {
    class: "ic-wine",
    d: "M-28-46H28C30-12 16 4 5 8V32L24 40V47H-24V40L-5 32V8C-16 4-30-12-28-46Z",
    stroke: 4.0,
};
const WOOL: Outline = Outline {
    class: "ic-wool",
    d: "M-34 30C-50 30-52 8-38 2C-44-16-24-28-12-20C-6-38 20-38 24-20C40-26 52-8 42 6C54 16 44 34 30 30Z",
    stroke: 6.0,
};
const BROCADE: Outline =
    Outline { class: "ic-brocade", d: "M0-48L40 0L0 48L-40 0ZM0-24L20 0L0 24L-20 0Z", stroke: 6.0 };
/// Development: a five-pointed star.
const STAR: Outline = Outline {
    class: "ic-dev",
    d: "M0-44L11.8-12.2L45.7-10.8L19 10.2L28.2 42.8L0 24L-28.2 42.8L-19 10.2L-45.7-10.8L-11.8-12.2Z",
    stroke: 4.0,
};
const COIN: Outline =
    Outline { class: "ic-coin", d: "M0-46A46 46 0 1 0 .1-46ZM0-33A33 33 0 1 0 .1-33Z", stroke: 5.0 };
const SHIELD: Outline =
    Outline { class: "ic-shield", d: "M-40-44H40V-4C40 22 20 38 0 48C-20 38-40 22-40-4Z", stroke: 5.0 };
const MONK: Outline = Outline {
    class: "ic-monk",
    d: "M0-48C-22-48-28-26-24-12C-36 6-42 28-44 48H44C42 28 36 6 24-12C28-26 22-48 0-48ZM0-34C-10-34-14-24-12-14C-8-8 8-8 12-14C14-24 10-34 0-34Z",
    stroke: 4.0,
};
const CITIZEN: Outline = Outline {
    class: "ic-citizen",
    d: "M0-48A15 15 0 1 0 .1-48ZM-32 48C-32 8-18-10 0-10C18-10 32 8 32 48Z",
    stroke: 6.0,
};
const POST: Outline =
    Outline { class: "ic-post", d: "M-38 46V-6L0-42L38-6V46ZM-12 46V14H12V46", stroke: 5.0 };
const CRATE: Outline = Outline { class: "ic-crate", d: "M-42-42H42V42H-42Z", stroke: 5.0 };
/// A road and a waterway, each two lines: their round ends (`.ic-road`, `.ic-river-bed`) stay
/// in the box too.
const ROAD: Outline = Outline { class: "ic-road", d: "M-30 0H30", stroke: 30.0 };
const ROAD_MIDDLE: Outline = Outline { class: "ic-road-in", d: "M-30 0H30", stroke: 10.0 };
const RIVER_BED: Outline = Outline { class: "ic-river-bed", d: "M-30 0H30", stroke: 40.0 };
const RIVER: Outline = Outline { class: "ic-river", d: "M-33 0Q-25-14-16.5 0T0 0T16.5 0T33 0", stroke: 11.0 };

/// A glyph centred on (`x`, `y`), `size` units wide: its outline and stroke scaled and moved
/// rather than transformed (see [`Svg::path_at`]).
fn glyph(s: &mut Svg, g: Outline, x: f64, y: f64, size: f64) {
    let k = size / 100.0;
    s.print(Layer::Symbols, g.class, Some(g.stroke * k), |s| s.path_at(g.d, x, y, k));
}

/// A printed number's size and the width of its pale outline (`.ic-num`), and its baseline, in
/// the units of its icon's 100 × 100 box.
const NUM_SIZE: f64 = 54.0;
const NUM_HALO: f64 = 9.0;
const NUM_BASELINE: f64 = 17.0;

/// A glyph with a number (or a sign) printed over it.
fn numbered(s: &mut Svg, g: Outline, x: f64, y: f64, size: f64, label: &str) {
    glyph(s, g, x, y, size);
    number_over(s, x, y, size, label);
}

/// The number (or sign) printed over an icon centred on (`x`, `y`), `size` units wide.
fn number_over(s: &mut Svg, x: f64, y: f64, size: f64, label: &str) {
    let k = size / 100.0;
    let at = (x, y + NUM_BASELINE * k);
    fit::bold_glyphs(s, "ic-num", GlyphSize::Written(NUM_SIZE * k), Some(NUM_HALO * k), at, label);
}

/// A good.
pub fn good_icon(s: &mut Svg, g: Good, x: f64, y: f64, size: f64) {
    let outline = match g {
        Good::Grain => GRAIN,
        Good::Cheese => CHEESE,
        Good::Wine => WINE,
        Good::Wool => WOOL,
        Good::Brocade => BROCADE,
    };
    glyph(s, outline, x, y, size);
}

/// A development point (the star), with a count when more than one.
pub fn dev_icon(s: &mut Svg, x: f64, y: f64, size: f64, count: u8) {
    if count > 1 {
        numbered(s, STAR, x, y, size, &count.to_string());
    } else {
        glyph(s, STAR, x, y, size);
    }
}

/// A connection's icon.
pub fn map_icon(s: &mut Svg, icon: Icon, x: f64, y: f64, size: f64) {
    match icon {
        Icon::Good(g) => good_icon(s, g, x, y, size),
        Icon::Development => dev_icon(s, x, y, size, 1),
    }
}

/// A coin, with a number on it when given.
pub fn coin_icon(s: &mut Svg, x: f64, y: f64, size: f64, label: Option<u8>) {
    match label {
        Some(k) => numbered(s, COIN, x, y, size, &k.to_string()),
        None => glyph(s, COIN, x, y, size),
    }
}

/// A shield, with its value when given.
pub fn shield_icon(s: &mut Svg, x: f64, y: f64, size: f64, value: Option<u16>) {
    match value {
        Some(v) => numbered(s, SHIELD, x, y, size, &v.to_string()),
        None => glyph(s, SHIELD, x, y, size),
    }
}

/// A Monk.
pub fn monk_icon(s: &mut Svg, x: f64, y: f64, size: f64) {
    glyph(s, MONK, x, y, size);
}

/// A citizen.
pub fn citizen_icon(s: &mut Svg, x: f64, y: f64, size: f64) {
    glyph(s, CITIZEN, x, y, size);
}

/// A trading post.
pub fn post_icon(s: &mut Svg, x: f64, y: f64, size: f64) {
    glyph(s, POST, x, y, size);
}

/// "A good of your choice": a crate with a question mark.
pub fn any_good_icon(s: &mut Svg, x: f64, y: f64, size: f64) {
    numbered(s, CRATE, x, y, size, "?");
}

/// Points at the end: a medallion with the number.
pub fn points_icon(s: &mut Svg, x: f64, y: f64, size: f64, points: u16) {
    let k = size / 100.0;
    s.print(Layer::Symbols, "ic-points", Some(5.0 * k), |s| s.circle(x, y, 46.0 * k));
    number_over(s, x, y, size, &points.to_string());
}

/// A road (for effects that fill one): a brown double line, as on the map.
fn road_icon(s: &mut Svg, x: f64, y: f64, size: f64) {
    glyph(s, ROAD, x, y, size);
    glyph(s, ROAD_MIDDLE, x, y, size);
}

/// A waterway (for effects that fill one): a blue wave on its pale bed, as on the map.
fn river_icon(s: &mut Svg, x: f64, y: f64, size: f64) {
    glyph(s, RIVER_BED, x, y, size);
    glyph(s, RIVER, x, y, size);
}

/// A level badge ("×3", "+1": `sign` and `n`) centred on (`x`, `y`): a pennant.
pub fn level_badge(s: &mut Svg, x: f64, y: f64, sign: &str, n: u8) {
    s.print(Layer::Symbols, "level-badge", None, |s| {
        s.t("M@ @h36l-6 11 6 11h-36l6-11z", &[x - 18.0, y - 11.0]);
    });
    bold_label(s, LEVEL_BADGE, x, y + 6.5, &format!("{sign}{n}"));
}

/// A count printed before an icon ("2" in "2 ★"), its centre at `x`.
pub fn count(s: &mut Svg, x: f64, y: f64, size: f64, k: u8) {
    bold_label(s, COUNT, x, y + size * 0.3, &k.to_string());
}

/// A kind of label of a few bold glyphs: its class, which sets its look, and the font size that
/// `style/sheet.css` gives that class, by which its glyphs are placed (a test checks that the two
/// agree).
#[derive(Clone, Copy)]
pub struct BoldLabel {
    pub class: &'static str,
    pub size: f64,
}

/// A place card's category ("III").
pub const CATEGORY: BoldLabel = BoldLabel { class: "cat-text", size: 17.0 };
/// The number in a box of the bag.
pub const BOX_NUMBER: BoldLabel = BoldLabel { class: "box-num", size: 22.0 };
/// A level on a badge ("+2").
pub const LEVEL_BADGE: BoldLabel = BoldLabel { class: "level-text on-badge", size: 17.0 };
/// A count before an icon ("2" in "2 ★").
pub const COUNT: BoldLabel = BoldLabel { class: "ic-count", size: 21.0 };
/// The sign between a gain's symbols.
pub const PLUS: BoldLabel = BoldLabel { class: "ic-plus", size: 20.0 };
/// The operator of a citizens' score ("×").
pub const SCORE_OP: BoldLabel = BoldLabel { class: "score-op", size: 22.0 };
/// A Bank row's number.
pub const ROW_NUMBER: BoldLabel = BoldLabel { class: "row-num", size: 22.0 };

/// Every kind of bold label (for the test of their sizes).
#[cfg(test)]
pub const BOLD_LABELS: [BoldLabel; 7] =
    [CATEGORY, BOX_NUMBER, LEVEL_BADGE, COUNT, PLUS, SCORE_OP, ROW_NUMBER];

/// A label of a few bold glyphs, of the kind `label`, centred on (`x`, `y`): one of its area's
/// labels (see [`Svg::label`]).
pub fn bold_label(s: &mut Svg, label: BoldLabel, x: f64, y: f64, text: &str) {
    fit::bold_glyphs(s, label.class, GlyphSize::OfClass(label.size), None, (x, y), text);
}

/// A sheet bonus (Warehouse columns, Bank rows and columns, development boxes, deeds), its words
/// (the free trading post's) in those of `w`.
pub fn bonus_icon(s: &mut Svg, w: &dyn Words, b: Bonus, x: f64, y: f64, size: f64) {
    match b {
        Bonus::Coins(k) => coin_icon(s, x, y, size, (k > 1).then_some(k)),
        Bonus::AnyGood => any_good_icon(s, x, y, size),
        Bonus::Develop(k) => dev_icon(s, x, y, size, k),
        Bonus::Shield => shield_icon(s, x, y, size, None),
        Bonus::MonkAction => monk_icon(s, x, y, size),
        Bonus::FollowerAction(f) => follower_icon(s, w, f, x, y, size * 0.9),
        Bonus::FreePost => {
            post_icon(s, x, y - size * 0.1, size * 0.8);
            s.t("<text class=\"ic-free\" x=\"@\" y=\"@\">", &[x, y + size * 0.78]);
            s.text(w.free());
            s.push("</text>");
        }
        Bonus::EndPoints(p) => points_icon(s, x, y, size, u16::from(p)),
        Bonus::Citizen(_) => citizen_icon(s, x, y, size),
    }
}

/// The word after the star of a development per column or per trading post ("/col."), if `g`
/// is one.
fn per_word(w: &dyn Words, g: Gain) -> Option<&'static str> {
    match g {
        Gain::DevelopPerWarehouseColumn | Gain::DevelopPerBankColumn => Some(w.per_column()),
        Gain::DevelopPerPost => Some(w.per_post()),
        _ => None,
    }
}

/// Width taken by one gain's icons at `size` (and its word, at 15 units: `.ic-per`).
fn gain_width(w: &dyn Words, g: Gain, size: f64) -> f64 {
    if let Some(word) = per_word(w, g) {
        return (size * 1.15 + fit::width(word, 15.0, Face::Italic) + 2.0).max(size * 2.1);
    }
    match g {
        Gain::PaidPost => size * 1.9,
        Gain::Develop(k) if k > 1 => size * 1.5,
        _ => size,
    }
}

/// One gain's icons with their left edge at `x`, centred on `y`.
fn gain_icon(s: &mut Svg, w: &dyn Words, g: Gain, x: f64, y: f64, size: f64) {
    let c = x + size / 2.0;
    match g {
        Gain::Coin => coin_icon(s, c, y, size * 0.9, None),
        Gain::AnyGood => any_good_icon(s, c, y, size * 0.85),
        Gain::Good(good) => good_icon(s, good, c, y, size),
        Gain::Develop(k) if k > 1 => {
            count(s, x + size * 0.2, y, size, k);
            dev_icon(s, x + size, y, size, 1);
        }
        Gain::Develop(_) => dev_icon(s, c, y, size, 1),
        Gain::Road => road_icon(s, c, y, size),
        Gain::Waterway => river_icon(s, c, y, size),
        Gain::PaidPost => {
            coin_icon(s, c - size * 0.1, y, size * 0.7, None);
            post_icon(s, c + size * 0.75, y, size * 0.9);
        }
        Gain::DevelopPerWarehouseColumn | Gain::DevelopPerBankColumn | Gain::DevelopPerPost => {
            dev_icon(s, c, y, size, 1);
            s.t("<text class=\"ic-per\" x=\"@\" y=\"@\">", &[x + size * 1.15, y + size * 0.22]);
            s.text(per_word(w, g).unwrap_or_default());
            s.push("</text>");
        }
    }
}

/// A list of gains side by side, joined by "+", starting at `x`, its words in those of `w`;
/// returns its width.
pub fn gains_row(s: &mut Svg, w: &dyn Words, list: &[Gain], x: f64, y: f64, size: f64) -> f64 {
    let mut cx = x;
    for (i, &g) in list.iter().enumerate() {
        if i > 0 {
            plus_sign(s, "+", cx + size * 0.2, y + size * 0.2);
            cx += size * 0.45;
        }
        gain_icon(s, w, g, cx, y, size);
        cx += gain_width(w, g, size) + size * 0.08;
    }
    cx - x
}

/// A "+" between two gains, or a "/" between two choices, centred on (`x`, `y`).
pub fn plus_sign(s: &mut Svg, sign: &'static str, x: f64, y: f64) {
    bold_label(s, PLUS, x, y, sign);
}
