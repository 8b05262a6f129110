//! What the app shows the browser tests on `window`: `__stateHash` and `__logLength` of the game
//! on the table, and `__timings`, the milliseconds from each human click to the updated page.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::js_sys::{Array, Reflect};

use crate::engine::Game;

/// Milliseconds since the page's navigation started.
pub fn clock() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

fn set(name: &str, value: &JsValue) {
    // Only the tests read these: a failure changes nothing for the player.
    let _ = Reflect::set(&window(), &JsValue::from_str(name), value);
}

/// Publishes the state of the game on the table.
pub fn publish(game: &Game) {
    set("__stateHash", &JsValue::from_str(&format!("{:016x}", game.state_hash())));
    set("__logLength", &JsValue::from_f64(game.log().len() as f64));
}

/// Publishes `__lastEffect`, the last action's effect in the words the preview uses (see
/// [`effect`](crate::i18n::effect)): the tests compare the two.
pub fn publish_effect(w: &dyn crate::i18n::Words, events: &[Vec<crate::engine::Event>]) {
    let last = events.last().map_or(&[][..], Vec::as_slice);
    set("__lastEffect", &JsValue::from_str(&crate::i18n::effect(w, last)));
}

/// Records the time from a click made at `clicked` (see [`clock`]) to now.
pub fn record_timing(clicked: f64) {
    let name = JsValue::from_str("__timings");
    let timings = match Reflect::get(&window(), &name) {
        Ok(v) if Array::is_array(&v) => v.unchecked_into::<Array>(),
        _ => {
            let fresh = Array::new();
            set("__timings", &fresh);
            fresh
        }
    };
    timings.push(&JsValue::from_f64(clock() - clicked));
}
