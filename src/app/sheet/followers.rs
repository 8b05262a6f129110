//! Follower icons, reusable anywhere inside an `<svg>`: each follower has its own shape and
//! colour, and its initial inside, so none is told apart by colour alone.
//!
//! Farmer: green circle · Boatman: blue boat with a sail · Knight: red triangle ·
//! Craftsman: orange square · Trader: purple hexagon · Scholar: cream open book.
//! Colours come from `style/sheet.css` (classes `fol-farmer` …).

use super::fit::{self, Face, GlyphSize};
use crate::app::svg::{Layer, Svg};
use crate::engine::Follower;
use crate::i18n::Words;

/// The outline of a follower's token in a 100 × 100 box centred on the origin.
pub fn shape(f: Follower) -> &'static str {
    match f {
        Follower::Farmer => "M0-46A46 46 0 1 1-.1-46Z",
        Follower::Boatman => "M-49-6H49C45 28 25 44 0 44C-25 44-45 28-49-6ZM-4-10V-50L34-12Z",
        Follower::Knight => "M0-50L49 40H-49Z",
        Follower::Craftsman => "M-42-42H42V42H-42Z",
        Follower::Trader => "M48 0L24-42H-24L-48 0L-24 42H24Z",
        Follower::Scholar => {
            "M-50-32C-32-42-10-40 0-30C10-40 32-42 50-32V38C32 28 10 30 0 40C-10 30-32 28-50 38Z"
        }
    }
}

/// The CSS classes of a follower's token: its outline's, and its colours'.
fn look(f: Follower) -> &'static str {
    match f {
        Follower::Farmer => "fol-shape fol-farmer",
        Follower::Boatman => "fol-shape fol-boatman",
        Follower::Knight => "fol-shape fol-knight",
        Follower::Craftsman => "fol-shape fol-craftsman",
        Follower::Trader => "fol-shape fol-trader",
        Follower::Scholar => "fol-shape fol-scholar",
    }
}

/// Where the initial sits inside the shape (its baseline), and how wide it may be there (the
/// Knight's triangle is narrow near its top).
fn initial_place(f: Follower) -> (f64, f64) {
    match f {
        Follower::Farmer => (16.0, 70.0),
        Follower::Boatman => (34.0, 70.0),
        Follower::Knight => (32.0, 50.0),
        Follower::Craftsman => (16.0, 70.0),
        Follower::Trader => (16.0, 70.0),
        Follower::Scholar => (18.0, 70.0),
    }
}

/// The width of a token's outline (`.fol-shape`) and the size of its initial (`.fol-letter`),
/// in the units of its 100 × 100 box.
const OUTLINE: f64 = 5.0;
const INITIAL_SIZE: f64 = 42.0;

/// A follower's icon centred on (`x`, `y`), `size` units wide, with its initial in the words of
/// `w` (a plain drawing: give it a label or a `<title>` where it stands alone).
pub fn follower_icon(s: &mut Svg, w: &dyn Words, f: Follower, x: f64, y: f64, size: f64) {
    let (base, room) = initial_place(f);
    let k = size / 100.0;
    let letter = w.follower_initial(f);
    // Scaled and moved rather than transformed, as the other icons (see `Svg::path_at`).
    s.print(Layer::Symbols, look(f), Some(OUTLINE * k), |s| s.path_at(shape(f), x, y, k));
    let class = if f == Follower::Scholar { "fol-letter on-light" } else { "fol-letter" };
    let (at, size) = ((x, y + base * k), INITIAL_SIZE * k);
    let natural = fit::width(letter, size, Face::Bold);
    if natural <= room * k {
        fit::bold_glyphs(s, class, GlyphSize::Written(size), None, at, letter);
        return;
    }
    // Initials of two letters too wide for the shape are narrowed, in a text of their own.
    s.put("<text class=\"$\" x=\"@\" y=\"@\" font-size=\"@\"", &[class], &[at.0, at.1, size]);
    fit::squeeze(s, natural, room * k);
    s.push(">");
    s.text(letter);
    s.push("</text>");
}
