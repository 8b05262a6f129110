//! A sheet put on the page for the first time comes a few areas a frame. Its whole markup (about
//! 100 KB and 1,250 elements on a phone) parsed, styled and laid out at once took longer than a
//! slow phone's frame (about 80 ms with the CPU throttled 4×): the first hand-over to each
//! person and the end screen stalled the page. So the sheet goes in with its root, paper and
//! header and an empty `<svg>` in each area's place, and the areas follow in their order, the map
//! first, about [`STEP`] bytes of markup a frame (a large area a few of its elements at a time),
//! one sheet after the other. Each step is a task after a frame, laid out there: the frame after
//! it only paints (parsed, laid out and painted in one frame, a step of the map was a long task).
//!
//! While its areas are coming, a sheet's container says so (`aria-busy`), and what needs the
//! sheets whole (the view moved to a decision's targets, the marks since a person's last turn,
//! the print dialog) waits for them: [`after_drawn`].

use std::cell::RefCell;
use std::collections::VecDeque;
use std::time::Duration;

use leptos::prelude::*;
use web_sys::Element;

use super::{patch, Drawing};
use crate::app::browser::later;

/// About how much markup is put in a frame: small areas together, a large one in parts (on a
/// phone's sheet the map is about 38 KB, the places 26 KB). With the CPU throttled 4×, on the
/// slower machine, a step holding the whole map or the whole places took 50–77 ms (traced); a
/// step of this size takes 17–33.
const STEP: usize = 10_000;

/// What a sheet's container shows: `drawing`, of which the first `filled` areas are on the
/// page, the others being empty groups still (`None`: nothing of it is on the page yet).
#[derive(Default)]
pub struct Shown {
    /// The drawing shown (or being put in).
    pub drawing: Drawing,
    /// How many of its areas are on the page, once its root is.
    pub filled: Option<usize>,
    /// How many of the next area's parts (see `patch::parts`) are on the page already: a large
    /// area comes a few of them a step.
    pub part: usize,
}

/// The containers whose sheet is not whole yet (the first is being filled), and what waits for
/// them all.
#[derive(Default)]
struct Queue {
    hosts: VecDeque<(Element, StoredValue<Shown>)>,
    /// Whether the next step is asked for.
    asked: bool,
    waiting: Vec<Box<dyn FnOnce()>>,
}

thread_local! {
    static QUEUE: RefCell<Queue> = RefCell::new(Queue::default());
}

/// Shows `drawing` in `host` anew from the next frame on: its root with empty areas, and the
/// areas a few a frame. (Nothing at once: the task that shows a sheet first has laid the page
/// out to measure it, see `host::measure_wide`, and the sheets of a screen are all measured
/// before any goes in.)
pub fn start(host: &Element, shown: StoredValue<Shown>, drawing: Drawing) {
    shown.set_value(Shown { drawing, filled: None, part: 0 });
    let _ = host.set_attribute("aria-busy", "true");
    QUEUE.with_borrow_mut(|q| {
        if !q.hosts.iter().any(|(h, _)| h == host) {
            q.hosts.push_back((host.clone(), shown));
        }
    });
    ask_step();
}

/// Runs `f` once every sheet on the page is whole: in the step that completes the last (in the
/// next frame when they are all whole).
pub fn after_drawn(f: impl FnOnce() + 'static) {
    let f: Box<dyn FnOnce()> = Box::new(f);
    let now = QUEUE.with_borrow_mut(|q| match q.hosts.is_empty() {
        true => Some(f),
        false => {
            q.waiting.push(f);
            None
        }
    });
    if let Some(f) = now {
        later::next_frame(f);
    }
}

/// Puts the root of `shown` in `host` with empty areas, unless it is there: a few elements,
/// with which the sheet takes its height on the page.
fn put_frame(host: &Element, shown: StoredValue<Shown>) {
    shown.try_update_value(|s| {
        if s.filled.is_none() {
            host.set_inner_html(&s.drawing.skeleton());
            s.filled = Some(0);
        }
    });
}

