//! A panel's frame and note, and the paper of a whole sheet or zone: drawn by the layout and
//! by each area of the sheet.

use super::fit::{self, Face};
use crate::app::svg::{Layer, Svg};

/// The paper and the frame of a whole sheet or zone.
pub fn paper(s: &mut Svg, w: f64, h: f64) {
    s.t(
        "<rect class=\"paper\" width=\"@\" height=\"@\" rx=\"18\"/>\
         <rect class=\"paper-grain\" width=\"@\" height=\"@\" rx=\"18\" fill=\"url(#os-grain-tile)\"/>\
         <rect class=\"paper-edge\" x=\"4\" y=\"4\" width=\"@\" height=\"@\" rx=\"15\"/>",
        &[w, h, w, h, w - 8.0, h - 8.0],
    );
}

/// Where a panel's title starts, its baseline and its size (`.panel-title`).
const TITLE_X: f64 = 18.0;
const TITLE_SIZE: f64 = 24.0;
/// The size of a note (`.note`).
const NOTE_SIZE: f64 = 16.0;

/// A panel's frame: a double rule and its title. Returns where the title ends, for the note.
pub fn frame(s: &mut Svg, w: f64, h: f64, title: &str) -> f64 {
    s.print(Layer::Ground, "panel", None, |s| s.rounded_rect(0.0, 0.0, w, h, 10.0));
    s.print(Layer::Ground, "panel-inner", None, |s| s.rounded_rect(5.0, 5.0, w - 10.0, h - 10.0, 7.0));
    s.push("<text class=\"panel-title\" x=\"18\" y=\"33\">");
    s.text(title);
    s.push("</text>");
    TITLE_X + fit::small_caps_width(title, TITLE_SIZE)
}

/// A note at the top right of a panel `w` wide whose title ends at `after`. A note too long to
/// share the line with the title goes on two lines (split at its " · ", else at a space), both
/// above the panel's contents; one that still does not fit is narrowed.
///
/// Its one or two lines are in a group of their own: when a longer title (more coins to spend)
/// sends the note onto two lines, the panel's children stay the same in number and the page
/// edits the note alone (the sheet's diff aligns children by position, see `patch`).
pub fn note(s: &mut Svg, w: f64, after: f64, words: &str) {
    s.push("<g>");
    note_lines(s, w, after, words);
    s.push("</g>");
}

/// The lines of a [`note`].
fn note_lines(s: &mut Svg, w: f64, after: f64, words: &str) {
    let (right, gap) = (w - 18.0, 16.0);
    let room = right - after - gap;
    let natural = fit::width(words, NOTE_SIZE, Face::Italic);
    if natural <= room {
        s.t("<text class=\"note\" x=\"@\" y=\"33\">", &[right]);
        s.text(words);
        s.push("</text>");
        return;
    }
    let lines = match words.split_once(" · ") {
        Some(two) => Some(two),
        None => fit::split_in_two(words, NOTE_SIZE, Face::Italic),
    };
    let Some((a, b)) = lines else {
        s.t("<text class=\"note\" x=\"@\" y=\"33\"", &[right]);
        fit::squeeze(s, natural, room);
        s.push(">");
        s.text(words);
        s.push("</text>");
        return;
    };
    for (line, y) in [(a, 24.0), (b, 42.0)] {
        s.t("<text class=\"note\" x=\"@\" y=\"@\"", &[right, y]);
        fit::squeeze(s, fit::width(line, NOTE_SIZE, Face::Italic), room);
        s.push(">");
        s.text(line);
        s.push("</text>");
    }
}
