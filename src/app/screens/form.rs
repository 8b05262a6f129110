//! The new-game form's pieces that other screens use too: a random seed, a seat's name as
//! typed, and radio buttons.

use leptos::prelude::*;
use web_sys::js_sys::Math;

use crate::i18n::Words;
use crate::model::record;

/// A random seed (53 bits of the browser's random source).
pub fn random_seed() -> u64 {
    (Math::random() * 9_007_199_254_740_992.0) as u64
}

/// The name of seat `seat` (from 0) as typed in the form: trimmed and cleaned
/// ([`record::clean_name`]), or the seat's default name in `w` when nothing is typed.
pub fn seat_name(w: &dyn Words, typed: &str, seat: usize) -> String {
    let name = record::clean_name(typed.trim()).trim().to_string();
    if name.is_empty() {
        w.player(seat + 1)
    } else {
        name
    }
}

/// A radio button of `group` that sets `selected` to `value`, checked if it is the value now.
/// (Only the group's own buttons change `selected`, and the browser shows that change itself.)
/// Generic only in what it does when chosen: its view is built by one function for every type.
pub fn radio<T>(group: &'static str, selected: RwSignal<T>, value: T) -> impl IntoView
where
    T: Copy + PartialEq + Send + Sync + 'static,
{
    radio_input(group, selected.get_untracked() == value, Callback::new(move |()| selected.set(value)))
}

/// A radio button of `group`, checked or not, that runs `choose` when chosen.
fn radio_input(group: &'static str, checked: bool, choose: Callback<()>) -> impl IntoView {
    view! { <input type="radio" name=group checked=checked on:change=move |_| choose.run(()) /> }
}