/// Puts the next areas of `shown` in `host`, about `budget` bytes of markup: whole areas while
/// they fit, else the next few elements of one (at least one; see `patch::parts`); whether the
/// sheet is whole (or gone).
fn put_areas(host: &Element, shown: StoredValue<Shown>, budget: usize) -> bool {
    let whole = shown.try_update_value(|s| {
        let Shown { drawing, filled, part } = s;
        let count = drawing.area_count();
        let filled = filled.get_or_insert(0);
        let Some(areas) = host.first_element_child().map(|root| root.children()) else { return true };
        let Some(first) = (areas.length() as usize).checked_sub(count) else { return true };
        let mut put = 0;
        while *filled < count && put < budget {
            let markup = drawing.area(*filled).unwrap_or_default();
            let Some(area) = areas.item((first + *filled) as u32) else {
                *filled += 1;
                continue;
            };
            let room = budget - put;
            // Parted only when it does not fit whole, or is partly in already.
            let parted = (*part > 0 || markup.len() > room).then(|| patch::parts(markup)).flatten();
            let next = match parted {
                Some(parts) => {
                    let (size, next) = put_parts(&area, parts, *part, room);
                    put += size.max(1);
                    next
                }
                None => {
                    area.set_outer_html(markup);
                    put += markup.len();
                    None
                }
            };
            *part = next.unwrap_or(0);
            if next.is_none() {
                *filled += 1;
            }
        }
        *filled == count
    });
    whole.unwrap_or(true)
}

/// Puts the parts of an area (see `patch::parts`) from part `from` on, about `room` bytes of
/// them (one at least): the first ones with the area's opening and closing elements, in place
/// of the empty area, the next ones after those. The bytes put, and the next part to put (none
/// once the area is whole).
fn put_parts(
    area: &Element,
    parts: (&str, Vec<&str>, &str, usize),
    from: usize,
    room: usize,
) -> (usize, Option<usize>) {
    let (open, kids, close, depth) = parts;
    let (mut end, mut size) = (from, 0);
    while end < kids.len() && (end == from || size + kids[end].len() <= room) {
        size += kids[end].len();
        end += 1;
    }
    let some = kids[from..end].concat();
    if from == 0 {
        area.set_outer_html(&format!("{open}{some}{close}"));
    } else if let Some(inner) = (1..depth).try_fold(area.clone(), |el, _| el.first_element_child()) {
        let _ = inner.insert_adjacent_html("beforeend", &some);
    }
    (size, (end < kids.len()).then_some(end))
}

/// Asks for the next step: in a task after the next frame, or at once in a page out of sight
/// (which draws no frames).
fn ask_step() {
    if QUEUE.with_borrow_mut(|q| std::mem::replace(&mut q.asked, true)) {
        return;
    }
    if document().hidden() {
        later::after(Duration::ZERO, step);
    } else {
        later::after_frame(step);
    }
}

/// Puts the root of each sheet to come and the next areas of the first, and lays the page out;
/// once all are whole, runs what waited for them.
fn step() {
    later::lay_out_after_effects();
    let hosts: Vec<_> = QUEUE.with_borrow_mut(|q| {
        q.asked = false;
        q.hosts.iter().cloned().collect()
    });
    hosts
        .iter()
        .filter(|(host, _)| host.is_connected())
        .for_each(|&(ref host, shown)| put_frame(host, shown));
    if let Some((host, shown)) = hosts.first() {
        let budget = if document().hidden() { usize::MAX } else { STEP };
        if !host.is_connected() || put_areas(host, *shown, budget) {
            let _ = host.remove_attribute("aria-busy");
            QUEUE.with_borrow_mut(|q| q.hosts.pop_front());
        }
    }
    let (more, waiting) = QUEUE.with_borrow_mut(|q| match q.hosts.is_empty() {
        true => (false, std::mem::take(&mut q.waiting)),
        false => (true, Vec::new()),
    });
    if more {
        ask_step();
    }
    waiting.into_iter().for_each(|f| f());
}
