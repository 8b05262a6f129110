//! Jeanne's zone in the solo game: her four rows, her two-row Depot, her development levels, her
//! trading posts and citizens, her score, and her last revealed card with the back of the next
//! one, so the player can follow why she did what she did.

use super::context::{open_group, open_labelled};
use super::followers::follower_icon;
use super::icons::{citizen_icon, level_badge, monk_icon, post_icon, shield_icon};
use super::layout::{frame, note, paper, place, Area};
use super::marks::{circle_mark, printed_x, seed, x_mark};
use crate::app::svg::Svg;
use crate::engine::data::{
    Arrow, JeanneMonk, JeanneRow, ScholarBox, SoloEffect, JEANNE_LEVELS, JEANNE_ROW_POINTS, JEANNE_SCHOLAR,
    JEANNE_SHIELDS, SOLO_CARDS,
};
use crate::engine::{Action, Follower, Game, Jeanne, JeanneTurn};
use crate::text;

const WIDTH: f64 = 1000.0;
const HEIGHT: f64 = 730.0;

/// The zone's viewBox (one arrangement fits both phone and desktop).
pub const VIEW_BOX: &str = "0 0 1000 730";

/// A small word under or beside an icon.
fn tag(s: &mut Svg, x: f64, y: f64, word: &str) {
    s.put("<text class=\"ic-tag\" x=\"@\" y=\"@\">$</text>", &[word], &[x, y]);
}

/// Draws the icon of a solo card's effect; returns a short word for it.
fn effect_icon(s: &mut Svg, e: SoloEffect, x: f64, y: f64, size: f64) -> &'static str {
    let cross = |s: &mut Svg| printed_x(s, x, y, size * 0.4, 5);
    match e {
        SoloEffect::BuildPost => {
            post_icon(s, x, y, size);
            "post"
        }
        SoloEffect::RemovePlace => {
            s.t(
                "<rect class=\"mini-card\" x=\"@\" y=\"@\" width=\"@\" height=\"@\" rx=\"3\"/>",
                &[x - size * 0.32, y - size * 0.45, size * 0.64, size * 0.9],
            );
            cross(s);
            "remove place"
        }
        SoloEffect::Shield => {
            shield_icon(s, x, y, size, None);
            "shield"
        }
        SoloEffect::Level => {
            level_badge(s, x, y, "+", 1);
            "level"
        }
        SoloEffect::CrossBankYellow => {
            s.t(
                "<rect class=\"yellow-bg\" x=\"@\" y=\"@\" width=\"@\" height=\"@\" rx=\"5\"/>",
                &[x - size * 0.45, y - size * 0.45, size * 0.9, size * 0.9],
            );
            shield_icon(s, x, y, size * 0.7, None);
            cross(s);
            "Bank yellow"
        }
        SoloEffect::Citizen => {
            citizen_icon(s, x, y, size);
            "citizen"
        }
        SoloEffect::StealWarehouseCitizen => {
            citizen_icon(s, x, y, size);
            tag(s, x + size * 0.45, y + size * 0.5, "W");
            "steal W. cit."
        }
        SoloEffect::StealBankCitizen => {
            citizen_icon(s, x, y, size);
            tag(s, x + size * 0.45, y + size * 0.5, "B");
            "steal B. cit."
        }
        SoloEffect::CrossDeed => {
            s.push("<path class=\"mini-deed\" d=\"M-34-40H34V40H-34Z\" transform=\"");
            s.tr(x, y, size);
            s.push("\"/>");
            cross(s);
            "cross deed"
        }
        SoloEffect::Monk => {
            monk_icon(s, x, y, size);
            "Monk"
        }
    }
}

