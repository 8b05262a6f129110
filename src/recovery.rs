//! The recovery panel: what the page shows when the app fails, on a panic in its code or an
//! uncaught JavaScript error (a thrown error or an unhandled promise rejection). It says what
//! happened in the page's language, offers to export the current game as it was saved before
//! the failing action, and to reload the page.
//!
//! By then the app's reactive runtime may be broken, so the panel is built with plain DOM calls,
//! its language is chosen the way the app chooses it at start (the stored choice, else the
//! browser's languages), and the export reads the game straight from storage. The rest of the
//! page is made inert: it may no longer answer.
//!
//! It also removes index.html's message that the app could not start (`#load-failed`), once the
//! app has mounted ([`started`]) or once this panel replaces it: that message is only for an app
//! that never ran (`public/startup.js` shows it).

use std::sync::atomic::{AtomicBool, Ordering};

use orleans_dw::i18n::Lang;
use orleans_dw::model::record::{game_key, CURRENT_KEY, LANG_KEY};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{js_sys, Document, Element, HtmlElement, Storage, Window};

/// Whether the panel was shown: once is enough (an error often comes with others after it).
static SHOWN: AtomicBool = AtomicBool::new(false);

/// The id of index.html's message that the app could not start.
const LOAD_FAILED: &str = "load-failed";

/// Installs the panic hook and the listeners of uncaught errors. Call first thing.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        let detail = info.to_string();
        web_sys::console::error_1(&JsValue::from_str(&detail));
        show(&detail);
    }));
    let Some(window) = web_sys::window() else { return };
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(|event: web_sys::Event| {
        // Only script errors: the window hears no failed image or style sheet (those do not bubble).
        let Some(e) = event.dyn_ref::<web_sys::ErrorEvent>() else { return };
        // Harmless, and reported as an error by some browsers when a layout settles late.
        if e.message().contains("ResizeObserver loop") {
            return;
        }
        show(&described(&e.error(), &e.message()));
    });
    let on_rejection =
        Closure::<dyn Fn(web_sys::PromiseRejectionEvent)>::new(|e: web_sys::PromiseRejectionEvent| {
            show(&described(&e.reason(), "unhandled promise rejection"))
        });
    let _ = window.add_event_listener_with_callback("error", on_error.as_ref().unchecked_ref());
    let _ =
        window.add_event_listener_with_callback("unhandledrejection", on_rejection.as_ref().unchecked_ref());
    // They listen for the page's whole life.
    on_error.forget();
    on_rejection.forget();
}

/// Tells the page the app has mounted: index.html's message that it could not start goes.
pub fn started() {
    if let Some(message) =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(LOAD_FAILED))
    {
        message.remove();
    }
}

/// An error thrown by JavaScript, as text: its stack if it has one, else `fallback`.
fn described(error: &JsValue, fallback: &str) -> String {
    let stack = js_sys::Reflect::get(error, &JsValue::from_str("stack")).ok().and_then(|s| s.as_string());
    let text = error.as_string().or_else(|| error.dyn_ref::<js_sys::Error>().map(|e| e.to_string().into()));
    match (text, stack) {
        (Some(text), Some(stack)) if !stack.contains(&text) => format!("{text}\n{stack}"),
        (_, Some(stack)) => stack,
        (Some(text), None) => text,
        (None, None) => fallback.to_string(),
    }
}

/// Shows the panel, once.
fn show(detail: &str) {
    if SHOWN.swap(true, Ordering::SeqCst) {
        return;
    }
    if let Err(e) = build(detail) {
        web_sys::console::error_2(&JsValue::from_str("The recovery panel could not be shown:"), &e);
    }
}

/// The language the app would start in: the player's stored choice, else the browser's.
fn language(window: &Window, storage: Option<&Storage>) -> Lang {
    let stored = storage.and_then(|s| s.get_item(LANG_KEY).ok().flatten());
    if let Some(lang) = stored.as_deref().and_then(Lang::from_code) {
        return lang;
    }
    let navigator = window.navigator();
    let tags: Vec<String> = navigator.languages().iter().filter_map(|t| t.as_string()).collect();
    let first = navigator.language();
    Lang::for_browser(tags.iter().map(String::as_str).chain(first.as_deref()))
}

/// The game on this tab's table as stored: its id and its record's JSON, untouched. The tab's
/// game is named in its session storage (empty once the tab left it), else, as at start, the
/// last game opened is named in local storage (as a JSON string).
fn stored_game(window: &Window, storage: &Storage) -> Option<(String, String)> {
    let tab = window.session_storage().ok().flatten().and_then(|t| t.get_item(CURRENT_KEY).ok().flatten());
    let id = match tab {
        Some(id) => id,
        None => {
            let last = storage.get_item(CURRENT_KEY).ok().flatten()?;
            serde_json::from_str::<String>(&last).unwrap_or(last)
        }
    };
    if id.is_empty() {
        return None;
    }
    let json = storage.get_item(&game_key(&id)).ok().flatten()?;
    Some((id, json))
}

