//! A new version of the app, once the service worker has it in charge (`public/register-sw.js`
//! sets `window.__orleansUpdate` and sends the `orleans-dw-update` event): the start screen and
//! the table between two turns say so and load it at the player's word, never while a turn is
//! under way. Until then the page runs the version it loaded, whose files the service worker
//! keeps.

use leptos::prelude::*;
use wasm_bindgen::JsValue;
use web_sys::js_sys::Reflect;

use crate::app::browser::lang;

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
fn ready() -> bool {
    expect_context::<Ready>().0.get()
}

/// "A new version is ready", with its button, when one is and the moment is `safe`.
#[component]
pub fn UpdateNotice(#[prop(into)] safe: Signal<bool>) -> impl IntoView {
    move || {
        (ready() && safe.get()).then(|| {
            let w = lang::current().words();
            view! {
                <div class="update card" role="status">
                    <p>{w.update_ready()}</p>
                    <button class="primary load-update" on:click=move |_| apply()>
                        {w.load_update()}
                    </button>
                </div>
            }
        })
    }
}

/// Loads the new version: the page again, from the service worker's new cache (the game and its
/// turn are saved as the page is left).
fn apply() {
    let _ = window().location().reload();
}
