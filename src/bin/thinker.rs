//! The thinking worker: a Web Worker with a wasm of its own that answers the page's questions
//! ([`orleans_dw::model::think`]) off the page's thread, so that the page stays responsive while
//! the Hard player searches. Trunk builds it (the `data-type="worker"` link of index.html); the
//! page starts it only when a game with a Hard seat begins or a hint first needs it
//! (`src/app/browser/thinker.rs`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::prelude::*;
    use web_sys::js_sys::{global, Reflect};

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_name = postMessage)]
        fn post_message(message: &str);
    }

    let on_message = Closure::<dyn Fn(JsValue)>::new(|event: JsValue| {
        let question = Reflect::get(&event, &"data".into()).ok().and_then(|d| d.as_string());
        post_message(&orleans_dw::model::think::answer(&question.unwrap_or_default()));
    });
    Reflect::set(&global(), &"onmessage".into(), on_message.as_ref())
        .expect("a worker takes a message handler");
    // The handler lives as long as the worker.
    on_message.forget();
    // Messages sent before the handler was set are lost: the page waits for this one.
    post_message(orleans_dw::model::think::READY);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("thinker is the browser app's Web Worker: see README.md.");
}
