//! Pen marks: the hand-drawn crosses, circles and strokes a player makes on the sheet. Each mark
//! wobbles a little, deterministically (seeded by what it marks), so it looks like ink on paper
//! and does not jump between renders.

use crate::app::svg::Svg;

/// A pseudo-random number in [-1, 1] from a seed and a counter.
pub fn jitter(seed: u32, k: u32) -> f64 {
    let mut h = seed.wrapping_mul(0x9E37_79B1) ^ k.wrapping_mul(0x85EB_CA77) ^ 0x27D4_EB2F;
    h ^= h >> 15;
    h = h.wrapping_mul(0xC2B2_AE3D);
    h ^= h >> 13;
    h = h.wrapping_mul(0x2C1B_3C6D);
    h ^= h >> 16;
    f64::from(h % 2001) / 1000.0 - 1.0
}

/// The length of the vector (`dx`, `dy`).
pub fn distance(dx: f64, dy: f64) -> f64 {
    (dx * dx + dy * dy).sqrt()
}

/// The sine and cosine of `a` (radians, a few turns at most), from their series once `a` is
/// brought within an eighth of a turn: as exact as the library's, without its code.
pub fn sin_cos(a: f64) -> (f64, f64) {
    use std::f64::consts::FRAC_PI_2;
    let quarter = (a / FRAC_PI_2).round();
    let r = a - quarter * FRAC_PI_2;
    let r2 = r * r;
    // Horner forms of the Taylor series, to the terms in r^17 and r^16 (|r| ≤ π/4).
    let mut sin = 1.0;
    let mut cos = 1.0;
    for k in (1..=8).rev() {
        let k = f64::from(k);
        sin = 1.0 - r2 / ((2.0 * k) * (2.0 * k + 1.0)) * sin;
        cos = 1.0 - r2 / ((2.0 * k - 1.0) * (2.0 * k)) * cos;
    }
    let sin = r * sin;
    match (quarter as i64).rem_euclid(4) {
        0 => (sin, cos),
        1 => (cos, -sin),
        2 => (-sin, -cos),
        _ => (-cos, sin),
    }
}

/// A seed from a mark's kind and position, so two marks never wobble alike.
pub fn seed(kind: u32, index: u32) -> u32 {
    kind.wrapping_mul(7919).wrapping_add(index.wrapping_mul(104_729))
}

/// Writes the path of a hand-drawn X of half-size `r` centred on (`cx`, `cy`).
pub fn x_path(s: &mut Svg, cx: f64, cy: f64, r: f64, seed: u32) {
    let j = |k| jitter(seed, k) * r * 0.12;
    let bow = |k| jitter(seed, k) * r * 0.18;
    let (ax, ay, bx, by) = (cx - r + j(1), cy - r + j(2), cx + r + j(3), cy + r * 0.95 + j(4));
    let (mx, my) = ((ax + bx) / 2.0 + bow(5), (ay + by) / 2.0 - bow(5));
    let (c, d, e, f) = (cx + r * 0.95 + j(6), cy - r + j(7), cx - r + j(8), cy + r + j(9));
    let (nx, ny) = ((c + e) / 2.0 + bow(10), (d + f) / 2.0 + bow(10));
    s.t("M@ @Q@ @ @ @M@ @Q@ @ @ @", &[ax, ay, mx, my, bx, by, c, d, nx, ny, e, f]);
}

