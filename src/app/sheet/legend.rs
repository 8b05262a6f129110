//! The sheet's symbols one at a time, for the rules and their legend: each drawn by the same
//! code as on the sheet, alone in its own small `<svg>`, so that the rules show exactly what
//! the sheet prints.

use super::followers::follower_icon;
use super::icons::{
    any_good_icon, bonus_icon, citizen_icon, coin_icon, dev_icon, gains_row, good_icon, level_badge,
    monk_icon, points_icon, post_icon, shield_icon,
};
use super::marks::{circle_mark, printed_x, x_mark};
use crate::app::svg::Svg;
use crate::engine::data::{Bonus, Gain};
use crate::engine::{Follower, Good};
use crate::i18n::Words;

/// A symbol of the sheet, named in the rules' text by [`Glyph::name`] (`{knight}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Glyph {
    /// A good.
    Good(Good),
    /// "A good of your choice": the crate with a question mark.
    AnyGood,
    /// A development point: the teal star.
    Star,
    /// A coin.
    Coin,
    /// A shield of the Depot.
    Shield,
    /// A Monk.
    Monk,
    /// A citizen.
    Citizen,
    /// A trading post.
    Post,
    /// Points at the end: the medallion.
    Points,
    /// A road to fill.
    Road,
    /// A waterway to fill.
    Waterway,
    /// A development level symbol (×2).
    Level,
    /// A follower token.
    Follower(Follower),
    /// A yellow (first-come) bonus: its yellow ground.
    Yellow,
    /// The bonus "build a trading post without paying".
    FreePost,
    /// A city of the map.
    City,
    /// A pen X: a box marked.
    Mark,
    /// A pen circle: a coin, a shield or a city circled.
    Circle,
    /// A printed X: out of play (crossed out).
    Crossed,
}

impl Glyph {
    /// Every symbol, in the legend's order.
    pub const ALL: [Glyph; 28] = [
        Glyph::Follower(Follower::Farmer),
        Glyph::Follower(Follower::Boatman),
        Glyph::Follower(Follower::Knight),
        Glyph::Follower(Follower::Craftsman),
        Glyph::Follower(Follower::Trader),
        Glyph::Follower(Follower::Scholar),
        Glyph::Monk,
        Glyph::Good(Good::Grain),
        Glyph::Good(Good::Cheese),
        Glyph::Good(Good::Wine),
        Glyph::Good(Good::Wool),
        Glyph::Good(Good::Brocade),
        Glyph::AnyGood,
        Glyph::Star,
        Glyph::Level,
        Glyph::Coin,
        Glyph::Shield,
        Glyph::Citizen,
        Glyph::Post,
        Glyph::FreePost,
        Glyph::Points,
        Glyph::Road,
        Glyph::Waterway,
        Glyph::City,
        Glyph::Yellow,
        Glyph::Mark,
        Glyph::Circle,
        Glyph::Crossed,
    ];

    /// The symbol's name in the rules' text.
    pub fn name(self) -> &'static str {
        match self {
            Glyph::Good(Good::Grain) => "grain",
            Glyph::Good(Good::Cheese) => "cheese",
            Glyph::Good(Good::Wine) => "wine",
            Glyph::Good(Good::Wool) => "wool",
            Glyph::Good(Good::Brocade) => "brocade",
            Glyph::AnyGood => "any-good",
            Glyph::Star => "star",
            Glyph::Coin => "coin",
            Glyph::Shield => "shield",
            Glyph::Monk => "monk",
            Glyph::Citizen => "citizen",
            Glyph::Post => "post",
            Glyph::Points => "points",
            Glyph::Road => "road",
            Glyph::Waterway => "waterway",
            Glyph::Level => "level",
            Glyph::Follower(Follower::Farmer) => "farmer",
            Glyph::Follower(Follower::Boatman) => "boatman",
            Glyph::Follower(Follower::Knight) => "knight",
            Glyph::Follower(Follower::Craftsman) => "craftsman",
            Glyph::Follower(Follower::Trader) => "trader",
            Glyph::Follower(Follower::Scholar) => "scholar",
            Glyph::Yellow => "yellow",
            Glyph::FreePost => "free-post",
            Glyph::City => "city",
            Glyph::Mark => "mark",
            Glyph::Circle => "circle",
            Glyph::Crossed => "crossed",
        }
    }

    /// The symbol named `name` in the rules' text, if there is one.
    pub fn from_name(name: &str) -> Option<Glyph> {
        Glyph::ALL.into_iter().find(|g| g.name() == name)
    }
}

/// Appends `glyph` alone in an inline `<svg>` (hidden from screen readers: the words around it
/// say what it is), its words (the initials of followers) in those of `w`.
pub fn glyph_svg(s: &mut Svg, w: &dyn Words, glyph: Glyph) {
    s.put(
        "<svg class=\"sheet glyph glyph-$\" viewBox=\"-55 -55 110 110\" aria-hidden=\"true\" focusable=\"false\">",
        &[glyph.name()],
        &[],
    );
    match glyph {
        Glyph::Good(g) => good_icon(s, g, 0.0, 0.0, 100.0),
        Glyph::AnyGood => any_good_icon(s, 0.0, 0.0, 100.0),
        Glyph::Star => dev_icon(s, 0.0, 0.0, 100.0, 1),
        Glyph::Coin => coin_icon(s, 0.0, 0.0, 100.0, None),
        Glyph::Shield => shield_icon(s, 0.0, 0.0, 100.0, Some(3)),
        Glyph::Monk => monk_icon(s, 0.0, 0.0, 100.0),
        Glyph::Citizen => citizen_icon(s, 0.0, 0.0, 100.0),
        Glyph::Post => post_icon(s, 0.0, 0.0, 100.0),
        Glyph::Points => points_icon(s, 0.0, 0.0, 100.0, 5),
        Glyph::Road => {
            gains_row(s, w, &[Gain::Road], -50.0, 0.0, 100.0);
        }
        Glyph::Waterway => {
            gains_row(s, w, &[Gain::Waterway], -50.0, 0.0, 100.0);
        }
        Glyph::Level => {
            // The pennant is drawn at the sheet's size (36 units wide): enlarged to the box.
            s.push("<g transform=\"scale(2.6)\">");
            level_badge(s, 0.0, 0.0, "×", 2);
            s.push("</g>");
        }
        Glyph::Follower(f) => follower_icon(s, w, f, 0.0, 0.0, 100.0),
        Glyph::Yellow => {
            s.push("<circle class=\"yellow-bg\" r=\"52\"/>");
            citizen_icon(s, 0.0, 0.0, 70.0);
        }
        Glyph::FreePost => bonus_icon(s, w, Bonus::FreePost, 0.0, -8.0, 80.0),
        Glyph::City => {
            s.push("<g transform=\"scale(1.6)\"><circle class=\"city\" r=\"25\"/><text class=\"city-num\" y=\"8\">8</text></g>");
        }
        Glyph::Mark => {
            s.push("<rect class=\"box\" x=\"-40\" y=\"-40\" width=\"80\" height=\"80\" rx=\"6\"/>");
            x_mark(s, 0.0, 0.0, 30.0, 7);
        }
        Glyph::Circle => {
            coin_icon(s, 0.0, 0.0, 70.0, None);
            circle_mark(s, 0.0, 0.0, 48.0, 46.0, 7);
        }
        Glyph::Crossed => {
            s.push("<rect class=\"box\" x=\"-40\" y=\"-40\" width=\"80\" height=\"80\" rx=\"6\"/>");
            printed_x(s, 0.0, 0.0, 30.0, 7);
        }
    }
    s.push("</svg>");
}
