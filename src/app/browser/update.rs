//! A new version of the app, once the service worker has it in charge (`public/register-sw.js`
//! sets `window.__orleansUpdate` and sends the `orleans-dw-update` event): the start screen says
//! so and loads it at the player's word, where no decision is under way. Until then the page
//! runs the version it loaded, whose files the service worker keeps.

use leptos::prelude::*;
use wasm_bindgen::JsValue;
use web_sys::js_sys::Reflect;

/// Whether a new version is ready, in the context.
#[derive(Clone, Copy)]
struct Ready(RwSignal<bool>);

/// Listens for a new version (call once, at the root).
pub fn provide() {
    let told = Reflect::get(&window(), &JsValue::from_str("__orleansUpdate")).is_ok_and(|v| v.is_truthy());
    let ready = RwSignal::new(told);
    let listener = window_event_listener_untyped("orleans-dw-update", move |_| ready.set(true));
    // The page's lifetime: the root is never unmounted.
    std::mem::forget(listener);
    provide_context(Ready(ready));
}

/// Whether a new version waits to be loaded (tracked).
pub fn ready() -> bool {
    expect_context::<Ready>().0.get()
}

/// Loads the new version: the page again, from the service worker's new cache.
pub fn apply() {
    let _ = window().location().reload();
}
