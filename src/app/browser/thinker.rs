//! The page's side of the thinking worker (the `thinker` binary): starts it when a game with a
//! Hard seat begins, or on first use (it is not part of the first load), sends it questions
//! ([`think::Question`]) and hands each answer to whoever asked. The service worker precaches
//! the worker's script and wasm like every file of the build, so Hard plays offline too.

use std::cell::RefCell;
use std::collections::HashMap;

use wasm_bindgen::prelude::*;
use web_sys::js_sys::{Function, Reflect};

use crate::engine::Game;
use crate::model::think::{self, Answer, Choice, Task};

/// The worker's script (public/thinker-start.js), beside the page: it loads the `thinker`
/// binary's wasm.
const SCRIPT: &str = "thinker-start.js";

#[wasm_bindgen]
extern "C" {
    /// A dedicated Web Worker (declared here rather than through web-sys's features, which
    /// would rebuild the page's whole dependency tree for three calls).
    type Worker;
    #[wasm_bindgen(constructor, catch)]
    fn new(url: &str) -> Result<Worker, JsValue>;
    #[wasm_bindgen(method, js_name = postMessage)]
    fn post_message(this: &Worker, message: &str);
    #[wasm_bindgen(method)]
    fn terminate(this: &Worker);
}

/// What an asker gets: the choices (indexes into the game's legal actions), or why there are
/// none.
pub type Reply = Result<Vec<Choice>, String>;

type Done = Box<dyn FnOnce(Reply)>;

/// The running worker and its questions.
struct Thinker {
    worker: Worker,
    /// Whether it listens yet ([`think::READY`]).
    ready: bool,
    /// Questions asked before it listened, oldest first.
    waiting: Vec<String>,
    /// Who waits for each question's answer.
    pending: HashMap<u32, Done>,
    next_id: u32,
}

thread_local! {
    static THINKER: RefCell<Option<Thinker>> = const { RefCell::new(None) };
}

/// Asks the worker for `task` in `game` (seeded as a computer seat's decision, searching
/// `iterations` sampled games); `done` runs with its reply once it comes. Starts the worker on
/// first use; if it cannot start or fails, `done` gets the reason.
pub fn ask(task: Task, game: &Game, iterations: u32, done: impl FnOnce(Reply) + 'static) {
    let done: Done = Box::new(done);
    let failed = THINKER.with_borrow_mut(|slot| {
        if slot.is_none() {
            match start() {
                Ok(thinker) => *slot = Some(thinker),
                Err(e) => return Some((done, e)),
            }
        }
        let t = slot.as_mut().expect("started");
        t.next_id = t.next_id.wrapping_add(1);
        let question =
            serde_json::to_string(&think::Question { iterations, ..think::question(t.next_id, task, game) })
                .expect("a question is written");
        t.pending.insert(t.next_id, done);
        if t.ready {
            t.worker.post_message(&question);
        } else {
            t.waiting.push(question);
        }
        None
    });
    // Outside the borrow: `done` may ask again.
    if let Some((done, e)) = failed {
        done(Err(e));
    }
}

/// Starts the worker now if it is not running: a game with a Hard seat asks it soon, and its
/// first question then need not wait for the worker's wasm to load and compile. A worker that
/// cannot start is tried again, and its reason told, at the first question.
pub fn warm_up() {
    THINKER.with_borrow_mut(|slot| {
        if slot.is_none() {
            *slot = start().ok();
        }
    });
}

/// Starts the worker, listening to its messages and errors.
fn start() -> Result<Thinker, String> {
    let worker = Worker::new(SCRIPT).map_err(|e| format!("{e:?}"))?;
    let on_message = Closure::<dyn Fn(JsValue)>::new(|event: JsValue| {
        let data = Reflect::get(&event, &"data".into()).ok().and_then(|d| d.as_string()).unwrap_or_default();
        heard(&data);
    });
    let on_error = Closure::<dyn Fn(JsValue)>::new(|event: JsValue| {
        // Handled here: not to be reported again as the page's own error, which would open
        // the recovery panel over a table that still plays.
        if let Some(event) = event.dyn_ref::<web_sys::Event>() {
            event.prevent_default();
        }
        let message = Reflect::get(&event, &"message".into()).ok().and_then(|m| m.as_string());
        failed(message.unwrap_or_else(|| "the thinking worker failed".into()));
    });
    let set = |name: &str, handler: &Function| Reflect::set(&worker, &name.into(), handler).map(|_| ());
    set("onmessage", on_message.as_ref().unchecked_ref()).map_err(|e| format!("{e:?}"))?;
    set("onerror", on_error.as_ref().unchecked_ref()).map_err(|e| format!("{e:?}"))?;
    // The handlers live as long as the page (one worker, started once).
    on_message.forget();
    on_error.forget();
    Ok(Thinker { worker, ready: false, waiting: Vec::new(), pending: HashMap::new(), next_id: 0 })
}

/// A message from the worker: it listens now, or an answer.
fn heard(data: &str) {
    if data == think::READY {
        THINKER.with_borrow_mut(|slot| {
            if let Some(t) = slot.as_mut() {
                t.ready = true;
                for question in t.waiting.drain(..) {
                    t.worker.post_message(&question);
                }
            }
        });
        return;
    }
    let Ok(answer) = serde_json::from_str::<Answer>(data) else { return };
    let done = THINKER.with_borrow_mut(|slot| slot.as_mut().and_then(|t| t.pending.remove(&answer.id)));
    if let Some(done) = done {
        done(answer.choices);
    }
}

/// The worker failed (its files could not load, or it stopped): every asker gets `why`, and the
/// next question starts a new worker.
fn failed(why: String) {
    let pending = THINKER.with_borrow_mut(|slot| {
        slot.take().map(|t| {
            t.worker.terminate();
            t.pending.into_values().collect::<Vec<_>>()
        })
    });
    for done in pending.into_iter().flatten() {
        done(Err(why.clone()));
    }
}