fn scholar_box_icon(s: &mut Svg, b: ScholarBox, x: f64, y: f64) {
    match b {
        ScholarBox::Level => level_badge(s, x, y, "+", 1),
        ScholarBox::FirstCitizen | ScholarBox::SecondCitizen => {
            citizen_icon(s, x - 4.0, y, 26.0);
            let which = if b == ScholarBox::FirstCitizen { "1" } else { "2" };
            tag(s, x + 12.0, y + 14.0, which);
        }
        ScholarBox::Shield => shield_icon(s, x, y, 26.0, None),
        ScholarBox::Monk => monk_icon(s, x, y, 26.0),
    }
}

/// Her four rows.
fn rows(s: &mut Svg, j: &Jeanne) {
    let order = [
        (JeanneRow::Boatman, Follower::Boatman),
        (JeanneRow::Farmer, Follower::Farmer),
        (JeanneRow::Knight, Follower::Knight),
        (JeanneRow::Scholar, Follower::Scholar),
    ];
    frame(s, 580.0, 280.0, "Her rows");
    s.push("<text class=\"note\" x=\"562\" y=\"33\">Scholar boxes: extra effects</text>");
    for (k, &(row, f)) in order.iter().enumerate() {
        let y = 86.0 + 50.0 * k as f64;
        let marked = j.rows[row.index()] as usize;
        let scholar = row == JeanneRow::Scholar;
        let len = if scholar { JEANNE_SCHOLAR.len() } else { JEANNE_ROW_POINTS[row.index()].len() };
        open_group(s, "", &format!("Jeanne's {} row: {marked} of {len} marked", f.name()));
        follower_icon(s, f, 44.0, y, 34.0);
        for i in 0..len {
            let x = 104.0 + 56.0 * i as f64;
            s.t(
                "<rect class=\"box\" x=\"@\" y=\"@\" width=\"46\" height=\"42\" rx=\"4\"/>",
                &[x - 23.0, y - 21.0],
            );
            if scholar {
                scholar_box_icon(s, JEANNE_SCHOLAR[i], x, y);
            } else {
                s.t(
                    "<text class=\"box-num\" x=\"@\" y=\"@\">@</text>",
                    &[x, y + 8.0, f64::from(JEANNE_ROW_POINTS[row.index()][i])],
                );
            }
            if i < marked {
                x_mark(s, x, y, 15.0, seed(200 + k as u32, i as u32));
            }
        }
        if !scholar {
            let points: u16 = JEANNE_ROW_POINTS[row.index()][..marked].iter().sum();
            s.t("<text class=\"row-total\" x=\"522\" y=\"@\">@ pts</text>", &[y + 8.0, f64::from(points)]);
        }
        s.push("</g>");
    }
}

/// Her Depot: two rows of shields (the second only once the first is full).
fn depot(s: &mut Svg, j: &Jeanne) {
    let pts = j.score().depot;
    frame(s, 390.0, 170.0, &format!("Her Depot · {pts} pts"));
    open_group(s, "", &format!("Jeanne's Depot: {} shields circled, {pts} points", j.shields));
    let mut k = 0usize;
    for (r, row) in JEANNE_SHIELDS.iter().enumerate() {
        for (i, &v) in row.iter().enumerate() {
            let (x, y) = (70.0 + 60.0 * i as f64, 84.0 + 52.0 * r as f64);
            shield_icon(s, x, y, 40.0, Some(v));
            if k < j.shields as usize {
                circle_mark(s, x, y, 23.0, 25.0, seed(210, k as u32));
            }
            k += 1;
        }
    }
    s.push("</g>");
}

