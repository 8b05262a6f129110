//! The game log: what happened, newest first, in the words of `GameWords::event`.

use leptos::html::Ol;
use leptos::prelude::*;
use web_sys::Element;

use crate::app::browser::lang;
use crate::app::session::Session;
use crate::i18n::log_lines;

/// Lines shown (the newest); the whole game stays in the save.
const SHOWN: usize = 150;

/// The lines on the page: the index in the whole log of the oldest shown, and the lines shown,
/// oldest first; whether the list was emptied of what another panel left in it.
#[derive(Default)]
struct Shown {
    first: usize,
    lines: Vec<String>,
    cleared: bool,
}

/// A list item holding `line`.
fn item(line: &str) -> Option<Element> {
    let li = document().create_element("li").ok()?;
    li.set_text_content(Some(line));
    Some(li)
}

/// Brings the list `ol` (newest line first) from `shown` to the last `SHOWN` lines of `lines`,
/// touching only the lines that come or go: an action adds one at the top (and drops the oldest
/// shown at the bottom), an undo removes one. Rewriting every line instead, as they all move down
/// by one, made the browser lay out the whole list again after every action.
fn update(ol: &Element, shown: &mut Shown, lines: &[String]) {
    // A panel built again (in another language) takes over the list of the one before.
    if !shown.cleared {
        ol.set_text_content(None);
        shown.cleared = true;
    }
    let first = lines.len().saturating_sub(SHOWN);
    // At the bottom: the oldest lines no longer shown go, older ones shown again come back.
    while shown.first < first && !shown.lines.is_empty() {
        if let Some(li) = ol.last_element_child() {
            li.remove();
        }
        shown.lines.remove(0);
        shown.first += 1;
    }
    if shown.lines.is_empty() {
        shown.first = first;
    }
    while shown.first > first {
        shown.first -= 1;
        if let Some(li) = item(&lines[shown.first]) {
            let _ = ol.append_with_node_1(&li);
        }
        shown.lines.insert(0, lines[shown.first].clone());
    }
    // At the top: the lines from the first that differs go, the new ones come.
    let same = shown.lines.iter().zip(&lines[first..]).take_while(|(a, b)| a == b).count();
    for _ in same..shown.lines.len() {
        if let Some(li) = ol.first_element_child() {
            li.remove();
        }
    }
    shown.lines.truncate(same);
    for line in &lines[first + same..] {
        if let Some(li) = item(line) {
            let _ = ol.prepend_with_node_1(&li);
        }
        shown.lines.push(line.clone());
    }
}

/// The game log panel, as the game stands when `follows` was last notified (see
/// [`frame_behind`](crate::app::browser::later::frame_behind)).
#[component]
pub fn GameLog(session: Session, follows: Trigger) -> impl IntoView {
    let w = lang::words();
    let names = session.names();
    let list = NodeRef::<Ol>::new();
    let shown = StoredValue::new(Shown::default());
    Effect::new(move |_| {
        let Some(ol) = list.get() else { return };
        follows.track();
        let lines = session.events.with_untracked(|e| log_lines(w, &names, e));
        shown.update_value(|shown| update(&ol, shown, &lines));
    });
    view! {
        <section class="card log" aria-label=w.game_log()>
            <h2>{w.game_log()}</h2>
            // Focusable: it scrolls, and the keyboard must reach its lines too.
            <ol class="log-lines" tabindex="0" node_ref=list></ol>
        </section>
    }
}
