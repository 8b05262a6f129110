//! Parts of a screen that come once its first frame is drawn: the screen's first words show
//! sooner, and its largest parts (the end screen's figures, the final sheets) are built and laid
//! out in tasks of their own, none of which holds a slow phone's page for long.

use std::time::Duration;

use leptos::prelude::*;

/// A flag that turns true in a task after the page's next frame. While it is false, the
/// container of what waits on it says so with `aria-busy` (see [`busy`]).
pub fn after_next_frame() -> Signal<bool> {
    let ready = RwSignal::new(false);
    request_animation_frame(move || {
        set_timeout(
            move || {
                // The screen may be gone meanwhile.
                ready.try_set(true);
            },
            Duration::ZERO,
        )
    });
    ready.into()
}

/// The `aria-busy` attribute of a container whose contents wait on `ready`.
pub fn busy(ready: Signal<bool>) -> impl Fn() -> Option<&'static str> + Copy {
    move || (!ready.get()).then_some("true")
}