/// Her six development levels.
fn levels(s: &mut Svg, j: &Jeanne) {
    let level = j.level_value();
    frame(s, 390.0, 100.0, &format!("Her level · ×{level}"));
    open_group(s, "", &format!("Jeanne's development: {} of 6 levels marked, level ×{level}", j.levels));
    for (i, &l) in JEANNE_LEVELS.iter().enumerate() {
        let x = 62.0 + 54.0 * i as f64;
        let y = 68.0;
        s.t(
            "<rect class=\"box box-level\" x=\"@\" y=\"@\" width=\"44\" height=\"40\" rx=\"4\"/><text class=\"level-text\" x=\"@\" y=\"@\">×@</text>",
            &[x - 22.0, y - 20.0, x, y + 7.0, f64::from(l)],
        );
        if i < j.levels as usize {
            x_mark(s, x, y, 14.0, seed(220, i as u32));
        }
        if i + 1 == j.levels as usize {
            circle_mark(s, x, y, 28.0, 24.0, seed(221, i as u32));
        }
    }
    s.push("</g>");
}

/// A row of `total` (or more) trading posts or citizens from `x0`, the first `count` circled.
fn slots(s: &mut Svg, count: u8, total: u8, x0: f64, kind: u32) {
    for i in 0..total.max(count) {
        let x = x0 + 32.0 * f64::from(i);
        if kind == 0 {
            post_icon(s, x, 70.0, 24.0);
        } else {
            citizen_icon(s, x, 70.0, 24.0);
        }
        if i < count {
            circle_mark(s, x, 70.0, 15.0, 16.0, seed(230 + kind, u32::from(i)));
        }
    }
}

/// Her trading posts, citizens and score.
fn tally(s: &mut Svg, j: &Jeanne) {
    let sc = j.score();
    frame(s, 980.0, 130.0, &format!("Trading posts {} · Citizens {}", sc.posts, sc.citizens));
    note(s, 980.0, "she crosses a city on your map for each post");
    open_group(s, "", &format!("Jeanne's trading posts: {}", sc.posts));
    slots(s, sc.posts, 12, 36.0, 0);
    s.push("</g>");
    open_group(s, "", &format!("Jeanne's citizens: {}", sc.citizens));
    slots(s, sc.citizens, 8, 460.0, 1);
    s.t(
        "</g><text class=\"jeanne-score\" x=\"490\" y=\"116\">Score: rows @ + shields @ + (posts @ + citizens @) × level @ = @</text>",
        &[
            f64::from(sc.rows),
            f64::from(sc.depot),
            f64::from(sc.posts),
            f64::from(sc.citizens),
            f64::from(sc.level),
            f64::from(sc.total),
        ],
    );
}

/// Her last turn, if it was played with the card now on top of her discard pile.
fn last_turn(game: &Game, card: u8) -> Option<JeanneTurn> {
    game.log().iter().rev().find_map(|a| match a {
        Action::Jeanne(t) if t.card == card => Some(*t),
        _ => None,
    })
}

/// The face of her last revealed card, with what she took from it circled.
fn face(s: &mut Svg, game: &Game, c: u8) {
    let card = &SOLO_CARDS[c as usize];
    let turn = last_turn(game, c);
    let reading = match turn.map(|t| t.arrow) {
        Some(Arrow::Left) => "M600 67H175m10-7-10 7 10 7",
        Some(Arrow::Right) => "M175 67H600m-10-7 10 7-10 7",
        None => "",
    };
    s.push("<rect class=\"solo-card\" x=\"24\" y=\"44\" width=\"700\" height=\"150\" rx=\"10\"/><text class=\"solo-name\" x=\"40\" y=\"72\">Card ");
    s.text(card.name);
    s.put(
        "</text><path class=\"reading\" d=\"$\"/>\
         <text class=\"ic-word\" x=\"375\" y=\"59\">reading order (the next card's arrow)</text>",
        &[reading],
        &[],
    );
    for (i, &(f, e)) in card.face.iter().enumerate() {
        let x = 84.0 + 92.0 * i as f64;
        follower_icon(s, f, x, 94.0, 38.0);
        s.t("<path class=\"arrow\" d=\"M@ 116v8\"/>", &[x]);
        let word = effect_icon(s, e, x, 142.0, 32.0);
        s.put("<text class=\"ic-word\" x=\"@\" y=\"182\">$</text>", &[word], &[x]);
        if turn.is_some_and(|t| t.follower == f) {
            circle_mark(s, x, 130.0, 38.0, 62.0, seed(240, i as u32));
        }
    }
    let why = turn.map_or_else(String::new, text::jeanne_turn);
    s.put(
        "<circle class=\"city\" cx=\"660\" cy=\"106\" r=\"22\"/>\
         <text class=\"city-num\" x=\"660\" y=\"114\">@</text>\
         <text class=\"ic-word\" x=\"660\" y=\"146\">city</text>\
         <rect class=\"cat-badge\" x=\"642\" y=\"154\" width=\"36\" height=\"26\" rx=\"4\"/>\
         <text class=\"cat-text\" x=\"660\" y=\"173\">$</text>\
         <text class=\"jeanne-why\" x=\"24\" y=\"216\">",
        &[text::roman(card.category)],
        &[f64::from(card.city)],
    );
    s.text(&why);
    s.push("</text><title>");
    s.text(&why);
    s.push("</title>");
}

