//! What the app shows the browser tests on `window`: `__stateHash` and `__logLength` of the game
//! on the table; `__timings`, the milliseconds from each human decision's click to the frame
//! that shows it on the sheet, and `__caughtUp`, to the frame that shows it on the whole table
//! (see [`Session::human_play`](crate::app::session::Session::human_play)). Only a page that a
//! test drives publishes them: a player's device does none of this work.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::js_sys::{Array, Reflect};

use crate::engine::Game;

thread_local! {
    /// The page's `performance`, looked up once rather than at each reading of the clock.
    static PERFORMANCE: Option<web_sys::Performance> = window().performance();
    /// Whether a test drives the page: `navigator.webdriver`, which the browser sets when it is
    /// under automation (WebDriver, BiDi or the DevTools protocol), and never for a player.
    static WATCHED: bool = Reflect::get(&window().navigator(), &JsValue::from_str("webdriver"))
        .is_ok_and(|v| v.is_truthy());
}

fn watched() -> bool {
    WATCHED.with(|w| *w)
}

/// Milliseconds since the page's navigation started.
pub fn clock() -> f64 {
    PERFORMANCE.with(|p| p.as_ref().map_or(0.0, web_sys::Performance::now))
}

fn set(name: &str, value: &JsValue) {
    // Only the tests read these: a failure changes nothing for the player.
    let _ = Reflect::set(&window(), &JsValue::from_str(name), value);
}

/// Publishes the state of `game` (the game on the table or in the replay) whenever it changes.
pub fn follow(game: Signal<Game>) {
    if watched() {
        Effect::new(move |_| game.with(publish));
    }
}

fn publish(game: &Game) {
    set("__stateHash", &JsValue::from_str(&format!("{:016x}", game.state_hash())));
    set("__logLength", &JsValue::from_f64(game.log().len() as f64));
}

/// Publishes `__lastEffect`, the last action's effect in the words the preview uses (see
/// [`effect`](crate::i18n::effect)): the tests compare the two.
pub fn publish_effect(w: &dyn crate::i18n::Words, events: &[Vec<crate::engine::Event>]) {
    if !watched() {
        return;
    }
    let last = events.last().map_or(&[][..], Vec::as_slice);
    set("__lastEffect", &JsValue::from_str(&crate::i18n::effect(w, last)));
}

/// The times from a decision's click to the frame that shows it on the sheet.
pub const SHOWN: &str = "__timings";

/// The times from a decision's click to the frame that shows it on the whole table.
pub const CAUGHT_UP: &str = "__caughtUp";

/// Records in the list `name` the time from a click made at `clicked` (see [`clock`]) to now,
/// once `when` has run the recording (one of [`later`](super::later)'s schedulers).
pub fn record_timing(when: fn(Box<dyn FnOnce()>), name: &'static str, clicked: f64) {
    if watched() {
        when(Box::new(move || record_timing_now(name, clicked)));
    }
}

fn record_timing_now(name: &str, clicked: f64) {
    let timings = match Reflect::get(&window(), &JsValue::from_str(name)) {
        Ok(v) if Array::is_array(&v) => v.unchecked_into::<Array>(),
        _ => {
            let fresh = Array::new();
            set(name, &fresh);
            fresh
        }
    };
    timings.push(&JsValue::from_f64(clock() - clicked));
}