/// Writes the path of a hand-drawn loop around (`cx`, `cy`): a little more than one turn, not
/// quite round, its ends overlapping like a real pen circle. A smooth curve through eleven points
/// (Catmull-Rom turned into cubic Béziers).
fn circle_path(s: &mut Svg, cx: f64, cy: f64, rx: f64, ry: f64, seed: u32) {
    const STEPS: usize = 10;
    let start = jitter(seed, 1) * std::f64::consts::PI;
    let sweep = std::f64::consts::TAU + 0.5 + jitter(seed, 2) * 0.15;
    let mut pts = [(0.0, 0.0); STEPS + 1];
    for (i, p) in pts.iter_mut().enumerate() {
        let a = start + sweep * i as f64 / STEPS as f64;
        let grow = 1.0 + 0.045 * jitter(seed, 10 + i as u32) + 0.06 * i as f64 / STEPS as f64;
        let (sin, cos) = sin_cos(a);
        *p = (cx + rx * grow * cos, cy + ry * grow * sin);
    }
    s.t("M@ @", &[pts[0].0, pts[0].1]);
    for i in 0..STEPS {
        let p0 = pts[i.saturating_sub(1)];
        let (p1, p2) = (pts[i], pts[i + 1]);
        let p3 = pts[(i + 2).min(STEPS)];
        let c1 = (p1.0 + (p2.0 - p0.0) / 6.0, p1.1 + (p2.1 - p0.1) / 6.0);
        let c2 = (p2.0 - (p3.0 - p1.0) / 6.0, p2.1 - (p3.1 - p1.1) / 6.0);
        s.t("C@ @ @ @ @ @", &[c1.0, c1.1, c2.0, c2.1, p2.0, p2.1]);
    }
}

/// Writes the path of a slightly bowed pen stroke from one point to another.
pub fn stroke_path(s: &mut Svg, x1: f64, y1: f64, x2: f64, y2: f64, seed: u32) {
    let len = distance(x2 - x1, y2 - y1).max(1.0);
    let (px, py) = (-(y2 - y1) / len, (x2 - x1) / len);
    let bow = jitter(seed, 1) * len.min(200.0) * 0.025;
    let (mx, my) = ((x1 + x2) / 2.0 + px * bow, (y1 + y2) / 2.0 + py * bow);
    let (sx, sy) = (x1 + jitter(seed, 2) * 1.5, y1 + jitter(seed, 3) * 1.5);
    let (ex, ey) = (x2 + jitter(seed, 4) * 1.5, y2 + jitter(seed, 5) * 1.5);
    s.t("M@ @Q@ @ @ @", &[sx, sy, mx, my, ex, ey]);
}

/// How every pen mark's path begins in the markup, [`INK`] and [`FILLED_INK`].
const INK_PATH: &str = "<path class=\"ink";
/// How a pen mark's path begins in the markup: its `d` follows, up to the next quote.
const INK: &str = "<path class=\"ink\" d=\"";
/// How the pen stroke over a filled connection begins, as [`INK`] (a broader stroke).
pub const FILLED_INK: &str = "<path class=\"ink ink-fill\" d=\"";

/// The paths (`d`) of the pen marks in `markup`: its `<path>`s of class `ink` (these marks',
/// and the map's filled connections, `ink ink-fill`).
pub fn ink_paths(markup: &str) -> impl Iterator<Item = &str> {
    markup
        .split(INK_PATH)
        .skip(1)
        .filter(|rest| rest.starts_with(['"', ' ']))
        .filter_map(|rest| Some(rest.split_once(" d=\"")?.1.split_once('"')?.0))
}

/// A pen X.
pub fn x_mark(s: &mut Svg, cx: f64, cy: f64, r: f64, seed: u32) {
    s.push(INK);
    x_path(s, cx, cy, r, seed);
    s.push("\"/>");
}

/// A printed (not pen) X: what is out of play from the start.
pub fn printed_x(s: &mut Svg, cx: f64, cy: f64, r: f64, seed: u32) {
    s.push("<path class=\"printed-x\" d=\"");
    x_path(s, cx, cy, r, seed);
    s.push("\"/>");
}

/// A pen circle: a part of its own (see [`Svg::part`]), its curve the longest to work out of a
/// sheet's marks.
pub fn circle_mark(s: &mut Svg, cx: f64, cy: f64, rx: f64, ry: f64, seed: u32) {
    let at = [cx, cy, rx, ry].map(f64::to_bits);
    s.part(("circle", at, seed), |s| {
        s.push(INK);
        circle_path(s, cx, cy, rx, ry, seed);
        s.push("\"/>");
    });
}

/// A pen stroke crossing something out.
pub fn strike(s: &mut Svg, x1: f64, y1: f64, x2: f64, y2: f64, seed: u32) {
    s.push(INK);
    stroke_path(s, x1, y1, x2, y2, seed);
    s.push("\"/>");
}