/// The back of her next card: which way to read it, and what her Monk does.
fn back(s: &mut Svg, c: u8) {
    let card = &SOLO_CARDS[c as usize];
    let (arrow, way) = match card.arrow {
        Arrow::Right => ("M-60 0H50M26-22 54 0 26 22", "left to right"),
        Arrow::Left => ("M60 0H-50M-26-22-54 0-26 22", "right to left"),
    };
    open_labelled(
        s,
        &format!("Next card's back: read the next card {way}; {}", text::jeanne_monk(card.monk)),
    );
    s.put(
        "<rect class=\"solo-back\" x=\"748\" y=\"44\" width=\"208\" height=\"150\" rx=\"10\"/>\
         <path class=\"back-arrow\" d=\"$\" transform=\"translate(852 104)\"/>\
         <text class=\"ic-word back-word\" x=\"852\" y=\"160\">",
        &[arrow],
        &[],
    );
    match card.monk {
        JeanneMonk::Post => s.push("Monk: build a post"),
        JeanneMonk::Mark(row) => s.push(&format!("Monk: {} row + shield", text::jeanne_row(row))),
    }
    s.push("</text></g>");
}

/// Her last revealed card and the back of the next one.
fn cards(s: &mut Svg, game: &Game, j: &Jeanne) {
    frame(s, 980.0, 230.0, "Her last card · the next card's back");
    match j.discard.last() {
        Some(&c) => face(s, game, c),
        None => s.push(concat!(
            "<rect class=\"solo-card solo-none\" x=\"24\" y=\"44\" width=\"700\" height=\"150\" rx=\"10\"/>",
            "<text class=\"solo-name\" x=\"374\" y=\"126\">No card revealed yet (the pile was just shuffled)</text>",
        )),
    }
    if let Some(&c) = j.pile.last() {
        back(s, c);
    }
}

/// Jeanne's zone (without its `<svg>` root), or a note when the game is not a solo game.
pub fn zone(s: &mut Svg, game: &Game) {
    let Some(j) = game.jeanne() else {
        s.push("<text class=\"sheet-sub\" x=\"500\" y=\"60\">No Jeanne in this game</text>");
        return;
    };
    paper(s, WIDTH, HEIGHT);
    s.push(&format!(
        "<text class=\"sheet-title\" x=\"28\" y=\"44\">Jeanne · {}</text>",
        text::level(j.level)
    ));
    s.t("<text class=\"sheet-sub\" x=\"972\" y=\"44\">Her score: @</text>", &[f64::from(j.score().total)]);
    let areas: [Area; 5] = [
        (10.0, 60.0, &|s| rows(s, j)),
        (600.0, 60.0, &|s| depot(s, j)),
        (600.0, 240.0, &|s| levels(s, j)),
        (10.0, 350.0, &|s| tally(s, j)),
        (10.0, 490.0, &|s| cards(s, game, j)),
    ];
    place(s, &areas);
}
