//! Fetching a text served beside the app: what loads on demand rather than with the page (the
//! rules, the guided game's words), from the network or, offline, the service worker's cache.

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::XmlHttpRequest;

/// Fetches the text at `url` (relative to the page), then calls `done` once, with the text, or
/// with `None` if it could not be had.
pub fn text(url: &str, done: impl FnOnce(Option<String>) + 'static) {
    type Done = Box<dyn FnOnce(Option<String>)>;
    let done: Rc<Cell<Option<Done>>> = Rc::new(Cell::new(Some(Box::new(done))));
    let finish = move |text: Option<String>| {
        if let Some(done) = done.take() {
            done(text);
        }
    };
    let Ok(request) = XmlHttpRequest::new() else { return finish(None) };
    let on_end = {
        let (request, finish) = (request.clone(), finish.clone());
        Closure::<dyn Fn(web_sys::Event)>::new(move |_| {
            let ok = request.status() == Ok(200);
            finish(request.response_text().ok().flatten().filter(|_| ok));
        })
    };
    request.set_onloadend(Some(on_end.into_js_value().unchecked_ref()));
    if request.open_with_async("GET", url, true).and_then(|()| request.send()).is_err() {
        finish(None);
    }
}
