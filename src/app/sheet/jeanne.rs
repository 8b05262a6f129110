//! Jeanne's zone in the solo game: her four rows, her two-row Depot, her development levels, her
//! trading posts and citizens, her score, and her last revealed card with the back of the next
//! one, so the player can follow why she did what she did.

use super::context::{open_group, open_labelled};
use super::fit::{self, squeeze, Face};
use super::followers::follower_icon;
use super::frame::{frame, note, paper};
use super::icons::{citizen_icon, level_badge, monk_icon, post_icon, shield_icon};
use super::layout::{place, Area};
use super::marks::{circle_mark, printed_x, seed, x_mark};
use crate::app::svg::Svg;
use crate::engine::data::{
    Arrow, JeanneMonk, JeanneRow, ScholarBox, SoloEffect, JEANNE_LEVELS, JEANNE_ROW_POINTS, JEANNE_SCHOLAR,
    JEANNE_SHIELDS, SOLO_CARDS,
};
use crate::engine::{Action, Follower, Game, Jeanne, JeanneTurn};
use crate::i18n::{roman, Words};

const WIDTH: f64 = 1000.0;
const HEIGHT: f64 = 730.0;

/// The zone's viewBox (one arrangement fits both phone and desktop).
pub const VIEW_BOX: &str = "0 0 1000 730";

/// A small word under or beside an icon.
fn tag(s: &mut Svg, x: f64, y: f64, word: &str) {
    s.t("<text class=\"ic-tag\" x=\"@\" y=\"@\">", &[x, y]);
    s.text(word);
    s.push("</text>");
}

/// Writes a `<text>` of `class` at (`x`, `y`) narrowed to `room` if its words (at `size` in
/// `face`) are wider.
fn fitted(s: &mut Svg, class: &str, x: f64, y: f64, words: &str, (size, face): (f64, Face), room: f64) {
    s.put("<text class=\"$\" x=\"@\" y=\"@\"", &[class], &[x, y]);
    squeeze(s, fit::width(words, size, face), room);
    s.push(">");
    s.text(words);
    s.push("</text>");
}

/// Draws the icon of a solo card's effect; returns a short word for it.
fn effect_icon(s: &mut Svg, w: &dyn Words, e: SoloEffect, x: f64, y: f64, size: f64) -> &'static str {
    let cross = |s: &mut Svg| printed_x(s, x, y, size * 0.4, 5);
    match e {
        SoloEffect::BuildPost => {
            post_icon(s, x, y, size);
        }
        SoloEffect::RemovePlace => {
            s.t(
                "<rect class=\"mini-card\" x=\"@\" y=\"@\" width=\"@\" height=\"@\" rx=\"3\"/>",
                &[x - size * 0.32, y - size * 0.45, size * 0.64, size * 0.9],
            );
            cross(s);
        }
        SoloEffect::Shield => {
            shield_icon(s, x, y, size, None);
        }
        SoloEffect::Level => {
            level_badge(s, x, y, "+", 1);
        }
        SoloEffect::CrossBankYellow => {
            s.t(
                "<rect class=\"yellow-bg\" x=\"@\" y=\"@\" width=\"@\" height=\"@\" rx=\"5\"/>",
                &[x - size * 0.45, y - size * 0.45, size * 0.9, size * 0.9],
            );
            shield_icon(s, x, y, size * 0.7, None);
            cross(s);
        }
        SoloEffect::Citizen => {
            citizen_icon(s, x, y, size);
        }
        SoloEffect::StealWarehouseCitizen => {
            citizen_icon(s, x, y, size);
            tag(s, x + size * 0.55, y + size * 0.5, w.warehouse_initial());
        }
        SoloEffect::StealBankCitizen => {
            citizen_icon(s, x, y, size);
            tag(s, x + size * 0.55, y + size * 0.5, w.bank_initial());
        }
        SoloEffect::CrossDeed => {
            // Its outline scaled with it, as the icons' (see `Svg::path_at`).
            s.t(
                "<rect class=\"mini-deed\" x=\"@\" y=\"@\" width=\"@\" height=\"@\" stroke-width=\"@\"/>",
                &[x - size * 0.34, y - size * 0.4, size * 0.68, size * 0.8, size * 0.05],
            );
            cross(s);
        }
        SoloEffect::Monk => {
            monk_icon(s, x, y, size);
        }
    }
    w.solo_effect_word(e)
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
fn rows(s: &mut Svg, w: &dyn Words, j: &Jeanne) {
    let order = [
        (JeanneRow::Boatman, Follower::Boatman),
        (JeanneRow::Farmer, Follower::Farmer),
        (JeanneRow::Knight, Follower::Knight),
        (JeanneRow::Scholar, Follower::Scholar),
    ];
    let title_end = frame(s, 580.0, 280.0, w.her_rows());
    note(s, 580.0, title_end, w.scholar_note());
    for (k, &(row, f)) in order.iter().enumerate() {
        let y = 86.0 + 50.0 * k as f64;
        let marked = j.rows[row.index()] as usize;
        let scholar = row == JeanneRow::Scholar;
        let len = if scholar { JEANNE_SCHOLAR.len() } else { JEANNE_ROW_POINTS[row.index()].len() };
        open_group(s, "", &w.jeanne_row_label(w.follower(f), marked, len));
        follower_icon(s, w, f, 44.0, y, 34.0);
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
            s.t("<text class=\"row-total\" x=\"522\" y=\"@\">", &[y + 8.0]);
            s.text(&w.pts(points));
            s.push("</text>");
        }
        s.push("</g>");
    }
}

