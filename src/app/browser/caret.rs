//! A caret left in the page's text, let go of as a decision is played.
//!
//! A click on words (the log, a heading) or a field of the new-game form that the table replaced
//! leaves a caret in the page: a collapsed selection, which selects nothing. While there is one,
//! the browser places it again after each change of the page, by walking the page's text back
//! from it through the sheet's hundreds of texts: up to 10 ms of a slow phone's frame. Asking the
//! selection whether it is a caret costs a layout too, so the page's `selectionchange` events
//! (which come in tasks of their own) keep the answer, and a decision reads it for free.

use std::cell::Cell;

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

thread_local! {
    /// Whether the selection is a caret, as of its last change.
    static CARET: Cell<bool> = const { Cell::new(false) };
}

/// Whether the page's selection is a caret now (asks the browser).
fn is_caret() -> bool {
    let selection = window().get_selection().ok().flatten();
    selection.is_some_and(|s| s.range_count() > 0 && s.get_range_at(0).is_ok_and(|r| r.collapsed()))
}

/// Follows the page's selection from now on (once per page).
pub fn watch() {
    let listen = Closure::<dyn Fn()>::new(|| CARET.set(is_caret()));
    let added =
        document().add_event_listener_with_callback("selectionchange", listen.as_ref().unchecked_ref());
    if added.is_ok() {
        // Listens as long as the page lives.
        listen.forget();
    }
    CARET.set(is_caret());
}

/// Lets go of a caret, if the selection is one; text that the person selected stays selected.
pub fn let_go() {
    if CARET.replace(false) {
        if let Ok(Some(selection)) = window().get_selection() {
            selection.remove_all_ranges().ok();
        }
    }
}