/// A new element `tag` with `attributes`, and `text` if not empty.
fn element(doc: &Document, tag: &str, attributes: &[(&str, &str)], text: &str) -> Result<Element, JsValue> {
    let e = doc.create_element(tag)?;
    for (name, value) in attributes {
        e.set_attribute(name, value)?;
    }
    if !text.is_empty() {
        e.set_text_content(Some(text));
    }
    Ok(e)
}

/// A new element `tag` with `attributes` and `text`, appended to `parent`.
fn child(
    doc: &Document,
    parent: &Element,
    tag: &str,
    attributes: &[(&str, &str)],
    text: &str,
) -> Result<Element, JsValue> {
    let e = element(doc, tag, attributes, text)?;
    parent.append_child(&e)?;
    Ok(e)
}

/// Calls `action` on clicks of `target`, for the page's life.
fn on_click(target: &Element, action: impl Fn() + 'static) -> Result<(), JsValue> {
    let listener = Closure::<dyn Fn()>::new(action);
    target.add_event_listener_with_callback("click", listener.as_ref().unchecked_ref())?;
    listener.forget();
    Ok(())
}

/// Offers `text` as a JSON file named `name`.
fn download(doc: &Document, name: &str, text: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let a: web_sys::HtmlAnchorElement = doc.create_element("a")?.unchecked_into();
    a.set_href(&url);
    a.set_download(name);
    a.click();
    web_sys::Url::revoke_object_url(&url)
}

/// Builds the panel over the page and moves the focus to it.
fn build(detail: &str) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let doc = window.document().ok_or("no document")?;
    let body = doc.body().ok_or("no body")?;
    if let Some(message) = doc.get_element_by_id(LOAD_FAILED) {
        message.remove();
    }
    let storage = window.local_storage().ok().flatten();
    let lang = language(&window, storage.as_ref());
    let w = lang.words();
    let game = storage.as_ref().and_then(|s| stored_game(&window, s));

    // What is on the page may no longer answer: out of reach of clicks, keys and readers.
    let children = body.children();
    for i in 0..children.length() {
        if let Some(child) = children.item(i) {
            child.set_attribute("inert", "")?;
        }
    }

    let panel = element(
        &doc,
        "div",
        &[
            ("class", "recovery"),
            ("role", "alertdialog"),
            ("aria-modal", "true"),
            ("aria-labelledby", "recovery-title"),
            ("aria-describedby", "recovery-what"),
            ("tabindex", "-1"),
            ("lang", lang.code()),
        ],
        "",
    )?;
    let card = element(&doc, "div", &[("class", "recovery-card")], "")?;
    child(&doc, &card, "h2", &[("id", "recovery-title")], w.recovery_title())?;
    child(&doc, &card, "p", &[("id", "recovery-what")], w.recovery_what(game.is_some()))?;

    let actions = element(&doc, "div", &[("class", "recovery-actions")], "")?;
    if let Some((id, json)) = game {
        let export = element(
            &doc,
            "button",
            &[("type", "button"), ("class", "recovery-export"), ("title", w.export_title())],
            w.recovery_export(),
        )?;
        let doc2 = doc.clone();
        on_click(&export, move || {
            if let Err(e) = download(&doc2, &format!("orleans-dw-{id}.json"), &json) {
                web_sys::console::error_2(&JsValue::from_str("The export failed:"), &e);
            }
        })?;
        actions.append_child(&export)?;
    }
    let reload =
        element(&doc, "button", &[("type", "button"), ("class", "recovery-reload")], w.recovery_reload())?;
    on_click(&reload, move || {
        if let Some(w) = web_sys::window() {
            let _ = w.location().reload();
        }
    })?;
    actions.append_child(&reload)?;
    card.append_child(&actions)?;

    let details = element(&doc, "details", &[("class", "recovery-details")], "")?;
    child(&doc, &details, "summary", &[], w.recovery_details())?;
    // The technical detail is in English (or the browser's words): it is for a bug report.
    child(&doc, &details, "pre", &[("lang", "en")], detail)?;
    card.append_child(&details)?;
    panel.append_child(&card)?;
    body.append_child(&panel)?;
    panel.unchecked_into::<HtmlElement>().focus()
}

/// A way to force a panic in the app's code, as a failing action would: dispatching
/// `orleans-dw-panic-test` on the window (the recovery tests do; nothing in the app does).
pub fn install_panic_test() {
    let Some(window) = web_sys::window() else { return };
    let listener = Closure::<dyn Fn()>::new(|| panic!("forced by the panic test"));
    let _ =
        window.add_event_listener_with_callback("orleans-dw-panic-test", listener.as_ref().unchecked_ref());
    listener.forget();
}