/// Her Depot: two rows of shields (the second only once the first is full).
fn depot(s: &mut Svg, w: &dyn Words, j: &Jeanne) {
    let pts = j.score().depot;
    frame(s, 390.0, 170.0, &format!("{} · {}", w.her_depot(), w.pts(pts)));
    open_group(s, "", &w.jeanne_depot_label(j.shields, pts));
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
fn levels(s: &mut Svg, w: &dyn Words, j: &Jeanne) {
    let level = j.level_value();
    frame(s, 390.0, 100.0, &format!("{} · ×{level}", w.her_level()));
    open_group(s, "", &w.jeanne_levels_label(j.levels, level));
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
fn tally(s: &mut Svg, w: &dyn Words, j: &Jeanne) {
    let sc = j.score();
    let title_end = frame(s, 980.0, 130.0, &w.tally_title(sc.posts, sc.citizens));
    note(s, 980.0, title_end, w.tally_note());
    open_group(s, "", &w.jeanne_posts(sc.posts));
    slots(s, sc.posts, 12, 36.0, 0);
    s.push("</g>");
    open_group(s, "", &w.jeanne_citizens(sc.citizens));
    slots(s, sc.citizens, 8, 460.0, 1);
    s.push("</g>");
    fitted(s, "jeanne-score", 490.0, 116.0, &w.jeanne_score(&sc), (20.0, Face::Bold), 940.0);
}

/// Her last turn, if it was played with the card now on top of her discard pile.
fn last_turn(game: &Game, card: u8) -> Option<JeanneTurn> {
    game.log().iter().rev().find_map(|a| match a {
        Action::Jeanne(t) if t.card == card => Some(*t),
        _ => None,
    })
}

/// The face of her last revealed card, with what she took from it circled.
fn face(s: &mut Svg, w: &dyn Words, game: &Game, c: u8) {
    let card = &SOLO_CARDS[c as usize];
    let turn = last_turn(game, c);
    let reading = match turn.map(|t| t.arrow) {
        Some(Arrow::Left) => "M600 67H175m10-7-10 7 10 7",
        Some(Arrow::Right) => "M175 67H600m-10-7 10 7-10 7",
        None => "",
    };
    s.push("<rect class=\"solo-card\" x=\"24\" y=\"44\" width=\"700\" height=\"150\" rx=\"10\"/><text class=\"solo-name\" x=\"40\" y=\"68\">");
    s.text(&w.card(card.name));
    s.put("</text><path class=\"reading\" d=\"$\"/>", &[reading], &[]);
    // Centred over the arrow, clear of the card's name at the left.
    fitted(s, "ic-word", 375.0, 59.0, w.reading_order(), (15.0, Face::Italic), 440.0);
    for (i, &(f, e)) in card.face.iter().enumerate() {
        let x = 84.0 + 92.0 * i as f64;
        follower_icon(s, w, f, x, 94.0, 38.0);
        s.t("<path class=\"arrow\" d=\"M@ 116v8\"/>", &[x]);
        let word = effect_icon(s, w, e, x, 142.0, 32.0);
        fitted(s, "ic-word", x, 182.0, word, (15.0, Face::Italic), 88.0);
        if turn.is_some_and(|t| t.follower == f) {
            circle_mark(s, x, 130.0, 38.0, 62.0, seed(240, i as u32));
        }
    }
    let why = turn.map_or_else(String::new, |t| w.jeanne_turn(t));
    s.put(
        "<circle class=\"city\" cx=\"660\" cy=\"106\" r=\"22\"/>\
         <text class=\"city-num\" x=\"660\" y=\"114\">@</text>\
         <text class=\"ic-word\" x=\"660\" y=\"146\">",
        &[],
        &[f64::from(card.city)],
    );
    s.text(w.city_word());
    s.put(
        "</text>\
         <rect class=\"cat-badge\" x=\"642\" y=\"154\" width=\"36\" height=\"26\" rx=\"4\"/>\
         <text class=\"cat-text\" x=\"660\" y=\"173\">$</text>",
        &[roman(card.category)],
        &[],
    );
    // Her turn in words, under the card, across the panel (narrowed if longer).
    fitted(s, "jeanne-why", 24.0, 216.0, &why, (16.0, Face::Italic), 944.0);
    s.push("<title>");
    s.text(&why);
    s.push("</title>");
}

/// The back of her next card: which way to read it, and what her Monk does.
fn back(s: &mut Svg, w: &dyn Words, c: u8) {
    let card = &SOLO_CARDS[c as usize];
    let arrow = match card.arrow {
        Arrow::Right => "M-60 0H50M26-22 54 0 26 22",
        Arrow::Left => "M60 0H-50M-26-22-54 0-26 22",
    };
    open_labelled(s, &w.next_back(w.reading_way(card.arrow), &w.jeanne_monk(card.monk)));
    s.put(
        "<rect class=\"solo-back\" x=\"748\" y=\"44\" width=\"208\" height=\"150\" rx=\"10\"/>\
         <path class=\"back-arrow\" d=\"$\" transform=\"translate(852 104)\"/>",
        &[arrow],
        &[],
    );
    let monk = match card.monk {
        JeanneMonk::Post => w.back_post().to_string(),
        JeanneMonk::Mark(row) => w.back_mark(w.jeanne_row(row)),
    };
    fitted(s, "ic-word back-word", 852.0, 160.0, &monk, (16.0, Face::Italic), 192.0);
    s.push("</g>");
}

/// Her last revealed card and the back of the next one.
fn cards(s: &mut Svg, w: &dyn Words, game: &Game, j: &Jeanne) {
    frame(s, 980.0, 230.0, w.her_cards());
    match j.discard.last() {
        Some(&c) => face(s, w, game, c),
        None => {
            s.push(
                "<rect class=\"solo-card solo-none\" x=\"24\" y=\"44\" width=\"700\" height=\"150\" rx=\"10\"/>",
            );
            // Italic on a dashed card (`.solo-none + .solo-name`).
            fitted(s, "solo-name", 374.0, 126.0, w.no_card_yet(), (19.0, Face::Italic), 670.0);
        }
    }
    if let Some(&c) = j.pile.last() {
        back(s, w, c);
    }
}

/// Jeanne's zone (between `layout::open` and `layout::close`) in the words of `w`, or a note
/// when the game is not a solo game.
pub fn zone(s: &mut Svg, w: &dyn Words, game: &Game) {
    let Some(j) = game.jeanne() else {
        s.push("<text class=\"sheet-sub\" x=\"500\" y=\"60\">");
        s.text(w.no_jeanne());
        s.push("</text>");
        place(s, VIEW_BOX, &[], None);
        return;
    };
    paper(s, WIDTH, HEIGHT);
    s.push("<text class=\"sheet-title\" x=\"28\" y=\"44\">");
    s.text(&format!("{} · {}", w.jeanne(), w.level(j.level)));
    s.push("</text><text class=\"sheet-sub\" x=\"972\" y=\"44\">");
    s.text(&w.her_score(j.score().total));
    s.push("</text>");
    let areas: [Area; 5] = [
        (10.0, 60.0, None, &|s| rows(s, w, j)),
        (600.0, 60.0, None, &|s| depot(s, w, j)),
        (600.0, 240.0, None, &|s| levels(s, w, j)),
        (10.0, 350.0, None, &|s| tally(s, w, j)),
        (10.0, 490.0, None, &|s| cards(s, w, game, j)),
    ];
    // Her zone changes on her turns only, and is drawn whole then.
    place(s, VIEW_BOX, &areas, None);
}
