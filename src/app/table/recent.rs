//! What changed since your last turn, on the sheets: at the start of a person's turn, until
//! they act, the pen marks the other seats and Jeanne made since their last turn stand out on
//! the sheet shown (class `new-mark`: dashed and coloured, so that it shows without colour too).
//! In a hot-seat game they are flagged behind the hand-over, on the sheet it brings forward:
//! opening the turn then costs no drawing.
//!
//! The page draws the sheet (or Jeanne's zone) as it was at the end of that person's last turn,
//! replayed from the save, and flags each pen mark of the sheet shown that the old drawing lacks:
//! a mark's path is the same wherever and whenever it is drawn (its wobble is seeded by what it
//! marks), area by area. Nothing runs while a person is in the middle of a turn.

use std::collections::HashSet;

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;

use crate::app::session::{Session, View};
use crate::app::sheet::{self, Drawing};
use crate::engine::Action;
use crate::i18n::Words;
use crate::model::play::{self, Mover};

/// The class of a new mark.
const NEW: &str = "new-mark";

/// The old drawing of the view shown, in the arrangement of `shown` (the `data-view-box` of the
/// sheet shown: the narrow arrangement is 1000 units wide, the wide one 1500). A sheet copies
/// the areas that did not change from `previous` (that view's old drawing at its last flags), as
/// a decision's drawing does, rather than drawing them all in the hand-over's task.
fn old_drawing(
    w: &'static dyn Words,
    session: Session,
    view: View,
    since: usize,
    shown: &str,
    previous: Option<&Drawing>,
) -> Drawing {
    let old = session.game.with_untracked(|g| g.replayed(since.saturating_sub(1)));
    match view {
        View::Jeanne => sheet::draw_jeanne(w, &old),
        View::Sheet(p) => {
            let name = session.names()[usize::from(p)].clone();
            sheet::draw(w, &old, p, &name, &[], shown.split(' ').nth(2) != Some("1000"), previous)
        }
    }
}

/// The new marks flagged, and the old drawings they were found with.
#[derive(Default)]
pub struct Flags {
    /// When the flags were due (see [`due`]) and the sheet flagged (its root), which a sheet
    /// drawn anew replaces.
    flagged: Option<((View, usize), Element)>,
    /// Each view's old drawing at its last flags.
    old: Vec<(View, Drawing)>,
}

/// Removes every flag.
fn clear() {
    let Ok(flagged) = document().query_selector_all(&format!(".{NEW}")) else { return };
    for el in (0..flagged.length()).filter_map(|i| flagged.item(i)?.dyn_into::<Element>().ok()) {
        let _ = el.class_list().remove_1(NEW);
    }
}

/// Flags the new marks of the view shown: those whose path the same area of the `old` drawing
/// lacks.
fn flag(sheet: &Element, old: &Drawing) {
    let areas = sheet.children();
    let Some(first) = (areas.length() as usize).checked_sub(old.area_count()) else { return };
    for (k, before) in old.areas().enumerate() {
        let Some(area) = areas.item((first + k) as u32) else { continue };
        let marks = area.get_elements_by_class_name("ink");
        if marks.length() == 0 {
            continue;
        }
        let old_paths: HashSet<&str> = sheet::ink_paths(before).collect();
        for mark in (0..marks.length()).filter_map(|i| marks.item(i)) {
            let new = mark.get_attribute("d").is_some_and(|d| !old_paths.contains(d.as_str()));
            if new {
                let _ = mark.class_list().add_1(NEW);
            }
        }
    }
}

/// Whose turn has not begun yet, the view shown and where "since their last turn" starts, when
/// the new marks are due (tracked): at a person's pick, and during the hand-over to them once
/// it shows their sheet (not the last person's, still shown for a frame or two after the turn
/// ended).
pub fn due(session: Session, legal: Memo<Vec<Action>>) -> Option<(View, usize)> {
    let view = session.viewed.get();
    let viewer = match session.mover() {
        Mover::Human(p) if legal.with(|l| play::is_pick(l)) => p,
        Mover::HandOver(p) if view == View::Sheet(p) && legal.with(|l| play::is_pick(l)) => p,
        _ => return None,
    };
    let players = session.names().len() as u8;
    let (since, len) = session.events.with(|e| (play::since_last_turn(e, viewer, players), e.len()));
    (since < len).then_some((view, since))
}

/// Flags the new marks of the view shown when they are `due` (see [`due`]), once the page shows
/// it; clears the flags otherwise. `flags` remembers which are: the same, still on the page
/// (the hand-over's, when the turn opens), are kept as they are.
pub fn show(
    w: &'static dyn Words,
    session: Session,
    due: Option<(View, usize)>,
    flags: StoredValue<Flags, LocalStorage>,
) {
    // Looked for only when marks are due: after every other change, nothing is.
    let sheet =
        due.and_then(|_| document().query_selector(".sheet-frame:not([hidden]) .sheet").ok().flatten());
    let kept = flags.with_value(|f| {
        f.flagged.as_ref().is_some_and(|(d, s)| Some(*d) == due && Some(s) == sheet.as_ref())
    });
    if kept {
        return;
    }
    if flags.with_value(|f| f.flagged.is_some()) {
        clear();
        flags.update_value(|f| f.flagged = None);
    }
    let (Some((view, since)), Some(sheet)) = (due, sheet) else { return };
    let shown = sheet.get_attribute("data-view-box").unwrap_or_default();
    let old = flags.with_value(|f| {
        let previous = f.old.iter().find(|(v, _)| *v == view).map(|(_, d)| d);
        old_drawing(w, session, view, since, &shown, previous)
    });
    flag(&sheet, &old);
    flags.update_value(|f| {
        f.old.retain(|(v, _)| *v != view);
        f.old.push((view, old));
        f.flagged = Some(((view, since), sheet));
    });
}
