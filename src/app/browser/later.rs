//! Work put off, the app's one way of putting it off: to the page's next frame, to after it is
//! drawn (parts of a screen that come once its first frame is: its first words show sooner, and
//! its largest parts, such as the end screen's figures and final sheets, are built and laid out
//! in tasks of their own, none of which holds a slow phone's page for long; what a click leaves
//! for after the frame that shows it), to after the effects of the task running now (the layout
//! of a change, done before the frame that paints it), to when the page is idle (what nobody
//! sees yet, such as a hidden sheet's zoom), or to a later time.

use std::time::Duration;

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::js_sys::{Function, Reflect};

/// Runs `f` in the page's next frame, before it is drawn (none comes while the page is hidden).
pub fn next_frame(f: impl FnOnce() + 'static) {
    request_animation_frame(f);
}

/// Runs `f` in a task of its own once `delay` has passed (none: after the tasks queued before
/// it); the handle, when there is one, calls it off.
pub fn after(delay: Duration, f: impl FnOnce() + 'static) -> Option<TimeoutHandle> {
    set_timeout_with_handle(f, delay).ok()
}

/// Runs `f` once the effects that the task running now woke have run, before the page is laid
/// out and drawn.
pub fn after_effects(f: impl FnOnce() + 'static) {
    leptos::task::spawn_local(async move { f() });
}

/// Runs `f` in a task of its own once the page's next frame is drawn.
pub fn after_frame(f: impl FnOnce() + 'static) {
    next_frame(|| {
        after(Duration::ZERO, f);
    });
}

/// Runs `f` in a task of its own once the page is idle (no frame nor task due), or a frame
/// later where the browser cannot tell (Safari has no `requestIdleCallback`).
pub fn when_idle(f: impl FnOnce() + 'static) {
    let request = Reflect::get(&window(), &JsValue::from_str("requestIdleCallback"))
        .ok()
        .and_then(|r| r.dyn_into::<Function>().ok());
    match request {
        Some(request) => {
            let _ = request.call1(&window(), &Closure::once_into_js(f));
        }
        None => after_frame(f),
    }
}

/// A trigger that follows what `track` reads a frame behind: notified in a task of its own once
/// the frame after a change of it is drawn (changes meanwhile notify it once). What reads the
/// table's quieter parts through it (the supply, the log) is then neither redrawn nor laid out
/// in the task that shows the rest of the table's change.
pub fn frame_behind(track: impl Fn() + 'static) -> Trigger {
    let behind = Trigger::new();
    let due = StoredValue::new(false);
    Effect::new(move |_| {
        track();
        if !due.get_value() {
            due.set_value(true);
            after_frame(move || {
                if due.try_set_value(false).is_none() {
                    behind.notify();
                }
            });
        }
    });
    behind
}

/// Runs `steps` one after the other, each in a task of its own once the page's frame after the
/// one before is drawn (a screen shown in parts, none of which holds a slow phone's page for
/// long). A step that returns false ends the run.
pub fn frame_by_frame(mut steps: Vec<Box<dyn FnOnce() -> bool>>) {
    if steps.is_empty() {
        return;
    }
    let step = steps.remove(0);
    after_frame(move || {
        if step() {
            frame_by_frame(steps);
        }
    });
}

/// A screen's `count` parts shown one a frame: none at first, then one more in a task after each
/// frame (a screen shown in parts, none of which holds a slow phone's page for long).
pub fn one_a_frame(count: usize) -> Parts {
    let shown = RwSignal::new(0);
    // The screen may be gone meanwhile: then the run ends.
    let step = move || Box::new(move || shown.try_update(|n| *n += 1).is_some()) as Box<dyn FnOnce() -> bool>;
    frame_by_frame((0..count).map(|_| step()).collect());
    Parts { shown, count }
}

/// The parts of a screen shown one a frame (see [`one_a_frame`]).
#[derive(Clone, Copy)]
pub struct Parts {
    shown: RwSignal<usize>,
    count: usize,
}

impl Parts {
    /// Whether part `k` (from 0) is on the screen.
    fn here(self, k: usize) -> Memo<bool> {
        Memo::new(move |_| self.shown.get() > k)
    }

    /// Part `k`'s contents, built by `view` once the part is on the screen.
    pub fn part<V>(self, k: usize, view: impl Fn() -> V + Clone) -> impl Fn() -> Option<V> + Clone {
        let here = self.here(k);
        move || here.get().then(&view)
    }

    /// The `aria-busy` attribute of their container, while some are to come (see [`busy`]).
    pub fn busy(self) -> impl Fn() -> Option<&'static str> + Copy {
        busy(Signal::derive(move || self.shown.get() == self.count))
    }
}

/// The `aria-busy` attribute of a container whose contents wait on `ready`.
pub fn busy(ready: Signal<bool>) -> impl Fn() -> Option<&'static str> + Copy {
    move || (!ready.get()).then_some("true")
}

/// Has the browser lay the page out at the end of the task running now, once the changes it
/// set off are made (the effects it woke run before, in their order): what the task changes is
/// then styled and laid out before the frame that paints it, not in that frame. On a slow
/// phone, the whole table's change after a decision (the prompt, a phone's zoom, the scores)
/// styled, laid out and painted in one frame was one long task; in two, neither is. (A task of
/// its own, queued after this one, did not do: the browser often draws its next frame first.)
pub fn lay_out_after_effects() {
    after_effects(|| {
        if let Some(body) = document().body() {
            // Reading a box's size has the page laid out there and then.
            let _ = body.offset_height();
        }
    });
}
