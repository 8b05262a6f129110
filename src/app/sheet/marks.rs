//! Pen marks: the hand-drawn crosses, circles and strokes a player makes on the sheet. Each mark
//! wobbles a little, deterministically (seeded by what it marks), so it looks like ink on paper
//! and does not jump between renders.

use leptos::prelude::*;

/// A short number for SVG attributes: one decimal at most, none when whole.
pub fn n(v: f64) -> String {
    let r = (v * 10.0).round() / 10.0;
    if r.fract() == 0.0 {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
}

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

/// A seed from a mark's kind and position, so two marks never wobble alike.
pub fn seed(kind: u32, index: u32) -> u32 {
    kind.wrapping_mul(7919)
        .wrapping_add(index.wrapping_mul(104_729))
}

/// The path of a hand-drawn X of half-size `r` centred on (`cx`, `cy`).
pub fn x_path(cx: f64, cy: f64, r: f64, seed: u32) -> String {
    let j = |k| jitter(seed, k) * r * 0.12;
    let bow = |k| jitter(seed, k) * r * 0.18;
    let (ax, ay, bx, by) = (
        cx - r + j(1),
        cy - r + j(2),
        cx + r + j(3),
        cy + r * 0.95 + j(4),
    );
    let (mx, my) = ((ax + bx) / 2.0 + bow(5), (ay + by) / 2.0 - bow(5));
    let (c, d, e, f) = (
        cx + r * 0.95 + j(6),
        cy - r + j(7),
        cx - r + j(8),
        cy + r + j(9),
    );
    let (nx, ny) = ((c + e) / 2.0 + bow(10), (d + f) / 2.0 + bow(10));
    format!(
        "M{} {}Q{} {} {} {}M{} {}Q{} {} {} {}",
        n(ax),
        n(ay),
        n(mx),
        n(my),
        n(bx),
        n(by),
        n(c),
        n(d),
        n(nx),
        n(ny),
        n(e),
        n(f)
    )
}

/// The path of a hand-drawn loop around (`cx`, `cy`): a little more than one turn, not quite
/// round, its ends overlapping like a real pen circle.
pub fn circle_path(cx: f64, cy: f64, rx: f64, ry: f64, seed: u32) -> String {
    const STEPS: usize = 10;
    let start = jitter(seed, 1) * std::f64::consts::PI;
    let sweep = std::f64::consts::TAU + 0.5 + jitter(seed, 2) * 0.15;
    let pts: Vec<(f64, f64)> = (0..=STEPS)
        .map(|i| {
            let a = start + sweep * i as f64 / STEPS as f64;
            let grow = 1.0 + 0.045 * jitter(seed, 10 + i as u32) + 0.06 * i as f64 / STEPS as f64;
            (cx + rx * grow * a.cos(), cy + ry * grow * a.sin())
        })
        .collect();
    smooth(&pts)
}

/// A smooth path through `pts` (Catmull-Rom turned into cubic Béziers).
fn smooth(pts: &[(f64, f64)]) -> String {
    let mut d = format!("M{} {}", n(pts[0].0), n(pts[0].1));
    for i in 0..pts.len() - 1 {
        let p0 = pts[i.saturating_sub(1)];
        let (p1, p2) = (pts[i], pts[i + 1]);
        let p3 = pts[(i + 2).min(pts.len() - 1)];
        let c1 = (p1.0 + (p2.0 - p0.0) / 6.0, p1.1 + (p2.1 - p0.1) / 6.0);
        let c2 = (p2.0 - (p3.0 - p1.0) / 6.0, p2.1 - (p3.1 - p1.1) / 6.0);
        d += &format!(
            "C{} {} {} {} {} {}",
            n(c1.0),
            n(c1.1),
            n(c2.0),
            n(c2.1),
            n(p2.0),
            n(p2.1)
        );
    }
    d
}

/// The path of a slightly bowed pen stroke from one point to another.
pub fn stroke_path(x1: f64, y1: f64, x2: f64, y2: f64, seed: u32) -> String {
    let len = (x2 - x1).hypot(y2 - y1).max(1.0);
    let (px, py) = (-(y2 - y1) / len, (x2 - x1) / len);
    let bow = jitter(seed, 1) * len.min(200.0) * 0.025;
    let (mx, my) = ((x1 + x2) / 2.0 + px * bow, (y1 + y2) / 2.0 + py * bow);
    let (sx, sy) = (x1 + jitter(seed, 2) * 1.5, y1 + jitter(seed, 3) * 1.5);
    let (ex, ey) = (x2 + jitter(seed, 4) * 1.5, y2 + jitter(seed, 5) * 1.5);
    format!(
        "M{} {}Q{} {} {} {}",
        n(sx),
        n(sy),
        n(mx),
        n(my),
        n(ex),
        n(ey)
    )
}

/// A pen X.
pub fn x_mark(cx: f64, cy: f64, r: f64, seed: u32) -> AnyView {
    view! { <path class="ink" d=x_path(cx, cy, r, seed) /> }.into_any()
}

/// A pen circle.
pub fn circle_mark(cx: f64, cy: f64, rx: f64, ry: f64, seed: u32) -> AnyView {
    view! { <path class="ink" d=circle_path(cx, cy, rx, ry, seed) /> }.into_any()
}

/// A pen stroke crossing something out.
pub fn strike(x1: f64, y1: f64, x2: f64, y2: f64, seed: u32) -> AnyView {
    view! { <path class="ink" d=stroke_path(x1, y1, x2, y2, seed) /> }.into_any()
}
