//! A finger's tap on a choice or a button, clicked at its release.
//!
//! The browser makes a tap's click in a task of its own after the release: after a frame that
//! draws the press's end, and after the mouse events it makes up for pages that know no touch.
//! On a slow phone that is a frame's wait and 5–7 ms of work before the app sees the tap (see
//! `docs/table-speed.md`). So a tap on what a screen names (the table's choices and buttons) is
//! clicked in the release's own task, and the browser's click of it is cancelled. A press that
//! moved (a scroll), was held (a preview, see [`HOLD`]) or that the browser took back is left to
//! the browser, as is any other element (a field, a link).

use std::cell::Cell;
use std::time::Duration;

use leptos::prelude::window;
use wasm_bindgen::JsCast;
use web_sys::{Element, MouseEvent, MouseEventInit, PointerEvent, TouchEvent};

/// How long a finger holds a choice before it is a hold, which previews it, and not a tap.
pub const HOLD: Duration = Duration::from_millis(450);

/// How far a finger may move between its press and its release for a tap (CSS px).
const SLOP_PX: f64 = 10.0;

/// A tap this soon after the last one, and this near it, is the second of a double tap: its
/// click counts 2 (`detail`), as the browser's would, so that it never plays what the first
/// one brought under the finger (see `Session::end_turn`).
const DOUBLE_TAP_MS: f64 = 300.0;
const DOUBLE_TAP_PX: f64 = 25.0;

thread_local! {
    /// Whether a tap's click is being dispatched (see [`releasing`]).
    static RELEASING: Cell<bool> = const { Cell::new(false) };
}

/// Whether the click being handled now is a tap's, clicked in its release's task: no mouse
/// event follows it (the browser's are cancelled), so its page changes need not wait for a frame.
pub fn releasing() -> bool {
    RELEASING.get()
}

/// A finger's press followed from its start to its release, and the last tap clicked.
pub struct Taps {
    /// The elements clicked at a tap's release (a CSS selector, matched from the element pressed).
    clicked: &'static str,
    pressed: Option<Spot>,
    last: Option<Tap>,
}

/// Where and when a finger pressed, and on what.
struct Spot {
    on: Element,
    x: f64,
    y: f64,
    at: f64,
}

/// A tap clicked: where, when, and its count within a double tap.
struct Tap {
    x: f64,
    y: f64,
    at: f64,
    count: i32,
}

impl Taps {
    /// Taps on the elements that `clicked` selects (a disabled one never matches it).
    pub fn new(clicked: &'static str) -> Self {
        Self { clicked, pressed: None, last: None }
    }

    /// A pointer pressed: a finger's (the first on the screen) is followed to its release.
    pub fn press(&mut self, ev: &PointerEvent) {
        let finger = ev.pointer_type() == "touch" && ev.is_primary();
        let on = ev.target().and_then(|t| t.dyn_into::<Element>().ok()).filter(|_| finger);
        self.pressed = on.map(|on| Spot {
            on,
            x: f64::from(ev.client_x()),
            y: f64::from(ev.client_y()),
            at: ev.time_stamp(),
        });
    }

    /// The browser took the press back (a scroll began): it is no tap.
    pub fn cancel(&mut self) {
        self.pressed = None;
    }

    /// A finger let go: a tap on a choice or a button is clicked now, the browser's click of it
    /// cancelled.
    pub fn release(&mut self, ev: &TouchEvent) {
        let Some(press) = self.pressed.take() else { return };
        let Some(touch) = ev.changed_touches().get(0) else { return };
        let (x, y, at) = (f64::from(touch.client_x()), f64::from(touch.client_y()), ev.time_stamp());
        let tap = ev.touches().length() == 0
            && (x - press.x).hypot(y - press.y) <= SLOP_PX
            && at - press.at < HOLD.as_secs_f64() * 1000.0;
        if !tap {
            return;
        }
        let Some(el) = press.on.closest(self.clicked).ok().flatten().filter(|el| el.is_connected()) else {
            return;
        };
        let count = match &self.last {
            Some(last) if at - last.at < DOUBLE_TAP_MS && (x - last.x).hypot(y - last.y) < DOUBLE_TAP_PX => {
                last.count + 1
            }
            _ => 1,
        };
        self.last = Some(Tap { x, y, at, count });
        ev.prevent_default();
        click(&el, count, x, y);
    }
}

/// Clicks `el` as a tap at (`x`, `y`) would, the `count`th of a multiple tap.
fn click(el: &Element, count: i32, x: f64, y: f64) {
    let init = MouseEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_composed(true);
    init.set_view(Some(&window()));
    init.set_detail(count);
    init.set_client_x(x as i32);
    init.set_client_y(y as i32);
    if let Ok(click) = MouseEvent::new_with_mouse_event_init_dict("click", &init) {
        RELEASING.set(true);
        let _ = el.dispatch_event(&click);
        RELEASING.set(false);
    }
}
